// SPDX-License-Identifier: GPL-3.0-or-later
// Set equivalence: the 45 rule over any two unions of houses. Take k rows
// and k columns (or k lines and k boxes): each union holds every digit k
// times, so the cells of the first that the second does not cover hold
// exactly the digits of the cells of the second that the first does not
// cover (what they share cancels out); Phistomefel's ring sets rows 1, 2,
// 8, 9 with columns 1, 2, 8, 9 against the eight outer boxes, leaving the
// corners against the ring around box 5. Those two leftovers add up to the
// same number. The killer cages meeting a leftover stand for their sums (a
// cage mostly outside lends its cells inside instead), and what is left is
// an equation over some cells whose candidates can be cut, as innies and
// outies are (cage_sums); a long one is cut when it sits at an extreme,
// each house's part of it at its highest or lowest digits.
//
// The finder returns at once on a geometry without cages: without sums the
// equivalence tells only what one digit at a time does, which the fish and
// chains already read.
#include "core/logic/cage_sums.h"
#include "core/logic/finders.h"
#include "core/logic/step_marks.h"
#include "core/solver/set_equations.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <memory>
#include <optional>
#include <set>

namespace pm::logic {

namespace {

using solver::SetEquation;

// An equation of at most this many empty cells is fitted exactly (every
// assignment, peers differing, as the innies and outies are); a longer one
// house by house (below).
constexpr int kMostExactCells = 5;

// The pairs depend on the geometry alone; a path asks at every step, so
// they are kept for the last geometry asked about, per thread (as the 45
// rule's house groups are).
std::shared_ptr<const std::vector<SetEquation>> setPairs(const std::shared_ptr<const Geometry>& geometry)
{
    thread_local std::weak_ptr<const Geometry> cachedFor;
    thread_local std::shared_ptr<const std::vector<SetEquation>> cached;
    if (cached && cachedFor.lock() == geometry)
        return cached;
    cached = std::make_shared<const std::vector<SetEquation>>(solver::buildSetEquations(*geometry));
    cachedFor = geometry;
    return cached;
}

// The equation a pair gives in this state: the empty cells of `plus` less
// those of `minus` add up to `total`, the placed digits moved into it.
SumEquation equationOf(const LogicContext& ctx, const SetEquation& pair)
{
    SumEquation eq;
    eq.total = pair.total;
    for (int cell : pair.plus) {
        if (ctx.isEmpty(cell))
            eq.plus.push_back(cell);
        else
            eq.total -= ctx.grid().value(cell);
    }
    for (int cell : pair.minus) {
        if (ctx.isEmpty(cell))
            eq.minus.push_back(cell);
        else
            eq.total += ctx.grid().value(cell);
    }
    return eq;
}

// The cells of each sign cut into groups that share a house (so their
// digits differ): greedily the house holding most of the cells left.
struct HouseGroups {
    std::vector<std::vector<int>> members; // indices into the equation's cells
    std::vector<int> sign;
};

HouseGroups groupByHouses(const Geometry& g, const std::vector<int>& cells, const std::vector<int>& signs)
{
    HouseGroups groups;
    std::vector<bool> taken(cells.size(), false);
    for (int sign : {+1, -1}) {
        while (true) {
            std::map<int, std::vector<int>> byHouse;
            for (size_t i = 0; i < cells.size(); ++i)
                if (!taken[i] && signs[i] == sign)
                    for (int h : g.housesOf(cells[i]))
                        byHouse[h].push_back(int(i));
            std::vector<int> best;
            for (auto& [house, members] : byHouse)
                if (members.size() > best.size())
                    best = std::move(members);
            if (best.empty())
                break;
            for (int i : best)
                taken[size_t(i)] = true;
            groups.members.push_back(std::move(best));
            groups.sign.push_back(sign);
        }
    }
    return groups;
}

// A cheap look before any fit: each group's sum lies between its fewest
// and its most distinct digits among its candidates. Unless the other
// groups' bounds squeeze some group inside those, the sum cuts nothing a
// person would see, and the fit (most of this technique's cost: a killer
// state holds hundreds of equations) is not made.
bool boundsSqueeze(const LogicContext& ctx, const std::vector<int>& cells, const HouseGroups& groups, int total)
{
    const int n = ctx.size();
    std::vector<int> low(groups.members.size(), 0), high(groups.members.size(), 0);
    int lowest = 0, highest = 0;
    for (size_t k = 0; k < groups.members.size(); ++k) {
        DigitMask pooled = 0;
        for (int i : groups.members[k])
            pooled |= ctx.candidates(cells[size_t(i)]);
        const int m = int(groups.members[k].size());
        if (digitCount(pooled) < m)
            return false; // the group cannot be filled: a broken state
        int taken = 0;
        for (int d = 1; d <= n && taken < m; ++d)
            if (pooled & digitBit(d)) {
                low[k] += d;
                ++taken;
            }
        taken = 0;
        for (int d = n; d >= 1 && taken < m; --d)
            if (pooled & digitBit(d)) {
                high[k] += d;
                ++taken;
            }
        lowest += groups.sign[k] > 0 ? low[k] : -high[k];
        highest += groups.sign[k] > 0 ? high[k] : -low[k];
    }
    for (size_t k = 0; k < groups.members.size(); ++k)
        if (highest - total < high[k] - low[k] || total - lowest < high[k] - low[k])
            return true;
    return false;
}

// What one group's cells can hold when they add up to `sum` (fitDistinct's
// usable digits per cell; empty when no set of digits fits). A path asks
// for the same groups at every step, and most of a group's candidates
// outlive many steps, so the fits are kept per thread by the candidates
// and the sum. Measured on 9x9 killer master generation (2026-11-29,
// perf): the group fits were a fifth of the time.
struct GroupFit {
    bool checked = false;
    std::vector<DigitMask> usable;
};

const GroupFit& groupFit(int size, const std::vector<DigitMask>& masks, int sum)
{
    constexpr size_t kMostKept = 1 << 16; // entries before the cache starts again
    thread_local std::map<std::pair<std::vector<DigitMask>, int>, GroupFit> kept;
    thread_local int keptSize = 0;
    if (keptSize != size || kept.size() >= kMostKept) {
        kept.clear();
        keptSize = size;
    }
    auto key = std::make_pair(masks, sum);
    auto found = kept.find(key);
    if (found == kept.end()) {
        DistinctFit fit = fitDistinct(size, masks, sum);
        GroupFit entry;
        entry.checked = fit.checked;
        if (!fit.sets.empty())
            entry.usable = std::move(fit.usable);
        found = kept.emplace(std::move(key), std::move(entry)).first;
    }
    return found->second;
}

// A longer equation, fitted group by group: each group can make some sums
// with its candidates, and only the sums that some choice of the other
// groups' sums completes to the total stay. Digits of different groups may
// clash in truth; leaving that out only keeps more, so whatever is cut is
// cut soundly. The usable candidates per cell, in the order of `cells`;
// empty when the state is broken or nothing is known.
std::vector<DigitMask> fitByHouses(const LogicContext& ctx, const std::vector<int>& cells, const HouseGroups& houseGroups,
                                   int total)
{
    const int n = ctx.size();
    const std::vector<std::vector<int>>& groups = houseGroups.members;
    const std::vector<int>& groupSign = houseGroups.sign;
    // The sums each group can make (0 .. n(n+1)/2), with the candidates
    // each sum uses; a group of m cells makes at least 1 + ... + m.
    const int most = n * (n + 1) / 2;
    std::vector<std::vector<std::optional<std::vector<DigitMask>>>> made(groups.size());
    for (size_t k = 0; k < groups.size(); ++k) {
        std::vector<DigitMask> masks;
        for (int i : groups[k])
            masks.push_back(ctx.candidates(cells[size_t(i)]));
        const int m = int(groups[k].size());
        made[k].resize(size_t(most) + 1);
        bool any = false;
        if (m == 1) {
            for (DigitMask rest = masks.front(); rest; rest &= rest - 1) {
                made[k][size_t(firstDigit(rest))] = std::vector<DigitMask>{rest & -rest};
                any = true;
            }
            continue;
        }
        // Only the sums between its m lowest and m highest candidates.
        DigitMask pooled = 0;
        for (DigitMask mask : masks)
            pooled |= mask;
        int lowSum = 0, highSum = 0, taken = 0;
        for (int d = 1; d <= n && taken < m; ++d)
            if (pooled & digitBit(d)) {
                lowSum += d;
                ++taken;
            }
        taken = 0;
        for (int d = n; d >= 1 && taken < m; --d)
            if (pooled & digitBit(d)) {
                highSum += d;
                ++taken;
            }
        for (int sum = lowSum; sum <= highSum; ++sum) {
            const GroupFit& fit = groupFit(n, masks, sum);
            if (!fit.checked)
                return {};
            if (!fit.usable.empty()) {
                made[k][size_t(sum)] = fit.usable;
                any = true;
            }
        }
        if (!any)
            return {};
    }
    // Partial totals reachable from the front and from the back, as bits
    // over -span..span (bit value + span): a group's sum moves a whole row
    // at once, a shift of words, where a loop over values and sums was a
    // tenth of a killer path's time.
    const int span = int(groups.size()) * most;
    const int bits = 2 * span + 1;
    const size_t words = size_t(bits + 63) / 64;
    using Row = std::vector<std::uint64_t>;
    const auto shiftedInto = [&](Row& into, const Row& from, int by) {
        // into |= from moved up by `by` bits (down when negative), cut to `bits`.
        const int wordShift = std::abs(by) / 64, bitShift = std::abs(by) % 64;
        for (size_t w = 0; w < words; ++w) {
            std::uint64_t value = 0;
            if (by >= 0) {
                const long src = long(w) - wordShift;
                if (src >= 0)
                    value = from[size_t(src)] << bitShift;
                if (bitShift && src - 1 >= 0)
                    value |= from[size_t(src - 1)] >> (64 - bitShift);
            } else {
                const size_t src = w + size_t(wordShift);
                if (src < words)
                    value = from[src] >> bitShift;
                if (bitShift && src + 1 < words)
                    value |= from[src + 1] << (64 - bitShift);
            }
            into[w] |= value;
        }
        if (bits % 64)
            into[words - 1] &= (std::uint64_t(1) << (bits % 64)) - 1;
    };
    const auto has = [&](const Row& row, int value) {
        const int at = value + span;
        return at >= 0 && at < bits && (row[size_t(at) / 64] >> (at % 64) & 1);
    };
    std::vector<Row> front(groups.size() + 1, Row(words, 0));
    std::vector<Row> back = front;
    front[0][size_t(span) / 64] |= std::uint64_t(1) << (span % 64);
    for (size_t k = 0; k < groups.size(); ++k)
        for (int sum = 0; sum <= most; ++sum)
            if (made[k][size_t(sum)])
                shiftedInto(front[k + 1], front[k], groupSign[k] * sum);
    if (std::abs(total) > span || !has(front[groups.size()], total))
        return {};
    back[groups.size()][size_t(total + span) / 64] |= std::uint64_t(1) << ((total + span) % 64);
    for (size_t k = groups.size(); k-- > 0;)
        for (int sum = 0; sum <= most; ++sum)
            if (made[k][size_t(sum)])
                shiftedInto(back[k], back[k + 1], -groupSign[k] * sum);
    // A group's sum stays when a reachable front and back meet across it.
    std::vector<DigitMask> usable(cells.size(), 0);
    Row moved(words);
    for (size_t k = 0; k < groups.size(); ++k)
        for (int sum = 0; sum <= most; ++sum) {
            if (!made[k][size_t(sum)])
                continue;
            std::fill(moved.begin(), moved.end(), 0);
            shiftedInto(moved, front[k], groupSign[k] * sum);
            bool meets = false;
            for (size_t w = 0; w < words && !meets; ++w)
                meets = (moved[w] & back[k + 1][w]) != 0;
            if (meets)
                for (size_t j = 0; j < groups[k].size(); ++j)
                    usable[size_t(groups[k][j])] |= (*made[k][size_t(sum)])[j];
        }
    return usable;
}

std::optional<Step> equationStep(const LogicContext& ctx, const SetEquation& pair, const SumEquation& eq)
{
    std::vector<int> cells = eq.plus;
    cells.insert(cells.end(), eq.minus.begin(), eq.minus.end());
    std::vector<int> signs(eq.plus.size(), +1);
    signs.insert(signs.end(), eq.minus.size(), -1);
    Step step;
    step.technique = Technique::SetEquivalence;
    if (cells.size() == 1) {
        if (!placeEquationCell(ctx, cells.front(), signs.front() * eq.total, step))
            return std::nullopt;
    } else {
        const HouseGroups groups = groupByHouses(ctx.geometry(), cells, signs);
        if (!boundsSqueeze(ctx, cells, groups, eq.total))
            return std::nullopt;
        std::vector<DigitMask> usable;
        if (cells.size() <= size_t(kMostExactCells)) {
            SignedFit fit = fitSigned(ctx, cells, signs, eq.total);
            if (!fit.checked)
                return std::nullopt;
            usable = std::move(fit.usable);
        } else {
            usable = fitByHouses(ctx, cells, groups, eq.total);
        }
        if (usable.empty() || std::any_of(usable.begin(), usable.end(), [](DigitMask m) { return m == 0; }))
            return std::nullopt;
        for (size_t i = 0; i < cells.size(); ++i)
            addEliminations(step, cells[i], ctx.candidates(cells[i]) & ~usable[i]);
        if (step.eliminations.empty())
            return std::nullopt;
    }
    const Geometry& g = ctx.geometry();
    for (int h : pair.first)
        step.pattern.houses.push_back({h, Role::Base});
    for (int h : pair.second)
        step.pattern.houses.push_back({h, Role::Cover});
    // The cages read by their sums; their cells in the equation (outies)
    // are marked as the equation's.
    std::vector<int> read;
    for (int cage : pair.cages)
        read.insert(read.end(), g.cages()[size_t(cage)].cells.begin(), g.cages()[size_t(cage)].cells.end());
    // ... and the arrows read by their circles, likewise.
    for (int arrow : pair.arrows)
        for (int cell : constraintCells(g.constraints()[size_t(arrow)]))
            read.push_back(cell);
    for (int cell : read)
        if (std::find(cells.begin(), cells.end(), cell) == cells.end()
            && std::none_of(step.pattern.cells.begin(), step.pattern.cells.end(),
                            [&](const CellMark& marked) { return marked.cell == cell; }))
            step.pattern.cells.push_back({cell, Role::Base});
    for (int cell : cells)
        step.pattern.cells.push_back({cell, Role::Fin});
    step.detail.houses = pair.first;
    step.detail.coverHouses = pair.second;
    step.detail.constraints = pair.arrows;
    step.detail.cages = pair.cages;
    step.detail.cells = cells;
    step.detail.size = int(eq.plus.size());
    step.detail.sum = eq.total;
    step.detail.variantType = eq.minus.empty() ? 0 : eq.plus.empty() ? 1 : 2;
    return step;
}

// Set equivalence. Rows 1-2 and columns 1-2 each hold 1..9 twice; what
// they share (r1c1, r1c2, r2c1, r2c2) cancels, so r1c3-r1c9 and r2c3-r2c9
// hold the same digits as r3c1-r9c1 and r3c2-r9c2, and add up alike. Say
// the rows' leftover is the cages of 13, 17 and 9 and the cells r1c9, r2c9,
// and the columns' leftover the cages of 12, 10, 15 and 11 and r9c1: then
// r1c9 + r2c9 - r9c1 = 48 - 39 = 9, and each keeps only the candidates some
// fitting assignment uses (one cell left takes the value).
//
// detail: houses = the first union, coverHouses = the second, cells = the
// first leftover's empty cells then the second's (cages not whole in
// either), size = how many are from the first, sum = the first's less the
// second's (placed digits and whole cages counted), variantType = 0 first
// side only, 1 second side only, 2 both; digitSets when the cells all see
// one another; cages = the cages read by their sums, constraints = the
// arrows read by their circles.
void findSetEquivalence(const LogicContext& ctx, StepSink& sink)
{
    if (!ctx.geometry().hasCages() && !solver::hasArrows(ctx.geometry()))
        return;
    const auto pairs = setPairs(ctx.grid().geometryPtr());
    std::set<std::pair<std::vector<int>, std::vector<int>>> told;
    for (const SetEquation& pair : *pairs) {
        SumEquation eq = equationOf(ctx, pair);
        const size_t count = eq.plus.size() + eq.minus.size();
        if (count == 0)
            continue;
        if (!told.insert({eq.plus, eq.minus}).second)
            continue;
        std::optional<Step> step = equationStep(ctx, pair, eq);
        if (step && !sink.add(std::move(*step)))
            return;
        if (ctx.stopRequested())
            return;
    }
}

constexpr FinderEntry kFinders[] = {
    {Technique::SetEquivalence, findSetEquivalence},
};

} // namespace

std::span<const FinderEntry> setEquivalenceFinders()
{
    return kFinders;
}

} // namespace pm::logic
