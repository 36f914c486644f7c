// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/generate_command.h"

#include "app/cli/explain_command.h"
#include "app/cli/ordered_pool.h"
#include "app/cli/shape_options.h"
#include "app/cli/output.h"

#include "core/formats/puzzle_format.h"
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
    "         [--constraints LIST]\n"
    "Makes N puzzles with a unique solution, one per line:\n"
    "  puzzle<TAB>level<TAB>rating\n"
    "(a jigsaw adds a fourth column: the region map, one character per cell).\n"
    "A killer's puzzle is a killer line, \"killer <givens> <cage map> <sums>\"\n"
    "(see README), or with --solo a Solo game ID; both read back as puzzles.\n"
    "A variant puzzle (--constraints thermo,kropki ...) is an f-puzzles link.\n"
    "The same options and seed always give the same puzzles, whatever --threads.\n"
    "Exit status: 0 on success, 1 when a puzzle could not be made, 2 on a usage\n"
    "error.\n";

const char* const kGenerateBenchHelp =
    "Usage: pencilmark-cli bench generate [--count N | --seconds S] [--level L|--technique KEY]\n"
    "         [generate's options]\n"
    "Times the generator on one thread: for each level (or only the one asked\n"
    "for), puzzles are made with seeds drawn from --seed for about S seconds of\n"
    "CPU time (default 5), or N puzzles with --count, and one row is printed:\n"
    "puzzles, puzzles per CPU-second, median and largest time per puzzle, the\n"
    "attempts per puzzle and the givens (killers: cages, their sizes and the\n"
    "cage maps tried; variants: the constraints kept, switches included).\n"
    "Takes every option of generate but --threads.\n";

const std::string kSizeExpects = "a size from " + std::to_string(generate::kMinGeneratedSize) + " to "
    + std::to_string(Geometry::kMaxSize) + " (grids of " + std::to_string(generate::kMinGeneratedSize) + "x"
    + std::to_string(generate::kMinGeneratedSize) + " to " + std::to_string(Geometry::kMaxSize) + "x"
    + std::to_string(Geometry::kMaxSize) + ")";

