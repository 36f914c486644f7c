#pragma once

#include "logic_solver.h"
#include "step.h"

#include "../grid.h"

#include <optional>
#include <vector>

namespace pm::logic {

// What followed from an assumption under singles alone.
struct PropagationTrace {
    std::vector<CellDigit> placements;          // in the order they were made
    std::optional<Contradiction> contradiction; // where it broke, if it did
};

// Places digit in cell (assume == true) or removes it (assume == false) in a
// copy of state, then applies naked singles, hidden singles and full houses
// until nothing changes or the state contradicts itself. `state` ends as the
// propagated copy. The shared engine of what-if and forcing chains.
PropagationTrace propagateSingles(Grid& state, CellDigit candidate, bool assume, int maxPlacements = 1 << 30);

} // namespace pm::logic
