// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/constraint_reason_checks.h"

#include "core/logic/constraint_reasons.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <map>
#include <numeric>
#include <optional>

namespace pm::test {

using namespace pm::logic;

namespace {


// Empty when a pill arrow's bounds (ConstraintReason::PillBounds) are true
// of the solution and explain every elimination: the pill's number within
// each bound on it (the sum of its filling); each pill cell's digit among
// what its claim keeps, and its eliminations outside; each arrow cell within
// its claim's bound (the pill's bound less the addends), and its
// eliminations outside.
QString pillMisstates(const std::vector<int>& pill, const Step& step, const std::vector<std::uint8_t>& solution)
{
    int number = 0;
    for (int cell : pill)
        number = number * 10 + solution[size_t(cell)];
    const auto sum = [](const std::vector<int>& digits) { return std::accumulate(digits.begin(), digits.end(), 0); };
    const auto keepsOnly = [](const ConstraintClaim& claim) { return claim.cell >= 0 && claim.from < 0; };
    for (const ConstraintClaim& claim : step.detail.claims) {
        if (keepsOnly(claim)) {
            if (!(claim.keeps & digitBit(solution[size_t(claim.cell)])))
                return QStringLiteral("a pill cell's claim on %1 is false").arg(claim.cell);
            continue;
        }
        const bool onPill = claim.cell < 0;
        const int value = onPill ? number : solution[size_t(claim.cell)];
        const int bound = onPill ? sum(claim.addends) : claim.fromBound - sum(claim.addends);
        if ((claim.atMost ? value > claim.bound : value < claim.bound) || bound != claim.bound)
            return QStringLiteral("a pill claim on %1 is false").arg(claim.cell);
    }
    for (const CellDigit& e : step.eliminations) {
        const bool explained = std::any_of(step.detail.claims.begin(), step.detail.claims.end(), [&](const ConstraintClaim& claim) {
            if (claim.cell != e.cell)
                return false;
            return keepsOnly(claim) ? !(claim.keeps & digitBit(e.digit))
                                    : (claim.atMost ? e.digit > claim.bound : e.digit < claim.bound);
        });
        if (!explained)
            return QStringLiteral("%1:%2 goes for no reason given").arg(e.cell).arg(e.digit);
    }
    return {};
}

// What the solution's segment from `from` adds up to: the cells after it on
// its line while the region stays; a zipper's: the cell and its partner
// equally far from the middle (the middle alone). -1 when no line has it.
int segmentTotal(const Geometry& g, const Constraint& c, int from, const std::vector<std::uint8_t>& solution)
{
    for (const auto& line : c.lines) {
        const auto at = std::find(line.begin(), line.end(), from);
        if (at == line.end())
            continue;
        if (c.kind == ConstraintKind::ZipperLine) {
            const int partner = line[line.size() - 1 - size_t(at - line.begin())];
            return solution[size_t(from)] + (partner != from ? solution[size_t(partner)] : 0);
        }
        int total = 0;
        for (auto cell = at; cell != line.end() && g.regionOf(*cell) == g.regionOf(from); ++cell)
            total += solution[size_t(*cell)];
        return total;
    }
    return -1;
}

// Empty when a region-sum or zipper line's bounds (SegmentBounds, ZipperBounds)
// are true of the solution and explain every elimination: the sum of the
// segment each bound on the sum names within it (the sum of its filling),
// each cell within its claim (the sum's bound less the addends), and every
// elimination outside a claim on its own cell.
QString segmentMisstates(const Geometry& g, const Constraint& c, const Step& step,
                         const std::vector<std::uint8_t>& solution)
{
    const auto sum = [](const std::vector<int>& digits) { return std::accumulate(digits.begin(), digits.end(), 0); };
    const auto in = [](int value, bool atMost, int bound) { return atMost ? value <= bound : value >= bound; };
    for (const ConstraintClaim& claim : step.detail.claims) {
        if (claim.cell >= 0) {
            if (!in(solution[size_t(claim.cell)], claim.atMost, claim.bound)
                || claim.bound != claim.fromBound - sum(claim.addends))
                return QStringLiteral("a segment claim on %1 is false").arg(claim.cell);
            continue;
        }
        const int total = segmentTotal(g, c, claim.from, solution);
        if (total < 0 || !in(total, claim.atMost, claim.bound) || claim.bound != sum(claim.addends))
            return QStringLiteral("a bound on the sum from %1 is false").arg(claim.from);
    }
    for (const CellDigit& e : step.eliminations)
        if (std::none_of(step.detail.claims.begin(), step.detail.claims.end(), [&](const ConstraintClaim& claim) {
                return claim.cell == e.cell && !in(e.digit, claim.atMost, claim.bound);
            }))
            return QStringLiteral("%1:%2 goes for no reason given").arg(e.cell).arg(e.digit);
    return {};
}

// Empty when a region-sum line's sums (SegmentSums) are true of the
// solution and explain every elimination: the solution's sum of each
// segment named is among the sums said for it, every cell claimed holds a
// digit it is said to keep, and every elimination is a digit its cell's
// claim does not keep.
QString segmentSumsMisstates(const Geometry& g, const Constraint& c, const Step& step,
                             const std::vector<std::uint8_t>& solution)
{
    for (const ConstraintClaim& claim : step.detail.claims) {
        if (claim.cell >= 0) {
            if (!(claim.keeps & digitBit(solution[size_t(claim.cell)])))
                return QStringLiteral("%1 keeps no solution digit").arg(claim.cell);
            continue;
        }
        const int total = segmentTotal(g, c, claim.from, solution);
        if (total < 1 || total > 64 || !(claim.keeps & digitBit(total)))
            return QStringLiteral("the segment from %1 adds up to a sum not said").arg(claim.from);
    }
    for (const CellDigit& e : step.eliminations)
        if (std::none_of(step.detail.claims.begin(), step.detail.claims.end(), [&](const ConstraintClaim& claim) {
                return claim.cell == e.cell && !(claim.keeps & digitBit(e.digit));
            }))
            return QStringLiteral("%1:%2 goes for no reason given").arg(e.cell).arg(e.digit);
    return {};
}

// Empty when a between or lockout line's claims (BetweenBounds,
// LockoutSpan) are true of the solution and explain every elimination: the
// ends within each claim's fromBound (a between claim: both ends; a lockout
// claim: its end), and every elimination on a cell strictly between the ends
// of a claim's line, outside the bound (between) or in the span from the
// pair's first fromBound to its second (lockout); a between line's end
// claim: the end's digit among keeps, the other's among fromDigits, the two
// at least bound apart, and the end's eliminations outside keeps.
QString endsMisstates(const Constraint& c, const Step& step, const std::vector<std::uint8_t>& solution)
{
    const bool lockout = ConstraintReason(step.detail.constraintReason) == ConstraintReason::LockoutSpan;
    const auto in = [](int value, bool atMost, int bound) { return atMost ? value <= bound : value >= bound; };
    const auto lineOf = [&](int end) -> const std::vector<int>* {
        for (const auto& line : c.lines)
            if (line.front() == end || line.back() == end)
                return &line;
        return nullptr;
    };
    const auto& claims = step.detail.claims;
    if (lockout && claims.size() % 2 != 0)
        return QStringLiteral("a lockout claim without its pair");
    for (const ConstraintClaim& claim : claims) {
        if (claim.cell >= 0) {
            // A between line's end, kept at least claim.bound away from its other end.
            const int value = solution[size_t(claim.cell)];
            const int other = solution[size_t(claim.from)];
            if (lockout || !(claim.keeps & digitBit(value)) || (claim.fromDigits && !(claim.fromDigits & digitBit(other)))
                || std::abs(value - other) < claim.bound)
                return QStringLiteral("a claim on the end %1 is false").arg(claim.cell);
            continue;
        }
        const std::vector<int>* line = lineOf(claim.from);
        if (!line)
            return QStringLiteral("a claim from %1, no end").arg(claim.from);
        const bool holds = lockout ? in(solution[size_t(claim.from)], claim.atMost, claim.fromBound)
                                   : in(solution[size_t(line->front())], claim.atMost, claim.fromBound)
                                         && in(solution[size_t(line->back())], claim.atMost, claim.fromBound)
                                         && claim.bound == claim.fromBound + (claim.atMost ? -1 : 1);
        if (!holds)
            return QStringLiteral("a claim on the ends of the line from %1 is false").arg(claim.from);
    }
    for (const CellDigit& e : step.eliminations) {
        bool explained = false;
        for (size_t i = 0; i < claims.size(); i += lockout ? 2 : 1) {
            if (claims[i].cell >= 0) {
                explained = explained || (claims[i].cell == e.cell && !(claims[i].keeps & digitBit(e.digit)));
                continue;
            }
            const std::vector<int>* line = lineOf(claims[i].from);
            if (std::find(line->begin() + 1, line->end() - 1, e.cell) == line->end() - 1)
                continue;
            explained = explained
                     || (lockout ? e.digit >= claims[i].fromBound && e.digit <= claims[i + 1].fromBound
                                 : !in(e.digit, claims[i].atMost, claims[i].bound));
        }
        if (!explained)
            return QStringLiteral("%1:%2 goes for no reason given").arg(e.cell).arg(e.digit);
    }
    return {};
}

// Empty when an X-sum clue's table (ConstraintReason::XSumSets) is true of
// the solution and explains every elimination: the solution's X and the
// digits of its first X cells are a row of the table, and no row puts a
// digit that goes where it goes (the first cell X, the next X-1 cells the
// set's other digits, the cells after them the digits outside the set).
QString xSumMisstates(const std::vector<int>& line, const Step& step, const std::vector<std::uint8_t>& solution)
{
    const auto& sets = step.detail.digitSets;
    std::vector<int> xs; // each set's X: its size
    for (std::uint64_t set : sets)
        xs.push_back(digitCount(set));
    if (sets.empty())
        return QStringLiteral("an X-sum table without its rows");
    const int x = solution[size_t(line.front())];
    DigitMask held = 0;
    for (int i = 0; i < x; ++i)
        held |= digitBit(solution[size_t(line[size_t(i)])]);
    bool named = false;
    for (size_t i = 0; i < sets.size(); ++i)
        named = named || (xs[i] == x && sets[i] == held);
    if (!named)
        return QStringLiteral("the solution's first %1 digits are no row of the table").arg(x);
    for (const CellDigit& e : step.eliminations) {
        const size_t place = size_t(std::find(line.begin(), line.end(), e.cell) - line.begin());
        if (place == line.size())
            return QStringLiteral("%1:%2 goes off the clue's line").arg(e.cell).arg(e.digit);
        for (size_t i = 0; i < sets.size(); ++i) {
            const bool in = (sets[i] & digitBit(e.digit)) != 0;
            if (place == 0 ? e.digit == xs[i] : place < size_t(xs[i]) ? in && e.digit != xs[i] : !in)
                return QStringLiteral("%1:%2 goes, yet a row of the table puts it there").arg(e.cell).arg(e.digit);
        }
    }
    return {};
}

// Empty when a sandwich clue's ways (ConstraintReason::SandwichWays) are
// true of the solution and explain every elimination: the solution's 1, N
// and digits between are one of the ways, and no way puts a digit that goes
// where it goes.
QString sandwichMisstates(const std::vector<int>& line, const Step& step, const std::vector<std::uint8_t>& solution)
{
    const int n = int(line.size());
    const auto placeOf = [&](int cell) { return size_t(std::find(line.begin(), line.end(), cell) - line.begin()); };
    size_t one = 0;
    size_t nine = 0;
    for (size_t i = 0; i < line.size(); ++i) {
        one = solution[size_t(line[i])] == 1 ? i : one;
        nine = solution[size_t(line[i])] == n ? i : nine;
    }
    DigitMask between = 0;
    for (size_t i = std::min(one, nine) + 1; i < std::max(one, nine); ++i)
        between |= digitBit(solution[size_t(line[i])]);
    const auto& ways = step.detail.claims;
    if (std::none_of(ways.begin(), ways.end(), [&](const ConstraintClaim& way) {
            return placeOf(way.cell) == one && placeOf(way.from) == nine && way.fromDigits == between;
        }))
        return QStringLiteral("the solution's sandwich is no way named");
    for (const CellDigit& e : step.eliminations) {
        const size_t place = placeOf(e.cell);
        for (const ConstraintClaim& way : ways) {
            const size_t a = placeOf(way.cell);
            const size_t b = placeOf(way.from);
            const bool in = (way.fromDigits & digitBit(e.digit)) != 0;
            const bool puts = place == a ? e.digit == 1
                            : place == b ? e.digit == n
                            : place > std::min(a, b) && place < std::max(a, b) ? in
                                                                               : !in && e.digit != 1 && e.digit != n;
            if (puts)
                return QStringLiteral("%1:%2 goes, yet a way puts it there").arg(e.cell).arg(e.digit);
        }
    }
    return {};
}

// Empty when a line's cases (PartnerCases, BetweenCases) follow: each
// elimination opens a case that is not the solution's; each narrowing
// reads cells as the case last left them (or, not yet narrowed, as their
// candidates), and leaves the cell what the rule allows beside them, less
// the digits taken by cells sharing a house, each left that one digit;
// every case ends with a cell left nothing. A whispers cell is read beside
// a neighbour: digits that differ enough from one of its (and from it, in
// a shared house); a minimum or maximum cell and a neighbour it is
// compared with, each beside the other: digits below or above one of its. A between line's cell between its ends: digits strictly
// between one of each end's; an end beside a cell between and the other
// end: digits that leave that cell one strictly between it and the other.
// With `state`, a cell's digits before the case are its candidates there,
// and each narrowing must leave exactly what the rule leaves; without, at
// most, and cells not yet narrowed are not checked.
QString caseChainMisstates(const Geometry& g, const Constraint& c, const Step& step,
                           const std::vector<std::uint8_t>& solution, const Grid* state)
{
    const int n = g.symbolCount();
    const auto lineOf = [&](int cell) {
        return std::find_if(c.lines.begin(), c.lines.end(), [&](const std::vector<int>& line) {
            return std::find(line.begin(), line.end(), cell) != line.end();
        });
    };
    const auto neighbours = [&](int a, int b) {
        return std::any_of(c.lines.begin(), c.lines.end(), [&](const std::vector<int>& line) {
            for (size_t i = 1; i < line.size(); ++i)
                if ((line[i - 1] == a && line[i] == b) || (line[i - 1] == b && line[i] == a))
                    return true;
            return false;
        });
    };
    const auto isEnd = [&](int cell) {
        const auto line = lineOf(cell);
        return line != c.lines.end() && (line->front() == cell || line->back() == cell);
    };
    const auto digits = [](DigitMask mask) {
        std::vector<int> out;
        for (; mask; mask &= mask - 1)
            out.push_back(firstDigit(mask));
        return out;
    };
    // What the rule leaves claim.cell beside what it reads.
    const auto ruleLeaves = [&](const ConstraintClaim& claim) -> std::optional<DigitMask> {
        DigitMask out = 0;
        if (c.kind == ConstraintKind::Minimum || c.kind == ConstraintKind::Maximum) {
            // One of the two is this constraint's cell, the other an
            // orthogonal neighbour no cell of the kind marks; the marked
            // one holds more (a maximum) or less.
            const auto markedByKind = [&](int cell) {
                return std::any_of(g.constraints().begin(), g.constraints().end(), [&](const Constraint& other) {
                    return other.kind == c.kind && std::count(other.lines[0].begin(), other.lines[0].end(), cell);
                });
            };
            const bool cellMarked = std::count(c.lines[0].begin(), c.lines[0].end(), claim.cell) > 0;
            const int marked = cellMarked ? claim.cell : claim.from;
            const int other = cellMarked ? claim.from : claim.cell;
            const auto around = orthogonalNeighbours(marked, g.size());
            if (!std::count(c.lines[0].begin(), c.lines[0].end(), marked) || markedByKind(other)
                || std::find(around.begin(), around.end(), other) == around.end())
                return std::nullopt;
            const bool above = cellMarked == (c.kind == ConstraintKind::Maximum);
            for (int d = 1; d <= n; ++d)
                for (int x : digits(claim.fromDigits))
                    if (above ? d > x : d < x)
                        out |= digitBit(d);
            return out;
        }
        if (c.kind == ConstraintKind::Whispers) {
            if (!neighbours(claim.cell, claim.from))
                return std::nullopt;
            for (int d = 1; d <= n; ++d)
                for (int x : digits(claim.fromDigits))
                    if (std::abs(d - x) >= c.values.front() && !(d == x && g.arePeers(claim.cell, claim.from)))
                        out |= digitBit(d);
            return out;
        }
        const auto line = lineOf(claim.cell);
        if (line == c.lines.end() || lineOf(claim.from) != line || lineOf(claim.alsoFrom) != line)
            return std::nullopt;
        if (!isEnd(claim.cell)) {
            if (!isEnd(claim.from) || !isEnd(claim.alsoFrom) || claim.from == claim.alsoFrom)
                return std::nullopt;
            for (int a : digits(claim.fromDigits))
                for (int b : digits(claim.alsoFromDigits))
                    for (int v = std::min(a, b) + 1; v < std::max(a, b); ++v)
                        out |= digitBit(v);
            return out;
        }
        if (isEnd(claim.from) || !isEnd(claim.alsoFrom) || claim.alsoFrom == claim.cell)
            return std::nullopt;
        for (int e = 1; e <= n; ++e)
            for (int a : digits(claim.alsoFromDigits))
                for (int v : digits(claim.fromDigits))
                    if (std::min(a, e) < v && v < std::max(a, e))
                        out |= digitBit(e);
        return out;
    };
    const auto candidates = [&](int cell) -> std::optional<DigitMask> {
        if (!state)
            return std::nullopt;
        return state->value(cell) ? digitBit(state->value(cell)) : state->candidates(cell);
    };
    std::map<int, DigitMask> said; // the case's last word on each cell
    const auto now = [&](int cell) -> std::optional<DigitMask> {
        return said.count(cell) ? std::optional<DigitMask>(said[cell]) : candidates(cell);
    };
    size_t cases = 0;
    bool ended = true;
    for (const ConstraintClaim& claim : step.detail.claims) {
        if (claim.bound > 0) {
            if (!ended)
                return QStringLiteral("a case leaves no cell nothing");
            if (solution[size_t(claim.cell)] == claim.bound)
                return QStringLiteral("the case %1:%2 is the solution's").arg(claim.cell).arg(claim.bound);
            if (std::find(step.eliminations.begin(), step.eliminations.end(), CellDigit{claim.cell, claim.bound})
                == step.eliminations.end())
                return QStringLiteral("the case %1:%2 removes nothing").arg(claim.cell).arg(claim.bound);
            said = {{claim.cell, digitBit(claim.bound)}};
            ++cases;
            ended = false;
            continue;
        }
        for (const auto& [cell, mask] : {std::pair(claim.from, claim.fromDigits), std::pair(claim.alsoFrom, claim.alsoFromDigits)})
            if (cell >= 0 && now(cell) && *now(cell) != mask)
                return QStringLiteral("%1 is read beside %2 as the case did not leave it").arg(claim.cell).arg(cell);
        const std::optional<DigitMask> allowed = ruleLeaves(claim);
        if (ended || !allowed)
            return QStringLiteral("%1 is read beside cells the rule does not tie it to").arg(claim.cell);
        DigitMask taken = 0;
        for (size_t i = 0; i + 1 < claim.addends.size(); i += 2) {
            const int cell = claim.addends[i];
            const int digit = claim.addends[i + 1];
            if (!g.arePeers(cell, claim.cell) || !said.count(cell) || said[cell] != digitBit(digit))
                return QStringLiteral("%1 is no cell left %2 beside %3").arg(cell).arg(digit).arg(claim.cell);
            taken |= digitBit(digit);
        }
        const DigitMask left = now(claim.cell).value_or(allDigits(n)) & *allowed & ~taken;
        if (state ? claim.keeps != left : (claim.keeps & ~left) != 0)
            return QStringLiteral("%1 is left other digits than the rule leaves").arg(claim.cell);
        said[claim.cell] = claim.keeps;
        ended = claim.keeps == 0;
    }
    if (!ended)
        return QStringLiteral("a case leaves no cell nothing");
    return cases == step.eliminations.size() ? QString() : QStringLiteral("an elimination without its case");
}

// Empty when an arrow's cases (ArrowCases) hold: each elimination opens a
// case on an arrow cell that is not the solution's, whose sums the circle
// cannot hold. With `state`, the sums are counted again over every filling
// of the cell's arrow from the candidates (the digit taken where a cell
// shares a house with the cell, cells sharing one different), and the
// circle's digits and each narrowed cell's are what the candidates leave.
QString arrowCasesMisstates(const Geometry& g, const Constraint& c, const Step& step,
                            const std::vector<std::uint8_t>& solution, const Grid* state)
{
    const int circle = c.lines.front().front();
    const auto possible = [&](int cell) {
        return state->value(cell) ? digitBit(state->value(cell)) : state->candidates(cell);
    };
    size_t cases = 0;
    const auto& claims = step.detail.claims;
    for (size_t i = 0; i < claims.size(); ++i) {
        const ConstraintClaim& claim = claims[i];
        if (claim.bound == 0)
            continue;
        ++cases;
        if (solution[size_t(claim.cell)] == claim.bound)
            return QStringLiteral("the case %1:%2 is the solution's").arg(claim.cell).arg(claim.bound);
        if (std::find(step.eliminations.begin(), step.eliminations.end(), CellDigit{claim.cell, claim.bound})
            == step.eliminations.end())
            return QStringLiteral("the case %1:%2 removes nothing").arg(claim.cell).arg(claim.bound);
        if (claim.from != circle || (claim.fromDigits & claim.keeps))
            return QStringLiteral("the case %1:%2 makes a sum its circle can hold").arg(claim.cell).arg(claim.bound);
        if (!state)
            continue;
        const DigitMask taken = digitBit(claim.bound);
        if (claim.keeps != (possible(circle) & ~(g.arePeers(circle, claim.cell) ? taken : 0)))
            return QStringLiteral("the case %1:%2 misreads its circle").arg(claim.cell).arg(claim.bound);
        std::vector<int> others;
        for (size_t l = 1; l < c.lines.size() && others.empty(); ++l)
            if (std::find(c.lines[l].begin(), c.lines[l].end(), claim.cell) != c.lines[l].end())
                for (int cell : c.lines[l])
                    if (cell != circle && cell != claim.cell)
                        others.push_back(cell);
        std::uint64_t sums = 0;
        std::vector<int> digits;
        const auto fill = [&](auto&& self, int total) -> void {
            const size_t at = digits.size();
            if (at == others.size()) {
                sums |= std::uint64_t(1) << (total - 1);
                return;
            }
            DigitMask can = possible(others[at]) & ~(g.arePeers(others[at], claim.cell) ? taken : 0);
            for (size_t j = 0; j < at; ++j)
                if (g.arePeers(others[at], others[j]))
                    can &= ~digitBit(digits[j]);
            for (; can; can &= can - 1) {
                digits.push_back(firstDigit(can));
                self(self, total + firstDigit(can));
                digits.pop_back();
            }
        };
        fill(fill, claim.bound);
        if (sums != claim.fromDigits)
            return QStringLiteral("the case %1:%2 names other sums than its arrow makes").arg(claim.cell).arg(claim.bound);
        for (size_t j = i + 1; j < claims.size() && claims[j].bound == 0; ++j)
            if (claims[j].keeps != (possible(claims[j].cell) & ~(g.arePeers(claims[j].cell, claim.cell) ? taken : 0)))
                return QStringLiteral("the case %1:%2 leaves %3 other digits").arg(claim.cell).arg(claim.bound).arg(claims[j].cell);
    }
    return cases == step.eliminations.size() ? QString() : QStringLiteral("an elimination without its case");
}

} // namespace

QString reasonMisstates(const Geometry& g, const Step& step, const std::vector<std::uint8_t>& solution,
                        const Grid* state)
{
    const auto reason = ConstraintReason(step.detail.constraintReason);
    if (reason == ConstraintReason::None)
        return {};
    if (reason == ConstraintReason::PartnerCases || reason == ConstraintReason::BetweenCases)
        return caseChainMisstates(g, g.constraints()[size_t(step.detail.constraint)], step, solution, state);
    if (reason == ConstraintReason::ArrowCases)
        return arrowCasesMisstates(g, g.constraints()[size_t(step.detail.constraint)], step, solution, state);
    const auto in = [](int digit, bool atMost, int bound) { return atMost ? digit <= bound : digit >= bound; };
    const auto sum = [](const std::vector<int>& digits) {
        int total = 0;
        for (int d : digits)
            total += d;
        return total;
    };
    if (reason == ConstraintReason::PillBounds)
        return pillMisstates(g.constraints()[size_t(step.detail.constraint)].lines.front(), step, solution);
    if (reason == ConstraintReason::SegmentBounds || reason == ConstraintReason::ZipperBounds)
        return segmentMisstates(g, g.constraints()[size_t(step.detail.constraint)], step, solution);
    if (reason == ConstraintReason::DistinctSubsets) {
        // Each subset's cells hold digits it names; an elimination is a
        // digit of a naked subset its cell is not in, or one a hidden subset
        // with its cell in does not name.
        const auto& claims = step.detail.claims;
        for (const ConstraintClaim& claim : claims)
            if (!(claim.keeps & digitBit(solution[size_t(claim.cell)])))
                return QStringLiteral("%1 holds a digit its subset does not name").arg(claim.cell);
        for (const CellDigit& e : step.eliminations) {
            const bool said = std::any_of(claims.begin(), claims.end(), [&](const ConstraintClaim& claim) {
                const bool in = std::any_of(claims.begin(), claims.end(), [&](const ConstraintClaim& other) {
                    return other.keeps == claim.keeps && other.atMost == claim.atMost && other.cell == e.cell;
                });
                return claim.atMost ? in && !(claim.keeps & digitBit(e.digit))
                                    : !in && (claim.keeps & digitBit(e.digit));
            });
            if (!said)
                return QStringLiteral("%1:%2 goes for no reason given").arg(e.cell).arg(e.digit);
        }
        return {};
    }
    if (reason == ConstraintReason::SegmentSums)
        return segmentSumsMisstates(g, g.constraints()[size_t(step.detail.constraint)], step, solution);
    if (reason == ConstraintReason::SandwichLengths) {
        // The solution's 1 and N have one of the counts named between them,
        // and only 1s and Ns go.
        const auto& line = g.constraints()[size_t(step.detail.constraint)].lines.front();
        const auto at = [&](int digit) {
            return std::find_if(line.begin(), line.end(), [&](int cell) { return solution[size_t(cell)] == digit; })
                 - line.begin();
        };
        const int between = int(std::abs(at(1) - at(g.symbolCount()))) - 1;
        const auto& counts = step.detail.digits;
        if (std::find(counts.begin(), counts.end(), between) == counts.end())
            return QStringLiteral("the solution has %1 cells inside the sandwich, a count not named").arg(between);
        for (const CellDigit& e : step.eliminations)
            if (e.digit != 1 && e.digit != g.symbolCount())
                return QStringLiteral("%1:%2 is no end of the sandwich").arg(e.cell).arg(e.digit);
        return {};
    }
    if (reason == ConstraintReason::SkyscraperCount) {
        // Each elimination is a case of its own, not the solution's, whose
        // count the clue cannot take: more seen for sure, or fewer at most.
        const int clue = g.constraints()[size_t(step.detail.constraint)].values.front();
        for (const CellDigit& e : step.eliminations) {
            const auto claim
                = std::find_if(step.detail.claims.begin(), step.detail.claims.end(),
                               [&](const ConstraintClaim& c) { return c.cell == e.cell && c.bound == e.digit; });
            if (claim == step.detail.claims.end())
                return QStringLiteral("%1:%2 goes with no case").arg(e.cell).arg(e.digit);
            if (solution[size_t(e.cell)] == e.digit)
                return QStringLiteral("the case %1:%2 is the solution's").arg(e.cell).arg(e.digit);
            if (claim->atMost ? claim->fromBound >= clue : claim->fromBound <= clue)
                return QStringLiteral("the case %1:%2 counts %3, which the clue takes")
                    .arg(e.cell)
                    .arg(e.digit)
                    .arg(claim->fromBound);
            if (!claim->atMost && std::popcount(claim->keeps) + (claim->fromDigits ? 1 : 0) != claim->fromBound)
                return QStringLiteral("the case %1:%2 names other cells than it counts").arg(e.cell).arg(e.digit);
            if (claim->addends.size() % 2 != 0)
                return QStringLiteral("the case %1:%2 leaves half a cell").arg(e.cell).arg(e.digit);
        }
        return step.detail.claims.size() == step.eliminations.size() ? QString()
                                                                      : QStringLiteral("a case without an elimination");
    }
    if (reason == ConstraintReason::SandwichWays)
        return sandwichMisstates(g.constraints()[size_t(step.detail.constraint)].lines.front(), step, solution);
    if (reason == ConstraintReason::XSumSets)
        return xSumMisstates(g.constraints()[size_t(step.detail.constraint)].lines.front(), step, solution);
    if (reason == ConstraintReason::BetweenBounds || reason == ConstraintReason::LockoutSpan)
        return endsMisstates(g.constraints()[size_t(step.detail.constraint)], step, solution);
    if (reason == ConstraintReason::LockoutWays || reason == ConstraintReason::BetweenWays) {
        // The ends' digits in the solution are one of the pairs named.
        const auto& claims = step.detail.claims;
        const bool named = std::any_of(claims.begin(), claims.end(), [&](const ConstraintClaim& claim) {
            return solution[size_t(claim.cell)] == claim.bound && solution[size_t(claim.from)] == claim.fromBound;
        });
        return named ? QString() : QStringLiteral("the ends' digits are no pair named");
    }
    for (const ConstraintClaim& claim : step.detail.claims) {
        const int value = claim.cell >= 0 ? solution[size_t(claim.cell)] : 0;
        const int fromValue = claim.from >= 0 ? solution[size_t(claim.from)] : 0;
        switch (reason) {
        case ConstraintReason::PartnerDigits:
            if (!(claim.keeps & digitBit(value)) || (claim.fromDigits && !(claim.fromDigits & digitBit(fromValue))))
                return QStringLiteral("a partner claim on %1 is false").arg(claim.cell);
            // Two partners: they share a house, and what the second can hold is true.
            if (claim.alsoFrom >= 0
                && (!g.arePeers(claim.from, claim.alsoFrom)
                    || (claim.alsoFromDigits && !(claim.alsoFromDigits & digitBit(solution[size_t(claim.alsoFrom)])))))
                return QStringLiteral("a two-partner claim on %1 is false").arg(claim.cell);
            break;
        case ConstraintReason::SkyscraperRise:
            // Strictly rising, and the tallest digit where it is said to stand.
            if (claim.atMost ? claim.bound >= claim.fromBound : claim.bound <= claim.fromBound)
                return QStringLiteral("a rising bound on %1 does not rise").arg(claim.cell);
            [[fallthrough]];
        case ConstraintReason::CarriedBounds:
            // A bound carried one step on (further when it moves past digits
            // the cell cannot hold), never back.
            if (!in(value, claim.atMost, claim.bound) || !in(fromValue, claim.atMost, claim.fromBound)
                || (claim.atMost ? claim.bound > claim.fromBound : claim.bound < claim.fromBound))
                return QStringLiteral("a carried bound on %1 is false").arg(claim.cell);
            break;
        case ConstraintReason::SumBounds:
            if (!in(value, claim.atMost, claim.bound)
                || claim.bound != (claim.fromBound ? claim.fromBound - sum(claim.addends) : sum(claim.addends)))
                return QStringLiteral("a sum bound on %1 is false").arg(claim.cell);
            break;
        case ConstraintReason::SkyscraperPlaces:
            if (value > claim.bound)
                return QStringLiteral("a skyscraper bound on %1 is false").arg(claim.cell);
            break;
        case ConstraintReason::RenbanWindow:
            if (!in(fromValue, claim.atMost, claim.fromBound))
                return QStringLiteral("a window claim from %1 is false").arg(claim.from);
            for (int cell : step.detail.cells)
                if (!in(solution[size_t(cell)], claim.atMost, claim.bound))
                    return QStringLiteral("the window misses %1").arg(cell);
            break;
        default: break;
        }
    }
    if (reason == ConstraintReason::SumCombinations) {
        // The solution's digits are one of the sets named, and no digit that goes is in any.
        DigitMask held = 0;
        DigitMask named = 0;
        for (int cell : step.detail.cells)
            held |= digitBit(solution[size_t(cell)]);
        for (std::uint64_t set : step.detail.digitSets)
            named |= set;
        if (std::find(step.detail.digitSets.begin(), step.detail.digitSets.end(), held) == step.detail.digitSets.end())
            return QStringLiteral("the solution's set is not named");
        for (const CellDigit& e : step.eliminations)
            if (named & digitBit(e.digit))
                return QStringLiteral("%1:%2 lies in a set named").arg(e.cell).arg(e.digit);
        return {};
    }
    if (reason == ConstraintReason::RenbanRuns) {
        // The solution's run is one of those named, and no digit that goes is in any.
        const auto& starts = step.detail.digits;
        const auto lowestOfLine = std::min_element(step.detail.cells.begin(), step.detail.cells.end(), [&](int a, int b) {
            return solution[size_t(a)] < solution[size_t(b)];
        });
        const auto inLine = [&](int cell) {
            return std::find(step.detail.cells.begin(), step.detail.cells.end(), cell) != step.detail.cells.end();
        };
        if (step.detail.cells.empty() || !std::all_of(step.eliminations.begin(), step.eliminations.end(),
                                                       [&](const CellDigit& e) { return inLine(e.cell); }))
            return QStringLiteral("a run reason off its line");
        if (std::find(starts.begin(), starts.end(), int(solution[size_t(*lowestOfLine)])) == starts.end()
            && step.detail.cells.size() == size_t(step.detail.size))
            return QStringLiteral("the solution's run is not named");
        for (const CellDigit& e : step.eliminations)
            for (int start : starts)
                if (e.digit >= start && e.digit < start + step.detail.size)
                    return QStringLiteral("%1:%2 lies in a run named").arg(e.cell).arg(e.digit);
        return {};
    }
    if (reason == ConstraintReason::ArrowFillings) {
        // The solution's filling is one of those named (its digits in the
        // circle-then-arrows order), each adds up, and no digit that goes is
        // in one at its cell.
        const Constraint& c = g.constraints()[size_t(step.detail.constraint)];
        std::vector<int> cells{c.lines[0][0]};
        std::vector<size_t> arrowEnds;
        for (size_t l = 1; l < c.lines.size(); ++l) {
            for (int cell : c.lines[l])
                if (cell != c.lines[0][0])
                    cells.push_back(cell);
            arrowEnds.push_back(cells.size());
        }
        std::vector<int> truth;
        for (int cell : cells)
            truth.push_back(solution[size_t(cell)]);
        bool named = false;
        for (const ConstraintClaim& claim : step.detail.claims) {
            if (claim.addends.size() != cells.size())
                return QStringLiteral("a filling of the wrong length");
            for (size_t a = 0, from = 1; a < arrowEnds.size(); from = arrowEnds[a++])
                if (std::accumulate(claim.addends.begin() + long(from), claim.addends.begin() + long(arrowEnds[a]), 0)
                    != claim.addends.front())
                    return QStringLiteral("a filling named does not add up");
            named = named || claim.addends == truth;
            for (const CellDigit& e : step.eliminations)
                for (size_t i = 0; i < cells.size(); ++i)
                    if (cells[i] == e.cell && claim.addends[i] == e.digit)
                        return QStringLiteral("%1:%2 is in a filling named").arg(e.cell).arg(e.digit);
        }
        return named ? QString() : QStringLiteral("the solution's filling is not named");
    }
    if (reason == ConstraintReason::ClassPlaces) {
        // Each claim holds for the solution (what from holds, what the cell
        // keeps, and their classes shared or apart), and every elimination
        // falls outside what some claim on its cell keeps.
        const Constraint& c = g.constraints()[size_t(step.detail.constraint)];
        const auto classOf = [&](int digit) { return lineDigitClass(c.kind, digit, g.symbolCount()); };
        for (const ConstraintClaim& claim : step.detail.claims) {
            const int value = solution[size_t(claim.cell)];
            const int fromValue = solution[size_t(claim.from)];
            if (!(claim.fromDigits & digitBit(fromValue)) || !(claim.keeps & digitBit(value))
                || (classOf(value) == classOf(fromValue)) == claim.atMost
                || (claim.bound == 1 && (value == fromValue || !g.arePeers(claim.cell, claim.from))))
                return QStringLiteral("a class claim on %1 is false").arg(claim.cell);
        }
        for (const CellDigit& e : step.eliminations)
            if (std::none_of(step.detail.claims.begin(), step.detail.claims.end(), [&](const ConstraintClaim& claim) {
                    return claim.cell == e.cell && !(claim.keeps & digitBit(e.digit));
                }))
                return QStringLiteral("%1:%2 goes for no reason given").arg(e.cell).arg(e.digit);
        return {};
    }
    if (reason == ConstraintReason::QuadrupleFilled) {
        // The solution's digits in the quadruple's open cells are those
        // named, and none that goes is named.
        std::vector<int> held;
        for (const CellDigit& e : step.eliminations)
            if (std::find(step.detail.digits.begin(), step.detail.digits.end(), e.digit) != step.detail.digits.end())
                return QStringLiteral("%1:%2 is a digit named").arg(e.cell).arg(e.digit);
        const Constraint& c = g.constraints()[size_t(step.detail.constraint)];
        std::vector<int> named = step.detail.digits;
        for (int cell : c.lines.front()) {
            const auto at = std::find(named.begin(), named.end(), int(solution[size_t(cell)]));
            if (at != named.end())
                named.erase(at);
        }
        if (!named.empty())
            return QStringLiteral("the quadruple's solution misses a digit named");
        return {};
    }
    if (reason == ConstraintReason::RenbanRunFillings) {
        // The solution's run is named and each claim in it holds; no digit
        // that goes is kept in a run named, or in one with no claim on its cell.
        const auto& starts = step.detail.digits;
        const auto& line = step.detail.cells;
        if (line.empty())
            return QStringLiteral("a run reason off its line");
        int low = solution[size_t(line.front())];
        for (int cell : line)
            low = std::min(low, int(solution[size_t(cell)]));
        if (line.size() == size_t(step.detail.size) && std::find(starts.begin(), starts.end(), low) == starts.end())
            return QStringLiteral("the solution's run is not named");
        for (const ConstraintClaim& claim : step.detail.claims)
            if (claim.bound == low && !(claim.keeps & digitBit(solution[size_t(claim.cell)])))
                return QStringLiteral("a run claim on %1 is false").arg(claim.cell);
        for (const CellDigit& e : step.eliminations)
            for (int start : starts) {
                if (e.digit < start || e.digit >= start + step.detail.size)
                    continue;
                const auto claim = std::find_if(step.detail.claims.begin(), step.detail.claims.end(),
                                                [&](const ConstraintClaim& c) {
                                                    return c.cell == e.cell && c.bound == start;
                                                });
                if (claim == step.detail.claims.end() || (claim->keeps & digitBit(e.digit)))
                    return QStringLiteral("%1:%2 is kept in the run from %3").arg(e.cell).arg(e.digit).arg(start);
            }
        return {};
    }
    // A skyscraper's cells named as seen are the ones the solution shows,
    // and its tallest digit stands where it is said to.
    int tallestCell = -1;
    if (reason == ConstraintReason::SkyscraperRise) {
        const auto& line = g.constraints()[size_t(step.detail.constraint)].lines.front();
        const std::uint64_t places = step.detail.digitSets.empty() ? 0 : step.detail.digitSets.front();
        int tallest = 0;
        for (size_t i = 0; i < line.size(); ++i) {
            const int value = solution[size_t(line[i])];
            if ((value > tallest) != bool(places & (std::uint64_t(1) << i)))
                return QStringLiteral("place %1 is seen otherwise than said").arg(i + 1);
            tallest = std::max(tallest, value);
        }
        if (step.detail.size > 0) {
            tallestCell = line[size_t(step.detail.size - 1)];
            if (solution[size_t(tallestCell)] != g.symbolCount())
                return QStringLiteral("the tallest digit does not stand at place %1").arg(step.detail.size);
        }
    }
    for (const CellDigit& e : step.eliminations) {
        bool explained = e.cell == tallestCell;
        if (reason == ConstraintReason::NoPartner)
            explained = std::find(step.detail.digits.begin(), step.detail.digits.end(), e.digit)
                     != step.detail.digits.end();
        for (const ConstraintClaim& claim : step.detail.claims) {
            if (claim.cell != e.cell && claim.cell >= 0)
                continue;
            if (reason == ConstraintReason::PartnerDigits)
                explained = explained || !(claim.keeps & digitBit(e.digit));
            else
                explained = explained || !(claim.atMost ? e.digit <= claim.bound : e.digit >= claim.bound);
        }
        if (!explained)
            return QStringLiteral("%1:%2 goes for no reason given").arg(e.cell).arg(e.digit);
    }
    return {};
}

} // namespace pm::test
