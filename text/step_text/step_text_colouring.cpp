// SPDX-License-Identifier: GPL-3.0-or-later
// Sentences for Simple Colours (trap, wrap) and Multi-Colours.
#include "text/step_text/step_text.h"

namespace pm {

using logic::Role;
using logic::Step;
using logic::Technique;

namespace {

std::vector<int> cellsOf(const Step& step, Role role)
{
    std::vector<int> cells;
    for (const auto& c : step.pattern.candidates)
        if (c.role == role)
            cells.push_back(c.cell);
    return cells;
}

// "r1c6 sees r3c5 and r8c7 sees r8c5" from (seer, seen) pairs.
QString links(const StepText& t, const std::vector<int>& cells)
{
    QStringList items;
    for (size_t i = 0; i + 1 < cells.size(); i += 2)
        items << StepText::tr("%1 sees %2").arg(t.cell(cells[i]), t.cell(cells[i + 1]));
    return t.list(items);
}

} // namespace

QString colouringText(const StepText& t, const Step& step)
{
    const auto& d = step.detail;
    const QString digit = t.digit(d.digits.front());
    switch (step.technique) {
    case Technique::SimpleColoursTrap:
        return StepText::tr("Simple Colours on %1: its conjugate pairs give two colours, %2 and %3, and one of them "
                            "holds %1; cells seeing both colours cannot; %4.")
            .arg(digit, t.cells(cellsOf(step, Role::ColourA)), t.cells(cellsOf(step, Role::ColourB)),
                 t.eliminationList(step));
    case Technique::SimpleColoursWrap:
        return StepText::tr("Simple Colours on %1: %2 and %3 have the same colour and share %4, so that colour cannot "
                            "hold %1 and the other colour does; %5.")
            .arg(digit, t.cell(d.cells[0]), t.cell(d.cells[1]), t.houses(d.houses), t.eliminationList(step));
    case Technique::MultiColours:
        if (d.variantType == 2)
            //: "Multi-Colours on 4: r1c6 sees r3c5 and r8c6 sees r8c5; r3c5 and r8c5 have opposite colours in
            //: another cluster, so one of them holds 4 and the colour of r1c6 cannot; 4 goes from r1c6 and r8c6."
            return StepText::tr("Multi-Colours on %1: %2; %3 and %4 have opposite colours in another cluster, so one "
                                "of them holds %1 and the colour of %5 cannot; %6.")
                .arg(digit, links(t, d.cells), t.cell(d.cells[1]), t.cell(d.cells[3]), t.cell(d.cells[0]),
                     t.eliminationList(step));
        return StepText::tr("Multi-Colours on %1: %2, so those colours are not both true and one of the two opposite "
                            "colours holds %1; cells seeing both opposite colours cannot; %3.")
            .arg(digit, links(t, d.cells), t.eliminationList(step));
    default:
        return {};
    }
}

} // namespace pm
