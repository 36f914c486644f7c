// SPDX-License-Identifier: GPL-3.0-or-later
// Sentences for the variant constraint techniques: a rule of the whole grid
// read from one cell, and one constraint's cells filled every way its rule
// allows. Each sentence names the constraint as the checks do ("the
// thermometer from r1c4"), states its rule, and says what goes.
#include "core/logic/constraint_reasons.h"
#include "text/constraint_text.h"
#include "text/names.h"
#include "text/step_text/step_text.h"
#include "text/step_text/step_text_constraints_internal.h"

#include <algorithm>

namespace pm {

using logic::Step;
using logic::Technique;
using namespace constraint_sentences;

namespace {

// The rule of the whole grid, as a clause: "cells a knight's move apart hold
// different digits".
QString gridRule(const Constraint& c)
{
    switch (c.kind) {
    case ConstraintKind::AntiKnight: return StepText::tr("cells a knight's move apart hold different digits");
    case ConstraintKind::AntiKing: return StepText::tr("cells a king's move apart hold different digits");
    case ConstraintKind::NonConsecutive:
        return StepText::tr("orthogonal neighbours with no dot between them hold no consecutive digits");
    case ConstraintKind::DisjointGroups:
        return StepText::tr("cells at the same place in their boxes hold different digits");
    case ConstraintKind::NegativeBlack:
        return StepText::tr("orthogonal neighbours with no dot between them are never one twice the other");
    case ConstraintKind::NegativeXV:
        return StepText::tr("orthogonal neighbours without an X or a V between them add up to neither 5 nor 10");
    case ConstraintKind::RowIndexer:
        return StepText::tr("a digit d in a cell of the indexer puts the cell's row number in row d of its column");
    case ConstraintKind::ColumnIndexer:
        return StepText::tr("a digit d in a cell of the indexer puts the cell's column number in column d of its row");
    case ConstraintKind::BoxIndexer:
        return StepText::tr("a digit d in a cell of the indexer puts the cell's place in its box at place d of the box");
    default: return {};
    }
}

QString gridRuleText(const StepText& t, const Step& step)
{
    const auto& d = step.detail;
    const Constraint& c = t.geometry().constraints()[size_t(d.constraint)];
    const int cell = d.cells.front();
    const QString rule = gridRule(c);
    if (rule.isEmpty())
        return {};
    if (d.digits.size() == 1)
        //: "Grid Rule: cells a knight's move apart hold different digits (the anti-knight rule); r1c1 holds 5, so
        //: 5 goes from r2c3 and r3c2."
        return StepText::tr("%1: %2 (%3); %4 holds %5, so %6.")
            .arg(StepText::techniqueName(step.technique), rule, ConstraintText::name(t.geometry(), d.constraint),
                 t.cell(cell), t.digit(d.digits.front()), t.eliminationsByCell(step));
    //: "Grid Rule: orthogonal neighbours ... hold no consecutive digits (the non-consecutive rule); r4c4 can only
    //: be 4 or 6, and neither goes beside 5, so 5 goes from r4c3 and r4c5."
    return StepText::tr("%1: %2 (%3); %4 can only be %5, and none of them goes beside these candidates of its "
                        "partners, so %6.")
        .arg(StepText::techniqueName(step.technique), rule, ConstraintText::name(t.geometry(), d.constraint),
             t.cell(cell), t.digits(d.digits), t.eliminationsByCell(step));
}

// Whether a minimum (maximum) cell has an orthogonal neighbour marked the
// same way: the two are not compared ("Fortress": shaded cells side by side),
// so the rule's clause must not say "each of its neighbours".
bool touchesItsKind(const Geometry& g, const Constraint& c)
{
    for (int cell : c.lines.front())
        for (int neighbour : orthogonalNeighbours(cell, g.size()))
            for (const Constraint& other : g.constraints())
                if (other.kind == c.kind
                    && std::find(other.lines.front().begin(), other.lines.front().end(), neighbour)
                           != other.lines.front().end())
                    return true;
    return false;
}

} // namespace

namespace constraint_sentences {

// One constraint's rule, as a clause naming it: "the digits on the
// thermometer from r1c4 rise from the bulb".
QString constraintRule(const StepText& t, int index)
{
    const Geometry& g = t.geometry();
    const Constraint& c = g.constraints()[size_t(index)];
    const QString name = ConstraintText::name(g, index);
    const int value = c.values.empty() ? 0 : c.values.front();
    switch (c.kind) {
    case ConstraintKind::Thermometer: return StepText::tr("the digits on %1 rise from the bulb").arg(name);
    case ConstraintKind::SlowThermometer:
        return StepText::tr("the digits on %1 rise or stay level from the bulb").arg(name);
    case ConstraintKind::Arrow:
        return StepText::tr("the digits along %1 add up to the number in its circle").arg(name);
    case ConstraintKind::WhiteDot:
        if (value == 1)
            return StepText::tr("the two digits of %1 are consecutive").arg(name);
        return StepText::tr("the two digits of %1 differ by %2").arg(name).arg(value);
    case ConstraintKind::BlackDot: return StepText::tr("one digit of %1 is %2 times the other").arg(name).arg(value);
    case ConstraintKind::XV: return StepText::tr("the two digits of %1 add up to %2").arg(name).arg(value);
    case ConstraintKind::Even: return StepText::tr("%1 holds an even digit").arg(name);
    case ConstraintKind::Odd: return StepText::tr("%1 holds an odd digit").arg(name);
    case ConstraintKind::Minimum:
        if (touchesItsKind(g, c))
            return StepText::tr("%1 holds a digit smaller than each orthogonal neighbour that is not a minimum cell "
                                "too")
                .arg(name);
        return StepText::tr("%1 holds a digit smaller than each of its orthogonal neighbours").arg(name);
    case ConstraintKind::Maximum:
        if (touchesItsKind(g, c))
            return StepText::tr("%1 holds a digit larger than each orthogonal neighbour that is not a maximum cell "
                                "too")
                .arg(name);
        return StepText::tr("%1 holds a digit larger than each of its orthogonal neighbours").arg(name);
    case ConstraintKind::AllowedDigits: return StepText::tr("%1 holds one of %2").arg(name, t.digitSet(c.values));
    case ConstraintKind::Quadruple: return StepText::tr("the four cells of %1 hold %2").arg(name, t.digits(c.values));
    case ConstraintKind::Distinct: return StepText::tr("the cells of %1 hold different digits").arg(name);
    case ConstraintKind::LittleKiller:
        return StepText::tr("the digits of %1 add up to %2, a digit may repeat").arg(name).arg(value);
    case ConstraintKind::Sandwich:
        return StepText::tr("the digits between the 1 and the %2 in the line of %1 add up to %3")
            .arg(name, t.digit(g.size()))
            .arg(value);
    case ConstraintKind::XSum:
        return StepText::tr("the first X digits in the line of %1, X being the first of them, add up to %2")
            .arg(name)
            .arg(value);
    case ConstraintKind::Skyscraper:
        return StepText::tr("seen from %1, taller digits hide the lower ones behind them, and %2 are seen")
            .arg(name)
            .arg(value);
    case ConstraintKind::Whispers: return StepText::tr("neighbours on %1 differ by at least %2").arg(name).arg(value);
    case ConstraintKind::Renban:
        return StepText::tr("%1 holds different digits that make a run of consecutive digits").arg(name);
    case ConstraintKind::Palindrome: return StepText::tr("%1 reads the same from either end").arg(name);
    case ConstraintKind::Clone: return StepText::tr("the two shapes of %1 hold the same digits, cell for cell").arg(name);
    case ConstraintKind::BetweenLine:
        return StepText::tr("the digits on %1 lie strictly between the digits in its two end circles").arg(name);
    case ConstraintKind::Lockout:
        return StepText::tr("the ends of %1 differ by at least %2, and no digit between them lies in the range "
                            "the ends span")
            .arg(name)
            .arg(value);
    case ConstraintKind::RegionSumLine:
        return StepText::tr("%1 adds up to the same sum in every region it passes through").arg(name);
    case ConstraintKind::EntropicLine:
        return StepText::tr("every three cells in a row on %1 hold one low, one middle and one high digit").arg(name);
    case ConstraintKind::ModularLine:
        return StepText::tr("every three cells in a row on %1 hold one digit of each remainder modulo 3").arg(name);
    case ConstraintKind::ZipperLine:
        return StepText::tr("the cells of %1 equally far from its middle add up to the same total (the middle "
                            "cell's digit, if it has one)")
            .arg(name);
    default: return {};
    }
}

} // namespace constraint_sentences

namespace {

// How many cells of a thermometer lie before a cell (on the longest way
// from a bulb) and after it (on the longest way to a tip): each rises by
// at least one.
std::pair<int, int> thermometerPlace(const Constraint& c, int cell)
{
    int before = 0;
    int after = 0;
    for (const auto& line : c.lines) {
        const auto at = std::find(line.begin(), line.end(), cell);
        if (at == line.end())
            continue;
        before = std::max(before, int(at - line.begin()));
        after = std::max(after, int(line.end() - at) - 1);
    }
    return {before, after};
}

// A thermometer step whose every elimination its place alone explains (a
// cell with k cells before it holds at least k+1, with k after it at most
// N-k): said that way, since that is how a player reads it off. (No %n
// plurals: the CLI speaks untranslated English.)
QString thermometerPlaceText(const StepText& t, const Step& step)
{
    const Geometry& g = t.geometry();
    const Constraint& c = g.constraints()[size_t(step.detail.constraint)];
    if (c.kind != ConstraintKind::Thermometer)
        return {};
    const int n = g.size();
    std::vector<int> cells;
    for (const logic::CellDigit& e : step.eliminations) {
        const auto [before, after] = thermometerPlace(c, e.cell);
        if (e.digit > before && e.digit <= n - after)
            return {};
        if (std::find(cells.begin(), cells.end(), e.cell) == cells.end())
            cells.push_back(e.cell);
    }
    QStringList places;
    for (int cell : cells) {
        const auto [before, after] = thermometerPlace(c, cell);
        //: A cell's place on a thermometer (on its longest way from a bulb to a tip): "r1c6 holds 3 to 8 (place
        //: 3 of 4 from the bulb)".
        places << StepText::tr("%1 holds %2 to %3 (place %4 of %5 from the bulb)")
                      .arg(t.cell(cell), t.digit(before + 1), t.digit(n - after))
                      .arg(before + 1)
                      .arg(before + after + 1);
    }
    //: "Thermometer: the digits on the thermometer from r1c4 rise from the bulb, by one at least with each
    //: cell: r1c6 holds 3 to 8 (place 3 of 4 from the bulb); remove 1 and 2 from r1c6."
    return StepText::tr("%1: %2, by one at least with each cell: %3; %4.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint),
             t.list(places), t.eliminationsByCell(step));
}

// A dot or whispers line that gives some digits no partner at all: "one
// digit of the black dot ... is 2 times the other (1-2, 2-4, 3-6 or 4-8),
// and no digit keeps this rule beside 5, 7 or 9".
QString noPartnerText(const StepText& t, const Step& step)
{
    const Geometry& g = t.geometry();
    const Constraint& c = g.constraints()[size_t(step.detail.constraint)];
    QString rule = constraintRule(t, step.detail.constraint);
    if (c.kind == ConstraintKind::WhiteDot || c.kind == ConstraintKind::BlackDot || c.kind == ConstraintKind::XV) {
        const auto table = logic::dotPairTable(c.kind, c.values.empty() ? 0 : c.values.front(), g.symbolCount());
        if (!table.empty() && table.size() <= 6) {
            QStringList pairs;
            for (const auto& [a, b] : table)
                pairs << QStringLiteral("%1-%2").arg(t.digit(a), t.digit(b));
            //: A dot's rule and the pairs of digits that keep it: "one digit of the black dot between r1c1 and
            //: r1c2 is 2 times the other (1-2, 2-4, 3-6 or 4-8)".
            rule = StepText::tr("%1 (%2)").arg(rule, alternatives(pairs));
        }
    }
    //: "Dot Pair: one digit of the black dot between r2c2 and r2c3 is 2 times the other (1-2, 2-4, 3-6 or 4-8),
    //: and no digit keeps this rule beside 5, 7 or 9: remove 5, 7 and 9 from r2c2 and r2c3."
    return StepText::tr("%1: %2, and no digit keeps this rule beside %3: %4.")
        .arg(StepText::techniqueName(step.technique), rule, anyOf(t, step.detail.digits), t.eliminationsByCell(step));
}

// A dot, a whispers line, a palindrome or a clone whose cells keep only
// digits that pair with a candidate of their partner: "r2c2 holds 5, so
// r2c3 can only be 4 or 6".
QString partnerDigitsText(const StepText& t, const Step& step)
{
    QStringList claims;
    for (const logic::ConstraintClaim& claim : step.detail.claims) {
        const std::vector<int> from = digitsOf(claim.fromDigits);
        const QString keeps = anyOf(t, digitsOf(claim.keeps));
        if (claim.alsoFrom >= 0 && claim.fromDigits == 0)
            //: Two partners of a cell on a variant constraint share a house: "r1c1 and r1c3 share a house, so they
            //: hold different digits, and each must fit the rule beside r1c2: r1c2 can only be 1, 2, 3, 7, 8 or 9".
            claims << StepText::tr("%1 and %2 share a house, so they hold different digits, and each must fit the rule "
                                   "beside %3: %3 can only be %4")
                          .arg(t.cell(claim.from), t.cell(claim.alsoFrom), t.cell(claim.cell), keeps);
        else if (claim.alsoFrom >= 0)
            //: As above, with what the two partners can hold: "r1c1 can only be 6 or 9 and r1c3 only 8 or 9; they
            //: share a house, so they hold different digits, and each must fit the rule beside r1c2: r1c2 can only
            //: be 1, 2 or 3".
            claims << StepText::tr("%1 can only be %2 and %3 only %4; they share a house, so they hold different "
                                   "digits, and each must fit the rule beside %5: %5 can only be %6")
                          .arg(t.cell(claim.from), anyOf(t, from), t.cell(claim.alsoFrom),
                               anyOf(t, digitsOf(claim.alsoFromDigits)), t.cell(claim.cell), keeps);
        else if (claim.fromDigits == 0)
            //: A cell keeps only the digits with a partner at all under the rule: "r3c8 can only be 1, 2, 3 or 4,
            //: whatever r4c8 holds".
            claims << StepText::tr("%1 can only be %2, whatever %3 holds").arg(t.cell(claim.cell), keeps, t.cell(claim.from));
        else if (from.size() == 1)
            //: A cell's partner on a variant constraint holds one digit: "r2c2 holds 5, so r2c3 can only be 4 or 6".
            claims << StepText::tr("%1 holds %2, so %3 can only be %4")
                          .arg(t.cell(claim.from), t.digit(from.front()), t.cell(claim.cell), keeps);
        else
            //: "r1c2 can only be 1, 3 or 4, so r1c1 can only be 2, 6 or 8".
            claims << StepText::tr("%1 can only be %2, so %3 can only be %4")
                          .arg(t.cell(claim.from), anyOf(t, from), t.cell(claim.cell), keeps);
    }
    //: "Dot Pair: the two digits of the white dot between r2c2 and r2c3 are consecutive; r2c2 holds 5, so r2c3
    //: can only be 4 or 6: remove 1, 2, 3, 7, 8 and 9 from r2c3."
    return StepText::tr("%1: %2; %3: %4.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint),
             claims.join(QStringLiteral("; ")), t.eliminationsByCell(step));
}

} // namespace

namespace constraint_sentences {

// Bounds carried from cell to cell: "r1c5 holds at least 4, as r1c4 before
// it holds at least 3".
QStringList carriedBoundClaims(const StepText& t, const Step& step, int rise)
{
    QStringList claims;
    for (const logic::ConstraintClaim& claim : step.detail.claims) {
        // The digits a bound moved past to the cell's nearest candidate.
        std::vector<int> skipped;
        if (claim.atMost)
            for (int d = claim.bound + 1; d <= claim.fromBound - rise; ++d)
                skipped.push_back(d);
        else
            for (int d = claim.fromBound + rise; d < claim.bound; ++d)
                skipped.push_back(d);
        if (!skipped.empty() && claim.atMost)
            //: "r2c9 holds at most 6, as r3c9 after it holds at most 8 and r2c9 cannot hold 7".
            claims << StepText::tr("%1 holds at most %2, as %3 after it holds at most %4 and %1 cannot hold %5")
                          .arg(t.cell(claim.cell), t.digit(claim.bound), t.cell(claim.from), t.digit(claim.fromBound),
                               anyOf(t, skipped));
        else if (!skipped.empty())
            //: "r3c9 holds at least 3, as r2c9 before it holds at least 1 and r3c9 cannot hold 2".
            claims << StepText::tr("%1 holds at least %2, as %3 before it holds at least %4 and %1 cannot hold %5")
                          .arg(t.cell(claim.cell), t.digit(claim.bound), t.cell(claim.from), t.digit(claim.fromBound),
                               anyOf(t, skipped));
        else if (claim.atMost)
            //: A bound carried down a thermometer from the cell after it: "r1c6 holds at most 8, as r1c7 after it
            //: holds at most 9".
            claims << StepText::tr("%1 holds at most %2, as %3 after it holds at most %4")
                          .arg(t.cell(claim.cell), t.digit(claim.bound), t.cell(claim.from), t.digit(claim.fromBound));
        else
            //: A bound carried up a thermometer from the cell before it: "r1c5 holds at least 4, as r1c4 before it
            //: holds at least 3".
            claims << StepText::tr("%1 holds at least %2, as %3 before it holds at least %4")
                          .arg(t.cell(claim.cell), t.digit(claim.bound), t.cell(claim.from), t.digit(claim.fromBound));
    }
    return claims;
}

} // namespace constraint_sentences

namespace {

// A thermometer's bounds carried from cell to cell.
QString carriedBoundsText(const StepText& t, const Step& step)
{
    const Constraint& c = t.geometry().constraints()[size_t(step.detail.constraint)];
    const int rise = c.kind == ConstraintKind::Thermometer ? 1 : 0;
    const QStringList claims = carriedBoundClaims(t, step, rise);
    //: "Thermometer: the digits on the thermometer from r1c4 rise from the bulb, so each cell's bounds carry to
    //: the next: r1c5 holds at least 4, as r1c4 before it holds at least 3; remove 1, 2 and 3 from r1c5."
    return StepText::tr("%1: %2, so each cell's bounds carry to the next: %3; %4.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint),
             claims.join(QStringLiteral("; ")), t.eliminationsByCell(step));
}

// An arrow's circle between the least and the most its arrow adds up to,
// and each arrow cell at most the circle's most less the least of the
// others; a little killer's cells the same against its total.
QString sumBoundsText(const StepText& t, const Step& step)
{
    const Constraint& c = t.geometry().constraints()[size_t(step.detail.constraint)];
    QStringList claims;
    for (const logic::ConstraintClaim& claim : step.detail.claims) {
        const QString sum = addends(t, claim.addends);
        const bool onCircle = c.kind == ConstraintKind::Arrow && !c.lines.empty() && !c.lines.front().empty()
                           && claim.cell == c.lines.front().front();
        if (onCircle && claim.atMost)
            //: "the circle r5c5 holds at most 7+8 = 15, the most its arrow can add up to".
            claims << StepText::tr("the circle %1 holds at most %2 = %3, the most its arrow can add up to")
                          .arg(t.cell(claim.cell), sum)
                          .arg(claim.bound);
        else if (onCircle)
            //: "the circle r5c5 holds at least 1+2 = 3, the least its arrow can add up to".
            claims << StepText::tr("the circle %1 holds at least %2 = %3, the least its arrow can add up to")
                          .arg(t.cell(claim.cell), sum)
                          .arg(claim.bound);
        else if (claim.from >= 0 && claim.atMost)
            //: "r5c6 holds at most 9 − 1 = 8, as the circle r5c5 holds at most 9 and the rest of its arrow at
            //: least 1".
            claims << StepText::tr("%1 holds at most %2 = %3, as the circle %4 holds at most %5 and the rest of its "
                                   "arrow at least %6")
                          .arg(t.cell(claim.cell), less(claim.fromBound, claim.addends, sum))
                          .arg(claim.bound)
                          .arg(t.cell(claim.from))
                          .arg(claim.fromBound)
                          .arg(sum);
        else if (claim.from >= 0)
            //: "r5c6 holds at least 9 − (3+4) = 2, as the circle r5c5 holds at least 9 and the rest of its arrow
            //: at most 3+4".
            claims << StepText::tr("%1 holds at least %2 = %3, as the circle %4 holds at least %5 and the rest of "
                                   "its arrow at most %6")
                          .arg(t.cell(claim.cell), less(claim.fromBound, claim.addends, sum))
                          .arg(claim.bound)
                          .arg(t.cell(claim.from))
                          .arg(claim.fromBound)
                          .arg(sum);
        else if (claim.atMost)
            //: A little killer's cell: "r1c3 holds at most 12 − (1+2) = 9, as the rest of its diagonal adds up to at
            //: least 1+2".
            claims << StepText::tr("%1 holds at most %2 = %3, as the rest of its diagonal adds up to at least %4")
                          .arg(t.cell(claim.cell), less(claim.fromBound, claim.addends, sum))
                          .arg(claim.bound)
                          .arg(sum);
        else
            //: "r1c3 holds at least 23 − (7+9) = 7, as the rest of its diagonal adds up to at most 7+9".
            claims << StepText::tr("%1 holds at least %2 = %3, as the rest of its diagonal adds up to at most %4")
                          .arg(t.cell(claim.cell), less(claim.fromBound, claim.addends, sum))
                          .arg(claim.bound)
                          .arg(sum);
    }
    //: "Line Sum: the digits along the arrow from r5c5 add up to the number in its circle (cells sharing a house
    //: hold different digits); the circle r5c5 holds at least 1+2 = 3, the least its arrow can add up to: remove
    //: 1 and 2 from r5c5."
    return StepText::tr("%1: %2 (cells sharing a house hold different digits); %3: %4.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint),
             claims.join(QStringLiteral("; ")), t.eliminationsByCell(step));
}

// A renban's run, as long as the line, lies within reach of every cell:
// "r4c1 holds 9, so the run of 3 digits reaches no lower than 9 − 2 = 7".
QString renbanWindowText(const StepText& t, const Step& step)
{
    const Constraint& c = t.geometry().constraints()[size_t(step.detail.constraint)];
    const int length = c.lines.empty() ? 0 : int(c.lines.front().size());
    QStringList claims;
    for (const logic::ConstraintClaim& claim : step.detail.claims) {
        const bool placed = digitsOf(claim.fromDigits).size() == 1;
        const QString holds = placed ? StepText::tr("%1 holds %2").arg(t.cell(claim.from), t.digit(claim.fromBound))
                              : claim.atMost
                                  ? StepText::tr("%1 holds at most %2").arg(t.cell(claim.from), t.digit(claim.fromBound))
                                  : StepText::tr("%1 holds at least %2").arg(t.cell(claim.from), t.digit(claim.fromBound));
        if (claim.atMost)
            //: A renban line's run of digits, as many as its cells, reaches at most length-1 above any of them:
            //: "r4c2 holds at most 5, so the run of 3 digits reaches no higher than 5 + 2 = 7".
            claims << StepText::tr("%1, so the run of %2 digits reaches no higher than %3 + %4 = %5")
                          .arg(holds)
                          .arg(length)
                          .arg(claim.fromBound)
                          .arg(length - 1)
                          .arg(claim.bound);
        else
            //: "r4c1 holds 9, so the run of 3 digits reaches no lower than 9 − 2 = 7".
            claims << StepText::tr("%1, so the run of %2 digits reaches no lower than %3 − %4 = %5")
                          .arg(holds)
                          .arg(length)
                          .arg(claim.fromBound)
                          .arg(length - 1)
                          .arg(claim.bound);
    }
    //: "Line Rule: the renban line from r4c1 holds different digits that make a run of consecutive digits; r4c1
    //: holds 9, so the run of 3 digits reaches no lower than 9 − 2 = 7: remove 1, 2, 3, 4, 5 and 6 from r4c2 and r4c3."
    return StepText::tr("%1: %2; %3: %4.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint),
             claims.join(QStringLiteral("; ")), t.eliminationsByCell(step));
}

// A renban's runs that fit its cells' candidates: "the run of 3 digits can
// only be 3-5 or 5-7".
QString renbanRunsText(const StepText& t, const Step& step)
{
    QStringList runs;
    for (int start : step.detail.digits)
        runs << QStringLiteral("%1-%2").arg(t.digit(start), t.digit(start + step.detail.size - 1));
    //: "Line Rule: the renban line from r4c1 holds different digits that make a run of consecutive digits; the
    //: run of 3 digits can only be 3-5 or 5-7, as every other run misses all candidates of one of its cells: 3
    //: goes from r4c2."
    return StepText::tr("%1: %2; the run of %3 digits can only be %4, as every other run misses all candidates of "
                        "one of its cells: %5.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint))
        .arg(step.detail.size)
        .arg(alternatives(runs), t.eliminationsByCell(step));
}

// A little killer whose cells see each other, read off the combination
// table: "they can only be {6,8,9}".
QString sumCombinationsText(const StepText& t, const Step& step)
{
    QStringList sets;
    for (std::uint64_t set : step.detail.digitSets)
        sets << t.digitSet(digitsOf(set));
    //: "Line Sum: the digits of the little killer clue 23 along r1c1 to r3c3 add up to 23, a digit may repeat;
    //: its 3 cells see each other, so they hold 3 different digits adding up to 23, and with their candidates
    //: they can only be {6,8,9}: remove 1, 2, 3, 4, 5 and 7 from r1c1, r2c2 and r3c3."
    return StepText::tr("%1: %2; its %3 cells see each other, so they hold %3 different digits adding up to %4, and "
                        "with their candidates they can only be %5: %6.")
        .arg(StepText::techniqueName(step.technique), constraintRule(t, step.detail.constraint))
        .arg(step.detail.size)
        .arg(step.detail.sum)
        .arg(alternatives(sets), t.eliminationsByCell(step));
}

// The sentence of the plain reason the finder found (constraint_reasons.h),
// or nothing when it found none.
QString reasonText(const StepText& t, const Step& step)
{
    using logic::ConstraintReason;
    const auto reason = ConstraintReason(step.detail.constraintReason);
    if (reason != ConstraintReason::NoPartner && reason != ConstraintReason::RenbanRuns
        && reason != ConstraintReason::RenbanRunFillings && reason != ConstraintReason::QuadrupleFilled
        && reason != ConstraintReason::SandwichLengths
        && reason != ConstraintReason::SumCombinations && reason != ConstraintReason::XSumSets
        && step.detail.claims.empty())
        return {};
    switch (reason) {
    case ConstraintReason::NoPartner: return step.detail.digits.empty() ? QString() : noPartnerText(t, step);
    case ConstraintReason::PartnerDigits: return partnerDigitsText(t, step);
    case ConstraintReason::CarriedBounds: return carriedBoundsText(t, step);
    case ConstraintReason::SumBounds: return sumBoundsText(t, step);
    case ConstraintReason::RenbanWindow: return renbanWindowText(t, step);
    case ConstraintReason::RenbanRuns: return step.detail.digits.empty() ? QString() : renbanRunsText(t, step);
    case ConstraintReason::RenbanRunFillings:
        return step.detail.digits.empty() ? QString() : renbanRunFillingsText(t, step);
    case ConstraintReason::ClassPlaces: return classPlacesText(t, step);
    case ConstraintReason::ArrowFillings: return arrowFillingsText(t, step);
    case ConstraintReason::SkyscraperPlaces: return skyscraperPlacesText(t, step);
    case ConstraintReason::SkyscraperRise: return skyscraperRiseText(t, step);
    case ConstraintReason::SkyscraperCount: return skyscraperCountText(t, step);
    case ConstraintReason::PartnerCases:
    case ConstraintReason::BetweenCases: return caseChainsText(t, step);
    case ConstraintReason::ArrowCases: return arrowCasesText(t, step);
    case ConstraintReason::QuadrupleFilled:
        return step.detail.digits.empty() ? QString() : quadrupleFilledText(t, step);
    case ConstraintReason::SumCombinations:
        return step.detail.digitSets.empty() ? QString() : sumCombinationsText(t, step);
    case ConstraintReason::PillBounds: return pillBoundsText(t, step);
    case ConstraintReason::SegmentBounds: return segmentBoundsText(t, step);
    case ConstraintReason::ZipperBounds: return zipperBoundsText(t, step);
    case ConstraintReason::SegmentSums: return segmentSumsText(t, step);
    case ConstraintReason::BetweenBounds: return betweenBoundsText(t, step);
    case ConstraintReason::LockoutSpan: return lockoutSpanText(t, step);
    case ConstraintReason::LockoutWays: return lockoutWaysText(t, step);
    case ConstraintReason::BetweenWays: return betweenWaysText(t, step);
    case ConstraintReason::DistinctSubsets: return distinctSubsetsText(t, step);
    case ConstraintReason::XSumSets: return xSumSetsText(t, step);
    case ConstraintReason::SandwichWays: return sandwichWaysText(t, step);
    case ConstraintReason::SandwichLengths: return sandwichLengthsText(t, step);
    case ConstraintReason::None: return {};
    }
    return {};
}

// Whether the rule alone forbids the digit in the cell, whatever the
// others hold: an even cell's odd digits, a given candidate list's others.
bool forbiddenOutright(const Constraint& c, int digit)
{
    switch (c.kind) {
    case ConstraintKind::Even: return digit % 2 != 0;
    case ConstraintKind::Odd: return digit % 2 == 0;
    case ConstraintKind::AllowedDigits: return std::find(c.values.begin(), c.values.end(), digit) == c.values.end();
    default: return false;
    }
}

QString constraintFitText(const StepText& t, const Step& step)
{
    const int index = step.detail.constraint;
    if (index < 0 || index >= int(t.geometry().constraints().size()))
        return {};
    // A rule on the cell alone: said as plainly as it is.
    const Constraint& c = t.geometry().constraints()[size_t(index)];
    if (std::all_of(step.eliminations.begin(), step.eliminations.end(),
                    [&](const logic::CellDigit& e) { return forbiddenOutright(c, e.digit); }))
        //: "Cell Rule: the even cell r1c4 holds an even digit: remove 1, 3, 5, 7 and 9 from r1c4."
        return StepText::tr("%1: %2: %3.")
            .arg(StepText::techniqueName(step.technique), constraintRule(t, index), t.eliminationsByCell(step));
    if (step.technique == Technique::Thermometer)
        if (QString text = thermometerPlaceText(t, step); !text.isEmpty())
            return text;
    if (QString text = reasonText(t, step); !text.isEmpty())
        return text;
    const QString rule = constraintRule(t, index);
    if (rule.isEmpty())
        return {};
    //: "Dot Pair: the two digits of the V between r1c1 and r1c2 add up to 5. Of its cells' candidates, some fit
    //: no filling that keeps this rule (cells sharing a house holding different digits): 5 goes from r1c1."
    return StepText::tr("%1: %2. Of its cells' candidates, some fit no filling that keeps this rule (cells sharing "
                        "a house holding different digits): %3.")
        .arg(StepText::techniqueName(step.technique), rule, t.eliminationsByCell(step));
}

// "the anti-knight rule and the thermometer from r1c4".
QString constraintNames(const StepText& t, const std::vector<int>& indices)
{
    QStringList names;
    for (int index : indices)
        if (index >= 0 && index < int(t.geometry().constraints().size()))
            names << ConstraintText::name(t.geometry(), index);
    return t.list(names);
}

QString rulePointingText(const StepText& t, const Step& step)
{
    const auto& d = step.detail;
    if (d.constraints.empty() || d.digits.empty() || d.cells.empty())
        return {};
    if (!d.houses.empty())
        //: "Rule Pointing: in row 5, 7 fits only in r5c4 and r5c6; whichever holds it rules these candidates out
        //: (through its peers, the anti-knight rule): 7 goes from r3c5 and r7c5."
        return StepText::tr("%1: in %2, %3 fits only in %4; whichever holds it rules these candidates out (through "
                            "its peers, %5): %6.")
            .arg(StepText::techniqueName(step.technique), t.house(d.houses.front()), t.digit(d.digits.front()),
                 t.cells(d.cells), constraintNames(t, d.constraints), t.eliminationsByCell(step));
    //: "Rule Pointing: r5c5 can only be 4 or 6; each of them rules these candidates out (through its peers, the
    //: non-consecutive rule): 5 goes from r4c5, r5c4, r5c6 and r6c5."
    return StepText::tr("%1: %2 can only be %3; each of them rules these candidates out (through its peers, %4): "
                        "%5.")
        .arg(StepText::techniqueName(step.technique), t.cell(d.cells.front()), t.digits(d.digits),
             constraintNames(t, d.constraints), t.eliminationsByCell(step));
}

QString constraintPointingText(const StepText& t, const Step& step)
{
    const auto& d = step.detail;
    if (d.digits.empty() || d.cells.empty())
        return {};
    const QString name = ConstraintText::name(t.geometry(), d.constraint);
    if (!step.placements.empty())
        //: "Constraint Pointing: every filling of the renban line from r4c1 that keeps its rule holds 5, and only
        //: r5c1 can hold it there: r5c1 = 5."
        return StepText::tr("%1: every filling of %2 that keeps its rule holds %3, and only %4 can hold it there: "
                            "%5.")
            .arg(StepText::techniqueName(step.technique), name, t.digit(d.digits.front()), t.cells(d.cells),
                 t.placementList(step));
    const QString through = d.constraints.empty() ? StepText::tr("its peers")
                                                  : StepText::tr("its peers, %1").arg(constraintNames(t, d.constraints));
    //: "Constraint Pointing: every filling of the renban line from r4c1 that keeps its rule holds 5, and only r5c1
    //: and r6c1 can hold it there; whichever does rules these candidates out (through its peers): 5 goes from r9c1."
    return StepText::tr("%1: every filling of %2 that keeps its rule holds %3, and only %4 can hold it there; "
                        "whichever does rules these candidates out (through %5): %6.")
        .arg(StepText::techniqueName(step.technique), name, t.digit(d.digits.front()), t.cells(d.cells), through,
             t.eliminationsByCell(step));
}

QString jointFitText(const StepText& t, const Step& step)
{
    if (step.detail.constraints.size() + step.detail.cages.size() < 2)
        return {};
    // The constraints, then the killer cages whose sums the filling keeps.
    QStringList members;
    for (int index : step.detail.constraints)
        if (index >= 0 && index < int(t.geometry().constraints().size()))
            members << ConstraintText::name(t.geometry(), index);
    for (int cage : step.detail.cages)
        if (cage >= 0 && cage < int(t.geometry().cages().size()))
            members << Names::cage(t.geometry(), cage);
    // The rules of the whole grid take part only where the puzzle has any.
    std::vector<int> gridRules;
    for (int index = 0; index < int(t.geometry().constraints().size()); ++index)
        if (t.geometry().constraints()[size_t(index)].kind >= ConstraintKind::AntiKnight)
            gridRules.push_back(index);
    if (gridRules.empty())
        //: "Joint Fit: taken together, the white dot between r1c1 and r1c2 and the white dot between r1c2 and
        //: r1c3 allow fewer fillings than each alone: one filling of r1c1, r1c2 and r1c3 must keep both rules,
        //: with cells sharing a house holding different digits. Some candidates fit no such filling: remove 1
        //: and 9 from r1c2."
        return StepText::tr("%1: taken together, %2 allow fewer fillings than each alone: one filling of %3 must "
                            "keep every rule, with cells sharing a house holding different digits. Some candidates "
                            "fit no such filling: %4.")
            .arg(StepText::techniqueName(step.technique), t.list(members),
                 t.cells(step.detail.cells), t.eliminationsByCell(step));
    //: "Joint Fit: taken together, the white dot between r1c1 and r1c2 and the white dot between r1c2 and r1c3
    //: allow fewer fillings than each alone: one filling of r1c1, r1c2 and r1c3 must keep every rule, with cells
    //: sharing a house holding different digits and the non-consecutive rule kept between them. Some candidates
    //: fit no such filling: remove 1 and 9 from r1c2."
    return StepText::tr("%1: taken together, %2 allow fewer fillings than each alone: one filling of %3 must keep "
                        "every rule, with cells sharing a house holding different digits and %4 kept between them. "
                        "Some candidates fit no such filling: %5.")
        .arg(StepText::techniqueName(step.technique), t.list(members),
             t.cells(step.detail.cells), constraintNames(t, gridRules), t.eliminationsByCell(step));
}

// A house's digit held on one constraint: its places, the constraint, and
// what the fillings with the digit there leave.
QString houseDigitFitText(const StepText& t, const Step& step)
{
    QStringList places;
    for (int cell : step.detail.cells)
        places << t.cell(cell);
    //: "House Digit Fit: in row 1, 6 can only go in r1c4 or r1c6, all cells of the lockout line from r2c6; so the
    //: rule holds it there, and of its fillings (the rule kept, cells sharing a house holding different digits)
    //: only those with 6 in one of those cells can be true. Some candidates fit none of them: remove 3, 7
    //: and 9 from r2c4 and r2c6; 1 and 3 from r1c5."
    return StepText::tr("%1: in %2, %3 can only go in %4, all cells of %5; so the rule holds it there, and of its "
                        "fillings (the rule kept, cells sharing a house holding different digits) only those with %3 "
                        "in one of those cells can be true. Some candidates fit none of them: %6.")
        .arg(StepText::techniqueName(step.technique), t.house(step.detail.houses.front()),
             t.digit(step.detail.digits.front()), alternatives(places),
             ConstraintText::name(t.geometry(), step.detail.constraint), t.eliminationsByCell(step));
}

} // namespace

QString constraintsText(const StepText& t, const Step& step)
{
    if (step.technique == Technique::RulePointing)
        return rulePointingText(t, step);
    if (step.technique == Technique::JointFit)
        return jointFitText(t, step);
    if (step.technique == Technique::HouseDigitFit)
        return step.detail.constraint >= 0 && step.detail.constraint < int(t.geometry().constraints().size())
                    && step.detail.houses.size() == 1 && step.detail.digits.size() == 1
            ? houseDigitFitText(t, step)
            : QString();
    if (step.technique == Technique::EqualCells)
        return equalCellsText(t, step);
    if (step.technique == Technique::EqualCellsChain)
        return equalCellsChainText(t, step);
    if (step.technique == Technique::WhispersColouring)
        return whispersColouringText(t, step);
    if (step.technique == Technique::ConstraintPointing)
        return step.detail.constraint >= 0 && step.detail.constraint < int(t.geometry().constraints().size())
            ? constraintPointingText(t, step)
            : QString();
    if (step.detail.constraint < 0 || step.detail.constraint >= int(t.geometry().constraints().size()))
        return {};
    if (step.technique == Technique::GridRule)
        return gridRuleText(t, step);
    return constraintFitText(t, step);
}

} // namespace pm
