// SPDX-License-Identifier: GPL-3.0-or-later
// Forcing chains: follow every case of a choice with singles alone
// (propagation.h); whatever holds in every case holds. A case whose singles
// break the grid is impossible, and its candidate is false.
#include "core/logic/branch_cache.h"
#include "core/logic/finders.h"
#include "core/logic/forcing_cases.h"

#include <algorithm>
#include <memory>

namespace pm::logic {

namespace {

using Branches = std::vector<const Branch*>;

// Where singles took each case, and whether one of them broke the grid.
struct Outcomes {
    std::vector<const Grid*> states;
    bool anyBroken = false;

    void add(const CaseOutcome& outcome)
    {
        states.push_back(&outcome.state);
        anyBroken |= outcome.broken;
    }
};

// Records each case: detail.implications holds, case after case, the
// placements that lead to the case's contradiction or to the step's
// conclusions (not everything singles filled on the way); detail.cells /
// detail.digits name each case's candidate (in that order) and detail.size
// the number of cases.
void describe(const LogicContext& ctx, Step& step, const Branches& branches)
{
    step.detail.assumption = branches.front()->assumption;
    step.detail.assumedTrue = branches.front()->assumedTrue;
    step.detail.size = int(branches.size());
    for (const Branch* b : branches) {
        step.detail.cells.push_back(b->assumption.cell);
        step.detail.digits.push_back(b->assumption.digit);
        step.pattern.candidates.push_back({b->assumption.cell, b->assumption.digit, Role::Assumption});
        for (const CellDigit& p : supportingPlacements(ctx.grid(), b->assumption, b->assumedTrue, b->trace,
                                                        step.placements, step.eliminations)) {
            step.detail.implications.push_back(p);
            step.pattern.candidates.push_back({p.cell, p.digit, Role::Link});
        }
    }
    for (const CellDigit& e : step.eliminations)
        step.pattern.candidates.push_back({e.cell, e.digit, Role::Target});
    for (const CellDigit& p : step.placements)
        step.pattern.candidates.push_back({p.cell, p.digit, Role::Placement});
}

// Big grids make every case a long propagation; the forcing family stays
// on the sizes where a hint must come quickly.
bool tooBig(const LogicContext& ctx)
{
    return ctx.size() > 16;
}

// Cell Forcing Chain: r4c4 holds 3 or 5. If 3: r4c7 = 5, r9c7 = 2. If 5:
// r6c5 = 3, r6c7 = 4, r9c7 = 2. Either way r9c7 = 2. (A case that breaks
// the grid belongs to the Digit Forcing Chain's contradiction.)
void findCellForcing(const LogicContext& ctx, StepSink& sink)
{
    if (tooBig(ctx))
        return;
    bool more = true;
    ctx.emptyCells().forEach([&](int cell) {
        const DigitMask mask = ctx.candidates(cell);
        if (!more || digitCount(mask) < 2 || digitCount(mask) > 4 || ctx.stopRequested())
            return;
        Outcomes outcomes;
        for (DigitMask m = mask; m && !outcomes.anyBroken; m &= m - 1)
            outcomes.add(caseOutcome(ctx, {cell, firstDigit(m)}, true));
        if (outcomes.anyBroken)
            return;
        Step step = commonConclusions(ctx, outcomes.states);
        if (step.placements.empty() && step.eliminations.empty())
            return;
        Branches branches;
        for (DigitMask m = mask; m; m &= m - 1)
            branches.push_back(&followCase(ctx, {cell, firstDigit(m)}, true));
        step.technique = Technique::CellForcingChain;
        step.pattern.cells.push_back({cell, Role::Base});
        describe(ctx, step, branches);
        more = sink.add(std::move(step));
    });
}

// House Forcing Chain: in row 3, 6 fits only in r3c2, r3c5 and r3c8; in
// each case singles lead to r7c5 <> 1, so r7c5 loses 1.
// detail.houses = {the house}.
void findHouseForcing(const LogicContext& ctx, StepSink& sink)
{
    if (tooBig(ctx))
        return;
    const auto& houses = ctx.geometry().houses();
    for (int h = 0; h < int(houses.size()); ++h) {
        if (ctx.stopRequested())
            return;
        for (int digit = 1; digit <= ctx.size(); ++digit) {
            const std::uint64_t where = ctx.positions(h, digit);
            if ((ctx.placedIn(h) & digitBit(digit)) || digitCount(where) < 2 || digitCount(where) > 4)
                continue;
            Outcomes outcomes;
            for (std::uint64_t w = where; w && !outcomes.anyBroken; w &= w - 1)
                outcomes.add(caseOutcome(ctx, {houses[h].cells[std::countr_zero(w)], digit}, true));
            if (outcomes.anyBroken)
                continue;
            Step step = commonConclusions(ctx, outcomes.states);
            if (step.placements.empty() && step.eliminations.empty())
                continue;
            Branches branches;
            for (std::uint64_t w = where; w; w &= w - 1)
                branches.push_back(&followCase(ctx, {houses[h].cells[std::countr_zero(w)], digit}, true));
            step.technique = Technique::HouseForcingChain;
            step.detail.houses = {h};
            step.pattern.houses.push_back({h, Role::Base});
            describe(ctx, step, branches);
            if (!sink.add(std::move(step)))
                return;
        }
    }
}

// Digit Forcing Chain. Contradiction (variantType 0): if r2c5 were 7, then
// r2c1 = 4, r5c1 = 7 ... and r5c9 would have no candidate left, so r2c5 is
// not 7 (or, from "were not 7", r2c5 = 7; detail.assumedTrue tells). Verity (variantType 1): whether r2c5 is 7 or not, singles reach
// r8c8 = 3, so r8c8 = 3. Contradiction fills contradictionCell / House /
// Digit as what-if does.
void findDigitForcing(const LogicContext& ctx, StepSink& sink)
{
    if (tooBig(ctx))
        return;
    bool more = true;
    ctx.emptyCells().forEach([&](int cell) {
        if (!more || ctx.stopRequested())
            return;
        for (DigitMask m = ctx.candidates(cell); m && more; m &= m - 1) {
            const CellDigit candidate{cell, firstDigit(m)};
            // The cases told: the one that breaks the grid, or both.
            const CaseOutcome on = caseOutcome(ctx, candidate, true);
            Branches branches;
            Step step;
            if (on.broken) {
                branches = {&followCase(ctx, candidate, true)};
            } else {
                if (digitCount(ctx.candidates(cell)) < 2)
                    continue;
                const CaseOutcome off = caseOutcome(ctx, candidate, false);
                if (off.broken) {
                    branches = {&followCase(ctx, candidate, false)};
                } else {
                    step = commonConclusions(ctx, {&on.state, &off.state});
                    if (step.placements.empty() && step.eliminations.empty())
                        continue;
                    branches = {&followCase(ctx, candidate, true), &followCase(ctx, candidate, false)};
                }
            }
            if (branches.size() == 1) {
                const auto& broken = branches.front()->trace.contradiction;
                if (branches.front()->assumedTrue)
                    step.eliminations.push_back(candidate);
                else
                    step.placements.push_back(candidate);
                step.detail.variantType = 0;
                step.detail.contradictionCell = broken->cell;
                step.detail.contradictionHouse = broken->house;
                step.detail.contradictionDigit = broken->digit;
                if (broken->cell >= 0)
                    step.pattern.cells.push_back({broken->cell, Role::Contradiction});
                if (broken->house >= 0)
                    step.pattern.houses.push_back({broken->house, Role::Contradiction});
            } else {
                step.detail.variantType = 1;
            }
            step.technique = Technique::DigitForcingChain;
            describe(ctx, step, branches);
            more = sink.add(std::move(step));
        }
    });
}

constexpr FinderEntry kFinders[] = {
    {Technique::CellForcingChain, findCellForcing},
    {Technique::HouseForcingChain, findHouseForcing},
    {Technique::DigitForcingChain, findDigitForcing},
};

} // namespace

std::span<const FinderEntry> forcingFinders()
{
    return kFinders;
}

} // namespace pm::logic
