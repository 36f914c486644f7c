// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alphabet.h"
#include "core/formats/puzzle_format.h"
#include "core/game/game.h"
#include "core/game/game_check.h"
#include "core/game/puzzle_check.h"
#include "core/grid.h"

#include <QCoreApplication>
#include <QString>

namespace pm {

// What the game says to the player about the board: clashes, checks,
// puzzle verdicts, a solved game (context "pm::GameText").
class GameText {
    Q_DECLARE_TR_FUNCTIONS(pm::GameText)
public:
    // "r1c1 and r1c5 both hold 3 in row 1." or, in a counted house, "In row
    // 1, 2 appears more than 3 times."; empty for a conflict outside the grid.
    static QString conflict(const Conflict& conflict, const Geometry& geometry, const Alphabet& alphabet);
    // Why the cell clashes: a repeated digit, or its killer cage missing its
    // sum. Empty when it does not clash.
    static QString clashAt(const game::Game& game, int cell);
    // A broken cage (Grid::brokenCageSums): "The digits in the cage of 12 at
    // r1c1 add up to 14." when full, "… already add up to 14, more than its
    // sum." while being filled.
    static QString brokenCage(const Grid& board, int cage);
    // Check Now: the first clash or broken cage, else how many digits are
    // wrong and how many cells' marks leave out the answer, else all is well.
    static QString checkResult(const game::CheckResult& result, const game::Game& game);

    // A puzzle checked before play: "Unique solution, level Hard. Play!" …
    static QString uniqueVerdict(const game::PuzzleVerdict& verdict);
    static QString multipleSolutions();
    // Said under it, above the two solutions drawn: "They differ in 4 cells, lit on both boards."
    static QString solutionsDiffer(int cells);
    static QString noSolution();
    // A jigsaw map no grid fits, whatever the givens, and how that is known.
    static QString noGridFitsMap(const solver::MapJudgement& judged, const Geometry& geometry);
    // A puzzle on a map the checks could not settle, searched `nodes` nodes in vain.
    static QString undecidedMap(std::uint64_t nodes);
    // A variant puzzle neither the bounded search nor logic settles.
    static QString undecidedVariant(std::uint64_t nodes);
    static QString clashingGivens(const Conflict& clash, const Geometry& geometry, const Alphabet& alphabet);
    // A text that holds no puzzle: "This is not a puzzle Pencilmark can read
    // (line 2, column 5: …)." The parser's message stays English, as core
    // writes it.
    static QString unreadablePuzzle(const ParseError& error);
    // A puzzle with rules Pencilmark cannot check (f-puzzles names) starts,
    // played against the solution it came with; or its solution does not
    // fit its givens and the rules Pencilmark knows.
    static QString uncheckedRulesStart(const std::vector<std::string>& rules);
    static QString unusableSolution(const std::vector<std::string>& rules);
    // Why Copy as f-puzzles cannot copy this shape: "f-puzzles holds grids
    // up to 16×16; this one is 25×25. …"
    static QString fPuzzlesCannotHold(FPuzzlesLimit limit, const Geometry& geometry);
    // Said when the puzzle was copied as an f-puzzles link.
    static QString copiedFPuzzlesLink();
    // Said when the puzzle was copied as a SudokuPad link.
    static QString copiedSudokuPadLink();

    // The analysis of a game solved with help from the solution but no
    // hint: a check that showed a mistake, or a rewind to one.
    static QString helpWithoutHints();
    // Asked before a game with the player's moves, not saved, is replaced.
    static QString saveBeforeLeaving();

    // "Solved in 5:07.", with "Your best time for 9×9, 3×3 boxes, hard."
    // when it is one.
    static QString solved(const game::Game& game, qint64 ms, bool best);
};

// "5:07", "1:02:33".
QString formatElapsed(qint64 ms);

} // namespace pm
