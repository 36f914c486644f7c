// SPDX-License-Identifier: GPL-3.0-or-later
// The generic search itself: state, propagation to a fixed point, lookahead
// and branching (see generic_search.h). Its per-geometry tables are in
// generic_search_tables.cpp, the killer-cage rule in generic_search_cages.cpp.
#include "core/solver/generic_search.h"
#include "core/solver/generic_search_masks.h"

#include <algorithm>
#include <bit>

namespace pm::solver {

namespace {

constexpr bool twoBits(std::uint64_t word) { return oneBit(word & (word - 1)); }
// Cells narrowed to this many candidates or fewer intersect their candidates' links.
constexpr int kForcingCandidates = 3;

} // namespace

GenericSearch::GenericSearch(const Geometry& geometry)
    : m_tables(tablesFor(geometry))
    , m_t(*m_tables)
    , m_size(m_t.size)
    , m_cellCount(m_t.cellCount)
    , m_hasCages(!m_t.cages.empty())
    , m_hasConstraints(m_t.constrained != nullptr)
    , m_hasRules(!m_t.relationStart.empty())
{
}

bool GenericSearch::servesGeometry(const Geometry& geometry) const
{
    return m_t.spec == geometry.spec();
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
    m_pairCells.clear();
    m_pairPlaces.clear();
    for (int house : m_dirtyHouses)
        m_dirty[house] = 0;
    m_dirtyHouses.clear();
    for (int cage : m_cageQueue)
        m_cageQueued[cage] = 0;
    m_cageQueue.clear();
    for (int cell : m_relationQueue)
        m_relationQueued[cell] = 0;
    m_relationQueue.clear();
    for (int rule : m_ruleQueue)
        m_ruleQueued[rule] = 0;
    m_ruleQueue.clear();
    for (int cell : m_forcingQueue)
        m_forcingQueued[cell] = 0;
    m_forcingQueue.clear();
}

GenericSearch::Stop GenericSearch::run(const Grid& grid, bool useCandidates, const Visitor& visit,
                                       std::stop_token stop)
{
    // The setup writes the words directly: nothing before the first branch
    // is ever undone.
    const int houseCount = m_t.houseCount;
    m_words.assign(size_t(m_cellCount) + size_t(houseCount) * m_size, 0);
    m_trail.clear();
    m_dirty.assign(houseCount, 0);
    m_dirtyHouses.clear();
    m_cageQueued.assign(m_t.cages.size(), 0);
    m_cageQueue.clear();
    m_relationQueued.assign(m_hasRules ? m_cellCount : 0, 0);
    m_relationQueue.clear();
    m_ruleQueued.assign(m_t.rules.size(), 0);
    m_ruleQueue.clear();
    m_forcingQueued.assign(m_t.linkWords ? m_cellCount : 0, 0);
    m_forcingQueue.clear();
    clearPending();
    m_solution.resize(m_cellCount);
    m_nodes = 0;
    // A jigsaw map the law of leftovers rules out (map_check.h): no
    // grid, whatever the clues. Searched, such a map could take minutes
    // to exhaust.
    if (m_t.noGrid)
        return Stop::Finished;
    // Clues first: every other cell of a clue's houses starts without its
    // digit (one pass over the cells instead of a cascade of eliminations).
    m_clues.assign(houseCount, 0);
    for (int cell = 0; cell < m_cellCount; ++cell) {
        const int digit = grid.value(cell);
        if (digit == 0)
            continue;
        if (digit > m_size || (useCandidates && !(grid.candidates(cell) & digitBit(digit))))
            return Stop::Finished; // an impossible clue: no solution
        if (m_hasRules && !(m_t.unaryMask[cell] & digitBit(digit)))
            return Stop::Finished; // a clue on an even cell that is odd ...
        for (int k = m_t.cellHouseStart[cell]; k < m_t.cellHouseStart[cell + 1]; ++k) {
            DigitMask& clues = m_clues[m_t.cellHouses[k].house];
            if (clues & digitBit(digit))
                return Stop::Finished; // clashing clues
            clues |= digitBit(digit);
        }
    }
    // Clues of a cage, after the houses' (m_clues grows by one entry per cage).
    if (m_hasCages) {
        m_clues.resize(size_t(houseCount) + m_t.cages.size(), 0);
        for (int cell = 0; cell < m_cellCount; ++cell) {
            const int digit = grid.value(cell);
            const int cage = m_t.cellCage[cell];
            if (digit == 0 || cage < 0)
                continue;
            DigitMask& clues = m_clues[size_t(houseCount) + cage];
            if (clues & digitBit(digit))
                return Stop::Finished; // clashing clues in a cage
            clues |= digitBit(digit);
        }
    }
    for (int cell = 0; cell < m_cellCount; ++cell) {
        DigitMask mask = grid.value(cell) ? digitBit(grid.value(cell)) : 0;
        if (grid.value(cell) == 0) {
            mask = useCandidates ? grid.candidates(cell) & m_t.all : m_t.all;
            for (int k = m_t.cellHouseStart[cell]; k < m_t.cellHouseStart[cell + 1]; ++k)
                mask &= ~m_clues[m_t.cellHouses[k].house];
            if (m_hasCages && m_t.cellCage[cell] >= 0)
                mask &= ~m_clues[size_t(houseCount) + m_t.cellCage[cell]];
            if (m_hasRules)
                mask &= m_t.unaryMask[cell];
            if (mask == 0)
                return Stop::Finished;
            if (oneBit(mask))
                m_solvedQueue.push_back(cell);
            else if (twoBits(mask))
                m_pairCells.push_back(cell);
        }
        candidates(cell) = mask;
        for (int k = m_t.cellHouseStart[cell]; k < m_t.cellHouseStart[cell + 1]; ++k)
            for (DigitMask rest = mask; rest; rest &= rest - 1)
                places(m_t.cellHouses[k].house, std::countr_zero(rest) + 1) |= m_t.cellHouses[k].bit;
    }
    for (int house = 0; house < houseCount; ++house) {
        for (int digit = 1; digit <= m_size; ++digit) {
            const std::uint64_t where = places(house, digit);
            if (where == 0)
                return Stop::Finished; // a digit with no place in a house
            if (oneBit(where)) {
                const int cell = houseCell(house, std::countr_zero(where));
                if (!oneBit(candidates(cell))) // solved cells are clues or queued already
                    m_hiddenQueue.push_back({cell, digit});
            } else if (twoBits(where)) {
                m_pairPlaces.push_back({house, digit});
            }
        }
        m_dirty[house] = m_t.all;
        m_dirtyHouses.push_back(house);
    }
    for (int cage = 0; cage < int(m_t.cages.size()); ++cage) {
        m_cageQueued[cage] = 1;
        m_cageQueue.push_back(cage);
    }
    if (m_hasRules) {
        for (int cell = 0; cell < m_cellCount; ++cell)
            if (m_t.relationStart[cell] < m_t.relationStart[cell + 1]) {
                m_relationQueued[cell] = 1;
                m_relationQueue.push_back(cell);
            }
        for (int rule = 0; rule < int(m_t.rules.size()); ++rule) {
            m_ruleQueued[rule] = 1;
            m_ruleQueue.push_back(rule);
        }
        for (int cell = 0; cell < m_cellCount && m_t.linkWords; ++cell)
            if (digitCount(candidates(cell)) <= kForcingCandidates) {
                m_forcingQueued[cell] = 1;
                m_forcingQueue.push_back(cell);
            }
    }
    if (!propagate())
        return Stop::Finished;
    return search(visit, stop);
}

// Takes `digits` out of the place sets of every house of cell (the cell lost
// them), queueing hidden singles and pairs and marking the houses for locked
// candidates.
bool GenericSearch::dropPlaces(int cell, DigitMask digits)
{
    for (int k = m_t.cellHouseStart[cell]; k < m_t.cellHouseStart[cell + 1]; ++k) {
        const int house = m_t.cellHouses[k].house;
        const std::uint64_t bit = m_t.cellHouses[k].bit;
        DigitMask shrunk = 0;
        for (DigitMask rest = digits; rest; rest &= rest - 1) {
            const int digit = std::countr_zero(rest) + 1;
            std::uint64_t& word = places(house, digit);
            if (!(word & bit))
                continue; // placeSolved already narrowed the word to the placed cell
            const std::uint64_t where = word & ~bit;
            if (where == 0)
                return false;
            write(word, where);
            if (oneBit(where))
                m_hiddenQueue.push_back({houseCell(house, std::countr_zero(where)), digit});
            else if (twoBits(where))
                m_pairPlaces.push_back({house, digit});
            shrunk |= rest & (~rest + 1);
        }
        if (shrunk) {
            if (m_dirty[house] == 0)
                m_dirtyHouses.push_back(house);
            m_dirty[house] |= shrunk;
        }
    }
    return true;
}

// Cuts a cell's candidates down to `mask` (a subset of them).
bool GenericSearch::narrow(int cell, DigitMask mask)
{
    std::uint64_t& word = candidates(cell);
    const DigitMask removed = word & ~mask;
    if (removed == 0)
        return true;
    if (mask == 0)
        return false;
    write(word, mask);
    ++m_eliminations;
    if (m_hasCages)
        queueCage(cell);
    if (m_hasRules)
        queueConstraints(cell);
    if (m_t.linkWords && !m_forcingQueued[cell] && !oneBit(mask) && digitCount(mask) <= kForcingCandidates) {
        m_forcingQueued[cell] = 1;
        m_forcingQueue.push_back(cell);
    }
    if (oneBit(mask))
        m_solvedQueue.push_back(cell);
    else if (twoBits(mask))
        m_pairCells.push_back(cell);
    return dropPlaces(cell, removed);
}

bool GenericSearch::eliminate(int cell, int digit)
{
    const DigitMask mask = candidates(cell);
    return !(mask & digitBit(digit)) || narrow(cell, mask & ~digitBit(digit));
}

// Leaves digit as the cell's only candidate. A cell that already has one
// candidate was queued when it got there.
bool GenericSearch::restrict(int cell, int digit)
{
    return (candidates(cell) & digitBit(digit)) && narrow(cell, digitBit(digit));
}

// A solved cell: its digit leaves every other cell of its houses, found
// through the place sets. Each place set becomes the solved cell at once
// (one write, not one per peer), so clearing a peer leaves it alone.
bool GenericSearch::placeSolved(int cell)
{
    const int digit = firstDigit(candidates(cell));
    for (int k = m_t.cellHouseStart[cell]; k < m_t.cellHouseStart[cell + 1]; ++k) {
        const int house = m_t.cellHouses[k].house;
        std::uint64_t& word = places(house, digit);
        const std::uint64_t others = word & ~m_t.cellHouses[k].bit;
        if (others == 0)
            continue;
        write(word, m_t.cellHouses[k].bit);
        for (std::uint64_t rest = others; rest; rest &= rest - 1)
            if (!eliminate(houseCell(house, std::countr_zero(rest)), digit))
                return false;
    }
    if (m_hasCages && m_t.cellCage[cell] >= 0) {
        const Tables::CageRule& rule = m_t.cages[m_t.cellCage[cell]];
        for (int i = 0; i < rule.cellCount; ++i) {
            const int mate = m_t.cageCells[size_t(rule.cellStart + i)];
            if (mate != cell && !eliminate(mate, digit))
                return false;
        }
    }
    return true;
}

void GenericSearch::queueCage(int cell)
{
    const int cage = m_t.cellCage[cell];
    if (cage >= 0 && !m_cageQueued[cage]) {
        m_cageQueued[cage] = 1;
        m_cageQueue.push_back(cage);
    }
}

// A cell with two candidates and another cell of one of its houses with the
// same two: the pair takes both digits, no other cell of the house can.
bool GenericSearch::nakedPair(int cell)
{
    const DigitMask mask = candidates(cell);
    if (!twoBits(mask))
        return true; // solved or emptied since it was queued
    const int low = firstDigit(mask);
    const int high = firstDigit(mask & (mask - 1));
    for (int k = m_t.cellHouseStart[cell]; k < m_t.cellHouseStart[cell + 1]; ++k) {
        const int house = m_t.cellHouses[k].house;
        const std::uint64_t bit = m_t.cellHouses[k].bit;
        for (std::uint64_t both = places(house, low) & places(house, high) & ~bit; both; both &= both - 1) {
            if (candidates(houseCell(house, std::countr_zero(both))) != mask)
                continue;
            const std::uint64_t pair = bit | (both & (~both + 1));
            for (int digit : {low, high})
                for (std::uint64_t rest = places(house, digit) & ~pair; rest; rest &= rest - 1)
                    if (!eliminate(houseCell(house, std::countr_zero(rest)), digit))
                        return false;
            break;
        }
    }
    return true;
}

// A digit with two places in a house, and another digit with the same two
// places there: those two cells hold the two digits and nothing else.
bool GenericSearch::hiddenPair(int house, int digit)
{
    const std::uint64_t where = places(house, digit);
    if (!twoBits(where))
        return true;
    const int first = houseCell(house, std::countr_zero(where));
    const int second = houseCell(house, std::countr_zero(where & (where - 1)));
    for (DigitMask common = candidates(first) & candidates(second) & ~digitBit(digit); common;
         common &= common - 1) {
        const int other = std::countr_zero(common) + 1;
        if (places(house, other) != where)
            continue;
        const DigitMask keep = digitBit(digit) | digitBit(other);
        return narrow(first, candidates(first) & keep) && narrow(second, candidates(second) & keep);
    }
    return true;
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
        if (oneBit(where))
            continue; // a single place: the hidden single does the rest
        if (m_t.linkWords && !seenByAllPlaces(where, house, digit))
            return false;
        for (int k = m_t.overlapStart[house]; k < m_t.overlapStart[house + 1]; ++k) {
            const Overlap& overlap = m_t.overlaps[k];
            if (where & ~overlap.mine)
                continue;
            for (std::uint64_t rest = places(overlap.other, digit) & ~overlap.theirs; rest; rest &= rest - 1)
                if (!eliminate(houseCell(overlap.other, std::countr_zero(rest)), digit))
                    return false;
        }
    }
    return true;
}

