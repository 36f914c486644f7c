// SPDX-License-Identifier: GPL-3.0-or-later
// A house's digit that can only go on one constraint: row 1's 6 has no
// place but r1c4 and r1c6, both on a lockout line, so the line holds a 6
// there, and of its fillings only those that do can be true. The single
// fit (constraint_logic.cpp) searches every filling; this one, after it in
// the search, keeps those that give the house its digit.
#include "core/logic/constraint_fit.h"
#include "core/logic/constraint_logic.h"
#include "core/logic/finders.h"
#include "core/logic/step_marks.h"

#include <algorithm>
#include <bit>

namespace pm::logic {

namespace {

// Places a house's digit may have for the search to try each: beyond this
// the fits cost more than they tell.
constexpr int kMostPlaces = 4;
// Nodes for one fit with the digit fixed in one place.
constexpr long kPlaceBudget = 60000;

// House digit fit: in row 1, 6 can only go in r1c4 or r1c6, both cells of
// the lockout line r2c6-r1c6-r1c5-r1c4-r2c4 (ends at least 4 apart, its
// middle outside their range). With 6 in its middle, odd ends must be 1
// and 5, the middle above 5: so r2c4 and r2c6 lose 3, 7 and 9, r1c5 its 1
// and 3, though the line alone allows them. A candidate of the
// constraint's cells goes when no filling with the digit in one of the
// places uses it.
//
// detail: constraint = the constraint, houses = {the house}, digits = {the
// digit}, cells = the places. pattern: the constraint's cells as Link, the
// places as Base, the house as Base, the candidates that go as Target.
void findHouseDigitFits(const LogicContext& ctx, StepSink& sink)
{
    const Geometry& g = ctx.geometry();
    if (!g.hasConstraints())
        return;
    const int constraintCount = int(g.constraints().size());
    std::vector<std::vector<int>> ruleCells(static_cast<size_t>(constraintCount));
    for (int index = 0; index < constraintCount; ++index)
        if (techniqueForConstraint(g.constraints()[size_t(index)].kind))
            ruleCells[size_t(index)] = constraintRuleCells(g, index);
    for (int house = 0; house < int(g.houses().size()); ++house) {
        if (ctx.houseCount(house) != 1)
            continue;
        const std::vector<int>& houseCells = g.houses()[size_t(house)].cells;
        for (int digit = 1; digit <= ctx.symbolCount(); ++digit) {
            const std::uint64_t where = ctx.positions(house, digit);
            const int placeCount = std::popcount(where);
            if (placeCount < 2 || placeCount > kMostPlaces || (ctx.placedIn(house) & digitBit(digit)))
                continue;
            std::vector<int> places;
            for (std::uint64_t bits = where; bits; bits &= bits - 1)
                places.push_back(houseCells[size_t(std::countr_zero(bits))]);
            for (int index = 0; index < constraintCount; ++index) {
                const std::vector<int>& cells = ruleCells[size_t(index)];
                const bool holdsAll = !cells.empty() && std::all_of(places.begin(), places.end(), [&](int place) {
                    return std::find(cells.begin(), cells.end(), place) != cells.end();
                });
                if (!holdsAll)
                    continue;
                // The fillings with the digit in each place in turn: what
                // any of them uses stays.
                std::vector<int> fitCells;
                std::vector<DigitMask> usable;
                bool checked = true;
                for (int place : places) {
                    Grid fixed = ctx.grid();
                    fixed.setCandidates(place, digitBit(digit));
                    const ConstraintFit fit = fitConstraint(fixed, index, kPlaceBudget);
                    if (ctx.stopRequested())
                        return;
                    if (!fit.checked) {
                        checked = false;
                        break;
                    }
                    if (fit.empty())
                        continue;
                    if (fitCells.empty()) {
                        fitCells = fit.cells;
                        usable.assign(fitCells.size(), 0);
                    }
                    for (size_t i = 0; i < fit.cells.size(); ++i) {
                        const auto at = std::find(fitCells.begin(), fitCells.end(), fit.cells[i]);
                        if (at != fitCells.end())
                            usable[size_t(at - fitCells.begin())] |= fit.usable[i];
                    }
                }
                // No filling at all is a broken state, left to the
                // contradiction test.
                if (!checked || fitCells.empty())
                    continue;
                Step step;
                step.technique = Technique::HouseDigitFit;
                for (size_t i = 0; i < fitCells.size(); ++i)
                    addEliminations(step, fitCells[i], ctx.candidates(fitCells[i]) & ~usable[i]);
                if (step.eliminations.empty())
                    continue;
                step.detail.constraint = index;
                step.detail.houses = {house};
                step.detail.digits = {digit};
                step.detail.cells = places;
                step.pattern.houses.push_back({house, Role::Base});
                for (int cell : cells) {
                    const bool place = std::find(places.begin(), places.end(), cell) != places.end();
                    step.pattern.cells.push_back({cell, place ? Role::Base : Role::Link});
                }
                for (int place : places)
                    step.pattern.candidates.push_back({place, digit, Role::Base});
                if (!sink.add(std::move(step)))
                    return;
            }
        }
    }
}

constexpr FinderEntry kFinders[] = {
    {Technique::HouseDigitFit, findHouseDigitFits},
};

} // namespace

std::span<const FinderEntry> houseDigitFitFinders()
{
    return kFinders;
}

} // namespace pm::logic
