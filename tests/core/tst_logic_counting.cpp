// SPDX-License-Identifier: GPL-3.0-or-later
// Counted houses (MultiFour, DoubleNine): the counting techniques find what
// they should and nothing unsound, the contradiction test and applyStep know
// counts, no classic finder runs on a counted shape, and a whole logic path
// (the generation paper's Figure 7 MultiFour) agrees with the solution at
// every step.
#include "core/grading/basic_logic.h"
#include "core/grading/counted_lookahead.h"
#include "core/grading/rating.h"
#include "core/logic/finders.h"
#include "core/logic/logic_solver.h"
#include "core/logic/propagation.h"

#include <QtTest>

#include <random>

using namespace pm;
using namespace pm::logic;

namespace {

std::shared_ptr<const Geometry> multiFour()
{
    return Geometry::create(GeometrySpec::multiFour()).value();
}

std::shared_ptr<const Geometry> doubleNine()
{
    return Geometry::create(GeometrySpec::doubleNine()).value();
}

// MultiFour: 1-4 three times in every row and column. (r + c) mod 4 runs
// through every residue three times along any 12 consecutive r or c.
std::vector<std::uint8_t> multiFourSolution()
{
    std::vector<std::uint8_t> values(144);
    for (int r = 0; r < 12; ++r)
        for (int c = 0; c < 12; ++c)
            values[size_t(r * 12 + c)] = std::uint8_t((r + c) % 4 + 1);
    return values;
}

// DoubleNine: four different valid 9x9 sudokus as quadrants. Each
// quadrant's rows and columns are permutations of 1-9, so every row and
// column of the 18x18 holds each digit twice, and the 3x3 sections are the
// quadrants' boxes.
std::vector<std::uint8_t> doubleNineSolution()
{
    const auto classic = [](int r, int c) { return (3 * (r % 3) + r / 3 + c) % 9 + 1; };
    std::vector<std::uint8_t> values(18 * 18);
    for (int r = 0; r < 18; ++r)
        for (int c = 0; c < 18; ++c) {
            const int qr = r % 9, qc = c % 9;
            int digit = 0;
            switch ((r / 9) * 2 + c / 9) {
            case 0: digit = classic(qr, qc); break;
            case 1: digit = classic(qc, qr); break;              // transposed
            case 2: digit = 10 - classic(qr, qc); break;         // relabelled
            case 3: digit = classic(qr, 8 - qc) % 9 + 1; break;  // mirrored, relabelled
            }
            values[size_t(r * 18 + c)] = std::uint8_t(digit);
        }
    return values;
}

// The generation paper's Figure 7 (section 10): an n = 3 MultiFour puzzle
// and its solution, rows a-l.
const char* const kFigure7Puzzle[] = {
    "3....13.144.", ".1.2..43423.", "1144....31..", ".112...2...2", "2.11.1.244.4", "2.21.4.1.4..",
    ".3..4.3....2", "4.4.2..2.121", ".4..32.3...1", "33.24.2..2.3", "......2132.2", "43.322....41",
};
const char* const kFigure7Solution[] = {
    "322321311444", "213211434234", "114442233123", "311213424342", "221131324434", "222134411433",
    "132144342312", "444323123121", "144432132321", "331244241213", "443413213212", "433322142141",
};

std::vector<std::uint8_t> parseRows(const char* const* rows, int size)
{
    std::vector<std::uint8_t> values;
    for (int r = 0; r < size; ++r)
        for (int c = 0; c < size; ++c)
            values.push_back(rows[r][c] >= '1' && rows[r][c] <= '9' ? std::uint8_t(rows[r][c] - '0') : 0);
    return values;
}

// A puzzle: the solution's values except at `blanks`.
Grid puzzleFrom(const std::shared_ptr<const Geometry>& geometry, const std::vector<std::uint8_t>& solution,
                const std::vector<int>& blanks)
{
    Grid grid(geometry);
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        grid.setValue(cell, solution[size_t(cell)]);
        grid.setGiven(cell, true);
    }
    for (int cell : blanks) {
        grid.setValue(cell, 0);
        grid.setGiven(cell, false);
    }
    return grid;
}

