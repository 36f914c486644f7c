// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/generate/generator_options.h"

#include <functional>
#include <stop_token>

namespace pm::generate {

// Killer generation, called by generatePuzzle when options.killer is set.
//
// 1. A random solution grid (a fresh one every few cage maps), then a random
//    cage map over it (random_cages.h): connected cages of distinct
//    digits, sizes drawn around 2-4 cells, sums from the solution.
// 2. The cage map is made unique (killer_uniqueness.h): while the exact
//    solver finds another solution, the cage map changes where the two
//    differ, in a way the other one does not fit (a cell moved to a
//    neighbouring cage, two cages merged, a cage split; a given only when
//    allowed); a search that runs out of its node budget splits the
//    largest cage. A cage map still not unique after a budget of changes is
//    dropped.
// 3. The unique puzzle is rated (grading::rateUniquePuzzle) and kept when
//    it is at the level (or uses the technique) asked for. Otherwise it
//    walks a few steps towards the level (join two cages when too easy,
//    split the largest when too hard; every step proved unique and rated)
//    before a new cage map is drawn; and the mix of cage sizes for the next
//    cage maps drifts towards larger cages after a puzzle too easy, smaller
//    after one too hard. Both depend on nothing but the ratings, so level
//    targets follow whatever killer techniques the logic solver knows.
//
// Same options and seed, same puzzle: every random choice comes from one
// engine seeded with options.seed, and the solver's checks are bounded by
// node counts, not time. Every solver and rating call takes the stop token.
//
// What the shared options mean for a killer:
// - symmetry: the cage map looks the same under it (each cage's image is
//   a cage), and so do the givens when there are any;
// - level / technique: as for other puzzles, through the rating; both at
//   once are refused. Small grids reach few levels (4x4 killers rate easy
//   or medium): the generator gives up (GaveUp) after a budget of cage maps;
// - minimal and maxClues are about givens: they need allowGivens (refused
//   otherwise, as a pure killer has none); minimal then drops every given
//   the puzzle stays unique without, maxClues caps the givens added;
// - sizes 4x4 to 12x12 (kMinKillerSize..kMaxKillerSize), boxes or a random
//   jigsaw, with any variant; a geometry that already has cages is refused.
//   Measured (Release, one core, 5 puzzles a level, 2026-11-23): a 12x12
//   killer takes 0.3 to 2 s a puzzle (Expert 75 s, Master 63 s on
//   average); a 16x16 one 1.5 to 37 s up to Extreme, but no Master or
//   Expert in 10 minutes, and a 25x25 one did not come out within 3
//   minutes at all. So 16x16 and larger are refused.
constexpr int kMinKillerSize = 4;
constexpr int kMaxKillerSize = 12;

// The BadOptions error generateKiller would return at once, if any.
std::optional<GeneratorError> checkKillerOptions(const GeneratorOptions& options);

Result<GeneratedPuzzle, GeneratorError> generateKiller(const GeneratorOptions& options, std::stop_token stop,
                                                      const std::function<void(const Progress&)>& progress);

} // namespace pm::generate
