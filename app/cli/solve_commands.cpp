// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/solve_commands.h"

#include "app/cli/cli_options.h"
#include "app/cli/output.h"

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
    "usage error.\n\nOptions:\n";

const char* const kCountHelp =
    "Usage: pencilmark-cli count [--limit K] [options] [FILE|-]\n"
    "Counts the solutions of every puzzle in FILE, one line each: the number,\n"
    "or K+ when the search stopped at the limit (default 1000), or\n"
    "invalid: L:C: message. Exit status as for solve.\n\nOptions:\n"
    "  --limit K            stop counting at K solutions\n";

struct CommandInput {
    ParseOptions parse;
    std::string path;
    std::uint64_t limit = 1000;
};

// Parses the shared arguments; returns an exit code when the command should
// stop (help printed or usage error).
std::optional<int> parseArguments(const std::vector<std::string>& args, const char* help, bool acceptsLimit,
                                  CommandInput& input)
{
    const OwnOption limit = [&](const std::vector<std::string>& all, size_t& i) -> std::optional<std::string> {
        if (!acceptsLimit || all[i] != "--limit")
            return std::nullopt;
        if (i + 1 >= all.size())
            return std::string("--limit needs a value");
        const std::string& text = all[++i];
        const auto value = parseNumber(text, 1, UINT64_MAX);
        if (!value)
            return "--limit expects a number from 1 to " + std::to_string(UINT64_MAX) + ", got '"
                + escapeForMessage(text) + "'";
        input.limit = *value;
        return std::string();
    };
    return parseInputArguments(args, help, limit, input.parse, input.path);
}

std::string invalidLine(const ParseError& error)
{
    return "invalid: " + std::to_string(error.line) + ":" + std::to_string(error.column) + ": " + error.message;
}

std::string solutionText(const ParsedPuzzle& puzzle, const std::vector<std::uint8_t>& values)
{
    Grid solved(puzzle.grid.geometryPtr());
    for (int cell = 0; cell < solved.cellCount(); ++cell)
        solved.setValue(cell, values[cell]);
    return writeLine(solved, puzzle.alphabet);
}

// Reads the input and calls `handle` per puzzle; prints invalid lines itself.
template <typename Handle>
int forEachPuzzle(const CommandInput& input, Handle handle)
{
    int exitCode = kExitOk;
    const bool opened = forEachEntry(input.path, input.parse, [&](PuzzleFileEntry&& entry) {
        setWorkingOn("line " + std::to_string(entry.line));
        if (!entry.puzzle) {
            writeOut(invalidLine(entry.puzzle.error()) + "\n");
            exitCode = kExitInvalidInput;
        } else {
            handle(entry.puzzle.value());
        }
        return true;
    });
    return opened ? exitCode : kExitUsage;
}

} // namespace

int runSolve(const std::vector<std::string>& args)
{
    CommandInput input;
    if (auto stop = parseArguments(args, kSolveHelp, false, input))
        return *stop;
    return forEachPuzzle(input, [](const ParsedPuzzle& puzzle) {
        SolverOptions options;
        options.useCandidates = puzzle.hasCandidates;
        const SolveResult result = solve(puzzle.grid, {}, options);
        switch (result.outcome) {
        case SolveOutcome::Unique: writeOut(solutionText(puzzle, result.solution) + "\n"); break;
        case SolveOutcome::Multiple: writeOut("multiple " + solutionText(puzzle, result.solution) + "\n"); break;
        case SolveOutcome::None:
        case SolveOutcome::Cancelled: writeOut("unsolvable\n"); break;
        }
    });
}

int runCount(const std::vector<std::string>& args)
{
    CommandInput input;
    if (auto stop = parseArguments(args, kCountHelp, true, input))
        return *stop;
    const std::uint64_t limit = input.limit;
    setSlowWorkHint("--limit K stops the count at K solutions (now " + std::to_string(limit) + ")");
    return forEachPuzzle(input, [limit](const ParsedPuzzle& puzzle) {
        SolverOptions options;
        options.useCandidates = puzzle.hasCandidates;
        const CountResult result = countSolutions(puzzle.grid, limit, {}, options);
        writeOut(std::to_string(result.count) + (result.limitReached ? "+\n" : "\n"));
    });
}

} // namespace pm::cli
