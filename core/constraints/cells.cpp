// SPDX-License-Identifier: GPL-3.0-or-later
// Rules on single cells or small cell sets: even and odd cells, minimum and
// maximum cells, quadruples, and sets of distinct digits (cages without a
// sum, extra regions that are no windows, a single diagonal).
#include "core/constraints/constraints_internal.h"

#include <algorithm>
#include <map>

namespace pm::constraints {

namespace {

void checkParity(const Constraint& c, const Values& v, int remainder, std::vector<int>& broken)
{
    for (int cell : c.lines[0])
        if (v[std::size_t(cell)] != 0 && v[std::size_t(cell)] % 2 != remainder)
            broken.push_back(cell);
}

void compileParity(const Constraint& c, const Geometry& g, int remainder, PropagatorSink& sink)
{
    ConstraintDigits allowed = 0;
    for (int d = 1; d <= g.size(); ++d)
        if (d % 2 == remainder)
            allowed |= ConstraintDigits(1) << (d - 1);
    for (int cell : c.lines[0])
        sink.unary(cell, allowed);
}


// Whether a cell is marked with this kind by any constraint of the geometry.
bool marked(const Geometry& g, int cell, ConstraintKind kind)
{
    for (const Constraint& constraint : g.constraints())
        if (constraint.kind == kind
            && std::find(constraint.lines[0].begin(), constraint.lines[0].end(), cell) != constraint.lines[0].end())
            return true;
    return false;
}

// The neighbours a minimum (maximum) cell is compared with: those not marked
// the same way (two shaded cells side by side are not compared; "Fortress").
std::vector<int> comparedNeighbours(const Geometry& g, int cell, ConstraintKind kind)
{
    std::vector<int> compared;
    for (int other : orthogonalNeighbours(cell, g.size()))
        if (!marked(g, other, kind))
            compared.push_back(other);
    return compared;
}

// A minimum cell is below each orthogonal neighbour (sign +1); a maximum
// above (sign -1).
void checkExtreme(const Constraint& c, const Geometry& g, const Values& v, int sign, std::vector<int>& broken)
{
    for (int cell : c.lines[0]) {
        const int d = v[std::size_t(cell)];
        for (int other : comparedNeighbours(g, cell, c.kind)) {
            const int e = v[std::size_t(other)];
            if (d != 0 && e != 0 && sign * (e - d) <= 0) {
                broken.push_back(cell);
                broken.push_back(other);
            }
        }
    }
}

void compileExtreme(const Constraint& c, const Geometry& g, int sign, PropagatorSink& sink)
{
    for (int cell : c.lines[0])
        for (int other : comparedNeighbours(g, cell, c.kind))
            sink.relation(cell, other, [sign](int d, int e) { return sign * (e - d) > 0; });
}

} // namespace

void checkEven(const Constraint& c, const Geometry&, const Values& v, std::vector<int>& broken)
{
    checkParity(c, v, 0, broken);
}

void compileEven(const Constraint& c, int, const Geometry& g, PropagatorSink& sink)
{
    compileParity(c, g, 0, sink);
}

void checkOdd(const Constraint& c, const Geometry&, const Values& v, std::vector<int>& broken)
{
    checkParity(c, v, 1, broken);
}

void compileOdd(const Constraint& c, int, const Geometry& g, PropagatorSink& sink)
{
    compileParity(c, g, 1, sink);
}

void checkMinimum(const Constraint& c, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    checkExtreme(c, g, v, 1, broken);
}

void compileMinimum(const Constraint& c, int, const Geometry& g, PropagatorSink& sink)
{
    compileExtreme(c, g, 1, sink);
}

void checkMaximum(const Constraint& c, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    checkExtreme(c, g, v, -1, broken);
}

void compileMaximum(const Constraint& c, int, const Geometry& g, PropagatorSink& sink)
{
    compileExtreme(c, g, -1, sink);
}

// Candidates the puzzle gives as a rule (f-puzzles "givenPencilMarks").
void checkAllowedDigits(const Constraint& c, const Geometry&, const Values& v, std::vector<int>& broken)
{
    const int d = v[std::size_t(c.lines[0][0])];
    if (d != 0 && std::find(c.values.begin(), c.values.end(), d) == c.values.end())
        broken.push_back(c.lines[0][0]);
}

void compileAllowedDigits(const Constraint& c, int, const Geometry&, PropagatorSink& sink)
{
    ConstraintDigits allowed = 0;
    for (int d : c.values)
        allowed |= ConstraintDigits(1) << (d - 1);
    sink.unary(c.lines[0][0], allowed);
}

// A quadruple: each listed digit appears among its cells at least as often
// as it is listed. Broken once the empty cells are too few for what is missing.
void checkQuadruple(const Constraint& c, const Geometry&, const Values& v, std::vector<int>& broken)
{
    std::map<int, int> needed;
    for (int d : c.values)
        ++needed[d];
    int empty = 0;
    for (int cell : c.lines[0]) {
        const int d = v[std::size_t(cell)];
        if (d == 0)
            ++empty;
        else if (needed.contains(d))
            --needed[d];
    }
    int missing = 0;
    for (const auto& [digit, count] : needed)
        missing += std::max(0, count);
    if (missing > empty)
        reportAll(c.lines[0], broken);
}

void compileQuadruple(const Constraint& c, int index, const Geometry&, PropagatorSink& sink)
{
    sink.special(index, c.lines[0]);
}

void checkDistinct(const Constraint& c, const Geometry&, const Values& v, std::vector<int>& broken)
{
    const auto& cells = c.lines[0];
    for (std::size_t i = 0; i < cells.size(); ++i)
        for (std::size_t j = i + 1; j < cells.size(); ++j) {
            const int d = v[std::size_t(cells[i])];
            if (d != 0 && d == v[std::size_t(cells[j])]) {
                broken.push_back(cells[i]);
                broken.push_back(cells[j]);
            }
        }
}

void compileDistinct(const Constraint& c, int, const Geometry&, PropagatorSink& sink)
{
    sink.distinct(c.lines[0]);
}

} // namespace pm::constraints
