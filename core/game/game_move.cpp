// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/game_move.h"

#include <algorithm>
#include <map>

namespace pm::game {

bool Change::touches(int cell) const
{
    return std::binary_search(cells.begin(), cells.end(), CellChange{cell, {}, {}},
                              [](const CellChange& a, const CellChange& b) { return a.cell < b.cell; });
}

Change merged(const Change& first, const Change& second)
{
    std::map<int, CellChange> byCell;
    for (const CellChange& c : first.cells)
        byCell[c.cell] = c;
    for (const CellChange& c : second.cells) {
        auto [it, inserted] = byCell.try_emplace(c.cell, c);
        if (!inserted)
            it->second.after = c.after;
    }
    Change result;
    for (const auto& [cell, change] : byCell) {
        if (change.before != change.after)
            result.cells.push_back(change);
    }
    return result;
}

} // namespace pm::game
