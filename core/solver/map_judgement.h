// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/geometry.h"
#include "core/solver/map_check.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <stop_token>

namespace pm::solver {

// Whether a jigsaw map can hold a grid at all, judged before any puzzle on it
// is searched. On a map with no grid, solving a puzzle means searching every
// way to fill it, which can take hours; most such maps are caught here, each
// check within a node budget: the law of leftovers (map_check.h), then a
// random fill (which finds most grids at once), then a search from a fixed
// first row (which proves most maps without one). The few maps all three
// leave unsettled are for the caller to bound: see kUnsettledMapNodes.
struct MapJudgement {
    enum class Verdict { HasGrid, NoGrid, Unsettled, Cancelled };
    enum class Proof { Leftovers, FullSearch, FirstRowSearch }; // how NoGrid was shown
    Verdict verdict = Verdict::Unsettled;
    Proof proof = Proof::Leftovers;                  // NoGrid
    std::optional<MapContradiction> contradiction; // NoGrid by Proof::Leftovers
};

// Judges the map of `geometry` (its regions and extra houses; killer cages,
// which belong to a puzzle, are left out). A geometry without jigsaw regions
// has a grid.
MapJudgement judgeMap(const std::shared_ptr<const Geometry>& geometry, std::stop_token stop = {});

// Search nodes a puzzle on an unsettled map may take before the caller gives
// up on it: about a second or two on a 9x9 map.
constexpr std::uint64_t kUnsettledMapNodes = std::uint64_t(1) << 18;

} // namespace pm::solver
