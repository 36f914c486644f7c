// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/generate/random_cages.h"

#include "core/generate/symmetry.h"

#include <algorithm>
#include <cmath>

namespace pm::generate {

namespace {

// The usual mix for cages of 1..5 cells (larger sizes weigh as much as 5).
// Killers in print are mostly cages of 2 to 4 cells; Solo's are 70% pairs
// and 22% triples, with no 1-cell cage at all. A 1-cell cage tells its
// digit outright, so it stays rare here: the uniqueness repair adds one
// only where nothing else rules a second solution out.
constexpr double kBaseWeights[] = {0.3, 6.0, 6.0, 3.0, 1.5};

int drawSize(const std::vector<std::uint32_t>& weights, std::mt19937_64& rng)
{
    std::uint64_t total = 0;
    for (std::uint32_t w : weights)
        total += w;
    std::uint64_t pick = rng() % total;
    for (size_t k = 0; k < weights.size(); ++k) {
        if (pick < weights[k])
            return int(k) + 1;
        pick -= weights[k];
    }
    return int(weights.size());
}

} // namespace

std::vector<std::uint32_t> cageSizeWeights(int maxCells, double tilt)
{
    std::vector<std::uint32_t> weights;
    for (int k = 1; k <= maxCells; ++k) {
        const double base = kBaseWeights[std::min(k, 5) - 1];
        // Triples are the pivot: the tilt leaves them alone and moves
        // pairs and singles together, so an easy mix means more pairs
        // rather than many singles.
        const int power = std::max(k, 2) - 3;
        weights.push_back(std::uint32_t(std::lround(1000.0 * base * std::pow(tilt, power))) + 1);
    }
    return weights;
}

CageMap randomCages(int size, const std::vector<std::uint8_t>& solution, Symmetry symmetry, int maxCells,
                       double tilt, std::mt19937_64& rng)
{
    CageMap cageMap(size, solution, symmetry, maxCells);
    const std::vector<std::uint32_t> weights = cageSizeWeights(maxCells, tilt);
    const int cells = size * size;
    // Claimed cells belong to a cage that has been grown (or is being): a
    // new cage never takes them, so cages keep the sizes they were drawn.
    std::vector<char> claimed(size_t(cells), 0);
    std::vector<char> single(size_t(cells), 0); // drawn as a 1-cell cage
    const auto claimOrbit = [&](int cell) {
        for (int at : symmetryOrbitOf(cell, size, symmetry))
            claimed[size_t(at)] = 1;
    };
    const auto orbitFree = [&](int cell) {
        const std::vector<int> orbit = symmetryOrbitOf(cell, size, symmetry);
        return std::none_of(orbit.begin(), orbit.end(), [&](int at) { return claimed[size_t(at)] != 0; });
    };

    std::vector<int> order(static_cast<size_t>(cells));
    for (int cell = 0; cell < cells; ++cell)
        order[size_t(cell)] = cell;
    shuffleWith(order, rng);
    std::vector<int> frontier;
    for (int seed : order) {
        if (claimed[size_t(seed)])
            continue;
        const int target = drawSize(weights, rng);
        claimOrbit(seed);
        if (target == 1) {
            for (int at : symmetryOrbitOf(seed, size, symmetry))
                single[size_t(at)] = 1;
            continue;
        }
        while (int(cageMap.cageCells(cageMap.cageOf(seed)).size()) < target) {
            frontier.clear();
            for (int member : cageMap.cageCells(cageMap.cageOf(seed)))
                for (int next : cageMap.neighbours(member))
                    if (orbitFree(next) && std::find(frontier.begin(), frontier.end(), next) == frontier.end())
                        frontier.push_back(next);
            shuffleWith(frontier, rng);
            const auto grown = std::find_if(frontier.begin(), frontier.end(),
                                            [&](int next) { return cageMap.join(seed, next); });
            if (grown == frontier.end())
                break;
            claimOrbit(*grown);
        }
    }

    // Cells that were meant to join a cage but found no room stay single
    // unless a neighbouring cage can take them; the smallest neighbour
    // first, so the mix keeps its shape.
    for (int cell : order) {
        if (single[size_t(cell)] || cageMap.cageCells(cageMap.cageOf(cell)).size() != 1)
            continue;
        std::vector<int> options = cageMap.neighbours(cell);
        shuffleWith(options, rng);
        std::stable_sort(options.begin(), options.end(), [&](int a, int b) {
            return cageMap.cageCells(cageMap.cageOf(a)).size() < cageMap.cageCells(cageMap.cageOf(b)).size();
        });
        for (int next : options)
            if (cageMap.join(cell, next))
                break;
    }
    return cageMap;
}

bool splitLargestCage(CageMap& cageMap, std::mt19937_64& rng)
{
    std::vector<int> cages(size_t(cageMap.cageCount()));
    for (int cage = 0; cage < cageMap.cageCount(); ++cage)
        cages[size_t(cage)] = cage;
    shuffleWith(cages, rng);
    std::stable_sort(cages.begin(), cages.end(), [&](int a, int b) {
        return cageMap.cageCells(a).size() > cageMap.cageCells(b).size();
    });
    std::vector<int> part, next;
    for (int cage : cages) {
        const std::vector<int> cells = cageMap.cageCells(cage);
        if (cells.size() < 2)
            return false;
        // Half the cage, grown through it from a random cell; what is left
        // may fall into pieces, which become cages of their own.
        part.assign(1, cells[size_t(drawBelow(rng, int(cells.size())))]);
        while (part.size() < cells.size() / 2) {
            next.clear();
            for (int member : part)
                for (int n : cageMap.neighbours(member))
                    if (cageMap.cageOf(n) == cage && std::find(part.begin(), part.end(), n) == part.end())
                        next.push_back(n);
            part.push_back(next[size_t(drawBelow(rng, int(next.size())))]);
        }
        if (cageMap.separate(part))
            return true;
    }
    return false;
}

bool joinNeighbourCages(CageMap& cageMap, std::mt19937_64& rng)
{
    std::vector<std::pair<int, int>> pairs;
    for (int cell = 0; cell < cageMap.cellCount(); ++cell)
        for (int next : cageMap.neighbours(cell))
            if (next > cell && cageMap.cageOf(next) != cageMap.cageOf(cell))
                pairs.emplace_back(cell, next);
    shuffleWith(pairs, rng);
    return std::any_of(pairs.begin(), pairs.end(), [&](const auto& pair) {
        return cageMap.join(pair.first, pair.second);
    });
}

} // namespace pm::generate
