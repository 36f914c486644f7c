// SPDX-License-Identifier: GPL-3.0-or-later
// Singles, and BasicLogic's Medium rules, on the classic grid in the band
// layout of the fast solver (core/solver/classic9.cpp): the candidates of one
// digit in one band of three rows are a 27-bit word, bit 9 * (row % 3) + column.
#include "core/grading/classic9_basic_logic.h"

#include <array>
#include <bit>

namespace pm::grading {

namespace {

using Word = std::uint32_t;
constexpr Word kBandMask = 0x7FFFFFF;
constexpr Word kRowMask = 0x1FF;
constexpr Word columnWord(Word columns) { return columns * 0x40201; } // the columns in all three rows
constexpr bool isSingle(Word w) { return w && !(w & (w - 1)); }

// Row, box and column of a cell inside its band, less the cell.
constexpr std::array<Word, 27> makePeersInBand()
{
    std::array<Word, 27> peers{};
    for (int cell = 0; cell < 27; ++cell) {
        const int row = cell / 9, col = cell % 9, box = col / 3;
        Word w = columnWord(Word(1) << col) | kRowMask << (9 * row);
        for (int r = 0; r < 3; ++r)
            w |= Word(7) << (9 * r + 3 * box);
        peers[size_t(cell)] = w & ~(Word(1) << cell);
    }
    return peers;
}
constexpr std::array<Word, 27> kPeersInBand = makePeersInBand();

// The cells of the 27 houses: rows, columns, boxes.
constexpr std::array<std::array<int, 9>, 27> makeHouses()
{
    std::array<std::array<int, 9>, 27> houses{};
    for (int i = 0; i < 9; ++i)
        for (int k = 0; k < 9; ++k) {
            houses[size_t(i)][size_t(k)] = 9 * i + k;
            houses[size_t(9 + i)][size_t(k)] = 9 * k + i;
            houses[size_t(18 + i)][size_t(k)] = 9 * (3 * (i / 3) + k / 3) + 3 * (i % 3) + k % 3;
        }
    return houses;
}
constexpr std::array<std::array<int, 9>, 27> kHouses = makeHouses();

struct Singles {
    Word cand[27] = {}; // 3 * digit + band; empty cells only
    Word placed[27] = {}; // the same layout: where each digit is given or placed
    Word empty[3] = {};
    Word watched[3] = {};

    bool watchedFilled() const
    {
        return !(watched[0] & empty[0]) && !(watched[1] & empty[1]) && !(watched[2] & empty[2]);
    }

    void place(int d, int b, Word bit)
    {
        const int cell = std::countr_zero(bit);
        for (int e = 0; e < 9; ++e)
            cand[3 * e + b] &= ~bit;
        cand[3 * d + b] &= ~kPeersInBand[size_t(cell)];
        const Word column = columnWord(Word(1) << (cell % 9));
        cand[3 * d + (b + 1) % 3] &= ~column;
        cand[3 * d + (b + 2) % 3] &= ~column;
        empty[b] &= ~bit;
        placed[3 * d + b] |= bit;
    }

    // Whether every row, column and box still holds or can hold every
    // digit (BasicLogic::singles reports a digit with no place left in a
    // house as a contradiction; singles() notices only empty cells).
    bool housesHoldEveryDigit() const
    {
        for (int d = 0; d < 9; ++d) {
            Word columns = 0;
            for (int b = 0; b < 3; ++b) {
                const Word w = cand[3 * d + b] | placed[3 * d + b];
                for (int k = 0; k < 3; ++k)
                    if (!(w & kRowMask << (9 * k)) || !(w & columnWord(Word(7) << (3 * k))))
                        return false;
                columns |= w | w >> 9 | w >> 18;
            }
            if ((columns & kRowMask) != kRowMask)
                return false;
        }
        return true;
    }