// Every placement is the solution's digit; no elimination removes it.
bool agreesWithSolution(const Step& step, const std::vector<std::uint8_t>& solution, QString* why)
{
    for (const CellDigit& p : step.placements)
        if (p.digit != solution[size_t(p.cell)]) {
            *why = QStringLiteral("%1 places %2 in cell %3").arg(QString::fromUtf8(info(step.technique).key.data()))
                       .arg(p.digit).arg(p.cell);
            return false;
        }
    for (const CellDigit& e : step.eliminations)
        if (e.digit == solution[size_t(e.cell)]) {
            *why = QStringLiteral("%1 removes %2 from cell %3").arg(QString::fromUtf8(info(step.technique).key.data()))
                       .arg(e.digit).arg(e.cell);
            return false;
        }
    return true;
}

// Checks that the solution itself meets the counts, so a test built on it
// fails on a wrong solution rather than on the finders.
bool meetsCounts(const std::shared_ptr<const Geometry>& geometry, const std::vector<std::uint8_t>& solution)
{
    for (const House& house : geometry->houses())
        for (int digit = 1; digit <= geometry->symbolCount(); ++digit) {
            int held = 0;
            for (int cell : house.cells)
                held += solution[size_t(cell)] == digit;
            if (held != house.count)
                return false;
        }
    return true;
}

int cellOf(int size, int row, int column)
{
    return row * size + column;
}

int houseIndex(const Geometry& geometry, HouseKind kind, int index)
{
    const auto& houses = geometry.houses();
    for (int h = 0; h < int(houses.size()); ++h)
        if (houses[size_t(h)].kind == kind && houses[size_t(h)].index == index)
            return h;
    return -1;
}

} // namespace

class TestLogicCounting : public QObject {
    Q_OBJECT

private slots:
    void catalogueRows()
    {
        const auto elimination = techniqueByKey("count-elimination");
        const auto fill = techniqueByKey("count-fill");
        QVERIFY(elimination && fill);
        QCOMPARE(int(info(*elimination).family), int(Family::Counting));
        QCOMPARE(int(info(*fill).level), int(Level::Easy));
        QVERIFY(finderFor(*elimination) && finderFor(*fill));
        QVERIFY(soundOnCountedHouses(Technique::NakedSingle));
        for (const TechniqueInfo& row : catalogue())
            if (row.family == Family::Counting)
                QVERIFY2(soundOnCountedHouses(row.technique), row.key.data());
        QVERIFY(soundOnCountedHouses(Technique::WhatIf));
        QVERIFY(!soundOnCountedHouses(Technique::NakedPair));
        QVERIFY(!soundOnCountedHouses(Technique::LockedCandidatesPointing));
        QVERIFY(!soundOnCountedHouses(Technique::XWing));
    }

    void solutionsMeetTheCounts()
    {
        QVERIFY(meetsCounts(multiFour(), multiFourSolution()));
        QVERIFY(meetsCounts(doubleNine(), doubleNineSolution()));
        QVERIFY(meetsCounts(multiFour(), parseRows(kFigure7Solution, 12)));
        const auto puzzle = parseRows(kFigure7Puzzle, 12);
        const auto solution = parseRows(kFigure7Solution, 12);
        for (size_t cell = 0; cell < puzzle.size(); ++cell)
            if (puzzle[cell])
                QCOMPARE(puzzle[cell], solution[cell]);
    }

