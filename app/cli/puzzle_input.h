// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where a puzzle-reading command's puzzles come from: the file (or standard
// input), the parse options its shape options describe, and the map check
// that runs before any puzzle on a jigsaw map is searched.

#include "app/cli/map_judge.h"
#include "app/cli/option_table.h"

#include "core/formats/puzzle_file_reader.h"
#include "core/formats/puzzle_format.h"

#include <functional>
#include <istream>
#include <memory>
#include <optional>
#include <string>

namespace pm::cli {

struct PuzzleInput {
    ParseOptions parse;
    std::string path; // "" or "-": standard input
    // The run's map judge, made with the bound parse options carry.
    std::optional<MapJudge> judge;
};

// The steps every puzzle-reading command takes after parsing its
// arguments, in order: the shape options made into parse options, the input
// operand, and the --regions map judged (a map that holds no grid is a
// usage error, said in its own labels). Returns an exit status when the
// command should stop (the error said on standard error).
std::optional<int> readPuzzleInput(const Arguments& arguments, PuzzleInput& input);

// FILE opened for reading, or standard input for "-" or no file; nullptr
// with `error` set when it cannot be read (missing, a folder).
std::unique_ptr<std::istream> openInput(const std::string& path, std::string& error);

// The same, reporting a failure on stderr ("pencilmark-cli: cannot open ...").
std::unique_ptr<std::istream> openInputOrReport(const std::string& path);

// Reads the puzzles of FILE (or standard input) one entry at a time, so
// memory stays bounded whatever the input's size (see PuzzleFileReader),
// and calls `handle` with each until it returns false. A puzzle whose map
// the input's judge refuses becomes an error entry; a game becomes its
// puzzle (poseGame). Returns false when the input could not be opened
// (reported on stderr).
bool forEachEntry(PuzzleInput& input, const std::function<bool(PuzzleFileEntry&&)>& handle);

// A game (a HoDoKu file, a line with "+d" givens and other digits) becomes
// the puzzle it poses (posedPuzzle), with a note on standard error when the
// player's progress contradicts that puzzle's solution, so that a wrong
// move is named rather than hidden in the answer. Other entries stay.
void poseGame(PuzzleFileEntry& entry);

// What the answer-per-puzzle commands (solve, count, candidates, clues) do
// with their input: read it (readPuzzleInput, forEachEntry), print
// "invalid: L:C: message" for an entry that cannot be read, and call
// `handle` with each puzzle that can. Returns the exit status: 0, 1 when
// any entry was invalid, 2 when the input could not be read.
int forEachPuzzle(const Arguments& arguments, const std::function<void(const ParsedPuzzle&)>& handle);

} // namespace pm::cli
