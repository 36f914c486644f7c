// SPDX-License-Identifier: GPL-3.0-or-later
// Variant constraint techniques of the explaining solver (issue 38:
// core/logic/constraint_logic*.cpp, constraint_fit, constraint_pairs): each
// technique finds what it should on small hand-made states and nothing where
// it must not; the bounded search agrees with a brute force over every
// filling of the constraint's cells; constraints become weak links in the
// chain graph; and public variant puzzles (../shared/data/variants_public.json)
// are walked step by step, every step and every instance of the constraint
// techniques in the states on the way checked against the unique solution.
// Their plain reasons: tst_logic_constraint_reasons (and their truth here,
// on the walk); their sentences: tst_step_text and tst_step_sentences.
#include "core/formats/puzzle_format.h"
#include "core/logic/chain_graph.h"
#include "core/logic/constraint_fit.h"
#include "core/logic/constraint_logic.h"
#include "core/logic/constraint_reasons.h"
#include "core/logic/finders.h"
#include "core/logic/logic_solver.h"
#include "core/logic/propagation.h"
#include "core/solver/exact_solver.h"
#include "tests/support/constraint_fixtures.h"
#include "tests/support/constraint_reason_checks.h"
#include "tests/support/test_data.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <numeric>
#include <random>
#include <set>

using namespace pm;
using namespace pm::logic;
using namespace pm::test;

namespace {

constexpr Technique kConstraintTechniques[] = {
    Technique::GridRule, Technique::CellRule, Technique::Thermometer, Technique::DotPair,
    Technique::LineRule, Technique::LineSum,  Technique::RulePointing, Technique::OutsideClue,
    Technique::ConstraintPointing, Technique::JointFit, Technique::HouseDigitFit, Technique::WhispersColouring, Technique::EqualCells,
    Technique::EqualCellsChain,
};

// The candidates some filling of the constraint's empty rule cells uses,
// by trying every filling (9^k): the oracle the bounded search must match.
std::vector<DigitMask> bruteUsable(const Grid& state, int index, const std::vector<int>& cells)
{
    const Geometry& g = state.geometry();
    const Constraint& constraint = g.constraints()[size_t(index)];
    std::vector<std::uint8_t> values(size_t(g.cellCount()));
    for (int cell = 0; cell < g.cellCount(); ++cell)
        values[size_t(cell)] = std::uint8_t(state.value(cell));
    std::vector<DigitMask> usable(cells.size(), 0);
    std::vector<int> broken;
    std::vector<int> digit(cells.size(), 1);
    for (;;) {
        bool fits = true;
        for (size_t i = 0; i < cells.size() && fits; ++i) {
            fits = (state.candidates(cells[i]) & digitBit(digit[i])) != 0;
            for (size_t j = 0; j < i && fits; ++j)
                fits = !(digit[i] == digit[j] && g.arePeers(cells[i], cells[j]));
        }
        if (fits) {
            for (size_t i = 0; i < cells.size(); ++i)
                values[size_t(cells[i])] = std::uint8_t(digit[i]);
            broken.clear();
            constraintKindInfo(constraint.kind).check(constraint, g, values, broken);
            if (broken.empty())
                for (size_t i = 0; i < cells.size(); ++i)
                    usable[i] |= digitBit(digit[i]);
        }
        size_t i = 0;
        while (i < cells.size() && digit[i] == 9)
            digit[i++] = 1;
        if (i == cells.size())
            return usable;
        ++digit[i];
    }
}

struct PublicPuzzle {
    QString title;
    Grid grid;
    std::vector<std::uint8_t> solution; // the unique one, found by the exact search
};

// The public puzzles these tests walk: fast ones that, between them, meet
// every constraint technique. ("Executive Function" carries a published solution
// that breaks its own lines, so the truth everywhere here is the solver's.)
const QStringList kWalkedTitles = {
    QStringLiteral("May 19, 2023: Palindrome"),  QStringLiteral("Dec. 1, 2023: Dutch Whispers"),
    QStringLiteral("Jul 16, 2022: Quadruple Sudoku"), QStringLiteral("June 3, 2023: Difference"),
    QStringLiteral("Skyscrapers Sudoku"),        QStringLiteral("Human Centipede"),
    QStringLiteral("Fortress Sudoku"),           QStringLiteral("Outcast's Labyrinth"),
    QStringLiteral("Mar 20, 2022: XV Arrow"),    QStringLiteral("Zipper Lines"),
    QStringLiteral("Aug 12, 2022: Lockout Lines"), QStringLiteral("July 10, 2023: Caterpillars"),
    QStringLiteral("Oct. 26, 2023: Run-On Renbans"),
    // Its opening set equivalence, now that the search finishes it.
    QStringLiteral("Solver needs SET"),
    // Region-sum and between lines and X-sum clues, for their plain reasons.
    QStringLiteral("Forgiven"), QStringLiteral("Van de Graaf Generator"), QStringLiteral("Aug 24, 2022: X-Sums Sudoku"),
    QStringLiteral("September 13, 2021: Sandwich"),
    // A whispers line and arrows told case by case, and set equivalence
    // reading its arrows by their circles.
    QStringLiteral("Whispering Rains"),
    // Arrows and killer cages fitted together (joint fit).
    QStringLiteral("Sistine Hippos"),
    // These needed what-if before the constraint forcing chain and
    // constraint pointing; they keep them honest.
    QStringLiteral("Anti-Ratio Coverage"),       QStringLiteral("Box Indexing Test"),
    QStringLiteral("Antiknight Coloring Book: Hanging Vines"),
};

std::vector<PublicPuzzle> publicPuzzles(const QStringList& titles)
{
    QFile file(test::sharedDataPath(QStringLiteral("variants_public.json")));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("variants_public.json is missing");
    std::vector<PublicPuzzle> out;
    for (const QJsonValue& entry : QJsonDocument::fromJson(file.readAll()).array()) {
        const QJsonObject object = entry.toObject();
        const QString title = object[QStringLiteral("title")].toString();
        if (!titles.contains(title))
            continue;
        auto parsed = parsePuzzle("https://f-puzzles.com/?load=" + object[QStringLiteral("puzzle")].toString().toStdString());
        if (!parsed)
            qFatal("%s does not read", qPrintable(title));
        const auto solved = solver::solve(parsed->grid);
        if (solved.outcome != solver::SolveOutcome::Unique)
            qFatal("%s is not unique", qPrintable(title));
        out.push_back({title, parsed->grid, solved.solution});
    }
    return out;
}

// Empty when every placement and elimination agrees with the solution.
QString unsoundIn(const Step& step, const std::vector<std::uint8_t>& solution)
{
    for (const CellDigit& p : step.placements)
        if (solution[size_t(p.cell)] != p.digit)
            return QStringLiteral("places %1 at %2").arg(p.digit).arg(p.cell);
    for (const CellDigit& e : step.eliminations)
        if (solution[size_t(e.cell)] == e.digit)
            return QStringLiteral("removes the true %1 from %2").arg(e.digit).arg(e.cell);
    return {};
}

} // namespace

class TestLogicConstraints : public QObject {
    Q_OBJECT

private slots:
    void everyKindHasATechnique()
    {
        for (const ConstraintKindInfo& kind : constraintKinds()) {
            const auto technique = techniqueForConstraint(kind.kind);
            QVERIFY2(technique.has_value(), kind.description.data());
            QCOMPARE(int(info(*technique).family), int(Family::Constraints));
        }
        for (Technique technique : kConstraintTechniques) {
            QVERIFY(finderFor(technique));
            QVERIFY(!info(technique).needsUniqueness);
            QVERIFY(!soundOnCountedHouses(technique));
        }
    }

