// SPDX-License-Identifier: GPL-3.0-or-later
// The sentences of the plain reasons of pill arrows, between and lockout
// lines, X-sum and sandwich clues, renban runs
// with their fillings, entropic and modular lines, arrows' few fillings and
// quadruples
// (core/logic/constraint_reasons.h): each states the constraint's rule, the
// bounds or the table that explain the step, and what goes.
// step_text_constraints.cpp picks them by reason. Also the small pieces of
// digits and sums every reason's sentence uses.
#include "core/logic/constraint_reasons.h"
#include "text/constraint_text.h"

#include <algorithm>
#include "text/step_text/step_text_constraints_internal.h"

namespace pm::constraint_sentences {

std::vector<int> digitsOf(std::uint64_t mask)
{
    std::vector<int> out;
    for (; mask; mask &= mask - 1)
        out.push_back(firstDigit(mask));
    return out;
}

// "a, b or c".
QString alternatives(const QStringList& items)
{
    if (items.size() < 2)
        return items.join(QString());
    //: Joins the last two of several alternatives: "{1,9}, {2,8} or {3,7}".
    return StepText::tr("%1 or %2").arg(items.mid(0, items.size() - 1).join(QStringLiteral(", ")), items.back());
}

// "2, 6 or 8": the digits a cell may hold.
QString anyOf(const StepText& t, const std::vector<int>& digits)
{
    QStringList items;
    for (int d : digits)
        items << t.digit(d);
    return alternatives(items);
}

// "1+2+3": the digits a sum is made of.
QString addends(const StepText& t, const std::vector<int>& digits)
{
    QStringList items;
    for (int d : digits)
        items << t.digit(d);
    return items.join(u'+');
}

// "9 − (1+2)": a total less a sum of several digits, bracketed when it
// has more than one.
QString less(int total, const std::vector<int>& digits, const QString& sum)
{
    return digits.size() > 1 ? QStringLiteral("%1 − (%2)").arg(total).arg(sum)
                             : QStringLiteral("%1 − %2").arg(total).arg(sum);
}

namespace {

// "r1c1-r1c2": a pill by its first and last cell, which it is read from.
QString pillName(const StepText& t, const std::vector<int>& pill)
{
    return QStringLiteral("%1-%2").arg(t.cell(pill.front()), t.cell(pill.back()));
}

} // namespace

// The pill's number between the least and the most its arrow adds up to,
// the numbers its candidates read in that range, and each arrow cell
// bounded by the pill's least and most number.
QString pillBoundsText(const StepText& t, const logic::Step& step)
{
    const Geometry& g = t.geometry();
    const Constraint& c = g.constraints()[size_t(step.detail.constraint)];
    if (c.lines.empty() || c.lines.front().size() < 2)
        return {};
    const QString pill = pillName(t, c.lines.front());
    QStringList onPill;
    QStringList onCells;
    QStringList onArrow;
    for (const logic::ConstraintClaim& claim : step.detail.claims) {
        const QString sum = addends(t, claim.addends);
        if (claim.cell >= 0 && claim.from < 0)
            //: A pill's cell keeps the digits it has in the numbers the pill can read: "r1c1 can only be 1".
            onCells << StepText::tr("%1 can only be %2").arg(t.cell(claim.cell), anyOf(t, digitsOf(claim.keeps)));
        else if (claim.cell < 0 && claim.atMost)
            //: A pill arrow's pill read as a number: "the pill reads at most 9+8 = 17, the most its arrow can add up to".
            onPill << StepText::tr("the pill reads at most %1 = %2, the most its arrow can add up to")
                          .arg(sum)
                          .arg(claim.bound);
        else if (claim.cell < 0)
            //: "the pill reads at least 1+2+3 = 6, the least its arrow can add up to".
            onPill << StepText::tr("the pill reads at least %1 = %2, the least its arrow can add up to")
                          .arg(sum)
                          .arg(claim.bound);
        else if (claim.atMost)
            //: "r3c4 holds at most 13 − (1+2) = 10, as the pill reads at most 13 and the rest of its arrow at least 1+2".
            onArrow << StepText::tr("%1 holds at most %2 = %3, as the pill reads at most %4 and the rest of its arrow "
                                    "at least %5")
                           .arg(t.cell(claim.cell), less(claim.fromBound, claim.addends, sum))
                           .arg(claim.bound)
                           .arg(claim.fromBound)
                           .arg(sum);
        else
            //: "r3c4 holds at least 23 − (9+8) = 6, as the pill reads at least 23 and the rest of its arrow at most 9+8".
            onArrow << StepText::tr("%1 holds at least %2 = %3, as the pill reads at least %4 and the rest of its "
                                    "arrow at most %5")
                           .arg(t.cell(claim.cell), less(claim.fromBound, claim.addends, sum))
                           .arg(claim.bound)
                           .arg(claim.fromBound)
                           .arg(sum);
    }
    QStringList claims;
    if (!onPill.isEmpty() && !onCells.isEmpty())
        //: "the pill reads at most 9+8 = 17, the most its arrow can add up to, so with its cells' candidates r1c1
        //: can only be 1 and r1c2 can only be 2, 3, 4, 5, 6 or 7".
        claims << StepText::tr("%1, so with its cells' candidates %2").arg(t.list(onPill), t.list(onCells));
    claims << onArrow;
    if (claims.isEmpty())
        return {};
    //: A pill arrow's rule: "the digits along the arrow from r1c1 add up to the number its pill r1c1-r1c2 reads,
    //: first cell first".
    const QString rule = StepText::tr("the digits along %1 add up to the number its pill %2 reads, first cell first")
                             .arg(ConstraintText::name(g, step.detail.constraint), pill);
    // The sentence of the arrows with one-cell circles, whose translators' note stands there.
    return StepText::tr("%1: %2 (cells sharing a house hold different digits); %3: %4.")
        .arg(StepText::techniqueName(step.technique), rule, claims.join(QStringLiteral("; ")),
             t.eliminationsByCell(step));
}

namespace {

// The other end of the line of `c` that starts at `end` (or ends there).
int otherEnd(const Constraint& c, int end)
{
    for (const auto& line : c.lines)
        if (!line.empty() && (line.front() == end || line.back() == end))
            return line.front() == end ? line.back() : line.front();
    return end;
}

} // namespace

// A between line's cells above the least and below the most of its ends:
// "r1c1 and r1c5 both hold at least 3, so every cell between them holds at
// least 4".
QString betweenBoundsText(const StepText& t, const logic::Step& step)
{
    const Constraint& c = t.geometry().constraints()[size_t(step.detail.constraint)];
    QStringList claims;
    QList<QPair<int, int>> said; // the lines whose ends' gap is told, by their ends
    for (const logic::ConstraintClaim& claim : step.detail.claims) {
        if (claim.cell >= 0) {
            // The ends in the line's order.
            const bool fromFirst = std::any_of(c.lines.begin(), c.lines.end(), [&](const std::vector<int>& line) {
                return !line.empty() && line.front() == claim.from && line.back() == claim.cell;
            });
            const int first = fromFirst ? claim.from : claim.cell;
            const int last = fromFirst ? claim.cell : claim.from;
            // An end kept apart from the other by the cells between them. (No
            // %n plurals: the CLI speaks untranslated English; the count
            // stands without its noun.)
            const QString apart
                = claim.bound > 2
                    //: A between line's ends: "the cells between r1c1 and r1c5 include 3 in one house, which hold
                    //: different digits, so the ends differ by at least 4".
                    ? StepText::tr("the cells between %1 and %2 include %3 in one house, which hold different digits, "
                                   "so the ends differ by at least %4")
                          .arg(t.cell(first), t.cell(last))
                          .arg(claim.bound - 1)
                          .arg(claim.bound)
                    //: "a digit lies strictly between those of r1c1 and r1c3, so they differ by at least 2".
                    : StepText::tr("a digit lies strictly between those of %1 and %2, so they differ by at least %3")
                          .arg(t.cell(first), t.cell(last))
                          .arg(claim.bound);
            const std::vector<int> from = digitsOf(claim.fromDigits);
            const QString keeps = anyOf(t, digitsOf(claim.keeps));
            // The other end of a line just told: its gap is said already.
            if (said.contains(qMakePair(first, last))) {
                if (from.empty())
                    claims << StepText::tr("%1 can only be %2, whatever %3 holds")
                                  .arg(t.cell(claim.cell), keeps, t.cell(claim.from));
                else if (from.size() == 1)
                    claims << StepText::tr("%1 holds %2, so %3 can only be %4")
                                  .arg(t.cell(claim.from), t.digit(from.front()), t.cell(claim.cell), keeps);
                else
                    claims << StepText::tr("%1 can only be %2, so %3 can only be %4")
                                  .arg(t.cell(claim.from), anyOf(t, from), t.cell(claim.cell), keeps);
                continue;
            }
            said << qMakePair(first, last);
            if (from.empty())
                //: "...so the ends differ by at least 4, and r1c1 can only be 1, 2, 3, 4, 6, 7, 8 or 9, whatever r1c5
                //: holds".
                claims << StepText::tr("%1, and %2 can only be %3, whatever %4 holds")
                              .arg(apart, t.cell(claim.cell), keeps, t.cell(claim.from));
            else if (from.size() == 1)
                //: "...so the ends differ by at least 3, and as r1c1 holds 4, r1c4 can only be 7".
                claims << StepText::tr("%1, and as %2 holds %3, %4 can only be %5")
                              .arg(apart, t.cell(claim.from), t.digit(from.front()), t.cell(claim.cell), keeps);
            else
                //: "...so the ends differ by at least 4, and as r1c5 can only be 1 or 2, r1c1 can only be 6, 7, 8 or
                //: 9".
                claims << StepText::tr("%1, and as %2 can only be %3, %4 can only be %5")
                              .arg(apart, t.cell(claim.from), anyOf(t, from), t.cell(claim.cell), keeps);
            continue;
        }
        const QString a = t.cell(claim.from);
        const QString b = t.cell(otherEnd(c, claim.from));
        if (claim.atMost)
            //: The two ends of a between line: "r1c1 and r1c5 both hold at most 8, so every cell between them holds
            //: at most 7".
            claims << StepText::tr("%1 and %2 both hold at most %3, so every cell between them holds at most %4")
                          .arg(a, b, t.digit(claim.fromBound), t.digit(claim.bound));
        else
            //: "r1c1 and r1c5 both hold at least 3, so every cell between them holds at least 4".
            claims << StepText::tr("%1 and %2 both hold at least %3, so every cell between them holds at least %4")
                          .arg(a, b, t.digit(claim.fromBound), t.digit(claim.bound));
    }
    if (claims.isEmpty())
        return {};
    return StepText::tr("%1: %2; %3: %4.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint),
             claims.join(QStringLiteral("; ")), t.eliminationsByCell(step));
}

// A lockout line's cells out of the range its ends span: "r1c1 holds at
// most 3 and r1c5 at least 7, so the range the ends span takes in 3 to 7".
QString lockoutSpanText(const StepText& t, const logic::Step& step)
{
    const Constraint& c = t.geometry().constraints()[size_t(step.detail.constraint)];
    QStringList claims;
    const auto& all = step.detail.claims;
    for (size_t i = 0; i + 1 < all.size(); i += 2) {
        const logic::ConstraintClaim& low = all[i];
        const logic::ConstraintClaim& high = all[i + 1];
        if (low.from == high.from)
            //: An end of a lockout line holds one digit: "r1c1 holds 5, so no cell between r1c1 and r1c9 holds 5".
            claims << StepText::tr("%1 holds %2, so no cell between %1 and %3 holds %2")
                          .arg(t.cell(low.from), t.digit(low.fromBound), t.cell(otherEnd(c, low.from)));
        else
            //: The ends of a lockout line: "r1c1 holds at most 3 and r1c5 at least 7, so the range they span takes
            //: in 3 to 7, which no cell between them holds".
            claims << StepText::tr("%1 holds at most %2 and %3 at least %4, so the range they span takes in %2 to "
                                   "%4, which no cell between them holds")
                          .arg(t.cell(low.from), t.digit(low.fromBound), t.cell(high.from), t.digit(high.fromBound));
    }
    if (claims.isEmpty())
        return {};
    return StepText::tr("%1: %2; %3: %4.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint),
             claims.join(QStringLiteral("; ")), t.eliminationsByCell(step));
}

namespace {

// A lockout or between line's ways: the pairs its ends can hold, said in
// `sentence` (its rule, the ends, the pairs, what goes).
QString endWaysText(const StepText& t, const logic::Step& step, const QString& sentence)
{
    const auto& claims = step.detail.claims;
    if (claims.empty())
        return {};
    QStringList pairs;
    for (const logic::ConstraintClaim& claim : claims)
        //: One pair of digits the ends of a lockout or between line can hold: "1 and 6".
        pairs << StepText::tr("%1 and %2").arg(t.digit(claim.bound), t.digit(claim.fromBound));
    return sentence
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint),
             t.cell(claims.front().cell), t.cell(claims.front().from), alternatives(pairs), t.eliminationsByCell(step));
}

} // namespace

