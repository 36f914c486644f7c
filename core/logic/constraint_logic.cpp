// SPDX-License-Identifier: GPL-3.0-or-later
// Variant constraints, one at a time: a thermometer, a dot, a line or a
// clue outside the grid allows its cells only some fillings, and a
// candidate no filling uses can go. Each technique reads the kinds a player
// reasons about alike (cell rules, thermometers, dots, lines, sums along
// cells, clues on a whole row), and each finds what it finds exactly, by
// the bounded search of constraint_fit: "a 4-cell thermometer from a bulb
// of at least 3 leaves its tip 6-9" and "a V never holds 5" are what that
// search finds on those cells, told by the sentence of the kind.
//
// The rules of the whole grid (anti-knight, non-consecutive ...) have no
// cells of their own: constraint_logic_grid_rules.cpp reads them pair by
// pair. Every finder returns at once on a geometry without constraints.
#include "core/logic/constraint_logic.h"

#include "core/logic/constraint_fit.h"
#include "core/logic/constraint_reasons.h"
#include "core/logic/finders.h"
#include "core/logic/step_marks.h"

#include <algorithm>

namespace pm::logic {

namespace {

// Covers every cell the search reads: a later search of the same cells
// with the same stamp is the same search (LogicContext::foundNothing).
std::uint64_t cellsStamp(const LogicContext& ctx, const std::vector<int>& cells)
{
    std::uint64_t stamp = 0;
    for (int cell : cells)
        for (int house : ctx.geometry().housesOf(cell))
            stamp = std::max(stamp, ctx.houseStamp(house));
    return stamp;
}

// The constraint's own cells, each once, in its lines' order.
std::vector<int> ownCells(const Constraint& constraint)
{
    std::vector<int> cells;
    for (int cell : constraintCells(constraint))
        if (std::find(cells.begin(), cells.end(), cell) == cells.end())
            cells.push_back(cell);
    return cells;
}

// Thermometer: the thermometer from r1c4 runs r1c4 r1c5 r1c6 r1c7, and its
// bulb holds 3 to 5. Its digits rise, so r1c5 holds at least 4, r1c6 at
// least 5 and r1c7 at least 6: the tip is 6-9, and 1 to 5 go from it; at
// the other end the bulb leaves room for three rising digits above it.
// With candidates the search is exact: a cell keeps only the digits some
// rising filling of the whole thermometer (cells in one house different)
// gives it. The other kinds are found the same way: a dot keeps the digits
// with a partner across it (a V: never 5; a white dot beside a 5 and a 9:
// 4, 6 or 8), a German whispers line never holds 5, a renban line a window
// of consecutive digits, a palindrome's mirrored cells share candidates, an
// arrow's circle lies between the least and the most its arrow can add up to.
//
// detail: constraint = its index in Geometry::constraints(), cells = its
// cells (each once, in its lines' order), and the plain reason that
// explains every elimination, when one does (constraint_reasons.h:
// constraintReason, claims). pattern: its cells as Base (a
// minimum or maximum cell's neighbours, which its rule reads too, as Link),
// the candidates that go as Target.
template <Technique technique>
void findConstraintFits(const LogicContext& ctx, StepSink& sink)
{
    const Geometry& g = ctx.geometry();
    if (!g.hasConstraints())
        return;
    for (int index = 0; index < int(g.constraints().size()); ++index) {
        const Constraint& constraint = g.constraints()[size_t(index)];
        if (techniqueForConstraint(constraint.kind) != technique)
            continue;
        const std::vector<int> ruleCells = constraintRuleCells(g, index);
        const std::uint64_t stamp = cellsStamp(ctx, ruleCells);
        if (ctx.foundNothing(technique, index, stamp))
            continue;
        const ConstraintFit fit = fitConstraint(ctx, index);
        if (ctx.stopRequested())
            return;
        Step step;
        step.technique = technique;
        if (fit.checked && !fit.empty())
            for (size_t i = 0; i < fit.cells.size(); ++i)
                addEliminations(step, fit.cells[i], ctx.candidates(fit.cells[i]) & ~fit.usable[i]);
        if (step.eliminations.empty()) {
            ctx.noteNothing(technique, index, stamp);
            continue;
        }
        step.detail.constraint = index;
        step.detail.cells = ownCells(constraint);
        for (int cell : ruleCells) {
            const bool own = std::find(step.detail.cells.begin(), step.detail.cells.end(), cell)
                          != step.detail.cells.end();
            step.pattern.cells.push_back({cell, own ? Role::Base : Role::Link});
        }
        explainConstraintFit(ctx.grid(), index, step);
        if (!sink.add(std::move(step)))
            return;
    }
}

constexpr FinderEntry kFinders[] = {
    {Technique::CellRule, findConstraintFits<Technique::CellRule>},
    {Technique::Thermometer, findConstraintFits<Technique::Thermometer>},
    {Technique::DotPair, findConstraintFits<Technique::DotPair>},
    {Technique::LineRule, findConstraintFits<Technique::LineRule>},
    {Technique::LineSum, findConstraintFits<Technique::LineSum>},
    {Technique::OutsideClue, findConstraintFits<Technique::OutsideClue>},
};

} // namespace

std::optional<Technique> techniqueForConstraint(ConstraintKind kind)
{
    switch (kind) {
    case ConstraintKind::Even:
    case ConstraintKind::Odd:
    case ConstraintKind::Minimum:
    case ConstraintKind::Maximum:
    case ConstraintKind::AllowedDigits:
    case ConstraintKind::Quadruple:
    case ConstraintKind::Distinct: return Technique::CellRule;
    case ConstraintKind::Thermometer:
    case ConstraintKind::SlowThermometer: return Technique::Thermometer;
    case ConstraintKind::WhiteDot:
    case ConstraintKind::BlackDot:
    case ConstraintKind::XV: return Technique::DotPair;
    case ConstraintKind::Whispers:
    case ConstraintKind::Renban:
    case ConstraintKind::Palindrome:
    case ConstraintKind::Clone:
    case ConstraintKind::BetweenLine:
    case ConstraintKind::Lockout:
    case ConstraintKind::EntropicLine:
    case ConstraintKind::ModularLine: return Technique::LineRule;
    case ConstraintKind::Arrow:
    case ConstraintKind::LittleKiller:
    case ConstraintKind::RegionSumLine:
    case ConstraintKind::ZipperLine: return Technique::LineSum;
    case ConstraintKind::Sandwich:
    case ConstraintKind::XSum:
    case ConstraintKind::Skyscraper: return Technique::OutsideClue;
    case ConstraintKind::AntiKnight:
    case ConstraintKind::AntiKing:
    case ConstraintKind::NonConsecutive:
    case ConstraintKind::DisjointGroups:
    case ConstraintKind::NegativeBlack:
    case ConstraintKind::NegativeXV:
    case ConstraintKind::RowIndexer: // pairs too: a digit in an indexer cell fixes the cell it points at
    case ConstraintKind::ColumnIndexer:
    case ConstraintKind::BoxIndexer: return Technique::GridRule; // constraint_logic_grid_rules.cpp
    }
    return std::nullopt;
}

std::span<const FinderEntry> constraintFinders()
{
    return kFinders;
}

} // namespace pm::logic