    // Row 1 of the cyclic MultiFour holds 1 in columns 1, 5 and 9. With
    // r1c1, r1c2, r1c5 and r1c6 blank, 1 is due twice more in row 1; column
    // 2 and column 6 already hold their three 1s, so only r1c1 and r1c5 can
    // take it: both are 1.
    void countFillPlacesEveryDuePlace()
    {
        const auto geometry = multiFour();
        const auto solution = multiFourSolution();
        const Grid state = candidateState(puzzleFrom(geometry, solution, {0, 1, 4, 5}));
        const std::vector<Step> steps = findAll(state, Technique::CountFill);
        QVERIFY(!steps.empty());
        const int row1 = houseIndex(*geometry, HouseKind::Row, 0);
        const auto hit = std::find_if(steps.begin(), steps.end(), [&](const Step& s) {
            return s.detail.houses == std::vector<int>{row1} && s.detail.digits == std::vector<int>{1};
        });
        QVERIFY(hit != steps.end());
        QCOMPARE(hit->placements, (std::vector<CellDigit>{{0, 1}, {4, 1}}));
        QCOMPARE(hit->detail.size, 2);
        QCOMPARE(hit->detail.variantType, 3);
        QCOMPARE(hit->detail.cells, (std::vector<int>{0, 4}));
        for (const Step& step : steps) {
            QString why;
            QVERIFY2(agreesWithSolution(step, solution, &why), qPrintable(why));
        }
    }

    // DoubleNine: r1c1 and r11c1 open, each the last empty cell of its
    // section. Column 1 lacks each of their digits once and has one place
    // for it: a count fill with one due (the full house comes first).
    void countFillWithOneDue()
    {
        const auto geometry = doubleNine();
        const auto solution = doubleNineSolution();
        // Column 1 holds every digit twice; open two cells of it whose digits
        // differ, and a third cell elsewhere so no house is trivially full.
        const int a = cellOf(18, 0, 0), b = cellOf(18, 10, 0);
        QVERIFY(solution[size_t(a)] != solution[size_t(b)]);
        const Grid state = candidateState(puzzleFrom(geometry, solution, {a, b}));
        NextStep next = nextStep(state);
        QCOMPARE(int(next.kind), int(NextStep::Kind::Found));
        QCOMPARE(int(next.step.technique), int(Technique::FullHouse));
        const std::vector<Step> fills = findAll(state, Technique::CountFill);
        QVERIFY(!fills.empty());
        for (const Step& step : fills) {
            QCOMPARE(step.detail.size, 1);
            QCOMPARE(step.detail.variantType, 2);
            QString why;
            QVERIFY2(agreesWithSolution(step, solution, &why), qPrintable(why));
        }
    }

    // A player's mark left in a row that already holds the digit its three
    // times: the hint removes it by counting, with the cells that hold it.
    void countEliminationTellsStaleMarks()
    {
        const auto geometry = multiFour();
        const auto solution = multiFourSolution();
        Grid state = candidateState(puzzleFrom(geometry, solution, {1, 2, 3, 13, 25}));
        // Row 1 holds 1 at r1c1, r1c5, r1c9: its three times. r1c2 is 2.
        QVERIFY(!(state.candidates(1) & digitBit(1)));
        state.setCandidates(1, state.candidates(1) | digitBit(1));
        // r1c3 is a naked single, found first; the count is the next thing.
        LogicOptions options;
        options.only = Technique::CountElimination;
        const NextStep next = nextStep(state, options);
        QCOMPARE(int(next.kind), int(NextStep::Kind::Found));
        QCOMPARE(int(next.step.technique), int(Technique::CountElimination));
        QCOMPARE(next.step.eliminations, (std::vector<CellDigit>{{1, 1}}));
        QCOMPARE(next.step.detail.cells, (std::vector<int>{0, 4, 8}));
        QCOMPARE(next.step.detail.digits, std::vector<int>{1});
        QCOMPARE(next.step.detail.variantType, 3);
        // Its own candidates hold no such mark: nothing to count away.
        QVERIFY(findAll(candidateState(puzzleFrom(geometry, solution, {1, 2, 3, 13, 25})),
                        Technique::CountElimination)
                    .empty());
    }

