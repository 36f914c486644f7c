// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/formats/puzzle_format.h"
#include "core/solver/map_judgement.h"

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace pm::cli {

// Whether a jigsaw map can hold a grid at all, judged once per map in a
// command's run before any puzzle on it is searched (core/solver/
// map_judgement.h), and told in the map's own labels. The few maps the
// checks leave unsettled are bounded per puzzle instead: a puzzle on such a
// map is searched at most maxNodes nodes (--max-nodes, carried in
// ParseOptions::unsettledMapNodes) before the command runs, and refused when
// that search neither finds a solution nor proves there is none. Once any
// puzzle on a map is solved, the map has a grid and its puzzles go through
// unbounded, as on every other shape.
//
// A command that reads puzzles makes one judge for its run (it remembers the
// maps it judged), and asks it explicitly: refuseMap for a --regions map
// before reading, refusePuzzleMap for each puzzle read.
class MapJudge {
public:
    explicit MapJudge(std::uint64_t maxNodes); // 0: no bound
    ~MapJudge();
    MapJudge(const MapJudge&) = delete;
    MapJudge& operator=(const MapJudge&) = delete;

    // Why a map, given for --regions with each cell's label as written,
    // holds no grid; nothing when it may hold one (including when it is
    // unsettled, which the puzzles on it will say).
    std::optional<std::string> refuseMap(const std::shared_ptr<const Geometry>& geometry,
                                         const std::u32string& labels);

    // For a puzzle read from the input, whatever its map came from
    // (--regions, a shape line, an f-puzzles file): nothing when commands may
    // search it, else the reason they must not (its map holds no grid, or no
    // answer came within the bound), for the command's "invalid" line.
    std::optional<std::string> refusePuzzleMap(const ParsedPuzzle& puzzle);

    struct Judgement {
        solver::MapJudgement::Verdict verdict = solver::MapJudgement::Verdict::Unsettled;
        std::string reason; // NoGrid: why, in the map's labels
    };

private:
    // What a map is: its size, extra houses and regions. Killer cages belong
    // to the puzzle, not to the map.
    using MapKey = std::tuple<int, unsigned, std::vector<int>>;

    Judgement& judgementOf(const std::shared_ptr<const Geometry>& geometry, const std::u32string& labels);

    std::uint64_t m_maxNodes;
    // The readers of one command run on one thread, but the lock costs
    // nothing next to a judgement and keeps that an assumption no caller
    // has to know about.
    std::mutex m_lock;
    std::map<MapKey, Judgement> m_byMap;
};

} // namespace pm::cli
