// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/logic/logic_context.h"

namespace pm::logic {

LogicContext::LogicContext(const Grid& grid, bool uniquenessKnown, std::stop_token stop)
    : m_grid(grid)
    , m_geometry(grid.geometry())
    , m_size(grid.size())
    , m_uniquenessKnown(uniquenessKnown)
    , m_stop(std::move(stop))
    , m_emptyCells(grid.geometry().wordCount())
    , m_bivalue(grid.geometry().wordCount())
{
    for (int h = 0; h < int(m_geometry.houses().size()); ++h) {
        switch (m_geometry.houses()[h].kind) {
        case HouseKind::Row:
        case HouseKind::Column:
            m_lines.push_back(h);
            break;
        case HouseKind::Box:
        case HouseKind::Region:
            m_boxes.push_back(h);
            break;
        default:
            m_extras.push_back(h);
            break;
        }
    }
    refresh();
}

void LogicContext::refresh()
{
    m_shared.clear();
    const Grid& grid = m_grid;
    const int words = m_geometry.wordCount();
    m_emptyCells = CellSet(words);
    m_bivalue = CellSet(words);
    m_cellsWith.assign(m_size + 1, CellSet(words));
    for (int cell = 0; cell < cellCount(); ++cell) {
        if (grid.value(cell) != 0)
            continue;
        m_emptyCells.insert(cell);
        const DigitMask mask = grid.candidates(cell);
        if (digitCount(mask) == 2)
            m_bivalue.insert(cell);
        for (DigitMask m = mask; m; m &= m - 1)
            m_cellsWith[firstDigit(m)].insert(cell);
    }
    m_withWords.assign(size_t(m_size + 1) * words, 0);
    for (int digit = 1; digit <= m_size; ++digit)
        m_cellsWith[digit].forEach([&](int cell) {
            m_withWords[size_t(digit) * words + (cell >> 6)] |= std::uint64_t(1) << (cell & 63);
        });
    const auto& houses = m_geometry.houses();
    m_positions.assign(houses.size() * (m_size + 1), 0);
    m_placed.assign(houses.size(), 0);
    for (int h = 0; h < int(houses.size()); ++h) {
        const auto& cells = houses[h].cells;
        for (int i = 0; i < int(cells.size()); ++i) {
            const int cell = cells[i];
            if (grid.value(cell) != 0) {
                m_placed[h] |= digitBit(grid.value(cell));
                continue;
            }
            for (DigitMask m = grid.candidates(cell); m; m &= m - 1)
                m_positions[size_t(h) * (m_size + 1) + firstDigit(m)] |= std::uint64_t(1) << i;
        }
    }
}

std::vector<int> LogicContext::commonHouses(const CellSet& cells) const
{
    std::vector<int> result;
    const int first = cells.first();
    if (first < 0)
        return result;
    for (int h : m_geometry.housesOf(first))
        if (cells.isSubsetOf(houseCells(h)))
            result.push_back(h);
    return result;
}

} // namespace pm::logic
