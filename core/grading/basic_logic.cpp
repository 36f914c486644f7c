// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/grading/basic_logic.h"

#include "core/grading/counted_lookahead.h"

#include "core/logic/logic_solver.h"

#include <algorithm>

namespace pm::grading {

using logic::Level;

BasicLogic::BasicLogic(std::shared_ptr<const Geometry> geometry)
    : m_geometry(std::move(geometry))
    , m_size(m_geometry->size())
    , m_all(allDigits(m_size))
    , m_values(size_t(m_geometry->cellCount()))
    , m_candidates(size_t(m_geometry->cellCount()))
    , m_watched(size_t(m_geometry->cellCount()), 0)
    , m_houseUsed(m_geometry->houses().size())
{
    const auto& houses = m_geometry->houses();
    std::vector<int> membership(size_t(m_geometry->cellCount()), -1);
    for (size_t a = 0; a < houses.size(); ++a) {
        for (int cell : houses[a].cells)
            membership[size_t(cell)] = int(a);
        for (size_t b = a + 1; b < houses.size(); ++b) {
            // Counted before any list is built: most pairs (a row and a
            // column, two rows) share at most one cell, and building lists
            // for every pair took 100 ms at 64x64 under ASan, where a
            // cancelled generation must end within 100 ms.
            const auto shared = std::count_if(houses[b].cells.begin(), houses[b].cells.end(),
                                              [&](int cell) { return membership[size_t(cell)] == int(a); });
            if (shared < 2 || size_t(shared) == houses[b].cells.size())
                continue;
            Meeting meeting;
            for (int cell : houses[b].cells)
                (membership[size_t(cell)] == int(a) ? meeting.shared : meeting.onlyB).push_back(cell);
            if (meeting.shared.size() < 2 || meeting.onlyB.empty())
                continue;
            for (int cell : houses[a].cells)
                if (std::find(meeting.shared.begin(), meeting.shared.end(), cell) == meeting.shared.end())
                    meeting.onlyA.push_back(cell);
            if (!meeting.onlyA.empty())
                m_meetings.push_back(std::move(meeting));
        }
    }
}

Grid BasicLogic::state() const
{
    Grid grid(m_geometry);
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        grid.setValue(cell, m_values[size_t(cell)]);
        grid.setCandidates(cell, m_values[size_t(cell)] ? digitBit(m_values[size_t(cell)]) : m_candidates[size_t(cell)]);
    }
    return grid;
}

bool BasicLogic::place(int cell, int digit)
{
    if (!(m_candidates[size_t(cell)] & digitBit(digit)))
        return false;
    m_values[size_t(cell)] = std::uint8_t(digit);
    m_candidates[size_t(cell)] = 0;
    --m_empty;
    m_watchedOpen -= m_watched[size_t(cell)];
    const DigitMask bit = digitBit(digit);
    bool ok = true;
    for (int peer : m_geometry->peers(cell)) {
        DigitMask& mask = m_candidates[size_t(peer)];
        if (!(mask & bit))
            continue;
        mask &= ~bit;
        // A peer left with one candidate is the next naked single; one left
        // with none breaks the grid.
        if (!(mask & (mask - 1)))
            m_pending.push_back(peer);
        ok &= mask != 0;
    }
    return ok;
}

bool BasicLogic::eliminate(int cell, DigitMask digits, bool& progress)
{
    DigitMask& mask = m_candidates[size_t(cell)];
    if (m_values[size_t(cell)] || !(mask & digits))
        return true;
    mask &= ~digits;
    progress = true;
    if (!(mask & (mask - 1)))
        m_pending.push_back(cell);
    return mask != 0;
}

// Naked singles as they appear (place() queues them), then hidden singles
// house by house (a digit seen once in a house goes there; a digit seen
// nowhere breaks the grid), until neither finds anything.
bool BasicLogic::singles(bool& progress)
{
    for (;;) {
        while (!m_pending.empty()) {
            const int cell = m_pending.back();
            m_pending.pop_back();
            if (m_values[size_t(cell)])
                continue;
            const DigitMask mask = m_candidates[size_t(cell)];
            if (!mask || !place(cell, firstDigit(mask)))
                return false;
            progress = true;
            if (m_watchedOpen == 0)
                return true;
        }
        bool placed = false;
        for (const House& house : m_geometry->houses()) {
            DigitMask once = 0, twice = 0, filled = 0;
            for (int cell : house.cells) {
                const DigitMask mask = m_candidates[size_t(cell)];
                twice |= once & mask;
                once |= mask;
                if (m_values[size_t(cell)])
                    filled |= digitBit(m_values[size_t(cell)]);
            }
            if ((once | filled) != m_all)
                return false;
            for (DigitMask hidden = once & ~twice & ~filled; hidden; hidden &= hidden - 1) {
                const DigitMask bit = hidden & (~hidden + 1);
                for (int cell : house.cells) {
                    if (m_candidates[size_t(cell)] & bit) {
                        if (!place(cell, firstDigit(bit)))
                            return false;
                        placed = true;
                        break;
                    }
                }
            }
        }
        if (!placed)
            return m_pending.empty() || singles(progress);
        progress = true;
    }
}

