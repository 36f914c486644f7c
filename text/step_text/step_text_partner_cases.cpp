// SPDX-License-Identifier: GPL-3.0-or-later
// The sentence of a whispers line's cases (logic::ConstraintReason::
// PartnerCases): each eliminated candidate supposed, and followed from cell
// to cell along the line until a cell is left nothing.
#include "core/logic/constraint_reasons.h"
#include "text/step_text/step_text_constraints_internal.h"

namespace pm::constraint_sentences {

// "if r3c5 held 7, then r3c4 only 1 or 2 beside r3c5, …, and r3c7 nothing
// beside r3c6 (6 taken by r3c3 and 7 taken by r3c5)"; a chain starts at
// each claim with a digit supposed (bound > 0).
QString partnerCasesText(const StepText& t, const logic::Step& step)
{
    QStringList cases;
    QString supposed;
    QStringList narrowed;
    const auto endCase = [&] {
        if (!supposed.isEmpty())
            //: A case followed along a whispers line: "if r3c5 held 7, then r3c4 only 1 or 2 beside r3c5 and r3c6
            //: nothing beside r3c5".
            cases << StepText::tr("%1, then %2").arg(supposed, t.list(narrowed));
        narrowed.clear();
    };
    for (const logic::ConstraintClaim& claim : step.detail.claims) {
        if (claim.bound > 0) {
            endCase();
            supposed = StepText::tr("if %1 held %2").arg(t.cell(claim.cell), t.digit(claim.bound));
            continue;
        }
        QString item = claim.keeps
                           //: What a case leaves a cell beside its neighbour on a whispers line: "r3c4 only 1 or 2
                           //: beside r3c5".
                           ? StepText::tr("%1 only %2 beside %3")
                                 .arg(t.cell(claim.cell), anyOf(t, digitsOf(claim.keeps)), t.cell(claim.from))
                           //: A case leaves a cell of a whispers line nothing: "r3c7 nothing beside r3c6".
                           : StepText::tr("%1 nothing beside %2").arg(t.cell(claim.cell), t.cell(claim.from));
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

} // namespace pm::constraint_sentences
