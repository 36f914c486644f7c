// SPDX-License-Identifier: GPL-3.0-or-later
// Singles: a cell that can take only one digit, or a digit that has only one
// place in a house.
#include "core/logic/finders.h"

#include <algorithm>

namespace pm::logic {

namespace {

Step placement(Technique technique, int cell, int digit, int house)
{
    Step step;
    step.technique = technique;
    step.placements.push_back({cell, digit});
    step.pattern.candidates.push_back({cell, digit, Role::Placement});
    if (house >= 0) {
        step.pattern.houses.push_back({house, Role::Base});
        step.detail.houses.push_back(house);
    }
    step.detail.digits.push_back(digit);
    step.detail.cells.push_back(cell);
    return step;
}

// The placed digits that rule `digit` out of `cell`, as alternatives (each
// group alone does it): a peer holding the digit (a house of count 1 or a
// killer cage) is a group of one; a counted house already holding the digit
// its count times, a group of those cells. None when only the marks rule it
// out (an earlier step took it away).
std::vector<std::vector<int>> rulingGroups(const LogicContext& ctx, int cell, int digit)
{
    const Grid& grid = ctx.grid();
    std::vector<std::vector<int>> groups;
    for (int peer : ctx.geometry().peers(cell))
        if (grid.value(peer) == digit)
            groups.push_back({peer});
    for (int h : ctx.geometry().housesOf(cell)) {
        if (ctx.houseCount(h) == 1 || !(ctx.placedIn(h) & digitBit(digit)))
            continue;
        std::vector<int> holding;
        for (int c : ctx.geometry().houses()[size_t(h)].cells)
            if (grid.value(c) == digit)
                holding.push_back(c);
        if (int(holding.size()) >= ctx.houseCount(h))
            groups.push_back(std::move(holding));
    }
    return groups;
}

void addReasonCells(Step& step, const std::vector<int>& cells)
{
    for (int cell : cells) {
        const CellMark mark{cell, Role::Reason};
        if (std::find(step.pattern.cells.begin(), step.pattern.cells.end(), mark) == step.pattern.cells.end())
            step.pattern.cells.push_back(mark);
    }
}

// Why the digit has one place in the house: each other empty cell of it
// that a placed digit rules out is drawn as a Reason candidate, the placed
// digits doing it as Reason cells, each joined to the cells it rules out by
// a weak link ("if one, then not the other"). The fewest placed digits that
// explain every such cell are chosen (greedily: the one ruling out most
// first), so a box is told by two or three givens, not eight.
void addHiddenSingleReasons(const LogicContext& ctx, Step& step, int house, int cell, int digit)
{
    struct RuledOut {
        int cell;
        std::vector<std::vector<int>> groups;
    };
    std::vector<RuledOut> ruledOut;
    for (int other : ctx.geometry().houses()[size_t(house)].cells)
        if (other != cell && ctx.isEmpty(other))
            if (auto groups = rulingGroups(ctx, other, digit); !groups.empty())
                ruledOut.push_back({other, std::move(groups)});
    std::vector<bool> told(ruledOut.size(), false);
    const auto rules = [&](size_t i, const std::vector<int>& group) {
        return std::find(ruledOut[i].groups.begin(), ruledOut[i].groups.end(), group) != ruledOut[i].groups.end();
    };
    for (;;) {
        const std::vector<int>* best = nullptr;
        int bestCount = 0;
        for (size_t i = 0; i < ruledOut.size(); ++i) {
            if (told[i])
                continue;
            for (const std::vector<int>& group : ruledOut[i].groups) {
                int count = 0;
                for (size_t j = 0; j < ruledOut.size(); ++j)
                    count += !told[j] && rules(j, group);
                if (count > bestCount) {
                    best = &group;
                    bestCount = count;
                }
            }
        }
        if (!best)
            return;
        const std::vector<int> group = *best; // ruledOut's groups stay put, but told changes below
        addReasonCells(step, group);
        for (size_t j = 0; j < ruledOut.size(); ++j) {
            if (told[j] || !rules(j, group))
                continue;
            told[j] = true;
            step.pattern.candidates.push_back({ruledOut[j].cell, digit, Role::Reason});
            step.pattern.links.push_back({{group.front(), digit}, {ruledOut[j].cell, digit}, false, {}, {}});
        }
    }
}

// Why the cell holds one digit: for every other digit a placed digit that
// rules it out (a peer holding it), drawn as a Reason cell. Digits only the
// marks rule out have none.
void addNakedSingleReasons(const LogicContext& ctx, Step& step, int cell, int digit)
{
    for (int other = 1; other <= ctx.symbolCount(); ++other) {
        if (other == digit)
            continue;
        const auto groups = rulingGroups(ctx, cell, other);
        if (!groups.empty())
            addReasonCells(step, groups.front());
    }
}

// Full house: the last empty cell of a house takes the one digit missing
// there. Row 3 holds 1-8 except in r3c5: r3c5 = 9.
void findFullHouse(const LogicContext& ctx, StepSink& sink)
{
    const auto& houses = ctx.geometry().houses();
    for (int h = 0; h < int(houses.size()); ++h) {
        // A house holding each symbol several times may miss more than one
        // symbol in its last cell's place; count fill speaks for those.
        if (ctx.houseCount(h) != 1)
            continue;
        int emptyCell = -1;
        int empties = 0;
        for (int cell : houses[h].cells)
            if (ctx.isEmpty(cell)) {
                emptyCell = cell;
                if (++empties > 1)
                    break;
            }
        if (empties != 1)
            continue;
        const DigitMask missing = allDigits(ctx.symbolCount()) & ~ctx.placedIn(h);
        if (digitCount(missing) != 1 || !(ctx.candidates(emptyCell) & missing))
            continue;
        if (!sink.add(placement(Technique::FullHouse, emptyCell, firstDigit(missing), h)))
            return;
    }
}

// Naked single: r5c2 has the single candidate 4, so r5c2 = 4.
void findNakedSingle(const LogicContext& ctx, StepSink& sink)
{
    bool more = true;
    ctx.emptyCells().forEach([&](int cell) {
        const DigitMask mask = ctx.candidates(cell);
        if (!more || digitCount(mask) != 1)
            return;
        Step step = placement(Technique::NakedSingle, cell, firstDigit(mask), -1);
        addNakedSingleReasons(ctx, step, cell, firstDigit(mask));
        more = sink.add(std::move(step));
    });
}

// Hidden single: in box 4, 7 fits only in r5c3, so r5c3 = 7. One finder per
// kind of house, so that boxes are looked at before lines.
template <Technique technique>
void findHiddenSingle(const LogicContext& ctx, StepSink& sink)
{
    std::span<const int> houses = technique == Technique::HiddenSingleBox ? ctx.boxHouses()
        : technique == Technique::HiddenSingleLine                        ? ctx.lineHouses()
                                                                          : ctx.extraHouses();
    const auto& all = ctx.geometry().houses();
    for (int h : houses) {
        // "Fits only here" means "goes here" only where d appears once
        // (a DoubleNine row with one place left for 5 may already hold it).
        if (ctx.houseCount(h) != 1)
            continue;
        for (int digit = 1; digit <= ctx.symbolCount(); ++digit) {
            const std::uint64_t where = ctx.positions(h, digit);
            if (where == 0 || (where & (where - 1)) != 0)
                continue;
            const int cell = all[h].cells[std::countr_zero(where)];
            // A cell that is a naked single too is still a hidden single here;
            // the catalogue order decides which name the step gets.
            Step step = placement(technique, cell, digit, h);
            addHiddenSingleReasons(ctx, step, h, cell, digit);
            if (!sink.add(std::move(step)))
                return;
        }
    }
}

constexpr FinderEntry kFinders[] = {
    {Technique::FullHouse, findFullHouse},
    {Technique::NakedSingle, findNakedSingle},
    {Technique::HiddenSingleBox, findHiddenSingle<Technique::HiddenSingleBox>},
    {Technique::HiddenSingleLine, findHiddenSingle<Technique::HiddenSingleLine>},
    {Technique::HiddenSingleOther, findHiddenSingle<Technique::HiddenSingleOther>},
};

} // namespace

std::span<const FinderEntry> singlesFinders()
{
    return kFinders;
}

} // namespace pm::logic
