// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/dialogs/choices_dialog.h"

#include "core/alphabet.h"
#include "core/generate/generator.h"
#include "core/logic/technique.h"

#include <optional>

class QCheckBox;
class QComboBox;
class QLineEdit;

namespace pm {

struct GameShape;

// Asks what to play: size and box shape (or jigsaw), variants, killer
// cages or other variant rules (thermometers, dots ...), level, the symmetry of the givens (or of a killer's cages) and the
// symbols shown (digits, letters or the player's own, as in a wordoku).
// Remembers the last choice (ChoicesDialog).
class NewGameDialog : public ChoicesDialog {
    Q_OBJECT
public:
    explicit NewGameDialog(QWidget* parent = nullptr);

    // The choice, with a fresh random seed.
    generate::GeneratorOptions options() const;
    // A technique to practise: the puzzle's path must use it (options()
    // then asks for it, on the shape practice deals it on); none: a level.
    std::optional<logic::Technique> practiseTechnique() const;
    // Start just before the first step that needs the technique.
    bool startBeforeTechnique() const;
    // The symbols chosen, for the size chosen. Valid once accepted.
    Alphabet alphabet() const;

    void accept() override;

private:
    const GameShape& currentShape() const;
    void updateAllowedVariants();
    void updateSymbolsField();
    void updateTechniqueChoice();
    // The player's own symbols, or why they do not fit the size.
    Result<Alphabet, QString> customAlphabet() const;

    QComboBox* m_shape;
    QCheckBox* m_jigsaw;
    QCheckBox* m_diagonals;
    QCheckBox* m_centreDot;
    QCheckBox* m_windows;
    QCheckBox* m_killer;
    QComboBox* m_rules;
    QComboBox* m_level;
    QComboBox* m_technique;
    QCheckBox* m_startBefore;
    QComboBox* m_symmetry;
    QComboBox* m_symbols;
    QLineEdit* m_customSymbols;
};

} // namespace pm
