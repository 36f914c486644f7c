// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pm {

class Geometry;

// Variant constraints (issue 37): rules beyond the houses and killer cages,
// as plain data held in GeometrySpec::constraints, so that equal specs stay
// the solver's cache key. One kind table row per kind (kind_table.cpp) says
// its f-puzzles name, how to check it and how the exact search propagates it.
// Adding a kind is: an enum entry here, a row in kKinds, its check and
// compile in the family's file, its f-puzzles field in fpuzzles_format.cpp
// and fpuzzles_writer.cpp, and its cases in tst_constraints.
enum class ConstraintKind : std::uint8_t {
    Thermometer,     // lines[i]: bulb first; digits rise strictly along each line
    SlowThermometer, // as Thermometer, but digits may also stay equal
    Arrow,           // lines[0]: circle or pill (read as a number, first cell first); lines[1..]: arrows
    WhiteDot,        // lines[0]: two orthogonal cells; values[0]: their difference
    BlackDot,        // lines[0]: two orthogonal cells; values[0]: the ratio of the larger to the smaller
    XV,              // lines[0]: two orthogonal cells; values[0]: their sum (10 for X, 5 for V)
    Even,            // lines[0]: cells
    Odd,
    Minimum,         // lines[0]: cells smaller than each orthogonal neighbour
    Maximum,         // lines[0]: cells larger than each orthogonal neighbour
    LittleKiller,    // lines[0]: the diagonal's cells from the clue on; values[0]: their sum, repeats allowed
    Sandwich,        // lines[0]: a row or column from the clue's side; values[0]: sum between 1 and N
    XSum,            // lines[0]: a row or column from the clue's side; values[0]: sum of the first X cells
    Skyscraper,      // lines[0]: a row or column from the clue's side; values[0]: skyscrapers seen
    Whispers,        // lines[i]; values[0]: smallest difference of neighbours on the line
    Renban,          // lines[i]: distinct digits forming a run of consecutive digits
    Palindrome,      // lines[i]: reads the same both ways
    Clone,           // lines[0], lines[1]: equal digits cell by cell
    BetweenLine,     // lines[i]: ends are circles; inner digits strictly between them
    Lockout,         // lines[i]: ends differ by >= values[0]; inner digits outside the ends' range
    RegionSumLine,   // lines[i]: each run of the line within one region has the same sum
    EntropicLine,    // lines[i]: each three cells in a row hold one low, one middle, one high digit
    ModularLine,     // lines[i]: each three cells in a row hold one digit of each class modulo 3
    ZipperLine,      // lines[i]: cells equally far from the middle sum to the same total (the middle cell if any)
    Quadruple,       // lines[0]: the 2x2 cells around a corner; values: digits they must hold
    Distinct,        // lines[0]: digits differ (a cage without a sum, an extra region, a single diagonal)
    AllowedDigits,   // lines[0]: one cell; values: the digits it may hold (candidates given as a rule)
    RowIndexer,      // lines[0]: cells; digit v in r<r>c<c> means r<v>c<c> holds r
    ColumnIndexer,   // lines[0]: cells; digit v in r<r>c<c> means r<r>c<v> holds c
    BoxIndexer,      // lines[0]: cells; digit v at place p of a box means place v of that box holds p
    AntiKnight,      // switches from here on: no cells
    AntiKing,
    NonConsecutive,  // orthogonal neighbours without a kropki dot differ by more than 1
    DisjointGroups,  // cells at the same place in their boxes differ
    NegativeBlack,   // orthogonal neighbours without a kropki dot are in no ratio of 2 (nor of any black dot shown)
    NegativeXV,      // orthogonal neighbours without X or V sum to neither 5 nor 10
};

struct Constraint {
    ConstraintKind kind;
    std::vector<std::vector<int>> lines = {}; // cells, per line; one group for cell sets
    std::vector<int> values = {};

    bool operator==(const Constraint&) const = default;
};

