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
        //: "Unique Rectangle type 3 on {3,8}: one of r4c1 and r4c5 must hold a digit other than those, else the
        //: rectangle would have two solutions; so their other digits and r4c7 make a naked subset on 6 and 9 in
        //: row 4; remove ..."
        return StepText::tr("Unique Rectangle type 3 on %1: one of %2 and %3 must hold a digit other than those, "
                            "else the rectangle would have two solutions; so their other digits and %4 make a naked "
                            "subset on %5 in %6; %7.")
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
        //: "Hidden Rectangle on {3,8}: r1c1 holds only those digits; row 4 holds 3 only in r4c5 and r4c1, and
        //: column 5 only in r4c5 and r1c5; were r4c5 8, r4c1 and r1c5 would be 3 and r1c1 8, a pattern with two
        //: solutions; 8 goes from r4c5."
        return StepText::tr("Hidden Rectangle on %1: %2 holds only those digits; %3 holds %4 only in %5 and %6, and "
                            "%7 only in %5 and %8; were %5 %9, %6 and %8 would be %4 and %2 %9, a pattern with two "
                            "solutions; %10.")
            .arg(pair, t.cell(c[0]), t.house(d.houses[0]), t.digit(d.digits[0]), t.cell(c[3]), t.cell(c[1]),
                 t.house(d.houses[1]), t.cell(c[2]), t.digit(d.digits[1]))
            .arg(t.eliminationList(step));
    }
    case Technique::BugPlusOne:
        //: "BUG+1: every empty cell but r5c5 holds two candidates, and 7 appears three times in its houses; were
        //: r5c5 not 7, the puzzle would not have one solution, so r5c5 keeps only 7; remove 2 and 4 from r5c5."
        return StepText::tr("BUG+1: every empty cell but %1 holds two candidates, and %2 appears three times in its "
                            "houses; were %1 not %2, the puzzle would not have one solution, so %1 keeps only %2; %3.")
            .arg(t.cell(c[0]), t.digit(d.digits[0]), t.eliminationsByCell(step));
    default:
        return {};
    }
}

} // namespace pm
