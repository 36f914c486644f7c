// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/generate/unavoidable_sets.h"

#include <algorithm>

namespace pm::generate {

namespace {

// The swap of two lines' digits on `cells` (pairs: cells[2i] and cells[2i+1]
// trade digits) keeps every house's digits: rows and columns by the cycle,
// the others (boxes, regions, diagonals, windows) checked here.
bool swapKeepsHouses(const Geometry& geometry, std::span<const std::uint8_t> solution, const std::vector<int>& cells)
{
    std::vector<int> houses;
    for (int cell : cells)
        for (int house : geometry.housesOf(cell))
            houses.push_back(house);
    std::sort(houses.begin(), houses.end());
    houses.erase(std::unique(houses.begin(), houses.end()), houses.end());
    for (int house : houses) {
        DigitMask before = 0, after = 0;
        for (size_t i = 0; i < cells.size(); i += 2) {
            const int first = cells[i], second = cells[i + 1];
            const auto& members = geometry.houses()[size_t(house)].cells;
            const bool hasFirst = std::find(members.begin(), members.end(), first) != members.end();
            const bool hasSecond = std::find(members.begin(), members.end(), second) != members.end();
            if (hasFirst) {
                before |= digitBit(solution[size_t(first)]);
                after |= digitBit(solution[size_t(second)]);
            }
            if (hasSecond) {
                before |= digitBit(solution[size_t(second)]);
                after |= digitBit(solution[size_t(first)]);
            }
        }
        if (before != after)
            return false;
    }
    return true;
}

} // namespace

UnavoidableSets::UnavoidableSets(const Geometry& geometry, std::span<const std::uint8_t> solution)
    : m_setsOfCell(size_t(geometry.cellCount()))
{
    if (geometry.hasCages() || geometry.isCounted())
        return;
    const int n = geometry.size();
    // Rows, then columns: at(line, i) is the line's i-th cell.
    for (int byColumns = 0; byColumns < 2; ++byColumns) {
        const auto at = [&](int line, int i) { return byColumns ? i * n + line : line * n + i; };
        std::vector<int> position(size_t(n) + 1); // where line one holds each digit
        for (int one = 0; one < n; ++one) {
            for (int i = 0; i < n; ++i)
                position[solution[size_t(at(one, i))]] = i;
            for (int two = one + 1; two < n; ++two) {
                std::vector<bool> seen(size_t(n), false);
                for (int start = 0; start < n; ++start) {
                    if (seen[size_t(start)])
                        continue;
                    std::vector<int> cells; // pairs: line one's cell, line two's cell
                    int i = start;
                    do {
                        seen[size_t(i)] = true;
                        cells.push_back(at(one, i));
                        cells.push_back(at(two, i));
                        i = position[solution[size_t(at(two, i))]];
                    } while (i != start && int(cells.size()) < 2 * kMaxCycle);
                    const int length = int(cells.size()) / 2;
                    if (i != start) { // longer than kMaxCycle: mark the rest of the cycle seen
                        for (; i != start; i = position[solution[size_t(at(two, i))]])
                            seen[size_t(i)] = true;
                        continue;
                    }
                    // Two-column cycles of two rows are the same rectangles as
                    // two-row cycles of those columns.
                    if (byColumns && length == 2)
                        continue;
                    if (swapKeepsHouses(geometry, solution, cells))
                        add(cells);
                }
            }
        }
    }
}

void UnavoidableSets::add(std::span<const int> cells)
{
    const int set = int(m_setSize.size());
    m_setSize.push_back(int(cells.size()));
    m_cluesLeft.push_back(int(cells.size()));
    for (int cell : cells)
        m_setsOfCell[size_t(cell)].push_back(set);
}

std::vector<int> UnavoidableSets::cellsOf(int set) const
{
    std::vector<int> cells;
    for (int cell = 0; cell < int(m_setsOfCell.size()); ++cell) {
        const auto& sets = m_setsOfCell[size_t(cell)];
        if (std::find(sets.begin(), sets.end(), set) != sets.end())
            cells.push_back(cell);
    }
    return cells;
}

void UnavoidableSets::restoreAll()
{
    m_cluesLeft = m_setSize;
}

bool UnavoidableSets::wouldEmpty(std::span<const int> cells) const
{
    for (int cell : cells)
        for (int set : m_setsOfCell[size_t(cell)]) {
            // How many of `cells` the set holds (orbits are a few cells).
            int taken = 0;
            for (int other : cells) {
                const auto& sets = m_setsOfCell[size_t(other)];
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
        for (int set : m_setsOfCell[size_t(cell)])
            --m_cluesLeft[size_t(set)];
}

} // namespace pm::generate
