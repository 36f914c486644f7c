// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/grid.h"

#include <stop_token>

namespace pm::generate {

// Whether every given of a puzzle with one solution is needed: taking any
// one of them away lets a second solution in (the generators' --minimal).
// One uniqueness count per given, so it costs as much as a carving pass;
// false when cancelled.
bool isMinimal(const Grid& puzzle, std::stop_token stop);

} // namespace pm::generate
