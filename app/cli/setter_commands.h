// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/option_table.h"

namespace pm::cli {

// Help for setters: `pencilmark-cli candidates …` (the true candidates:
// the digits some solution puts in each cell) and `pencilmark-cli clues …`
// (the clues a unique puzzle could do without, each on its own).
const CommandSpec& candidatesCommand();
const CommandSpec& cluesCommand();

} // namespace pm::cli