// Cheapest deductions first: singles, then pairs, then locked candidates.
bool GenericSearch::propagate()
{
    for (;;) {
        if (!m_hiddenQueue.empty()) {
            const auto [cell, digit] = m_hiddenQueue.back();
            m_hiddenQueue.pop_back();
            if (!restrict(cell, digit))
                return false;
        } else if (!m_solvedQueue.empty()) {
            const int cell = m_solvedQueue.back();
            m_solvedQueue.pop_back();
            if (!placeSolved(cell))
                return false;
        } else if (!m_relationQueue.empty()) {
            const int cell = m_relationQueue.back();
            m_relationQueue.pop_back();
            m_relationQueued[cell] = 0;
            if (!reviseRelations(cell))
                return false;
        } else if (!m_cageQueue.empty()) {
            const int cage = m_cageQueue.back();
            m_cageQueue.pop_back();
            m_cageQueued[cage] = 0;
            if (!checkCage(cage))
                return false;
        } else if (!m_ruleQueue.empty()) {
            const int rule = m_ruleQueue.back();
            m_ruleQueue.pop_back();
            m_ruleQueued[rule] = 0;
            if (!checkRule(rule))
                return false;
        } else if (!m_forcingQueue.empty()) {
            const int cell = m_forcingQueue.back();
            m_forcingQueue.pop_back();
            m_forcingQueued[cell] = 0;
            if (!cellForcing(cell))
                return false;
        } else if (!m_pairCells.empty()) {
            const int cell = m_pairCells.back();
            m_pairCells.pop_back();
            if (!nakedPair(cell))
                return false;
        } else if (!m_pairPlaces.empty()) {
            const auto [house, digit] = m_pairPlaces.back();
            m_pairPlaces.pop_back();
            if (!hiddenPair(house, digit))
                return false;
        } else if (!m_dirtyHouses.empty()) {
            const int house = m_dirtyHouses.back();
            m_dirtyHouses.pop_back();
            if (!lockedCandidates(house))
                return false;
        } else {
            return true;
        }
    }
}

