// SPDX-License-Identifier: GPL-3.0-or-later
// Fast exact solver for classic 9x9 Sudoku: per-digit bitboards split into three 27-bit bands
// (core/solver/classic9_grid.h), propagation of singles, locked candidates and, on hard puzzles, triads
// (core/solver/classic9_lines.h); depth-first guessing on a bivalue cell or, on hard puzzles, on the permutations a
// digit can still take in a band or stack. Representation after the published band-oriented designs (JCZSolve,
// fsss2), triads and band branching after tdoku's description; the code is written from scratch.
//
// This file is the solver of one build: it defines pm::solver::classic9::baseline::countSolutions and
// countSolutionsWithout, or the x86v3 ones when core/solver/classic9_x86v3.cpp compiles it a second time; the
// public functions of classic9.h choose between the two (core/solver/classic9_variants.h). Not including that
// header keeps the two apart in the include graph.
//
// Figures quoted below are puzzles/s at limit 2, single thread, g++ -O2, CPU time, best of 3 passes on a loaded
// 2-core AMD EPYC VM (about 5% noise); "nodes" are guess nodes per puzzle.
#include "core/solver/classic9.h"

#include "core/solver/classic9_grid.h"
#include "core/solver/classic9_lines.h"

#include <bit>
#if defined(__SSE2__)
#include <emmintrin.h>  // readGivens
#endif
#include <utility>

