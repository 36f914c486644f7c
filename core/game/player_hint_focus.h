// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/player_hint.h"

#include "core/geometry.h"
#include "core/logic/step.h"

#include <vector>

namespace pm::game {

// Where the first stage of a hint points the player: a house (a few for a
// fish) or a few cells, chosen so that looking there finds the move without
// the technique being named.
struct HintFocus {
    std::vector<int> houses; // indices into Geometry::houses()
    std::vector<int> cells;
    // The cells are where the step acts (the cell it fills or the cells it
    // clears a candidate from) rather than where its pattern is: techniques
    // whose pattern spreads over the board (colours, chains, sets, forcing)
    // are pointed at by their effect.
    bool effect = false;
    bool operator==(const HintFocus&) const = default;
};

// Per technique: the house of a full house or hidden single, the cell of a
// naked single, the base house of an intersection or subset, the base houses
// of a fish, the two strong houses of a skyscraper-like pattern, the box of
// an empty rectangle, the pivot of an XY- or XYZ-Wing, the two bivalue cells
// of a W-Wing, the cells of remote pairs, the rectangle of a uniqueness step,
// the odd cell of BUG+1; else the cells the step acts on (at most three).
HintFocus whereToLook(const logic::Step& step);

// The same for any hint: a step's as above; a wrong entry or removed
// candidate points at its cell's box (or jigsaw region), so the player
// looks for it before being told which cell it is.
HintFocus whereToLook(const Geometry& geometry, const PlayerHint& hint);

} // namespace pm::game
