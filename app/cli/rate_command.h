// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/option_table.h"

namespace pm::cli {

// pencilmark-cli rate [--threads T] [--coarse] [options] [FILE|-]
const CommandSpec& rateCommand();

// pencilmark-cli bench rate [--limit N] [--threads T] FILE: calibration
// against a file of "puzzle rating" lines (Sudoku Explainer ratings).
const CommandSpec& rateBenchCommand();

} // namespace pm::cli
