// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/logic/logic_solver.h"

#include "core/logic/finders.h"
#include "core/logic/logic_context.h"

#include "core/solver/exact_solver.h"

#include <algorithm>

namespace pm::logic {

namespace {

// A clash as Contradiction: the grid names the cells (the first house where
// some symbol appears more often than the house allows).
Contradiction clashOf(const Grid& state, int house, int digit)
{
    if (const auto conflict = state.firstConflict())
        return Contradiction{Contradiction::Kind::Clash, conflict->cellA, conflict->cellB, conflict->house,
                             conflict->digit};
    return Contradiction{Contradiction::Kind::Clash, -1, -1, house, digit};
}

// Counted houses (a MultiFour row holds each symbol three times): per house
// and symbol, how often it is placed and how many empty cells can still take
// it. More placed than the count is a clash; fewer places than it still needs
// is DigitMissing (with a count of 1: no place at all, as in the classic test).
std::optional<Contradiction> countedContradiction(const Grid& state, DigitMask all)
{
    const int symbols = state.geometry().symbolCount();
    const auto& houses = state.geometry().houses();
    std::vector<int> placed(size_t(symbols) + 1), places(size_t(symbols) + 1);
    std::optional<Contradiction> missing;
    for (int h = 0; h < int(houses.size()); ++h) {
        std::fill(placed.begin(), placed.end(), 0);
        std::fill(places.begin(), places.end(), 0);
        for (int cell : houses[h].cells) {
            if (const int value = state.value(cell))
                ++placed[size_t(value)];
            else
                for (DigitMask m = state.candidates(cell) & all; m; m &= m - 1)
                    ++places[size_t(firstDigit(m))];
        }
        const int count = houses[h].count;
        for (int digit = 1; digit <= symbols; ++digit) {
            if (placed[size_t(digit)] > count)
                return clashOf(state, h, digit);
            if (!missing && placed[size_t(digit)] + places[size_t(digit)] < count)
                missing = Contradiction{Contradiction::Kind::DigitMissing, -1, -1, h, digit};
        }
    }
    return missing;
}

} // namespace

std::optional<Contradiction> findContradiction(const Grid& state)
{
    // One pass per house with digit masks; the clash pair is looked up only
    // when a house has one (this runs before every step, so it stays cheap).
    const DigitMask all = allDigits(state.geometry().symbolCount());
    for (int cell = 0; cell < state.cellCount(); ++cell)
        if (state.value(cell) == 0 && (state.candidates(cell) & all) == 0)
            return Contradiction{Contradiction::Kind::EmptyCell, cell, -1, -1, 0};
    if (state.geometry().isCounted())
        return countedContradiction(state, all);
    const auto& houses = state.geometry().houses();
    std::optional<Contradiction> missing;
    for (int h = 0; h < int(houses.size()); ++h) {
        DigitMask placed = 0, seen = 0;
        bool clash = false;
        for (int cell : houses[h].cells) {
            if (const int value = state.value(cell)) {
                clash |= (placed & digitBit(value)) != 0;
                placed |= digitBit(value);
                seen |= digitBit(value);
            } else {
                seen |= state.candidates(cell);
            }
        }
        if (clash)
            return clashOf(state, h, 0);
        if ((seen & all) != all && !missing)
            missing = Contradiction{Contradiction::Kind::DigitMissing, -1, -1, h, firstDigit(all & ~seen)};
    }
    return missing;
}

namespace {

// Keeps the first step, or all of them.
class CollectingSink : public StepSink {
public:
    explicit CollectingSink(bool firstOnly) : m_firstOnly(firstOnly) {}
    bool add(Step step) override
    {
        if (step.placements.empty() && step.eliminations.empty())
            return true; // a pattern with no effect is not a step
        m_steps.push_back(std::move(step));
        return !m_firstOnly;
    }
    std::vector<Step>& steps() { return m_steps; }

private:
    bool m_firstOnly;
    std::vector<Step> m_steps;
};

bool allowed(const TechniqueInfo& row, const LogicOptions& options, bool uniquenessKnown, const Geometry& geometry)
{
    if (geometry.isCounted() && !soundOnCountedHouses(row.technique))
        return false;
    if (row.needsUniqueness && !uniquenessKnown)
        return false;
    // Swapping digits round a rectangle can break a thermometer, a dot or a
    // line, so a variant puzzle's one solution proves nothing about
    // rectangles (cages are the exception the uniqueness finders handle).
    if (row.needsUniqueness && geometry.hasConstraints())
        return false;
    if (options.maxLevel && row.level > *options.maxLevel)
        return false;
    if (options.only && row.technique != *options.only)
        return false;
    return true;
}

// The easiest step in a context built on `state`.
NextStep nextStepIn(const LogicContext& context, const Grid& state, const LogicOptions& options,
                    std::stop_token stop)
{
    NextStep result;
    if (auto contradiction = findContradiction(state)) {
        result.kind = NextStep::Kind::Contradiction;
        result.contradiction = *contradiction;
        return result;
    }
    if (state.isComplete()) {
        result.kind = NextStep::Kind::Solved;
        return result;
    }
    // The first technique that finds something, in the order asked for.
    const auto tryTechnique = [&](Technique technique) {
        const TechniqueInfo& row = info(technique);
        if (!allowed(row, options, options.uniquenessKnown, state.geometry()))
            return false;
        const FinderFunction find = finderFor(row.technique);
        if (!find)
            return false;
        CollectingSink sink(true);
        find(context, sink);
        if (!sink.steps().empty()) {
            result.kind = NextStep::Kind::Found;
            result.step = std::move(sink.steps().front());
            return true;
        }
        if (stop.stop_requested()) {
            result.kind = NextStep::Kind::Cancelled;
            return true;
        }
        return false;
    };
    if (options.order) {
        for (const TechniqueOrder::Entry& entry : options.order->entries())
            if (entry.enabled && tryTechnique(entry.technique))
                return result;
    } else {
        for (const TechniqueInfo& row : catalogue())
            if (tryTechnique(row.technique))
                return result;
    }
    result.kind = NextStep::Kind::Stuck;
    return result;
}

// The state without stale candidates: a candidate whose digit a peer
// already holds is no candidate at all. Pencil marks a player forgot to
// clear look like this, and the finders read candidates as they are (a
// hidden single would take "7 fits only in r7c4" from a row that holds its
// 7 elsewhere), so they never see such marks.
//
// Only houses of count 1 make a mark stale: a DoubleNine row holding one 5
// still needs another. A counted house that holds d its k times keeps the d
// marks of its other cells here, so that count elimination can tell the
// player why they go (counting is the step, not bookkeeping); the singles
// never read such a house, and a cell with a mark too many is no single,
// which only defers a step.
Grid withoutStaleCandidates(const Grid& state)
{
    Grid clean = state;
    // Cage mates are peers too: a 5 left in a cell whose cage already holds
    // 5 would make a hidden single of a row read "5 fits only here".
    const auto clear = [&](const std::vector<int>& cells) {
        DigitMask placed = 0;
        for (int cell : cells)
            if (state.value(cell))
                placed |= digitBit(state.value(cell));
        if (placed == 0)
            return;
        for (int cell : cells)
            if (!clean.value(cell) && (clean.candidates(cell) & placed))
                clean.setCandidates(cell, clean.candidates(cell) & ~placed);
    };
    for (const House& house : state.geometry().houses())
        if (house.count == 1)
            clear(house.cells);
    for (const Cage& cage : state.geometry().cages())
        clear(cage.cells);
    return clean;
}

} // namespace

NextStep nextStep(const Grid& state, const LogicOptions& options, std::stop_token stop)
{
    const Grid clean = withoutStaleCandidates(state);
    const LogicContext context(clean, options.uniquenessKnown, stop);
    return nextStepIn(context, clean, options, stop);
}

std::vector<Step> findAll(const Grid& state, Technique technique, const LogicOptions& options, std::stop_token stop)
{
    const FinderFunction find = finderFor(technique);
    const Grid clean = withoutStaleCandidates(state);
    if (!find || findContradiction(clean))
        return {};
    if (state.geometry().isCounted() && !soundOnCountedHouses(technique))
        return {};
    if (info(technique).needsUniqueness && (!options.uniquenessKnown || state.geometry().hasConstraints()))
        return {};
    if (options.order && !options.order->isEnabled(technique))
        return {};
    const LogicContext context(clean, options.uniquenessKnown, stop);
    CollectingSink sink(false);
    find(context, sink);
    return std::move(sink.steps());
}

void applyStep(Grid& state, const Step& step)
{
    const auto& geometry = state.geometry();
    for (const CellDigit& placement : step.placements) {
        state.setValue(placement.cell, placement.digit);
        state.setCandidates(placement.cell, digitBit(placement.digit));
        for (int peer : geometry.peers(placement.cell))
            if (state.value(peer) == 0)
                state.setCandidates(peer, state.candidates(peer) & ~digitBit(placement.digit));
    }
    // Counted houses are no peers: a placement uses up d there only when it
    // is the house's last d. Done after all placements, since a count fill
    // places several at once.
    if (geometry.isCounted())
        for (const CellDigit& placement : step.placements)
            clearCompletedHouses(state, placement.cell, placement.digit);
    for (const CellDigit& elimination : step.eliminations)
        state.setCandidates(elimination.cell, state.candidates(elimination.cell) & ~digitBit(elimination.digit));
}

void clearCompletedHouses(Grid& state, int cell, int digit)
{
    for (int h : state.geometry().housesOf(cell)) {
        const House& house = state.geometry().houses()[size_t(h)];
        if (house.count == 1)
            continue; // peers, cleared as such
        int held = 0;
        for (int other : house.cells)
            held += state.value(other) == digit;
        if (held < house.count)
            continue;
        for (int other : house.cells)
            if (state.value(other) == 0)
                state.setCandidates(other, state.candidates(other) & ~digitBit(digit));
    }
}

Grid candidateState(const Grid& puzzle)
{
    Grid state = puzzle;
    state.fillCandidatesFromValues();
    return state;
}

namespace {

// The path from a candidate state by sound steps; `uniquenessKnown` lets
// the uniqueness techniques in, `multiple` says what a stuck path means.
// `untilPlaced`: the path ends, Solved, once these cells all hold values
// (none: only a finished grid ends it so).
SolvePath stepPath(const Grid& state, bool uniquenessKnown, bool multiple, const LogicOptions& options,
                   std::stop_token stop, std::span<const int> untilPlaced = {})
{
    SolvePath path;
    path.finalState = state;
    LogicOptions stepOptions = options;
    stepOptions.uniquenessKnown = uniquenessKnown;
    // One context for the whole path, refreshed after each step: building
    // it from scratch per step was most of the cost of an easy path.
    LogicContext context(path.finalState, stepOptions.uniquenessKnown, stop);
    for (;;) {
        NextStep next = nextStepIn(context, path.finalState, stepOptions, stop);
        switch (next.kind) {
        case NextStep::Kind::Found:
            applyStep(path.finalState, next.step);
            path.steps.push_back(std::move(next.step));
            if (!untilPlaced.empty() && std::all_of(untilPlaced.begin(), untilPlaced.end(), [&](int cell) {
                    return path.finalState.value(cell) != 0;
                })) {
                path.result = SolvePath::Result::Solved;
                return path;
            }
            context.refresh();
            continue;
        case NextStep::Kind::Solved:
            path.result = SolvePath::Result::Solved;
            return path;
        case NextStep::Kind::Cancelled:
            path.result = SolvePath::Result::Cancelled;
            return path;
        case NextStep::Kind::Contradiction:
            // Only reachable when a finder is unsound; a solvable puzzle's
            // sound path never contradicts itself.
            path.result = SolvePath::Result::Invalid;
            return path;
        case NextStep::Kind::Stuck:
            path.result = multiple ? SolvePath::Result::Multiple : SolvePath::Result::Stuck;
            return path;
        }
    }
}

// A path that ends before its first step.
SolvePath endedPath(const Grid& state, SolvePath::Result result)
{
    SolvePath path;
    path.finalState = state;
    path.result = result;
    return path;
}

// The path from a candidate state whose solution count is known.
SolvePath runPath(const Grid& state, const solver::CountResult& count, const LogicOptions& options, std::stop_token stop)
{
    if (count.cancelled || count.count == 0)
        return endedPath(state, count.cancelled ? SolvePath::Result::Cancelled : SolvePath::Result::Invalid);
    return stepPath(state, count.count == 1, count.count > 1, options, stop);
}

} // namespace

SolvePath solvePath(const Grid& puzzle, const LogicOptions& options, std::stop_token stop)
{
    // Counting from the values alone lets classic 9x9 take the fast path.
    const solver::CountResult count = solver::countSolutions(puzzle, 2, stop);
    return runPath(candidateState(puzzle), count, options, stop);
}

SolvePath solvePathOfUnique(const Grid& puzzle, const LogicOptions& options, std::stop_token stop)
{
    solver::CountResult one;
    one.count = 1;
    return runPath(candidateState(puzzle), one, options, stop);
}

SolvePath solvePathFrom(const Grid& given, const LogicOptions& options, std::stop_token stop)
{
    const Grid state = withoutStaleCandidates(given);
    if (findContradiction(state))
        return endedPath(state, SolvePath::Result::Invalid);
    solver::SolverOptions exact;
    exact.useCandidates = true;
    return runPath(state, solver::countSolutions(state, 2, stop, exact), options, stop);
}

bool logicPlaces(const Grid& given, std::span<const int> cells, const LogicOptions& options, std::stop_token stop)
{
    const Grid state = withoutStaleCandidates(given);
    if (findContradiction(state))
        return false;
    return stepPath(state, true, false, options, stop, cells).result == SolvePath::Result::Solved;
}

SolvePath solvePathUncounted(const Grid& given, const LogicOptions& options, std::stop_token stop)
{
    const Grid state = withoutStaleCandidates(given);
    if (findContradiction(state))
        return endedPath(state, SolvePath::Result::Invalid);
    return stepPath(state, false, false, options, stop);
}


std::vector<CellDigit> hintSequence(const std::vector<Step>& path)
{
    std::vector<CellDigit> order;
    for (const Step& step : path)
        for (const CellDigit& placement : step.placements)
            order.push_back(placement);
    return order;
}

} // namespace pm::logic
