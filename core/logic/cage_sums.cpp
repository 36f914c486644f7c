// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/logic/cage_sums.h"

#include "core/solver/cage_combinations.h"

#include <algorithm>
#include <array>
#include <map>

namespace pm::logic {

namespace {

// fitDistinct walks the subsets of one digit set (2^cells states), and a
// 9x9 cage has at most 12 digit sets; past these bounds (16x16 and larger
// killers with big cages) the check is skipped rather than made slow.
constexpr int kMostDistinctCells = 12;
constexpr std::size_t kMostDigitSets = 4096;
// fitSigned is a depth-first search over the cells' candidates; five cells
// of nine candidates is at most 59049 leaves, and the sum bounds cut most.
constexpr long kSignedSearchBudget = 200000;

// The digit sets of (size, cells, sum), listed once per thread: the finders
// ask for the same few hundred keys at every step of every path, and
// listing them each time (a knapsack count, then the sets) was a tenth of a
// killer path's time.
const solver::CageCombinations& digitSetsOf(int size, int cells, int sum)
{
    thread_local std::map<std::array<int, 3>, solver::CageCombinations> cache;
    const std::array<int, 3> key{size, cells, sum};
    auto found = cache.find(key);
    if (found == cache.end())
        found = cache.emplace(key, solver::cageCombinations(size, cells, sum, kMostDigitSets)).first;
    return found->second;
}

} // namespace

DistinctFit fitDistinct(int size, std::span<const DigitMask> candidates, int sum, DigitMask excluded,
                        DigitMask required)
{
    DistinctFit fit;
    const int k = int(candidates.size());
    fit.usable.assign(size_t(k), 0);
    if (k == 0 || k > kMostDistinctCells)
        return fit;
    DigitMask reachable = 0;
    for (DigitMask mask : candidates)
        reachable |= mask;
    const solver::CageCombinations& combinations = digitSetsOf(size, k, sum);
    if (!combinations.listed)
        return fit;
    fit.checked = true;

    // For one digit set S of k digits: cells are assigned in the order
    // given, so a subset m of S (as bits over S's digits) with |m| = i says
    // "cells 0..i-1 took the digits m". forward[m]: some assignment of those
    // cells does; backward[m]: the remaining cells can take S - m. Cell i
    // can hold S's digit b when forward[m] and backward[m + b] for some m.
    const int full = (1 << k) - 1;
    std::array<std::uint8_t, size_t(1) << kMostDistinctCells> forward, backward;
    std::array<int, 64> digitOf{};
    std::array<unsigned, kMostDistinctCells> allowed{};
    for (DigitMask set : combinations.masks) {
        if ((set & excluded) || (set & required) != required || (set & reachable) != set)
            continue;
        int j = 0;
        for (DigitMask m = set; m; m &= m - 1)
            digitOf[size_t(j++)] = firstDigit(m);
        for (int i = 0; i < k; ++i) {
            allowed[size_t(i)] = 0;
            for (int b = 0; b < k; ++b)
                if (candidates[size_t(i)] & digitBit(digitOf[size_t(b)]))
                    allowed[size_t(i)] |= 1u << b;
        }
        std::fill_n(forward.begin(), full + 1, 0);
        std::fill_n(backward.begin(), full + 1, 0);
        forward[0] = 1;
        for (int m = 0; m < full; ++m) {
            if (!forward[size_t(m)])
                continue;
            for (unsigned free = allowed[size_t(digitCount(DigitMask(m)))] & ~unsigned(m); free; free &= free - 1)
                forward[size_t(m) | (free & -free)] = 1;
        }
        if (!forward[size_t(full)])
            continue;
        backward[size_t(full)] = 1;
        for (int m = full - 1; m >= 0; --m)
            for (unsigned free = allowed[size_t(digitCount(DigitMask(m)))] & ~unsigned(m); free; free &= free - 1)
                if (backward[size_t(m) | (free & -free)]) {
                    backward[size_t(m)] = 1;
                    break;
                }
        fit.sets.push_back(set);
        for (int m = 0; m < full; ++m) {
            if (!forward[size_t(m)] || !backward[size_t(m)])
                continue;
            const int i = digitCount(DigitMask(m));
            for (unsigned free = allowed[size_t(i)] & ~unsigned(m); free; free &= free - 1)
                if (backward[size_t(m) | (free & -free)])
                    fit.usable[size_t(i)] |= digitBit(digitOf[size_t(std::countr_zero(free))]);
        }
    }
    return fit;
}

namespace {

// Depth-first over the cells (fewest candidates first), keeping the signed
// partial sum within what the remaining cells can still add; stops as soon
// as every candidate is known to be usable, as then nothing goes.
class SignedSearch {
public:
    SignedSearch(const LogicContext& ctx, std::span<const int> cells, std::span<const int> signs, int total)
        : m_total(total)
    {
        const int k = int(cells.size());
        std::vector<int> order(static_cast<size_t>(k));
        for (int i = 0; i < k; ++i)
            order[size_t(i)] = i;
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return digitCount(ctx.candidates(cells[size_t(a)])) < digitCount(ctx.candidates(cells[size_t(b)]));
        });
        for (int i : order) {
            m_original.push_back(i);
            m_candidates.push_back(ctx.candidates(cells[size_t(i)]));
            m_signs.push_back(signs[size_t(i)]);
        }
        m_peers.assign(size_t(k) * size_t(k), false);
        for (int a = 0; a < k; ++a)
            for (int b = 0; b < k; ++b)
                m_peers[size_t(a * k + b)] =
                    a != b && ctx.geometry().arePeers(cells[size_t(m_original[size_t(a)])], cells[size_t(m_original[size_t(b)])]);
        // The least and most the cells from position i on can add.
        m_lowest.assign(size_t(k) + 1, 0);
        m_highest.assign(size_t(k) + 1, 0);
        for (int i = k - 1; i >= 0; --i) {
            const int low = firstDigit(m_candidates[size_t(i)]);
            const int high = 64 - std::countl_zero(m_candidates[size_t(i)]);
            const int sign = m_signs[size_t(i)];
            m_lowest[size_t(i)] = m_lowest[size_t(i) + 1] + (sign > 0 ? low : -high);
            m_highest[size_t(i)] = m_highest[size_t(i) + 1] + (sign > 0 ? high : -low);
        }
        m_values.assign(size_t(k), 0);
        m_usable.assign(size_t(k), 0);
        for (DigitMask mask : m_candidates)
            m_unused += digitCount(mask);
    }

