// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logic/logic_context.h"

#include <memory>
#include <span>
#include <vector>

namespace pm::logic {

// The arithmetic behind the killer techniques (cages.cpp): which digits a
// group of cells can hold when they must add up to a known value, and the
// sums the 45 rule gives over houses. Plain functions of a candidate state;
// nothing here builds Steps.

// Which candidates of cells that must hold distinct digits adding up to
// `sum` some fitting assignment uses.
struct DistinctFit {
    // False when there are too many digit sets or cells to check in
    // reasonable time (big grids only): then nothing may be concluded.
    bool checked = false;
    // The digit sets (masks, ascending) that some assignment of the cells'
    // candidates realises. Empty when checked: the cells cannot make the sum.
    std::vector<DigitMask> sets;
    // Per cell, in the order given: the candidates used by some assignment.
    std::vector<DigitMask> usable;
};

// `candidates` are the cells' candidate masks; a set must avoid `excluded`
// (digits a cage already holds) and contain every digit of `required`.
DistinctFit fitDistinct(int size, std::span<const DigitMask> candidates, int sum, DigitMask excluded = 0,
                        DigitMask required = 0);

// The same for cells that need not all see one another (innies of several
// houses, an innie and an outie): only peers must differ. Each cell's value
// counts with its sign (+1 or -1) towards `total`. `usable` as above;
// `checked` is false when the search would take too long.
struct SignedFit {
    bool checked = false;
    std::vector<DigitMask> usable;
};
SignedFit fitSigned(const LogicContext& ctx, std::span<const int> cells, std::span<const int> signs, int total);

// A house, or a run of adjacent houses that share no cell (consecutive rows
// or columns), as the 45 rule sees it: every house holds 1..N once, so the
// group adds up to `total` whatever the digits are.
struct HouseGroup {
    struct Crossing {
        int cage;
        std::vector<int> inside;  // the cage's cells in the group
        std::vector<int> outside; // ... and out of it
    };
    std::vector<int> houses;
    int total = 0;
    std::vector<int> insideCages;   // cages wholly inside the group
    std::vector<Crossing> crossing; // cages with cells on both sides
    std::vector<int> uncaged;       // the group's cells in no cage (a partial killer)
};

// The groups a solver looks at, in the order a person would: single houses
// (boxes, then rows, then columns), then runs of 2, 3 ... consecutive rows
// and columns up to N-1. Only the geometry is read; empty when it has no
// cages.
std::vector<HouseGroup> buildHouseGroups(const Geometry& geometry);
// The same, kept between calls for the last geometry asked about (per thread).
std::shared_ptr<const std::vector<HouseGroup>> houseGroups(const std::shared_ptr<const Geometry>& geometry);

// One 45-rule equation on a group in the current state: the empty cells in
// `plus` (innies) less those in `minus` (outies) add up to `total`. Placed
// digits are already counted in `total`. `counted` are the crossing cages
// taken whole (their cells outside are the outies).
struct SumEquation {
    std::vector<int> plus;
    std::vector<int> minus;
    int total = 0;
    std::vector<int> counted;
};

// The equations of a group with at most `maxCells` empty cells (any number
// of innies on a single house, which all see one another), same-sign ones
// and one innie with one outie. Each crossing cage is counted either
// by its cells inside (they are innies) or whole (its cells outside are
// outies); a side with no empty cell is always taken, which keeps the
// choices few.
std::vector<SumEquation> sumEquations(const LogicContext& ctx, const HouseGroup& group, int maxCells);

// A one-cell equation's placement: the cell takes `value`, marked in the
// step's pattern. False when `value` is no candidate there: the state is
// already broken, and placing it would only hide that.
bool placeEquationCell(const LogicContext& ctx, int cell, int value, Step& step);

} // namespace pm::logic