namespace pm::solver::classic9::PM_CLASSIC9_VARIANT {
namespace {

using namespace detail;

// The two other bands, without the division of (b + 1) % 3 and (b + 2) % 3 (the band pass runs ~2,600 times a
// puzzle on forum_hardest_1106), and without a branch: g++ made b == 2 ? 0 : b + 1 a jump, taken at random. With
// it, mispredicted branches per puzzle on serg_benchmark (callgrind --branch-sim, x86v3) 139 -> 116.
constexpr int nextBand(int b) { return (b + 1) & ((b - 2) >> 31); }
constexpr int previousBand(int b) { return b - 1 + 3 * int(b == 0); }
static_assert(nextBand(0) == 1 && nextBand(1) == 2 && nextBand(2) == 0);
static_assert(previousBand(0) == 2 && previousBand(1) == 0 && previousBand(2) == 1);

// Places digit d on the cell `bit` of band b: clears the digit from the cell's peers and the other digits from
// the cell. The caller guarantees the candidate is present and no peer already holds d.
void place(Grid& g, int d, int b, Word bit) {
    const int cell = std::countr_zero(bit);
    const Word keep = g.cand[wordOf(d, b)] & ~kTables.peersInBand[cell];
    clearInBand(g, b, bit);
    g.cand[wordOf(d, b)] = keep;
    g.dirty |= Word(1) << wordOf(d, b);
    const Word column = kTables.columnCells[cell];
    clear(g, wordOf(d, nextBand(b)), column);
    clear(g, wordOf(d, previousBand(b)), column);
    g.unsolved[b] &= ~bit;
}

// The band of word i, without a division (the band pass runs ~2,600 times a puzzle on forum_hardest_1106).
inline constexpr std::array<std::uint8_t, 27> kBandOfWord = {0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1,
                                                             1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2};

// The rows (at their last bit) of w that hold two cells or more; every row of w must hold a cell, so subtracting
// one from each row borrows inside it.
constexpr Word rowsWithPairs(Word w) {
    const Word rest = w & (w - kColumnSpread);  // each row without its first cell
    return (((rest & kRowLows) + kRowLows) | rest) & kRowTops;
}

// Band passes in two phases: the permutation filter of every pending word, then the row singles it found. A row
// left with a single cell gets the digit when that cell is unsolved (a solved cell keeps only its own digit).
// Splitting the two keeps the processor's guess about "does this pass place anything" (true in 40-46% of the
// passes) out of the chain of filters: 7% more instructions, but best of 2 alternating runs (loaded machine, x86v3)
// top1465 142.7k -> 160.8k/s, forum_hardest_1106 15.55k -> 17.53k/s, serg_benchmark 600k -> 610k/s.
// Testing the three rows in one word and the cells against `unsolved` rather than per-digit open rows (dropped):
// instructions, x86v3 / baseline (callgrind, first 100 of forum_hardest_1106, 4 passes): 185.7M -> 168.3M /
// 250.9M -> 229.0M; serg_benchmark first 2000: -8% on both.
bool bandPasses(Grid& g) {
    Word placing = 0;  // words with row singles to place, their cells in found[]
    Word found[27];
    for (Word pending = g.dirty; pending; pending &= pending - 1) {
        const int i = std::countr_zero(pending), b = kBandOfWord[i];
        Word w = g.cand[i];
        w &= kTables.permutationCells[occupiedMinirows(w)];
        if (w == 0) return false;  // also when a row has no cell left: no permutation fits
        g.cand[i] = w;
        const Word singleRows = ~rowsWithPairs(w) & kRowTops;
        found[i] = w & ((singleRows << 1) - (singleRows >> 8)) & g.unsolved[b];
        placing |= Word(found[i] != 0) << i;
    }
    g.dirty = 0;
    for (; placing; placing &= placing - 1) {
        const int i = std::countr_zero(placing), b = kBandOfWord[i], d = i - 9 * b;
        // An earlier placement of this phase may have taken some of the cells (the word is then dirty again, and its
        // next filter finds the contradiction if a row emptied); the others are still their row's only cell.
        const Word w = g.cand[i], placed = found[i] & w & g.unsolved[b];
        const Word columns = columnWord(columnsOf(placed));
        clear(g, wordOf(d, nextBand(b)), columns);
        clear(g, wordOf(d, previousBand(b)), columns);
        // The digit's own word keeps its cells (and its dirty bit: an earlier placement may have set it).
        clearInBand(g, b, placed, Word(1) << d);
        g.cand[i] = w;
        g.unsolved[b] &= ~placed;
    }
    return true;
}

// Stack pass for digit d, the band pass turned on its side: per stack (three columns) the digit occupies one
// minicolumn per band and per column, so the same permutation table prunes minicolumns (vertical locked
// candidates); then every column left with a single cell gets the digit (column hidden single).
// Column hidden singles cut royle17 from 14.5 to 2.3 nodes (133k -> 268k/s); the vertical locked candidates cut
// top1465 from 29 to 19 nodes and forum_hardest_1905 from 153 to 140. Working on the whole digit at once (three
// band words folded into one column word) instead of per band and per stack: 1905 15.3k -> 18.5k/s.
bool stackPass(Grid& g, int d, bool& placedAny) {
    Word* w = &g.cand[d];  // w[9 * band]
    const Word columns = columnsOf(w[0]) | columnsOf(w[9]) << 9 | columnsOf(w[18]) << 18;  // bit 9 * band + column
    Word allowed = 0;
    for (int s = 0; s < 9; s += 3) {
        const Word keep = kTables.stackKeep[stackOccupancy(columns, s)];
        if (keep == 0) return false;
        allowed |= keep << s;
    }
    if (allowed != columns)
        for (int b = 0; b < 3; ++b) clear(g, wordOf(d, b), columnWord(~(allowed >> (9 * b)) & kRowMask));
    const Word any = w[0] | w[9] | w[18], twice = (w[0] & w[9]) | (w[0] & w[18]) | (w[9] & w[18]);
    const Word r0 = any & kRowMask, r1 = (any >> 9) & kRowMask, r2 = any >> 18;
    const Word single = columnWord(~(columnsOf(twice) | (r0 & r1) | (r0 & r2) | (r1 & r2)) & kRowMask);
    // Most passes find no single: one test for the three bands (instructions: serg_benchmark -3.3%, top1465 -2%).
    if (!(single & ((w[0] & g.unsolved[0]) | (w[9] & g.unsolved[1]) | (w[18] & g.unsolved[2])))) return true;
    for (int b = 0; b < 3; ++b) {
        for (Word c = w[9 * b] & single & g.unsolved[b]; c; c &= c - 1) {
            const Word bit = lowestBit(c);
            if (!(w[9 * b] & bit)) return false;  // an earlier single of this digit shares the row or box
            place(g, d, b, bit);
            placedAny = true;
        }
    }
    return true;
}

#if defined(__AVX2__) || defined(PM_CLASSIC9_AVX2)
// stackPass() for digits 0-7 at once, their band words side by side in vector registers, without tables: a stack's
// minicolumn (band, column) lies on a fitting permutation exactly when the 2x2 block of the other bands and columns
// holds one, which rotations of the column word find for all three stacks together. Digits whose words did not
// change since their last stack pass come out unchanged, so all eight run whenever one was touched (running it only
// from 2, 3 or 4 touched digits on measured the same). A/B driver, sum over ~0.5 ms chunks of each chunk's best of
// 5, two alternating runs (loaded machine, x86v3): serg_benchmark 674k-676k -> 700k-701k/s, royle17 722k-741k ->
// 749k-756k/s, top1465 180k-185k -> 184k-187k/s, forum_hardest_1905_11plus and _1106 within +-2%.
bool stackPasses8(Grid& g, bool& placedAny) {
    const auto load = [&](int b) {
        return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(&g.cand[wordOf(0, b)]));
    };
    using namespace lanes;
    __m256i w[3] = {load(0), load(1), load(2)};
    const __m256i all = orv(orv(columns(w[0]), shl(columns(w[1]), 9)), shl(columns(w[2]), 18));
    // Rotations of the 3x3 blocks: by one and two bands (9 bits, around 27), by one and two columns (around 3).
    const __m256i mask = fill(kBandMask), j0 = fill(kTripleStarts), j1 = fill(kTripleStarts << 1),
                  j2 = fill(kTripleStarts << 2);
    const auto band1 = [&](__m256i x) { return andv(orv(shr(x, 9), shl(x, 18)), mask); };
    const auto band2 = [&](__m256i x) { return andv(orv(shr(x, 18), shl(x, 9)), mask); };
    const __m256i col1 = orv(andv(shr(all, 1), orv(j0, j1)), andv(shl(all, 2), j2));
    const __m256i col2 = orv(andv(shl(all, 1), orv(j1, j2)), andv(shr(all, 2), j0));
    const __m256i kept = andv(all, orv(andv(band1(col1), band2(col2)), andv(band1(col2), band2(col1))));
    // A stack left without a fitting permutation: its block of kept is empty.
    __m256i empty = _mm256_setzero_si256();
    for (const Word block : {kStackMask, kStackMask << 3, kStackMask << 6})
        empty = orv(empty, _mm256_cmpeq_epi32(andv(kept, fill(block)), _mm256_setzero_si256()));
    if (_mm256_movemask_ps(_mm256_castsi256_ps(empty))) return false;
    Word changed = 0;
    for (int b = 0; b < 3; ++b) {
        const __m256i now = andv(w[b], spread(andv(shr(kept, 9 * b), fill(kRowMask))));
        const Word same = Word(_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(now, w[b]))));
        changed |= (~same & 0xFF) << wordOf(0, b);
        w[b] = now;
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(&g.cand[wordOf(0, b)]), now);
    }
    g.dirty |= changed;
    const __m256i any = orv(orv(w[0], w[1]), w[2]);
    const __m256i twice = orv(orv(andv(w[0], w[1]), andv(w[0], w[2])), andv(w[1], w[2]));
    const __m256i r0 = andv(any, fill(kRowMask)), r1 = andv(shr(any, 9), fill(kRowMask)), r2 = shr(any, 18);
    const __m256i several = orv(columns(twice), orv(orv(andv(r0, r1), andv(r0, r2)), andv(r1, r2)));
    const __m256i single = spread(_mm256_andnot_si256(several, fill(kRowMask)));
    __m256i found = _mm256_setzero_si256();
    for (int b = 0; b < 3; ++b) found = orv(found, andv(andv(w[b], single), fill(g.unsolved[b])));
    if (_mm256_testz_si256(found, found)) return true;
    // Rare: place each digit's column singles one by one; a cell an earlier one took is a contradiction.
    alignas(32) Word singles[8];
    _mm256_store_si256(reinterpret_cast<__m256i*>(singles), single);
    for (int d = 0; d < 8; ++d) {
        for (int b = 0; b < 3; ++b) {
            for (Word c = g.cand[wordOf(d, b)] & singles[d] & g.unsolved[b]; c; c &= c - 1) {
                const Word bit = lowestBit(c);
                if (!(g.cand[wordOf(d, b)] & bit)) return false;
                place(g, d, b, bit);
                placedAny = true;
            }
        }
    }
    return true;
}
#endif

