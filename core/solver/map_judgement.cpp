// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/solver/map_judgement.h"

#include "core/solver/map_search.h"
#include "core/solver/random_grid.h"

#include <algorithm>
#include <random>

namespace pm::solver {

namespace {

// The map of a geometry without its cages.
std::shared_ptr<const Geometry> mapOnly(const std::shared_ptr<const Geometry>& geometry)
{
    if (!geometry->hasCages())
        return geometry;
    GeometrySpec spec = geometry->spec();
    spec.cages.clear();
    auto plain = Geometry::create(spec);
    return plain ? plain.value() : nullptr;
}

} // namespace

MapJudgement judgeMap(const std::shared_ptr<const Geometry>& geometry, std::stop_token stop)
{
    using Verdict = MapJudgement::Verdict;
    using Proof = MapJudgement::Proof;
    if (!geometry->isJigsaw())
        return {Verdict::HasGrid, Proof::Leftovers, std::nullopt};
    const std::shared_ptr<const Geometry> map = mapOnly(geometry);
    if (!map)
        return {Verdict::Unsettled, Proof::Leftovers, std::nullopt};
    if (auto found = findMapContradiction(*map))
        return {Verdict::NoGrid, Proof::Leftovers, std::move(found)};
    // A 9x9 map with a grid shows it within a few thousand nodes (92% of
    // random maps within 324); the cap keeps a 64x64 map's check to a
    // second or two (a node there costs tens of microseconds).
    constexpr std::uint64_t kNodesPerCell = 1024;
    constexpr std::uint64_t kMaxNodes = std::uint64_t(1) << 17;
    const std::uint64_t budget = std::min(std::uint64_t(map->cellCount()) * kNodesPerCell, kMaxNodes);
    std::mt19937_64 rng(1); // a fixed seed: the same map is judged the same everywhere
    switch (drawRandomSolution(map, rng, budget, stop).outcome) {
    case GridDraw::Outcome::NoGrid: return {Verdict::NoGrid, Proof::FullSearch, std::nullopt};
    case GridDraw::Outcome::Found: return {Verdict::HasGrid, Proof::Leftovers, std::nullopt};
    case GridDraw::Outcome::Cancelled: return {Verdict::Cancelled, Proof::Leftovers, std::nullopt};
    case GridDraw::Outcome::OutOfBudget: break;
    }
    if (stop.stop_requested())
        return {Verdict::Cancelled, Proof::Leftovers, std::nullopt};
    // Proofs take a few hundred nodes when they come at all (measured on
    // 12 random 9x9 maps no draw filled: 6 proved at once, 6 not within
    // 131,072 nodes), so this search gets a quarter of the budget.
    switch (searchMap(map, budget / 4)) {
    case MapSearch::NoGrid: return {Verdict::NoGrid, Proof::FirstRowSearch, std::nullopt};
    case MapSearch::HasGrid: return {Verdict::HasGrid, Proof::Leftovers, std::nullopt};
    case MapSearch::Unknown: break;
    }
    return {Verdict::Unsettled, Proof::Leftovers, std::nullopt};
}

} // namespace pm::solver
