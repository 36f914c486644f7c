// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <span>
#include <string_view>

namespace pm {

// A worked example for the technique guide: a real position in which the
// explaining solver's next step is the technique. Only text, so the table
// (technique_examples.cpp) stays plain data; WorkedExample reads it and asks
// the solver, so the guide never shows a step the solver would not take.
struct TechniqueExample {
    std::string_view key;   // the technique's catalogue key ("x-wing")
    // "4x4", "6x6" (2x3 boxes) or "9x9"; "+x" adds both diagonals (X-Sudoku);
    // "multifour" or "doublenine" for the counted shapes (the puzzle is then
    // their one-line format, as may be a position of values); "fpuzzles"
    // for a variant puzzle, which brings its own shape and rules.
    std::string_view shape;
    // The givens, one line, '.' for a blank; a killer's Solo game ID (cages
    // and sums); an f-puzzles link (shape "fpuzzles": givens, rules, title
    // and author).
    std::string_view puzzle;
    // The position the step is taken in: empty for the puzzle's start; a line
    // of values (the givens and the digits placed since, candidates being all
    // that no peer rules out); or N*N space-separated candidate groups, one
    // per cell, a solved cell as its digit.
    std::string_view position;
    // Where the puzzle comes from, as a key the guide names in words:
    // "sudoq", "hodoku-exemplars", "forum-hardest" (../shared/data),
    // "generator" (Pencilmark's own; the table's comment gives the command),
    // "solo" (killers from Simon Tatham's Solo, sgt-solo --generate) or
    // "variants-public" (published variant puzzles, CC BY 4.0: the guide
    // names the puzzle's title and author).
    std::string_view source;
    // The position's marks keep a candidate the earlier steps would have
    // removed, as a player's own marks may (a count elimination clears
    // them): the guide says so.
    bool staleMarks = false;
};

// Every example, at most one per technique, in catalogue order.
std::span<const TechniqueExample> techniqueExamples();
// The example of a technique key; nullptr when the table has none.
const TechniqueExample* techniqueExample(std::string_view key);

} // namespace pm
