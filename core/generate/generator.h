#pragma once

#include "../geometry.h"
#include "../grading/rating.h"
#include "../grid.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <stop_token>

namespace pm::generate {

// Which cells must stay or go together, so that the givens look the same
// after the transformation.
enum class Symmetry { None, Rotational180, Rotational90, Mirror, Diagonal };

struct GeneratorOptions {
    GeometrySpec geometry;            // size, box shape, variants; jigsaw: see randomRegions
    bool randomJigsaw = false;        // draw random regions (geometry.regions is ignored)
    Symmetry symmetry = Symmetry::None;
    std::optional<logic::Level> level;          // the level the puzzle must rate at
    std::optional<logic::Technique> technique;  // ... or a technique its path must use
    bool minimal = false;             // no given can be removed
    int maxClues = 0;                 // 0 = no cap
    std::uint64_t seed = 0;           // same options and seed, same puzzle
};

struct Progress {
    int attempts = 0;   // full grids tried so far
    int givens = 0;     // givens left in the current attempt
};

struct GeneratedPuzzle {
    Grid puzzle;      // givens only
    Grid solution;
    grading::Rating rating;
    int attempts = 0;
};

struct GeneratorError {
    enum class Code { BadOptions, Cancelled, GaveUp };
    Code code;
    std::string message;
};

// Makes one puzzle. Runs on any thread; checks `stop` often (well within
// 100 ms) and reports progress through the callback (called on the same
// thread, may be empty).
Result<GeneratedPuzzle, GeneratorError> generatePuzzle(const GeneratorOptions& options, std::stop_token stop = {},
                                                      const std::function<void(const Progress&)>& progress = {});

std::string_view symmetryKey(Symmetry symmetry);
std::optional<Symmetry> symmetryByKey(std::string_view key);

} // namespace pm::generate
