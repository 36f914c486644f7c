// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/solver/generic_search.h"

#include "core/solver/cage_combinations.h"
#include "core/solver/layout_check.h"

#include <algorithm>
#include <bit>
#include <map>
#include <mutex>
#include <numeric>

namespace pm {

namespace {

constexpr bool oneBit(std::uint64_t word) { return word != 0 && (word & (word - 1)) == 0; }
constexpr bool twoBits(std::uint64_t word) { return oneBit(word & (word - 1)); }

// Digit sets listed per cage (size, sum) up to this many; past it, sum
// bounds. Every 9x9 and 16x16 cage lists (16x16 peaks at 1,000-odd sets for
// 8 cells); checking a cage costs about one pass over its sets.
constexpr std::size_t kMaxListedCombos = 2048;

// The sum of the `count` smallest (or largest) digits of mask, or -1 when it
// has fewer.
int smallestSum(DigitMask mask, int count)
{
    int sum = 0;
    for (; count > 0; --count, mask &= mask - 1) {
        if (mask == 0)
            return -1;
        sum += firstDigit(mask);
    }
    return sum;
}

int largestSum(DigitMask mask, int count)
{
    int sum = 0;
    for (; count > 0; --count) {
        if (mask == 0)
            return -1;
        const int digit = 64 - std::countl_zero(mask);
        sum += digit;
        mask &= ~digitBit(digit);
    }
    return sum;
}

} // namespace

GenericSearch::Tables::Tables(const Geometry& geometry)
    : spec(geometry.spec())
    , size(geometry.size())
    , cellCount(geometry.cellCount())
    , houseCount(int(geometry.houses().size()))
    , all(allDigits(geometry.size()))
    , noGrid(findLayoutContradiction(geometry).has_value())
{
    const auto& houses = geometry.houses();
    houseCells.reserve(size_t(houseCount) * size);
    std::vector<std::vector<CellInHouse>> byCell(cellCount);
    for (int house = 0; house < houseCount; ++house)
        for (int i = 0; i < size; ++i) {
            const int cell = houses[house].cells[i];
            houseCells.push_back(cell);
            byCell[cell].push_back({house, std::uint64_t(1) << i});
        }
    for (const auto& refs : byCell) {
        cellHouseStart.push_back(int(cellHouses.size()));
        cellHouses.insert(cellHouses.end(), refs.begin(), refs.end());
    }
    cellHouseStart.push_back(int(cellHouses.size()));

    // Overlaps of one cell add nothing to hidden singles; overlaps of N cells
    // are the same house listed twice.
    std::vector<std::uint64_t> mine(houseCount), theirs(houseCount);
    for (int house = 0; house < houseCount; ++house) {
        overlapStart.push_back(int(overlaps.size()));
        std::fill(mine.begin(), mine.end(), 0);
        std::fill(theirs.begin(), theirs.end(), 0);
        for (int i = 0; i < size; ++i) {
            const int cell = houseCells[size_t(house) * size + i];
            for (int k = cellHouseStart[cell]; k < cellHouseStart[cell + 1]; ++k) {
                mine[cellHouses[k].house] |= std::uint64_t(1) << i;
                theirs[cellHouses[k].house] |= cellHouses[k].bit;
            }
        }
        for (int other = 0; other < houseCount; ++other) {
            const int shared = digitCount(mine[other]);
            if (other != house && shared >= 2 && shared < size)
                overlaps.push_back({other, mine[other], theirs[other]});
        }
    }
    overlapStart.push_back(int(overlaps.size()));
    // A fixed scattered order (Fibonacci hashing of the index): deterministic,
    // and no two neighbours in reading order are near in it.
    scatteredOrder.resize(cellCount);
    std::iota(scatteredOrder.begin(), scatteredOrder.end(), 0);
    const auto scatter = [](int cell) { return std::uint64_t(cell) * 0x9E3779B97F4A7C15ull; };
    std::sort(scatteredOrder.begin(), scatteredOrder.end(), [&](int a, int b) { return scatter(a) < scatter(b); });

    if (!geometry.hasCages())
        return;
    cellCage.assign(cellCount, -1);
    std::map<std::pair<int, int>, std::pair<int, int>> listedAt; // (cells, sum) -> combos (start, count)
    std::map<std::pair<int, int>, bool> listable;
    for (const Cage& cage : geometry.cages()) {
        const int index = int(cages.size());
        const int k = int(cage.cells.size());
        CageRule rule{int(cageCells.size()), k, cage.sum, 0, 0, false};
        for (int cell : cage.cells) {
            cageCells.push_back(cell);
            cellCage[cell] = index;
        }
        const auto key = std::make_pair(k, cage.sum);
        if (const auto found = listedAt.find(key); found != listedAt.end()) {
            rule.comboStart = found->second.first;
            rule.comboCount = found->second.second;
            rule.listed = listable[key];
        } else {
            CageCombinations sets = cageCombinations(size, k, cage.sum, kMaxListedCombos);
            rule.comboStart = int(cageCombos.size());
            rule.comboCount = int(sets.masks.size());
            rule.listed = sets.listed;
            cageCombos.insert(cageCombos.end(), sets.masks.begin(), sets.masks.end());
            listedAt[key] = {rule.comboStart, rule.comboCount};
            listable[key] = rule.listed;
        }
        cages.push_back(rule);
    }
}

std::shared_ptr<const GenericSearch::Tables> GenericSearch::tablesFor(const Geometry& geometry)
{
    // A handful of geometries is in use at a time (a generator's, the one on
    // screen); jigsaw generation makes a new one per attempt, so the cache is
    // bounded and drops the least recently used.
    constexpr size_t kCapacity = 8;
    static std::mutex mutex;
    static std::vector<std::shared_ptr<const Tables>> cache; // most recently used first
    const auto lookUp = [&]() -> std::shared_ptr<const Tables> {
        const auto found = std::find_if(cache.begin(), cache.end(),
                                        [&](const auto& tables) { return tables->spec == geometry.spec(); });
        if (found == cache.end())
            return nullptr;
        std::rotate(cache.begin(), found, found + 1);
        return cache.front();
    };
    {
        std::lock_guard lock(mutex);
        if (auto tables = lookUp())
            return tables;
    }
    // Built outside the lock: a 64x64 geometry takes milliseconds, and other
    // threads' look-ups should not wait for it.
    auto built = std::make_shared<const Tables>(geometry);
    std::lock_guard lock(mutex);
    if (auto tables = lookUp()) // another thread was quicker
        return tables;
    cache.insert(cache.begin(), built);
    if (cache.size() > kCapacity)
        cache.pop_back();
    return built;
}

GenericSearch::GenericSearch(const Geometry& geometry)
    : m_tables(tablesFor(geometry))
    , m_t(*m_tables)
    , m_size(m_t.size)
    , m_cellCount(m_t.cellCount)
    , m_hasCages(!m_t.cages.empty())
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
    clearPending();
    m_solution.resize(m_cellCount);
    m_nodes = 0;
    // A jigsaw map the law of leftovers rules out (layout_check.h): no
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

// A cage against its sum. Example: two cells summing to 10 with candidates
// {1,5,9} and {1,2,5}: the sets {1,9}, {2,8}, {3,7}, {4,6} fit the sum; only
// {1,9} has a place for both digits ({2,8} has none for 8, and a set must
// meet every cell), so both cells become {1,9} & their own: {1,9} and {1}.
bool GenericSearch::checkCage(int cage)
{
    const Tables::CageRule& rule = m_t.cages[cage];
    const int* cells = &m_t.cageCells[size_t(rule.cellStart)];
    DigitMask placed = 0;   // digits of solved cells
    DigitMask anywhere = 0; // every candidate of every cell
    int placedSum = 0;
    int open = 0;
    for (int i = 0; i < rule.cellCount; ++i) {
        const DigitMask mask = candidates(cells[i]);
        anywhere |= mask;
        if (oneBit(mask)) {
            if (placed & mask)
                return false; // a digit twice (not yet cleared from its mates)
            placed |= mask;
            placedSum += firstDigit(mask);
        } else {
            ++open;
        }
    }
    if (!rule.listed)
        return checkCageByBounds(rule, placed, placedSum, open);

    DigitMask allowed = 0;
    DigitMask required = m_t.all;
    for (int c = 0; c < rule.comboCount; ++c) {
        const DigitMask combo = m_t.cageCombos[size_t(rule.comboStart + c)];
        // Holds every placed digit, and every digit has a cell that allows it.
        if ((combo & placed) != placed || (combo & anywhere) != combo)
            continue;
        const DigitMask free = combo & ~placed;
        bool fits = true;
        for (int i = 0; i < rule.cellCount && fits; ++i) {
            const DigitMask mask = candidates(cells[i]);
            fits = oneBit(mask) || (mask & free) != 0;
        }
        if (fits) {
            allowed |= combo;
            required &= combo;
        }
    }
    if (allowed == 0)
        return false;
    for (int i = 0; i < rule.cellCount; ++i)
        if (!narrow(cells[i], candidates(cells[i]) & allowed))
            return false;
    // A digit every fitting set holds, with one cell of the cage left for it.
    for (DigitMask needed = required & ~placed; needed; needed &= needed - 1) {
        const DigitMask bit = needed & (~needed + 1);
        int where = -1;
        int places = 0;
        for (int i = 0; i < rule.cellCount; ++i)
            if (candidates(cells[i]) & bit) {
                where = cells[i];
                ++places;
            }
        if (places == 0)
            return false;
        if (places == 1 && !restrict(where, firstDigit(bit)))
            return false;
    }
    return true;
}

// Too many digit sets to list: a digit d stays in an open cell when the
// other open cells can still make up the rest of the sum with distinct
// digits from their candidates (the smallest and largest such sums bound it).
bool GenericSearch::checkCageByBounds(const Tables::CageRule& rule, DigitMask placed, int placedSum, int open)
{
    const int* cells = &m_t.cageCells[size_t(rule.cellStart)];
    const int rest = rule.sum - placedSum;
    if (open == 0)
        return rest == 0;
    DigitMask free = 0;
    for (int i = 0; i < rule.cellCount; ++i)
        if (!oneBit(candidates(cells[i])))
            free |= candidates(cells[i]);
    free &= ~placed;
    for (int i = 0; i < rule.cellCount; ++i) {
        const DigitMask mask = candidates(cells[i]);
        if (oneBit(mask))
            continue;
        DigitMask keep = 0;
        for (DigitMask digits = mask & ~placed; digits; digits &= digits - 1) {
            const int digit = firstDigit(digits);
            const DigitMask others = free & ~digitBit(digit);
            const int low = smallestSum(others, open - 1);
            const int high = largestSum(others, open - 1);
            if (low >= 0 && low <= rest - digit && rest - digit <= high)
                keep |= digitBit(digit);
        }
        if (!narrow(cells[i], keep))
            return false;
    }
    return true;
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
        } else if (!m_cageQueue.empty()) {
            const int cage = m_cageQueue.back();
            m_cageQueue.pop_back();
            m_cageQueued[cage] = 0;
            if (!checkCage(cage))
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
        if (!m_rng && m_nodes > kLookAheadAfter) {
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
        return visit(m_solution) ? Stop::Finished : Stop::Stopped;
    }

    // Choices: the candidates of the best cell, or the places of a digit in a
    // house when fewer (not in random fills).
    std::uint64_t choices = candidates(cell);
    int choiceHouse = -1;
    for (int house = 0; house < m_t.houseCount && bestCount > 2 && !m_rng; ++house)
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

} // namespace pm
