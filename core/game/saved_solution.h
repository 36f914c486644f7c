// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/geometry.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace pm::game {

// The solution a saved game brings, checked before play: kept when it is a
// complete grid of the geometry (no house holds a digit more often than it
// may); otherwise worked out again from the givens when they have exactly
// one solution the search settles within its budget (a file is read on the
// GUI thread: a damaged one must not freeze it); nothing when they do not.
// A stored solution that is no grid made Check call right digits wrong.
// Agreement with the givens is Game::create's to check.
std::optional<std::vector<std::uint8_t>> checkedSolution(const std::shared_ptr<const Geometry>& geometry,
                                                         const std::vector<int>& givens,
                                                         std::vector<std::uint8_t> stored);

} // namespace pm::game
