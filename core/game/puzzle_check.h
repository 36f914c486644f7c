// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/grid.h"
#include "core/logic/technique.h"
#include "core/solver/map_judgement.h"

#include <cstdint>
#include <optional>
#include <stop_token>
#include <vector>

namespace pm::game {

// Search nodes a variant puzzle's check may take before logic is asked
// whether it finishes (verifyPuzzle).
constexpr std::uint64_t kVariantCheckNodes = 200000;

// What a player's own puzzle turns out to be before play begins.
struct PuzzleVerdict {
    enum class Kind {
        Unique,     // one solution: playable
        Multiple,   // solution and secondSolution are two of them
        NoSolution,
        NoGridFitsMap, // the region map holds no grid at all, whatever the givens (map says how that was shown)
        // No answer within the search's budget: on a map the checks could not
        // settle (map.verdict Unsettled), kUnsettledMapNodes search nodes;
        // else, with variant rules, kVariantCheckNodes and a path of logic
        // that gets stuck.
        Undecided,
        Clash,      // two givens in one house or cage hold the same digit (clash says where)
        Cancelled,
    };
    Kind kind = Kind::NoSolution;
    std::vector<std::uint8_t> solution;       // Unique, Multiple
    std::vector<std::uint8_t> secondSolution; // Multiple
    std::optional<Conflict> clash;            // Clash
    solver::MapJudgement map;                         // NoGridFitsMap
    // Unique: the level grading::ratePuzzle gives (as for generated puzzles);
    // empty when the grader could not rate it.
    std::optional<logic::Level> level;
    // Unique, not graded: the puzzle holds rules Pencilmark does not know,
    // and plays against the solution it carries (carried_solution.h).
    bool variantRules = false;
};

// Solves the puzzle's values (every value counts as a given), checks
// uniqueness, and grades a unique puzzle. A jigsaw's map is judged first
// (core/solver/map_judgement.h): on a map with no grid the search would run
// for hours, and on one the checks leave unsettled it is bounded. Every
// search is cancellable through `stop`. A variant puzzle's search takes
// `variantNodes` before logic is asked (tests hold it smaller).
PuzzleVerdict verifyPuzzle(const Grid& puzzle, std::stop_token stop = {},
                           std::uint64_t variantNodes = kVariantCheckNodes);

} // namespace pm::game
