// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/commands.h"

#include "app/cli/bench_command.h"
#include "app/cli/bench_read.h"
#include "app/cli/bench_steps.h"
#include "app/cli/explain_command.h"
#include "app/cli/generate_command.h"
#include "app/cli/output.h"
#include "app/cli/rate_command.h"
#include "app/cli/setter_commands.h"
#include "app/cli/solve_commands.h"
#include "app/cli/why_command.h"

#include "core/utf8.h"

#include <algorithm>
#include <iostream>
#include <set>

namespace pm::cli {

namespace {

constexpr std::string_view kBenchPrefix = "bench ";

std::string benchNames(std::string_view separator)
{
    std::string names;
    for (const CommandSpec* command : commandTable())
        if (command->name.starts_with(kBenchPrefix))
            names += (names.empty() ? "" : std::string(separator)) + std::string(command->name.substr(kBenchPrefix.size()));
    return names;
}

std::string usageText()
{
    std::string text = "Usage: pencilmark-cli COMMAND [options] [FILE|-]\n"
                       "Pencilmark's batch tool.\n\n"
                       "Commands:\n";
    for (const CommandSpec* command : commandTable()) {
        if (!command->listed || command->name.starts_with(kBenchPrefix))
            continue;
        std::string name(command->name);
        text += "  " + name + std::string(name.size() < 9 ? 9 - name.size() : 1, ' ') + std::string(command->summary)
            + "\n";
    }
    text += "  bench    benchmarks (bench " + benchNames("|") + " ...)\n\n"
            "Run 'pencilmark-cli COMMAND --help' for a command's options.\n";
    return text;
}

std::string benchUsageText()
{
    std::string text = "Usage: pencilmark-cli bench BENCHMARK [options] ...\n"
                       "Benchmarks: each times one part of Pencilmark on this machine.\n\n"
                       "Benchmarks:\n";
    for (const CommandSpec* command : commandTable())
        if (command->name.starts_with(kBenchPrefix)) {
            const std::string name(command->name.substr(kBenchPrefix.size()));
            text += "  " + name + std::string(name.size() < 9 ? 9 - name.size() : 1, ' ')
                + std::string(command->summary) + "\n";
        }
    text += "\nRun 'pencilmark-cli bench BENCHMARK --help' for a benchmark's options.\n";
    return text;
}

const CommandSpec* findCommand(std::string_view name)
{
    for (const CommandSpec* command : commandTable())
        if (command->name == name)
            return command;
    return nullptr;
}

std::string joined(const std::vector<std::string_view>& words)
{
    std::string out;
    for (std::string_view word : words)
        out += (out.empty() ? "" : " ") + std::string(word);
    return out;
}

// The value lists the completion scripts are made with (resources/
// completion/make_completion.cmake), one a line: NAME<TAB>words.
void printCompletionLists()
{
    const OptionSpec* levels = findOption(*findCommand("explain"), "--max-level");
    const OptionSpec* symmetries = findOption(*findCommand("generate"), "--symmetry");
    const OptionSpec* generateVariants = findOption(*findCommand("generate"), "--variant");
    const OptionSpec* variants = findOption(*findCommand("solve"), "--variant"); // a shape option
    const OptionSpec* constraints = findOption(*findCommand("generate"), "--constraints");
    std::vector<std::string_view> generateOnly;
    for (std::string_view word : generateVariants->words)
        if (std::find(variants->words.begin(), variants->words.end(), word) == variants->words.end())
            generateOnly.push_back(word);
    // Options whose value is typed (numbers, text): the scripts offer nothing
    // after them rather than file names.
    std::set<std::string_view> typed;
    const auto addTyped = [&typed](const std::vector<OptionSpec>& options) {
        for (const OptionSpec& option : options)
            if (option.kind == ValueKind::Number || option.kind == ValueKind::Text)
                typed.insert(option.name);
    };
    addTyped(shapeOptionTable());
    for (const CommandSpec* command : commandTable())
        addTyped(command->options);
    std::cout << "LEVELS\t" << joined(levels->words) << "\n"
              << "SYMMETRIES\t" << joined(symmetries->words) << "\n"
              << "VARIANTS\t" << joined(variants->words) << "\n"
              << "GENERATE_VARIANTS\t" << joined(generateOnly) << "\n"
              << "CONSTRAINTS\t" << joined(constraints->words) << "\n"
              << "BENCHMARKS\t" << benchNames(" ") << "\n"
              << "VALUE_OPTIONS\t" << joined({typed.begin(), typed.end()}) << "\n";
}

} // namespace

const std::vector<const CommandSpec*>& commandTable()
{
    static const std::vector<const CommandSpec*> table = {
        &solveCommand(),         &countCommand(),        &explainCommand(),   &rateCommand(),
        &generateCommand(),      &candidatesCommand(),   &cluesCommand(),         &whyCommand(),
        &solveBenchCommand(),   &explainBenchCommand(), &gridBenchCommand(),
        &generateBenchCommand(), &rateBenchCommand(),    &stepsBenchCommand(),   &readBenchCommand(),
    };
    return table;
}

int runCommandLine(std::vector<std::string> args)
{
    if (args.empty()) {
        std::cerr << usageText();
        return kExitUsage;
    }
    std::string name = args.front();
    args.erase(args.begin());
    if (name == "--help" || name == "-h" || name == "help") {
        std::cout << usageText();
        return kExitOk;
    }
    if (name == "--version") {
        std::cout << "pencilmark-cli " PENCILMARK_VERSION "\n";
        return kExitOk;
    }
    if (name == "--completion-lists") {
        printCompletionLists();
        return kExitOk;
    }
    if (name == "bench") {
        if (args.empty() || args.front() == "--help" || args.front() == "-h") {
            (args.empty() ? std::cerr : std::cout) << benchUsageText();
            return args.empty() ? kExitUsage : kExitOk;
        }
        name += " " + args.front();
        args.erase(args.begin());
        if (!findCommand(name)) {
            reportError("unknown benchmark '" + excerptForMessage(name.substr(kBenchPrefix.size())) + "': expected "
                        + benchNames(", "));
            return kExitUsage;
        }
    }
    const CommandSpec* command = findCommand(name);
    if (!command) {
        std::cerr << "pencilmark-cli: unknown command '" << excerptForMessage(name) << "'\n" << usageText();
        return kExitUsage;
    }
    ParseOutcome parsed = parseArguments(*command, args);
    if (!parsed.arguments)
        return parsed.exitCode;
    return command->run(*parsed.arguments);
}

} // namespace pm::cli
