// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The board of the fast 9x9 solver (core/solver/classic9.cpp): per-digit candidate bitboards in 27-bit band words,
// the tables that serve them, and the two elementary moves (clear candidates, place a digit). Internal to
// core/solver/classic9*.cpp.
#include <array>
#include <bit>
#include <cstdint>
#include <immintrin.h>

// The namespace of the build being compiled (core/solver/classic9_variants.h).
#ifndef PM_CLASSIC9_VARIANT
#define PM_CLASSIC9_VARIANT baseline
#endif

namespace pm::solver::classic9::PM_CLASSIC9_VARIANT::detail {

// Bit layout. A band is three grid rows; the candidates of ONE digit inside ONE band are a 27-bit word:
//
//              box 0      box 1      box 2
//   row 3b+0 |  0  1  2 |  3  4  5 |  6  7  8 |
//   row 3b+1 |  9 10 11 | 12 13 14 | 15 16 17 |
//   row 3b+2 | 18 19 20 | 21 22 23 | 24 25 26 |
//
// so bit = 9 * (row % 3) + column. cand[wordOf(digit, band)] holds the 27 such words of the grid. A "minirow" is the
// three cells where a row crosses a box; its 9-bit occupancy index is 3 * (row % 3) + box.
//
// In a band every digit occupies exactly one minirow per row and per box, i.e. the occupied minirows form one of
// the six 3x3 permutation matrices. Keeping only minirows that lie on some permutation that fits the current
// occupancy performs, in one table look-up, every in-band locked-candidate (pointing and claiming) deduction and the
// box hidden single (a box with one cell leaves its row a single minirow). Column constraints are applied when a
// digit is placed, by clearing the column in the two other bands, and by the stack pass, which folds the three
// band words of a digit into one "column word" (bit set = the column has a candidate in that band):
//
//              stack 0    stack 1    stack 2
//   band 0   |  0  1  2 |  3  4  5 |  6  7  8 |
//   band 1   |  9 10 11 | 12 13 14 | 15 16 17 |
//   band 2   | 18 19 20 | 21 22 23 | 24 25 26 |
//
// A stack's 3x3 block of that word (band x column) obeys the same one-per-row, one-per-column rule as the minirows
// of a band (band x box), so one permutation table serves both.

using Word = std::uint32_t;
// A band's nine digit words lie side by side, so one vector operation reaches all of them (clearInBand).
constexpr int wordOf(int digit, int band) { return 9 * band + digit; }
inline constexpr Word kBandMask = 0x7FFFFFF;
inline constexpr Word kRowMask = 0x1FF;
inline constexpr Word kStackMask = 0x1C0E07;    // stack 0 of a column word: bits 0-2, 9-11, 18-20
inline constexpr Word kColumnSpread = 0x40201;  // 1 | 1 << 9 | 1 << 18: repeats a 9-bit column set in all three rows

constexpr Word columnsOf(Word w) { return (w | w >> 9 | w >> 18) & kRowMask; }
constexpr Word columnWord(Word columns) { return columns * kColumnSpread; }
constexpr Word lowestBit(Word w) { return w & (0u - w); }
// Population count of three words. Plain SWAR on baseline x86-64, which has no POPCNT (std::popcount becomes a
// libgcc call there). PM_CLASSIC9_POPCNT: set by the x86-64-v3 build (core/solver/classic9_x86v3.cpp), whose
// target pragma does not define __POPCNT__ in C++.
constexpr int countBits3(Word a, Word b, Word c) {
#if defined(__POPCNT__) || defined(PM_CLASSIC9_POPCNT)
    return __builtin_popcount(a) + __builtin_popcount(b) + __builtin_popcount(c);
#else
    const auto bytes = [](Word x) {
        x -= (x >> 1) & 0x55555555;
        x = (x & 0x33333333) + ((x >> 2) & 0x33333333);
        return (x + (x >> 4)) & 0x0F0F0F0F;
    };
    return int(((bytes(a) + bytes(b) + bytes(c)) * 0x01010101) >> 24);
#endif
}
constexpr bool atMostOneBit(Word w) { return (w & (w - 1)) == 0; }
inline constexpr Word kTripleStarts = 0x1249249;  // bit 0 of each 3-bit group of a band word
inline constexpr Word kRowTops = 0x4020100;       // the last bit of each row of a band word
inline constexpr Word kRowLows = 0x3FDFEFF;       // the other eight bits of each row

// The six 3x3 permutation matrices as 9-bit minirow sets (bit 3 * row + box).
inline constexpr std::array<Word, 6> kPermutations = {0x111, 0x0A1, 0x10A, 0x062, 0x08C, 0x054};

struct Tables {
    std::array<std::uint8_t, 512> boxesOfRow{};  // 9 cells of a row -> 3-bit set of its non-empty minirows
    std::array<Word, 512> permutationCells{};    // 9-bit minirow occupancy -> cells of minirows on a fitting permutation
    std::array<Word, 512> stackKeep{};           // same filter on a stack, index 3 * band + column % 3 -> kept
                                                 // bits of stack 0 of a column word
    std::array<Word, 8> rowCells{};              // 3-bit row set -> the cells of those rows
    std::array<Word, 27> peersInBand{};          // row, box and column of a cell inside its band, minus the cell
    std::array<Word, 27> columnCells{};          // the column of a cell, in every row of a band word
};

constexpr Tables makeTables() {
    Tables t;
    for (int x = 0; x < 512; ++x)
        for (int box = 0; box < 3; ++box)
            if ((x >> (3 * box)) & 7) t.boxesOfRow[x] |= std::uint8_t(1 << box);
    for (Word occupied = 0; occupied < 512; ++occupied) {
        Word keep = 0;
        for (const Word minirows : kPermutations)
            if ((occupied & minirows) == minirows) keep |= minirows;
        for (int m = 0; m < 9; ++m) {
            if (!(keep >> m & 1)) continue;
            t.permutationCells[occupied] |= Word(7) << (9 * (m / 3) + 3 * (m % 3));
            t.stackKeep[occupied] |= Word(1) << (9 * (m / 3) + m % 3);
        }
    }
    for (int rows = 0; rows < 8; ++rows)
        for (int r = 0; r < 3; ++r)
            if (rows >> r & 1) t.rowCells[rows] |= kRowMask << (9 * r);
    for (int cell = 0; cell < 27; ++cell) {
        const int row = cell / 9, col = cell % 9, box = col / 3;
        Word peers = columnWord(Word(1) << col) | kRowMask << (9 * row);
        for (int r = 0; r < 3; ++r) peers |= Word(7) << (9 * r + 3 * box);
        t.peersInBand[cell] = peers & ~(Word(1) << cell);
        t.columnCells[cell] = columnWord(Word(1) << col);
    }
    return t;
}
inline constexpr Tables kTables = makeTables();

// The 9-bit minirow occupancy of a band word (bit 3 * (row % 3) + box set when the minirow has a cell). One PEXT
// on x86-64-v3 (PM_CLASSIC9_BMI2, set like PM_CLASSIC9_POPCNT), three table look-ups elsewhere. The band pass
// with PEXT, x86v3 build, best of 5 alternating runs: serg_benchmark 446k -> 470k/s, top1465 111.3k -> 117.4k,
// forum_hardest_1106 12.27k -> 12.93k, 1905 +7% (one dependent load instead of three before the table's).
inline Word occupiedMinirows(Word w) {
#if defined(__BMI2__) || defined(PM_CLASSIC9_BMI2)
    return _pext_u32(w | w >> 1 | w >> 2, kTripleStarts);
#else
    return kTables.boxesOfRow[w & kRowMask] | kTables.boxesOfRow[(w >> 9) & kRowMask] << 3 |
           kTables.boxesOfRow[w >> 18] << 6;
#endif
}

// The 9-bit occupancy (bit 3 * band + column % 3) of the stack whose first column is `first` in a column word.
// PEXT: 2% fewer instructions on serg_benchmark, the same speed.
inline Word stackOccupancy(Word columns, int first) {
#if defined(__BMI2__) || defined(PM_CLASSIC9_BMI2)
    return _pext_u32(columns, kStackMask << first);
#else
    const Word stack = columns >> first & kStackMask;
    return (stack | stack >> 6 | stack >> 12) & kRowMask;
#endif
}

#if defined(__AVX2__) || defined(PM_CLASSIC9_AVX2)
// The word operations of the x86v3 build's vector passes (stack passes, set-up and triad pass), on the band words of
// digits 0-7 side by side in one AVX2 register, one lane a digit.
namespace lanes {
inline __m256i fill(Word x) { return _mm256_set1_epi32(int(x)); }
inline __m256i orv(__m256i a, __m256i b) { return _mm256_or_si256(a, b); }
inline __m256i andv(__m256i a, __m256i b) { return _mm256_and_si256(a, b); }
inline __m256i shr(__m256i x, int n) { return _mm256_srli_epi32(x, n); }
inline __m256i shl(__m256i x, int n) { return _mm256_slli_epi32(x, n); }
// columnsOf() and columnWord() per lane.
inline __m256i columns(__m256i x) { return andv(orv(orv(x, shr(x, 9)), shr(x, 18)), fill(kRowMask)); }
inline __m256i spread(__m256i x) { return orv(orv(x, shl(x, 9)), shl(x, 18)); }
// The bits set in at least two of a, b and c.
inline __m256i majority(__m256i a, __m256i b, __m256i c) { return orv(orv(andv(a, b), andv(a, c)), andv(b, c)); }
}  // namespace lanes
#endif

// A placed digit keeps its own candidate bit; its peers never hold that digit again, so a cell whose last candidate
// disappears is a contradiction, and a grid without unsolved cells is a valid solution.
struct Grid {
    Word cand[27];     // cand[wordOf(digit, band)], layout above
    Word unsolved[3];  // per band: cells without a placed digit
    Word dirty;        // bit i set while cand[i] changed since its last band pass. Replaced a compare-with-previous
                       // scan over all 27 words that took ~22% of the time on hard puzzles.
};

// Removes `cells` from cand[i], marking the word dirty if that changed it.
inline void clear(Grid& g, int i, Word cells) {
    const Word w = g.cand[i] & ~cells;
    g.dirty |= Word(w != g.cand[i]) << i;
    g.cand[i] = w;
}

// Removes `cells` from the nine digits' words of band b, marking the changed ones dirty except the digits of
// `unmarked` (bit d): eight words in vector registers (one AVX2 or two SSE2 operations), the ninth alone.
inline void clearInBand(Grid& g, int b, Word cells, Word unmarked = 0) {
    Word* w = &g.cand[wordOf(0, b)];
#if defined(__AVX2__) || defined(PM_CLASSIC9_AVX2)
    const __m256i c = _mm256_set1_epi32(int(cells));
    const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(w));
    const __m256i kept = _mm256_cmpeq_epi32(_mm256_and_si256(v, c), _mm256_setzero_si256());
    Word changed = ~Word(_mm256_movemask_ps(_mm256_castsi256_ps(kept))) & 0xFF;
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(w), _mm256_andnot_si256(c, v));
#else
    const __m128i c = _mm_set1_epi32(int(cells)), zero = _mm_setzero_si128();
    const __m128i v0 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(w));
    const __m128i v1 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(w + 4));
    const Word kept = Word(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(_mm_and_si128(v0, c), zero)))) |
                      Word(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(_mm_and_si128(v1, c), zero)))) << 4;
    Word changed = ~kept & 0xFF;
    _mm_storeu_si128(reinterpret_cast<__m128i*>(w), _mm_andnot_si128(c, v0));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(w + 4), _mm_andnot_si128(c, v1));
