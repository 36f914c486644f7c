// SPDX-License-Identifier: GPL-3.0-or-later
// Sentences for fish: basic, finned and sashimi X-Wing, Swordfish and
// Jellyfish. Reads detail.digits, houses (base), coverHouses, size and
// cells (the fins).
#include "text/step_text/step_text.h"

namespace pm {

using logic::Step;
using logic::Technique;

QString fishText(const StepText& t, const Step& step)
{
    if (step.detail.digits.empty() || step.detail.houses.empty())
        return {};
    const QString name = StepText::techniqueName(step.technique);
    const QString digit = t.digit(step.detail.digits.front());
    const QString base = t.houses(step.detail.houses);
    const QString cover = t.houses(step.detail.coverHouses);
    switch (step.technique) {
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish:
        //: "X-Wing on 7: in rows 2 and 8, 7 fits only in columns 3 and 6, so 7 goes from r4c3 and r5c6."
        return StepText::tr("%1 on %2: in %3, %2 fits only in %4, so %5.")
            .arg(name, digit, base, cover, t.eliminationList(step));
    case Technique::FinnedXWing:
    case Technique::SashimiXWing:
    case Technique::FinnedSwordfish:
    case Technique::SashimiSwordfish:
    case Technique::FinnedJellyfish:
    case Technique::SashimiJellyfish: {
        const QString fish = StepText::techniqueName(step.detail.size == 2 ? Technique::XWing
                                                         : step.detail.size == 3 ? Technique::Swordfish
                                                                                 : Technique::Jellyfish);
        if (step.detail.cells.size() == 1)
            //: "Finned X-Wing on 4: in rows 1 and 5, 4 fits only in columns 2 and 8 and in the fin r5c7. Either
            //: r5c7 is 4 or the X-Wing holds; both rule 4 out of cells in those columns that see the fin, so ..."
            return StepText::tr("%1 on %2: in %3, %2 fits only in %4 and in the fin %5. Either %5 is %2 or the %6 "
                                "holds; both rule %2 out of cells in %4 that see the fin, so %7.")
                .arg(name, digit, base, cover, t.cell(step.detail.cells.front()), fish, t.eliminationList(step));
        return StepText::tr("%1 on %2: in %3, %2 fits only in %4 and in the fins %5. Either a fin is %2 or the %6 "
                            "holds; both rule %2 out of cells in %4 that see every fin, so %7.")
            .arg(name, digit, base, cover, t.cells(step.detail.cells), fish, t.eliminationList(step));
    }
    default:
        return {};
    }
}

} // namespace pm
