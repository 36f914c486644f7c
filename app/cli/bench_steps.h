// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/option_table.h"

namespace pm::cli {

// pencilmark-cli bench steps: times the All Steps search (game::findPlayerSteps)
// on positions met along each puzzle's logical path, per scope.
const CommandSpec& stepsBenchCommand();

} // namespace pm::cli