QString lockoutWaysText(const StepText& t, const logic::Step& step)
{
    //: "Line Rule: the ends of the lockout line from r1c1 differ by at least 4, and no digit between them lies in
    //: the range the ends span; with the candidates, r1c1 and r1c5 can only hold 1 and 6, 1 and 9 or 2 and 6, each
    //: pair leaving every cell between them a digit outside its range: remove 7 from r1c3."
    if (step.detail.size == 1)
        //: As below, when the cells between must also differ where they share a house: "... r1c2 and r2c1 can only
        //: hold 1 and 5, 3 and 7 or 5 and 9, each pair leaving the cells between them digits outside its range,
        //: different where they share a house: ..."
        return endWaysText(t, step,
                           StepText::tr("%1: %2; with the candidates, %3 and %4 can only hold %5, each pair leaving "
                                        "the cells between them digits outside its range, different where they share "
                                        "a house: %6."));
    return endWaysText(t, step,
                       StepText::tr("%1: %2; with the candidates, %3 and %4 can only hold %5, each pair leaving every "
                                    "cell between them a digit outside its range: %6."));
}

QString betweenWaysText(const StepText& t, const logic::Step& step)
{
    //: "Line Rule: the digits on the between line from r1c1 lie strictly between the digits in its two end circles;
    //: with the candidates, r1c1 and r1c3 can only hold 1 and 4 or 1 and 7, each pair leaving every cell between
    //: them a digit strictly between: 6 goes from r1c1."
    if (step.detail.size == 1)
        //: As below, when the cells between must also differ where they share a house: "... r1c1 and r1c5 can only
        //: hold 1 and 5 or 2 and 6, each pair leaving the cells between them digits strictly between, different
        //: where they share a house: ..."
        return endWaysText(t, step,
                           StepText::tr("%1: %2; with the candidates, %3 and %4 can only hold %5, each pair leaving "
                                        "the cells between them digits strictly between, different where they share "
                                        "a house: %6."));
    return endWaysText(t, step,
                       StepText::tr("%1: %2; with the candidates, %3 and %4 can only hold %5, each pair leaving every "
                                    "cell between them a digit strictly between: %6."));
}

