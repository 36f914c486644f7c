// SPDX-License-Identifier: GPL-3.0-or-later
// Killer techniques of the explaining solver (core/logic/cages.cpp): cage
// combinations, the 45 rule (innies and outies, over one house or several,
// and the innie-outie difference), cage pointing and claiming; and set
// equivalence (core/logic/set_equivalence.cpp). Hand-checked
// states where each must find exactly what it should and states where it
// must find nothing; the uniqueness techniques kept honest on killers; and
// Solo's killers solved from start to end, every step checked against the
// solution, every finder's every instance checked in mid-solve states.
#include "core/formats/puzzle_format.h"
#include "core/logic/finders.h"
#include "core/logic/logic_solver.h"
#include "core/solver/exact_solver.h"
#include "tests/support/test_data.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <random>
#include <set>

using namespace pm;
using namespace pm::logic;
using namespace pm::test;

namespace {

constexpr Technique kCageTechniques[] = {
    Technique::CageCombination,        Technique::InnieOutieSingle, Technique::InniesOuties,
    Technique::CagePointing,           Technique::CageClaiming,     Technique::InniesOutiesMultiHouse,
    Technique::InnieOutieDifference,   Technique::SetEquivalence,
};

// 1-based row and column, as the sentences name cells.
int rc(int size, int row, int column)
{
    return (row - 1) * size + (column - 1);
}

std::shared_ptr<const Geometry> killer(int size, std::vector<Cage> cages)
{
    GeometrySpec spec = GeometrySpec::forSize(size);
    spec.cages = std::move(cages);
    auto geometry = Geometry::create(spec);
    if (!geometry)
        qFatal("bad test cages: %s", geometry.error().message.c_str());
    return geometry.value();
}

// An empty grid of the geometry, every candidate open.
Grid open(const std::shared_ptr<const Geometry>& geometry)
{
    Grid grid(geometry);
    grid.fillCandidatesFromValues();
    return grid;
}

Grid parse(const std::string& text, const ParseOptions& options = {})
{
    auto parsed = parsePuzzle(text, options);
    if (!parsed)
        qFatal("bad test puzzle: %s", parsed.error().message.c_str());
    return parsed->grid;
}

std::vector<CellDigit> sorted(std::vector<CellDigit> list)
{
    std::sort(list.begin(), list.end());
    return list;
}

// cells x digits, as a sorted list of eliminations.
std::vector<CellDigit> eliminationsOf(std::initializer_list<std::pair<int, std::vector<int>>> cells)
{
    std::vector<CellDigit> list;
    for (const auto& [cell, digits] : cells)
        for (int digit : digits)
            list.push_back({cell, digit});
    return sorted(list);
}

// The steps among `steps` whose eliminations are exactly `expected`.
bool hasEliminations(const std::vector<Step>& steps, const std::vector<CellDigit>& expected)
{
    return std::any_of(steps.begin(), steps.end(),
                       [&](const Step& step) { return sorted(step.eliminations) == expected; });
}

bool hasPlacement(const std::vector<Step>& steps, CellDigit placement)
{
    return std::any_of(steps.begin(), steps.end(), [&](const Step& step) {
        return step.placements == std::vector<CellDigit>{placement} && step.eliminations.empty();
    });
}

// Every effect agrees with one solution of the state (a necessary check on
// fixtures that have several; the Solo killers below have one).
QString unsoundEffect(const Step& step, const std::vector<int>& solution)
{
    const auto key = QString::fromLatin1(info(step.technique).key.data(), int(info(step.technique).key.size()));
    for (const CellDigit& p : step.placements)
        if (solution[size_t(p.cell)] != p.digit)
            return QStringLiteral("%1 places %2 in cell %3").arg(key).arg(p.digit).arg(p.cell);
    for (const CellDigit& e : step.eliminations)
        if (solution[size_t(e.cell)] == e.digit)
            return QStringLiteral("%1 eliminates the true %2 from cell %3").arg(key).arg(e.digit).arg(e.cell);
    return {};
}

// A 6x6 grid (2x3 boxes) the 6x6 fixtures' cages are drawn on:
//   1 2 3 4 5 6 / 4 5 6 1 2 3 / 2 3 1 5 6 4 / 5 6 4 2 3 1 / 3 1 2 6 4 5 / 6 4 5 3 1 2
const std::vector<int> kSix = {1, 2, 3, 4, 5, 6, 4, 5, 6, 1, 2, 3, 2, 3, 1, 5, 6, 4,
                               5, 6, 4, 2, 3, 1, 3, 1, 2, 6, 4, 5, 6, 4, 5, 3, 1, 2};
// A 4x4 grid: 1 2 3 4 / 3 4 1 2 / 2 1 4 3 / 4 3 2 1
const std::vector<int> kFour = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};

void verifySound(const std::vector<Step>& steps, const std::vector<int>& solution)
{
    for (const Step& step : steps) {
        const QString wrong = unsoundEffect(step, solution);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    }
}

struct SoloKiller {
    std::string id;
    QString grade; // Solo's parameters: "3x3kdt" ... the last letter is the grade
};

