// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/bench_command.h"
#include "app/cli/bench_steps.h"
#include "app/cli/cli_options.h"
#include "app/cli/explain_command.h"
#include "app/cli/generate_command.h"
#include "app/cli/output.h"
#include "app/cli/rate_command.h"
#include "app/cli/solve_commands.h"

#include <iostream>
#include <string>
#include <vector>

namespace {

const char* const kUsage =
    "Usage: pencilmark-cli COMMAND [options] [FILE|-]\n"
    "Pencilmark's batch tool.\n\n"
    "Commands:\n"
    "  solve    solve every puzzle, one output line each\n"
    "  count    count solutions up to a limit\n"
    "  explain  solve like a person, explaining every step\n"
    "  rate     grade every puzzle: level, rating, hardest technique\n"
    "  generate make new puzzles at a chosen level\n"
    "  bench    benchmarks (bench solve|explain|rate|generate|steps ...)\n\n"
    "Run 'pencilmark-cli COMMAND --help' for a command's options.\n";

} // namespace

int main(int argc, char* argv[])
{
    pm::cli::installInterruptHandling();
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) {
        std::cerr << kUsage;
        return pm::cli::kExitUsage;
    }
    const std::string command = args.front();
    args.erase(args.begin());
    if (command == "--help" || command == "-h" || command == "help") {
        std::cout << kUsage;
        return pm::cli::kExitOk;
    }
    if (command == "--version") {
        std::cout << "pencilmark-cli " PENCILMARK_VERSION "\n";
        return pm::cli::kExitOk;
    }
    if (command == "solve")
        return pm::cli::runSolve(args);
    if (command == "count")
        return pm::cli::runCount(args);
    if (command == "explain")
        return pm::cli::runExplain(args);
    if (command == "rate")
        return pm::cli::runRate(args);
    if (command == "generate")
        return pm::cli::runGenerate(args);
    if (command == "bench" && !args.empty() && args.front() == "generate")
        return pm::cli::runGenerateBench({args.begin() + 1, args.end()});
    if (command == "bench" && !args.empty() && args.front() == "rate")
        return pm::cli::runRateBench({args.begin() + 1, args.end()});
    if (command == "bench" && !args.empty() && args.front() == "steps")
        return pm::cli::runStepsBench({args.begin() + 1, args.end()});
    if (command == "bench")
        return pm::cli::runBench(args);
    std::cerr << "pencilmark-cli: unknown command '" << command << "'\n" << kUsage;
    return pm::cli::kExitUsage;
}
