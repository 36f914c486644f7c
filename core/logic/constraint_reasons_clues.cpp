// SPDX-License-Identifier: GPL-3.0-or-later
// The plain reasons of clues outside the grid (constraint_reasons.h): an
// X-sum clue's table of first digits and the sets of its first cells, a
// sandwich clue's ways of placing its 1, its N and the digits between, or
// the counts of cells its sum can take. A skyscraper clue's reasons are in
// constraint_reasons_skyscrapers.cpp.
#include "core/logic/constraint_reasons.h"
#include "core/logic/constraint_reasons_internal.h"

#include "core/geometry.h"

#include <algorithm>
#include <optional>

namespace pm::logic::reasons {

namespace {

// Whether the cells can take the digits of `set`, one each, from what
// they can hold.
bool takes(const Grid& state, const std::vector<int>& cells, DigitMask set, size_t from = 0)
{
    if (from == cells.size())
        return set == 0;
    for (DigitMask m = possible(state, cells[from]) & set; m; m &= m - 1)
        if (takes(state, cells, set & ~(m & -m), from + 1))
            return true;
    return false;
}

// Whether some set of the table (X digits, X among them) puts `digit` at
// `place` on the line; `xs` gives each set's X.
bool allowed(const std::vector<int>& xs, const std::vector<std::uint64_t>& sets, size_t place, int digit)
{
    for (size_t i = 0; i < sets.size(); ++i) {
        const size_t x = size_t(xs[i]);
        const bool in = (sets[i] & digitBit(digit)) != 0;
        if (place == 0 ? digit == xs[i] : place < x ? in && digit != xs[i] : !in)
            return true;
    }
    return false;
}

// Whether some way of a sandwich (1 at place one, N at place nine, `set`
// between) puts `digit` at `place`.
bool sandwichAllows(const std::vector<ConstraintClaim>& ways, const std::vector<int>& line, size_t place, int digit,
                    int n)
{
    for (const ConstraintClaim& way : ways) {
        const size_t one = size_t(std::find(line.begin(), line.end(), way.cell) - line.begin());
        const size_t nine = size_t(std::find(line.begin(), line.end(), way.from) - line.begin());
        const bool between = place > std::min(one, nine) && place < std::max(one, nine);
        const bool in = (way.fromDigits & digitBit(digit)) != 0;
        if (place == one ? digit == 1
            : place == nine ? digit == n
            : between       ? in
                            : !in && digit != 1 && digit != n)
            return true;
    }
    return false;
}

} // namespace

bool allPeers(const Geometry& g, const std::vector<int>& line)
{
    for (size_t a = 0; a < line.size(); ++a)
        for (size_t b = a + 1; b < line.size(); ++b)
            if (!g.arePeers(line[a], line[b]))
                return false;
    return true;
}

// X-sum clue 9 above column 3: X = 2 makes 2 + 7, X = 3 makes 3 + 1 + 5 or
// 3 + 2 + 4, and X of 4 or more is too much (4 + 1 + 2 + 3 = 10). With the
// candidates of the first cells, say only {2,7} (X = 2) and {1,3,5} (X =
// 3) fit: the first cell holds 2 or 3, the second 7, 1 or 5, and a digit
// of every set would stand in the first cells, never after them.
bool explainByXSumSets(const Grid& state, const Constraint& c, Step& step)
{
    const Geometry& g = state.geometry();
    if (c.lines.empty() || c.values.empty() || g.symbolCount() > 16)
        return false;
    const auto& line = c.lines[0];
    // The digits after the first X differ from theirs only when all share a house.
    if (!allPeers(g, line))
        return false;
    const int clue = c.values.front();
    std::vector<int> xs;
    std::vector<std::uint64_t> sets;
    for (int x : digitsOf(possible(state, line[0]))) {
        if (x > int(line.size()))
            continue;
        const std::vector<int> rest(line.begin() + 1, line.begin() + x);
        const DigitMask others = allDigits(g.symbolCount()) & ~digitBit(x);
        // Every set of x-1 other digits adding up to clue - x.
        for (DigitMask set = 0;;) {
            if (digitCount(set) == x - 1) {
                int sum = 0;
                for (int d : digitsOf(set))
                    sum += d;
                if (sum == clue - x && takes(state, rest, set)) {
                    xs.push_back(x);
                    sets.push_back(set | digitBit(x));
                }
            }
            // (set - others) & others steps through the subsets of `others` in order, back to 0.
            set = (set - others) & others;
            if (set == 0)
                break;
        }
    }
    constexpr size_t kMostSets = 8;
    if (sets.empty() || sets.size() > kMostSets)
        return false;
    for (const CellDigit& e : step.eliminations) {
        const auto at = std::find(line.begin(), line.end(), e.cell);
        if (at == line.end() || allowed(xs, sets, size_t(at - line.begin()), e.digit))
            return false;
    }
    // Each set's X is its size: the detail keeps the sets alone.
    step.detail.constraintReason = int(ConstraintReason::XSumSets);
    step.detail.digitSets = std::move(sets);
    return true;
}

// A sandwich clue as its two reasons read it: its line, its clue and the
// digit count, when the line lies in one house (its cells all differ) and
// the grid has at most 16 digits (the middle digits' subsets stay few).
struct SandwichLine {
    const std::vector<int>& line;
    int clue;
    int n;
};

std::optional<SandwichLine> sandwichLine(const Grid& state, const Constraint& c)
{
    const Geometry& g = state.geometry();
    const int n = g.symbolCount();
    if (c.lines.empty() || c.values.empty() || n > 16 || !allPeers(g, c.lines[0]))
        return std::nullopt;
    return SandwichLine{c.lines[0], c.values.front(), n};
}

// Sandwich clue 2 above column 3: only {2} adds up to 2, so the 1 and the
// 9 stand two apart with the 2 between them. With the candidates, say only
// 1 in r4c3 and 9 in r6c3 fit: r5c3 holds 2, r4c3 1, r6c3 9, and no other
// cell of the column holds any of them.
bool explainBySandwichWays(const Grid& state, const Constraint& c, Step& step)
{
    const std::optional<SandwichLine> read = sandwichLine(state, c);
    if (!read)
        return false;
    // Named references, not a structured binding: clang 14 (the fuzz build) cannot capture one.
    const std::vector<int>& line = read->line;
    const int clue = read->clue;
    const int n = read->n;
    // The sets of the middle digits (2 to N-1) adding up to the clue, by size.
    const DigitMask middle = allDigits(n) & ~digitBit(1) & ~digitBit(n);
    std::vector<std::vector<DigitMask>> bySize(size_t(n) + 1);
    for (DigitMask set = 0;;) {
        int sum = 0;
        for (int d : digitsOf(set))
            sum += d;
        if (sum == clue)
            bySize[size_t(digitCount(set))].push_back(set);
        set = (set - middle) & middle; // the next subset of `middle`, back to 0 after the last
        if (set == 0)
            break;
    }
    constexpr size_t kMostWays = 6;
    std::vector<ConstraintClaim> ways;
    for (size_t one = 0; one < line.size(); ++one) {
        if (!(possible(state, line[one]) & digitBit(1)))
            continue;
        for (size_t nine = 0; nine < line.size(); ++nine) {
            if (nine == one || !(possible(state, line[nine]) & digitBit(n)))
                continue;
            const std::vector<int> between(line.begin() + std::ptrdiff_t(std::min(one, nine)) + 1,
                                           line.begin() + std::ptrdiff_t(std::max(one, nine)));
            for (DigitMask set : bySize[between.size()])
                if (takes(state, between, set)) {
                    if (ways.size() == kMostWays)
                        return false; // too many to tell
                    ways.push_back({.cell = line[one], .from = line[nine], .fromDigits = set, .addends = {}});
                }
        }
    }
    if (ways.empty())
        return false;
    for (const CellDigit& e : step.eliminations) {
        const auto at = std::find(line.begin(), line.end(), e.cell);
        if (at == line.end() || sandwichAllows(ways, line, size_t(at - line.begin()), e.digit, n))
            return false;
    }
    step.detail.constraintReason = int(ConstraintReason::SandwichWays);
    step.detail.claims = std::move(ways);
    return true;
}

// A sandwich clue of 10: its digits between the 1 and the 9 add up to 10
// only over 2 cells (2+8 ...) or 3 (2+3+5 ...), never 1 (at most 8) nor 4
// (at least 2+3+4+5 = 14), so the 1 and the 9 stand 3 or 4 places apart;
// a 1 with no cell that far able to hold the 9 goes, and so does such a 9.
bool explainBySandwichLengths(const Grid& state, const Constraint& c, Step& step)
{
    const std::optional<SandwichLine> read = sandwichLine(state, c);
    if (!read)
        return false;
    // Named references, not a structured binding: clang 14 (the fuzz build) cannot capture one.
    const std::vector<int>& line = read->line;
    const int clue = read->clue;
    const int n = read->n;
    // The counts of middle digits (2 to N-1) that can add up to the clue:
    // k of them add up to anything from the k least to the k most.
    std::vector<int> lengths;
    for (int k = 0; k <= n - 2; ++k) {
        const int least = k * (k + 3) / 2;                   // 2 + 3 + ... + (k+1)
        const int most = k * (2 * n - 1 - k) / 2;            // (N-1) + ... + (N-k)
        if (clue >= least && clue <= most)
            lengths.push_back(k);
    }
    if (lengths.empty() || int(lengths.size()) == n - 1)
        return false;
    // Whether the cell at `place` has a partner holding `other` at an
    // allowed distance.
    const auto partnered = [&](size_t place, int other) {
        return std::any_of(lengths.begin(), lengths.end(), [&](int k) {
            const size_t apart = size_t(k) + 1;
            return (place >= apart && (possible(state, line[place - apart]) & digitBit(other)))
                || (place + apart < line.size() && (possible(state, line[place + apart]) & digitBit(other)));
        });
    };
    for (const CellDigit& e : step.eliminations) {
        const auto at = std::find(line.begin(), line.end(), e.cell);
        if (at == line.end() || (e.digit != 1 && e.digit != n))
            return false;
        if (partnered(size_t(at - line.begin()), e.digit == 1 ? n : 1))
            return false;
    }
    step.detail.constraintReason = int(ConstraintReason::SandwichLengths);
    step.detail.digits = std::move(lengths);
    return true;
}

} // namespace pm::logic::reasons
