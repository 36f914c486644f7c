// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/geometry.h"

#include <optional>
#include <vector>

namespace pm::solver {

// Why a jigsaw's regions can hold no grid at all, found without a search by
// the law of leftovers: k whole rows (or columns) hold every digit k times,
// and so do k whole regions, so the cells of the rows outside the regions
// hold the same digits as the cells of the regions outside the rows. A cell
// on one side that is a peer of every cell on the other side could then
// share its digit with none of them: no grid exists. (A map with one region
// of eight cells in row 1 and its ninth in r2c9 forces r1c9 and r2c9, one
// column, to hold the same digit.)
struct MapContradiction {
    bool columns = false;        // the lines are columns (else rows)
    int firstLine = 0;           // 0-based
    int lineCount = 1;
    std::vector<int> regions;    // region ids, ascending
    int cell = -1;               // the cell that sees every cell of the other side
    std::vector<int> otherSide;  // those cells, ascending
    bool cellInLines = true;     // `cell` lies in the lines (else in the regions)
};

// The first such contradiction, trying each run of consecutive rows and of
// consecutive columns against the regions that overlap it most; nothing for
// a geometry without jigsaw regions, or when none is found (the map may
// still have no grid: only a search can tell then).
std::optional<MapContradiction> findMapContradiction(const Geometry& geometry);

} // namespace pm::solver
