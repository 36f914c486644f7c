// SPDX-License-Identifier: GPL-3.0-or-later
// The sentences of the plain reasons of rules on a group of cells
// (core/logic/constraint_reasons.h): a quadruple's digits filling its open
// cells, and the naked subsets of a group of different digits.
// step_text_constraints.cpp picks them by reason.
#include "core/logic/constraint_reasons.h"
#include "text/step_text/step_text_constraints_internal.h"

#include <algorithm>

namespace pm::constraint_sentences {

// A quadruple whose open cells take exactly the digits it still lacks.
QString quadrupleFilledText(const StepText& t, const logic::Step& step)
{
    //: "Cell Rule: the four cells of the quadruple at r2c2 hold 4, 5, 6 and 7; the digits it still lacks, 4, 5, 6
    //: and 7, are as many as its open cells, so they fill them and no other digit fits: remove 1, 2, 3, 8 and 9
    //: from r2c2, r2c3, r3c2 and r3c3."
    return StepText::tr("%1: %2; the digits it still lacks, %3, are as many as its open cells, so they fill them "
                        "and no other digit fits: %4.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint),
             t.digits(step.detail.digits), t.eliminationsByCell(step));
}

// A group of different digits' naked subsets: "r1c1 and r4c1 can only
// hold 1 and 2 between them".
QString distinctSubsetsText(const StepText& t, const logic::Step& step)
{
    struct Subset {
        std::uint64_t digits;
        bool hidden;
        std::vector<int> cells;
    };
    std::vector<Subset> subsets;
    for (const logic::ConstraintClaim& claim : step.detail.claims) {
        const auto same = std::find_if(subsets.begin(), subsets.end(), [&](const Subset& subset) {
            return subset.digits == claim.keeps && subset.hidden == claim.atMost;
        });
        if (same == subsets.end())
            subsets.push_back({claim.keeps, claim.atMost, {claim.cell}});
        else
            same->cells.push_back(claim.cell);
    }
    if (subsets.empty())
        return {};
    QStringList said;
    for (const auto& [digits, hidden, cells] : subsets) {
        const QString digitsSaid = t.digits(digitsOf(digits));
        if (hidden && cells.size() == 1)
            //: A hidden single of a group of different digits: "only r4c5 can hold 6 in the group, so it holds
            //: nothing else".
            said << StepText::tr("only %1 can hold %2 in the group, so it holds nothing else")
                        .arg(t.cell(cells.front()), digitsSaid);
        else if (hidden)
            //: A hidden subset of a group of different digits: "only r2c1 and r3c1 can hold 1 and 2 in the group,
            //: so they hold nothing else".
            said << StepText::tr("only %1 can hold %2 in the group, so they hold nothing else")
                        .arg(t.cells(cells), digitsSaid);
        else if (cells.size() == 1)
            //: A cell of a group of different digits with one candidate: "r3c1 can only be 6, so no other cell of
            //: the group holds it".
            said << StepText::tr("%1 can only be %2, so no other cell of the group holds it")
                        .arg(t.cell(cells.front()), digitsSaid);
        else
            //: A naked subset of a group of different digits: "r1c1 and r4c1 can only hold 1 and 2 between them,
            //: so no other cell of the group holds those".
            said << StepText::tr("%1 can only hold %2 between them, so no other cell of the group holds those")
                        .arg(t.cells(cells), digitsSaid);
    }
    if (!step.detail.digits.empty())
        //: A quadruple's open cells as a group of different digits: "Cell Rule: the four cells of the quadruple at
        //: r1c6 hold 1, 2, 3 and 4; its open cells make a group holding the digits it still lacks, 1, 2, 3 and 4,
        //: one each; r1c6 and r2c6 can only hold 3 and 4 between them, so no other cell of the group holds those:
        //: remove 3 and 4 from r1c7 and r2c7."
        return StepText::tr("%1: %2; its open cells make a group holding the digits it still lacks, %3, one each; %4: "
                            "%5.")
            .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint),
                 t.digits(step.detail.digits), said.join(QStringLiteral("; ")), t.eliminationsByCell(step));
    //: "Cell Rule: the cells of the group of different digits at r1c1 hold different digits; r1c1 and r4c1 can only
    //: hold 1 and 2 between them, so no other cell of the group holds those: remove 1 and 2 from r2c1." Several
    //: subsets are joined by "; ".
    return StepText::tr("%1: %2; %3: %4.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint),
             said.join(QStringLiteral("; ")), t.eliminationsByCell(step));
}

} // namespace pm::constraint_sentences
