// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/step_list_text.h"

#include "text/step_text/step_text.h"

namespace pm {

QString StepListText::searching(logic::Technique technique)
{
    return tr("Looking for %1…").arg(StepText::techniqueName(technique));
}

QString StepListText::waiting()
{
    return tr("Looking for steps…");
}

QString StepListText::summary(const game::StepList& list)
{
    using Kind = game::StepList::Kind;
    switch (list.kind) {
    case Kind::Found:
        if (list.groups.empty() && list.switchedOff > 0)
            return tr("No step found with these techniques. %n technique(s) are switched off in your step order "
                      "(Help ▸ Step Order).",
                      nullptr, list.switchedOff);
        if (list.groups.empty())
            return tr("No step found with these techniques.");
        return tr("%n step(s) in this position.", nullptr, list.stepCount());
    case Kind::Mistake:
        return tr("Your board holds a mistake, so no step is listed: steps found from it could be wrong. "
                  "A hint (H) shows where it is.");
    case Kind::Solved: return tr("The puzzle is solved.");
    case Kind::NoSolutionKnown: return tr("Steps are listed once the puzzle is started and its solution known.");
    case Kind::Cancelled: break;
    }
    return waiting();
}

QString StepListText::marksNote(const game::StepList& list)
{
    if (list.kind != game::StepList::Kind::Found || !list.withoutMarks || list.groups.empty())
        return {};
    return tr("Your board has no pencil marks: these steps are found on every candidate, and applying one that "
              "is not a single fills in the marks first.");
}

QString StepListText::groupHeading(const game::StepGroup& group)
{
    return tr("%1 (%n)", "a technique and how many steps of it", int(group.steps.size()))
        .arg(StepText::techniqueName(group.technique));
}

QString StepListText::notShown(int count)
{
    return tr("… and %n more, not shown", nullptr, count);
}

QString StepListText::effect(const game::Game& game, const logic::Step& step)
{
    const StepText t(game.geometry(), game.alphabet());
    QStringList parts;
    if (!step.placements.empty())
        parts << t.placementList(step);
    if (!step.eliminations.empty())
        parts << t.eliminationList(step);
    return parts.join(QStringLiteral("; "));
}

QString StepListText::pattern(const game::Game& game, const logic::Step& step)
{
    const StepText t(game.geometry(), game.alphabet());
    const logic::StepDetail& detail = step.detail;
    // Where the pattern lies: its houses (a fish's base, then its cover),
    // else its key cells.
    QStringList where;
    if (!detail.houses.empty())
        where << t.houses(detail.houses);
    if (!detail.coverHouses.empty())
        where << t.houses(detail.coverHouses);
    if (where.isEmpty() && !detail.cells.empty())
        where << t.cells(detail.cells);
    const QString place = where.join(QStringLiteral(", "));
    if (detail.digits.empty())
        return place;
    const QString digits = t.digits(detail.digits);
    //: All Steps: a step's digits and where its pattern lies, "on 5: rows 2 and 7, columns 3 and 8"
    return place.isEmpty() ? tr("on %1").arg(digits) : tr("on %1: %2").arg(digits, place);
}

QString StepListText::row(const game::Game& game, const logic::Step& step)
{
    const QString shape = pattern(game, step);
    //: All Steps: a step's pattern, then what it does
    return shape.isEmpty() ? effect(game, step) : tr("%1 → %2").arg(shape, effect(game, step));
}

} // namespace pm
