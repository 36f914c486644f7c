// SPDX-License-Identifier: GPL-3.0-or-later
// Sentences for forcing chains: each case is told with what singles made
// of it, then what all cases agree on.
#include "text/constraint_text.h"
#include "text/step_text/step_text.h"

namespace pm {

using logic::CellDigit;
using logic::Step;
using logic::Technique;

namespace {

QString conclusion(const StepText& t, const Step& step)
{
    QStringList parts;
    if (!step.placements.empty())
        parts << t.placementList(step);
    if (!step.eliminations.empty())
        parts << t.eliminationList(step);
    return parts.join(QStringLiteral("; "));
}

QString cases(const StepText& t, const Step& step)
{
    QStringList items;
    for (size_t i = 0; i < step.detail.cells.size(); ++i)
        items << QStringLiteral("%1 = %2").arg(t.cell(step.detail.cells[i]), t.digit(step.detail.digits[i]));
    return t.list(items);
}

// Constraint forcing chain: the case and where it breaks, then how (the
// constraints whose own fillings it read, the placements it makes).
QString constraintForcingText(const StepText& t, const Step& step)
{
    const auto& d = step.detail;
    const Geometry& g = t.geometry();
    if (d.variantType == 1 && !d.cells.empty())
        //: "Constraint Forcing Chain: r5c8 must hold one of its candidates; in every case (r5c8 = 3 and r5c8 = 4)
        //: singles, pointing and what each variant constraint and cage still allows lead to the same result, so 9
        //: goes from r6c8."
        return StepText::tr("%1: %2 must hold one of its candidates; in every case (%3) singles, pointing and what "
                            "each variant constraint and cage still allows lead to the same result, so %4.")
            .arg(StepText::techniqueName(step.technique), t.cell(d.cells.front()), cases(t, step),
                 conclusion(t, step));
    if (d.variantType == 2 && !d.houses.empty() && !d.digits.empty())
        //: "Constraint Forcing Chain: 4 must go somewhere in row 2; in every case (r2c2 = 4 and r2c5 = 4) singles,
        //: pointing and what each variant constraint and cage still allows lead to the same result, so 4 goes from
        //: r8c9."
        return StepText::tr("%1: %2 must go somewhere in %3; in every case (%4) singles, pointing and what each "
                            "variant constraint and cage still allows lead to the same result, so %5.")
            .arg(StepText::techniqueName(step.technique), t.digit(d.digits.front()), t.house(d.houses.front()),
                 cases(t, step), conclusion(t, step));
    QStringList chain;
    for (const CellDigit& implied : d.implications)
        chain << QStringLiteral("%1 = %2").arg(t.cell(implied.cell), t.digit(implied.digit));
    QStringList rules;
    for (int index : d.constraints)
        if (index >= 0 && index < int(g.constraints().size()))
            rules << ConstraintText::name(g, index);
    QString broken;
    if (d.constraint >= 0 && d.constraint < int(g.constraints().size())) {
        //: "the renban line from r4c4 has no filling left"
        broken = StepText::tr("%1 has no filling left").arg(ConstraintText::name(g, d.constraint));
    } else if (d.size >= 0 && d.size < int(g.cages().size()) && !g.cages()[size_t(d.size)].cells.empty()) {
        //: "the cage of 23 at r1c1 has no digits left that add up to its sum"
        broken = StepText::tr("%1 has no digits left that add up to its sum")
                     .arg(t.cage(g.cages()[size_t(d.size)].cells.front()));
    } else {
        logic::Contradiction c;
        c.cell = d.contradictionCell;
        c.house = d.contradictionHouse;
        c.digit = d.contradictionDigit;
        c.kind = c.cell >= 0 ? logic::Contradiction::Kind::EmptyCell : logic::Contradiction::Kind::DigitMissing;
        broken = t.contradiction(c);
    }
    // The gist first (the case, what breaks), the placements on the way
    // after it: a long case reads as a list a player may skip.
    const QString reading = rules.isEmpty()
        ? StepText::tr("by singles and pointing")
        //: "by singles, pointing, and the fillings each of the thermometer from r1c9 and the arrow from r5c5 still
        //: allows"
        : StepText::tr("by singles, pointing, and the fillings each of %1 still allows").arg(t.list(rules));
    if (chain.isEmpty())
        //: "Constraint Forcing Chain: if r9c1 were 6, then in the end the renban line from r6c1 has no filling left
        //: (by singles, pointing, and the fillings each of the renban line from r4c1 still allows); so 6 goes from
        //: r9c1."
        return StepText::tr("%1: if %2 were %3, then in the end %4 (%5); so %6.")
            .arg(StepText::techniqueName(step.technique), t.cell(d.assumption.cell), t.digit(d.assumption.digit),
                 broken, reading, conclusion(t, step));
    //: "Constraint Forcing Chain: if r1c9 were 1, then in the end r7c9 has no candidate left (by singles,
    //: pointing, and the fillings each of the renban line from r4c4 still allows: r2c9 = 3, r3c9 = 5); so 1 goes
    //: from r1c9."
    return StepText::tr("%1: if %2 were %3, then in the end %4 (%5: %6); so %7.")
        .arg(StepText::techniqueName(step.technique), t.cell(d.assumption.cell), t.digit(d.assumption.digit),
             broken, reading, chain.join(QStringLiteral(", ")), conclusion(t, step));
}

} // namespace

QString forcingText(const StepText& t, const Step& step)
{
    const QString name = StepText::techniqueName(step.technique);
    switch (step.technique) {
    case Technique::CellForcingChain:
        return StepText::tr("%1: %2 must hold one of its candidates; in every case (%3) singles lead to the same "
                            "result, so %4.")
            .arg(name, t.cell(step.detail.cells.front()), cases(t, step), conclusion(t, step));
    case Technique::HouseForcingChain:
        return StepText::tr("%1: %2 must go somewhere in %3; in every case (%4) singles lead to the same result, "
                            "so %5.")
            .arg(name, t.digit(step.detail.digits.front()), t.house(step.detail.houses.front()), cases(t, step),
                 conclusion(t, step));
    case Technique::DigitForcingChain: {
        const CellDigit& a = step.detail.assumption;
        if (step.detail.variantType == 1)
            return StepText::tr("%1: whether %2 is %3 or not, singles lead to the same result, so %4.")
                .arg(name, t.cell(a.cell), t.digit(a.digit), conclusion(t, step));
        QStringList chain;
        for (const CellDigit& implied : step.detail.implications)
            chain << QStringLiteral("%1 = %2").arg(t.cell(implied.cell), t.digit(implied.digit));
        logic::Contradiction broken;
        broken.cell = step.detail.contradictionCell;
        broken.house = step.detail.contradictionHouse;
        broken.digit = step.detail.contradictionDigit;
        broken.kind = broken.cell >= 0 ? logic::Contradiction::Kind::EmptyCell
                                       : logic::Contradiction::Kind::DigitMissing;
        const QString assumption = step.detail.assumedTrue
            ? StepText::tr("if %1 were %2").arg(t.cell(a.cell), t.digit(a.digit))
            : StepText::tr("if %1 were not %2").arg(t.cell(a.cell), t.digit(a.digit));
        const QString then = chain.isEmpty() ? QString() : StepText::tr(", then %1").arg(chain.join(QStringLiteral(", ")));
        return StepText::tr("%1: %2%3, and %4; so %5.")
            .arg(name, assumption, then, t.contradiction(broken), conclusion(t, step));
    }
    case Technique::ConstraintForcingChain: return constraintForcingText(t, step);
    default:
        return {};
    }
}

} // namespace pm
