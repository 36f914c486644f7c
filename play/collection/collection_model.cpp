// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/collection/collection_model.h"

#include "play/collection/collection_levels.h"
#include "play/collection/collection_play.h"
#include "text/collection_text.h"
#include "text/names.h"

#include <QFont>
#include <QFontDatabase>

#include <algorithm>

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

QString levelText(const std::optional<PuzzleLevel>& level)
{
    if (!level)
        return CollectionText::levelPending();
    switch (level->kind) {
    case PuzzleLevel::Kind::Rated: return Names::level(level->level);
    case PuzzleLevel::Kind::Variant: return CollectionText::levelVariant();
    case PuzzleLevel::Kind::NoSolution: return CollectionText::levelNoSolution();
    case PuzzleLevel::Kind::ManySolutions: return CollectionText::levelManySolutions();
    }
    return {};
}

// Levels in their order; then what the grader could not rate; then what
// waits to be rated.
int levelRank(const std::optional<PuzzleLevel>& level)
{
    constexpr int kNotRated = 100;
    constexpr int kWaiting = 200;
    if (!level)
        return kWaiting;
    return level->kind == PuzzleLevel::Kind::Rated ? int(level->level) : kNotRated + int(level->kind);
}

} // namespace

CollectionModel::CollectionModel(const CollectionPlay* play, const CollectionLevels* levels, QObject* parent)
    : QAbstractTableModel(parent)
    , m_play(play)
    , m_levels(levels)
{
    if (levels)
        connect(levels, &CollectionLevels::levelsChanged, this, [this](const QList<int>& rows) {
            // One signal for the rows' span: a batch is a run of rows in
            // list order, mostly.
            if (rows.isEmpty() || rowCount() == 0)
                return;
            const auto [first, last] = std::minmax_element(rows.begin(), rows.end());
            emit dataChanged(index(std::max(*first, 0), Level), index(std::min(*last, rowCount() - 1), Level));
        });
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
    const auto level = [&] { return m_levels ? m_levels->level(index.row()) : std::nullopt; };
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Number: return index.row() + 1;
        case Puzzle: return puzzle.givensLine;
        case Givens: return puzzle.givens;
        case Level: return m_levels ? QVariant(levelText(level())) : QVariant();
        case State: return stateText(state);
        }
        return {};
    case SortRole:
        switch (index.column()) {
        case Number: return index.row();
        case Puzzle: return puzzle.givensLine;
        case Givens: return puzzle.givens;
        case Level: return levelRank(level());
        case State: return int(state);
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
    case Level: return CollectionText::levelHeading();
    case State: return CollectionText::stateHeading();
    }
    return {};
}

} // namespace pm
