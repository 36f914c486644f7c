// SPDX-License-Identifier: GPL-3.0-or-later
// The fast 9x9 path and the generic search, checked against the slow
// reference backtracker (and against each other) on public puzzle sets,
// published solution counts and generated grids of every size and variant.
#include "core/formats/puzzle_format.h"
#include "core/solver/classic9.h"
#include "core/solver/exact_solver.h"
#include "core/solver/random_grid.h"
#include "core/solver/reference_solver.h"
#include "tests/support/test_data.h"

#include <QtTest>

#include <algorithm>
#include <random>

using namespace pm;
using namespace pm::test;

namespace {

// Sanitized, this file overran ctest's 300 s: see kSanitizerThinning.
constexpr int kThinning = kSanitizerThinning;

int rounds(int full) { return std::max(1, full / kThinning); }

bool isValidSolution(const Grid& puzzle, const std::vector<std::uint8_t>& solution)
{
    if (int(solution.size()) != puzzle.cellCount())
        return false;
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

Grid parseOrFail(const std::string& text, const ParseOptions& options = {})
{
    auto parsed = parsePuzzle(text, options);
    if (!parsed)
        qFatal("cannot parse '%s': %s", text.c_str(), parsed.error().message.c_str());
    return parsed->grid;
}

solver::SolverOptions genericOnly()
{
    solver::SolverOptions options;
    options.allowFastPath = false;
    return options;
}

// A random puzzle: a full grid of the geometry (random unless given) with a
// share of cells blanked at random (not necessarily unique: counts are
// compared).
Grid randomPuzzle(const std::shared_ptr<const Geometry>& geometry, double keep, std::mt19937_64& rng,
                  std::vector<std::uint8_t> full = {})
{
    if (full.empty())
        full = solver::randomSolution(geometry, rng).value();
    Grid puzzle(geometry);
    std::uniform_real_distribution<double> coin(0, 1);
    for (int cell = 0; cell < puzzle.cellCount(); ++cell)
        if (coin(rng) < keep)
            puzzle.setValue(cell, full[cell]);
    return puzzle;
}

} // namespace

class TestSolverCrosscheck : public QObject {
    Q_OBJECT
private slots:
    void publicSets_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("referenceEvery"); // reference on every k-th puzzle (it is slow on the hardest)
        QTest::addColumn<int>("expectedSolutions"); // 1 unique, 2 "two or more"
        QTest::newRow("top1465") << "top1465.txt" << -1 << 4 << 1;
        QTest::newRow("royle17") << "royle17.txt" << 3000 << 60 << 1;
        QTest::newRow("forum_hardest_1106") << "forum_hardest_1106.txt" << -1 << 25 << 0;
        QTest::newRow("forum_hardest_11plus") << "forum_hardest_1905_11plus.txt" << 500 << 50 << 0;
        QTest::newRow("serg_benchmark") << "serg_benchmark.txt" << 2000 << 4 << 2;
    }
    void publicSets()
    {
        QFETCH(QString, file);
        QFETCH(int, count);
        QFETCH(int, referenceEvery);
        QFETCH(int, expectedSolutions);
        const auto lines = loadPuzzleLines(sharedDataPath(file), count);
        QVERIFY(lines.size() >= 300);
        int referenced = 0;
        for (size_t i = 0; i < lines.size(); i += kThinning) {
            const Grid grid = parseOrFail(lines[i]);
            const solver::SolveResult fast = solver::solve(grid);
            const solver::CountResult fastCount = solver::countSolutions(grid, 2);
            const solver::CountResult genericCount = solver::countSolutions(grid, 2, {}, genericOnly());
            QVERIFY2(fastCount.count == genericCount.count, lines[i].c_str());
            QVERIFY2(fast.outcome != solver::SolveOutcome::None, lines[i].c_str());
            QVERIFY2(isValidSolution(grid, fast.solution), lines[i].c_str());
            if (expectedSolutions == 1)
                QVERIFY2(fastCount.count == 1, lines[i].c_str());
            if (expectedSolutions == 2)
                QVERIFY2(fastCount.count == 2 && fast.outcome == solver::SolveOutcome::Multiple, lines[i].c_str());
            if (fast.outcome == solver::SolveOutcome::Multiple)
                QVERIFY2(isValidSolution(grid, fast.secondSolution) && fast.secondSolution != fast.solution,
                         lines[i].c_str());
            // The backtracker is the slow part (seconds a 17-clue puzzle under
            // ASan): sanitized, it checks a kThinning-th as many of those.
            if (i % (referenceEvery * kThinning * kThinning) == 0) {
                const solver::ReferenceCount reference = solver::referenceCount(grid, 2);
                QVERIFY2(reference.count == fastCount.count, lines[i].c_str());
                if (reference.count == 1)
                    QVERIFY2(reference.firstSolution == fast.solution, lines[i].c_str());
                ++referenced;
            }
        }
        QVERIFY(referenced > 0);
    }

