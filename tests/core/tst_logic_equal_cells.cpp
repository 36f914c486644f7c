// SPDX-License-Identifier: GPL-3.0-or-later
// Equal Cells and the Equal Cells Chain (core/logic/equal_cells.cpp): cells
// shown to hold one digit, through a constraint's tie or a house's last
// place for their digit, keep what all of them can hold; assumed to hold a
// digit, they are followed to a contradiction. Hand-made states find them,
// with their stories, and must not find them where a house has two places
// left; coloring book puzzles from ../shared/data/variants_public.json are
// walked and every instance's every fact checked against the solution.
#include "core/formats/puzzle_format.h"
#include "core/logic/logic_solver.h"
#include "core/solver/exact_solver.h"
#include "tests/support/constraint_fixtures.h"
#include "tests/support/test_data.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <algorithm>

using namespace pm;
using namespace pm::logic;
using namespace pm::test;

namespace {

// The house index of row `row` (1-based).
int rowHouse(const Geometry& g, int row)
{
    const auto& houses = g.houses();
    for (int h = 0; h < int(houses.size()); ++h) {
        const auto& cells = houses[size_t(h)].cells;
        if (std::all_of(cells.begin(), cells.end(), [&](int cell) { return cell / 9 == row - 1; }))
            return h;
    }
    return -1;
}

// The house index of column `column` (1-based).
int columnHouse(const Geometry& g, int column)
{
    const auto& houses = g.houses();
    for (int h = 0; h < int(houses.size()); ++h) {
        const auto& cells = houses[size_t(h)].cells;
        if (std::all_of(cells.begin(), cells.end(), [&](int cell) { return cell % 9 == column - 1; }))
            return h;
    }
    return -1;
}

// r1c3 and r3c5 mirror each other on a palindrome through r2c4 and can only
// be 1-4; row 2's cells r2c1-r2c6 see one of them (boxes 1 and 2), r2c9
// holds 7-9 only: their digit's one place in row 2 is r2c7 or r2c8, as the
// caller leaves them.
Grid mirroredState(const std::shared_ptr<const Geometry>& g)
{
    Grid state = open(g);
    state.setCandidates(rc(1, 3), digitsMask({1, 2, 3, 4}));
    state.setCandidates(rc(3, 5), digitsMask({1, 2, 3, 4}));
    state.setCandidates(rc(2, 9), digitsMask({7, 8, 9}));
    return state;
}

const Step* stepRemoving(const std::vector<Step>& steps, CellDigit x)
{
    for (const Step& step : steps)
        if (std::find(step.eliminations.begin(), step.eliminations.end(), x) != step.eliminations.end())
            return &step;
    return nullptr;
}

// Empty when every fact of an Equal Cells step holds in the solution: the
// cells it joins are equal, the digits kept hold theirs, no digit said to
// have no place is theirs.
QString factsMisstate(const Step& step, const std::vector<std::uint8_t>& solution)
{
    for (const EqualCellsFact& fact : step.detail.equalFacts)
        if (solution[size_t(fact.cell)] != solution[size_t(fact.partner)])
            return QStringLiteral("%1 and %2 differ").arg(fact.cell).arg(fact.partner);
    const int digit = solution[size_t(step.detail.cells.front())];
    for (int cell : step.detail.cells)
        if (solution[size_t(cell)] != digit)
            return QStringLiteral("cell %1 is not equal").arg(cell);
    if (std::find(step.detail.digits.begin(), step.detail.digits.end(), digit) == step.detail.digits.end())
        return QStringLiteral("keeps not %1").arg(digit);
    for (const HouseDigit& none : step.detail.noPlace)
        if (none.digit == digit)
            return QStringLiteral("says %1 has no place").arg(digit);
    return {};
}

// Empty when a chain's facts of equal cells hold in the solution and its
// assumed digit is false there (so it must break).
QString storyMisstates(const Step& step, const std::vector<std::uint8_t>& solution)
{
    for (const EqualCellsFact& fact : step.detail.equalFacts)
        if (solution[size_t(fact.cell)] != solution[size_t(fact.partner)])
            return QStringLiteral("%1 and %2 differ").arg(fact.cell).arg(fact.partner);
    for (int cell : step.detail.cells)
        if (solution[size_t(cell)] == step.detail.digits.front())
            return QStringLiteral("the assumed %1 is true").arg(step.detail.digits.front());
    return {};
}

} // namespace

