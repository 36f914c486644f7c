// SPDX-License-Identifier: GPL-3.0-or-later
// The generic search's killer-cage rule: a cage whose cells narrowed is
// checked against its sum (see generic_search.h). Its own file: the rest of
// the search knows cages only through queueCage and this check.
#include "core/solver/generic_search.h"

#include <bit>

namespace pm::solver {

namespace {

constexpr bool oneBit(std::uint64_t word) { return word != 0 && (word & (word - 1)) == 0; }

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
    // With the sight lines (variant constraints), the cells that see every
    // place of such a digit lose it too.
    for (DigitMask needed = required & ~placed; needed; needed &= needed - 1) {
        const DigitMask bit = needed & (~needed + 1);
        if (m_t.linkWords) {
            if (!digitIn(cells, rule.cellCount, firstDigit(bit)))
                return false;
            continue;
        }
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

} // namespace pm::solver