// Runs band passes, naked singles and stack passes to a fixpoint. Returns false on a contradiction. Naked singles
// are cheaper than a stack pass, so stack passes run only once no naked single is left, and only for digits whose
// words changed since the previous stack pass.
bool propagate(Grid& g, Lines* lines, bool triads) {
    Word touchedWords = 0;  // since the last stack passes; bit wordOf(digit, band), like dirty
    for (;;) {
        Word passed = 0;  // words given a band pass in this round (one OR per pass, not a digit and a band bit)
        while (g.dirty) {
            passed |= g.dirty;
            if (!bandPasses(g)) return false;
        }
        touchedWords |= passed;

        bool placedAny = false;
        for (int b = 0; b < 3; ++b) {
            Word one, two;
            bandCounts(g, b, one, two);
            if (g.unsolved[b] & ~one) return false;
            for (Word singles = g.unsolved[b] & ~two; singles; singles &= singles - 1) {
                const Word bit = lowestBit(singles), digits = digitsMeeting(g, b, bit);
                if (digits == 0) return false;  // an earlier single of this batch took the last candidate
                place(g, std::countr_zero(digits), b, bit);
                placedAny = true;
            }
        }
        if (placedAny) continue;

        // Digits with a touched word and a cell to place.
        Word digits = columnsOf(touchedWords) & openDigits(g);
        touchedWords = 0;
#if defined(__AVX2__) || defined(PM_CLASSIC9_AVX2)
        if ((digits & 0xFF) && !stackPasses8(g, placedAny)) return false;
        if ((digits & 0x100) && !stackPass(g, 8, placedAny)) return false;
#else
        for (; digits; digits &= digits - 1)
            if (!stackPass(g, std::countr_zero(digits), placedAny)) return false;
#endif
        if (!placedAny && !g.dirty) {
            if (!triads) return true;
            if (!triadPass(g, lines)) return false;
            if (!g.dirty) return true;
        }
    }
}

