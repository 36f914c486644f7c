// SPDX-License-Identifier: GPL-3.0-or-later
// Rules between two cells that share an edge: kropki dots, X and V, and the
// negative rules that forbid them wherever no mark is given
// (non-consecutive for white dots, "all black dots given", "all X and V given").
// As f-puzzles and SudokuPad read them, a kropki dot of either colour frees
// its edge from both kropki negatives: 1 and 2 are consecutive and in ratio
// 2, so a setter may mark them with either dot, and the other negative must
// not then forbid the pair.
#include "core/constraints/constraints_internal.h"

#include <algorithm>
#include <cstdlib>

namespace pm::constraints {

namespace {

bool differ(int a, int b, int difference) { return std::abs(a - b) == difference; }
bool inRatio(int a, int b, int ratio) { return a == ratio * b || b == ratio * a; }
bool addUpTo(int a, int b, int sum) { return a + b == sum; }
bool notConsecutive(int a, int b, int) { return std::abs(a - b) != 1; }
bool notInRatio(int a, int b, int ratio) { return a != ratio * b && b != ratio * a; }
bool neitherXNorV(int a, int b, int) { return a + b != 5 && a + b != 10; }

std::vector<std::pair<int, int>> dotPair(const Constraint& c)
{
    return {{c.lines[0][0], c.lines[0][1]}};
}

// The pairs of the grid without a mark of these kinds.
std::vector<std::pair<int, int>> unmarkedPairs(const Geometry& g, std::initializer_list<ConstraintKind> kinds)
{
    std::vector<std::pair<int, int>> pairs;
    for (const auto& [a, b] : orthogonalPairs(g.size()))
        if (!pairMarked(g.constraints(), a, b, kinds))
            pairs.push_back({a, b});
    return pairs;
}

constexpr std::initializer_list<ConstraintKind> kKropkiDots = {ConstraintKind::WhiteDot, ConstraintKind::BlackDot};

// The ratios "all black dots given" forbids on an unmarked edge: 2, and
// every other ratio a black dot of the puzzle shows (a puzzle with dots of
// 3 means no unmarked pair is in ratio 3 either).
std::vector<int> forbiddenRatios(const Geometry& g)
{
    std::vector<int> ratios = {2};
    for (const Constraint& c : g.constraints())
        if (c.kind == ConstraintKind::BlackDot && std::find(ratios.begin(), ratios.end(), c.values[0]) == ratios.end())
            ratios.push_back(c.values[0]);
    return ratios;
}

void compilePairs(const std::vector<std::pair<int, int>>& pairs, bool (*allowed)(int, int, int), int parameter,
                  PropagatorSink& sink)
{
    for (const auto& [a, b] : pairs)
        sink.relation(a, b, [allowed, parameter](int x, int y) { return allowed(x, y, parameter); });
}

} // namespace

void checkWhiteDot(const Constraint& c, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    checkPairsWithEmpty(dotPair(c), v, differ, c.values[0], g.symbolCount(), broken);
}

void compileWhiteDot(const Constraint& c, int, const Geometry&, PropagatorSink& sink)
{
    compilePairs(dotPair(c), differ, c.values[0], sink);
}

void checkBlackDot(const Constraint& c, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    checkPairsWithEmpty(dotPair(c), v, inRatio, c.values[0], g.symbolCount(), broken);
}

void compileBlackDot(const Constraint& c, int, const Geometry&, PropagatorSink& sink)
{
    compilePairs(dotPair(c), inRatio, c.values[0], sink);
}

void checkXV(const Constraint& c, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    checkPairsWithEmpty(dotPair(c), v, addUpTo, c.values[0], g.symbolCount(), broken);
}

void compileXV(const Constraint& c, int, const Geometry&, PropagatorSink& sink)
{
    compilePairs(dotPair(c), addUpTo, c.values[0], sink);
}

void checkNonConsecutive(const Constraint&, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    checkPairs(unmarkedPairs(g, kKropkiDots), v, notConsecutive, 0, broken);
}

void compileNonConsecutive(const Constraint&, int, const Geometry& g, PropagatorSink& sink)
{
    compilePairs(unmarkedPairs(g, kKropkiDots), notConsecutive, 0, sink);
}

void checkNegativeBlack(const Constraint&, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    const auto pairs = unmarkedPairs(g, kKropkiDots);
    for (int ratio : forbiddenRatios(g))
        checkPairs(pairs, v, notInRatio, ratio, broken);
}

void compileNegativeBlack(const Constraint&, int, const Geometry& g, PropagatorSink& sink)
{
    const auto pairs = unmarkedPairs(g, kKropkiDots);
    for (int ratio : forbiddenRatios(g))
        compilePairs(pairs, notInRatio, ratio, sink);
}

void checkNegativeXV(const Constraint&, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    checkPairs(unmarkedPairs(g, {ConstraintKind::XV}), v, neitherXNorV, 0, broken);
}

void compileNegativeXV(const Constraint&, int, const Geometry& g, PropagatorSink& sink)
{
    compilePairs(unmarkedPairs(g, {ConstraintKind::XV}), neitherXNorV, 0, sink);
}

} // namespace pm::constraints
