// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/game_check.h"

#include <algorithm>

namespace pm::game {

namespace {

// House clashes, then cage clashes: Grid keeps them apart because a cage
// clash has no house to name, but to the player both break the rules.
std::vector<Conflict> allConflicts(const Grid& board)
{
    std::vector<Conflict> conflicts = board.conflicts();
    const std::vector<Conflict> inCages = board.cageConflicts();
    conflicts.insert(conflicts.end(), inCages.begin(), inCages.end());
    return conflicts;
}

// The clashing cells, and every filled cell of a broken cage: no single
// digit there is to blame, so all of them are shown.
std::vector<int> cellsOf(const Grid& board, const std::vector<Conflict>& conflicts, const std::vector<int>& brokenCages,
                         const std::vector<BrokenConstraint>& brokenConstraints)
{
    std::vector<int> cells;
    for (const Conflict& c : conflicts) {
        cells.push_back(c.cellA);
        cells.push_back(c.cellB);
    }
    for (int cage : brokenCages) {
        for (int cell : board.geometry().cages()[cage].cells)
            if (board.value(cell) != 0)
                cells.push_back(cell);
    }
    for (const BrokenConstraint& broken : brokenConstraints)
        cells.insert(cells.end(), broken.cells.begin(), broken.cells.end());
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    return cells;
}

std::vector<int> wrongEntries(const Game& game)
{
    std::vector<int> cells;
    if (!game.hasSolution())
        return cells;
    for (int cell = 0; cell < game.cellCount(); ++cell) {
        const int v = game.value(cell);
        if (v != 0 && !game.isGiven(cell) && v != game.solution()[cell])
            cells.push_back(cell);
    }
    return cells;
}

} // namespace

CheckResult check(const Game& game)
{
    CheckResult result;
    const Grid board = game.board();
    result.conflicts = allConflicts(board);
    result.brokenCages = board.brokenCageSums();
    result.brokenConstraints = brokenConstraints(board.geometry(), board.values());
    result.conflictCells = cellsOf(board, result.conflicts, result.brokenCages, result.brokenConstraints);
    result.mistakes = wrongEntries(game);
    if (game.hasSolution()) {
        for (int cell = 0; cell < game.cellCount(); ++cell) {
            const CellState& state = game.cell(cell);
            if (state.value != 0)
                continue;
            const DigitMask truth = digitBit(game.solution()[cell]);
            if ((state.centre != 0 && !(state.centre & truth)) || (state.corner != 0 && !(state.corner & truth)))
                result.wrongMarks.push_back(cell);
        }
    }
    return result;
}

std::vector<int> conflictCells(const Game& game)
{
    const Grid board = game.board();
    return cellsOf(board, allConflicts(board), board.brokenCageSums(), brokenConstraints(board.geometry(), board.values()));
}

bool isSolved(const Game& game)
{
    if (!game.isFull())
        return false;
    // Rules Pencilmark cannot check: the board must be the solution the
    // puzzle came with, as SudokuPad judges it.
    if (!game.notes().unknownRules.empty())
        return game.hasSolution() && game.board().values() == game.solution();
    // A killer cage must both add up to its sum and hold no digit twice:
    // 2 + 2 makes 4 as well as 1 + 3 does.
    const Grid board = game.board();
    return !board.firstConflict() && board.cageConflicts().empty() && board.brokenCageSums().empty()
        && brokenConstraintCells(board.geometry(), board.values()).empty();
}

std::optional<std::size_t> firstMistake(const Game& game, std::span<const Change> history)
{
    if (!game.hasSolution())
        return std::nullopt;
    const auto isWrong = [&game](int cell, const CellState& state) {
        return state.value != 0 && !game.isGiven(cell) && state.value != game.solution()[cell];
    };
    // Walk back through history, counting wrong entries as each change is
    // undone; only the cells a change touches can change the count.
    std::size_t wrong = wrongEntries(game).size();
    for (std::size_t i = history.size(); i-- > 0 && wrong > 0;) {
        for (const CellChange& c : history[i].cells) {
            wrong -= isWrong(c.cell, c.after) ? 1 : 0;
            wrong += isWrong(c.cell, c.before) ? 1 : 0;
        }
        if (wrong == 0)
            return i;
    }
    return std::nullopt;
}

bool historyFits(const Game& game, std::span<const Change> history, std::size_t done)
{
    if (done > history.size())
        return false;
    const DigitMask digits = allDigits(game.symbolCount());
    const auto valid = [&](const CellState& s) {
        return s.value <= game.symbolCount() && !(s.centre & ~digits) && !(s.corner & ~digits) && s.colour <= kColourCount;
    };
    for (const Change& change : history) {
        int previous = -1;
        for (const CellChange& c : change.cells) {
            // Ascending cells, each once; givens keep their value.
            if (c.cell <= previous || c.cell >= game.cellCount() || !valid(c.before) || !valid(c.after))
                return false;
            if (game.isGiven(c.cell) && (c.before.value != game.value(c.cell) || c.after.value != game.value(c.cell)))
                return false;
            previous = c.cell;
        }
    }
    std::vector<CellState> cells = game.cells();
    for (std::size_t i = done; i-- > 0;) {
        for (const CellChange& c : history[i].cells) {
            if (cells[c.cell] != c.after)
                return false;
            cells[c.cell] = c.before;
        }
    }
    cells = game.cells();
    for (std::size_t i = done; i < history.size(); ++i) {
        for (const CellChange& c : history[i].cells) {
            if (cells[c.cell] != c.before)
                return false;
            cells[c.cell] = c.after;
        }
    }
    return true;
}

} // namespace pm::game
