// SPDX-License-Identifier: GPL-3.0-or-later
// Sentences for singles, intersections and subsets.
#include "text/step_text/step_text.h"

namespace pm {

using logic::Step;
using logic::Technique;

QString singlesText(const StepText& t, const Step& step)
{
    const auto& p = step.placements.front();
    const QString cell = t.cell(p.cell);
    const QString digit = t.digit(p.digit);
    switch (step.technique) {
    case Technique::FullHouse:
        return StepText::tr("Full House: %1 is the last empty cell of %2, so %1 = %3.")
            .arg(cell, t.house(step.detail.houses.front()), digit);
    case Technique::NakedSingle:
        return StepText::tr("Naked Single: %1 can only be %2, so %1 = %2.").arg(cell, digit);
    case Technique::HiddenSingleBox:
    case Technique::HiddenSingleLine:
    case Technique::HiddenSingleOther:
        return StepText::tr("Hidden Single: in %1, %2 fits only in %3, so %3 = %2.")
            .arg(t.house(step.detail.houses.front()), digit, cell);
    default:
        return {};
    }
}

QString intersectionsText(const StepText& t, const Step& step)
{
    const QString digit = t.digit(step.detail.digits.front());
    const QString base = t.house(step.detail.houses[0]);
    const QString cover = t.house(step.detail.houses[1]);
    switch (step.technique) {
    case Technique::LockedCandidatesPointing:
        return StepText::tr("Pointing: in %1, %2 fits only in %3, which lie in %4; so %5.")
            .arg(base, digit, t.cells(step.detail.cells), cover, t.eliminationList(step));
    case Technique::LockedCandidatesClaiming:
        return StepText::tr("Claiming: in %1, %2 fits only in %3, which lie in %4; so %5.")
            .arg(base, digit, t.cells(step.detail.cells), cover, t.eliminationList(step));
    default:
        return {};
    }
}

QString subsetsText(const StepText& t, const Step& step)
{
    const QString name = StepText::techniqueName(step.technique);
    const QString cells = t.cells(step.detail.cells);
    const QString digits = t.digits(step.detail.digits);
    switch (step.technique) {
    case Technique::LockedPair:
    case Technique::LockedTriple:
    case Technique::NakedPair:
    case Technique::NakedTriple:
    case Technique::NakedQuad:
        //: "Naked Pair: r1c4 and r1c6 hold only 3 and 8 between them, so those digits belong to these cells in row 1; remove 3 from ..."
        return StepText::tr("%1: %2 hold only %3 between them, so these digits belong to those cells in %4; %5.")
            .arg(name, cells, digits, t.houses(step.detail.houses), t.eliminationList(step));
    case Technique::HiddenPair:
    case Technique::HiddenTriple:
    case Technique::HiddenQuad:
        return StepText::tr("%1: in %2, %3 fit only in %4, so those cells hold nothing else; %5.")
            .arg(name, t.house(step.detail.houses.front()), digits, cells, t.eliminationList(step));
    default:
        return {};
    }
}

QString whatIfText(const StepText& t, const Step& step)
{
    const auto& a = step.detail.assumption;
    if (step.detail.variantType == 1)
        return StepText::tr("What-If: if %1 were %2, the puzzle would have no solution (every continuation was "
                            "tried), so %1 is not %2.")
            .arg(t.cell(a.cell), t.digit(a.digit));
    if (step.detail.variantType == 2) {
        QStringList options;
        for (size_t i = 1; i < step.detail.digits.size(); ++i)
            options << t.digit(step.detail.digits[i]);
        //: Nested what-if: "if r9c2 were 2, then after the singles that follow, r5c5 could hold none of 3 and 7:
        //: each of them leads to a contradiction by singles; so r9c2 is not 2."
        return StepText::tr("What-If: if %1 were %2, then after the singles that follow, %3 could hold none of %4: "
                            "each of them leads to a contradiction by singles; so %1 is not %2.")
            .arg(t.cell(a.cell), t.digit(a.digit), t.cell(step.detail.contradictionCell), t.list(options));
    }
    QStringList chain;
    for (const auto& implied : step.detail.implications)
        chain << QStringLiteral("%1 = %2").arg(t.cell(implied.cell), t.digit(implied.digit));
    logic::Contradiction contradiction;
    if (step.detail.contradictionCell >= 0) {
        contradiction.kind = logic::Contradiction::Kind::EmptyCell;
        contradiction.cell = step.detail.contradictionCell;
    } else {
        contradiction.kind = logic::Contradiction::Kind::DigitMissing;
        contradiction.house = step.detail.contradictionHouse;
        contradiction.digit = step.detail.contradictionDigit;
    }
    if (chain.isEmpty())
        return StepText::tr("What-If: if %1 were %2, %3, so %1 is not %2.")
            .arg(t.cell(a.cell), t.digit(a.digit), t.contradiction(contradiction));
    return StepText::tr("What-If: if %1 were %2, then %3, and %4; so %1 is not %2.")
        .arg(t.cell(a.cell), t.digit(a.digit), chain.join(QStringLiteral(", ")), t.contradiction(contradiction));
}

} // namespace pm
