// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/bench_read.h"

#include "core/formats/lz_string.h"
#include "core/formats/puzzle_file_reader.h"
#include "core/formats/puzzle_format.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

namespace pm::cli {

namespace {

const char* const kReadBenchHelp =
    "Usage: pencilmark-cli bench read [--up-to MB] [--passes P]\n"
    "Times the puzzle readers on made-up inputs of 1/8, 1/4, ... up to MB\n"
    "megabytes (default 8), each size twice the last: puzzle lines, f-puzzles\n"
    "links, f-puzzles JSON whose long title or many line breaks come before\n"
    "the grid (each cell's position is found after them), pencil-mark grids\n"
    "and comment lines. Reading is the whole of it: the text is parsed entry by\n"
    "entry as a file is (PuzzleFileReader), nothing is solved. Prints per input\n"
    "and size the best of P passes (default 3) and the microseconds per\n"
    "kilobyte; a linear reader keeps that figure flat as the size doubles, a\n"
    "quadratic one doubles it. The last column is the largest size's figure\n"
    "over the smallest's.\n";

using Clock = std::chrono::steady_clock;

constexpr std::string_view kPuzzle =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

// An f-puzzles 9x9 grid with the puzzle's givens, as JSON cells.
std::string fpuzzlesGrid()
{
    std::string grid = "[";
    for (int row = 0; row < 9; ++row) {
        grid += row ? ",[" : "[";
        for (int column = 0; column < 9; ++column) {
            const char c = kPuzzle[std::size_t(row * 9 + column)];
            grid += column ? "," : "";
            grid += c == '.' ? std::string("{}") : "{\"value\":" + std::string(1, c) + ",\"given\":true}";
        }
        grid += "]";
    }
    return grid + "]";
}

std::string repeatLines(std::string_view line, std::size_t bytes)
{
    std::string text;
    text.reserve(bytes + line.size() + 1);
    while (text.size() < bytes)
        text.append(line).push_back('\n');
    return text;
}

struct Input {
    const char* name;
    std::function<std::string(std::size_t bytes)> make;
};

std::vector<Input> inputs()
{
    const std::string grid = fpuzzlesGrid();
    const std::string link =
        "https://f-puzzles.com/?load=" + formats::lzStringCompressToBase64("{\"size\":9,\"grid\":" + grid + "}");
    std::string marks; // the puzzle as a pencil-mark grid on one line
    for (char c : kPuzzle)
        marks += (c == '.' ? std::string("123456789") : std::string(1, c)) + " ";
    return {
        {"puzzle lines", [](std::size_t bytes) { return repeatLines(kPuzzle, bytes); }},
        {"pencil-mark lines", [marks](std::size_t bytes) { return repeatLines(marks, bytes); }},
        {"f-puzzles links", [link](std::size_t bytes) { return repeatLines(link, bytes); }},
        {"comment lines",
         [](std::size_t bytes) { return repeatLines("# " + std::string(78, 'c'), bytes) + std::string(kPuzzle) + "\n"; }},
        {"JSON, long title",
         [grid](std::size_t bytes) {
             return "{\"title\":\"" + std::string(bytes, 't') + "\",\"size\":9,\"grid\":" + grid + "}\n";
         }},
        {"JSON, line breaks",
         [grid](std::size_t bytes) { return "{" + std::string(bytes, '\n') + "\"size\":9,\"grid\":" + grid + "}\n"; }},
    };
}

// Reads the text as a file is read; the entries' count keeps it from being optimised away.
std::size_t readAll(const std::string& text)
{
    std::istringstream in(text);
    PuzzleFileReader reader(in, {});
    std::size_t puzzles = 0;
    while (auto entry = reader.next())
        puzzles += entry->puzzle ? 1 : 0;
    return puzzles;
}

int runReadBench(const Arguments& arguments)
{
    const std::size_t upTo = std::size_t(arguments.number("--up-to").value_or(8)) << 20;
    const int passes = int(arguments.number("--passes").value_or(3));
    std::vector<std::size_t> sizes;
    for (std::size_t bytes = upTo / 8; bytes <= upTo; bytes *= 2)
        sizes.push_back(bytes);
    std::printf("%-20s", "input");
    for (std::size_t bytes : sizes)
        std::printf(" %9.3g MB", double(bytes) / (1 << 20));
    std::printf("   growth\n");
    for (const Input& input : inputs()) {
        std::printf("%-20s", input.name);
        std::vector<double> perKilobyte;
        for (std::size_t bytes : sizes) {
            const std::string text = input.make(bytes);
            double best = 0;
            for (int pass = 0; pass < passes; ++pass) {
                const auto start = Clock::now();
                const std::size_t puzzles = readAll(text);
                const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
                best = pass == 0 ? seconds : std::min(best, seconds);
                if (puzzles == 0) {
                    std::fprintf(stderr, "pencilmark-cli: bench read: no puzzle read from '%s'\n", input.name);
                    return 1;
                }
            }
            perKilobyte.push_back(best * 1e6 / (double(text.size()) / 1024));
            std::printf(" %8.2f us", perKilobyte.back());
        }
        std::printf("   %5.2fx\n", perKilobyte.back() / perKilobyte.front());
        std::fflush(stdout);
    }
    std::printf("(microseconds per kilobyte, best of %d passes; growth: the largest size's over the smallest's)\n",
                passes);
    return 0;
}

} // namespace

const CommandSpec& readBenchCommand()
{
    static const CommandSpec command{
        "bench read", "the readers' time per kilobyte as inputs double", kReadBenchHelp,
        {{"--up-to", "MB", ValueKind::Number, 1, 15, {}, false, {}, "the largest input in megabytes (default 8)"},
         {"--passes", "P", ValueKind::Number, 1, 100, {}, false, {}, "timed passes per input (default 3)"}},
        false, 0, "bench read takes no file", runReadBench};
    return command;
}

} // namespace pm::cli
