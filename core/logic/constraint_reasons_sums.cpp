// SPDX-License-Identifier: GPL-3.0-or-later
// The plain reasons of sums (constraint_reasons.h): an arrow's circle and
// cells held between the least and the most their sum allows, and a little
// killer's combination table.
#include "core/logic/constraint_reasons.h"
#include "core/logic/constraint_reasons_internal.h"

#include "core/geometry.h"

#include <algorithm>
#include <cstdlib>
#include <optional>

namespace pm::logic::reasons {

namespace {

// --- sums: arrows and little killers -----------------------------------

// The least (or most) total of the cells over fillings from their
// possible digits, cells sharing a house different, and the filling's
// digits; nothing when none exists or the search runs long.
std::optional<std::vector<int>> extremeFilling(const Grid& state, const std::vector<int>& cells, bool most)
{
    const Geometry& g = state.geometry();
    const size_t count = cells.size();
    std::vector<DigitMask> domains;
    for (int cell : cells)
        domains.push_back(possible(state, cell));
    // What the cells from i on add up to at best, each on its own: the bound
    // that prunes.
    std::vector<int> bestRest(count + 1, 0);
    for (size_t i = count; i-- > 0;)
        bestRest[i] = bestRest[i + 1] + (most ? highest(domains[i]) : lowest(domains[i]));
    std::vector<int> digits(count, 0), found;
    int bestTotal = 0;
    long nodes = 0;
    constexpr long kBudget = 200000;
    auto better = [&](int a, int b) { return most ? a > b : a < b; };
    auto search = [&](auto&& self, size_t i, int total) -> void {
        if (++nodes > kBudget)
            return;
        if (!found.empty() && !better(total + bestRest[i], bestTotal))
            return;
        if (i == count) {
            found = digits;
            bestTotal = total;
            return;
        }
        std::vector<int> order = digitsOf(domains[i]);
        if (most)
            std::reverse(order.begin(), order.end());
        for (int d : order) {
            bool clash = false;
            for (size_t j = 0; j < i && !clash; ++j)
                clash = digits[j] == d && g.arePeers(cells[i], cells[j]);
            if (clash)
                continue;
            digits[i] = d;
            self(self, i + 1, total + d);
        }
    };
    search(search, 0, 0);
    if (nodes > kBudget || found.empty())
        return std::nullopt;
    return found;
}

int total(const std::vector<int>& digits)
{
    int sum = 0;
    for (int d : digits)
        sum += d;
    return sum;
}

// A cell of a sum held between `least` and `most` for its whole sum: the
// claims on it, appended, when its eliminations all fall outside; false
// otherwise. `circle` is the cell holding the total (-1: a clue).
bool boundSumCell(const Grid& state, int cell, DigitMask gone, const std::vector<int>& others, int circle,
                  int least, int most, std::vector<ConstraintClaim>& claims)
{
    DigitMask left = gone;
    std::vector<ConstraintClaim> added;
    {
        const auto othersLeast = extremeFilling(state, others, false);
        if (othersLeast) {
            const int bound = most - total(*othersLeast);
            if (bound >= 1 && bound < 64)
                if (const DigitMask above = left & ~(digitBit(bound + 1) - 1); above) {
                    added.push_back({.cell = cell, .from = circle, .atMost = true, .bound = bound,
                                     .fromBound = most, .addends = *othersLeast});
                    left &= ~above;
                }
        }
    }
    if (left) {
        const auto othersMost = extremeFilling(state, others, true);
        if (othersMost) {
            const int bound = least - total(*othersMost);
            if (bound > 1 && bound < 64)
                if (const DigitMask below = left & (digitBit(bound) - 1); below) {
                    added.push_back({.cell = cell, .from = circle, .atMost = false, .bound = bound,
                                     .fromBound = least, .addends = *othersMost});
                    left &= ~below;
                }
        }
    }
    if (left)
        return false;
    claims.insert(claims.end(), added.begin(), added.end());
    return true;
}

// Whether the cells can take the digits of `set`, one each, from what
// they can hold.
bool fitsCells(const Grid& state, const std::vector<int>& cells, DigitMask set, size_t from = 0)
{
    if (from == cells.size())
        return set == 0;
    for (DigitMask m = possible(state, cells[from]) & set; m; m &= m - 1)
        if (fitsCells(state, cells, set & ~(m & -m), from + 1))
            return true;
    return false;
}

// A little killer whose cells all see each other: they hold different
// digits adding up to its total, a set from the combination table; the
// digits of no set its cells can take go.
bool explainByCombinations(const Grid& state, const Constraint& c, Step& step)
{
    if (c.kind != ConstraintKind::LittleKiller || c.lines.size() != 1 || c.values.empty())
        return false;
    const Geometry& g = state.geometry();
    const auto& cells = c.lines[0];
    for (size_t a = 0; a < cells.size(); ++a)
        for (size_t b = a + 1; b < cells.size(); ++b)
            if (!g.arePeers(cells[a], cells[b]))
                return false;
    const int n = g.symbolCount();
    if (n > 16)
        return false;
    std::vector<std::uint64_t> sets;
    DigitMask used = 0;
    for (DigitMask set = 1; set < (DigitMask(1) << n); ++set) {
        if (digitCount(set) != int(cells.size()))
            continue;
        int sum = 0;
        for (int d : digitsOf(set))
            sum += d;
        if (sum == c.values.front() && fitsCells(state, cells, set)) {
            sets.push_back(set);
            used |= set;
        }
    }
    if (sets.empty() || std::any_of(step.eliminations.begin(), step.eliminations.end(),
                                    [&](const CellDigit& e) { return (used & digitBit(e.digit)) != 0; }))
        return false;
    step.detail.constraintReason = int(ConstraintReason::SumCombinations);
    step.detail.sum = c.values.front();
    step.detail.size = int(cells.size());
    step.detail.digitSets = std::move(sets);
    return true;
}

} // namespace

bool explainBySums(const Grid& state, const Constraint& c, Step& step)
{
    if (explainByCombinations(state, c, step))
        return true;
    std::vector<ConstraintClaim> claims;
    const auto removed = removedByCell(step);
    if (c.kind == ConstraintKind::LittleKiller) {
        if (c.lines.size() != 1 || c.values.empty())
            return false;
        const auto& cells = c.lines[0];
        for (const auto& [cell, gone] : removed) {
            std::vector<int> others;
            for (int other : cells)
                if (other != cell)
                    others.push_back(other);
            if (!boundSumCell(state, cell, gone, others, -1, c.values.front(), c.values.front(), claims))
                return false;
        }
    } else {
        // An arrow with a one-cell circle: its total is one digit. Each arrow
        // (the f-puzzles lines start in the circle) adds up to it.
        if (c.kind != ConstraintKind::Arrow || c.lines.size() < 2 || c.lines[0].size() != 1)
            return false;
        const int circle = c.lines[0][0];
        std::vector<std::vector<int>> arrows;
        for (size_t l = 1; l < c.lines.size(); ++l) {
            std::vector<int> arrow;
            for (int cell : c.lines[l])
                if (cell != circle)
                    arrow.push_back(cell);
            arrows.push_back(std::move(arrow));
        }
        const DigitMask circleDigits = possible(state, circle);
        for (const auto& [cell, gone] : removed) {
            if (cell == circle) {
                // The largest least and the smallest most over its arrows.
                std::optional<std::vector<int>> least, most;
                for (const auto& arrow : arrows) {
                    const auto arrowLeast = extremeFilling(state, arrow, false);
                    const auto arrowMost = extremeFilling(state, arrow, true);
                    if (!arrowLeast || !arrowMost)
                        return false;
                    if (!least || total(*arrowLeast) > total(*least))
                        least = arrowLeast;
                    if (!most || total(*arrowMost) < total(*most))
                        most = arrowMost;
                }
                DigitMask left = gone;
                const int low = total(*least);
                const int high = total(*most);
                if (const DigitMask below = low < 64 ? left & (digitBit(low) - 1) : left; below) {
                    claims.push_back({.cell = cell, .atMost = false, .bound = low, .addends = *least});
                    left &= ~below;
                }
                if (high < 64)
                    if (const DigitMask above = left & ~(digitBit(high + 1) - 1); above) {
                        claims.push_back({.cell = cell, .atMost = true, .bound = high, .addends = *most});
                        left &= ~above;
                    }
                if (left)
                    return false;
                continue;
            }
            // A copy: clang 14 (the fuzz build's) cannot capture a structured binding.
            const int onArrow = cell;
            const auto arrow = std::find_if(arrows.begin(), arrows.end(), [&](const std::vector<int>& cells) {
                return std::find(cells.begin(), cells.end(), onArrow) != cells.end();
            });
            if (arrow == arrows.end())
                return false;
            std::vector<int> others;
            for (int other : *arrow)
                if (other != cell)
                    others.push_back(other);
            if (!boundSumCell(state, cell, gone, others, circle, lowest(circleDigits), highest(circleDigits),
                              claims))
                return false;
        }
    }
    step.detail.constraintReason = int(ConstraintReason::SumBounds);
    step.detail.claims = std::move(claims);
    return true;
}

} // namespace pm::logic::reasons
