// SPDX-License-Identifier: GPL-3.0-or-later
// The generic search's candidate links (see generic_search.h): for each
// candidate, the candidates it rules out through houses and constraints,
// and the deductions that read them (locked candidates past the houses,
// cell forcing, a digit some cells must hold).
#include "core/solver/generic_search.h"

#include <bit>

namespace pm::solver {

// The candidate links (Tables::links): first what each candidate rules out
// directly, then, to a fixed point, what the candidates it forces rule out
// (a palindrome's r1c1 = 5 makes r9c9 = 5, so r9c9's houses lose 5 too; a
// black dot's 1 makes its partner 2).
void GenericSearch::Tables::buildLinks()
{
    const int words = (cellCount * size + 63) / 64;
    linkWords = words;
    links.assign(size_t(cellCount) * size_t(size) * size_t(words), 0);
    const auto at = [&](int cell, int digit) { return &links[(size_t(cell) * size + digit - 1) * words]; };
    const auto mark = [&](std::uint64_t* row, int other, int digit) {
        const int bit = other * size + digit - 1;
        row[bit / 64] |= std::uint64_t(1) << (bit % 64);
    };
    for (int cell = 0; cell < cellCount; ++cell) {
        for (int k = cellHouseStart[cell]; k < cellHouseStart[cell + 1]; ++k) {
            const int house = cellHouses[size_t(k)].house;
            for (int i = 0; i < size; ++i)
                for (int digit = 1; digit <= size; ++digit)
                    mark(at(cell, digit), houseCells[size_t(house) * size + i], digit);
        }
        if (!cellCage.empty() && cellCage[cell] >= 0) {
            const CageRule& rule = cages[size_t(cellCage[cell])];
            for (int i = 0; i < rule.cellCount; ++i)
                for (int digit = 1; digit <= size; ++digit)
                    mark(at(cell, digit), cageCells[size_t(rule.cellStart + i)], digit);
        }
        for (int k = relationStart[cell]; k < relationStart[cell + 1]; ++k) {
            const Relation& relation = relations[size_t(k)];
            for (int digit = 1; digit <= size; ++digit)
                for (int other = 1; other <= size; ++other)
                    if (!(relationTables[size_t(relation.table + digit)] & digitBit(other)))
                        mark(at(cell, digit), relation.other, other);
        }
    }
    // A row keeps other cells' candidates only (its houses marked the
    // candidate itself, and its own cell's other digits go without saying);
    // cleared before the forced candidates add their rows, which must not
    // rule out what forces them.
    const auto clearOwnCell = [&]() {
        for (int cell = 0; cell < cellCount; ++cell)
            for (int digit = 1; digit <= size; ++digit)
                for (int other = 1; other <= size; ++other) {
                    const int bit = cell * size + other - 1;
                    at(cell, digit)[bit / 64] &= ~(std::uint64_t(1) << (bit % 64));
                }
    };
    clearOwnCell();
    // Forced candidates: a relation that leaves the partner one digit.
    for (bool changed = true; changed;) {
        changed = false;
        for (int cell = 0; cell < cellCount; ++cell)
            for (int k = relationStart[cell]; k < relationStart[cell + 1]; ++k) {
                const Relation& relation = relations[size_t(k)];
                for (int digit = 1; digit <= size; ++digit) {
                    const DigitMask forced = relationTables[size_t(relation.table + digit)] & all;
                    if (!std::has_single_bit(forced))
                        continue;
                    std::uint64_t* mine = at(cell, digit);
                    const std::uint64_t* theirs = at(relation.other, firstDigit(forced));
                    for (int w = 0; w < words; ++w) {
                        const std::uint64_t grown = mine[w] | theirs[w];
                        changed = changed || grown != mine[w];
                        mine[w] = grown;
                    }
                }
            }
    }
    clearOwnCell();
}

// Rules out every candidate in `common` (bits of Tables::links).
bool GenericSearch::eliminateLinked(const std::uint64_t* common)
{
    for (int w = 0; w < m_t.linkWords; ++w)
        for (std::uint64_t bits = common[w]; bits; bits &= bits - 1) {
            const int bit = w * 64 + std::countr_zero(bits);
            if (!eliminate(bit / m_size, bit % m_size + 1))
                return false;
        }
    return true;
}

// A digit's places in a house: one of them holds it, so a candidate every
// place rules out goes (locked candidates taken past the houses: the places
// of a 5 in a box that all attack r4c4 by a knight's move rule 5 out of it).
bool GenericSearch::seenByAllPlaces(std::uint64_t where, int house, int digit)
{
    const int words = m_t.linkWords;
    std::uint64_t common[Tables::kMaxLinkCandidates / 64];
    const std::uint64_t* first = &m_t.links[(size_t(houseCell(house, std::countr_zero(where))) * m_size + digit - 1) * words];
    std::uint64_t any = 0;
    for (int w = 0; w < words; ++w)
        any |= common[w] = first[w];
    for (std::uint64_t rest = where & (where - 1); rest && any; rest &= rest - 1) {
        const std::uint64_t* row = &m_t.links[(size_t(houseCell(house, std::countr_zero(rest))) * m_size + digit - 1) * words];
        any = 0;
        for (int w = 0; w < words; ++w)
            any |= common[w] &= row[w];
    }
    return !any || eliminateLinked(common);
}

// A cell holds one of its candidates: what all of them rule out goes.
bool GenericSearch::cellForcing(int cell)
{
    const DigitMask mask = candidates(cell);
    if (std::has_single_bit(mask))
        return true;
    const int words = m_t.linkWords;
    std::uint64_t common[Tables::kMaxLinkCandidates / 64];
    const std::uint64_t* first = &m_t.links[(size_t(cell) * m_size + firstDigit(mask) - 1) * words];
    std::uint64_t any = 0;
    for (int w = 0; w < words; ++w)
        any |= common[w] = first[w];
    for (DigitMask rest = mask & (mask - 1); rest && any; rest &= rest - 1) {
        const std::uint64_t* row = &m_t.links[(size_t(cell) * m_size + firstDigit(rest) - 1) * words];
        any = 0;
        for (int w = 0; w < words; ++w)
            any |= common[w] &= row[w];
    }
    return !any || eliminateLinked(common);
}

// A digit one of these cells must hold (a cage's or a renban's digit that
// every fitting set holds): none left is a contradiction, one left takes
// it, and with the links built, a candidate every place rules out goes.
bool GenericSearch::digitIn(const int* cells, int count, int digit)
{
    const int words = m_t.linkWords;
    std::uint64_t common[Tables::kMaxLinkCandidates / 64];
    int where = -1;
    int places = 0;
    for (int i = 0; i < count; ++i) {
        if (!(candidates(cells[i]) & digitBit(digit)) || cells[i] == where)
            continue;
        const std::uint64_t* row = words ? &m_t.links[(size_t(cells[i]) * m_size + digit - 1) * words] : nullptr;
        for (int w = 0; w < words; ++w)
            common[w] = places ? common[w] & row[w] : row[w];
        where = cells[i];
        ++places;
    }
    if (places == 0)
        return false;
    if (places == 1)
        return restrict(where, digit);
    return eliminateLinked(common);
}

} // namespace pm::solver
