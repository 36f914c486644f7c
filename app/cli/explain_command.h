// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/option_table.h"

#include <string_view>
#include <vector>

namespace pm::cli {

// pencilmark-cli explain [--json] [--first] [--max-level L] [--only KEY] ...
const CommandSpec& explainCommand();

// The level keys, easiest first, as --max-level and --level take them.
std::vector<std::string_view> levelWords();

} // namespace pm::cli
