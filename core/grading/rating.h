// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/grid.h"
#include "core/logic/logic_solver.h"

#include <cstdint>
#include <stop_token>

namespace pm::grading {

// How far a puzzle needs to look ahead, the coarse grading of the generation
// paper (Finkel, Marek, Truszczynski): singles alone solve it; singles plus
// one step of lookahead (try a candidate, follow singles, drop it if the
// grid breaks) solve it; or it needs search.
enum class Lookahead { Propagation, OneStep, Search };

// The grade of one puzzle, from its solve path, deterministically.
struct Rating {
    // VariantRules: a unique puzzle with variant constraints (a thermometer,
    // an arrow ...) whose path the explaining solver could not finish: the
    // propagation behind its what-if sees only the pairs each rule gives,
    // so it is not complete there, and such a puzzle has no grade.
    enum class Outcome { Rated, Invalid, Multiple, Cancelled, VariantRules };
    Outcome outcome = Outcome::Rated;
    double rating = 0.0;       // Sudoku Explainer scale: the hardest step, with chain-length surcharges
    int score = 0;             // sum of step weights along the path
    logic::Level level = logic::Level::Easy;
    logic::Technique hardest = logic::Technique::FullHouse;
    // With variant constraints: Propagation when the level is Easy, else
    // OneStep when the path needed no what-if, Search when it did (the
    // lookahead checks know no variant rule).
    Lookahead lookahead = Lookahead::Propagation;
    int steps = 0;
};

// Search nodes a variant puzzle's count may take before logic is asked
// whether it finishes (ratePuzzle).
constexpr std::uint64_t kVariantCountNodes = 200000;

// Rates a puzzle (givens only, with any variant constraints its geometry
// holds). Invalid: no solution; Multiple: more than one; VariantRules: see
// Rating, and also a variant puzzle whose count runs past `variantNodes`
// search nodes while logic gets stuck (tests hold it smaller).
Rating ratePuzzle(const Grid& puzzle, std::stop_token stop = {}, std::uint64_t variantNodes = kVariantCountNodes);

// The same for a puzzle the caller has proved unique (the generator):
// skips the uniqueness check.
Rating rateUniquePuzzle(const Grid& puzzle, std::stop_token stop = {});

// The rating of one step as Sudoku Explainer would give it: the technique's
// base rating plus the surcharge for a long chain.
double stepRating(const logic::Step& step);

std::string_view lookaheadKey(Lookahead lookahead);

} // namespace pm::grading
