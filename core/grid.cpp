// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/grid.h"

#include <algorithm>

namespace pm {

Grid::Grid(std::shared_ptr<const Geometry> geometry)
    : m_geometry(std::move(geometry))
    , m_values(m_geometry->cellCount(), 0)
    , m_candidates(m_geometry->cellCount(), allDigits(m_geometry->symbolCount()))
    , m_givens(m_geometry->cellCount(), 0)
{
}

int Grid::filledCount() const
{
    return int(std::count_if(m_values.begin(), m_values.end(), [](std::uint8_t v) { return v != 0; }));
}

int Grid::givenCount() const
{
    return int(std::count(m_givens.begin(), m_givens.end(), std::uint8_t(1)));
}

void Grid::fillCandidatesFromValues()
{
    const DigitMask all = allDigits(m_geometry->symbolCount());
    // Counted houses (a symbol k times per row) rule a symbol out of their
    // cells only once they hold it k times; peers cover the count-1 houses.
    std::vector<DigitMask> full;
    if (m_geometry->isCounted()) {
        const auto& houses = m_geometry->houses();
        full.assign(houses.size(), 0);
        std::vector<int> held(size_t(m_geometry->symbolCount()) + 1);
        for (size_t h = 0; h < houses.size(); ++h) {
            if (houses[h].count == 1)
                continue;
            std::fill(held.begin(), held.end(), 0);
            for (int cell : houses[h].cells)
                if (const int digit = m_values[cell]; digit != 0 && digit < int(held.size()))
                    if (++held[size_t(digit)] >= houses[h].count)
                        full[h] |= digitBit(digit);
        }
    }
    for (int cell = 0; cell < cellCount(); ++cell) {
        if (m_values[cell] != 0) {
            m_candidates[cell] = digitBit(m_values[cell]);
            continue;
        }
        DigitMask seen = 0;
        for (int peer : m_geometry->peers(cell))
            if (m_values[peer] != 0)
                seen |= digitBit(m_values[peer]);
        if (!full.empty())
            for (int h : m_geometry->housesOf(cell))
                seen |= full[size_t(h)];
        m_candidates[cell] = all & ~seen;
    }
}

std::vector<Conflict> Grid::conflicts() const
{
    std::vector<Conflict> found;
    const auto& houses = m_geometry->houses();
    const int symbols = m_geometry->symbolCount();
    std::vector<int> firstCellOf(size_t(symbols) + 1);
    for (int h = 0; h < int(houses.size()); ++h) {
        if (houses[h].count > 1) {
            // A counted house (each symbol k times) holding a symbol more
            // than k times: every copy is in the clash, since none of them
            // is more to blame than another; each pairs with the first.
            for (int digit = 1; digit <= symbols; ++digit) {
                const std::vector<int> copies = cellsHolding(houses[h], digit);
                if (int(copies.size()) > houses[h].count)
                    for (size_t i = 1; i < copies.size(); ++i)
                        found.push_back(Conflict{copies[0], copies[i], h, digit});
            }
            continue;
        }
        std::fill(firstCellOf.begin(), firstCellOf.end(), -1);
        for (int cell : houses[h].cells) {
            const int digit = m_values[cell];
            if (digit == 0 || digit > symbols)
                continue;
            if (firstCellOf[digit] < 0)
                firstCellOf[digit] = cell;
            else
                found.push_back(Conflict{firstCellOf[digit], cell, h, digit});
        }
    }
    return found;
}

std::vector<int> Grid::cellsHolding(const House& house, int digit) const
{
    std::vector<int> cells;
    for (int cell : house.cells)
        if (m_values[cell] == digit)
            cells.push_back(cell);
    return cells;
}

std::vector<Conflict> Grid::cageConflicts() const
{
    std::vector<Conflict> found;
    const auto& cages = m_geometry->cages();
    std::vector<int> firstCellOf(size_t(m_geometry->symbolCount()) + 1);
    for (int k = 0; k < int(cages.size()); ++k) {
        std::fill(firstCellOf.begin(), firstCellOf.end(), -1);
        for (int cell : cages[k].cells) {
            const int digit = m_values[cell];
            if (digit == 0 || digit > m_geometry->symbolCount())
                continue;
            if (firstCellOf[digit] < 0)
                firstCellOf[digit] = cell;
            else
                found.push_back(Conflict{firstCellOf[digit], cell, -1, digit, k});
        }
    }
    return found;
}

std::vector<int> Grid::brokenCageSums() const
{
    std::vector<int> broken;
    const auto& cages = m_geometry->cages();
    for (int k = 0; k < int(cages.size()); ++k) {
        int total = 0;
        bool full = true;
        for (int cell : cages[k].cells) {
            total += m_values[cell];
            full = full && m_values[cell] != 0;
        }
        if (total > cages[k].sum || (full && total != cages[k].sum))
            broken.push_back(k);
    }
    return broken;
}

std::optional<Conflict> Grid::firstConflict() const
{
    auto all = conflicts();
    if (all.empty())
        return std::nullopt;
    return all.front();
}

bool Grid::operator==(const Grid& other) const
{
    return (m_geometry == other.m_geometry || m_geometry->spec() == other.m_geometry->spec())
        && m_values == other.m_values && m_candidates == other.m_candidates && m_givens == other.m_givens;
}

} // namespace pm
