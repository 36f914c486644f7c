// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/option_table.h"

namespace pm::cli {

// `pencilmark-cli solve …` and `pencilmark-cli count …`.
const CommandSpec& solveCommand();
const CommandSpec& countCommand();

} // namespace pm::cli
