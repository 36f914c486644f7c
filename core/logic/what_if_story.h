// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logic/propagation.h"
#include "core/logic/step.h"

#include "core/grid.h"

namespace pm::logic {

// The what-if step that tells an assumption whose singles broke the grid
// (Technique::WhatIf, variantType 0): the placements the break needs
// (supportingPlacements from `start`, the state before the assumption) and
// where it broke. `trace` must hold a contradiction. The what-if finder
// tells its cases so, and "why can't this digit go here?" (why_not) its
// singles stories.
Step whatIfStory(const Grid& start, CellDigit assumption, const PropagationTrace& trace);

} // namespace pm::logic
