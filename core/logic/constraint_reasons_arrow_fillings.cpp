// SPDX-License-Identifier: GPL-3.0-or-later
// The plain reason of an arrow with a one-cell circle whose bounds say too
// little (constraint_reasons.h): the few ways to fill it from the
// candidates, listed.
#include "core/logic/constraint_reasons.h"
#include "core/logic/constraint_reasons_internal.h"

#include "core/geometry.h"

#include <algorithm>
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

} // namespace pm::logic::reasons
