// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the files of constraint_reasons share: small readings of the step's
// state, and the reasons of sums (constraint_reasons_sums.cpp), which the
// dispatcher in constraint_reasons.cpp calls.
#include "core/constraints/constraint.h"
#include "core/grid.h"
#include "core/logic/step.h"

#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace pm::logic::reasons {

// What a cell can hold: its digit if placed, else its candidates.
DigitMask possible(const Grid& state, int cell);
// The lowest and highest digit of a non-empty mask.
int lowest(DigitMask mask);
int highest(DigitMask mask);
std::vector<int> digitsOf(DigitMask mask);
// The eliminations of the step, per cell, in the order the step names them.
std::vector<std::pair<int, DigitMask>> removedByCell(const Step& step);
// A quadruple's open cells and the digits it still lacks (what it lists,
// less what its placed cells hold), each as often as still needed.
struct QuadrupleLack {
    std::vector<int> open;
    std::vector<int> missing;
};
QuadrupleLack quadrupleLack(const Grid& state, const Constraint& c);

// What the rule leaves a cell of a line under a case, read beside another
// cell whose digits the case has narrowed: `keeps`, the digits the rule
// allows it given what `from` and `alsoFrom` (places on the line, -1 for
// none) can hold.
struct CaseRead {
    DigitMask keeps = 0;
    int from = -1;
    int alsoFrom = -1;
};
// The rule's reading of place x of the line beside place y, whose digits
// just narrowed (`can`: what each place can hold in the case); nullopt when
// the rule reads x without y.
using CaseNarrowing = std::function<std::optional<CaseRead>(size_t x, size_t y, const std::vector<DigitMask>& can)>;
// Follows the case `supposed` along `line` (its cells, each once): each
// cell whose digits narrow narrows the cells `narrow` reads beside it, less
// the digits of cells left one digit that share a house with them, until a
// cell is left nothing. The claims that end needs, in order: first the
// case (cell, bound the digit, keeps its bit), then each narrowing (cell,
// from and alsoFrom with what they could hold, keeps what is left, 0 at
// the end; addends pairs of cell and digit taken in a shared house).
// nullopt when no cell is left nothing, or the end needs more than
// `mostClaims` claims (constraint_reasons_cases.cpp).
// The first line of the constraint holding the cell, as a case follows
// it; nullptr when none does or that line holds a cell twice
// (constraint_reasons_cases.cpp).
const std::vector<int>* lineHolding(const Constraint& c, int cell);
// The most claims one case may take: its supposition and five narrowings,
// as the longest cases told on the public paths of "Whispering Rains" and
// "Dutch Whispers". A longer case is not told; its elimination waits for a
// later step, or the general sentence.
constexpr size_t kMostCaseClaims = 6;
std::optional<std::vector<ConstraintClaim>> followCase(const Grid& state, const std::vector<int>& line,
                                                       CellDigit supposed, const CaseNarrowing& narrow,
                                                       size_t mostClaims);

// A dot, a whispers line, a palindrome, a clone, a lockout line's ends, a
// minimum or maximum cell: what partners leave each cell (NoPartner,
// PartnerDigits; constraint_reasons_partners.cpp).
bool explainByPartners(const Grid& state, const Constraint& c, Step& step);
// A whispers line's cases, or a minimum or maximum cell's, each followed
// from cell to cell until one is left nothing (PartnerCases,
// constraint_reasons_partners.cpp).
bool explainByPartnerCases(const Grid& state, const Constraint& c, Step& step);

