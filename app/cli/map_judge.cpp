// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/map_judge.h"

#include "core/alphabet.h"
#include "core/solver/exact_solver.h"
#include "core/solver/map_judgement.h"
#include "core/utf8.h"

#include <map>
#include <mutex>
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
std::string describeContradiction(const solver::MapContradiction& found, const Geometry& geometry,
                                  const std::u32string& labels)
{
    std::string regions;
    for (std::size_t i = 0; i < found.regions.size(); ++i) {
        const int region = found.regions[i];
        int cell = 0;
        while (geometry.regionOf(cell) != region)
            ++cell;
        regions += (i == 0 ? "" : i + 1 == found.regions.size() ? " and " : ", ") + std::string("'")
            + excerptForMessage(encodeUtf8(labels[std::size_t(cell)])) + "'";
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

using Verdict = solver::MapJudgement::Verdict;

using Judgement = MapJudge::Judgement;

// The core's judgement (core/solver/map_judgement.h), told in the map's labels.
Judgement judge(const std::shared_ptr<const Geometry>& geometry, const std::u32string& labels)
{
    const solver::MapJudgement judged = solver::judgeMap(geometry);
    if (judged.verdict == Verdict::Cancelled) // no stop token: cannot happen, but never call it a grid
        return {Verdict::Unsettled, {}};
    if (judged.verdict != Verdict::NoGrid)
        return {judged.verdict, {}};
    switch (judged.proof) {
    case solver::MapJudgement::Proof::Leftovers:
        return {Verdict::NoGrid, describeContradiction(*judged.contradiction, *geometry, labels)};
    case solver::MapJudgement::Proof::FullSearch:
        return {Verdict::NoGrid, "no grid fits this map: a search through every way to fill it found none"};
    case solver::MapJudgement::Proof::FirstRowSearch: break;
    }
    return {Verdict::NoGrid, "no grid fits this map: a search through every way to fill it (the digits of "
                             "row 1 named in order) found none"};
}

// What a map is, for judging it once per run.
std::tuple<int, unsigned, std::vector<int>> keyOf(const Geometry& geometry)
{
    std::vector<int> regions(std::size_t(geometry.cellCount()));
    for (int cell = 0; cell < geometry.cellCount(); ++cell)
        regions[std::size_t(cell)] = geometry.regionOf(cell);
    return {geometry.size(), unsigned(geometry.variants()), std::move(regions)};
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

static_assert(solver::kUnsettledMapNodes == kDefaultUnsettledMapNodes,
              "ParseOptions' default bound is the core's (core/solver/map_judgement.h)");

MapJudge::MapJudge(std::uint64_t maxNodes) : m_maxNodes(maxNodes) {}

MapJudge::~MapJudge() = default;

std::optional<std::string> MapJudge::refuseMap(const std::shared_ptr<const Geometry>& geometry,
                                               const std::u32string& labels)
{
    std::lock_guard guard(m_lock);
    const Judgement& judged = judgementOf(geometry, labels);
    if (judged.verdict == Verdict::NoGrid)
        return judged.reason;
    return std::nullopt;
}

MapJudge::Judgement& MapJudge::judgementOf(const std::shared_ptr<const Geometry>& geometry,
                                           const std::u32string& labels)
{
    MapKey key = keyOf(*geometry);
    auto found = m_byMap.find(key);
    if (found == m_byMap.end())
        found = m_byMap.emplace(std::move(key), judge(geometry, labels)).first;
    return found->second;
}

std::optional<std::string> MapJudge::refusePuzzleMap(const ParsedPuzzle& puzzle)
{
    const auto& geometry = puzzle.grid.geometryPtr();
    if (!geometry->isJigsaw())
        return std::nullopt;
    std::lock_guard guard(m_lock);
    Judgement& judged = judgementOf(geometry, labelsOf(*geometry));
    if (judged.verdict == Verdict::NoGrid)
        return judged.reason;
    if (judged.verdict == Verdict::HasGrid || m_maxNodes == 0)
        return std::nullopt;
    solver::SolverOptions options;
    options.useCandidates = puzzle.hasCandidates;
    options.nodeBudget = m_maxNodes;
    switch (solver::solve(puzzle.grid, {}, options).outcome) {
    case solver::SolveOutcome::Unique:
    case solver::SolveOutcome::Multiple:
        judged.verdict = Verdict::HasGrid; // a solution is a grid of the map
        return std::nullopt;
    case solver::SolveOutcome::None: return std::nullopt; // proved: the command says unsolvable
    case solver::SolveOutcome::Cancelled: break;
    }
    return "no answer within " + std::to_string(m_maxNodes)
        + " search nodes: the checks could not tell whether this region map holds any grid at all "
          "(--max-nodes N searches longer, 0 without a bound)";
}

} // namespace pm::cli