class Search {
public:
    // mayUseTriads: whether the search may switch to triads and band branching (see kTriadsFromOpenCells).
    Search(std::uint64_t limit, std::uint8_t* first, std::stop_token stop, bool mayUseTriads)
        : limit_(limit), first_(first), stop_(std::move(stop)),
          scoredPairs_(mayUseTriads ? kScoredPairsSolving : kScoredPairsGenerating), mayUseTriads_(mayUseTriads) {}

    // Solves g in place; each guess but the last works on a copy (34 words), the last one continues in g.
    void run(Grid& g) {
        for (;;) {
            Lines lines[9];
            if (!propagate(g, lines, triads_)) return;
            if (mayUseTriads_) {  // the root, propagated without triads: choose the strategy for the whole search
                mayUseTriads_ = false;
                triads_ = countBits3(g.unsolved[0], g.unsolved[1], g.unsolved[2]) >= kTriadsFromOpenCells;
                if (triads_) continue;
            }
            if ((g.unsolved[0] | g.unsolved[1] | g.unsolved[2]) == 0) {
                record(g);
                return;
            }
            if (--pollCountdown_ == 0) {
                pollCountdown_ = kPollInterval;
                if (stop_.stop_requested()) {
                    cancelled_ = true;
                    return;
                }
            }
            if (!triads_) {
                int band = 0;
                const Word cell = chooseCell(g, scoredPairs_, band);
                Word digits = digitsMeeting(g, band, cell);
                for (; !atMostOneBit(digits); digits &= digits - 1) {
                    ++guesses_;
                    Grid branch = g;
                    place(branch, std::countr_zero(digits), band, cell);
                    run(branch);
                    if (finished()) return;
                }
                place(g, std::countr_zero(digits), band, cell);
                continue;
            }
            const Branch branch = chooseBranch(lines);
            if (branch.unit < 0) return;  // unreachable: with every unit fixed, propagation has solved the grid
            Word previous = 0;
            for (const Word permutation : kPermutations) {
                if ((branch.occupancy & permutation) != permutation) continue;
                if (previous) {
                    ++guesses_;
                    Grid copy = g;
                    restrictTo(copy, branch, previous);
                    run(copy);
                    if (finished()) return;
                }
                previous = permutation;
            }
            restrictTo(g, branch, previous);
        }
    }

