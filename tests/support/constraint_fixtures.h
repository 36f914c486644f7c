// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small 9x9 variant states for the constraint logic tests: a geometry with
// the constraints given, an open grid on it, and readings of found steps.
#include "core/geometry.h"
#include "core/grid.h"
#include "core/logic/step.h"

#include <initializer_list>
#include <memory>
#include <set>
#include <vector>

namespace pm::test {

// 1-based row and column on 9x9.
int rc(int row, int column);
// A 9x9 geometry with these constraints (a bad one stops the test run).
std::shared_ptr<const Geometry> withConstraints(std::vector<Constraint> constraints);
// ... with killer cages as well.
std::shared_ptr<const Geometry> withConstraints(std::vector<Constraint> constraints, std::vector<Cage> cages);
// An empty grid, every candidate open.
Grid open(const std::shared_ptr<const Geometry>& geometry);
std::set<logic::CellDigit> eliminationsOf(const std::vector<logic::Step>& steps);
// What a cell keeps: every candidate of `cells` outside `kept` is expected to go.
std::set<logic::CellDigit> goneExcept(const Grid& state, const std::vector<int>& cells,
                                      const std::vector<DigitMask>& kept);
DigitMask digitsMask(std::initializer_list<int> digits);

} // namespace pm::test
