// SPDX-License-Identifier: GPL-3.0-or-later
// Indexer cells: a digit that points at another cell of its row, column or
// box and says what that cell holds. Each compiles into pair tables: for
// each digit v of the indexer, "v here means r there".
#include "core/constraints/constraints_internal.h"

namespace pm::constraints {

namespace {

// Where digit v in `cell` points, and the digit it says is there; -1 when
// the kind has no answer on this grid (a box indexer without boxes).
struct Pointer {
    int target;
    int digit;
};

Pointer pointRow(const Geometry& g, int cell, int v) { return {g.cellAt(v - 1, g.column(cell)), g.row(cell) + 1}; }
Pointer pointColumn(const Geometry& g, int cell, int v) { return {g.cellAt(g.row(cell), v - 1), g.column(cell) + 1}; }

Pointer pointBox(const Geometry& g, int cell, int v)
{
    if (g.boxRows() == 0 || g.isJigsaw())
        return {-1, 0};
    const int top = g.row(cell) / g.boxRows() * g.boxRows();
    const int left = g.column(cell) / g.boxCols() * g.boxCols();
    const int place = (g.row(cell) - top) * g.boxCols() + g.column(cell) - left;
    return {g.cellAt(top + (v - 1) / g.boxCols(), left + (v - 1) % g.boxCols()), place + 1};
}

void checkPointers(const Constraint& c, const Geometry& g, const Values& values, Pointer (*point)(const Geometry&, int, int),
                   std::vector<int>& broken)
{
    for (int cell : c.lines[0]) {
        const int v = values[std::size_t(cell)];
        if (v == 0)
            continue;
        const Pointer p = point(g, cell, v);
        if (p.target < 0)
            continue;
        const int there = values[std::size_t(p.target)];
        if (there != 0 && there != p.digit) {
            broken.push_back(cell);
            broken.push_back(p.target);
        }
    }
}

void compilePointers(const Constraint& c, const Geometry& g, Pointer (*point)(const Geometry&, int, int),
                     PropagatorSink& sink)
{
    for (int cell : c.lines[0])
        for (int v = 1; v <= g.size(); ++v) {
            const Pointer p = point(g, cell, v);
            if (p.target < 0)
                continue;
            if (p.target == cell) {
                // Pointing at itself: v must be the digit it names.
                if (v != p.digit)
                    sink.relation(cell, cell, [v](int a, int) { return a != v; });
                continue;
            }
            const int digit = p.digit;
            sink.relation(cell, p.target, [v, digit](int a, int b) { return a != v || b == digit; });
        }
}

} // namespace

void checkRowIndexer(const Constraint& c, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    checkPointers(c, g, v, pointRow, broken);
}

void compileRowIndexer(const Constraint& c, int, const Geometry& g, PropagatorSink& sink)
{
    compilePointers(c, g, pointRow, sink);
}

void checkColumnIndexer(const Constraint& c, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    checkPointers(c, g, v, pointColumn, broken);
}

void compileColumnIndexer(const Constraint& c, int, const Geometry& g, PropagatorSink& sink)
{
    compilePointers(c, g, pointColumn, sink);
}

void checkBoxIndexer(const Constraint& c, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    checkPointers(c, g, v, pointBox, broken);
}

void compileBoxIndexer(const Constraint& c, int, const Geometry& g, PropagatorSink& sink)
{
    compilePointers(c, g, pointBox, sink);
}

} // namespace pm::constraints
