// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/grid.h"

#include <array>
#include <cstdint>
#include <vector>

namespace pm::game {

// The number of cell colours a player can paint with (1..kColourCount; 0 is none).
inline constexpr int kColourCount = 6;

// The colours a player paints single candidates with, 1..kCandidateColourCount
// (0 is none): two chains, each with its two opposite colours, as colouring
// techniques use them: 1 and 2 are chain A's, 3 and 4 chain B's.
inline constexpr int kCandidateColourCount = 4;
// The other colour of `colour`'s chain: 1 <-> 2, 3 <-> 4.
constexpr int oppositeCandidateColour(int colour) { return colour % 2 == 1 ? colour + 1 : colour - 1; }

// What the player has written in one cell. A given cell holds its given in
// `value`; marks stay under an entry so that clearing it brings them back.
struct CellState {
    std::uint8_t value = 0;  // 0 = empty
    DigitMask centre = 0;    // centre marks: "the digit is one of these"
    DigitMask corner = 0;    // corner marks, drawn in the digit's fixed mini-grid slot (the candidate grid)
    std::uint8_t colour = 0; // 0 = none, 1..kColourCount
    // Candidate colours: candidateColours[i] holds the corner marks painted
    // colour i + 1. Each digit has one colour at most, and only a corner
    // mark has one: a mark taken away takes its colour with it.
    std::array<DigitMask, kCandidateColourCount> candidateColours{};
    bool operator==(const CellState&) const = default;
    // The colour of candidate `digit`: 0 for none.
    int candidateColour(int digit) const
    {
        for (int i = 0; i < kCandidateColourCount; ++i) {
            if (candidateColours[size_t(i)] & digitBit(digit))
                return i + 1;
        }
        return 0;
    }
    bool hasCandidateColours() const
    {
        for (DigitMask mask : candidateColours) {
            if (mask != 0)
                return true;
        }
        return false;
    }
    // The marks the cell's candidates are read from (hints, Check, copying
    // the progress): its corner marks, or its centre marks when it has no
    // corner marks, for players who keep candidates in the centre.
    DigitMask candidateMarks() const { return corner != 0 ? corner : centre; }
};

enum class MoveKind {
    Enter,          // put `digit` in every cell (givens are left alone)
    Clear,          // remove entries; if none, marks; if none, colours
    ToggleCentre,   // add `digit` to every cell's centre marks, or remove it if all have it
    ToggleCorner,   // the same for corner marks
    ToggleColour,   // paint the cells with colour `digit`, or unpaint them if all have it
    FillCandidates, // auto pencil marks: corner marks of every empty cell become the digits no peer holds
    ColourCandidate, // give candidate `digit` of every cell colour `colour` (0 takes it off); cells without
                     // that corner mark are left alone
};

// A player's action as a plain value: what the UI asks for, and what a replay
// would repeat.
struct Move {
    MoveKind kind = MoveKind::Enter;
    std::vector<int> cells; // ignored by FillCandidates (it fills the whole board)
    int digit = 0;          // Enter / marks / ColourCandidate: 1..N; ToggleColour: 1..kColourCount
    int colour = 0;         // ColourCandidate: 0..kCandidateColourCount
    bool operator==(const Move&) const = default;
};

struct CellChange {
    int cell = -1;
    CellState before;
    CellState after;
    bool operator==(const CellChange&) const = default;
};

// The effect of a move: every cell it touched, before and after. Undo writes
// the befores back, redo the afters, so neither needs to re-run the move.
struct Change {
    std::vector<CellChange> cells; // ascending by cell, each cell once

    bool isEmpty() const { return cells.empty(); }
    bool touches(int cell) const;
    bool operator==(const Change&) const = default;
};

// One change doing what `first` then `second` did: a merged run of marks
// undoes in one step. Cells that end as they began drop out.
Change merged(const Change& first, const Change& second);

} // namespace pm::game
