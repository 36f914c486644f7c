// SPDX-License-Identifier: GPL-3.0-or-later
// Sentences for XY-Wing, XYZ-Wing, W-Wing and Remote Pairs.
#include "text/step_text/step_text.h"

namespace pm {

using logic::Step;
using logic::Technique;

QString wingsText(const StepText& t, const Step& step)
{
    const auto& d = step.detail;
    switch (step.technique) {
    case Technique::XYWing:
        //: "XY-Wing: r2c2 holds only 4 and 7; r2c8 {4,9} and r6c2 {7,9} share 9 with it, so whichever r2c2 is, ..."
        return StepText::tr("XY-Wing: %1 holds only %2 and %3; %4 and %5 each pair one of them with %6, so whichever "
                            "%1 is, %4 or %5 is %6; %7.")
            .arg(t.cell(d.cells[0]), t.digit(d.digits[0]), t.digit(d.digits[1]), t.cell(d.cells[1]),
                 t.cell(d.cells[2]), t.digit(d.digits[2]), t.eliminationList(step));
    case Technique::XYZWing:
        return StepText::tr("XYZ-Wing: %1 holds only %2; %3 and %4 each hold %5 and one other of its digits, so one "
                            "of the three cells is %5; %6.")
            .arg(t.cell(d.cells[0]), t.digitSet(d.digits), t.cell(d.cells[1]), t.cell(d.cells[2]),
                 t.digit(d.digits.back()), t.eliminationList(step));
    case Technique::WWing:
        return StepText::tr("W-Wing: %1 and %2 both hold only %3 and %4; in %5, %3 fits only in %6 and %7, which see "
                            "them, so they cannot both be %3 and one of them is %4; %8.")
            .arg(t.cell(d.cells[0]), t.cell(d.cells[1]), t.digit(d.digits[0]), t.digit(d.digits[1]),
                 t.house(d.houses.front()), t.cell(d.cells[2]), t.cell(d.cells[3]), t.eliminationList(step));
    case Technique::RemotePairs:
        return StepText::tr("Remote Pairs: %1 all hold only %2 and %3, and along the chain they alternate between "
                            "them; a cell seeing two of them an odd number of links apart can hold neither; %4.")
            .arg(t.cells(d.cells), t.digit(d.digits[0]), t.digit(d.digits[1]), t.eliminationList(step));
    default:
        return {};
    }
}

} // namespace pm
