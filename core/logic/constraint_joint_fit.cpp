// SPDX-License-Identifier: GPL-3.0-or-later
// Constraints that share cells, searched together: a chain of kropki dots,
// a thermometer and the arrow that shares its bulb, two lines crossing. Each
// alone allows more than the two at once, since one filling must keep both
// rules, give cells that see each other different digits, and keep the
// rules of the whole grid between its cells (no consecutive digits where no
// dot is drawn). Killer cages take part with their sums: the cage on an
// arrow's shaft, or two cages sharing a house. The single fits
// (constraint_logic.cpp) and the cage combinations come first in the
// search; this one says what only the members taken together say.
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
// constraint it shares a cell with (the centre first), then each
// constraint with each killer cage it shares a cell with, and with all of
// them at once, and last every two cages whose cells see each other. A
// group also keeps the sums of the cages lying wholly in its cells (two
// arrows from one circle, a cage holding one cell of each).
// Constraints of one cell (even, odd, given digits) say all they say
// through the candidates, and are left out.
struct JointGroup {
    std::vector<int> constraints;
    std::vector<int> cages;
};

struct JointGroups {
    std::vector<JointGroup> groups;
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
    // The cages whose every cell a group's constraints read.
    const auto cagesInside = [&](const std::vector<int>& members) {
        std::vector<int> inside;
        for (int cage = 0; cage < int(g.cages().size()); ++cage) {
            const auto& cells = g.cages()[size_t(cage)].cells;
            const bool covered = std::all_of(cells.begin(), cells.end(), [&](int cell) {
                return std::any_of(members.begin(), members.end(), [&](int index) {
                    const auto& read = ruleCells[size_t(index)];
                    return std::find(read.begin(), read.end(), cell) != read.end();
                });
            });
            if (covered)
                inside.push_back(cage);
        }
        return inside;
    };
    JointGroups result;
    std::vector<std::pair<std::vector<int>, std::vector<int>>> seen;
    const auto add = [&](std::vector<int> members, std::vector<int> cages) {
        std::vector<int> key = members;
        std::sort(key.begin(), key.end());
        std::sort(cages.begin(), cages.end());
        if (std::find(seen.begin(), seen.end(), std::pair{key, cages}) != seen.end())
            return;
        seen.emplace_back(std::move(key), cages);
        result.groups.push_back({std::move(members), std::move(cages)});
    };
    for (int a = 0; a < count; ++a) {
        auto& near = neighbours[size_t(a)];
        std::sort(near.begin(), near.end());
        near.erase(std::unique(near.begin(), near.end()), near.end());
        for (int b : near)
            if (a < b)
                add({a, b}, cagesInside({a, b}));
    }
    for (int a = 0; a < count; ++a)
        if (neighbours[size_t(a)].size() >= 2) {
            std::vector<int> star{a};
            star.insert(star.end(), neighbours[size_t(a)].begin(), neighbours[size_t(a)].end());
            std::vector<int> cages = cagesInside(star);
            add(std::move(star), std::move(cages));
        }
    for (int a = 0; a < count; ++a) {
        if (ruleCells[size_t(a)].size() < 2)
            continue;
        std::vector<int> meeting;
        for (int cell : ruleCells[size_t(a)]) {
            const int cage = g.cageOf(cell);
            if (cage >= 0 && std::find(meeting.begin(), meeting.end(), cage) == meeting.end())
                meeting.push_back(cage);
        }
        for (int cage : meeting)
            add({a}, {cage});
        if (meeting.size() >= 2)
            add({a}, meeting);
    }
    // Two killer cages with cells that see each other: in a house they
    // share, each one's digit sets narrow the other's.
    for (int x = 0; x < int(g.cages().size()); ++x)
        for (int y = x + 1; y < int(g.cages().size()); ++y) {
            const auto& cellsX = g.cages()[size_t(x)].cells;
            const auto& cellsY = g.cages()[size_t(y)].cells;
            const bool see = std::any_of(cellsX.begin(), cellsX.end(), [&](int a) {
                return std::any_of(cellsY.begin(), cellsY.end(), [&](int b) { return g.arePeers(a, b); });
            });
            if (see)
                add({}, {x, y});
        }
    return result;
}

