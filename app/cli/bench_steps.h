// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace pm::cli {

// pencilmark-cli bench steps: times the All Steps search (game::findPlayerSteps)
// on positions met along each puzzle's logical path, per scope.
int runStepsBench(const std::vector<std::string>& args);

} // namespace pm::cli
