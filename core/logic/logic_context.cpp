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
    const bool first = m_seenValues.empty();
    updateStamps();
    if (first) {
        rebuildAll();
        return;
    }
    // Only what changed: the views of a cell follow its value and
    // candidates, a house's positions its cells'. Building every view again
    // at each step of a path was a twentieth of a rating run.
    const int words = m_geometry.wordCount();
    for (const auto& [cell, before] : m_changed) {
        const DigitMask now = m_seenCandidates[size_t(cell)];
        if (m_grid.value(cell) == 0)
            m_emptyCells.insert(cell);
        else
            m_emptyCells.erase(cell);
        if (m_grid.value(cell) == 0 && digitCount(now) == 2)
            m_bivalue.insert(cell);
        else
            m_bivalue.erase(cell);
        for (DigitMask m = before ^ now; m; m &= m - 1) {
            const int digit = firstDigit(m);
            const std::uint64_t bit = std::uint64_t(1) << (cell & 63);
            if (now & digitBit(digit)) {
                m_cellsWith[digit].insert(cell);
                m_withWords[size_t(digit) * words + (cell >> 6)] |= bit;
            } else {
                m_cellsWith[digit].erase(cell);
                m_withWords[size_t(digit) * words + (cell >> 6)] &= ~bit;
            }
        }
    }
    for (int h = 0; h < int(m_houseStamps.size()); ++h)
        if (m_houseStamps[size_t(h)] == m_refreshes)
            rebuildHouse(h);
}

void LogicContext::rebuildAll()
{
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
    for (int h = 0; h < int(houses.size()); ++h)
        rebuildHouse(h);
}

void LogicContext::rebuildHouse(int h)
{
    const auto& cells = m_geometry.houses()[size_t(h)].cells;
    std::uint64_t* positions = &m_positions[size_t(h) * (m_size + 1)];
    std::fill_n(positions, m_size + 1, 0);
    m_placed[size_t(h)] = 0;
    for (int i = 0; i < int(cells.size()); ++i) {
        const int cell = cells[size_t(i)];
        if (m_grid.value(cell) != 0) {
            m_placed[size_t(h)] |= digitBit(m_grid.value(cell));
            continue;
        }
        for (DigitMask m = m_grid.candidates(cell); m; m &= m - 1)
            positions[firstDigit(m)] |= std::uint64_t(1) << i;
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
    m_changed.clear();
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
        m_changed.push_back({cell, seenMask});
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
