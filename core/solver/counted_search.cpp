// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/solver/counted_search.h"

#include <algorithm>

namespace pm::solver {

CountedSearch::CountedSearch(const Geometry& geometry)
    : m_geometry(geometry)
    , m_symbols(geometry.symbolCount())
{
}

void CountedSearch::removeCandidates(State& state, int cell, DigitMask removed) const
{
    removed &= state.candidates[size_t(cell)];
    if (!removed)
        return;
    state.candidates[size_t(cell)] &= ~removed;
    for (int h : m_geometry.housesOf(cell))
        for (DigitMask rest = removed; rest; rest &= rest - 1)
            --places(state, h, firstDigit(rest));
}

bool CountedSearch::place(State& state, int cell, int digit) const
{
    if (state.values[size_t(cell)] != 0)
        return state.values[size_t(cell)] == digit;
    if (!(state.candidates[size_t(cell)] & digitBit(digit)))
        return false;
    removeCandidates(state, cell, state.candidates[size_t(cell)]);
    state.values[size_t(cell)] = std::uint8_t(digit);
    --state.open;
    const auto& houses = m_geometry.houses();
    for (int h : m_geometry.housesOf(cell)) {
        const int copies = ++held(state, h, digit);
        if (copies > houses[size_t(h)].count)
            return false;
        if (copies == houses[size_t(h)].count)
            for (int other : houses[size_t(h)].cells)
                removeCandidates(state, other, digitBit(digit));
    }
    return true;
}

bool CountedSearch::propagate(State& state) const
{
    const auto& houses = m_geometry.houses();
    std::vector<int> found;
    for (bool changed = true; changed;) {
        changed = false;
        for (int cell = 0; cell < m_geometry.cellCount(); ++cell) {
            if (state.values[size_t(cell)] != 0)
                continue;
            const DigitMask mask = state.candidates[size_t(cell)];
            if (mask == 0)
                return false;
            if (digitCount(mask) == 1) {
                if (!place(state, cell, firstDigit(mask)))
                    return false;
                changed = true;
            }
        }
        // Count fill: as many open places as missing copies fills them all;
        // fewer places than missing copies is a dead end.
        for (int h = 0; h < int(houses.size()); ++h) {
            const House& house = houses[size_t(h)];
            for (int digit = 1; digit <= m_symbols; ++digit) {
                const int missing = house.count - held(state, h, digit);
                if (missing == 0)
                    continue;
                if (places(state, h, digit) < missing)
                    return false;
                if (places(state, h, digit) > missing)
                    continue;
                found.clear();
                for (int cell : house.cells)
                    if (state.candidates[size_t(cell)] & digitBit(digit))
                        found.push_back(cell);
                for (int cell : found)
                    if (!place(state, cell, digit))
                        return false;
                changed = true;
            }
        }
    }
    return true;
}

CountedSearch::Stop CountedSearch::search(State& state, const Visitor& visit, const std::stop_token& stop)
{
    if (stop.stop_requested())
        return Stop::Cancelled;
    if (++m_nodes > m_budget)
        return Stop::OutOfBudget;
    if (!propagate(state))
        return Stop::Finished;
    if (state.open == 0)
        return visit(state.values) ? Stop::Finished : Stop::Stopped;

    // The open cell with the fewest candidates; a random one of them when
    // shuffling, so that random grids do not all start alike.
    int best = -1;
    int bestCount = m_symbols + 1;
    int ties = 0;
    for (int cell = 0; cell < m_geometry.cellCount(); ++cell) {
        if (state.values[size_t(cell)] != 0)
            continue;
        const int count = digitCount(state.candidates[size_t(cell)]);
        if (count < bestCount) {
            best = cell;
            bestCount = count;
            ties = 1;
        } else if (count == bestCount && m_rng && std::uniform_int_distribution<int>(0, ties++)(*m_rng) == 0) {
            best = cell;
        }
    }
    std::vector<int> digits;
    for (DigitMask rest = state.candidates[size_t(best)]; rest; rest &= rest - 1)
        digits.push_back(firstDigit(rest));
    if (m_rng)
        std::shuffle(digits.begin(), digits.end(), *m_rng);
    for (int digit : digits) {
        State child = state;
        if (!place(child, best, digit))
            continue;
        const Stop outcome = search(child, visit, stop);
        if (outcome != Stop::Finished)
            return outcome;
    }
    return Stop::Finished;
}

CountedSearch::Stop CountedSearch::run(const Grid& grid, bool useCandidates, const Visitor& visit, std::stop_token stop)
{
    m_nodes = 0;
    State state;
    if (!start(grid, useCandidates, state))
        return Stop::Finished;
    return search(state, visit, stop);
}

std::optional<Grid> CountedSearch::propagated(const Grid& grid, bool useCandidates) const
{
    State state;
    if (!start(grid, useCandidates, state) || !propagate(state))
        return std::nullopt;
    Grid result = grid;
    for (int cell = 0; cell < m_geometry.cellCount(); ++cell) {
        const int digit = state.values[size_t(cell)];
        result.setValue(cell, digit);
        result.setCandidates(cell, digit ? digitBit(digit) : state.candidates[size_t(cell)]);
    }
    return result;
}

bool CountedSearch::start(const Grid& grid, bool useCandidates, State& state) const
{
    const int cellCount = m_geometry.cellCount();
    const DigitMask all = allDigits(m_symbols);
    state.candidates.assign(size_t(cellCount), all);
    state.values.assign(size_t(cellCount), 0);
    state.held.assign(m_geometry.houses().size() * (size_t(m_symbols) + 1), 0);
    state.open = cellCount;
    if (useCandidates)
        for (int cell = 0; cell < cellCount; ++cell)
            if (grid.isEmpty(cell))
                state.candidates[size_t(cell)] = grid.candidates(cell) & all;
    state.places.assign(state.held.size(), 0);
    for (int cell = 0; cell < cellCount; ++cell)
        for (int h : m_geometry.housesOf(cell))
            for (DigitMask rest = state.candidates[size_t(cell)]; rest; rest &= rest - 1)
                ++places(state, h, firstDigit(rest));
    for (int cell = 0; cell < cellCount; ++cell) {
        const int digit = grid.value(cell);
        if (digit == 0)
            continue;
        // A clue outside the alphabet or one that breaks a count: no solution.
        if (digit > m_symbols || !place(state, cell, digit))
            return false;
    }
    return true;
}

} // namespace pm::solver
