// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/dialogs/choices_dialog.h"

#include "core/generate/generator.h"

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace pm {

struct GameShape;

// Asks what a printed booklet holds: how many puzzles, how many to a page,
// their shape (jigsaw, killer, variant rules, MultiFour, DoubleNine) and level. Remembers
// the last choice (ChoicesDialog).
class BookletDialog : public ChoicesDialog {
    Q_OBJECT
public:
    explicit BookletDialog(QWidget* parent = nullptr);

    int puzzleCount() const;
    int puzzlesPerPage() const;
    // What to generate, with a fresh random seed (symmetric givens, as in print).
    generate::GeneratorOptions options() const;
    // The line heading every page: "Sudoku 9×9 · Easy".
    QString title() const;

    void setPuzzleCount(int count);
    void setPuzzlesPerPage(int perPage);
    void setShape(const GeometrySpec& spec); // one of gameShapes() up to 18×18
    void setKiller(bool killer);
    // One of offeredRuleSets() by index, or none (-1).
    void setRuleSet(int index);

private:
    QSpinBox* m_count;
    QComboBox* m_perPage;
    QComboBox* m_shape;
    QCheckBox* m_jigsaw;
    QCheckBox* m_killer;
    QComboBox* m_rules;
    QComboBox* m_level;

    const GameShape& currentShape() const;
    void updateAllowedChoices();
    bool killerChosen() const;
};

} // namespace pm
