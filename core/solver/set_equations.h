// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/geometry.h"

#include <cstddef>
#include <vector>

namespace pm::solver {

// Two unions of as many houses and the equation they give, as fixed by the
// geometry: the first leftover's digits less the second's add up to 0, so
// with every cage meeting a leftover read by its sum,
//   sum over `cells` of coefficient x digit = `total`.
// A cage mostly inside a leftover is counted whole, its cells outside
// taking the opposite sign (outies); a cage mostly outside lends the
// leftover its cells inside, as uncaged cells are.
struct SetEquation {
    std::vector<int> first;  // houses of one kind (rows, say; rows and columns for the ring)
    std::vector<int> second; // as many houses of another kind
    std::vector<int> cages;  // the cages read by their sum
    // The arrows (as indexes into Geometry::constraints()) whose shafts lie
    // wholly in a leftover: the shaft adds up to its circle, which stands
    // for it in the equation.
    std::vector<int> arrows;
    std::vector<int> plus, minus; // the equation's cells by sign
    int total = 0;
};

// Every pair of k rows against k columns (or k lines against k boxes or
// regions), and on 9x9 with 3x3 boxes Phistomefel's ring (rows 1, 2, 8, 9
// with columns 1, 2, 8, 9 against the eight boxes around the centre, so
// `first` holds rows and columns), whose equation reads at least one cage by
// its sum or one arrow by its circle, and holds at most 18 cells, each once. None on a geometry without cages or with
// counted houses. The explaining solver's set equivalence reads them at
// each step; the search (generic_search_tables.cpp) keeps those that cut
// candidates in the empty grid as sums of its own.
std::vector<SetEquation> buildSetEquations(const Geometry& geometry);
// Whether the geometry has an arrow of one circle cell (a term the set
// equations can read).
bool hasArrows(const Geometry& geometry);

// Those of buildSetEquations that cut candidates in the empty grid: with
// each sign's cells grouped by the houses they share (distinct digits), some
// group cannot take all of its range and still make the total. Fewest cells
// first, at most `most`. "Solver needs SET" (a Latin square of cages and
// dots) opens with one: nine cells at their highest digits less nine at
// their lowest make its total exactly.
std::vector<SetEquation> setEquationsCuttingEmptyGrid(const Geometry& geometry, std::size_t most);

} // namespace pm::solver