// The options of generate; bench generate takes them too (but --threads)
// and --seconds.
std::vector<OptionSpec> generateOptions(bool bench)
{
    std::vector<std::string_view> symmetries;
    for (int i = 0; i <= int(generate::Symmetry::Diagonal); ++i)
        symmetries.push_back(generate::symmetryKey(generate::Symmetry(i)));
    std::vector<std::string_view> levels = levelWords();
    levels.push_back("any");
    std::vector<OptionSpec> options = {
        {"--count", "N", ValueKind::Number, 1, kMaxCount, {}, false, {},
         bench ? "puzzles per level (default: as many as fill --seconds)" : "how many puzzles (default 1)"},
        {"--level", "L", ValueKind::Choice, 0, 0, levels, false, {},
         "easy, medium, hard, expert, master or extreme\n(any: no target, the default)"},
        {"--technique", "KEY", ValueKind::Text, 0, 0, {}, false, {},
         "a puzzle whose solving path uses this technique\n(keys as printed by explain, e.g. x-wing)", {},
         [](const std::string& key) -> std::optional<std::string> {
             if (logic::techniqueByKey(key))
                 return std::nullopt;
             return "--technique expects a technique key (see pencilmark-cli explain --help), got '"
                 + excerptForMessage(key) + "'";
         }},
        {"--size", "N", ValueKind::Number, std::uint64_t(generate::kMinGeneratedSize), std::uint64_t(Geometry::kMaxSize),
         {}, false, kSizeExpects, "N x N grid with the usual box shape (default 9)"},
        {"--box", "RxC", ValueKind::Text, 0, 0, {}, false, {}, "box shape, e.g. 2x3, 3x4, 4x4, 5x5", {},
         [](const std::string& value) -> std::optional<std::string> {
             // generate has always written the x in lower case only.
             if (value.find('X') == std::string::npos && boxOf(value))
                 return std::nullopt;
             return "--box expects RxC with sides from 1 to 64, e.g. 2x3, got '" + excerptForMessage(value) + "'";
         }},
        {"--variant", "LIST", ValueKind::Choice, 0, 0, {"x", "centre-dot", "windows", "jigsaw", "multifour", "doublenine"},
         true, {},
         "comma-separated: x, centre-dot, windows, jigsaw\n(jigsaw: random regions); or alone one of the\n"
         "counted shapes: multifour (12x12, symbols 1-4\nthree times per row and column) or doublenine\n"
         "(18x18, 1-9 twice per row and column, once per\n3x3 section); these print \"multifour <givens>\"\n"
         "lines and rate easy, medium or extreme only",
         {"diagonals", "center-dot", "hyper"}},
        {"--symmetry", "S", ValueKind::Choice, 0, 0, symmetries, false, {},
         "none (default), rotational (180), rotational90,\nmirror, diagonal", {"180", "90"}},
        {"--minimal", "", ValueKind::Flag, 0, 0, {}, false, {}, "no given can be removed without losing uniqueness"},
        {"--max-clues", "K", ValueKind::Number, 1, 64 * 64, {}, false, {}, "at most K givens"},
        {"--seed", "S", ValueKind::Number, 0, UINT64_MAX, {}, false, {}, "seed (default 1)"},
    };
    if (bench)
        options.push_back({"--seconds", "S", ValueKind::Number, 1, 86400, {}, false, {},
                           "CPU seconds per level (default 5; --count instead\nmakes a fixed number)"});
    else
        options.push_back({"--threads", "T", ValueKind::Number, 0, 1024, {}, false, {},
                           "worker threads (default 1; 0 = one per core)"});
    std::vector<OptionSpec> rest = {
        {"--alphabet", "SYMBOLS", ValueKind::Text, 0, 0, {}, false, {}, "the symbols to print (default 1-9, then A-Z)"},
        {"--constraints", "LIST", ValueKind::Choice, 0, 0,
         {"thermo", "kropki", "xv", "arrow", "whispers", "renban", "parity", "killer"}, true, {},
         "variant puzzles, comma-separated: thermo\n(thermometers, few or no givens), kropki (all\n"
         "dots given, negative rule), xv (all X and V\ngiven, negative rule), arrow, whispers (German\n"
         "whispers lines), renban, parity (even and odd\ncells); any mix, e.g.\n"
         "thermo,kropki; sizes 4 to 9; killer alone is\n--killer",
         {"thermometer", "arrows"}},
        {"--killer", "", ValueKind::Flag, 0, 0, {}, false, {},
         "killer sudoku: cages with sums, no givens; sizes\n4 to 12; --symmetry applies to the cages,\n"
         "--minimal and --max-clues need --allow-givens"},
        {"--max-cage", "N", ValueKind::Number, 1, 64, {}, false, "a number of cells from 1 to 64",
         "killer: at most N cells per cage (default 5 on\n9x9, 4 on 6x6, 3 on 4x4)"},
        {"--allow-givens", "", ValueKind::Flag, 0, 0, {}, false, {},
         "killer: a few givens where cage changes alone\ndo not make the puzzle unique"},
        {"--solo", "", ValueKind::Flag, 0, 0, {}, false, {},
         "killer: print Simon Tatham's Solo game IDs (up to 9x9,\nno one-cell cages, as Solo requires)\n"
         "(3x3k:...) instead of killer lines"},
    };
    options.insert(options.end(), rest.begin(), rest.end());
    return options;
}

struct GenerateRequest {
    generate::GeneratorOptions options;
    std::size_t count = 1;
    unsigned threads = 1;
    std::optional<std::string> alphabet;
    double seconds = 5.0; // bench only
    bool anyLevel = false; // --level any: no level target (the default for generate)
    bool solo = false;     // --solo: killers as Solo game IDs
};

