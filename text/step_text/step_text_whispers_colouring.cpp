// SPDX-License-Identifier: GPL-3.0-or-later
// The sentence of Whispers Colouring: the lines' cells in two colours (low
// and high digits alternate), the houses that join colours of different
// lines, what decides which colour is low, and what goes.
#include "text/constraint_text.h"
#include "text/step_text/step_text.h"
#include "text/step_text/step_text_constraints_internal.h"

#include <algorithm>

namespace pm {

using logic::Step;

QString whispersColouringText(const StepText& t, const Step& step)
{
    const auto& d = step.detail;
    const Geometry& g = t.geometry();
    const int constraintCount = int(g.constraints().size());
    const int houseCount = int(g.houses().size());
    if (d.constraints.empty() || d.claims.empty() || d.digits.size() != 2
        || std::any_of(d.constraints.begin(), d.constraints.end(),
                       [&](int index) { return index < 0 || index >= constraintCount; }))
        return {};
    std::vector<int> lows, highs;
    for (const logic::CellMark& mark : step.pattern.cells)
        (mark.role == logic::Role::ColourA ? lows : highs).push_back(mark.cell);
    if (lows.empty() || highs.empty())
        return {};
    const auto isLow = [&](int cell) { return std::find(lows.begin(), lows.end(), cell) != lows.end(); };
    const auto isHigh = [&](int cell) { return std::find(highs.begin(), highs.end(), cell) != highs.end(); };
    const int perHouse = d.digits.front();
    QStringList lines;
    for (int index : d.constraints)
        lines << ConstraintText::name(g, index);
    QStringList parts;
    if (d.claims.size() == 1)
        //: Whispers Colouring, the opening: "on the German whispers line from r2c1, low digits (1 to 4) and high
        //: digits (6 to 9) alternate, so digits of one kind go in r2c1, r2c3 and r3c2 and of the other in r2c2 and
        //: r3c1"
        parts << StepText::tr("on %1, low digits (%2 to %3) and high digits (%4 to %5) alternate, so digits of one "
                              "kind go in %6 and of the other in %7")
                     .arg(t.list(lines), t.digit(1), t.digit(d.digits.front()), t.digit(d.digits.back()),
                          t.digit(g.symbolCount()), t.cells(lows), t.cells(highs));
    else
        //: Whispers Colouring, the opening when houses join lines: "on the German whispers line from r1c1 and the
        //: German whispers line from r1c7, low digits (1 to 4) and high digits (6 to 9) alternate along each line"
        parts << StepText::tr("on %1, low digits (%2 to %3) and high digits (%4 to %5) alternate along each line")
                     .arg(t.list(lines), t.digit(1), t.digit(d.digits.front()), t.digit(d.digits.back()),
                          t.digit(g.symbolCount()));
    for (size_t i = 0; i + 1 < d.claims.size(); ++i) {
        const logic::ConstraintClaim& join = d.claims[i];
        if (join.bound < 0 || join.bound >= houseCount)
            return {};
        std::vector<int> one, other;
        for (int cell : join.addends)
            (isLow(cell) ? one : other).push_back(cell);
        if (one.empty() || other.empty())
            return {};
        //: Whispers Colouring, two lines' colours joined: "row 2 holds r2c1, r2c3 and r2c5 and, from other lines,
        //: r2c7 and r2c9: 5 cells, more than the 4 low or the 4 high digits a house has, so those two sets hold
        //: digits of different kinds"
        parts << StepText::tr("%1 holds %2 and, from other lines, %3: %4 cells, more than the %5 low or the %5 high "
                              "digits a house has, so those two sets hold digits of different kinds")
                     .arg(t.house(join.bound), t.cells(one), t.cells(other))
                     .arg(int(join.addends.size()))
                     .arg(perHouse);
    }
    const logic::ConstraintClaim& decision = d.claims.back();
    // `atMost`: the colour cannot hold low digits (else high ones).
    if (decision.cell >= 0) {
        const QString digits = constraint_sentences::anyOf(t, constraint_sentences::digitsOf(decision.keeps));
        parts << (decision.atMost
                      //: Whispers Colouring, decided by a cell: "r4c5 can only hold 6 or 8, no low digit"
                      ? StepText::tr("%1 can only hold %2, no low digit")
                      //: Whispers Colouring, decided by a cell: "r4c5 can only hold 2 or 3, no high digit"
                      : StepText::tr("%1 can only hold %2, no high digit"))
                     .arg(t.cell(decision.cell), digits);
    } else {
        if (decision.bound < 0 || decision.bound >= houseCount || decision.from < 0
            || (!isLow(decision.from) && !isHigh(decision.from)))
            return {};
        const std::vector<int>& colour = isLow(decision.from) ? lows : highs;
        std::vector<int> mine, others;
        for (int cell : g.houses()[size_t(decision.bound)].cells)
            if (std::find(colour.begin(), colour.end(), cell) != colour.end())
                mine.push_back(cell);
        for (int cell : decision.addends)
            if (std::find(colour.begin(), colour.end(), cell) == colour.end())
                others.push_back(cell);
        if (mine.empty())
            return {};
        QString were;
        if (decision.fromBound == 1)
            were = decision.atMost
                       //: Whispers Colouring, decided by a house: "were r4c1 and r4c3 to hold low digits, the 4
                       //: high digits of row 4 would have only r4c2, r4c5 and r4c8 to go in"
                       ? StepText::tr("were %1 to hold low digits, the %3 high digits of %2 would have only %4 to go "
                                      "in")
                       //: Whispers Colouring, decided by a house: "were r4c1 and r4c3 to hold high digits, the 4
                       //: low digits of row 4 would have only r4c2, r4c5 and r4c8 to go in"
                       : StepText::tr("were %1 to hold high digits, the %3 low digits of %2 would have only %4 to go "
                                      "in");
        else if (others.empty())
            were = decision.atMost
                       //: Whispers Colouring, decided by a house: "were r4c1, r4c3, r4c5, r4c7 and r4c9 to
                       //: hold low digits, row 4 would hold 5 of them: more than its 4"
                       ? StepText::tr("were %1 to hold low digits, %2 would hold %4 of them: more than its %3")
                       //: Whispers Colouring, decided by a house: "were r4c1, r4c3, r4c5, r4c7 and r4c9 to
                       //: hold high digits, row 4 would hold 5 of them: more than its 4"
                       : StepText::tr("were %1 to hold high digits, %2 would hold %4 of them: more than its %3");
        else
            were = decision.atMost
                       //: Whispers Colouring, decided by a house: "were r4c1 and r4c3 to hold low digits, row 4
                       //: would hold 5 of them, with r4c5, r4c7 and r4c8, which can hold no other: more than its 4"
                       ? StepText::tr("were %1 to hold low digits, %2 would hold %4 of them, with %5, which can hold "
                                      "no other: more than its %3")
                       //: Whispers Colouring, decided by a house: "were r4c1 and r4c3 to hold high digits, row 4
                       //: would hold 5 of them, with r4c5, r4c7 and r4c8, which can hold no other: more than its 4"
                       : StepText::tr("were %1 to hold high digits, %2 would hold %4 of them, with %5, which can "
                                      "hold no other: more than its %3");
        were = were.arg(t.cells(mine), t.house(decision.bound)).arg(perHouse);
        if (decision.fromBound == 1)
            were = were.arg(t.cells(decision.addends));
        else {
            were = were.arg(int(decision.addends.size()));
            if (!others.empty())
                were = were.arg(t.cells(others));
        }
        parts << were;
    }
    //: Whispers Colouring, the whole step: "Whispers Colouring: <opening>; <joins>; <decision>. So low digits go
    //: in r4c1 and r4c3 and high ones in r2c2 and r3c1: remove 6, 7, 8 and 9 from r4c1."
    return StepText::tr("%1: %2. So low digits go in %3 and high ones in %4: %5.")
        .arg(StepText::techniqueName(step.technique), parts.join(QStringLiteral("; ")), t.cells(lows),
             t.cells(highs), t.eliminationsByCell(step));
}

} // namespace pm
