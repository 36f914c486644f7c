// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace pm::cli {

// `pencilmark-cli bench solve FILE …`: throughput figures, one thread.
int runBench(const std::vector<std::string>& args);

} // namespace pm::cli
