#pragma once

#include <formats/puzzle_format.h>

#include <cstdint>
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
// --alphabet SYMBOLS.
struct PuzzleShapeOptions {
    std::optional<int> size;
    std::optional<std::pair<int, int>> box;
    Variant variants = Variant::None;
    std::string regions; // map text or a file holding it
    std::optional<std::string> alphabet;
};

// Tries to consume argument i (and its value) as a shape option. Returns
// true if it did; on a malformed value, sets error.
bool takeShapeOption(const std::vector<std::string>& args, size_t& i, PuzzleShapeOptions& shape, std::string& error);

// Turns shape options into parse options (building the geometry when one
// was described). On failure, returns the message for a usage error.
std::optional<std::string> makeParseOptions(const PuzzleShapeOptions& shape, ParseOptions& out);

// The text of FILE, or of standard input for "-" or no file.
std::optional<std::string> readInput(const std::string& path, std::string& error);

// Parses a whole decimal number in [min, max] (option values such as
// --threads, --count, --seed). Returns nullopt on anything else.
std::optional<std::uint64_t> parseNumber(const std::string& text, std::uint64_t min, std::uint64_t max);

// One-line help for the shape options, for every subcommand's --help.
extern const char* const kShapeOptionsHelp;

} // namespace pm::cli
