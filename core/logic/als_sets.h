// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logic/logic_context.h"

#include <vector>

namespace pm::logic {

// An almost locked set: N cells of one house holding N+1 digits between
// them. Take one digit away and the other N fill the cells: the lever of
// the ALS techniques and of ALS nodes in chains.
struct Als {
    int house = -1;
    std::vector<int> cells;
    CellSet cellSet;
    DigitMask digits = 0;
};

// Largest ALS the ALS techniques look for on this grid.
int maxAlsSize(const LogicContext& ctx);

// Every ALS of 1..maxSize cells, each set of cells once (a set lying in a
// row and a box is listed for the first house that holds it).
std::vector<Als> findAlsList(const LogicContext& ctx, int maxSize);

} // namespace pm::logic
