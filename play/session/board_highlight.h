// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logic/step.h"

#include <vector>

namespace pm {

// What the board shows of a hint over the game: a spotlight on where to
// look (the rest of the board dimmed), and/or a step's full pattern (cells,
// houses and candidates by role, chain links). Plain data, like BoardState.
struct BoardHighlight {
    std::vector<int> spotlight; // cells lit while the rest is dimmed
    logic::Pattern pattern;

    bool isEmpty() const
    {
        return spotlight.empty() && pattern.cells.empty() && pattern.houses.empty() && pattern.candidates.empty()
            && pattern.links.empty();
    }
};

} // namespace pm
