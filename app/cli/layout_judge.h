// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/formats/puzzle_format.h"
#include "core/solver/map_judgement.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace pm::cli {

// Whether a jigsaw map can hold a grid at all, judged once per run before
// any puzzle on it is searched (core/solver/map_judgement.h), and told in
// the map's own labels. The few maps the checks leave unsettled are bounded
// per puzzle instead: a puzzle on such a map is searched at most --max-nodes
// nodes before the command runs, and refused when that search neither finds
// a solution nor proves there is none. Once any puzzle on a map is solved, the map has a
// grid and its puzzles go through unbounded, as on every other shape.

// --max-nodes' default, the app's bound too.
constexpr std::uint64_t kDefaultMaxNodes = kUnsettledMapNodes;

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