using ConstraintDigits = std::uint64_t; // bit d-1 for digit d, as DigitMask

// What a kind compiles into for the exact search (solver/generic_search):
// a few table-driven propagators. The sink is the search's table builder.
class PropagatorSink {
public:
    virtual ~PropagatorSink() = default;
    // The cell can hold only these digits.
    virtual void unary(int cell, ConstraintDigits allowed) = 0;
    // Digit a in cell `first` and digit b in cell `second` together only
    // when allowed(a, b).
    virtual void relation(int first, int second, const std::function<bool(int, int)>& allowed) = 0;
    // sum(coefficients[i] * digit(cells[i])) == target; repeats allowed.
    virtual void linear(const std::vector<int>& cells, const std::vector<int>& coefficients, int target) = 0;
    // The cells' digits differ.
    virtual void distinct(const std::vector<int>& cells) = 0;
    // A kind-specific propagator (renban, between, lockout, quadruple,
    // sandwich, X-sum, skyscraper) over these cells, for constraint `index`.
    virtual void special(int index, const std::vector<int>& cells) = 0;
};

// The cells of a constraint that break it, given values (0: empty) of the
// whole grid. On a partial grid only what no filling of the empty cells
// could repair is reported, so the reference backtracker may prune on it.
using ConstraintCheck = void (*)(const Constraint& constraint, const Geometry& geometry,
                                 const std::vector<std::uint8_t>& values, std::vector<int>& broken);
using ConstraintCompile = void (*)(const Constraint& constraint, int index, const Geometry& geometry,
                                   PropagatorSink& sink);

struct ConstraintKindInfo {
    ConstraintKind kind;
    std::string_view fpuzzlesName; // the f-puzzles member it is read from and written to
    std::string_view description;  // one line of English for messages and logs
    ConstraintCheck check;
    ConstraintCompile compile;
};

const ConstraintKindInfo& constraintKindInfo(ConstraintKind kind);
const std::vector<ConstraintKindInfo>& constraintKinds();

// Kinds whose cells are a set, not a sequence (dots, even, distinct ...):
// their cells are kept ascending.
bool isCellSetKind(ConstraintKind kind);

// A digit's class on an entropic line (its third of 1..size: 0 low, 1
// middle, 2 high) or a modular line (its remainder modulo 3): any three
// cells in a row on the line hold one digit of each class.
int lineDigitClass(ConstraintKind kind, int digit, int size);

// A cell's orthogonal neighbours on a size x size grid: up, down, left, right.
std::vector<int> orthogonalNeighbours(int cell, int size);

// Every cell of the constraint, in its lines' order (a cell may repeat).
std::vector<int> constraintCells(const Constraint& constraint);

// The cells breaking any constraint of the geometry, ascending, no repeats.
std::vector<int> brokenConstraintCells(const Geometry& geometry, const std::vector<std::uint8_t>& values);
// A constraint (by index in Geometry::constraints()) that the values break,
// and the cells that break it, ascending.
struct BrokenConstraint {
    int index = -1;
    std::vector<int> cells;

    bool operator==(const BrokenConstraint&) const = default;
};
// Every constraint the values break, in the geometry's order: what a check
// names and the board draws as a clash. As the check, on a partial grid
// only what no filling of the empty cells could repair.
std::vector<BrokenConstraint> brokenConstraints(const Geometry& geometry, const std::vector<std::uint8_t>& values);
// Whether a single constraint (by index in the geometry) holds so far.
bool constraintHolds(const Geometry& geometry, int index, const std::vector<std::uint8_t>& values);

// What is wrong with a constraint's shape on a size x size grid (a cell
// outside it, a line that jumps, a dot on cells that do not touch, a value no
// digits can make), or nothing. Geometry::create refuses such a constraint.
std::optional<std::string> validateConstraint(const Constraint& constraint, int size);

// "thermometer, arrow and anti-knight": the kinds present, for messages.
std::string describeConstraintKinds(const std::vector<Constraint>& constraints);

} // namespace pm
