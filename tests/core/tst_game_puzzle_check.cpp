// SPDX-License-Identifier: GPL-3.0-or-later
// A player's own puzzle is checked before play: unique, several solutions
// (two shown), none, or clashing givens.
#include "core/formats/puzzle_format.h"
#include "core/game/puzzle_check.h"

#include <QtTest>

using namespace pm;
using namespace pm::game;

namespace {

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1).
const char* const kPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";
const char* const kSolution = "436152789815769234279483156948316572162578943753924618524897361687231495391645827";

Grid gridOf(const char* text)
{
    ParseOptions options;
    options.rejectClashes = false;
    auto parsed = parsePuzzle(text, options);
    if (!parsed)
        qFatal("fixture does not parse: %s", parsed.error().message.c_str());
    return parsed->grid;
}

bool solves(const Grid& puzzle, const std::vector<std::uint8_t>& values)
{
    Grid filled = puzzle;
    for (int cell = 0; cell < filled.cellCount(); ++cell) {
        if (filled.value(cell) != 0 && filled.value(cell) != values[cell])
            return false;
        filled.setValue(cell, values[cell]);
    }
    return filled.isComplete() && filled.conflicts().empty();
}

} // namespace

class TestGamePuzzleCheck : public QObject {
    Q_OBJECT
private slots:
    void uniquePuzzleGetsItsSolutionAndLevel()
    {
        const PuzzleVerdict verdict = verifyPuzzle(gridOf(kPuzzle));
        QCOMPARE(verdict.kind, PuzzleVerdict::Kind::Unique);
        std::string solution;
        for (auto v : verdict.solution)
            solution += char('0' + v);
        QCOMPARE(solution, std::string(kSolution));
        QVERIFY(verdict.level.has_value()); // a "simple" QQwing puzzle falls to logic
    }

    void multipleSolutionsShowTwo()
    {
        std::string fewer = kPuzzle;
        fewer[2] = fewer[7] = fewer[15] = fewer[16] = '.';
        const Grid puzzle = gridOf(fewer.c_str());
        const PuzzleVerdict verdict = verifyPuzzle(puzzle);
        QCOMPARE(verdict.kind, PuzzleVerdict::Kind::Multiple);
        QVERIFY(verdict.solution != verdict.secondSolution);
        QVERIFY(solves(puzzle, verdict.solution));
        QVERIFY(solves(puzzle, verdict.secondSolution));
    }

    void noSolutionWithoutAClash()
    {
        // r1c9 must be 9 (the rest of row 1 is 1-8) but r2c9, in its column and box, holds 9.
        const PuzzleVerdict verdict = verifyPuzzle(
            gridOf("12345678.........9..............................................................."));
        QCOMPARE(verdict.kind, PuzzleVerdict::Kind::NoSolution);
    }

    void clashNamesTheCells()
    {
        const PuzzleVerdict verdict = verifyPuzzle(gridOf("5.......5........................................................................"));
        QCOMPARE(verdict.kind, PuzzleVerdict::Kind::Clash);
        QVERIFY(verdict.clash.has_value());
        QCOMPARE(verdict.clash->cellA, 0);
        QCOMPARE(verdict.clash->cellB, 8);
    }
};

QTEST_GUILESS_MAIN(TestGamePuzzleCheck)
#include "tst_game_puzzle_check.moc"
