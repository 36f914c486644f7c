// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The table of pencilmark-cli's commands (app/cli/option_table.h): main()
// looks a command up here, the main --help lists them from here, and the
// shell completion's value lists are printed from here.

#include "app/cli/option_table.h"

#include <string>
#include <vector>

namespace pm::cli {

// Every command, top-level ones ("solve") and benchmarks ("bench solve").
const std::vector<const CommandSpec*>& commandTable();

// Runs the command line (without the program's name); returns the exit status.
int runCommandLine(std::vector<std::string> args);

} // namespace pm::cli
