// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The checks every generator ends a carving with, whatever it carved: the
// bound on givens, minimality, the rating, and the level or technique asked
// for. One place, so that the classic and the counted generators cannot come
// to mean different things by the same options.

#include "core/generate/generator_options.h"
#include "core/grading/rating.h"
#include "core/grid.h"

#include <cstdint>
#include <stop_token>
#include <vector>

namespace pm::generate {

// Whether the givens (a digit per cell, 0 where empty) are within
// --max-clues; counted before any solving, as the cheapest rejection.
bool withinClueBound(const std::vector<std::uint8_t>& givens, const GeneratorOptions& options);

// Whether a carved puzzle with a unique solution is what the options ask
// for: minimal if asked, rated (filled in `rating`), and at the level asked
// or with the technique asked on its solving path.
bool meetsTarget(const Grid& puzzle, const GeneratorOptions& options, grading::Rating& rating, std::stop_token stop);

// What a generator hands back for a carving that met its target: the
// puzzle, its solution with the puzzle's givens marked given, the rating
// and the attempts it took.
GeneratedPuzzle generatedPuzzle(Grid puzzle, Grid solution, const grading::Rating& rating, int attempts);

} // namespace pm::generate