    // A 4-cell thermometer along row 1 (r1c4 to r1c7) on an empty grid: a
    // cell with k cells before it holds at least k+1, with k after it at
    // most 9-k. With the bulb limited to 3-5, the tip is 6-9.
    void thermometerBounds()
    {
        const auto g = withConstraints({{ConstraintKind::Thermometer, {{rc(1, 4), rc(1, 5), rc(1, 6), rc(1, 7)}}}});
        Grid state = open(g);
        const std::vector<int> cells = {rc(1, 4), rc(1, 5), rc(1, 6), rc(1, 7)};
        auto steps = findAll(state, Technique::Thermometer);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraint, 0);
        QCOMPARE(steps.front().detail.cells, cells);
        QCOMPARE(eliminationsOf(steps), goneExcept(state, cells,
                                                   {digitsMask({1, 2, 3, 4, 5, 6}), digitsMask({2, 3, 4, 5, 6, 7}),
                                                    digitsMask({3, 4, 5, 6, 7, 8}), digitsMask({4, 5, 6, 7, 8, 9})}));
        applyStep(state, steps.front());
        QVERIFY(findAll(state, Technique::Thermometer).empty()); // nothing more until something changes
        state.setCandidates(rc(1, 4), digitsMask({3, 4, 5}));
        steps = findAll(state, Technique::Thermometer);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(eliminationsOf(steps), goneExcept(state, cells,
                                                   {digitsMask({3, 4, 5}), digitsMask({4, 5, 6, 7}),
                                                    digitsMask({5, 6, 7, 8}), digitsMask({6, 7, 8, 9})}));
    }

    // A slow thermometer may stay level, but two cells of one row cannot:
    // the search knows that cells sharing a house differ.
    void slowThermometerInOneRowRises()
    {
        const auto g = withConstraints({{ConstraintKind::SlowThermometer, {{rc(1, 1), rc(1, 2)}}}});
        const Grid state = open(g);
        QCOMPARE(eliminationsOf(findAll(state, Technique::Thermometer)),
                 (std::set<CellDigit>{{rc(1, 1), 9}, {rc(1, 2), 1}}));
        // In different rows, columns and boxes the two may be equal: nothing goes.
        const auto apart = withConstraints({{ConstraintKind::SlowThermometer, {{rc(3, 3), rc(4, 4)}}}});
        QVERIFY(findAll(open(apart), Technique::Thermometer).empty());
    }

    void dotPairs()
    {
        // A V: both cells 1-4. An X in one row: the two cannot both be 5.
        const auto v = withConstraints({{ConstraintKind::XV, {{rc(1, 1), rc(1, 2)}}, {5}}});
        Grid state = open(v);
        QCOMPARE(eliminationsOf(findAll(state, Technique::DotPair)),
                 goneExcept(state, {rc(1, 1), rc(1, 2)}, {digitsMask({1, 2, 3, 4}), digitsMask({1, 2, 3, 4})}));
        const auto x = withConstraints({{ConstraintKind::XV, {{rc(1, 1), rc(1, 2)}}, {10}}});
        state = open(x);
        QCOMPARE(eliminationsOf(findAll(state, Technique::DotPair)),
                 (std::set<CellDigit>{{rc(1, 1), 5}, {rc(1, 2), 5}}));
        // A black dot: never 5, 7 or 9 (no partner in ratio 2).
        const auto black = withConstraints({{ConstraintKind::BlackDot, {{rc(2, 2), rc(2, 3)}}, {2}}});
        state = open(black);
        QCOMPARE(eliminationsOf(findAll(state, Technique::DotPair)),
                 goneExcept(state, {rc(2, 2), rc(2, 3)},
                            {digitsMask({1, 2, 3, 4, 6, 8}), digitsMask({1, 2, 3, 4, 6, 8})}));
        // Must not find: a white dot on open cells keeps everything.
        const auto white = withConstraints({{ConstraintKind::WhiteDot, {{rc(2, 2), rc(2, 3)}}, {1}}});
        QVERIFY(findAll(open(white), Technique::DotPair).empty());
        // A white dot beside a 5: 4 or 6.
        state = open(white);
        state.setValue(rc(2, 2), 5);
        state.fillCandidatesFromValues();
        QCOMPARE(eliminationsOf(findAll(state, Technique::DotPair)),
                 goneExcept(state, {rc(2, 3)}, {digitsMask({4, 6})}));
    }

    void cellRules()
    {
        const auto g = withConstraints({{ConstraintKind::Even, {{rc(5, 5)}}},
                                        {ConstraintKind::Minimum, {{rc(9, 9)}}}});
        Grid state = open(g);
        const auto steps = findAll(state, Technique::CellRule);
        QCOMPARE(steps.size(), size_t(2));
        QCOMPARE(eliminationsOf({steps[0]}), goneExcept(state, {rc(5, 5)}, {digitsMask({2, 4, 6, 8})}));
        // A minimum cell in the corner has two neighbours (which share no
        // house but the corner's box and lines): it is at most 7, they at least 2.
        QCOMPARE(eliminationsOf({steps[1]}),
                 (std::set<CellDigit>{{rc(9, 9), 8}, {rc(9, 9), 9}, {rc(8, 9), 1}, {rc(9, 8), 1}}));
        // Must not find: the even cell already even, the minimum narrowed.
        for (const Step& step : steps)
            applyStep(state, step);
        QVERIFY(findAll(state, Technique::CellRule).empty());
    }

    void lineRules()
    {
        // A German whispers line of three in one row: no 5 anywhere, and the
        // middle, which differs by 5 or more from two different neighbours,
        // holds neither 4 nor 6 (only one 9, only one 1 beside it).
        const auto g = withConstraints({{ConstraintKind::Whispers, {{rc(1, 1), rc(1, 2), rc(1, 3)}}, {5}}});
        const Grid state = open(g);
        QCOMPARE(eliminationsOf(findAll(state, Technique::LineRule)),
                 goneExcept(state, {rc(1, 1), rc(1, 2), rc(1, 3)},
                            {digitsMask({1, 2, 3, 4, 6, 7, 8, 9}), digitsMask({1, 2, 3, 7, 8, 9}),
                             digitsMask({1, 2, 3, 4, 6, 7, 8, 9})}));
        // Must not find: a palindrome on open cells whose ends share no
        // house keeps everything.
        const auto palindrome = withConstraints({{ConstraintKind::Palindrome, {{rc(1, 3), rc(2, 4), rc(3, 5)}}}});
        QVERIFY(findAll(open(palindrome), Technique::LineRule).empty());
        // A renban of three holding a 9: the others are 7 and 8.
        const auto renban = withConstraints({{ConstraintKind::Renban, {{rc(4, 1), rc(4, 2), rc(4, 3)}}}});
        Grid nine = open(renban);
        nine.setValue(rc(4, 1), 9);
        nine.fillCandidatesFromValues();
        QCOMPARE(eliminationsOf(findAll(nine, Technique::LineRule)),
                 goneExcept(nine, {rc(4, 2), rc(4, 3)}, {digitsMask({7, 8}), digitsMask({7, 8})}));
    }

    void lineSumsAndOutsideClues()
    {
        // An arrow from r5c5 along r5c6 and r5c7 (two different digits): the
        // circle is 3 or more, each arrow cell 8 or less.
        const auto arrow = withConstraints({{ConstraintKind::Arrow, {{rc(5, 5)}, {rc(5, 6), rc(5, 7)}}}});
        const Grid state = open(arrow);
        QCOMPARE(eliminationsOf(findAll(state, Technique::LineSum)),
                 goneExcept(state, {rc(5, 5), rc(5, 6), rc(5, 7)},
                            {digitsMask({3, 4, 5, 6, 7, 8, 9}), digitsMask({1, 2, 3, 4, 5, 6, 7, 8}),
                             digitsMask({1, 2, 3, 4, 5, 6, 7, 8})}));
        // An X-sum of 6 left of row 1, the row's first cell limited to 1-3:
        // X = 1 would need r1c1 = 6, X = 2 r1c2 = 4, X = 3 r1c2 + r1c3 = 3.
        const auto xsum = withConstraints({{ConstraintKind::XSum,
                                            {{rc(1, 1), rc(1, 2), rc(1, 3), rc(1, 4), rc(1, 5), rc(1, 6), rc(1, 7),
                                              rc(1, 8), rc(1, 9)}},
                                            {6}}});
        Grid row = open(xsum);
        row.setCandidates(rc(1, 1), digitsMask({1, 2, 3}));
        const auto steps = findAll(row, Technique::OutsideClue);
        QCOMPARE(steps.size(), size_t(1));
        const std::set<CellDigit> gone = eliminationsOf(steps);
        QVERIFY(gone.count({rc(1, 1), 1}));            // X = 1 would make the sum 1
        QVERIFY(!gone.count({rc(1, 1), 2}) && !gone.count({rc(1, 1), 3}));
        QVERIFY(gone.count({rc(1, 2), 9}) && !gone.count({rc(1, 2), 4}));
    }

    // Under the anti-knight rule a placed 5 clears the cells a knight's move
    // away (those in its own box its placement cleared already); on an empty
    // grid the rule finds nothing.
    void gridRules()
    {
        const auto g = withConstraints({{ConstraintKind::AntiKnight}});
        QVERIFY(findAll(open(g), Technique::GridRule).empty());
        Grid state = open(g);
        state.setValue(rc(5, 5), 5);
        state.fillCandidatesFromValues();
        const auto steps = findAll(state, Technique::GridRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(eliminationsOf(steps), (std::set<CellDigit>{{rc(3, 4), 5},
                                                             {rc(3, 6), 5},
                                                             {rc(4, 3), 5},
                                                             {rc(4, 7), 5},
                                                             {rc(6, 3), 5},
                                                             {rc(6, 7), 5},
                                                             {rc(7, 4), 5},
                                                             {rc(7, 6), 5}}));
        QCOMPARE(steps.front().detail.cells, std::vector<int>{rc(5, 5)});
        QCOMPARE(steps.front().detail.constraint, 0);
        // A row indexer in column 1: r2c1 = 7 puts 2 in r7c1.
        const auto indexer = withConstraints({{ConstraintKind::RowIndexer, {{rc(1, 1), rc(2, 1), rc(3, 1), rc(4, 1),
                                                                            rc(5, 1), rc(6, 1), rc(7, 1), rc(8, 1),
                                                                            rc(9, 1)}}}});
        Grid pointed = open(indexer);
        pointed.setValue(rc(2, 1), 7);
        pointed.fillCandidatesFromValues();
        const auto pointing = findAll(pointed, Technique::GridRule);
        const auto fromR2c1 = std::find_if(pointing.begin(), pointing.end(), [](const Step& step) {
            return step.detail.cells == std::vector<int>{rc(2, 1)};
        });
        QVERIFY(fromR2c1 != pointing.end());
        // And no other cell of the column holds 2, which would put its row
        // number in r2c1.
        std::set<CellDigit> expected = goneExcept(pointed, {rc(7, 1)}, {digitBit(2)});
        for (int row : {1, 3, 4, 5, 6, 8, 9})
            expected.insert({rc(row, 1), 2});
        QCOMPARE(std::set<CellDigit>(fromR2c1->eliminations.begin(), fromR2c1->eliminations.end()), expected);
        // Non-consecutive: a cell that can only be 4 or 6 takes 5 from its neighbours.
        const auto nonConsecutive = withConstraints({{ConstraintKind::NonConsecutive}});
        Grid pair = open(nonConsecutive);
        pair.setCandidates(rc(5, 5), digitsMask({4, 6}));
        const auto found = findAll(pair, Technique::GridRule);
        QCOMPARE(found.size(), size_t(1));
        QCOMPARE(eliminationsOf(found),
                 (std::set<CellDigit>{{rc(4, 5), 5}, {rc(5, 4), 5}, {rc(5, 6), 5}, {rc(6, 5), 5}}));
    }

    // Rule pointing: under the anti-knight rule, row 5's 7 only in r5c4
    // and r5c6 (box 5's other cells without 7, as claiming leaves them):
    // r3c5 and r7c5 are a knight's move from both. On an open grid, and
    // without constraints, it finds nothing.
    void rulePointing()
    {
        QVERIFY(findAll(open(withConstraints({})), Technique::RulePointing).empty());
        const auto g = withConstraints({{ConstraintKind::AntiKnight}});
        Grid state = open(g);
        QVERIFY(findAll(state, Technique::RulePointing).empty());
        for (int column = 1; column <= 9; ++column)
            if (column != 4 && column != 6)
                state.setCandidates(rc(5, column), state.candidates(rc(5, column)) & ~digitBit(7));
        for (int row = 4; row <= 6; ++row)
            for (int column = 4; column <= 6; ++column)
                if (row != 5)
                    state.setCandidates(rc(row, column), state.candidates(rc(row, column)) & ~digitBit(7));
        const auto steps = findAll(state, Technique::RulePointing);
        const auto row5 = std::find_if(steps.begin(), steps.end(), [&](const Step& step) {
            return step.detail.houses == std::vector<int>{4} && step.detail.digits == std::vector<int>{7};
        });
        QVERIFY(row5 != steps.end());
        QCOMPARE(std::set<CellDigit>(row5->eliminations.begin(), row5->eliminations.end()),
                 (std::set<CellDigit>{{rc(3, 5), 7}, {rc(7, 5), 7}}));
        QCOMPARE(row5->detail.cells, (std::vector<int>{rc(5, 4), rc(5, 6)}));
        QCOMPARE(row5->detail.constraints, std::vector<int>{0});
        // A cell: r5c5 of {4,6} under non-consecutive.
        Grid pair = open(withConstraints({{ConstraintKind::NonConsecutive}}));
        pair.setCandidates(rc(5, 5), digitsMask({4, 6}));
        const auto cellSteps = findAll(pair, Technique::RulePointing);
        QCOMPARE(cellSteps.size(), size_t(1));
        QCOMPARE(cellSteps.front().detail.cells, std::vector<int>{rc(5, 5)});
        QCOMPARE(eliminationsOf(cellSteps),
                 (std::set<CellDigit>{{rc(4, 5), 5}, {rc(5, 4), 5}, {rc(5, 6), 5}, {rc(6, 5), 5}}));
    }

    // Constraint pointing: a 5-cell renban line holds a run of five
    // consecutive digits, and every such run (1-5 ... 5-9) holds 5; in row 1
    // the 5 is on the line, so it goes from the rest of the row. With 5 left
    // in one of its cells, it goes there. A 3-cell renban needs no digit.
    void constraintPointing()
    {
        const Constraint renban{ConstraintKind::Renban, {{rc(1, 1), rc(1, 2), rc(1, 3), rc(1, 4), rc(1, 5)}}};
        Grid state = open(withConstraints({renban}));
        auto steps = findAll(state, Technique::ConstraintPointing);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.digits, std::vector<int>{5});
        QCOMPARE(steps.front().detail.constraint, 0);
        QCOMPARE(eliminationsOf(steps),
                 (std::set<CellDigit>{{rc(1, 6), 5}, {rc(1, 7), 5}, {rc(1, 8), 5}, {rc(1, 9), 5}}));
        for (int column = 1; column <= 4; ++column)
            state.setCandidates(rc(1, column), state.candidates(rc(1, column)) & ~digitBit(5));
        steps = findAll(state, Technique::ConstraintPointing);
        QVERIFY(!steps.empty());
        QCOMPARE(steps.front().placements, (std::vector<CellDigit>{{rc(1, 5), 5}}));
        const Constraint shortRenban{ConstraintKind::Renban, {{rc(1, 1), rc(1, 2), rc(1, 3)}}};
        QVERIFY(findAll(open(withConstraints({shortRenban})), Technique::ConstraintPointing).empty());
        QVERIFY(findAll(open(withConstraints({})), Technique::ConstraintPointing).empty());
    }

    // Joint fit: two white dots in a row of three cells make a run of three
    // digits, so the middle is never 1 or 9, though each dot alone allows it
    // (and the single fits find nothing). Two black dots there: 1-2-4 or
    // 2-4-8 either way. The same chain bent across two boxes, its ends
    // seeing each other nowhere, allows both ends one digit: nothing goes.
    void jointFits()
    {
        const Constraint first{ConstraintKind::WhiteDot, {{rc(1, 1), rc(1, 2)}}, {1}};
        const Constraint second{ConstraintKind::WhiteDot, {{rc(1, 2), rc(1, 3)}}, {1}};
        const Grid row = open(withConstraints({first, second}));
        QVERIFY(findAll(row, Technique::DotPair).empty());
        auto steps = findAll(row, Technique::JointFit);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(eliminationsOf(steps), (std::set<CellDigit>{{rc(1, 2), 1}, {rc(1, 2), 9}}));
        QCOMPARE(steps.front().detail.constraints, (std::vector<int>{0, 1}));
        QCOMPARE(steps.front().detail.cells, (std::vector<int>{rc(1, 1), rc(1, 2), rc(1, 3)}));

        const Constraint blackA{ConstraintKind::BlackDot, {{rc(1, 1), rc(1, 2)}}, {2}};
        const Constraint blackB{ConstraintKind::BlackDot, {{rc(1, 2), rc(1, 3)}}, {2}};
        const Grid blacks = open(withConstraints({blackA, blackB}));
        QCOMPARE(eliminationsOf(findAll(blacks, Technique::JointFit)),
                 goneExcept(blacks, {rc(1, 1), rc(1, 2), rc(1, 3)},
                            {digitsMask({1, 2, 4, 8}), digitsMask({2, 4}), digitsMask({1, 2, 4, 8})}));

        // Must not find: r1c3 and r2c4 share no house.
        const Constraint across{ConstraintKind::WhiteDot, {{rc(1, 3), rc(1, 4)}}, {1}};
        const Constraint down{ConstraintKind::WhiteDot, {{rc(1, 4), rc(2, 4)}}, {1}};
        QVERIFY(findAll(open(withConstraints({across, down})), Technique::JointFit).empty());
        // Nor one dot alone, nor dots that share no cell.
        QVERIFY(findAll(open(withConstraints({first})), Technique::JointFit).empty());
        const Constraint apart{ConstraintKind::WhiteDot, {{rc(5, 5), rc(5, 6)}}, {1}};
        QVERIFY(findAll(open(withConstraints({first, apart})), Technique::JointFit).empty());
    }

    // Joint fit with a killer cage ("Sistine Hippos", glum_hippo): two
    // arrows from the circle r5c3, r5c2-r6c1 and r6c2-r7c2, and the cage of
    // 8 on r6c1 and r6c2. The arrows alone let r5c3 be 6 (r6c1 and r6c2 3
    // and 5, say); with the cage, r6c1 = a leaves r5c2 = 6 - a and r7c2 =
    // a - 2, and a = 3, 4 or 5 each puts one digit twice in a house. What
    // the joint fit keeps is checked against every filling of the five
    // cells (peers differing, both arrows and the cage's sum kept).
    void jointFitsWithCages()
    {
        const Constraint arrowA{ConstraintKind::Arrow, {{rc(5, 3)}, {rc(5, 3), rc(5, 2), rc(6, 1)}}};
        const Constraint arrowB{ConstraintKind::Arrow, {{rc(5, 3)}, {rc(5, 3), rc(6, 2), rc(7, 2)}}};
        const Cage eight{{rc(6, 1), rc(6, 2)}, 8};
        const Cage apart{{rc(9, 8), rc(9, 9)}, 3};
        const auto g = withConstraints({arrowA, arrowB}, {eight, apart});
        const Grid state = open(g);
        const std::vector<int> cells = {rc(5, 3), rc(5, 2), rc(6, 1), rc(6, 2), rc(7, 2)};
        std::vector<DigitMask> kept(cells.size(), 0);
        std::vector<int> digits(cells.size(), 0);
        const auto visit = [&](auto&& self, size_t at) -> void {
            if (at == cells.size()) {
                const bool holds = digits[0] == digits[1] + digits[2] && digits[0] == digits[3] + digits[4]
                    && digits[2] + digits[3] == 8;
                if (holds)
                    for (size_t i = 0; i < cells.size(); ++i)
                        kept[i] |= digitBit(digits[i]);
                return;
            }
            for (int d = 1; d <= 9; ++d) {
                bool clash = false;
                for (size_t i = 0; i < at; ++i)
                    clash = clash || (digits[i] == d && g->arePeers(cells[i], cells[at]));
                if (clash)
                    continue;
                digits[at] = d;
                self(self, at + 1);
            }
        };
        visit(visit, 0);
        QVERIFY(!(kept[0] & digitBit(6)));
        const auto steps = findAll(state, Technique::JointFit);
        const auto withCage = std::find_if(steps.begin(), steps.end(), [](const Step& step) {
            return step.detail.constraints.size() == 2 && step.detail.cages == std::vector<int>{0};
        });
        QVERIFY(withCage != steps.end());
        QCOMPARE(eliminationsOf({*withCage}), goneExcept(state, cells, kept));
        QCOMPARE(std::set<int>(withCage->detail.cells.begin(), withCage->detail.cells.end()),
                 std::set<int>(cells.begin(), cells.end()));
        // Must not: the cage of 3 meets no constraint and takes part in no
        // group; without the cage the two arrows keep r5c3's 6.
        for (const Step& step : steps)
            QVERIFY(std::find(step.detail.cages.begin(), step.detail.cages.end(), 1) == step.detail.cages.end());
        const auto arrowsAlone = findAll(open(withConstraints({arrowA, arrowB})), Technique::JointFit);
        QVERIFY(!eliminationsOf(arrowsAlone).count({rc(5, 3), 6}));
        // Nor a cage that says nothing its cells do not say already: r6c1
        // and r6c2 left 1 or 7 (the cage's sum kept whichever way), r5c3
        // left what the arrows give it then.
        Grid narrowed = state;
        narrowed.setCandidates(rc(6, 1), digitsMask({1, 7}));
        narrowed.setCandidates(rc(6, 2), digitsMask({1, 7}));
        narrowed.setCandidates(rc(5, 3), digitsMask({9}));
        narrowed.setCandidates(rc(5, 2), digitsMask({2, 8}));
        narrowed.setCandidates(rc(7, 2), digitsMask({2, 8}));
        for (const Step& step : findAll(narrowed, Technique::JointFit))
            QVERIFY(step.detail.cages.empty());
    }

    // Set equivalence reading an arrow by its circle: row 1 against column
    // 1 leaves r1c2-r1c9 against r2c1-r9c1. The cages of 6 and 21 in row 1
    // and of 12 and 24 in column 1 stand for their sums; the arrow from
    // r1c2 through r2c1 and r3c1 lets its circle stand for its shaft, and
    // r1c2 then cancels: 27 + r1c9 = 36, so r1c9 = 9. Without the arrow
    // r1c2 + r1c9 = r2c1 + r3c1 + 9 still allows r1c9 8 (r1c2 4, r2c1 and
    // r3c1 1 and 2).
    void setEquivalenceReadsArrows()
    {
        const Constraint arrow{ConstraintKind::Arrow, {{rc(1, 2)}, {rc(1, 2), rc(2, 1), rc(3, 1)}}};
        const std::vector<Cage> cages = {{{rc(1, 3), rc(1, 4), rc(1, 5)}, 6},
                                         {{rc(1, 6), rc(1, 7), rc(1, 8)}, 21},
                                         {{rc(4, 1), rc(5, 1), rc(6, 1)}, 12},
                                         {{rc(7, 1), rc(8, 1), rc(9, 1)}, 24}};
        const Grid state = open(withConstraints({arrow}, cages));
        const auto steps = findAll(state, Technique::SetEquivalence);
        const auto read = std::find_if(steps.begin(), steps.end(), [](const Step& step) {
            return step.detail.constraints == std::vector<int>{0} && step.detail.cells == std::vector<int>{rc(1, 9)};
        });
        QVERIFY(read != steps.end());
        QCOMPARE(read->detail.sum, 9);
        QCOMPARE(read->placements, (std::vector<CellDigit>{{rc(1, 9), 9}}));
        for (const Step& step : findAll(open(withConstraints({}, cages)), Technique::SetEquivalence))
            QVERIFY(!eliminationsOf({step}).count({rc(1, 9), 8}) && step.placements.empty());
        // Must not: a shaft leaving column 1's leftover (r2c2 for r3c1) is
        // not read there, so nothing pins r1c9.
        const Constraint bent{ConstraintKind::Arrow, {{rc(1, 2)}, {rc(1, 2), rc(2, 1), rc(2, 2)}}};
        for (const Step& step : findAll(open(withConstraints({bent}, cages)), Technique::SetEquivalence))
            QVERIFY(step.detail.cells != std::vector<int>{rc(1, 9)});
    }

    // Two cages sharing a house, on a plain killer (no variant constraint):
    // the cage of 3 on r1c1-r1c2 is 1 and 2, so the cage of 7 on r1c3-r1c4
    // beside it in row 1 can only be 3 and 4, though alone it could be
    // 1-6 or 2-5 as well. Checked against every filling of the four
    // cells. Must not: cages that see each other nowhere.
    void jointFitsOfTwoCages()
    {
        const auto g = withConstraints({}, {{{rc(1, 1), rc(1, 2)}, 3}, {{rc(1, 3), rc(1, 4)}, 7}});
        const std::vector<int> cells = {rc(1, 1), rc(1, 2), rc(1, 3), rc(1, 4)};
        std::vector<DigitMask> kept(cells.size(), 0);
        for (int a = 1; a <= 9; ++a)
            for (int b = 1; b <= 9; ++b)
                for (int c = 1; c <= 9; ++c)
                    for (int d = 1; d <= 9; ++d) {
                        const std::set<int> row{a, b, c, d};
                        if (row.size() == 4 && a + b == 3 && c + d == 7) {
                            kept[0] |= digitBit(a);
                            kept[1] |= digitBit(b);
                            kept[2] |= digitBit(c);
                            kept[3] |= digitBit(d);
                        }
                    }
        QCOMPARE(kept[2], digitsMask({3, 4}));
        const Grid state = open(g);
        const auto steps = findAll(state, Technique::JointFit);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.cages, (std::vector<int>{0, 1}));
        QVERIFY(steps.front().detail.constraints.empty());
        QCOMPARE(steps.front().detail.constraint, -1);
        QCOMPARE(eliminationsOf(steps), goneExcept(state, cells, kept));

        const auto apart = withConstraints({}, {{{rc(1, 1), rc(1, 2)}, 3}, {{rc(5, 5), rc(5, 6)}, 7}});
        QVERIFY(findAll(open(apart), Technique::JointFit).empty());
    }

    // House digit fit: a lockout line r2c6-r1c6-r1c5-r1c4-r2c4 (ends 4
    // apart) with odd ends, an even r1c4 and r1c6, r1c5 of 1, 3, 7, 9. The
    // line alone lets its ends be 1-5, 3-7 or 5-9; with row 1's 6 only in
    // r1c4 or r1c6, its middle holds a 6, so the ends are 1 and 5, r1c4 and
    // r1c6 6 and 8, r1c5 7 or 9.
    void houseDigitFits()
    {
        const Constraint line{ConstraintKind::Lockout, {{rc(2, 6), rc(1, 6), rc(1, 5), rc(1, 4), rc(2, 4)}}, {4}};
        Grid state = open(withConstraints({line}));
        for (int end : {rc(2, 6), rc(2, 4)})
            state.setCandidates(end, digitsMask({1, 3, 5, 7, 9}));
        for (int even : {rc(1, 4), rc(1, 6)})
            state.setCandidates(even, digitsMask({2, 4, 6, 8}));
        state.setCandidates(rc(1, 5), digitsMask({1, 3, 7, 9}));
        for (int column : {1, 2, 3, 7, 8, 9})
            state.setCandidates(rc(1, column), state.candidates(rc(1, column)) & ~digitBit(6));
        QVERIFY(findAll(state, Technique::LineRule).empty());
        auto steps = findAll(state, Technique::HouseDigitFit);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(eliminationsOf(steps),
                 goneExcept(state, {rc(2, 6), rc(1, 6), rc(1, 5), rc(1, 4), rc(2, 4)},
                            {digitsMask({1, 5}), digitsMask({6, 8}), digitsMask({7, 9}), digitsMask({6, 8}),
                             digitsMask({1, 5})}));
        QCOMPARE(steps.front().detail.constraint, 0);
        QCOMPARE(steps.front().detail.digits, (std::vector<int>{6}));
        QCOMPARE(steps.front().detail.cells, (std::vector<int>{rc(1, 4), rc(1, 6)}));
        QCOMPARE(steps.front().detail.houses.size(), size_t(1));
        QCOMPARE(state.geometry().houses()[size_t(steps.front().detail.houses.front())].cells.front(), rc(1, 1));
        // Must not find: with a 6 still open in r1c1, row 1's 6 may lie off
        // the line.
        state.setCandidates(rc(1, 1), state.candidates(rc(1, 1)) | digitBit(6));
        QVERIFY(findAll(state, Technique::HouseDigitFit).empty());
        // Nor on a grid without constraints.
        QVERIFY(findAll(open(withConstraints({})), Technique::HouseDigitFit).empty());
    }

    // Whispers colouring: line A r1c1-r1c5 along row 1 (r1c1, r1c3, r1c5
    // one colour, r1c2, r1c4 the other), line B r1c7-r2c8-r1c9. Row 1
    // holds three cells of A's first colour and r1c7, r1c9 of B's: five,
    // more than the four low or four high digits a row has, so the two
    // colours differ. r2c8, B's other colour, holds only 1-4: it is low, so
    // r1c7 and r1c9 are high, and A's first colour low, its second high.
    // Neither line alone says so.
    void whispersColourings()
    {
        // What the line rule leaves, applied until it has nothing more.
        const auto afterLineRule = [](Grid state) {
            for (auto steps = findAll(state, Technique::LineRule); !steps.empty();
                 steps = findAll(state, Technique::LineRule))
                applyStep(state, steps.front());
            return state;
        };
        const std::vector<int> cellsA{rc(1, 1), rc(1, 2), rc(1, 3), rc(1, 4), rc(1, 5)};
        const Constraint lineA{ConstraintKind::Whispers, {cellsA}, {5}};
        const Constraint lineB{ConstraintKind::Whispers, {{rc(1, 7), rc(2, 8), rc(1, 9)}}, {5}};
        Grid state = open(withConstraints({lineA, lineB}));
        state.setCandidates(rc(2, 8), digitsMask({1, 2, 3, 4}));
        state = afterLineRule(state);
        QCOMPARE(state.candidates(rc(1, 7)), digitsMask({6, 7, 8, 9}));
        auto steps = findAll(state, Technique::WhispersColouring);
        QCOMPARE(steps.size(), size_t(1));
        const Step& step = steps.front();
        const DigitMask low = digitsMask({1, 2, 3, 4}), high = digitsMask({6, 7, 8, 9});
        QCOMPARE(eliminationsOf(steps), goneExcept(state, cellsA, {low, high, low, high, low}));
        QVERIFY(!eliminationsOf(steps).empty());
        QCOMPARE(step.detail.constraints, (std::vector<int>{0, 1}));
        QCOMPARE(step.detail.digits, (std::vector<int>{4, 6}));
        // The join in row 1, then a cell of B holding one kind only decides.
        QCOMPARE(step.detail.claims.size(), size_t(2));
        QCOMPARE(step.detail.claims.front().addends,
                 (std::vector<int>{rc(1, 1), rc(1, 3), rc(1, 5), rc(1, 7), rc(1, 9)}));
        QCOMPARE(step.detail.claims.front().bound, 0); // row 1
        const int decider = step.detail.claims.back().cell;
        QVERIFY(decider == rc(1, 7) || decider == rc(1, 9) || decider == rc(2, 8));
        for (const CellMark& mark : step.pattern.cells) {
            const bool isLow = mark.cell == rc(2, 8) || (mark.cell < rc(1, 6) && mark.cell % 2 == 0);
            QCOMPARE(mark.role, isLow ? Role::ColourA : Role::ColourB);
        }
        // A house deciding alone: were A's first colour high, row 1 would
        // hold five high digits with r1c7 and r1c9, which hold no other.
        Grid alone = open(withConstraints({lineA}));
        for (int cell : {rc(1, 7), rc(1, 9)})
            alone.setCandidates(cell, high);
        alone = afterLineRule(alone);
        steps = findAll(alone, Technique::WhispersColouring);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(eliminationsOf(steps), goneExcept(alone, cellsA, {low, high, low, high, low}));
        QCOMPARE(steps.front().detail.claims.size(), size_t(1));
        QCOMPARE(steps.front().detail.claims.front().addends,
                 (std::vector<int>{rc(1, 1), rc(1, 3), rc(1, 5), rc(1, 7), rc(1, 9)}));
        QVERIFY(!steps.front().detail.claims.front().atMost); // the colour cannot be high
        // Must not find: line A with nothing beside it; with r1c9 able to
        // hold a 1, four high digits fit; a line B with one cell in row 1
        // (three and one: no more than four) tells A nothing; nor does
        // Dutch whispers (gap 4), whose 5 may neighbour 1 or 9.
        QVERIFY(findAll(afterLineRule(open(withConstraints({lineA}))), Technique::WhispersColouring).empty());
        alone.setCandidates(rc(1, 9), high | digitBit(1));
        QVERIFY(findAll(alone, Technique::WhispersColouring).empty());
        const Constraint shortB{ConstraintKind::Whispers, {{rc(1, 7), rc(2, 8), rc(3, 7)}}, {5}};
        Grid apart = open(withConstraints({lineA, shortB}));
        apart.setCandidates(rc(2, 8), digitsMask({1, 2, 3, 4}));
        apart = afterLineRule(apart);
        for (const Step& found : findAll(apart, Technique::WhispersColouring))
            for (const CellDigit& e : found.eliminations)
                QVERIFY(std::find(cellsA.begin(), cellsA.end(), e.cell) == cellsA.end());
        Constraint dutch = lineA;
        dutch.values = {4};
        Grid dutchState = open(withConstraints({dutch}));
        for (int cell : {rc(1, 7), rc(1, 9)})
            dutchState.setCandidates(cell, high);
        QVERIFY(findAll(afterLineRule(dutchState), Technique::WhispersColouring).empty());
    }

    // German whispers puzzles of Pencilmark's own whose paths take whispers
    // colouring (tests/data/variants/whispers_colouring.txt): every step of
    // each path sound against the one solution, and the colouring met.
    void whispersColouringOnGeneratedPaths()
    {
        int colourings = 0;
        for (const std::string& link : loadPuzzleLines(testDataPath(QStringLiteral("variants/whispers_colouring.txt")))) {
            const auto parsed = parsePuzzle(link);
            QVERIFY(parsed);
            const solver::SolveResult solved = solver::solve(parsed->grid);
            QVERIFY(solved.outcome == solver::SolveOutcome::Unique);
            const SolvePath path = solvePath(parsed->grid);
            QVERIFY(path.result == SolvePath::Result::Solved);
            QCOMPARE(path.finalState.values(), solved.solution);
            for (const Step& step : path.steps) {
                const QString wrong = unsoundIn(step, solved.solution);
                QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
                colourings += step.technique == Technique::WhispersColouring;
            }
        }
        QVERIFY(colourings >= 3);
    }

    // The joint search against every filling of a 2x2 square's cells under
    // three white dots and the non-consecutive rule on the fourth side (a
    // rule of the whole grid, which the joint search reads through its
    // pairs), on random candidate states.
    void jointFitAgreesWithBruteForce()
    {
        const std::vector<int> cells{rc(4, 4), rc(4, 5), rc(5, 5), rc(5, 4)};
        const auto g = withConstraints({{ConstraintKind::WhiteDot, {{cells[0], cells[1]}}, {1}},
                                        {ConstraintKind::WhiteDot, {{cells[1], cells[2]}}, {1}},
                                        {ConstraintKind::WhiteDot, {{cells[2], cells[3]}}, {1}},
                                        {ConstraintKind::NonConsecutive}});
        std::mt19937 rng(38);
        int found = 0;
        for (int round = 0; round < 60; ++round) {
            Grid state = open(g);
            for (int cell : cells)
                state.setCandidates(cell, DigitMask(rng() & 0x1ff) | digitBit(1 + int(rng() % 9)));
            // Every filling: the dots and the whole-grid rule checked on the values.
            std::vector<DigitMask> usable(cells.size(), 0);
            std::vector<std::uint8_t> values(81, 0);
            std::vector<int> broken;
            for (int code = 0; code < 9 * 9 * 9 * 9; ++code) {
                int rest = code;
                bool fits = true;
                for (size_t i = 0; i < cells.size(); ++i, rest /= 9) {
                    values[size_t(cells[i])] = std::uint8_t(1 + rest % 9);
                    fits = fits && (state.candidates(cells[i]) & digitBit(values[size_t(cells[i])]));
                }
                for (size_t i = 0; i < cells.size() && fits; ++i)
                    for (size_t j = 0; j < i && fits; ++j)
                        fits = values[size_t(cells[i])] != values[size_t(cells[j])]; // one box
                for (size_t k = 0; k < g->constraints().size() && fits; ++k) {
                    broken.clear();
                    const Constraint& c = g->constraints()[k];
                    constraintKindInfo(c.kind).check(c, *g, values, broken);
                    fits = broken.empty();
                }
                if (fits)
                    for (size_t i = 0; i < cells.size(); ++i)
                        usable[i] |= digitBit(values[size_t(cells[i])]);
            }
            const ConstraintFit fit = fitConstraints(state, {1, 0, 2}, constraintPairsOf(g).get(), 1000000);
            QVERIFY(fit.checked);
            if (std::any_of(usable.begin(), usable.end(), [](DigitMask m) { return m == 0; })) {
                QVERIFY(fit.empty());
                continue;
            }
            ++found;
            for (size_t i = 0; i < fit.cells.size(); ++i) {
                const size_t at = size_t(std::find(cells.begin(), cells.end(), fit.cells[i]) - cells.begin());
                QCOMPARE(fit.usable[i], usable[at]);
            }
        }
        QVERIFY(found > 10);
    }

    // Constraint forcing chain: each case followed with singles and every
    // constraint's and cage's own fit. On an open grid a thermometer r1c1 ->
    // r1c3 breaks the cases that leave it no rising filling (the bulb 8 or
    // 9 ...), and a cage of 3 on r1c1 r1c2 every case of another digit
    // there (or of 1 or 2 beside it); every step removes one such candidate. An open grid under
    // anti-knight alone, or without constraints, has no case that breaks.
    void constraintForcingChain()
    {
        const Constraint thermo{ConstraintKind::Thermometer, {{rc(1, 1), rc(1, 2), rc(1, 3)}}};
        const auto steps = findAll(open(withConstraints({thermo})), Technique::ConstraintForcingChain);
        QVERIFY(!steps.empty());
        const std::set<CellDigit> allowed{{rc(1, 1), 8}, {rc(1, 1), 9}, {rc(1, 2), 1}, {rc(1, 2), 9},
                                          {rc(1, 3), 1}, {rc(1, 3), 2}};
        for (const Step& step : steps) {
            QCOMPARE(step.eliminations.size(), size_t(1));
            QVERIFY(allowed.count(step.eliminations.front()));
            QVERIFY(step.detail.constraint == 0 || step.detail.contradictionCell >= 0
                    || step.detail.contradictionHouse >= 0);
        }
        GeometrySpec spec = GeometrySpec::forSize(9);
        spec.constraints = {{ConstraintKind::AntiKnight}};
        spec.cages = {{{rc(1, 1), rc(1, 2)}, 3}};
        const auto caged = Geometry::create(spec).value();
        const auto cageSteps = findAll(open(caged), Technique::ConstraintForcingChain);
        QVERIFY(!cageSteps.empty());
        // The cage holds 1 and 2: its cells lose the rest, and the other
        // cells of row 1 and box 1 lose 1 and 2.
        for (const Step& step : cageSteps) {
            const CellDigit& e = step.eliminations.front();
            const bool inCage = e.cell == rc(1, 1) || e.cell == rc(1, 2);
            const bool seesBoth = e.cell < 9 || (e.cell % 9 < 3 && e.cell / 9 < 3);
            QVERIFY(inCage ? e.digit >= 3 : seesBoth && e.digit <= 2);
        }
        QVERIFY(findAll(open(withConstraints({{ConstraintKind::AntiKnight}})), Technique::ConstraintForcingChain)
                    .empty());
        QVERIFY(findAll(open(withConstraints({})), Technique::ConstraintForcingChain).empty());
    }

    // The bounded search against every filling, on random candidate states
    // of small constraints of many kinds (a state may lack every filling:
    // then the step is left to the contradiction test and nothing is found).
    void searchAgreesWithBruteForce()
    {
        const std::vector<Constraint> kinds = {
            {ConstraintKind::Thermometer, {{rc(2, 2), rc(2, 3), rc(3, 4), rc(4, 4)}}},
            {ConstraintKind::Arrow, {{rc(6, 6)}, {rc(6, 7), rc(7, 8), rc(8, 8)}}},
            {ConstraintKind::Whispers, {{rc(1, 1), rc(2, 1), rc(3, 2), rc(4, 3)}}, {5}},
            {ConstraintKind::Renban, {{rc(5, 1), rc(5, 2), rc(6, 3), rc(7, 3)}}},
            {ConstraintKind::Palindrome, {{rc(9, 1), rc(8, 2), rc(8, 3), rc(9, 4)}}},
            {ConstraintKind::BetweenLine, {{rc(1, 5), rc(1, 6), rc(2, 7), rc(2, 8)}}},
            {ConstraintKind::EntropicLine, {{rc(3, 6), rc(4, 6), rc(4, 7), rc(4, 8)}}},
            {ConstraintKind::RegionSumLine, {{rc(6, 2), rc(7, 1), rc(8, 1)}}},
            {ConstraintKind::LittleKiller, {{rc(1, 9), rc(2, 8), rc(3, 7), rc(4, 6)}}, {20}},
            {ConstraintKind::Quadruple, {{rc(5, 7), rc(5, 8), rc(6, 7), rc(6, 8)}}, {1, 2}},
        };
        const auto g = withConstraints(kinds);
        std::mt19937 rng(38);
        int checked = 0;
        int withEliminations = 0;
        for (int round = 0; round < 15; ++round) {
            Grid state = open(g);
            for (int cell = 0; cell < 81; ++cell) {
                DigitMask mask = 0;
                for (int d = 1; d <= 9; ++d)
                    if (rng() % 3)
                        mask |= digitBit(d);
                state.setCandidates(cell, mask ? mask : digitBit(int(rng() % 9) + 1));
            }
            const LogicContext ctx(state, false);
            for (int index = 0; index < int(kinds.size()); ++index) {
                const ConstraintFit fit = fitConstraint(ctx, index);
                QVERIFY(fit.checked);
                const std::vector<DigitMask> expected = bruteUsable(state, index, fit.cells);
                QCOMPARE(fit.usable, expected);
                ++checked;
                withEliminations += fit.usable != std::vector<DigitMask>(fit.cells.size(), 0)
                                 && [&] {
                                        for (size_t i = 0; i < fit.cells.size(); ++i)
                                            if (state.candidates(fit.cells[i]) & ~fit.usable[i])
                                                return true;
                                        return false;
                                    }();
            }
        }
        QCOMPARE(checked, 150);
        QVERIFY(withEliminations > 20); // the states were not all trivial
    }

    // A search whose budget runs out says so, and its technique finds
    // nothing from it; a narrower line is searched to its end.
    void searchBudget()
    {
        std::vector<int> row;
        for (int column = 1; column <= 9; ++column)
            row.push_back(rc(1, column));
        const auto g = withConstraints({{ConstraintKind::Sandwich, {row}, {27}}});
        const Grid open35 = open(g);
        const LogicContext wide(open35, false);
        QVERIFY(!fitConstraint(wide, 0, 50).checked);
        // 1 in r1c1 and 2 to 6 in r1c3 to r1c7 leave 7, 8 and 9 for r1c2,
        // r1c8 and r1c9: 27 is 7 + 20 with the 9 in r1c8 (with the 9 in
        // r1c9, r1c2 and r1c8 would add up to 7).
        Grid narrow = open(g);
        narrow.setValue(rc(1, 1), 1);
        for (int column = 3; column <= 7; ++column)
            narrow.setValue(rc(1, column), column - 1);
        narrow.fillCandidatesFromValues();
        const LogicContext ctx(narrow, false);
        const ConstraintFit fit = fitConstraint(ctx, 0, 1000);
        QVERIFY(fit.checked);
        QCOMPARE(fit.cells, (std::vector<int>{rc(1, 2), rc(1, 8), rc(1, 9)}));
        QCOMPARE(fit.usable, (std::vector<DigitMask>{digitBit(7), digitBit(9), digitBit(8)}));
        QCOMPARE(eliminationsOf(findAll(narrow, Technique::OutsideClue)),
                 goneExcept(narrow, fit.cells, fit.usable));
    }

    // Constraint pairs are weak links in the full chains' graph (and the
    // XY-Chains'), and not in the plain graph of houses.
    void constraintsLinkChains()
    {
        const auto g = withConstraints({{ConstraintKind::AntiKnight},
                                        {ConstraintKind::Thermometer, {{rc(5, 5), rc(5, 6)}}}});
        const Grid state = open(g);
        const LogicContext ctx(state, false);
        ChainGraphOptions full;
        full.constraintLinks = true;
        const ChainGraph graph(ctx, full);
        const int a = graph.candidateNode(rc(1, 3), 5);
        const int knight = graph.candidateNode(rc(2, 5), 5);
        const int other = graph.candidateNode(rc(2, 5), 4);
        QVERIFY(graph.weaklyLinked(a, knight) && graph.weaklyLinked(knight, a));
        QVERIFY(!graph.weaklyLinked(a, other));
        // The thermometer: r5c5 = 5 rules out r5c6 = 1..5, not 6.
        const int bulb = graph.candidateNode(rc(5, 5), 5);
        QVERIFY(graph.weaklyLinked(bulb, graph.candidateNode(rc(5, 6), 3)));
        QVERIFY(!graph.weaklyLinked(bulb, graph.candidateNode(rc(5, 6), 6)));
        const auto excluded = graph.excludedBy(bulb);
        QVERIFY(std::binary_search(excluded.begin(), excluded.end(), CellDigit{rc(5, 6), 4}));
        QVERIFY(std::is_sorted(excluded.begin(), excluded.end()));
        // A palindrome of two cells makes them equal: r3c3 = 5 forces
        // r4c4 = 5, which rules out 5 in r4c4's row, though r3c3 sees none of it.
        const auto palindrome = withConstraints({{ConstraintKind::Palindrome, {{rc(3, 3), rc(4, 4)}}}});
        const Grid mirrored = open(palindrome);
        const LogicContext mirror(mirrored, false);
        const ChainGraph equal(mirror, full);
        const int five = equal.candidateNode(rc(3, 3), 5);
        QVERIFY(equal.weaklyLinked(five, equal.candidateNode(rc(4, 9), 5)));
        QVERIFY(equal.weaklyLinked(equal.candidateNode(rc(4, 9), 5), five));
        QVERIFY(!equal.weaklyLinked(five, equal.candidateNode(rc(4, 9), 6)));
        ChainGraphOptions plain;
        const ChainGraph houses(ctx, plain);
        QVERIFY(!houses.weaklyLinked(houses.candidateNode(rc(1, 3), 5), houses.candidateNode(rc(2, 5), 5)));
    }

    // XY-Chains read the pairs as weak links too. r1c1 is 4 or 7, r1c2 3
    // or 8 and r5c2 8 or 4; a white dot joins r1c1 and r1c2. r1c1 = 7
    // leaves r1c2 only 8 across the dot, which rules out r5c2 = 8 in their
    // column: r1c1(4=7) -rule- r5c2(8=4). r1c1 or r5c2 is 4, and the cells
    // that see both lose 4 (column 1 in box 4, column 2 in box 1).
    void xyChainsCrossConstraints()
    {
        const Constraint dot{ConstraintKind::WhiteDot, {{rc(1, 1), rc(1, 2)}}, {1}};
        auto bivalues = [](Grid state) {
            state.setCandidates(rc(1, 1), digitsMask({4, 7}));
            state.setCandidates(rc(1, 2), digitsMask({3, 8}));
            state.setCandidates(rc(5, 2), digitsMask({8, 4}));
            return state;
        };
        const Grid state = bivalues(open(withConstraints({dot})));
        const auto steps = findAll(state, Technique::XYChain);
        QVERIFY(!steps.empty());
        QCOMPARE(eliminationsOf(steps), (std::set<CellDigit>{{rc(2, 2), 4},
                                                             {rc(3, 2), 4},
                                                             {rc(4, 1), 4},
                                                             {rc(5, 1), 4},
                                                             {rc(6, 1), 4}}));
        QCOMPARE(steps.front().pattern.links.size(), size_t(3));
        // Must not find: without the dot, r1c1 and r1c2 share only a row,
        // and 7 and 3 are different digits.
        QVERIFY(findAll(bivalues(open(withConstraints({}))), Technique::XYChain).empty());
        // Nor when the dot joins r1c2 to a cell of more than two candidates:
        // what r1c2's two digits rule out together there is a cell's rule
        // pointing, not a chain.
        const Constraint aside{ConstraintKind::WhiteDot, {{rc(1, 2), rc(1, 3)}}, {1}};
        QVERIFY(findAll(bivalues(open(withConstraints({aside}))), Technique::XYChain).empty());
    }

    // What-if and the forcing chains follow an assumption through the
    // constraint pairs too: r5c5 = 5 under anti-knight clears 5 from the
    // cells a knight's move away, which houses alone would leave.
    void propagationFollowsThePairs()
    {
        Grid state = open(withConstraints({{ConstraintKind::AntiKnight}}));
        const PropagationTrace trace = propagateSingles(state, {rc(5, 5), 5}, true);
        QVERIFY(!trace.contradiction);
        for (int cell : {rc(3, 4), rc(3, 6), rc(4, 3), rc(4, 7), rc(6, 3), rc(6, 7), rc(7, 4), rc(7, 6)})
            QVERIFY(!(state.candidates(cell) & digitBit(5)));
        QVERIFY(state.candidates(rc(1, 1)) & digitBit(5));
        Grid classic = open(withConstraints({}));
        propagateSingles(classic, {rc(5, 5), 5}, true);
        QVERIFY(classic.candidates(rc(3, 4)) & digitBit(5));
    }

    // Variant rules may forbid a deadly pattern's second grid: no
    // uniqueness technique runs on a constraint puzzle, whatever it is told.
    void noUniquenessWithConstraints()
    {
        // Unique rectangle type 1 in rows 1-2, columns 1 and 4: three
        // corners {1,2}, the fourth {1,2,3}. On a classic grid it takes 1
        // and 2 from r2c4; under the anti-knight rule it must not run.
        const auto corners = [](Grid state) {
            for (int cell : {rc(1, 1), rc(1, 4), rc(2, 1)})
                state.setCandidates(cell, digitsMask({1, 2}));
            state.setCandidates(rc(2, 4), digitsMask({1, 2, 3}));
            return state;
        };
        LogicOptions options;
        options.uniquenessKnown = true;
        QVERIFY(!findAll(corners(open(withConstraints({}))), Technique::UniqueRectangle1, options).empty());
        const Grid variant = corners(open(withConstraints({{ConstraintKind::AntiKnight}})));
        QVERIFY(findAll(variant, Technique::UniqueRectangle1, options).empty());
        options.only = Technique::UniqueRectangle1;
        QCOMPARE(int(nextStep(variant, options).kind), int(NextStep::Kind::Stuck));
    }

    // Public puzzles walked to their end: every step sound against the
    // unique solution, no what-if needed, and every constraint technique's
    // every instance sound in the states on the way (every third one).
    void publicPuzzlesSound()
    {
        const std::vector<PublicPuzzle> puzzles = publicPuzzles(kWalkedTitles);
        QCOMPARE(puzzles.size(), size_t(kWalkedTitles.size()));
        std::set<Technique> met;
        std::map<ConstraintReason, int> reasons;
        int instances = 0;
        int jointFitsWithCages = 0;
        for (const PublicPuzzle& puzzle : puzzles) {
            const SolvePath path = solvePath(puzzle.grid);
            QVERIFY2(path.result == SolvePath::Result::Solved, qPrintable(puzzle.title));
            QCOMPARE(path.finalState.values(), puzzle.solution);
            Grid state = candidateState(puzzle.grid);
            for (size_t i = 0; i < path.steps.size(); ++i) {
                const Step& step = path.steps[i];
                QVERIFY2(step.technique != Technique::WhatIf, qPrintable(puzzle.title));
                const QString wrong = unsoundIn(step, puzzle.solution);
                QVERIFY2(wrong.isEmpty(), qPrintable(puzzle.title + QStringLiteral(": ") + wrong));
                if (info(step.technique).family == Family::Constraints) {
                    met.insert(step.technique);
                    if (step.technique == Technique::JointFit && !step.detail.cages.empty())
                        ++jointFitsWithCages;
                    const QString untrue = reasonMisstates(puzzle.grid.geometry(), step, puzzle.solution, &state);
                    QVERIFY2(untrue.isEmpty(), qPrintable(puzzle.title + QStringLiteral(": ") + untrue));
                    if (step.detail.constraintReason != 0)
                        ++reasons[ConstraintReason(step.detail.constraintReason)];
                }
                if (i % 10 == 0)
                    for (const Step& instance : findAll(state, Technique::ConstraintForcingChain)) {
                        ++instances;
                        const QString bad = unsoundIn(instance, puzzle.solution);
                        QVERIFY2(bad.isEmpty(), qPrintable(puzzle.title + QStringLiteral(": ") + bad));
                    }
                if (i % 3 == 0)
                    for (Technique technique : kConstraintTechniques)
                        for (const Step& instance : findAll(state, technique)) {
                            ++instances;
                            const QString bad = unsoundIn(instance, puzzle.solution);
                            QVERIFY2(bad.isEmpty(), qPrintable(puzzle.title + QStringLiteral(": ") + bad));
                            const QString untrue = reasonMisstates(puzzle.grid.geometry(), instance, puzzle.solution, &state);
                            QVERIFY2(untrue.isEmpty(), qPrintable(puzzle.title + QStringLiteral(": ") + untrue));
                            if (instance.detail.constraintReason != 0)
                                ++reasons[ConstraintReason(instance.detail.constraintReason)];
                        }
                applyStep(state, step);
            }
        }
        // Rule pointing: these puzzles need none (the others do). Whispers
        // colouring: no public path reaches it (the line rule and joint fit
        // say the same first); its instances above are checked, and
        // whispersColouringOnGeneratedPaths walks paths that take it.
        for (Technique technique : kConstraintTechniques)
            if (technique != Technique::RulePointing && technique != Technique::WhispersColouring)
                QVERIFY2(met.count(technique), info(technique).key.data());
        QVERIFY(instances > 100);
        QVERIFY(jointFitsWithCages > 0); // "Sistine Hippos"
        // The plain reasons are met on real puzzles, each checked above.
        for (ConstraintReason reason : {ConstraintReason::NoPartner, ConstraintReason::PartnerDigits,
                                        ConstraintReason::CarriedBounds, ConstraintReason::SumBounds,
                                        ConstraintReason::RenbanWindow, ConstraintReason::RenbanRunFillings,
                                        ConstraintReason::QuadrupleFilled, ConstraintReason::ClassPlaces,
                                        ConstraintReason::ArrowFillings, ConstraintReason::SkyscraperPlaces,
                                        ConstraintReason::SegmentBounds, ConstraintReason::SegmentSums,
                                        ConstraintReason::ZipperBounds, ConstraintReason::BetweenBounds,
                                        ConstraintReason::LockoutSpan, ConstraintReason::LockoutWays,
                                        ConstraintReason::BetweenWays, ConstraintReason::DistinctSubsets,
                                        ConstraintReason::XSumSets,
                                        ConstraintReason::SandwichWays, ConstraintReason::PartnerCases,
                                        ConstraintReason::ArrowCases, ConstraintReason::BetweenCases})
            QVERIFY2(reasons[reason] > 0, qPrintable(QString::number(int(reason))));
    }
};

QTEST_GUILESS_MAIN(TestLogicConstraints)
#include "tst_logic_constraints.moc"