#endif
    changed |= Word((w[8] & cells) != 0) << 8;
    w[8] &= ~cells;
    g.dirty |= (changed & ~unmarked) << wordOf(0, b);
}

// The cells of band b where at least one (`one`) and at least two (`two`) digits are candidates: the band's first
// eight words folded in halves in a vector register, then the ninth.
inline void bandCounts(const Grid& g, int b, Word& one, Word& two) {
    const Word* w = &g.cand[wordOf(0, b)];
#if defined(__AVX2__) || defined(PM_CLASSIC9_AVX2)
    const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(w));
    const __m128i lo = _mm256_castsi256_si128(v), hi = _mm256_extracti128_si256(v, 1);
#else
    const __m128i lo = _mm_loadu_si128(reinterpret_cast<const __m128i*>(w));
    const __m128i hi = _mm_loadu_si128(reinterpret_cast<const __m128i*>(w + 4));
#endif
    __m128i o = _mm_or_si128(lo, hi), t = _mm_and_si128(lo, hi);
    __m128i so = _mm_shuffle_epi32(o, 0x4E), st = _mm_shuffle_epi32(t, 0x4E);
    t = _mm_or_si128(_mm_or_si128(t, st), _mm_and_si128(o, so));
    o = _mm_or_si128(o, so);
    so = _mm_shuffle_epi32(o, 0xB1);
    st = _mm_shuffle_epi32(t, 0xB1);
    t = _mm_or_si128(_mm_or_si128(t, st), _mm_and_si128(o, so));
    o = _mm_or_si128(o, so);
    const Word last = w[8], o8 = Word(_mm_cvtsi128_si32(o));
    two = Word(_mm_cvtsi128_si32(t)) | (o8 & last);
    one = o8 | last;
}