// An X-sum clue's table: its first digit X and the digits of its first X
// cells, as the candidates allow them, and what goes where no row of the
// table puts it.
QString xSumSetsText(const StepText& t, const logic::Step& step)
{
    const auto& sets = step.detail.digitSets;
    if (sets.empty())
        return {};
    QStringList rows;
    for (size_t i = 0; i < sets.size();) {
        QStringList withX;
        const int x = digitCount(sets[i]); // X digits, X among them
        for (; i < sets.size() && digitCount(sets[i]) == x; ++i)
            withX << t.digitSet(digitsOf(sets[i]));
        //: An X-sum clue's first digit and the digits of its first X cells: "X = 3 with {2,3,4} or {1,3,5}".
        rows << StepText::tr("X = %1 with %2").arg(t.digit(x), alternatives(withX));
    }
    //: "Outside Clue: the first X digits in the line of the X-sum clue 9 left of row 1, X being the first of them,
    //: add up to 9; with the candidates of the first cells, only X = 2 with {2,7} or X = 3 with {2,3,4} or {1,3,5}
    //: fit, and no digit stands where none of them puts it (the first cell holds X, the next X − 1 cells the rest
    //: of its set, the cells after them the other digits): remove ..."
    return StepText::tr("%1: %2; with the candidates of the first cells, only %3 fit, and no digit stands where none "
                        "of them puts it (the first cell holds X, the next X − 1 cells the rest of its set, the cells "
                        "after them the other digits): %4.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint), alternatives(rows),
             t.eliminationsByCell(step));
}

