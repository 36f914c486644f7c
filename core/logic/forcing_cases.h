// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logic/logic_context.h"
#include "core/logic/step.h"

#include "core/grid.h"

#include <vector>

namespace pm::logic {

// What the finders that follow cases share (what-if, the forcing chains,
// the constraint forcing chain): which cells to try first, and what all
// the cases of one cell or house agree on.

// Cells in the order a person would try them: fewest candidates first
// (bivalue cells make the shortest stories), then reading order.
std::vector<int> cellsToTry(const LogicContext& ctx);

// What every case's state agrees on: placements, and eliminations in cells
// no common placement fills. An empty step when they agree on nothing.
Step commonConclusions(const LogicContext& ctx, const std::vector<const Grid*>& states);

} // namespace pm::logic