// A digit confined to where two houses meet, in one of them, leaves the
// rest of the other (pointing and claiming are the box-line cases).
bool BasicLogic::intersections(bool& progress)
{
    for (const Meeting& meeting : m_meetings) {
        DigitMask inShared = 0, inA = 0, inB = 0;
        for (int cell : meeting.shared)
            inShared |= m_candidates[size_t(cell)];
        for (int cell : meeting.onlyA)
            inA |= m_candidates[size_t(cell)];
        for (int cell : meeting.onlyB)
            inB |= m_candidates[size_t(cell)];
        if (const DigitMask confinedToA = inShared & ~inA & inB)
            for (int cell : meeting.onlyB)
                if (!eliminate(cell, confinedToA, progress))
                    return false;
        if (const DigitMask confinedToB = inShared & ~inB & inA)
            for (int cell : meeting.onlyA)
                if (!eliminate(cell, confinedToB, progress))
                    return false;
    }
    return true;
}

// Naked and hidden pairs and triples in every house. Stops at the first
// house that made progress: singles get the next turn, as a person would.
// Only cells with at most three candidates (naked) and digits with at most
// three places (hidden) can take part, so the search runs over those alone.
bool BasicLogic::subsets(bool& progress)
{
    int open[64];
    DigitMask places[64]; // per digit: bit i = open[i] holds it
    int small[64], rare[64];
    for (const House& house : m_geometry->houses()) {
        int count = 0;
        for (int cell : house.cells)
            if (!m_values[size_t(cell)])
                open[count++] = cell;
        if (count < 3)
            continue;
        std::fill(places, places + m_size, DigitMask(0));
        int smallCount = 0, rareCount = 0;
        for (int i = 0; i < count; ++i) {
            const DigitMask mask = m_candidates[size_t(open[i])];
            if (digitCount(mask) <= 3)
                small[smallCount++] = i;
            for (DigitMask m = mask; m; m &= m - 1)
                places[firstDigit(m) - 1] |= DigitMask(1) << i;
        }
        for (int d = 0; d < m_size; ++d)
            if (places[d] && digitCount(places[d]) <= 3)
                rare[rareCount++] = d;
        bool found = false;
        // Naked: k cells whose candidates together are k digits leave the
        // house's other cells.
        auto nakedFound = [&](DigitMask digits, DigitMask members) {
            for (int k = 0; k < count; ++k)
                if (!(members & (DigitMask(1) << k)) && !eliminate(open[k], digits, found))
                    return false;
            return true;
        };
        for (int x = 0; x < smallCount && !found; ++x) {
            const DigitMask a = m_candidates[size_t(open[small[x]])];
            for (int y = x + 1; y < smallCount && !found; ++y) {
                const DigitMask ab = a | m_candidates[size_t(open[small[y]])];
                const int abCount = digitCount(ab);
                const DigitMask pairCells = (DigitMask(1) << small[x]) | (DigitMask(1) << small[y]);
                if (abCount == 2) {
                    if (!nakedFound(ab, pairCells))
                        return false;
                    continue;
                }
                if (abCount > 3)
                    continue;
                for (int z = y + 1; z < smallCount && !found; ++z) {
                    const DigitMask abc = ab | m_candidates[size_t(open[small[z]])];
                    if (digitCount(abc) == 3 && !nakedFound(abc, pairCells | (DigitMask(1) << small[z])))
                        return false;
                }
            }
        }
        // Hidden: k digits whose places together are k cells keep those
        // cells to themselves.
        auto hiddenFound = [&](DigitMask cells, DigitMask digits) {
            for (DigitMask m = cells; m; m &= m - 1)
                if (!eliminate(open[firstDigit(m) - 1], ~digits & m_all, found))
                    return false;
            return true;
        };
        for (int x = 0; x < rareCount && !found; ++x) {
            const int d = rare[x];
            for (int y = x + 1; y < rareCount && !found; ++y) {
                const int e = rare[y];
                const DigitMask ab = places[d] | places[e];
                const int abCount = digitCount(ab);
                const DigitMask pair = digitBit(d + 1) | digitBit(e + 1);
                if (abCount == 2) {
                    if (!hiddenFound(ab, pair))
                        return false;
                    continue;
                }
                if (abCount > 3)
                    continue;
                for (int z = y + 1; z < rareCount && !found; ++z) {
                    const int f = rare[z];
                    const DigitMask abc = ab | places[f];
                    if (digitCount(abc) == 3 && !hiddenFound(abc, pair | digitBit(f + 1)))
                        return false;
                }
            }
        }
        if (found) {
            progress = true;
            return true;
        }
    }
    return true;
}

