// SPDX-License-Identifier: GPL-3.0-or-later
// The plain reasons behind a variant constraint step. The exact search of
// constraint_fit finds what goes; a player reads it off by a simpler
// argument (a partner across a dot, a bound carried along a thermometer, a
// sum's least and most), and the sentence may say that argument only when
// it alone removes every candidate the step removes. Each reason here is
// computed from the candidates of the step's state and checked against
// every elimination; one that falls short is not given.
#include "core/logic/constraint_reasons.h"
#include "core/logic/constraint_reasons_internal.h"

#include "core/logic/cage_sums.h"

#include "core/geometry.h"

#include <algorithm>
#include <cstdlib>
#include <optional>

namespace pm::logic {

namespace reasons {

// What a cell can hold: its digit if placed, else its candidates.
DigitMask possible(const Grid& state, int cell)
{
    return state.value(cell) ? digitBit(state.value(cell)) : state.candidates(cell);
}

int lowest(DigitMask mask) { return firstDigit(mask); }
int highest(DigitMask mask) { return 64 - std::countl_zero(mask); }

std::vector<int> digitsOf(DigitMask mask)
{
    std::vector<int> out;
    for (; mask; mask &= mask - 1)
        out.push_back(firstDigit(mask));
    return out;
}

// The eliminations of the step, per cell, in the order the step names them.
std::vector<std::pair<int, DigitMask>> removedByCell(const Step& step)
{
    std::vector<std::pair<int, DigitMask>> out;
    for (const CellDigit& e : step.eliminations) {
        auto at = std::find_if(out.begin(), out.end(), [&](const auto& entry) { return entry.first == e.cell; });
        if (at == out.end())
            out.push_back({e.cell, digitBit(e.digit)});
        else
            at->second |= digitBit(e.digit);
    }
    return out;
}

QuadrupleLack quadrupleLack(const Grid& state, const Constraint& c)
{
    QuadrupleLack lack{{}, c.values};
    for (int cell : c.lines.front()) {
        if (!state.value(cell)) {
            lack.open.push_back(cell);
            continue;
        }
        const auto listed = std::find(lack.missing.begin(), lack.missing.end(), state.value(cell));
        if (listed != lack.missing.end())
            lack.missing.erase(listed);
    }
    return lack;
}

} // namespace reasons

namespace {

using namespace reasons;

// --- thermometers: bounds carried along --------------------------------

bool explainByCarriedBounds(const Grid& state, const Constraint& c, Step& step)
{
    const int rise = c.kind == ConstraintKind::Thermometer ? 1 : 0;
    const int cellCount = state.geometry().cellCount();
    std::vector<int> low(size_t(cellCount), 0), high(size_t(cellCount), 0);
    std::vector<int> lowFrom(size_t(cellCount), -1), highFrom(size_t(cellCount), -1);
    for (const auto& line : c.lines)
        for (int cell : line) {
            low[size_t(cell)] = lowest(possible(state, cell));
            high[size_t(cell)] = highest(possible(state, cell));
        }
    // A bound carried to a cell moves on to its nearest candidate (the
    // digits skipped are none of its candidates, and the sentence says so).
    const auto upTo = [&](int cell, int bound) {
        const DigitMask atLeast = possible(state, cell) & ~(digitBit(std::clamp(bound, 1, 64)) - 1);
        return atLeast ? lowest(atLeast) : bound;
    };
    const auto downTo = [&](int cell, int bound) {
        const DigitMask atMost = bound >= 64 ? possible(state, cell)
                                             : possible(state, cell) & (digitBit(std::max(bound, 0) + 1) - 1);
        return atMost ? highest(atMost) : bound;
    };
    // Bounds only grow tighter, and a thermometer has no loop: a pass per
    // cell settles them (branches meeting included).
    for (bool changed = true; changed;) {
        changed = false;
        for (const auto& line : c.lines)
            for (size_t i = 1; i < line.size(); ++i) {
                const int before = line[i - 1];
                const int after = line[i];
                if (low[size_t(before)] + rise > low[size_t(after)]) {
                    low[size_t(after)] = upTo(after, low[size_t(before)] + rise);
                    lowFrom[size_t(after)] = before;
                    changed = true;
                }
                if (high[size_t(after)] - rise < high[size_t(before)]) {
                    high[size_t(before)] = downTo(before, high[size_t(after)] - rise);
                    highFrom[size_t(before)] = after;
                    changed = true;
                }
            }
    }
    std::vector<ConstraintClaim> claims;
    for (const auto& [cell, gone] : removedByCell(step)) {
        const DigitMask below = gone & (digitBit(low[size_t(cell)]) - 1);
        const DigitMask above = gone & ~(digitBit(high[size_t(cell)] + 1) - 1);
        if ((below | above) != gone)
            return false;
        if ((below && lowFrom[size_t(cell)] < 0) || (above && highFrom[size_t(cell)] < 0))
            return false; // not a candidate the bounds removed (never so for a step's own eliminations)
        if (below) {
            const int from = lowFrom[size_t(cell)];
            claims.push_back({.cell = cell, .from = from, .atMost = false, .bound = low[size_t(cell)],
                              .fromBound = low[size_t(from)], .addends = {}});
        }
        if (above) {
            const int from = highFrom[size_t(cell)];
            claims.push_back({.cell = cell, .from = from, .atMost = true, .bound = high[size_t(cell)],
                              .fromBound = high[size_t(from)], .addends = {}});
        }
    }
    step.detail.constraintReason = int(ConstraintReason::CarriedBounds);
    step.detail.claims = std::move(claims);
    return true;
}

// --- renban: the run's window ------------------------------------------

// The runs a renban line's digits can make: a run as long as the line that
// gives every cell one of its candidates; the digits of no such run go.
bool explainByRuns(const Grid& state, const std::vector<int>& line, Step& step)
{
    const int length = int(line.size());
    const int n = state.geometry().symbolCount();
    std::vector<int> starts;
    DigitMask covered = 0;
    for (int start = 1; start + length - 1 <= n; ++start) {
        const DigitMask run = (digitBit(start + length) - 1) & ~(digitBit(start) - 1);
        if (std::all_of(line.begin(), line.end(), [&](int cell) { return (possible(state, cell) & run) != 0; })) {
            starts.push_back(start);
            covered |= run;
        }
    }
    if (starts.empty()
        || !std::all_of(step.eliminations.begin(), step.eliminations.end(),
                        [&](const CellDigit& e) { return (covered & digitBit(e.digit)) == 0; }))
        return false;
    step.detail.constraintReason = int(ConstraintReason::RenbanRuns);
    step.detail.digits = std::move(starts);
    step.detail.size = length;
    return true;
}

// The digits each cell can hold in some filling of the run starting at
// `start`, every cell a different digit of the run: the run is the one
// digit set of its length and sum that holds all of it, fitted as a cage's
// set is (cage_sums). All empty when the run has no filling; nothing when
// the fit was not made (too many cells).
std::optional<std::vector<DigitMask>> runFillings(const Grid& state, const std::vector<int>& line, int start)
{
    const int length = int(line.size());
    const DigitMask run = allDigits(start + length - 1) & ~allDigits(start - 1);
    std::vector<DigitMask> candidates;
    for (int cell : line)
        candidates.push_back(possible(state, cell) & run);
    const int sum = length * start + length * (length - 1) / 2;
    DistinctFit fit = fitDistinct(state.geometry().symbolCount(), candidates, sum, 0, run);
    if (!fit.checked)
        return std::nullopt;
    if (fit.sets.empty())
        return std::vector<DigitMask>(line.size(), 0);
    return std::move(fit.usable);
}

// The runs with a filling, each cell a different digit of the run: in each,
// what every cell that loses digits of the run can hold; no eliminated
// digit is among them in any run.
bool explainByRunFillings(const Grid& state, const std::vector<int>& line, Step& step)
{
    const int length = int(line.size());
    const int n = state.geometry().symbolCount();
    if (length < 2 || length > n)
        return false;
    const auto removed = removedByCell(step);
    std::vector<DigitMask> kept(removed.size(), 0);
    std::vector<ConstraintClaim> claims;
    std::vector<int> starts;
    for (int start = 1; start + length - 1 <= n; ++start) {
        const std::optional<std::vector<DigitMask>> fillings = runFillings(state, line, start);
        if (!fillings)
            return false;
        const std::vector<DigitMask>& usable = *fillings;
        if (usable.front() == 0)
            continue;
        starts.push_back(start);
        for (size_t r = 0; r < removed.size(); ++r) {
            const size_t at = size_t(std::find(line.begin(), line.end(), removed[r].first) - line.begin());
            if (at == line.size())
                return false;
            kept[r] |= usable[at];
            const DigitMask run = allDigits(start + length - 1) & ~allDigits(start - 1);
            if (run & removed[r].second) // else the run alone keeps the digits out
                claims.push_back({.cell = removed[r].first, .keeps = usable[at], .bound = start, .addends = {}});
        }
    }
    for (size_t r = 0; r < removed.size(); ++r)
        if (kept[r] & removed[r].second)
            return false;
    if (starts.empty())
        return false;
    step.detail.constraintReason = int(ConstraintReason::RenbanRunFillings);
    step.detail.digits = std::move(starts);
    step.detail.size = length;
    step.detail.claims = std::move(claims);
    return true;
}

bool explainByWindow(const Grid& state, const Constraint& c, Step& step)
{
    // Each line of a renban is a run of its own: the one holding every
    // eliminated cell is the one read.
    const auto holdsAll = [&](const std::vector<int>& cells) {
        return std::all_of(step.eliminations.begin(), step.eliminations.end(), [&](const CellDigit& e) {
            return std::find(cells.begin(), cells.end(), e.cell) != cells.end();
        });
    };
    const auto found = std::find_if(c.lines.begin(), c.lines.end(), holdsAll);
    if (c.kind != ConstraintKind::Renban || found == c.lines.end())
        return false;
    const auto& line = *found;
    const int reach = int(line.size()) - 1;
    int lowFrom = line.front();
    int highFrom = line.front();
    for (int cell : line) {
        if (lowest(possible(state, cell)) > lowest(possible(state, lowFrom)))
            lowFrom = cell;
        if (highest(possible(state, cell)) < highest(possible(state, highFrom)))
            highFrom = cell;
    }
    const int lowFromDigit = lowest(possible(state, lowFrom));
    const int highFromDigit = highest(possible(state, highFrom));
    const int low = lowFromDigit - reach;
    const int high = highFromDigit + reach;
    bool below = false;
    bool above = false;
    for (const CellDigit& e : step.eliminations) {
        if (e.digit < low)
            below = true;
        else if (e.digit > high)
            above = true;
        else
            return explainByRuns(state, line, step) || explainByRunFillings(state, line, step);
    }
    std::vector<ConstraintClaim> claims;
    if (below)
        claims.push_back({.from = lowFrom, .fromDigits = possible(state, lowFrom), .atMost = false, .bound = low,
                          .fromBound = lowFromDigit, .addends = {}});
    if (above)
        claims.push_back({.from = highFrom, .fromDigits = possible(state, highFrom), .atMost = true, .bound = high,
                          .fromBound = highFromDigit, .addends = {}});
    step.detail.constraintReason = int(ConstraintReason::RenbanWindow);
    step.detail.claims = std::move(claims);
    return true;
}

// --- quadruple: as many digits missing as open cells --------------------

// A quadruple whose open cells are as many as the digits it still lacks
// (what it lists, less what its placed cells hold): they take exactly
// those, so every other digit goes from them.
bool explainByQuadrupleDigits(const Grid& state, const Constraint& c, Step& step)
{
    if (c.lines.empty())
        return false;
    // Named references, not a structured binding: clang 14 cannot capture one.
    QuadrupleLack lack = quadrupleLack(state, c);
    std::vector<int>& open = lack.open;
    std::vector<int>& missing = lack.missing;
    if (missing.empty() || missing.size() != open.size())
        return false;
    DigitMask fits = 0;
    for (int digit : missing)
        fits |= digitBit(digit);
    if (!std::all_of(step.eliminations.begin(), step.eliminations.end(), [&](const CellDigit& e) {
            return std::find(open.begin(), open.end(), e.cell) != open.end() && !(fits & digitBit(e.digit));
        }))
        return false;
    step.detail.constraintReason = int(ConstraintReason::QuadrupleFilled);
    step.detail.digits = std::move(missing);
    return true;
}

} // namespace

namespace {

// The reason of the constraint's kind that explains every elimination of
// the step, given to it; false, and the step as it was, when none does.
bool explainWhole(const Grid& state, const Constraint& c, Step& step)
{
    switch (c.kind) {
    case ConstraintKind::WhiteDot:
    case ConstraintKind::BlackDot:
    case ConstraintKind::XV:
    case ConstraintKind::Whispers:
    case ConstraintKind::Palindrome:
    case ConstraintKind::Clone:
    case ConstraintKind::Minimum:
    case ConstraintKind::Maximum: return explainByPartners(state, c, step);
    case ConstraintKind::Thermometer:
    case ConstraintKind::SlowThermometer: return explainByCarriedBounds(state, c, step);
    case ConstraintKind::Arrow:
    case ConstraintKind::LittleKiller:
    case ConstraintKind::RegionSumLine:
    case ConstraintKind::ZipperLine: return explainBySums(state, c, step);
    case ConstraintKind::Renban: return explainByWindow(state, c, step);
    case ConstraintKind::BetweenLine:
        return explainByBetween(state, c, step) || explainByBetweenWays(state, c, step);
    case ConstraintKind::Quadruple:
        return explainByQuadrupleDigits(state, c, step) || explainByQuadrupleSubsets(state, c, step);
    case ConstraintKind::Distinct: return explainByDistinctSubsets(state, c, step);
    case ConstraintKind::EntropicLine:
    case ConstraintKind::ModularLine: return explainByClassPlaces(state, c, step);
    case ConstraintKind::XSum: return explainByXSumSets(state, c, step);
    case ConstraintKind::Sandwich:
        return explainBySandwichLengths(state, c, step) || explainBySandwichWays(state, c, step);
    case ConstraintKind::Skyscraper:
        return explainBySkyscraperPlaces(state, c, step) || explainBySkyscraperRise(state, c, step)
            || explainBySkyscraperCount(state, c, step);
    case ConstraintKind::Lockout:
        // Its ends apart by the clue, as partners; or its middle out of their
        // range; or the few pairs its ends can hold.
        return explainByPartners(state, c, step) || explainByLockoutSpan(state, c, step)
            || explainByLockoutWays(state, c, step);
    default: return false;
    }
}

// The reasons that follow a case (along a whispers or between line, or a
// minimum or maximum cell's neighbours, from cell to cell; or an arrow's
// sums): read only where no reason above explains any part of the step,
// as a case asks more of a player than a rule read straight off the
// candidates.
bool explainWholeByCases(const Grid& state, const Constraint& c, Step& step)
{
    switch (c.kind) {
    case ConstraintKind::Whispers:
    case ConstraintKind::Minimum:
    case ConstraintKind::Maximum: return explainByPartnerCases(state, c, step);
    case ConstraintKind::Arrow: return explainByArrowCases(state, c, step);
    case ConstraintKind::BetweenLine: return explainByBetweenCases(state, c, step);
    default: return false;
    }
}

// Explains the whole step by one of `reasons`, or else its plain part: the
// eliminations one reason explains each alone, as many as the reason that
// explains the most takes together. False, and the step as it was, when
// no reason explains any elimination.
template <typename Reasons>
bool explainWholeOrPart(const Grid& state, const Constraint& c, Step& step, Reasons reasons)
{
    if (reasons(state, c, step))
        return true;
    std::vector<std::pair<int, std::vector<CellDigit>>> byReason;
    for (const CellDigit& e : step.eliminations) {
        Step alone = step;
        alone.eliminations = {e};
        if (!reasons(state, c, alone))
            continue;
        const int reason = alone.detail.constraintReason;
        auto at = std::find_if(byReason.begin(), byReason.end(), [reason](const auto& entry) { return entry.first == reason; });
        if (at == byReason.end())
            byReason.push_back({reason, {e}});
        else
            at->second.push_back(e);
    }
    std::stable_sort(byReason.begin(), byReason.end(),
                     [](const auto& a, const auto& b) { return a.second.size() > b.second.size(); });
    for (auto& [reason, eliminations] : byReason) {
        Step part = step;
        part.eliminations = std::move(eliminations);
        if (reasons(state, c, part)) {
            step = std::move(part);
            return true;
        }
    }
    return false;
}

} // namespace

void explainConstraintFit(const Grid& state, int index, Step& step)
{
    const Geometry& g = state.geometry();
    if (index < 0 || index >= int(g.constraints().size()) || step.eliminations.empty())
        return;
    const Constraint& c = g.constraints()[size_t(index)];
    // No reason may explain the whole step. A player takes the plain part
    // first; the rest goes at a later step, when the plain part may have
    // made it plain too. A case followed from cell to cell comes last.
    if (!explainWholeOrPart(state, c, step, explainWhole))
        explainWholeOrPart(state, c, step, explainWholeByCases);
}

} // namespace pm::logic
