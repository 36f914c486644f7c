// SPDX-License-Identifier: GPL-3.0-or-later
// The generic search's variant constraints (see generic_search.h): how the
// kind table's compile steps become tables, and the propagators that read
// them: pairs, sums and, in generic_search_special_rules.cpp, the rules of
// their own (renban, between and lockout lines, quadruples, sandwiches,
// X-sums, skyscrapers). The rest of the search knows constraints only
// through queueConstraints, reviseRelations and checkRule.
#include "core/solver/generic_search.h"
#include "core/solver/generic_search_masks.h"

#include <algorithm>
#include <bit>
#include <map>

namespace pm::solver {

namespace {

// The sum of the `count` smallest (largest) digits of mask; -1 when it has fewer.
int smallestDistinctSum(DigitMask mask, int count)
{
    int sum = 0;
    for (; count > 0; --count, mask &= mask - 1) {
        if (mask == 0)
            return -1;
        sum += lowest(mask);
    }
    return sum;
}

int largestDistinctSum(DigitMask mask, int count)
{
    int sum = 0;
    for (; count > 0; --count) {
        if (mask == 0)
            return -1;
        const int digit = highest(mask);
        sum += digit;
        mask &= ~digitBit(digit);
    }
    return sum;
}

// Collects what the kind table's compile steps emit: pair tables merged per
// ordered pair, linear rules with repeated cells merged, groups of N
// distinct cells as houses, smaller ones as pairs of different digits.
class TableSink final : public PropagatorSink {
public:
    TableSink(int size, int cellCount) : m_size(size), masks(std::size_t(cellCount), allDigits(size)) {}

    void unary(int cell, ConstraintDigits allowed) override { masks[std::size_t(cell)] &= allowed; }

    void relation(int first, int second, const std::function<bool(int, int)>& allowed) override
    {
        if (first == second) {
            DigitMask keep = 0;
            for (int d = 1; d <= m_size; ++d)
                if (allowed(d, d))
                    keep |= digitBit(d);
            masks[std::size_t(first)] &= keep;
            return;
        }
        auto& forward = tableOf(first, second);
        auto& backward = tableOf(second, first);
        for (int a = 1; a <= m_size; ++a)
            for (int b = 1; b <= m_size; ++b)
                if (!allowed(a, b)) {
                    forward[std::size_t(a)] &= ~digitBit(b);
                    backward[std::size_t(b)] &= ~digitBit(a);
                }
    }

    void linear(const std::vector<int>& cells, const std::vector<int>& coefficients, int target) override
    {
        std::map<int, int> merged;
        for (std::size_t i = 0; i < cells.size(); ++i)
            merged[cells[i]] += coefficients[i];
        std::vector<std::pair<int, int>> terms;
        for (const auto& [cell, coefficient] : merged)
            if (coefficient != 0)
                terms.push_back({cell, coefficient});
        linears.push_back({std::move(terms), target});
    }

    void distinct(const std::vector<int>& cells) override
    {
        std::vector<int> sorted = cells;
        std::sort(sorted.begin(), sorted.end());
        sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
        if (int(sorted.size()) == m_size) {
            houses.push_back(sorted);
            return;
        }
        for (std::size_t i = 0; i < sorted.size(); ++i)
            for (std::size_t j = i + 1; j < sorted.size(); ++j)
                relation(sorted[i], sorted[j], [](int a, int b) { return a != b; });
    }

    void special(int index, const std::vector<int>& cells) override { specials.push_back({index, cells}); }

    std::vector<DigitMask>& tableOf(int first, int second)
    {
        auto [at, added] = tables.try_emplace({first, second});
        if (added)
            at->second.assign(std::size_t(m_size) + 1, allDigits(m_size));
        return at->second;
    }

