// SPDX-License-Identifier: GPL-3.0-or-later
// Subsets: k cells of a house that together hold only k digits (naked), or k
// digits of a house that together fit only in k cells (hidden).
#include "core/logic/combinations.h"
#include "core/logic/finders.h"
#include "core/logic/step_marks.h"

#include <algorithm>
#include <array>

namespace pm::logic {

namespace {

constexpr Technique nakedTechnique(int k, bool locked)
{
    if (locked)
        return k == 2 ? Technique::LockedPair : Technique::LockedTriple;
    return k == 2 ? Technique::NakedPair : k == 3 ? Technique::NakedTriple : Technique::NakedQuad;
}

bool isBoxAndLine(const Geometry& g, const std::vector<int>& common)
{
    bool box = false, line = false;
    for (int h : common) {
        const HouseKind kind = g.houses()[h].kind;
        box |= kind == HouseKind::Box || kind == HouseKind::Region;
        line |= kind == HouseKind::Row || kind == HouseKind::Column;
    }
    return box && line;
}

// The naked subset of `chosen` (holding `digits`) seen from its common
// houses: its pattern and its eliminations (none: no step).
Step nakedStep(const LogicContext& ctx, Technique technique, std::span<const int> chosen, DigitMask digits,
               const CellSet& set, const std::vector<int>& common)
{
    Step step;
    step.technique = technique;
    step.detail.size = int(chosen.size());
    step.detail.cells.assign(chosen.begin(), chosen.end());
    step.detail.houses = common;
    for (DigitMask m = digits; m; m &= m - 1)
        step.detail.digits.push_back(firstDigit(m));
    for (int house : common)
        step.pattern.houses.push_back({house, Role::Base});
    for (int cell : chosen)
        for (int digit : step.detail.digits)
            if (ctx.hasCandidate(cell, digit))
                step.pattern.candidates.push_back({cell, digit, Role::Base});
    CellSet targets = ctx.emptySet();
    for (int house : common)
        targets |= ctx.houseCells(house);
    targets = (targets & ctx.emptyCells()) - set;
    targets.forEach([&](int cell) {
        for (int digit : step.detail.digits)
            if (ctx.hasCandidate(cell, digit))
                addElimination(step, cell, digit);
    });
    return step;
}

// Naked pair: r1c4 and r1c6 both hold only {3,8}, so 3 and 8 go from the rest
// of row 1. A locked pair (or triple) is a naked subset inside both a box and
// a line: it clears both houses. The eliminations cover every house that
// holds all k cells.
template <int k, bool locked>
void findNakedSubset(const LogicContext& ctx, StepSink& sink)
{
    constexpr Technique technique = nakedTechnique(k, locked);
    const auto& houses = ctx.geometry().houses();
    CountingSink counted(sink);
    std::array<int, Geometry::kMaxSize> cells{};
    std::array<int, k> chosen{};
    for (int h = 0; h < int(houses.size()); ++h) {
        // The search reads the house's cells and, for eliminations, the
        // houses meeting it: unchanged since it gave nothing, it gives
        // nothing (LogicContext::meetingStamp).
        const std::uint64_t stamp = ctx.meetingStamp(h);
        if (ctx.foundNothing(technique, h, stamp))
            continue;
        const int before = counted.count();
        int count = 0;
        for (int cell : houses[h].cells) {
            const int candidates = digitCount(ctx.candidates(cell));
            if (candidates >= 2 && candidates <= k)
                cells[size_t(count++)] = cell;
        }
        // Locked and plain subsets of one size are the same search told
        // apart at the end: the locked search notes whether a plain one
        // would have been a step here, so that the plain search skips a
        // house with none (as its own note would).
        bool plainFound = false;
        const auto visit = [&](DigitMask digits) {
            CellSet set = ctx.emptySet();
            for (int cell : chosen)
                set.insert(cell);
            const std::vector<int> common = ctx.commonHouses(set);
            // Locked subsets are pairs and triples; a quad in a box and line is
            // still called a naked quad.
            const bool isLocked = k <= 3 && isBoxAndLine(ctx.geometry(), common);
            // Report each subset once: from its first common house.
            if (common.front() != h)
                return true;
            if (isLocked != locked) {
                if (locked && !plainFound)
                    plainFound = !nakedStep(ctx, nakedTechnique(k, false), chosen, digits, set, common)
                                      .eliminations.empty();
                return true;
            }
            Step step = nakedStep(ctx, technique, chosen, digits, set, common);
            if (step.eliminations.empty())
                return true;
            return counted.add(std::move(step));
        };
        // k cells depth-first in ascending order (the order subsets are
        // reported in); a partial choice holding more than k digits is
        // dropped with every choice that extends it, none of them naked.
        const auto choose = [&](auto&& self, int from, int depth, DigitMask digits) -> bool {
            if (depth == k)
                return digitCount(digits) != k || visit(digits);
            for (int i = from; i <= count - (k - depth); ++i) {
                const DigitMask more = digits | ctx.candidates(cells[size_t(i)]);
                if (digitCount(more) > k)
                    continue;
                chosen[size_t(depth)] = cells[size_t(i)];
                if (!self(self, i + 1, depth + 1, more))
                    return false;
            }
            return true;
        };
        if (!choose(choose, 0, 0, 0) || ctx.stopRequested())
            return;
        if (counted.count() == before)
            ctx.noteNothing(technique, h, stamp);
        if (locked && !plainFound)
            ctx.noteNothing(nakedTechnique(k, false), h, stamp);
    }
}

// Hidden pair: in column 7, 2 and 6 fit only in r3c7 and r8c7, so every other
// candidate goes from those two cells.
template <int k>
void findHiddenSubset(const LogicContext& ctx, StepSink& sink)
{
    const auto& houses = ctx.geometry().houses();
    const Technique technique = k == 2 ? Technique::HiddenPair : k == 3 ? Technique::HiddenTriple : Technique::HiddenQuad;
    CountingSink counted(sink);
    for (int h = 0; h < int(houses.size()); ++h) {
        // The search reads only the house's own cells: unchanged since it
        // gave nothing, it gives nothing (LogicContext::houseStamp).
        const std::uint64_t stamp = ctx.houseStamp(h);
        if (ctx.foundNothing(technique, h, stamp))
            continue;
        const int before = counted.count();
        std::vector<int> digits;
        int empties = 0;
        for (int cell : houses[h].cells)
            empties += ctx.isEmpty(cell);
        if (empties <= k)
            continue; // nothing left to hide among
        for (int digit = 1; digit <= ctx.size(); ++digit) {
            const int count = digitCount(ctx.positions(h, digit));
            if (count >= 2 && count <= k)
                digits.push_back(digit);
        }
        const bool more = forEachCombination(digits, k, [&](std::span<const int> chosen) {
            std::uint64_t where = 0;
            DigitMask chosenMask = 0;
            for (int digit : chosen) {
                where |= ctx.positions(h, digit);
                chosenMask |= digitBit(digit);
            }
            if (digitCount(where) != k)
                return true;
            Step step;
            step.technique = technique;
            step.detail.size = k;
            step.detail.digits.assign(chosen.begin(), chosen.end());
            step.detail.houses = {h};
            step.pattern.houses.push_back({h, Role::Base});
            for (std::uint64_t w = where; w; w &= w - 1) {
                const int cell = houses[h].cells[std::countr_zero(w)];
                step.detail.cells.push_back(cell);
                for (DigitMask m = ctx.candidates(cell); m; m &= m - 1) {
                    const int digit = firstDigit(m);
                    if (chosenMask & digitBit(digit)) {
                        step.pattern.candidates.push_back({cell, digit, Role::Base});
                    } else {
                        addElimination(step, cell, digit);
                    }
                }
            }
            if (step.eliminations.empty())
                return true;
            return counted.add(std::move(step));
        });
        if (!more || ctx.stopRequested())
            return;
        if (counted.count() == before)
            ctx.noteNothing(technique, h, stamp);
    }
}

constexpr FinderEntry kFinders[] = {
    {Technique::LockedPair, findNakedSubset<2, true>},
    {Technique::LockedTriple, findNakedSubset<3, true>},
    {Technique::NakedPair, findNakedSubset<2, false>},
    {Technique::HiddenPair, findHiddenSubset<2>},
    {Technique::NakedTriple, findNakedSubset<3, false>},
    {Technique::HiddenTriple, findHiddenSubset<3>},
    {Technique::NakedQuad, findNakedSubset<4, false>},
    {Technique::HiddenQuad, findHiddenSubset<4>},
};

} // namespace

std::span<const FinderEntry> subsetFinders()
{
    return kFinders;
}

} // namespace pm::logic