// A sandwich clue's ways: where the 1 and the N can stand and what lies
// between them, as the candidates allow, and what goes where no way puts it.
QString sandwichWaysText(const StepText& t, const logic::Step& step)
{
    const auto& ways = step.detail.claims;
    if (ways.empty())
        return {};
    const int n = t.geometry().size();
    QStringList items;
    for (size_t i = 0; i < ways.size();) {
        const int one = ways[i].cell;
        const int nine = ways[i].from;
        QStringList sets;
        for (; i < ways.size() && ways[i].cell == one && ways[i].from == nine; ++i)
            sets << t.digitSet(digitsOf(ways[i].fromDigits));
        if (sets.size() == 1 && ways[i - 1].fromDigits == 0)
            //: A way a sandwich clue's 1 and 9 may stand: "1 in r1c1 and 9 in r1c2, side by side".
            items << StepText::tr("1 in %1 and %2 in %3, side by side").arg(t.cell(one), t.digit(n), t.cell(nine));
        else
            //: "1 in r4c3 and 9 in r6c3 with {2} between them".
            items << StepText::tr("1 in %1 and %2 in %3 with %4 between them")
                         .arg(t.cell(one), t.digit(n), t.cell(nine), alternatives(sets));
    }
    //: "Outside Clue: the digits between the 1 and the 9 in the line of the sandwich clue 2 above column 3 add up to
    //: 2; with the candidates, the only ways are 1 in r4c3 and 9 in r6c3 with {2} between them, and no digit stands
    //: where no way puts it (the digits between the 1 and the 9 in the cells between, the other digits outside):
    //: remove ..."
    return StepText::tr("%1: %2; with the candidates, the only ways are %3, and no digit stands where no way puts it "
                        "(the digits between the 1 and the %4 in the cells between, the other digits outside): %5.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint), alternatives(items),
             t.digit(n), t.eliminationsByCell(step));
}

