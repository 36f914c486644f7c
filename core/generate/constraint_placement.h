// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/constraints/constraint.h"
#include "core/generate/generator_options.h"

#include <cstdint>
#include <random>
#include <vector>

namespace pm::generate {

// Constraint instances that a solution grid fits, drawn for the variant
// generator (constraint_generator.h). Each function reads the solution
// (size*size digits 1..size, row by row) and appends to `out`.

// Every white dot (difference 1) and black dot (ratio 2) the solution
// shows on orthogonal neighbours, and the two negative rules: "all dots
// given". A pair 1-2 fits both colours and gets one of them at random (a
// dot of either colour frees its edge from both negatives).
void placeKropki(const std::vector<std::uint8_t>& solution, int size, std::mt19937_64& rng,
                 std::vector<Constraint>& out);

// Every X (sum 10) and V (sum 5) and the negative rule. Grids whose digits
// cannot reach 10 (below 9x9 with 1..size) get the V only that they can.
void placeXV(const std::vector<std::uint8_t>& solution, int size, std::vector<Constraint>& out);

// Thermometers: random paths of 3 to 7 cells over orthogonal and diagonal
// neighbours along which the solution rises, on cells no other placed line
// uses (`used`, one flag a cell, updated), and no two crossing diagonally.
void placeThermometers(const std::vector<std::uint8_t>& solution, int size, std::mt19937_64& rng,
                       std::vector<std::uint8_t>& used, std::vector<Constraint>& out);

// Arrows: a one-cell circle and a path of 2 to 4 cells from a neighbour of
// it whose digits add up to the circle's digit, on unused cells.
void placeArrows(const std::vector<std::uint8_t>& solution, int size, std::mt19937_64& rng,
                 std::vector<std::uint8_t>& used, std::vector<Constraint>& out);

// German whispers (neighbours on a line differ by at least half the digits,
// rounded up: 5 on 9x9): random paths of 3 to 8 cells, on unused cells.
void placeWhispers(const std::vector<std::uint8_t>& solution, int size, std::mt19937_64& rng,
                   std::vector<std::uint8_t>& used, std::vector<Constraint>& out);

// Renban lines: random paths of 3 to 6 cells whose digits differ and make a
// run of consecutive digits, on unused cells.
void placeRenban(const std::vector<std::uint8_t>& solution, int size, std::mt19937_64& rng,
                 std::vector<std::uint8_t>& used, std::vector<Constraint>& out);

// Even and odd cells: about a third of the grid, one instance a cell, so
// that carving can take each away on its own. Cells of any line placed
// before are passed over.
void placeParity(const std::vector<std::uint8_t>& solution, int size, std::mt19937_64& rng,
                 const std::vector<std::uint8_t>& used, std::vector<Constraint>& out);

// Whether a constraint of this kind can be taken away while the others
// still mean the same: thermometers, arrows, lines, even and odd cells
// can; dots cannot (the negative rules read the missing dot
// as a statement) nor can switches.
bool isRemovableInstance(const Constraint& constraint);

} // namespace pm::generate
