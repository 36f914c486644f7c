// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/grid.h"
#include "core/logic/logic_context.h"

#include <span>
#include <vector>

namespace pm::grading {

// The rating's search for the first leading single (full house, then hidden
// singles in boxes, lines, other houses; see kSeBasicOrder in rating.cpp),
// kept up to date step by step instead of found again from the grid. A basic
// path is mostly singles, and scanning every house for each of them was half
// the cost of rating a medium puzzle while generating (bench generate --level
// medium: rating 29% of the time, the scans 8%). Here each house counts the
// places of each digit, and a step updates the houses of the cells it changed.
class LeadingSingles {
public:
    // Reads `state`, a candidate state; the houses come from `context`'s
    // kinds (its order is the finders' order).
    LeadingSingles(const Grid& state, const logic::LogicContext& context);

    // After `state` changed at most in `cells` (values and candidates).
    void update(const Grid& state, std::span<const int> cells);
    // After `digit` was placed in `cell` of `state` (not a counted shape):
    // the cell and the peers that held the digit.
    void updatePlacement(const Grid& state, int cell, int digit);
    // After `state` changed anywhere.
    void updateAll(const Grid& state);

    // The first single in the order above: the placement in `cell`,
    // `digit`, and the index of the choice (0 full house, 1 box, 2 line,
    // 3 other house); -1 when there is none.
    int first(const Grid& state, int& cell, int& digit) const;

    // Cells still empty.
    int empty() const { return m_empty; }

private:
    void updateCell(const Grid& state, int cell);
    void count(int house, int digit, int delta);

    const Geometry& m_geometry;
    int m_stride;                    // symbols + 1
    std::vector<int> m_order[3];     // boxes, lines, other houses (house indices)
    std::vector<std::uint8_t> m_places; // house x digit: empty cells of the house with the candidate
    std::vector<DigitMask> m_once;   // per house: digits with one place
    std::vector<int> m_emptyIn;      // per house: its empty cells
    std::vector<std::uint8_t> m_values;  // the state last read
    std::vector<DigitMask> m_candidates; // of empty cells; 0 for placed ones
    int m_empty = 0;
};

} // namespace pm::grading
