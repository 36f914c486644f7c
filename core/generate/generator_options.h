// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/geometry.h"
#include "core/grading/rating.h"
#include "core/grid.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pm::generate {

// What a generator is asked for and what it gives back, apart from the
// generators themselves (generator.h), so that each generator and its
// helpers include the options without including one another.

// Which cells must stay or go together, so that the givens look the same
// after the transformation.
enum class Symmetry { None, Rotational180, Rotational90, Mirror, Diagonal };

// A killer: no givens (unless allowed), the grid told by cages and their
// sums (core/generate/killer_generator.h has how they are made).
struct KillerOptions {
    // The most cells a cage may have; 0 = defaultMaxCageCells(size) (5 on
    // 9x9). At least 2 and at most the size.
    int maxCageCells = 0;
    // Whether the generator may add givens where no change to the cages
    // rules out a second solution. Off: a pure killer (there a cell alone
    // in a cage, a given in disguise, takes the given's place).
    bool allowGivens = false;
    // Whether a cell may be a cage of its own. Simon Tatham's Solo refuses
    // such a cage in a game ID, so IDs made for it need false: a cage map
    // with one is then dropped (about 40% of 9x9 cage maps have one).
    bool singleCellCages = true;
};

// Variant puzzles (core/generate/constraint_generator.h has how they are
// made): the kinds of constraint instances drawn over the solution.
enum class ConstraintFamily {
    Thermometer, // thermometers, few or no givens
    Kropki,      // every white and black dot, with both negative rules
    XV,          // every X and V, with the negative rule
    Arrow,       // arrows with one-cell circles
    Whispers,    // German whispers lines
    Renban,      // renban lines
    Parity,      // even and odd cells
};

struct ConstraintOptions {
    // One or more families, each at most once (thermo + kropki: a mixed set).
    std::vector<ConstraintFamily> families;
};

// "thermo", "kropki", "xv", "arrow", "whispers", "renban", "parity": the keys the CLI and the app use.
std::string_view constraintFamilyKey(ConstraintFamily family);
std::optional<ConstraintFamily> constraintFamilyByKey(std::string_view key);
// Every family, in the enum's order.
const std::vector<ConstraintFamily>& constraintFamilies();

// The largest cage KillerOptions::maxCageCells = 0 stands for: 5 cells on
// 9x9, in proportion elsewhere (3 on 4x4, 4 on 6x6), never below 2.
int defaultMaxCageCells(int size);

// The smallest grid the generator makes (the largest is Geometry::kMaxSize).
constexpr int kMinGeneratedSize = 4;

struct GeneratorOptions {
    GeometrySpec geometry;            // size, box shape, variants; jigsaw: see randomRegions
    bool randomJigsaw = false;        // draw random regions (geometry.regions is ignored)
    Symmetry symmetry = Symmetry::None;
    std::optional<logic::Level> level;          // the level the puzzle must rate at
    std::optional<logic::Technique> technique;  // ... or a technique its path must use
    bool minimal = false;             // no given can be removed
    int maxClues = 0;                 // 0 = no cap
    std::uint64_t seed = 0;           // same options and seed, same puzzle
    // Set: make a killer (see KillerOptions and killer_generator.h for what
    // symmetry, minimal, maxClues and technique mean for one).
    std::optional<KillerOptions> killer;
    // Set: make a variant puzzle with these constraint families (see
    // constraint_generator.h). Not with killer.
    std::optional<ConstraintOptions> constraints;
};

struct Progress {
    int attempts = 0;   // full grids tried so far (killers: cage maps)
    int givens = 0;     // givens left in the current attempt
    int cages = 0;      // killers: cages in the current cage map
    int constraints = 0; // variants: constraint instances placed in the current attempt
};

struct GeneratedPuzzle {
    Grid puzzle;      // givens only
    Grid solution;
    grading::Rating rating;
    int attempts = 0; // killers: cage maps drawn
};

struct GeneratorError {
    enum class Code { BadOptions, Cancelled, GaveUp };
    Code code;
    std::string message;
};

std::string_view symmetryKey(Symmetry symmetry);
std::optional<Symmetry> symmetryByKey(std::string_view key);


} // namespace pm::generate
