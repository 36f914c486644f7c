// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace pm::cli {

// pencilmark-cli generate --count N [--level L|--technique KEY] ...
int runGenerate(const std::vector<std::string>& args);

// pencilmark-cli bench generate [--count N] [--seconds S] ...: puzzles per
// second per level.
int runGenerateBench(const std::vector<std::string>& args);

} // namespace pm::cli
