// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/generate/cage_map.h"

#include <cstdint>
#include <random>
#include <vector>

namespace pm::generate {

// How often each cage size 1..maxCells is drawn, in thousandths (integers,
// so the same seed draws the same sizes with every standard library).
// `tilt` 1 gives the usual mix: mostly 2-4 cells, few of 1 (a 1-cell cage
// is a given in disguise) and few of the largest. Above 1 larger cages
// weigh more (harder puzzles), below 1 smaller ones.
std::vector<std::uint32_t> cageSizeWeights(int maxCells, double tilt);

// A random cage map of cages over `solution`: cages are grown one at a time
// from a random free cell towards a size drawn from cageSizeWeights, by
// adding free neighbours whose digit the cage does not hold yet; cells left
// alone where nothing could grow are then joined to a neighbouring cage
// that has room. Every rule of CageMap holds (and the symmetry, if any).
CageMap randomCages(int size, const std::vector<std::uint8_t>& solution, Symmetry symmetry, int maxCells,
                       double tilt, std::mt19937_64& rng);

// Splits one of the largest cages (a random one among equals) into two
// connected parts, as even as its shape allows: more sums, fewer
// solutions, an easier puzzle. False when no cage of two or more cells
// can be split (the cage map is then unchanged).
bool splitLargestCage(CageMap& cageMap, std::mt19937_64& rng);

// Joins two random neighbouring cages where the rules allow it: fewer
// sums, a harder puzzle (or one with more solutions). False when no two
// cages can be joined.
bool joinNeighbourCages(CageMap& cageMap, std::mt19937_64& rng);

// A uniform integer in [0, bound) from the generator's engine; portable,
// unlike std::uniform_int_distribution (bound > 0).
inline int drawBelow(std::mt19937_64& rng, int bound)
{
    return int(rng() % std::uint64_t(bound));
}

// Fisher-Yates with drawBelow: the same order for the same seed everywhere.
template <typename T>
void shuffleWith(std::vector<T>& items, std::mt19937_64& rng)
{
    for (int i = int(items.size()) - 1; i > 0; --i)
        std::swap(items[size_t(i)], items[size_t(drawBelow(rng, i + 1))]);
}

} // namespace pm::generate
