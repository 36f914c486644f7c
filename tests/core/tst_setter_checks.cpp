// SPDX-License-Identifier: GPL-3.0-or-later
// Help for setters (issue 38 item 5): the true candidates (the digits some
// solution uses) and the clues a unique puzzle could do without, each
// cross-checked against a plain reference: every solution enumerated, and
// the reference backtracker counting again without each clue.
#include "core/formats/puzzle_format.h"
#include "core/geometry.h"
#include "core/logic/logic_solver.h"
#include "core/logic/why_not.h"
#include "core/solver/clue_necessity.h"
#include "core/solver/exact_solver.h"
#include "core/solver/random_grid.h"
#include "core/solver/reference_solver.h"
#include "core/solver/true_candidates.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <random>

#include "tests/support/test_data.h"

using namespace pm;

namespace {

std::shared_ptr<const Geometry> sixBySix(std::vector<Constraint> constraints = {})
{
    GeometrySpec spec = GeometrySpec::forSize(6);
    spec.constraints = std::move(constraints);
    auto created = Geometry::create(spec);
    if (!created)
        qFatal("fixture geometry");
    return created.value();
}

// The union of every solution's digits, by enumerating them all.
std::vector<DigitMask> everySolutionsDigits(const Grid& puzzle)
{
    std::vector<DigitMask> digits(std::size_t(puzzle.cellCount()), 0);
    solver::enumerateSolutions(puzzle, [&](const std::vector<std::uint8_t>& solution) {
        for (std::size_t cell = 0; cell < solution.size(); ++cell)
            digits[cell] |= digitBit(solution[cell]);
        return true;
    });
    return digits;
}

// A 6x6 puzzle with some of a random solution's digits, and a thermometer
// and a white dot that the solution keeps (the grid is drawn first).
Grid randomPuzzle(std::mt19937_64& rng, int percentGiven, bool withRules)
{
    const auto solution = solver::randomSolution(sixBySix(), rng);
    if (!solution)
        qFatal("a 6x6 grid");
    std::vector<Constraint> rules;
    if (withRules) {
        // r1c1 -> r1c2 as a thermometer the right way round, r2c1-r2c2 as a
        // white dot of their difference.
        const auto& s = *solution;
        rules.push_back(Constraint{ConstraintKind::Thermometer, {s[0] < s[1] ? std::vector<int>{0, 1} : std::vector<int>{1, 0}}});
        rules.push_back(Constraint{ConstraintKind::WhiteDot, {{6, 7}}, {std::abs(int(s[6]) - int(s[7]))}});
    }
    Grid puzzle(sixBySix(rules));
    for (int cell = 0; cell < puzzle.cellCount(); ++cell)
        if (int(rng() % 100) < percentGiven)
            puzzle.setValue(cell, (*solution)[std::size_t(cell)]);
    return puzzle;
}

} // namespace

class TestSetterChecks : public QObject {
    Q_OBJECT
private slots:
    void trueCandidatesAreEverySolutionsDigits()
    {
        std::mt19937_64 rng(38);
        int open = 0;
        for (int round = 0; round < 40; ++round) {
            const Grid puzzle = randomPuzzle(rng, 25 + int(rng() % 20), round % 2 == 1);
            const solver::TrueCandidates found = solver::trueCandidates(puzzle);
            QVERIFY(!found.cancelled);
            const std::vector<DigitMask> expected = everySolutionsDigits(puzzle);
            QCOMPARE(found.digits, expected);
            for (DigitMask mask : expected)
                open += digitCount(mask) > 1 ? 1 : 0;
        }
        qInfo("%d open cells", open);
        QVERIFY2(open > 0, "some puzzles have several solutions, so some cells stay open");
    }

    void noSolutionHasNoTrueCandidates()
    {
        Grid puzzle(sixBySix());
        puzzle.setValue(0, 1);
        puzzle.setValue(1, 1); // two 1s in row 1
        const solver::TrueCandidates found = solver::trueCandidates(puzzle);
        QCOMPARE(found.digits, std::vector<DigitMask>(36, 0));
    }

