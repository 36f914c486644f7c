// SPDX-License-Identifier: GPL-3.0-or-later
// The explaining solver's API as callers use it: next step from any state
// (including a player's incomplete marks), contradictions, level and
// technique limits, whole paths and their outcomes, hint sequences,
// cancellation, and paths on other geometries.
#include "core/formats/puzzle_format.h"
#include "core/logic/logic_solver.h"
#include "core/solver/exact_solver.h"
#include "tests/support/test_data.h"

#include <QtTest>

#include <algorithm>
#include <set>

using namespace pm;
using namespace pm::logic;
using namespace pm::test;

namespace {

const char* const kHard = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

Grid parse(const std::string& text, const ParseOptions& options = {})
{
    auto parsed = parsePuzzle(text, options);
    if (!parsed)
        qFatal("bad test puzzle: %s", parsed.error().message.c_str());
    return parsed->grid;
}

bool soundAgainst(const Step& step, const std::vector<std::uint8_t>& solution)
{
    for (const CellDigit& p : step.placements)
        if (solution[p.cell] != p.digit)
            return false;
    for (const CellDigit& e : step.eliminations)
        if (solution[e.cell] == e.digit)
            return false;
    return true;
}

} // namespace

class TestLogicBasic : public QObject {
    Q_OBJECT
private slots:
    void contradictionsAreReportedWithTheirPlace()
    {
        Grid state = candidateState(parse(kHard));
        state.setCandidates(1, 0); // r1c2 emptied by the player
        NextStep next = nextStep(state);
        QCOMPARE(next.kind, NextStep::Kind::Contradiction);
        QCOMPARE(next.contradiction.kind, Contradiction::Kind::EmptyCell);
        QCOMPARE(next.contradiction.cell, 1);

        Grid clash = candidateState(parse(kHard));
        clash.setValue(1, 4); // a second 4 in row 1
        next = nextStep(clash);
        QCOMPARE(next.kind, NextStep::Kind::Contradiction);
        QCOMPARE(next.contradiction.kind, Contradiction::Kind::Clash);
        QCOMPARE(next.contradiction.cell, 0);
        QCOMPARE(next.contradiction.cellB, 1);

        // No place left for 9 in row 1: every empty cell of it lost its 9.
        Grid missing = candidateState(parse(kHard));
        for (int column = 0; column < 9; ++column)
            missing.setCandidates(column, missing.candidates(column) & ~digitBit(9));
        next = nextStep(missing);
        QCOMPARE(next.kind, NextStep::Kind::Contradiction);
        QCOMPARE(next.contradiction.kind, Contradiction::Kind::DigitMissing);
        QCOMPARE(next.contradiction.digit, 9);
    }

    void playersOwnMarksAreUsed()
    {
        // An empty grid where the player has narrowed r5c5 to {7}: the next
        // step is the naked single their marks allow.
        Grid state;
        state.setCandidates(40, digitBit(7));
        const NextStep next = nextStep(state);
        QCOMPARE(next.kind, NextStep::Kind::Found);
        QCOMPARE(next.step.technique, Technique::NakedSingle);
        QCOMPARE(next.step.placements.size(), size_t(1));
        QCOMPARE(next.step.placements[0].cell, 40);
        QCOMPARE(next.step.placements[0].digit, 7);
    }

    void staleMarksAreIgnored()
    {
        // Found by fuzzing (tests/fuzz/regressions/logic_state): r7c3 holds
        // 7, yet r7c4 still lists 7 among its marks. The 7 of row 7 is
        // placed, so no hidden single may claim "7 fits only in r7c4" (the
        // solution has 5 there); every step must agree with the solution.
        const Grid state = parse("258 7 58 3 125 15 4 6 9 256 1 9 8 256 4 5 3 7 2568 4 3 9 7 156 158 25 1258 "
                                 "7 9 6 145 8 3 2 45 145 15 8 2 145 1456 156 7 9 3 15 3 4 2 9 7 15 8 6 "
                                 "9 2 7 457 3 8 6 1 45 3 5 178 6 14 2 9 47 48 4 6 178 157 15 9 3 257 258");
        solver::SolverOptions exact;
        exact.useCandidates = true;
        const solver::SolveResult solved = solver::solve(state, {}, exact);
        QCOMPARE(solved.outcome, solver::SolveOutcome::Unique);
        QCOMPARE(int(solved.solution[57]), 5); // r7c4
        for (const Technique technique : {Technique::HiddenSingleBox, Technique::HiddenSingleLine})
            for (const Step& step : findAll(state, technique))
                QVERIFY(soundAgainst(step, solved.solution));
        const SolvePath path = solvePathFrom(state);
        QCOMPARE(path.result, SolvePath::Result::Solved);
        for (const Step& step : path.steps)
            QVERIFY(soundAgainst(step, solved.solution));
    }