    std::uint64_t count() const { return count_; }
    bool cancelled() const { return cancelled_; }
    std::uint64_t guesses() const { return guesses_; }

private:
    // 256 nodes take well under a millisecond even on the hardest puzzles (~10 us per 100 nodes).
    static constexpr int kPollInterval = 256;
    // Bivalue cells scored per guess. Scoring all of them: 1905 82 nodes, serg 350k/s; the first 8: 84-88 nodes and
    // the same speed on hard puzzles, serg 375k/s (near-solved grids there have dozens of bivalue cells). Adding the
    // count of bivalue peers to the score changed node counts by under 2%, so it was left out.
    // Since triads took over the wide-open grids, solving (countSolutions) scores 4: serg_benchmark, limit 2, same
    // guesses (6.28), instructions -3.1% (callgrind, x86v3 build, first 2,000 puzzles); royle17 +0.3%, the hard
    // sets +-0.1%. The generator's checks (countSolutionsWithout, no triads) keep 8: with 4, removing each given of
    // top1465's first 300 puzzles in turn costs 5.5% more guesses and 2% more instructions.
    static constexpr int kScoredPairsSolving = 4;
    static constexpr int kScoredPairsGenerating = 8;
    // Triads and band branching pay on puzzles that propagation leaves wide open, not on near-solved ones, where
    // the triad pass costs more than the guesses it saves: serg_benchmark (31-47 open cells, 6.3 guesses) costs 33%
    // more instructions with them. The hard sets leave 54-61 cells open, top1465 22-64.
    static constexpr int kTriadsFromOpenCells = 48;

    bool finished() const { return count_ >= limit_ || cancelled_; }

    void record(const Grid& g) {
        if (count_++ == 0 && first_) {
            for (int i = 0; i < 27; ++i)
                for (Word w = g.cand[i]; w; w &= w - 1)
                    first_[27 * (i / 9) + std::countr_zero(w)] = std::uint8_t(i % 9 + 1);
        }
    }

    // Picks the bivalue cell with the most unsolved peers (both branches then propagate furthest). Against the
    // first bivalue cell: forum_hardest_1905 140 -> 82 nodes, 1106 284 -> 140, top1465 19 -> 10 (1905 12.2k ->
    // 15.3k/s). Scoring by the peers holding the cell's two digits gives the same node counts at a higher price.
    // Without a bivalue cell, takes the first cell with the fewest candidates.
    static Word chooseCell(const Grid& g, int scoredPairs, int& band) {
        Word best = 0;
        int bestScore = -1, budget = scoredPairs;
        for (int b = 0; b < 3 && budget > 0; ++b) {
            Word one = 0, two = 0, three = 0;
            for (int d = 0; d < 9; ++d) {
                const Word w = g.cand[wordOf(d, b)];
                three |= two & w;
                two |= one & w;
                one |= w;
            }
            for (Word pairs = g.unsolved[b] & two & ~three; pairs && budget > 0; pairs &= pairs - 1, --budget) {
                const int cell = std::countr_zero(pairs);
                const Word column = kTables.columnCells[cell];
                const int score = countBits3(g.unsolved[b] & kTables.peersInBand[cell],
                                             g.unsolved[nextBand(b)] & column, g.unsolved[previousBand(b)] & column);
                if (score > bestScore) {
                    bestScore = score;
                    band = b;
                    best = lowestBit(pairs);
                }
            }
        }
        if (best) return best;
        int fewest = 10;
        for (int b = 0; b < 3; ++b) {
            for (Word open = g.unsolved[b]; open; open &= open - 1) {
                const Word bit = lowestBit(open);
                int n = 0;
                for (int d = 0; d < 9; ++d) n += (g.cand[wordOf(d, b)] & bit) != 0;
                if (n < fewest) {
                    fewest = n;
                    band = b;
                    best = bit;
                }
            }
        }
        return best;
    }

