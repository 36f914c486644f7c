// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/grid.h"

#include <cstdint>
#include <optional>
#include <random>
#include <stop_token>
#include <vector>

namespace pm {

// A random complete grid of the geometry (every house Latin), drawn by a
// depth-first search that branches on digits in random order, restarted
// with a fresh order and a doubled node budget whenever a run stalls:
// random searches on large or irregular grids have heavy-tailed run times,
// and restarts cut the tail. Same rng state, same grid. Empty when the
// geometry admits no grid (some jigsaw maps) and the search proves it, or
// when cancelled.
std::optional<std::vector<std::uint8_t>> randomSolution(const std::shared_ptr<const Geometry>& geometry,
                                                        std::mt19937_64& rng, std::stop_token stop = {});

} // namespace pm
