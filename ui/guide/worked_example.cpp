// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/guide/worked_example.h"

#include "core/formats/puzzle_format.h"
#include "core/geometry.h"
#include "core/solver/exact_solver.h"

#include <charconv>

namespace pm {

namespace {

// "6x6" -> 6x6 with 2x3 boxes; "+x" adds both diagonals; "multifour" and
// "doublenine" name the counted shapes.
std::shared_ptr<const Geometry> geometryOf(std::string_view shape)
{
    if (shape == "multifour" || shape == "doublenine") {
        auto counted = Geometry::create(shape == "multifour" ? GeometrySpec::multiFour() : GeometrySpec::doubleNine());
        return counted ? counted.value() : nullptr;
    }
    int size = 0;
    std::from_chars(shape.data(), shape.data() + shape.size(), size);
    if (size < 1 || size > Geometry::kMaxSize)
        return {};
    GeometrySpec spec = GeometrySpec::forSize(size);
    if (shape.ends_with("+x"))
        spec.variants = Variant::Diagonals;
    auto geometry = Geometry::create(spec);
    return geometry ? geometry.value() : nullptr;
}

} // namespace

std::optional<WorkedExample> loadWorkedExample(const TechniqueExample& example)
{
    // A variant puzzle's link brings its shape and rules; the position is
    // then read on the puzzle's own geometry, rules included.
    const bool variant = example.shape == "fpuzzles";
    ParseOptions options;
    if (!variant) {
        options.geometry = geometryOf(example.shape);
        if (!options.geometry)
            return std::nullopt;
    }
    auto puzzle = parsePuzzle(example.puzzle, options);
    if (!puzzle)
        return std::nullopt;
    if (variant)
        options.geometry = puzzle->grid.geometryPtr();

    WorkedExample worked;
    worked.puzzle = puzzle->grid;
    worked.alphabet = puzzle->alphabet;
    worked.title = puzzle->title;
    worked.author = puzzle->author;
    worked.position = logic::candidateState(worked.puzzle);
    if (!example.position.empty()) {
        auto position = parsePuzzle(example.position, options);
        if (!position)
            return std::nullopt;
        // Values and candidates come from the position; which values are
        // givens, only the puzzle knows.
        const Grid& read = position->grid;
        Grid state = worked.puzzle;
        for (int cell = 0; cell < state.cellCount(); ++cell)
            state.setValue(cell, read.value(cell));
        if (position->hasCandidates) {
            for (int cell = 0; cell < state.cellCount(); ++cell)
                state.setCandidates(cell, read.isEmpty(cell) ? read.candidates(cell) : digitBit(read.value(cell)));
        } else {
            state.fillCandidatesFromValues();
        }
        worked.position = std::move(state);
    }

    const solver::SolveResult solved = solver::solve(worked.puzzle);
    logic::LogicOptions logic;
    if (solved.outcome == solver::SolveOutcome::Unique) {
        worked.solution = solved.solution;
        logic.uniquenessKnown = true;
    }
    worked.next = logic::nextStep(worked.position, logic);
    return worked;
}

} // namespace pm
