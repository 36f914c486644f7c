// SPDX-License-Identifier: GPL-3.0-or-later
// pencilmark-cli's argument parsing: the bytes are split at newlines into
// arguments, which go through the shape options and the generic input
// parsing every puzzle-reading command uses. Any argument list ends in a
// usage error with a message, help, or parse options and a path.
#include "app/cli/cli_options.h"

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
    // A command's own option with a number, as solve's --limit.
    const pm::cli::OwnOption own = [](const std::vector<std::string>& all,
                                      std::size_t& i) -> std::optional<std::string> {
        if (all[i] != "--limit")
            return std::nullopt;
        if (i + 1 >= all.size() || !pm::cli::parseNumber(all[++i], 1, 1'000'000))
            return std::string("--limit needs a number");
        return std::string();
    };
    pm::ParseOptions parse;
    std::string path;
    (void)pm::cli::parseInputArguments(args, "help\n", own, parse, path);
    return 0;
}
