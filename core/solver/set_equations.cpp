// SPDX-License-Identifier: GPL-3.0-or-later
// The equations of set equivalence, as the geometry fixes them: k houses of
// one kind against k of another hold every digit k times, so what the first
// union holds outside the second adds up to what the second holds outside
// the first, and the cages meeting those leftovers stand for their sums.
// Phistomefel's ring mixes rows and columns on one side, so a cell is
// counted as often as a side's houses hold it.
#include "core/solver/set_equations.h"

#include <algorithm>
#include <optional>
#include <utility>

namespace pm::solver {

namespace {

// The cells a pair's equation may hold in the empty grid. Three rows of
// three cells on each side (18) is what "Solver needs SET" (TopAutism)
// turns on: there the equation is at its extreme, every row's cells at
// their highest or lowest digits. Longer ones are left out to bound the
// pairs read at each step.
constexpr int kMostLeftoverCells = 18;
// How many pairs of k houses each are listed, at most, per two kinds of
// house: C(9,3)^2 = 7056 on 9x9 (k up to 3); bigger grids stop at smaller k.
constexpr long kMostPairsPerKinds = 8000;

enum class Kind { Row, Column, Box };

std::optional<Kind> kindOf(HouseKind kind)
{
    switch (kind) {
    case HouseKind::Row: return Kind::Row;
    case HouseKind::Column: return Kind::Column;
    case HouseKind::Box:
    case HouseKind::Region: return Kind::Box;
    default: return std::nullopt;
    }
}

// Every k-subset of `items`, ascending.
void subsets(const std::vector<int>& items, int k, std::vector<std::vector<int>>& out)
{
    std::vector<int> chosen;
    auto visit = [&](auto&& self, size_t from) -> void {
        if (int(chosen.size()) == k) {
            out.push_back(chosen);
            return;
        }
        for (size_t i = from; i < items.size(); ++i) {
            chosen.push_back(items[i]);
            self(self, i + 1);
            chosen.pop_back();
        }
    };
    visit(visit, 0);
}

long choose(int n, int k)
{
    long result = 1;
    for (int i = 1; i <= k; ++i)
        result = result * (n - k + i) / i;
    return result;
}

// Adds one leftover's part of the equation with `sign` (+1 for the first,
// -1 for the second): its cages by their sums, its other cells by value.
void readSide(const Geometry& g, const std::vector<bool>& leftover, int sign, std::vector<int>& coefficient,
              SetEquation& pair)
{
    std::vector<bool> seen(g.cages().size(), false);
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        if (!leftover[size_t(cell)])
            continue;
        const int cage = g.cageOf(cell);
        if (cage < 0) {
            coefficient[size_t(cell)] += sign;
            continue;
        }
        if (seen[size_t(cage)])
            continue;
        seen[size_t(cage)] = true;
        const auto& cells = g.cages()[size_t(cage)].cells;
        const auto inside = std::count_if(cells.begin(), cells.end(), [&](int c) { return leftover[size_t(c)]; });
        if (2 * size_t(inside) > cells.size()) {
            // Inside = the sum less the cells sticking out.
            pair.total -= sign * g.cages()[size_t(cage)].sum;
            pair.cages.push_back(cage);
            for (int c : cells)
                if (!leftover[size_t(c)])
                    coefficient[size_t(c)] -= sign;
        } else {
            for (int c : cells)
                if (leftover[size_t(c)])
                    coefficient[size_t(c)] += sign;
        }
    }
}

// Then the arrows of one circle cell whose shafts lie wholly among the
// cells a side counts by value (none in a cage): the shaft adds up to the
// circle, so the circle takes its place, with the side's sign. A circle in
// the other leftover then cancels out.
void readArrows(const Geometry& g, std::vector<int>& coefficient, SetEquation& pair)
{
    for (int index = 0; index < int(g.constraints().size()); ++index) {
        const Constraint& arrow = g.constraints()[size_t(index)];
        if (arrow.kind != ConstraintKind::Arrow || arrow.lines.front().size() != 1)
            continue; // pills read their cells as a number, not a sum
        const int circle = arrow.lines.front().front();
        for (size_t line = 1; line < arrow.lines.size(); ++line) {
            std::vector<int> shaft;
            for (int cell : arrow.lines[line])
                if (cell != circle)
                    shaft.push_back(cell);
            if (shaft.empty())
                continue;
            const int sign = coefficient[size_t(shaft.front())];
            const bool inside = (sign == 1 || sign == -1) && std::all_of(shaft.begin(), shaft.end(), [&](int cell) {
                return coefficient[size_t(cell)] == sign && g.cageOf(cell) < 0;
            });
            if (!inside)
                continue;
            for (int cell : shaft)
                coefficient[size_t(cell)] -= sign;
            coefficient[size_t(circle)] += sign;
            if (std::find(pair.arrows.begin(), pair.arrows.end(), index) == pair.arrows.end())
                pair.arrows.push_back(index);
        }
    }
}

// The equation of `first` against `second`: each cell counted once per
// house of `first` holding it, less once per house of `second`. Cells left
// at +1 form the first leftover, at -1 the second; a cell counted twice
// either way leaves the pair to others. Kept when a cage is read by its sum
// (or, with `arrows`, an arrow by its circle) and at most kMostLeftoverCells
// cells remain.
std::optional<SetEquation> pairEquation(const Geometry& g, const std::vector<int>& first,
                                        const std::vector<int>& second, bool arrows)
{
    std::vector<int> covered(size_t(g.cellCount()), 0);
    for (int h : first)
        for (int cell : g.houses()[size_t(h)].cells)
            ++covered[size_t(cell)];
    for (int h : second)
        for (int cell : g.houses()[size_t(h)].cells)
            --covered[size_t(cell)];
    std::vector<bool> onlyFirst(covered.size()), onlySecond(covered.size());
    bool any = false;
    for (size_t c = 0; c < covered.size(); ++c) {
        if (covered[c] < -1 || covered[c] > 1)
            return std::nullopt;
        onlyFirst[c] = covered[c] == 1;
        onlySecond[c] = covered[c] == -1;
        any = any || onlyFirst[c];
    }
    if (!any)
        return std::nullopt; // the same cells (a band and its boxes): nothing to compare
    SetEquation pair{first, second, {}, {}, {}, {}, 0};
    std::vector<int> coefficient(size_t(g.cellCount()), 0);
    readSide(g, onlyFirst, +1, coefficient, pair);
    readSide(g, onlySecond, -1, coefficient, pair);
    if (arrows)
        readArrows(g, coefficient, pair);
    bool simple = true; // a cell counted twice is left to other pairs
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        const int c = coefficient[size_t(cell)];
        simple = simple && c >= -1 && c <= 1;
        if (c == 1)
            pair.plus.push_back(cell);
        else if (c == -1)
            pair.minus.push_back(cell);
    }
    // Without a cage read by its sum (or an arrow by its circle) the
    // equation only says the leftovers add up alike, which the digits say
    // anyway.
    const size_t cells = pair.plus.size() + pair.minus.size();
    if (!simple || (pair.cages.empty() && pair.arrows.empty()) || cells == 0 || cells > size_t(kMostLeftoverCells))
        return std::nullopt;
    return pair;
}