    // Every naked single, band by band. False on a cell left with none.
    bool nakedSingles(bool& progress)
    {
        for (int b = 0; b < 3; ++b) {
            Word one = 0, two = 0;
            for (int d = 0; d < 9; ++d) {
                two |= one & cand[3 * d + b];
                one |= cand[3 * d + b];
            }
            if (empty[b] & ~one)
                return false;
            for (Word singles = empty[b] & ~two; singles; singles &= singles - 1) {
                const Word bit = singles & (0u - singles);
                int d = 0;
                while (d < 9 && !(cand[3 * d + b] & bit))
                    ++d;
                if (d == 9)
                    return false; // an earlier single of this batch took its last candidate
                place(d, b, bit);
                progress = true;
            }
        }
        return true;
    }

    // Every hidden single of one digit: rows, columns, boxes.
    void hiddenSingles(int d, bool& progress)
    {
        Word* w = &cand[3 * d];
        for (int b = 0; b < 3; ++b)
            for (int r = 0; r < 3; ++r)
                if (const Word row = w[b] & (kRowMask << (9 * r)); isSingle(row)) {
                    place(d, b, row);
                    progress = true;
                }
        Word once = 0, twice = 0;
        for (int b = 0; b < 3; ++b)
            for (int r = 0; r < 3; ++r) {
                const Word row = (w[b] >> (9 * r)) & kRowMask;
                twice |= once & row;
                once |= row;
            }
        for (Word columns = once & ~twice; columns; columns &= columns - 1) {
            const Word column = columnWord(columns & (0u - columns));
            for (int b = 0; b < 3; ++b)
                if (const Word bit = w[b] & column; isSingle(bit)) {
                    place(d, b, bit);
                    progress = true;
                    break;
                }
        }
        for (int b = 0; b < 3; ++b)
            for (int box = 0; box < 3; ++box)
                if (const Word cells = w[b] & columnWord(Word(7) << (3 * box)); isSingle(cells)) {
                    place(d, b, cells);
                    progress = true;
                }
    }

    // Naked and hidden singles until they find nothing more: 1 when the
    // watched cells are filled, 0 when stuck, -1 on a cell left without a
    // candidate.
    int singles()
    {
        for (;;) {
            if (watchedFilled())
                return 1;
            bool progress = false;
            if (!nakedSingles(progress))
                return -1;
            if (watchedFilled())
                return 1;
            for (int d = 0; d < 9; ++d)
                hiddenSingles(d, progress);
            if (!progress)
                return 0;
        }
    }

    void clearIn(int i, Word cells, bool& progress)
    {
        if (cand[i] & cells) {
            cand[i] &= ~cells;
            progress = true;
        }
    }

    // Pointing and claiming, digit by digit: a digit confined to where a
    // box meets a row or column, in one of the two, leaves the rest of the
    // other. The occupancies are read once per digit; an elimination only
    // narrows where the digit can go, so what they say stays true.
    void intersections(bool& progress)
    {
        for (int d = 0; d < 9; ++d) {
            Word* w = &cand[3 * d];
            Word columns[3];
            for (int b = 0; b < 3; ++b)
                columns[b] = (w[b] | w[b] >> 9 | w[b] >> 18) & kRowMask;
            for (int b = 0; b < 3; ++b) {
                const int next = (b + 1) % 3, last = (b + 2) % 3;
                // Columns: a box's candidates in one column leave that column
                // in the other bands; a column's candidates in one band leave
                // the rest of their box.
                for (int box = 0; box < 3; ++box)
                    if (const Word inBox = columns[b] & (Word(7) << (3 * box)); isSingle(inBox)) {
                        clearIn(3 * d + next, columnWord(inBox), progress);
                        clearIn(3 * d + last, columnWord(inBox), progress);
                    }
                for (Word only = columns[b] & ~columns[next] & ~columns[last]; only; only &= only - 1) {
                    const Word column = only & (0u - only);
                    const Word boxColumns = Word(7) << (3 * (std::countr_zero(column) / 3));
                    clearIn(3 * d + b, columnWord(boxColumns & ~column), progress);
                }
                // Rows, inside the band: minirow (r, box) holds the digit.
                Word minirows = 0; // bit 3 * r + box
                for (int r = 0; r < 3; ++r)
                    for (int box = 0; box < 3; ++box)
                        minirows |= Word((w[b] >> (9 * r + 3 * box) & 7) != 0) << (3 * r + box);
                for (int box = 0; box < 3; ++box) {
                    const Word rows = minirows >> box & 0x49; // bits 0, 3, 6
                    if (isSingle(rows)) {
                        const int r = std::countr_zero(rows) / 3;
                        clearIn(3 * d + b, kRowMask << (9 * r) & ~columnWord(Word(7) << (3 * box)), progress);
                    }
                }
                for (int r = 0; r < 3; ++r) {
                    const Word boxes = minirows >> (3 * r) & 7;
                    if (isSingle(boxes)) {
                        const Word boxCells = columnWord(Word(7) << (3 * std::countr_zero(boxes)));
                        clearIn(3 * d + b, boxCells & ~(kRowMask << (9 * r)), progress);
                    }
                }
            }
        }
    }

