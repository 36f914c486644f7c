// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the constraint families' files: their check and compile
// functions (rows of the kind table) and small helpers over grids of values.
#pragma once

#include "core/constraints/constraint.h"
#include "core/geometry.h"

#include <cstdint>
#include <vector>

namespace pm::constraints {

using Values = std::vector<std::uint8_t>;

inline void reportAll(const std::vector<int>& cells, std::vector<int>& broken)
{
    broken.insert(broken.end(), cells.begin(), cells.end());
}

// Whether sum(coefficients[i] * digit) == target can still hold, empty
// cells taking any digit 1..size (repeats allowed: sound for every kind).
bool linearCanHold(const std::vector<int>& cells, const std::vector<int>& coefficients, int target, int size,
                   const Values& values);

// The orthogonal neighbours of a cell, right and down only (each pair once).
std::vector<std::pair<int, int>> orthogonalPairs(int size);

// Whether the constraints hold a dot of one of these kinds on that pair.
bool pairMarked(const std::vector<Constraint>& constraints, int a, int b, std::initializer_list<ConstraintKind> kinds);

// Relations between two cells as plain predicates, shared by check and compile.
void checkPairs(const std::vector<std::pair<int, int>>& pairs, const Values& values, bool (*allowed)(int, int, int),
                int parameter, std::vector<int>& broken);
// As checkPairs, and a digit whose empty partner no digit 1..symbols can
// match breaks it too (a 9 beside a V, a 5 on German whispers): what a
// player sees at once, and no filling repairs.
void checkPairsWithEmpty(const std::vector<std::pair<int, int>>& pairs, const Values& values,
                         bool (*allowed)(int, int, int), int parameter, int symbols, std::vector<int>& broken);

#define PM_CONSTRAINT_FAMILY(name)                                                                               \
    void check##name(const Constraint& constraint, const Geometry& geometry, const Values& values,            \
                     std::vector<int>& broken);                                                               \
    void compile##name(const Constraint& constraint, int index, const Geometry& geometry, PropagatorSink& sink);

// lines.cpp
PM_CONSTRAINT_FAMILY(Thermometer)
PM_CONSTRAINT_FAMILY(SlowThermometer)
PM_CONSTRAINT_FAMILY(Whispers)
PM_CONSTRAINT_FAMILY(Renban)
PM_CONSTRAINT_FAMILY(Palindrome)
PM_CONSTRAINT_FAMILY(Clone)
PM_CONSTRAINT_FAMILY(BetweenLine)
PM_CONSTRAINT_FAMILY(Lockout)
PM_CONSTRAINT_FAMILY(EntropicLine)
PM_CONSTRAINT_FAMILY(ModularLine)
// sums.cpp
PM_CONSTRAINT_FAMILY(Arrow)
PM_CONSTRAINT_FAMILY(LittleKiller)
PM_CONSTRAINT_FAMILY(RegionSumLine)
PM_CONSTRAINT_FAMILY(ZipperLine)
// dots.cpp
PM_CONSTRAINT_FAMILY(WhiteDot)
PM_CONSTRAINT_FAMILY(BlackDot)
PM_CONSTRAINT_FAMILY(XV)
PM_CONSTRAINT_FAMILY(NonConsecutive)
PM_CONSTRAINT_FAMILY(NegativeBlack)
PM_CONSTRAINT_FAMILY(NegativeXV)
// cells.cpp
PM_CONSTRAINT_FAMILY(Even)
PM_CONSTRAINT_FAMILY(Odd)
PM_CONSTRAINT_FAMILY(Minimum)
PM_CONSTRAINT_FAMILY(Maximum)
PM_CONSTRAINT_FAMILY(Quadruple)
PM_CONSTRAINT_FAMILY(Distinct)
PM_CONSTRAINT_FAMILY(AllowedDigits)
// outside_clues.cpp
PM_CONSTRAINT_FAMILY(Sandwich)
PM_CONSTRAINT_FAMILY(XSum)
PM_CONSTRAINT_FAMILY(Skyscraper)
// indexers.cpp
PM_CONSTRAINT_FAMILY(RowIndexer)
PM_CONSTRAINT_FAMILY(ColumnIndexer)
PM_CONSTRAINT_FAMILY(BoxIndexer)
// switches.cpp
PM_CONSTRAINT_FAMILY(AntiKnight)
PM_CONSTRAINT_FAMILY(AntiKing)
PM_CONSTRAINT_FAMILY(DisjointGroups)

#undef PM_CONSTRAINT_FAMILY

} // namespace pm::constraints
