// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/generate/generator_options.h"

#include <functional>
#include <stop_token>

namespace pm::generate {

// Generation for counted shapes (MultiFour, DoubleNine: a symbol k times per
// row and column), called by generatePuzzle when the geometry's lineCount is
// above 1. The paper's procedure (Finkel, Marek, Truszczynski, Figure 3 and
// section 10): a random full grid from the counted search, then the givens
// in random (symmetric) order, each removed unless that breaks the target:
// - easy: propagation still solves it (naked singles, count elimination,
//   count fill: the paper's "no lookahead");
// - medium: the explaining solver up to Medium still solves it (count
//   pointing and claiming as well);
// - extreme, or no level: the puzzle stays unique (the counted search
//   counts to two); what is left needs what-if, the paper's lookahead.
// The carved puzzle is rated and kept when it rates at the level asked for.
// Counted shapes have no techniques at hard, expert or master: those levels
// are refused, as are random jigsaws and killers of a counted shape.
Result<GeneratedPuzzle, GeneratorError> generateCounted(const GeneratorOptions& options, std::stop_token stop,
                                                        const std::function<void(const Progress&)>& progress);

// The BadOptions error generateCounted would return at once, if any.
std::optional<GeneratorError> checkCountedOptions(const GeneratorOptions& options);

} // namespace pm::generate
