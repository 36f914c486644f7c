// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"
#include "core/game/player_hint.h"

namespace pm::game {

// What applying a hint writes, as one Change (so one undo step):
//  - a wrong entry: the cell's digit is cleared (its marks come back);
//  - a removed candidate: the corner mark is put back;
//  - a step: each placement is entered as a move would enter it (with
//    `options`, so "keep pencil marks updated" holds), and each elimination
//    removes the corner mark. An eliminated digit in a cell without marks
//    was read as one of the digits its peers allow (hintCandidates), so that
//    cell gets those marks less the eliminated ones: the board then shows
//    the step done, and the next hint moves on. When the step needed marks
//    the player had not written (MarksBasis::MarksNeeded), every empty cell
//    gets its candidates first, as "Fill In Pencil Marks" would.
// Empty for hints that change nothing (solved, stuck ...). `hint` must have
// been found for `game` as it is.
Change changeForHint(const Game& game, const PlayerHint& hint, const PlayOptions& options = {});

} // namespace pm::game
