// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/guide/technique_examples.h"

#include "core/alphabet.h"
#include "core/grid.h"
#include "core/logic/logic_solver.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pm {

// A TechniqueExample read and solved: the puzzle, the position, the
// solution (when the puzzle has exactly one) and the step the explaining
// solver takes there, searched live like a hint, so the guide shows what
// the solver really does. Building one runs the solver once (milliseconds;
// a forcing chain or what-if position on 9x9 takes the longest).
struct WorkedExample {
    Grid puzzle;   // the givens
    Grid position; // values (givens marked) and the candidates of every empty cell
    Alphabet alphabet = Alphabet::standard(9);
    std::vector<std::uint8_t> solution; // empty unless the puzzle has exactly one
    logic::NextStep next;               // the solver's next step in `position`
    std::string title;                  // a published puzzle's title and author, as written
    std::string author;

    // The solver found a step, and it is of the example's own technique.
    bool showsTechnique(logic::Technique technique) const
    {
        return next.kind == logic::NextStep::Kind::Found && next.step.technique == technique;
    }
};

// Reads the example's shape, puzzle and position and asks the solver for
// the next step (uniqueness techniques allowed when the puzzle has one
// solution). nullopt when the table row does not read (the tests catch it).
std::optional<WorkedExample> loadWorkedExample(const TechniqueExample& example);

} // namespace pm
