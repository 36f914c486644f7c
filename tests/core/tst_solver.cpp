// SPDX-License-Identifier: GPL-3.0-or-later
// Behaviour of the exact solver API: outcomes, limits, enumeration,
// cancellation and every geometry. Large cross-checks against the reference
// solver live in tst_solver_crosscheck.
#include "core/formats/puzzle_format.h"
#include "core/solver/exact_solver.h"
#include "core/solver/generic_search.h"
#include "core/solver/random_grid.h"
#include "core/solver/reference_solver.h"

#include <QtTest>

#include <algorithm>
#include <chrono>
#include <random>
#include <set>
#include <thread>

using namespace pm;

namespace {

Grid parse(const char* text, std::shared_ptr<const Geometry> geometry = {})
{
    ParseOptions options;
    options.geometry = std::move(geometry);
    options.rejectClashes = false;
    auto parsed = parsePuzzle(text, options);
    if (!parsed)
        qFatal("cannot parse test puzzle: %s", parsed.error().message.c_str());
    return parsed->grid;
}

bool isValidSolution(const Grid& puzzle, const std::vector<std::uint8_t>& solution)
{
    Grid solved(puzzle.geometryPtr());
    for (int cell = 0; cell < solved.cellCount(); ++cell) {
        if (solution[cell] < 1 || solution[cell] > solved.size())
            return false;
        if (puzzle.value(cell) != 0 && puzzle.value(cell) != solution[cell])
            return false;
        solved.setValue(cell, solution[cell]);
    }
    return solved.conflicts().empty();
}

std::shared_ptr<const Geometry> geometryOf(GeometrySpec spec)
{
    return Geometry::create(spec).value();
}

// Random full grid of the geometry with a share of cells kept as clues.
Grid randomPuzzle(const std::shared_ptr<const Geometry>& geometry, double keep, std::mt19937_64& rng)
{
    const auto full = solver::randomSolution(geometry, rng).value();
    Grid puzzle(geometry);
    std::uniform_real_distribution<double> coin(0, 1);
    for (int cell = 0; cell < puzzle.cellCount(); ++cell)
        if (coin(rng) < keep)
            puzzle.setValue(cell, full[cell]);
    return puzzle;
}

const char* const kUnique = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const char* const kUniqueSolution =
    "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

} // namespace

class TestSolver : public QObject {
    Q_OBJECT
private slots:
    void uniqueBothPaths_data()
    {
        QTest::addColumn<bool>("fastPath");
        QTest::newRow("fast 9x9") << true;
        QTest::newRow("generic") << false;
    }
    void uniqueBothPaths()
    {
        QFETCH(bool, fastPath);
        solver::SolverOptions options;
        options.allowFastPath = fastPath;
        const Grid grid = parse(kUnique);
        const solver::SolveResult result = solver::solve(grid, {}, options);
        QCOMPARE(result.outcome, solver::SolveOutcome::Unique);
        std::string text;
        for (auto v : result.solution)
            text += char('0' + v);
        QCOMPARE(QString::fromStdString(text), QString::fromLatin1(kUniqueSolution));
        QCOMPARE(solver::countSolutions(grid, 2, {}, options).count, 1u);
        QVERIFY(!solver::countSolutions(grid, 2, {}, options).limitReached);
    }

    void multipleGivesTwoDifferentSolutions()
    {
        // Remove clues from a unique puzzle until it has several solutions.
        const Grid grid = parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1........");
        const solver::SolveResult result = solver::solve(grid);
        QCOMPARE(result.outcome, solver::SolveOutcome::Multiple);
        QVERIFY(isValidSolution(grid, result.solution));
        QVERIFY(isValidSolution(grid, result.secondSolution));
        QVERIFY(result.solution != result.secondSolution);
        const solver::CountResult two = solver::countSolutions(grid, 2);
        QCOMPARE(two.count, 2u);
        QVERIFY(two.limitReached);
    }