// tests/data/killer/solo_killers.txt: a game ID, then '#' and the
// parameters Solo generated it with.
std::vector<SoloKiller> soloKillers()
{
    std::vector<SoloKiller> killers;
    QFile file(testDataPath(QStringLiteral("killer/solo_killers.txt")));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot read solo_killers.txt");
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const QStringList fields = line.split(u' ', Qt::SkipEmptyParts);
        killers.push_back({fields.front().toStdString(), fields.back()});
    }
    return killers;
}

std::vector<int> solutionOf(const Grid& puzzle)
{
    const solver::SolveResult solved = solver::solve(puzzle);
    if (solved.outcome != solver::SolveOutcome::Unique)
        qFatal("a Solo killer without one solution");
    return {solved.solution.begin(), solved.solution.end()};
}

} // namespace

class TestLogicCages : public QObject {
    Q_OBJECT
private slots:
    // --- cage combinations ---------------------------------------------------------

    void combinationOfTwoCellsOfThree()
    {
        // r1c1+r1c2 = 3 can only be {1,2}.
        const Grid state = open(killer(9, {{{rc(9, 1, 1), rc(9, 1, 2)}, 3}}));
        const auto steps = findAll(state, Technique::CageCombination);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(sorted(steps.front().eliminations),
                 eliminationsOf({{rc(9, 1, 1), {3, 4, 5, 6, 7, 8, 9}}, {rc(9, 1, 2), {3, 4, 5, 6, 7, 8, 9}}}));
        QCOMPARE(steps.front().detail.sum, 3);
        QCOMPARE(steps.front().detail.digitSets, (std::vector<std::uint64_t>{digitBit(1) | digitBit(2)}));
        QCOMPARE(steps.front().detail.cells, (std::vector<int>{0, 1}));
    }

    void combinationOfThreeCellsOfTwentyThree()
    {
        // 23 in three cells is 9+8+6 and nothing else.
        const Grid state = open(killer(9, {{{0, 1, 2}, 23}}));
        const auto steps = findAll(state, Technique::CageCombination);
        QCOMPARE(steps.size(), size_t(1));
        const std::vector<int> gone = {1, 2, 3, 4, 5, 7};
        QCOMPARE(sorted(steps.front().eliminations), eliminationsOf({{0, gone}, {1, gone}, {2, gone}}));
        QCOMPARE(steps.front().detail.digitSets,
                 (std::vector<std::uint64_t>{digitBit(6) | digitBit(8) | digitBit(9)}));
    }

    void combinationUsesTheCellsCandidates()
    {
        // r1c1+r1c2 = 10 with r1c1 {4,6,9} and r1c2 {1,2,3}: {1,9} is the
        // only set both cells can make ({4,6} needs a 6 or a 4 in r1c2;
        // {2,8} and {3,7} an 8 or a 7 in r1c1).
        Grid state = open(killer(9, {{{0, 1}, 10}}));
        state.setCandidates(0, digitBit(4) | digitBit(6) | digitBit(9));
        state.setCandidates(1, digitBit(1) | digitBit(2) | digitBit(3));
        const auto steps = findAll(state, Technique::CageCombination);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(sorted(steps.front().eliminations), eliminationsOf({{0, {4, 6}}, {1, {2, 3}}}));
        QCOMPARE(steps.front().detail.digitSets, (std::vector<std::uint64_t>{digitBit(1) | digitBit(9)}));
    }

    void combinationCountsPlacedDigits()
    {
        // r1c1 = 9 in a cage of 15 over r1c1-r1c3: the other two add up to 6
        // without a 9: {1,5} or {2,4}.
        Grid puzzle(killer(9, {{{0, 1, 2}, 15}}));
        puzzle.setValue(0, 9);
        const Grid state = candidateState(puzzle);
        const auto steps = findAll(state, Technique::CageCombination);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(sorted(steps.front().eliminations), eliminationsOf({{1, {3, 6, 7, 8}}, {2, {3, 6, 7, 8}}}));
        QCOMPARE(steps.front().detail.cells, (std::vector<int>{1, 2}));
        QCOMPARE(steps.front().detail.sum, 6);
    }