    std::uint64_t limit_;
    std::uint64_t count_ = 0;
    std::uint64_t guesses_ = 0;
    std::uint8_t* first_;
    std::stop_token stop_;
    int pollCountdown_ = kPollInterval;
    int scoredPairs_;
    bool mayUseTriads_;
    bool triads_ = false;
    bool cancelled_ = false;
};

// The givens of one digit, band by band (bit layout of classic9_grid.h, which is also the row-major cell order
// cut into 27-cell pieces); false when a value is above 9. digits[wordOf(d, b)] receives digit d + 1 in band b.
bool readGivens(const std::uint8_t* cells, Word* digits) {
#if defined(__AVX2__) || defined(PM_CLASSIC9_AVX2)
    // The same with 32-byte vectors: bytes 0-31, 32-63 and 49-80. Set-up instructions on serg_benchmark
    // (first 2000, 4 passes, x86v3) 11.86M -> 10.66M.
    const auto load = [&](int at) { return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(cells + at)); };
    const __m256i v0 = load(0), v1 = load(32), v2 = load(49), nine = _mm256_set1_epi8(9);
    const __m256i above = _mm256_or_si256(_mm256_or_si256(_mm256_subs_epu8(v0, nine), _mm256_subs_epu8(v1, nine)),
                                          _mm256_subs_epu8(v2, nine));
    if (!_mm256_testz_si256(above, above)) return false;
    for (int d = 0; d < 9; ++d) {
        const __m256i digit = _mm256_set1_epi8(char(d + 1));
        const auto mask = [&](__m256i x) {
            return std::uint64_t(unsigned(_mm256_movemask_epi8(_mm256_cmpeq_epi8(x, digit))));
        };
        const std::uint64_t low = mask(v0) | mask(v1) << 32;  // cells 0-63
        const std::uint64_t high = mask(v2) >> 15;             // cells 64-80
        digits[wordOf(d, 0)] = Word(low) & kBandMask;
        digits[wordOf(d, 1)] = Word(low >> 27) & kBandMask;
        digits[wordOf(d, 2)] = Word(low >> 54 | high << 10) & kBandMask;
    }
#elif defined(__SSE2__) && !defined(PM_CLASSIC9_NO_SIMD)
    // 81 bytes as five 16-byte vectors and one that ends at the last cell (bytes 65-80): per digit, one compare
    // and one byte mask per vector, without a branch per cell.
    __m128i v[6];
    for (int k = 0; k < 5; ++k) v[k] = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + 16 * k));
    v[5] = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + 65));
    const __m128i nine = _mm_set1_epi8(9), zero = _mm_setzero_si128();
    __m128i above = zero;
    for (const __m128i& x : v) above = _mm_or_si128(above, _mm_subs_epu8(x, nine));
    if (_mm_movemask_epi8(_mm_cmpeq_epi8(above, zero)) != 0xFFFF) return false;
    for (int d = 0; d < 9; ++d) {
        const __m128i digit = _mm_set1_epi8(char(d + 1));
        std::uint64_t m[6];
        for (int k = 0; k < 6; ++k) m[k] = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(v[k], digit)));
        const std::uint64_t low = m[0] | m[1] << 16 | m[2] << 32 | m[3] << 48;  // cells 0-63
        const std::uint64_t high = m[4] | (m[5] >> 15) << 16;                    // cells 64-80
        digits[wordOf(d, 0)] = Word(low) & kBandMask;
        digits[wordOf(d, 1)] = Word(low >> 27) & kBandMask;
        digits[wordOf(d, 2)] = Word(low >> 54 | high << 10) & kBandMask;
    }
