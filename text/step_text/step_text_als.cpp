// SPDX-License-Identifier: GPL-3.0-or-later
// Sentences for almost locked sets.
#include "text/step_text/step_text.h"

#include <algorithm>

namespace pm {

using logic::Role;
using logic::Step;
using logic::Technique;

namespace {

// The cells of one ALS (by its role in the pattern) with their digits:
// "r1c2, r1c5 {1,4,7}".
QString alsName(const StepText& t, const Step& step, Role role)
{
    std::vector<int> cells;
    std::vector<int> digits;
    for (const auto& mark : step.pattern.cells)
        if (mark.role == role)
            cells.push_back(mark.cell);
    for (const auto& mark : step.pattern.candidates)
        if (mark.role == role && std::find(digits.begin(), digits.end(), mark.digit) == digits.end())
            digits.push_back(mark.digit);
    std::sort(digits.begin(), digits.end());
    return StepText::tr("%1 %2").arg(t.cells(cells), t.digitSet(digits));
}

std::vector<int> cellsWithRole(const Step& step, Role role)
{
    std::vector<int> cells;
    for (const auto& mark : step.pattern.cells)
        if (mark.role == role)
            cells.push_back(mark.cell);
    return cells;
}

} // namespace

QString alsText(const StepText& t, const Step& step)
{
    const QString name = StepText::techniqueName(step.technique);
    switch (step.technique) {
    case Technique::AlsXz:
        if (step.detail.variantType == 1)
            return StepText::tr("%1: the almost locked sets %2 and %3 share the restricted commons %4, so together "
                                "they are locked; %5.")
                .arg(name, alsName(t, step, Role::ColourA), alsName(t, step, Role::ColourB),
                     t.digits(step.detail.digits), t.eliminationList(step));
        //: "ALS-XZ: the almost locked sets r1c2, r1c5 {1,4,7} and r4c5 {4,7} cannot both hold 4, so ..."
        return StepText::tr("%1: the almost locked sets %2 and %3 cannot both hold %4, so one of them is locked on "
                            "its other digits; %5.")
            .arg(name, alsName(t, step, Role::ColourA), alsName(t, step, Role::ColourB),
                 t.digit(step.detail.digits.front()), t.eliminationList(step));
    case Technique::AlsXyWing:
        //: "ALS-XY-Wing: the pivot set ... shares 8 with A and 4 with B, so A or B is locked on its other digits; ..."
        return StepText::tr("%1: the pivot set %2 shares %3 with %4 and %5 with %6, so one of those two sets is "
                            "locked on its other digits; %7.")
            .arg(name, alsName(t, step, Role::Base), t.digit(step.detail.digits[0]), alsName(t, step, Role::ColourA),
                 t.digit(step.detail.digits[1]), alsName(t, step, Role::ColourB), t.eliminationList(step));
    case Technique::SueDeCoq:
        //: "Sue de Coq: where box 1 meets row 2, r2c1 and r2c2 hold {1,2,5,6}; with r2c7 in the row and r3c1 in the box ..."
        return StepText::tr("%1: where %2 meets %3, %4 hold %5; with %6 in the line and %7 in the box these cells "
                            "hold as many digits as cells, so each digit sits there once; %8.")
            .arg(name, t.house(step.detail.houses[0]), t.house(step.detail.houses[1]), t.cells(step.detail.cells),
                 t.digitSet(step.detail.digits), t.cells(cellsWithRole(step, Role::ColourA)),
                 t.cells(cellsWithRole(step, Role::ColourB)), t.eliminationList(step));
    default:
        return {};
    }
}

} // namespace pm
