// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/generate_command.h"

#include "app/cli/cli_options.h"
#include "app/cli/ordered_pool.h"
#include "app/cli/output.h"

#include "core/generate/generator.h"
#include "core/logic/technique.h"
#include "core/utf8.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <iostream>

namespace pm::cli {

namespace {

// The most puzzles one run makes. Output streams (see OrderedPool), so
// memory does not grow with the count; the bound keeps a typo from
// starting a run of centuries.
constexpr std::uint64_t kMaxCount = 100000000;

// Solo refuses a killer game ID past 9x9 ("Killer puzzle dimensions must be
// smaller than 10", sgt-puzzles 20230122).
constexpr int kLargestSoloKiller = 9;

const char* const kGenerateHelp =
    "Usage: pencilmark-cli generate --count N [--level L|--technique KEY]\n"
    "         [--size N|--box RxC] [--variant LIST] [--symmetry S] [--minimal]\n"
    "         [--max-clues K] [--seed S] [--threads T] [--alphabet SYMBOLS]\n"
    "         [--killer [--max-cage N] [--allow-givens] [--solo]]\n"
    "Makes N puzzles with a unique solution, one per line:\n"
    "  puzzle<TAB>level<TAB>rating\n"
    "(a jigsaw adds a fourth column: the region map, one character per cell).\n"
    "A killer's puzzle is a killer line, \"killer <givens> <cage map> <sums>\"\n"
    "(see README), or with --solo a Solo game ID; both read back as puzzles.\n"
    "The same options and seed always give the same puzzles, whatever --threads.\n\n"
    "Options:\n"
    "  --count N            how many puzzles (default 1)\n"
    "  --level L            easy, medium, hard, expert, master or extreme\n"
    "                       (any: no target, the default)\n"
    "  --technique KEY      a puzzle whose solving path uses this technique\n"
    "                       (keys as printed by explain, e.g. x-wing)\n"
    "  --size N             N x N grid with the usual box shape (default 9)\n"
    "  --box RxC            box shape, e.g. 2x3, 3x4, 4x4, 5x5\n"
    "  --variant LIST       comma-separated: x, centre-dot, windows, jigsaw\n"
    "                       (jigsaw: random regions); or alone one of the\n"
    "                       counted shapes: multifour (12x12, symbols 1-4\n"
    "                       three times per row and column) or doublenine\n"
    "                       (18x18, 1-9 twice per row and column, once per\n"
    "                       3x3 section); these print \"multifour <givens>\"\n"
    "                       lines and rate easy, medium or extreme only\n"
    "  --symmetry S         none (default), rotational (180), rotational90,\n"
    "                       mirror, diagonal\n"
    "  --minimal            no given can be removed without losing uniqueness\n"
    "  --max-clues K        at most K givens\n"
    "  --seed S             seed (default 1)\n"
    "  --threads T          worker threads (default 1; 0 = one per core)\n"
    "  --alphabet SYMBOLS   the symbols to print (default 1-9, then A-Z)\n"
    "  --killer             killer sudoku: cages with sums, no givens; sizes\n"
    "                       4 to 12; --symmetry applies to the cage layout,\n"
    "                       --minimal and --max-clues need --allow-givens\n"
    "  --max-cage N         killer: at most N cells per cage (default 5 on\n"
    "                       9x9, 4 on 6x6, 3 on 4x4)\n"
    "  --allow-givens       killer: a few givens where cage changes alone\n"
    "                       do not make the puzzle unique\n"
    "  --solo               killer: print Simon Tatham's Solo game IDs (up to 9x9,\n"
    "                       no one-cell cages, as Solo requires)\n"
    "                       (3x3k:...) instead of killer lines\n"
    "Exit status: 0 on success, 1 when a puzzle could not be made, 2 on a usage\n"
    "error.\n";

struct GenerateRequest {
    generate::GeneratorOptions options;
    std::size_t count = 1;
    unsigned threads = 1;
    std::optional<std::string> alphabet;
    double seconds = 5.0; // bench only
    bool anyLevel = false; // --level any: no level target (the default for generate)
    bool solo = false;     // --solo: killers as Solo game IDs
};

// Parses the options shared by generate and bench generate. Returns an exit
// code when the command should stop.
std::optional<int> parseRequest(const std::vector<std::string>& args, const char* help, bool bench,
                                GenerateRequest& request)
{
    auto& options = request.options;
    options.seed = 1;
    std::optional<int> size;
    std::optional<std::pair<int, int>> box;
    bool killer = false, allowGivens = false;
    std::optional<int> maxCage;
    std::optional<GeometrySpec> counted; // --variant multifour / doublenine
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "--help" || arg == "-h") {
            std::cout << help;
            return kExitOk;
        }
        if (arg == "--minimal") {
            options.minimal = true;
            continue;
        }
        if (arg == "--killer") {
            killer = true;
            continue;
        }
        if (arg == "--allow-givens") {
            allowGivens = true;
            continue;
        }
        if (arg == "--solo") {
            request.solo = true;
            continue;
        }
        if (i + 1 >= args.size() || arg.size() < 3 || arg[0] != '-') {
            std::cerr << "pencilmark-cli: unexpected argument '" << escapeForMessage(arg) << "' (see --help)\n";
            return kExitUsage;
        }
        const std::string& value = args[++i];
        auto fail = [&](const std::string& expected) {
            std::cerr << "pencilmark-cli: " << arg << " expects " << expected << ", got '" << escapeForMessage(value)
                      << "'\n";
            return kExitUsage;
        };
        if (arg == "--count") {
            const auto n = parseNumber(value, 1, kMaxCount);
            if (!n)
                return fail("a number from 1 to " + std::to_string(kMaxCount));
            request.count = std::size_t(*n);
        } else if (arg == "--threads") {
            const auto n = parseNumber(value, 0, 1024);
            if (!n)
                return fail("a number from 0 to 1024");
            request.threads = unsigned(*n);
        } else if (arg == "--seed") {
            const auto n = parseNumber(value, 0, UINT64_MAX);
            if (!n)
                return fail("a number from 0 to " + std::to_string(UINT64_MAX));
            options.seed = *n;
        } else if (arg == "--max-clues") {
            const auto n = parseNumber(value, 1, 64 * 64);
            if (!n)
                return fail("a number from 1 to " + std::to_string(64 * 64));
            options.maxClues = int(*n);
        } else if (arg == "--seconds" && bench) {
            const auto n = parseNumber(value, 1, 86400);
            if (!n)
                return fail("a number of seconds from 1 to 86400");
            request.seconds = double(*n);
        } else if (arg == "--level") {
            request.anyLevel = value == "any";
            options.level = logic::levelByKey(value);
            if (!options.level && !request.anyLevel)
                return fail("easy, medium, hard, expert, master, extreme or any");
        } else if (arg == "--technique") {
            options.technique = logic::techniqueByKey(value);
            if (!options.technique)
                return fail("a technique key (see pencilmark-cli explain --help)");
        } else if (arg == "--symmetry") {
            const auto symmetry = generate::symmetryByKey(value);
            if (!symmetry)
                return fail("none, rotational, rotational90, mirror or diagonal");
            options.symmetry = *symmetry;
        } else if (arg == "--size") {
            const auto n = parseNumber(value, generate::kMinGeneratedSize, Geometry::kMaxSize);
            if (!n)
                return fail("a size from " + std::to_string(generate::kMinGeneratedSize) + " to "
                            + std::to_string(Geometry::kMaxSize) + " (grids of "
                            + std::to_string(generate::kMinGeneratedSize) + "x"
                            + std::to_string(generate::kMinGeneratedSize) + " to " + std::to_string(Geometry::kMaxSize)
                            + "x" + std::to_string(Geometry::kMaxSize) + ")");
            size = int(*n);
        } else if (arg == "--box") {
            const auto x = value.find('x');
            const auto rows = x == std::string::npos ? std::nullopt : parseNumber(value.substr(0, x), 1, 64);
            const auto cols = x == std::string::npos ? std::nullopt : parseNumber(value.substr(x + 1), 1, 64);
            if (!rows || !cols)
                return fail("RxC with sides from 1 to 64, e.g. 2x3");
            box = std::pair{int(*rows), int(*cols)};
        } else if (arg == "--variant") {
            size_t start = 0;
            while (start <= value.size()) {
                const size_t comma = std::min(value.find(',', start), value.size());
                const std::string item = value.substr(start, comma - start);
                if (item == "x" || item == "diagonals")
                    options.geometry.variants = options.geometry.variants | Variant::Diagonals;
                else if (item == "centre-dot" || item == "center-dot")
                    options.geometry.variants = options.geometry.variants | Variant::CentreDot;
                else if (item == "windows" || item == "hyper")
                    options.geometry.variants = options.geometry.variants | Variant::Windows;
                else if (item == "jigsaw")
                    options.randomJigsaw = true;
                else if (item == "multifour")
                    counted = GeometrySpec::multiFour();
                else if (item == "doublenine")
                    counted = GeometrySpec::doubleNine();
                else
                    return fail("x, centre-dot, windows, jigsaw, multifour or doublenine");
                start = comma + 1;
            }
        } else if (arg == "--alphabet") {
            request.alphabet = value;
        } else if (arg == "--max-cage") {
            const auto n = parseNumber(value, 1, 64);
            if (!n)
                return fail("a number of cells from 1 to 64");
            maxCage = int(*n);
        } else {
            std::cerr << "pencilmark-cli: unknown option '" << escapeForMessage(arg) << "' (see --help)\n";
            return kExitUsage;
        }
    }
    if (options.level && options.technique) {
        std::cerr << "pencilmark-cli: give --level or --technique, not both\n";
        return kExitUsage;
    }
    if (counted) {
        if (size || box || killer || options.randomJigsaw || options.geometry.variants != Variant::None) {
            std::cerr << "pencilmark-cli: multifour and doublenine are whole shapes: they take no --size, --box, "
                         "--killer or other variant\n";
            return kExitUsage;
        }
        options.geometry = *counted;
        if (auto error = generate::checkGeneratorOptions(options)) {
            std::cerr << "pencilmark-cli: " << error->message << "\n";
            return kExitUsage;
        }
        return std::nullopt;
    }
    const int n = size.value_or(box ? box->first * box->second : 9);
    if (n < generate::kMinGeneratedSize || n > Geometry::kMaxSize) {
        std::cerr << "pencilmark-cli: the generator makes grids of " << generate::kMinGeneratedSize << "x"
                  << generate::kMinGeneratedSize << " to " << Geometry::kMaxSize << "x" << Geometry::kMaxSize << ", not "
                  << n << "x" << n << "\n";
        return kExitUsage;
    }
    const Variant variants = options.geometry.variants;
    options.geometry = GeometrySpec::forSize(n);
    options.geometry.variants = variants;
    if (box) {
        if (box->first * box->second != n) {
            std::cerr << "pencilmark-cli: box " << box->first << "x" << box->second << " does not tile a " << n
                      << "x" << n << " grid\n";
            return kExitUsage;
        }
        options.geometry.boxRows = box->first;
        options.geometry.boxCols = box->second;
    }
    if (!box && options.geometry.boxRows == 0 && !options.randomJigsaw) {
        std::cerr << "pencilmark-cli: a " << n << "x" << n << " grid has no boxes (" << n
                  << " is prime): add --variant jigsaw for random regions, or choose a size with boxes\n";
        return kExitUsage;
    }
    if (!options.randomJigsaw) {
        if (auto geometry = Geometry::create(options.geometry); !geometry) {
            std::cerr << "pencilmark-cli: " << geometry.error().message << "\n";
            return kExitUsage;
        }
    }
    if (!killer && (maxCage || allowGivens || request.solo)) {
        std::cerr << "pencilmark-cli: " << (maxCage ? "--max-cage" : allowGivens ? "--allow-givens" : "--solo")
                  << " is a killer option: add --killer\n";
        return kExitUsage;
    }
    if (killer) {
        options.killer = generate::KillerOptions{maxCage.value_or(0), allowGivens};
        // Solo takes neither a cage of one cell nor a killer past 9x9.
        options.killer->singleCellCages = !request.solo;
        // A killer's option errors are usage errors, told once rather than
        // once per puzzle.
        if (auto error = generate::checkGeneratorOptions(options)) {
            std::cerr << "pencilmark-cli: " << error->message << "\n";
            return kExitUsage;
        }
        const Variant variants = options.geometry.variants;
        if (request.solo && (hasVariant(variants, Variant::CentreDot) || hasVariant(variants, Variant::Windows))) {
            std::cerr << "pencilmark-cli: Solo game IDs cannot hold centre-dot or windows houses\n";
            return kExitUsage;
        }
        if (request.solo && options.geometry.size > kLargestSoloKiller) {
            std::cerr << "pencilmark-cli: Solo plays killers up to " << kLargestSoloKiller << "x" << kLargestSoloKiller
                      << ", not " << options.geometry.size << "x" << options.geometry.size
                      << ": leave out --solo for a killer line\n";
            return kExitUsage;
        }
    } else if (auto error = generate::checkGeneratorOptions(options)) {
        // Told once, as a usage error, rather than once per puzzle (a
        // jigsaw with windows, a technique too rare to draw).
        std::cerr << "pencilmark-cli: " << error->message << "\n";
        return kExitUsage;
    }
    return std::nullopt;
}

