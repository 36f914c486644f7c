// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace pm::cli {

// `pencilmark-cli solve …` and `pencilmark-cli count …`; args exclude the
// subcommand name. Return the process exit code.
int runSolve(const std::vector<std::string>& args);
int runCount(const std::vector<std::string>& args);

} // namespace pm::cli
