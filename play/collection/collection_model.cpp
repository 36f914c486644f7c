// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/collection/collection_model.h"

#include "play/collection/collection_play.h"
#include "text/collection_text.h"

#include <QFont>
#include <QFontDatabase>

namespace pm {

namespace {

QString stateText(PuzzleState state)
{
    switch (state) {
    case PuzzleState::NotStarted: return CollectionText::notStarted();
    case PuzzleState::InProgress: return CollectionText::inProgress();
    case PuzzleState::Solved: return CollectionText::solved();
    }
    return {};
}

} // namespace

CollectionModel::CollectionModel(const CollectionPlay* play, QObject* parent)
    : QAbstractTableModel(parent)
    , m_play(play)
{
    connect(play, &CollectionPlay::opened, this, [this] {
        beginResetModel();
        endResetModel();
    });
    connect(play, &CollectionPlay::stateChanged, this,
            [this](int row) { emit dataChanged(index(row, State), index(row, State)); });
}

int CollectionModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_play->isOpen() ? 0 : m_play->collection().size();
}

int CollectionModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CollectionModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const auto& puzzle = m_play->collection().puzzles()[std::size_t(index.row())];
    const PuzzleState state = m_play->state(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Number: return index.row() + 1;
        case Puzzle: return puzzle.givensLine;
        case Givens: return puzzle.givens;
        case State: return stateText(state);
        }
        return {};
    case Qt::ToolTipRole: return CollectionText::lineOfFile(puzzle.line);
    case Qt::FontRole:
        if (index.column() == Puzzle)
            return QFontDatabase::systemFont(QFontDatabase::FixedFont);
        if (index.column() == State && state != PuzzleState::NotStarted) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == Number || index.column() == Givens ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                                   : QVariant();
    case StateRole: return int(state);
    default: return {};
    }
}

QVariant CollectionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Number: return CollectionText::numberHeading();
    case Puzzle: return CollectionText::puzzleHeading();
    case Givens: return CollectionText::givensHeading();
    case State: return CollectionText::stateHeading();
    }
    return {};
}

} // namespace pm