// Phistomefel's ring on 9x9 with 3x3 boxes: rows 1, 2, 8 and 9 with columns
// 1, 2, 8 and 9 hold every digit eight times, as the eight boxes around the
// centre do. The rows and columns cover the four 2x2 corners twice and the
// boxes once; the boxes alone cover the ring of sixteen cells around box 5;
// the rest both cover once. So the corners hold the ring's digits.
std::optional<SetEquation> phistomefelRing(const Geometry& g, const std::vector<int> (&byKind)[3])
{
    if (g.size() != 9 || byKind[0].size() != 9 || byKind[1].size() != 9 || byKind[2].size() != 9)
        return std::nullopt;
    std::vector<int> lines, boxes;
    for (int h : byKind[0])
        if (const int i = g.houses()[size_t(h)].index; i < 2 || i > 6)
            lines.push_back(h);
    for (int h : byKind[1])
        if (const int i = g.houses()[size_t(h)].index; i < 2 || i > 6)
            lines.push_back(h);
    for (int h : byKind[2]) {
        // Only 3x3 boxes in their usual places: the centre box is the one
        // holding r5c5, and a jigsaw's regions make no ring.
        if (g.houses()[size_t(h)].kind != HouseKind::Box)
            return std::nullopt;
        const auto& cells = g.houses()[size_t(h)].cells;
        if (std::find(cells.begin(), cells.end(), 40) == cells.end())
            boxes.push_back(h);
    }
    if (lines.size() != 8 || boxes.size() != 8)
        return std::nullopt;
    return pairEquation(g, lines, boxes, false);
}

} // namespace

bool hasArrows(const Geometry& g)
{
    return std::any_of(g.constraints().begin(), g.constraints().end(), [](const Constraint& c) {
        return c.kind == ConstraintKind::Arrow && c.lines.front().size() == 1;
    });
}