    void noSolution_data()
    {
        QTest::addColumn<QString>("puzzle");
        // Clashing clues: two 1s in row 1.
        QTest::newRow("clash") << QStringLiteral("11...............................................................................");
        // Consistent clues, but r1c9 has no candidate left (1-8 in its row, 9 in its column).
        QTest::newRow("dead cell")
            << QStringLiteral("12345678.............................................9...........................");
        // Row 1 needs a 9 but every free cell of it sees a 9.
        QTest::newRow("dead house")
            << QStringLiteral("1234567...........................9...........................9..................");
    }
    void noSolution()
    {
        QFETCH(QString, puzzle);
        const Grid grid = parse(puzzle.toLatin1().constData());
        for (bool fast : {true, false}) {
            solver::SolverOptions options;
            options.allowFastPath = fast;
            QCOMPARE(solver::solve(grid, {}, options).outcome, solver::SolveOutcome::None);
            QCOMPARE(solver::countSolutions(grid, 5, {}, options).count, 0u);
        }
        QCOMPARE(solver::referenceCount(grid, 5).count, 0u);
    }

    void limitZeroAndCounting()
    {
        const Grid grid = parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1........");
        QCOMPARE(solver::countSolutions(grid, 0).count, 0u);
        // All solutions, by three routes that must agree.
        const std::uint64_t total = solver::countSolutions(grid, 100000).count;
        QVERIFY(total >= 2 && total < 100000);
        solver::SolverOptions generic;
        generic.allowFastPath = false;
        QCOMPARE(solver::countSolutions(grid, 100000, {}, generic).count, total);
        std::uint64_t enumerated = 0;
        std::set<std::vector<std::uint8_t>> distinct;
        QCOMPARE(solver::enumerateSolutions(grid, [&](const std::vector<std::uint8_t>& s) {
                     ++enumerated;
                     distinct.insert(s);
                     return isValidSolution(grid, s);
                 }),
                 solver::EnumerateOutcome::Finished);
        QCOMPARE(enumerated, total);
        QCOMPARE(std::uint64_t(distinct.size()), total);
    }

    void enumerateStopsWhenAsked()
    {
        Grid empty;
        int seen = 0;
        QCOMPARE(solver::enumerateSolutions(empty, [&](const std::vector<std::uint8_t>&) { return ++seen < 3; }),
                 solver::EnumerateOutcome::Stopped);
        QCOMPARE(seen, 3);
    }

    void allFourByFourGrids()
    {
        // There are exactly 288 4x4 Sudoku grids.
        Grid empty(geometryOf(GeometrySpec::forSize(4)));
        QCOMPARE(solver::countSolutions(empty, 1000).count, 288u);
        QCOMPARE(solver::referenceCount(empty, 1000).count, 288u);
    }

    void cancellation_data()
    {
        QTest::addColumn<bool>("fastPath");
        QTest::newRow("fast 9x9") << true;
        QTest::newRow("generic") << false;
    }
    void cancellation()
    {
        // Counting all 9x9 grids would take years: only the token ends it.
        QFETCH(bool, fastPath);
        solver::SolverOptions options;
        options.allowFastPath = fastPath;
        std::stop_source source;
        std::thread canceller([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            source.request_stop();
        });
        const auto start = std::chrono::steady_clock::now();
        const solver::CountResult result = solver::countSolutions(Grid(), ~std::uint64_t(0), source.get_token(), options);
        const auto elapsed = std::chrono::steady_clock::now() - start;
        canceller.join();
        QVERIFY(result.cancelled);
        QVERIFY(result.count > 0);
        // Generous bound: the point is that it stopped at all, not how fast.
        QVERIFY(elapsed < std::chrono::seconds(10));
        QCOMPARE(solver::solve(Grid(), source.get_token(), options).outcome, solver::SolveOutcome::Cancelled);
    }

