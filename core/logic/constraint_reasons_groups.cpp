// SPDX-License-Identifier: GPL-3.0-or-later
// The plain reason of a group of different digits (DistinctSubsets,
// constraint_reasons.h): its naked subsets, as in a house.
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

// A group r1c1-r5c1 of different digits where r1c1 and r4c1 can only hold
// 1 and 2: whichever holds which, the other cells of the group hold
// neither. Every digit a group's search removes is in some such subset
// (cells as many as the digits they can hold) that leaves its cell out, so
// the smallest subset for each elimination is named.
bool explainByDistinctSubsets(const Grid& state, const Constraint& c, Step& step)
{
    if (c.lines.size() != 1 || c.lines[0].size() > kMostCells || c.lines[0].size() < 2)
        return false;
    const std::vector<int>& cells = c.lines[0];
    const size_t count = cells.size();
    // Every tight subset (bit i for cells[i]) with the digits it holds.
    std::vector<std::pair<unsigned, DigitMask>> tight;
    for (unsigned subset = 1; subset + 1 < (1u << count); ++subset) {
        DigitMask digits = 0;
        for (size_t i = 0; i < count; ++i)
            if (subset & (1u << i))
                digits |= possible(state, cells[i]);
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
    const int symbols = state.geometry().symbolCount();
    const DigitMask every = symbols >= 64 ? ~DigitMask(0) : digitBit(symbols + 1) - 1;
    const unsigned all = (1u << count) - 1;
    std::vector<ConstraintClaim> claims;
    for (const auto& [subset, digits] : named) {
        const bool hidden = int(count) == symbols && 2 * std::popcount(subset) > int(count);
        const unsigned said = hidden ? all & ~subset : subset;
        for (size_t i = 0; i < count; ++i)
            if (said & (1u << i))
                claims.push_back({.cell = cells[i], .keeps = hidden ? every & ~digits : digits, .atMost = hidden,
                                  .addends = {}});
    }
    step.detail.constraintReason = int(ConstraintReason::DistinctSubsets);
    step.detail.claims = std::move(claims);
    return true;
}

} // namespace pm::logic::reasons
