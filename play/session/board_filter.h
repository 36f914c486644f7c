// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/session/board_state.h"

#include "core/grid.h"

#include <vector>

namespace pm {

// A way of looking at the board while hunting: which cells stand out and
// which marks are shown. Plain data, like BoardState: the window chooses
// it, BoardWidget draws it, and it never touches the game (no move, no
// undo step, nothing saved).
struct BoardFilter {
    enum class Kind {
        None,
        Digit,          // only the candidates of `digit` are shown; cells holding it stand out
        Bivalue,        // empty cells with exactly two candidates stand out
        CandidateCount, // empty cells with exactly `count` candidates stand out
        DigitPlaces,    // every empty cell where `digit` can still go stands out (all marks shown)
    };
    Kind kind = Kind::None;
    int digit = 0; // Digit, DigitPlaces: 1..N
    int count = 0; // CandidateCount: 1..N

    bool isActive() const { return kind != Kind::None; }
    bool operator==(const BoardFilter&) const = default;
};

// The cells `filter` makes stand out on `state`, one flag per cell (all
// false for no filter). A cell's candidates are its marks as hints read
// them (corner marks, else centre marks). Where `digit` can go: an empty
// cell whose marks hold it, or, when the cell has no marks at all (marks
// not filled in yet), one where the rules allow it: no peer holds it.
std::vector<bool> filterMatches(const BoardState& state, const BoardFilter& filter);

// The marks left visible under `filter`: one digit for a Digit filter,
// every digit otherwise.
DigitMask filterShownMarks(const BoardFilter& filter);

} // namespace pm
