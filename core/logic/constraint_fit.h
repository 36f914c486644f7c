// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logic/constraint_pairs.h"
#include "core/logic/logic_context.h"

#include <optional>
#include <vector>

namespace pm::logic {

// What one variant constraint (by index in Geometry::constraints()) allows
// its own cells, found exactly: the candidates some filling of its cells
// uses, where a filling takes each empty cell's digit from its candidates,
// gives cells sharing a house (or a cage) different digits, and keeps the
// constraint's own rule (its kind's check on the whole filling). Everything
// else on the board is left out, so what no filling uses can go whatever
// the rest holds.
struct ConstraintFit {
    std::vector<int> cells;        // the empty cells searched, in search order
    std::vector<DigitMask> usable; // per cell, the candidates some filling uses
    // The search ran to its end; false when it would have taken more than
    // the budget of nodes (usable then says nothing).
    bool checked = false;
    long nodes = 0; // nodes the search took

    // The search ended with no filling at all: the state is broken already
    // (a player's marks without the true digit), which the caller leaves to
    // the contradiction test rather than emptying the cells.
    bool empty() const;
};

// The cells a constraint's rule reads, in the order its lines give them,
// each once: its own cells, and for minimum and maximum cells their
// orthogonal neighbours as well. Empty for kinds whose rule reads cells
// outside what it lists (the indexers) and for the rules of the whole grid.
std::vector<int> constraintRuleCells(const Geometry& geometry, int index);

// A bound on the search: one node is one digit tried in one cell. A
// thermometer, a dot or a short line takes tens to hundreds; a sandwich row
// whose cells are still wide open can take millions, and is skipped until
// its candidates narrow.
constexpr long kConstraintSearchBudget = 400000;

ConstraintFit fitConstraint(const LogicContext& ctx, int index, long budget = kConstraintSearchBudget);
// The same on any state (a case a forcing chain follows), with no context.
ConstraintFit fitConstraint(const Grid& grid, int index, long budget = kConstraintSearchBudget);
// The digits every filling of the constraint's empty rule cells holds (no
// filling without them exists), leaving out digits a rule cell holds
// already; each search within `budget` nodes, nothing when one ran over.
std::optional<DigitMask> constraintNeededDigits(const Grid& grid, int index, long budget);
// The same over several constraints at once (a chain of dots, a
// thermometer and the arrow sharing its bulb): a filling of all their
// empty rule cells keeps every one's rule, and, with `pairs`, every pair of
// those cells a rule of the whole grid ties (no consecutive digits where no
// dot is drawn). With `cages` (indexes into Geometry::cages()), their
// cells join the search and each filling keeps their sums as well (an
// arrow whose shaft holds a cage). Sound as the single fit is: nothing
// outside is read.
ConstraintFit fitConstraints(const Grid& grid, const std::vector<int>& indexes, const ConstraintPairs* pairs,
                             long budget, const std::vector<int>& cages = {});
// Whether the digits already placed break the constraint's rule beyond
// repair (its kind's check on the grid as it is).
bool constraintBrokenByValues(const Grid& grid, int index);

} // namespace pm::logic
