// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/solver/reference_solver.h"

namespace pm::solver {

namespace {

struct Backtracker {
    const Geometry& geometry;
    std::vector<std::uint8_t> values;
    std::uint64_t limit;
    ReferenceCount result;
    // Per cell, the variant constraints that touch it (rules of the whole
    // grid touch every cell).
    std::vector<std::vector<int>> constraintsOf = {};

    bool legal(int cell, int digit)
    {
        for (int peer : geometry.peers(cell))
            if (values[peer] == digit)
                return false;
        return countsAllow(cell, digit) && cageCanFinish(cell, digit) && constraintsAllow(cell, digit);
    }

    // Variant constraints: the kind table's plain check on the grid with
    // digit in cell, which reports only what no filling of the empty cells
    // could repair.
    bool constraintsAllow(int cell, int digit)
    {
        if (constraintsOf.empty())
            return true;
        const std::uint8_t before = values[cell];
        values[cell] = std::uint8_t(digit);
        bool holds = true;
        for (int index : constraintsOf[size_t(cell)])
            if (!(holds = constraintHolds(geometry, index, values)))
                break;
        values[cell] = before;
        return holds;
    }

    // Counted houses (peers cover only the count-1 ones): the digit must not
    // already appear there as often as the house holds it.
    bool countsAllow(int cell, int digit) const
    {
        for (int h : geometry.housesOf(cell)) {
            const House& house = geometry.houses()[size_t(h)];
            if (house.count == 1)
                continue;
            int held = 0;
            for (int other : house.cells)
                held += other != cell && values[other] == digit;
            if (held >= house.count)
                return false;
        }
        return true;
    }

    // Killer cages: with digit in cell, the cage's empty cells must still be
    // able to make up the rest of its sum with distinct unused digits, that
    // is, the rest lies between the sums of the smallest and of the largest
    // unused digits. (Peers already keep the cage's digits distinct.)
    bool cageCanFinish(int cell, int digit) const
    {
        const int cage = geometry.cageOf(cell);
        if (cage < 0)
            return true;
        std::vector<bool> used(size_t(geometry.size()) + 1, false);
        used[size_t(digit)] = true;
        int rest = geometry.cages()[cage].sum - digit;
        int empty = 0;
        for (int other : geometry.cages()[cage].cells) {
            if (other == cell)
                continue;
            if (values[other] == 0) {
                ++empty;
            } else {
                used[values[other]] = true;
                rest -= values[other];
            }
        }
        int low = 0;
        int high = 0;
        for (int d = 1, taken = 0; d <= geometry.size() && taken < empty; ++d)
            if (!used[size_t(d)]) {
                low += d;
                ++taken;
            }
        for (int d = geometry.size(), taken = 0; d >= 1 && taken < empty; --d)
            if (!used[size_t(d)]) {
                high += d;
                ++taken;
            }
        return low <= rest && rest <= high;
    }

    void run()
    {
        if (result.count >= limit)
            return;
        int best = -1;
        std::vector<int> bestDigits;
        for (int cell = 0; cell < geometry.cellCount(); ++cell) {
            if (values[cell] != 0)
                continue;
            std::vector<int> digits;
            for (int d = 1; d <= geometry.symbolCount(); ++d)
                if (legal(cell, d))
                    digits.push_back(d);
            if (best < 0 || digits.size() < bestDigits.size()) {
                best = cell;
                bestDigits = digits;
                if (digits.empty())
                    return;
            }
        }
        if (best < 0) {
            // A constraint's check runs as its own cells fill; one that
            // reads other cells too (a minimum cell's neighbours, a
            // sandwich's 1 and N) is checked whole once the grid is full.
            if (!constraintsOf.empty() && !brokenConstraintCells(geometry, values).empty())
                return;
            if (++result.count == 1)
                result.firstSolution = values;
            return;
        }
        for (int d : bestDigits) {
            values[best] = std::uint8_t(d);
            run();
            values[best] = 0;
            if (result.count >= limit)
                return;
        }
    }
};

} // namespace

ReferenceCount referenceCount(const Grid& grid, std::uint64_t limit)
{
    Backtracker bt{grid.geometry(), grid.values(), limit, {}};
    const auto& constraints = grid.geometry().constraints();
    if (!constraints.empty()) {
        bt.constraintsOf.resize(size_t(grid.cellCount()));
        for (int index = 0; index < int(constraints.size()); ++index) {
            std::vector<int> cells = constraintCells(constraints[size_t(index)]);
            if (cells.empty()) {
                cells.resize(size_t(grid.cellCount()));
                for (int cell = 0; cell < grid.cellCount(); ++cell)
                    cells[size_t(cell)] = cell;
            }
            for (int cell : cells)
                if (bt.constraintsOf[size_t(cell)].empty() || bt.constraintsOf[size_t(cell)].back() != index)
                    bt.constraintsOf[size_t(cell)].push_back(index);
        }
        if (!brokenConstraintCells(grid.geometry(), bt.values).empty())
            return {}; // clues that break a constraint
    }
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        const int d = bt.values[cell];
        if (d == 0)
            continue;
        if (d > grid.symbolCount())
            return {};
        for (int peer : grid.geometry().peers(cell))
            if (bt.values[peer] == d)
                return {}; // clashing clues: no solution
        if (!bt.countsAllow(cell, d))
            return {}; // a symbol more often than a counted house holds it
        bt.values[cell] = 0; // a clue's cage is checked as if it went in last
        const bool fits = bt.cageCanFinish(cell, d);
        bt.values[cell] = std::uint8_t(d);
        if (!fits)
            return {}; // clues that break a cage sum
    }
    if (limit > 0)
        bt.run();
    return bt.result;
}

} // namespace pm::solver
