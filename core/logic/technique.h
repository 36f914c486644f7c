// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <span>
#include <string_view>

namespace pm::logic {

// Every technique the explaining solver knows, in search order (easiest
// first). The catalogue (technique.cpp) holds one row per entry; adding one
// follows the checklist in core/logic/README.md.
enum class Technique {
    FullHouse,
    NakedSingle,
    HiddenSingleBox,
    HiddenSingleLine, // row or column
    HiddenSingleOther, // diagonal, centre-dot, window, jigsaw region
    CountElimination,  // counted houses: a house holds d its k times, so d leaves its other cells
    CountFill,         // counted houses: d needs r more places in a house and has exactly r left
    CageCombination,   // killer: a cage's candidates restricted to the digit sets that fit its sum
    InnieOutieSingle,  // killer: the 45 rule on one house leaves one cell, whose digit it fixes
    GridRule,          // variant rule of the whole grid (anti-knight, non-consecutive ...): a cell's digits rule out its partners'
    CellRule,          // even/odd, minimum/maximum, given candidates, quadruple, group of different digits
    Thermometer,       // a thermometer's cells: digits rise from the bulb
    DotPair,           // kropki dots and XV: the pairs of digits the dot allows
    LockedCandidatesPointing,
    LockedCandidatesClaiming,
    CountPointing,     // counted houses: sections whose d lies in one line supply all the line still needs
    CountClaiming,     // counted houses: a line's d confined to as many sections as it still needs
    InniesOuties,      // killer: the 45 rule on one house: innies or outies as a virtual cage
    CagePointing,      // killer: a digit every fitting set of a cage holds, seen from outside
    CageClaiming,      // killer: a house's digit confined to one cage, so the cage holds it
    LineRule,          // whispers, renban, palindrome, clone, between, lockout, entropic and modular lines
    LineSum,           // arrows, little killers, region-sum and zipper lines: sums along cells
    RulePointing,      // a house's digit (or a cell's digits) whose every place rules the same candidates out, a constraint taking part
    ConstraintPointing, // a digit every filling of a constraint holds, whose every place there rules the same candidates out
    LockedPair,
    LockedTriple,
    NakedPair,
    HiddenPair,
    NakedTriple,
    HiddenTriple,
    InniesOutiesMultiHouse, // killer: the 45 rule on two or more adjacent houses
    InnieOutieDifference,   // killer: the 45 rule giving innie minus outie
    OutsideClue,            // sandwich, X-sum and skyscraper clues on a row or column
    JointFit,               // constraints sharing cells (a chain of dots) searched together: what no joint filling uses
    HouseDigitFit,          // a house's digit whose every place is on one constraint: only its fillings holding it there
    WhispersColouring,      // German whispers cells alternate low and high: two colours, which a house or a cell decides
    NakedQuad,
    HiddenQuad,
    XWing,
    Swordfish,
    Jellyfish,
    Skyscraper,
    TwoStringKite,
    TurbotFish,
    EmptyRectangle,
    XYWing,
    XYZWing,
    WWing,
    RemotePairs,
    UniqueRectangle1,
    UniqueRectangle2,
    BugPlusOne,
    FinnedXWing,
    SashimiXWing,
    FinnedSwordfish,
    SashimiSwordfish,
    FinnedJellyfish,
    SashimiJellyfish,
    SimpleColoursTrap,
    SimpleColoursWrap,
    MultiColours,
    UniqueRectangle3,
    UniqueRectangle4,
    HiddenRectangle,
    EqualCells,             // cells shown to hold one digit (a palindrome's mirrors, a house's last place for it): they share candidates
    SetEquivalence,         // killer: the 45 rule over k rows against k columns (or lines against boxes): their leftovers add up alike
    XChain,
    XYChain,
    SueDeCoq,
    NiceLoop, // continuous and discontinuous nice loops
    AlternatingInferenceChain,
    GroupedXChain,
    EqualCellsChain,        // equal cells assumed to hold a digit, followed through houses' last places to a contradiction
    AlsXz,
    AlsXyWing,
    GroupedAic,
    CellForcingChain,
    HouseForcingChain,
    DigitForcingChain, // contradiction / verity from one candidate both ways
    ConstraintForcingChain, // a candidate's case followed with each constraint's and cage's own fit too, breaking
    WhatIf,            // bifurcation: an assumption followed to a contradiction
    Count
};

enum class Family {
    Singles,
    Intersections,
    Subsets,
    Fish,
    SingleDigitPatterns,
    Wings,
    Colouring,
    Uniqueness,
    Chains,
    Als,
    Forcing,
    Guessing,
    Cages, // killer sudoku: cage sums and the 45 rule
    Counting, // counted houses (MultiFour, DoubleNine): how often a symbol is still due
    Constraints, // variant constraints (thermometers, dots, lines ...): what each one's own cells allow
};

// The grade a technique belongs to; the rating issue maps paths to levels.
enum class Level { Easy, Medium, Hard, Expert, Master, Extreme };

struct TechniqueInfo {
    Technique technique;
    std::string_view key;  // stable id: "hidden-single", "x-wing" ...
    Family family;
    Level level;
    double rating;         // Sudoku Explainer scale (1.0 ... 11+), before chain-length surcharges
    int weight;            // score added per use
    bool needsUniqueness;  // only valid when the puzzle is known to have one solution
};

// The catalogue, indexed by Technique, in search order.
std::span<const TechniqueInfo> catalogue();
const TechniqueInfo& info(Technique technique);
std::optional<Technique> techniqueByKey(std::string_view key);
std::string_view familyKey(Family family);
std::string_view levelKey(Level level);
// The level whose levelKey is `key` ("easy" ... "extreme"), or nothing.
std::optional<Level> levelByKey(std::string_view key);

// Whether a technique stays sound when houses hold a symbol more than once
// (Geometry::isCounted()). Every classic finder reads "d fits only here" or
// "these cells use up d" from one-per-house; only the singles restricted to
// houses of count 1, the naked single, the counting family and what-if (whose
// contradiction test knows counts) keep their meaning there.
bool soundOnCountedHouses(Technique technique);

} // namespace pm::logic
