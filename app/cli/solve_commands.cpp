// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/solve_commands.h"

#include "app/cli/output.h"
#include "app/cli/puzzle_input.h"

#include "core/solver/exact_solver.h"
#include "core/utf8.h"

#include <iostream>

namespace pm::cli {

namespace {

const char* const kSolveHelp =
    "Usage: pencilmark-cli solve [options] [FILE|-]\n"
    "Solves every puzzle in FILE (standard input when FILE is - or missing):\n"
    "one puzzle per line, or one multi-line grid. Killer puzzles are read as\n"
    "\"killer <givens> <cage map> <sums>\" lines or Solo game IDs (\"3x3k:...\").\n"
    "Prints one line per puzzle:\n"
    "  the solution            when it is unique\n"
    "  multiple <solution>     when there are several (one of them shown)\n"
    "  unsolvable              when there is none\n"
    "  invalid: L:C: message   when the puzzle could not be read\n"
    "Exit status: 0 when every puzzle was read, 1 when any was invalid, 2 on a\n"
    "usage error.\n";

const char* const kCountHelp =
    "Usage: pencilmark-cli count [--limit K] [options] [FILE|-]\n"
    "Counts the solutions of every puzzle in FILE, one line each: the number,\n"
    "or K+ when the search stopped at the limit (default 1000), or\n"
    "invalid: L:C: message. Exit status as for solve.\n";

std::string solutionText(const ParsedPuzzle& puzzle, const std::vector<std::uint8_t>& values)
{
    Grid solved(puzzle.grid.geometryPtr());
    for (int cell = 0; cell < solved.cellCount(); ++cell)
        solved.setValue(cell, values[cell]);
    return writeLine(solved, puzzle.alphabet);
}

int runSolve(const Arguments& arguments)
{
    return forEachPuzzle(arguments, [](const ParsedPuzzle& puzzle) {
        solver::SolverOptions options;
        options.useCandidates = puzzle.hasCandidates;
        const solver::SolveResult result = solver::solve(puzzle.grid, {}, options);
        switch (result.outcome) {
        case solver::SolveOutcome::Unique: writeOut(solutionText(puzzle, result.solution) + "\n"); break;
        case solver::SolveOutcome::Multiple: writeOut("multiple " + solutionText(puzzle, result.solution) + "\n"); break;
        case solver::SolveOutcome::None:
        case solver::SolveOutcome::Cancelled: writeOut("unsolvable\n"); break;
        }
    });
}

int runCount(const Arguments& arguments)
{
    const std::uint64_t limit = arguments.number("--limit").value_or(1000);
    setSlowWorkHint("--limit K stops the count at K solutions (now " + std::to_string(limit) + ")");
    return forEachPuzzle(arguments, [limit](const ParsedPuzzle& puzzle) {
        solver::SolverOptions options;
        options.useCandidates = puzzle.hasCandidates;
        const solver::CountResult result = solver::countSolutions(puzzle.grid, limit, {}, options);
        writeOut(std::to_string(result.count) + (result.limitReached ? "+\n" : "\n"));
    });
}

} // namespace

const CommandSpec& solveCommand()
{
    static const CommandSpec command{"solve", "solve every puzzle, one output line each", kSolveHelp, {}, true, 1,
                                     "more than one input file given", runSolve};
    return command;
}

const CommandSpec& countCommand()
{
    static const CommandSpec command{
        "count", "count solutions up to a limit", kCountHelp,
        {{"--limit", "K", ValueKind::Number, 1, UINT64_MAX, {}, false, {}, "stop counting at K solutions"}},
        true, 1, "more than one input file given", runCount};
    return command;
}

} // namespace pm::cli
