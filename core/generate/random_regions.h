// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/geometry.h"
#include "core/solver/random_grid.h"

#include <cstdint>
#include <optional>
#include <random>
#include <stop_token>
#include <string>
#include <vector>

namespace pm::generate {

// A random jigsaw map for an N x N grid: N regions of N orthogonally
// connected cells each, region ids 0..N-1 per cell in reading order. Drawn
// by trading cells between neighbouring regions from the boxes (or
// rows when N has no box shape), keeping every region connected. Not every
// map admits a Latin solution: randomJigsaw draws maps with a grid.
std::vector<int> randomRegions(int size, std::mt19937_64& rng);

// A random jigsaw and a solution grid of it.
struct RandomJigsaw {
    std::vector<int> regions;           // region id 0..N-1 per cell, reading order
    std::vector<std::uint8_t> solution; // values 1..N per cell: every row, column, region and variant house Latin
};

// Draws a random jigsaw for `shape` (its size and variants; its boxes are
// replaced) together with a grid that fits it, within bounded work: no map
// can keep the generator searching. A few maps from randomRegions are tried
// first, each dropped when no grid turns up within a small node budget
// (about one 9x9 map in thirty has none the search can find or rule out
// within two million nodes, and most 25x25 maps). Then a map is made
// around a grid: a random grid of the shape with boxes (rows, when N has no
// box shape) is drawn, and cells are traded between neighbouring regions,
// a region giving up a cell for the cell of the other region that holds
// the same digit, so each region keeps every digit once and the grid stays
// a solution. Such maps stay closer to the boxes, which is why they come
// second.
//
// The base grid is drawn within maxGridNodes search nodes (see
// drawRandomSolution); outcome is not Found when that fails, the shape
// has no grid, or on cancel. Same rng state, same jigsaw.
struct JigsawDraw {
    solver::GridDraw::Outcome outcome = solver::GridDraw::Outcome::NoGrid;
    RandomJigsaw jigsaw;
};
JigsawDraw randomJigsaw(const GeometrySpec& shape, std::mt19937_64& rng, std::uint64_t maxGridNodes,
                        std::stop_token stop = {});

// Why no jigsaw of `shape` (its size and variants) can exist, in the
// geometry's own words ("windows are placed relative to boxes; a jigsaw has
// none"); nothing when one can. randomJigsaw gives up on such a shape as if
// it had no grid, so the generators ask this first and say why.
std::optional<std::string> jigsawShapeError(const GeometrySpec& shape);

} // namespace pm::generate
