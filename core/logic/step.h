// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logic/technique.h"

#include <cstdint>
#include <vector>

namespace pm::logic {

// A digit in a cell: a placement, an elimination or a chain node.
struct CellDigit {
    int cell = -1;
    int digit = 0;
    bool operator==(const CellDigit&) const = default;
    auto operator<=>(const CellDigit&) const = default;
};

// What a highlighted cell, house or candidate is in the pattern; the board
// draws each role in its own colour and shape.
enum class Role {
    Base,       // the houses/cells the pattern is built on (fish base sets, pair cells, pivot)
    Cover,      // cover houses of a fish, the houses that do the eliminating
    Fin,        // fins of finned/sashimi fish, the extra candidate of BUG+1 / UR
    Pincer,     // wing pincers, chain ends
    Link,       // a candidate on a chain or in a group
    ColourA,    // colouring / chain parity: one colour
    ColourB,    // ... the other
    Assumption, // the assumed candidate of a what-if or forcing chain
    Contradiction, // where an assumption breaks
    Target,     // a candidate this step removes
    Placement,  // a candidate this step places
    Reason,     // singles: a placed digit that rules a candidate out, and the cell it rules out
};

struct CellMark {
    int cell;
    Role role;
    bool operator==(const CellMark&) const = default;
};
struct HouseMark {
    int house; // index into Geometry::houses()
    Role role;
    bool operator==(const HouseMark&) const = default;
};
struct CandidateMark {
    int cell;
    int digit;
    Role role;
    bool operator==(const CandidateMark&) const = default;
};

// One link of a chain: from one candidate (or group) to the next. A strong
// link means "if not from, then to"; a weak one "if from, then not to".
// Grouped nodes carry their cells in fromGroup / toGroup (cell and the group's
// first cell agree).
struct ChainLink {
    CellDigit from;
    CellDigit to;
    bool strong = false;
    std::vector<int> fromGroup;
    std::vector<int> toGroup;
    bool operator==(const ChainLink&) const = default;
};

struct Pattern {
    std::vector<CellMark> cells;
    std::vector<HouseMark> houses;
    std::vector<CandidateMark> candidates;
    std::vector<ChainLink> links;
    bool operator==(const Pattern&) const = default;
};

// One claim of a variant constraint step's plain reason
// (StepDetail::constraintReason, core/logic/constraint_reasons.h says which
// reason fills which fields): what one cell can hold, and the cell the claim
// reads it from. Digit sets are masks (bit d-1 for digit d).
struct ConstraintClaim {
    int cell = -1;                // the cell the claim limits; -1: every cell of the line
    int from = -1;                // the cell it reads; -1: the constraint's own number
    std::uint64_t fromDigits = 0; // partner reasons: what `from` can hold
    std::uint64_t keeps = 0;      // partner reasons: what `cell` can hold beside it
    bool atMost = false;          // bounds: `bound` is an upper bound (else a lower one)
    int bound = 0;                // bounds: the bound on `cell`
    int fromBound = 0;            // bounds: the bound on `from` (or the clue's total) it follows from
    std::vector<int> addends;     // sums: the digits of the least (or most) filling of the cells added up
    int alsoFrom = -1;            // partner reasons: a second partner sharing a house with `from`
    std::uint64_t alsoFromDigits = 0; // partner reasons: what `alsoFrom` can hold
    bool operator==(const ConstraintClaim&) const = default;
};

// Equal cells: one fact of the story that shows cells hold one digit.
// Either a constraint ties `cell` to `partner` (a palindrome's mirror, a
// clone), or `house` has no other place for the digit of `partner` and the
// cells shown equal to it: each other cell there, or a cell shown equal to
// it earlier in the story, sees one of them or cannot hold their digit.
struct EqualCellsFact {
    int cell = -1;
    int partner = -1;
    int constraint = -1; // the tie's constraint, an index into Geometry::constraints(); -1 for a house fact
    int house = -1;      // the house fact's house; -1 for a tie
    bool operator==(const EqualCellsFact&) const = default;
};

// A house with no place left for a digit (equal cells: the digit the cells
// would hold, were it this one).
struct HouseDigit {
    int house = -1;
    int digit = 0;
    bool operator==(const HouseDigit&) const = default;
};

// Technique-specific facts the sentence needs, beyond placements,
// eliminations and pattern. Every field is optional; each technique's
// comment in its finder says which ones it fills.
struct StepDetail {
    std::vector<int> digits;      // the digit(s) the pattern is about
    std::vector<int> houses;      // base houses, in the order the text names them
    std::vector<int> coverHouses; // cover houses (fish), the second house set
    std::vector<int> cells;       // key cells: pair cells, pivot then pincers, ...
    int size = 0;                 // subset / fish size, chain length
    int variantType = 0;          // unique rectangle type, BUG type, forcing kind ...
    CellDigit assumption;         // what-if / forcing chains: the assumed candidate
    bool assumedTrue = true;      // the assumption: "were d" (true) or "were not d"
    int contradictionCell = -1;   // where the assumption breaks (cell emptied)
    int contradictionHouse = -1;  // ... or where a digit has no place left
    int contradictionDigit = 0;
    std::vector<CellDigit> implications; // what-if: what followed from the assumption, in order
    // Killer cages: what the key cells add up to (a cage's sum less its
    // placed digits, a 45-rule remainder), and the digit sets they can still
    // hold, as masks (bit d-1 for digit d) in ascending order.
    int sum = 0;
    std::vector<std::uint64_t> digitSets;
    // Variant constraints: the constraint the step reads, as an index into
    // Geometry::constraints() (-1: none), so the sentence can name it ("the
    // thermometer from r1c4") and the board can find its cells.
    int constraint = -1;
    // ... or the constraints it reads, when several take part (rule pointing).
    std::vector<int> constraints;
    // ... and the killer cages read with them, as indexes into
    // Geometry::cages() (joint fit: an arrow and the cage on its shaft).
    std::vector<int> cages;
    // Variant constraint fits (CellRule ... OutsideClue): a plain reason that
    // explains every elimination of the step by itself, as a
    // logic::ConstraintReason (constraint_reasons.h; 0: none, the sentence
    // tells the search), and its claims in the order the sentence says them.
    int constraintReason = 0;
    std::vector<ConstraintClaim> claims;
    // Equal cells: how each cell joined, in order, and the digits a house
    // would have no place for.
    std::vector<EqualCellsFact> equalFacts;
    std::vector<HouseDigit> noPlace;
};

// One deduction: a plain value read by the hint panel, the board highlight,
// the grader, the CLI and the tests. Core never stores display text.
struct Step {
    Technique technique = Technique::FullHouse;
    std::vector<CellDigit> placements;
    std::vector<CellDigit> eliminations;
    Pattern pattern;
    StepDetail detail;
};

} // namespace pm::logic
