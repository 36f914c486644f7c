// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session/cage_options.h"

#include "core/solver/cage_combinations.h"

#include <algorithm>

namespace pm {

namespace {

// What an empty cell may hold by the player's marks.
DigitMask allowedByMarks(const game::CellState& state, int size)
{
    DigitMask allowed = allDigits(size);
    if (state.corner != 0)
        allowed &= state.corner;
    if (state.centre != 0)
        allowed &= state.centre;
    return allowed;
}

// Whether each cell can take its own digit of `digits` (as many digits as
// cells), every cell within `allowed`: a perfect matching, found by
// augmenting paths (Kuhn). A cage has at most N cells, so this is a few
// hundred steps at worst.
bool canPlace(const std::vector<DigitMask>& allowed, DigitMask digits)
{
    const int cells = int(allowed.size());
    std::vector<int> cellOfDigit(65, -1); // digit 1..64 -> the cell holding it
    const auto augment = [&](auto&& self, int cell, DigitMask& tried) -> bool {
        for (DigitMask options = allowed[size_t(cell)] & digits & ~tried; options != 0; options &= options - 1) {
            const int digit = firstDigit(options);
            tried |= digitBit(digit);
            if (cellOfDigit[size_t(digit)] < 0 || self(self, cellOfDigit[size_t(digit)], tried)) {
                cellOfDigit[size_t(digit)] = cell;
                return true;
            }
        }
        return false;
    };
    for (int cell = 0; cell < cells; ++cell) {
        DigitMask tried = 0;
        if (!augment(augment, cell, tried))
            return false;
    }
    return true;
}

} // namespace

int CageOptions::possibleCount() const
{
    return int(std::count_if(options.begin(), options.end(),
                             [](const CageOption& o) { return o.status == CageOption::Status::Possible; }));
}

DigitMask CageOptions::inEveryPossible() const
{
    DigitMask common = ~DigitMask(0);
    bool any = false;
    for (const CageOption& option : options) {
        if (option.status != CageOption::Status::Possible)
            continue;
        common &= option.digits;
        any = true;
    }
    return any ? common : 0;
}

CageOptions cageOptions(const game::Game& game, int cage, std::size_t cap)
{
    const Geometry& g = game.geometry();
    const Cage& c = g.cages()[size_t(cage)];
    CageOptions result;
    result.cage = cage;
    result.sum = c.sum;
    result.cellCount = int(c.cells.size());
    const solver::CageCombinations combinations = solver::cageCombinations(g.size(), result.cellCount, c.sum, cap);
    result.listed = combinations.listed;
    if (!result.listed)
        return result;
    // cageCombinations sorts by mask (1 3 8 before 1 2 9); a player reads
    // the lists digit by digit, so the smaller lowest differing digit first.
    std::vector<DigitMask> masks = combinations.masks;
    std::sort(masks.begin(), masks.end(), [](DigitMask a, DigitMask b) {
        const DigitMask differ = a ^ b;
        return differ != 0 && (a & differ & ~(differ - 1)) != 0;
    });

    DigitMask placed = 0;
    int placedCount = 0;
    std::vector<DigitMask> emptyCells;
    for (int cell : c.cells) {
        if (const int value = game.value(cell); value != 0) {
            placed |= digitBit(value);
            ++placedCount;
        } else {
            emptyCells.push_back(allowedByMarks(game.cell(cell), g.size()));
        }
    }
    // A repeated digit (a clash) leaves fewer distinct digits than placed
    // cells: no combination of distinct digits holds it.
    const bool repeats = digitCount(placed) != placedCount;
    for (DigitMask digits : masks) {
        CageOption option{digits, CageOption::Status::Possible};
        if (repeats || (placed & ~digits) != 0)
            option.status = CageOption::Status::RuledOutByDigits;
        else if (!canPlace(emptyCells, digits & ~placed))
            option.status = CageOption::Status::RuledOutByMarks;
        result.options.push_back(option);
    }
    return result;
}

} // namespace pm
