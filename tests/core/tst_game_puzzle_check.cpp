// SPDX-License-Identifier: GPL-3.0-or-later
// A player's own puzzle is checked before play: unique, several solutions
// (two shown), none, or clashing givens.
#include "core/formats/puzzle_format.h"
#include "core/game/carried_solution.h"
#include "core/game/puzzle_check.h"
#include "core/geometry.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "tests/support/test_data.h"

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

std::vector<std::uint8_t> digitsOf(const char* text)
{
    std::vector<std::uint8_t> digits;
    for (const char* c = text; *c; ++c)
        digits.push_back(std::uint8_t(*c - '0'));
    return digits;
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

    // "Solver needs SET" (TopAutism, CC BY 4.0; ../shared/data/
    // variants_public.json), an empty grid of killer cages and dots: its
    // one solution is the published one, found within the budget now that
    // the search reads its set equation (past it, the finished logic path
    // would give it).
    void aVariantPuzzleLogicFinishesIsUniqueWithoutTheLongSearch()
    {
        QFile file(test::sharedDataPath(QStringLiteral("variants_public.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        std::optional<Grid> puzzle;
        std::string published;
        for (const QJsonValue& entry : QJsonDocument::fromJson(file.readAll()).array()) {
            const QJsonObject object = entry.toObject();
            if (object[QStringLiteral("title")].toString() != QStringLiteral("Solver needs SET"))
                continue;
            puzzle = gridOf(("https://f-puzzles.com/?load=" + object[QStringLiteral("puzzle")].toString().toStdString())
                                .c_str());
            published = object[QStringLiteral("solution")].toString().toStdString();
        }
        QVERIFY(puzzle);
        const PuzzleVerdict verdict = verifyPuzzle(*puzzle);
        QCOMPARE(verdict.kind, PuzzleVerdict::Kind::Unique);
        std::string solution;
        for (auto v : verdict.solution)
            solution += char('0' + v);
        QCOMPARE(solution, published);
        QCOMPARE(verdict.level, std::optional<logic::Level>(logic::Level::Expert));
    }

    // The same puzzle with its first cage taken away: the search finds no
    // answer within minutes there, and logic no step. The check says it
    // cannot tell (Undecided) once its budget is spent and logic is stuck,
    // where it searched without end before (the bounded what-if of the
    // logic path included).
    void aVariantPuzzleNeitherSearchNorLogicSettlesIsUndecided()
    {
        QFile file(test::sharedDataPath(QStringLiteral("variants_public.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        std::optional<Grid> whole;
        for (const QJsonValue& entry : QJsonDocument::fromJson(file.readAll()).array()) {
            const QJsonObject object = entry.toObject();
            if (object[QStringLiteral("title")].toString() == QStringLiteral("Solver needs SET"))
                whole = gridOf(("https://f-puzzles.com/?load=" + object[QStringLiteral("puzzle")].toString().toStdString())
                                   .c_str());
        }
        QVERIFY(whole);
        GeometrySpec spec = whole->geometry().spec();
        QCOMPARE(spec.cages.size(), size_t(18));
        spec.cages.erase(spec.cages.begin());
        auto fewer = Geometry::create(spec);
        QVERIFY(fewer);
        const PuzzleVerdict verdict = verifyPuzzle(Grid(fewer.value()), {}, 2000);
        QCOMPARE(verdict.kind, PuzzleVerdict::Kind::Undecided);
        QVERIFY(verdict.solution.empty());
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

    void aMapNoGridFitsIsToldNotSearched()
    {
        // Region A fills row 1 but for r1c9, which sits in region B, and A's
        // ninth cell is r2c9: r1c9 and r2c9 would have to hold one digit,
        // and share a column. Solving searched every way to fill the map
        // (hours, with the app's progress spinning); the law of leftovers
        // says so at once, whatever the givens.
        const PuzzleVerdict verdict = verifyPuzzle(gridOf(
            "sudoku size=9 regions=AAAAAAAABBBBBBBBBACCCCCCCCCDDDDDDDDDEEEEEEEEEFFFFFFFFFGGGGGGGGGHHHHHHHHHIIIIIIIII "
            "................................................................................."));
        QCOMPARE(verdict.kind, PuzzleVerdict::Kind::NoGridFitsMap);
        QCOMPARE(verdict.map.verdict, solver::MapJudgement::Verdict::NoGrid);
        QCOMPARE(verdict.map.proof, solver::MapJudgement::Proof::Leftovers);
        QVERIFY(verdict.map.contradiction.has_value());
        QCOMPARE(verdict.map.contradiction->firstLine, 0);
        QVERIFY(!verdict.map.contradiction->columns);
        QCOMPARE(verdict.map.contradiction->lineCount, 1);
    }

    void anUnsettledMapIsSearchedWithinABound()
    {
        // A map the checks leave open (not proved either way in 8 million
        // nodes, see tst_cli_hostile_input): the empty puzzle on it is
        // searched kUnsettledMapNodes nodes, then called undecided, not
        // solved, unsolvable, or left searching.
        const PuzzleVerdict verdict = verifyPuzzle(gridOf(
            "sudoku size=9 regions=111555554111555544111994444333999944333388999738386622778886622777886622777666222 "
            "................................................................................."));
        QCOMPARE(verdict.kind, PuzzleVerdict::Kind::Undecided);
        QCOMPARE(verdict.map.verdict, solver::MapJudgement::Verdict::Unsettled);
        QVERIFY(verdict.solution.empty());
    }

    void aJigsawWithAGridIsCheckedAsBefore()
    {
        // Boxes written as regions: the map has grids, and a hard puzzle
        // on it (../shared/data/top1465.txt, line 232) is unique.
        const PuzzleVerdict verdict = verifyPuzzle(gridOf(
            "sudoku size=9 regions=111222333111222333111222333444555666444555666444555666777888999777888999777888999 "
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"));
        QCOMPARE(verdict.kind, PuzzleVerdict::Kind::Unique);
        QCOMPARE(verdict.map.verdict, solver::MapJudgement::Verdict::HasGrid);
    }

    void aCarriedSolutionIsTakenOnlyWhenItFits()
    {
        // A puzzle with rules Pencilmark does not know plays against the
        // solution its link carries (issue 37 item 5), when that fits.
        const Grid puzzle = gridOf(kPuzzle);
        const auto verdict = verdictFromCarriedSolution(puzzle, digitsOf(kSolution));
        QVERIFY(verdict.has_value());
        QCOMPARE(verdict->kind, PuzzleVerdict::Kind::Unique);
        QVERIFY(verdict->variantRules);
        QVERIFY(!verdict->level.has_value()); // never graded
        QCOMPARE(verdict->solution, digitsOf(kSolution));

        std::vector<std::uint8_t> shortOne = digitsOf(kSolution);
        shortOne.pop_back();
        QVERIFY(!verdictFromCarriedSolution(puzzle, shortOne));

        // r1c3 is a given 6; swapping it with r1c4's 1 in the solution keeps
        // row 1 whole but disagrees with the given (and breaks columns).
        std::string moved = kSolution;
        std::swap(moved[2], moved[3]);
        QVERIFY(!verdictFromCarriedSolution(puzzle, digitsOf(moved.c_str())));

        // Two cells swapped away from the givens: the givens agree, a column does not.
        std::string clashing = kSolution;
        std::swap(clashing[0], clashing[1]); // r1c1, r1c2 are empty in the puzzle
        QVERIFY(!verdictFromCarriedSolution(puzzle, digitsOf(clashing.c_str())));

        std::string outOfRange = kSolution;
        outOfRange[0] = '0';
        QVERIFY(!verdictFromCarriedSolution(puzzle, digitsOf(outOfRange.c_str())));
    }

    void aCarriedSolutionMustKeepTheRulesPencilmarkKnows()
    {
        // r1c1 < r1c2 on a thermometer: the classic solution has 4 then 3.
        GeometrySpec spec = GeometrySpec::forSize(9);
        spec.constraints.push_back(Constraint{ConstraintKind::Thermometer, {{0, 1}}});
        const auto geometry = Geometry::create(spec);
        QVERIFY(geometry.ok());
        Grid puzzle(geometry.value());
        QVERIFY(!verdictFromCarriedSolution(puzzle, digitsOf(kSolution)));
        spec.constraints.front().lines = {{1, 0}}; // r1c2 < r1c1 holds
        Grid turned(Geometry::create(spec).value());
        QVERIFY(verdictFromCarriedSolution(turned, digitsOf(kSolution)).has_value());
    }
};

QTEST_GUILESS_MAIN(TestGamePuzzleCheck)
#include "tst_game_puzzle_check.moc"
