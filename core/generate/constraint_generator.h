// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/generate/generator_options.h"

#include <functional>
#include <stop_token>

namespace pm::generate {

// Variant generation (issue 38), called by generatePuzzle when
// options.constraints is set.
//
// 1. A random solution grid (a fresh one every few attempts), then every
//    instance of the families asked for that it fits (constraint_placement.h):
//    all kropki dots with both negatives, all X and V with the negative,
//    random rising thermometers, arrows whose digits add up to their circle,
//    German whispers and renban lines, even and odd cells.
// 2. Carving: the givens (in symmetric orbits, random order), then the
//    removable instances (all but the dots, which the
//    negative rules need all of) are taken away one by one while the exact
//    solver proves the puzzle unique within a node budget. Each step kept
//    is recorded, so that every prefix of the carving is a unique puzzle
//    too (it holds more than the carved one).
// 3. The carved puzzle is judged against the level: the explaining solver
//    held to that level (a path that stops short is too hard), and rated in
//    full (grading::rateUniquePuzzle) only when it reaches it. Too easy: a
//    new attempt. At the level: kept. Too hard (or a path logic cannot
//    finish, VariantRules): a bisection over the carving's prefixes finds
//    one at the level (more instances, then more givens: easier), retried
//    over reshuffled carvings. Dot puzzles, which keep every dot, are made
//    harder by their solution instead: the one with the fewest marked pairs
//    of a number of draws that grows after a puzzle too easy.
//
// Same options and seed, same puzzle: every random choice comes from one
// engine seeded with options.seed, and the solver is bounded by nodes.
//
// What the shared options mean here: level / technique as for other
// puzzles (a technique's level is aimed at and its path must use it, so
// thermometer, dot-pair ... can be asked for); symmetry for the givens;
// minimal: only the fully carved puzzle is taken (no prefix); maxClues caps
// the givens of the puzzle taken. Sizes 4x4 to 9x9 with boxes and any house
// variant; no random jigsaw, cages or constraints of one's own.
constexpr int kMinVariantSize = 4;
constexpr int kMaxVariantSize = 9;

// The BadOptions error generateVariant would return at once, if any.
std::optional<GeneratorError> checkVariantOptions(const GeneratorOptions& options);

Result<GeneratedPuzzle, GeneratorError> generateVariant(const GeneratorOptions& options, std::stop_token stop,
                                                       const std::function<void(const Progress&)>& progress);

} // namespace pm::generate
