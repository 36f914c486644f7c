// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logic/step.h"
#include "core/logic/technique_order.h"

#include "core/grid.h"

#include <optional>
#include <span>
#include <stop_token>
#include <vector>

namespace pm::logic {

// Why a candidate state cannot lead to a solution.
struct Contradiction {
    enum class Kind {
        EmptyCell,    // an empty cell with no candidate left
        DigitMissing, // a digit with no place left in a house (and not placed there);
                      // counted houses: fewer places left than it is still due
        Clash,        // two equal values in one house (counted: more than its count)
    };
    Kind kind = Kind::EmptyCell;
    int cell = -1;   // EmptyCell; Clash: the first cell
    int cellB = -1;  // Clash: the second cell
    int house = -1;  // DigitMissing, Clash
    int digit = 0;   // DigitMissing, Clash
};

// The first contradiction in the state, if any. Checks only what is
// visible: values, and the candidates of empty cells.
std::optional<Contradiction> findContradiction(const Grid& state);

struct LogicOptions {
    // The puzzle is known to have one solution: uniqueness techniques may run.
    bool uniquenessKnown = false;
    // Only techniques at or below this level (nothing else is tried).
    std::optional<Level> maxLevel;
    // Only this technique (regression libraries, "find me an X-Wing").
    std::optional<Technique> only;
    // A player's own order: techniques are tried in this order, and those
    // switched off never. Nothing: the catalogue's order, which rating and
    // generation always use (see technique_order.h).
    std::optional<TechniqueOrder> order;
};

struct NextStep {
    enum class Kind { Found, Solved, Contradiction, Stuck, Cancelled };
    Kind kind = Kind::Stuck;
    Step step;                   // Found
    Contradiction contradiction; // Contradiction
};

// The easiest step from any candidate state, including a player's own pencil
// marks (which may be incomplete: a missing candidate is taken as ruled out;
// and stale: a candidate whose digit a peer already holds is ignored, here,
// in findAll and in solvePathFrom).
NextStep nextStep(const Grid& state, const LogicOptions& options = {}, std::stop_token stop = {});

// Every instance of one technique in the state (as regression libraries
// need); none when `options.order` switches it off.
std::vector<Step> findAll(const Grid& state, Technique technique, const LogicOptions& options = {},
                          std::stop_token stop = {});

// Applies a step: each placement sets the value and removes the digit from
// its peers' candidates (and, in a counted house it completes, from the
// house's other cells); each elimination removes a candidate.
void applyStep(Grid& state, const Step& step);

// After `digit` went into `cell`: removes it from the empty cells of every
// counted house of the cell (count > 1) that now holds it its count times.
void clearCompletedHouses(Grid& state, int cell, int digit);

// The starting candidate state of a puzzle: its values, with every empty
// cell's candidates those no peer rules out.
Grid candidateState(const Grid& puzzle);

struct SolvePath {
    enum class Result { Solved, Stuck, Invalid, Multiple, Cancelled };
    Result result = Result::Stuck;
    std::vector<Step> steps;
    Grid finalState;
};

// The whole path, easiest step first, restarting after each step. A puzzle
// with no solution is Invalid (no steps); one with several is Multiple (the
// path goes as far as logic without uniqueness reaches). Cancellable.
SolvePath solvePath(const Grid& puzzle, const LogicOptions& options = {}, std::stop_token stop = {});
// The same for a puzzle its caller has proved to have one solution (the
// generators, whose every removal kept it unique, and ratePuzzle after its
// own count): the count is not made again. On 25x25 that count was a proof
// over the whole puzzle, a sixth of generating one at expert.
SolvePath solvePathOfUnique(const Grid& puzzle, const LogicOptions& options = {}, std::stop_token stop = {});
// The same from a candidate state (a pencil-mark puzzle, or a game in
// progress): its candidates are taken as they are.
SolvePath solvePathFrom(const Grid& state, const LogicOptions& options = {}, std::stop_token stop = {});
// The same without counting the solutions first, for callers that only ask
// whether logic finishes a state (a finished path proves the solution unique
// by itself, and the count is most of the cost of a short path on a large
// grid): the uniqueness techniques stay out, and a path logic cannot finish
// is Stuck whatever the count.
SolvePath solvePathUncounted(const Grid& state, const LogicOptions& options = {}, std::stop_token stop = {});

// Whether logic (`options`) from the candidate state of a puzzle the caller
// has proved unique places a value in every one of `cells`: the path of
// solvePathFrom without counting the solutions again (uniqueness techniques
// on), ended as soon as those cells are filled. All cells empty: whether the
// path finishes. The generator asks this about each clue it removes, having
// checked uniqueness itself.
bool logicPlaces(const Grid& state, std::span<const int> cells, const LogicOptions& options = {},
                 std::stop_token stop = {});

// The order in which cells get their values along a path.
std::vector<CellDigit> hintSequence(const std::vector<Step>& path);

} // namespace pm::logic
