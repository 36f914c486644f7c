// SPDX-License-Identifier: GPL-3.0-or-later
// Rules of the whole grid: anti-knight, anti-king and disjoint groups. The
// negative dot rules live with the dots (dots.cpp).
#include "core/constraints/constraints_internal.h"

#include <map>

namespace pm::constraints {

namespace {

// Each pair of cells a move apart, once.
std::vector<std::pair<int, int>> movePairs(int size, std::initializer_list<std::pair<int, int>> moves)
{
    std::vector<std::pair<int, int>> pairs;
    for (int cell = 0; cell < size * size; ++cell)
        for (const auto& [dr, dc] : moves) {
            const int r = cell / size + dr;
            const int col = cell % size + dc;
            if (r >= 0 && r < size && col >= 0 && col < size)
                pairs.push_back({cell, r * size + col});
        }
    return pairs;
}

// Forward moves only (down, or along the row to the right), so each pair once.
std::vector<std::pair<int, int>> knightPairs(int size)
{
    return movePairs(size, {{1, -2}, {1, 2}, {2, -1}, {2, 1}});
}

std::vector<std::pair<int, int>> kingPairs(int size)
{
    return movePairs(size, {{0, 1}, {1, -1}, {1, 0}, {1, 1}});
}

bool different(int a, int b, int) { return a != b; }

void compileDifferent(const std::vector<std::pair<int, int>>& pairs, PropagatorSink& sink)
{
    for (const auto& [a, b] : pairs)
        sink.relation(a, b, [](int x, int y) { return x != y; });
}

// The cells at the same place in each box; none on a jigsaw.
std::vector<std::vector<int>> disjointGroups(const Geometry& g)
{
    std::vector<std::vector<int>> groups;
    if (g.boxRows() == 0 || g.isJigsaw())
        return groups;
    std::map<int, std::vector<int>> byPlace;
    for (int cell = 0; cell < g.cellCount(); ++cell)
        byPlace[(g.row(cell) % g.boxRows()) * g.boxCols() + g.column(cell) % g.boxCols()].push_back(cell);
    for (auto& [place, cells] : byPlace)
        groups.push_back(std::move(cells));
    return groups;
}

} // namespace

void checkAntiKnight(const Constraint&, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    checkPairs(knightPairs(g.size()), v, different, 0, broken);
}

void compileAntiKnight(const Constraint&, int, const Geometry& g, PropagatorSink& sink)
{
    compileDifferent(knightPairs(g.size()), sink);
}

void checkAntiKing(const Constraint&, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    checkPairs(kingPairs(g.size()), v, different, 0, broken);
}

void compileAntiKing(const Constraint&, int, const Geometry& g, PropagatorSink& sink)
{
    compileDifferent(kingPairs(g.size()), sink);
}

void checkDisjointGroups(const Constraint&, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    for (const auto& group : disjointGroups(g))
        checkDistinct(Constraint{ConstraintKind::Distinct, {group}}, g, v, broken);
}

void compileDisjointGroups(const Constraint&, int, const Geometry& g, PropagatorSink& sink)
{
    for (const auto& group : disjointGroups(g))
        sink.distinct(group);
}

} // namespace pm::constraints
