// SPDX-License-Identifier: GPL-3.0-or-later
// The plain reasons behind variant constraint steps (constraint_reasons.h):
// for each kind, a step whose reason a player reads off (found, with its
// claims), and one whose reason falls short (the general sentence stays).
// Their truth on real puzzles is checked by tst_logic_constraints's walk.
#include "core/logic/constraint_reasons.h"
#include "core/logic/logic_solver.h"
#include "tests/support/constraint_fixtures.h"

#include <QtTest>

#include <algorithm>
#include <cstdlib>
#include <set>

using namespace pm;
using namespace pm::logic;
using namespace pm::test;

namespace {

// A step's claims by cell (and lower bounds first), for comparing with a
// list written by hand: the finder names cells in its search order.
std::vector<ConstraintClaim> claimsByCell(const Step& step)
{
    std::vector<ConstraintClaim> claims = step.detail.claims;
    std::stable_sort(claims.begin(), claims.end(), [](const ConstraintClaim& a, const ConstraintClaim& b) {
        return std::pair(a.cell, a.atMost) < std::pair(b.cell, b.atMost);
    });
    return claims;
}

// The steps found once the plain parts of a fit have gone (each applied in
// turn): what no reason explains comes after what one does, so a
// must-not's eliminations are read at the step that is left.
std::vector<Step> afterPlainParts(Grid& state, Technique technique)
{
    std::vector<Step> steps = findAll(state, technique);
    while (steps.size() == 1 && steps.front().detail.constraintReason != int(ConstraintReason::None)) {
        applyStep(state, steps.front());
        steps = findAll(state, technique);
    }
    return steps;
}

// The counts of cells seen from the clue over every filling of the line
// (a whole row or column) from the candidates, with the case's cell
// holding its digit: the reference the case's count is checked against.
std::set<int> seenCounts(const Grid& state, const std::vector<int>& line, CellDigit supposed)
{
    std::set<int> counts;
    std::vector<int> digits(line.size());
    const auto fill = [&](auto&& self, size_t at, DigitMask used) -> void {
        if (at == line.size()) {
            int seen = 0, tallest = 0;
            for (int d : digits)
                if (d > tallest)
                    ++seen, tallest = d;
            counts.insert(seen);
            return;
        }
        const DigitMask can = line[at] == supposed.cell ? digitBit(supposed.digit) : state.candidates(line[at]);
        for (DigitMask m = can & ~used; m; m &= m - 1) {
            digits[at] = firstDigit(m);
            self(self, at + 1, used | (m & -m));
        }
    };
    fill(fill, 0, 0);
    return counts;
}

// Whether some filling of a whispers line from the candidates, with the
// case's cell holding its digit, keeps the rule: neighbours at least
// `apart`, cells sharing a house different. The reference a case is
// checked against.
bool whispersFill(const Grid& state, const std::vector<int>& line, int apart, CellDigit supposed)
{
    const Geometry& g = state.geometry();
    std::vector<int> digits(line.size());
    const auto fill = [&](auto&& self, size_t at) -> bool {
        if (at == line.size())
            return true;
        const DigitMask can = line[at] == supposed.cell ? digitBit(supposed.digit) : state.candidates(line[at]);
        for (DigitMask m = can; m; m &= m - 1) {
            const int d = firstDigit(m);
            bool fits = at == 0 || std::abs(d - digits[at - 1]) >= apart;
            for (size_t before = 0; fits && before < at; ++before)
                fits = !(digits[before] == d && g.arePeers(line[before], line[at]));
            digits[at] = d;
            if (fits && self(self, at + 1))
                return true;
        }
        return false;
    };
    return fill(fill, 0);
}

} // namespace

class TestLogicConstraintReasons : public QObject {
    Q_OBJECT

private slots:
    // The plain reason a step carries (constraint_reasons.h), with its
    // numbers, and none where it would not explain every elimination.
    // A step no one reason explains whole keeps the part one reason
    // explains; the rest goes at later steps. A German whispers line along
    // r3c3-r3c7, its ends at most 7: the middle's 7 goes only by a longer
    // argument (its neighbours 1 and 2 leave an end no partner), so the
    // first step leaves it, plainly; the steps that follow reach the exact
    // fit.
    void plainPartFirst()
    {
        const auto g = withConstraints(
            {{ConstraintKind::Whispers, {{rc(3, 3), rc(3, 4), rc(3, 5), rc(3, 6), rc(3, 7)}}, {5}}});
        Grid state = open(g);
        state.setCandidates(rc(3, 3), digitsMask({1, 2, 3, 4, 5, 6, 7}));
        state.setCandidates(rc(3, 7), digitsMask({1, 2, 3, 4, 5, 6, 7}));
        auto steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QVERIFY(steps.front().detail.constraintReason != int(ConstraintReason::None));
        QVERIFY(!eliminationsOf(steps).contains({rc(3, 5), 7}));
        for (int guard = 0; guard < 10 && !steps.empty(); ++guard) {
            applyStep(state, steps.front());
            steps = findAll(state, Technique::LineRule);
        }
        QVERIFY(steps.empty());
        QVERIFY(!(state.candidates(rc(3, 5)) & digitBit(7)));
    }

