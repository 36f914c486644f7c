// SPDX-License-Identifier: GPL-3.0-or-later
// Fast exact solver for classic 9x9 Sudoku: per-digit bitboards split into three 27-bit bands, propagation of
// singles and locked candidates, depth-first guessing on a bivalue cell. Representation after the published
// band-oriented designs (JCZSolve, fsss2); the code is written from scratch.
//
// Figures quoted below are puzzles/s at limit 2, single thread, g++ -O2, CPU time, best of 3 passes on a loaded
// 2-core AMD EPYC VM (about 5% noise); "nodes" are guess nodes per puzzle.
#include "core/solver/classic9.h"

#include <array>
#include <bit>
#include <utility>

namespace pm::classic9 {
namespace {

// Bit layout. A band is three grid rows; the candidates of ONE digit inside ONE band are a 27-bit word:
//
//              box 0      box 1      box 2
//   row 3b+0 |  0  1  2 |  3  4  5 |  6  7  8 |
//   row 3b+1 |  9 10 11 | 12 13 14 | 15 16 17 |
//   row 3b+2 | 18 19 20 | 21 22 23 | 24 25 26 |
//
// so bit = 9 * (row % 3) + column. cand[3 * digit + band] holds the 27 such words of the grid. A "minirow" is the
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
constexpr Word kBandMask = 0x7FFFFFF;
constexpr Word kRowMask = 0x1FF;
constexpr Word kStackMask = 0x1C0E07;    // stack 0 of a column word: bits 0-2, 9-11, 18-20
constexpr Word kColumnSpread = 0x40201;  // 1 | 1 << 9 | 1 << 18: repeats a 9-bit column set in all three rows

constexpr Word columnsOf(Word w) { return (w | w >> 9 | w >> 18) & kRowMask; }
constexpr Word columnWord(Word columns) { return columns * kColumnSpread; }
constexpr Word lowestBit(Word w) { return w & (0u - w); }
// Population count of three words. Plain SWAR: baseline x86-64 has no POPCNT and std::popcount becomes a libgcc
// call there.
constexpr int countBits3(Word a, Word b, Word c) {
    const auto bytes = [](Word x) {
        x -= (x >> 1) & 0x55555555;
        x = (x & 0x33333333) + ((x >> 2) & 0x33333333);
        return (x + (x >> 4)) & 0x0F0F0F0F;
    };
    return int(((bytes(a) + bytes(b) + bytes(c)) * 0x01010101) >> 24);
}
constexpr bool atMostOneBit(Word w) { return (w & (w - 1)) == 0; }

struct Tables {
    std::array<std::uint8_t, 512> boxesOfRow{};  // 9 cells of a row -> 3-bit set of its non-empty minirows
    std::array<Word, 512> permutationCells{};    // 9-bit minirow occupancy -> cells of minirows on a fitting permutation
    std::array<Word, 512> stackKeep{};           // same filter on a stack, index 3 * band + column % 3 -> kept
                                                 // bits of stack 0 of a column word
    std::array<Word, 8> rowCells{};              // 3-bit row set -> the cells of those rows
    std::array<Word, 27> peersInBand{};          // row, box and column of a cell inside its band, minus the cell
};

constexpr Tables makeTables() {
    Tables t;
    for (int x = 0; x < 512; ++x)
        for (int box = 0; box < 3; ++box)
            if ((x >> (3 * box)) & 7) t.boxesOfRow[x] |= std::uint8_t(1 << box);
    constexpr int kPermutations[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (int occupied = 0; occupied < 512; ++occupied) {
        int keep = 0;
        for (const auto& p : kPermutations) {
            const int minirows = 1 << p[0] | 1 << (3 + p[1]) | 1 << (6 + p[2]);
            if ((occupied & minirows) == minirows) keep |= minirows;
        }
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
    }
    return t;
}
constexpr Tables kTables = makeTables();

// A placed digit keeps its own candidate bit; its peers never hold that digit again, so a cell whose last candidate
// disappears is a contradiction, and a grid without unsolved cells is a valid solution.
struct Grid {
    Word cand[27];     // cand[3 * digit + band], layout above
    Word unsolved[3];  // per band: cells without a placed digit
    Word openRows[3];  // per band: bit 3 * digit + (row % 3) set while the digit is not yet placed in that row
    Word dirty;        // bit i set while cand[i] changed since its last band pass. Replaced a compare-with-previous
                       // scan over all 27 words that took ~22% of the time on hard puzzles.
};

// Removes `cells` from cand[i], marking the word dirty if that changed it.
void clear(Grid& g, int i, Word cells) {
    const Word w = g.cand[i] & ~cells;
    g.dirty |= Word(w != g.cand[i]) << i;
    g.cand[i] = w;
}

// Places digit d on the cell `bit` of band b: clears the digit from the cell's peers and the other digits from
// the cell. The caller guarantees the candidate is present and no peer already holds d.
void place(Grid& g, int d, int b, Word bit) {
    const int cell = std::countr_zero(bit);
    const Word keep = g.cand[3 * d + b] & ~kTables.peersInBand[cell];
    for (int e = 0; e < 9; ++e) clear(g, 3 * e + b, bit);
    g.cand[3 * d + b] = keep;
    g.dirty |= Word(1) << (3 * d + b);
    const Word column = columnWord(Word(1) << (cell % 9));
    clear(g, 3 * d + (b + 1) % 3, column);
    clear(g, 3 * d + (b + 2) % 3, column);
    g.unsolved[b] &= ~bit;
    g.openRows[b] &= ~(Word(1) << (3 * d + cell / 9));
}

// Band pass for word i: permutation filter, then places the digit in every open row left with a single cell.
bool shrinkBand(Grid& g, int i) {
    const int d = i / 3, b = i - 3 * d;
    Word w = g.cand[i];
    const unsigned occupied = kTables.boxesOfRow[w & kRowMask] | kTables.boxesOfRow[(w >> 9) & kRowMask] << 3 |
                              kTables.boxesOfRow[w >> 18] << 6;
    w &= kTables.permutationCells[occupied];
    if (w == 0) return false;
    g.cand[i] = w;
    const Word singleRows = Word(atMostOneBit(w & kRowMask)) | Word(atMostOneBit((w >> 9) & kRowMask)) << 1 |
                            Word(atMostOneBit(w >> 18)) << 2;
    const Word newRows = singleRows & (g.openRows[b] >> (3 * d));
    if (newRows == 0) return true;
    const Word placed = w & kTables.rowCells[newRows];
    const Word columns = columnWord(columnsOf(placed));
    clear(g, 3 * d + (b + 1) % 3, columns);
    clear(g, 3 * d + (b + 2) % 3, columns);
    for (int e = 0; e < 9; ++e) clear(g, 3 * e + b, placed);
    g.cand[i] = w;
    g.dirty &= ~(Word(1) << i);
    g.unsolved[b] &= ~placed;
    g.openRows[b] &= ~(newRows << (3 * d));
    return true;
}

// Stack pass for digit d, the band pass turned on its side: per stack (three columns) the digit occupies one
// minicolumn per band and per column, so the same permutation table prunes minicolumns (vertical locked
// candidates); then every column left with a single cell gets the digit (column hidden single).
// Column hidden singles cut royle17 from 14.5 to 2.3 nodes (133k -> 268k/s); the vertical locked candidates cut
// top1465 from 29 to 19 nodes and forum_hardest_1905 from 153 to 140. Working on the whole digit at once (three
// band words folded into one column word) instead of per band and per stack: 1905 15.3k -> 18.5k/s.
bool stackPass(Grid& g, int d, bool& placedAny) {
    Word* w = &g.cand[3 * d];
    const Word columns = columnsOf(w[0]) | columnsOf(w[1]) << 9 | columnsOf(w[2]) << 18;  // bit 9 * band + column
    Word allowed = 0;
    for (int s = 0; s < 9; s += 3) {
        const Word stack = columns >> s & kStackMask;
        const Word keep = kTables.stackKeep[(stack | stack >> 6 | stack >> 12) & kRowMask];
        if (keep == 0) return false;
        allowed |= keep << s;
    }
    if (allowed != columns)
        for (int b = 0; b < 3; ++b) clear(g, 3 * d + b, columnWord(~(allowed >> (9 * b)) & kRowMask));
    const Word any = w[0] | w[1] | w[2], twice = (w[0] & w[1]) | (w[0] & w[2]) | (w[1] & w[2]);
    const Word r0 = any & kRowMask, r1 = (any >> 9) & kRowMask, r2 = any >> 18;
    const Word single = columnWord(~(columnsOf(twice) | (r0 & r1) | (r0 & r2) | (r1 & r2)) & kRowMask);
    for (int b = 0; b < 3; ++b) {
        for (Word c = w[b] & single & g.unsolved[b]; c; c &= c - 1) {
            const Word bit = lowestBit(c);
            if (!(w[b] & bit)) return false;  // an earlier single of this digit shares the row or box
            place(g, d, b, bit);
            placedAny = true;
        }
    }
    return true;
}

// Runs band passes, naked singles and stack passes to a fixpoint. Returns false on a contradiction. Naked singles
// are cheaper than a stack pass, so stack passes run only once no naked single is left, and only for digits whose
// words changed since the previous stack pass.
bool propagate(Grid& g) {
    Word touchedDigits = 0;
    for (;;) {
        Word touchedBands = 0;
        while (g.dirty) {
            const int i = std::countr_zero(g.dirty);
            g.dirty &= g.dirty - 1;
            touchedDigits |= Word(1) << (i / 3);
            touchedBands |= Word(1) << (i % 3);
            if (!shrinkBand(g, i)) return false;
        }

        bool placedAny = false;
        for (int b = 0; b < 3; ++b) {
            if (!(touchedBands >> b & 1)) continue;
            Word one = 0, two = 0;
            for (int d = 0; d < 9; ++d) {
                two |= one & g.cand[3 * d + b];
                one |= g.cand[3 * d + b];
            }
            if (g.unsolved[b] & ~one) return false;
            for (Word singles = g.unsolved[b] & ~two; singles; singles &= singles - 1) {
                const Word bit = lowestBit(singles);
                int d = 0;
                while (d < 9 && !(g.cand[3 * d + b] & bit)) ++d;
                if (d == 9) return false;  // an earlier single of this batch took the last candidate
                place(g, d, b, bit);
                placedAny = true;
            }
        }
        if (placedAny) continue;

        const Word open = g.openRows[0] | g.openRows[1] | g.openRows[2];
        for (; touchedDigits; touchedDigits &= touchedDigits - 1) {
            const int d = std::countr_zero(touchedDigits);
            if ((open >> (3 * d) & 7) && !stackPass(g, d, placedAny)) return false;
        }
        if (!placedAny && !g.dirty) return true;
    }
}

class Search {
public:
    Search(std::uint64_t limit, std::uint8_t* first, std::stop_token stop)
        : limit_(limit), first_(first), stop_(std::move(stop)) {}

    // Solves g in place; each guess but the last works on a copy (34 words), the last one continues in g.
    void run(Grid& g) {
        for (;;) {
            if (!propagate(g)) return;
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
            int band = 0;
            const Word cell = chooseCell(g, band);
            Word digits = 0;
            for (int d = 0; d < 9; ++d)
                if (g.cand[3 * d + band] & cell) digits |= Word(1) << d;
            for (; !atMostOneBit(digits); digits &= digits - 1) {
                ++guesses_;
                Grid branch = g;
                place(branch, std::countr_zero(digits), band, cell);
                run(branch);
                if (finished()) return;
            }
            place(g, std::countr_zero(digits), band, cell);
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
    static constexpr int kScoredPairs = 8;

    bool finished() const { return count_ >= limit_ || cancelled_; }

    void record(const Grid& g) {
        if (count_++ == 0 && first_) {
            for (int i = 0; i < 27; ++i)
                for (Word w = g.cand[i]; w; w &= w - 1)
                    first_[27 * (i % 3) + std::countr_zero(w)] = std::uint8_t(i / 3 + 1);
        }
    }

    // Picks the bivalue cell with the most unsolved peers (both branches then propagate furthest). Against the
    // first bivalue cell: forum_hardest_1905 140 -> 82 nodes, 1106 284 -> 140, top1465 19 -> 10 (1905 12.2k ->
    // 15.3k/s). Scoring by the peers holding the cell's two digits gives the same node counts at a higher price.
    // Without a bivalue cell, takes the first cell with the fewest candidates.
    static Word chooseCell(const Grid& g, int& band) {
        Word best = 0;
        int bestScore = -1, budget = kScoredPairs;
        for (int b = 0; b < 3 && budget > 0; ++b) {
            Word one = 0, two = 0, three = 0;
            for (int d = 0; d < 9; ++d) {
                const Word w = g.cand[3 * d + b];
                three |= two & w;
                two |= one & w;
                one |= w;
            }
            for (Word pairs = g.unsolved[b] & two & ~three; pairs && budget > 0; pairs &= pairs - 1, --budget) {
                const int cell = std::countr_zero(pairs);
                const Word column = columnWord(Word(1) << (cell % 9));
                const int score = countBits3(g.unsolved[b] & kTables.peersInBand[cell], g.unsolved[(b + 1) % 3] & column,
                                             g.unsolved[(b + 2) % 3] & column);
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
                for (int d = 0; d < 9; ++d) n += (g.cand[3 * d + b] & bit) != 0;
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
    bool cancelled_ = false;
};

// The search state the givens leave; false when they clash.
bool setUp(const std::uint8_t* cells, Grid& g) {
    // One pass over the givens: clash check, and the grid they leave, built in bulk rather than by place() per
    // given (serg_benchmark, ~35 givens per puzzle: setup was 13% of the time).
    for (auto& w : g.cand) w = kBandMask;
    Word givenCells[3] = {}, givenDigits[27] = {};
    unsigned rowSeen[9] = {}, colSeen[9] = {}, boxSeen[9] = {};
    for (int row = 0; row < 9; ++row) {
        const int b = row / 3;
        for (int col = 0; col < 9; ++col) {
            const unsigned v = cells[9 * row + col];
            if (v == 0) continue;
            if (v > 9) return false;
            const unsigned seen = 1u << v, box = 3 * b + col / 3;
            if ((rowSeen[row] | colSeen[col] | boxSeen[box]) & seen) return false;
            rowSeen[row] |= seen;
            colSeen[col] |= seen;
            boxSeen[box] |= seen;
            const int d = int(v) - 1, cell = 9 * (row % 3) + col;
            const Word column = columnWord(Word(1) << col);
            g.cand[3 * d + b] &= ~kTables.peersInBand[cell];
            g.cand[3 * d + (b + 1) % 3] &= ~column;
            g.cand[3 * d + (b + 2) % 3] &= ~column;
            givenCells[b] |= Word(1) << cell;
            givenDigits[3 * d + b] |= Word(1) << cell;
        }
    }
    for (int i = 0; i < 27; ++i) g.cand[i] = (g.cand[i] & ~givenCells[i % 3]) | givenDigits[i];
    for (int b = 0; b < 3; ++b) {
        g.unsolved[b] = kBandMask & ~givenCells[b];
        g.openRows[b] = 0;
        for (int d = 0; d < 9; ++d) {
            const Word placed = givenDigits[3 * d + b];
            const Word rows = Word((placed & kRowMask) == 0) | Word((placed >> 9 & kRowMask) == 0) << 1 |
                              Word((placed >> 18) == 0) << 2;
            g.openRows[b] |= rows << (3 * d);
        }
    }
    g.dirty = (Word(1) << 27) - 1;
    return true;
}

}  // namespace

Result countSolutions(const std::uint8_t* cells, std::uint64_t limit, std::uint8_t* firstSolution,
                      std::stop_token stop) {
    if (limit == 0) return {};
    if (stop.stop_requested()) return {0, true};
    Grid g;
    if (!setUp(cells, g)) return {};
    Search search(limit, firstSolution, std::move(stop));
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
    g.cand[3 * (digit - 1) + b] &= ~(Word(1) << (9 * (row % 3) + cell % 9));
    Search search(limit, nullptr, std::move(stop));
    search.run(g);
    return {search.count(), search.cancelled(), search.guesses()};
}

}  // namespace pm::classic9
