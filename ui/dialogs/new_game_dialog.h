// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alphabet.h"
#include "core/generate/generator.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;

namespace pm {

struct GameShape;

// Asks what to play: size and box shape (or jigsaw), variants, killer
// cages, level, the symmetry of the givens (or of a killer's cages) and the
// symbols shown (digits, letters or the player's own, as in a wordoku).
// Remembers the last choice.
class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewGameDialog(QWidget* parent = nullptr);

    // The choice, with a fresh random seed.
    generate::GeneratorOptions options() const;
    // The symbols chosen, for the size chosen. Valid once accepted.
    Alphabet alphabet() const;

    void accept() override;

private:
    const GameShape& currentShape() const;
    void updateAllowedVariants();
    void updateSymbolsField();
    // The player's own symbols, or why they do not fit the size.
    Result<Alphabet, QString> customAlphabet() const;

    QComboBox* m_shape;
    QCheckBox* m_jigsaw;
    QCheckBox* m_diagonals;
    QCheckBox* m_centreDot;
    QCheckBox* m_windows;
    QCheckBox* m_killer;
    QComboBox* m_level;
    QComboBox* m_symmetry;
    QComboBox* m_symbols;
    QLineEdit* m_customSymbols;
};

} // namespace pm