    // Naked and hidden pairs and triples, house by house, on per-cell
    // masks (BasicLogic::subsets over the same houses, without its early
    // stop: the closure is the same).
    void subsets(bool& progress)
    {
        std::uint16_t mask[81] = {};
        for (int i = 0; i < 27; ++i)
            for (Word w = cand[i]; w; w &= w - 1)
                mask[27 * (i % 3) + std::countr_zero(w)] |= std::uint16_t(1u << (i / 3));
        const auto drop = [&](int cell, unsigned digits) {
            digits &= mask[cell];
            if (!digits)
                return;
            mask[cell] = std::uint16_t(mask[cell] & ~digits);
            for (; digits; digits &= digits - 1)
                cand[3 * std::countr_zero(digits) + cell / 27] &= ~(Word(1) << (cell % 27));
            progress = true;
        };
        for (const auto& house : kHouses) {
            int open[9], count = 0;
            for (int cell : house)
                if (mask[cell])
                    open[count++] = cell;
            if (count < 3)
                continue;
            unsigned places[9] = {};
            int small[9], rare[9], smallCount = 0, rareCount = 0;
            for (int i = 0; i < count; ++i) {
                const unsigned m = mask[open[i]];
                if (std::popcount(m) <= 3)
                    small[smallCount++] = i;
                for (unsigned left = m; left; left &= left - 1)
                    places[std::countr_zero(left)] |= 1u << i;
            }
            for (int d = 0; d < 9; ++d)
                if (places[d] && std::popcount(places[d]) <= 3)
                    rare[rareCount++] = d;
            // Naked: k cells whose candidates together are k digits.
            const auto naked = [&](unsigned digits, unsigned members) {
                for (int k = 0; k < count; ++k)
                    if (!(members & (1u << k)))
                        drop(open[k], digits);
            };
            for (int x = 0; x < smallCount; ++x)
                for (int y = x + 1; y < smallCount; ++y) {
                    const unsigned ab = unsigned(mask[open[small[x]]] | mask[open[small[y]]]);
                    const unsigned pair = (1u << small[x]) | (1u << small[y]);
                    if (std::popcount(ab) == 2)
                        naked(ab, pair);
                    else if (std::popcount(ab) == 3)
                        for (int z = y + 1; z < smallCount; ++z)
                            if (std::popcount(ab | mask[open[small[z]]]) == 3)
                                naked(ab | mask[open[small[z]]], pair | (1u << small[z]));
                }
            // Hidden: k digits whose places together are k cells.
            const auto hidden = [&](unsigned cells, unsigned digits) {
                for (unsigned m = cells; m; m &= m - 1)
                    drop(open[std::countr_zero(m)], 0x1FF & ~digits);
            };
            for (int x = 0; x < rareCount; ++x)
                for (int y = x + 1; y < rareCount; ++y) {
                    const unsigned ab = places[rare[x]] | places[rare[y]];
                    const unsigned pair = (1u << rare[x]) | (1u << rare[y]);
                    if (std::popcount(ab) == 2)
                        hidden(ab, pair);
                    else if (std::popcount(ab) == 3)
                        for (int z = y + 1; z < rareCount; ++z)
                            if (std::popcount(ab | places[rare[z]]) == 3)
                                hidden(ab | places[rare[z]], pair | (1u << rare[z]));
                }
        }
    }
};

} // namespace

namespace {

// The state the givens `values` leave without those of `cells`, which are
// watched; false on input a 9x9 grid cannot hold.
bool setUp(Singles& s, std::span<const std::uint8_t> values, std::span<const int> cells)
{
    if (values.size() != 81)
        return false;
    for (Word& w : s.cand)
        w = kBandMask;
    Word given[3] = {};
    bool removed[81] = {};
    for (int cell : cells) {
        if (cell < 0 || cell >= 81)
            return false;
        removed[cell] = true;
        s.watched[cell / 27] |= Word(1) << (cell % 27);
    }
    for (int cell = 0; cell < 81; ++cell) {
        const int v = values[size_t(cell)];
        if (!v || removed[cell])
            continue;
        if (v > 9)
            return false;
        const int d = v - 1, b = cell / 27, bit = cell % 27;
        const Word column = columnWord(Word(1) << (cell % 9));
        s.cand[3 * d + b] &= ~kPeersInBand[size_t(bit)];
        s.cand[3 * d + (b + 1) % 3] &= ~column;
        s.cand[3 * d + (b + 2) % 3] &= ~column;
        given[b] |= Word(1) << bit;
        s.placed[3 * d + b] |= Word(1) << bit;
    }
    for (int i = 0; i < 27; ++i)
        s.cand[i] &= ~given[i % 3];
    for (int b = 0; b < 3; ++b)
        s.empty[b] = kBandMask & ~given[b];
    return true;
}

} // namespace

bool classic9SinglesRecover(std::span<const std::uint8_t> values, std::span<const int> cells)
{
    Singles s;
    return setUp(s, values, cells) && s.singles() == 1;
}

bool classic9BasicRecover(std::span<const std::uint8_t> values, std::span<const int> cells)
{
    Singles s;
    if (!setUp(s, values, cells))
        return false;
    for (;;) {
        if (const int singles = s.singles(); singles != 0)
            return singles == 1;
        bool progress = false;
        s.intersections(progress);
        if (!progress)
            s.subsets(progress);
        if (!progress)
            return false;
    }
}

bool classic9SolvesWithLookahead(std::span<const std::uint8_t> values, std::stop_token stop)
{
    std::array<int, 81> open;
    size_t count = 0;
    for (size_t cell = 0; cell < values.size() && cell < 81; ++cell)
        if (!values[cell])
            open[count++] = int(cell);
    Singles s;
    if (!setUp(s, values, std::span<const int>(open.data(), count)))
        return false;
    // Every empty cell is watched: singles() reports 1 once the grid is
    // full, which placements from candidates leave consistent.
    const auto closure = [](Singles& state) {
        const int singles = state.singles();
        return singles == 0 && !state.housesHoldEveryDigit() ? -1 : singles;
    };
    int outcome = closure(s);
    // As BasicLogic::solvesWithLookahead, in its order: cells in turn,
    // digits upwards, the first candidate whose placement breaks the grid
    // is removed and the pass goes on with the next cell.
    while (outcome == 0) {
        bool removed = false;
        for (int cell = 0; cell < 81 && outcome == 0; ++cell) {
            const int b = cell / 27;
            const Word bit = Word(1) << (cell % 27);
            if (!(s.empty[b] & bit))
                continue;
            for (int d = 0; d < 9; ++d) {
                if (!(s.cand[3 * d + b] & bit))
                    continue;
                if (stop.stop_requested())
                    return false;
                Singles trial = s;
                trial.place(d, b, bit);
                if (closure(trial) >= 0)
                    continue;
                s.cand[3 * d + b] &= ~bit;
                removed = true;
                outcome = closure(s);
                break; // the cell changed under the loop over its candidates
            }
        }
        if (outcome != 0)
            return outcome == 1;
        if (!removed)
            return false;
    }
    return outcome == 1;
}

} // namespace pm::grading