// Whether every member of the group after the first (each other constraint,
// each cage) still shares an empty cell with the first: joined only through
// placed digits, the group says no more than its members alone and their
// peers. Two cages alone: each must still have an empty cell.
bool joinedThroughEmptyCells(const LogicContext& ctx, const JointGroup& group)
{
    if (group.constraints.empty())
        return std::all_of(group.cages.begin(), group.cages.end(), [&](int cage) {
            const auto& cells = ctx.geometry().cages()[size_t(cage)].cells;
            return std::any_of(cells.begin(), cells.end(), [&](int cell) { return ctx.isEmpty(cell); });
        });
    const std::vector<int> centre = constraintRuleCells(ctx.geometry(), group.constraints.front());
    const auto joins = [&](const std::vector<int>& cells) {
        return std::any_of(cells.begin(), cells.end(), [&](int cell) {
            return ctx.isEmpty(cell) && std::find(centre.begin(), centre.end(), cell) != centre.end();
        });
    };
    for (size_t i = 1; i < group.constraints.size(); ++i)
        if (!joins(constraintRuleCells(ctx.geometry(), group.constraints[i])))
            return false;
    // A cage lying wholly in the group may join through any member.
    std::vector<int> all;
    for (int index : group.constraints)
        for (int cell : constraintRuleCells(ctx.geometry(), index))
            all.push_back(cell);
    for (int cage : group.cages) {
        const auto& cells = ctx.geometry().cages()[size_t(cage)].cells;
        if (!std::any_of(cells.begin(), cells.end(), [&](int cell) {
                return ctx.isEmpty(cell) && std::find(all.begin(), all.end(), cell) != all.end();
            }))
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
// detail: constraints = the group's constraints (the centre first),
// constraint = the centre (-1 for two cages alone), cages = its killer
// cages, cells = every member's cells. pattern: those cells as Base, the
// candidates that go as Target.
void findJointFits(const LogicContext& ctx, StepSink& sink)
{
    const Geometry& g = ctx.geometry();
    if (!g.hasConstraints() && !g.hasCages())
        return;
    const JointGroups& all = ctx.shared<JointGroups>(0, [&] { return buildGroups(g); });
    const ConstraintPairs& pairs = constraintPairs(ctx);
    for (int part = 0; part < int(all.groups.size()); ++part) {
        const JointGroup& group = all.groups[size_t(part)];
        std::vector<int> cells;
        const auto add = [&](int cell) {
            if (std::find(cells.begin(), cells.end(), cell) == cells.end())
                cells.push_back(cell);
        };
        for (int index : group.constraints)
            for (int cell : constraintRuleCells(g, index))
                add(cell);
        for (int cage : group.cages)
            for (int cell : g.cages()[size_t(cage)].cells)
                add(cell);
        const int empty = int(std::count_if(cells.begin(), cells.end(), [&](int cell) { return ctx.isEmpty(cell); }));
        if (empty == 0 || empty > kMaxEmptyCells || !joinedThroughEmptyCells(ctx, group))
            continue;
        std::uint64_t stamp = 0;
        for (int cell : cells)
            for (int house : g.housesOf(cell))
                stamp = std::max(stamp, ctx.houseStamp(house));
        if (ctx.foundNothing(Technique::JointFit, part, stamp))
            continue;
        const ConstraintFit fit = fitConstraints(ctx.grid(), group.constraints, &pairs, kGroupBudget, group.cages);
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
        step.detail.constraint = group.constraints.empty() ? -1 : group.constraints.front();
        step.detail.constraints = group.constraints;
        step.detail.cages = group.cages;
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
