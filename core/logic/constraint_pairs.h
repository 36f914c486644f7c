// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logic/logic_context.h"

#include <memory>
#include <vector>

namespace pm::logic {

// The pairs of cells variant constraints tie, as each kind compiles them
// for the exact search (a thermometer's cells two apart differ by two at
// least, a palindrome's mirrored cells are equal, a knight's move apart
// differs, a group of different digits is every pair of its cells): for
// each digit of a cell, the digits its partner may hold beside it. Sums,
// runs and clues on whole lines compile into more than pairs and add none.
// A pair the rule forbids is a weak link between two candidates: they
// cannot both be true.
struct ConstraintPartner {
    int cell = -1;
    int constraint = -1;                  // index in Geometry::constraints()
    std::vector<DigitMask> allowedBeside; // index a = 1..N: the partner's digits beside a
};

struct ConstraintPairs {
    std::vector<std::vector<ConstraintPartner>> partners; // per cell
    bool empty = true;
};

// The pairs of a geometry's constraints: they depend on the geometry alone,
// so they are built once per shape and kept for the few shapes last used
// (as the generator keeps its geometries); null without constraints.
std::shared_ptr<const ConstraintPairs> constraintPairsOf(const std::shared_ptr<const Geometry>& geometry);
// The same for a search's state, held for the context's life.
const ConstraintPairs& constraintPairs(const LogicContext& ctx);

// The candidates of other cells that a candidate rules out through the
// pairs, ascending by (cell, digit): its partners' digits the pair forbids
// beside it, and, where it leaves a partner one digit, that digit in the
// partner's peers (it would be forced there).
std::vector<CellDigit> constraintExclusions(const LogicContext& ctx, int cell, int digit);

} // namespace pm::logic
