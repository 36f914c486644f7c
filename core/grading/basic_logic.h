// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/geometry.h"
#include "core/grid.h"
#include "core/logic/technique.h"

#include <cstdint>
#include <memory>
#include <span>
#include <stop_token>
#include <vector>

namespace pm::grading {

// A fast solver limited to the Easy and Medium techniques of the catalogue:
// singles (full house, naked and hidden single over every house), then
// intersections (pointing, claiming, over every pair of houses that meet in
// two or more cells) and naked and hidden pairs and triples. The generator
// asks it about every clue it tries to remove, so it works on bare masks
// and holds its per-geometry tables. Those rules only ever need more
// eliminations to fire, so their closure is unique: a puzzle this solver
// finishes at a level, the explaining solver (easiest step first) finishes
// at that level or below too.
//
// Counted shapes (houses holding a symbol k times) get none of these rules:
// each reads one-per-house. run() then only sets up the givens with
// count-aware candidates and reports solved only for a full grid, so callers
// fall back to the explaining solver; the lookahead uses the count-aware
// propagation (counted_lookahead.h).
class BasicLogic {
public:
    explicit BasicLogic(std::shared_ptr<const Geometry> geometry);

    struct Outcome {
        bool solved = false;
        bool contradiction = false;
        logic::Level hardest = logic::Level::Easy; // the highest level used
    };

    // Runs on the givens `values` (0 = empty) with techniques up to
    // `maxLevel` (Easy: singles only; Medium or above: all of them). On
    // return, state() holds what it reached.
    //
    // `stop` (here and below) ends the work early, reported as not solved:
    // a caller that passes a token looks at it before trusting the answer.
    // One round of a 64x64 grid takes tens of milliseconds in a debug build,
    // and the generator and the rating must stop within 100 ms.
    Outcome run(std::span<const std::uint8_t> values, logic::Level maxLevel, std::stop_token stop = {});

    // Whether removing the givens of `cells` from `values` (a puzzle this
    // solver finishes at maxLevel) leaves one it still finishes. It does
    // exactly when the rules, without those givens, get the cells back: from
    // there on they hold at least what the full puzzle did. So the run stops
    // as soon as the cells are filled again.
    bool stillSolvedWithout(std::span<const std::uint8_t> values, std::span<const int> cells, logic::Level maxLevel,
                            std::stop_token stop = {});

    // The generation paper's middle grade: singles, plus one step of
    // lookahead (a candidate whose placement makes singles break the grid
    // is removed), repeated until solved. False when that gets stuck: the
    // puzzle needs search.
    bool solvesWithLookahead(std::span<const std::uint8_t> values, std::stop_token stop = {});

    // The state reached by the last run: values and candidates.
    Grid state() const;

private:
    Outcome startCounted(std::span<const std::uint8_t> values);
    bool place(int cell, int digit);
    bool singles(bool& progress);
    bool intersections(bool& progress);
    bool subsets(bool& progress);
    bool eliminate(int cell, DigitMask digits, bool& progress);

    std::shared_ptr<const Geometry> m_geometry;
    int m_size;
    DigitMask m_all;
    std::vector<std::uint8_t> m_values;
    std::vector<DigitMask> m_candidates;
    int m_empty = 0;
    int m_watchedOpen = -1; // watched cells still empty (stillSolvedWithout), or -1
    std::vector<char> m_watched;
    std::vector<std::uint8_t> m_scratch;
    // The state solvesWithLookahead returns to after each trial; members so
    // that the trials reuse their storage.
    std::vector<std::uint8_t> m_savedValues;
    std::vector<DigitMask> m_savedCandidates;
    std::vector<DigitMask> m_houseUsed;
    std::vector<int> m_pending; // cells left with one candidate, not yet placed
    // Pairs of houses meeting in two or more cells: the cells of A outside
    // B, and of B outside A, for the intersection rules.
    struct Meeting {
        std::vector<int> shared;
        std::vector<int> onlyA;
        std::vector<int> onlyB;
    };
    std::vector<Meeting> m_meetings;
};

// The basic solver of this thread for a geometry: its tables take longer to
// build than a rating of an easy puzzle, and the generator and the rating
// use it on thousands of puzzles of one shape. One shape is kept per thread;
// the reference stays valid until the thread asks for another shape.
BasicLogic& basicLogicFor(const std::shared_ptr<const Geometry>& geometry);

} // namespace pm::grading
