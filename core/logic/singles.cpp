// SPDX-License-Identifier: GPL-3.0-or-later
// Singles: a cell that can take only one digit, or a digit that has only one
// place in a house.
#include "core/logic/finders.h"

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
        if (more && digitCount(mask) == 1)
            more = sink.add(placement(Technique::NakedSingle, cell, firstDigit(mask), -1));
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
            if (!sink.add(placement(technique, cell, digit, h)))
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
