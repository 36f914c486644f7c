// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace pm::cli {

// `pencilmark-cli explain …`: the logical solve path, step by step.
int runExplain(const std::vector<std::string>& args);

} // namespace pm::cli