class TestLogicEqualCells : public QObject {
    Q_OBJECT

private slots:
    // A house's last place joins the mirrored pair; it keeps their 1-4.
    void joinsAHousesLastPlace()
    {
        const auto g = withConstraints({{ConstraintKind::Palindrome, {{rc(1, 3), rc(2, 4), rc(3, 5)}}}});
        Grid state = mirroredState(g);
        state.setCandidates(rc(2, 8), digitsMask({7, 8, 9}));
        const auto steps = findAll(state, Technique::EqualCells);
        const Step* step = stepRemoving(steps, {rc(2, 7), 5});
        QVERIFY(step);
        QCOMPARE(std::set<CellDigit>(step->eliminations.begin(), step->eliminations.end()),
                 goneExcept(state, {rc(2, 7)}, {digitsMask({1, 2, 3, 4})}));
        QCOMPARE(step->detail.cells, (std::vector<int>{rc(1, 3), rc(3, 5), rc(2, 7)}));
        QCOMPARE(step->detail.digits, (std::vector<int>{1, 2, 3, 4}));
        QCOMPARE(step->detail.equalFacts,
                 (std::vector<EqualCellsFact>{{rc(3, 5), rc(1, 3), 0, -1}, {rc(2, 7), rc(1, 3), -1, rowHouse(*g, 2)}}));
        QVERIFY(step->detail.noPlace.empty());
    }

    // Must not: with r2c7 and r2c8 both open, row 2 has two places.
    void twoPlacesJoinNothing()
    {
        const auto g = withConstraints({{ConstraintKind::Palindrome, {{rc(1, 3), rc(2, 4), rc(3, 5)}}}});
        const Grid state = mirroredState(g);
        QVERIFY(findAll(state, Technique::EqualCells).empty());
        // Nor on an open grid, or one whose constraints tie no cells equal.
        QVERIFY(findAll(open(g), Technique::EqualCells).empty());
        const auto thermo = withConstraints({{ConstraintKind::Thermometer, {{rc(1, 3), rc(2, 4), rc(3, 5)}}}});
        QVERIFY(findAll(mirroredState(thermo), Technique::EqualCells).empty());
    }

    // A cell ruled out through a cell equal to it: r2c7 mirrors r3c6 on a
    // second palindrome, and r3c6 sees r3c5, so r2c7 cannot hold their
    // digit either; r2c8 is row 2's last place. The story tells the second
    // tie, which it leans on.
    void rulesOutThroughAnEqualCell()
    {
        const auto g = withConstraints({{ConstraintKind::Palindrome, {{rc(1, 3), rc(2, 4), rc(3, 5)}}},
                                        {ConstraintKind::Palindrome, {{rc(2, 7), rc(3, 6)}}}});
        const Grid state = mirroredState(g);
        const auto steps = findAll(state, Technique::EqualCells);
        const Step* step = stepRemoving(steps, {rc(2, 8), 5});
        QVERIFY(step);
        QCOMPARE(std::set<CellDigit>(step->eliminations.begin(), step->eliminations.end()),
                 goneExcept(state, {rc(2, 8)}, {digitsMask({1, 2, 3, 4})}));
        QCOMPARE(step->detail.cells, (std::vector<int>{rc(1, 3), rc(3, 5), rc(2, 8)}));
        QCOMPARE(step->detail.equalFacts, (std::vector<EqualCellsFact>{{rc(3, 5), rc(1, 3), 0, -1},
                                                                       {rc(3, 6), rc(2, 7), 1, -1},
                                                                       {rc(2, 8), rc(1, 3), -1, rowHouse(*g, 2)}}));
        // Must not: without the second tie r2c7 stays a place (as above).
        const auto one = withConstraints({{ConstraintKind::Palindrome, {{rc(1, 3), rc(2, 4), rc(3, 5)}}}});
        QVERIFY(!stepRemoving(findAll(mirroredState(one), Technique::EqualCells), {rc(2, 8), 5}));
    }

    // A digit that would leave a house no place: were the pair 1, row 2
    // (r2c1-r2c6 seeing it, r2c7-r2c9 holding no 1) would have none.
    void dropsADigitWithNoPlace()
    {
        const auto g = withConstraints({{ConstraintKind::Palindrome, {{rc(1, 3), rc(2, 4), rc(3, 5)}}}});
        Grid state = open(g);
        state.setCandidates(rc(1, 3), digitsMask({1, 2}));
        state.setCandidates(rc(3, 5), digitsMask({1, 2}));
        state.setCandidates(rc(2, 7), digitsMask({2, 5}));
        state.setCandidates(rc(2, 8), digitsMask({2, 6}));
        state.setCandidates(rc(2, 9), digitsMask({6, 7}));
        const auto steps = findAll(state, Technique::EqualCells);
        QCOMPARE(steps.size(), size_t(1));
        const Step& step = steps.front();
        QCOMPARE(step.eliminations, (std::vector<CellDigit>{{rc(1, 3), 1}, {rc(3, 5), 1}}));
        QCOMPARE(step.detail.digits, (std::vector<int>{2}));
        QCOMPARE(step.detail.noPlace, (std::vector<HouseDigit>{{rowHouse(*g, 2), 1}}));
        QCOMPARE(step.detail.equalFacts, (std::vector<EqualCellsFact>{{rc(3, 5), rc(1, 3), 0, -1}}));
        // Must not: with a 1 left in r2c9, row 2 has a place for it.
        state.setCandidates(rc(2, 9), digitsMask({1, 6, 7}));
        QVERIFY(findAll(state, Technique::EqualCells).empty());
    }

