// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/constraints/constraint.h"
#include "core/logic/technique.h"

#include <optional>

namespace pm::logic {

// The technique that reasons with a kind of variant constraint, or nothing
// when none does (every kind has one now; a kind added later may not, and
// hints on a puzzle holding it then say so).
std::optional<Technique> techniqueForConstraint(ConstraintKind kind);

} // namespace pm::logic