BasicLogic::Outcome BasicLogic::startCounted(std::span<const std::uint8_t> values)
{
    Grid grid(m_geometry);
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        grid.setValue(cell, values[size_t(cell)]);
    grid.fillCandidatesFromValues();
    m_empty = 0;
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        m_values[size_t(cell)] = std::uint8_t(grid.value(cell));
        m_candidates[size_t(cell)] = grid.value(cell) ? 0 : grid.candidates(cell);
        m_empty += grid.value(cell) == 0;
    }
    Outcome outcome;
    outcome.contradiction = logic::findContradiction(grid).has_value();
    outcome.solved = !outcome.contradiction && m_empty == 0;
    return outcome;
}

BasicLogic::Outcome BasicLogic::run(std::span<const std::uint8_t> values, Level maxLevel, std::stop_token stop)
{
    if (m_geometry->isCounted())
        return startCounted(values);
    Outcome outcome;
    const int cells = m_geometry->cellCount();
    m_pending.clear();
    // The givens' digits per house, then each empty cell's candidates from
    // its houses: one pass over the houses instead of one per given.
    const auto& houses = m_geometry->houses();
    m_empty = 0;
    for (size_t h = 0; h < houses.size(); ++h) {
        DigitMask used = 0;
        for (int cell : houses[h].cells) {
            if (const int digit = values[size_t(cell)]) {
                if (used & digitBit(digit)) {
                    outcome.contradiction = true;
                    return outcome;
                }
                used |= digitBit(digit);
            }
        }
        m_houseUsed[h] = used;
    }
    for (int cell = 0; cell < cells; ++cell) {
        m_values[size_t(cell)] = values[size_t(cell)];
        if (m_values[size_t(cell)]) {
            m_candidates[size_t(cell)] = 0;
            continue;
        }
        ++m_empty;
        DigitMask mask = m_all;
        for (int h : m_geometry->housesOf(cell))
            mask &= ~m_houseUsed[size_t(h)];
        m_candidates[size_t(cell)] = mask;
        if (!(mask & (mask - 1)))
            m_pending.push_back(cell);
    }
    for (;;) {
        bool progress = false;
        if (!singles(progress)) {
            outcome.contradiction = true;
            return outcome;
        }
        if (m_empty == 0 || m_watchedOpen == 0) {
            outcome.solved = true;
            return outcome;
        }
        if (maxLevel == Level::Easy || stop.stop_requested())
            return outcome;
        progress = false;
        if (!intersections(progress) || (!progress && !stop.stop_requested() && !subsets(progress))) {
            outcome.contradiction = true;
            return outcome;
        }
        if (!progress)
            return outcome;
        outcome.hardest = Level::Medium;
    }
}

bool BasicLogic::solvesWithLookahead(std::span<const std::uint8_t> values, std::stop_token stop)
{
    if (m_geometry->isCounted()) {
        Grid puzzle(m_geometry);
        for (int cell = 0; cell < puzzle.cellCount(); ++cell)
            puzzle.setValue(cell, values[size_t(cell)]);
        return countedSolvesWithLookahead(puzzle, std::move(stop));
    }
    Outcome outcome = run(values, Level::Easy);
    if (outcome.contradiction)
        return false;
    const int cells = m_geometry->cellCount();
    while (!outcome.solved) {
        bool removed = false;
        for (int cell = 0; cell < cells; ++cell) {
            if (m_values[size_t(cell)])
                continue;
            for (DigitMask m = m_candidates[size_t(cell)]; m; m &= m - 1) {
                if (stop.stop_requested())
                    return false;
                const int digit = firstDigit(m);
                m_savedValues = m_values;
                m_savedCandidates = m_candidates;
                const int savedEmpty = m_empty;
                m_pending.clear();
                bool progress = false;
                const bool holds = place(cell, digit) && singles(progress);
                m_values = m_savedValues;
                m_candidates = m_savedCandidates;
                m_empty = savedEmpty;
                m_pending.clear();
                if (holds)
                    continue;
                bool changed = false;
                if (!eliminate(cell, digitBit(digit), changed))
                    return false;
                removed = true;
                if (!singles(progress))
                    return false;
                if (m_empty == 0)
                    return true;
                break; // the cell changed under the loop over its candidates
            }
        }
        if (!removed)
            return false;
        outcome.solved = m_empty == 0;
    }
    return true;
}

bool BasicLogic::stillSolvedWithout(std::span<const std::uint8_t> values, std::span<const int> cells,
                                    Level maxLevel, std::stop_token stop)
{
    m_scratch.assign(values.begin(), values.end());
    for (int cell : cells) {
        m_scratch[size_t(cell)] = 0;
        m_watched[size_t(cell)] = 1;
    }
    m_watchedOpen = int(cells.size());
    const bool solved = run(m_scratch, maxLevel, std::move(stop)).solved;
    for (int cell : cells)
        m_watched[size_t(cell)] = 0;
    m_watchedOpen = -1;
    return solved;
}

BasicLogic& basicLogicFor(const std::shared_ptr<const Geometry>& geometry)
{
    thread_local std::shared_ptr<const Geometry> shape;
    thread_local std::unique_ptr<BasicLogic> basic;
    if (!basic || shape != geometry) {
        basic = std::make_unique<BasicLogic>(geometry);
        shape = geometry;
    }
    return *basic;
}

} // namespace pm::grading
