// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace pm {

// What a puzzle brought with it to say about itself (an f-puzzles puzzle's
// "title", "author" and "ruleset"): shown beside the board, kept with the
// game, written back with it.
struct PuzzleNotes {
    std::string title;
    std::string author;
    std::string rules;

    bool empty() const { return title.empty() && author.empty() && rules.empty(); }
    bool operator==(const PuzzleNotes&) const = default;
};

} // namespace pm