    SignedFit run()
    {
        SignedFit fit;
        for (DigitMask mask : m_candidates)
            if (mask == 0)
                return fit; // an emptied cell: the state is broken, conclude nothing
        visit(0, 0);
        if (m_nodes > kSignedSearchBudget)
            return fit;
        fit.checked = true;
        fit.usable.assign(m_usable.size(), 0);
        for (size_t i = 0; i < m_usable.size(); ++i)
            fit.usable[size_t(m_original[i])] = m_usable[i];
        return fit;
    }

private:
    void visit(int i, int partial)
    {
        if (++m_nodes > kSignedSearchBudget || m_unused == 0)
            return;
        const int k = int(m_candidates.size());
        if (i == k) {
            if (partial != m_total)
                return;
            for (int j = 0; j < k; ++j) {
                const DigitMask bit = digitBit(m_values[size_t(j)]);
                if (!(m_usable[size_t(j)] & bit)) {
                    m_usable[size_t(j)] |= bit;
                    --m_unused;
                }
            }
            return;
        }
        if (partial + m_lowest[size_t(i)] > m_total || partial + m_highest[size_t(i)] < m_total)
            return;
        for (DigitMask m = m_candidates[size_t(i)]; m; m &= m - 1) {
            const int digit = firstDigit(m);
            bool clash = false;
            for (int j = 0; j < i && !clash; ++j)
                clash = m_peers[size_t(i * k + j)] && m_values[size_t(j)] == digit;
            if (clash)
                continue;
            m_values[size_t(i)] = digit;
            visit(i + 1, partial + m_signs[size_t(i)] * digit);
            if (m_nodes > kSignedSearchBudget || m_unused == 0)
                return;
        }
    }

