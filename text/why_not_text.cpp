// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/why_not_text.h"

#include "text/step_text/step_text.h"

namespace pm {

QStringList WhyNotText::explain(const logic::WhyNot& answer, logic::CellDigit candidate, const Geometry& geometry,
                                const Alphabet& alphabet)
{
    const StepText text(geometry, alphabet);
    const QString cell = text.cell(candidate.cell);
    const QString digit = text.digit(candidate.digit);
    using Answer = logic::WhyNot::Answer;
    switch (answer.answer) {
    case Answer::Possible:
        //: "Why can't 5 go in r3c4?" answered: it can.
        return {tr("%1 can go in %2: a solution of the puzzle has it there.").arg(digit, cell)};
    case Answer::CellHolds:
        return {tr("%1 already holds %2.").arg(cell, text.digit(answer.heldValue))};
    case Answer::NoSolution: return {tr("The puzzle has no solution, so no digit can go anywhere.")};
    case Answer::Cancelled: return {};
    case Answer::RefutedBySearch:
        return {tr("No solution has %1 in %2: the exact search finds none, but the logical techniques find no "
                   "contradiction they can explain.")
                    .arg(digit, cell)};
    case Answer::Refuted: break;
    }
    // A singles story is one what-if step that tells itself whole.
    if (answer.steps.size() == 1 && answer.steps.front().technique == logic::Technique::WhatIf)
        return {text.explain(answer.steps.front())};
    QStringList lines;
    //: The start of a story that ends in a contradiction: "Suppose r3c4 were 5."
    lines << tr("Suppose %1 were %2.").arg(cell, digit);
    int number = 0;
    for (const logic::Step& step : answer.steps)
        lines << QStringLiteral("%1. %2").arg(++number).arg(text.explain(step));
    if (answer.contradiction)
        //: The end of the story: "Then r7c4 has no candidate left, so r3c4 cannot be 5."
        lines << tr("Then %1, so %2 cannot be %3.").arg(text.contradiction(*answer.contradiction), cell, digit);
    return lines;
}

} // namespace pm
