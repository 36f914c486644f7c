// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"

#include "core/grid.h"
#include "core/logic/logic_solver.h"
#include "core/logic/step.h"
#include "core/logic/technique_order.h"

#include <optional>
#include <stop_token>
#include <vector>

namespace pm::game {

// How a hint's deduction stands to the player's pencil marks.
enum class MarksBasis {
    PlayerMarks,   // read from the player's own corner marks
    NoMarksNeeded, // the player has no marks: a single seen from the digits alone
    MarksNeeded,   // no marks and no single left: found on full candidates, so
                   // the player should fill in pencil marks to follow it
};

// Why an entry is wrong, shown without giving the solution away.
struct WrongEntryReason {
    enum class Kind {
        Unexplained,   // nothing short shows it: the hint only says it is wrong
        Clash,         // the digit already stands in one of the cell's houses
        Contradiction, // singles that follow from it leave the grid broken
    };
    Kind kind = Kind::Unexplained;
    int clashCell = -1;  // Clash: the cell holding the same digit (a given or a right entry when there is one)
    int clashHouse = -1; // Clash: a house both cells share
    // Clash in a counted house (a MultiFour row holds each symbol three
    // times): every other copy of the digit there, clashCell among them.
    std::vector<int> otherCopies;
    // Contradiction: the placements the break depends on, in the order singles
    // make them (only those needed, so the story stays short) ...
    std::vector<logic::CellDigit> singles;
    logic::Contradiction contradiction; // ... and where the grid breaks
};

// The next hint for the player's actual position. The order is the order a
// teacher would take: first what is wrong (an entry, then a removed true
// candidate), and only then a deduction, which is never drawn from false
// marks because a state holding wrong entries or missing true candidates
// is never searched.
struct PlayerHint {
    enum class Kind {
        WrongEntry,       // `cell` holds `digit`, which is not the solution's
        RemovedCandidate, // `cell`'s corner marks leave out `digit`, its solution
        Step,             // `step`: the easiest deduction from the player's state
        Solved,           // the board is full and right
        NoSolutionKnown,  // a puzzle being entered or not yet checked: nothing to measure against
        Stuck,            // the logic solver finds no step (never for a puzzle with one solution)
        Cancelled,
    };
    Kind kind = Kind::NoSolutionKnown;
    int cell = -1;           // WrongEntry, RemovedCandidate
    int digit = 0;           // WrongEntry: the digit entered; RemovedCandidate: the digit removed
    WrongEntryReason reason; // WrongEntry
    logic::Step step;        // Step
    MarksBasis marks = MarksBasis::PlayerMarks; // Step
    // Stuck: the player's step order switched off techniques, and with
    // them on a step would have been found (so the position needs no more
    // than Pencilmark knows: it needs what the player turned off).
    bool stuckBySwitchedOff = false;
    // MarksNeeded: some of the techniques seen without marks (the singles)
    // are switched off, so a single may well be left; the hint only says
    // none of those switched on finds one.
    bool singlesSwitchedOff = false;
    // What the board highlights at the explanation stage: the step's own
    // pattern, or for a wrong entry or removed candidate the cells, houses
    // and candidates its reason names.
    logic::Pattern pattern;
};

// Whether the hints may use uniqueness techniques: a game's solution is its
// puzzle's only one (games start only from puzzles checked unique), but a
// uniqueness technique reasons that a deadly pattern would give a second
// grid, which a variant constraint may well forbid; so not with those, nor
// with rules the game cannot check (PuzzleNotes::unknownRules).
bool uniquenessTechniquesSound(const Game& game);

// The next hint. Measured against the game's solution; cancellable (the
// deduction search on a hard position can take tens of milliseconds).
// Deductions are tried in `order` (the player's own step order: techniques
// it switches off are never offered), by default the catalogue's.
PlayerHint findPlayerHint(const Game& game, std::stop_token stop = {},
                          const logic::TechniqueOrder& order = logic::TechniqueOrder());

// A wrong entry (the best explained) or else a removed true candidate, as
// the hint that names it; nothing when the board holds neither (or the
// solution is not known). Deductions are never drawn while one is there:
// they would be drawn from false marks.
std::optional<PlayerHint> mistakeHint(const Game& game);

// Whether any empty cell holds candidate marks (corner, or centre where
// the player keeps candidates there).
bool hasCandidateMarks(const Game& game);

// Whether a player sees steps of this technique without pencil marks (the
// singles, and on counted shapes the count fill): with no marks on the
// board, hints offer these first.
bool seenWithoutMarks(logic::Technique technique);

// `step`, found in hintCandidates(game), as the hint that applies it: its
// marks basis is what findPlayerHint would give it (the player's marks; on
// a board without marks, none needed for a single, else marks filled in
// first), so changeForHint writes it as a hint's Apply does.
PlayerHint hintForStep(const Game& game, logic::Step step);

// The candidate state a hint's deduction is found in, read from the board:
// givens and entries as values; an empty cell's corner marks as its
// candidates, less any digit one of its peers already holds; an empty cell
// without corner marks as every digit its peers allow (see player_hint.cpp
// for why). A board without any corner marks reads as full candidates.
Grid hintCandidates(const Game& game);

} // namespace pm::game
