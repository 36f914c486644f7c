// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logic/logic_solver.h"
#include "core/logic/step.h"

#include "core/grid.h"

#include <optional>
#include <span>
#include <vector>

namespace pm::logic {

// What followed from an assumption under singles alone.
struct PropagationTrace {
    std::vector<CellDigit> placements;          // in the order they were made
    std::optional<Contradiction> contradiction; // where it broke, if it did
};

// What the caller knows of the state before the assumption.
enum class PropagationStart {
    Anywhere,   // any state: the first round looks at every cell and house
    AtFixpoint, // singles have nothing to do in it (atSinglesFixpoint): only
                // what the assumption changes is looked at, with the same trace
};

// Places digit in cell (assume == true) or removes it (assume == false) in a
// copy of state, then applies naked singles, hidden singles and full houses
// until nothing changes or the state contradicts itself. `state` ends as the
// propagated copy. The shared engine of what-if and forcing chains. On
// counted shapes (Geometry::isCounted()) the singles are the naked single
// and the count fill, and the contradiction test knows counts.
PropagationTrace propagateSingles(Grid& state, CellDigit candidate, bool assume, int maxPlacements = 1 << 30,
                                  PropagationStart start = PropagationStart::Anywhere);

// Singles again in `state`, a singles fixpoint (a case propagateSingles
// followed without contradiction) whose `changed` cells have since lost
// candidates (a cell left with one is a naked single to place): the same
// rules, looking only at those cells and their houses. Not for counted
// shapes, whose singles rescan the grid (see propagateSingles).
PropagationTrace propagateAfterRemovals(Grid& state, std::span<const int> changed);

// Whether singles have nothing to do in `state`: no empty cell with fewer
// than two candidates, and in every house that holds each digit once, every
// digit not yet placed has two places or more. False on counted shapes.
bool atSinglesFixpoint(const Grid& state);

// Counted shapes only (Geometry::isCounted()): the same singles from the
// state as it is, with no assumption; the rating's lookahead starts here.
PropagationTrace propagateCountedSingles(Grid& state);

// The placements of a trace that its contradiction, or the given goals
// (placements it made, candidates it removed), actually depend on, in trace
// order: a person retelling "if r3c4 were 5" names only the singles that
// lead to the break, not everything singles filled on the way. `start` is
// the state before the assumption.
std::vector<CellDigit> supportingPlacements(const Grid& start, CellDigit candidate, bool assume,
                                            const PropagationTrace& trace, const std::vector<CellDigit>& placedGoals = {},
                                            const std::vector<CellDigit>& removedGoals = {});

} // namespace pm::logic