// Reads the options shared by generate and bench generate into a request,
// with the checks that take more than one option. Returns an exit code when
// the command should stop.
std::optional<int> readRequest(const Arguments& arguments, GenerateRequest& request)
{
    auto& options = request.options;
    options.seed = arguments.number("--seed").value_or(1);
    options.minimal = arguments.flag("--minimal");
    bool killer = arguments.flag("--killer");
    std::optional<generate::ConstraintOptions> constraints;
    if (const auto list = arguments.text("--constraints")) {
        generate::ConstraintOptions chosen;
        for (std::size_t start = 0; start <= list->size();) {
            const std::size_t comma = std::min(list->find(',', start), list->size());
            std::string item = list->substr(start, comma - start);
            start = comma + 1;
            if (item == "thermometer")
                item = "thermo";
            else if (item == "arrows")
                item = "arrow";
            if (item == "killer") {
                killer = true;
                continue;
            }
            if (const auto family = generate::constraintFamilyByKey(item);
                family && std::find(chosen.families.begin(), chosen.families.end(), *family) == chosen.families.end())
                chosen.families.push_back(*family);
        }
        if (!chosen.families.empty()) {
            if (killer) {
                std::cerr << "pencilmark-cli: killer cages are not generated with other constraints: "
                             "ask for killer alone\n";
                return kExitUsage;
            }
            constraints = std::move(chosen);
        }
    }
    const bool allowGivens = arguments.flag("--allow-givens");
    request.solo = arguments.flag("--solo");
    if (const auto count = arguments.number("--count"))
        request.count = std::size_t(*count);
    request.threads = unsigned(arguments.number("--threads").value_or(1));
    if (const auto seconds = arguments.number("--seconds"))
        request.seconds = double(*seconds);
    if (const auto clues = arguments.number("--max-clues"))
        options.maxClues = int(*clues);
    if (const auto level = arguments.text("--level")) {
        request.anyLevel = *level == "any";
        options.level = logic::levelByKey(*level);
    }
    if (const auto technique = arguments.text("--technique"))
        options.technique = logic::techniqueByKey(*technique);
    if (const auto symmetry = arguments.text("--symmetry"))
        options.symmetry = *generate::symmetryByKey(*symmetry);
    std::optional<int> size;
    if (const auto n = arguments.number("--size"))
        size = int(*n);
    std::optional<std::pair<int, int>> box;
    if (const auto text = arguments.text("--box"))
        box = boxOf(*text);
    std::optional<GeometrySpec> counted; // --variant multifour / doublenine
    if (const auto list = arguments.text("--variant")) {
        for (std::size_t start = 0; start <= list->size();) {
            const std::size_t comma = std::min(list->find(',', start), list->size());
            const std::string item = list->substr(start, comma - start);
            // The table took only its own words; the houses are named as the
            // puzzle readers' --variant names them.
            options.geometry.variants = options.geometry.variants | houseVariantOf(item);
            if (item == "jigsaw")
                options.randomJigsaw = true;
            else if (item == "multifour")
                counted = GeometrySpec::multiFour();
            else if (item == "doublenine")
                counted = GeometrySpec::doubleNine();
            start = comma + 1;
        }
    }
    request.alphabet = arguments.text("--alphabet");
    std::optional<int> maxCage;
    if (const auto n = arguments.number("--max-cage"))
        maxCage = int(*n);
    if (options.level && options.technique) {
        std::cerr << "pencilmark-cli: give --level or --technique, not both\n";
        return kExitUsage;
    }
    if (counted) {
        if (size || box || killer || constraints || options.randomJigsaw
            || options.geometry.variants != Variant::None) {
            std::cerr << "pencilmark-cli: multifour and doublenine are whole shapes: they take no --size, --box, "
                         "--killer, --constraints or other variant\n";
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
    options.constraints = constraints;
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

int runGenerate(const Arguments& arguments)
{
    GenerateRequest request;
    if (auto stop = readRequest(arguments, request))
        return *stop;
    const GeometrySpec& spec = request.options.geometry;
    // Counted shapes print their symbols only (1-4 on MultiFour).
    const int size = spec.symbols ? spec.symbols : spec.size;
    Alphabet alphabet = Alphabet::standard(size);
    if (request.alphabet) {
        auto custom = Alphabet::custom(*request.alphabet);
        // Say why a list of the right length is refused (a '0' or '.' is a
        // blank, a symbol written twice), as the puzzle readers' --alphabet does.
        if (!custom) {
            reportError("--alphabet: " + custom.error());
            return kExitUsage;
        }
        if (custom.value().size() != size) {
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
                                     : request.options.constraints ? writeFPuzzlesLink(puzzle.puzzle).value_or("")
                                     : !request.options.killer ? writeLine(puzzle.puzzle, alphabet)
                                     : request.solo            ? writeSoloGameId(puzzle.puzzle).value_or("")
                                                               : writeKiller(puzzle.puzzle, alphabet);
            std::string line = text + "\t" + std::string(logic::levelKey(puzzle.rating.level)) + "\t" + rating;
            if (puzzle.puzzle.geometry().isJigsaw() && !request.solo) // a Solo ID holds its regions
                line += "\t" + writeRegionMap(puzzle.puzzle.geometry());
            return {false, line + "\n"};
        });
    }
    pool.finish();
    return exitCode;
}

int runGenerateBench(const Arguments& arguments)
{
    GenerateRequest request;
    if (auto stop = readRequest(arguments, request))
        return *stop;
    if (!arguments.number("--count"))
        request.count = 0; // as many as fill --seconds
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
    const bool variant = request.options.constraints.has_value();
    if (variant)
        std::printf("%-10s %8s %10s %12s %12s %10s %8s %8s\n", "level", "puzzles", "puzzles/s", "median ms", "max ms",
                    "attempts", "givens", "rules");
    else if (killer)
        std::printf("%-10s %8s %10s %10s %10s %10s %8s %7s %6s  %s\n", "level", "puzzles", "puzzles/s", "mean ms",
                    "median ms", "max ms", "maps", "givens", "cages", "cage sizes 1,2,3... (% of cages)");
    else
        std::printf("%-10s %8s %10s %12s %12s %10s %8s\n", "level", "puzzles", "puzzles/s", "median ms", "max ms",
                    "attempts", "givens");
    for (const auto& level : levels) {
        std::vector<double> millis;
        std::size_t attempts = 0, givens = 0, rules = 0;
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
            rules += made.value().puzzle.geometry().constraints().size();
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
        } else if (variant) {
            std::printf("%-10s %8zu %10.2f %12.2f %12.2f %10.1f %8.1f %8.1f\n", rowName.c_str(), millis.size(),
                        double(millis.size()) / std::max(total, 1e-9), sorted.empty() ? 0.0 : sorted[sorted.size() / 2],
                        sorted.empty() ? 0.0 : sorted.back(), double(attempts) / n, double(givens) / n,
                        double(rules) / n);
        } else {
            std::printf("%-10s %8zu %10.1f %12.2f %12.2f %10.1f %8.1f\n", rowName.c_str(), millis.size(),
                        double(millis.size()) / std::max(total, 1e-9), sorted.empty() ? 0.0 : sorted[sorted.size() / 2],
                        sorted.empty() ? 0.0 : sorted.back(), double(attempts) / n, double(givens) / n);
        }
        std::fflush(stdout);
    }
    return kExitOk;
}

} // namespace

const CommandSpec& generateCommand()
{
    static const CommandSpec command{"generate", "make new puzzles at a chosen level", kGenerateHelp,
                                     generateOptions(false), false, 0, {}, runGenerate};
    return command;
}

const CommandSpec& generateBenchCommand()
{
    static const CommandSpec command{"bench generate", "puzzles per second per level", kGenerateBenchHelp,
                                     generateOptions(true), false, 0, {}, runGenerateBench};
    return command;
}

} // namespace pm::cli