    void edgeCases()
    {
        // Sudopedia's valid/invalid cases with verified solution counts.
        int checked = 0;
        for (const auto& row : loadTsv(sharedDataPath(QStringLiteral("edge_cases_9x9.tsv")))) {
            const std::string verified = row.at("solution_count_verified_here");
            if (verified.empty() || verified.find_first_not_of("0123456789") != std::string::npos)
                continue;
            ParseOptions options;
            options.rejectClashes = false;
            auto parsed = parsePuzzle(row.at("puzzle"), options);
            if (!parsed)
                continue; // malformed rows belong to the format tests
            const std::uint64_t expected = std::stoull(verified);
            const solver::CountResult fast = solver::countSolutions(parsed->grid, 20);
            const solver::CountResult generic = solver::countSolutions(parsed->grid, 20, {}, genericOnly());
            const std::uint64_t capped = std::min<std::uint64_t>(expected, 20);
            QVERIFY2(fast.count == capped, row.at("case").c_str());
            QVERIFY2(generic.count == capped, row.at("case").c_str());
            // The reference backtracker has no propagation: proving that a
            // sparse consistent grid has no solution takes it minutes, so it
            // checks the rows that have solutions.
            if (expected > 0)
                QVERIFY2(solver::referenceCount(parsed->grid, 20).count == capped, row.at("case").c_str());
            const std::string solution = row.at("solution_if_unique");
            if (expected == 1 && solution.size() == 81) {
                const solver::SolveResult solved = solver::solve(parsed->grid);
                std::string text;
                for (auto v : solved.solution)
                    text += char('0' + v);
                QCOMPARE(QString::fromStdString(text), QString::fromStdString(solution));
            }
            ++checked;
        }
        QVERIFY(checked >= 20);
    }

    void bigAndSmallGrids()
    {
        // 4x4, 6x6, 16x16 (unique, with solutions) and 25x25 (several) grids.
        int checked = 0;
        for (const auto& row : loadTsv(sharedDataPath(QStringLiteral("big_and_small_grids.tsv")))) {
            const std::string verified = row.at("solution_count_verified_here");
            const std::string symbols = row.at("symbols");
            ParseOptions options;
            // '0' cannot be a custom symbol (it is a blank elsewhere): 0-F grids
            // use the zero-based alphabet.
            options.alphabet = symbols.front() == '0' ? Alphabet::zeroBased(int(symbols.size()))
                                                      : Alphabet::custom(symbols).value();
            options.rejectClashes = false;
            auto parsed = parsePuzzle(row.at("puzzle"), options);
            QVERIFY2(parsed, row.at("label").c_str());
            const Grid& grid = parsed->grid;
            if (verified != "1" && verified != "0" && verified != ">=2")
                continue; // undetermined rows: nothing to compare, and no quick answer
            const solver::CountResult count = solver::countSolutions(grid, 2);
            if (verified == "1") {
                QVERIFY2(count.count == 1, row.at("label").c_str());
                const solver::SolveResult solved = solver::solve(grid);
                Grid solution(grid.geometryPtr());
                for (int cell = 0; cell < grid.cellCount(); ++cell)
                    solution.setValue(cell, solved.solution[cell]);
                QCOMPARE(QString::fromStdString(writeLine(solution, parsed->alphabet)),
                         QString::fromStdString(row.at("solution_if_unique")));
                if (grid.size() <= 6)
                    QCOMPARE(solver::referenceCount(grid, 2).count, 1u);
            } else if (verified == "0") {
                QCOMPARE(count.count, 0u);
            } else {
                QCOMPARE(count.count, 2u);
            }
            ++checked;
        }
        QVERIFY(checked >= 200);
    }

