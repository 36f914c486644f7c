// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/option_table.h"

namespace pm::cli {

// pencilmark-cli bench read: times the puzzle readers on made-up inputs of
// doubling size, to show each is linear in its input.
const CommandSpec& readBenchCommand();

} // namespace pm::cli
