// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/generate/generator_options.h"
#include "core/logic/technique.h"

#include <cstdint>

namespace pm::generate {

// What the generator is asked for when a player practises `technique`: a
// puzzle whose logical path uses it, on the smallest shape where it
// occurs: classic 9×9 for most, X-Sudoku (both diagonals) for hidden
// singles in other houses, a 9×9 killer for the cage techniques, MultiFour
// for the counting ones, a 9×9 variant of the rules a variant technique
// reasons with (kropki dots, thermometers or arrows).
GeneratorOptions practiceOptions(logic::Technique technique, std::uint64_t seed);

// Whether the generator takes those options (checkGeneratorOptions): false
// for what-if, which it refuses as too rare to draw at random, and for the
// variant techniques of rules it does not deal (cell rules, lines, clues
// outside the grid).
bool canPractise(logic::Technique technique);

} // namespace pm::generate