    void uniquePuzzleHasItsSolutionOnly()
    {
        // ../shared/data/top1465.txt, line 1.
        auto parsed = parsePuzzle("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
        QVERIFY(parsed);
        const solver::TrueCandidates found = solver::trueCandidates(parsed->grid);
        const solver::SolveResult solved = solver::solve(parsed->grid);
        QCOMPARE(solved.outcome, solver::SolveOutcome::Unique);
        for (int cell = 0; cell < 81; ++cell)
            QCOMPARE(found.digits[std::size_t(cell)], digitBit(solved.solution[std::size_t(cell)]));
        // A unique puzzle is settled by the one search that proves it unique.
        QCOMPARE(found.solutionsSought, std::uint64_t(1));
    }

    void unnecessaryCluesAgreeWithTheReference()
    {
        std::mt19937_64 rng(380);
        int unique = 0;
        int unnecessary = 0;
        for (int round = 0; round < 30; ++round) {
            const Grid puzzle = randomPuzzle(rng, 45 + int(rng() % 20), round % 2 == 0);
            const solver::ClueNecessity found = solver::findUnnecessaryClues(puzzle);
            const auto whole = solver::referenceCount(puzzle, 2);
            if (whole.count != 1) {
                QCOMPARE(found.puzzle, whole.count == 0 ? solver::ClueNecessity::Puzzle::None
                                                        : solver::ClueNecessity::Puzzle::Multiple);
                QVERIFY(found.unnecessaryGivens.empty() && found.unnecessaryConstraints.empty());
                continue;
            }
            ++unique;
            QCOMPARE(found.puzzle, solver::ClueNecessity::Puzzle::Unique);
            std::vector<int> givens;
            for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
                if (puzzle.value(cell) == 0)
                    continue;
                Grid without = puzzle;
                without.setValue(cell, 0);
                if (solver::referenceCount(without, 2).count == 1)
                    givens.push_back(cell);
            }
            QCOMPARE(found.unnecessaryGivens, givens);
            std::vector<int> rules;
            const auto& constraints = puzzle.geometry().constraints();
            for (std::size_t index = 0; index < constraints.size(); ++index) {
                std::vector<Constraint> fewer = constraints;
                fewer.erase(fewer.begin() + std::ptrdiff_t(index));
                Grid without(sixBySix(fewer));
                for (int cell = 0; cell < puzzle.cellCount(); ++cell)
                    without.setValue(cell, puzzle.value(cell));
                if (solver::referenceCount(without, 2).count == 1)
                    rules.push_back(int(index));
            }
            QCOMPARE(found.unnecessaryConstraints, rules);
            QVERIFY(found.undecidedGivens.empty() && found.undecidedConstraints.empty());
            unnecessary += int(givens.size() + rules.size());
        }
        qInfo("%d unique puzzles, %d unnecessary clues", unique, unnecessary);
        QVERIFY2(unique > 10, "enough unique puzzles to compare");
        QVERIFY2(unnecessary > 0, "some clues were not needed");
    }

