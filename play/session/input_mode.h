// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace pm {

// What a digit key does to the selected cells: place it, toggle it as a
// centre or corner mark, or paint colour number `digit`.
enum class InputMode { Value, Centre, Corner, Colour };

} // namespace pm