// CPU seconds used by this thread: the figures stay comparable while other
// work shares the machine (peers are quoted in CPU time too).
double threadCpuSeconds()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) * 1e-9;
}

// Puzzle i of a run gets its own seed, so the output does not depend on
// how many threads share the work.
std::uint64_t seedFor(std::uint64_t seed, std::size_t index)
{
    std::uint64_t z = seed + 0x9E3779B97F4A7C15ull * (index + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

std::string regionMap(const Geometry& geometry)
{
    static const std::string symbols = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@#";
    std::string map;
    for (int cell = 0; cell < geometry.cellCount(); ++cell)
        map += symbols[size_t(geometry.regionOf(cell))];
    return map;
}

} // namespace

int runGenerate(const std::vector<std::string>& args)
{
    GenerateRequest request;
    if (auto stop = parseRequest(args, kGenerateHelp, false, request))
        return *stop;
    const GeometrySpec& spec = request.options.geometry;
    // Counted shapes print their symbols only (1-4 on MultiFour).
    const int size = spec.symbols ? spec.symbols : spec.size;
    Alphabet alphabet = Alphabet::standard(size);
    if (request.alphabet) {
        auto custom = Alphabet::custom(*request.alphabet);
        if (!custom || custom.value().size() != size) {
            std::cerr << "pencilmark-cli: --alphabet needs " << size << " distinct symbols\n";
            return kExitUsage;
        }
        alphabet = custom.value();
    }
    // Each puzzle is printed as soon as it and those before it are made,
    // in order, whatever the number of threads (see OrderedPool).
    struct Made {
        bool failed;
        std::string line;
    };
    int exitCode = kExitOk;
    OrderedPool<Made> pool(request.threads, [&](Made&& made) {
        if (made.failed) {
            reportError(made.line);
            exitCode = kExitInvalidInput;
        } else {
            writeOut(made.line);
        }
    });
    for (std::size_t i = 0; i < request.count; ++i) {
        setWorkingOn("puzzle " + std::to_string(i + 1) + " of " + std::to_string(request.count));
        pool.submit([&request, &alphabet, i]() -> Made {
            generate::GeneratorOptions options = request.options;
            options.seed = seedFor(request.options.seed, i);
            const auto made = generate::generatePuzzle(options);
            if (!made)
                return {true, "error: " + made.error().message};
            const auto& puzzle = made.value();
            char rating[16];
            std::snprintf(rating, sizeof rating, "%.1f", puzzle.rating.rating);
            const std::string text = puzzle.puzzle.geometry().isCounted()
                                         ? writeCounted(puzzle.puzzle, alphabet).value_or("")
                                     : !request.options.killer ? writeLine(puzzle.puzzle, alphabet)
                                     : request.solo            ? writeSoloGameId(puzzle.puzzle).value_or("")
                                                               : writeKiller(puzzle.puzzle, alphabet);
            std::string line = text + "\t" + std::string(logic::levelKey(puzzle.rating.level)) + "\t" + rating;
            if (puzzle.puzzle.geometry().isJigsaw() && !request.solo) // a Solo ID holds its regions
                line += "\t" + regionMap(puzzle.puzzle.geometry());
            return {false, line + "\n"};
        });
    }
    pool.finish();
    return exitCode;
}

int runGenerateBench(const std::vector<std::string>& args)
{
    GenerateRequest request;
    request.count = 0;
    if (auto stop = parseRequest(args, kGenerateHelp, true, request))
        return *stop;
    // One row per level (or just the one asked for), each run for about
    // --seconds of CPU time on one thread, or --count puzzles when given.
    std::vector<std::optional<logic::Level>> levels;
    if (request.options.level || request.options.technique || request.anyLevel)
        levels.push_back(request.options.level);
    else if (request.options.geometry.lineCount > 1) // counted shapes reach these only
        for (logic::Level level : {logic::Level::Easy, logic::Level::Medium, logic::Level::Extreme}) {
            generate::GeneratorOptions options = request.options;
            options.level = level;
            if (!generate::checkGeneratorOptions(options))
                levels.push_back(level);
        }
    else
        for (int i = 0; i <= int(logic::Level::Extreme); ++i)
            levels.push_back(logic::Level(i));
    const bool killer = request.options.killer.has_value();
    if (killer)
        std::printf("%-10s %8s %10s %10s %10s %10s %8s %7s %6s  %s\n", "level", "puzzles", "puzzles/s", "mean ms",
                    "median ms", "max ms", "layouts", "givens", "cages", "cage sizes 1,2,3... (% of cages)");
    else
        std::printf("%-10s %8s %10s %12s %12s %10s %8s\n", "level", "puzzles", "puzzles/s", "median ms", "max ms",
                    "attempts", "givens");
    for (const auto& level : levels) {
        std::vector<double> millis;
        std::size_t attempts = 0, givens = 0;
        std::vector<std::size_t> cageSizes; // killers: cages of each size, index = cells - 1
        const double start = threadCpuSeconds();
        for (std::size_t i = 0;; ++i) {
            const double elapsed = threadCpuSeconds() - start;
            if (request.count ? i >= request.count : elapsed >= request.seconds)
                break;
            generate::GeneratorOptions options = request.options;
            options.level = level;
            options.seed = seedFor(request.options.seed, i);
            const double t0 = threadCpuSeconds();
            const auto made = generate::generatePuzzle(options);
            millis.push_back((threadCpuSeconds() - t0) * 1000.0);
            if (!made) {
                std::cerr << "pencilmark-cli: " << made.error().message << "\n";
                return kExitInvalidInput;
            }
            attempts += std::size_t(made.value().attempts);
            givens += std::size_t(made.value().puzzle.givenCount());
            for (const Cage& cage : made.value().puzzle.geometry().cages()) {
                if (cageSizes.size() < cage.cells.size())
                    cageSizes.resize(cage.cells.size(), 0);
                ++cageSizes[cage.cells.size() - 1];
            }
        }
        const double total = threadCpuSeconds() - start;
        const std::string rowName = level                     ? std::string(logic::levelKey(*level))
                                    : request.options.technique ? "technique"
                                                                : "any";
        std::vector<double> sorted = millis;
        std::sort(sorted.begin(), sorted.end());
        const double n = double(std::max<std::size_t>(millis.size(), 1));
        if (killer) {
            double sum = 0;
            std::size_t cages = 0;
            for (double m : millis)
                sum += m;
            for (std::size_t c : cageSizes)
                cages += c;
            std::string mix;
            for (std::size_t c : cageSizes)
                mix += (mix.empty() ? "" : ",") + std::to_string(int(std::lround(100.0 * double(c) / double(cages))));
            std::printf("%-10s %8zu %10.2f %10.1f %10.1f %10.1f %8.1f %7.1f %6.1f  %s\n", rowName.c_str(),
                        millis.size(), double(millis.size()) / std::max(total, 1e-9), sum / n,
                        sorted.empty() ? 0.0 : sorted[sorted.size() / 2], sorted.empty() ? 0.0 : sorted.back(),
                        double(attempts) / n, double(givens) / n, double(cages) / n, mix.c_str());
        } else {
            std::printf("%-10s %8zu %10.1f %12.2f %12.2f %10.1f %8.1f\n", rowName.c_str(), millis.size(),
                        double(millis.size()) / std::max(total, 1e-9), sorted.empty() ? 0.0 : sorted[sorted.size() / 2],
                        sorted.empty() ? 0.0 : sorted.back(), double(attempts) / n, double(givens) / n);
        }
        std::fflush(stdout);
    }
    return kExitOk;
}

} // namespace pm::cli