    // DoubleNine, row 1 holding 1 in r1c1 (box 1) and r1c10 (box 4), both
    // open; box 2's 1 is at r3c4, open too, and r1c6 (a 6) carries a wrong
    // mark 1. Row 1 needs 1 twice, boxes 1 and 4 can put it only in row 1:
    // count pointing takes 1 from r1c6. Column 4 needs 1 once and can take
    // it only in box 2: count claiming takes it from r1c6 as well.
    void countIntersections()
    {
        const auto geometry = doubleNine();
        const auto solution = doubleNineSolution();
        const int p1 = cellOf(18, 0, 0), p2 = cellOf(18, 0, 9), r = cellOf(18, 0, 5), s = cellOf(18, 2, 3);
        QCOMPARE(int(solution[size_t(p1)]), 1);
        QCOMPARE(int(solution[size_t(p2)]), 1);
        QCOMPARE(int(solution[size_t(r)]), 6);
        QCOMPARE(int(solution[size_t(s)]), 1);
        Grid state = candidateState(puzzleFrom(geometry, solution, {p1, p2, r, s}));
        state.setCandidates(r, state.candidates(r) | digitBit(1));
        const int row1 = houseIndex(*geometry, HouseKind::Row, 0);
        const int column4 = houseIndex(*geometry, HouseKind::Column, 3);
        const int box1 = houseIndex(*geometry, HouseKind::Box, 0);
        const int box2 = houseIndex(*geometry, HouseKind::Box, 1);
        const int box4 = houseIndex(*geometry, HouseKind::Box, 3);

        const std::vector<Step> pointing = findAll(state, Technique::CountPointing);
        QCOMPARE(pointing.size(), size_t(1));
        QCOMPARE(pointing.front().detail.coverHouses, std::vector<int>{row1});
        QCOMPARE(pointing.front().detail.houses, (std::vector<int>{box1, box4}));
        QCOMPARE(pointing.front().detail.size, 2);
        QCOMPARE(pointing.front().eliminations, (std::vector<CellDigit>{{r, 1}}));

        // Row 3 claims box 2's 1 the same way (r3c4 is its only place).
        const std::vector<Step> claiming = findAll(state, Technique::CountClaiming);
        QCOMPARE(claiming.size(), size_t(2));
        const int row3 = houseIndex(*geometry, HouseKind::Row, 2);
        for (const Step& step : claiming) {
            QVERIFY(step.detail.houses == std::vector<int>{column4} || step.detail.houses == std::vector<int>{row3});
            QCOMPARE(step.detail.coverHouses, std::vector<int>{box2});
            QCOMPARE(step.detail.cells, std::vector<int>{s});
            QCOMPARE(step.detail.size, 1);
            QCOMPARE(step.eliminations, (std::vector<CellDigit>{{r, 1}}));
        }

        // Without the wrong mark there is nothing to take.
        const Grid clean = candidateState(puzzleFrom(geometry, solution, {p1, p2, r, s}));
        QVERIFY(findAll(clean, Technique::CountPointing).empty());
        QVERIFY(findAll(clean, Technique::CountClaiming).empty());
    }

    // A placement that completes a counted house takes the digit from the
    // house's other cells; one that does not, leaves them.
    void applyStepClearsCompletedHouses()
    {
        const auto geometry = multiFour();
        const auto solution = multiFourSolution();
        // Row 1: 1 at columns 1, 5, 9. Open r1c1, r1c5 and r1c2 (a 2), and
        // give r1c2 a mark 1 as a player might (its column rules 1 out, but
        // only the row matters here).
        Grid state = candidateState(puzzleFrom(geometry, solution, {0, 1, 4}));
        state.setCandidates(1, state.candidates(1) | digitBit(1));
        Step first;
        first.placements = {{0, 1}};
        applyStep(state, first);
        QVERIFY(state.candidates(4) & digitBit(1)); // still due once
        Step second;
        second.placements = {{4, 1}};
        applyStep(state, second);
        QVERIFY(!(state.candidates(1) & digitBit(1))); // row 1 holds its three 1s
    }