// A renban's runs that its cells can fill, each cell a different digit,
// and what the cells that lose digits of a run can hold in it: "the run of
// 3 digits can only be 1-3, 4-6 (then r1c9 can only be 4) or 5-7 (then
// r1c9 can only be 7)".
QString renbanRunFillingsText(const StepText& t, const logic::Step& step)
{
    QStringList runs;
    for (int start : step.detail.digits) {
        QStringList cells;
        for (const logic::ConstraintClaim& claim : step.detail.claims)
            if (claim.bound == start)
                //: What a renban cell can hold in one run of digits: "r1c9 can only be 4".
                cells << StepText::tr("%1 can only be %2").arg(t.cell(claim.cell), anyOf(t, digitsOf(claim.keeps)));
        const QString run = QStringLiteral("%1-%2").arg(t.digit(start), t.digit(start + step.detail.size - 1));
        //: One run a renban line can make and what its cells hold in it: "4-6 (then r1c9 can only be 4)".
        runs << (cells.isEmpty() ? run : StepText::tr("%1 (then %2)").arg(run, t.list(cells)));
    }
    //: "Line Rule: the renban line from r1c9 holds different digits that make a run of consecutive digits; each
    //: cell takes a different digit of the run, so with their candidates the run of 3 digits can only be 1-3,
    //: 4-6 (then r1c9 can only be 4) or 5-7 (then r1c9 can only be 7): remove 5 and 6 from r1c9."
    return StepText::tr("%1: %2; each cell takes a different digit of the run, so with their candidates the run of "
                        "%3 digits can only be %4: %5.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint))
        .arg(step.detail.size)
        .arg(alternatives(runs), t.eliminationsByCell(step));
}

// An entropic or modular line's places: "r1c8 lies a multiple of three
// cells from r4c8 along the line, so their digits share a remainder modulo
// 3: r4c8 can only be 2, 5 or 8, so r1c8 can only be 2 or 5".
QString classPlacesText(const StepText& t, const logic::Step& step)
{
    const Constraint& c = t.geometry().constraints()[size_t(step.detail.constraint)];
    const bool modular = c.kind == ConstraintKind::ModularLine;
    QStringList claims;
    for (const logic::ConstraintClaim& claim : step.detail.claims) {
        const std::vector<int> fromDigits = digitsOf(claim.fromDigits);
        const QString from = fromDigits.size() == 1
                               ? StepText::tr("%1 holds %2").arg(t.cell(claim.from), t.digit(fromDigits.front()))
                               : StepText::tr("%1 can only be %2").arg(t.cell(claim.from), anyOf(t, fromDigits));
        const QString keeps = anyOf(t, digitsOf(claim.keeps));
        if (!claim.atMost && claim.bound == 1 && modular)
            //: Two cells of a modular line a multiple of three cells apart that share a house: "r2c8 lies a
            //: multiple of three cells from r1c9 along the line, so their digits share a remainder modulo 3, and as
            //: they share a house they hold different digits of it: r1c9 can only be 1, 2, 3, 5, 8 or 9, so r2c8
            //: can only be 2, 3, 5, 6, 8 or 9".
            claims << StepText::tr("%1 lies a multiple of three cells from %2 along the line, so their digits share a "
                                   "remainder modulo 3, and as they share a house they hold different digits of it: "
                                   "%3, so %1 can only be %4")
                          .arg(t.cell(claim.cell), t.cell(claim.from), from, keeps);
        else if (!claim.atMost && claim.bound == 1)
            //: The same for an entropic line's thirds.
            claims << StepText::tr("%1 lies a multiple of three cells from %2 along the line, so their digits lie in "
                                   "the same third (low, middle or high), and as they share a house they hold "
                                   "different digits of it: %3, so %1 can only be %4")
                          .arg(t.cell(claim.cell), t.cell(claim.from), from, keeps);
        else if (!claim.atMost && modular)
            //: Two cells of a modular line a multiple of three cells apart: "r1c8 lies a multiple of three cells
            //: from r4c8 along the line, so their digits share a remainder modulo 3: r4c8 can only be 2, 5 or 8, so
            //: r1c8 can only be 2 or 5".
            claims << StepText::tr("%1 lies a multiple of three cells from %2 along the line, so their digits share a "
                                   "remainder modulo 3: %3, so %1 can only be %4")
                          .arg(t.cell(claim.cell), t.cell(claim.from), from, keeps);
        else if (!claim.atMost)
            //: The same for an entropic line, whose classes are the low, middle and high thirds of the digits.
            claims << StepText::tr("%1 lies a multiple of three cells from %2 along the line, so their digits lie in "
                                   "the same third (low, middle or high): %3, so %1 can only be %4")
                          .arg(t.cell(claim.cell), t.cell(claim.from), from, keeps);
        else if (modular)
            //: Two cells at different places of a modular line's pattern of three: "r2c8 and r5c9 do not lie a
            //: multiple of three cells apart, so their remainders modulo 3 differ: r5c9 holds 4, so r2c8 can only
            //: be 2, 3, 5 or 6".
            claims << StepText::tr("%1 and %2 do not lie a multiple of three cells apart, so their remainders modulo 3 "
                                   "differ: %3, so %1 can only be %4")
                          .arg(t.cell(claim.cell), t.cell(claim.from), from, keeps);
        else
            //: The same for an entropic line's thirds.
            claims << StepText::tr("%1 and %2 do not lie a multiple of three cells apart, so their digits lie in "
                                   "different thirds: %3, so %1 can only be %4")
                          .arg(t.cell(claim.cell), t.cell(claim.from), from, keeps);
    }
    //: "Line Rule: every three cells in a row on the modular line from r1c8 hold one digit of each remainder
    //: modulo 3; r1c8 lies a multiple of three cells from r4c8 ...: remove 1 from r1c8."
    return StepText::tr("%1: %2; %3: %4.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint),
             claims.join(QStringLiteral("; ")), t.eliminationsByCell(step));
}

// An arrow's few fillings: "r4c4 = r4c3 + r4c2 can only be 9 = 4 + 5 or
// 8 = 5 + 3".
QString arrowFillingsText(const StepText& t, const logic::Step& step)
{
    const Constraint& c = t.geometry().constraints()[size_t(step.detail.constraint)];
    const int circle = c.lines[0][0];
    // The cells as a sum, each arrow after an equals sign: "r4c4 = r4c3 + r4c2".
    const auto written = [&](const auto& show) {
        QString text = show(circle, 0);
        size_t at = 1;
        for (size_t l = 1; l < c.lines.size(); ++l) {
            QStringList terms;
            for (int cell : c.lines[l])
                if (cell != circle)
                    terms << show(cell, at++);
            text += QStringLiteral(" = ") + terms.join(QStringLiteral(" + "));
        }
        return text;
    };
    QStringList ways;
    for (const logic::ConstraintClaim& claim : step.detail.claims)
        ways << written([&](int, size_t at) { return t.digit(claim.addends[at]); });
    const QString cells = written([&](int cell, size_t) { return t.cell(cell); });
    //: "Line Sum: the digits along the arrow from r4c4 add up to the number in its circle (cells sharing a house
    //: hold different digits); with their candidates, r4c4 = r4c3 + r4c2 can only be 9 = 4 + 5 or 8 = 5 + 3:
    //: remove 6 from r4c4."
    return StepText::tr("%1: %2 (cells sharing a house hold different digits); with their candidates, %3 can only be "
                        "%4: %5.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint), cells,
             alternatives(ways), t.eliminationsByCell(step));
}

// A skyscraper clue's places: "r1c2 (place 1) at most 6".
QString skyscraperPlacesText(const StepText& t, const logic::Step& step)
{
    const Constraint& c = t.geometry().constraints()[size_t(step.detail.constraint)];
    QStringList claims;
    for (const logic::ConstraintClaim& claim : step.detail.claims)
        //: One cell's bound under a skyscraper clue: "r1c2 (place 1) at most 6".
        claims << StepText::tr("%1 (place %2) at most %3")
                      .arg(t.cell(claim.cell))
                      .arg(claim.fromBound)
                      .arg(t.digit(claim.bound));
    //: "Outside Clue: seen from the skyscraper clue 4 above column 2, taller digits hide the lower ones behind
    //: them, and 4 are seen; a digit d at place p from the clue has at most p − 1 seen before it and 9 − d after
    //: it, so it is at most 9 − 4 + p: r1c2 (place 1) at most 6 and r2c2 (place 2) at most 7: remove 7, 8 and 9
    //: from r1c2; 8 and 9 from r2c2."
    return StepText::tr("%1: %2; a digit d at place p from the clue has at most p − 1 seen before it and %3 − d "
                        "after it, so it is at most %3 − %4 + p: %5: %6.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint))
        .arg(t.geometry().symbolCount())
        .arg(c.values.front())
        .arg(t.list(claims), t.eliminationsByCell(step));
}

// A sandwich clue's counts of cells between: "the digits between can add
// up to 10 only over 2 or 3 cells".
QString sandwichLengthsText(const StepText& t, const logic::Step& step)
{
    if (step.detail.digits.empty())
        return {};
    const Constraint& c = t.geometry().constraints()[size_t(step.detail.constraint)];
    QStringList counts;
    for (int k : step.detail.digits)
        counts << QString::number(k);
    //: "Outside Clue: the digits between the 1 and the 9 in the line of the sandwich clue 10 above column 6 add up
    //: to 10; the digits between can add up to 10 only over 2 or 3 cells, so the 1 and the 9 have that many cells
    //: between them, and no cell that far from these can hold the other: 1 goes from r8c6."
    return StepText::tr("%1: %2; the digits between can add up to %3 only over %4 cells, so the 1 and the %5 have "
                        "that many cells between them, and no cell that far from these can hold the other: %6.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint))
        .arg(c.values.front())
        .arg(alternatives(counts), t.digit(t.geometry().symbolCount()), t.eliminationsByCell(step));
}

// A skyscraper clue with only as many cells that can be seen as it says:
// they are all seen, so they rise, and their bounds carry.
QString skyscraperRiseText(const StepText& t, const logic::Step& step)
{
    const Constraint& c = t.geometry().constraints()[size_t(step.detail.constraint)];
    const auto& line = c.lines.front();
    std::vector<int> seen;
    const std::uint64_t places = step.detail.digitSets.empty() ? 0 : step.detail.digitSets.front();
    for (size_t i = 0; i < line.size() && i < 64; ++i)
        if (places & (std::uint64_t(1) << i))
            seen.push_back(line[i]);
    const QStringList claims = carriedBoundClaims(t, step, 1);
    QString tallest;
    if (step.detail.size > 0)
        //: Where a skyscraper line's tallest digit must stand: "9 can only stand in r5c5, where it hides every
        //: cell behind it".
        tallest = StepText::tr("%1 can only stand in %2, where it hides every cell behind it")
                      .arg(t.digit(t.geometry().symbolCount()), t.cell(line[size_t(step.detail.size - 1)]));
    //: Which cells of a skyscraper line can be seen: "only r3c1, r3c2, r3c3, r3c5, r3c7, r3c8 and r3c9 can be
    //: seen (each other cell stands behind a digit at least as tall), as many as the clue, so all of them are
    //: seen, each taller than those before it".
    const QString allSeen = StepText::tr("only %1 can be seen (each other cell stands behind a digit at least as "
                                         "tall), as many as the clue, so all of them are seen, each taller than those "
                                         "before it")
                                .arg(t.cells(seen));
    QStringList said;
    if (!tallest.isEmpty())
        said << tallest;
    if (!claims.isEmpty())
        //: The cells of a skyscraper line all seen, then their bounds: "only r1c5 ... can be seen (...), so all of
        //: them are seen, each taller than those before it, and their bounds carry: r2c5 holds at least 4, as r1c5
        //: before it holds at least 1".
        said << StepText::tr("%1, and their bounds carry: %2").arg(allSeen, claims.join(QStringLiteral("; ")));
    //: "Outside Clue: seen from the skyscraper clue 7 left of row 3, taller digits hide the lower ones behind them,
    //: and 7 are seen; only r3c1, ... can be seen (...), and their bounds carry: r3c5 holds at most 6, as r3c7 after
    //: it holds at most 7: remove 7 from r3c5." The parts are joined by "; ".
    return StepText::tr("%1: %2; %3: %4.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint),
             said.join(QStringLiteral("; ")), t.eliminationsByCell(step));
}

// A skyscraper clue's count, case by case: "if r8c4 held 8, r9c4 and r8c4
// would be seen for sure …, and the 9 too, wherever it stands: 3 seen, more
// than 2". (No %n plurals: the counts stand without their noun.)
QString skyscraperCountText(const StepText& t, const logic::Step& step)
{
    const Constraint& c = t.geometry().constraints()[size_t(step.detail.constraint)];
    const auto& line = c.lines.front();
    const int clue = c.values.front();
    QStringList cases;
    for (const logic::ConstraintClaim& claim : step.detail.claims) {
        //: The case a skyscraper clue rules out: "if r8c4 held 8".
        QString supposed = StepText::tr("if %1 held %2").arg(t.cell(claim.cell), t.digit(claim.bound));
        QStringList left;
        for (size_t i = 0; i + 1 < claim.addends.size(); i += 2)
            //: What a case leaves a cell of the line: "r4c8 only 6".
            left << StepText::tr("%1 only %2").arg(t.cell(claim.addends[i]), t.digit(claim.addends[i + 1]));
        if (!left.isEmpty())
            //: A case and what it leaves in the line: "if r4c7 held 4 (which leaves r4c8 only 6 and r4c6 only 8)".
            supposed = StepText::tr("%1 (which leaves %2)").arg(supposed, t.list(left));
        if (claim.atMost) {
            //: "if r4c7 held 4, at most 4 could be seen, fewer than 5".
            cases << StepText::tr("%1, at most %2 could be seen, fewer than %3")
                         .arg(supposed)
                         .arg(claim.fromBound)
                         .arg(clue);
            continue;
        }
        std::vector<int> seen;
        for (size_t i = 0; i < line.size() && i < 64; ++i)
            if (claim.keeps & (std::uint64_t(1) << i))
                seen.push_back(line[i]);
        if (claim.fromDigits)
            //: "if r8c4 held 8, r9c4 and r8c4 would be seen for sure (each taller than any digit before it can be),
            //: and the 9 too, wherever it stands: 3 seen, more than 2".
            cases << StepText::tr("%1, %2 would be seen for sure (each taller than any digit before it can be), and "
                                  "the %3 too, wherever it stands: %4 seen, more than %5")
                         .arg(supposed, t.cells(seen), t.digit(t.geometry().symbolCount()))
                         .arg(claim.fromBound)
                         .arg(clue);
        else
            //: "if r9c3 held 2, r9c3, r8c3, r7c3 and r5c3 would be seen for sure (each taller than any digit before
            //: it can be): 4 seen, more than 3".
            cases << StepText::tr("%1, %2 would be seen for sure (each taller than any digit before it can be): %3 "
                                  "seen, more than %4")
                         .arg(supposed, t.cells(seen))
                         .arg(claim.fromBound)
                         .arg(clue);
    }
    //: "Outside Clue: seen from the skyscraper clue 2 below column 4, taller digits hide the lower ones behind them,
    //: and 2 are seen; if r8c4 held 8, …: 3 seen, more than 2: 8 goes from r8c4." The cases are joined by "; ".
    return StepText::tr("%1: %2; %3: %4.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint),
             cases.join(QStringLiteral("; ")), t.eliminationsByCell(step));
}

} // namespace pm::constraint_sentences
