// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/rate_command.h"

#include "app/cli/ordered_pool.h"
#include "app/cli/output.h"
#include "app/cli/parallel_for.h"
#include "app/cli/puzzle_input.h"

#include "core/grading/correlation.h"
#include "core/grading/rating.h"
#include "core/logic/technique.h"
#include "core/utf8.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>

namespace pm::cli {

namespace {

const char* const kRateHelp =
    "Usage: pencilmark-cli rate [--threads T] [--coarse] [options] [FILE|-]\n"
    "Grades every puzzle in FILE (standard input when FILE is - or missing),\n"
    "one line each, in input order:\n"
    "  puzzle<TAB>level<TAB>rating<TAB>score<TAB>hardest-technique-key\n"
    "level: easy, medium, hard, expert, master, extreme; rating: Sudoku\n"
    "Explainer scale (hardest step, chain-length surcharges); score: sum of\n"
    "step weights. A puzzle with variant rules is printed as an f-puzzles\n"
    "link and graded by the explaining solver's path, which reasons with\n"
    "its rules. A puzzle without a unique solution prints\n"
    "  puzzle<TAB>unsolvable   or   puzzle<TAB>multiple\n"
    "a variant one whose path logic could not finish prints\n"
    "  puzzle<TAB>unrated\n"
    "(also when its solutions could not be counted within 200,000 search\n"
    "nodes: then it may have none or several),\n"
    "and one that cannot be read prints invalid: L:C: message.\n"
    "Exit status: 0 when every puzzle was rated, 1 when any was invalid,\n"
    "unsolvable, multiple or unrated, 2 on a usage error.\n";

const char* const kRateBenchHelp =
    "Usage: pencilmark-cli bench rate [--limit N] [--threads T] FILE\n"
    "Calibration: FILE holds lines 'puzzle rating [...]' (a reference rating,\n"
    "e.g. Sudoku Explainer's, as the second field; '#' lines are skipped).\n"
    "Rates the first N puzzles (default all) and prints the Spearman rank\n"
    "correlation with the reference, the share within +-0.5 and +-1.0, the mean\n"
    "difference, a table of reference band against our level, and puzzles/s.\n";

const OptionSpec kThreadsOption{"--threads", "T", ValueKind::Number, 0, 1024, {}, false, {},
                                "worker threads (default 1; 0 = one per core)"};

std::string ratingText(double rating)
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%.1f", rating);
    return buffer;
}

std::string rateLine(const std::string& puzzle, const grading::Rating& r, bool coarse)
{
    switch (r.outcome) {
    case grading::Rating::Outcome::Invalid: return puzzle + "\tunsolvable";
    case grading::Rating::Outcome::Multiple: return puzzle + "\tmultiple";
    case grading::Rating::Outcome::Cancelled: return puzzle + "\tcancelled";
    // A variant puzzle whose path the explaining solver could not finish.
    case grading::Rating::Outcome::VariantRules: return puzzle + "\tunrated";
    case grading::Rating::Outcome::Rated: break;
    }
    std::string line = puzzle + "\t" + std::string(logic::levelKey(r.level)) + "\t" + ratingText(r.rating) + "\t" +
                       std::to_string(r.score) + "\t" + std::string(logic::info(r.hardest).key);
    if (coarse)
        line += "\t" + std::string(grading::lookaheadKey(r.lookahead));
    return line;
}

// The puzzle as read, cages, counted shapes and variant rules included, so
// a line can be matched with its input and read back: a Solo game ID for
// one read as such, an f-puzzles link (with its title, author, rules text
// and drawings) for one with variant constraints, else the puzzle line.
std::string ratedPuzzleText(const ParsedPuzzle& puzzle)
{
    if (puzzle.format == PuzzleFormat::SoloGameId)
        if (std::optional<std::string> solo = writeSoloGameId(puzzle.grid))
            return *solo;
    if (puzzle.grid.geometry().hasConstraints())
        if (std::optional<std::string> link = writeFPuzzlesLink(
                puzzle.grid, PuzzleNotes{puzzle.title, puzzle.author, puzzle.rules, puzzle.drawings}))
            return *link;
    return writePuzzleLine(puzzle.grid, puzzle.alphabet);
}

int runRate(const Arguments& arguments)
{
    const unsigned threads = unsigned(arguments.number("--threads").value_or(1));
    const bool coarse = arguments.flag("--coarse");
    PuzzleInput input;
    if (auto stop = readPuzzleInput(arguments, input))
        return *stop;
    // Each line is printed as soon as its puzzle and those before it are
    // rated, in input order, however many threads share the work; a few
    // puzzles per thread wait at most, so memory stays bounded whatever
    // the input's size (see OrderedPool).
    struct Rated {
        bool failed;
        std::string line;
    };
    bool anyFailed = false;
    OrderedPool<Rated> pool(threads, [&](Rated&& rated) {
        anyFailed = anyFailed || rated.failed;
        writeOut(rated.line);
    });
    const bool opened = forEachEntry(input, [&](PuzzleFileEntry&& entry) {
        setWorkingOn("line " + std::to_string(entry.line));
        auto shared = std::make_shared<PuzzleFileEntry>(std::move(entry));
        pool.submit([shared, coarse]() -> Rated {
            if (!shared->puzzle) {
                const ParseError& e = shared->puzzle.error();
                return {true, "invalid: " + std::to_string(e.line) + ":" + std::to_string(e.column) + ": " + e.message
                                  + "\n"};
            }
            const ParsedPuzzle& puzzle = shared->puzzle.value();
            const grading::Rating rating = grading::ratePuzzle(puzzle.grid);
            return {rating.outcome != grading::Rating::Outcome::Rated,
                    rateLine(ratedPuzzleText(puzzle), rating, coarse) + "\n"};
        });
        return true;
    });
    pool.finish();
    if (!opened)
        return kExitUsage;
    return anyFailed ? kExitInvalidInput : kExitOk;
}

int runRateBench(const Arguments& arguments)
{
    const std::size_t limit = std::size_t(arguments.number("--limit").value_or(SIZE_MAX));
    const unsigned threads = unsigned(arguments.number("--threads").value_or(1));
    if (arguments.operands().empty()) {
        std::cerr << helpText(rateBenchCommand());
        return kExitUsage;
    }
    const std::string& path = arguments.operands().front();
    const auto in = openInputOrReport(path);
    if (!in)
        return kExitUsage;
    std::vector<Grid> puzzles;
    std::vector<double> reference;
    std::istream& lines = *in;
    std::string line;
    int lineNumber = 0;
    while (puzzles.size() < limit && std::getline(lines, line)) {
        ++lineNumber;
        if (line.empty() || line[0] == '#')
            continue;
        std::istringstream fields(line);
        std::string puzzleText, ratingField;
        fields >> puzzleText >> ratingField;
        auto parsed = parsePuzzle(puzzleText);
        char* end = nullptr;
        const double value = std::strtod(ratingField.c_str(), &end);
        if (!parsed || ratingField.empty() || *end != '\0') {
            std::cerr << "pencilmark-cli: " << path << ":" << lineNumber << ": expected 'puzzle rating'\n";
            return kExitInvalidInput;
        }
        puzzles.push_back(parsed.value().grid);
        reference.push_back(value);
    }
    std::vector<grading::Rating> ours(puzzles.size());
    const auto start = std::chrono::steady_clock::now();
    parallelFor(puzzles.size(), threads, [&](std::size_t i) { ours[i] = grading::ratePuzzle(puzzles[i]); });
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    std::vector<double> x, y;
    std::size_t within05 = 0, within10 = 0, unrated = 0;
    double difference = 0;
    std::map<int, std::array<std::size_t, 6>> table; // reference band -> count per level
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        if (ours[i].outcome != grading::Rating::Outcome::Rated) {
            ++unrated;
            continue;
        }
        x.push_back(reference[i]);
        y.push_back(ours[i].rating);
        const double d = ours[i].rating - reference[i];
        difference += d;
        within05 += std::abs(d) <= 0.5 + 1e-9;
        within10 += std::abs(d) <= 1.0 + 1e-9;
        table[int(reference[i])][std::size_t(ours[i].level)]++;
    }
    const double n = double(std::max<std::size_t>(x.size(), 1));
    std::printf("file        %s\npuzzles     %zu (unrated: %zu)\n", path.c_str(), puzzles.size(), unrated);
    std::printf("spearman    %.4f\npearson     %.4f\n", grading::spearman(x, y), grading::pearson(x, y));
    std::printf("within 0.5  %.1f%%\nwithin 1.0  %.1f%%\nmean diff   %+.2f (ours - reference)\n",
                100.0 * double(within05) / n, 100.0 * double(within10) / n, difference / n);
    std::printf("rate        %.1f puzzles/s on %u thread(s)\n\n", double(puzzles.size()) / std::max(seconds, 1e-9),
                threads);
    std::printf("ref band    easy medium   hard expert master extreme\n");
    for (const auto& [band, counts] : table) {
        std::printf("%2d.x     ", band);
        for (std::size_t count : counts)
            std::printf(" %6zu", count);
        std::printf("\n");
    }
    return kExitOk;
}

} // namespace

const CommandSpec& rateCommand()
{
    static const CommandSpec command{
        "rate", "grade every puzzle: level, rating, hardest technique", kRateHelp,
        {kThreadsOption,
         {"--coarse", "", ValueKind::Flag, 0, 0, {}, false, {},
          "add a sixth column: propagation, one-step or search\n(the generation paper's coarse grading)"}},
        true, 1, "more than one input file given", runRate};
    return command;
}

const CommandSpec& rateBenchCommand()
{
    static const CommandSpec command{
        "bench rate", "calibration against reference ratings", kRateBenchHelp,
        {{"--limit", "N", ValueKind::Number, 1, 1u << 30, {}, false, {}, "rate the first N puzzles (default all)"},
         kThreadsOption},
        false, 1, "more than one input file given", runRateBench};
    return command;
}

} // namespace pm::cli