    void combinationPlacesTheLastCell()
    {
        Grid puzzle(killer(9, {{{0, 1}, 9}}));
        puzzle.setValue(0, 4);
        const auto steps = findAll(candidateState(puzzle), Technique::CageCombination);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().placements, (std::vector<CellDigit>{{1, 5}}));
        QCOMPARE(steps.front().detail.variantType, 1);
    }

    void combinationMustNotFind()
    {
        // 15 in three cells: every digit 1..9 is in some set, nothing goes.
        QVERIFY(findAll(open(killer(9, {{{0, 1, 2}, 15}})), Technique::CageCombination).empty());
        // Candidates that already fit.
        Grid state = open(killer(9, {{{0, 1}, 10}}));
        state.setCandidates(0, digitBit(1) | digitBit(9));
        state.setCandidates(1, digitBit(1) | digitBit(9));
        QVERIFY(findAll(state, Technique::CageCombination).empty());
    }

    // --- the 45 rule ---------------------------------------------------------------

    void innieSingle()
    {
        // 4x4, row 1 = 10: the cage r1c1-r1c3 of 6 lies inside, r1c4 is in
        // the cage r1c4+r2c4 sticking out: r1c4 = 10 - 6 = 4.
        const Grid state = open(killer(4, {{{0, 1, 2}, 6}, {{3, 7}, 6}}));
        const auto steps = findAll(state, Technique::InnieOutieSingle);
        QVERIFY(hasPlacement(steps, {3, 4}));
        const auto at = std::find_if(steps.begin(), steps.end(), [](const Step& s) {
            return s.placements == std::vector<CellDigit>{{3, 4}};
        });
        QCOMPARE(at->detail.houses, (std::vector<int>{0})); // row 1
        QCOMPARE(at->detail.variantType, 0);
        verifySound(steps, kFour);
    }

    void outieSingle()
    {
        // 4x4 box 1 = 10: the cage r1c1+r1c2+r2c1 of 6 lies inside; the cage
        // r2c2+r3c2 of 5 sticks out at r3c2. Innie: r2c2 = 10 - 6 = 4.
        // Outie: the cages add up to 11, one more than the box: r3c2 = 1.
        const Grid state = open(killer(4, {{{0, 1, 4}, 6}, {{5, 9}, 5}}));
        const auto steps = findAll(state, Technique::InnieOutieSingle);
        QVERIFY(hasPlacement(steps, {5, 4}));
        QVERIFY(hasPlacement(steps, {9, 1}));
        verifySound(steps, kFour);
    }

    void innieSingleMustNotFind()
    {
        // One cage of two cells: every house keeps two or more open cells.
        QVERIFY(findAll(open(killer(4, {{{0, 1}, 3}})), Technique::InnieOutieSingle).empty());
    }

    void inniesAsAVirtualCage()
    {
        // 4x4 row 1 with the cage r1c1+r1c2 of 3: r1c3 + r1c4 = 7 = {3,4}.
        // Box 1 likewise: r2c1 + r2c2 = 7.
        const Grid state = open(killer(4, {{{0, 1}, 3}}));
        const auto steps = findAll(state, Technique::InniesOuties);
        QVERIFY(hasEliminations(steps, eliminationsOf({{2, {1, 2}}, {3, {1, 2}}})));
        QVERIFY(hasEliminations(steps, eliminationsOf({{4, {1, 2}}, {5, {1, 2}}})));
        for (const Step& step : steps)
            if (step.detail.houses == std::vector<int>{0}) {
                QCOMPARE(step.detail.sum, 7);
                QCOMPARE(step.detail.cells, (std::vector<int>{2, 3}));
                QCOMPARE(step.detail.digitSets, (std::vector<std::uint64_t>{digitBit(3) | digitBit(4)}));
            }
        verifySound(steps, kFour);
    }

    void inniesMustNotFind()
    {
        // A cage of 5 leaves innies adding up to 5: {1,4} or {2,3}, every digit.
        QVERIFY(findAll(open(killer(4, {{{0, 1}, 5}})), Technique::InniesOuties).empty());
    }

    void inniesOfTwoRows()
    {
        // 6x6 rows 2-3 = 42. Inside: r2c1..r2c4 each with the cell below
        // (6, 8, 7, 6) and r3c5+r3c6 (10), 37 in all; r2c5 and r2c6 lie in
        // cages reaching up into row 1. So r2c5 + r2c6 = 5: {1,4} or {2,3}.
        // No single house tells this: row 2 alone has six open cells.
        const auto geometry = killer(6, {{{rc(6, 2, 1), rc(6, 3, 1)}, 6},
                                         {{rc(6, 2, 2), rc(6, 3, 2)}, 8},
                                         {{rc(6, 2, 3), rc(6, 3, 3)}, 7},
                                         {{rc(6, 2, 4), rc(6, 3, 4)}, 6},
                                         {{rc(6, 3, 5), rc(6, 3, 6)}, 10},
                                         {{rc(6, 1, 5), rc(6, 2, 5)}, 7},
                                         {{rc(6, 1, 6), rc(6, 2, 6)}, 9}});
        const Grid state = open(geometry);
        const auto steps = findAll(state, Technique::InniesOutiesMultiHouse);
        QVERIFY(hasEliminations(steps, eliminationsOf({{rc(6, 2, 5), {5, 6}}, {rc(6, 2, 6), {5, 6}}})));
        for (const Step& step : steps)
            QVERIFY(step.detail.houses.size() >= 2);
        verifySound(steps, kSix);
        // ... and none of it from one house.
        QVERIFY(!hasEliminations(findAll(state, Technique::InniesOuties),
                                 eliminationsOf({{rc(6, 2, 5), {5, 6}}, {rc(6, 2, 6), {5, 6}}})));
    }

    void multiHouseMustNotFind()
    {
        // One cage: every run of lines keeps many open cells.
        QVERIFY(findAll(open(killer(6, {{{rc(6, 1, 5), rc(6, 2, 5)}, 7}})), Technique::InniesOutiesMultiHouse)
                    .empty());
    }

    void innieOutieDifference()
    {
        // 6x6 row 1 = 21. The cage r1c4-r1c6 of 15 lies inside; the cage
        // r1c1+r2c1+r3c1 of 7 meets row 1 at r1c1 (an innie); the cage
        // r1c2+r1c3+r2c3 of 11 is counted whole, its r2c3 sticking out (an
        // outie): r1c1 - r2c3 = 21 - 15 - 11 = -5. On 1..6 only r1c1 = 1 with
        // r2c3 = 6 makes that.
        const auto geometry = killer(6, {{{rc(6, 1, 1), rc(6, 2, 1), rc(6, 3, 1)}, 7},
                                         {{rc(6, 1, 2), rc(6, 1, 3), rc(6, 2, 3)}, 11},
                                         {{rc(6, 1, 4), rc(6, 1, 5), rc(6, 1, 6)}, 15}});
        const auto steps = findAll(open(geometry), Technique::InnieOutieDifference);
        QVERIFY(hasEliminations(steps, eliminationsOf({{rc(6, 1, 1), {2, 3, 4, 5, 6}}, {rc(6, 2, 3), {1, 2, 3, 4, 5}}})));
        for (const Step& step : steps) {
            QCOMPARE(step.detail.variantType, 2);
            QCOMPARE(step.detail.cells.size(), size_t(2));
            QCOMPARE(step.detail.size, 1);
        }
        verifySound(steps, kSix);
    }

    void differenceMustNotFind()
    {
        QVERIFY(findAll(open(killer(6, {{{rc(6, 1, 4), rc(6, 1, 5), rc(6, 1, 6)}, 15}})),
                        Technique::InnieOutieDifference)
                    .empty());
    }

    // --- set equivalence --------------------------------------------------------------

    void setEquivalenceOfARowAndAColumn()
    {
        // 4x4: row 1 and column 1 share r1c1, so r1c2 + r1c3 + r1c4 equals
        // r2c1 + r3c1 + r4c1. With the cage r1c3+r1c4 of 7 and the cage
        // r3c1+r4c1 of 6: r1c2 + 7 = r2c1 + 6, so r1c2 = r2c1 - 1: r1c2
        // cannot be 4, nor r2c1 1.
        const auto geometry = killer(4, {{{rc(4, 1, 3), rc(4, 1, 4)}, 7}, {{rc(4, 3, 1), rc(4, 4, 1)}, 6}});
        const auto steps = findAll(open(geometry), Technique::SetEquivalence);
        QVERIFY(hasEliminations(steps, eliminationsOf({{rc(4, 1, 2), {4}}, {rc(4, 2, 1), {1}}})));
        for (const Step& step : steps)
            if (step.detail.cells == std::vector<int>{rc(4, 1, 2), rc(4, 2, 1)}) {
                QCOMPARE(step.detail.sum, -1);
                QCOMPARE(step.detail.size, 1);
                QCOMPARE(step.detail.variantType, 2);
                QCOMPARE(step.detail.houses.size(), step.detail.coverHouses.size());
            }
        verifySound(steps, kFour);
    }

    void setEquivalenceMustNotFind()
    {
        // Without cages there is no sum to read; a cage of 5 on 4x4 ({1,4}
        // or {2,3}) leaves every equation open to every digit.
        QVERIFY(findAll(open(killer(4, {})), Technique::SetEquivalence).empty());
        QVERIFY(findAll(open(killer(4, {{{0, 1}, 5}})), Technique::SetEquivalence).empty());
    }

    void setEquivalenceOfPhistomefelsRing()
    {
        // 9x9, a cage on each corner's 2x2 cells, of 10, 10, 11 and 11:
        // the corners add up to 42. Rows 1, 2, 8, 9 with columns 1, 2, 8, 9
        // against the eight boxes around box 5 leave the corners against
        // the ring of sixteen cells around box 5, which then adds up to 42
        // as well: its five cells in row 3 and in row 7 at least 15 each,
        // its three left in column 3 and in column 7 at least 6 each, 42
        // in all. So each part is at its least: row 3's and row 7's ring
        // cells hold 1-5, column 3's and column 7's 1-3.
        const auto corner = [](int row, int column) {
            return std::vector<int>{rc(9, row, column), rc(9, row, column + 1), rc(9, row + 1, column),
                                    rc(9, row + 1, column + 1)};
        };
        const auto geometry =
            killer(9, {{corner(1, 1), 10}, {corner(1, 8), 10}, {corner(8, 1), 11}, {corner(8, 8), 11}});
        const auto steps = findAll(open(geometry), Technique::SetEquivalence);
        const auto ring = std::find_if(steps.begin(), steps.end(), [&](const Step& step) {
            return step.detail.houses.size() == 8 && step.detail.coverHouses.size() == 8;
        });
        QVERIFY(ring != steps.end());
        std::set<int> kinds;
        for (int h : ring->detail.houses)
            kinds.insert(int(geometry->houses()[size_t(h)].kind));
        QCOMPARE(kinds, (std::set<int>{int(HouseKind::Row), int(HouseKind::Column)}));
        QCOMPARE(ring->detail.cells.size(), size_t(16));
        std::set<CellDigit> expected;
        for (int row : {3, 7})
            for (int column = 3; column <= 7; ++column)
                for (int digit = 6; digit <= 9; ++digit)
                    expected.insert({rc(9, row, column), digit});
        for (int column : {3, 7})
            for (int row = 4; row <= 6; ++row)
                for (int digit = 4; digit <= 9; ++digit)
                    expected.insert({rc(9, row, column), digit});
        const std::set<CellDigit> found(ring->eliminations.begin(), ring->eliminations.end());
        QCOMPARE(found, expected);
        // Must not: a corner left without its cage (the ring then meets
        // four free cells, twenty in all).
        for (const Step& step :
             findAll(open(killer(9, {{corner(1, 1), 10}, {corner(1, 8), 10}, {corner(8, 1), 11}})),
                     Technique::SetEquivalence))
            QVERIFY(step.detail.houses.size() < 8);
    }

    void setEquivalenceSolvesSolverNeedsSet()
    {
        // "Solver needs SET" (TopAutism, CC BY 4.0; ../shared/data/
        // variants_public.json): an empty grid, a cage of 12 and one of 18
        // in opposite corners of every box, and consecutive dots. Rows 1, 6
        // and 7 outside columns 3, 4 and 9 are two cells of each cage of
        // 12; columns 3, 4 and 9 outside those rows two cells of each cage
        // of 18. So the nine cells those cages leave out on the 18 side
        // (rows 3, 4, 9) less the nine on the 12 side (rows 2, 5, 8) add
        // up to 162 - 108 = 54: the most three rows of three can outdo
        // three rows of three, so the first are 7, 8, 9 and the second
        // 1, 2, 3. Logic finishes it at expert from that step.
        QFile file(sharedDataPath(QStringLiteral("variants_public.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        std::optional<Grid> puzzle;
        std::vector<int> solution; // the published one: the exact search takes minutes on this empty grid
        for (const QJsonValue& entry : QJsonDocument::fromJson(file.readAll()).array()) {
            const QJsonObject object = entry.toObject();
            if (object[QStringLiteral("title")].toString() != QStringLiteral("Solver needs SET"))
                continue;
            puzzle = parse("https://f-puzzles.com/?load=" + object[QStringLiteral("puzzle")].toString().toStdString());
            for (QChar digit : object[QStringLiteral("solution")].toString())
                solution.push_back(digit.digitValue());
        }
        QVERIFY(puzzle);
        QCOMPARE(solution.size(), size_t(81));
        LogicOptions options;
        options.maxLevel = Level::Expert;
        const SolvePath path = solvePathUncounted(candidateState(*puzzle), options);
        QCOMPARE(int(path.result), int(SolvePath::Result::Solved));
        // Nothing easier finds a first step: the path opens with it.
        QVERIFY(!path.steps.empty());
        QCOMPARE(int(path.steps.front().technique), int(Technique::SetEquivalence));
        verifySound(path.steps, solution);
        for (int cell = 0; cell < 81; ++cell)
            QCOMPARE(int(path.finalState.value(cell)), solution[size_t(cell)]);
    }

    // --- cage pointing and claiming ----------------------------------------------------

    void cagePointingIntoHouses()
    {
        // 4x4: r1c1+r1c2 = 3 = {1,2}; both digits lie in row 1 and box 1, so
        // they go from r1c3, r1c4, r2c1 and r2c2.
        const auto steps = findAll(open(killer(4, {{{0, 1}, 3}})), Technique::CagePointing);
        QCOMPARE(steps.size(), size_t(2));
        QCOMPARE(sorted(steps[0].eliminations), eliminationsOf({{2, {1}}, {3, {1}}, {4, {1}}, {5, {1}}}));
        QCOMPARE(sorted(steps[1].eliminations), eliminationsOf({{2, {2}}, {3, {2}}, {4, {2}}, {5, {2}}}));
        QCOMPARE(steps[0].detail.digits, std::vector<int>{1});
        QCOMPARE(steps[0].detail.houses.size(), size_t(2)); // row 1 and box 1
        verifySound(steps, kFour);
    }

    void cagePointingAtCellsSeeingAll()
    {
        // 9x9: r3c3+r3c4+r4c4 = 6 = {1,2,3}. With 1 gone from r3c4, the
        // cage's 1 is in r3c3 or r4c4, which share no house; r4c3 sees both
        // (column 3, row 4) and loses 1. 2 and 3 may be in any of the three
        // cells, and no cell outside the cage sees all three.
        Grid state = open(killer(9, {{{rc(9, 3, 3), rc(9, 3, 4), rc(9, 4, 4)}, 6}}));
        state.setCandidates(rc(9, 3, 4), digitBit(2) | digitBit(3));
        const auto steps = findAll(state, Technique::CagePointing);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().eliminations, (std::vector<CellDigit>{{rc(9, 4, 3), 1}}));
        QVERIFY(steps.front().detail.houses.empty());
        QCOMPARE(steps.front().detail.cells, (std::vector<int>{rc(9, 3, 3), rc(9, 4, 4)}));
    }

    void cagePointingMustNotFind()
    {
        QVERIFY(findAll(open(killer(9, {{{rc(9, 3, 3), rc(9, 3, 4), rc(9, 4, 4)}, 6}})), Technique::CagePointing)
                    .empty());
        // 15 over three cells needs no particular digit.
        QVERIFY(findAll(open(killer(9, {{{0, 1, 2}, 15}})), Technique::CagePointing).empty());
    }

    void cageClaiming()
    {
        // 9x9: the cage r7c2+r7c3+r8c3 of 13; in row 7, 4 fits only in r7c2
        // and r7c3. So the cage holds 4: {1,4,8}, {2,4,7} or {3,4,6}. 5 and
        // 9 go from the cage, and 4 from r8c3 (the cage's 4 is row 7's).
        const int a = rc(9, 7, 2), b = rc(9, 7, 3), c = rc(9, 8, 3);
        Grid state = open(killer(9, {{{a, b, c}, 13}}));
        for (int column = 1; column <= 9; ++column)
            if (column != 2 && column != 3)
                state.setCandidates(rc(9, 7, column), allDigits(9) & ~digitBit(4));
        const auto steps = findAll(state, Technique::CageClaiming);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(sorted(steps.front().eliminations), eliminationsOf({{a, {5, 9}}, {b, {5, 9}}, {c, {4, 5, 9}}}));
        QCOMPARE(steps.front().detail.houses, std::vector<int>{6}); // row 7
        QCOMPARE(steps.front().detail.digits, std::vector<int>{4});
        QCOMPARE(steps.front().detail.digitSets.size(), size_t(3));
    }

    void cageClaimingMustNotFind()
    {
        const int a = rc(9, 7, 2), b = rc(9, 7, 3), c = rc(9, 8, 3);
        QVERIFY(findAll(open(killer(9, {{{a, b, c}, 13}})), Technique::CageClaiming).empty());
    }

    // --- nothing on classic grids, at no cost ---------------------------------------------

    void classicGridsFindNothing()
    {
        const Grid state = candidateState(parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2....."
                                                "1.4......"));
        for (Technique technique : kCageTechniques) {
            QVERIFY(finderFor(technique));
            QVERIFY(findAll(state, technique).empty());
        }
    }

    // --- uniqueness on killers ----------------------------------------------------------

    void uniqueRectangleNeedsCagesThatSwap()
    {
        // A Unique Rectangle type 1 on 6x6 (the technique guide's example).
        ParseOptions six;
        six.geometry = Geometry::create(GeometrySpec::forSize(6)).value();
        const Grid puzzle = parse("..5.3....1.......46...2.42..6..6....", six);
        const Grid position = parse("12 14 5 24 3 6 23 34 6 1 45 25 13 135 2 6 15 4 6 15 4 3 2 15 4 2 13 5 6 13 5 6 "
                                    "13 24 14 23",
                                    six);
        const std::vector<int> solution = solutionOf(puzzle);
        LogicOptions unique;
        unique.uniquenessKnown = true;
        const auto classic = findAll(position, Technique::UniqueRectangle1, unique);
        QVERIFY(!classic.empty());
        const std::vector<int> corners = classic.front().detail.cells; // three floor corners, then the fourth
        const auto inRectangle = [&](int cell) { return std::count(corners.begin(), corners.end(), cell) > 0; };

        // The same state on a geometry with a cage; the corners' candidates as they were.
        const auto onCages = [&](std::vector<int> cells) {
            std::sort(cells.begin(), cells.end());
            int sum = 0;
            for (int cell : cells)
                sum += solution[size_t(cell)];
            Grid state(killer(6, {{cells, sum}}));
            for (int cell = 0; cell < 36; ++cell) {
                state.setValue(cell, position.value(cell));
                state.setCandidates(cell, position.candidates(cell));
            }
            return findAll(state, Technique::UniqueRectangle1, unique);
        };
        const auto sameRectangle = [&](const std::vector<Step>& steps) {
            return std::any_of(steps.begin(), steps.end(), [&](const Step& s) { return s.detail.cells == corners; });
        };
        // A cage holding one corner and a cell off the rectangle: swapping
        // the corner's digit changes the cage's sum, so no deadly pattern.
        const Geometry& g = position.geometry();
        int outside = -1;
        for (int peer : g.peers(corners[0]))
            if (!inRectangle(peer) && std::abs(g.row(peer) - g.row(corners[0])) + std::abs(g.column(peer) - g.column(corners[0])) == 1)
                outside = peer;
        QVERIFY(outside >= 0);
        QVERIFY(!sameRectangle(onCages({corners[0], outside})));
        // A cage along one side (the row from one corner to the other): the
        // swap keeps its sum, and the rectangle still counts.
        int sideMate = -1;
        for (int corner : corners)
            if (corner != corners[0] && g.row(corner) == g.row(corners[0]))
                sideMate = corner;
        QVERIFY(sideMate >= 0);
        std::vector<int> side;
        const int row = g.row(corners[0]);
        for (int column = std::min(g.column(corners[0]), g.column(sideMate));
             column <= std::max(g.column(corners[0]), g.column(sideMate)); ++column)
            side.push_back(g.cellAt(row, column));
        QVERIFY(sameRectangle(onCages(side)));
    }

    void bugPlusOneStaysOffKillers()
    {
        ParseOptions six;
        six.geometry = Geometry::create(GeometrySpec::forSize(6)).value();
        const Grid puzzle = parse("........4..5.1..5..3..2..5..166.....", six);
        const Grid position = candidateState(parse(".6.24..24.65.1..5..3..2..5.416641532", six));
        LogicOptions unique;
        unique.uniquenessKnown = true;
        QVERIFY(!findAll(position, Technique::BugPlusOne, unique).empty());
        const std::vector<int> solution = solutionOf(puzzle);
        Grid state(killer(6, {{{34, 35}, solution[34] + solution[35]}}));
        for (int cell = 0; cell < 36; ++cell) {
            state.setValue(cell, position.value(cell));
            state.setCandidates(cell, position.candidates(cell));
        }
        QVERIFY(findAll(state, Technique::BugPlusOne, unique).empty());
    }

    void staleCandidatesOfCageMatesAreIgnored()
    {
        // The cage r1c3+r1c4+r2c4 holds 5 at r1c3; r1c3 and r2c4 share no
        // house, only the cage. The player left 5 in r2c4 and took it from
        // the rest of row 2: row 2 has no true place for 5 (a contradiction),
        // not "5 fits only in r2c4".
        const int a = rc(9, 1, 3), b = rc(9, 1, 4), c = rc(9, 2, 4);
        Grid puzzle(killer(9, {{{a, b, c}, 9}}));
        puzzle.setValue(a, 5);
        Grid state = candidateState(puzzle);
        QVERIFY(!(state.candidates(c) & digitBit(5)));
        state.setCandidates(c, state.candidates(c) | digitBit(5));
        for (int column = 5; column <= 9; ++column)
            state.setCandidates(rc(9, 2, column), state.candidates(rc(9, 2, column)) & ~digitBit(5));
        for (const Step& step : findAll(state, Technique::HiddenSingleLine))
            QVERIFY(step.placements != (std::vector<CellDigit>{{c, 5}}));
        const NextStep next = nextStep(state);
        QCOMPARE(next.kind, NextStep::Kind::Contradiction);
        QCOMPARE(next.contradiction.kind, Contradiction::Kind::DigitMissing);
        QCOMPARE(next.contradiction.digit, 5);
    }

    // --- Solo's killers ------------------------------------------------------------------

    void soloKillersSolveSoundly()
    {
        const auto killers = soloKillers();
        QCOMPARE(killers.size(), size_t(36));
        std::map<QString, std::pair<int, int>> byGrade; // grade letter -> (without what-if, all)
        std::map<std::string, int> uses;
        int withoutWhatIf = 0;
        for (const SoloKiller& k : killers) {
            const Grid puzzle = parse(k.id);
            QVERIFY(puzzle.geometry().hasCages());
            const std::vector<int> solution = solutionOf(puzzle);
            const SolvePath path = solvePath(puzzle);
            QVERIFY2(path.result == SolvePath::Result::Solved, k.id.c_str());
            bool whatIf = false;
            for (const Step& step : path.steps) {
                const QString wrong = unsoundEffect(step, solution);
                QVERIFY2(wrong.isEmpty(), qPrintable(QString::fromStdString(k.id) + u' ' + wrong));
                whatIf |= step.technique == Technique::WhatIf;
                ++uses[std::string(info(step.technique).key)];
            }
            for (int cell = 0; cell < puzzle.cellCount(); ++cell)
                QCOMPARE(int(path.finalState.value(cell)), solution[size_t(cell)]);
            auto& tally = byGrade[k.grade.right(1)];
            ++tally.second;
            if (!whatIf) {
                ++tally.first;
                ++withoutWhatIf;
            }
        }
        QStringList grades;
        for (const auto& [grade, tally] : byGrade)
            grades << QStringLiteral("%1 %2/%3").arg(grade).arg(tally.first).arg(tally.second);
        QStringList techniques;
        for (const auto& [key, n] : uses)
            techniques << QStringLiteral("%1 %2").arg(QString::fromStdString(key)).arg(n);
        qInfo("Solo killers solved without what-if: %d of %d (by grade: %s)", withoutWhatIf, int(killers.size()),
              qPrintable(grades.join(QStringLiteral(", "))));
        qInfo("techniques used: %s", qPrintable(techniques.join(QStringLiteral(", "))));
        // Solo's trivial, basic and intermediate killers need no guessing;
        // today the solver also finishes every advanced, extreme and
        // unreasonable one without it (the floor: lower it only with a reason).
        for (const QString& grade : {QStringLiteral("t"), QStringLiteral("b"), QStringLiteral("i")})
            QCOMPARE(byGrade[grade].first, byGrade[grade].second);
        QVERIFY(withoutWhatIf >= 36);
    }

    void partialKillersWithGivensSolveSoundly()
    {
        // Hard classic puzzles with cages over about a third of their cells
        // (givens inside some, most cells in none), the sums taken from the
        // solution: a partial killer whose givens count as known digits in
        // the 45 rule and the cage combinations. Cages grow right and down
        // from cells picked by a seeded std::mt19937 (its output is fixed by
        // the standard, so every platform builds the same puzzles).
        std::mt19937 random(20240601);
        const auto puzzles = loadPuzzleLines(sharedDataPath(QStringLiteral("top1465.txt")), 24);
        QCOMPARE(puzzles.size(), size_t(24));
        int cageSteps = 0;
        for (const std::string& text : puzzles) {
            const Grid classic = parse(text);
            const std::vector<int> solution = solutionOf(classic);
            std::vector<int> owner(81, -1);
            std::vector<Cage> cages;
            for (int cell = 0; cell < 81; ++cell) {
                if (owner[size_t(cell)] >= 0 || random() % 3 != 0)
                    continue;
                Cage cage{{cell}, solution[size_t(cell)]};
                owner[size_t(cell)] = int(cages.size());
                const int size = 2 + int(random() % 2);
                for (int next = cell; int(cage.cells.size()) < size;) {
                    const int right = next % 9 < 8 ? next + 1 : -1;
                    const int down = next < 72 ? next + 9 : -1;
                    const int pick = (random() % 2 && right >= 0) ? right : down;
                    if (pick < 0 || owner[size_t(pick)] >= 0
                        || std::any_of(cage.cells.begin(), cage.cells.end(),
                                       [&](int c) { return solution[size_t(c)] == solution[size_t(pick)]; }))
                        break;
                    owner[size_t(pick)] = int(cages.size());
                    cage.cells.push_back(pick);
                    cage.sum += solution[size_t(pick)];
                    next = pick;
                }
                std::sort(cage.cells.begin(), cage.cells.end());
                cages.push_back(std::move(cage));
            }
            Grid puzzle(killer(9, cages));
            for (int cell = 0; cell < 81; ++cell) {
                puzzle.setValue(cell, classic.value(cell));
                puzzle.setGiven(cell, classic.isGiven(cell));
            }
            QCOMPARE(solutionOf(puzzle), solution);
            const SolvePath path = solvePath(puzzle);
            QVERIFY2(path.result == SolvePath::Result::Solved, text.c_str());
            for (const Step& step : path.steps) {
                const QString wrong = unsoundEffect(step, solution);
                QVERIFY2(wrong.isEmpty(), qPrintable(QString::fromStdString(text) + u' ' + wrong));
                cageSteps += info(step.technique).family == Family::Cages;
            }
        }
        qInfo("cage steps on 24 partial killers: %d", cageSteps);
        QVERIFY(cageSteps > 24);
    }

    void everyFinderIsSoundOnKillerStates()
    {
        // Mid-solve states of Solo's killers: every instance of every
        // finder (the classic ones too, which meet cage mates as peers) must
        // agree with the solution. What-if is left out: it is sound by
        // construction (its last pass asks the exact solver) and slow here.
        // Sanitized, a spread sixth of the states (115 of 569, every cage
        // technique still met): all of them took 69 s there, 300 s under load.
        LogicOptions unique;
        unique.uniquenessKnown = true;
        std::map<std::string, int> instances;
        int states = 0;
        for (const SoloKiller& k : soloKillers()) {
            const Grid puzzle = parse(k.id);
            const std::vector<int> solution = solutionOf(puzzle);
            const SolvePath path = solvePath(puzzle);
            Grid state = candidateState(puzzle);
            for (size_t i = 0; i < path.steps.size(); ++i) {
                if (i % (8 * kSanitizerThinning) == 3) {
                    ++states;
                    for (const TechniqueInfo& row : catalogue()) {
                        if (row.technique == Technique::WhatIf || !finderFor(row.technique))
                            continue;
                        const auto steps = findAll(state, row.technique, unique);
                        for (const Step& step : steps) {
                            const QString wrong = unsoundEffect(step, solution);
                            QVERIFY2(wrong.isEmpty(), qPrintable(QString::fromStdString(k.id) + u' ' + wrong));
                        }
                        instances[std::string(row.key)] += int(steps.size());
                    }
                }
                applyStep(state, path.steps[i]);
            }
        }
        QStringList summary;
        for (const auto& [key, n] : instances)
            if (n > 0)
                summary << QStringLiteral("%1 %2").arg(QString::fromStdString(key)).arg(n);
        qInfo("%d killer states; instances: %s", states, qPrintable(summary.join(QStringLiteral(", "))));
        for (Technique technique : kCageTechniques)
            QVERIFY2(instances[std::string(info(technique).key)] > 0, info(technique).key.data());
    }
};

QTEST_MAIN(TestLogicCages)
#include "tst_logic_cages.moc"
