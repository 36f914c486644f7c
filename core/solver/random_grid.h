// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/grid.h"

#include <cstdint>
#include <optional>
#include <random>
#include <stop_token>
#include <vector>

namespace pm::solver {

// A random complete grid of the geometry (every house Latin), drawn by a
// depth-first search that branches on digits in random order, restarted
// with a fresh order and a doubled node budget whenever a run stalls:
// random searches on large or irregular grids have heavy-tailed run times,
// and restarts cut the tail. Same rng state, same grid. Empty when the
// geometry admits no grid (some jigsaw maps) and the search proves it, or
// when cancelled. No bound on the work: callers that draw from shapes of
// unknown difficulty use drawRandomSolution.
std::optional<std::vector<std::uint8_t>> randomSolution(const std::shared_ptr<const Geometry>& geometry,
                                                        std::mt19937_64& rng, std::stop_token stop = {});

// What a bounded draw came to.
struct GridDraw {
    enum class Outcome {
        Found,       // values holds the grid
        NoGrid,      // the search proved that the geometry has none
        OutOfBudget, // no grid within the budget: there may be none
        Cancelled,
    };
    Outcome outcome = Outcome::NoGrid;
    std::vector<std::uint8_t> values;
};

// randomSolution within `maxNodes` search nodes over all its restarts
// (0: no bound). Counting nodes, not time, keeps a draw deterministic:
// the same rng state and budget give the same grid, or the same refusal,
// on every machine. A shape whose grids are rare, or that has none the
// search can prove quickly, costs at most the budget.
GridDraw drawRandomSolution(const std::shared_ptr<const Geometry>& geometry, std::mt19937_64& rng,
                            std::uint64_t maxNodes, std::stop_token stop = {});

// A random complete classic 9x9 grid, by the same kind of randomised
// depth-first search on bit masks alone: the generator draws one for every
// few carvings, and the general search took a sixth of an easy puzzle's
// time. Same rng state, same grid (not the grid drawRandomSolution gives).
std::vector<std::uint8_t> drawClassicSolution(std::mt19937_64& rng);

// A node budget for drawRandomSolution that every shape the generator
// offers meets with room to spare: per cell, about a thousand times what
// a typical draw takes (a 9x9 grid needs a few hundred nodes; 64x64 about
// four per cell).
constexpr std::uint64_t kGridDrawNodesPerCell = 4096;

} // namespace pm::solver
