// SPDX-License-Identifier: GPL-3.0-or-later
// Sentences for Unique Rectangles, Hidden Rectangle and BUG+1.
#include "text/step_text/step_text.h"

namespace pm {

using logic::Step;
using logic::Technique;

QString uniquenessText(const StepText& t, const Step& step)
{
    const auto& d = step.detail;
    const auto& c = d.cells;
    switch (step.technique) {
    case Technique::UniqueRectangle1: {
        const QString pair = t.digitSet({d.digits[0], d.digits[1]});
        //: "Unique Rectangle type 1 on {3,8}: r1c1, r1c5 and r4c1 hold only those digits; were r4c5 either of them, ..."
        return StepText::tr("Unique Rectangle type 1 on %1: %2 hold only those digits; were %3 either of them, the "
                            "four cells could swap them and the puzzle would have two solutions; %4.")
            .arg(pair, t.cells({c[0], c[1], c[2]}), t.cell(c[3]), t.eliminationList(step));
    }
    case Technique::UniqueRectangle2: {
        const QString pair = t.digitSet({d.digits[0], d.digits[1]});
        const std::vector<int> roof(c.begin() + 2, c.end());
        return StepText::tr("Unique Rectangle type 2 on %1: unless one of %2 is %3, the rectangle would have two "
                            "solutions; so cells seeing all of them cannot be %3; %4.")
            .arg(pair, t.cells(roof), t.digit(d.digits[2]), t.eliminationList(step));
    }
    case Technique::UniqueRectangle3: {
        const QString pair = t.digitSet({d.digits[0], d.digits[1]});
        const std::vector<int> others(c.begin() + 4, c.end());
        const std::vector<int> subset(d.digits.begin() + 2, d.digits.end());
        return StepText::tr("Unique Rectangle type 3 on %1: one of %2 and %3 must hold another digit, else the "
                            "rectangle would have two solutions; with %4 they hold only %5 in %6; %7.")
            .arg(pair, t.cell(c[2]), t.cell(c[3]), t.cells(others), t.digits(subset), t.houses(d.houses),
                 t.eliminationList(step));
    }
    case Technique::UniqueRectangle4: {
        const QString pair = t.digitSet(d.digits);
        return StepText::tr("Unique Rectangle type 4 on %1: in %2, %3 fits only in %4 and %5, so one of them is %3 "
                            "and neither can be %6 without two solutions; %7.")
            .arg(pair, t.house(d.houses.front()), t.digit(d.digits[0]), t.cell(c[2]), t.cell(c[3]),
                 t.digit(d.digits[1]), t.eliminationList(step));
    }
    case Technique::HiddenRectangle: {
        const QString pair = t.digitSet(d.digits);
        return StepText::tr("Hidden Rectangle on %1: %2 holds only those digits, and in %3 %4 fits only in the "
                            "rectangle; were %5 %6, %7 and %8 would be %4 and %2 %6, a pattern with two solutions; "
                            "%9.")
            .arg(pair, t.cell(c[0]), t.houses(d.houses), t.digit(d.digits[0]), t.cell(c[3]), t.digit(d.digits[1]),
                 t.cell(c[1]), t.cell(c[2]), t.eliminationList(step));
    }
    case Technique::BugPlusOne:
        return StepText::tr("BUG+1: every empty cell but %1 holds two candidates, and %2 appears three times in its "
                            "houses; were %1 not %2, the puzzle would not have one solution, so %1 = %2 and %3.")
            .arg(t.cell(c[0]), t.digit(d.digits[0]), t.eliminationList(step));
    default:
        return {};
    }
}

} // namespace pm