    void solvedStateIsSolved()
    {
        Grid state = parse("417369825632158947958724316825437169791586432346912758289643571573291684164875293");
        QCOMPARE(nextStep(candidateState(state)).kind, NextStep::Kind::Solved);
    }

    void pathOutcomes()
    {
        const SolvePath solved = solvePath(parse(kHard));
        QCOMPARE(solved.result, SolvePath::Result::Solved);
        QVERIFY(solved.finalState.isComplete());
        // The hint sequence places every empty cell exactly once.
        const auto sequence = hintSequence(solved.steps);
        std::set<int> cells;
        for (const CellDigit& cd : sequence)
            cells.insert(cd.cell);
        QCOMPARE(int(sequence.size()), 81 - 17);
        QCOMPARE(int(cells.size()), 81 - 17);

        const SolvePath none = solvePath(parse("12345678.............................................9..........................."));
        QCOMPARE(none.result, SolvePath::Result::Invalid);
        QVERIFY(none.steps.empty());

        const SolvePath several = solvePath(Grid());
        QCOMPARE(several.result, SolvePath::Result::Multiple);
    }

    // The generators and rateUniquePuzzle prove uniqueness themselves and
    // skip the path's own count: the path must be the counted one, step for
    // step, uniqueness techniques included.
    void pathOfKnownUniquePuzzleIsTheCountedOne()
    {
        int usingUniqueness = 0;
        for (const std::string& line : loadPuzzleLines(sharedDataPath(QStringLiteral("top1465.txt")), 60)) {
            const Grid puzzle = parse(line);
            const SolvePath counted = solvePath(puzzle);
            const SolvePath known = solvePathOfUnique(puzzle);
            QCOMPARE(known.result, counted.result);
            QCOMPARE(known.steps.size(), counted.steps.size());
            for (size_t i = 0; i < known.steps.size(); ++i) {
                QCOMPARE(known.steps[i].technique, counted.steps[i].technique);
                QVERIFY(known.steps[i].placements == counted.steps[i].placements);
                QVERIFY(known.steps[i].eliminations == counted.steps[i].eliminations);
            }
            usingUniqueness += std::any_of(known.steps.begin(), known.steps.end(),
                                           [](const Step& step) { return info(step.technique).needsUniqueness; });
        }
        QVERIFY(usingUniqueness > 0);
    }

    void levelLimitStopsBeforeHarderTechniques()
    {
        LogicOptions easy;
        easy.maxLevel = Level::Easy;
        const SolvePath path = solvePath(parse(kHard), easy);
        QCOMPARE(path.result, SolvePath::Result::Stuck);
        for (const Step& step : path.steps)
            QCOMPARE(info(step.technique).level, Level::Easy);
        QVERIFY(!path.steps.empty());
    }

    void onlyOneTechnique()
    {
        LogicOptions only;
        only.only = Technique::HiddenSingleBox;
        const Grid state = candidateState(parse(kHard));
        const NextStep next = nextStep(state, only);
        QCOMPARE(next.kind, NextStep::Kind::Found);
        QCOMPARE(next.step.technique, Technique::HiddenSingleBox);
        const auto all = findAll(state, Technique::HiddenSingleBox);
        QVERIFY(all.size() >= 1);
        for (const Step& step : all)
            QCOMPARE(step.technique, Technique::HiddenSingleBox);
    }

    void uniquenessTechniquesNeedUniqueness()
    {
        for (const TechniqueInfo& row : catalogue())
            if (row.needsUniqueness)
                QVERIFY(findAll(candidateState(parse(kHard)), row.technique, LogicOptions{}).empty());
    }