// An arrow with a one-cell circle or a little killer: its sums' bounds
// (SumBounds), or, for a little killer whose cells all see each other, its
// combination table (SumCombinations); an arrow whose circle is a pill: the
// pill's number between its arrows' bounds (PillBounds); a region-sum
// line: its segments' common sum between their bounds (SegmentBounds). False, and the step unchanged, when
// neither explains every elimination.
bool explainBySums(const Grid& state, const Constraint& c, Step& step);
// A region-sum line's segments (its runs of cells within one region), or a
// zipper line's pairs equally far from its middle and its middle alone.
std::vector<std::vector<int>> segmentsOf(const Geometry& g, const Constraint& c, const std::vector<int>& line);
// A region-sum line whose bounds say too little: the few sums every
// segment can make (SegmentSums, constraint_reasons_segment_sums.cpp);
// explainBySums's last resort for such a line.
bool explainBySegmentSums(const Grid& state, const Constraint& c, Step& step);
// An arrow with a one-cell circle and few ways to fill it
// (ArrowFillings, constraint_reasons_arrow_fillings.cpp): explainBySums's
// last resort for such an arrow.
bool explainByArrowFillings(const Grid& state, const Constraint& c, Step& step);
// An arrow with a one-cell circle, candidate by candidate: the few sums
// its arrow could make with the digit, none of them the circle's
// (ArrowCases, constraint_reasons_arrow_fillings.cpp).
bool explainByArrowCases(const Grid& state, const Constraint& c, Step& step);

// A between line's cells bounded by its ends (BetweenBounds), or a lockout
// line's cells kept out of the range its ends span (LockoutSpan)
// (constraint_reasons_lines.cpp). False, and the step unchanged, when the
// reason does not explain every elimination.
bool explainByBetween(const Grid& state, const Constraint& c, Step& step);
bool explainByLockoutSpan(const Grid& state, const Constraint& c, Step& step);
// A between line's cases, each followed from cell to cell until one is
// left nothing (BetweenCases, constraint_reasons_lines.cpp).
bool explainByBetweenCases(const Grid& state, const Constraint& c, Step& step);
// A lockout line's few pairs of end digits (LockoutWays), and a between
// line's (BetweenWays).
bool explainByLockoutWays(const Grid& state, const Constraint& c, Step& step);
bool explainByBetweenWays(const Grid& state, const Constraint& c, Step& step);
// An entropic or modular line's places: cells a multiple of three apart
// share a class, cells at different places differ (ClassPlaces,
// constraint_reasons_lines.cpp).
bool explainByClassPlaces(const Grid& state, const Constraint& c, Step& step);

// A group of different digits' naked subsets (DistinctSubsets,
// constraint_reasons_groups.cpp).
bool explainByDistinctSubsets(const Grid& state, const Constraint& c, Step& step);
// A quadruple whose open cells take the digits it still lacks, one each:
// the same subsets over those digits (DistinctSubsets, detail.digits the
// digits lacked).
bool explainByQuadrupleSubsets(const Grid& state, const Constraint& c, Step& step);

// An X-sum clue's table of first digits and sets (XSumSets,
// constraint_reasons_clues.cpp); false, and the step unchanged, when it
// does not explain every elimination.
bool explainByXSumSets(const Grid& state, const Constraint& c, Step& step);
// A sandwich clue's ways (SandwichWays, constraint_reasons_clues.cpp).
bool explainBySandwichWays(const Grid& state, const Constraint& c, Step& step);
// A sandwich clue's counts of cells between (SandwichLengths,
// constraint_reasons_clues.cpp).
bool explainBySandwichLengths(const Grid& state, const Constraint& c, Step& step);
// A skyscraper clue's places: the cell p places from a clue of k holds at
// most N - k + p (SkyscraperPlaces, constraint_reasons_skyscrapers.cpp).
bool explainBySkyscraperPlaces(const Grid& state, const Constraint& c, Step& step);
// A skyscraper clue of k with only k cells that can be seen: each is
// seen, so their digits rise (SkyscraperRise,
// constraint_reasons_skyscrapers.cpp).
bool explainBySkyscraperRise(const Grid& state, const Constraint& c, Step& step);
// A skyscraper clue's count under each eliminated candidate: were the cell
// to hold it, more cells would surely be seen than the clue, or fewer
// could be (SkyscraperCount, constraint_reasons_skyscrapers.cpp).
bool explainBySkyscraperCount(const Grid& state, const Constraint& c, Step& step);

// Whether all cells of the line see each other (a row or a column): then
// the digits placed in some of them leave the others the rest
// (constraint_reasons_clues.cpp).
bool allPeers(const Geometry& g, const std::vector<int>& line);

} // namespace pm::logic::reasons
