// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/formats/puzzle_file_reader.h"
#include "core/formats/puzzle_format.h"

#include <cstdint>
#include <functional>
#include <istream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace pm::cli {

// Exit codes shared by every subcommand.
constexpr int kExitOk = 0;
constexpr int kExitInvalidInput = 1;
constexpr int kExitUsage = 2;

// Options about what a puzzle is, shared by solve, count and later commands:
// --size N, --box RxC, --variant x,centre-dot,windows, --regions MAP,
// --alphabet SYMBOLS, and --max-nodes N for maps the checks leave unsettled
// (app/cli/layout_judge.h).
struct PuzzleShapeOptions {
    std::optional<int> size;
    std::optional<std::pair<int, int>> box;
    Variant variants = Variant::None;
    std::string regions; // map text or a file holding it
    std::optional<std::string> alphabet;
    std::optional<std::uint64_t> maxNodes;
};

// Tries to consume argument i (and its value) as a shape option. Returns
// true if it did; on a malformed value, sets error.
bool takeShapeOption(const std::vector<std::string>& args, size_t& i, PuzzleShapeOptions& shape, std::string& error);

// Turns shape options into parse options (building the geometry when one
// was described). On failure, returns the message for a usage error.
std::optional<std::string> makeParseOptions(const PuzzleShapeOptions& shape, ParseOptions& out);

// FILE opened for reading, or standard input for "-" or no file; nullptr
// with `error` set when it cannot be read (missing, a folder).
std::unique_ptr<std::istream> openInput(const std::string& path, std::string& error);

// The same, reporting a failure on stderr ("pencilmark-cli: cannot open ...").
std::unique_ptr<std::istream> openInputOrReport(const std::string& path);

// Reads the puzzles of FILE (or standard input) one entry at a time, so
// memory stays bounded whatever the input's size (see PuzzleFileReader),
// and calls `handle` with each until it returns false. Returns false when
// the input could not be opened (reported on stderr).
bool forEachEntry(const std::string& path, const ParseOptions& parse,
                  const std::function<bool(PuzzleFileEntry&&)>& handle);

// A command's own option at args[i]: returns nullopt when the argument is
// not one of its options; otherwise consumes it (advancing i past a value)
// and returns an error message, empty when all is well.
using OwnOption = std::function<std::optional<std::string>(const std::vector<std::string>& args, size_t& i)>;

// Parses what every puzzle-reading command takes: --help (prints `help` and
// the shape options), the shape options, the command's own options and at
// most one input path. Returns an exit code when the command should stop
// (help shown, or a usage error reported on stderr).
std::optional<int> parseInputArguments(const std::vector<std::string>& args, const char* help, const OwnOption& own,
                                       ParseOptions& parse, std::string& path);

// Parses a whole decimal number in [min, max] (option values such as
// --threads, --count, --seed). Returns nullopt on anything else.
std::optional<std::uint64_t> parseNumber(const std::string& text, std::uint64_t min, std::uint64_t max);

// One-line help for the shape options, for every subcommand's --help.
extern const char* const kShapeOptionsHelp;

} // namespace pm::cli
