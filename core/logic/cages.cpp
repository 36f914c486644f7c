// SPDX-License-Identifier: GPL-3.0-or-later
// Killer cages: what cage sums tell beyond the houses. A cage's digits are
// distinct and add up to its sum, so only some digit sets fit it; and a
// house, or a run of adjacent houses, adds up to a known total (the 45 rule
// on 9x9), so the cells the cages inside it leave over (innies) or the cells
// of crossing cages that stick out of it (outies) add up to a known value.
//
// Every finder returns at once on a geometry without cages: classic puzzles
// pay nothing for them and find nothing new. The arithmetic is in
// cage_sums.{h,cpp}.
#include "core/logic/cage_sums.h"
#include "core/logic/finders.h"
#include "core/logic/step_marks.h"

#include <algorithm>
#include <optional>

namespace pm::logic {

namespace {

// A 45-rule equation over more cells than this is not one a person writes
// down, and its search would cost more than it finds.
constexpr int kMostEquationCells = 5;

// What a cage can still hold in this state.
struct CageFacts {
    std::vector<int> empty;      // its empty cells, ascending
    DigitMask placed = 0;        // digits already placed in it
    int remaining = 0;           // what the empty cells add up to
    DistinctFit fit;             // of the empty cells' candidates to `remaining`
    bool usable() const { return !empty.empty() && fit.checked && !fit.sets.empty(); }
};

struct CageTable {
    std::vector<CageFacts> cages;
};

std::vector<DigitMask> candidatesOf(const LogicContext& ctx, const std::vector<int>& cells)
{
    std::vector<DigitMask> masks;
    masks.reserve(cells.size());
    for (int cell : cells)
        masks.push_back(ctx.candidates(cell));
    return masks;
}

// Every finder of the family reads the same per-cage facts: built once per
// state by the first that asks.
const CageTable& cageTable(const LogicContext& ctx)
{
    return ctx.shared<CageTable>(0, [&] {
        CageTable table;
        const Geometry& g = ctx.geometry();
        table.cages.resize(g.cages().size());
        for (size_t k = 0; k < g.cages().size(); ++k) {
            CageFacts& facts = table.cages[k];
            facts.remaining = g.cages()[k].sum;
            for (int cell : g.cages()[k].cells) {
                if (ctx.isEmpty(cell)) {
                    facts.empty.push_back(cell);
                } else {
                    facts.placed |= digitBit(ctx.grid().value(cell));
                    facts.remaining -= ctx.grid().value(cell);
                }
            }
            if (!facts.empty.empty())
                facts.fit = fitDistinct(ctx.size(), candidatesOf(ctx, facts.empty), facts.remaining, facts.placed);
        }
        return table;
    });
}

void markCage(Step& step, const Geometry& g, int cage)
{
    for (int cell : g.cages()[size_t(cage)].cells)
        step.pattern.cells.push_back({cell, Role::Base});
}

// Cage combination: the cage r1c1 r1c2 r1c3 of 23 can only be {6,8,9}
// (9+8+6 is the one way to make 23 with three different digits), so every
// other candidate goes from its cells. With candidates, only the digit sets
// the cells can realise count: a 2-cell cage of 10 whose cells hold {1,2,3}
// and {7,8,9} is {1,9}, {2,8} or {3,7}, and each cell keeps only the digits
// some assignment gives it (a cell {4,6} of that cage loses both).
// The last empty cell of a cage takes what the sum lacks (variantType 1).
// detail: cells = the empty cells, sum = what they add up to (the cage's sum
// less its placed digits), digitSets = the sets left.
void findCageCombination(const LogicContext& ctx, StepSink& sink)
{
    if (!ctx.geometry().hasCages())
        return;
    const CageTable& table = cageTable(ctx);
    for (size_t k = 0; k < table.cages.size(); ++k) {
        const CageFacts& facts = table.cages[k];
        if (!facts.usable())
            continue;
        Step step;
        step.technique = Technique::CageCombination;
        markCage(step, ctx.geometry(), int(k));
        if (facts.empty.size() == 1) {
            // The cage's last empty cell: its digit is what the sum lacks,
            // told as a placement rather than as eight eliminations.
            const int cell = facts.empty.front();
            step.placements.push_back({cell, facts.remaining});
            step.pattern.candidates.push_back({cell, facts.remaining, Role::Placement});
            step.detail.variantType = 1;
        } else {
            for (size_t i = 0; i < facts.empty.size(); ++i)
                addEliminations(step, facts.empty[i], ctx.candidates(facts.empty[i]) & ~facts.fit.usable[i]);
            if (step.eliminations.empty())
                continue;
        }
        step.detail.cells = facts.empty;
        step.detail.sum = facts.remaining;
        step.detail.digitSets = facts.fit.sets;
        if (!sink.add(std::move(step)))
            return;
    }
}

// Which technique an equation belongs to: one innie and one outie make a
// difference; several houses make the multi-house rule; on one house, one
// cell is a single and more a virtual cage.
Technique kindOf(const HouseGroup& group, const SumEquation& eq)
{
    if (!eq.plus.empty() && !eq.minus.empty())
        return Technique::InnieOutieDifference;
    if (group.houses.size() > 1)
        return Technique::InniesOutiesMultiHouse;
    return eq.plus.size() + eq.minus.size() == 1 ? Technique::InnieOutieSingle : Technique::InniesOuties;
}

bool allPeers(const Geometry& g, const std::vector<int>& cells)
{
    for (size_t a = 0; a < cells.size(); ++a)
        for (size_t b = a + 1; b < cells.size(); ++b)
            if (!g.arePeers(cells[a], cells[b]))
                return false;
    return true;
}

// The step an equation gives, if any: one cell takes the value; two or more
// keep the candidates some fitting assignment uses, as a cage would (a
// virtual cage; distinct digits only where the cells see one another).
std::optional<Step> equationStep(const LogicContext& ctx, const HouseGroup& group, const SumEquation& eq,
                                 Technique technique)
{
    std::vector<int> cells = eq.plus;
    cells.insert(cells.end(), eq.minus.begin(), eq.minus.end());
    std::vector<int> signs(eq.plus.size(), +1);
    signs.insert(signs.end(), eq.minus.size(), -1);
    Step step;
    step.technique = technique;
    if (cells.size() == 1) {
        if (!placeEquationCell(ctx, cells.front(), signs.front() * eq.total, step))
            return std::nullopt;
    } else {
        std::vector<DigitMask> usable;
        const bool sameSign = eq.plus.empty() || eq.minus.empty();
        if (sameSign && allPeers(ctx.geometry(), cells)) {
            DistinctFit fit = fitDistinct(ctx.size(), candidatesOf(ctx, cells), signs.front() * eq.total);
            if (!fit.checked || fit.sets.empty())
                return std::nullopt;
            usable = std::move(fit.usable);
            step.detail.digitSets = std::move(fit.sets);
        } else {
            SignedFit fit = fitSigned(ctx, cells, signs, eq.total);
            if (!fit.checked || std::any_of(fit.usable.begin(), fit.usable.end(), [](DigitMask m) { return m == 0; }))
                return std::nullopt;
            usable = std::move(fit.usable);
        }
        for (size_t i = 0; i < cells.size(); ++i)
            addEliminations(step, cells[i], ctx.candidates(cells[i]) & ~usable[i]);
        if (step.eliminations.empty())
            return std::nullopt;
    }
    for (int h : group.houses) {
        step.pattern.houses.push_back({h, Role::Base});
        step.detail.houses.push_back(h);
    }
    for (int cell : cells)
        step.pattern.cells.push_back({cell, Role::Fin});
    step.detail.cells = cells;
    step.detail.size = int(eq.plus.size());
    step.detail.sum = eq.total;
    step.detail.variantType = eq.minus.empty() ? 0 : eq.plus.empty() ? 1 : 2;
    return step;
}

struct EquationTable {
    std::shared_ptr<const std::vector<HouseGroup>> groups;
    std::vector<std::vector<SumEquation>> equations; // per group
};

const EquationTable& equationTable(const LogicContext& ctx)
{
    return ctx.shared<EquationTable>(0, [&] {
        EquationTable table;
        table.groups = houseGroups(ctx.grid().geometryPtr());
        for (const HouseGroup& group : *table.groups)
            table.equations.push_back(sumEquations(ctx, group, kMostEquationCells));
        return table;
    });
}

// The 45 rule. A house holds 1..N once, so it adds up to N(N+1)/2 (45 on
// 9x9), and k houses that share no cell add up to k times that.
//
// Single (one house, one cell): row 3 holds the cages of 15, 8 and 17 whole
// and r3c9, whose cage sticks out: r3c9 = 45 - 40 = 5. Or the outie: the
// cages meeting box 5 add up to 52 and one cell of them, r3c5, lies out of
// it: r3c5 = 52 - 45 = 7.
// Innies and outies (one house, two or more cells): the innies r3c8, r3c9
// add up to 45 - 37 = 8, so they act as a cage of 8 (without the rule that
// they differ, unless they see each other).
// Several houses: the same over rows 1-2 (90), rows 7-9 (135) ...
// Difference: counting a crossing cage whole moves its cells inside to the
// other side: row 1's innie r1c9 less the outie r2c1 is 2, so r1c9 = r2c1 + 2
// and each keeps only candidates with a partner in the other.
//
// detail: houses = the group, cells = the innies then the outies (empty
// cells only), size = how many innies, sum = innies less outies (placed
// digits already counted), variantType = 0 innies, 1 outies, 2 both;
// digitSets = the digit sets when the cells all see one another.
template <Technique technique>
void findSumEquations(const LogicContext& ctx, StepSink& sink)
{
    if (!ctx.geometry().hasCages())
        return;
    const EquationTable& table = equationTable(ctx);
    for (size_t g = 0; g < table.groups->size(); ++g) {
        const HouseGroup& group = (*table.groups)[g];
        for (const SumEquation& eq : table.equations[g]) {
            if (kindOf(group, eq) != technique)
                continue;
            std::optional<Step> step = equationStep(ctx, group, eq, technique);
            if (step && !sink.add(std::move(*step)))
                return;
        }
        if (ctx.stopRequested())
            return;
    }
}

// Cage pointing: every digit set left for the cage r4c4 r5c4 r6c4 of 7
// holds 1 ({1,2,4}), and 1 fits only in r4c4 and r5c4, both in box 5 and
// column 4: so the cage's 1 lies there, and 1 goes from every other cell of
// box 5 and column 4 (any cell seeing both, in general).
// detail: digits = {1}, cells = the cage's cells holding it, houses = the
// houses they share, sum and digitSets as for a cage combination.
void findCagePointing(const LogicContext& ctx, StepSink& sink)
{
    if (!ctx.geometry().hasCages())
        return;
    const CageTable& table = cageTable(ctx);
    for (size_t k = 0; k < table.cages.size(); ++k) {
        const CageFacts& facts = table.cages[k];
        if (!facts.usable())
            continue;
        DigitMask required = allDigits(ctx.size());
        for (DigitMask set : facts.fit.sets)
            required &= set;
        for (DigitMask m = required; m; m &= m - 1) {
            const int digit = firstDigit(m);
            CellSet holders = ctx.emptySet();
            for (int cell : facts.empty)
                if (ctx.hasCandidate(cell, digit))
                    holders.insert(cell);
            if (holders.empty())
                continue;
            CellSet targets = ctx.cellsWith(digit);
            holders.forEach([&](int cell) { targets &= ctx.peersOf(cell); });
            targets.subtract(holders);
            if (targets.empty())
                continue;
            Step step;
            step.technique = Technique::CagePointing;
            markCage(step, ctx.geometry(), int(k));
            step.detail.digits = {digit};
            holders.forEach([&](int cell) {
                step.detail.cells.push_back(cell);
                step.pattern.candidates.push_back({cell, digit, Role::Base});
            });
            step.detail.houses = ctx.commonHouses(holders);
            for (int h : step.detail.houses)
                step.pattern.houses.push_back({h, Role::Cover});
            step.detail.sum = facts.remaining;
            step.detail.digitSets = facts.fit.sets;
            addEliminations(step, targets, digit);
            if (!sink.add(std::move(step)))
                return;
        }
    }
}

// Cage claiming: in row 7, 4 fits only in r7c2 and r7c3, both in the cage
// r7c2 r7c3 r8c3 of 13. Row 7's 4 is then in that cage, so the cage holds 4:
// of {1,3,9}, {1,4,8}, {2,3,8}, {2,4,7} only the sets with 4 are left, and 4
// cannot be in r8c3 (out of row 7). Candidates no set with 4 uses go.
// detail: digits = {4}, houses = {row 7}, cells = the house's cells holding
// 4, sum = what the cage's empty cells add up to, digitSets = the sets with 4.
void findCageClaiming(const LogicContext& ctx, StepSink& sink)
{
    if (!ctx.geometry().hasCages())
        return;
    const Geometry& g = ctx.geometry();
    const CageTable& table = cageTable(ctx);
    const auto& houses = g.houses();
    for (int h = 0; h < int(houses.size()); ++h) {
        for (int digit = 1; digit <= ctx.size(); ++digit) {
            const std::uint64_t where = ctx.positions(h, digit);
            if (digitCount(where) < 2 || (ctx.placedIn(h) & digitBit(digit)))
                continue;
            const auto& cells = houses[size_t(h)].cells;
            const int cage = g.cageOf(cells[size_t(std::countr_zero(where))]);
            if (cage < 0)
                continue;
            bool oneCage = true;
            for (std::uint64_t w = where; w && oneCage; w &= w - 1)
                oneCage = g.cageOf(cells[size_t(std::countr_zero(w))]) == cage;
            const CageFacts& facts = table.cages[size_t(cage)];
            if (!oneCage || !facts.usable() || (facts.placed & digitBit(digit)))
                continue;
            const DistinctFit withDigit = fitDistinct(ctx.size(), candidatesOf(ctx, facts.empty), facts.remaining,
                                                      facts.placed, digitBit(digit));
            if (!withDigit.checked || withDigit.sets.empty())
                continue;
            Step step;
            step.technique = Technique::CageClaiming;
            markCage(step, g, cage);
            step.pattern.houses.push_back({h, Role::Base});
            const CellSet house = ctx.houseCells(h);
            for (size_t i = 0; i < facts.empty.size(); ++i) {
                const int cell = facts.empty[i];
                DigitMask gone = ctx.candidates(cell) & ~withDigit.usable[i];
                // The cage's one digit of this kind is the house's, so it
                // sits in the house.
                if (!house.contains(cell))
                    gone |= ctx.candidates(cell) & digitBit(digit);
                addEliminations(step, cell, gone);
            }
            if (step.eliminations.empty())
                continue;
            for (std::uint64_t w = where; w; w &= w - 1) {
                const int cell = cells[size_t(std::countr_zero(w))];
                step.detail.cells.push_back(cell);
                step.pattern.candidates.push_back({cell, digit, Role::Base});
            }
            std::sort(step.detail.cells.begin(), step.detail.cells.end());
            step.detail.digits = {digit};
            step.detail.houses = {h};
            step.detail.sum = facts.remaining;
            step.detail.digitSets = withDigit.sets;
            if (!sink.add(std::move(step)))
                return;
        }
    }
}

constexpr FinderEntry kFinders[] = {
    {Technique::CageCombination, findCageCombination},
    {Technique::InnieOutieSingle, findSumEquations<Technique::InnieOutieSingle>},
    {Technique::InniesOuties, findSumEquations<Technique::InniesOuties>},
    {Technique::CagePointing, findCagePointing},
    {Technique::CageClaiming, findCageClaiming},
    {Technique::InniesOutiesMultiHouse, findSumEquations<Technique::InniesOutiesMultiHouse>},
    {Technique::InnieOutieDifference, findSumEquations<Technique::InnieOutieDifference>},
};

} // namespace

std::span<const FinderEntry> cageFinders()
{
    return kFinders;
}

} // namespace pm::logic
