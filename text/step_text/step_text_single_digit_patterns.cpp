// SPDX-License-Identifier: GPL-3.0-or-later
// Sentences for single-digit patterns: skyscraper, 2-string kite, turbot
// fish (detail.cells = A, B, C, D of the chain A=B-C=D; detail.houses = the
// two strong-link houses around the weak one) and empty rectangle
// (detail.houses = box, row, column, link line; detail.cells = the link's
// end on the rectangle's row or column, then its other end).
#include "text/step_text/step_text.h"

#include <algorithm>

namespace pm {

using logic::Step;
using logic::Technique;

QString singleDigitPatternsText(const StepText& t, const Step& step)
{
    if (step.detail.digits.empty())
        return {};
    const QString name = StepText::techniqueName(step.technique);
    const QString digit = t.digit(step.detail.digits.front());
    const auto& cells = step.detail.cells;
    const auto& houses = step.detail.houses;
    switch (step.technique) {
    case Technique::Skyscraper:
    case Technique::TwoStringKite:
    case Technique::TurbotFish:
        if (cells.size() != 4 || houses.size() != 3)
            return {};
        //: "Skyscraper on 3: row 1 holds 3 only in r1c6 and r1c2, row 5 only in r5c2 and r5c8; r1c2 and r5c2
        //: share column 2, so r1c6 or r5c8 is 3, and 3 goes from r2c8 and r4c6."
        return StepText::tr("%1 on %2: %3 holds %2 only in %4 and %5, %6 only in %7 and %8; %5 and %7 share %9, "
                            "so %4 or %8 is %2, and %10.")
            .arg(name, digit, t.house(houses[0]), t.cell(cells[0]), t.cell(cells[1]), t.house(houses[2]),
                 t.cell(cells[2]), t.cell(cells[3]), t.house(houses[1]))
            .arg(t.eliminationList(step));
    case Technique::EmptyRectangle: {
        if (cells.size() != 2 || houses.size() != 4)
            return {};
        // The link's end lies on one arm's line; the box's digit is then
        // pushed onto the other arm.
        const auto& rowCells = t.geometry().houses()[houses[1]].cells;
        const bool onRow = std::find(rowCells.begin(), rowCells.end(), cells[0]) != rowCells.end();
        //: "Empty Rectangle on 5: in box 5, 5 lies only in row 4 and column 6; column 2 holds 5 only in r4c2 and
        //: r8c2: either r8c2 is 5, or r4c2 is and the 5 of box 5 must lie in column 6; either way, 5 goes from r8c6."
        return StepText::tr("%1 on %2: in %3, %2 lies only in %4 and %5; %6 holds %2 only in %7 and %8: either %8 "
                            "is %2, or %7 is and the %2 of %3 must lie in %9; either way, %10.")
            .arg(name, digit, t.house(houses[0]), t.house(houses[1]), t.house(houses[2]), t.house(houses[3]),
                 t.cell(cells[0]), t.cell(cells[1]), t.house(onRow ? houses[2] : houses[1]))
            .arg(t.eliminationList(step));
    }
    default:
        return {};
    }
}

} // namespace pm
