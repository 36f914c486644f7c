#include "rating.h"

#include "../solver/exact_solver.h"

#include <algorithm>
#include <cmath>

namespace pm::grading {

using logic::Family;
using logic::Level;
using logic::Step;
using logic::Technique;

namespace {

// Sudoku Explainer's surcharge for long chains: +0.1 each time the length
// passes a ceiling that grows by 3/2 and 4/3 in turn (4, 6, 8, 12, 16, 24 ...).
double lengthSurcharge(int length)
{
    double added = 0.0;
    int ceiling = 4;
    bool odd = false;
    while (length > ceiling) {
        added += 0.1;
        ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
        odd = !odd;
    }
    return added;
}

// The length SE would count for a step: chain nodes, or for forcing chains
// and what-if the candidates their propagation had to visit.
int chainLength(const Step& step)
{
    const auto family = logic::info(step.technique).family;
    if (family == Family::Chains)
        return int(step.pattern.links.size()) + 1;
    if (family == Family::Forcing || family == Family::Guessing)
        return int(step.detail.implications.size());
    return 0;
}

Lookahead lookaheadOf(const Step& step)
{
    const auto family = logic::info(step.technique).family;
    if (family == Family::Singles)
        return Lookahead::Propagation;
    if (family == Family::Forcing || family == Family::Guessing)
        return Lookahead::Search;
    return Lookahead::OneStep;
}

} // namespace

double stepRating(const Step& step)
{
    const double base = logic::info(step.technique).rating;
    const int length = chainLength(step);
    // Rounded to one decimal, as SE prints it, so equal ratings compare equal.
    return std::round((base + (length ? lengthSurcharge(length) : 0.0)) * 10.0) / 10.0;
}

Rating ratePuzzle(const Grid& puzzle, std::stop_token stop)
{
    Rating rating;
    logic::LogicOptions options;
    const logic::SolvePath path = logic::solvePath(puzzle, options, stop);
    switch (path.result) {
    case logic::SolvePath::Result::Solved:
        break;
    case logic::SolvePath::Result::Invalid:
    case logic::SolvePath::Result::Stuck: // a sound path of a unique puzzle always finishes
        rating.outcome = Rating::Outcome::Invalid;
        return rating;
    case logic::SolvePath::Result::Multiple:
        rating.outcome = Rating::Outcome::Multiple;
        return rating;
    case logic::SolvePath::Result::Cancelled:
        rating.outcome = Rating::Outcome::Cancelled;
        return rating;
    }
    for (const Step& step : path.steps) {
        const double value = stepRating(step);
        const auto& row = logic::info(step.technique);
        if (value > rating.rating) {
            rating.rating = value;
            rating.hardest = step.technique;
        }
        rating.level = std::max(rating.level, row.level);
        rating.lookahead = std::max(rating.lookahead, lookaheadOf(step));
        rating.score += row.weight;
    }
    rating.steps = int(path.steps.size());
    return rating;
}

std::string_view lookaheadKey(Lookahead lookahead)
{
    switch (lookahead) {
    case Lookahead::Propagation: return "propagation";
    case Lookahead::OneStep: return "one-step";
    case Lookahead::Search: return "search";
    }
    return "";
}

} // namespace pm::grading