    void applyStepPlacesAndClearsPeers()
    {
        Grid state = candidateState(Grid());
        Step step;
        step.technique = Technique::NakedSingle;
        step.placements = {{0, 5}};
        step.eliminations = {{80, 9}};
        applyStep(state, step);
        QCOMPARE(state.value(0), 5);
        QVERIFY(!(state.candidates(1) & digitBit(5)));
        QVERIFY(!(state.candidates(9) & digitBit(5)));
        QVERIFY(!(state.candidates(80) & digitBit(9)));
        QVERIFY(state.candidates(80) & digitBit(5));
    }

    void whatIfIsExplainedAndSound()
    {
        // A hard puzzle after its singles: the what-if finder's steps name
        // the assumption and where it breaks, and each is sound.
        const Grid puzzle = parse("........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3");
        const solver::SolveResult exact = solver::solve(puzzle);
        QCOMPARE(exact.outcome, solver::SolveOutcome::Unique);
        const auto steps = findAll(candidateState(puzzle), Technique::WhatIf);
        QVERIFY(!steps.empty());
        for (const Step& step : steps) {
            QVERIFY(soundAgainst(step, exact.solution));
            QCOMPARE(step.eliminations.size(), size_t(1));
            QCOMPARE(step.eliminations[0], step.detail.assumption);
            if (step.detail.variantType == 0)
                QVERIFY(step.detail.contradictionCell >= 0 || step.detail.contradictionHouse >= 0);
        }
    }

    void cancellation()
    {
        std::stop_source source;
        source.request_stop();
        const SolvePath path = solvePath(parse(kHard), {}, source.get_token());
        QCOMPARE(path.result, SolvePath::Result::Cancelled);
    }

    void otherGeometries_data()
    {
        QTest::addColumn<QString>("size");
        QTest::addColumn<int>("count");
        QTest::newRow("4x4") << "4x4" << 30;
        QTest::newRow("6x6") << "6x6" << 30;
        QTest::newRow("16x16") << "16x16" << 6;
    }
    void otherGeometries()
    {
        // Paths on other sizes: solved, and every step agrees with the solution.
        QFETCH(QString, size);
        QFETCH(int, count);
        int done = 0;
        for (const auto& row : loadTsv(sharedDataPath(QStringLiteral("big_and_small_grids.tsv")))) {
            if (QString::fromStdString(row.at("size")) != size || row.at("solution_count_verified_here") != "1")
                continue;
            if (done++ >= count)
                break;
            ParseOptions options;
            const std::string symbols = row.at("symbols");
            options.alphabet = symbols.front() == '0' ? Alphabet::zeroBased(int(symbols.size()))
                                                      : Alphabet::custom(symbols).value();
            const Grid puzzle = parse(row.at("puzzle"), options);
            const solver::SolveResult exact = solver::solve(puzzle);
            const SolvePath path = solvePath(puzzle);
            QCOMPARE(path.result, SolvePath::Result::Solved);
            for (const Step& step : path.steps)
                QVERIFY2(soundAgainst(step, exact.solution), info(step.technique).key.data());
        }
        QVERIFY(done > 0);
    }

    void variantsAndJigsaw()
    {
        // An X-Sudoku and a windoku made from the same solution by giving
        // every cell on the extra houses and a few more: the extra houses'
        // hidden singles appear, and the paths are sound.
        for (Variant variant : {Variant::Diagonals, Variant::Windows}) {
            GeometrySpec spec;
            spec.variants = variant;
            auto geometry = Geometry::create(spec).value();
            Grid empty(geometry);
            std::vector<std::uint8_t> solution;
            solver::enumerateSolutions(empty, [&](const std::vector<std::uint8_t>& s) { solution = s; return false; });
            Grid puzzle(geometry);
            // Keep every third cell: enough for logic, not for singles alone everywhere.
            for (int cell = 0; cell < 81; cell += 3)
                puzzle.setValue(cell, solution[cell]);
            const solver::SolveResult exact = solver::solve(puzzle);
            const SolvePath path = solvePath(puzzle);
            QVERIFY(path.result == SolvePath::Result::Solved || path.result == SolvePath::Result::Multiple);
            if (exact.outcome == solver::SolveOutcome::Unique)
                for (const Step& step : path.steps)
                    QVERIFY(soundAgainst(step, exact.solution));
        }
    }
};

QTEST_GUILESS_MAIN(TestLogicBasic)
#include "tst_logic_basic.moc"
