// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The options that say what a puzzle is, shared by every command that reads
// puzzles: --size N, --box RxC, --variant x,centre-dot,windows,
// --regions MAP, --alphabet SYMBOLS, and --max-nodes N for maps the checks
// leave unsettled (app/cli/map_judge.h). Their table is shapeOptionTable()
// (app/cli/option_table.h); this turns their values into ParseOptions.

#include "app/cli/option_table.h"

#include "core/formats/puzzle_format.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace pm::cli {

// What the shape options describe, as parse options: the geometry (built
// when one was described), the alphabet, and the bound for unsettled maps.
// `regionLabels` gets the --regions map's labels as written, for the map
// check that follows (MapJudge::refuseMap). On failure, returns the message
// for a usage error. Judges no map: that is the command's next step.
// The extra houses one --variant word names (x, centre-dot, windows and
// their aliases), None for any other word; generate's --variant shares it.
Variant houseVariantOf(std::string_view word);

// --box RxC (or RXC): the two sides, when each is 1 to 64.
std::optional<std::pair<int, int>> boxOf(const std::string& text);

std::optional<std::string> makeParseOptions(const Arguments& arguments, ParseOptions& out,
                                            std::u32string& regionLabels);

} // namespace pm::cli