    void contradictionsKnowCounts()
    {
        const auto geometry = multiFour();
        const auto solution = multiFourSolution();
        QVERIFY(!findContradiction(candidateState(puzzleFrom(geometry, solution, {0, 1, 4, 5}))));

        // A fourth 1 in row 1: a clash.
        Grid clash = puzzleFrom(geometry, solution, {});
        clash.setValue(1, 1);
        const auto broken = findContradiction(clash);
        QVERIFY(broken);
        QCOMPARE(int(broken->kind), int(Contradiction::Kind::Clash));

        // Row 1 needs 1 twice more with only one place left: not enough.
        // (r2c1 and r2c2 open too, so that r1c1 keeps a candidate.)
        Grid state = candidateState(puzzleFrom(geometry, solution, {0, 1, 4, 5, 12, 13}));
        QCOMPARE(state.candidates(0), digitBit(1) | digitBit(2));
        state.setCandidates(0, state.candidates(0) & ~digitBit(1));
        const auto missing = findContradiction(state);
        QVERIFY(missing);
        QCOMPARE(int(missing->kind), int(Contradiction::Kind::DigitMissing));
        QCOMPARE(missing->digit, 1);

        // A DoubleNine row holding 5 once with one place left is fine.
        const auto nine = doubleNine();
        const auto nineSolution = doubleNineSolution();
        std::vector<int> blanks;
        for (int c = 0; c < 18; ++c)
            if (nineSolution[size_t(c)] == 5)
                blanks.push_back(c);
        QCOMPARE(blanks.size(), size_t(2));
        Grid once = candidateState(puzzleFrom(nine, nineSolution, {blanks.front()}));
        QVERIFY(!findContradiction(once));
    }

    // A DoubleNine row with one place left for a digit it already holds once
    // still needs it there; a row with one place for a digit it holds twice
    // would have been cleared. The classic finders would read the first as a
    // hidden single in a line and the second as nothing; none of them runs.
    void classicFindersNeverRunOnCountedShapes_data()
    {
        QTest::addColumn<QString>("shape");
        QTest::newRow("multifour") << QStringLiteral("multifour");
        QTest::newRow("doublenine") << QStringLiteral("doublenine");
    }

    void classicFindersNeverRunOnCountedShapes()
    {
        QFETCH(QString, shape);
        const bool four = shape == QStringLiteral("multifour");
        const auto geometry = four ? multiFour() : doubleNine();
        const auto solution = four ? multiFourSolution() : doubleNineSolution();
        std::mt19937 random(7);
        for (int round = 0; round < 20; ++round) {
            std::vector<int> blanks;
            for (int cell = 0; cell < geometry->cellCount(); ++cell)
                if (random() % 2)
                    blanks.push_back(cell);
            const Grid state = candidateState(puzzleFrom(geometry, solution, blanks));
            for (const TechniqueInfo& row : catalogue()) {
                if (soundOnCountedHouses(row.technique))
                    continue;
                LogicOptions only;
                only.only = row.technique;
                only.uniquenessKnown = true;
                QVERIFY2(findAll(state, row.technique, only).empty(), row.key.data());
                QVERIFY2(nextStep(state, only).kind != NextStep::Kind::Found, row.key.data());
            }
        }
    }

    // Every step of every sound technique, on many half-blank states of both
    // shapes, agrees with the solution; the counting techniques fire often
    // enough that this could fail.
    void everyStepAgreesWithTheSolution_data()
    {
        QTest::addColumn<QString>("shape");
        QTest::newRow("multifour") << QStringLiteral("multifour");
        QTest::newRow("doublenine") << QStringLiteral("doublenine");
    }