    void aKillerCageCanBeUnnecessary()
    {
        // A unique classic puzzle with one killer cage its solution keeps:
        // the givens alone decide the grid, so the cage is not needed.
        auto parsed = parsePuzzle("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
        QVERIFY(parsed);
        const solver::SolveResult solved = solver::solve(parsed->grid);
        GeometrySpec spec = parsed->grid.geometry().spec();
        spec.cages.push_back(Cage{{1, 2}, solved.solution[1] + solved.solution[2]});
        auto geometry = Geometry::create(spec);
        QVERIFY(geometry);
        Grid puzzle(geometry.value());
        for (int cell = 0; cell < 81; ++cell)
            puzzle.setValue(cell, parsed->grid.value(cell));
        const solver::ClueNecessity found = solver::findUnnecessaryClues(puzzle);
        QCOMPARE(found.puzzle, solver::ClueNecessity::Puzzle::Unique);
        QCOMPARE(found.unnecessaryCages, std::vector<int>{0});
        // top1465's first puzzle is minimal: every given is needed.
        QVERIFY(found.unnecessaryGivens.empty());
    }

    // "Solver needs SET" (TopAutism, CC BY 4.0; ../shared/data/
    // variants_public.json): with any one of its cages taken away, the
    // search finds no answer within minutes. Each such count is held to its
    // budget (here 500 nodes) and its cage called undecided, where the
    // command searched without end before; its dots are needed (a second
    // solution turns up at once without any one of them).
    void cluesPastTheirBudgetAreUndecided()
    {
        QFile file(test::sharedDataPath(QStringLiteral("variants_public.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        std::optional<Grid> puzzle;
        for (const QJsonValue& entry : QJsonDocument::fromJson(file.readAll()).array())
            if (entry.toObject()[QStringLiteral("title")].toString() == QStringLiteral("Solver needs SET"))
                if (auto parsed = parsePuzzle("https://f-puzzles.com/?load="
                                              + entry.toObject()[QStringLiteral("puzzle")].toString().toStdString()))
                    puzzle = parsed->grid;
        QVERIFY(puzzle);
        const solver::ClueNecessity found = solver::findUnnecessaryClues(*puzzle, {}, {}, 500);
        QCOMPARE(found.puzzle, solver::ClueNecessity::Puzzle::Unique);
        QVERIFY(found.unnecessaryCages.empty() && found.unnecessaryConstraints.empty());
        QCOMPARE(found.undecidedCages.size(), size_t(18));
        QVERIFY(found.undecidedConstraints.empty());
    }

    // "Why can't this digit go here?": every candidate of a hard puzzle's
    // start is possible exactly when the solution has it, and every story
    // told, replayed from the assumption, ends in the contradiction it names.
    void whyNotTellsTrueStories()
    {
        // ../shared/data/top1465.txt, line 1.
        auto parsed = parsePuzzle("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
        QVERIFY(parsed);
        const Grid start = logic::candidateState(parsed->grid);
        const solver::SolveResult solved = solver::solve(parsed->grid);
        int singles = 0;
        int longer = 0;
        int bySearch = 0;
        for (int cell = 0; cell < 81; ++cell) {
            if (start.value(cell) != 0) {
                QCOMPARE(logic::whyNot(start, {cell, 1}).answer, logic::WhyNot::Answer::CellHolds);
                continue;
            }
            for (int digit = 1; digit <= 9; ++digit) {
                const logic::WhyNot why = logic::whyNot(start, {cell, digit});
                if (digit == solved.solution[std::size_t(cell)]) {
                    QCOMPARE(why.answer, logic::WhyNot::Answer::Possible);
                    QCOMPARE(why.solution, solved.solution);
                    continue;
                }
                QVERIFY(why.answer == logic::WhyNot::Answer::Refuted
                        || why.answer == logic::WhyNot::Answer::RefutedBySearch);
                if (why.answer == logic::WhyNot::Answer::RefutedBySearch) {
                    ++bySearch;
                    continue;
                }
                QVERIFY(why.contradiction.has_value());
                if (why.steps.size() == 1 && why.steps.front().technique == logic::Technique::WhatIf) {
                    ++singles; // told by the what-if finder's own engine
                    continue;
                }
                if (why.steps.empty()) {
                    // A peer holds the digit: the clash is the whole story.
                    QCOMPARE(why.contradiction->kind, logic::Contradiction::Kind::Clash);
                    QCOMPARE(start.value(why.contradiction->cellB), digit);
                    continue;
                }
                ++longer;
                Grid replay = start;
                logic::Step assumption;
                assumption.placements.push_back({cell, digit});
                logic::applyStep(replay, assumption);
                for (const logic::Step& step : why.steps) {
                    QVERIFY2(!logic::findContradiction(replay), "the story goes on only while the grid holds");
                    QVERIFY(step.technique != logic::Technique::WhatIf);
                    logic::applyStep(replay, step);
                }
                const auto broken = logic::findContradiction(replay);
                QVERIFY2(broken.has_value(), "the story ends where the grid breaks");
                QCOMPARE(broken->kind, why.contradiction->kind);
            }
        }
        qInfo("stories: %d by singles, %d longer, %d by search alone", singles, longer, bySearch);
        QVERIFY(singles > 0);
        QVERIFY(longer > 0);
    }

    void whyNotAtAPeersDigitIsAClash()
    {
        auto parsed = parsePuzzle("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
        QVERIFY(parsed);
        const Grid start = logic::candidateState(parsed->grid);
        // r1c2 sees the 4 at r1c1.
        const logic::WhyNot why = logic::whyNot(start, {1, 4});
        QCOMPARE(why.answer, logic::WhyNot::Answer::Refuted);
        QVERIFY(why.steps.empty());
        QCOMPARE(why.contradiction->kind, logic::Contradiction::Kind::Clash);
        QCOMPARE(why.contradiction->cellB, 0);
    }
};

QTEST_GUILESS_MAIN(TestSetterChecks)
#include "tst_setter_checks.moc"
