// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/puzzle_notes.h"

#include <QJsonArray>
#include <QJsonValue>

#include <optional>
#include <vector>

namespace pm {

// A puzzle's drawings without a rule (f-puzzles' cosmetics) as the game file
// keeps them ("drawings"): one object per drawing, {"kind": "line" |
// "circle" | "rectangle" | "text" | "cage", "places": [[[row, column], …],
// …] (0-based, -1 and the size just outside the grid), "text", "fill",
// "outline", "ink" (0xAARRGGBB), "width", "height", "angle"}; fields at
// their defaults are left out.
QJsonArray drawingsJson(const std::vector<Drawing>& drawings);
// Reads them back for a grid of `size`; a missing field is none. Nothing
// when the field is malformed (the file is refused as a whole).
std::optional<std::vector<Drawing>> drawingsFromJson(const QJsonValue& value, int size);

} // namespace pm
