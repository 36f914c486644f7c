// SPDX-License-Identifier: GPL-3.0-or-later
// The plain reason of a group of different digits (DistinctSubsets,
// constraint_reasons.h): its naked subsets, as in a house. A quadruple
// whose open cells take the digits it still lacks, one each, is such a
// group over those digits.
#include "core/logic/constraint_reasons.h"
#include "core/logic/constraint_reasons_internal.h"

#include <algorithm>
#include <bit>

namespace pm::logic::reasons {

namespace {

// Past this many cells the subsets are too many to look through; such a
// group keeps the general sentence.
constexpr size_t kMostCells = 12;

} // namespace

namespace {

// The subsets of `cells`, which hold different digits of `universe` (what
// they can hold is read within it), that explain every elimination of the
// step, given to it as DistinctSubsets; false, and the step unchanged,
// when some elimination is in none.
//
// A group r1c1-r5c1 of different digits where r1c1 and r4c1 can only hold
// 1 and 2: whichever holds which, the other cells of the group hold
// neither. Every digit a group's search removes is in some such subset
// (cells as many as the digits they can hold) that leaves its cell out, so
// the smallest subset for each elimination is named.
bool explainBySubsets(const Grid& state, const std::vector<int>& cells, DigitMask universe, Step& step)
{
    if (cells.size() > kMostCells || cells.size() < 2)
        return false;
    const size_t count = cells.size();
    // Every tight subset (bit i for cells[i]) with the digits it holds.
    std::vector<std::pair<unsigned, DigitMask>> tight;
    for (unsigned subset = 1; subset + 1 < (1u << count); ++subset) {
        DigitMask digits = 0;
        for (size_t i = 0; i < count; ++i)
            if (subset & (1u << i))
                digits |= possible(state, cells[i]) & universe;
        if (std::popcount(digits) == std::popcount(subset))
            tight.push_back({subset, digits});
    }
    std::stable_sort(tight.begin(), tight.end(),
                     [](const auto& a, const auto& b) { return std::popcount(a.first) < std::popcount(b.first); });
    std::vector<std::pair<unsigned, DigitMask>> named;
    for (const auto& [cell, gone] : removedByCell(step)) {
        const auto at = std::find(cells.begin(), cells.end(), cell);
        if (at == cells.end())
            return false;
        const unsigned bit = 1u << size_t(at - cells.begin());
        for (int digit : digitsOf(gone)) {
            // A subset already named that says it, else the smallest that does.
            const auto says = [&](const std::pair<unsigned, DigitMask>& subset) {
                return !(subset.first & bit) && (subset.second & digitBit(digit));
            };
            if (std::any_of(named.begin(), named.end(), says))
                continue;
            const auto found = std::find_if(tight.begin(), tight.end(), says);
            if (found == tight.end())
                return false;
            named.push_back(*found);
        }
    }
    // A group with a cell for every digit holds each digit once, so a
    // subset of more than half its cells reads better turned round: the
    // other cells are the only places of the other digits (a hidden subset).
    const unsigned all = (1u << count) - 1;
    std::vector<ConstraintClaim> claims;
    for (const auto& [subset, digits] : named) {
        const bool hidden = int(count) == std::popcount(universe) && 2 * std::popcount(subset) > int(count);
        const unsigned said = hidden ? all & ~subset : subset;
        for (size_t i = 0; i < count; ++i)
            if (said & (1u << i))
                claims.push_back({.cell = cells[i], .keeps = hidden ? universe & ~digits : digits, .atMost = hidden,
                                  .addends = {}});
    }
    step.detail.constraintReason = int(ConstraintReason::DistinctSubsets);
    step.detail.claims = std::move(claims);
    return true;
}

} // namespace

bool explainByDistinctSubsets(const Grid& state, const Constraint& c, Step& step)
{
    if (c.lines.size() != 1)
        return false;
    return explainBySubsets(state, c.lines[0], allDigits(state.geometry().symbolCount()), step);
}

// A quadruple of 1, 2, 3 and 4 on four open cells, each of which can only
// hold those: they hold one each, so they are a group of different digits
// over 1-4, and r1c6 and r2c6 holding only 3 and 4 leave r1c7 and r2c7 1
// and 2. Its digits still lacked (detail.digits) name the group's digits.
bool explainByQuadrupleSubsets(const Grid& state, const Constraint& c, Step& step)
{
    if (c.lines.empty())
        return false;
    // Named references, not a structured binding: clang 14 cannot capture one.
    QuadrupleLack lack = quadrupleLack(state, c);
    std::vector<int>& open = lack.open;
    std::vector<int>& missing = lack.missing;
    DigitMask universe = 0;
    for (int digit : missing)
        universe |= digitBit(digit);
    // Each open cell takes one digit still lacked, all different.
    if (missing.size() != open.size() || std::popcount(universe) != int(missing.size())
        || std::any_of(open.begin(), open.end(), [&](int cell) { return possible(state, cell) & ~universe; }))
        return false;
    if (!explainBySubsets(state, open, universe, step))
        return false;
    std::sort(missing.begin(), missing.end());
    step.detail.digits = std::move(missing);
    return true;
}

} // namespace pm::logic::reasons
