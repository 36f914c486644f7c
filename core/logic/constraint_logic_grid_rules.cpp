// SPDX-License-Identifier: GPL-3.0-or-later
// The variant rules of the whole grid (anti-knight, anti-king,
// non-consecutive, disjoint groups, no black dot or X/V where none is
// drawn): they have no cells of their own, but tie pairs of cells, each
// pair as the kind compiles it for the exact search (constraint_pairs). A
// cell's digits then rule out the digits of its partners that go with none
// of them.
#include "core/logic/constraint_pairs.h"
#include "core/logic/finders.h"
#include "core/logic/step_marks.h"

#include <algorithm>

namespace pm::logic {

namespace {

// The rules read pair by pair: those of the whole grid, and the indexers,
// whose cells point at cells outside their own.
bool isGridRule(ConstraintKind kind)
{
    return kind >= ConstraintKind::AntiKnight || kind == ConstraintKind::RowIndexer
        || kind == ConstraintKind::ColumnIndexer || kind == ConstraintKind::BoxIndexer;
}

// Grid rule: under the anti-knight rule, r1c1 holds 5, so no cell a knight's
// move away holds 5: 5 goes from r2c3 and r3c2. Under non-consecutive, r4c4
// holds 5, so 4 and 6 go from its orthogonal neighbours; were r4c4 only 4
// or 6, 5 would go from them (it sits beside both). A row indexer's r2c1
// holding 7 puts 2 in r7c1. In general a partner keeps the digits that go
// beside some digit the cell can hold.
//
// detail: constraint = the rule's index in Geometry::constraints(), cells =
// {the cell}, digits = the digits it can hold (its value if placed).
// pattern: the cell as Base (its digits as Base candidates when it is
// empty), the candidates that go as Target.
void findGridRule(const LogicContext& ctx, StepSink& sink)
{
    if (!ctx.geometry().hasConstraints())
        return;
    const ConstraintPairs& pairs = constraintPairs(ctx);
    const auto& constraints = ctx.geometry().constraints();
    for (int index = 0; index < int(constraints.size()); ++index) {
        if (!isGridRule(constraints[size_t(index)].kind))
            continue;
        for (int cell = 0; cell < ctx.cellCount(); ++cell) {
            const int value = ctx.grid().value(cell);
            const DigitMask digits = value ? digitBit(value) : ctx.candidates(cell);
            if (digits == 0)
                continue; // an empty cell without candidates: the contradiction test's
            Step step;
            step.technique = Technique::GridRule;
            for (const ConstraintPartner& partner : pairs.partners[size_t(cell)]) {
                if (partner.constraint != index || !ctx.isEmpty(partner.cell))
                    continue;
                DigitMask beside = 0;
                for (DigitMask m = digits; m; m &= m - 1)
                    beside |= partner.allowedBeside[size_t(firstDigit(m))];
                addEliminations(step, partner.cell, ctx.candidates(partner.cell) & ~beside);
            }
            if (step.eliminations.empty())
                continue;
            step.detail.constraint = index;
            step.detail.cells = {cell};
            for (DigitMask m = digits; m; m &= m - 1)
                step.detail.digits.push_back(firstDigit(m));
            step.pattern.cells.push_back({cell, Role::Base});
            if (!value)
                for (int digit : step.detail.digits)
                    step.pattern.candidates.push_back({cell, digit, Role::Base});
            if (!sink.add(std::move(step)))
                return;
        }
        if (ctx.stopRequested())
            return;
    }
}

constexpr FinderEntry kFinders[] = {
    {Technique::GridRule, findGridRule},
};

} // namespace

std::span<const FinderEntry> gridRuleFinders()
{
    return kFinders;
}

} // namespace pm::logic
