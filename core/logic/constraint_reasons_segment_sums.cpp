// SPDX-License-Identifier: GPL-3.0-or-later
// The plain reason of a region-sum line whose segments' bounds say too
// little (SegmentSums, constraint_reasons.h): the sums each segment can
// make, the few they share, and what each cell holds in them.
#include "core/logic/constraint_reasons.h"
#include "core/logic/constraint_reasons_internal.h"

#include "core/geometry.h"

#include <algorithm>
#include <bit>
#include <map>

namespace pm::logic::reasons {

namespace {

// Beyond this a sum's bit (digitBit(sum)) does not fit a claim's mask;
// such lines (only on grids past 9x9) keep the general sentence.
constexpr int kLargestSum = 64;

// What one segment can make: for each sum of a filling from its cells'
// possible digits (cells sharing a house different), each cell's digits in
// those fillings. Empty when a filling adds up past kLargestSum or the
// search runs long, and the step keeps the general sentence.
std::map<int, std::vector<DigitMask>> sumsOf(const Grid& state, const std::vector<int>& segment)
{
    const Geometry& g = state.geometry();
    const size_t count = segment.size();
    std::vector<DigitMask> domains;
    for (int cell : segment)
        domains.push_back(possible(state, cell));
    std::map<int, std::vector<DigitMask>> sums;
    std::vector<int> digits(count, 0);
    long nodes = 0;
    constexpr long kBudget = 200000;
    bool tooLarge = false;
    auto search = [&](auto&& self, size_t i, int total) -> void {
        if (++nodes > kBudget || tooLarge)
            return;
        if (i == count) {
            if (total > kLargestSum) {
                tooLarge = true;
                return;
            }
            auto& held = sums[total];
            held.resize(count, 0);
            for (size_t j = 0; j < count; ++j)
                held[j] |= digitBit(digits[j]);
            return;
        }
        for (int d : digitsOf(domains[i])) {
            bool clash = false;
            for (size_t j = 0; j < i && !clash; ++j)
                clash = digits[j] == d && g.arePeers(segment[i], segment[j]);
            if (clash)
                continue;
            digits[i] = d;
            self(self, i + 1, total + d);
        }
    };
    search(search, 0, 0);
    if (nodes > kBudget || tooLarge)
        return {};
    return sums;
}

std::uint64_t sumMask(const std::map<int, std::vector<DigitMask>>& sums)
{
    std::uint64_t mask = 0;
    for (const auto& entry : sums)
        mask |= digitBit(entry.first);
    return mask;
}

} // namespace

// A region-sum line (say r7c8 alone in box 9, r8c4-r8c5 in box 8): r7c8
// can make 2, 4 or 7, r8c4-r8c5 only 4, 7 or 9, so the sum is 4 or 7, and
// r7c8 loses 2, though 2 lies between the sum's bounds.
bool explainBySegmentSums(const Grid& state, const Constraint& c, Step& step)
{
    const Geometry& g = state.geometry();
    const auto removed = removedByCell(step);
    if (removed.empty())
        return false;
    const int firstRemoved = removed.front().first;
    const auto line = std::find_if(c.lines.begin(), c.lines.end(), [&](const std::vector<int>& cells) {
        return std::find(cells.begin(), cells.end(), firstRemoved) != cells.end();
    });
    if (line == c.lines.end())
        return false;
    const auto segments = segmentsOf(g, c, *line);
    if (segments.size() < 2)
        return false;
    std::vector<std::map<int, std::vector<DigitMask>>> sums;
    std::uint64_t common = ~std::uint64_t(0);
    for (const auto& segment : segments) {
        sums.push_back(sumsOf(state, segment));
        if (sums.back().empty())
            return false;
        common &= sumMask(sums.back());
    }
    if (!common)
        return false;

    // Each removed cell, on this line, keeps only what its segment's
    // fillings with a common sum give it.
    std::vector<ConstraintClaim> cellClaims;
    for (const auto& [cell, gone] : removed) {
        DigitMask keeps = 0;
        bool found = false;
        for (size_t s = 0; s < segments.size() && !found; ++s) {
            const auto at = std::find(segments[s].begin(), segments[s].end(), cell);
            if (at == segments[s].end())
                continue;
            found = true;
            for (const auto& [total, held] : sums[s])
                if (common & digitBit(total))
                    keeps |= held[size_t(at - segments[s].begin())];
        }
        if (!found || (keeps & gone))
            return false;
        cellClaims.push_back({.cell = cell, .keeps = keeps, .addends = {}});
    }

    // The segments the sentence names: fewest sums first, until they leave
    // only the common sums.
    std::vector<size_t> order(segments.size());
    for (size_t s = 0; s < order.size(); ++s)
        order[s] = s;
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        return std::popcount(sumMask(sums[a])) < std::popcount(sumMask(sums[b]));
    });
    std::vector<ConstraintClaim> claims;
    std::uint64_t named = ~std::uint64_t(0);
    for (size_t s : order) {
        if (named == common)
            break;
        const std::uint64_t mask = sumMask(sums[s]);
        if ((named & mask) == named)
            continue; // narrows nothing the others named have not
        named &= mask;
        claims.push_back({.cell = -1, .from = segments[s].front(), .keeps = mask, .addends = {}});
    }
    claims.insert(claims.end(), cellClaims.begin(), cellClaims.end());
    step.detail.constraintReason = int(ConstraintReason::SegmentSums);
    step.detail.claims = std::move(claims);
    return true;
}

} // namespace pm::logic::reasons
