// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/option_table.h"

namespace pm::cli {

// pencilmark-cli bench solve | bench explain | bench grid.
const CommandSpec& solveBenchCommand();
const CommandSpec& explainBenchCommand();
const CommandSpec& gridBenchCommand();

} // namespace pm::cli
