// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/grid.h"
#include "core/logic/logic_solver.h"

#include <stop_token>

namespace pm::grading {

// How far a puzzle needs to look ahead, the coarse grading of the generation
// paper (Finkel, Marek, Truszczynski): singles alone solve it; singles plus
// one step of lookahead (try a candidate, follow singles, drop it if the
// grid breaks) solve it; or it needs search.
enum class Lookahead { Propagation, OneStep, Search };

// The grade of one puzzle, from its solve path, deterministically.
struct Rating {
    // VariantRules: the puzzle holds variant constraints (a thermometer, an
    // arrow ...), which the explaining solver does not know yet, so any
    // path it found would be a classic puzzle's, not this one's.
    enum class Outcome { Rated, Invalid, Multiple, Cancelled, VariantRules };
    Outcome outcome = Outcome::Rated;
    double rating = 0.0;       // Sudoku Explainer scale: the hardest step, with chain-length surcharges
    int score = 0;             // sum of step weights along the path
    logic::Level level = logic::Level::Easy;
    logic::Technique hardest = logic::Technique::FullHouse;
    Lookahead lookahead = Lookahead::Propagation;
    int steps = 0;
};

// Rates a puzzle (givens only). Invalid: no solution; Multiple: more than
// one; VariantRules: not rated, whatever its solutions.
Rating ratePuzzle(const Grid& puzzle, std::stop_token stop = {});

// The same for a puzzle the caller has proved unique (the generator):
// skips the uniqueness check.
Rating rateUniquePuzzle(const Grid& puzzle, std::stop_token stop = {});

// The rating of one step as Sudoku Explainer would give it: the technique's
// base rating plus the surcharge for a long chain.
double stepRating(const logic::Step& step);

std::string_view lookaheadKey(Lookahead lookahead);

} // namespace pm::grading