// Lookahead (as in look-ahead SAT solvers such as march): try both values
// of up to kProbes two-candidate cells, each with full propagation, then
// undo. A value that fails proves the other (the cell is decided here and
// the node starts over); otherwise the branch goes to the cell whose two
// values eliminate the most, by the product of their elimination counts. On
// the 25x25 test puzzles (45-49% clues, count to 2) this cut the median from
// 165 ms (plain fewest-candidates choice) to 28-33 ms; 8 probes gave 41 ms,
// 32 the same as 16. Probing digits with two places in a house as well did
// not help.
GenericSearch::Probe GenericSearch::lookAhead()
{
    constexpr int kProbes = 16;
    Probe best;
    std::uint64_t bestScore = 0;
    int probed = 0;
    for (int i = 0; i < m_cellCount && probed < kProbes; ++i) {
        const int cell = m_t.scatteredOrder[i];
        const DigitMask mask = candidates(cell);
        if (!twoBits(mask))
            continue;
        ++probed;
        const int digits[2] = {firstDigit(mask), firstDigit(mask & (mask - 1))};
        std::uint64_t eliminated[2];
        for (int side = 0; side < 2; ++side) {
            const size_t mark = m_trail.size();
            const std::uint64_t before = m_eliminations;
            const bool holds = restrict(cell, digits[side]) && propagate();
            eliminated[side] = m_eliminations - before;
            undoTo(mark);
            if (!holds) {
                clearPending();
                return {cell, digits[1 - side], true};
            }
        }
        const std::uint64_t score = (eliminated[0] + 1) * (eliminated[1] + 1);
        if (score > bestScore) {
            bestScore = score;
            const bool second = m_preferred && (*m_preferred)[size_t(cell)] == digits[1];
            best = {cell, digits[second ? 1 : 0], false};
        }
    }
    return best;
}

