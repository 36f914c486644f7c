// SPDX-License-Identifier: GPL-3.0-or-later
// The sentences of Equal Cells (the story that shows cells hold one digit,
// fact by fact, then the digits they can still share and what goes) and of
// the Equal Cells Chain (such cells assumed to hold a digit, followed to a
// contradiction).
#include "text/constraint_text.h"
#include "text/step_text/step_text.h"
#include "text/step_text/step_text_constraints_internal.h"

namespace pm {

using logic::Step;

namespace {

// The story that shows cells equal, fact by fact, and once after it what
// each house fact means; empty when a fact names no house or constraint.
QString equalStory(const StepText& t, const std::vector<logic::EqualCellsFact>& equalFacts, bool& ok)
{
    const int constraintCount = int(t.geometry().constraints().size());
    QStringList facts;
    bool anyHouse = false;
    ok = true;
    for (const logic::EqualCellsFact& fact : equalFacts) {
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
            ok = false;
            return {};
        }
    }
    QString story = facts.join(QStringLiteral("; "));
    if (anyHouse)
        //: Equal Cells: said once after the facts, of every house they name
        story = StepText::tr("%1 (in each house named, every other cell sees a cell holding that digit, is equal "
                             "to a cell that does, or cannot hold it)")
                    .arg(story);
    return story;
}

} // namespace

QString equalCellsText(const StepText& t, const Step& step)
{
    const auto& d = step.detail;
    if (d.equalFacts.empty() || d.cells.size() < 2 || d.digits.empty())
        return {};
    bool ok = true;
    const QString story = equalStory(t, d.equalFacts, ok);
    if (!ok)
        return {};
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

QString equalCellsChainText(const StepText& t, const Step& step)
{
    const auto& d = step.detail;
    if (d.cells.empty() || d.digits.empty() || d.implications.size() != d.houses.size())
        return {};
    bool ok = true;
    const QString story = equalStory(t, d.equalFacts, ok);
    if (!ok)
        return {};
    const QString digit = t.digit(d.digits.front());
    QStringList clauses;
    std::vector<int> along;
    const auto close = [&]() {
        if (!along.empty() && !clauses.isEmpty())
            //: Equal Cells Chain: the cells equal to a house's last place: "…, and r4c8 with it"
            clauses.back() = StepText::tr("%1, and %2 with it").arg(clauses.back(), t.cells(along));
        along.clear();
    };
    for (size_t i = 0; i < d.implications.size(); ++i) {
        if (d.houses[i] >= 0) {
            close();
            //: Equal Cells Chain, one link: "in row 2 only r2c6 could hold it"
            clauses << StepText::tr("in %1 only %2 could hold it").arg(t.house(d.houses[i]), t.cell(d.implications[i].cell));
        } else {
            along.push_back(d.implications[i].cell);
        }
    }
    close();
    QString contradiction;
    if (d.contradictionHouse >= 0)
        //: Equal Cells Chain, the end: "then row 8 would have no place for 7"
        contradiction = StepText::tr("then %1 would have no place for %2").arg(t.house(d.contradictionHouse), digit);
    else if (d.contradictionCell >= 0)
        //: Equal Cells Chain, the end: "then r7c6, which would hold 7 too, sees a cell holding 7"
        contradiction = StepText::tr("then %1, which would hold %2 too, sees a cell holding %2")
                            .arg(t.cell(d.contradictionCell), digit);
    else
        return {};
    clauses << contradiction;
    const QString chain = clauses.join(QStringLiteral("; "));
    if (story.isEmpty())
        //: "Equal Cells Chain: if r5c4 held 7: in row 2 only r2c6 could hold it; then row 8 would have no place for
        //: 7; so 7 goes from r5c4."
        return StepText::tr("%1: if %2 held %3: %4; so %5.")
            .arg(StepText::techniqueName(step.technique), t.cells(d.cells), digit, chain, t.eliminationList(step));
    //: "Equal Cells Chain: r5c4 and r7c2 hold the same digit (the palindrome line from r9c2); … If r5c4 and r7c2
    //: held 7: in row 2 only r2c6 could hold it, and r4c8 with it; then r7c6, which would hold 7 too, sees a cell
    //: holding 7; so 7 goes from r5c4 and r7c2."
    return StepText::tr("%1: %2. If %3 held %4: %5; so %6.")
        .arg(StepText::techniqueName(step.technique), story, t.cells(d.cells), digit, chain, t.eliminationList(step));
}

} // namespace pm
