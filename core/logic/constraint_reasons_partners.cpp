// SPDX-License-Identifier: GPL-3.0-or-later
// The partner reasons of constraint_reasons.h: a cell keeps only the digits
// that pair, under the rule, with a candidate of its partner (across a dot,
// a neighbour on a whispers line, a palindrome's mirrored cell, a clone's,
// a lockout line's other end, a minimum or maximum cell's compared
// neighbours), or with two different candidates of two partners that
// share a house; or the rule gives a digit no partner at all; or, on a
// whispers line or around a minimum or maximum cell, a case followed from
// cell to cell leaves one nothing.
#include "core/logic/constraint_reasons.h"
#include "core/logic/constraint_reasons_internal.h"

#include "core/geometry.h"

#include <algorithm>
#include <cstdlib>
#include <optional>

namespace pm::logic {

namespace reasons {

namespace {

// --- partners: dots, whispers, palindromes, clones ---------------------

struct PartnerRule {
    ConstraintKind kind;
    int value;
    bool holds(int a, int b) const
    {
        switch (kind) {
        case ConstraintKind::WhiteDot: return std::abs(a - b) == value;
        case ConstraintKind::BlackDot: return a == value * b || b == value * a;
        case ConstraintKind::XV: return a + b == value;
        case ConstraintKind::Whispers:
        case ConstraintKind::Lockout: return std::abs(a - b) >= value; // a lockout line's ends
        default: return a == b; // palindrome, clone: mirrored cells hold the same digit
        }
    }
};

// Two cells the rule ties: `cell`'s digit must pair with `partner`'s. For
// a minimum (maximum) cell and its neighbours the tie has a direction:
// below < 0, `cell` holds less than `partner`; above > 0, more; 0 the rule.
struct PartnerPair {
    int cell;
    int partner;
    int order = 0;
};

bool pairs(const PartnerRule& rule, const PartnerPair& pair, int a, int b)
{
    if (pair.order < 0)
        return a < b;
    if (pair.order > 0)
        return a > b;
    return rule.holds(a, b);
}

// The orthogonal neighbours a minimum (maximum) cell is compared with: not
// those marked the same way (as the kind's check reads them).
std::vector<int> comparedNeighbours(const Geometry& g, int cell, ConstraintKind kind)
{
    std::vector<int> around = orthogonalNeighbours(cell, g.size());
    std::erase_if(around, [&](int other) {
        return std::any_of(g.constraints().begin(), g.constraints().end(), [&](const Constraint& c) {
            return c.kind == kind && std::find(c.lines[0].begin(), c.lines[0].end(), other) != c.lines[0].end();
        });
    });
    return around;
}

// Each cell's partners under the rule, both ways round.
std::optional<std::vector<PartnerPair>> partnerPairs(const Geometry& g, const Constraint& c)
{
    std::vector<PartnerPair> pairs;
    auto join = [&](int a, int b) {
        if (a != b) {
            pairs.push_back({a, b});
            pairs.push_back({b, a});
        }
    };
    switch (c.kind) {
    case ConstraintKind::WhiteDot:
    case ConstraintKind::BlackDot:
    case ConstraintKind::XV:
        if (c.lines.empty() || c.lines[0].size() != 2)
            return std::nullopt;
        join(c.lines[0][0], c.lines[0][1]);
        return pairs;
    case ConstraintKind::Whispers:
        for (const auto& line : c.lines)
            for (size_t i = 1; i < line.size(); ++i)
                join(line[i - 1], line[i]);
        return pairs;
    case ConstraintKind::Lockout:
        if (c.values.empty())
            return std::nullopt;
        for (const auto& line : c.lines)
            join(line.front(), line.back());
        return pairs;
    case ConstraintKind::Palindrome:
        for (const auto& line : c.lines)
            for (size_t i = 0; i < line.size() / 2; ++i)
                join(line[i], line[line.size() - 1 - i]);
        return pairs;
    case ConstraintKind::Clone:
        if (c.lines.size() != 2 || c.lines[0].size() != c.lines[1].size())
            return std::nullopt;
        for (size_t i = 0; i < c.lines[0].size(); ++i)
            join(c.lines[0][i], c.lines[1][i]);
        return pairs;
    case ConstraintKind::Minimum:
    case ConstraintKind::Maximum: {
        const int below = c.kind == ConstraintKind::Minimum ? -1 : 1;
        for (int cell : c.lines[0])
            for (int other : comparedNeighbours(g, cell, c.kind)) {
                pairs.push_back({cell, other, below});
                pairs.push_back({other, cell, -below});
            }
        return pairs;
    }
    default: return std::nullopt;
    }
}

// The digits of 1..n that pair with some digit of `partner` (different
// digits when the two cells share a house).
DigitMask pairingDigits(const PartnerRule& rule, const PartnerPair& pair, DigitMask partner, bool peers, int n)
{
    DigitMask out = 0;
    for (int d = 1; d <= n; ++d)
        for (DigitMask m = partner; m; m &= m - 1) {
            const int x = firstDigit(m);
            if ((!peers || x != d) && pairs(rule, pair, d, x)) {
                out |= digitBit(d);
                break;
            }
        }
    return out;
}

// The digits of `partner` (what `pair.partner` can hold) that pair with
// `digit` in `pair.cell` (different from it when the two share a house).
DigitMask pairingPartners(const Geometry& g, const PartnerRule& rule, const PartnerPair& pair, int digit,
                          DigitMask partner)
{
    DigitMask out = 0;
    const bool peers = g.arePeers(pair.cell, pair.partner);
    for (int x : digitsOf(partner))
        if ((!peers || x != digit) && pairs(rule, pair, digit, x))
            out |= digitBit(x);
    return out;
}

// The digits of `digits` (what `first.cell` can hold) with a partner
// among `firstDigits` in `first.partner` and another among `secondDigits`
// in `second.partner`, two cells sharing a house (so holding different
// digits).
DigitMask pairingBoth(const Geometry& g, const PartnerRule& rule, const PartnerPair& first, const PartnerPair& second,
                      DigitMask digits, DigitMask firstDigits, DigitMask secondDigits)
{
    DigitMask out = 0;
    for (int d : digitsOf(digits)) {
        const DigitMask firstFits = pairingPartners(g, rule, first, d, firstDigits);
        const DigitMask secondFits = pairingPartners(g, rule, second, d, secondDigits);
        // Two different digits, one from each: neither empty, and not both
        // the same one digit.
        if (firstFits && secondFits && digitCount(firstFits | secondFits) >= 2)
            out |= digitBit(d);
    }
    return out;
}

// The claim on `cell` by two of its partners that share a house, removing
// the most of `left`: none when no two remove any.
std::optional<ConstraintClaim> twoPartners(const Grid& state, const PartnerRule& rule,
                                           const std::vector<PartnerPair>& ties, int cell, DigitMask left)
{
    const Geometry& g = state.geometry();
    const DigitMask any = allDigits(g.symbolCount());
    std::optional<ConstraintClaim> best;
    int bestCount = 0;
    for (size_t i = 0; i < ties.size(); ++i)
        for (size_t j = i + 1; j < ties.size(); ++j) {
            const PartnerPair& first = ties[i];
            const PartnerPair& second = ties[j];
            if (first.cell != cell || second.cell != cell || first.partner == second.partner
                || !g.arePeers(first.partner, second.partner))
                continue;
            const DigitMask a = possible(state, first.partner);
            const DigitMask b = possible(state, second.partner);
            const DigitMask keeps = pairingBoth(g, rule, first, second, possible(state, cell), a, b);
            const int count = digitCount(left & ~keeps);
            if (count <= bestCount)
                continue;
            // Whatever the partners hold: said so, not by their candidates.
            const bool whatever = pairingBoth(g, rule, first, second, possible(state, cell), any, any) == keeps;
            bestCount = count;
            best = ConstraintClaim{.cell = cell, .from = first.partner, .fromDigits = whatever ? 0 : a,
                                   .keeps = keeps, .addends = {}, .alsoFrom = second.partner,
                                   .alsoFromDigits = whatever ? 0 : b};
        }
    return best;
}

} // namespace

bool explainByPartners(const Grid& state, const Constraint& c, Step& step)
{
    const Geometry& g = state.geometry();
    const auto ties = partnerPairs(g, c);
    if (!ties)
        return false;
    const int n = g.symbolCount();
    const PartnerRule rule{c.kind, c.values.empty() ? 0 : c.values.front()};
    const auto removed = removedByCell(step);
    // The rule alone: a digit with no partner whatever its partner holds.
    if (c.kind != ConstraintKind::Palindrome && c.kind != ConstraintKind::Clone && c.kind != ConstraintKind::Minimum
        && c.kind != ConstraintKind::Maximum) {
        DigitMask lonely = 0;
        bool all = true;
        for (const auto& [cell, gone] : removed) {
            DigitMask unpaired = 0;
            for (const PartnerPair& tie : *ties)
                if (tie.cell == cell)
                    unpaired |= ~pairingDigits(rule, tie, allDigits(n), g.arePeers(cell, tie.partner), n) & allDigits(n);
            all = all && (gone & ~unpaired) == 0;
            lonely |= gone;
        }
        if (all) {
            step.detail.constraintReason = int(ConstraintReason::NoPartner);
            step.detail.digits = digitsOf(lonely);
            return true;
        }
    }
    // Each cell's partners: as few claims as cover the cell's eliminations.
    std::vector<ConstraintClaim> claims;
    for (const auto& [cell, gone] : removed) {
        DigitMask left = gone;
        while (left) {
            int bestPartner = -1;
            DigitMask bestCovers = 0;
            DigitMask bestKeeps = 0;
            const PartnerPair* bestTie = nullptr;
            for (const PartnerPair& tie : *ties) {
                if (tie.cell != cell)
                    continue;
                const int b = tie.partner;
                const DigitMask keeps
                    = possible(state, cell) & pairingDigits(rule, tie, possible(state, b), g.arePeers(cell, b), n);
                const DigitMask covers = left & ~keeps;
                if (digitCount(covers) > digitCount(bestCovers)) {
                    bestTie = &tie;
                    bestPartner = b;
                    bestCovers = covers;
                    bestKeeps = keeps;
                }
            }
            // Two partners sharing a house hold different digits: the cell
            // keeps only digits with a partner in each, apart. Said instead
            // when that removes more (it removes all one partner does).
            if (bestCovers != left) {
                std::optional<ConstraintClaim> two = twoPartners(state, rule, *ties, cell, left);
                if (two && digitCount(left & ~two->keeps) > digitCount(bestCovers)) {
                    left &= two->keeps;
                    claims.push_back(std::move(*two));
                    continue;
                }
            }
            if (bestPartner < 0)
                return false;
            ConstraintClaim claim;
            claim.cell = cell;
            claim.from = bestPartner;
            // Whatever the partner holds: said so, not by its candidates.
            const bool peers = g.arePeers(cell, bestPartner);
            const bool open = pairingDigits(rule, *bestTie, possible(state, bestPartner), peers, n)
                           == pairingDigits(rule, *bestTie, allDigits(n), peers, n);
            claim.fromDigits = open ? 0 : possible(state, bestPartner);
            claim.keeps = bestKeeps;
            claims.push_back(claim);
            left &= ~bestCovers;
        }
    }
    step.detail.constraintReason = int(ConstraintReason::PartnerDigits);
    step.detail.claims = std::move(claims);
    return true;
}

bool explainByPartnerCases(const Grid& state, const Constraint& c, Step& step)
{
    const bool whispers = c.kind == ConstraintKind::Whispers;
    if ((whispers && c.values.empty())
        || (!whispers && c.kind != ConstraintKind::Minimum && c.kind != ConstraintKind::Maximum))
        return false;
    const Geometry& g = state.geometry();
    const auto ties = partnerPairs(g, c);
    if (!ties)
        return false;
    const int n = g.symbolCount();
    const PartnerRule rule{c.kind, whispers ? c.values.front() : 0};
    // A minimum or maximum cell's case runs over it and the neighbours it
    // is compared with, each once.
    std::vector<int> compared;
    for (const PartnerPair& tie : *ties)
        if (std::find(compared.begin(), compared.end(), tie.cell) == compared.end())
            compared.push_back(tie.cell);
    std::vector<ConstraintClaim> claims;
    for (const CellDigit& e : step.eliminations) {
        // A whispers cell's line; a cell on two lines of one constraint is
        // read along the first.
        const std::vector<int>* line = whispers ? lineHolding(c, e.cell) : &compared;
        if (!line)
            return false;
        const std::vector<int>& cells = *line;
        // A cell is read beside each cell the rule ties it to.
        const auto beside = [&](size_t x, size_t y, const std::vector<DigitMask>& can) -> std::optional<CaseRead> {
            const auto tie = std::find_if(ties->begin(), ties->end(), [&](const PartnerPair& pair) {
                return pair.cell == cells[x] && pair.partner == cells[y];
            });
            if (tie == ties->end())
                return std::nullopt;
            return CaseRead{.keeps = pairingDigits(rule, *tie, can[y], g.arePeers(tie->cell, tie->partner), n),
                            .from = int(y)};
        };
        const auto chain = followCase(state, cells, e, beside, kMostCaseClaims);
        if (!chain)
            return false;
        claims.insert(claims.end(), chain->begin(), chain->end());
    }
    step.detail.constraintReason = int(ConstraintReason::PartnerCases);
    step.detail.claims = std::move(claims);
    return true;
}

} // namespace reasons

std::vector<std::pair<int, int>> dotPairTable(ConstraintKind kind, int value, int symbolCount)
{
    const reasons::PartnerRule rule{kind, value};
    std::vector<std::pair<int, int>> table;
    for (int a = 1; a <= symbolCount; ++a)
        for (int b = a + 1; b <= symbolCount; ++b)
            if (rule.holds(a, b))
                table.push_back({a, b});
    return table;
}

} // namespace pm::logic