    void generatedGridsEveryGeometry_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("boxRows");
        QTest::addColumn<int>("boxCols");
        QTest::addColumn<int>("variants");
        QTest::addColumn<bool>("jigsaw");
        QTest::addColumn<double>("keep");
        QTest::newRow("4x4") << 4 << 2 << 2 << 0 << false << 0.2;
        QTest::newRow("6x6") << 6 << 2 << 3 << 0 << false << 0.3;
        QTest::newRow("8x8") << 8 << 2 << 4 << 0 << false << 0.4;
        QTest::newRow("9x9 X") << 9 << 3 << 3 << int(Variant::Diagonals) << false << 0.35;
        QTest::newRow("9x9 centre-dot") << 9 << 3 << 3 << int(Variant::CentreDot) << false << 0.35;
        QTest::newRow("9x9 windows") << 9 << 3 << 3 << int(Variant::Windows) << false << 0.35;
        QTest::newRow("9x9 all variants") << 9 << 3 << 3
                                          << int(Variant::Diagonals | Variant::CentreDot | Variant::Windows) << false
                                          << 0.3;
        QTest::newRow("9x9 jigsaw") << 9 << 0 << 0 << 0 << true << 0.4;
        QTest::newRow("12x12") << 12 << 3 << 4 << 0 << false << 0.55;
    }
    void generatedGridsEveryGeometry()
    {
        QFETCH(int, size);
        QFETCH(int, boxRows);
        QFETCH(int, boxCols);
        QFETCH(int, variants);
        QFETCH(bool, jigsaw);
        QFETCH(double, keep);
        GeometrySpec spec{size, boxRows, boxCols, {}, Variant(variants)};
        if (jigsaw) {
            // A 9x9 jigsaw map made from the boxes by trading cells that hold
            // the same digit in a known solution grid (kJigsawSolution), so that
            // it has solutions (not every region map does). Regions as letters,
            // one row per line. Its puzzles blank cells of that solution: random
            // grids of a map with few solutions take long to draw.
            const char* map = "AABBBBBCC"
                                 "AABBBCCCC"
                                 "ADAAABCCC"
                                 "DDAEEEFFF"
                                 "DDDEEEFFF"
                                 "DDDGEEFFI"
                                 "GGEHHHIII"
                                 "GGGHHHIFI"
                                 "GGGHHHIII";
            for (int i = 0; i < 81; ++i)
                spec.regions.push_back(map[i] - 'A');
        }
        auto geometry = Geometry::create(spec);
        QVERIFY2(geometry, geometry ? "" : geometry.error().message.c_str());
        std::vector<std::uint8_t> full;
        if (jigsaw)
            for (char c : std::string("417369825632158947958724316825437169791586432346912758289643571573291684164875293"))
                full.push_back(std::uint8_t(c - '0'));
        std::mt19937_64 rng(20261121 + size + variants);
        for (int round = 0; round < rounds(40); ++round) {
            const Grid puzzle = randomPuzzle(geometry.value(), keep, rng, full);
            const solver::CountResult generic = solver::countSolutions(puzzle, 3);
            const solver::ReferenceCount reference = solver::referenceCount(puzzle, 3);
            QCOMPARE(generic.count, reference.count);
            const solver::SolveResult solved = solver::solve(puzzle);
            QVERIFY(solved.outcome == solver::SolveOutcome::Unique || solved.outcome == solver::SolveOutcome::Multiple);
            QVERIFY(isValidSolution(puzzle, solved.solution));
        }
    }

    void manySolutionsCounted()
    {
        // Counting far past two runs long searches (lookahead, pairs, locked
        // candidates all at work deep in the tree): every solution must still
        // be found exactly once.
        std::vector<GeometrySpec> specs(4);
        specs[1].variants = Variant::Diagonals;
        specs[2].variants = Variant::Windows | Variant::CentreDot;
        specs[3] = GeometrySpec::forSize(6);
        std::mt19937_64 rng(424242);
        for (const GeometrySpec& spec : specs) {
            const auto geometry = Geometry::create(spec).value();
            for (int round = 0; round < rounds(12); ++round) {
                const Grid puzzle = randomPuzzle(geometry, spec.size == 6 ? 0.15 : 0.28, rng);
                const solver::CountResult generic = solver::countSolutions(puzzle, 300, {}, genericOnly());
                QCOMPARE(generic.count, solver::referenceCount(puzzle, 300).count);
            }
        }
    }

    // The generator's uniqueness check for a removed clue: the fast path's
    // count of the solutions in which one cell does not hold one digit, against
    // the reference backtracker (all solutions, less those with the digit
    // there). Puzzles from random grids with a share of the cells kept, from
    // many solutions down to one; the digit is the grid's (the generator's
    // case) or any other, and the cell empty or a given.
    void fastCountWithoutADigit()
    {
        std::mt19937_64 rng(23);
        std::uniform_int_distribution<int> cellOf(0, 80), digitOf(1, 9);
        int checked = 0, unique = 0;
        for (int round = 0; round < rounds(600); ++round) {
            const std::vector<std::uint8_t> full = solver::randomSolution(Geometry::classic(), rng).value();
            const Grid puzzle = randomPuzzle(Geometry::classic(), 0.38 + 0.004 * (round % 50), rng, full);
            const int cell = cellOf(rng);
            const int digit = round % 3 ? full[size_t(cell)] : digitOf(rng);
            constexpr std::uint64_t kAll = 200;
            const solver::ReferenceCount all = solver::referenceCount(puzzle, kAll);
            if (all.count >= kAll)
                continue; // too many to count exactly
            Grid with = puzzle;
            std::uint64_t there = 0;
            if (puzzle.value(cell) == 0) {
                with.setValue(cell, digit);
                there = with.conflicts().empty() ? solver::referenceCount(with, kAll).count : 0;
            } else {
                there = puzzle.value(cell) == digit ? all.count : 0;
            }
            const std::uint64_t expected = all.count - there;
            for (std::uint64_t limit : {1, 2, 1000}) {
                const auto fast = solver::classic9::countSolutionsWithout(puzzle.values().data(), cell, digit, limit);
                QCOMPARE(fast.count, std::min(limit, expected));
            }
            ++checked;
            unique += all.count == 1;
        }
        qInfo("%d puzzles counted, %d of them unique", checked, unique);
        QVERIFY(checked >= rounds(600) / 2);
        QVERIFY(unique > 0 && unique < checked);
    }

    // Sparse 9x9 puzzles (15-27 clues) leave propagation most cells open, which
    // sends the fast path's countSolutions into its triad pass and band
    // branching: counted far (many solutions, every one found once) against the
    // generic search; and countSolutionsWithout (cell branching only) on the
    // same wide-open grids.
    void sparsePuzzlesCountedFar()
    {
        std::mt19937_64 rng(2311);
        std::uniform_int_distribution<int> cellOf(0, 80), digitOf(1, 9);
        constexpr std::uint64_t kFar = 300;
        int several = 0;
        for (int round = 0; round < rounds(120); ++round) {
            const std::vector<std::uint8_t> full = solver::randomSolution(Geometry::classic(), rng).value();
            const Grid puzzle = randomPuzzle(Geometry::classic(), 0.18 + 0.0012 * (round % 120), rng, full);
            const std::uint64_t all = solver::countSolutions(puzzle, kFar, {}, genericOnly()).count;
            std::vector<std::uint8_t> first(81);
            const auto fast = solver::classic9::countSolutions(puzzle.values().data(), kFar, first.data());
            QCOMPARE(fast.count, all);
            QVERIFY(isValidSolution(puzzle, first));
            several += all > 1;
            const int cell = cellOf(rng);
            const int digit = round % 2 ? full[size_t(cell)] : digitOf(rng);
            if (puzzle.value(cell) != 0)
                continue;
            Grid with = puzzle;
            with.setValue(cell, digit);
            const std::uint64_t there =
                with.conflicts().empty() ? solver::countSolutions(with, kFar, {}, genericOnly()).count : 0;
            if (all >= kFar || there >= kFar)
                continue;
            QCOMPARE(solver::classic9::countSolutionsWithout(puzzle.values().data(), cell, digit, kFar).count, all - there);
        }
        QVERIFY(several > rounds(120) / 2);
    }

    // SolverOptions::preferred orders the branches after known values (the
    // generator passes the solution it carves from): the counts must not
    // change, whether the values are a solution of the puzzle, another grid,
    // or one with gaps; and with a solution preferred, it is found first.
    // The same counts without the lookahead (SolverOptions::lookahead), as
    // the generator searches big grids.
    void preferredValuesChangeOnlyTheOrder()
    {
        std::vector<GeometrySpec> specs(4);
        specs[0].variants = Variant::Diagonals;
        specs[1] = GeometrySpec::forSize(6);
        specs[2] = GeometrySpec::forSize(12);
        specs[3] = GeometrySpec::forSize(16);
        std::mt19937_64 rng(20261126);
        int checked = 0;
        for (const GeometrySpec& spec : specs) {
            const auto geometry = Geometry::create(spec).value();
            const double keep = spec.size == 16 ? 0.45 : spec.size == 12 ? 0.5 : 0.3;
            for (int round = 0; round < rounds(24); ++round) {
                const std::vector<std::uint8_t> full = solver::randomSolution(geometry, rng).value();
                const Grid puzzle = randomPuzzle(geometry, keep, rng, full);
                std::vector<std::uint8_t> other = solver::randomSolution(geometry, rng).value();
                for (size_t cell = 0; cell < other.size(); cell += 3)
                    other[cell] = 0;
                const std::uint64_t expected = spec.size <= 12 ? solver::referenceCount(puzzle, 3).count
                                                               : solver::countSolutions(puzzle, 3, {}, genericOnly()).count;
                const std::vector<std::uint8_t>* const orders[] = {&full, &other};
                for (const auto* preferred : orders) {
                    solver::SolverOptions options = genericOnly();
                    options.preferred = preferred;
                    QCOMPARE(solver::countSolutions(puzzle, 3, {}, options).count, expected);
                    options.lookahead = false; // as the generator's checks on big grids
                    QCOMPARE(solver::countSolutions(puzzle, 3, {}, options).count, expected);
                }
                // The generator's question: a solution with another digit in a cell.
                const int cell = int(rng() % full.size());
                Grid without = puzzle;
                without.setValue(cell, 0);
                for (int c = 0; c < without.cellCount(); ++c)
                    without.setCandidates(c, without.value(c) ? digitBit(without.value(c)) : allDigits(spec.size));
                without.setCandidates(cell, allDigits(spec.size) & ~digitBit(full[size_t(cell)]));
                solver::SolverOptions guided = genericOnly();
                guided.useCandidates = true;
                const std::uint64_t plain = solver::countSolutions(without, 2, {}, guided).count;
                guided.preferred = &full;
                QCOMPARE(solver::countSolutions(without, 2, {}, guided).count, plain);
                guided.lookahead = false;
                QCOMPARE(solver::countSolutions(without, 2, {}, guided).count, plain);
                // Every branch tries the preferred solution's value first.
                std::vector<std::uint8_t> first;
                solver::SolverOptions options = genericOnly();
                options.preferred = &full;
                solver::enumerateSolutions(puzzle, [&](const std::vector<std::uint8_t>& s) { first = s; return false; }, {},
                                   options);
                QVERIFY(first == full);
                ++checked;
            }
        }
        QCOMPARE(checked, 4 * rounds(24));
    }

    void uniqueLargePuzzles_data()
    {
        // tests/data/solver: unique puzzles made by Pencilmark's own generic
        // search (see the README there). Counting to two proves uniqueness on
        // the generic path; the bench command times the same files.
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("minimumCount");
        QTest::newRow("16x16") << "solver/unique_16x16.txt" << 16 << 50;
        QTest::newRow("25x25") << "solver/unique_25x25.txt" << 25 << 20;
    }
    void uniqueLargePuzzles()
    {
        QFETCH(QString, file);
        QFETCH(int, size);
        QFETCH(int, minimumCount);
        const auto lines = loadPuzzleLines(testDataPath(file));
        QVERIFY(int(lines.size()) >= minimumCount);
        for (size_t i = 0; i < lines.size(); i += kThinning) {
            const std::string& line = lines[i];
            const Grid grid = parseOrFail(line);
            QCOMPARE(grid.size(), size);
            const solver::CountResult count = solver::countSolutions(grid, 2, {}, genericOnly());
            QVERIFY2(count.count == 1, line.c_str());
            // The first solution only: solve() would repeat the whole count.
            std::vector<std::uint8_t> first;
            solver::enumerateSolutions(grid, [&](const std::vector<std::uint8_t>& s) { first = s; return false; }, {},
                               genericOnly());
            QVERIFY2(isValidSolution(grid, first), line.c_str());
        }
    }

    void largeGridsSolve_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<double>("keep");
        QTest::newRow("16x16") << 16 << 0.4;
        QTest::newRow("25x25") << 25 << 0.6;
        QTest::newRow("36x36") << 36 << 0.7;
        QTest::newRow("49x49") << 49 << 0.75;
    }
    void largeGridsSolve()
    {
        // Random full grids with cells blanked: the solver must find a valid
        // completion that keeps every clue. Randomly blanked grids near 42%
        // clues sit at the hardness peak of quasigroup completion (the search
        // time has a heavy tail there), so the larger grids keep more clues
        // and this asks for one completion, not a uniqueness proof.
        QFETCH(int, size);
        QFETCH(double, keep);
        auto geometry = Geometry::create(GeometrySpec::forSize(size)).value();
        std::mt19937_64 rng(size);
        for (int round = 0; round < rounds(3); ++round) {
            const Grid puzzle = randomPuzzle(geometry, keep, rng);
            std::vector<std::uint8_t> first;
            solver::enumerateSolutions(puzzle, [&](const std::vector<std::uint8_t>& s) { first = s; return false; });
            QVERIFY(isValidSolution(puzzle, first));
        }
    }
};

QTEST_GUILESS_MAIN(TestSolverCrosscheck)
#include "tst_solver_crosscheck.moc"
