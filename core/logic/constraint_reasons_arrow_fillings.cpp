// SPDX-License-Identifier: GPL-3.0-or-later
// The plain reasons of an arrow with a one-cell circle whose bounds say too
// little (constraint_reasons.h): the few ways to fill it from the
// candidates, listed; or, candidate by candidate, the few sums its arrow
// could make with that digit, none of them the circle's.
#include "core/logic/constraint_reasons.h"
#include "core/logic/constraint_reasons_internal.h"

#include "core/geometry.h"

#include <algorithm>
#include <bit>
#include <optional>

namespace pm::logic::reasons {

namespace {

// --- arrows: the few ways to fill them -----------------------------------

// An arrow with a one-cell circle, its cells in the order a filling lists
// them: the circle, then each arrow's cells from the circle on. Empty when
// the arrow is not one such or a cell comes twice.
std::vector<int> arrowCellsInOrder(const Constraint& c)
{
    if (c.kind != ConstraintKind::Arrow || c.lines.size() < 2 || c.lines[0].size() != 1)
        return {};
    std::vector<int> cells{c.lines[0][0]};
    for (size_t l = 1; l < c.lines.size(); ++l)
        for (int cell : c.lines[l])
            if (cell != c.lines[0][0]) {
                if (std::find(cells.begin(), cells.end(), cell) != cells.end())
                    return {};
                cells.push_back(cell);
            }
    return cells;
}

// Every filling of an arrow (cells in arrowCellsInOrder's order) from the
// candidates, each arrow adding up to the circle and cells that share a
// house different; nothing when there are more than `most`.
std::optional<std::vector<std::vector<int>>> arrowFillings(const Grid& state, const Constraint& c,
                                                            const std::vector<int>& cells, size_t most)
{
    const Geometry& g = state.geometry();
    // Which arrow each cell (after the circle) adds to, and each arrow's last cell.
    std::vector<int> arrowOf(cells.size(), -1);
    std::vector<size_t> lastOf;
    for (size_t l = 1, at = 1; l < c.lines.size(); ++l) {
        for (int cell : c.lines[l])
            if (cell != cells.front())
                arrowOf[at++] = int(l - 1);
        lastOf.push_back(at - 1);
    }
    std::vector<std::vector<int>> found;
    std::vector<int> digits(cells.size(), 0);
    std::vector<int> sums(lastOf.size(), 0);
    bool tooMany = false;
    const auto sees = [&](size_t a, size_t b) {
        const auto& peers = g.peers(cells[a]);
        return std::find(peers.begin(), peers.end(), cells[b]) != peers.end();
    };
    const auto place = [&](auto&& self, size_t i) -> void {
        if (tooMany)
            return;
        if (i == cells.size()) {
            if (found.size() == most) {
                tooMany = true;
                return;
            }
            found.push_back(digits);
            return;
        }
        for (DigitMask m = possible(state, cells[i]); m; m &= m - 1) {
            const int d = firstDigit(m);
            bool clash = false;
            for (size_t j = 0; j < i && !clash; ++j)
                clash = digits[j] == d && sees(i, j);
            if (clash)
                continue;
            if (i > 0) {
                const int arrow = arrowOf[i];
                const int sum = sums[size_t(arrow)] + d;
                if (sum > digits[0] || (i == lastOf[size_t(arrow)] && sum != digits[0]))
                    continue;
                sums[size_t(arrow)] = sum;
                digits[i] = d;
                self(self, i + 1);
                sums[size_t(arrow)] -= d;
            } else {
                digits[i] = d;
                self(self, i + 1);
            }
        }
        digits[i] = 0;
    };
    place(place, 0);
    if (tooMany)
        return std::nullopt;
    return found;
}

} // namespace

// An arrow whose few fillings leave out every digit that goes: one claim
// per filling (addends: its digits in arrowCellsInOrder's order).
bool explainByArrowFillings(const Grid& state, const Constraint& c, Step& step)
{
    constexpr size_t kMostFillings = 6; // more would not read as a list
    constexpr size_t kMostCells = 7;
    const std::vector<int> cells = arrowCellsInOrder(c);
    if (cells.empty() || cells.size() > kMostCells)
        return false;
    const auto fillings = arrowFillings(state, c, cells, kMostFillings);
    if (!fillings || fillings->empty())
        return false;
    for (const CellDigit& e : step.eliminations) {
        const size_t at = size_t(std::find(cells.begin(), cells.end(), e.cell) - cells.begin());
        if (at == cells.size())
            return false;
        if (std::any_of(fillings->begin(), fillings->end(),
                        [&](const std::vector<int>& filling) { return filling[at] == e.digit; }))
            return false;
    }
    std::vector<ConstraintClaim> claims;
    for (const std::vector<int>& filling : *fillings)
        claims.push_back({.addends = filling});
    step.detail.constraintReason = int(ConstraintReason::ArrowFillings);
    step.detail.claims = std::move(claims);
    return true;
}

namespace {

// The sums the cells `others` can add to `digit`, each from its
// digits in `can` (cells sharing a house different), as a mask (bit s-1
// for s); nullopt when a sum passes 64 or the search passes `mostNodes`.
std::optional<std::uint64_t> sumsWith(const Geometry& g, int digit, const std::vector<int>& others,
                                      const std::vector<DigitMask>& can, int mostNodes)
{
    std::uint64_t sums = 0;
    std::vector<int> digits(others.size(), 0);
    int nodes = 0;
    bool over = false;
    const auto place = [&](auto&& self, size_t i, int total) -> void {
        if (over || ++nodes > mostNodes) {
            over = true;
            return;
        }
        if (i == others.size()) {
            if (total > 64)
                over = true;
            else
                sums |= std::uint64_t(1) << (total - 1);
            return;
        }
        for (DigitMask m = can[i]; m; m &= m - 1) {
            const int d = firstDigit(m);
            bool clash = false;
            for (size_t j = 0; j < i && !clash; ++j)
                clash = digits[j] == d && g.arePeers(others[i], others[j]);
            if (clash)
                continue;
            digits[i] = d;
            self(self, i + 1, total + d);
        }
        digits[i] = 0;
    };
    place(place, 0, digit);
    if (over)
        return std::nullopt;
    return sums;
}

// The most sums a case may name, and the most cells its arrow may have
// besides the supposed one, so that the sums read as a short list; and the
// most fillings of those cells a case tries (four cells of nine digits
// make at most 3,024 when they share a house, 6,561 when not).
constexpr int kMostCaseSums = 6;
constexpr size_t kMostOtherCells = 4;
constexpr int kMostSumNodes = 1 << 14;

} // namespace

// Each eliminated candidate of an arrow cell as a case: the arrow the cell
// lies on could then add up only to sums its circle cannot hold. One claim
// per case, then one per other cell of that arrow the case narrows (the
// digit taken where it shares a house with the cell).
bool explainByArrowCases(const Grid& state, const Constraint& c, Step& step)
{
    if (c.kind != ConstraintKind::Arrow || c.lines.size() < 2 || c.lines[0].size() != 1)
        return false;
    const Geometry& g = state.geometry();
    const int circle = c.lines[0][0];
    std::vector<ConstraintClaim> claims;
    for (const CellDigit& e : step.eliminations) {
        // The arrow the cell lies on (the first, if more than one).
        const auto arrow = std::find_if(c.lines.begin() + 1, c.lines.end(), [&](const std::vector<int>& line) {
            return std::find(line.begin(), line.end(), e.cell) != line.end();
        });
        if (e.cell == circle || arrow == c.lines.end())
            return false;
        std::vector<int> others;
        std::vector<DigitMask> can;
        for (int other : *arrow)
            if (other != circle && other != e.cell) {
                if (std::find(others.begin(), others.end(), other) != others.end())
                    return false;
                others.push_back(other);
                can.push_back(possible(state, other) & ~(g.arePeers(other, e.cell) ? digitBit(e.digit) : 0));
            }
        if (others.size() > kMostOtherCells)
            return false;
        const auto sums = sumsWith(g, e.digit, others, can, kMostSumNodes);
        const DigitMask circleCan = possible(state, circle) & ~(g.arePeers(circle, e.cell) ? digitBit(e.digit) : 0);
        if (!sums || *sums == 0 || std::popcount(*sums) > kMostCaseSums || (*sums & circleCan))
            return false;
        claims.push_back({.cell = e.cell, .from = circle, .fromDigits = *sums, .keeps = circleCan, .bound = e.digit,
                          .addends = {}});
        for (size_t i = 0; i < others.size(); ++i)
            if (can[i] != possible(state, others[i]))
                claims.push_back({.cell = others[i], .from = e.cell, .keeps = can[i], .addends = {}});
    }
    step.detail.constraintReason = int(ConstraintReason::ArrowCases);
    step.detail.claims = std::move(claims);
    return true;
}

} // namespace pm::logic::reasons
