// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/grading/leading_singles.h"

namespace pm::grading {

LeadingSingles::LeadingSingles(const Grid& state, const logic::LogicContext& context)
    : m_geometry(state.geometry())
    , m_stride(m_geometry.symbolCount() + 1)
    , m_places(m_geometry.houses().size() * size_t(m_stride), 0)
    , m_once(m_geometry.houses().size(), 0)
    , m_emptyIn(m_geometry.houses().size(), 0)
    , m_values(size_t(m_geometry.cellCount()), 0)
    , m_candidates(size_t(m_geometry.cellCount()), 0)
{
    const std::span<const int> kinds[] = {context.boxHouses(), context.lineHouses(), context.extraHouses()};
    for (int kind = 0; kind < 3; ++kind)
        m_order[kind].assign(kinds[kind].begin(), kinds[kind].end());
    // Every cell starts empty with no candidates; reading the state counts
    // its givens and candidates in.
    m_empty = m_geometry.cellCount();
    for (size_t h = 0; h < m_emptyIn.size(); ++h)
        m_emptyIn[h] = int(m_geometry.houses()[h].cells.size());
    updateAll(state);
}

void LeadingSingles::count(int house, int digit, int delta)
{
    std::uint8_t& places = m_places[size_t(house) * size_t(m_stride) + size_t(digit)];
    places = std::uint8_t(places + delta);
    if (places == 1)
        m_once[size_t(house)] |= digitBit(digit);
    else
        m_once[size_t(house)] &= ~digitBit(digit);
}

void LeadingSingles::updateCell(const Grid& state, int cell)
{
    const int value = state.value(cell);
    const DigitMask now = value ? 0 : state.candidates(cell);
    const DigitMask before = m_candidates[size_t(cell)];
    const int wasValue = m_values[size_t(cell)];
    if (now == before && value == wasValue)
        return;
    const auto& houses = m_geometry.housesOf(cell);
    for (DigitMask m = before & ~now; m; m &= m - 1)
        for (int h : houses)
            count(h, firstDigit(m), -1);
    for (DigitMask m = now & ~before; m; m &= m - 1)
        for (int h : houses)
            count(h, firstDigit(m), +1);
    if ((value == 0) != (wasValue == 0)) {
        const int delta = value ? -1 : 1;
        m_empty += delta;
        for (int h : houses)
            m_emptyIn[size_t(h)] += delta;
    }
    m_candidates[size_t(cell)] = now;
    m_values[size_t(cell)] = std::uint8_t(value);
}

void LeadingSingles::update(const Grid& state, std::span<const int> cells)
{
    for (int cell : cells)
        updateCell(state, cell);
}

void LeadingSingles::updatePlacement(const Grid& state, int cell, int digit)
{
    updateCell(state, cell);
    const DigitMask bit = digitBit(digit);
    for (int peer : m_geometry.peers(cell))
        if (m_candidates[size_t(peer)] & bit)
            updateCell(state, peer);
}

void LeadingSingles::updateAll(const Grid& state)
{
    for (int cell = 0; cell < m_geometry.cellCount(); ++cell)
        updateCell(state, cell);
}

int LeadingSingles::first(const Grid& state, int& cell, int& digit) const
{
    const auto& houses = m_geometry.houses();
    const DigitMask all = allDigits(m_geometry.symbolCount());
    // As findFullHouse: the one empty cell of a house, holding the one digit
    // the house lacks.
    for (size_t h = 0; h < houses.size(); ++h) {
        if (m_emptyIn[h] != 1 || houses[h].count != 1)
            continue;
        int emptyCell = -1;
        DigitMask placed = 0;
        for (int c : houses[h].cells) {
            if (const int value = state.value(c))
                placed |= digitBit(value);
            else
                emptyCell = c;
        }
        const DigitMask missing = all & ~placed;
        if (digitCount(missing) == 1 && (state.candidates(emptyCell) & missing)) {
            cell = emptyCell;
            digit = firstDigit(missing);
            return 0;
        }
    }
    // As findHiddenSingle: house by house in the context's order, the lowest
    // digit with one place.
    for (int kind = 0; kind < 3; ++kind) {
        for (int h : m_order[kind]) {
            const DigitMask once = m_once[size_t(h)];
            if (!once || houses[size_t(h)].count != 1)
                continue;
            const DigitMask bit = once & (~once + 1);
            for (int c : houses[size_t(h)].cells)
                if (!state.value(c) && (state.candidates(c) & bit)) {
                    cell = c;
                    digit = firstDigit(bit);
                    return kind + 1;
                }
        }
    }
    return -1;
}

} // namespace pm::grading