    int m_total;
    std::vector<int> m_original; // search position -> index in the caller's list
    std::vector<DigitMask> m_candidates;
    std::vector<int> m_signs;
    std::vector<bool> m_peers;
    std::vector<int> m_lowest;
    std::vector<int> m_highest;
    std::vector<int> m_values;
    std::vector<DigitMask> m_usable;
    int m_unused = 0;
    long m_nodes = 0;
};

bool isBox(HouseKind kind)
{
    return kind == HouseKind::Box || kind == HouseKind::Region;
}

HouseGroup makeGroup(const Geometry& geometry, std::vector<int> houses)
{
    HouseGroup group;
    const int n = geometry.size();
    group.total = int(houses.size()) * n * (n + 1) / 2;
    std::vector<bool> in(size_t(geometry.cellCount()), false);
    std::vector<int> touched; // cages meeting the group, in the order met
    for (int h : houses)
        for (int cell : geometry.houses()[size_t(h)].cells) {
            in[size_t(cell)] = true;
            const int cage = geometry.cageOf(cell);
            if (cage < 0)
                group.uncaged.push_back(cell);
            else if (std::find(touched.begin(), touched.end(), cage) == touched.end())
                touched.push_back(cage);
        }
    std::sort(group.uncaged.begin(), group.uncaged.end());
    std::sort(touched.begin(), touched.end());
    for (int cage : touched) {
        HouseGroup::Crossing crossing{cage, {}, {}};
        for (int cell : geometry.cages()[size_t(cage)].cells)
            (in[size_t(cell)] ? crossing.inside : crossing.outside).push_back(cell);
        if (crossing.outside.empty())
            group.insideCages.push_back(cage);
        else
            group.crossing.push_back(std::move(crossing));
    }
    group.houses = std::move(houses);
    return group;
}

} // namespace

SignedFit fitSigned(const LogicContext& ctx, std::span<const int> cells, std::span<const int> signs, int total)
{
    return SignedSearch(ctx, cells, signs, total).run();
}

std::vector<HouseGroup> buildHouseGroups(const Geometry& geometry)
{
    std::vector<HouseGroup> groups;
    if (!geometry.hasCages())
        return groups;
    const int n = geometry.size();
    std::vector<int> rows(size_t(n), -1), columns(size_t(n), -1), boxes;
    const auto& houses = geometry.houses();
    for (int h = 0; h < int(houses.size()); ++h) {
        if (houses[size_t(h)].kind == HouseKind::Row)
            rows[size_t(houses[size_t(h)].index)] = h;
        else if (houses[size_t(h)].kind == HouseKind::Column)
            columns[size_t(houses[size_t(h)].index)] = h;
        else if (isBox(houses[size_t(h)].kind))
            boxes.push_back(h);
    }
    for (int h : boxes)
        groups.push_back(makeGroup(geometry, {h}));
    for (int h : rows)
        groups.push_back(makeGroup(geometry, {h}));
    for (int h : columns)
        groups.push_back(makeGroup(geometry, {h}));
    // Runs of N lines cover the grid: every cage lies inside, nothing is left.
    for (int length = 2; length < n; ++length)
        for (const std::vector<int>* lines : {&rows, &columns})
            for (int first = 0; first + length <= n; ++first)
                groups.push_back(makeGroup(
                    geometry, std::vector<int>(lines->begin() + first, lines->begin() + first + length)));
    return groups;
}

std::shared_ptr<const std::vector<HouseGroup>> houseGroups(const std::shared_ptr<const Geometry>& geometry)
{
    // The groups depend on the geometry alone, but a path asks for them at
    // every step; building them each time (a pass over every cage per group)
    // was a tenth of a killer path's time. One geometry per thread is kept:
    // a path, a rating or a generator run works on one. The weak pointer
    // notices a geometry gone (and a new one at the same address).
    thread_local std::weak_ptr<const Geometry> cachedFor;
    thread_local std::shared_ptr<const std::vector<HouseGroup>> cached;
    if (cached && cachedFor.lock() == geometry)
        return cached;
    cached = std::make_shared<const std::vector<HouseGroup>>(buildHouseGroups(*geometry));
    cachedFor = geometry;
    return cached;
}

namespace {

// The choices for the crossing cages from `next` on, depth first.
class EquationSearch {
public:
    EquationSearch(const LogicContext& ctx, const HouseGroup& group, int maxCells)
        : m_ctx(ctx)
        , m_group(group)
        , m_maxCells(maxCells)
    {
    }

