// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/bench_steps.h"

#include "app/cli/output.h"
#include "app/cli/puzzle_input.h"

#include "core/game/game.h"
#include "core/game/player_step_list.h"
#include "core/logic/logic_solver.h"
#include "core/logic/technique.h"
#include "core/solver/exact_solver.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>

namespace pm::cli {

namespace {

const char* const kStepsBenchHelp =
    "Usage: pencilmark-cli bench steps [--count N] [--every K] [options] FILE\n"
    "Times the app's All Steps search (every deduction a position holds) as a\n"
    "player meets it: each of the first N puzzles of FILE (default all) is\n"
    "played along its logical path, and every K-th position (default 10, the\n"
    "start included) gets its pencil marks filled in from the digits placed, as\n"
    "Fill In Pencil Marks does. Each position is searched once per scope: the\n"
    "easiest few (at least 20 steps), and all steps up to hard, expert, master\n"
    "and extreme. One thread; prints per scope the searches, median, mean and\n"
    "largest time, and the largest list.\n";

using Clock = std::chrono::steady_clock;

struct Scope {
    const char* name;
    game::StepListOptions options;
};

std::vector<Scope> scopes()
{
    std::vector<Scope> all;
    game::StepListOptions easiest;
    easiest.scope = game::StepListOptions::Scope::EasiestFew;
    all.push_back({"easiest few", easiest});
    for (logic::Level level : {logic::Level::Hard, logic::Level::Expert, logic::Level::Master, logic::Level::Extreme}) {
        game::StepListOptions upTo;
        upTo.scope = game::StepListOptions::Scope::UpToLevel;
        upTo.maxLevel = level;
        all.push_back({nullptr, upTo});
    }
    return all;
}

// The positions a player meets on the puzzle's logical path, every `every`-th
// one, as games with the marks Fill In Pencil Marks would write: the digits
// placed so far, and each empty cell's candidates by the rules. Empty when
// the puzzle has no unique solution.
std::vector<game::Game> positionsOf(const ParsedPuzzle& puzzle, int every)
{
    const solver::SolveResult solved = solver::solve(puzzle.grid);
    if (solved.outcome != solver::SolveOutcome::Unique)
        return {};
    const Grid& givens = puzzle.grid; // its clues are marked given
    auto fresh = game::Game::create(givens, puzzle.alphabet, solved.solution);
    if (!fresh)
        return {};
    logic::LogicOptions options;
    options.uniquenessKnown = true; // as hints and All Steps search a game's puzzle
    Grid state = logic::candidateState(givens);
    std::vector<game::Game> positions;
    for (int step = 0;; ++step) {
        if (step % every == 0) {
            const Grid marks = logic::candidateState(state); // the rules' candidates, not the path's
            std::vector<game::CellState> cells = fresh.value().cells();
            for (int cell = 0; cell < state.cellCount(); ++cell) {
                if (givens.isGiven(cell))
                    continue;
                cells[std::size_t(cell)].value = std::uint8_t(state.value(cell));
                cells[std::size_t(cell)].corner = state.value(cell) != 0 ? 0 : marks.candidates(cell);
            }
            if (auto game = game::Game::restore(givens, puzzle.alphabet, solved.solution, std::move(cells)))
                positions.push_back(std::move(game.value()));
        }
        const logic::NextStep next = logic::nextStep(state, options);
        if (next.kind != logic::NextStep::Kind::Found)
            break;
        logic::applyStep(state, next.step);
        if (state.isComplete())
            break;
    }
    return positions;
}

int runStepsBench(const Arguments& arguments)
{
    const std::size_t maxPuzzles = std::size_t(arguments.number("--count").value_or(SIZE_MAX));
    const int every = int(arguments.number("--every").value_or(10));
    PuzzleInput input;
    if (auto stop = readPuzzleInput(arguments, input))
        return *stop;
    const std::string& path = input.path;
    if (path.empty() || path == "-") {
        reportError("bench steps needs a FILE");
        return kExitUsage;
    }
    std::vector<ParsedPuzzle> puzzles;
    std::size_t unreadable = 0;
    const bool opened = forEachEntry(input, [&](PuzzleFileEntry&& entry) {
        if (entry.puzzle)
            puzzles.push_back(std::move(entry.puzzle.value()));
        else
            ++unreadable;
        return puzzles.size() < maxPuzzles;
    });
    if (!opened)
        return kExitUsage;
    std::vector<game::Game> positions;
    std::size_t notUnique = 0;
    for (const ParsedPuzzle& puzzle : puzzles) {
        std::vector<game::Game> more = positionsOf(puzzle, every);
        notUnique += more.empty();
        std::move(more.begin(), more.end(), std::back_inserter(positions));
    }
    if (positions.empty()) {
        std::cerr << "pencilmark-cli: no puzzle with one solution could be read from '" << path << "'\n";
        return kExitInvalidInput;
    }
    std::printf("file: %s (%zu puzzles%s%s), %zu positions, every %d-th of each path\n", path.c_str(),
                puzzles.size(), unreadable ? ", some lines unreadable" : "",
                notUnique ? ", some without one solution skipped" : "", positions.size(), every);
    std::printf("%-18s %9s %11s %11s %11s %12s\n", "scope", "searches", "median ms", "mean ms", "max ms",
                "most steps");
    for (const Scope& scope : scopes()) {
        std::vector<double> millis;
        int mostSteps = 0;
        for (const game::Game& position : positions) {
            const auto t0 = Clock::now();
            const game::StepList list = game::findPlayerSteps(position, scope.options);
            millis.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
            mostSteps = std::max(mostSteps, list.stepCount());
        }
        double total = 0;
        for (double m : millis)
            total += m;
        std::sort(millis.begin(), millis.end());
        const std::string name =
            scope.name ? scope.name : "up to " + std::string(logic::levelKey(scope.options.maxLevel));
        std::printf("%-18s %9zu %11.3f %11.3f %11.3f %12d\n", name.c_str(), millis.size(), millis[millis.size() / 2],
                    total / double(millis.size()), millis.back(), mostSteps);
    }
    return kExitOk;
}

} // namespace

const CommandSpec& stepsBenchCommand()
{
    static const CommandSpec command{
        "bench steps", "the All Steps search along puzzles' paths", kStepsBenchHelp,
        {{"--count", "N", ValueKind::Number, 1, 1u << 30, {}, false, {}, "puzzles to read (default all)"},
         {"--every", "K", ValueKind::Number, 1, 1u << 30, {}, false, {}, "every K-th position of a path (default 10)"}},
        true, 1, "more than one input file given", runStepsBench};
    return command;
}

} // namespace pm::cli
