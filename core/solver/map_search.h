// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/geometry.h"

#include <cstdint>
#include <memory>

namespace pm::solver {

// What an exhaustive search of a map found within its node budget.
enum class MapSearch { HasGrid, NoGrid, Unknown };

// Searches the empty geometry for any grid, within `maxNodes`. The digits of
// any grid can be renamed so that row 1 reads 1..N, so a search from that
// row alone covers every grid with N! times fewer branches than a search
// from nothing: maps the law of leftovers (map_check.h) misses but that
// have no grid are often proved so within a few thousand nodes. Unknown for
// shapes where renaming digits changes what is allowed (killer cages,
// counted houses), and when the budget runs out.
MapSearch searchMap(const std::shared_ptr<const Geometry>& geometry, std::uint64_t maxNodes);

} // namespace pm::solver
