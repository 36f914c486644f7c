// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alphabet.h"
#include "core/game/game_move.h"
#include "core/geometry.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace pm {

// What the board shows of one cell, as assistive technology (a screen
// reader, a braille display) reads it out (context "pm::CellDescription").
struct CellFacts {
    const Geometry& geometry;
    const Alphabet& alphabet;
    int cell = 0;
    game::CellState content;
    bool given = false;      // a given, or an entry of a puzzle being entered
    bool covered = false;    // paused: digits and marks hidden
    bool clashing = false;   // in a clash with a peer
    bool cageBroken = false; // its cage's digits miss the sum
    bool wrong = false;      // differs from the solution (a check found it)
    // The peers holding the same digit, ascending: named in a clash, so a
    // player who cannot see the red cells knows where to look.
    std::vector<int> clashingPeers = {};
};

class CellDescription {
    Q_DECLARE_TR_FUNCTIONS(pm::CellDescription)
public:
    // Row, column and what it holds: "Row 3, column 5: 7, given", "…: empty,
    // corner marks 1, 4, 7, centre marks 2, 5" (the two kinds said apart, as
    // the board draws them apart). Paused boards hide the digits here too.
    static QString name(const CellFacts& facts);
    // The rest a player may want: box or region, variant houses, its cage,
    // colour, a clash (naming the other cells) or a mistake found by a check.
    static QString details(const CellFacts& facts);
    // The board as a table: its description, and its rows' and columns' headers.
    static QString board(int size);
    static QString rowHeader(int row);       // "Row 3", 0-based row
    static QString columnHeader(int column); // "Column 5"
};

} // namespace pm
