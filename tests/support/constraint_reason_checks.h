// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The plain reasons of variant constraint steps (core/logic/constraint_reasons.h)
// checked against a puzzle's solution, for the logic tests.
#include "core/geometry.h"
#include "core/grid.h"
#include "core/logic/step.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace pm::test {

// Empty when the step's plain reason (constraint_reasons.h) is true of the
// solution and removes every candidate the step removes; else what is wrong.
// Each claim must hold for the solution's digits, its numbers must add up,
// and every elimination must fall outside some claim on its cell. With the
// state the step was found on, a case followed from cell to cell
// (PartnerCases, BetweenCases) is followed again from its candidates, each narrowing
// checked to be exactly what the rule leaves, and an arrow's case
// (ArrowCases) is summed again over every filling of its arrow.
QString reasonMisstates(const Geometry& g, const logic::Step& step, const std::vector<std::uint8_t>& solution,
                        const Grid* state = nullptr);

} // namespace pm::test
