// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/session/board_filter.h"

#include <algorithm>

namespace pm {

namespace {

// Whether `digit` may still go in the empty `cell` by the player's marks,
// or by the rules where the cell has none.
bool canGo(const BoardState& state, int cell, int digit)
{
    const game::CellState& here = state.cells[size_t(cell)];
    if (here.value != 0)
        return false;
    if (const DigitMask marks = here.candidateMarks())
        return (marks & digitBit(digit)) != 0;
    const std::vector<int>& peers = state.geometry->peers(cell);
    return std::none_of(peers.begin(), peers.end(),
                        [&](int peer) { return state.cells[size_t(peer)].value == digit; });
}

} // namespace

std::vector<bool> filterMatches(const BoardState& state, const BoardFilter& filter)
{
    const int cellCount = std::min(state.cellCount(), int(state.cells.size()));
    std::vector<bool> matches(size_t(state.cellCount()), false);
    const bool digitInRange = filter.digit >= 1 && filter.digit <= state.symbolCount();
    for (int cell = 0; cell < cellCount; ++cell) {
        const game::CellState& here = state.cells[size_t(cell)];
        const int candidates = here.value == 0 ? digitCount(here.candidateMarks()) : 0;
        switch (filter.kind) {
        case BoardFilter::Kind::None: break;
        case BoardFilter::Kind::Digit:
            // The digit's candidates, and the cells it is already placed
            // in, which is where the eye starts a hunt for it.
            matches[size_t(cell)] = digitInRange
                && (here.value == filter.digit
                    || (here.value == 0 && (here.candidateMarks() & digitBit(filter.digit)) != 0));
            break;
        case BoardFilter::Kind::Bivalue: matches[size_t(cell)] = candidates == 2; break;
        case BoardFilter::Kind::CandidateCount:
            matches[size_t(cell)] = filter.count > 0 && candidates == filter.count;
            break;
        case BoardFilter::Kind::DigitPlaces: matches[size_t(cell)] = digitInRange && canGo(state, cell, filter.digit); break;
        }
    }
    return matches;
}

DigitMask filterShownMarks(const BoardFilter& filter)
{
    return filter.kind == BoardFilter::Kind::Digit && filter.digit >= 1 ? digitBit(filter.digit) : ~DigitMask(0);
}

} // namespace pm
