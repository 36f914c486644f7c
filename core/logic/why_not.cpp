// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/logic/why_not.h"

#include "core/logic/propagation.h"
#include "core/logic/what_if_story.h"
#include "core/solver/exact_solver.h"

#include <algorithm>

namespace pm::logic {

namespace {

bool sameEffect(const Step& a, const Step& b)
{
    return a.technique == b.technique && a.placements == b.placements && a.eliminations == b.eliminations;
}

// Where the steps, taken in order from `assumed`, break the grid, when
// each is one the logic finds at its turn and the grid holds until the
// last: nothing otherwise.
std::optional<Contradiction> replayedBreak(const Grid& assumed, const std::vector<Step>& steps,
                                           const LogicOptions& options, std::stop_token stop)
{
    Grid state = assumed;
    for (const Step& step : steps) {
        if (findContradiction(state))
            return std::nullopt;
        const std::vector<Step> found = findAll(state, step.technique, options, stop);
        if (std::none_of(found.begin(), found.end(), [&](const Step& f) { return sameEffect(f, step); }))
            return std::nullopt;
        applyStep(state, step);
    }
    return findContradiction(state);
}

// The story cut short: the logic takes the easiest step anywhere, not the
// one the contradiction needs, so each step is left out in turn and kept
// out when the rest still replays to a contradiction. Quadratic in the
// story's length, so only short stories on grids up to 9x9 are cut.
void shorten(const Grid& assumed, std::vector<Step>& steps, Contradiction& broken, const LogicOptions& options,
             std::stop_token stop)
{
    if (assumed.size() > 9 || steps.size() > 120)
        return;
    for (std::size_t i = 0; i < steps.size() && !stop.stop_requested();) {
        std::vector<Step> without = steps;
        without.erase(without.begin() + std::ptrdiff_t(i));
        if (const auto end = replayedBreak(assumed, without, options, stop)) {
            steps = std::move(without);
            broken = *end;
        } else {
            ++i;
        }
    }
}

} // namespace

WhyNot whyNot(const Grid& state, CellDigit candidate, const LogicOptions& options, std::stop_token stop, int maxSteps)
{
    WhyNot result;
    if (state.value(candidate.cell) != 0) {
        result.answer = WhyNot::Answer::CellHolds;
        result.heldValue = state.value(candidate.cell);
        return result;
    }
    solver::SolverOptions exact;
    exact.useCandidates = true;
    const solver::CountResult any = solver::countSolutions(state, 1, stop, exact);
    if (any.cancelled) {
        result.answer = WhyNot::Answer::Cancelled;
        return result;
    }
    if (any.count == 0) {
        result.answer = WhyNot::Answer::NoSolution;
        return result;
    }
    Grid withDigit = state;
    withDigit.setValue(candidate.cell, candidate.digit);
    withDigit.setCandidates(candidate.cell, digitBit(candidate.digit));
    bool found = false;
    const solver::EnumerateOutcome outcome = solver::enumerateSolutions(
        withDigit,
        [&](const std::vector<std::uint8_t>& solution) {
            result.solution = solution;
            found = true;
            return false;
        },
        stop, exact);
    if (outcome == solver::EnumerateOutcome::Cancelled) {
        result.answer = WhyNot::Answer::Cancelled;
        return result;
    }
    if (found) {
        result.answer = WhyNot::Answer::Possible;
        return result;
    }

    // A digit that is no candidate there: a peer holding it says why at
    // once. Without one (a player's marks left it out), the story starts
    // from the marks with it put back: the question is about the rules.
    Grid start = state;
    if (!(state.candidates(candidate.cell) & digitBit(candidate.digit))) {
        for (int peer : state.geometry().peers(candidate.cell)) {
            if (state.value(peer) == candidate.digit) {
                result.answer = WhyNot::Answer::Refuted;
                result.contradiction = Contradiction{Contradiction::Kind::Clash, candidate.cell, peer, -1, candidate.digit};
                return result;
            }
        }
        start.setCandidates(candidate.cell, state.candidates(candidate.cell) | digitBit(candidate.digit));
    }

    // First pass: singles alone, as a person would try first.
    Grid propagated = start;
    const PropagationTrace trace = propagateSingles(propagated, candidate, true);
    if (trace.contradiction) {
        result.answer = WhyNot::Answer::Refuted;
        result.steps.push_back(whatIfStory(start, candidate, trace));
        result.contradiction = trace.contradiction;
        return result;
    }

    // Second pass: the catalogue's steps from the assumed state, each one
    // true under the assumption, until the grid breaks.
    Grid story = start;
    Step placed;
    placed.technique = Technique::WhatIf;
    placed.placements.push_back(candidate);
    applyStep(story, placed);
    LogicOptions stepOptions = options;
    stepOptions.uniquenessKnown = false; // the assumed grid has no solution at all
    const Grid assumed = story;
    for (int taken = 0; taken <= maxSteps; ++taken) {
        if (const auto broken = findContradiction(story)) {
            result.answer = WhyNot::Answer::Refuted;
            result.contradiction = broken;
            shorten(assumed, result.steps, *result.contradiction, stepOptions, stop);
            return result;
        }
        if (taken == maxSteps)
            break;
        NextStep next = nextStep(story, stepOptions, stop);
        if (next.kind == NextStep::Kind::Contradiction) {
            result.answer = WhyNot::Answer::Refuted;
            result.contradiction = next.contradiction;
            return result;
        }
        if (next.kind == NextStep::Kind::Cancelled) {
            result = {};
            result.answer = WhyNot::Answer::Cancelled;
            return result;
        }
        if (next.kind != NextStep::Kind::Found || next.step.technique == Technique::WhatIf)
            break;
        applyStep(story, next.step);
        result.steps.push_back(std::move(next.step));
    }
    result.steps.clear();
    result.answer = WhyNot::Answer::RefutedBySearch;
    return result;
}

} // namespace pm::logic