    // A whispers line's cases, each followed from cell to cell: along
    // r3c3-r3c7 of Nebuzaradan's “Whispering Rains” (its ends 1-4, 6 or
    // 7, its inner cells 1, 2, 7-9, the middle 1-3 or 7-9), were r3c5 to
    // hold 7, r3c4 and r3c6 could only hold 1 or 2, r3c3 only 6 (7 taken
    // by r3c5), and r3c7 nothing. No rule read off the candidates says so.
    void whispersCases()
    {
        const std::vector<int> line = {rc(3, 3), rc(3, 4), rc(3, 5), rc(3, 6), rc(3, 7)};
        const auto g = withConstraints({{ConstraintKind::Whispers, {line}, {5}}});
        Grid state = open(g);
        const DigitMask end = digitsMask({1, 2, 3, 4, 6, 7});
        const DigitMask inner = digitsMask({1, 2, 7, 8, 9});
        const std::vector<DigitMask> rains = {end, inner, digitsMask({1, 2, 3, 7, 8, 9}), inner, end};
        for (size_t i = 0; i < line.size(); ++i)
            state.setCandidates(line[i], rains[i]);
        auto steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(eliminationsOf(steps), (std::set<CellDigit>{{rc(3, 5), 7}}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::PartnerCases));
        const DigitMask low = digitsMask({1, 2});
        QCOMPARE(steps.front().detail.claims,
                 (std::vector<ConstraintClaim>{
                     {.cell = rc(3, 5), .keeps = digitBit(7), .bound = 7, .addends = {}},
                     {.cell = rc(3, 4), .from = rc(3, 5), .fromDigits = digitBit(7), .keeps = low, .addends = {}},
                     {.cell = rc(3, 6), .from = rc(3, 5), .fromDigits = digitBit(7), .keeps = low, .addends = {}},
                     {.cell = rc(3, 3), .from = rc(3, 4), .fromDigits = low, .keeps = digitBit(6),
                      .addends = {rc(3, 5), 7}},
                     {.cell = rc(3, 7), .from = rc(3, 6), .fromDigits = low, .keeps = 0,
                      .addends = {rc(3, 3), 6, rc(3, 5), 7}}}));
        QVERIFY(!whispersFill(state, line, 5, {rc(3, 5), 7}));
        QVERIFY(whispersFill(state, line, 5, {rc(3, 5), 8}));
        // Later on that line, each case of two eliminations: were r3c3 to
        // hold 2, r3c4 could hold only 7-9 and r3c5, in the same row, nothing.
        state.setCandidates(rc(3, 5), digitsMask({2, 8, 9}));
        state.setCandidates(rc(3, 6), digitsMask({1, 2, 7, 9}));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::PartnerCases));
        for (const CellDigit& e : steps.front().eliminations)
            QVERIFY(!whispersFill(state, line, 5, e));
        const auto& claims = steps.front().detail.claims;
        QCOMPARE(std::count_if(claims.begin(), claims.end(), [](const ConstraintClaim& c) { return c.bound > 0; }),
                 std::ptrdiff_t(steps.front().eliminations.size()));
        QCOMPARE(claims.back().keeps, DigitMask(0));

        // Must not: along r1c1-r1c5, were r1c2 to hold 9, r1c1, r1c3 and
        // r1c5 could each only hold 1 or 2, three cells of one row for two
        // digits. No cell is left nothing, so no case is told, though no
        // filling holds the 9.
        const std::vector<int> top = {rc(1, 1), rc(1, 2), rc(1, 3), rc(1, 4), rc(1, 5)};
        state = open(withConstraints({{ConstraintKind::Whispers, {top}, {5}}}));
        const std::vector<DigitMask> split = {digitsMask({1, 2, 8}), digitsMask({3, 9}), digitsMask({1, 2, 9}),
                                              digitsMask({1, 4, 7}), digitsMask({1, 2, 6})};
        for (size_t i = 0; i < top.size(); ++i)
            state.setCandidates(top[i], split[i]);
        QVERIFY(!whispersFill(state, top, 5, {rc(1, 2), 9}));
        Step nine;
        nine.technique = Technique::LineRule;
        nine.eliminations = {{rc(1, 2), 9}};
        nine.detail.constraint = 0;
        explainConstraintFit(state, 0, nine);
        QCOMPARE(nine.detail.constraintReason, int(ConstraintReason::None));
    }

    // A maximum cell's case: r2c7 of Sam Cappleman-Lynes's “Fortress Sudoku”
    // (3-5 or 8) over r1c7 (1, 4-7), r3c7 (1-5, 7) and r2c8 (1-3, 5); r2c6
    // is a maximum cell too, so not compared. Were r2c7 to hold 3, r1c7
    // could only hold 1 below it, r3c7 only 2 (1 taken by r1c7, in its
    // column), and r2c8 nothing (both taken in its box).
    void maximumCases()
    {
        const auto g = withConstraints(
            {{ConstraintKind::Maximum, {{rc(2, 7)}}}, {ConstraintKind::Maximum, {{rc(2, 6)}}}});
        Grid state = open(g);
        state.setCandidates(rc(2, 7), digitsMask({3, 4, 5, 8}));
        state.setCandidates(rc(1, 7), digitsMask({1, 4, 5, 6, 7}));
        state.setCandidates(rc(3, 7), digitsMask({1, 2, 3, 4, 5, 7}));
        state.setCandidates(rc(2, 8), digitsMask({1, 2, 3, 5}));
        state.setCandidates(rc(2, 6), digitBit(6));
        // r2c6's own fit is a step apart; r2c7's is the one read here (the
        // geometry may order the two either way).
        const auto& constraints = g->constraints();
        const int ours = int(std::find_if(constraints.begin(), constraints.end(),
                                          [](const Constraint& c) { return c.lines[0][0] == rc(2, 7); })
                             - constraints.begin());
        std::vector<Step> steps = findAll(state, Technique::CellRule);
        std::erase_if(steps, [&](const Step& step) { return step.detail.constraint != ours; });
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(eliminationsOf(steps), (std::set<CellDigit>{{rc(2, 7), 3}}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::PartnerCases));
        QCOMPARE(steps.front().detail.claims,
                 (std::vector<ConstraintClaim>{
                     {.cell = rc(2, 7), .keeps = digitBit(3), .bound = 3, .addends = {}},
                     {.cell = rc(1, 7), .from = rc(2, 7), .fromDigits = digitBit(3), .keeps = digitBit(1), .addends = {}},
                     {.cell = rc(3, 7), .from = rc(2, 7), .fromDigits = digitBit(3), .keeps = digitBit(2),
                      .addends = {rc(1, 7), 1}},
                     {.cell = rc(2, 8), .from = rc(2, 7), .fromDigits = digitBit(3), .keeps = 0,
                      .addends = {rc(1, 7), 1, rc(3, 7), 2}}}));
        // Must not: r2c7's 4 leaves r1c7 1 and the others 2 or 3, which
        // they can hold apart, so no case removes it.
        Step four;
        four.technique = Technique::CellRule;
        four.eliminations = {{rc(2, 7), 4}};
        four.detail.constraint = ours;
        explainConstraintFit(state, ours, four);
        QCOMPARE(four.detail.constraintReason, int(ConstraintReason::None));
    }

    // An arrow's cases: r9c6 = r9c5 + r8c5, all in box 8, as in “Whispering
    // Rains” (the circle 3-6, 8 or 9, r9c5 1-7, r8c5 1, 6 or 7). Were r9c5
    // to hold 6, r8c5 would be left 1 or 7, so the arrow would add up to 7
    // or 13, neither a digit r9c6 can hold. Neither its bounds nor its
    // fillings (more than six) say so.
    void arrowCases()
    {
        const int circle = rc(9, 6);
        const auto g = withConstraints({{ConstraintKind::Arrow, {{circle}, {circle, rc(9, 5), rc(8, 5)}}}});
        Grid state = open(g);
        state.setCandidates(circle, digitsMask({3, 4, 5, 6, 8, 9}));
        state.setCandidates(rc(9, 5), digitsMask({1, 2, 3, 4, 5, 6, 7}));
        state.setCandidates(rc(8, 5), digitsMask({1, 6, 7}));
        auto steps = findAll(state, Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(eliminationsOf(steps), (std::set<CellDigit>{{rc(9, 5), 6}}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::ArrowCases));
        QCOMPARE(steps.front().detail.claims,
                 (std::vector<ConstraintClaim>{
                     {.cell = rc(9, 5), .from = circle, .fromDigits = (DigitMask(1) << 6) | (DigitMask(1) << 12),
                      .keeps = digitsMask({3, 4, 5, 8, 9}), .bound = 6, .addends = {}},
                     {.cell = rc(8, 5), .from = rc(9, 5), .keeps = digitsMask({1, 7}), .addends = {}}}));

        // Must not: with r9c5 1, 3-6 and r8c5 1 or 6, the arrow adds up to
        // 4-7 or 9-12, never 8, so the circle's 8 goes; but a circle's own
        // candidates are no case of this reason, its bounds (4 to 9) keep
        // the 8, and a second arrow, r8c7 + r7c8, gives it more than six
        // fillings.
        const auto two = withConstraints(
            {{ConstraintKind::Arrow, {{circle}, {circle, rc(9, 5), rc(8, 5)}, {circle, rc(8, 7), rc(7, 8)}}}});
        state = open(two);
        state.setCandidates(circle, digitsMask({3, 4, 5, 6, 8, 9}));
        state.setCandidates(rc(9, 5), digitsMask({1, 3, 4, 5, 6}));
        state.setCandidates(rc(8, 5), digitsMask({1, 6}));
        Step eight;
        eight.technique = Technique::LineSum;
        eight.eliminations = {{circle, 8}};
        eight.detail.constraint = 0;
        explainConstraintFit(state, 0, eight);
        QCOMPARE(eight.detail.constraintReason, int(ConstraintReason::None));
    }

    // A between line's cases: r3c4-r6c4 of “Van de Graaff Generator”
    // (jeremydover & Raumplaner), r4c4 7 or 8, r5c4 2-4 or 6-8, r6c4 1-4
    // or 6-9. Were r3c4 to hold 7, r4c4 could only hold 8 between the
    // ends, r6c4 only 9 to leave it room, and r5c4 then nothing but the 8
    // r4c4 holds in its column.
    void betweenCases()
    {
        const std::vector<int> line = {rc(3, 4), rc(4, 4), rc(5, 4), rc(6, 4)};
        const auto g = withConstraints({{ConstraintKind::BetweenLine, {line}}});
        Grid state = open(g);
        state.setCandidates(rc(4, 4), digitsMask({7, 8}));
        state.setCandidates(rc(5, 4), digitsMask({2, 3, 4, 6, 7, 8}));
        state.setCandidates(rc(6, 4), digitsMask({1, 2, 3, 4, 6, 7, 8, 9}));
        const auto explained = [&](std::vector<CellDigit> eliminations) {
            Step step;
            step.technique = Technique::LineRule;
            step.eliminations = std::move(eliminations);
            step.detail.constraint = 0;
            explainConstraintFit(state, 0, step);
            return step;
        };
        const Step sevens = explained({{rc(3, 4), 7}, {rc(6, 4), 7}});
        QCOMPARE(sevens.detail.constraintReason, int(ConstraintReason::BetweenCases));
        const auto& claims = sevens.detail.claims;
        QCOMPARE(claims.front(), (ConstraintClaim{.cell = rc(3, 4), .keeps = digitBit(7), .bound = 7, .addends = {}}));
        QCOMPARE(claims[1], (ConstraintClaim{.cell = rc(4, 4), .from = rc(3, 4), .fromDigits = digitBit(7),
                                             .keeps = digitBit(8), .addends = {}, .alsoFrom = rc(6, 4),
                                             .alsoFromDigits = digitsMask({1, 2, 3, 4, 6, 7, 8, 9})}));
        QCOMPARE(std::count_if(claims.begin(), claims.end(), [](const ConstraintClaim& c) { return c.bound > 0; }),
                 std::ptrdiff_t(2));
        // The reference: no filling of the line from the candidates, the
        // column's cells different, holds either 7.
        const auto fills = [&](CellDigit supposed) {
            std::vector<int> digits;
            const auto fill = [&](auto&& self) -> bool {
                const size_t at = digits.size();
                if (at == line.size()) {
                    const int low = std::min(digits.front(), digits.back());
                    const int high = std::max(digits.front(), digits.back());
                    return std::all_of(digits.begin() + 1, digits.end() - 1, [&](int d) { return low < d && d < high; });
                }
                const DigitMask can = line[at] == supposed.cell ? digitBit(supposed.digit) : state.candidates(line[at]);
                for (DigitMask m = can; m; m &= m - 1) {
                    if (std::find(digits.begin(), digits.end(), firstDigit(m)) != digits.end())
                        continue;
                    digits.push_back(firstDigit(m));
                    if (self(self))
                        return true;
                    digits.pop_back();
                }
                return false;
            };
            return fill(fill);
        };
        QVERIFY(!fills({rc(3, 4), 7}) && !fills({rc(6, 4), 7}));
        // Must not: r3c4 may hold 9 (9, 8, 7 is out, but 9, 7, 2, 1 fits),
        // so no case removes it.
        QVERIFY(fills({rc(3, 4), 9}));
        QCOMPARE(explained({{rc(3, 4), 9}}).detail.constraintReason, int(ConstraintReason::None));
    }

    void plainReasons()
    {
        // Thermometer r1c4-r1c7, bulb 3-5 once the places are applied: the
        // bounds carry, r1c5 at least 4 as r1c4 at least 3, and so on.
        const auto thermo = withConstraints({{ConstraintKind::Thermometer, {{rc(1, 4), rc(1, 5), rc(1, 6), rc(1, 7)}}}});
        Grid state = open(thermo);
        applyStep(state, findAll(state, Technique::Thermometer).front());
        state.setCandidates(rc(1, 4), digitsMask({3, 4, 5}));
        auto steps = findAll(state, Technique::Thermometer);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::CarriedBounds));
        QCOMPARE(claimsByCell(steps.front()),
                 (std::vector<ConstraintClaim>{
                     {.cell = rc(1, 5), .from = rc(1, 4), .atMost = false, .bound = 4, .fromBound = 3, .addends = {}},
                     {.cell = rc(1, 6), .from = rc(1, 5), .atMost = false, .bound = 5, .fromBound = 4, .addends = {}},
                     {.cell = rc(1, 7), .from = rc(1, 6), .atMost = false, .bound = 6, .fromBound = 5, .addends = {}}}));
        // A bound moves on to the cell's nearest candidate: r1c1 at least 2,
        // r1c2 (no 3) at least 4, r1c3 at least 5.
        const auto short3 = withConstraints({{ConstraintKind::Thermometer, {{rc(1, 1), rc(1, 2), rc(1, 3)}}}});
        state = open(short3);
        applyStep(state, findAll(state, Technique::Thermometer).front());
        state.setCandidates(rc(1, 1), digitsMask({2, 3, 4, 5, 6, 7}));
        state.setCandidates(rc(1, 2), digitsMask({2, 4, 5, 6, 7, 8}));
        steps = findAll(state, Technique::Thermometer);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::CarriedBounds));
        QCOMPARE(claimsByCell(steps.front()),
                 (std::vector<ConstraintClaim>{
                     {.cell = rc(1, 2), .from = rc(1, 1), .atMost = false, .bound = 4, .fromBound = 2, .addends = {}},
                     {.cell = rc(1, 3), .from = rc(1, 2), .atMost = false, .bound = 5, .fromBound = 4, .addends = {}}}));
        // Must not: a slow thermometer in one row, whose cells differ for
        // the row's sake, not the bounds'.
        const auto slow = withConstraints({{ConstraintKind::SlowThermometer, {{rc(1, 1), rc(1, 2)}}}});
        steps = findAll(open(slow), Technique::Thermometer);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::None));

        // An arrow from r5c5 along r5c6 and r5c7: the circle at least 1+2,
        // each arrow cell at most 9 - 1.
        const auto arrow = withConstraints({{ConstraintKind::Arrow, {{rc(5, 5)}, {rc(5, 6), rc(5, 7)}}}});
        steps = findAll(open(arrow), Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::SumBounds));
        QCOMPARE(claimsByCell(steps.front()),
                 (std::vector<ConstraintClaim>{
                     {.cell = rc(5, 5), .atMost = false, .bound = 3, .addends = {1, 2}},
                     {.cell = rc(5, 6), .from = rc(5, 5), .atMost = true, .bound = 8, .fromBound = 9, .addends = {1}},
                     {.cell = rc(5, 7), .from = rc(5, 5), .atMost = true, .bound = 8, .fromBound = 9, .addends = {1}}}));
        // A circle of 4 over two cells of one row holding 1-3: 2 goes (2+2
        // repeats in the row), which no bound says, but the two ways to fill
        // it do: 4 = 1 + 3 or 4 = 3 + 1.
        Grid four = open(arrow);
        four.setValue(rc(5, 5), 4);
        four.fillCandidatesFromValues();
        four.setCandidates(rc(5, 6), digitsMask({1, 2, 3}));
        four.setCandidates(rc(5, 7), digitsMask({1, 2, 3}));
        steps = findAll(four, Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(eliminationsOf(steps), (std::set<CellDigit>{{rc(5, 6), 2}, {rc(5, 7), 2}}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::ArrowFillings));
        QCOMPARE(steps.front().detail.claims,
                 (std::vector<ConstraintClaim>{{.addends = {4, 1, 3}}, {.addends = {4, 3, 1}}}));

        // A little killer of 23 on three cells of box 1: {6,8,9} from the
        // combination table. Must not: on r1c2, r2c3 and r3c4, which do
        // not all see each other, the table says nothing (the bounds do).
        const auto box = withConstraints({{ConstraintKind::LittleKiller, {{rc(1, 1), rc(2, 2), rc(3, 3)}}, {23}}});
        steps = findAll(open(box), Technique::LineSum);
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::SumCombinations));
        QCOMPARE(steps.front().detail.digitSets, (std::vector<std::uint64_t>{digitsMask({6, 8, 9})}));
        QCOMPARE(steps.front().detail.sum, 23);
        const auto apart = withConstraints({{ConstraintKind::LittleKiller, {{rc(1, 2), rc(2, 3), rc(3, 4)}}, {25}}});
        steps = findAll(open(apart), Technique::LineSum);
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::SumBounds));
        QVERIFY(steps.front().detail.digitSets.empty());

        // A black dot on open cells: 5, 7 and 9 have no partner.
        const auto black = withConstraints({{ConstraintKind::BlackDot, {{rc(2, 2), rc(2, 3)}}, {2}}});
        steps = findAll(open(black), Technique::DotPair);
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::NoPartner));
        QCOMPARE(steps.front().detail.digits, (std::vector<int>{5, 7, 9}));
        QCOMPARE(dotPairTable(ConstraintKind::BlackDot, 2, 9),
                 (std::vector<std::pair<int, int>>{{1, 2}, {2, 4}, {3, 6}, {4, 8}}));
        QCOMPARE(dotPairTable(ConstraintKind::XV, 5, 9), (std::vector<std::pair<int, int>>{{1, 4}, {2, 3}}));
        // A white dot beside a 5: the partner's digit leaves 4 or 6.
        const auto white = withConstraints({{ConstraintKind::WhiteDot, {{rc(2, 2), rc(2, 3)}}, {1}}});
        state = open(white);
        state.setValue(rc(2, 2), 5);
        state.fillCandidatesFromValues();
        steps = findAll(state, Technique::DotPair);
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::PartnerDigits));
        QCOMPARE(claimsByCell(steps.front()),
                 (std::vector<ConstraintClaim>{{.cell = rc(2, 3), .from = rc(2, 2), .fromDigits = digitsMask({5}),
                                                .keeps = digitsMask({4, 6}), .addends = {}}}));
        // A German whispers line of three in one row on open cells: its ends
        // never hold 5, and its middle neither 4 nor 6, as its neighbours
        // share the row and so need two different partners (only 9 is 5
        // from 4).
        const auto whispers = withConstraints({{ConstraintKind::Whispers, {{rc(1, 1), rc(1, 2), rc(1, 3)}}, {5}}});
        steps = findAll(open(whispers), Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::PartnerDigits));
        const DigitMask noFive = digitsMask({1, 2, 3, 4, 6, 7, 8, 9});
        QCOMPARE(claimsByCell(steps.front()),
                 (std::vector<ConstraintClaim>{
                     {.cell = rc(1, 1), .from = rc(1, 2), .keeps = noFive, .addends = {}},
                     {.cell = rc(1, 2), .from = rc(1, 1), .keeps = digitsMask({1, 2, 3, 7, 8, 9}), .addends = {},
                      .alsoFrom = rc(1, 3)},
                     {.cell = rc(1, 3), .from = rc(1, 2), .keeps = noFive, .addends = {}}}));
        // Must not: with its ends in no house together, its middle may hold
        // 4 (both ends 9), and loses only 5, which has no partner at all.
        const auto apartEnds = withConstraints({{ConstraintKind::Whispers, {{rc(1, 3), rc(1, 4), rc(2, 5)}}, {5}}});
        steps = findAll(open(apartEnds), Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::NoPartner));
        QCOMPARE(steps.front().detail.digits, (std::vector<int>{5}));
        // ... but with the middle narrowed to 1-3, its neighbours keep 6-9.
        state = open(whispers);
        state.setCandidates(rc(1, 2), digitsMask({1, 2, 3}));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::PartnerDigits));
        QCOMPARE(claimsByCell(steps.front()),
                 (std::vector<ConstraintClaim>{{.cell = rc(1, 1), .from = rc(1, 2), .fromDigits = digitsMask({1, 2, 3}),
                                                .keeps = digitsMask({6, 7, 8, 9}), .addends = {}},
                                               {.cell = rc(1, 3), .from = rc(1, 2), .fromDigits = digitsMask({1, 2, 3}),
                                                .keeps = digitsMask({6, 7, 8, 9}), .addends = {}}}));

        // A renban of three holding a 9: none below 9 - 2.
        const auto renban = withConstraints({{ConstraintKind::Renban, {{rc(4, 1), rc(4, 2), rc(4, 3)}}}});
        state = open(renban);
        state.setValue(rc(4, 1), 9);
        state.fillCandidatesFromValues();
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::RenbanWindow));
        QCOMPARE(claimsByCell(steps.front()),
                 (std::vector<ConstraintClaim>{{.from = rc(4, 1), .fromDigits = digitsMask({9}), .atMost = false,
                                                .bound = 7, .fromBound = 9, .addends = {}}}));
        // A 5 with 3, 4 or 6 beside it and 3 or 7 at the end: every run
        // from 3-5 to 5-7 but 4-6 meets each cell, so neither the window nor
        // those runs rule out the middle's 3. Each cell takes a different
        // digit, though: in 3-5 the end holds the 3, so the middle is 4, and
        // 5-7 has no 3; the middle loses 3.
        state = open(renban);
        state.setValue(rc(4, 1), 5);
        state.fillCandidatesFromValues();
        state.setCandidates(rc(4, 2), digitsMask({3, 4, 6}));
        state.setCandidates(rc(4, 3), digitsMask({3, 7}));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(eliminationsOf(steps), (std::set<CellDigit>{{rc(4, 2), 3}}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::RenbanRunFillings));
        QCOMPARE(steps.front().detail.digits, (std::vector<int>{3, 5}));
        QCOMPARE(steps.front().detail.claims,
                 (std::vector<ConstraintClaim>{{.cell = rc(4, 2), .keeps = digitsMask({4}), .bound = 3, .addends = {}}}));
        // A modular line along row 1 from a 3: r1c4, three cells on, shares
        // its remainder (0), and r1c2 and r1c3 have the other two.
        const auto modular = withConstraints({{ConstraintKind::ModularLine, {{rc(1, 1), rc(1, 2), rc(1, 3), rc(1, 4)}}}});
        state = open(modular);
        state.setValue(rc(1, 1), 3);
        state.fillCandidatesFromValues();
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::ClassPlaces));
        QCOMPARE(eliminationsOf(steps), (std::set<CellDigit>{{rc(1, 2), 6}, {rc(1, 2), 9}, {rc(1, 3), 6}, {rc(1, 3), 9},
                                                             {rc(1, 4), 1}, {rc(1, 4), 2}, {rc(1, 4), 4}, {rc(1, 4), 5},
                                                             {rc(1, 4), 7}, {rc(1, 4), 8}}));
        QCOMPARE(claimsByCell(steps.front()).back(),
                 (ConstraintClaim{.cell = rc(1, 4), .from = rc(1, 1), .fromDigits = digitsMask({3}),
                                  .keeps = digitsMask({6, 9}), .atMost = false, .addends = {}}));
        // With r1c1 of {3, 5}, r1c4 shares its remainder and its row, so
        // it holds another digit of that remainder: 6 or 9 for the 3, 2 or
        // 8 for the 5 (3 and 5 go, as 1, 4 and 7 do).
        state = open(modular);
        state.setCandidates(rc(1, 1), digitsMask({3, 5}));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::ClassPlaces));
        QCOMPARE(steps.front().detail.claims,
                 (std::vector<ConstraintClaim>{{.cell = rc(1, 4), .from = rc(1, 1), .fromDigits = digitsMask({3, 5}),
                                                .keeps = digitsMask({2, 6, 8, 9}), .atMost = false, .bound = 1,
                                                .addends = {}}}));
        // Must not: with the fourth cell off row 1 and box 1 (r2c4), the
        // two share no house, and it keeps the 3 and the 5.
        const auto offRow = withConstraints({{ConstraintKind::ModularLine, {{rc(1, 1), rc(1, 2), rc(1, 3), rc(2, 4)}}}});
        state = open(offRow);
        state.setCandidates(rc(1, 1), digitsMask({3, 5}));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(eliminationsOf(steps), (std::set<CellDigit>{{rc(2, 4), 1}, {rc(2, 4), 4}, {rc(2, 4), 7}}));
        QCOMPARE(steps.front().detail.claims.front().bound, 0);
        // Must not: a modular line of two cells has no three in a row, so
        // no place pattern; what its pair rules out is the search's to tell.
        const auto shortLine = withConstraints({{ConstraintKind::ModularLine, {{rc(1, 1), rc(1, 2)}}}});
        state = open(shortLine);
        state.setValue(rc(1, 1), 3);
        state.fillCandidatesFromValues();
        steps = findAll(state, Technique::LineRule);
        QVERIFY(!steps.empty());
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::None));

        // A quadruple of 4, 5, 6 and 7 on open cells: four digits for four
        // cells, so every other digit goes from them.
        const auto quadruple =
            withConstraints({{ConstraintKind::Quadruple, {{rc(2, 2), rc(2, 3), rc(3, 2), rc(3, 3)}}, {4, 5, 6, 7}}});
        steps = findAll(open(quadruple), Technique::CellRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::QuadrupleFilled));
        QCOMPARE(steps.front().detail.digits, (std::vector<int>{4, 5, 6, 7}));
        QCOMPARE(eliminationsOf(steps).size(), size_t(4 * 5));
        // ... and with 5 placed in one, the other three take 4, 6 and 7.
        state = open(quadruple);
        state.setValue(rc(2, 2), 5);
        state.fillCandidatesFromValues();
        steps = findAll(state, Technique::CellRule);
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::QuadrupleFilled));
        QCOMPARE(steps.front().detail.digits, (std::vector<int>{4, 6, 7}));
        // ... and once they hold only those, r2c2 and r2c3 holding only 6
        // and 7 leave the bottom row 4 and 5: its open cells are a group of
        // different digits over 4-7.
        state = open(quadruple);
        applyStep(state, findAll(state, Technique::CellRule).front());
        state.setCandidates(rc(2, 2), digitsMask({6, 7}));
        state.setCandidates(rc(2, 3), digitsMask({6, 7}));
        steps = findAll(state, Technique::CellRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::DistinctSubsets));
        QCOMPARE(steps.front().detail.digits, (std::vector<int>{4, 5, 6, 7}));
        QCOMPARE(eliminationsOf(steps), (std::set<CellDigit>{{rc(3, 2), 6}, {rc(3, 2), 7}, {rc(3, 3), 6}, {rc(3, 3), 7}}));
        QCOMPARE(claimsByCell(steps.front()),
                 (std::vector<ConstraintClaim>{{.cell = rc(2, 2), .keeps = digitsMask({6, 7}), .addends = {}},
                                               {.cell = rc(2, 3), .keeps = digitsMask({6, 7}), .addends = {}}}));
        // Must not: a quadruple of 1 and 2 whose top cells can only be 3 or
        // 4: the bottom two take 1 and 2, which the count (four open cells
        // for two digits) does not tell.
        const auto pair = withConstraints({{ConstraintKind::Quadruple, {{rc(2, 2), rc(2, 3), rc(3, 2), rc(3, 3)}}, {1, 2}}});
        state = open(pair);
        state.setCandidates(rc(2, 2), digitsMask({3, 4}));
        state.setCandidates(rc(2, 3), digitsMask({3, 4}));
        steps = findAll(state, Technique::CellRule);
        QVERIFY(!steps.empty());
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::None));
        // Must not: one renban of two lines, each its own run, whose steps
        // fall on both lines at once (a 9 on one, a 1 on the other): no one
        // line's runs say it all.
        const auto twoRuns = withConstraints(
            {{ConstraintKind::Renban, {{rc(4, 1), rc(4, 2), rc(4, 3)}, {rc(6, 1), rc(6, 2), rc(6, 3)}}}});
        state = open(twoRuns);
        state.setValue(rc(4, 1), 9);
        state.setValue(rc(6, 1), 1);
        state.fillCandidatesFromValues();
        steps = findAll(state, Technique::LineRule);
        QVERIFY(!steps.empty());
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::None));

        // A minimum cell beside a cell of 2 or 3 holds 1 or 2; its other
        // neighbours lose 1 whatever it holds.
        const auto minimum = withConstraints({{ConstraintKind::Minimum, {{rc(5, 5)}}}});
        state = open(minimum);
        state.setCandidates(rc(4, 5), digitsMask({2, 3}));
        steps = findAll(state, Technique::CellRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::PartnerDigits));
        QCOMPARE(claimsByCell(steps.front()).front(),
                 (ConstraintClaim{.cell = rc(5, 4), .from = rc(5, 5), .fromDigits = 0,
                                  .keeps = digitsMask({2, 3, 4, 5, 6, 7, 8, 9}), .addends = {}}));
        QVERIFY(std::count(steps.front().detail.claims.begin(), steps.front().detail.claims.end(),
                           ConstraintClaim{.cell = rc(5, 5), .from = rc(4, 5), .fromDigits = digitsMask({2, 3}),
                                           .keeps = digitsMask({1, 2}), .addends = {}}));
        // A minimum cell in the corner: its 8 needs two different neighbours
        // above it, which share a box.
        const auto corner = withConstraints({{ConstraintKind::Minimum, {{rc(9, 9)}}}});
        steps = findAll(open(corner), Technique::CellRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::PartnerDigits));
        QCOMPARE(claimsByCell(steps.front()).back(),
                 (ConstraintClaim{.cell = rc(9, 9), .from = rc(8, 9), .keeps = digitsMask({1, 2, 3, 4, 5, 6, 7}),
                                  .addends = {}, .alsoFrom = rc(9, 8)}));
        // Must not: a minimum cell in the middle has four neighbours in its
        // box, four different digits above it, so it holds at most 5; no
        // one or two neighbours say so. The first step removes what they
        // say (8 and 9), the next the rest, in the general sentence.
        const auto middle = withConstraints({{ConstraintKind::Minimum, {{rc(5, 5)}}}});
        state = open(middle);
        steps = findAll(state, Technique::CellRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::PartnerDigits));
        QVERIFY(eliminationsOf(steps).contains({rc(5, 5), 8}));
        QVERIFY(!eliminationsOf(steps).contains({rc(5, 5), 7}));
        applyStep(state, steps.front());
        steps = findAll(state, Technique::CellRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(eliminationsOf(steps), (std::set<CellDigit>{{rc(5, 5), 6}, {rc(5, 5), 7}}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::None));

        // A renban of three from a cell of 1, 2, 8 or 9: the run is 1-3, 2-4,
        // 6-8 or 7-9, so its open cells lose 5 (the window says nothing here).
        state = open(renban);
        state.setCandidates(rc(4, 1), digitsMask({1, 2, 8, 9}));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(eliminationsOf(steps), (std::set<CellDigit>{{rc(4, 2), 5}, {rc(4, 3), 5}}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::RenbanRuns));
        QCOMPARE(steps.front().detail.digits, (std::vector<int>{1, 2, 6, 7}));
        QCOMPARE(steps.front().detail.size, 3);

        // A skyscraper clue of 4 above column 2: the cell p places down
        // holds at most 9 - 4 + p, so r1c2 loses 7-9, r2c2 8-9, r3c2 9.
        const auto sky = withConstraints({{ConstraintKind::Skyscraper,
                                           {{rc(1, 2), rc(2, 2), rc(3, 2), rc(4, 2), rc(5, 2), rc(6, 2), rc(7, 2),
                                             rc(8, 2), rc(9, 2)}},
                                           {4}}});
        steps = findAll(open(sky), Technique::OutsideClue);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::SkyscraperPlaces));
        QCOMPARE(claimsByCell(steps.front()).front(),
                 (ConstraintClaim{.cell = rc(1, 2), .atMost = true, .bound = 6, .fromBound = 1, .addends = {}}));
        // A clue of 2 with a 1 beside it: the next cell must be the 9, which
        // no place bound says, but each case counts it: were r2c2 to hold 8,
        // r1c2 and r2c2 would be seen, and the 9 after them: 3; were r3c2 to
        // hold 9, r1c2, r2c2 (at least 2) and r3c2 would be: 3 again.
        const std::vector<int> column2 = {rc(1, 2), rc(2, 2), rc(3, 2), rc(4, 2), rc(5, 2),
                                          rc(6, 2), rc(7, 2), rc(8, 2), rc(9, 2)};
        const auto two = withConstraints({{ConstraintKind::Skyscraper, {column2}, {2}}});
        state = open(two);
        state.setValue(rc(1, 2), 1);
        state.fillCandidatesFromValues();
        steps = findAll(state, Technique::OutsideClue);
        QCOMPARE(steps.size(), size_t(1));
        QVERIFY(eliminationsOf(steps).count(CellDigit{rc(2, 2), 8}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::SkyscraperCount));
        const auto caseOf = [&](int cell, int digit) {
            const auto& claims = steps.front().detail.claims;
            const auto at = std::find_if(claims.begin(), claims.end(), [&](const ConstraintClaim& claim) {
                return claim.cell == cell && claim.bound == digit;
            });
            return at == claims.end() ? ConstraintClaim{} : *at;
        };
        QCOMPARE(caseOf(rc(2, 2), 8), (ConstraintClaim{.cell = rc(2, 2), .fromDigits = digitBit(9), .keeps = 0b11,
                                                       .bound = 8, .fromBound = 3, .addends = {}}));
        QCOMPARE(caseOf(rc(3, 2), 9),
                 (ConstraintClaim{.cell = rc(3, 2), .keeps = 0b111, .bound = 9, .fromBound = 3, .addends = {}}));
        for (const CellDigit& e : steps.front().eliminations)
            QVERIFY(!seenCounts(state, column2, e).contains(2));

        // Too few: a clue of 4 left of row 5 over 5 4 37 1 8 79 2 6 379 (row 8
        // of James Sinclair's “Crawfish”). Were r5c3 to hold 3, at most the 5,
        // the 8 and the 9 could be seen: 3. Were r5c9 to hold 9, r5c3 keeps
        // only 3 and r5c6 only 7: 5, 8 and 9 seen again.
        const auto maskOf = [](const std::vector<int>& digits) {
            DigitMask mask = 0;
            for (int d : digits)
                mask |= digitBit(d);
            return mask;
        };
        const std::vector<int> countRow = {rc(5, 1), rc(5, 2), rc(5, 3), rc(5, 4), rc(5, 5),
                                           rc(5, 6), rc(5, 7), rc(5, 8), rc(5, 9)};
        const auto fourSeen = withConstraints({{ConstraintKind::Skyscraper, {countRow}, {4}}});
        state = open(fourSeen);
        const std::vector<std::vector<int>> crawfish = {{5}, {4}, {3, 7}, {1}, {8}, {7, 9}, {2}, {6}, {3, 7, 9}};
        for (size_t i = 0; i < countRow.size(); ++i)
            state.setCandidates(countRow[i], maskOf(crawfish[i]));
        steps = findAll(state, Technique::OutsideClue);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::SkyscraperCount));
        QCOMPARE(eliminationsOf(steps),
                 (std::set<CellDigit>{{rc(5, 3), 3}, {rc(5, 6), 7}, {rc(5, 9), 7}, {rc(5, 9), 9}}));
        QCOMPARE(caseOf(rc(5, 3), 3),
                 (ConstraintClaim{.cell = rc(5, 3), .atMost = true, .bound = 3, .fromBound = 3, .addends = {}}));
        QCOMPARE(caseOf(rc(5, 9), 9), (ConstraintClaim{.cell = rc(5, 9), .atMost = true, .bound = 9, .fromBound = 3,
                                                       .addends = {rc(5, 3), 3, rc(5, 6), 7}}));
        for (const CellDigit& e : steps.front().eliminations)
            QVERIFY(!seenCounts(state, countRow, e).contains(4));
        // Must not: a clue of 3 left of row 5 over 1457 4578 6 2 379 134579
        // 34579 34579 348 (row 6 of “Crawfish”). Were r5c2 to hold 5, r5c9
        // keeps only 8; then r5c1 of 1 or 4 shows four, of 7 two. Neither
        // count is sure, so that case needs both, which this reason does not
        // give.
        const auto threeSeen = withConstraints({{ConstraintKind::Skyscraper, {countRow}, {3}}});
        state = open(threeSeen);
        const std::vector<std::vector<int>> split = {{1, 4, 5, 7}, {4, 5, 7, 8}, {6}, {2}, {3, 7, 9},
                                                     {1, 3, 4, 5, 7, 9}, {3, 4, 5, 7, 9}, {3, 4, 5, 7, 9}, {3, 4, 8}};
        for (size_t i = 0; i < countRow.size(); ++i)
            state.setCandidates(countRow[i], maskOf(split[i]));
        QVERIFY(!seenCounts(state, countRow, {rc(5, 2), 5}).contains(3));
        steps = afterPlainParts(state, Technique::OutsideClue);
        QCOMPARE(steps.size(), size_t(1));
        QVERIFY(eliminationsOf(steps).count(CellDigit{rc(5, 2), 5}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::None));

        // A skyscraper clue of 3 left of row 5 whose 9 can only stand in
        // r5c3: it hides all after it, so only the first three can be seen,
        // and they are, rising: r5c2 of {1, 2, 7, 8} lies above r5c1 (at
        // least 3) and below the 9: 7 or 8.
        const std::vector<int> row5 = {rc(5, 1), rc(5, 2), rc(5, 3), rc(5, 4), rc(5, 5),
                                       rc(5, 6), rc(5, 7), rc(5, 8), rc(5, 9)};
        const auto rise = withConstraints({{ConstraintKind::Skyscraper, {row5}, {3}}});
        state = open(rise);
        for (int cell : row5)
            state.setCandidates(cell, state.candidates(cell) & ~digitsMask({9}));
        state.setCandidates(rc(5, 3), digitsMask({8, 9}));
        state.setCandidates(rc(5, 1), digitsMask({3, 4, 5, 6}));
        state.setCandidates(rc(5, 2), digitsMask({1, 2, 7, 8}));
        steps = findAll(state, Technique::OutsideClue);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::SkyscraperRise));
        QCOMPARE(eliminationsOf(steps), (std::set<CellDigit>{{rc(5, 2), 1}, {rc(5, 2), 2}, {rc(5, 3), 8}}));
        QCOMPARE(claimsByCell(steps.front()),
                 (std::vector<ConstraintClaim>{{.cell = rc(5, 2), .from = rc(5, 1), .atMost = false, .bound = 7,
                                                .fromBound = 3, .addends = {}}}));
        QCOMPARE(steps.front().detail.digitSets, (std::vector<std::uint64_t>{0b111}));
        QCOMPARE(steps.front().detail.size, 3);
        // Must not: with the 9 free to stand in r5c4 as well, four cells
        // can be seen, one more than the clue, and none is seen for sure.
        state.setCandidates(rc(5, 4), state.candidates(rc(5, 4)) | digitsMask({9}));
        steps = findAll(state, Technique::OutsideClue);
        QVERIFY(steps.empty() || steps.front().detail.constraintReason != int(ConstraintReason::SkyscraperRise));

        // An arrow from a circle of 9 in r2c2 through r3c3 (1, 3, 5 or 7) and r4c4:
        // its bounds keep 2 to 8 in r4c4, but its four ways (9 = 1 + 8,
        // 3 + 6, 5 + 4, 7 + 2) leave r4c4 only 2, 4, 6 or 8.
        const auto gapped = withConstraints({{ConstraintKind::Arrow, {{rc(2, 2)}, {rc(2, 2), rc(3, 3), rc(4, 4)}}}});
        state = open(gapped);
        state.setCandidates(rc(2, 2), digitsMask({9}));
        state.setCandidates(rc(3, 3), digitsMask({1, 3, 5, 7}));
        steps = findAll(state, Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(eliminationsOf(steps), (std::set<CellDigit>{{rc(4, 4), 1}, {rc(4, 4), 3}, {rc(4, 4), 5},
                                                             {rc(4, 4), 7}, {rc(4, 4), 9}}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::ArrowFillings));
        QCOMPARE(steps.front().detail.claims.size(), size_t(4));
        QCOMPARE(steps.front().detail.claims.front().addends, (std::vector<int>{9, 1, 8}));
        // Must not: with r3c3 anything but 4 or 9, seven ways are too many
        // to list (5 goes from r4c4 only by them). The bounds take 9 first;
        // the 5 then goes in the general sentence.
        state = open(gapped);
        state.setCandidates(rc(2, 2), digitsMask({9}));
        state.setCandidates(rc(3, 3), digitsMask({1, 2, 3, 5, 6, 7, 8}));
        steps = findAll(state, Technique::LineSum);
        QCOMPARE(eliminationsOf(steps), (std::set<CellDigit>{{rc(4, 4), 9}}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::SumBounds));
        applyStep(state, steps.front());
        steps = findAll(state, Technique::LineSum);
        QCOMPARE(eliminationsOf(steps), (std::set<CellDigit>{{rc(4, 4), 5}}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::None));

        // A pill r1c1-r1c2 over an arrow along r2c2 and r3c3 (box 1): the
        // arrow adds up to at most 9+8, so the pill reads 12 to 17 (r1c1 is
        // 1, r1c2 2 to 7), and each arrow cell holds at least 12 - 9.
        const auto pill = withConstraints({{ConstraintKind::Arrow, {{rc(1, 1), rc(1, 2)}, {rc(2, 2), rc(3, 3)}}}});
        steps = findAll(open(pill), Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::PillBounds));
        QCOMPARE(claimsByCell(steps.front()),
                 (std::vector<ConstraintClaim>{
                     {.cell = -1, .atMost = true, .bound = 17, .addends = {9, 8}},
                     {.cell = rc(1, 1), .keeps = digitsMask({1}), .addends = {}},
                     {.cell = rc(1, 2), .keeps = digitsMask({2, 3, 4, 5, 6, 7}), .addends = {}},
                     {.cell = rc(2, 2), .from = rc(1, 1), .atMost = false, .bound = 3, .fromBound = 12, .addends = {9}},
                     {.cell = rc(3, 3), .from = rc(1, 1), .atMost = false, .bound = 3, .fromBound = 12, .addends = {9}}}));
        // Must not: the arrow 9 + 4 or 9 + 6 makes the pill 13 or 15, so
        // 14 goes too, inside the bounds 13 to 15. The bounds' part goes
        // first; r1c2's 4 then, in the general sentence.
        state = open(pill);
        state.setCandidates(rc(2, 2), digitsMask({9}));
        state.setCandidates(rc(3, 3), digitsMask({4, 6}));
        steps = findAll(state, Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        QVERIFY(!eliminationsOf(steps).contains({rc(1, 2), 4}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::PillBounds));
        applyStep(state, steps.front());
        steps = findAll(state, Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(eliminationsOf(steps), (std::set<CellDigit>{{rc(1, 2), 4}}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::None));

        // A region-sum line r1c2-r1c3 (box 1), r1c4 (box 2): the sum is at
        // least 1+2 and at most 9, so r1c4 loses 1 and 2, r1c2 and r1c3 9.
        const auto regionSum = withConstraints({{ConstraintKind::RegionSumLine, {{rc(1, 2), rc(1, 3), rc(1, 4)}}}});
        steps = findAll(open(regionSum), Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::SegmentBounds));
        QCOMPARE(claimsByCell(steps.front()),
                 (std::vector<ConstraintClaim>{
                     {.cell = -1, .from = rc(1, 2), .atMost = false, .bound = 3, .addends = {1, 2}},
                     {.cell = -1, .from = rc(1, 4), .atMost = true, .bound = 9, .addends = {9}},
                     {.cell = rc(1, 2), .atMost = true, .bound = 8, .fromBound = 9, .addends = {1}},
                     {.cell = rc(1, 3), .atMost = true, .bound = 8, .fromBound = 9, .addends = {1}},
                     {.cell = rc(1, 4), .atMost = false, .bound = 3, .fromBound = 3, .addends = {}}}));
        // With r1c4 a 4, r1c2 and r1c3 are 1 and 3, never 2+2: their 2 goes
        // inside the bounds, so the sums say it (SegmentSums): r1c4 makes
        // only 4, and in a segment adding up to 4 r1c2 and r1c3 hold 1 or 3.
        state = open(regionSum);
        state.setCandidates(rc(1, 4), digitsMask({4}));
        steps = findAll(state, Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        QVERIFY(std::count(steps.front().eliminations.begin(), steps.front().eliminations.end(), CellDigit{rc(1, 2), 2}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::SegmentSums));
        QCOMPARE(claimsByCell(steps.front()),
                 (std::vector<ConstraintClaim>{{.cell = -1, .from = rc(1, 4), .keeps = digitsMask({4}), .addends = {}},
                                               {.cell = rc(1, 2), .keeps = digitsMask({1, 3}), .addends = {}},
                                               {.cell = rc(1, 3), .keeps = digitsMask({1, 3}), .addends = {}}}));
        // Must not: where the segments' digits clash across them, neither
        // the bounds nor the sums say it. r1c2 (a 1) and r1c3 make 4 or 7,
        // r1c4 (a 3) and r2c4 4 or 7; jointly r1c3 cannot hold r1c4's 3,
        // so the sum is 7 and r2c4 loses 1.
        const auto crossing
            = withConstraints({{ConstraintKind::RegionSumLine, {{rc(1, 2), rc(1, 3), rc(1, 4), rc(2, 4)}}}});
        state = open(crossing);
        state.setCandidates(rc(1, 2), digitsMask({1}));
        state.setCandidates(rc(1, 3), digitsMask({3, 6}));
        state.setCandidates(rc(1, 4), digitsMask({3}));
        state.setCandidates(rc(2, 4), digitsMask({1, 4}));
        steps = findAll(state, Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        QVERIFY(std::count(steps.front().eliminations.begin(), steps.front().eliminations.end(), CellDigit{rc(2, 4), 1}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::None));

        // A zipper line r1c1-r1c3: the pair r1c1, r1c3 adds up to the middle
        // r1c2, at least 1+2, and each of the pair holds at most 9 - 1.
        const auto zipper = withConstraints({{ConstraintKind::ZipperLine, {{rc(1, 1), rc(1, 2), rc(1, 3)}}}});
        steps = findAll(open(zipper), Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::ZipperBounds));
        QCOMPARE(claimsByCell(steps.front()),
                 (std::vector<ConstraintClaim>{
                     {.cell = -1, .from = rc(1, 1), .atMost = false, .bound = 3, .addends = {1, 2}},
                     {.cell = -1, .from = rc(1, 2), .atMost = true, .bound = 9, .addends = {9}},
                     {.cell = rc(1, 1), .atMost = true, .bound = 8, .fromBound = 9, .addends = {1}},
                     {.cell = rc(1, 2), .atMost = false, .bound = 3, .fromBound = 3, .addends = {}},
                     {.cell = rc(1, 3), .atMost = true, .bound = 8, .fromBound = 9, .addends = {1}}}));
        // Must not: with the middle a 4, the pair is 1 and 3, never 2+2:
        // their 2 goes inside the bounds.
        state = open(zipper);
        state.setCandidates(rc(1, 2), digitsMask({4}));
        steps = afterPlainParts(state, Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        QVERIFY(std::count(steps.front().eliminations.begin(), steps.front().eliminations.end(), CellDigit{rc(1, 1), 2}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::None));

        // A between line r1c1-r1c5 with ends at least 3: the cells between
        // hold at least 4.
        const auto between = withConstraints({{ConstraintKind::BetweenLine, {{rc(1, 1), rc(1, 2), rc(1, 3), rc(1, 4), rc(1, 5)}}}});
        state = open(between);
        state.setCandidates(rc(1, 1), digitsMask({3, 4}));
        state.setCandidates(rc(1, 5), digitsMask({8, 9}));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::BetweenBounds));
        QCOMPARE(claimsByCell(steps.front()),
                 (std::vector<ConstraintClaim>{
                     {.cell = -1, .from = rc(1, 1), .atMost = false, .bound = 4, .fromBound = 3, .addends = {}},
                     {.cell = -1, .from = rc(1, 1), .atMost = true, .bound = 8, .fromBound = 9, .addends = {}}}));
        // A line of four from a 4 to a 6 or 7: its two middle cells, in one
        // row, need two digits between, so the ends are 3 apart at least and
        // the end loses 6; the middle holds 5 or 6.
        const auto short4 = withConstraints({{ConstraintKind::BetweenLine, {{rc(1, 1), rc(1, 2), rc(1, 3), rc(1, 4)}}}});
        state = open(short4);
        state.setCandidates(rc(1, 1), digitsMask({4}));
        state.setCandidates(rc(1, 4), digitsMask({6, 7}));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::BetweenBounds));
        QCOMPARE(claimsByCell(steps.front()).back(),
                 (ConstraintClaim{.cell = rc(1, 4), .from = rc(1, 1), .fromDigits = digitsMask({4}),
                                  .keeps = digitsMask({7}), .bound = 3, .addends = {}}));
        // From a 4 to a 7 or 9 with an 8 between, the end loses 7 (8 is not
        // between 4 and 7), which the gap of 3 allows: the ends' pairs say it.
        state = open(short4);
        state.setCandidates(rc(1, 1), digitsMask({4}));
        state.setCandidates(rc(1, 2), digitsMask({8}));
        state.setCandidates(rc(1, 3), digitsMask({5, 6}));
        state.setCandidates(rc(1, 4), digitsMask({7, 9}));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::BetweenWays));
        // From a 4 to a 7 or 9 with r1c2 a 5 and r1c3 of {5, 8}, each cell
        // between has a digit between 4 and 7, but not two different ones
        // (they share the row): the end's 7 goes for the cells together,
        // so the one pair left is 4 and 9, and the pairs say so when they
        // count the cells between as a filling.
        state = open(short4);
        state.setCandidates(rc(1, 1), digitsMask({4}));
        state.setCandidates(rc(1, 2), digitsMask({5}));
        state.setCandidates(rc(1, 3), digitsMask({5, 8}));
        state.setCandidates(rc(1, 4), digitsMask({7, 9}));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QVERIFY(std::count(steps.front().eliminations.begin(), steps.front().eliminations.end(), CellDigit{rc(1, 4), 7}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::BetweenWays));
        QCOMPARE(steps.front().detail.size, 1);
        QCOMPARE(steps.front().detail.claims,
                 (std::vector<ConstraintClaim>{{.cell = rc(1, 1), .from = rc(1, 4), .bound = 4, .fromBound = 9, .addends = {}}}));

        // A lockout line of 4 with an end at most 3 and one at least 7: the
        // middle holds none of 3 to 7.
        const auto lockout = withConstraints({{ConstraintKind::Lockout, {{rc(5, 1), rc(5, 2), rc(5, 3)}}, {4}}});
        state = open(lockout);
        state.setCandidates(rc(5, 1), digitsMask({1, 2, 3}));
        state.setCandidates(rc(5, 3), digitsMask({7, 8, 9}));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::LockoutSpan));
        QCOMPARE(steps.front().detail.claims,
                 (std::vector<ConstraintClaim>{
                     {.cell = -1, .from = rc(5, 1), .atMost = true, .bound = 3, .fromBound = 3, .addends = {}},
                     {.cell = -1, .from = rc(5, 3), .atMost = false, .bound = 7, .fromBound = 7, .addends = {}}}));
        // Must not: on open cells the middle loses 5, as both ends would lie
        // on one side of it, 4 apart: no span the ends' candidates make.
        steps = findAll(open(lockout), Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(eliminationsOf(steps), (std::set<CellDigit>{{rc(5, 2), 5}}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::None));

        // Lockout line r1c1-r1c5, r1c1 of {1, 2}, r1c5 of {6, 9}, r1c3 of
        // {3, 7, 8}: the ends can only be 1 and 6 or 2 and 6 (with 9, r1c3
        // has nothing outside their range), so r1c5 loses 9, which no span
        // says; the cells between keep what lies outside 1-6 or 2-6.
        const auto ways = withConstraints(
            {{ConstraintKind::Lockout, {{rc(1, 1), rc(1, 2), rc(1, 3), rc(1, 4), rc(1, 5)}}, {4}}});
        state = open(ways);
        state.setCandidates(rc(1, 1), digitsMask({1, 2}));
        state.setCandidates(rc(1, 5), digitsMask({6, 9}));
        state.setCandidates(rc(1, 3), digitsMask({3, 7, 8}));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::LockoutWays));
        QCOMPARE(steps.front().detail.claims,
                 (std::vector<ConstraintClaim>{{.cell = rc(1, 1), .from = rc(1, 5), .bound = 1, .fromBound = 6, .addends = {}},
                                               {.cell = rc(1, 1), .from = rc(1, 5), .bound = 2, .fromBound = 6, .addends = {}}}));
        QVERIFY(eliminationsOf(steps).count({rc(1, 5), 9}));
        QVERIFY(eliminationsOf(steps).count({rc(1, 3), 3}));
        // Must not: r1c3 open to 9 as well lets many pairs in (1 and 6, 1
        // and 9 ... none leaves the cells between bare), more than the
        // sentence names.
        state.setCandidates(rc(1, 3), digitsMask({3, 7, 8, 9}));
        state.setCandidates(rc(1, 1), digitsMask({1, 2, 3, 4, 5}));
        state.setCandidates(rc(1, 5), digitsMask({5, 6, 7, 8, 9}));
        steps = findAll(state, Technique::LineRule);
        QVERIFY(steps.empty() || steps.front().detail.constraintReason != int(ConstraintReason::LockoutWays));

        // A lockout line of five cells in box 1 (ends r1c2 and r2c1), two of
        // the cells between it even: they need two different even digits
        // outside the ends' range, which only 1 and 5, 3 and 7 or 5 and 9
        // leave (either way round), so the ends are odd and r3c3 keeps 1,
        // 3, 7 or 9 (the evens taking 6 and 8, 2 and 8, or 2 and 4).
        const auto boxLine = withConstraints(
            {{ConstraintKind::Lockout, {{rc(1, 2), rc(2, 3), rc(3, 3), rc(3, 2), rc(2, 1)}}, {4}}});
        state = open(boxLine);
        state.setCandidates(rc(2, 3), digitsMask({2, 4, 6, 8}));
        state.setCandidates(rc(3, 2), digitsMask({2, 4, 6, 8}));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::LockoutWays));
        QCOMPARE(steps.front().detail.size, 1);
        QCOMPARE(steps.front().detail.claims.size(), size_t(6));
        QCOMPARE(state.candidates(rc(3, 3)) & ~[&] {
            DigitMask gone = 0;
            for (const CellDigit& e : steps.front().eliminations)
                if (e.cell == rc(3, 3))
                    gone |= digitBit(e.digit);
            return gone;
        }(), digitsMask({1, 3, 7, 9}));
        // Must not: with one even cell between, one even digit outside the
        // range is enough, and too many pairs are left to name.
        state = open(boxLine);
        state.setCandidates(rc(2, 3), digitsMask({2, 4, 6, 8}));
        steps = findAll(state, Technique::LineRule);
        QVERIFY(steps.empty() || steps.front().detail.constraintReason != int(ConstraintReason::LockoutWays));

        // Between line r1c1-r1c3, r1c1 of {1, 6}, r1c3 of {4, 7}, r1c2 of
        // {2, 3}: the ends can only be 1 and 4 or 1 and 7 (with 6 and 4,
        // r1c2 has nothing strictly between), so r1c1 loses 6, though it
        // differs from both of r1c3's digits enough for the bounds.
        const auto betweenWays = withConstraints({{ConstraintKind::BetweenLine, {{rc(1, 1), rc(1, 2), rc(1, 3)}}}});
        state = open(betweenWays);
        state.setCandidates(rc(1, 1), digitsMask({1, 6}));
        state.setCandidates(rc(1, 3), digitsMask({4, 7}));
        state.setCandidates(rc(1, 2), digitsMask({2, 3}));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::BetweenWays));
        QCOMPARE(steps.front().detail.claims,
                 (std::vector<ConstraintClaim>{{.cell = rc(1, 1), .from = rc(1, 3), .bound = 1, .fromBound = 4, .addends = {}},
                                               {.cell = rc(1, 1), .from = rc(1, 3), .bound = 1, .fromBound = 7, .addends = {}}}));
        QCOMPARE(eliminationsOf(steps), (std::set<CellDigit>{{rc(1, 1), 6}}));
        // Must not: with r1c1 of {1, 2, 3, 9}, r1c3 of {5, 6, 7, 8} and
        // r1c2 a 4, twelve pairs remain, more than a sentence should name.
        // r1c1's 9 goes by its case instead: were r1c1 to hold 9, r1c3
        // could hold nothing that leaves the 4 between the ends.
        state = open(betweenWays);
        state.setCandidates(rc(1, 1), digitsMask({1, 2, 3, 9}));
        state.setCandidates(rc(1, 3), digitsMask({5, 6, 7, 8}));
        state.setCandidates(rc(1, 2), digitsMask({4}));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QVERIFY(eliminationsOf(steps).count({rc(1, 1), 9}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::BetweenCases));
        const auto& nineCase = steps.front().detail.claims;
        QVERIFY(std::find(nineCase.begin(), nineCase.end(),
                          ConstraintClaim{.cell = rc(1, 1), .keeps = digitBit(9), .bound = 9, .addends = {}})
                != nineCase.end());

        // A group of different digits r1c1, r2c2, r3c3, r4c4 with r1c1 and
        // r2c2 of {1, 2}, r3c3 of {1, 2, 3}: the pair's 1 and 2 go from the
        // others, and with r3c3 the three cells' 1, 2 and 3 go from r4c4.
        const auto group = withConstraints({{ConstraintKind::Distinct, {{rc(1, 1), rc(2, 2), rc(3, 3), rc(4, 4)}}}});
        state = open(group);
        state.setCandidates(rc(1, 1), digitsMask({1, 2}));
        state.setCandidates(rc(2, 2), digitsMask({1, 2}));
        state.setCandidates(rc(3, 3), digitsMask({1, 2, 3}));
        state.setCandidates(rc(4, 4), digitsMask({1, 2, 3, 4}));
        steps = findAll(state, Technique::CellRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(eliminationsOf(steps), (std::set<CellDigit>{{rc(3, 3), 1}, {rc(3, 3), 2}, {rc(4, 4), 1},
                                                             {rc(4, 4), 2}, {rc(4, 4), 3}}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::DistinctSubsets));
        QCOMPARE(steps.front().detail.claims,
                 (std::vector<ConstraintClaim>{{.cell = rc(1, 1), .keeps = digitsMask({1, 2}), .addends = {}},
                                               {.cell = rc(2, 2), .keeps = digitsMask({1, 2}), .addends = {}},
                                               {.cell = rc(1, 1), .keeps = digitsMask({1, 2, 3}), .addends = {}},
                                               {.cell = rc(2, 2), .keeps = digitsMask({1, 2, 3}), .addends = {}},
                                               {.cell = rc(3, 3), .keeps = digitsMask({1, 2, 3}), .addends = {}}}));
        // A group with a cell for every digit (here row 1's cells, in a
        // scattered order) says a large subset turned round: only r1c1 and
        // r1c2 can hold 1 and 2, so they lose 3 and 4.
        const auto full = withConstraints({{ConstraintKind::Distinct,
                                            {{rc(1, 9), rc(1, 1), rc(1, 8), rc(1, 2), rc(1, 7), rc(1, 3), rc(1, 6),
                                              rc(1, 4), rc(1, 5)}}}});
        state = open(full);
        for (int column = 3; column <= 9; ++column)
            state.setCandidates(rc(1, column), digitsMask({3, 4, 5, 6, 7, 8, 9}));
        state.setCandidates(rc(1, 1), digitsMask({1, 2, 3}));
        state.setCandidates(rc(1, 2), digitsMask({1, 2, 4}));
        steps = findAll(state, Technique::CellRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(eliminationsOf(steps), (std::set<CellDigit>{{rc(1, 1), 3}, {rc(1, 2), 4}}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::DistinctSubsets));
        QCOMPARE(claimsByCell(steps.front()),
                 (std::vector<ConstraintClaim>{
                     {.cell = rc(1, 1), .keeps = digitsMask({1, 2}), .atMost = true, .addends = {}},
                     {.cell = rc(1, 2), .keeps = digitsMask({1, 2}), .atMost = true, .addends = {}}}));
        // Must not: a group of more cells than the subsets are looked
        // through for (13 of a 16x16 grid's row) keeps the general sentence.
        {
            GeometrySpec spec = GeometrySpec::forSize(16);
            std::vector<int> thirteen;
            for (int column = 0; column < 13; ++column)
                thirteen.push_back(column);
            spec.constraints = {{ConstraintKind::Distinct, {thirteen}}};
            const auto big = Geometry::create(spec);
            QVERIFY(bool(big));
            Grid wide = open(big.value());
            wide.setCandidates(0, digitBit(1) | digitBit(2));
            wide.setCandidates(1, digitBit(1) | digitBit(2));
            steps = findAll(wide, Technique::CellRule);
            QCOMPARE(steps.size(), size_t(1));
            QVERIFY(eliminationsOf(steps).count({2, 1}));
            QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::None));
        }

        // An X-sum clue of 9 left of row 1: X is 2 (2+7) or 3 (3+2+4 or
        // 3+1+5), so the first cell holds 2 or 3, and 7, which the table
        // puts only in the second cell, goes from the third.
        const auto xsum = withConstraints({{ConstraintKind::XSum, {{rc(1, 1), rc(1, 2), rc(1, 3), rc(1, 4), rc(1, 5),
                                                                     rc(1, 6), rc(1, 7), rc(1, 8), rc(1, 9)}}, {9}}});
        steps = findAll(open(xsum), Technique::OutsideClue);
        QCOMPARE(steps.size(), size_t(1));
        QVERIFY(std::count(steps.front().eliminations.begin(), steps.front().eliminations.end(), CellDigit{rc(1, 3), 7}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::XSumSets));
        QCOMPARE(steps.front().detail.digitSets,
                 (std::vector<std::uint64_t>{digitsMask({2, 7}), digitsMask({2, 3, 4}), digitsMask({1, 3, 5})}));
        // Must not: X = 3 with the second cell 1 or 2 and the third 1 or 5:
        // only 3+1+5 fits, so the third loses 1, which the table allows it.
        state = open(xsum);
        state.setCandidates(rc(1, 1), digitsMask({3}));
        state.setCandidates(rc(1, 2), digitsMask({1, 2}));
        state.setCandidates(rc(1, 3), digitsMask({1, 5}));
        steps = afterPlainParts(state, Technique::OutsideClue);
        QCOMPARE(steps.size(), size_t(1));
        QVERIFY(std::count(steps.front().eliminations.begin(), steps.front().eliminations.end(), CellDigit{rc(1, 3), 1}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::None));

        // A sandwich clue of 10 along row 1 with the 9 in r1c6: its digits
        // between add up to 10 only over 2 or 3 cells, so the 1 stands 3 or
        // 4 places from the 9: never in r1c1, r1c4, r1c5, r1c7 or r1c8.
        const std::vector<int> row = {rc(1, 1), rc(1, 2), rc(1, 3), rc(1, 4), rc(1, 5),
                                      rc(1, 6), rc(1, 7), rc(1, 8), rc(1, 9)};
        const auto ten = withConstraints({{ConstraintKind::Sandwich, {row}, {10}}});
        state = open(ten);
        state.setValue(rc(1, 6), 9);
        state.fillCandidatesFromValues();
        steps = findAll(state, Technique::OutsideClue);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::SandwichLengths));
        QCOMPARE(steps.front().detail.digits, (std::vector<int>{2, 3}));
        QCOMPARE(eliminationsOf(steps), (std::set<CellDigit>{{rc(1, 1), 1}, {rc(1, 4), 1}, {rc(1, 5), 1},
                                                             {rc(1, 7), 1}, {rc(1, 8), 1}}));
        QVERIFY(!eliminationsOf(steps).contains({rc(1, 9), 1}));
        // Must not: a clue of 20 can take 3 to 5 cells, and whether 1 fits a
        // cell 4 places off depends on what the cells between can hold.
        const auto twenty = withConstraints({{ConstraintKind::Sandwich, {row}, {20}}});
        state = open(twenty);
        for (int cell : {rc(1, 2), rc(1, 3), rc(1, 4), rc(1, 5)})
            state.setCandidates(cell, digitsMask({2, 3, 4}));
        steps = findAll(state, Technique::OutsideClue);
        QVERIFY(steps.empty() || steps.front().detail.constraintReason != int(ConstraintReason::SandwichLengths)
                || !eliminationsOf(steps).contains({rc(1, 1), 1}));

        // A sandwich clue of 2 left of row 1, with 1 and 9 only in r1c1 and
        // r1c3: the 2 between them, either way round.
        const std::vector<int> row1 = {rc(1, 1), rc(1, 2), rc(1, 3), rc(1, 4), rc(1, 5),
                                       rc(1, 6), rc(1, 7), rc(1, 8), rc(1, 9)};
        const auto sandwich = withConstraints({{ConstraintKind::Sandwich, {row1}, {2}}});
        state = open(sandwich);
        for (int cell : row1)
            if (cell != rc(1, 1) && cell != rc(1, 3))
                state.setCandidates(cell, state.candidates(cell) & ~digitsMask({1, 9}));
            else
                state.setCandidates(cell, digitsMask({1, 9}));
        steps = findAll(state, Technique::OutsideClue);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::SandwichWays));
        QCOMPARE(steps.front().detail.claims,
                 (std::vector<ConstraintClaim>{
                     {.cell = rc(1, 1), .from = rc(1, 3), .fromDigits = digitsMask({2}), .addends = {}},
                     {.cell = rc(1, 3), .from = rc(1, 1), .fromDigits = digitsMask({2}), .addends = {}}}));
        // Must not: a clue of 9 over r1c2 to r1c4 of 2 or 3, 2 or 3, and 2,
        // 3 or 4: r1c4 is 4, and loses 2 and 3, which {2,3,4} allows it.
        const auto sandwich9 = withConstraints({{ConstraintKind::Sandwich, {row1}, {9}}});
        state = open(sandwich9);
        for (int cell : row1)
            state.setCandidates(cell, state.candidates(cell) & ~digitsMask({1, 9}));
        state.setCandidates(rc(1, 1), digitsMask({1}));
        state.setCandidates(rc(1, 5), digitsMask({9}));
        state.setCandidates(rc(1, 2), digitsMask({2, 3}));
        state.setCandidates(rc(1, 3), digitsMask({2, 3}));
        state.setCandidates(rc(1, 4), digitsMask({2, 3, 4}));
        steps = afterPlainParts(state, Technique::OutsideClue);
        QCOMPARE(steps.size(), size_t(1));
        QVERIFY(std::count(steps.front().eliminations.begin(), steps.front().eliminations.end(), CellDigit{rc(1, 4), 2}));
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::None));

        // A palindrome's mirrored ends share candidates.
        const auto palindrome = withConstraints({{ConstraintKind::Palindrome, {{rc(1, 3), rc(2, 4), rc(3, 5)}}}});
        state = open(palindrome);
        state.setCandidates(rc(1, 3), digitsMask({1, 2}));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.front().detail.constraintReason, int(ConstraintReason::PartnerDigits));
        QCOMPARE(claimsByCell(steps.front()),
                 (std::vector<ConstraintClaim>{{.cell = rc(3, 5), .from = rc(1, 3), .fromDigits = digitsMask({1, 2}),
                                                .keeps = digitsMask({1, 2}), .addends = {}}}));
    }
};

QTEST_GUILESS_MAIN(TestLogicConstraintReasons)
#include "tst_logic_constraint_reasons.moc"
