// SPDX-License-Identifier: GPL-3.0-or-later
// pencilmark-cli's argument parsing: the bytes are split at newlines into
// arguments, which go through the option table's parser with the shape
// options every puzzle-reading command takes, then the shape options made
// into parse options and the --regions map judged, as a command's first
// steps are. Any argument list ends in a usage error with a message, help,
// or parse options and a path.
#include "app/cli/map_judge.h"
#include "app/cli/option_table.h"
#include "app/cli/shape_options.h"

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::vector<std::string> args(1);
    for (std::size_t i = 0; i < size && args.size() < 64; ++i) {
        if (data[i] == '\n')
            args.emplace_back();
        else
            args.back().push_back(char(data[i]));
    }
    // --regions may name a file; only map text is fuzzed here, so the
    // fuzzer never opens a path such as /dev/zero.
    for (std::size_t i = 0; i + 1 < args.size(); ++i) {
        std::error_code error;
        if (args[i] == "--regions" && std::filesystem::exists(args[i + 1], error))
            args[i + 1] = "not a file";
    }
    // A command with its own option with a number, as count's --limit.
    static const pm::cli::CommandSpec command{
        "fuzz", "", "help\n",
        {{"--limit", "K", pm::cli::ValueKind::Number, 1, 1'000'000, {}, false, {}, "a number"}},
        true, 1, "more than one input file given", nullptr};
    const pm::cli::ParseOutcome parsed = pm::cli::parseArguments(command, args);
    if (!parsed.arguments)
        return 0;
    pm::ParseOptions parse;
    std::u32string labels;
    if (pm::cli::makeParseOptions(*parsed.arguments, parse, labels))
        return 0;
    if (!labels.empty() && parse.geometry) {
        pm::cli::MapJudge judge(parse.unsettledMapNodes);
        (void)judge.refuseMap(parse.geometry, labels);
    }
    return 0;
}
