// SPDX-License-Identifier: GPL-3.0-or-later
// Sentences for the killer techniques: cage combinations, the 45 rule
// (innies and outies), set equivalence and cage pointing / claiming.
#include "text/constraint_text.h"
#include "text/step_text/step_text.h"

#include <algorithm>

namespace pm {

using logic::Step;
using logic::Technique;

namespace {

// "{1,9}, {2,8} or {3,7}": in the order a player lists them, by their
// smallest digit first (the step holds them as ascending masks).
QString digitSets(const StepText& t, const std::vector<std::uint64_t>& sets)
{
    std::vector<std::vector<int>> lists;
    for (std::uint64_t set : sets) {
        std::vector<int> digits;
        for (std::uint64_t m = set; m; m &= m - 1)
            digits.push_back(firstDigit(m));
        lists.push_back(std::move(digits));
    }
    std::sort(lists.begin(), lists.end());
    QStringList items;
    for (const std::vector<int>& digits : lists)
        items << t.digitSet(digits);
    if (items.size() < 2)
        return items.join(QString());
    //: Joins the last two of several alternatives: "{1,9}, {2,8} or {3,7}".
    return StepText::tr("%1 or %2").arg(items.mid(0, items.size() - 1).join(QStringLiteral(", ")), items.back());
}

// What k houses add up to: N(N+1)/2 each.
int houseTotal(const StepText& t, size_t houses)
{
    const int n = t.geometry().size();
    return int(houses) * n * (n + 1) / 2;
}

// The effect: "r3c9 = 5" for a placement, else the eliminations.
QString effect(const StepText& t, const Step& step)
{
    if (!step.placements.empty())
        return t.placementList(step);
    return t.eliminationsByCell(step);
}

QString cageCombinationText(const StepText& t, const Step& step)
{
    const auto& d = step.detail;
    const int cage = t.geometry().cageOf(d.cells.front());
    const bool whole = cage >= 0 && t.geometry().cages()[size_t(cage)].cells.size() == d.cells.size();
    if (d.variantType == 1)
        //: "Cage Combination: r6c1 is the last empty cell of the cage of 9 at r6c1, so r6c1 = 1."
        return StepText::tr("Cage Combination: %1 is the last empty cell of %2, so %3.")
            .arg(t.cell(d.cells.front()), t.cage(d.cells.front()), t.placementList(step));
    if (whole)
        //: "Cage Combination: the cage of 23 at r1c1 holds 3 different digits adding up to 23; with its candidates
        //: they can only be {6,8,9}; remove 1 from r1c1; ..."
        return StepText::tr("Cage Combination: %1 holds %2 different digits adding up to %3; with its candidates "
                            "they can only be %4; %5.")
            .arg(t.cage(d.cells.front()))
            .arg(d.cells.size())
            .arg(d.sum)
            .arg(digitSets(t, d.digitSets), t.eliminationsByCell(step));
    //: "Cage Combination: in the cage of 17 at r1c1, the empty cells r1c2 and r2c2 hold 2 different digits adding up
    //: to 12 (the placed digits taken away); with their candidates they can only be ..."
    return StepText::tr("Cage Combination: in %1, the empty cells %2 hold %3 different digits adding up to %4 (the "
                        "placed digits taken away); with their candidates they can only be %5; %6.")
        .arg(t.cage(d.cells.front()), t.cells(d.cells))
        .arg(d.cells.size())
        .arg(d.sum)
        .arg(digitSets(t, d.digitSets), t.eliminationsByCell(step));
}

QString sumEquationText(const StepText& t, const Step& step)
{
    const auto& d = step.detail;
    const QString name = StepText::techniqueName(step.technique);
    const QString houses = t.houses(d.houses);
    const int total = houseTotal(t, d.houses.size());
    const std::vector<int> innies(d.cells.begin(), d.cells.begin() + d.size);
    const std::vector<int> outies(d.cells.begin() + d.size, d.cells.end());
    QString sets;
    if (!d.digitSets.empty() && d.cells.size() > 1)
        //: Appended after "... add up to 12": the digit sets those cells can hold.
        sets = StepText::tr(", so they hold %1").arg(digitSets(t, d.digitSets));
    switch (d.variantType) {
    case 0:
        if (innies.size() == 1)
            //: 45 rule, one innie: "Innie/Outie Single: the digits of row 3 add up to 45; counting the cages that
            //: meet them and the placed digits, only the innie r3c9 is left, so r3c9 = 5."
            return StepText::tr("%1: the digits of %2 add up to %3; counting the cages that meet them and the placed "
                                "digits, only the innie %4 is left, so %5.")
                .arg(name, houses)
                .arg(total)
                .arg(t.cell(innies.front()), effect(t, step));
        //: 45 rule, innies: "Innies and Outies: the digits of row 3 add up to 45; counting the cages that meet them
        //: and the placed digits, the innies r3c8 and r3c9 are left, adding up to 8, so they hold {1,7}, {2,6} or
        //: {3,5}; remove 4 from ..."
        return StepText::tr("%1: the digits of %2 add up to %3; counting the cages that meet them and the placed "
                            "digits, the innies %4 are left, adding up to %5%6; %7.")
            .arg(name, houses)
            .arg(total)
            .arg(t.cells(innies))
            .arg(d.sum)
            .arg(sets, effect(t, step));
    case 1:
        if (outies.size() == 1)
            //: 45 rule, one outie: the cages meeting the houses add up to more than the houses; one cell outside
            //: them makes up the difference.
            return StepText::tr("%1: the digits of %2 add up to %3; counting the cages that meet them and the "
                                "placed digits, only the outie %4 is left over, so %5.")
                .arg(name, houses)
                .arg(total)
                .arg(t.cell(outies.front()), effect(t, step));
        return StepText::tr("%1: the digits of %2 add up to %3; counting the cages that meet them and the placed "
                            "digits, the outies %4 are left over, adding up to %5%6; %7.")
            .arg(name, houses)
            .arg(total)
            .arg(t.cells(outies))
            .arg(-d.sum)
            .arg(sets, effect(t, step));
    default: {
        // One innie and one outie: innie - outie = sum.
        const QString innie = t.cell(innies.front());
        const QString outie = t.cell(outies.front());
        QString relation;
        if (d.sum > 0)
            relation = StepText::tr("the innie %1 is %2 more than the outie %3").arg(innie).arg(d.sum).arg(outie);
        else if (d.sum < 0)
            relation = StepText::tr("the innie %1 is %2 less than the outie %3").arg(innie).arg(-d.sum).arg(outie);
        else
            relation = StepText::tr("the innie %1 equals the outie %2").arg(innie, outie);
        //: "Innie-Outie Difference: the digits of row 1 add up to 45; counting the cages that meet them and the
        //: placed digits, the innie r1c9 is 2 more than the outie r2c1, so each keeps only candidates the other
        //: can match; remove ..."
        return StepText::tr("%1: the digits of %2 add up to %3; counting the cages that meet them and the placed "
                            "digits, %4, so each keeps only candidates the other can match; %5.")
            .arg(name, houses)
            .arg(total)
            .arg(relation, effect(t, step));
    }
    }
}

// The equation a set equivalence leaves: "9 = r1c9 + r2c9 - r9c1", the
// first side's cells added and the second's taken away (written from the
// second side when the first has no cell, so no sum starts with a minus).
QString setEquation(const StepText& t, const Step& step)
{
    const auto& d = step.detail;
    const std::vector<int> first(d.cells.begin(), d.cells.begin() + d.size);
    const std::vector<int> second(d.cells.begin() + d.size, d.cells.end());
    QStringList added;
    for (int cell : first.empty() ? second : first)
        added << t.cell(cell);
    QString expression = added.join(QStringLiteral(" + "));
    if (!first.empty())
        for (int cell : second)
            expression += QStringLiteral(" - ") + t.cell(cell);
    // The total first: "cell = digit" is how a placement reads.
    return QStringLiteral("%1 = %2").arg(first.empty() ? -d.sum : d.sum).arg(expression);
}

QString setEquivalenceText(const StepText& t, const Step& step)
{
    const auto& d = step.detail;
    QString sets;
    if (!d.digitSets.empty() && d.cells.size() > 1)
        sets = StepText::tr(", so they hold %1").arg(digitSets(t, d.digitSets));
    // Rows and columns on one side: Phistomefel's ring (set_equations.cpp).
    std::vector<int> rows, columns;
    for (int house : d.houses)
        (t.geometry().houses()[size_t(house)].kind == HouseKind::Row ? rows : columns).push_back(house);
    if (!rows.empty() && !columns.empty())
        //: Phistomefel's ring. "Set Equivalence: rows 1, 2, 8 and 9 with columns 1, 2, 8 and 9 hold every digit
        //: eight times, as boxes 1, 2, 3, 4, 6, 7, 8 and 9 do. The rows and columns cover the four corners' 2x2
        //: cells twice and the boxes once, and the boxes alone cover the sixteen cells around box 5, so the corners
        //: add up to that ring. Counting the cages there ..., 42 = r3c3 + ...; remove ..."
        return StepText::tr("Set Equivalence: %1 with %2 hold every digit eight times, as %3 do. The rows and columns "
                            "cover the four corners' 2x2 cells twice and the boxes once, and the boxes alone cover "
                            "the sixteen cells around box 5, so the corners add up to that ring. Counting the cages "
                            "there by their sums (less the cells that stick out) and the placed digits, %4%5; %6.")
            .arg(t.houses(rows), t.houses(columns), t.houses(d.coverHouses), setEquation(t, step), sets,
                 effect(t, step));
    // Arrows read by their circles (set_equations.cpp), named.
    QStringList arrows;
    for (int index : d.constraints)
        if (index >= 0 && index < int(t.geometry().constraints().size()))
            arrows << ConstraintText::name(t.geometry(), index);
    if (!arrows.isEmpty() && d.cages.empty())
        //: "Set Equivalence: row 1 and column 5 hold every digit as often; what they share cancels, so the cells of
        //: either outside the other add up alike. Counting each arrow there by its circle, which its digits add up
        //: to (the arrow from r8c6 and the arrow from r9c6), and the placed digits, 0 = r1c1 + ... - r8c6 - r9c6;
        //: 1 goes from ..."
        return StepText::tr("Set Equivalence: %1 and %2 hold every digit as often; what they share cancels, so the "
                            "cells of either outside the other add up alike. Counting each arrow there by its "
                            "circle, which its digits add up to (%3), and the placed digits, %4%5; %6.")
            .arg(t.houses(d.houses), t.houses(d.coverHouses), t.list(arrows), setEquation(t, step), sets,
                 effect(t, step));
    if (!arrows.isEmpty())
        //: "Set Equivalence: ... Counting the cages there by their sums (less the cells that stick out), each
        //: arrow there by its circle, which its digits add up to (the arrow from r8c6), and the placed digits,
        //: 0 = ...; ..."
        return StepText::tr("Set Equivalence: %1 and %2 hold every digit as often; what they share cancels, so the "
                            "cells of either outside the other add up alike. Counting the cages there by their sums "
                            "(less the cells that stick out), each arrow there by its circle, which its digits add "
                            "up to (%3), and the placed digits, %4%5; %6.")
            .arg(t.houses(d.houses), t.houses(d.coverHouses), t.list(arrows), setEquation(t, step), sets,
                 effect(t, step));
    //: "Set Equivalence: rows 1 and 2 and columns 1 and 2 hold every digit as often; what they share cancels, so
    //: the cells of either outside the other add up alike. Counting the cages there by their sums (less the cells
    //: that stick out) and the placed digits, 9 = r1c9 + r2c9 - r9c1; remove ..."
    return StepText::tr("Set Equivalence: %1 and %2 hold every digit as often; what they share cancels, so the cells "
                        "of either outside the other add up alike. Counting the cages there by their sums (less the "
                        "cells that stick out) and the placed digits, %3%4; %5.")
        .arg(t.houses(d.houses), t.houses(d.coverHouses), setEquation(t, step), sets, effect(t, step));
}

} // namespace

QString cagesText(const StepText& t, const Step& step)
{
    const auto& d = step.detail;
    switch (step.technique) {
    case Technique::CageCombination:
        return cageCombinationText(t, step);
    case Technique::InnieOutieSingle:
    case Technique::InniesOuties:
    case Technique::InniesOutiesMultiHouse:
    case Technique::InnieOutieDifference:
        return sumEquationText(t, step);
    case Technique::SetEquivalence:
        return setEquivalenceText(t, step);
    case Technique::CagePointing: {
        const QString digit = t.digit(d.digits.front());
        if (d.houses.empty())
            //: "Cage Pointing: every digit set left for the cage of 7 at r4c4 ({1,2,4}) holds 1, which fits there only
            //: in r4c4 and r5c5; so 1 goes from r4c5 ..." (cells seeing all of them)
            return StepText::tr("Cage Pointing: every digit set left for %1 (%2) holds %3, which fits there only in "
                                "%4; cells that see all of them cannot be %3, so %5.")
                .arg(t.cage(d.cells.front()), digitSets(t, d.digitSets), digit, t.cells(d.cells),
                     t.eliminationsByCell(step));
        return StepText::tr("Cage Pointing: every digit set left for %1 (%2) holds %3, which fits there only in %4, "
                            "within %5; so %6.")
            .arg(t.cage(d.cells.front()), digitSets(t, d.digitSets), digit, t.cells(d.cells), t.houses(d.houses),
                 t.eliminationsByCell(step));
    }
    case Technique::CageClaiming:
        //: "Cage Claiming: in row 7, 4 fits only in r7c2 and r7c3, all in the cage of 13 at r7c2; so the cage holds
        //: 4, which leaves it {1,4,8} or {2,4,7}; remove ..."
        return StepText::tr("Cage Claiming: in %1, %2 fits only in %3, all in %4; so the cage holds %2, which leaves "
                            "it %5; %6.")
            .arg(t.house(d.houses.front()), t.digit(d.digits.front()), t.cells(d.cells), t.cage(d.cells.front()),
                 digitSets(t, d.digitSets), t.eliminationsByCell(step));
    default:
        return {};
    }
}

} // namespace pm
