// SPDX-License-Identifier: GPL-3.0-or-later
// The sentence of Equal Cells: the story that shows cells hold one digit,
// fact by fact, then the digits they can still share and what goes.
#include "text/constraint_text.h"
#include "text/step_text/step_text.h"
#include "text/step_text/step_text_constraints_internal.h"

namespace pm {

using logic::Step;

QString equalCellsText(const StepText& t, const Step& step)
{
    const auto& d = step.detail;
    if (d.equalFacts.empty() || d.cells.size() < 2 || d.digits.empty())
        return {};
    const int constraintCount = int(t.geometry().constraints().size());
    QStringList facts;
    bool anyHouse = false;
    for (const logic::EqualCellsFact& fact : d.equalFacts) {
        if (fact.house >= 0) {
            anyHouse = true;
            //: Equal Cells, one fact: "in row 7 only r7c2 can hold the digit of r2c3"
            facts << StepText::tr("in %1 only %2 can hold the digit of %3")
                         .arg(t.house(fact.house), t.cell(fact.cell), t.cell(fact.partner));
        } else if (fact.constraint >= 0 && fact.constraint < constraintCount) {
            //: Equal Cells, one fact: "r2c3 and r5c1 hold the same digit (the palindrome line from r2c3)"
            facts << StepText::tr("%1 and %2 hold the same digit (%3)")
                         .arg(t.cell(fact.partner), t.cell(fact.cell),
                              ConstraintText::name(t.geometry(), fact.constraint));
        } else {
            return {};
        }
    }
    QString story = facts.join(QStringLiteral("; "));
    if (anyHouse)
        //: Equal Cells: said once after the facts, of every house they name
        story = StepText::tr("%1 (in each house named, every other cell sees a cell holding that digit, is equal "
                             "to a cell that does, or cannot hold it)")
                    .arg(story);
    QString keeps = constraint_sentences::anyOf(t, d.digits);
    QStringList notThese;
    for (const logic::HouseDigit& none : d.noPlace)
        //: Equal Cells, a digit they cannot hold: "not 6: row 3 would have no place for it"
        notThese << StepText::tr("not %1: %2 would have no place for it").arg(t.digit(none.digit), t.house(none.house));
    if (!notThese.isEmpty())
        //: Equal Cells: "4 or 5 (not 6: row 3 would have no place for it, every cell there that could hold it
        //: seeing one of them)"
        keeps = StepText::tr("%1 (%2, every cell there that could hold it seeing one of them)")
                    .arg(keeps, notThese.join(QStringLiteral("; ")));
    //: "Equal Cells: r2c3 and r5c1 hold the same digit (the palindrome line from r2c3); in row 7 only r7c2 can
    //: hold the digit of r2c3 (in each house named, ...). So r2c3, r5c1 and r7c2 hold one digit, which can only
    //: be 4 or 5: remove 6 from r7c2."
    return StepText::tr("%1: %2. So %3 hold one digit, which can only be %4: %5.")
        .arg(StepText::techniqueName(step.technique), story, t.cells(d.cells), keeps, t.eliminationsByCell(step));
}

} // namespace pm