    void nodeBudget()
    {
        // A spent budget ends the search the same way every time; a budget
        // the search does not need changes nothing.
        solver::SolverOptions options;
        options.allowFastPath = false;
        options.nodeBudget = 5000;
        const Grid empty(geometryOf(GeometrySpec::forSize(16)));
        const solver::CountResult first = solver::countSolutions(empty, ~std::uint64_t(0), {}, options);
        QVERIFY(first.outOfBudget);
        QVERIFY(!first.cancelled && !first.limitReached);
        QVERIFY(first.count > 0);
        QCOMPARE(solver::countSolutions(empty, ~std::uint64_t(0), {}, options).count, first.count);
        QCOMPARE(solver::enumerateSolutions(empty, [](const std::vector<std::uint8_t>&) { return true; }, {}, options),
                 solver::EnumerateOutcome::Cancelled);
        const solver::CountResult unique = solver::countSolutions(parse(kUnique), 2, {}, options);
        QCOMPARE(unique.count, 1u);
        QVERIFY(!unique.outOfBudget);
        QCOMPARE(solver::solve(parse(kUnique), {}, options).outcome, solver::SolveOutcome::Unique);
    }

    void variantsAreRespected()
    {
        // Any solution of an empty X-Sudoku has distinct digits on both diagonals.
        GeometrySpec spec;
        spec.variants = Variant::Diagonals | Variant::CentreDot | Variant::Windows;
        const Grid empty(geometryOf(spec));
        const solver::SolveResult result = solver::solve(empty);
        QCOMPARE(result.outcome, solver::SolveOutcome::Multiple);
        QVERIFY(isValidSolution(empty, result.solution));
        std::set<int> diagonal, centres;
        for (int i = 0; i < 9; ++i)
            diagonal.insert(result.solution[i * 9 + i]);
        for (int br = 0; br < 9; br += 3)
            for (int bc = 0; bc < 9; bc += 3)
                centres.insert(result.solution[(br + 1) * 9 + bc + 1]);
        QCOMPARE(int(diagonal.size()), 9);
        QCOMPARE(int(centres.size()), 9);
    }

    void candidatesCanBeUsed()
    {
        // A pencil-mark puzzle: the empty grid with r1c1 restricted to {7}.
        Grid grid;
        grid.setCandidates(0, digitBit(7));
        solver::SolverOptions options;
        options.useCandidates = true;
        const solver::SolveResult result = solver::solve(grid, {}, options);
        QCOMPARE(result.outcome, solver::SolveOutcome::Multiple);
        QCOMPARE(int(result.solution[0]), 7);
        // Without the option the marks are ignored.
        grid.setCandidates(0, 0);
        QCOMPARE(solver::solve(grid, {}, options).outcome, solver::SolveOutcome::None);
        QCOMPARE(solver::solve(grid).outcome, solver::SolveOutcome::Multiple);
    }

    void tablesAreSharedPerSpec()
    {
        // Two geometries built separately from one spec share one set of
        // search tables; another spec gets its own.
        GeometrySpec spec;
        spec.variants = Variant::Windows;
        const auto first = geometryOf(spec);
        const auto second = geometryOf(spec);
        QVERIFY(first != second);
        QCOMPARE(solver::GenericSearch::tablesFor(*first), solver::GenericSearch::tablesFor(*second));
        QVERIFY(solver::GenericSearch::tablesFor(*first) != solver::GenericSearch::tablesFor(*Geometry::classic()));
        QCOMPARE(solver::GenericSearch::tablesFor(*first)->spec, spec);
    }

