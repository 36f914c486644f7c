// SPDX-License-Identifier: GPL-3.0-or-later
// Sentences for counted houses (MultiFour, DoubleNine): count elimination,
// count fill, and the counted intersections. The sentence says how often the house holds every symbol,
// since that is what the player counts against.
#include "text/step_text/step_text.h"

namespace pm {

using logic::Step;
using logic::Technique;

namespace {

QString countEliminationText(const StepText& t, const Step& step)
{
    const auto& d = step.detail;
    //: Count Elimination (houses holding each symbol several times): "Count Elimination: row 2 holds every
    //: symbol 3 times, and 3 already stands in r2c1, r2c6 and r2c11; so 3 goes from r2c4 and r2c9."
    return StepText::tr("Count Elimination: %1 holds every symbol %2 times, and %3 already stands in %4; so %5.")
        .arg(t.house(d.houses.front()))
        .arg(d.variantType)
        .arg(t.digit(d.digits.front()), t.cells(d.cells), t.eliminationList(step));
}

QString countFillText(const StepText& t, const Step& step)
{
    const auto& d = step.detail;
    if (d.size == 1)
        //: Count Fill, one more due: "Count Fill: column 5 holds every symbol 2 times, and 7 is still due once
        //: there; only r11c5 can still take 7, so r11c5 = 7."
        return StepText::tr("Count Fill: %1 holds every symbol %2 times, and %3 is still due once there; only %4 can "
                            "still take %3, so %5.")
            .arg(t.house(d.houses.front()))
            .arg(d.variantType)
            .arg(t.digit(d.digits.front()), t.cells(d.cells), t.placementList(step));
    //: Count Fill, several due: "Count Fill: row 4 holds every symbol 3 times, and 2 is still due 2 times there;
    //: only r4c3 and r4c10 can still take 2, so r4c3 = 2 and r4c10 = 2."
    return StepText::tr("Count Fill: %1 holds every symbol %2 times, and %3 is still due %4 times there; only %5 can "
                        "still take %3, so %6.")
        .arg(t.house(d.houses.front()))
        .arg(d.variantType)
        .arg(t.digit(d.digits.front()))
        .arg(d.size)
        .arg(t.cells(d.cells), t.placementList(step));
}

QString countPointingText(const StepText& t, const Step& step)
{
    const auto& d = step.detail;
    if (d.size == 1)
        //: Count Pointing, one more due: "Count Pointing: row 2 still needs 5 in one more cell; in box 1, 5 fits
        //: only in cells of row 2 (r2c1 and r2c2), and that house holds it once, so it fills the place; 5 goes from
        //: r2c7 and r2c15."
        return StepText::tr("Count Pointing: %1 still needs %2 in one more cell; in %3, %2 fits only in cells of %1 "
                            "(%4), and that house holds it once, so it fills the place; %5.")
            .arg(t.house(d.coverHouses.front()), t.digit(d.digits.front()), t.houses(d.houses), t.cells(d.cells),
                 t.eliminationList(step));
    //: Count Pointing (lines holding each symbol several times, boxes once): "Count Pointing: row 2 still needs 5
    //: in 2 more cells; in boxes 1 and 4, 5 fits only in cells of row 2 (r2c1, r2c2 and r2c11), and each of those
    //: houses holds it once, so they fill them all; 5 goes from r2c7 and r2c15."
    return StepText::tr("Count Pointing: %1 still needs %2 in %3 more cells; in %4, %2 fits only in cells of %1 (%5), "
                        "and each of those houses holds it once, so they fill them all; %6.")
        .arg(t.house(d.coverHouses.front()), t.digit(d.digits.front()))
        .arg(d.size)
        .arg(t.houses(d.houses), t.cells(d.cells), t.eliminationList(step));
}

QString countClaimingText(const StepText& t, const Step& step)
{
    const auto& d = step.detail;
    if (d.size == 1)
        //: Count Claiming, one more due: "Count Claiming: column 6 still needs 1 in one more cell, and its cells
        //: that can take 1 (r2c6) lie in box 2 only; that house holds 1 once, so it gives it to column 6; 1 goes
        //: from r1c4."
        return StepText::tr("Count Claiming: %1 still needs %2 in one more cell, and its cells that can take %2 (%3) "
                            "lie in %4 only; that house holds %2 once, so it gives it to %1; %5.")
            .arg(t.house(d.houses.front()), t.digit(d.digits.front()), t.cells(d.cells), t.houses(d.coverHouses),
                 t.eliminationList(step));
    //: Count Claiming: "Count Claiming: column 3 still needs 7 in 2 more cells, and its cells that can take 7 (r1c3,
    //: r5c3 and r16c3) lie in boxes 1 and 11 only; each of those holds 7 once, so each gives one to column 3; 7
    //: goes from r2c1 and r17c2."
    return StepText::tr("Count Claiming: %1 still needs %2 in %3 more cells, and its cells that can take %2 (%4) lie "
                        "in %5 only; each of those holds %2 once, so each gives one to %1; %6.")
        .arg(t.house(d.houses.front()), t.digit(d.digits.front()))
        .arg(d.size)
        .arg(t.cells(d.cells), t.houses(d.coverHouses), t.eliminationList(step));
}

} // namespace

QString countingText(const StepText& t, const Step& step)
{
    switch (step.technique) {
    case Technique::CountElimination: return countEliminationText(t, step);
    case Technique::CountFill: return countFillText(t, step);
    case Technique::CountPointing: return countPointingText(t, step);
    case Technique::CountClaiming: return countClaimingText(t, step);
    default: return {};
    }
}

} // namespace pm
