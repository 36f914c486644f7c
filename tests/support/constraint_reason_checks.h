// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The plain reasons of variant constraint steps (core/logic/constraint_reasons.h)
// checked against a puzzle's solution, for the logic tests.
#include "core/geometry.h"
#include "core/logic/step.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace pm::test {

// Empty when the step's plain reason (constraint_reasons.h) is true of the
// solution and removes every candidate the step removes; else what is wrong.
// Each claim must hold for the solution's digits, its numbers must add up,
// and every elimination must fall outside some claim on its cell.
QString reasonMisstates(const Geometry& g, const logic::Step& step, const std::vector<std::uint8_t>& solution);

} // namespace pm::test