    void threadsGetTheSameAnswers()
    {
        // The generator and rater count on several threads at once, over
        // several geometries, through the shared tables and each thread's
        // kept search: every thread must see what one thread alone sees.
        std::vector<std::shared_ptr<const Geometry>> geometries;
        for (Variant variant : {Variant::Diagonals, Variant::Windows, Variant::CentreDot | Variant::Diagonals}) {
            GeometrySpec spec;
            spec.variants = variant;
            geometries.push_back(geometryOf(spec));
        }
        geometries.push_back(geometryOf(GeometrySpec::forSize(16)));
        geometries.push_back(geometryOf(GeometrySpec::forSize(6)));
        std::mt19937_64 rng(7);
        std::vector<Grid> puzzles;
        for (int round = 0; round < 8; ++round)
            for (const auto& geometry : geometries)
                puzzles.push_back(randomPuzzle(geometry, geometry->size() == 16 ? 0.5 : 0.35, rng));
        solver::SolverOptions generic;
        generic.allowFastPath = false;
        struct Answer {
            std::uint64_t count;
            std::vector<std::uint8_t> solution;
            bool operator==(const Answer&) const = default;
        };
        const auto answer = [&](const Grid& puzzle) {
            return Answer{solver::countSolutions(puzzle, 3, {}, generic).count, solver::solve(puzzle, {}, generic).solution};
        };
        std::vector<Answer> expected;
        for (const Grid& puzzle : puzzles) {
            expected.push_back(answer(puzzle));
            QCOMPARE(expected.back().count, solver::referenceCount(puzzle, 3).count);
        }
        constexpr int kThreads = 4;
        std::vector<int> mismatches(kThreads, 0);
        std::vector<std::thread> threads;
        for (int t = 0; t < kThreads; ++t)
            threads.emplace_back([&, t] {
                // Each thread its own order, so geometries alternate differently.
                std::vector<size_t> order(puzzles.size());
                for (size_t i = 0; i < order.size(); ++i)
                    order[i] = i;
                std::shuffle(order.begin(), order.end(), std::mt19937_64(t));
                for (int pass = 0; pass < 3; ++pass)
                    for (size_t i : order)
                        mismatches[t] += !(answer(puzzles[i]) == expected[i]);
            });
        for (auto& thread : threads)
            thread.join();
        for (int t = 0; t < kThreads; ++t)
            QCOMPARE(mismatches[t], 0);
    }

    void nestedCallFromVisitor()
    {
        // A visitor that runs the solver itself (same thread, same geometry)
        // must not disturb the search that called it.
        solver::SolverOptions generic;
        generic.allowFastPath = false;
        const Grid outer = parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1........");
        const Grid inner = parse(kUnique);
        const std::uint64_t total = solver::countSolutions(outer, 100000, {}, generic).count;
        std::uint64_t visited = 0;
        bool innerRight = true;
        QCOMPARE(solver::enumerateSolutions(outer, [&](const std::vector<std::uint8_t>& s) {
                     ++visited;
                     innerRight = innerRight && solver::countSolutions(inner, 2, {}, generic).count == 1;
                     return isValidSolution(outer, s);
                 }, {}, generic),
                 solver::EnumerateOutcome::Finished);
        QCOMPARE(visited, total);
        QVERIFY(innerRight);
    }

    void candidatesCutSolutions()
    {
        // Pencil marks removed from a puzzle with many solutions leave exactly
        // the solutions that avoid them (the search starts from candidates).
        GeometrySpec spec;
        spec.variants = Variant::Diagonals;
        const auto geometry = geometryOf(spec);
        std::mt19937_64 rng(11);
        solver::SolverOptions marks;
        marks.useCandidates = true;
        for (int round = 0; round < 10; ++round) {
            Grid puzzle = randomPuzzle(geometry, 0.3, rng);
            std::vector<std::vector<std::uint8_t>> all;
            solver::enumerateSolutions(puzzle, [&](const std::vector<std::uint8_t>& s) {
                all.push_back(s);
                return all.size() < 5000;
            });
            QVERIFY(!all.empty() && all.size() < 5000);
            puzzle.fillCandidatesFromValues();
            for (int removed = 0; removed < 6; ++removed) {
                const int cell = std::uniform_int_distribution<int>(0, 80)(rng);
                const int digit = std::uniform_int_distribution<int>(1, 9)(rng);
                if (puzzle.isEmpty(cell))
                    puzzle.setCandidates(cell, puzzle.candidates(cell) & ~digitBit(digit));
            }
            const auto kept = std::count_if(all.begin(), all.end(), [&](const std::vector<std::uint8_t>& s) {
                for (int cell = 0; cell < 81; ++cell)
                    if (!(puzzle.candidates(cell) & digitBit(s[cell])))
                        return false;
                return true;
            });
            QCOMPARE(solver::countSolutions(puzzle, 100000, {}, marks).count, std::uint64_t(kept));
        }
    }