    int m_size;
    std::vector<DigitMask> masks;
    std::map<std::pair<int, int>, std::vector<DigitMask>> tables;
    std::vector<std::pair<std::vector<std::pair<int, int>>, int>> linears;
    std::vector<std::vector<int>> houses;
    std::vector<std::pair<int, std::vector<int>>> specials;
};

} // namespace

void GenericSearch::Tables::compileConstraints(const Geometry& geometry, const std::vector<SetEquation>& equations,
                                               std::vector<std::vector<int>>& extraHouses)
{
    if (geometry.hasConstraints())
        constrained = Geometry::create(geometry.spec()).value();
    TableSink sink(size, cellCount);
    const auto& list = geometry.constraints();
    for (int index = 0; index < int(list.size()); ++index)
        constraintKindInfo(list[std::size_t(index)].kind).compile(list[std::size_t(index)], index, geometry, sink);
    for (const SetEquation& equation : equations) {
        std::vector<int> cells = equation.plus;
        cells.insert(cells.end(), equation.minus.begin(), equation.minus.end());
        std::vector<int> coefficients(equation.plus.size(), 1);
        coefficients.resize(cells.size(), -1);
        sink.linear(cells, coefficients, equation.total);
    }
    unaryMask = std::move(sink.masks);
    for (auto& house : sink.houses)
        if (std::find(extraHouses.begin(), extraHouses.end(), house) == extraHouses.end())
            extraHouses.push_back(std::move(house));

    std::vector<std::vector<Relation>> byCell(static_cast<std::size_t>(cellCount));
    for (const auto& [pair, table] : sink.tables) {
        byCell[std::size_t(pair.first)].push_back({pair.second, int(relationTables.size())});
        relationTables.insert(relationTables.end(), table.begin(), table.end());
    }
    for (const auto& edges : byCell) {
        relationStart.push_back(int(relations.size()));
        relations.insert(relations.end(), edges.begin(), edges.end());
    }
    relationStart.push_back(int(relations.size()));

    std::vector<std::vector<int>> rulesOf(static_cast<std::size_t>(cellCount));
    const auto addRule = [&](Rule rule, const std::vector<int>& cells) {
        rule.cellStart = int(ruleCells.size());
        rule.cellCount = int(cells.size());
        for (int cell : cells) {
            ruleCells.push_back(cell);
            auto& mine = rulesOf[std::size_t(cell)];
            if (mine.empty() || mine.back() != int(rules.size()))
                mine.push_back(int(rules.size()));
        }
        rules.push_back(rule);
    };
    for (const auto& [terms, target] : sink.linears) {
        std::vector<int> cells;
        std::vector<std::pair<int, std::vector<int>>> groups; // coefficient, cells that see each other
        for (const auto& [cell, coefficient] : terms) {
            cells.push_back(cell);
            ruleCoefficients.push_back(coefficient);
            int joined = -1;
            for (int g = 0; g < int(groups.size()) && joined < 0; ++g)
                if (groups[size_t(g)].first == coefficient
                    && std::all_of(groups[size_t(g)].second.begin(), groups[size_t(g)].second.end(),
                                   // `cell` by value: clang 14 (the fuzz build) cannot capture a binding.
                                   [&geometry, cell = cell](int other) { return geometry.arePeers(cell, other); }))
                    joined = g;
            if (joined < 0) {
                joined = int(groups.size());
                groups.push_back({coefficient, {}});
            }
            groups[size_t(joined)].second.push_back(cell);
            ruleGroups.push_back(joined);
        }
        ruleGroups.resize(ruleCells.size() + cells.size(), 0);
        ruleCoefficients.resize(ruleCells.size() + cells.size(), 0); // keeps both arrays aligned
        addRule({true, ConstraintKind::Distinct, -1, 0, 0, target}, cells);
    }
    for (const auto& [index, cells] : sink.specials) {
        ruleCoefficients.resize(ruleCells.size() + cells.size(), 0);
        ruleGroups.resize(ruleCells.size() + cells.size(), 0);
        const Constraint& constraint = list[std::size_t(index)];
        addRule({false, constraint.kind, index, 0, 0, constraint.values.empty() ? 0 : constraint.values[0]}, cells);
    }
    for (const auto& mine : rulesOf) {
        cellRuleStart.push_back(int(cellRules.size()));
        cellRules.insert(cellRules.end(), mine.begin(), mine.end());
    }
    cellRuleStart.push_back(int(cellRules.size()));
}

void GenericSearch::queueConstraints(int cell)
{
    if (m_t.relationStart[cell] < m_t.relationStart[cell + 1] && !m_relationQueued[cell]) {
        m_relationQueued[cell] = 1;
        m_relationQueue.push_back(cell);
    }
    for (int k = m_t.cellRuleStart[cell]; k < m_t.cellRuleStart[cell + 1]; ++k) {
        const int rule = m_t.cellRules[k];
        if (!m_ruleQueued[rule]) {
            m_ruleQueued[rule] = 1;
            m_ruleQueue.push_back(rule);
        }
    }
}

// Arc consistency from one cell: each partner keeps the digits some
// candidate of this cell allows. Example, a thermometer step r1c1 < r1c2
// with r1c1 {5,7}: r1c2 keeps 6..9.
bool GenericSearch::reviseRelations(int cell)
{
    const DigitMask mask = candidates(cell);
    for (int k = m_t.relationStart[cell]; k < m_t.relationStart[cell + 1]; ++k) {
        const Tables::Relation& relation = m_t.relations[size_t(k)];
        const DigitMask* table = &m_t.relationTables[size_t(relation.table)];
        DigitMask support = 0;
        for (DigitMask rest = mask; rest; rest &= rest - 1)
            support |= table[lowest(rest)];
        if (!narrow(relation.other, candidates(relation.other) & support))
            return false;
    }
    return true;
}

bool GenericSearch::checkRule(int rule)
{
    const Tables::Rule& r = m_t.rules[size_t(rule)];
    return r.linear ? checkLinear(r) : checkSpecial(r);
}

// A sum: a digit stays in a cell when the other cells' smallest and largest
// totals leave room for it. Example, an arrow circle c = a + b with a, b in
// {1..9} and c in {1..4}: a + b <= 4 leaves a and b {1,2,3}. Cells of the
// sum that see each other (a region-sum line's run in a box, an arrow in
// a row) form a group holding distinct digits, bounded by the smallest and
// largest digits of their candidates: a run of 3 cells in a box adds up to
// 6 at least, not 3.
bool GenericSearch::checkLinear(const Tables::Rule& rule)
{
    const int* cells = &m_t.ruleCells[size_t(rule.cellStart)];
    const int* coefficients = &m_t.ruleCoefficients[size_t(rule.cellStart)];
    const int* groups = &m_t.ruleGroups[size_t(rule.cellStart)];
    // Per group: every candidate of its cells, and how many cells.
    m_groupDigits.assign(size_t(rule.cellCount), 0);
    m_groupSize.assign(size_t(rule.cellCount), 0);
    int groupCount = 0;
    for (int i = 0; i < rule.cellCount; ++i) {
        m_groupDigits[size_t(groups[i])] |= candidates(cells[i]);
        ++m_groupSize[size_t(groups[i])];
        groupCount = std::max(groupCount, groups[i] + 1);
    }
    // A group's least and greatest contribution; coefficients are equal within a group.
    m_groupLow.assign(size_t(groupCount), 0);
    m_groupHigh.assign(size_t(groupCount), 0);
    std::vector<int> coefficientOf(size_t(groupCount), 0);
    for (int i = 0; i < rule.cellCount; ++i)
        coefficientOf[size_t(groups[i])] = coefficients[i];
    long low = 0;
    long high = 0;
    for (int g = 0; g < groupCount; ++g) {
        const long c = coefficientOf[size_t(g)];
        const int small = smallestDistinctSum(m_groupDigits[size_t(g)], m_groupSize[size_t(g)]);
        const int large = largestDistinctSum(m_groupDigits[size_t(g)], m_groupSize[size_t(g)]);
        if (small < 0)
            return false; // fewer digits than cells that must differ
        m_groupLow[size_t(g)] = c > 0 ? c * small : c * large;
        m_groupHigh[size_t(g)] = c > 0 ? c * large : c * small;
        low += m_groupLow[size_t(g)];
        high += m_groupHigh[size_t(g)];
    }
    if (low > rule.target || high < rule.target)
        return false;
    for (int i = 0; i < rule.cellCount; ++i) {
        const DigitMask mask = candidates(cells[i]);
        if (oneBit(mask))
            continue;
        const int g = groups[i];
        const long c = coefficients[i];
        DigitMask others = 0;
        for (int k = 0; k < rule.cellCount; ++k)
            if (k != i && groups[k] == g)
                others |= candidates(cells[k]);
        const int otherCount = m_groupSize[size_t(g)] - 1;
        const long restLow = low - m_groupLow[size_t(g)];
        const long restHigh = high - m_groupHigh[size_t(g)];
        DigitMask keep = 0;
        for (DigitMask rest = mask; rest; rest &= rest - 1) {
            const int d = lowest(rest);
            const int small = smallestDistinctSum(others & ~digitBit(d), otherCount);
            const int large = largestDistinctSum(others & ~digitBit(d), otherCount);
            if (small < 0)
                continue; // the others lack digits once d is taken
            const long groupLow = c * d + (c > 0 ? c * small : c * large);
            const long groupHigh = c * d + (c > 0 ? c * large : c * small);
            if (groupLow + restLow <= rule.target && rule.target <= groupHigh + restHigh)
                keep |= digitBit(d);
        }
        if (!narrow(cells[i], keep))
            return false;
    }
    return true;
}

} // namespace pm::solver
