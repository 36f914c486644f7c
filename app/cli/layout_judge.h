// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/formats/puzzle_format.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace pm::cli {

// Whether a jigsaw map can hold a grid at all, judged before any puzzle on
// it is searched. On a map with no grid, counting or solving a puzzle means
// searching every way to fill it, which can take hours; most such maps are
// caught up front (the law of leftovers in core/solver/layout_check.h, a
// random fill, a search from a fixed first row), each within a node budget.
// The few the checks leave unsettled are bounded per puzzle instead: a
// puzzle on such a map is searched at most --max-nodes nodes before the
// command runs, and refused when that search neither finds a solution nor
// proves there is none. Once any puzzle on a map is solved, the map has a
// grid and its puzzles go through unbounded, as on every other shape.

// --max-nodes' default: about a second or two on a 9x9 map.
constexpr std::uint64_t kDefaultMaxNodes = std::uint64_t(1) << 18;

// The bound for puzzles on unsettled maps, from --max-nodes; 0 means none.
void setUnsettledMapBound(std::uint64_t maxNodes);

// Why a map, given for --regions with each cell's label as written, holds
// no grid; nothing when it may hold one (including when it is unsettled,
// which the puzzles on it will say).
std::optional<std::string> refuseMap(const std::shared_ptr<const Geometry>& geometry, const std::u32string& labels);

// For a puzzle read from the input, whatever its map came from (--regions,
// a shape line, an f-puzzles file): nothing when commands may search it,
// else the reason they must not (its map holds no grid, or no answer came
// within the bound), for the command's "invalid" line.
std::optional<std::string> refusePuzzleMap(const ParsedPuzzle& puzzle);

} // namespace pm::cli
