// SPDX-License-Identifier: GPL-3.0-or-later
// The generic search's per-geometry tables (houses by cell, overlapping
// houses, the branching order, killer cage rules) and the cache that shares
// them between searches of one geometry.
#include "core/solver/generic_search.h"

#include "core/solver/cage_combinations.h"
#include "core/solver/map_check.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <numeric>

namespace pm::solver {

namespace {

// Digit sets listed per cage (size, sum) up to this many; past it, sum
// bounds. Every 9x9 and 16x16 cage lists (16x16 peaks at 1,000-odd sets for
// 8 cells); checking a cage costs about one pass over its sets.
constexpr std::size_t kMaxListedCombos = 2048;
// Set equations kept as sums, at most: each is checked whenever one of its
// up to 18 cells narrows.
constexpr std::size_t kMostSetEquations = 64;

// Whether two of the geometry's houses share more than one cell and fewer
// than all (a box and a line: locked candidates).
bool housesOverlap(const Geometry& geometry)
{
    const auto& houses = geometry.houses();
    for (size_t a = 0; a < houses.size(); ++a)
        for (size_t b = a + 1; b < houses.size(); ++b) {
            const auto shared = std::count_if(houses[a].cells.begin(), houses[a].cells.end(), [&](int cell) {
                return std::find(houses[b].cells.begin(), houses[b].cells.end(), cell) != houses[b].cells.end();
            });
            if (shared >= 2 && shared < std::ptrdiff_t(houses[a].cells.size()))
                return true;
        }
    return false;
}

} // namespace

GenericSearch::Tables::Tables(const Geometry& geometry)
    : spec(geometry.spec())
    , size(geometry.size())
    , cellCount(geometry.cellCount())
    , houseCount(0)
    , all(allDigits(geometry.size()))
    , noGrid(findMapContradiction(geometry).has_value())
{
    std::vector<std::vector<int>> houses;
    for (const House& house : geometry.houses())
        houses.push_back(house.cells);
    // On a killer whose houses never share 2..N-1 cells (a Latin square of
    // cages: no locked candidates to narrow it), the set equations that cut
    // the empty grid join the constraints' sums. "Solver needs SET" took
    // the search minutes without its opening equation, 40 ms with it.
    // Killers with boxes do without: they solve in a tenth of a millisecond,
    // and reading their equations takes about 30 ms a geometry (a new one for
    // every cage layout a generator tries).
    const std::vector<SetEquation> equations = geometry.hasCages() && !housesOverlap(geometry)
                                                   ? setEquationsCuttingEmptyGrid(geometry, kMostSetEquations)
                                                   : std::vector<SetEquation>{};
    if (geometry.hasConstraints() || !equations.empty())
        compileConstraints(geometry, equations, houses); // groups of N distinct cells become houses
    houseCount = int(houses.size());
    houseCells.reserve(size_t(houseCount) * size);
    std::vector<std::vector<CellInHouse>> byCell(cellCount);
    for (int house = 0; house < houseCount; ++house)
        for (int i = 0; i < size; ++i) {
            const int cell = houses[house][i];
            houseCells.push_back(cell);
            byCell[cell].push_back({house, std::uint64_t(1) << i});
        }
    for (const auto& refs : byCell) {
        cellHouseStart.push_back(int(cellHouses.size()));
        cellHouses.insert(cellHouses.end(), refs.begin(), refs.end());
    }
    cellHouseStart.push_back(int(cellHouses.size()));

    // Overlaps of one cell add nothing to hidden singles; overlaps of N cells
    // are the same house listed twice.
    std::vector<std::uint64_t> mine(houseCount), theirs(houseCount);
    for (int house = 0; house < houseCount; ++house) {
        overlapStart.push_back(int(overlaps.size()));
        std::fill(mine.begin(), mine.end(), 0);
        std::fill(theirs.begin(), theirs.end(), 0);
        for (int i = 0; i < size; ++i) {
            const int cell = houseCells[size_t(house) * size + i];
            for (int k = cellHouseStart[cell]; k < cellHouseStart[cell + 1]; ++k) {
                mine[cellHouses[k].house] |= std::uint64_t(1) << i;
                theirs[cellHouses[k].house] |= cellHouses[k].bit;
            }
        }
        for (int other = 0; other < houseCount; ++other) {
            const int shared = digitCount(mine[other]);
            if (other != house && shared >= 2 && shared < size)
                overlaps.push_back({other, mine[other], theirs[other]});
        }
    }
    overlapStart.push_back(int(overlaps.size()));
    // A fixed scattered order (Fibonacci hashing of the index): deterministic,
    // and no two neighbours in reading order are near in it.
    scatteredOrder.resize(cellCount);
    std::iota(scatteredOrder.begin(), scatteredOrder.end(), 0);
    const auto scatter = [](int cell) { return std::uint64_t(cell) * 0x9E3779B97F4A7C15ull; };
    std::sort(scatteredOrder.begin(), scatteredOrder.end(), [&](int a, int b) { return scatter(a) < scatter(b); });

    if (geometry.hasCages())
        compileCages(geometry);
    if (constrained && cellCount * size <= kMaxLinkCandidates)
        buildLinks();
}

void GenericSearch::Tables::compileCages(const Geometry& geometry)
{
    cellCage.assign(cellCount, -1);
    std::map<std::pair<int, int>, std::pair<int, int>> listedAt; // (cells, sum) -> combos (start, count)
    std::map<std::pair<int, int>, bool> listable;
    for (const Cage& cage : geometry.cages()) {
        const int index = int(cages.size());
        const int k = int(cage.cells.size());
        CageRule rule{int(cageCells.size()), k, cage.sum, 0, 0, false};
        for (int cell : cage.cells) {
            cageCells.push_back(cell);
            cellCage[cell] = index;
        }
        const auto key = std::make_pair(k, cage.sum);
        if (const auto found = listedAt.find(key); found != listedAt.end()) {
            rule.comboStart = found->second.first;
            rule.comboCount = found->second.second;
            rule.listed = listable[key];
        } else {
            CageCombinations sets = cageCombinations(size, k, cage.sum, kMaxListedCombos);
            rule.comboStart = int(cageCombos.size());
            rule.comboCount = int(sets.masks.size());
            rule.listed = sets.listed;
            cageCombos.insert(cageCombos.end(), sets.masks.begin(), sets.masks.end());
            listedAt[key] = {rule.comboStart, rule.comboCount};
            listable[key] = rule.listed;
        }
        cages.push_back(rule);
    }
}

std::shared_ptr<const GenericSearch::Tables> GenericSearch::tablesFor(const Geometry& geometry)
{
    // A handful of geometries is in use at a time (a generator's, the one on
    // screen); jigsaw generation makes a new one per attempt, so the cache is
    // bounded and drops the least recently used.
    constexpr size_t kCapacity = 8;
    static std::mutex mutex;
    static std::vector<std::shared_ptr<const Tables>> cache; // most recently used first
    const auto lookUp = [&]() -> std::shared_ptr<const Tables> {
        const auto found = std::find_if(cache.begin(), cache.end(),
                                        [&](const auto& tables) { return tables->spec == geometry.spec(); });
        if (found == cache.end())
            return nullptr;
        std::rotate(cache.begin(), found, found + 1);
        return cache.front();
    };
    {
        std::lock_guard lock(mutex);
        if (auto tables = lookUp())
            return tables;
    }
    // Built outside the lock: a 64x64 geometry takes milliseconds, and other
    // threads' look-ups should not wait for it.
    auto built = std::make_shared<const Tables>(geometry);
    std::lock_guard lock(mutex);
    if (auto tables = lookUp()) // another thread was quicker
        return tables;
    cache.insert(cache.begin(), built);
    if (cache.size() > kCapacity)
        cache.pop_back();
    return built;
}

} // namespace pm::solver
