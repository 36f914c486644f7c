// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/logic/logic_context.h"

#include <algorithm>

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
    updateStamps();
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

// One pass over the cells against the last refresh's copy: a digit's
// candidates and placements changed exactly where a cell gained or lost it,
// a house's exactly where one of its cells changed.
void LogicContext::updateStamps()
{
    const std::uint64_t now = ++m_refreshes;
    const int cells = cellCount();
    if (m_seenValues.empty()) {
        m_seenValues.assign(size_t(cells), 0);
        m_seenCandidates.assign(size_t(cells), 0);
        m_digitStamps.assign(size_t(m_size) + 1, now);
        m_houseStamps.assign(m_geometry.houses().size(), now);
        m_nothingAt.resize(size_t(Technique::Count));
    }
    DigitMask changedDigits = 0;
    for (int cell = 0; cell < cells; ++cell) {
        const int value = m_grid.value(cell);
        const DigitMask mask = value ? 0 : m_grid.candidates(cell);
        const int seenValue = m_seenValues[size_t(cell)];
        const DigitMask seenMask = m_seenCandidates[size_t(cell)];
        if (value == seenValue && mask == seenMask)
            continue;
        changedDigits |= mask ^ seenMask;
        if (value != seenValue)
            changedDigits |= (value ? digitBit(value) : 0) | (seenValue ? digitBit(seenValue) : 0);
        for (int h : m_geometry.housesOf(cell))
            m_houseStamps[size_t(h)] = now;
        m_seenValues[size_t(cell)] = std::uint8_t(value);
        m_seenCandidates[size_t(cell)] = mask;
    }
    for (DigitMask m = changedDigits; m; m &= m - 1)
        m_digitStamps[size_t(firstDigit(m))] = now;
}

std::uint64_t LogicContext::meetingStamp(int house) const
{
    const auto& houses = m_geometry.houses();
    if (m_meetings.empty()) {
        m_meetings.resize(houses.size());
        std::vector<int> shared(houses.size(), 0);
        for (int h = 0; h < int(houses.size()); ++h) {
            std::fill(shared.begin(), shared.end(), 0);
            for (int cell : houses[size_t(h)].cells)
                for (int other : m_geometry.housesOf(cell))
                    if (other != h && ++shared[size_t(other)] == 2)
                        m_meetings[size_t(h)].push_back(other);
        }
    }
    std::uint64_t stamp = m_houseStamps[size_t(house)];
    for (int other : m_meetings[size_t(house)])
        stamp = std::max(stamp, m_houseStamps[size_t(other)]);
    return stamp;
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
