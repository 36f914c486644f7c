// SPDX-License-Identifier: GPL-3.0-or-later
// Intersections (locked candidates): when a digit's places in one house all
// lie inside a second house, the digit can go nowhere else in the second.
#include "core/logic/finders.h"
#include "core/logic/step_marks.h"

namespace pm::logic {

namespace {

bool isBox(HouseKind kind)
{
    return kind == HouseKind::Box || kind == HouseKind::Region;
}

// Pointing: in box 1, 3 fits only in row 2 (r2c1, r2c3), so 3 goes from the
// rest of row 2: r2c7 and r2c9. Claiming: in row 2, 3 fits only inside box 1,
// so 3 goes from the rest of box 1. Both are one search over house pairs
// (A, B): A's places for the digit all lie in B; eliminations are in B - A.
// Pointing when A is a box; claiming otherwise (a line, or an extra house).
template <Technique technique>
void findLockedCandidates(const LogicContext& ctx, StepSink& sink)
{
    const auto& houses = ctx.geometry().houses();
    CountingSink counted(sink);
    for (int a = 0; a < int(houses.size()); ++a) {
        if (isBox(houses[a].kind) != (technique == Technique::LockedCandidatesPointing))
            continue;
        for (int digit = 1; digit <= ctx.size(); ++digit) {
            // A house and digit read only the digit's candidates: unchanged
            // since they gave nothing, they give nothing (LogicContext::digitStamp).
            const int part = a * (ctx.size() + 1) + digit;
            const std::uint64_t stamp = ctx.digitStamp(digit);
            if (ctx.foundNothing(technique, part, stamp))
                continue;
            const int before = counted.count();
            const std::uint64_t where = ctx.positions(a, digit);
            if (digitCount(where) < 2)
                continue;
            const CellSet inA = ctx.cellsWithIn(a, digit);
            for (int b : ctx.commonHouses(inA)) {
                if (b == a)
                    continue;
                const CellSet targets = ctx.cellsWithIn(b, digit) - inA;
                if (targets.empty())
                    continue;
                Step step;
                step.technique = technique;
                step.detail.digits = {digit};
                step.detail.houses = {a, b};
                step.pattern.houses = {{a, Role::Base}, {b, Role::Cover}};
                inA.forEach([&](int cell) {
                    step.pattern.candidates.push_back({cell, digit, Role::Base});
                    step.detail.cells.push_back(cell);
                });
                addEliminations(step, targets, digit);
                if (!counted.add(std::move(step)))
                    return;
            }
            if (counted.count() == before)
                ctx.noteNothing(technique, part, stamp);
        }
    }
}

constexpr FinderEntry kFinders[] = {
    {Technique::LockedCandidatesPointing, findLockedCandidates<Technique::LockedCandidatesPointing>},
    {Technique::LockedCandidatesClaiming, findLockedCandidates<Technique::LockedCandidatesClaiming>},
};

} // namespace

std::span<const FinderEntry> intersectionFinders()
{
    return kFinders;
}

} // namespace pm::logic
