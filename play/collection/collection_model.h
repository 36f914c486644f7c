// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>

namespace pm {

class CollectionPlay;

// The collection's puzzles as the list shows them: number, the givens as a
// line of symbols, how many givens, and the player's state (not started,
// in progress, solved), kept current as the player plays.
class CollectionModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Number, Puzzle, Givens, State, ColumnCount };
    // The row's PuzzleState as an int (Qt::UserRole), for views and tests.
    static constexpr int StateRole = Qt::UserRole;

    explicit CollectionModel(const CollectionPlay* play, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const CollectionPlay* m_play;
};

} // namespace pm
