#include "generic_search.h"

#include <algorithm>
#include <bit>
#include <numeric>

namespace pm {

GenericSearch::GenericSearch(const Geometry& geometry)
    : m_geometry(geometry)
    , m_size(geometry.size())
    , m_cellCount(geometry.cellCount())
    , m_houseCount(int(geometry.houses().size()))
    , m_all(allDigits(geometry.size()))
{
    const auto& houses = m_geometry.houses();
    m_houseCells.reserve(size_t(m_houseCount) * m_size);
    std::vector<std::vector<CellInHouse>> byCell(m_cellCount);
    for (int house = 0; house < m_houseCount; ++house)
        for (int i = 0; i < m_size; ++i) {
            const int cell = houses[house].cells[i];
            m_houseCells.push_back(cell);
            byCell[cell].push_back({house, std::uint64_t(1) << i});
        }
    for (const auto& refs : byCell) {
        m_cellHouseStart.push_back(int(m_cellHouses.size()));
        m_cellHouses.insert(m_cellHouses.end(), refs.begin(), refs.end());
    }
    m_cellHouseStart.push_back(int(m_cellHouses.size()));

    // Overlaps of one cell add nothing to hidden singles; overlaps of N cells
    // are the same house listed twice.
    std::vector<std::uint64_t> mine(m_houseCount), theirs(m_houseCount);
    for (int house = 0; house < m_houseCount; ++house) {
        m_overlapStart.push_back(int(m_overlaps.size()));
        std::fill(mine.begin(), mine.end(), 0);
        std::fill(theirs.begin(), theirs.end(), 0);
        for (int i = 0; i < m_size; ++i) {
            const int cell = m_houseCells[size_t(house) * m_size + i];
            for (int k = m_cellHouseStart[cell]; k < m_cellHouseStart[cell + 1]; ++k) {
                mine[m_cellHouses[k].house] |= std::uint64_t(1) << i;
                theirs[m_cellHouses[k].house] |= m_cellHouses[k].bit;
            }
        }
        for (int other = 0; other < m_houseCount; ++other) {
            const int shared = digitCount(mine[other]);
            if (other != house && shared >= 2 && shared < m_size)
                m_overlaps.push_back({other, mine[other], theirs[other]});
        }
    }
    m_overlapStart.push_back(int(m_overlaps.size()));
    // A fixed scattered order (Fibonacci hashing of the index): deterministic,
    // and no two neighbours in reading order are near in it.
    m_cellOrder.resize(m_cellCount);
    std::iota(m_cellOrder.begin(), m_cellOrder.end(), 0);
    const auto scatter = [](int cell) { return std::uint64_t(cell) * 0x9E3779B97F4A7C15ull; };
    std::sort(m_cellOrder.begin(), m_cellOrder.end(), [&](int a, int b) { return scatter(a) < scatter(b); });
    m_dirty.assign(m_houseCount, 0);
    m_solution.resize(m_cellCount);
}

// Random fills take cells in reading order and branch on cells only:
// filling row by row keeps each row's open digits compatible with few
// columns at a time. With the scattered order or with house-digit branches a
// random 49x49 fill ran out of budget for over 60 s; this way it takes
// 26-159 ms (the old n-ary search: 88-368 ms).
void GenericSearch::setShuffle(std::mt19937_64* rng)
{
    m_rng = rng;
    std::iota(m_cellOrder.begin(), m_cellOrder.end(), 0);
}

void GenericSearch::write(std::uint64_t& word, std::uint64_t value)
{
    m_trail.push_back({std::uint32_t(&word - m_words.data()), word});
    word = value;
}

void GenericSearch::undoTo(size_t mark)
{
    while (m_trail.size() > mark) {
        m_words[m_trail.back().word] = m_trail.back().old;
        m_trail.pop_back();
    }
}

void GenericSearch::clearPending()
{
    m_solvedQueue.clear();
    m_hiddenQueue.clear();
    for (int house : m_dirtyHouses)
        m_dirty[house] = 0;
    m_dirtyHouses.clear();
}

GenericSearch::Stop GenericSearch::run(const Grid& grid, bool useCandidates, const Visitor& visit,
                                       std::stop_token stop)
{
    m_words.assign(size_t(m_cellCount) + size_t(m_houseCount) * m_size, 0);
    m_trail.clear();
    clearPending();
    m_nodes = 0;
    for (int cell = 0; cell < m_cellCount; ++cell) {
        const DigitMask mask = useCandidates ? grid.candidates(cell) & m_all : m_all;
        if (mask == 0)
            return Stop::Finished;
        candidates(cell) = mask;
        if ((mask & (mask - 1)) == 0)
            m_solvedQueue.push_back(cell);
        for (int k = m_cellHouseStart[cell]; k < m_cellHouseStart[cell + 1]; ++k)
            for (DigitMask rest = mask; rest; rest &= rest - 1)
                places(m_cellHouses[k].house, std::countr_zero(rest) + 1) |= m_cellHouses[k].bit;
    }
    for (int house = 0; house < m_houseCount; ++house) {
        for (int digit = 1; digit <= m_size; ++digit) {
            const std::uint64_t where = places(house, digit);
            if (where == 0)
                return Stop::Finished; // a digit with no place in a house
            if ((where & (where - 1)) == 0)
                m_hiddenQueue.push_back({m_houseCells[size_t(house) * m_size + std::countr_zero(where)], digit});
        }
        m_dirty[house] = m_all;
        m_dirtyHouses.push_back(house);
    }
    for (int cell = 0; cell < m_cellCount; ++cell) {
        const int digit = grid.value(cell);
        if (digit != 0 && (digit > m_size || !restrict(cell, digit)))
            return Stop::Finished; // clashing or impossible clues: no solution
    }
    if (!propagate())
        return Stop::Finished;
    return search(visit, stop);
}

// Takes `digits` out of the place sets of every house of cell (the cell lost
// them), queueing hidden singles and marking the houses for locked candidates.
bool GenericSearch::dropPlaces(int cell, DigitMask digits)
{
    for (int k = m_cellHouseStart[cell]; k < m_cellHouseStart[cell + 1]; ++k) {
        const int house = m_cellHouses[k].house;
        for (DigitMask rest = digits; rest; rest &= rest - 1) {
            const int digit = std::countr_zero(rest) + 1;
            std::uint64_t& word = places(house, digit);
            const std::uint64_t where = word & ~m_cellHouses[k].bit;
            if (where == 0)
                return false;
            write(word, where);
            if ((where & (where - 1)) == 0)
                m_hiddenQueue.push_back({m_houseCells[size_t(house) * m_size + std::countr_zero(where)], digit});
            if (m_dirty[house] == 0)
                m_dirtyHouses.push_back(house);
            m_dirty[house] |= rest & (~rest + 1);
        }
    }
    return true;
}

bool GenericSearch::eliminate(int cell, int digit)
{
    const DigitMask bit = digitBit(digit);
    std::uint64_t& word = candidates(cell);
    if (!(word & bit))
        return true;
    const DigitMask mask = word & ~bit;
    if (mask == 0)
        return false;
    write(word, mask);
    if ((mask & (mask - 1)) == 0)
        m_solvedQueue.push_back(cell);
    return dropPlaces(cell, bit);
}

// Leaves digit as the cell's only candidate. A cell that already has one
// candidate was queued when it got there.
bool GenericSearch::restrict(int cell, int digit)
{
    const DigitMask bit = digitBit(digit);
    std::uint64_t& word = candidates(cell);
    const DigitMask mask = word;
    if (!(mask & bit))
        return false;
    if (mask == bit)
        return true;
    write(word, bit);
    m_solvedQueue.push_back(cell);
    return dropPlaces(cell, mask & ~bit);
}

bool GenericSearch::propagate()
{
    for (;;) {
        while (!m_solvedQueue.empty() || !m_hiddenQueue.empty()) {
            if (!m_hiddenQueue.empty()) {
                const auto [cell, digit] = m_hiddenQueue.back();
                m_hiddenQueue.pop_back();
                if (!restrict(cell, digit))
                    return false;
                continue;
            }
            // A solved cell: its digit leaves every other cell of its houses,
            // found through the place sets rather than the peer list.
            const int cell = m_solvedQueue.back();
            m_solvedQueue.pop_back();
            const int digit = firstDigit(candidates(cell));
            for (int k = m_cellHouseStart[cell]; k < m_cellHouseStart[cell + 1]; ++k) {
                const int house = m_cellHouses[k].house;
                for (std::uint64_t rest = places(house, digit) & ~m_cellHouses[k].bit; rest; rest &= rest - 1)
                    if (!eliminate(m_houseCells[size_t(house) * m_size + std::countr_zero(rest)], digit))
                        return false;
            }
        }
        if (m_dirtyHouses.empty())
            return true;
        const int house = m_dirtyHouses.back();
        m_dirtyHouses.pop_back();
        if (!lockedCandidates(house))
            return false;
    }
}

// A digit whose places in a house all lie where it meets another house is
// ruled out from the rest of that other house.
bool GenericSearch::lockedCandidates(int house)
{
    DigitMask digits = m_dirty[house];
    m_dirty[house] = 0;
    for (; digits; digits &= digits - 1) {
        const int digit = std::countr_zero(digits) + 1;
        const std::uint64_t where = places(house, digit);
        if ((where & (where - 1)) == 0)
            continue; // a single place: the hidden single does the rest
        for (int k = m_overlapStart[house]; k < m_overlapStart[house + 1]; ++k) {
            const Overlap& overlap = m_overlaps[k];
            if (where & ~overlap.mine)
                continue;
            for (std::uint64_t rest = places(overlap.other, digit) & ~overlap.theirs; rest; rest &= rest - 1)
                if (!eliminate(m_houseCells[size_t(overlap.other) * m_size + std::countr_zero(rest)], digit))
                    return false;
        }
    }
    return true;
}

GenericSearch::Stop GenericSearch::search(const Visitor& visit, const std::stop_token& stop)
{
    for (;;) {
        if (stop.stop_requested())
            return Stop::Cancelled;
        if (++m_nodes > m_budget)
            return Stop::OutOfBudget;

        // Fewest candidates; among equals, the first in a fixed scattered
        // order. Taking the first in reading order clusters the branches in
        // the top rows: on 4 hard 25x25 count-to-2 puzzles (47% clues, met
        // while generating) reading order took 34.8 s in all, the scattered
        // order 0.52 s; breaking ties by the digits' place counts gave 2.6-4.7 s.
        int bestCell = -1;
        int bestCount = m_size + 1;
        for (int cell : m_cellOrder) {
            const int count = digitCount(candidates(cell));
            if (count >= 2 && count < bestCount) {
                bestCount = count;
                bestCell = cell;
                if (count == 2)
                    break;
            }
        }
        if (bestCell < 0) {
            for (int cell = 0; cell < m_cellCount; ++cell)
                m_solution[cell] = std::uint8_t(firstDigit(candidates(cell)));
            return visit(m_solution) ? Stop::Finished : Stop::Stopped;
        }

        // Choices: the candidates of the best cell, or the places of a digit
        // in a house when fewer (not in random fills, see setShuffle).
        int cell = bestCell;
        int digit = 0;
        std::uint64_t choices = candidates(bestCell);
        int choiceHouse = -1;
        for (int house = 0; house < m_houseCount && bestCount > 2 && !m_rng; ++house)
            for (int d = 1; d <= m_size; ++d) {
                const int count = digitCount(places(house, d));
                if (count >= 2 && count < bestCount) {
                    bestCount = count;
                    choiceHouse = house;
                    digit = d;
                    choices = places(house, d);
                    if (count == 2)
                        break;
                }
            }
        int pick = 0;
        if (m_rng)
            pick = int(std::uniform_int_distribution<int>(0, bestCount - 1)(*m_rng));
        for (; pick > 0; --pick)
            choices &= choices - 1;
        if (choiceHouse < 0)
            digit = std::countr_zero(choices) + 1;
        else
            cell = m_houseCells[size_t(choiceHouse) * m_size + std::countr_zero(choices)];

        // Binary branch: digit in cell, then digit ruled out of cell (with
        // propagation, stronger than trying the other choices one by one).
        const size_t mark = m_trail.size();
        if (restrict(cell, digit) && propagate()) {
            const Stop result = search(visit, stop);
            if (result != Stop::Finished)
                return result;
        } else {
            clearPending();
        }
        undoTo(mark);
        if (!eliminate(cell, digit) || !propagate()) {
            clearPending();
            return Stop::Finished;
        }
    }
}

} // namespace pm
