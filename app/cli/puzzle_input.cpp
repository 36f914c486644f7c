// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/puzzle_input.h"

#include "app/cli/output.h"
#include "app/cli/shape_options.h"

#include "core/formats/posed_puzzle.h"
#include "core/solver/exact_solver.h"
#include "core/utf8.h"

#include <filesystem>
#include <fstream>
#include <iostream>

namespace pm::cli {

std::unique_ptr<std::istream> openInput(const std::string& path, std::string& error)
{
    if (path.empty() || path == "-")
        return std::make_unique<std::istream>(std::cin.rdbuf());
    std::error_code ignored;
    if (std::filesystem::is_directory(path, ignored)) {
        error = "'" + excerptForMessage(path, kPathExcerptCharacters) + "' is a folder, not a file of puzzles";
        return nullptr;
    }
    auto file = std::make_unique<std::ifstream>(path, std::ios::binary);
    if (!*file) {
        error = "cannot open '" + excerptForMessage(path, kPathExcerptCharacters) + "'";
        return nullptr;
    }
    return file;
}

std::unique_ptr<std::istream> openInputOrReport(const std::string& path)
{
    std::string error;
    auto in = openInput(path, error);
    if (!in)
        std::cerr << "pencilmark-cli: " << error << "\n";
    return in;
}

void poseGame(PuzzleFileEntry& entry)
{
    if (!entry.puzzle || !holdsPlayerProgress(entry.puzzle.value()))
        return;
    const ParsedPuzzle& game = entry.puzzle.value();
    ParsedPuzzle posed = posedPuzzle(game);
    const solver::SolveResult solved = solver::solve(posed.grid);
    if (solved.outcome == solver::SolveOutcome::Unique)
        if (auto conflict = describeProgressConflict(game, solved.solution))
            writeErr("pencilmark-cli: line " + std::to_string(entry.line)
                     + ": the player's progress disagrees with the puzzle's solution: " + *conflict
                     + "; the puzzle's givens are read\n");
    entry.puzzle = std::move(posed);
}

bool forEachEntry(PuzzleInput& input, const std::function<bool(PuzzleFileEntry&&)>& handle)
{
    const auto in = openInputOrReport(input.path);
    if (!in)
        return false;
    if (!input.judge)
        input.judge.emplace(input.parse.unsettledMapNodes);
    PuzzleFileReader reader(*in, input.parse);
    while (auto entry = reader.next()) {
        if (entry->puzzle)
            if (auto refusal = input.judge->refusePuzzleMap(entry->puzzle.value()))
                entry->puzzle = ParseError{ParseErrorCode::RegionMap, entry->line, 1, std::move(*refusal)};
        poseGame(*entry);
        if (!handle(std::move(*entry)))
            break;
    }
    return true;
}

std::optional<int> readPuzzleInput(const Arguments& arguments, PuzzleInput& input)
{
    std::u32string regionLabels;
    if (auto error = makeParseOptions(arguments, input.parse, regionLabels)) {
        reportError(*error);
        return kExitUsage;
    }
    input.judge.emplace(input.parse.unsettledMapNodes);
    if (!regionLabels.empty() && input.parse.geometry)
        if (auto refusal = input.judge->refuseMap(input.parse.geometry, regionLabels)) {
            reportError("--regions: " + *refusal);
            return kExitUsage;
        }
    if (!arguments.operands().empty())
        input.path = arguments.operands().front();
    return std::nullopt;
}

int forEachPuzzle(const Arguments& arguments, const std::function<void(const ParsedPuzzle&)>& handle)
{
    PuzzleInput input;
    if (auto stop = readPuzzleInput(arguments, input))
        return *stop;
    int exitCode = kExitOk;
    const bool opened = forEachEntry(input, [&](PuzzleFileEntry&& entry) {
        setWorkingOn("line " + std::to_string(entry.line));
        if (!entry.puzzle) {
            const ParseError& error = entry.puzzle.error();
            writeOut("invalid: " + std::to_string(error.line) + ":" + std::to_string(error.column) + ": "
                     + error.message + "\n");
            exitCode = kExitInvalidInput;
        } else {
            handle(entry.puzzle.value());
        }
        return true;
    });
    return opened ? exitCode : kExitUsage;
}

} // namespace pm::cli
