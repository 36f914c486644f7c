// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Small unavoidable sets of a solution grid: the generator's quickest proof
// that taking out a clue leaves a puzzle with more than one solution.
//
// Read two rows of a solution column by column: where the first holds a, the
// second holds b. Following a -> b -> ... through the columns closes a cycle
// of columns on which both rows hold the same digits. Swapping the two rows'
// digits on those columns keeps every row and column complete; when every
// other house also keeps its digits (always for two rows of one band of
// boxes), the result is a second solution. A puzzle without a clue among
// those cells cannot tell the two apart: each such set needs a clue. The
// same holds for two columns. (Unavoidable sets are how the 17-clue search
// of McGuire, Tugemann and Civario proved no 16-clue puzzle exists; these
// are the smallest kind. On 25x25 they refused 99 of the 526 removals that
// broke uniqueness while carving an expert puzzle, each before a search.)
#include "core/grid.h"

#include <cstdint>
#include <span>
#include <vector>

namespace pm::generate {

class UnavoidableSets {
public:
    // The sets of `solution` (a complete grid of geometry) of up to
    // 2 * kMaxCycle cells. None on killer shapes: a swap can break a sum.
    UnavoidableSets(const Geometry& geometry, std::span<const std::uint8_t> solution);

    static constexpr int kMaxCycle = 4;

    // Every cell a clue again (another carving of the same grid).
    void restoreAll();
    // Whether taking `cells` out of the clues would leave a set without one:
    // the puzzle would then have another solution.
    bool wouldEmpty(std::span<const int> cells) const;
    // `cells` are no longer clues.
    void take(std::span<const int> cells);

    int count() const { return int(m_setStart.size()) - 1; }
    // The cells of set `set` (0 .. count() - 1), ascending.
    std::vector<int> cellsOf(int set) const;

private:
    std::span<const int> setsOf(int cell) const
    {
        return {m_cellSets.data() + m_cellStart[size_t(cell)],
                size_t(m_cellStart[size_t(cell) + 1] - m_cellStart[size_t(cell)])};
    }

    // Flat lists: set s is m_setCells[m_setStart[s] .. m_setStart[s + 1]),
    // and the sets holding cell c are m_cellSets[m_cellStart[c] .. m_cellStart[c + 1]).
    std::vector<int> m_setCells;
    std::vector<int> m_setStart{0};
    std::vector<int> m_cellSets;
    std::vector<int> m_cellStart;
    std::vector<int> m_cluesLeft; // per set, its cells that are still clues
};

} // namespace pm::generate
