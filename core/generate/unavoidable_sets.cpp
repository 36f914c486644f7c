// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/generate/unavoidable_sets.h"

#include <algorithm>

namespace pm::generate {

namespace {

// Whether swapping the digits of each pair of `pairs` (cells 2i and 2i + 1,
// one in each of the two lines) keeps every house's digits. Rows and columns
// keep them by the cycle; this checks all houses, so boxes, jigsaw regions,
// diagonals and windows too. A generator builds these once per grid, so no
// allocation: a house's digits before and after, in a few slots.
bool swapKeepsHouses(const Geometry& geometry, std::span<const std::uint8_t> solution, std::span<const int> pairs)
{
    struct Change {
        int house;
        DigitMask before, after;
    };
    constexpr int kMaxChanges = 2 * UnavoidableSets::kMaxCycle * 8; // a cell is in at most a handful of houses
    Change changes[kMaxChanges];
    int used = 0;
    for (size_t i = 0; i < pairs.size(); ++i) {
        const int cell = pairs[i], partner = pairs[i ^ 1];
        for (int house : geometry.housesOf(cell)) {
            int slot = 0;
            while (slot < used && changes[slot].house != house)
                ++slot;
            if (slot == used) {
                if (used == kMaxChanges)
                    return false; // cannot happen on a real shape; refusing a set is always safe
                changes[used++] = {house, 0, 0};
            }
            changes[slot].before |= digitBit(solution[size_t(cell)]);
            changes[slot].after |= digitBit(solution[size_t(partner)]);
        }
    }
    return std::all_of(changes, changes + used, [](const Change& change) { return change.before == change.after; });
}

} // namespace

UnavoidableSets::UnavoidableSets(const Geometry& geometry, std::span<const std::uint8_t> solution)
{
    const int n = geometry.size();
    if (!geometry.hasCages() && !geometry.isCounted()) {
        std::vector<int> position(size_t(n) + 1); // where line one holds each digit
        std::vector<char> seen(size_t(n), 0);
        int pairs[2 * kMaxCycle];
        // Rows, then columns: at(line, i) is the line's i-th cell.
        for (int byColumns = 0; byColumns < 2; ++byColumns) {
            const auto at = [&](int line, int i) { return byColumns ? i * n + line : line * n + i; };
            for (int one = 0; one < n; ++one) {
                for (int i = 0; i < n; ++i)
                    position[solution[size_t(at(one, i))]] = i;
                for (int two = one + 1; two < n; ++two) {
                    std::fill(seen.begin(), seen.end(), 0);
                    for (int start = 0; start < n; ++start) {
                        if (seen[size_t(start)])
                            continue;
                        int length = 0, i = start;
                        do {
                            seen[size_t(i)] = 1;
                            if (length < kMaxCycle) {
                                pairs[2 * length] = at(one, i);
                                pairs[2 * length + 1] = at(two, i);
                            }
                            ++length;
                            i = position[solution[size_t(at(two, i))]];
                        } while (i != start);
                        // Two-column cycles of two rows are the same rectangles
                        // as two-row cycles of those columns.
                        if (length > kMaxCycle || (byColumns && length == 2))
                            continue;
                        const std::span<const int> cells(pairs, size_t(2 * length));
                        if (swapKeepsHouses(geometry, solution, cells)) {
                            m_setCells.insert(m_setCells.end(), cells.begin(), cells.end());
                            std::sort(m_setCells.end() - 2 * length, m_setCells.end());
                            m_setStart.push_back(int(m_setCells.size()));
                        }
                    }
                }
            }
        }
    }
    // Each cell's sets, by counting then placing.
    m_cellStart.assign(size_t(geometry.cellCount()) + 1, 0);
    for (int cell : m_setCells)
        ++m_cellStart[size_t(cell) + 1];
    for (size_t c = 1; c < m_cellStart.size(); ++c)
        m_cellStart[c] += m_cellStart[c - 1];
    m_cellSets.resize(m_setCells.size());
    std::vector<int> next(m_cellStart.begin(), m_cellStart.end() - 1);
    for (int set = 0; set < count(); ++set)
        for (int k = m_setStart[size_t(set)]; k < m_setStart[size_t(set) + 1]; ++k)
            m_cellSets[size_t(next[size_t(m_setCells[size_t(k)])]++)] = set;
    restoreAll();
}

std::vector<int> UnavoidableSets::cellsOf(int set) const
{
    return {m_setCells.begin() + m_setStart[size_t(set)], m_setCells.begin() + m_setStart[size_t(set) + 1]};
}

void UnavoidableSets::restoreAll()
{
    m_cluesLeft.resize(size_t(count()));
    for (int set = 0; set < count(); ++set)
        m_cluesLeft[size_t(set)] = m_setStart[size_t(set) + 1] - m_setStart[size_t(set)];
}

bool UnavoidableSets::wouldEmpty(std::span<const int> cells) const
{
    for (int cell : cells)
        for (int set : setsOf(cell)) {
            // How many of `cells` the set holds (orbits are a few cells).
            int taken = 0;
            for (int other : cells) {
                const auto sets = setsOf(other);
                taken += std::find(sets.begin(), sets.end(), set) != sets.end();
            }
            if (m_cluesLeft[size_t(set)] == taken)
                return true;
        }
    return false;
}

void UnavoidableSets::take(std::span<const int> cells)
{
    for (int cell : cells)
        for (int set : setsOf(cell))
            --m_cluesLeft[size_t(set)];
}

} // namespace pm::generate