    // The chain: were r1c3 and r3c5 (mirrors) 1, column 7's only place for
    // 1 would be r2c7 (r1c7 and r3c7 see them, r4c7-r9c7 hold no 1), and
    // then column 8 none (r1c8 and r3c8 see them, r2c8 sees r2c7, r4c8-r9c8
    // hold no 1). Equal Cells alone says nothing here.
    void chainToAHouseWithNoPlace()
    {
        const auto g = withConstraints({{ConstraintKind::Palindrome, {{rc(1, 3), rc(2, 4), rc(3, 5)}}}});
        Grid state = open(g);
        for (int row = 4; row <= 9; ++row)
            for (int column : {7, 8})
                state.setCandidates(rc(row, column), state.candidates(rc(row, column)) & ~digitBit(1));
        QVERIFY(findAll(state, Technique::EqualCells).empty());
        const auto steps = findAll(state, Technique::EqualCellsChain);
        const auto chain = std::find_if(steps.begin(), steps.end(), [](const Step& step) {
            return step.detail.cells == std::vector<int>{rc(1, 3), rc(3, 5)};
        });
        QVERIFY(chain != steps.end());
        QCOMPARE(chain->eliminations, (std::vector<CellDigit>{{rc(1, 3), 1}, {rc(3, 5), 1}}));
        QCOMPARE(chain->detail.digits, (std::vector<int>{1}));
        QCOMPARE(chain->detail.implications, (std::vector<CellDigit>{{rc(2, 7), 1}}));
        QCOMPARE(chain->detail.houses, (std::vector<int>{columnHouse(*g, 7)}));
        QCOMPARE(chain->detail.contradictionHouse, columnHouse(*g, 8));
        QCOMPARE(chain->detail.equalFacts, (std::vector<EqualCellsFact>{{rc(3, 5), rc(1, 3), 0, -1}}));
        // Must not: with a 1 left in r9c8, column 8 keeps a place.
        state.setCandidates(rc(9, 8), state.candidates(rc(9, 8)) | digitBit(1));
        for (const Step& step : findAll(state, Technique::EqualCellsChain))
            QVERIFY(step.detail.cells != (std::vector<int>{rc(1, 3), rc(3, 5)}) || step.detail.digits != std::vector<int>{1});
    }

    // Coloring book puzzles walked to their end: every Equal Cells instance
    // on the way (every other state) removes only false candidates, and its
    // every fact holds in the solution. The walk meets the technique.
    void coloringBooksTrue()
    {
        QFile file(test::sharedDataPath(QStringLiteral("variants_public.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList titles = {QStringLiteral("Boxless Antiknight Coloring Book: Messy Bed"),
                                    QStringLiteral("Antiking Coloring Book: Relaxed String"),
                                    QStringLiteral("Antiking Extra Region Noclone Coloring Book: Bartizan")};
        int walked = 0;
        int instances = 0;
        int chains = 0;
        for (const QJsonValue& entry : QJsonDocument::fromJson(file.readAll()).array()) {
            const QJsonObject object = entry.toObject();
            const QString title = object[QStringLiteral("title")].toString();
            if (!titles.contains(title))
                continue;
            ++walked;
            auto parsed =
                parsePuzzle("https://f-puzzles.com/?load=" + object[QStringLiteral("puzzle")].toString().toStdString());
            QVERIFY(parsed);
            const auto solved = solver::solve(parsed->grid);
            QCOMPARE(int(solved.outcome), int(solver::SolveOutcome::Unique));
            const SolvePath path = solvePath(parsed->grid);
            QCOMPARE(int(path.result), int(SolvePath::Result::Solved));
            Grid state = candidateState(parsed->grid);
            bool met = false;
            for (size_t i = 0; i < path.steps.size(); ++i) {
                met = met || path.steps[i].technique == Technique::EqualCells
                    || path.steps[i].technique == Technique::EqualCellsChain;
                if (i % 2 == 0)
                    for (Technique technique : {Technique::EqualCells, Technique::EqualCellsChain})
                        for (const Step& step : findAll(state, technique)) {
                            ++instances;
                            chains += technique == Technique::EqualCellsChain;
                            for (const CellDigit& x : step.eliminations)
                                QVERIFY2(solved.solution[size_t(x.cell)] != x.digit, qPrintable(title));
                            const QString wrong = technique == Technique::EqualCells
                                ? factsMisstate(step, solved.solution)
                                : storyMisstates(step, solved.solution);
                            QVERIFY2(wrong.isEmpty(), qPrintable(title + QStringLiteral(": ") + wrong));
                        }
                applyStep(state, path.steps[i]);
            }
            QVERIFY2(met, qPrintable(title));
        }
        QCOMPARE(walked, titles.size());
        QVERIFY(instances > 20);
        QVERIFY(chains > 5);
    }
};

QTEST_GUILESS_MAIN(TestLogicEqualCells)
#include "tst_logic_equal_cells.moc"