    void everyStepAgreesWithTheSolution()
    {
        QFETCH(QString, shape);
        const bool four = shape == QStringLiteral("multifour");
        const auto geometry = four ? multiFour() : doubleNine();
        const auto solution = four ? multiFourSolution() : doubleNineSolution();
        std::mt19937 random(11);
        int fills = 0;
        for (int round = 0; round < 40; ++round) {
            std::vector<int> blanks;
            const unsigned keep = 2 + unsigned(round % 4); // 1/2 .. 1/5 of the cells given
            for (int cell = 0; cell < geometry->cellCount(); ++cell)
                if (random() % keep)
                    blanks.push_back(cell);
            const Grid state = candidateState(puzzleFrom(geometry, solution, blanks));
            QVERIFY(!findContradiction(state));
            for (const TechniqueInfo& row : catalogue()) {
                if (!soundOnCountedHouses(row.technique) || row.technique == Technique::WhatIf)
                    continue;
                for (const Step& step : findAll(state, row.technique)) {
                    QString why;
                    QVERIFY2(agreesWithSolution(step, solution, &why), qPrintable(why));
                    fills += step.technique == Technique::CountFill;
                }
            }
        }
        QVERIFY(fills > 0);
    }

    // Figure 7 of the generation paper, step by step from its givens: every
    // step agrees with the solution, only techniques sound on counted
    // shapes appear, and the path ends in the solution.
    void figure7PathAgreesWithTheSolution()
    {
        const auto geometry = multiFour();
        const auto givens = parseRows(kFigure7Puzzle, 12);
        const auto solution = parseRows(kFigure7Solution, 12);
        std::vector<int> blanks;
        for (int cell = 0; cell < 144; ++cell)
            if (!givens[size_t(cell)])
                blanks.push_back(cell);
        Grid state = candidateState(puzzleFrom(geometry, solution, blanks));
        int steps = 0;
        bool countFill = false;
        for (;;) {
            const NextStep next = nextStep(state);
            if (next.kind == NextStep::Kind::Solved)
                break;
            QCOMPARE(int(next.kind), int(NextStep::Kind::Found));
            QVERIFY(soundOnCountedHouses(next.step.technique));
            QString why;
            QVERIFY2(agreesWithSolution(next.step, solution, &why), qPrintable(why));
            countFill |= next.step.technique == Technique::CountFill;
            applyStep(state, next.step);
            QVERIFY(++steps < 1000);
        }
        QVERIFY(countFill);
        for (int cell = 0; cell < 144; ++cell)
            QCOMPARE(state.value(cell), int(solution[size_t(cell)]));
    }

    // DoubleNine paths from half-blank grids: the puzzle may have several
    // solutions, but a sound step holds in all of them, so each agrees with
    // the one the grid came from; the path ends solved or stuck, never
    // contradicting itself.
    void doubleNinePathsAgreeWithTheSolution()
    {
        const auto geometry = doubleNine();
        const auto solution = doubleNineSolution();
        std::mt19937 random(5);
        int counted = 0;
        for (int round = 0; round < 3; ++round) {
            std::vector<int> blanks;
            for (int cell = 0; cell < geometry->cellCount(); ++cell)
                if (random() % 2)
                    blanks.push_back(cell);
            Grid state = candidateState(puzzleFrom(geometry, solution, blanks));
            for (int steps = 0;; ++steps) {
                QVERIFY(steps < 2000);
                LogicOptions options;
                options.maxLevel = Level::Master; // what-if is checked on its own below
                const NextStep next = nextStep(state, options);
                if (next.kind != NextStep::Kind::Found) {
                    QVERIFY(next.kind == NextStep::Kind::Solved || next.kind == NextStep::Kind::Stuck);
                    break;
                }
                QVERIFY(soundOnCountedHouses(next.step.technique));
                QString why;
                QVERIFY2(agreesWithSolution(next.step, solution, &why), qPrintable(why));
                counted += info(next.step.technique).family == Family::Counting;
                applyStep(state, next.step);
            }
        }
        QVERIFY(counted > 0);
    }