std::vector<SetEquation> buildSetEquations(const Geometry& g)
{
    std::vector<SetEquation> pairs;
    if (!(g.hasCages() || hasArrows(g)) || g.isCounted())
        return pairs;
    std::vector<int> byKind[3];
    for (int h = 0; h < int(g.houses().size()); ++h)
        if (const auto kind = kindOf(g.houses()[size_t(h)].kind))
            byKind[int(*kind)].push_back(h);
    const std::pair<Kind, Kind> kindPairs[] = {{Kind::Row, Kind::Column}, {Kind::Row, Kind::Box},
                                               {Kind::Column, Kind::Box}};
    const int n = g.size();
    // k houses against k give the same leftovers as the other n - k
    // against the other n - k, swapped: half the sizes are enough.
    for (int k = 1; 2 * k <= n; ++k) {
        for (const auto& [a, b] : kindPairs) {
            // Lines against boxes past two each would add 14112 pairs on
            // 9x9, twice the rows against columns; they are left out to
            // keep a killer state's every instance (All Steps) affordable.
            if (b == Kind::Box && k > 2)
                continue;
            const std::vector<int>& one = byKind[int(a)];
            const std::vector<int>& other = byKind[int(b)];
            if (one.size() != size_t(n) || other.size() != size_t(n))
                continue;
            if (choose(n, k) * choose(n, k) > kMostPairsPerKinds)
                continue;
            std::vector<std::vector<int>> firsts, seconds;
            subsets(one, k, firsts);
            subsets(other, k, seconds);
            for (const auto& first : firsts)
                for (const auto& second : seconds)
                    if (auto pair = pairEquation(g, first, second, true))
                        pairs.push_back(std::move(*pair));
        }
    }
    if (auto ring = phistomefelRing(g, byKind))
        pairs.push_back(std::move(*ring));
    return pairs;
}

namespace {

// The least and the most `count` distinct digits of 1..size add up to.
int leastDistinct(int count) { return count * (count + 1) / 2; }
int mostDistinct(int size, int count) { return count * (2 * size - count + 1) / 2; }

// How far an equation's total lies from the nearer end of its range with
// every digit open, its cells of each sign split greedily into groups
// sharing a house, each group ranging over its least to its most distinct
// digits; and whether it cuts something there: some group cannot take all
// of its range and still make the total. 0 puts every group at an extreme.
struct EmptyGridBounds {
    int slack = 0;
    bool cuts = false;
};

EmptyGridBounds emptyGridBounds(const Geometry& g, const SetEquation& equation)
{
    std::vector<std::pair<int, int>> ranges; // per group: its least and most contribution
    for (const auto* side : {&equation.plus, &equation.minus}) {
        const int sign = side == &equation.plus ? 1 : -1;
        std::vector<int> left = *side;
        while (!left.empty()) {
            std::vector<int> group{left.front()};
            for (size_t i = 1; i < left.size(); ++i)
                if (std::all_of(group.begin(), group.end(), [&](int cell) { return g.arePeers(cell, left[i]); }))
                    group.push_back(left[i]);
            std::erase_if(left, [&](int cell) { return std::find(group.begin(), group.end(), cell) != group.end(); });
            const int count = int(group.size());
            const int low = leastDistinct(count), high = mostDistinct(g.size(), count);
            ranges.push_back(sign > 0 ? std::pair{low, high} : std::pair{-high, -low});
        }
    }
    int lowest = 0, highest = 0;
    for (const auto& [low, high] : ranges) {
        lowest += low;
        highest += high;
    }
    EmptyGridBounds bounds;
    bounds.slack = std::max(0, std::min(highest - equation.total, equation.total - lowest));
    // Out of range: no grid at all, which the search finds out at once.
    bounds.cuts = equation.total < lowest || equation.total > highest;
    for (const auto& [low, high] : ranges)
        bounds.cuts = bounds.cuts || highest - equation.total < high - low || equation.total - lowest < high - low;
    return bounds;
}

} // namespace

std::vector<SetEquation> setEquationsCuttingEmptyGrid(const Geometry& geometry, std::size_t most)
{
    std::vector<std::pair<SetEquation, int>> kept; // with its slack
    for (SetEquation& equation : buildSetEquations(geometry)) {
        // Several pairs of unions can leave the same equation.
        const bool known = std::any_of(kept.begin(), kept.end(), [&](const auto& other) {
            return other.first.plus == equation.plus && other.first.minus == equation.minus
                   && other.first.total == equation.total;
        });
        if (known)
            continue;
        if (const EmptyGridBounds bounds = emptyGridBounds(geometry, equation); bounds.cuts)
            kept.push_back({std::move(equation), bounds.slack});
    }
    // Nearest an extreme first (those cut most), then the shortest.
    std::stable_sort(kept.begin(), kept.end(), [](const auto& a, const auto& b) {
        const size_t aCells = a.first.plus.size() + a.first.minus.size();
        const size_t bCells = b.first.plus.size() + b.first.minus.size();
        return std::pair{a.second, aCells} < std::pair{b.second, bCells};
    });
    std::vector<SetEquation> equations;
    for (size_t i = 0; i < kept.size() && i < most; ++i)
        equations.push_back(std::move(kept[i].first));
    return equations;
}

} // namespace pm::solver
