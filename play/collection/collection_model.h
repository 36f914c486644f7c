// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>

namespace pm {

class CollectionLevels;
class CollectionPlay;

// The collection's puzzles as the list shows them: number, the givens as a
// line of symbols, how many givens, the level (CollectionLevels: "rating…"
// until it comes, or why there is none) and the player's state (not
// started, in progress, solved), kept current as the player plays and the
// levels come.
class CollectionModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Number, Puzzle, Givens, Level, State, ColumnCount };
    // The row's PuzzleState as an int (Qt::UserRole), for views and tests.
    static constexpr int StateRole = Qt::UserRole;
    // What a column sorts by (a QSortFilterProxyModel's sortRole): numbers
    // as numbers, and levels in their order (Easy before Medium …), those
    // the grader cannot give after every level, and those still being
    // rated last.
    static constexpr int SortRole = Qt::UserRole + 1;

    // `levels` null: the Level column stays empty.
    explicit CollectionModel(const CollectionPlay* play, const CollectionLevels* levels = nullptr,
                             QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const CollectionPlay* m_play;
    const CollectionLevels* m_levels;
};

} // namespace pm
