// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/constraints/constraint.h"

#include <QJsonArray>
#include <QJsonValue>

#include <optional>
#include <vector>

namespace pm {

// A puzzle's variant constraints (core/constraints) as the game file keeps
// them ("constraints"): one object per constraint, {"kind": its f-puzzles
// name ("thermometer", "difference" …; "negative-ratio" and "negative-xv"
// for the two rules f-puzzles lists under "negative"), "lines": [[cell
// index, …], …], "values": [number, …]}, each field only when not empty.
QJsonArray constraintsJson(const std::vector<Constraint>& constraints);
// Reads them back for a grid of `cellCount` cells; a missing field (older
// files) is none. Nothing when the field is malformed (the file is refused
// as a whole); whether each constraint fits the grid is Geometry::create's.
std::optional<std::vector<Constraint>> constraintsFromJson(const QJsonValue& value, int cellCount);

} // namespace pm
