// SPDX-License-Identifier: GPL-3.0-or-later
// The fast 9x9 solver's reasoning on minirows and minicolumns. Both halves of a line word have the same shape: a
// minirow's row is three bits 3 apart inside a 9-bit group ("line"), and so is a minicolumn's box (three bits in a
// row: a 3-bit group). Counting the sure bits of the nine digits bit-parallel finds every minirow and minicolumn
// with three sure digits at once.
//
// Figures: guesses per puzzle at limit 2 (forum_hardest_1106 / forum_hardest_1905_11plus / top1465). Branching on
// a bivalue cell without this file: 148.3 / 84.5 / 11.0. Band branching alone: 154 / 83 / 14.4; the triad pass
// alone, with bivalue cells: 138 / 81 / 9.0; both: 110.0 / 60.5 / 9.1 (tdoku, which branches the same way:
// 110.3 / 61.7 / 9.0). Instruction counts per puzzle: 1106 1,043k -> 963k, 1905 581k -> 547k.
#include "core/solver/classic9_lines.h"

#include <algorithm>

namespace pm::solver::classic9::PM_CLASSIC9_VARIANT::detail {
namespace {

constexpr Word kRowStarts = 0x1C0E07;      // bits 0-2, 9-11, 18-20: the first minirow of each row in a line word

struct LineTables {
    std::array<Word, 512> bandUnits{};            // bits 3k + b of a line word's row group -> bit 9b + k
    std::array<Word, 512> stackUnits{};           // bits 3s + j of a line word's band group -> bit 9s + j
    std::array<std::uint8_t, 512> fitCount{};     // 9-bit occupancy -> number of fitting permutations
    std::array<std::uint8_t, 512> branchWeight{}; // 9-bit occupancy -> open choices it leaves (0 when fixed)
};

constexpr LineTables makeLineTables() {
    LineTables t;
    for (Word x = 0; x < 512; ++x) {
        for (int a = 0; a < 3; ++a)
            for (int c = 0; c < 3; ++c)
                if (x >> (3 * a + c) & 1) {
                    t.bandUnits[x] |= Word(1) << (9 * c + a);
                    t.stackUnits[x] |= Word(1) << (9 * a + c);
                }
        int fitting = 0;
        for (const Word minirows : kPermutations) fitting += (x & minirows) == minirows;
        t.fitCount[x] = std::uint8_t(fitting);
        t.branchWeight[x] = std::uint8_t(fitting > 1 ? std::popcount(x) - 2 : 0);
    }
    return t;
}
constexpr LineTables kLineTables = makeLineTables();

// The minirows of a band word, each at its first cell.
constexpr Word minirowStarts(Word w) { return (w | w >> 1 | w >> 2) & kTripleStarts; }

// Bits of a line word's minirow half that share their row with another set bit.
constexpr Word sharedInRow(Word x) {
    const Word a = x & kRowStarts, b = x >> 3 & kRowStarts, c = x >> 6 & kRowStarts;
    return ((a & b) | (a & c) | (b & c)) * 0x49;
}

// Bits of a line word's minicolumn half that share their box with another set bit.
constexpr Word sharedInBox(Word x) {
    const Word a = x & kTripleStarts, b = x >> 1 & kTripleStarts, c = x >> 2 & kTripleStarts;
    return ((a & b) | (a & c) | (b & c)) * 7;
}

// Removes the minirows and minicolumns `drop` (line word layout) from digit d.
void dropLines(Grid& g, int d, Lines drop) {
    Word band[3] = {};
    for (Word h = Word(drop); h; h &= h - 1) {
        const int bit = std::countr_zero(h), b = bit % 3;
        band[b] |= Word(7) << (bit - b);
    }
    for (Word v = Word(drop >> 32); v; v &= v - 1) {
        const int bit = std::countr_zero(v);
        band[bit / 9] |= columnWord(Word(1) << (bit % 9));
    }
    for (int b = 0; b < 3; ++b)
        if (band[b]) clear(g, wordOf(d, b), band[b]);
}

}  // namespace

namespace {

// A digit's line word and the part of it sure of its line (alone in its row for a minirow, in its box for a
// minicolumn).
struct DigitLines {
    Lines all, sure;
};

DigitLines linesOf(const Grid& g, int d) {
    const Word* w = &g.cand[d];  // w[9 * band]
    const Word h = minirowStarts(w[0]) | minirowStarts(w[9]) << 1 | minirowStarts(w[18]) << 2;
    const Word v = columnsOf(w[0]) | columnsOf(w[9]) << 9 | columnsOf(w[18]) << 18;
    const Lines x = h | Lines(v) << 32;
    return {x, x & ~(sharedInRow(h) | Lines(sharedInBox(v)) << 32)};
}

}  // namespace

// The rule "a minirow that only three digits can reach holds those three" as well cut guesses by under 2.5%
// (1106 110.0 -> 107.6, 1905 60.5 -> 60.0) for a second counter; minirows alone or minicolumns alone: 130 / 71.
bool triadPass(Grid& g, Lines* lines) {
    Lines sure[9];              // per digit, the part of its line word sure of its line
    Lines sure2, sure3, sure4;  // the bits at least two, three, four digits are sure of, before digit 8
#if defined(__AVX2__) || defined(PM_CLASSIC9_AVX2)
    // Digits 0-7 side by side (a band's words are adjacent), the counts folded across lanes, then digit 8: the pass
    // in one third of the instructions.
    const auto load = [&](int i) { return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(&g.cand[i])); };
    const __m256i w0 = load(0), w1 = load(9), w2 = load(18);
    using namespace lanes;
    const auto minirows = [&](__m256i x) { return andv(orv(orv(x, shr(x, 1)), shr(x, 2)), fill(kTripleStarts)); };
    const __m256i h = orv(orv(minirows(w0), shl(minirows(w1), 1)), shl(minirows(w2), 2));
    const __m256i v = orv(orv(columns(w0), shl(columns(w1), 9)), shl(columns(w2), 18));
    const __m256i rowShared = majority(andv(h, fill(kRowStarts)), andv(shr(h, 3), fill(kRowStarts)),
                                       andv(shr(h, 6), fill(kRowStarts)));
    const __m256i boxShared = majority(andv(v, fill(kTripleStarts)), andv(shr(v, 1), fill(kTripleStarts)),
                                       andv(shr(v, 2), fill(kTripleStarts)));
    const __m256i sureH = _mm256_andnot_si256(orv(orv(rowShared, shl(rowShared, 3)), shl(rowShared, 6)), h);
    const __m256i sureV = _mm256_andnot_si256(orv(orv(boxShared, shl(boxShared, 1)), shl(boxShared, 2)), v);
    const auto store = [&](Lines* to, __m256i low, __m256i high) {
        const __m256i lo = _mm256_unpacklo_epi32(low, high), hi = _mm256_unpackhi_epi32(low, high);  // 0 1 4 5, 2 3 6 7
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(to), _mm256_permute2x128_si256(lo, hi, 0x20));
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(to + 4), _mm256_permute2x128_si256(lo, hi, 0x31));
    };
    store(lines, h, v);
    store(sure, sureH, sureV);
    // Fold: the minirow halves of digits 0-3 and 4-7 in the low 128 bits, the minicolumn halves in the high ones.
    const __m256i x = _mm256_permute2x128_si256(sureH, sureV, 0x20), y = _mm256_permute2x128_si256(sureH, sureV, 0x31);
    __m256i c1 = orv(x, y), c2 = andv(x, y);  // at least one, two
    __m256i s1 = _mm256_shuffle_epi32(c1, 0x4E), s2 = _mm256_shuffle_epi32(c2, 0x4E);
    __m256i c3 = orv(andv(c2, s1), andv(c1, s2)), c4 = andv(c2, s2);
    c2 = orv(orv(c2, s2), andv(c1, s1));
    c1 = orv(c1, s1);
    s1 = _mm256_shuffle_epi32(c1, 0xB1);
    s2 = _mm256_shuffle_epi32(c2, 0xB1);
    const __m256i s3 = _mm256_shuffle_epi32(c3, 0xB1), s4 = _mm256_shuffle_epi32(c4, 0xB1);
    c4 = orv(orv(orv(c4, s4), andv(c3, s1)), orv(andv(c2, s2), andv(c1, s3)));
    c3 = orv(orv(c3, s3), orv(andv(c2, s1), andv(c1, s2)));
    c2 = orv(orv(c2, s2), andv(c1, s1));
    const auto halves = [&](__m256i c) {
        return Lines(Word(_mm256_extract_epi32(c, 0))) | Lines(Word(_mm256_extract_epi32(c, 4))) << 32;
    };
    sure2 = halves(c2);
    sure3 = halves(c3);
    sure4 = halves(c4);