#else
    for (int i = 0; i < 27; ++i) digits[i] = 0;
    unsigned above = 0;
    for (int cell = 0; cell < 81; ++cell) {
        const unsigned value = cells[cell];
        above |= value > 9;
        if (value >= 1 && value <= 9) digits[wordOf(int(value) - 1, cell / 27)] |= Word(1) << (cell % 27);
    }
    if (above) return false;
#endif
    return true;
}

// The rows (bit r) of a band word that hold a cell of `w`.
// With BMI2: the rows spread to 10-bit fields, and a row with a cell carries into the bit above its field. With
// boxCells below, setup's instructions on serg_benchmark -20% (2,200 -> ~1,750 a puzzle; all: 26,247 -> 25,763).
Word rowsOf(Word w) {
#if defined(__BMI2__) || defined(PM_CLASSIC9_BMI2)
    constexpr Word kFields = 0x1FF | 0x1FF << 10 | 0x1FF << 20, kCarries = 1 << 9 | 1 << 19 | 1 << 29;
    return _pext_u32(_pdep_u32(w, kFields) + kFields, kCarries);
#else
    return Word((w & kRowMask) != 0) | Word((w >> 9 & kRowMask) != 0) << 1 | Word((w >> 18) != 0) << 2;
#endif
}

// The cells of a band word in the boxes (bit k) of `boxes`.
Word boxCells(Word boxes) {
#if defined(__BMI2__) || defined(PM_CLASSIC9_BMI2)
    return _pdep_u32(boxes, 0x49) * columnWord(7);
#else
    return columnWord(((boxes & 1) | (boxes & 2) << 2 | (boxes & 4) << 4) * 7);
#endif
}

#if defined(__AVX2__) || defined(PM_CLASSIC9_AVX2)
// setUp() for digits 0-7 side by side: their candidates from the rows, boxes and columns of their givens, and
// nonzero when two givens of one digit share a row, a column or a box. Set-up instructions on serg_benchmark
// (first 2000, 4 passes, x86v3, callgrind) 10.66M -> 4.92M; A/B driver, sum over ~0.5 ms chunks of each chunk's best
// of 5, two alternating runs: serg_benchmark 699k -> 708k-711k/s, royle17 742k-763k -> 767k-773k/s.
Word setUpEight(const Word* digits, const Word* givenCells, Grid& g) {
    using namespace lanes;
    __m256i given[3], cols[3];
    for (int b = 0; b < 3; ++b) {
        given[b] = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(&digits[wordOf(0, b)]));
        cols[b] = columns(given[b]);
    }
    const __m256i columnCells = spread(orv(orv(cols[0], cols[1]), cols[2]));
    __m256i clash = majority(cols[0], cols[1], cols[2]);  // a column with givens in two bands
    for (int b = 0; b < 3; ++b) {
        const __m256i x = given[b];
        // Rows holding a given (at the row's last bit, carried up from the other eight), as cells.
        const __m256i carried = _mm256_add_epi32(andv(x, fill(kRowLows)), fill(kRowLows));
        const __m256i tops = andv(orv(carried, x), fill(kRowTops));
        const __m256i rowCells = _mm256_sub_epi32(shl(tops, 1), shr(tops, 8));
        const __m256i minirows = andv(orv(orv(x, shr(x, 1)), shr(x, 2)), fill(kTripleStarts));
        const __m256i m0 = andv(minirows, fill(0x49)), m1 = andv(shr(minirows, 9), fill(0x49));
        const __m256i m2 = shr(minirows, 18);
        const __m256i boxes = orv(orv(m0, m1), m2);  // bit 3 * box
        const __m256i boxCells = spread(orv(orv(boxes, shl(boxes, 1)), shl(boxes, 2)));
        const __m256i seen = orv(orv(rowCells, boxCells), columnCells);
        const __m256i cand = orv(_mm256_andnot_si256(orv(seen, fill(givenCells[b])), fill(kBandMask)), x);
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(&g.cand[wordOf(0, b)]), cand);
        // Two givens in a row (a row without its lowest given), in a column of the band, in a box (two rows).
        for (const Word row : {kRowMask, kRowMask << 9, kRowMask << 18}) {
            const __m256i r = andv(x, fill(row));
            clash = orv(clash, andv(r, _mm256_sub_epi32(r, fill(row & (0u - row)))));
        }
        clash = orv(clash, majority(andv(x, fill(kRowMask)), andv(shr(x, 9), fill(kRowMask)), shr(x, 18)));
        clash = orv(clash, majority(m0, m1, m2));
    }
    return Word(!_mm256_testz_si256(clash, clash));
}
#endif

