// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/constraints/constraint.h"
#include "core/logic/technique.h"

#include <optional>

namespace pm::logic {

// The technique that reasons with a kind of variant constraint, or nothing
// when none does yet (the indexers, whose rule points at cells outside
// their own): hints on a puzzle holding such a kind may miss its next step.
std::optional<Technique> techniqueForConstraint(ConstraintKind kind);

} // namespace pm::logic
