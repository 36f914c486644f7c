// SPDX-License-Identifier: GPL-3.0-or-later
// Clues outside the grid about a whole row or column, read from the clue's
// side: sandwich sums, X-sums and skyscrapers. lines[0] lists the row or
// column from the cell next to the clue.
#include "core/constraints/constraints_internal.h"

#include <algorithm>

namespace pm::constraints {

// The digits strictly between the 1 and the N add up to the clue.
void checkSandwich(const Constraint& c, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    const auto& line = c.lines[0];
    int one = -1;
    int top = -1;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const int d = v[std::size_t(line[i])];
        if (d == 1)
            one = int(i);
        if (d == g.size())
            top = int(i);
    }
    if (one < 0 || top < 0)
        return;
    const std::vector<int> between(line.begin() + std::min(one, top) + 1, line.begin() + std::max(one, top));
    if (!linearCanHold(between, std::vector<int>(between.size(), 1), c.values[0], g.size(), v))
        reportAll(line, broken);
}

void compileSandwich(const Constraint& c, int index, const Geometry&, PropagatorSink& sink)
{
    sink.special(index, c.lines[0]);
}

// The first X cells add up to the clue, X being the first cell's digit.
void checkXSum(const Constraint& c, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    const auto& line = c.lines[0];
    const int x = v[std::size_t(line[0])];
    if (x == 0)
        return;
    if (x > int(line.size())) {
        broken.push_back(line[0]);
        return;
    }
    const std::vector<int> first(line.begin(), line.begin() + x);
    if (!linearCanHold(first, std::vector<int>(first.size(), 1), c.values[0], g.size(), v))
        reportAll(first, broken);
}

void compileXSum(const Constraint& c, int index, const Geometry&, PropagatorSink& sink)
{
    sink.special(index, c.lines[0]);
}

// Skyscrapers: a digit is seen when no larger one stands before it; the
// clue counts those seen. The digits seen before the first empty cell are
// seen whatever comes later, so too many of them already break the clue.
void checkSkyscraper(const Constraint& c, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    const auto& line = c.lines[0];
    int seen = 0;
    int tallest = 0;
    bool complete = true;
    for (int cell : line) {
        const int d = v[std::size_t(cell)];
        if (d == 0) {
            complete = tallest == g.size();
            break;
        }
        if (d > tallest) {
            ++seen;
            tallest = d;
        }
    }
    if (seen > c.values[0] || (complete && seen != c.values[0]))
        reportAll(line, broken);
}

// Bounds first: with k seen, the cell i places from the clue is at most
// N - k + 1 + i (k - 1 smaller ones must be seen after it, or before).
void compileSkyscraper(const Constraint& c, int index, const Geometry& g, PropagatorSink& sink)
{
    const auto& line = c.lines[0];
    const int clue = c.values[0];
    if (clue >= 1)
        for (int i = 0; i < int(line.size()); ++i) {
            ConstraintDigits allowed = 0;
            for (int d = 1; d <= std::min(g.size(), g.size() - clue + 1 + i); ++d)
                allowed |= ConstraintDigits(1) << (d - 1);
            sink.unary(line[std::size_t(i)], allowed);
        }
    sink.special(index, line);
}

} // namespace pm::constraints
