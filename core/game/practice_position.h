// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"
#include "core/grid.h"
#include "core/logic/step.h"
#include "core/result.h"

#include <optional>
#include <stop_token>
#include <vector>

namespace pm::game {

// Where practising a technique starts: the puzzle's logical path replayed
// from the givens, step by easiest step (logic::nextStep in catalogue order,
// uniqueness known, as hints search), up to the first step that uses the
// technique; every easier deduction before it made.
struct PracticePosition {
    Grid state;                        // values and candidates just before that step
    std::vector<logic::Step> targets;  // every instance of the technique there (the next step first)
    int stepsBefore = 0;               // the easier steps already made
};

// The position, or nothing when the path never uses `technique` (or stops
// before it: stuck, or cancelled). `puzzle` holds givens only and has one
// solution.
std::optional<PracticePosition> practicePosition(const Grid& puzzle, logic::Technique technique,
                                                 std::stop_token stop = {});

// The game `fresh` (a new game of the same puzzle) moved to `position`: its
// placements entered, and every empty cell's corner marks the candidates
// the position holds, eliminations included, so the next hint is the
// technique's step. Fails as Game::restore does on a position that does
// not belong to the puzzle.
Result<Game, GameError> practiceGame(const Game& fresh, const PracticePosition& position);

// Whether the player's board has made `step`'s deduction: each placement
// entered, and each eliminated candidate gone from the cell's marks (or
// the cell holds a digit).
bool stepTaken(const Game& game, const logic::Step& step);

} // namespace pm::game
