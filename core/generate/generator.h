// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/generate/generator_options.h"

#include <functional>
#include <optional>
#include <stop_token>

namespace pm::generate {

// Makes one puzzle. Runs on any thread; checks `stop` often (well within
// 100 ms) and reports progress through the callback (called on the same
// thread, may be empty).
Result<GeneratedPuzzle, GeneratorError> generatePuzzle(const GeneratorOptions& options, std::stop_token stop = {},
                                                      const std::function<void(const Progress&)>& progress = {});

// The option checks generatePuzzle makes before it starts: the BadOptions
// error it would return at once, if any (a shape that has no grid at all
// still shows only when generating).
std::optional<GeneratorError> checkGeneratorOptions(const GeneratorOptions& options);

} // namespace pm::generate
