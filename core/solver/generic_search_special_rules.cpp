// SPDX-License-Identifier: GPL-3.0-or-later
// The generic search's propagators for the constraints with rules of their
// own, which neither a pair table nor a sum expresses: renban windows,
// between and lockout lines, quadruples, sandwiches, X-sums and
// skyscrapers. Each reads its rule's cells from the tables
// (generic_search_constraints.cpp compiles them) and keeps only the digits
// some filling of those cells allows.
#include "core/solver/generic_search.h"
#include "core/solver/generic_search_masks.h"

#include <algorithm>
#include <bit>

namespace pm::solver {

bool GenericSearch::checkSpecial(const Tables::Rule& rule)
{
    const int* cells = &m_t.ruleCells[size_t(rule.cellStart)];
    switch (rule.kind) {
    case ConstraintKind::Renban: return checkRenban(cells, rule.cellCount);
    case ConstraintKind::BetweenLine: return checkBetween(cells, rule.cellCount, 2, false);
    case ConstraintKind::Lockout: return checkBetween(cells, rule.cellCount, rule.target, true);
    case ConstraintKind::Quadruple: return checkQuadruple(rule, cells, rule.cellCount);
    case ConstraintKind::Sandwich: return checkSandwich(cells, rule.cellCount, rule.target);
    case ConstraintKind::XSum: return checkXSum(cells, rule.cellCount, rule.target);
    case ConstraintKind::Skyscraper: return checkSkyscraper(cells, rule.cellCount, rule.target);
    default: return true;
    }
}

// Renban of k cells: its digits are one window s..s+k-1. A window fits when
// every cell has a candidate in it and every digit of it a cell; the cells
// keep the union of the fitting windows.
bool GenericSearch::checkRenban(const int* cells, int count)
{
    std::vector<int> unique(cells, cells + count);
    std::sort(unique.begin(), unique.end());
    unique.erase(std::unique(unique.begin(), unique.end()), unique.end());
    const int k = int(unique.size());
    DigitMask anywhere = 0;
    for (int cell : unique)
        anywhere |= candidates(cell);
    DigitMask allowed = 0;
    DigitMask required = m_t.all;
    for (int start = 1; start + k - 1 <= m_size; ++start) {
        const DigitMask window = digitRange(start, start + k - 1, m_size);
        if ((anywhere & window) != window)
            continue;
        bool fits = true;
        for (int cell : unique)
            fits = fits && (candidates(cell) & window) != 0;
        if (fits) {
            allowed |= window;
            required &= window;
        }
    }
    if (allowed == 0)
        return false;
    for (int cell : unique)
        if (!narrow(cell, candidates(cell) & allowed))
            return false;
    // k distinct digits fill their window: a digit of every fitting window is on the line.
    for (DigitMask needed = required; needed; needed &= needed - 1)
        if (!digitIn(unique.data(), k, lowest(needed)))
            return false;
    return true;
}

// Between lines (inner digits strictly between the ends, which differ by
// `least`) and lockout lines (`outside`: inner digits outside the ends'
// range, ends included). Each pair of end digits that fits every inner cell
// keeps its digits and the inner digits it allows.
bool GenericSearch::checkBetween(const int* cells, int count, int least, bool outside)
{
    const int first = cells[0];
    const int last = cells[count - 1];
    DigitMask keepFirst = 0;
    DigitMask keepLast = 0;
    std::vector<DigitMask> keepInner(size_t(count), 0);
    for (DigitMask a = candidates(first); a; a &= a - 1)
        for (DigitMask b = candidates(last); b; b &= b - 1) {
            const int x = lowest(a);
            const int y = lowest(b);
            if (std::abs(x - y) < least)
                continue;
            const int low = std::min(x, y);
            const int high = std::max(x, y);
            const DigitMask inner = outside ? m_t.all & ~digitRange(low, high, m_size)
                                            : digitRange(low + 1, high - 1, m_size);
            bool fits = true;
            for (int i = 1; i + 1 < count && fits; ++i)
                fits = (candidates(cells[i]) & inner) != 0;
            if (!fits)
                continue;
            keepFirst |= digitBit(x);
            keepLast |= digitBit(y);
            for (int i = 1; i + 1 < count; ++i)
                keepInner[size_t(i)] |= inner;
        }
    if (!narrow(first, candidates(first) & keepFirst) || !narrow(last, candidates(last) & keepLast))
        return false;
    for (int i = 1; i + 1 < count; ++i)
        if (!narrow(cells[i], candidates(cells[i]) & keepInner[size_t(i)]))
            return false;
    return true;
}

// A quadruple's digits need as many cells as they are listed; a digit with
// just that many places left takes them.
bool GenericSearch::checkQuadruple(const Tables::Rule& rule, const int* cells, int count)
{
    const auto& digits = m_t.constrained->constraints()[size_t(rule.constraint)].values;
    int listed = 0;
    DigitMask required = 0;
    for (int d : digits) {
        required |= digitBit(d);
        ++listed;
    }
    for (DigitMask rest = required; rest; rest &= rest - 1) {
        const int d = lowest(rest);
        const int times = int(std::count(digits.begin(), digits.end(), d));
        int places = 0;
        int solved = 0;
        for (int i = 0; i < count; ++i) {
            places += (candidates(cells[i]) & digitBit(d)) != 0;
            solved += candidates(cells[i]) == digitBit(d);
        }
        if (places < times)
            return false;
        if (places == times && solved < times)
            for (int i = 0; i < count; ++i)
                if ((candidates(cells[i]) & digitBit(d)) && !restrict(cells[i], d))
                    return false;
    }
    // As many listed digits as cells: the cells hold those digits only.
    if (listed == count)
        for (int i = 0; i < count; ++i)
            if (!narrow(cells[i], candidates(cells[i]) & required))
                return false;
    return true;
}

// A sandwich over a whole row or column: each placement of the 1 and the N
// whose inner cells can make the sum keeps its digits.
bool GenericSearch::checkSandwich(const int* cells, int count, int sum)
{
    const DigitMask ends = digitBit(1) | digitBit(m_size);
    std::vector<DigitMask> keep(size_t(count), 0);
    bool any = false;
    for (int i = 0; i < count; ++i) {
        if (!(candidates(cells[i]) & digitBit(1)))
            continue;
        for (int j = 0; j < count; ++j) {
            if (i == j || !(candidates(cells[j]) & digitBit(m_size)))
                continue;
            const int from = std::min(i, j) + 1;
            const int to = std::max(i, j); // exclusive
            int low = 0;
            int high = 0;
            bool fits = true;
            for (int k = from; k < to && fits; ++k) {
                const DigitMask inner = candidates(cells[k]) & ~ends;
                fits = inner != 0;
                if (fits) {
                    low += lowest(inner);
                    high += highest(inner);
                }
            }
            for (int k = 0; k < count && fits; ++k)
                if (k != i && k != j && (k < from || k >= to))
                    fits = (candidates(cells[k]) & ~ends) != 0;
            if (!fits || low > sum || high < sum)
                continue;
            any = true;
            keep[size_t(i)] |= digitBit(1);
            keep[size_t(j)] |= digitBit(m_size);
            for (int k = 0; k < count; ++k) {
                if (k == i || k == j)
                    continue;
                const DigitMask inner = candidates(cells[k]) & ~ends;
                if (k < from || k >= to) {
                    keep[size_t(k)] |= inner;
                    continue;
                }
                const int restLow = low - lowest(inner);
                const int restHigh = high - highest(inner);
                for (DigitMask rest = inner; rest; rest &= rest - 1)
                    if (lowest(rest) + restLow <= sum && sum <= lowest(rest) + restHigh)
                        keep[size_t(k)] |= rest & (~rest + 1);
            }
        }
    }
    if (!any)
        return false;
    for (int k = 0; k < count; ++k)
        if (!narrow(cells[k], candidates(cells[k]) & keep[size_t(k)]))
            return false;
    return true;
}

// X-sum: for each candidate X of the first cell, the first X cells must be
// able to make the sum; cells past X are free under that X.
bool GenericSearch::checkXSum(const int* cells, int count, int sum)
{
    std::vector<DigitMask> keep(size_t(count), 0);
    for (DigitMask xs = candidates(cells[0]); xs; xs &= xs - 1) {
        const int x = lowest(xs);
        if (x > count)
            continue;
        int low = x;
        int high = x;
        for (int k = 1; k < x; ++k) {
            low += lowest(candidates(cells[k]));
            high += highest(candidates(cells[k]));
        }
        if (low > sum || high < sum)
            continue;
        keep[0] |= digitBit(x);
        for (int k = 1; k < count; ++k) {
            const DigitMask mask = candidates(cells[k]);
            if (k >= x) {
                keep[size_t(k)] |= mask;
                continue;
            }
            const int restLow = low - lowest(mask);
            const int restHigh = high - highest(mask);
            for (DigitMask rest = mask; rest; rest &= rest - 1)
                if (lowest(rest) + restLow <= sum && sum <= lowest(rest) + restHigh)
                    keep[size_t(k)] |= rest & (~rest + 1);
        }
    }
    for (int k = 0; k < count; ++k)
        if (!narrow(cells[k], candidates(cells[k]) & keep[size_t(k)]))
            return false;
    return true;
}

// Skyscrapers: the bounds were set up as unary masks; here every digit of
// every cell is kept only if some filling of the line (repeats allowed, the
// houses see to the rest) makes the clue with it. Left to right, per cell
// and tallest digit so far, the counts seen that can be reached
// (`reached`); right to left, per cell and tallest digit before it, the
// counts the rest of the line can add (`adds`). A digit d in cell k stays
// when some tallest m before it has a reached count s and, after it, a
// count t with s + t (+ 1 if d > m) equal to the clue. Lines longer than
// 62 cells only check the counts.
bool GenericSearch::checkSkyscraper(const int* cells, int count, int seen)
{
    if (count > 62 || seen > 62 || seen < 0)
        return checkSkyscraperBounds(cells, count, seen);
    const int tallest = m_size + 1; // m in 0..size
    m_skyReached.assign(size_t(count + 1) * tallest, 0);
    m_skyAdds.assign(size_t(count + 1) * tallest, 0);
    const auto reached = [&](int k, int m) -> std::uint64_t& { return m_skyReached[size_t(k) * tallest + m]; };
    const auto adds = [&](int k, int m) -> std::uint64_t& { return m_skyAdds[size_t(k) * tallest + m]; };
    const std::uint64_t upToClue = (std::uint64_t(2) << seen) - 1;
    reached(0, 0) = 1;
    for (int k = 0; k < count; ++k) {
        const DigitMask mask = candidates(cells[k]);
        for (int m = 0; m <= m_size; ++m) {
            const std::uint64_t from = reached(k, m);
            if (!from)
                continue;
            for (DigitMask rest = mask; rest; rest &= rest - 1) {
                const int d = lowest(rest);
                if (d > m)
                    reached(k + 1, d) |= (from << 1) & upToClue;
                else
                    reached(k + 1, m) |= from;
            }
        }
    }
    bool possible = false;
    for (int m = 0; m <= m_size; ++m)
        possible = possible || (reached(count, m) >> seen & 1);
    if (!possible)
        return false;
    for (int m = 0; m <= m_size; ++m)
        adds(count, m) = 1;
    for (int k = count - 1; k >= 0; --k) {
        const DigitMask mask = candidates(cells[k]);
        for (int m = 0; m <= m_size; ++m) {
            std::uint64_t to = 0;
            for (DigitMask rest = mask; rest; rest &= rest - 1) {
                const int d = lowest(rest);
                to |= d > m ? (adds(k + 1, d) << 1) & upToClue : adds(k + 1, m);
            }
            adds(k, m) = to;
        }
    }
    for (int k = 0; k < count; ++k) {
        const DigitMask mask = candidates(cells[k]);
        if (oneBit(mask))
            continue;
        // Per tallest m before cell k: the counts the rest must add, clue - s.
        std::uint64_t need[65];
        for (int m = 0; m <= m_size; ++m) {
            need[m] = 0;
            for (std::uint64_t from = reached(k, m); from; from &= from - 1)
                need[m] |= std::uint64_t(1) << (seen - std::countr_zero(from));
        }
        DigitMask keep = 0;
        for (DigitMask rest = mask; rest; rest &= rest - 1) {
            const int d = lowest(rest);
            bool fits = false;
            for (int m = 0; m <= m_size && !fits; ++m)
                fits = d > m ? ((need[m] >> 1) & adds(k + 1, d)) != 0 : (need[m] & adds(k + 1, m)) != 0;
            if (fits)
                keep |= digitBit(d);
        }
        if (!narrow(cells[k], keep))
            return false;
    }
    return true;
}

// The counts alone: a cell can be seen only if its largest
// candidate tops every earlier cell's smallest; it is seen for sure if its
// smallest tops every earlier cell's largest. Once the cells are solved the
// two counts meet.
bool GenericSearch::checkSkyscraperBounds(const int* cells, int count, int seen)
{
    int atMost = 0;
    int atLeast = 0;
    int floor = 0;   // the largest of the earlier cells' smallest candidates
    int ceiling = 0; // the largest of the earlier cells' largest candidates
    for (int k = 0; k < count; ++k) {
        const DigitMask mask = candidates(cells[k]);
        atMost += highest(mask) > floor;
        atLeast += lowest(mask) > ceiling;
        floor = std::max(floor, lowest(mask));
        ceiling = std::max(ceiling, highest(mask));
    }
    return atLeast <= seen && seen <= atMost;
}

} // namespace pm::solver