    std::vector<SumEquation> run()
    {
        for (int h : m_group.houses)
            for (int cell : m_ctx.geometry().houses()[size_t(h)].cells)
                m_emptyCells += m_ctx.isEmpty(cell);
        SumEquation start;
        start.total = m_group.total;
        for (int cage : m_group.insideCages)
            start.total -= m_ctx.geometry().cages()[size_t(cage)].sum;
        if (!addCells(start, m_group.uncaged, start.plus, +1))
            return {};
        visit(0, start);
        return std::move(m_found);
    }

private:
    // Moves the cells' placed digits into the total (with the sign of the
    // side they are on) and their empty cells onto that side; false when
    // the equation outgrows what the finders use.
    bool addCells(SumEquation& eq, const std::vector<int>& cells, std::vector<int>& side, int sign)
    {
        for (int cell : cells) {
            if (m_ctx.isEmpty(cell))
                side.push_back(cell);
            else
                eq.total -= sign * m_ctx.grid().value(cell);
        }
        const size_t count = eq.plus.size() + eq.minus.size();
        const bool mixed = !eq.plus.empty() && !eq.minus.empty();
        // Mixed equations are kept to one innie and one outie (the
        // difference technique); same-signed ones to maxCells cells, except
        // the innies of a single house: they all see one another, so they
        // are a plain virtual cage however many they are (fitDistinct is
        // cheap), and a player adds up a whole row's leftovers too.
        const bool oneHouse = m_group.houses.size() == 1;
        return (!mixed || count == 2) && eq.minus.size() <= size_t(m_maxCells)
            && eq.plus.size() <= (oneHouse ? size_t(m_ctx.size()) : size_t(m_maxCells));
    }

    bool hasEmpty(const std::vector<int>& cells) const
    {
        return std::any_of(cells.begin(), cells.end(), [&](int cell) { return m_ctx.isEmpty(cell); });
    }

    void visit(size_t next, const SumEquation& eq)
    {
        if (next == m_group.crossing.size()) {
            // Every empty cell of the group as an innie only restates that
            // the group holds its missing digits: nothing to learn.
            const bool everything = eq.minus.empty() && int(eq.plus.size()) == m_emptyCells;
            if ((!eq.plus.empty() || !eq.minus.empty()) && !everything)
                m_found.push_back(eq);
            return;
        }
        const HouseGroup::Crossing& crossing = m_group.crossing[next];
        const bool emptyInside = hasEmpty(crossing.inside);
        const bool emptyOutside = hasEmpty(crossing.outside);
        // By its cells inside: they join the innies.
        if (!emptyInside || emptyOutside) {
            SumEquation byInside = eq;
            if (addCells(byInside, crossing.inside, byInside.plus, +1))
                visit(next + 1, byInside);
        }
        // Whole: its sum is counted and its cells outside are outies.
        if (emptyInside) {
            SumEquation whole = eq;
            whole.total -= m_ctx.geometry().cages()[size_t(crossing.cage)].sum;
            whole.counted.push_back(crossing.cage);
            if (addCells(whole, crossing.outside, whole.minus, -1))
                visit(next + 1, whole);
        }
    }

    const LogicContext& m_ctx;
    const HouseGroup& m_group;
    int m_maxCells;
    int m_emptyCells = 0;
    std::vector<SumEquation> m_found;
};

} // namespace

std::vector<SumEquation> sumEquations(const LogicContext& ctx, const HouseGroup& group, int maxCells)
{
    std::vector<SumEquation> equations = EquationSearch(ctx, group, maxCells).run();
    for (SumEquation& eq : equations) {
        std::sort(eq.plus.begin(), eq.plus.end());
        std::sort(eq.minus.begin(), eq.minus.end());
    }
    return equations;
}

bool placeEquationCell(const LogicContext& ctx, int cell, int value, Step& step)
{
    if (value < 1 || value > ctx.size() || !ctx.hasCandidate(cell, value))
        return false;
    step.placements.push_back({cell, value});
    step.pattern.candidates.push_back({cell, value, Role::Placement});
    return true;
}

} // namespace pm::logic
