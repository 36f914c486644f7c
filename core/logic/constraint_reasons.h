// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/constraints/constraint.h"
#include "core/grid.h"
#include "core/logic/step.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace pm::logic {

// The plain reasons a player reads a variant constraint step by: each,
// when it is given, explains every elimination of the step by itself, from
// the candidates at the time of the step (StepDetail::constraintReason;
// the numbers are in StepDetail::claims, in the order the sentence says
// them). A step no single one explains keeps None, and its sentence tells
// the exact search instead.
enum class ConstraintReason : std::uint8_t {
    None,
    // A dot or a whispers line: the rule gives these digits (detail.digits)
    // no partner at all ("a black dot joins 1-2, 2-4, 3-6 or 4-8: 5, 7 and 9
    // have none"). No claims.
    NoPartner,
    // A dot, a whispers line, a palindrome, a clone, a minimum or maximum
    // cell and its compared neighbours: a cell keeps only
    // digits that pair, under the rule, with a candidate of its partner (the
    // other end of the dot, a neighbour on the line, the mirrored cell).
    // Claims: cell, from (the partner), fromDigits (what the partner can
    // hold; 0 when no candidate of it matters: the cell keeps what pairs
    // with any digit), keeps (the cell's candidates that pair with one of
    // them). A cell's two partners that share a house hold different
    // digits, so a claim may read both: alsoFrom (the second partner) and
    // alsoFromDigits (what it can hold; 0 with fromDigits 0 when no
    // candidate of either matters), keeps the cell's candidates with a
    // partner in each, apart ("r1c1 and r1c3 share a house ... so r1c2 can
    // only be 1, 2, 3, 7, 8 or 9": only 9 is 5 from 4).
    PartnerDigits,
    // A thermometer: bounds carried along it from the candidates ("r1c5
    // holds at least 4, as r1c4 before it holds at least 3"), each moved on
    // to the cell's nearest candidate ("r3c9 holds at least 3, as r2c9
    // before it holds at least 1 and r3c9 cannot hold 2"). Claims: cell,
    // from (the cell before it for a lower bound, after it for an upper),
    // atMost, bound (on cell), fromBound (on from); the digits between the
    // bound carried and `bound` are none of the cell's candidates.
    CarriedBounds,
    // An arrow with a one-cell circle, or a little killer: what its cells
    // add up to bounds each. A claim on the circle: cell (the circle),
    // atMost, bound, addends (the least or most filling of an arrow, cells
    // sharing a house different). A claim on a cell of the sum: cell,
    // from (the circle; -1 for a little killer's clue), atMost, fromBound
    // (the circle's largest or smallest candidate, or the clue), addends
    // (the least or most filling of the other cells), bound (fromBound less
    // their sum).
    SumBounds,
    // A renban line: its digits make a run as long as the line, so none is
    // further than length-1 from any cell's digit. Claims (cell -1: every
    // cell of the line): from (the cell whose lowest or highest candidate
    // bounds the run), fromDigits (what it can hold), atMost, fromBound
    // (that candidate), bound.
    RenbanWindow,
    // A renban line whose window says too little: the runs (as long as the
    // line, detail.size) that give every cell of it one of its candidates
    // start at detail.digits, and no eliminated digit lies in any of them.
    // No claims.
    RenbanRuns,
    // A renban line whose runs say too little: its cells take different
    // digits of the run, so within a run a cell keeps only the digits that
    // leave the others a digit each. The runs with such a filling start at
    // detail.digits (detail.size long); a claim per run and cell that loses
    // digits of that run: cell, bound (the run's start), keeps (what the
    // cell can hold in that run). No eliminated digit is kept in any run.
    RenbanRunFillings,
    // A little killer whose cells all see each other: they hold detail.size
    // different digits adding up to detail.sum, one of the sets in
    // detail.digitSets (those its cells can take, one digit each), and no
    // eliminated digit is in any of them. No claims.
    SumCombinations,
    // An arrow whose circle is a pill of two or more cells, read as a number
    // first cell first: its number lies between the largest least and the
    // smallest most its arrows add up to. A claim on the pill's number:
    // cell -1, from -1, atMost, bound, addends (that filling). A claim on a
    // pill cell that loses digits: cell, from -1, keeps (the digits it has
    // in the numbers its candidates read within those bounds). A claim on an
    // arrow cell: cell, from (the pill's first cell), atMost, fromBound (the
    // largest or smallest number the pill's candidates read), addends (the
    // least or most filling of the arrow's other cells), bound (fromBound
    // less their sum).
    PillBounds,
    // A region-sum line: each segment (its run of cells within one region)
    // adds up to the same sum, so the sum lies between the largest least and
    // the smallest most of its segments. A claim on the sum: cell -1, from
    // (the first cell of the segment that bounds it), atMost, bound,
    // addends (that segment's least or most filling). A claim on a cell:
    // cell, from -1, atMost, fromBound (the sum's bound), addends (the most
    // or least filling of the rest of its segment; none for a segment of one
    // cell), bound (fromBound less their sum).
    SegmentBounds,
    // A zipper line: its pairs of cells equally far from its middle add up
    // to the same total (its middle cell's digit, if it has one), so the
    // total lies between the largest least and the smallest most of a pair
    // (or the middle). Claims as SegmentBounds's, with the pairs (and the
    // middle alone) for segments; a claim on the total names the pair by its
    // first cell.
    ZipperBounds,
    // A between line: its cells between the ends hold digits strictly
    // between the ends' digits, so above the lower end's least and below
    // the higher end's most. Claims, each for one line (cell -1: every cell
    // between its ends): from (the line's first end), atMost, fromBound
    // (both ends hold at least, or at most, this), bound (fromBound + 1, or
    // fromBound - 1). And its ends differ by more than the number of its
    // cells between them that share a house: a claim on an end: cell, from
    // (the other end), fromDigits (what it can hold; 0 when any digit
    // leaves the same), keeps (the end's candidates at least bound away from
    // one of them), bound (that least difference).
    BetweenBounds,
    // A lockout line: no cell between its ends holds a digit in the range
    // the ends span, which takes in every digit from the smallest most of an
    // end to the largest least of an end. Two claims per line (cell -1:
    // every cell between its ends): atMost with from (the end) and fromBound
    // (its most), then atLeast with from and fromBound (its least); bound
    // is fromBound. The cells between lose the digits from the first
    // fromBound to the second.
    LockoutSpan,
    // A lockout line whose span says too little: the pairs of digits its
    // ends can hold (the clue apart at least) that leave every cell between
    // them a candidate outside their range; an end keeps the digits of some
    // pair, a cell between the digits outside some pair's range. One claim
    // per pair: cell (the line's first end), from (its last), bound (the
    // first end's digit), fromBound (the last end's). When those pairs say
    // too little, the pairs that leave the cells between a filling, cells
    // sharing a house different (detail.size 1); a cell between keeps the
    // digits some such filling gives it.
    LockoutWays,
    // An X-sum clue on a line whose cells all see each other: its first
    // digit X and the digits of its first X cells, which add up to the clue,
    // can only be the sets in detail.digitSets (masks of X digits, X among
    // them) that the first X cells can take from their candidates, X in the
    // first. A digit goes from a cell when
    // no set puts it there: in the first cell only X, in the other first X
    // cells the set's other digits, after them every digit not in the set.
    // No claims.
    XSumSets,
    // A sandwich clue on a line whose cells all see each other: the ways its
    // cells' candidates allow the 1, the N and the digits between them
    // (adding up to the clue), one claim each: cell (the 1's cell), from (the
    // N's cell), fromDigits (the digits between). A digit goes from a cell
    // when no way puts it there: the 1 and the N in their cells, the digits
    // between in the cells between, every other digit outside.
    SandwichWays,
    // A quadruple whose open cells are as many as the digits it still
    // lacks (detail.digits, each as often as still needed): they hold
    // those, one each, so no other digit fits. No claims.
    QuadrupleFilled,
    // An entropic or modular line of three cells or more: every three cells
    // in a row hold one digit of each class (a third of the digits, or a
    // remainder modulo 3), so cells a multiple of three apart share a class
    // and cells at different places of that pattern differ. Claims: cell,
    // from (a cell of the line), fromDigits (what it can hold), keeps (the
    // cell's candidates it leaves), atMost false when the two share a class,
    // true when they differ (from is then held to one class). Two cells
    // sharing a class and a house hold different digits of it: a claim
    // with atMost false and bound 1 keeps only the cell's digits whose
    // class `from` can fill with another digit.
    ClassPlaces,
    // An arrow with a one-cell circle whose bounds say too little, with
    // few ways to fill it from the candidates (each arrow adding up to the
    // circle, cells sharing a house different): a claim per way, addends
    // its digits (the circle, then each arrow's cells from the circle on).
    // No eliminated digit is in any way at its cell.
    ArrowFillings,
    // A skyscraper clue of k: a digit d p places from the clue has at most
    // p - 1 seen before it and N - d after it, so it is at most N - k + p.
    // Claims, one per cell that loses digits: cell, atMost, bound, and
    // fromBound its place p (1 beside the clue).
    SkyscraperPlaces,
    // A region-sum line whose bounds say too little: each segment adds up
    // to the line's one sum, so the sum is one that every segment can make
    // from its candidates (cells sharing a house different), and a cell
    // keeps only the digits some filling of its segment with such a sum
    // gives it. Claims, first those on segments, as many as it takes to
    // leave only the common sums: cell -1, from (the segment's first cell),
    // keeps (the sums it can make, as digits: bit s-1 for s). Then one per cell that
    // loses digits: cell, keeps (its digits in those fillings). No
    // eliminated digit is kept.
    SegmentSums,
    // A between line whose bounds say too little: the pairs of digits its
    // ends can hold that leave every cell between them a candidate strictly
    // between; claims and reading as LockoutWays's.
    BetweenWays,
    // A group of different digits (a cage without a sum): its naked
    // subsets, cells as many as the digits they can hold between them, so
    // that no other cell of the group holds those digits. A claim per cell
    // of each subset named: cell, keeps (the subset's digits; cells with the
    // same keeps make one subset), atMost false. Every elimination is a
    // digit of a subset its cell is not in. A group with a cell for every
    // digit says a subset of more than half its cells turned round, as a
    // hidden subset: its other cells are the only places of the other
    // digits (keeps), atMost true, and lose every digit but those. A
    // quadruple whose open cells each can only hold the digits it still
    // lacks (detail.digits), as many as they, is such a group over those
    // digits.
    DistinctSubsets,
    // A skyscraper clue of k with only k cells that can be seen (each can
    // hold a digit taller than the least the cells before it reach; the
    // tallest digit N, where it can only stand in one cell, hides all
    // after it): each is seen, taller than those before it, so their
    // digits rise. detail.digitSets: one mask, bit p-1 for each place p
    // that can be seen; detail.size: the place of N's one cell when the
    // sentence names it (it hides cells, or loses its other digits), else
    // 0. Claims as CarriedBounds's, along the cells seen.
    SkyscraperRise,
    // A sandwich clue on a line whose cells all see each other: its digits
    // between the 1 and the N add up to the clue only over so many cells
    // (detail.digits: the counts k for which k middle digits can make it,
    // from the k least to the k most), so the 1 and the N stand k + 1
    // places apart; every elimination is a 1 or an N with no cell that
    // far able to hold the other. No claims.
    SandwichLengths,
    // A skyscraper clue of k, candidate by candidate: were the cell to hold
    // the digit, the line would show more cells than k for sure, or could
    // show no more than fewer. A claim per elimination: cell, bound (the
    // digit supposed); addends, pairs of cell and digit: what the case
    // leaves in the line first, when the count needs it (a cell left one
    // digit, a digit left one cell). Too many: atMost false, fromBound the
    // count, keeps the places surely seen (bit p-1 for place p: each can
    // only hold a digit taller than any before it can), fromDigits the bit
    // of N when none of them can hold N, which is seen too wherever it
    // stands. Too few: atMost true, fromBound the most that can be seen.
    SkyscraperCount,
    // A whispers line, candidate by candidate: were the cell to hold the
    // digit, its neighbours on the line could hold only the digits that
    // differ enough from it, theirs only those that differ enough from
    // these, and so on, until a cell is left nothing. Around a minimum or
    // maximum cell the same, each cell read beside those it is compared
    // with. A chain of claims per
    // elimination, in order. The first: cell, bound (the digit supposed),
    // keeps (its bit). Then each narrowing the end needs: cell, from (the
    // neighbour it is read beside), fromDigits (what that neighbour can
    // hold in the case), keeps (what the cell is left; 0 ends the chain),
    // addends (pairs of cell and digit: cells of the line sharing a house
    // with it, left that one digit, which take it from the cell), bound 0.
    PartnerCases,
    // An arrow with a one-cell circle, candidate by candidate on its arrow
    // cells: were the cell to hold the digit, the arrow it lies on could
    // only add up to a few sums (its other cells from their candidates,
    // that digit taken where they share a house with the cell, different
    // where they share one), none of which the circle can hold. Per
    // elimination a claim: cell, bound (the digit supposed), from (the
    // circle), fromDigits (the sums, bit s-1 for s), keeps (what the circle
    // can hold in the case). Then a claim per other cell of that arrow the
    // case narrows: cell, from (the supposed cell), keeps (what it is left),
    // bound 0.
    ArrowCases,
    // A between line, candidate by candidate: were the cell to hold the
    // digit, the cells between its ends could hold only digits strictly
    // between what the ends can hold, and each end only digits that leave
    // a cell between room, until a cell is left nothing. Claims as
    // PartnerCases's: on a cell between, from and alsoFrom are the two
    // ends; on an end, from is the cell between it is read beside and
    // alsoFrom the other end.
    BetweenCases,
};

// Fills step.detail.constraintReason and claims for a step of
// findConstraintFits on constraint `index` (its eliminations made), when a
// plain reason explains every elimination on `state`, the state the step
// was found on. When none does, the step keeps only the eliminations one
// reason explains, as many as any reason explains (each of them alone),
// with that reason: a player takes the plain part first, and the search
// finds the rest at a later step. A reason that follows a case (from
// cell to cell, PartnerCases and BetweenCases; an arrow's sums,
// ArrowCases) is read, whole
// or in part in the same way, only when no other explains any part. A step
// no reason explains any part of is left as it is.
void explainConstraintFit(const Grid& state, int index, Step& step);

// The pairs of digits a dot joins (a < b, ascending), for the sentence's
// table: a black dot of ratio 2 on 1-9 joins 1-2, 2-4, 3-6 and 4-8.
std::vector<std::pair<int, int>> dotPairTable(ConstraintKind kind, int value, int symbolCount);

} // namespace pm::logic
