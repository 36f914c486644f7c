#include "generic_search.h"

#include <algorithm>

namespace pm {

GenericSearch::GenericSearch(const Geometry& geometry)
    : m_geometry(geometry)
    , m_size(geometry.size())
    , m_cellCount(geometry.cellCount())
    , m_all(allDigits(geometry.size()))
{
}

GenericSearch::Stop GenericSearch::run(const Grid& grid, bool useCandidates, const Visitor& visit,
                                       std::stop_token stop)
{
    State state;
    state.candidates.assign(m_cellCount, m_all);
    state.values.assign(m_cellCount, 0);
    if (useCandidates)
        for (int cell = 0; cell < m_cellCount; ++cell)
            state.candidates[cell] = grid.candidates(cell) & m_all;
    m_queue.clear();
    m_nodes = 0;
    for (int cell = 0; cell < m_cellCount; ++cell) {
        const int digit = grid.value(cell);
        if (digit == 0)
            continue;
        if (digit > m_size || !assign(state, cell, digit))
            return Stop::Finished; // clashing or impossible clues: no solution
    }
    for (int cell = 0; cell < m_cellCount; ++cell)
        if (state.values[cell] == 0 && digitCount(state.candidates[cell]) <= 1) {
            if (state.candidates[cell] == 0)
                return Stop::Finished;
            m_queue.push_back(cell);
        }
    if (!propagate(state))
        return Stop::Finished;
    return search(state, visit, stop);
}

// Places digit in cell and removes it from every peer, queueing peers left
// with one candidate. False on a contradiction.
bool GenericSearch::assign(State& state, int cell, int digit)
{
    const DigitMask bit = digitBit(digit);
    if (!(state.candidates[cell] & bit))
        return false;
    state.candidates[cell] = bit;
    state.values[cell] = std::uint8_t(digit);
    for (int peer : m_geometry.peers(cell)) {
        DigitMask& mask = state.candidates[peer];
        if (!(mask & bit))
            continue;
        mask &= ~bit;
        if (mask == 0)
            return false;
        if ((mask & (mask - 1)) == 0 && state.values[peer] == 0)
            m_queue.push_back(peer);
    }
    return true;
}

bool GenericSearch::propagate(State& state)
{
    const auto& houses = m_geometry.houses();
    for (;;) {
        while (!m_queue.empty()) {
            const int cell = m_queue.back();
            m_queue.pop_back();
            if (state.values[cell] != 0)
                continue;
            const DigitMask mask = state.candidates[cell];
            if (mask == 0 || !assign(state, cell, firstDigit(mask)))
                return false;
        }
        // Hidden singles: per house, the digits seen exactly once.
        bool placed = false;
        for (const House& house : houses) {
            DigitMask once = 0, twice = 0, solved = 0;
            for (int cell : house.cells) {
                const DigitMask mask = state.candidates[cell];
                twice |= once & mask;
                once |= mask;
                if (state.values[cell] != 0)
                    solved |= mask;
            }
            if (once != m_all)
                return false; // some digit has no place left in this house
            DigitMask singles = once & ~twice & ~solved;
            while (singles) {
                const DigitMask bit = singles & (~singles + 1);
                singles &= singles - 1;
                for (int cell : house.cells)
                    if (state.candidates[cell] & bit) {
                        if (!assign(state, cell, firstDigit(bit)))
                            return false;
                        break;
                    }
                placed = true;
            }
            if (placed && !m_queue.empty())
                break; // settle naked singles before scanning further
        }
        if (!placed && m_queue.empty())
            return true;
    }
}

GenericSearch::Stop GenericSearch::search(State& state, const Visitor& visit, const std::stop_token& stop)
{
    if ((++m_nodes & 255) == 0 && stop.stop_requested())
        return Stop::Cancelled;
    if (m_nodes > m_budget)
        return Stop::OutOfBudget;

    int best = -1;
    int bestCount = m_size + 1;
    for (int cell = 0; cell < m_cellCount; ++cell) {
        if (state.values[cell] != 0)
            continue;
        const int count = digitCount(state.candidates[cell]);
        if (count < bestCount) {
            bestCount = count;
            best = cell;
            if (count == 2)
                break;
        }
    }
    if (best < 0)
        return visit(state.values) ? Stop::Finished : Stop::Stopped;

    int digits[64];
    int digitTotal = 0;
    for (DigitMask mask = state.candidates[best]; mask; mask &= mask - 1)
        digits[digitTotal++] = firstDigit(mask);
    if (m_rng)
        std::shuffle(digits, digits + digitTotal, *m_rng);

    for (int i = 0; i < digitTotal; ++i) {
        State child = state;
        m_queue.clear();
        if (!assign(child, best, digits[i]) || !propagate(child))
            continue;
        const Stop result = search(child, visit, stop);
        if (result != Stop::Finished)
            return result;
    }
    return Stop::Finished;
}

} // namespace pm
