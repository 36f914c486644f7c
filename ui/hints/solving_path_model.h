// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alphabet.h"
#include "core/grid.h"
#include "core/logic/logic_solver.h"
#include "core/logic/step.h"

#include <QAbstractTableModel>

#include <optional>

namespace pm {

// A puzzle's solving path as a table, one row per step: its number, the
// technique, its effect in short ("r4c5 = 7", "−7 r2c3, r2c8") and the
// technique's level. It also gives the candidate state just before any
// step, so a view can show the board at that point. Texts go through tr()
// when asked for, so a language switch needs only retranslate().
class SolvingPathModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { NumberColumn, TechniqueColumn, EffectColumn, LevelColumn, ColumnCount };

    explicit SolvingPathModel(QObject* parent = nullptr);

    // `puzzle`: the givens the path starts from; `path`: logic::solvePath's
    // answer for it.
    void setPath(const Grid& puzzle, const Alphabet& alphabet, logic::SolvePath path);
    const logic::SolvePath& path() const { return m_path; }
    const logic::Step& step(int row) const { return m_path.steps[size_t(row)]; }
    int stepCount() const { return int(m_path.steps.size()); }

    // The candidates and values just before step `row` (0: the puzzle's
    // starting candidates; stepCount(): the end of the path).
    Grid stateBefore(int row) const;
    // The row of the hardest step: highest level, then highest rating
    // (the first of equals). None for an empty path.
    std::optional<int> hardestRow() const;

    // "r4c5 = 7", "−7 r2c3, r2c8; −3 r5c5": placements, then eliminations
    // by digit in the order the step names them.
    QString effect(const logic::Step& step) const;
    // The full sentence of step `row` (StepText::explain).
    QString sentence(int row) const;

    // Every text again, in the language now installed.
    void retranslate();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    Grid m_start; // the puzzle's starting candidate state
    Alphabet m_alphabet = Alphabet::standard(9);
    logic::SolvePath m_path;
};

} // namespace pm
