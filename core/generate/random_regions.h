// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <random>
#include <vector>

namespace pm::generate {

// A random jigsaw map for an N x N grid: N regions of N orthogonally
// connected cells each, region ids 0..N-1 per cell in reading order. Drawn
// by trading cells between neighbouring regions from the box layout (or
// rows when N has no box shape), keeping every region connected. Not every
// map admits a Latin solution; the generator checks.
std::vector<int> randomRegions(int size, std::mt19937_64& rng);

} // namespace pm::generate
