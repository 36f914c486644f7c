// SPDX-License-Identifier: GPL-3.0-or-later
// The fast 9x9 solver's two builds (core/solver/classic9_variants.h): the baseline one, which every machine runs,
// and the x86-64-v3 one, which the public functions pick on a processor that has it, so that the other tests only
// ever see one of them. Both are checked here against the generic search, and against each other (same count,
// same first solution, same guesses), on public sets, wide-open random puzzles and broken givens.
#include "core/formats/puzzle_format.h"
#include "core/solver/classic9_variants.h"
#include "core/solver/exact_solver.h"
#include "core/solver/random_grid.h"
#include "tests/support/test_data.h"

#include <QtTest>

#include <random>
#include <vector>

using namespace pm;
using namespace pm::test;

namespace {

using CountFunction = solver::classic9::Result (*)(const std::uint8_t*, std::uint64_t, std::uint8_t*, std::stop_token);
using WithoutFunction = solver::classic9::Result (*)(const std::uint8_t*, int, int, std::uint64_t, std::stop_token);

struct Build {
    const char* name;
    CountFunction count;
    WithoutFunction without;
};

// The builds this machine can run.
std::vector<Build> builds()
{
    std::vector<Build> list = {{"baseline", solver::classic9::baseline::countSolutions,
                                solver::classic9::baseline::countSolutionsWithout}};
#if PM_CLASSIC9_HAS_X86V3
    if (solver::classic9::x86v3Usable())
        list.push_back({"x86v3", solver::classic9::x86v3::countSolutions, solver::classic9::x86v3::countSolutionsWithout});
#endif
    return list;
}

std::uint64_t genericCount(const Grid& grid, std::uint64_t limit)
{
    solver::SolverOptions options;
    options.allowFastPath = false;
    return solver::countSolutions(grid, limit, {}, options).count;
}

// Every build counts `cells` like the generic search (`expected`), and all agree on the first solution and the
// number of guesses.
void checkBuilds(const std::vector<std::uint8_t>& cells, std::uint64_t limit, std::uint64_t expected,
                 const std::string& what)
{
    std::vector<std::uint8_t> firstOfBaseline;
    std::uint64_t guessesOfBaseline = 0;
    for (const Build& build : builds()) {
        std::vector<std::uint8_t> first(81, 0);
        const solver::classic9::Result result = build.count(cells.data(), limit, first.data(), {});
        const std::string context = what + " (" + build.name + ")";
        QVERIFY2(result.count == expected, context.c_str());
        if (firstOfBaseline.empty()) {
            firstOfBaseline = first;
            guessesOfBaseline = result.guesses;
            continue;
        }
        QVERIFY2(first == firstOfBaseline, context.c_str());
        QVERIFY2(result.guesses == guessesOfBaseline, context.c_str());
    }
}

} // namespace

class TestSolverBuilds : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        std::string names;
        for (const Build& build : builds())
            names += std::string(names.empty() ? "" : ", ") + build.name;
        qInfo("builds checked: %s", names.c_str());
    }

    void publicSets_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("step"); // every step-th puzzle
        QTest::newRow("top1465") << "top1465.txt" << 7;
        QTest::newRow("royle17") << "royle17.txt" << 400;
        QTest::newRow("forum_hardest_1106") << "forum_hardest_1106.txt" << 15;
        QTest::newRow("forum_hardest_11plus") << "forum_hardest_1905_11plus.txt" << 400;
        QTest::newRow("serg_benchmark") << "serg_benchmark.txt" << 50;
    }
    void publicSets()
    {
        QFETCH(QString, file);
        QFETCH(int, step);
        const auto lines = loadPuzzleLines(sharedDataPath(file));
        QVERIFY(lines.size() >= 300);
        for (size_t i = 0; i < lines.size(); i += size_t(step) * kSanitizerThinning) {
            const Grid grid = parsePuzzle(lines[i]).value().grid;
            const std::vector<std::uint8_t> cells(grid.values().begin(), grid.values().end());
            checkBuilds(cells, 2, genericCount(grid, 2), lines[i]);
        }
    }

    // Random 9x9 puzzles from 17 to 60 givens, solutions counted far, and the count without a digit in a cell.
    void randomPuzzles()
    {
        std::mt19937_64 rng(1923);
        std::uniform_real_distribution<double> coin(0, 1);
        std::uniform_int_distribution<int> cellOf(0, 80), digitOf(1, 9);
        for (int round = 0; round < std::max(1, 300 / kSanitizerThinning); ++round) {
            const std::vector<std::uint8_t> full = solver::randomSolution(Geometry::classic(), rng).value();
            const double keep = 0.2 + 0.55 * (round % 50) / 50.0;
            Grid puzzle(Geometry::classic());
            for (int cell = 0; cell < 81; ++cell)
                if (coin(rng) < keep)
                    puzzle.setValue(cell, full[size_t(cell)]);
            const std::vector<std::uint8_t> cells(puzzle.values().begin(), puzzle.values().end());
            checkBuilds(cells, 100, genericCount(puzzle, 100), "round " + std::to_string(round));
            const int cell = cellOf(rng), digit = round % 2 ? full[size_t(cell)] : digitOf(rng);
            if (puzzle.value(cell) != 0)
                continue;
            Grid with = puzzle;
            with.setValue(cell, digit);
            const std::uint64_t all = genericCount(puzzle, 1000);
            const std::uint64_t there = with.conflicts().empty() ? genericCount(with, 1000) : 0;
            if (all >= 1000)
                continue;
            for (const Build& build : builds())
                QVERIFY2(build.without(cells.data(), cell, digit, 1000, {}).count == all - there, build.name);
        }
    }

    // Givens that clash (a digit twice in a row, column or box) have no solution; neither has a value above 9.
    void brokenGivens()
    {
        std::mt19937_64 rng(2330);
        std::uniform_int_distribution<int> cellOf(0, 80), digitOf(1, 9), junkOf(10, 255);
        int clashes = 0;
        for (int round = 0; round < 2000; ++round) {
            const std::vector<std::uint8_t> full = solver::randomSolution(Geometry::classic(), rng).value();
            Grid puzzle(Geometry::classic());
            for (int cell = 0; cell < 81; ++cell)
                if (cellOf(rng) < 30)
                    puzzle.setValue(cell, full[size_t(cell)]);
            std::vector<std::uint8_t> cells(puzzle.values().begin(), puzzle.values().end());
            const int cell = cellOf(rng);
            if (round % 4 == 0) {
                cells[size_t(cell)] = std::uint8_t(junkOf(rng));
                checkBuilds(cells, 2, 0, "value above 9 at " + std::to_string(cell));
                continue;
            }
            // Another digit in a cell: a clash, or a puzzle that may still have solutions.
            puzzle.setValue(cell, digitOf(rng));
            cells[size_t(cell)] = puzzle.value(cell);
            const bool clash = !puzzle.conflicts().empty();
            clashes += clash;
            checkBuilds(cells, 2, clash ? 0 : genericCount(puzzle, 2), "digit changed at " + std::to_string(cell));
        }
        QVERIFY(clashes > 500);
    }
};

QTEST_GUILESS_MAIN(TestSolverBuilds)
#include "tst_solver_builds.moc"
