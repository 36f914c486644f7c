// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace pm::cli {

// pencilmark-cli rate [--threads T] [--coarse] [options] [FILE|-]
int runRate(const std::vector<std::string>& args);

// pencilmark-cli bench rate [--limit N] [--threads T] FILE: calibration
// against a file of "puzzle rating" lines (Sudoku Explainer ratings).
int runRateBench(const std::vector<std::string>& args);

} // namespace pm::cli
