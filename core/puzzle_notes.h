// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace pm {

// A place on or just outside the grid: 0-based row and column, from -1 to
// the size (f-puzzles writes a clue above column 3 as "R0C3").
struct GridPlace {
    int row = 0;
    int column = 0;

    bool operator==(const GridPlace&) const = default;
};

// A drawing a puzzle shows without a rule (f-puzzles' cosmetics), drawn as
// the setter made it: a line through cell centres, a circle or rectangle
// centred on the cells it covers, text there, or a cage outline.
struct Drawing {
    enum class Kind : std::uint8_t { Line, Circle, Rectangle, Text, Cage };
    Kind kind = Kind::Line;
    // Line: each a polyline through these places' centres. The others: one
    // list, the places it covers (a shape is centred on their middle).
    std::vector<std::vector<GridPlace>> places = {};
    std::string text = {};     // the words or number shown, if any
    std::uint32_t fill = 0;    // 0xAARRGGBB; alpha 0: none
    std::uint32_t outline = 0; // the line, the shape's edge, the cage's outline
    std::uint32_t ink = 0;     // the text's colour
    double width = 0;          // Line: its thickness; Circle, Rectangle: width; in cells
    double height = 0;         // Circle, Rectangle: in cells
    double angle = 0;          // Circle, Rectangle, Text: degrees, clockwise

    bool operator==(const Drawing&) const = default;
};

// What a puzzle brought with it beyond its rules (an f-puzzles puzzle's
// "title", "author", "ruleset" and cosmetics): shown beside and on the
// board, kept with the game, written back with it.
struct PuzzleNotes {
    std::string title = {};
    std::string author = {};
    std::string rules = {};
    std::vector<Drawing> drawings = {};
    // Rules the puzzle holds that Pencilmark cannot check (by their f-puzzles
    // names): it is played against the solution it came with.
    std::vector<std::string> unknownRules = {};

    bool empty() const
    {
        return title.empty() && author.empty() && rules.empty() && drawings.empty() && unknownRules.empty();
    }
    bool operator==(const PuzzleNotes&) const = default;
};

} // namespace pm