// The search state the givens leave; false when they clash or a value is above 9.
bool setUp(const std::uint8_t* cells, Grid& g) {
    // Built in bulk, digit by digit, rather than by place() per given (serg_benchmark, ~35 givens per puzzle: setup
    // was 13% of the time), and from whole-grid masks rather than a loop over the cells, whose branch on each
    // cell's emptiness the processor cannot predict (another 9% of serg's instructions, 3,200 per puzzle).
    Word digits[27];
    if (!readGivens(cells, digits)) return false;
    Word givenCells[3] = {};
    for (int d = 0; d < 9; ++d)
        for (int b = 0; b < 3; ++b) givenCells[b] |= digits[wordOf(d, b)];
    for (int b = 0; b < 3; ++b) {
        g.unsolved[b] = kBandMask & ~givenCells[b];
    }
    Word clash = 0;
#if defined(__AVX2__) || defined(PM_CLASSIC9_AVX2)
    clash = setUpEight(digits, givenCells, g);
    for (int d = 8; d < 9; ++d) {
#else
    for (int d = 0; d < 9; ++d) {
#endif
        const Word given[3] = {digits[wordOf(d, 0)], digits[wordOf(d, 1)], digits[wordOf(d, 2)]};
        const Word columns = columnsOf(given[0]) | columnsOf(given[1]) | columnsOf(given[2]);
        Word rows = 0, boxes = 0;
        for (int b = 0; b < 3; ++b) {
            const Word bandRows = rowsOf(given[b]), bandBoxes = kTables.boxesOfRow[columnsOf(given[b])];
            rows |= bandRows << (3 * b);
            boxes |= bandBoxes << (3 * b);
            const Word seen = kTables.rowCells[bandRows] | boxCells(bandBoxes) | columnWord(columns);
            g.cand[wordOf(d, b)] = (kBandMask & ~seen & ~givenCells[b]) | given[b];
        }
        // Each given occupies one row, one column and one box of its digit; two givens sharing one leave fewer
        // distinct rows, columns or boxes than givens.
        const int placed = countBits3(given[0], given[1], given[2]);
        clash |= Word(countBits3(rows, columns, boxes) != 3 * placed);
    }
    g.dirty = (Word(1) << 27) - 1;
    return clash == 0;
}

}  // namespace

Result countSolutions(const std::uint8_t* cells, std::uint64_t limit, std::uint8_t* firstSolution,
                      std::stop_token stop) {
    if (limit == 0) return {};
    if (stop.stop_requested()) return {0, true};
    Grid g;
    if (!setUp(cells, g)) return {};
    Search search(limit, firstSolution, std::move(stop), true);
    search.run(g);
    return {search.count(), search.cancelled(), search.guesses()};
}

Result countSolutionsWithout(const std::uint8_t* cells, int cell, int digit, std::uint64_t limit,
                             std::stop_token stop) {
    if (limit == 0 || cell < 0 || cell >= 81 || digit < 1 || digit > 9) return {};
    if (stop.stop_requested()) return {0, true};
    Grid g;
    if (!setUp(cells, g)) return {};
    const int row = cell / 9, b = row / 3;
    // Every word is dirty after set-up, so the first band pass sees the cell lose the digit (and a cell left
    // with no candidate at all is a contradiction there).
    g.cand[wordOf(digit - 1, b)] &= ~(Word(1) << (9 * (row % 3) + cell % 9));
    // The generator's checks: triads cost more than they save there (bench generate --level medium, instructions
    // +1.6%; extreme +0.4%).
    Search search(limit, nullptr, std::move(stop), false);
    search.run(g);
    return {search.count(), search.cancelled(), search.guesses()};
}

}  // namespace pm::solver::classic9::PM_CLASSIC9_VARIANT
