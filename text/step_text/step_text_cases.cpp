// SPDX-License-Identifier: GPL-3.0-or-later
// The sentences of the reasons that follow a case (logic::ConstraintReason::
// PartnerCases, BetweenCases, ArrowCases): each eliminated candidate
// supposed, and followed from cell to cell along a whispers or between
// line, or around a minimum or maximum cell, until a cell is left nothing;
// or summed along an arrow to totals its circle cannot hold.
#include "core/logic/constraint_reasons.h"
#include "text/step_text/step_text_constraints_internal.h"

#include <algorithm>

namespace pm::constraint_sentences {

namespace {

// Whether the cell is an end of one of the constraint's lines.
bool isEnd(const Constraint& c, int cell)
{
    return std::any_of(c.lines.begin(), c.lines.end(),
                       [cell](const std::vector<int>& line) { return line.front() == cell || line.back() == cell; });
}

// One narrowing of a case: what the cell is left beside the cells it is
// read by, "r3c4 only 1 or 2 beside r3c5", "r1c7 only 1 below r2c7", "r4c4
// only 8 between r3c4 and r6c4", "r6c4 only 9 to leave r4c4 a digit
// between it and r3c4".
QString narrowing(const StepText& t, const Constraint& c, const logic::ConstraintClaim& claim)
{
    const QString cell = t.cell(claim.cell);
    const QString digits = anyOf(t, digitsOf(claim.keeps));
    if (c.kind == ConstraintKind::Minimum || c.kind == ConstraintKind::Maximum) {
        // The marked cell holds more (a maximum) or less than each neighbour.
        const bool marked = std::find(c.lines[0].begin(), c.lines[0].end(), claim.cell) != c.lines[0].end();
        const bool above = marked == (c.kind == ConstraintKind::Maximum);
        if (above)
            return claim.keeps
                       //: What a case leaves a cell that must hold more than its neighbour: "r2c7 only 8 or 9
                       //: above r1c7".
                       ? StepText::tr("%1 only %2 above %3").arg(cell, digits, t.cell(claim.from))
                       //: A case leaves a cell that must hold more than its neighbour nothing: "r2c7 nothing above
                       //: r1c7".
                       : StepText::tr("%1 nothing above %2").arg(cell, t.cell(claim.from));
        return claim.keeps
                   //: What a case leaves a cell that must hold less than its neighbour: "r1c7 only 1 below r2c7".
                   ? StepText::tr("%1 only %2 below %3").arg(cell, digits, t.cell(claim.from))
                   //: A case leaves a cell that must hold less than its neighbour nothing: "r2c8 nothing below r2c7".
                   : StepText::tr("%1 nothing below %2").arg(cell, t.cell(claim.from));
    }
    if (c.kind != ConstraintKind::BetweenLine)
        return claim.keeps
                   //: What a case leaves a cell beside its neighbour on a whispers line: "r3c4 only 1 or 2 beside
                   //: r3c5".
                   ? StepText::tr("%1 only %2 beside %3").arg(cell, digits, t.cell(claim.from))
                   //: A case leaves a cell of a whispers line nothing: "r3c7 nothing beside r3c6".
                   : StepText::tr("%1 nothing beside %2").arg(cell, t.cell(claim.from));
    if (!isEnd(c, claim.cell))
        return claim.keeps
                   //: What a case leaves a cell between the ends of a between line: "r4c4 only 8 between r3c4 and
                   //: r6c4".
                   ? StepText::tr("%1 only %2 between %3 and %4").arg(cell, digits, t.cell(claim.from), t.cell(claim.alsoFrom))
                   //: A case leaves a cell between the ends of a between line nothing: "r5c4 nothing between r3c4
                   //: and r6c4".
                   : StepText::tr("%1 nothing between %2 and %3").arg(cell, t.cell(claim.from), t.cell(claim.alsoFrom));
    return claim.keeps
               //: What a case leaves an end of a between line: "r6c4 only 9 to leave r4c4 a digit between it and
               //: r3c4".
               ? StepText::tr("%1 only %2 to leave %3 a digit between it and %4")
                     .arg(cell, digits, t.cell(claim.from), t.cell(claim.alsoFrom))
               //: A case leaves an end of a between line nothing: "r6c4 nothing that leaves r4c4 a digit between it
               //: and r3c4".
               : StepText::tr("%1 nothing that leaves %2 a digit between it and %3")
                     .arg(cell, t.cell(claim.from), t.cell(claim.alsoFrom));
}

} // namespace

// "if r3c5 held 7, then r3c4 only 1 or 2 beside r3c5, …, and r3c7 nothing
// beside r3c6 (6 taken by r3c3 and 7 taken by r3c5)"; a chain starts at
// each claim with a digit supposed (bound > 0). The whispers and between
// lines' and the minimum and maximum cells' cases (PartnerCases,
// BetweenCases).
QString caseChainsText(const StepText& t, const logic::Step& step)
{
    const Constraint& c = t.geometry().constraints()[size_t(step.detail.constraint)];
    QStringList cases;
    QString supposed;
    QStringList narrowed;
    const auto endCase = [&] {
        if (!supposed.isEmpty())
            //: A case followed along a line: "if r3c5 held 7, then r3c4 only 1 or 2 beside r3c5 and r3c6 nothing
            //: beside r3c5".
            cases << StepText::tr("%1, then %2").arg(supposed, t.list(narrowed));
        narrowed.clear();
    };
    for (const logic::ConstraintClaim& claim : step.detail.claims) {
        if (claim.bound > 0) {
            endCase();
            supposed = StepText::tr("if %1 held %2").arg(t.cell(claim.cell), t.digit(claim.bound));
            continue;
        }
        QString item = narrowing(t, c, claim);
        QStringList taken;
        for (size_t i = 0; i + 1 < claim.addends.size(); i += 2)
            //: A digit a cell sharing a house holds in the case: "7 taken by r3c5".
            taken << StepText::tr("%1 taken by %2").arg(t.digit(claim.addends[i + 1]), t.cell(claim.addends[i]));
        if (!taken.isEmpty())
            //: A cell's digits in a case, and the digits other cells take: "r3c3 only 6 beside r3c4 (7 taken by r3c5)".
            item = StepText::tr("%1 (%2)").arg(item, t.list(taken));
        narrowed << item;
    }
    endCase();
    //: "Line Rule: neighbours on the German whispers line from r3c3 differ by at least 5; followed from cell to cell,
    //: a case that leaves a cell nothing cannot be: if r3c5 held 7, then …: 7 goes from r3c5." The cases are joined
    //: by "; ".
    return StepText::tr("%1: %2; followed from cell to cell, a case that leaves a cell nothing cannot be: %3: %4.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint),
             cases.join(QStringLiteral("; ")), t.eliminationsByCell(step));
}

// "if r9c5 held 6 (which leaves r8c5 only 1 or 7), the arrow would add up
// to 7 or 13, and r9c6 can only hold 3, 4, 5, 6, 8 or 9"; a case starts at
// each claim with a digit supposed (bound > 0), the cells it narrows follow.
QString arrowCasesText(const StepText& t, const logic::Step& step)
{
    QStringList cases;
    const auto& claims = step.detail.claims;
    for (size_t i = 0; i < claims.size(); ++i) {
        const logic::ConstraintClaim& claim = claims[i];
        if (claim.bound == 0)
            continue;
        QString supposed = StepText::tr("if %1 held %2").arg(t.cell(claim.cell), t.digit(claim.bound));
        QStringList left;
        for (size_t j = i + 1; j < claims.size() && claims[j].bound == 0; ++j)
            left << StepText::tr("%1 only %2").arg(t.cell(claims[j].cell), anyOf(t, digitsOf(claims[j].keeps)));
        if (!left.isEmpty())
            supposed = StepText::tr("%1 (which leaves %2)").arg(supposed, t.list(left));
        QStringList sums;
        for (int sum : digitsOf(claim.fromDigits))
            sums << QString::number(sum);
        //: An arrow's case: "if r9c5 held 6 (which leaves r8c5 only 1 or 7), the arrow would add up to 7 or 13, and
        //: r9c6 can only hold 3, 4, 5, 6, 8 or 9".
        cases << StepText::tr("%1, the arrow would add up to %2, and %3 can only hold %4")
                     .arg(supposed, alternatives(sums), t.cell(claim.from), anyOf(t, digitsOf(claim.keeps)));
    }
    //: "Line Sum: the digits along the arrow from r9c6 add up to the number in its circle; if r9c5 held 6 (...), the
    //: arrow would add up to 7 or 13, and r9c6 can only hold 3, 4, 5, 6, 8 or 9: 6 goes from r9c5." The cases are
    //: joined by "; ".
    return StepText::tr("%1: %2; %3: %4.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint),
             cases.join(QStringLiteral("; ")), t.eliminationsByCell(step));
}

} // namespace pm::constraint_sentences