    // Asked for what-if alone in Figure 7's start, the solver's assumption
    // breaks under the counted singles, and what it removes is false.
    void whatIfIsSoundOnCountedShapes()
    {
        const auto geometry = multiFour();
        const auto givens = parseRows(kFigure7Puzzle, 12);
        const auto solution = parseRows(kFigure7Solution, 12);
        std::vector<int> blanks;
        for (int cell = 0; cell < 144; ++cell)
            if (!givens[size_t(cell)])
                blanks.push_back(cell);
        const Grid start = candidateState(puzzleFrom(geometry, solution, blanks));
        const std::vector<Step> steps = findAll(start, Technique::WhatIf);
        QVERIFY(!steps.empty());
        for (const Step& step : steps) {
            QString why;
            QVERIFY2(agreesWithSolution(step, solution, &why), qPrintable(why));
        }
        QCOMPARE(steps.front().detail.variantType, 0); // told by singles, not by search
    }

    // The rating of a counted puzzle runs the explaining solver (which keeps
    // to the sound techniques), never BasicLogic's one-per-house rules:
    // BasicLogic on a counted shape only sets up the givens.
    void ratingUsesOnlyCountedLogic()
    {
        const auto geometry = multiFour();
        const auto givens = parseRows(kFigure7Puzzle, 12);
        const auto solution = parseRows(kFigure7Solution, 12);
        std::vector<int> blanks;
        for (int cell = 0; cell < 144; ++cell)
            if (!givens[size_t(cell)])
                blanks.push_back(cell);
        const Grid puzzle = puzzleFrom(geometry, solution, blanks);

        grading::BasicLogic basic(geometry);
        const auto outcome = basic.run(puzzle.values(), Level::Medium);
        QVERIFY(!outcome.solved && !outcome.contradiction);
        const Grid reached = basic.state();
        const Grid expected = candidateState(puzzle);
        for (int cell = 0; cell < 144; ++cell) {
            QCOMPARE(reached.value(cell), expected.value(cell));
            QCOMPARE(reached.candidates(cell), expected.candidates(cell));
        }

        const grading::Rating rating = grading::rateUniquePuzzle(puzzle);
        QCOMPARE(int(rating.outcome), int(grading::Rating::Outcome::Rated));
        QVERIFY(rating.steps > 0);
        QVERIFY(soundOnCountedHouses(rating.hardest));
        QCOMPARE(int(rating.level), int(Level::Easy));
        QCOMPARE(int(rating.lookahead), int(grading::Lookahead::Propagation));
        QVERIFY(grading::countedSolvesWithLookahead(puzzle));
    }

    // What-if on a counted shape tells its contradiction by the counted
    // singles: the assumption's trace must break, and a true candidate's
    // must not.
    void propagationKnowsCounts()
    {
        const auto geometry = multiFour();
        const auto givens = parseRows(kFigure7Puzzle, 12);
        const auto solution = parseRows(kFigure7Solution, 12);
        std::vector<int> blanks;
        for (int cell = 0; cell < 144; ++cell)
            if (!givens[size_t(cell)])
                blanks.push_back(cell);
        const Grid start = candidateState(puzzleFrom(geometry, solution, blanks));
        int broken = 0;
        for (int cell : blanks)
            for (DigitMask m = start.candidates(cell); m; m &= m - 1) {
                Grid trial = start;
                const PropagationTrace trace = propagateSingles(trial, {cell, firstDigit(m)}, true);
                if (firstDigit(m) == solution[size_t(cell)]) {
                    QVERIFY(!trace.contradiction);
                    for (const CellDigit& p : trace.placements)
                        QCOMPARE(p.digit, int(solution[size_t(p.cell)]));
                } else {
                    broken += trace.contradiction.has_value();
                }
            }
        QVERIFY(broken > 0);
    }
};

QTEST_APPLESS_MAIN(TestLogicCounting)
#include "tst_logic_counting.moc"
