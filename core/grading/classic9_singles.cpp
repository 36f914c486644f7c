// SPDX-License-Identifier: GPL-3.0-or-later
// Singles on the classic grid in the band layout of the fast solver
// (core/solver/classic9.cpp): the candidates of one digit in one band of
// three rows are a 27-bit word, bit 9 * (row % 3) + column.
#include "core/grading/classic9_singles.h"

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

struct Singles {
    Word cand[27] = {}; // 3 * digit + band; empty cells only
    Word empty[3] = {};
    Word watched[3] = {};

    bool watchedFilled() const { return !(watched[0] & empty[0]) && !(watched[1] & empty[1]) && !(watched[2] & empty[2]); }

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
};

} // namespace

bool classic9SinglesRecover(std::span<const std::uint8_t> values, std::span<const int> cells)
{
    if (values.size() != 81)
        return false;
    Singles s;
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
    }
    for (int i = 0; i < 27; ++i)
        s.cand[i] &= ~given[i % 3];
    for (int b = 0; b < 3; ++b)
        s.empty[b] = kBandMask & ~given[b];
    for (;;) {
        if (s.watchedFilled())
            return true;
        bool progress = false;
        if (!s.nakedSingles(progress))
            return false;
        if (s.watchedFilled())
            return true;
        for (int d = 0; d < 9; ++d)
            s.hiddenSingles(d, progress);
        if (!progress)
            return false;
    }
}

} // namespace pm::grading
