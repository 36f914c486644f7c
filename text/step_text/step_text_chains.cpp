// SPDX-License-Identifier: GPL-3.0-or-later
// Sentences for chains: the chain is read link by link, '=' for a strong
// link and '-' for a weak one, with the digit between: "r1c2 =4= r1c7".
// A link inside one cell changes digit there: "r4c6(2=8)"; a link through
// an almost locked set changes digit and cells: "r4c4/r4c6(7) =ALS= (9)r4c8".
#include "text/step_text/step_text.h"

#include <algorithm>

namespace pm {

using logic::ChainLink;
using logic::Step;
using logic::Technique;

namespace {

QString nodeName(const StepText& t, int cell, const std::vector<int>& group)
{
    if (group.empty())
        return t.cell(cell);
    QStringList names;
    for (int c : group)
        names << t.cell(c);
    return names.join(u'/');
}

QString fromName(const StepText& t, const ChainLink& link)
{
    return nodeName(t, link.from.cell, link.fromGroup);
}

QString toName(const StepText& t, const ChainLink& link)
{
    return nodeName(t, link.to.cell, link.toGroup);
}

// A change of digit in one cell; a change of digit between different cells
// is a link through an almost locked set.
bool inCell(const ChainLink& link)
{
    return link.from.digit != link.to.digit && link.from.cell == link.to.cell && link.fromGroup == link.toGroup;
}

// A strong link between two digits of different cells runs through an
// almost locked set; a weak one is a variant rule's pair (constraint_pairs).
bool throughAls(const ChainLink& link)
{
    return link.from.digit != link.to.digit && !inCell(link) && link.strong;
}

bool throughRule(const ChainLink& link)
{
    return link.from.digit != link.to.digit && !inCell(link) && !link.strong;
}

// "r1c2 =4= r1c7 -4- r5c7", with a cell's own links folded into
// "r4c6(2=8)". Loops end with the link back to their first node.
QString chainText(const StepText& t, const std::vector<ChainLink>& links)
{
    QString out;
    for (size_t i = 0; i < links.size(); ++i) {
        const ChainLink& link = links[i];
        const QChar sign = link.strong ? u'=' : u'-';
        if (inCell(link)) {
            if (i == 0)
                out += fromName(t, link);
            out += QStringLiteral("(%1%2%3)").arg(t.digit(link.from.digit), sign, t.digit(link.to.digit));
            continue;
        }
        if (i == 0)
            out += fromName(t, link);
        if (throughRule(link)) {
            // A digit the cell's own link beside it already shows is not
            // written again: "r3c7(8=5) -rule- r5c5(4=6)".
            if (i == 0 || !inCell(links[i - 1]))
                out += QStringLiteral("(%1)").arg(t.digit(link.from.digit));
            //: A weak link a variant rule makes between two digits of two cells (a thermometer, a dot ...):
            //: "r1c1(5) -rule- (3)r1c2": r1c1 = 5 and r1c2 = 3 cannot both hold.
            out += u' ' + StepText::tr("-rule-") + u' ';
            if (i + 1 == links.size() || !inCell(links[i + 1]))
                out += QStringLiteral("(%1)").arg(t.digit(link.to.digit));
            out += toName(t, link);
            continue;
        }
        if (throughAls(link)) {
            //: A strong link through an almost locked set (ALS): "r4c4/r4c6(7) =ALS= (9)r4c8".
            out += StepText::tr("(%1) =ALS= (%2)").arg(t.digit(link.from.digit), t.digit(link.to.digit)) +
                   toName(t, link);
            continue;
        }
        out += QStringLiteral(" %1%2%1 ").arg(sign, t.digit(link.from.digit)) + toName(t, link);
    }
    return out;
}

QString conclusion(const StepText& t, const Step& step)
{
    if (!step.placements.empty())
        return t.placementList(step);
    return t.eliminationList(step);
}

} // namespace

QString chainsText(const StepText& t, const Step& step)
{
    const QString chain = chainText(t, step.pattern.links);
    const QString name = StepText::techniqueName(step.technique);
    const QString result = conclusion(t, step);
    if (step.technique == Technique::XChain || step.technique == Technique::GroupedXChain)
        //: "X-Chain on 4: r1c2 =4= r1c7 -4- r5c7 =4= r5c3, so 4 goes from r3c3."
        return StepText::tr("%1 on %2: %3, so %4.").arg(name, t.digit(step.detail.digits.front()), chain, result);
    switch (step.detail.variantType) {
    case 1:
        if (std::any_of(step.pattern.links.begin(), step.pattern.links.end(), throughAls))
            //: A continuous loop through an almost locked set: exactly one of the set's two link
            //: digits is in it, so its other digits are locked in it.
            return StepText::tr("%1: %2 closes into a loop, so each weak link of it holds both ways and each "
                                "almost locked set in it keeps all its other digits; %3.")
                .arg(name, chain, result);
        //: A continuous loop: every weak link of it is also strong.
        return StepText::tr("%1: %2 closes into a loop, so each weak link of it holds both ways; %3.")
            .arg(name, chain, result);
    case 2:
        if (!step.placements.empty())
            return StepText::tr("%1: %2; assuming %3 false leads back to it being true, so %4.")
                .arg(name, chain, t.cell(step.placements.front().cell), result);
        //: A chain whose ends rule out a candidate in one of its own end cells: "Nice Loop: r1c1 =5= ... -7-
        //: r1c5; one of its ends is true, and either of them rules out what goes, so 5 goes from r1c5."
        return StepText::tr("%1: %2; one of its ends is true, and either of them rules out what goes, so %3.")
            .arg(name, chain, result);
    default:
        //: "AIC: r4c1 =2= r4c6(2=8) -8- r9c6 =8= r9c3, so ..."
        return StepText::tr("%1: %2; one of its ends is true, so %3.").arg(name, chain, result);
    }
}

} // namespace pm