#else
    Lines sure1 = 0;
    sure2 = sure3 = sure4 = 0;
    for (int d = 0; d < 8; ++d) {
        const DigitLines x = linesOf(g, d);
        lines[d] = x.all;
        sure[d] = x.sure;
        sure4 |= sure3 & x.sure;
        sure3 |= sure2 & x.sure;
        sure2 |= sure1 & x.sure;
        sure1 |= x.sure;
    }
#endif
    const DigitLines last = linesOf(g, 8);
    lines[8] = last.all;
    sure[8] = last.sure;
    sure4 |= sure3 & last.sure;
    sure3 |= sure2 & last.sure;
    if (sure4) return false;
    if (sure3 == 0) return true;
    for (int d = 0; d < 9; ++d)
        if (const Lines drop = lines[d] & ~sure[d] & sure3) dropLines(g, d, drop);
    return true;
}

// A unit's weight is the sum over its digits not yet fixed there of (occupied minirows - 2). Against the sum of
// fitting permutations (tdoku's measure): 1106 110.8 -> 107.6 guesses, 1905 61.7 -> 60.0; against candidate cells:
// 246 / 114. Which digit of the unit (fewest permutations first, ties by more or fewer cells) moved nothing.
Branch chooseBranch(const Lines* lines) {
#if defined(__AVX2__) || defined(PM_CLASSIC9_AVX2)
    // Propagation left every unit's occupancy the union of the permutations that fit it, so a digit is fixed in a
    // unit exactly when it occupies three minirows (minicolumns) there, and otherwise weighs its count - 2: the
    // weights of digits 0-7 come from vector population counts (nibble table), digit 8 from PEXT and the table,
    // and only the chosen unit's occupancies are extracted. Instructions, forum_hardest_1106 first 100, 4 passes:
    // 168.2M -> 162.9M (-3.1%).
    const auto load = [&](int d) { return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(lines + d)); };
    const __m256i order = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
    const __m256i a = _mm256_permutevar8x32_epi32(load(0), order), b = _mm256_permutevar8x32_epi32(load(4), order);
    const __m256i h = _mm256_permute2x128_si256(a, b, 0x20), v = _mm256_permute2x128_si256(a, b, 0x31);
    const __m256i nibbles = _mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1, 2, 1, 2, 2, 3, 1,
                                             2, 2, 3, 2, 3, 3, 4);
    const __m256i low = _mm256_set1_epi8(0x0F), ones8 = _mm256_set1_epi8(1), ones16 = _mm256_set1_epi16(1);
    const auto weights = [&](__m256i x) {  // per lane: bits > 3 ? bits - 2 : 0
        const __m256i high = _mm256_and_si256(_mm256_srli_epi32(x, 4), low);
        const __m256i bytes = _mm256_add_epi8(_mm256_shuffle_epi8(nibbles, _mm256_and_si256(x, low)),
                                              _mm256_shuffle_epi8(nibbles, high));
        const __m256i count = _mm256_madd_epi16(_mm256_maddubs_epi16(bytes, ones8), ones16);
        return _mm256_and_si256(_mm256_cmpgt_epi32(count, _mm256_set1_epi32(3)),
                                _mm256_sub_epi32(count, _mm256_set1_epi32(2)));
    };
    const auto unitMask = [&](int u) {
        return _mm256_set1_epi32(int(u < 3 ? kTripleStarts << u : kStackMask << (3 * u - 9)));
    };
    __m256i packed[2];  // weights of units 0-2 and 3-5 in bytes 0-2 of each lane (sums stay under 256)
    for (int half = 0; half < 2; ++half) {
        const __m256i x = half ? v : h;
        packed[half] = _mm256_or_si256(
            _mm256_or_si256(weights(_mm256_and_si256(x, unitMask(3 * half))),
                            _mm256_slli_epi32(weights(_mm256_and_si256(x, unitMask(3 * half + 1))), 8)),
            _mm256_slli_epi32(weights(_mm256_and_si256(x, unitMask(3 * half + 2))), 16));
    }
    const __m256i both = _mm256_add_epi32(_mm256_permute2x128_si256(packed[0], packed[1], 0x20),
                                          _mm256_permute2x128_si256(packed[0], packed[1], 0x31));
    __m256i sum = _mm256_add_epi32(both, _mm256_shuffle_epi32(both, 0x4E));
    sum = _mm256_add_epi32(sum, _mm256_shuffle_epi32(sum, 0xB1));
    const Word bands = Word(_mm256_extract_epi32(sum, 0)), stacks = Word(_mm256_extract_epi32(sum, 4));
    const Word h8 = Word(lines[8]), v8 = Word(lines[8] >> 32);
    int weight[6];
    for (int u = 0; u < 3; ++u) {
        weight[u] = int(bands >> (8 * u) & 0xFF) + kLineTables.branchWeight[_pext_u32(h8, kTripleStarts << u)];
        weight[3 + u] = int(stacks >> (8 * u) & 0xFF) + kLineTables.branchWeight[_pext_u32(v8, kStackMask << (3 * u))];
    }
    const auto occupiedIn = [&](int d, int unit) {
        return unit < 3 ? _pext_u32(Word(lines[d]), kTripleStarts << unit)
                        : _pext_u32(Word(lines[d] >> 32), kStackMask << (3 * unit - 9));
    };
