// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"
#include "core/game/player_step_list.h"

#include <QCoreApplication>
#include <QString>

namespace pm {

// What the All Steps panel says about the step list of a position
// (context "pm::StepListText"): its state, its group headings and each
// step's effect. The sentence of a step is StepText's, as in the hint.
class StepListText {
    Q_DECLARE_TR_FUNCTIONS(pm::StepListText)
public:
    // "Looking for X-Wing…" while the search runs.
    static QString searching(logic::Technique technique);
    // Waiting for the position to settle before the search starts.
    static QString waiting();
    // The state of a finished list: how many steps, or why none are listed.
    static QString summary(const game::StepList& list);
    // A note under the summary when the list was found on full candidates
    // (no marks on the board); empty otherwise.
    static QString marksNote(const game::StepList& list);
    // A group's heading: "X-Wing (3)".
    static QString groupHeading(const game::StepGroup& group);
    // The last row of a group too long to show whole: "… and 340 more".
    static QString notShown(int count);
    // One step's effect: "r3c4 = 5", "7 goes from r4c3 and r5c6".
    static QString effect(const game::Game& game, const logic::Step& step);
    // The step's pattern, without its technique (the group's heading names
    // that): "on 5: rows 2 and 7, columns 3 and 8", "on 4 and 9: r1c2, r1c5
    // and r3c2"; empty when the step has no such facts (a single).
    static QString pattern(const game::Game& game, const logic::Step& step);
    // A row of the list: the pattern, then the effect, so two steps of one
    // technique with the same effect are told apart: "on 5: rows 2 and 7,
    // columns 3 and 8 → 5 goes from r4c3".
    static QString row(const game::Game& game, const logic::Step& step);
};

} // namespace pm
