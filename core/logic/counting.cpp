// SPDX-License-Identifier: GPL-3.0-or-later
// Counting: houses that hold every symbol k times (MultiFour rows and
// columns hold 1-4 three times each, DoubleNine rows and columns 1-9 twice).
// The classic finders read "d fits only here" as "d goes here"; in a counted
// house the player instead counts how often d is still due and how many
// cells can still take it. Houses of count 1 are left to the singles.
#include "core/logic/finders.h"
#include "core/logic/step_marks.h"

#include <algorithm>
#include <bit>

namespace pm::logic {

namespace {

// The cells of a house holding digit, in house order.
std::vector<int> cellsHolding(const LogicContext& ctx, int house, int digit)
{
    std::vector<int> cells;
    for (int cell : ctx.geometry().houses()[size_t(house)].cells)
        if (ctx.grid().value(cell) == digit)
            cells.push_back(cell);
    return cells;
}

// The cells of a house whose bits are set in `where` (bit i: house.cells[i]).
std::vector<int> cellsAt(const LogicContext& ctx, int house, std::uint64_t where)
{
    std::vector<int> cells;
    const auto& houseCells = ctx.geometry().houses()[size_t(house)].cells;
    for (; where; where &= where - 1)
        cells.push_back(houseCells[size_t(std::countr_zero(where))]);
    return cells;
}

// The house and the cells already holding the digit, as both steps show them.
Step countingStep(Technique technique, int house, int digit, const std::vector<int>& holding, int count)
{
    Step step;
    step.technique = technique;
    step.pattern.houses.push_back({house, Role::Base});
    for (int cell : holding)
        step.pattern.cells.push_back({cell, Role::Base});
    step.detail.houses = {house};
    step.detail.digits = {digit};
    step.detail.variantType = count;
    return step;
}

// Count elimination: row 2 of a MultiFour holds 3 in r2c1, r2c6 and r2c11,
// its three times, so 3 goes from r2c4 and r2c9. The solver's own candidates
// never keep such a mark (placing the third 3 clears the row), but a
// player's marks may, and counting is how a player sees that they go.
//
// detail: houses {the house}, digits {d}, cells: the cells holding d,
// variantType: the house's count.
void findCountElimination(const LogicContext& ctx, StepSink& sink)
{
    const auto& houses = ctx.geometry().houses();
    for (int h = 0; h < int(houses.size()); ++h) {
        const int count = ctx.houseCount(h);
        if (count == 1)
            continue;
        for (int digit = 1; digit <= ctx.symbolCount(); ++digit) {
            const std::uint64_t where = ctx.positions(h, digit);
            if (where == 0 || !(ctx.placedIn(h) & digitBit(digit)))
                continue;
            std::vector<int> holding = cellsHolding(ctx, h, digit);
            if (int(holding.size()) != count)
                continue; // more would be a clash, caught before any finder runs
            Step step = countingStep(Technique::CountElimination, h, digit, holding, count);
            for (int cell : cellsAt(ctx, h, where))
                addElimination(step, cell, digit);
            step.detail.cells = std::move(holding);
            if (!sink.add(std::move(step)))
                return;
        }
    }
}

// Count fill, the counted hidden single: column 5 of a DoubleNine holds 7
// once (r2c5) and must hold it twice; of its empty cells only r11c5 can
// still take 7, so r11c5 = 7. With r due and exactly r places left, all r
// are d: row 4 of a MultiFour holds 2 once, needs it three times, and only
// r4c3 and r4c10 can take 2, so both are 2.
//
// detail: houses {the house}, digits {d}, cells: the cells filled,
// size: how often d was still due (r), variantType: the house's count.
// The cells already holding d are Base cells of the pattern.
void findCountFill(const LogicContext& ctx, StepSink& sink)
{
    const auto& houses = ctx.geometry().houses();
    for (int h = 0; h < int(houses.size()); ++h) {
        const int count = ctx.houseCount(h);
        if (count == 1)
            continue; // the hidden single of a count-1 house is a single
        for (int digit = 1; digit <= ctx.symbolCount(); ++digit) {
            const std::uint64_t where = ctx.positions(h, digit);
            if (where == 0)
                continue;
            const std::vector<int> holding = cellsHolding(ctx, h, digit);
            const int due = count - int(holding.size());
            if (due <= 0 || digitCount(where) != due)
                continue;
            Step step = countingStep(Technique::CountFill, h, digit, holding, count);
            step.detail.size = due;
            for (int cell : cellsAt(ctx, h, where)) {
                step.placements.push_back({cell, digit});
                step.pattern.candidates.push_back({cell, digit, Role::Placement});
                step.detail.cells.push_back(cell);
            }
            if (!sink.add(std::move(step)))
                return;
        }
    }
}

// The houses of count 1 (DoubleNine sections) meeting a counted house, in
// house order.
std::vector<int> sectionsMeeting(const LogicContext& ctx, int line)
{
    std::vector<int> sections;
    for (int cell : ctx.geometry().houses()[size_t(line)].cells)
        for (int h : ctx.geometry().housesOf(cell))
            if (ctx.houseCount(h) == 1 && std::find(sections.begin(), sections.end(), h) == sections.end())
                sections.push_back(h);
    std::sort(sections.begin(), sections.end());
    return sections;
}

// How often a counted house still needs digit: its count less the cells
// already holding it.
int dueIn(const LogicContext& ctx, int house, int digit)
{
    return ctx.houseCount(house) - int(cellsHolding(ctx, house, digit).size());
}

// Whether no two of the houses share a cell: only then do n of them, each
// holding d once, hold n different d (DoubleNine sections always tile).
bool disjoint(const LogicContext& ctx, const std::vector<int>& houses)
{
    CellSet seen = ctx.emptySet();
    for (int h : houses) {
        const CellSet cells = ctx.houseCells(h);
        if (cells.intersects(seen))
            return false;
        seen |= cells;
    }
    return true;
}

// Count pointing: row 2 of a DoubleNine still needs 5 in two more cells. In
// boxes 1 and 4, 5 fits only in cells of row 2, and each box holds 5 once:
// those two boxes fill both of the row's missing 5s, so 5 goes from every
// other cell of row 2. (With one 5 due and one such box it is the classic
// pointing; a line holding a symbol twice needs as many boxes as it lacks.)
//
// detail: houses: the boxes (base), coverHouses {the line}, digits {d},
// cells: the boxes' candidates for d, size: how many d the line still
// needs, variantType: the line's count.
void findCountPointing(const LogicContext& ctx, StepSink& sink)
{
    const auto& houses = ctx.geometry().houses();
    for (int line = 0; line < int(houses.size()); ++line) {
        if (ctx.houseCount(line) == 1)
            continue;
        const std::vector<int> sections = sectionsMeeting(ctx, line);
        if (sections.empty())
            continue;
        const CellSet lineCells = ctx.houseCells(line);
        for (int digit = 1; digit <= ctx.symbolCount(); ++digit) {
            if (ctx.positions(line, digit) == 0)
                continue;
            const int due = dueIn(ctx, line, digit);
            std::vector<int> supplying;
            CellSet supplied = ctx.emptySet();
            for (int section : sections) {
                if (ctx.placedIn(section) & digitBit(digit))
                    continue;
                const CellSet where = ctx.cellsWithIn(section, digit);
                if (!where.empty() && where.isSubsetOf(lineCells)) {
                    supplying.push_back(section);
                    supplied |= where;
                }
            }
            // More boxes than the line needs would overfill it: a broken
            // state, which the contradiction test reports, not a step.
            if (due <= 0 || int(supplying.size()) != due || !disjoint(ctx, supplying))
                continue;
            Step step;
            step.technique = Technique::CountPointing;
            for (int section : supplying)
                step.pattern.houses.push_back({section, Role::Base});
            step.pattern.houses.push_back({line, Role::Cover});
            supplied.forEach([&](int cell) {
                step.pattern.candidates.push_back({cell, digit, Role::Link});
                step.detail.cells.push_back(cell);
            });
            addEliminations(step, ctx.cellsWithIn(line, digit) - supplied, digit);
            if (step.eliminations.empty())
                continue;
            step.detail.houses = supplying;
            step.detail.coverHouses = {line};
            step.detail.digits = {digit};
            step.detail.size = due;
            step.detail.variantType = ctx.houseCount(line);
            if (!sink.add(std::move(step)))
                return;
        }
    }
}

// Count claiming: column 3 of a DoubleNine still needs 7 in two more cells,
// and the cells of the column that can take 7 lie in boxes 1 and 11 only.
// Each box holds 7 once, so each must give the column one: 7 goes from the
// cells of boxes 1 and 11 outside column 3.
//
// detail: houses {the line} (base), coverHouses: the boxes, digits {d},
// cells: the line's candidates for d, size: how many d the line still
// needs, variantType: the line's count.
void findCountClaiming(const LogicContext& ctx, StepSink& sink)
{
    const auto& geometry = ctx.geometry();
    const auto& houses = geometry.houses();
    for (int line = 0; line < int(houses.size()); ++line) {
        if (ctx.houseCount(line) == 1)
            continue;
        const CellSet lineCells = ctx.houseCells(line);
        for (int digit = 1; digit <= ctx.symbolCount(); ++digit) {
            if (ctx.positions(line, digit) == 0)
                continue;
            const int due = dueIn(ctx, line, digit);
            const CellSet candidates = ctx.cellsWithIn(line, digit);
            std::vector<int> sections;
            bool everyCellInASection = true;
            candidates.forEach([&](int cell) {
                int section = -1;
                for (int h : geometry.housesOf(cell))
                    if (ctx.houseCount(h) == 1)
                        section = h;
                if (section < 0)
                    everyCellInASection = false;
                else if (std::find(sections.begin(), sections.end(), section) == sections.end())
                    sections.push_back(section);
            });
            if (due <= 0 || !everyCellInASection || int(sections.size()) != due)
                continue;
            std::sort(sections.begin(), sections.end());
            Step step;
            step.technique = Technique::CountClaiming;
            step.pattern.houses.push_back({line, Role::Base});
            for (int section : sections)
                step.pattern.houses.push_back({section, Role::Cover});
            candidates.forEach([&](int cell) {
                step.pattern.candidates.push_back({cell, digit, Role::Link});
                step.detail.cells.push_back(cell);
            });
            for (int section : sections)
                addEliminations(step, ctx.cellsWithIn(section, digit) - lineCells, digit);
            if (step.eliminations.empty())
                continue;
            step.detail.houses = {line};
            step.detail.coverHouses = sections;
            step.detail.digits = {digit};
            step.detail.size = due;
            step.detail.variantType = ctx.houseCount(line);
            if (!sink.add(std::move(step)))
                return;
        }
    }
}

constexpr FinderEntry kFinders[] = {
    {Technique::CountElimination, findCountElimination},
    {Technique::CountFill, findCountFill},
    {Technique::CountPointing, findCountPointing},
    {Technique::CountClaiming, findCountClaiming},
};

} // namespace

std::span<const FinderEntry> countingFinders()
{
    return kFinders;
}

} // namespace pm::logic
