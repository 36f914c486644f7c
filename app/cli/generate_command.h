// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/option_table.h"

namespace pm::cli {

// pencilmark-cli generate --count N [--level L|--technique KEY] ...
const CommandSpec& generateCommand();

// pencilmark-cli bench generate [--count N] [--seconds S] ...: puzzles per
// second per level.
const CommandSpec& generateBenchCommand();

} // namespace pm::cli