GenericSearch::Stop GenericSearch::search(const Visitor& visit, const std::stop_token& stop)
{
    for (;;) {
        if (stop.stop_requested())
            return Stop::Cancelled;
        if (++m_nodes > m_budget)
            return Stop::OutOfBudget;

        // Lookahead costs about 2 * kProbes propagations a node; small trees
        // (most 16x16 puzzles, near-full grids) finish before it pays.
        // Random fills take cells in order (see below).
        constexpr std::uint64_t kLookAheadAfter = 16;
        int cell = -1;
        int digit = 0;
        if (!m_rng && m_lookahead && m_nodes > kLookAheadAfter) {
            const Probe probe = lookAhead();
            if (probe.forced) {
                if (!restrict(probe.cell, probe.digit) || !propagate()) {
                    clearPending();
                    return Stop::Finished;
                }
                continue;
            }
            cell = probe.cell;
            digit = probe.digit;
        }
        if (cell < 0) {
            const Stop stopped = chooseBranch(visit, cell, digit);
            if (cell < 0)
                return stopped; // a solution, visited
        }

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

// Fewest candidates; among equals, the first in a fixed scattered order.
// Taking the first in reading order clusters the branches in the top rows: on
// 4 hard 25x25 count-to-2 puzzles (47% clues, met while generating) reading
// order took 34.8 s in all, the scattered order 0.52 s; breaking ties by the
// digits' place counts gave 2.6-4.7 s. Random fills take cells in reading
// order and branch on cells only: filling row by row keeps each row's open
// digits compatible with few columns at a time. With the scattered order or
// with house-digit branches a random 49x49 fill ran out of budget for over
// 60 s; this way it takes 26-159 ms. With every cell solved, visits the
// solution and leaves cell at -1.
GenericSearch::Stop GenericSearch::chooseBranch(const Visitor& visit, int& cell, int& digit)
{
    int bestCount = m_size + 1;
    for (int i = 0; i < m_cellCount; ++i) {
        const int candidate = m_rng ? i : m_t.scatteredOrder[i];
        const DigitMask mask = candidates(candidate);
        const DigitMask rest = mask & (mask - 1);
        if (rest == 0)
            continue; // solved
        if (oneBit(rest)) {
            cell = candidate;
            bestCount = 2;
            break;
        }
        const int count = digitCount(mask);
        if (count < bestCount) {
            bestCount = count;
            cell = candidate;
        }
    }
    if (cell < 0) {
        for (int i = 0; i < m_cellCount; ++i)
            m_solution[i] = std::uint8_t(firstDigit(candidates(i)));
        // The propagators are exact on a full grid; the kind table's checks
        // say so once more before a solution leaves the search.
        if (m_hasConstraints && !brokenConstraintCells(*m_t.constrained, m_solution).empty())
            return Stop::Finished;
        return visit(m_solution) ? Stop::Finished : Stop::Stopped;
    }

    // Choices: the candidates of the best cell, or the places of a digit in a
    // house when fewer (not in random fills, nor with variant constraints:
    // their propagators narrow cells, so a placed digit tells them more. On
    // the public variant set, counting to 2, "Whispering Rains" went from
    // 5.2 s to 0.32 s, "Anti-Ratio Coverage" from 7 s to 0.03 s).
    std::uint64_t choices = candidates(cell);
    int choiceHouse = -1;
    for (int house = 0; house < m_t.houseCount && bestCount > 2 && !m_rng && !m_hasConstraints; ++house)
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
        cell = houseCell(choiceHouse, std::countr_zero(choices));
    if (m_preferred && !m_rng) {
        // The known value first: the cell's digit there, or the house's cell
        // that holds the digit there.
        const std::vector<std::uint8_t>& known = *m_preferred;
        if (choiceHouse < 0 && known[size_t(cell)] && (candidates(cell) & digitBit(known[size_t(cell)])))
            digit = known[size_t(cell)];
        for (std::uint64_t rest = choiceHouse < 0 ? 0 : places(choiceHouse, digit); rest; rest &= rest - 1)
            if (known[size_t(houseCell(choiceHouse, std::countr_zero(rest)))] == digit)
                cell = houseCell(choiceHouse, std::countr_zero(rest));
    }
    return Stop::Finished;
}

} // namespace pm::solver