    void randomSolutionGridsDiffer()
    {
        // The generator's first step: seeded random complete grids.
        std::set<std::vector<std::uint8_t>> grids;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            std::mt19937_64 rng(seed);
            solver::GenericSearch search(Grid().geometry());
            search.setShuffle(&rng);
            std::vector<std::uint8_t> found;
            search.run(Grid(), false, [&](const std::vector<std::uint8_t>& s) { found = s; return false; }, {});
            QVERIFY(isValidSolution(Grid(), found));
            grids.insert(found);
        }
        QCOMPARE(int(grids.size()), 20);
    }

    void boundedDrawsKeepTheirBound()
    {
        // A classic grid turns up within a small budget; the same rng state
        // gives the same grid.
        std::mt19937_64 first(7), second(7);
        const solver::GridDraw classic = solver::drawRandomSolution(Geometry::classic(), first, 10000);
        QCOMPARE(int(classic.outcome), int(solver::GridDraw::Outcome::Found));
        QVERIFY(isValidSolution(Grid(), classic.values));
        QCOMPARE(solver::drawRandomSolution(Geometry::classic(), second, 10000).values, classic.values);

        // A shape with no grid that the search proves empty at once: 6x6
        // with both diagonals and windows.
        GeometrySpec none = GeometrySpec::forSize(6);
        none.variants = Variant::Diagonals | Variant::Windows;
        std::mt19937_64 rng(1);
        QCOMPARE(int(solver::drawRandomSolution(Geometry::create(none).value(), rng, 0).outcome),
                 int(solver::GridDraw::Outcome::NoGrid));

        // A random jigsaw map (one the old generator drew) whose grid, if it
        // has one, no search found in two million nodes: bounded, the draw
        // stops at its budget, the same way every time.
        const std::string labels = "aaaaabbbcaaabbbcccabbbcccffdeeeeeccfdddeeeiifdhdhheiffdhdhggiifdhhhhgiifggggggiif";
        GeometrySpec jigsaw;
        jigsaw.size = 9;
        for (char label : labels)
            jigsaw.regions.push_back(label - 'a');
        const auto stubborn = Geometry::create(jigsaw).value();
        for (int round = 0; round < 2; ++round) {
            std::mt19937_64 again(3);
            QCOMPARE(int(solver::drawRandomSolution(stubborn, again, 20000).outcome), int(solver::GridDraw::Outcome::OutOfBudget));
        }
    }

    void nearlyEmptyLargeGridsFinish_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("clues");
        QTest::newRow("36x36 empty") << 36 << 0;
        QTest::newRow("49x49 empty") << 49 << 0;
        QTest::newRow("64x64 empty") << 64 << 0;
        QTest::newRow("36x36 one clue") << 36 << 1;
    }
    void nearlyEmptyLargeGridsFinish()
    {
        // The deterministic search alone ran for minutes on an empty 36x36
        // grid (heavy-tailed); the restarts must still give an exact answer
        // with two genuine, different solutions as proof.
        QFETCH(int, size);
        QFETCH(int, clues);
        Grid grid(geometryOf(GeometrySpec::forSize(size)));
        if (clues)
            grid.setValue(size * size / 2, 1);
        const solver::SolveResult result = solver::solve(grid);
        QCOMPARE(result.outcome, solver::SolveOutcome::Multiple);
        QVERIFY(isValidSolution(grid, result.solution));
        QVERIFY(isValidSolution(grid, result.secondSolution));
        QVERIFY(result.solution != result.secondSolution);
        const solver::CountResult counted = solver::countSolutions(grid, 2);
        QCOMPARE(counted.count, 2u);
        QVERIFY(counted.limitReached);
        // The same grid gives the same answer every time.
        QCOMPARE(solver::solve(grid).solution, result.solution);
    }

    void restartsKeepUnsolvableExact()
    {
        // A large, nearly empty grid without a solution (row 1's last cell
        // must be 36, which its column already holds) is still "none".
        const int size = 36;
        Grid grid(geometryOf(GeometrySpec::forSize(size)));
        for (int c = 0; c < size - 1; ++c)
            grid.setValue(c, c + 1); // row 1 holds 1..35; its last cell must be 36
        grid.setValue((size - 1) * size + size - 1, size); // but column 36 already has 36
        QCOMPARE(solver::solve(grid).outcome, solver::SolveOutcome::None);
        QCOMPARE(solver::countSolutions(grid, 2).count, 0u);
    }
};

QTEST_GUILESS_MAIN(TestSolver)
#include "tst_solver.moc"
