// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/option_table.h"

namespace pm::cli {

// `pencilmark-cli why --candidate rRcC=D …`: why a digit cannot go in a
// cell, told as the shortest story that ends in a contradiction.
const CommandSpec& whyCommand();

} // namespace pm::cli
