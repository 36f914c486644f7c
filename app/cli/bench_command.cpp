// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/bench_command.h"

#include "app/cli/output.h"
#include "app/cli/puzzle_input.h"

#include "core/logic/logic_solver.h"
#include "core/solver/classic9.h"
#include "core/solver/exact_solver.h"
#include "core/solver/random_grid.h"
#include "core/solver/reference_solver.h"
#include "core/utf8.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <iostream>
#include <random>

namespace pm::cli {

namespace {

const char* const kSolveBenchHelp =
    "Usage: pencilmark-cli bench solve [--passes P] [--limit L] [--generic G] [--reference N] [options] FILE\n"
    "Times the exact solvers on every puzzle of FILE, one thread, and prints\n"
    "puzzles per second (median of P passes, default 5) and the median time per\n"
    "puzzle, for: the classic 9x9 fast path (9x9 files), the generic search (on the\n"
    "first G puzzles, default all; 0 skips it), and the reference backtracker (on the\n"
    "first N puzzles, default 200; 0 skips it).\n"
    "The generic search row is the exact solver with the fast path turned off.\n"
    "Each solve counts up to L solutions (default 2: solve and prove uniqueness).\n"
    "A pass reads the clock once (as tdoku's harness does); the median time per\n"
    "puzzle comes from one more pass, first, that times each puzzle. For the fast path\n"
    "the last column gives its guesses per puzzle (branches tried beyond the first).\n";

const char* const kExplainBenchHelp =
    "Usage: pencilmark-cli bench explain [--count N] [options] FILE\n"
    "Runs the explaining solver's full path on the first N puzzles of FILE\n"
    "(default all), one thread, and prints the median and mean time per path,\n"
    "the share solved without what-if (and without forcing chains or what-if),\n"
    "and how often each technique was used.\n";

const char* const kGridBenchHelp =
    "Usage: pencilmark-cli bench grid [--count N] [--seed S] [options]\n"
    "Draws N random complete grids (default 20) of the shape given by the\n"
    "options (default 9x9), seeds S, S+1, ... (default 1), one thread, and\n"
    "prints the median, mean and largest time per grid: the generator's first\n"
    "step.\n";

using Clock = std::chrono::steady_clock;

struct Figures {
    double puzzlesPerSecond = 0;
    double medianMillis = 0;
    double maxMillis = 0;
    std::size_t slowest = 0; // the puzzle that took maxMillis, 0-based
    std::uint64_t solutionsSeen = 0;
    double guessesPerPuzzle = -1; // fast path only
};

// Runs `count` on every puzzle (by index), `passes` times, reading the clock once
// per pass: at a few microseconds a puzzle, two clock reads per puzzle would
// cost several percent. Reports the median pass rate, and the median
// single-puzzle time from one more pass that times each puzzle.
Figures measure(std::size_t puzzles, int passes, const std::function<std::uint64_t(std::size_t)>& count)
{
    Figures figures;
    // The pass that times each puzzle runs first and warms caches and branch
    // predictors for the timed passes.
    std::vector<double> perPuzzle;
    perPuzzle.reserve(puzzles);
    for (std::size_t i = 0; i < puzzles; ++i) {
        const auto t0 = Clock::now();
        count(i);
        perPuzzle.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
        if (perPuzzle.back() > figures.maxMillis) {
            figures.maxMillis = perPuzzle.back();
            figures.slowest = i;
        }
    }
    std::vector<double> rates;
    for (int pass = 0; pass < passes; ++pass) {
        std::uint64_t seen = 0;
        const auto start = Clock::now();
        for (std::size_t i = 0; i < puzzles; ++i)
            seen += count(i);
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        rates.push_back(double(puzzles) / std::max(seconds, 1e-9));
        figures.solutionsSeen = seen;
    }
    std::nth_element(rates.begin(), rates.begin() + rates.size() / 2, rates.end());
    std::nth_element(perPuzzle.begin(), perPuzzle.begin() + perPuzzle.size() / 2, perPuzzle.end());
    figures.puzzlesPerSecond = rates[rates.size() / 2];
    figures.medianMillis = perPuzzle[perPuzzle.size() / 2];
    return figures;
}

// The fast path timed on the cells as classic9 reads them (81 bytes a puzzle,
// one block), so that a pass measures the solver alone, as peers' harnesses do.
Figures measureFast(const std::vector<Grid>& grids, int passes, std::uint64_t limit)
{
    std::vector<std::uint8_t> cells;
    cells.reserve(grids.size() * 81);
    for (const Grid& grid : grids)
        cells.insert(cells.end(), grid.values().begin(), grid.values().end());
    std::uint64_t guesses = 0;
    Figures figures = measure(grids.size(), passes, [&](std::size_t i) {
        const solver::classic9::Result result = solver::classic9::countSolutions(cells.data() + 81 * i, limit);
        guesses += result.guesses;
        return result.count;
    });
    // Every pass and the timing pass make the same guesses.
    figures.guessesPerPuzzle = double(guesses) / double(grids.size()) / double(passes + 1);
    return figures;
}

void printRow(const char* solver, size_t puzzles, std::uint64_t limit, const Figures& f)
{
    std::printf("%-10s %8zu %6llu %14.0f %14.4f %12llu", solver, puzzles, (unsigned long long)limit,
                f.puzzlesPerSecond, f.medianMillis, (unsigned long long)f.solutionsSeen);
    if (f.guessesPerPuzzle >= 0)
        std::printf(" %10.2f", f.guessesPerPuzzle);
    std::printf("\n");
}

int runExplainBench(const std::vector<Grid>& grids, const std::string& path)
{
    std::vector<double> millis;
    std::vector<std::size_t> uses(logic::catalogue().size(), 0);
    std::size_t solved = 0, withoutWhatIf = 0, withoutForcing = 0, steps = 0;
    for (const Grid& grid : grids) {
        const auto t0 = Clock::now();
        const logic::SolvePath result = logic::solvePath(grid);
        millis.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
        bool whatIf = false, forcing = false;
        for (const logic::Step& step : result.steps) {
            ++uses[std::size_t(step.technique)];
            const logic::Family family = logic::info(step.technique).family;
            whatIf |= family == logic::Family::Guessing;
            forcing |= family == logic::Family::Forcing || family == logic::Family::Guessing;
        }
        steps += result.steps.size();
        if (result.result == logic::SolvePath::Result::Solved) {
            ++solved;
            withoutWhatIf += !whatIf;
            withoutForcing += !forcing;
        }
    }
    std::vector<double> sorted = millis;
    std::sort(sorted.begin(), sorted.end());
    double total = 0;
    for (double m : millis)
        total += m;
    const double n = double(grids.size());
    std::printf("file: %s (%zu puzzles)\n", path.c_str(), grids.size());
    std::printf("full path: median %.3f ms, mean %.3f ms, 90th percentile %.3f ms, max %.1f ms, %.1f puzzles/s\n",
                sorted[sorted.size() / 2], total / n, sorted[std::size_t(sorted.size() * 0.9)], sorted.back(),
                n / (total / 1000.0));
    std::printf("solved %.1f%%, without what-if %.1f%%, without forcing chains or what-if %.1f%%, %.1f steps per puzzle\n",
                100.0 * solved / n, 100.0 * withoutWhatIf / n, 100.0 * withoutForcing / n, steps / n);
    std::printf("%-26s %10s\n", "technique", "uses");
    for (const logic::TechniqueInfo& row : logic::catalogue())
        if (uses[std::size_t(row.technique)] > 0)
            std::printf("%-26s %10zu\n", std::string(row.key).c_str(), uses[std::size_t(row.technique)]);
    return kExitOk;
}

int runGridBench(const std::shared_ptr<const Geometry>& geometry, std::size_t count, std::uint64_t seed)
{
    std::vector<double> millis;
    for (std::size_t i = 0; i < count; ++i) {
        std::mt19937_64 rng(seed + i);
        const auto t0 = Clock::now();
        const auto grid = solver::randomSolution(geometry, rng);
        millis.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
        if (!grid) {
            std::cerr << "pencilmark-cli: " << geometry->describe() << " has no complete grid\n";
            return kExitInvalidInput;
        }
    }
    std::vector<double> sorted = millis;
    std::sort(sorted.begin(), sorted.end());
    double total = 0;
    for (double m : millis)
        total += m;
    std::printf("random grids: %s, %zu grids, median %.3f ms, mean %.3f ms, max %.3f ms\n",
                geometry->describe().c_str(), count, sorted[sorted.size() / 2], total / double(count), sorted.back());
    return kExitOk;
}

// The puzzles of a benchmark's FILE (at most maxPuzzles), read with its
// shape options. Returns an exit status when the benchmark cannot run.
std::optional<int> readBenchPuzzles(const Arguments& arguments, std::size_t maxPuzzles, std::vector<Grid>& grids,
                                    std::size_t& invalid)
{
    PuzzleInput input;
    if (auto stop = readPuzzleInput(arguments, input))
        return *stop;
    if (input.path.empty()) {
        reportError("bench needs a FILE");
        return kExitUsage;
    }
    const bool opened = forEachEntry(input, [&](PuzzleFileEntry&& entry) {
        if (entry.puzzle)
            grids.push_back(entry.puzzle->grid);
        else
            ++invalid;
        return grids.size() < maxPuzzles;
    });
    if (!opened)
        return kExitUsage;
    if (grids.empty()) {
        reportError("no puzzle could be read from '" + excerptForMessage(input.path, kPathExcerptCharacters) + "'");
        return kExitInvalidInput;
    }
    return std::nullopt;
}

int runGrid(const Arguments& arguments)
{
    PuzzleInput input;
    if (auto stop = readPuzzleInput(arguments, input))
        return *stop;
    return runGridBench(input.parse.geometry ? input.parse.geometry : Geometry::classic(),
                        std::size_t(arguments.number("--count").value_or(20)), arguments.number("--seed").value_or(1));
}

int runExplain(const Arguments& arguments)
{
    std::vector<Grid> grids;
    std::size_t invalid = 0;
    if (auto stop = readBenchPuzzles(arguments, std::size_t(arguments.number("--count").value_or(SIZE_MAX)), grids,
                                     invalid))
        return *stop;
    return runExplainBench(grids, arguments.operands().front());
}

int runSolve(const Arguments& arguments)
{
    // tools/compare_peers.sh asks for as many passes as fill its seconds; on
    // a small file that is more than the median needs.
    const int passes = int(std::min<std::uint64_t>(arguments.number("--passes").value_or(5), 1000));
    const std::uint64_t limit = arguments.number("--limit").value_or(2);
    const std::size_t referenceLimit = std::size_t(arguments.number("--reference").value_or(200));
    const std::size_t genericLimit = std::size_t(arguments.number("--generic").value_or(SIZE_MAX));
    std::vector<Grid> grids;
    std::size_t invalid = 0;
    if (auto stop = readBenchPuzzles(arguments, SIZE_MAX, grids, invalid))
        return *stop;
    const std::string& path = arguments.operands().front();
    std::printf("file: %s (%zu puzzles, %s%s)\n", path.c_str(), grids.size(), grids[0].geometry().describe().c_str(),
                invalid ? ", some lines unreadable" : "");
    std::printf("%-10s %8s %6s %14s %14s %12s %10s\n", "solver", "puzzles", "limit", "puzzles/s", "median ms",
                "solutions", "guesses");
    // The fast path knows no variant constraint: a file with any is timed
    // on the generic search only.
    if (std::all_of(grids.begin(), grids.end(), [](const Grid& grid) { return grid.geometry().isClassic9(); }))
        printRow("fast9", grids.size(), limit, measureFast(grids, passes, limit));
    // The generic search takes ten times the fast path's time and more: a
    // comparison of the fast path alone (tools/compare_peers.sh) skips it.
    if (genericLimit > 0) {
        const std::size_t subset = std::min(genericLimit, grids.size());
        solver::SolverOptions generic;
        generic.allowFastPath = false;
        const Figures slow = measure(subset, passes, [&](std::size_t i) {
            return solver::countSolutions(grids[i], limit, {}, generic).count;
        });
        printRow("generic", subset, limit, slow);
        std::printf("generic slowest: %.1f ms (puzzle %zu of the file)\n", slow.maxMillis, slow.slowest + 1);
    }
    if (referenceLimit > 0) {
        const std::size_t subset = std::min(referenceLimit, grids.size());
        const Figures reference = measure(subset, 1, [&](std::size_t i) { return solver::referenceCount(grids[i], limit).count; });
        printRow("reference", subset, limit, reference);
    }
    return kExitOk;
}

} // namespace

const CommandSpec& solveBenchCommand()
{
    static const CommandSpec command{
        "bench solve", "the exact solvers' speed on a file", kSolveBenchHelp,
        {{"--passes", "P", ValueKind::Number, 1, UINT64_MAX, {}, false, {},
          "timed passes (default 5; at most 1000 are run; the\nmedian counts)"},
         {"--limit", "L", ValueKind::Number, 1, UINT64_MAX, {}, false, {}, "count up to L solutions (default 2)"},
         {"--generic", "G", ValueKind::Number, 0, UINT64_MAX, {}, false, {},
          "the generic search on the first G puzzles\n(default all; 0 skips it)"},
         {"--reference", "N", ValueKind::Number, 0, UINT64_MAX, {}, false, {},
          "the reference backtracker on the first N puzzles\n(default 200; 0 skips it)"}},
        true, 1, "more than one input file given", runSolve};
    return command;
}

const CommandSpec& explainBenchCommand()
{
    static const CommandSpec command{
        "bench explain", "the explaining solver's full paths on a file", kExplainBenchHelp,
        {{"--count", "N", ValueKind::Number, 1, UINT64_MAX, {}, false, {}, "puzzles to read (default all)"}},
        true, 1, "more than one input file given", runExplain};
    return command;
}

const CommandSpec& gridBenchCommand()
{
    static const CommandSpec command{
        "bench grid", "random complete grids of a shape", kGridBenchHelp,
        {{"--count", "N", ValueKind::Number, 1, UINT64_MAX, {}, false, {}, "grids to draw (default 20)"},
         {"--seed", "S", ValueKind::Number, 0, UINT64_MAX, {}, false, {}, "the first seed (default 1)"}},
        true, 0, {}, runGrid};
    return command;
}

} // namespace pm::cli