// Bit d set when the band's word of digit d meets `cells` (first eight words compared in a vector register).
inline Word digitsMeeting(const Grid& g, int b, Word cells) {
    const Word* w = &g.cand[wordOf(0, b)];
#if defined(__AVX2__) || defined(PM_CLASSIC9_AVX2)
    const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(w));
    const __m256i none = _mm256_cmpeq_epi32(_mm256_and_si256(v, _mm256_set1_epi32(int(cells))), _mm256_setzero_si256());
    const Word missed = Word(_mm256_movemask_ps(_mm256_castsi256_ps(none)));
#else
    const __m128i c = _mm_set1_epi32(int(cells)), zero = _mm_setzero_si128();
    const __m128i v0 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(w));
    const __m128i v1 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(w + 4));
    const Word missed = Word(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(_mm_and_si128(v0, c), zero)))) |
                        Word(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(_mm_and_si128(v1, c), zero)))) << 4;
#endif
    return (~missed & 0xFF) | Word((w[8] & cells) != 0) << 8;
}

// Bit d set while digit d has a candidate in an unsolved cell (is not placed in all nine rows).
inline Word openDigits(const Grid& g) {
#if defined(__AVX2__) || defined(PM_CLASSIC9_AVX2)
    // The three bands' first eight words met in one register rather than three digitsMeeting(): serg_benchmark
    // instructions -0.7% (callgrind, x86v3 build, first 2,000 puzzles).
    const auto met = [&](int b) {
        const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(&g.cand[wordOf(0, b)]));
        return _mm256_and_si256(v, _mm256_set1_epi32(int(g.unsolved[b])));
    };
    const __m256i any = _mm256_or_si256(_mm256_or_si256(met(0), met(1)), met(2));
    const __m256i none = _mm256_cmpeq_epi32(any, _mm256_setzero_si256());
    const Word missed = Word(_mm256_movemask_ps(_mm256_castsi256_ps(none)));
    const Word last = (g.cand[wordOf(8, 0)] & g.unsolved[0]) | (g.cand[wordOf(8, 1)] & g.unsolved[1]) |
                      (g.cand[wordOf(8, 2)] & g.unsolved[2]);
    return (~missed & 0xFF) | Word(last != 0) << 8;
#else
    return digitsMeeting(g, 0, g.unsolved[0]) | digitsMeeting(g, 1, g.unsolved[1]) | digitsMeeting(g, 2, g.unsolved[2]);
#endif
}

}  // namespace pm::solver::classic9::PM_CLASSIC9_VARIANT::detail
