// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/layout_judge.h"

#include "core/alphabet.h"
#include "core/solver/exact_solver.h"
#include "core/solver/layout_check.h"
#include "core/solver/layout_search.h"
#include "core/solver/random_grid.h"
#include "core/utf8.h"

#include <map>
#include <mutex>
#include <random>
#include <tuple>
#include <vector>

namespace pm::cli {

namespace {

// "row 3", "rows 1 to 3", "column 9".
std::string linesText(bool columns, int first, int count)
{
    const std::string kind = columns ? "column" : "row";
    if (count == 1)
        return kind + " " + std::to_string(first + 1);
    return kind + "s " + std::to_string(first + 1) + " to " + std::to_string(first + count);
}

std::string cellText(const Geometry& geometry, int cell)
{
    return "r" + std::to_string(geometry.row(cell) + 1) + "c" + std::to_string(geometry.column(cell) + 1);
}

// Why a map can hold no grid, in its own labels.
std::string describeContradiction(const LayoutContradiction& found, const Geometry& geometry,
                                  const std::u32string& labels)
{
    std::string regions;
    for (std::size_t i = 0; i < found.regions.size(); ++i) {
        const int region = found.regions[i];
        int cell = 0;
        while (geometry.regionOf(cell) != region)
            ++cell;
        regions += (i == 0 ? "" : i + 1 == found.regions.size() ? " and " : ", ") + std::string("'")
            + escapeForMessage(encodeUtf8(labels[std::size_t(cell)])) + "'";
    }
    const std::string lines = linesText(found.columns, found.firstLine, found.lineCount);
    std::string others;
    for (std::size_t i = 0; i < found.otherSide.size(); ++i)
        others += (i == 0 ? "" : i + 1 == found.otherSide.size() ? " and " : ", ") + cellText(geometry, found.otherSide[i]);
    const std::string side = found.cellInLines ? "the regions" : "the " + std::string(found.columns ? "columns" : "rows");
    return "no grid fits this map: " + lines + " and region" + (found.regions.size() > 1 ? "s " : " ") + regions
        + " hold the same digits, so their cells outside each other must too; but " + cellText(geometry, found.cell)
        + " is a peer of " + (found.otherSide.size() > 1 ? "every one of " : "") + others + " (outside " + side
        + "), so its digit has no place there";
}

enum class MapVerdict { HasGrid, NoGrid, Unsettled };

struct Judgement {
    MapVerdict verdict = MapVerdict::Unsettled;
    std::string reason; // NoGrid: why, in the map's labels
};

// Judges a map up front: by the law of leftovers, then a random fill, then
// a search from a fixed first row, each within a budget.
Judgement judgeMap(const std::shared_ptr<const Geometry>& shared, const std::u32string& labels)
{
    const Geometry& geometry = *shared;
    if (const auto found = findLayoutContradiction(geometry))
        return {MapVerdict::NoGrid, describeContradiction(*found, geometry, labels)};
    // A 9x9 map with a grid shows it within a few thousand nodes (92% of
    // random maps within 324); the cap keeps a 64x64 map's check to a
    // second or two (a node there costs tens of microseconds).
    constexpr std::uint64_t kNodesPerCell = 1024;
    constexpr std::uint64_t kMaxNodes = std::uint64_t(1) << 17;
    const std::uint64_t budget = std::min(std::uint64_t(geometry.cellCount()) * kNodesPerCell, kMaxNodes);
    // A random fill finds most grids at once; a search from a fixed first
    // row (digits renamed) proves most maps without one.
    std::mt19937_64 rng(1);
    switch (drawRandomSolution(shared, rng, budget).outcome) {
    case GridDraw::Outcome::NoGrid:
        return {MapVerdict::NoGrid, "no grid fits this map: a search through every way to fill it found none"};
    case GridDraw::Outcome::OutOfBudget: break;
    case GridDraw::Outcome::Found:
    case GridDraw::Outcome::Cancelled: return {MapVerdict::HasGrid, {}};
    }
    // Proofs take a few hundred nodes when they come at all (measured on
    // 12 random 9x9 maps no draw filled: 6 proved at once, 6 not within
    // 131,072 nodes), so this search gets a quarter of the budget.
    switch (searchLayout(shared, budget / 4)) {
    case LayoutSearch::NoGrid:
        return {MapVerdict::NoGrid, "no grid fits this map: a search through every way to fill it (the digits of "
                                    "row 1 named in order) found none"};
    case LayoutSearch::HasGrid: return {MapVerdict::HasGrid, {}};
    case LayoutSearch::Unknown: break;
    }
    return {MapVerdict::Unsettled, {}};
}

// What a map is, for judging it once per run: its size, extra houses and
// regions. Killer cages belong to the puzzle, not to the map.
using MapKey = std::tuple<int, unsigned, std::vector<int>>;

MapKey keyOf(const Geometry& geometry)
{
    std::vector<int> regions(std::size_t(geometry.cellCount()));
    for (int cell = 0; cell < geometry.cellCount(); ++cell)
        regions[std::size_t(cell)] = geometry.regionOf(cell);
    return {geometry.size(), unsigned(geometry.variants()), std::move(regions)};
}

// The judgements of this run. The readers of one command run on one thread,
// but the lock costs nothing next to a judgement and keeps that an
// assumption no caller has to know about.
struct Judgements {
    std::mutex lock;
    std::map<MapKey, Judgement> byMap;
    std::uint64_t bound = kDefaultMaxNodes;
};

Judgements& judgements()
{
    static Judgements all;
    return all;
}

// The map of a geometry without its cages, for judging the regions alone.
std::shared_ptr<const Geometry> mapOnly(const std::shared_ptr<const Geometry>& geometry)
{
    if (!geometry->hasCages())
        return geometry;
    GeometrySpec spec = geometry->spec();
    spec.cages.clear();
    auto plain = Geometry::create(spec);
    return plain ? plain.value() : nullptr;
}

// Labels for a map read from a puzzle's own text, where the characters as
// written are gone: the standard symbols, by region id (a shape line numbers
// its regions by first appearance, so "111222333..." reads back the same).
std::u32string labelsOf(const Geometry& geometry)
{
    const Alphabet symbols = Alphabet::standard(geometry.size());
    std::u32string labels;
    for (int cell = 0; cell < geometry.cellCount(); ++cell)
        labels += symbols.symbol(geometry.regionOf(cell) + 1);
    return labels;
}

} // namespace

void setUnsettledMapBound(std::uint64_t maxNodes)
{
    std::lock_guard guard(judgements().lock);
    judgements().bound = maxNodes;
}

std::optional<std::string> refuseMap(const std::shared_ptr<const Geometry>& geometry, const std::u32string& labels)
{
    Judgements& all = judgements();
    std::lock_guard guard(all.lock);
    const Judgement& judged = all.byMap.try_emplace(keyOf(*geometry), judgeMap(geometry, labels)).first->second;
    if (judged.verdict == MapVerdict::NoGrid)
        return judged.reason;
    return std::nullopt;
}

std::optional<std::string> refusePuzzleMap(const ParsedPuzzle& puzzle)
{
    const auto& geometry = puzzle.grid.geometryPtr();
    if (!geometry->isJigsaw())
        return std::nullopt;
    Judgements& all = judgements();
    std::lock_guard guard(all.lock);
    auto found = all.byMap.find(keyOf(*geometry));
    if (found == all.byMap.end()) {
        const auto map = mapOnly(geometry);
        if (!map)
            return std::nullopt;
        found = all.byMap.emplace(keyOf(*geometry), judgeMap(map, labelsOf(*map))).first;
    }
    Judgement& judged = found->second;
    if (judged.verdict == MapVerdict::NoGrid)
        return judged.reason;
    if (judged.verdict == MapVerdict::HasGrid || all.bound == 0)
        return std::nullopt;
    SolverOptions options;
    options.useCandidates = puzzle.hasCandidates;
    options.nodeBudget = all.bound;
    switch (solve(puzzle.grid, {}, options).outcome) {
    case SolveOutcome::Unique:
    case SolveOutcome::Multiple:
        judged.verdict = MapVerdict::HasGrid; // a solution is a grid of the map
        return std::nullopt;
    case SolveOutcome::None: return std::nullopt; // proved: the command says unsolvable
    case SolveOutcome::Cancelled: break;
    }
    return "no answer within " + std::to_string(all.bound)
        + " search nodes: the checks could not tell whether this region map holds any grid at all "
          "(--max-nodes N searches longer, 0 without a bound)";
}

} // namespace pm::cli
