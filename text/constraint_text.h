// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/constraints/constraint.h"
#include "core/geometry.h"

#include <QCoreApplication>
#include <QString>

namespace pm {

// What the program says about variant constraints (core/constraints): the
// name of each kind, one constraint named so a player can find it on the
// board, a broken one, and the rules of a puzzle listed. Context
// "pm::ConstraintText".
class ConstraintText {
    Q_DECLARE_TR_FUNCTIONS(pm::ConstraintText)
public:
    // "thermometer", "white dot", "anti-knight rule" …: one of a kind.
    static QString kindName(const Constraint& constraint);
    // One constraint, by what marks it on the board: "the thermometer from
    // r2c3", "the white dot between r1c1 and r1c2", "the sandwich clue 12
    // at column 3", "the anti-knight rule".
    static QString name(const Geometry& geometry, int index);
    // "The thermometer from r2c3 does not rise at r3c3 and r3c4."
    static QString broken(const Geometry& geometry, const BrokenConstraint& broken);
    // The kinds a puzzle holds, listed once each in the kind table's order:
    // "thermometer, arrow and anti-knight rule"; empty without constraints.
    static QString kindsListed(const Geometry& geometry);
    // The same for the kinds `which` picks only (the kinds the hints cannot
    // reason with).
    static QString kindsListed(const Geometry& geometry, bool (*which)(ConstraintKind));
    // Rules Pencilmark cannot check, by their f-puzzles names: "'nabner'
    // and 'doublearrow'"; a SudokuPad puzzle's in words ("drawn lines and
    // rules named in its rules text").
    static QString unknownListed(const std::vector<std::string>& names);
    // The constraints that touch a cell, for the screen reader: "on the
    // thermometer from r2c3; on the white dot between r2c3 and r2c4".
    static QString onCell(const Geometry& geometry, int cell);
};

} // namespace pm
