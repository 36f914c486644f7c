// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// SudokuPad's "PuzzleZipper": the shortening its SCL puzzles get before
// LZ-String packs them. Written from the facts of the format (the key map
// and the substitutions below), not from its code. A zipped puzzle is JSON
// with
//   - single quotes for double quotes (a quote inside a string as \'),
//   - keys of letters and digits left unquoted ({ce:[...]}),
//   - an empty object in a list left out ([,,] for [{},{},{}]),
//   - false and true as f and t, "#000000" and "#FFFFFF" as #0 and #F,
//     and any other "#RRGGBB" as RRGGBB, each only as a member's value,
//   - the long keys replaced by short ones (kZippedKeys).

#include "core/formats/json_value.h"
#include "core/result.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace pm::formats {

struct ZipperError {
    std::size_t offset = 0; // byte offset in the zipped text
    std::string message;    // in words, never echoing the text
};

// The zipped text as JSON text. Fails on a string that is not closed and on
// output beyond maxOutputBytes; whether the result is JSON is the JSON
// reader's to say.
Result<std::string, ZipperError> unzipPuzzleText(std::string_view zipped, std::size_t maxOutputBytes);

// Every object's short keys, at any depth, back to their long names
// ("ce" to "cells", "wp" to "wayPoints" ...).
void expandZippedKeys(JsonValue& value);

} // namespace pm::formats