#else
    Word occupancy[9][2];  // per digit: the bands', then the stacks' occupancies, unit u at bits 9u..9u+8
    int weight[6] = {};
    for (int d = 0; d < 9; ++d) {
        const Word h = Word(lines[d]), v = Word(lines[d] >> 32);
        const auto& t = kLineTables;
        const Word bands = t.bandUnits[h & kRowMask] | t.bandUnits[h >> 9 & kRowMask] << 3 | t.bandUnits[h >> 18] << 6;
        const Word stacks =
            t.stackUnits[v & kRowMask] | t.stackUnits[v >> 9 & kRowMask] << 3 | t.stackUnits[v >> 18] << 6;
        occupancy[d][0] = bands;
        occupancy[d][1] = stacks;
        for (int u = 0; u < 3; ++u) {
            weight[u] += t.branchWeight[bands >> (9 * u) & kRowMask];
            weight[3 + u] += t.branchWeight[stacks >> (9 * u) & kRowMask];
        }
    }
    const auto occupiedIn = [&](int d, int unit) { return occupancy[d][unit / 3] >> (9 * (unit % 3)) & kRowMask; };
#endif
    // Minima of (weight, unit) and (fitting, digit) packed in one int each, without a branch per candidate (the
    // processor cannot guess them): best of 2 alternating runs (loaded machine, x86v3) top1465 163k -> 168k/s,
    // forum_hardest_1106 the same.
    int lightest = 1 << 30;
    for (int u = 0; u < 6; ++u) lightest = std::min(lightest, weight[u] > 0 ? weight[u] << 3 | u : 1 << 30);
    Branch branch;
    if (lightest == 1 << 30) return branch;
    branch.unit = lightest & 7;
    int fewest = 1 << 30;
    for (int d = 0; d < 9; ++d) {
        const int fitting = kLineTables.fitCount[occupiedIn(d, branch.unit)];
        fewest = std::min(fewest, fitting > 1 ? fitting << 4 | d : 1 << 30);
    }
    branch.digit = fewest & 15;
    branch.occupancy = occupiedIn(branch.digit, branch.unit);
    return branch;
}

void restrictTo(Grid& g, const Branch& branch, Word permutation) {
    const int d = branch.digit;
    if (branch.unit < 3) {
        clear(g, wordOf(d, branch.unit), ~kTables.permutationCells[permutation] & kBandMask);
        return;
    }
    const int stack = branch.unit - 3;
    for (int b = 0; b < 3; ++b) {
        const Word banned = ~(permutation >> (3 * b)) & 7;
        if (banned) clear(g, wordOf(d, b), columnWord(banned << (3 * stack)));
    }
}

}  // namespace pm::solver::classic9::PM_CLASSIC9_VARIANT::detail
