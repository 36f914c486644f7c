// SPDX-License-Identifier: GPL-3.0-or-later
// Constraints that share cells, searched together: a chain of kropki dots,
// a thermometer and the arrow that shares its bulb, two lines crossing. Each
// alone allows more than the two at once, since one filling must keep both
// rules, give cells that see each other different digits, and keep the
// rules of the whole grid between its cells (no consecutive digits where no
// dot is drawn). The single fits (constraint_logic.cpp) come first in the
// search; this one says what only the constraints taken together say.
#include "core/logic/constraint_fit.h"
#include "core/logic/constraint_logic.h"
#include "core/logic/finders.h"
#include "core/logic/step_marks.h"

#include <algorithm>

namespace pm::logic {

namespace {

// Cells a joint search may fill: a chain of four dots has five, a
// thermometer with the arrow on its bulb a dozen at most. Larger unions
// wait until their cells fill in.
constexpr int kMaxEmptyCells = 10;
// Nodes for one group: its rules are short, and a search that would take
// more is left to the chains.
constexpr long kGroupBudget = 60000;

// The groups a geometry offers, fixed for its life, so that a group keeps
// its number from state to state (LogicContext::foundNothing): every two
// constraints that share a rule cell, then each constraint with every
// constraint it shares a cell with (the centre first). Constraints of one
// cell (even, odd, given digits) say all they say through the candidates,
// and are left out.
struct JointGroups {
    std::vector<std::vector<int>> groups;
};

JointGroups buildGroups(const Geometry& g)
{
    const int count = int(g.constraints().size());
    std::vector<std::vector<int>> ruleCells(static_cast<size_t>(count));
    std::vector<std::vector<int>> constraintsOf(static_cast<size_t>(g.cellCount()));
    for (int index = 0; index < count; ++index) {
        if (!techniqueForConstraint(g.constraints()[size_t(index)].kind))
            continue;
        ruleCells[size_t(index)] = constraintRuleCells(g, index);
        if (ruleCells[size_t(index)].size() < 2)
            continue;
        for (int cell : ruleCells[size_t(index)])
            constraintsOf[size_t(cell)].push_back(index);
    }
    std::vector<std::vector<int>> neighbours(static_cast<size_t>(count));
    for (const auto& here : constraintsOf)
        for (int a : here)
            for (int b : here)
                if (a != b)
                    neighbours[size_t(a)].push_back(b);
    JointGroups result;
    std::vector<std::vector<int>> seen;
    const auto add = [&](std::vector<int> group) {
        std::vector<int> key = group;
        std::sort(key.begin(), key.end());
        if (std::find(seen.begin(), seen.end(), key) != seen.end())
            return;
        seen.push_back(std::move(key));
        result.groups.push_back(std::move(group));
    };
    for (int a = 0; a < count; ++a) {
        auto& near = neighbours[size_t(a)];
        std::sort(near.begin(), near.end());
        near.erase(std::unique(near.begin(), near.end()), near.end());
        for (int b : near)
            if (a < b)
                add({a, b});
    }
    for (int a = 0; a < count; ++a)
        if (neighbours[size_t(a)].size() >= 2) {
            std::vector<int> star{a};
            star.insert(star.end(), neighbours[size_t(a)].begin(), neighbours[size_t(a)].end());
            add(std::move(star));
        }
    return result;
}

// Whether every constraint of the group after the first still shares an
// empty cell with the first: joined only through placed digits, the group
// says no more than its members alone and their peers.
bool joinedThroughEmptyCells(const LogicContext& ctx, const std::vector<int>& group)
{
    const std::vector<int> centre = constraintRuleCells(ctx.geometry(), group.front());
    for (size_t i = 1; i < group.size(); ++i) {
        bool joined = false;
        for (int cell : constraintRuleCells(ctx.geometry(), group[i]))
            if (ctx.isEmpty(cell) && std::find(centre.begin(), centre.end(), cell) != centre.end())
                joined = true;
        if (!joined)
            return false;
    }
    return true;
}

// Joint fit: a white dot joins r1c1 and r1c2 and another r1c2 and r1c3. Alone,
// each lets r1c2 be 1 (beside a 2). Together, r1c1 and r1c3 would both be 2,
// and they share a row: r1c2 is never 1 or 9, whatever else the grid holds.
// Two black dots in a row of three cells are 1-2-4 or 2-4-8 read either way
// (or 3-6 with nothing beside it), so the middle cell is 2 or 4. In general
// a candidate goes when no filling of the group's cells uses it, where a
// filling keeps every member's rule, gives cells sharing a house different
// digits and keeps the pairs a rule of the whole grid ties.
//
// detail: constraints = the group (the centre first), constraint = the
// centre, cells = every member's cells. pattern: those cells as Base, the
// candidates that go as Target.
void findJointFits(const LogicContext& ctx, StepSink& sink)
{
    const Geometry& g = ctx.geometry();
    if (!g.hasConstraints())
        return;
    const JointGroups& all = ctx.shared<JointGroups>(0, [&] { return buildGroups(g); });
    const ConstraintPairs& pairs = constraintPairs(ctx);
    for (int part = 0; part < int(all.groups.size()); ++part) {
        const std::vector<int>& group = all.groups[size_t(part)];
        std::vector<int> cells;
        for (int index : group)
            for (int cell : constraintRuleCells(g, index))
                if (std::find(cells.begin(), cells.end(), cell) == cells.end())
                    cells.push_back(cell);
        const int empty = int(std::count_if(cells.begin(), cells.end(), [&](int cell) { return ctx.isEmpty(cell); }));
        if (empty == 0 || empty > kMaxEmptyCells || !joinedThroughEmptyCells(ctx, group))
            continue;
        std::uint64_t stamp = 0;
        for (int cell : cells)
            for (int house : g.housesOf(cell))
                stamp = std::max(stamp, ctx.houseStamp(house));
        if (ctx.foundNothing(Technique::JointFit, part, stamp))
            continue;
        const ConstraintFit fit = fitConstraints(ctx.grid(), group, &pairs, kGroupBudget);
        if (ctx.stopRequested())
            return;
        Step step;
        step.technique = Technique::JointFit;
        if (fit.checked && !fit.empty())
            for (size_t i = 0; i < fit.cells.size(); ++i)
                addEliminations(step, fit.cells[i], ctx.candidates(fit.cells[i]) & ~fit.usable[i]);
        if (step.eliminations.empty()) {
            if (fit.checked)
                ctx.noteNothing(Technique::JointFit, part, stamp);
            continue;
        }
        step.detail.constraint = group.front();
        step.detail.constraints = group;
        step.detail.cells = cells;
        for (int cell : cells)
            step.pattern.cells.push_back({cell, Role::Base});
        if (!sink.add(std::move(step)))
            return;
    }
}

constexpr FinderEntry kFinders[] = {
    {Technique::JointFit, findJointFits},
};

} // namespace

std::span<const FinderEntry> jointFitFinders()
{
    return kFinders;
}

} // namespace pm::logic
