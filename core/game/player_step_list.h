// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"
#include "core/game/player_hint.h"

#include "core/logic/step.h"
#include "core/logic/technique.h"
#include "core/logic/technique_order.h"

#include <functional>
#include <stop_token>
#include <vector>

namespace pm::game {

// Which techniques the step list looks for.
struct StepListOptions {
    enum class Scope {
        // The first techniques that have instances, in search order, until
        // at least `enough` instances are listed (a technique's instances
        // are listed whole): what a player would look for next.
        EasiestFew,
        // Every technique up to `maxLevel`, however many instances.
        UpToLevel,
    };
    Scope scope = Scope::EasiestFew;
    int enough = 20;
    logic::Level maxLevel = logic::Level::Extreme;
    // The search order: the player's own, as hints use it. Techniques it
    // switches off are never listed.
    logic::TechniqueOrder order;
};

// Every instance of one technique in the position.
struct StepGroup {
    logic::Technique technique;
    std::vector<logic::Step> steps; // as logic::findAll gives them
};

// Every deduction a position holds, grouped by technique in search order
// (the options' order):
// "all steps now". Read from the player's own marks, as a hint is
// (hintCandidates), and, like a hint, never from a board holding a mistake.
struct StepList {
    enum class Kind {
        Found,           // `groups`, possibly empty (no technique finds anything)
        Mistake,         // a wrong entry or a removed true candidate: `mistake` names it
        Solved,          // the board is full and right
        NoSolutionKnown, // a puzzle being entered: nothing to measure marks against
        Cancelled,
    };
    Kind kind = Kind::NoSolutionKnown;
    std::vector<StepGroup> groups;
    PlayerHint mistake; // Mistake
    // The board has no candidate marks: the steps were found on full
    // candidates, and applying one that is no single fills marks in first
    // (hintForStep says so for each).
    bool withoutMarks = false;
    // How many techniques the order switched off (Found): an empty list
    // then says only that those switched on find nothing.
    int switchedOff = 0;

    int stepCount() const;
};

// The list for the game as it is. `searching(technique)` is called before
// each technique is searched (progress; may be empty). Cancellable between
// and inside techniques.
StepList findPlayerSteps(const Game& game, const StepListOptions& options, std::stop_token stop = {},
                         const std::function<void(logic::Technique)>& searching = {});

} // namespace pm::game
