// SPDX-License-Identifier: GPL-3.0-or-later
// The generic search's variant constraints (see generic_search.h): how the
// kind table's compile steps become tables, and the propagators that read
// them. The rest of the search knows constraints only through
// queueConstraints, reviseRelations and checkRule.
#include "core/solver/generic_search.h"

#include <algorithm>
#include <bit>
#include <map>

namespace pm::solver {

namespace {

constexpr bool oneBit(std::uint64_t word) { return word != 0 && (word & (word - 1)) == 0; }
int lowest(DigitMask mask) { return std::countr_zero(mask) + 1; }
int highest(DigitMask mask) { return 64 - std::countl_zero(mask); }

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

// Digits low..high (clamped to 1..size) as a mask.
DigitMask digitRange(int low, int high, int size)
{
    low = std::max(low, 1);
    high = std::min(high, size);
    if (low > high)
        return 0;
    return allDigits(high) & ~allDigits(low - 1);
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

void GenericSearch::Tables::compileConstraints(const Geometry& geometry, std::vector<std::vector<int>>& extraHouses)
{
    constrained = Geometry::create(geometry.spec()).value();
    TableSink sink(size, cellCount);
    const auto& list = geometry.constraints();
    for (int index = 0; index < int(list.size()); ++index)
        constraintKindInfo(list[std::size_t(index)].kind).compile(list[std::size_t(index)], index, geometry, sink);
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

bool GenericSearch::checkSpecial(const Tables::Rule& rule)
{
    const int* cells = &m_t.ruleCells[size_t(rule.cellStart)];
    switch (rule.kind) {
    case ConstraintKind::Renban: return checkRenban(cells, rule.cellCount);
    case ConstraintKind::BetweenLine: return checkBetween(cells, rule.cellCount, 2, false);
    case ConstraintKind::Lockout: return checkBetween(cells, rule.cellCount, rule.target, true);
    case ConstraintKind::Quadruple: return checkQuadruple(rule, cells, rule.cellCount);
    case ConstraintKind::Sandwich: return checkSandwich(cells, rule.cellCount, rule.target);
    case ConstraintKind::XSum: return checkXSum(cells, rule.cellCount, rule.target);
    case ConstraintKind::Skyscraper: return checkSkyscraper(cells, rule.cellCount, rule.target);
    default: return true;
    }
}

// Renban of k cells: its digits are one window s..s+k-1. A window fits when
// every cell has a candidate in it and every digit of it a cell; the cells
// keep the union of the fitting windows.
bool GenericSearch::checkRenban(const int* cells, int count)
{
    std::vector<int> unique(cells, cells + count);
    std::sort(unique.begin(), unique.end());
    unique.erase(std::unique(unique.begin(), unique.end()), unique.end());
    const int k = int(unique.size());
    DigitMask anywhere = 0;
    for (int cell : unique)
        anywhere |= candidates(cell);
    DigitMask allowed = 0;
    DigitMask required = m_t.all;
    for (int start = 1; start + k - 1 <= m_size; ++start) {
        const DigitMask window = digitRange(start, start + k - 1, m_size);
        if ((anywhere & window) != window)
            continue;
        bool fits = true;
        for (int cell : unique)
            fits = fits && (candidates(cell) & window) != 0;
        if (fits) {
            allowed |= window;
            required &= window;
        }
    }
    if (allowed == 0)
        return false;
    for (int cell : unique)
        if (!narrow(cell, candidates(cell) & allowed))
            return false;
    // k distinct digits fill their window: a digit of every fitting window is on the line.
    for (DigitMask needed = required; needed; needed &= needed - 1)
        if (!digitIn(unique.data(), k, lowest(needed)))
            return false;
    return true;
}

// Between lines (inner digits strictly between the ends, which differ by
// `least`) and lockout lines (`outside`: inner digits outside the ends'
// range, ends included). Each pair of end digits that fits every inner cell
// keeps its digits and the inner digits it allows.
bool GenericSearch::checkBetween(const int* cells, int count, int least, bool outside)
{
    const int first = cells[0];
    const int last = cells[count - 1];
    DigitMask keepFirst = 0;
    DigitMask keepLast = 0;
    std::vector<DigitMask> keepInner(size_t(count), 0);
    for (DigitMask a = candidates(first); a; a &= a - 1)
        for (DigitMask b = candidates(last); b; b &= b - 1) {
            const int x = lowest(a);
            const int y = lowest(b);
            if (std::abs(x - y) < least)
                continue;
            const int low = std::min(x, y);
            const int high = std::max(x, y);
            const DigitMask inner = outside ? m_t.all & ~digitRange(low, high, m_size)
                                            : digitRange(low + 1, high - 1, m_size);
            bool fits = true;
            for (int i = 1; i + 1 < count && fits; ++i)
                fits = (candidates(cells[i]) & inner) != 0;
            if (!fits)
                continue;
            keepFirst |= digitBit(x);
            keepLast |= digitBit(y);
            for (int i = 1; i + 1 < count; ++i)
                keepInner[size_t(i)] |= inner;
        }
    if (!narrow(first, candidates(first) & keepFirst) || !narrow(last, candidates(last) & keepLast))
        return false;
    for (int i = 1; i + 1 < count; ++i)
        if (!narrow(cells[i], candidates(cells[i]) & keepInner[size_t(i)]))
            return false;
    return true;
}

// A quadruple's digits need as many cells as they are listed; a digit with
// just that many places left takes them.
bool GenericSearch::checkQuadruple(const Tables::Rule& rule, const int* cells, int count)
{
    const auto& digits = m_t.constrained->constraints()[size_t(rule.constraint)].values;
    int listed = 0;
    DigitMask required = 0;
    for (int d : digits) {
        required |= digitBit(d);
        ++listed;
    }
    for (DigitMask rest = required; rest; rest &= rest - 1) {
        const int d = lowest(rest);
        const int times = int(std::count(digits.begin(), digits.end(), d));
        int places = 0;
        int solved = 0;
        for (int i = 0; i < count; ++i) {
            places += (candidates(cells[i]) & digitBit(d)) != 0;
            solved += candidates(cells[i]) == digitBit(d);
        }
        if (places < times)
            return false;
        if (places == times && solved < times)
            for (int i = 0; i < count; ++i)
                if ((candidates(cells[i]) & digitBit(d)) && !restrict(cells[i], d))
                    return false;
    }
    // As many listed digits as cells: the cells hold those digits only.
    if (listed == count)
        for (int i = 0; i < count; ++i)
            if (!narrow(cells[i], candidates(cells[i]) & required))
                return false;
    return true;
}

// A sandwich over a whole row or column: each placement of the 1 and the N
// whose inner cells can make the sum keeps its digits.
bool GenericSearch::checkSandwich(const int* cells, int count, int sum)
{
    const DigitMask ends = digitBit(1) | digitBit(m_size);
    std::vector<DigitMask> keep(size_t(count), 0);
    bool any = false;
    for (int i = 0; i < count; ++i) {
        if (!(candidates(cells[i]) & digitBit(1)))
            continue;
        for (int j = 0; j < count; ++j) {
            if (i == j || !(candidates(cells[j]) & digitBit(m_size)))
                continue;
            const int from = std::min(i, j) + 1;
            const int to = std::max(i, j); // exclusive
            int low = 0;
            int high = 0;
            bool fits = true;
            for (int k = from; k < to && fits; ++k) {
                const DigitMask inner = candidates(cells[k]) & ~ends;
                fits = inner != 0;
                if (fits) {
                    low += lowest(inner);
                    high += highest(inner);
                }
            }
            for (int k = 0; k < count && fits; ++k)
                if (k != i && k != j && (k < from || k >= to))
                    fits = (candidates(cells[k]) & ~ends) != 0;
            if (!fits || low > sum || high < sum)
                continue;
            any = true;
            keep[size_t(i)] |= digitBit(1);
            keep[size_t(j)] |= digitBit(m_size);
            for (int k = 0; k < count; ++k) {
                if (k == i || k == j)
                    continue;
                const DigitMask inner = candidates(cells[k]) & ~ends;
                if (k < from || k >= to) {
                    keep[size_t(k)] |= inner;
                    continue;
                }
                const int restLow = low - lowest(inner);
                const int restHigh = high - highest(inner);
                for (DigitMask rest = inner; rest; rest &= rest - 1)
                    if (lowest(rest) + restLow <= sum && sum <= lowest(rest) + restHigh)
                        keep[size_t(k)] |= rest & (~rest + 1);
            }
        }
    }
    if (!any)
        return false;
    for (int k = 0; k < count; ++k)
        if (!narrow(cells[k], candidates(cells[k]) & keep[size_t(k)]))
            return false;
    return true;
}

// X-sum: for each candidate X of the first cell, the first X cells must be
// able to make the sum; cells past X are free under that X.
bool GenericSearch::checkXSum(const int* cells, int count, int sum)
{
    std::vector<DigitMask> keep(size_t(count), 0);
    for (DigitMask xs = candidates(cells[0]); xs; xs &= xs - 1) {
        const int x = lowest(xs);
        if (x > count)
            continue;
        int low = x;
        int high = x;
        for (int k = 1; k < x; ++k) {
            low += lowest(candidates(cells[k]));
            high += highest(candidates(cells[k]));
        }
        if (low > sum || high < sum)
            continue;
        keep[0] |= digitBit(x);
        for (int k = 1; k < count; ++k) {
            const DigitMask mask = candidates(cells[k]);
            if (k >= x) {
                keep[size_t(k)] |= mask;
                continue;
            }
            const int restLow = low - lowest(mask);
            const int restHigh = high - highest(mask);
            for (DigitMask rest = mask; rest; rest &= rest - 1)
                if (lowest(rest) + restLow <= sum && sum <= lowest(rest) + restHigh)
                    keep[size_t(k)] |= rest & (~rest + 1);
        }
    }
    for (int k = 0; k < count; ++k)
        if (!narrow(cells[k], candidates(cells[k]) & keep[size_t(k)]))
            return false;
    return true;
}

// Skyscrapers: the bounds were set up as unary masks; here every digit of
// every cell is kept only if some filling of the line (repeats allowed, the
// houses see to the rest) makes the clue with it. Left to right, per cell
// and tallest digit so far, the counts seen that can be reached
// (`reached`); right to left, per cell and tallest digit before it, the
// counts the rest of the line can add (`adds`). A digit d in cell k stays
// when some tallest m before it has a reached count s and, after it, a
// count t with s + t (+ 1 if d > m) equal to the clue. Lines longer than
// 62 cells only check the counts.
bool GenericSearch::checkSkyscraper(const int* cells, int count, int seen)
{
    if (count > 62 || seen > 62 || seen < 0)
        return checkSkyscraperBounds(cells, count, seen);
    const int tallest = m_size + 1; // m in 0..size
    m_skyReached.assign(size_t(count + 1) * tallest, 0);
    m_skyAdds.assign(size_t(count + 1) * tallest, 0);
    const auto reached = [&](int k, int m) -> std::uint64_t& { return m_skyReached[size_t(k) * tallest + m]; };
    const auto adds = [&](int k, int m) -> std::uint64_t& { return m_skyAdds[size_t(k) * tallest + m]; };
    const std::uint64_t upToClue = (std::uint64_t(2) << seen) - 1;
    reached(0, 0) = 1;
    for (int k = 0; k < count; ++k) {
        const DigitMask mask = candidates(cells[k]);
        for (int m = 0; m <= m_size; ++m) {
            const std::uint64_t from = reached(k, m);
            if (!from)
                continue;
            for (DigitMask rest = mask; rest; rest &= rest - 1) {
                const int d = lowest(rest);
                if (d > m)
                    reached(k + 1, d) |= (from << 1) & upToClue;
                else
                    reached(k + 1, m) |= from;
            }
        }
    }
    bool possible = false;
    for (int m = 0; m <= m_size; ++m)
        possible = possible || (reached(count, m) >> seen & 1);
    if (!possible)
        return false;
    for (int m = 0; m <= m_size; ++m)
        adds(count, m) = 1;
    for (int k = count - 1; k >= 0; --k) {
        const DigitMask mask = candidates(cells[k]);
        for (int m = 0; m <= m_size; ++m) {
            std::uint64_t to = 0;
            for (DigitMask rest = mask; rest; rest &= rest - 1) {
                const int d = lowest(rest);
                to |= d > m ? (adds(k + 1, d) << 1) & upToClue : adds(k + 1, m);
            }
            adds(k, m) = to;
        }
    }
    for (int k = 0; k < count; ++k) {
        const DigitMask mask = candidates(cells[k]);
        if (oneBit(mask))
            continue;
        // Per tallest m before cell k: the counts the rest must add, clue - s.
        std::uint64_t need[65];
        for (int m = 0; m <= m_size; ++m) {
            need[m] = 0;
            for (std::uint64_t from = reached(k, m); from; from &= from - 1)
                need[m] |= std::uint64_t(1) << (seen - std::countr_zero(from));
        }
        DigitMask keep = 0;
        for (DigitMask rest = mask; rest; rest &= rest - 1) {
            const int d = lowest(rest);
            bool fits = false;
            for (int m = 0; m <= m_size && !fits; ++m)
                fits = d > m ? ((need[m] >> 1) & adds(k + 1, d)) != 0 : (need[m] & adds(k + 1, m)) != 0;
            if (fits)
                keep |= digitBit(d);
        }
        if (!narrow(cells[k], keep))
            return false;
    }
    return true;
}

// The counts alone: a cell can be seen only if its largest
// candidate tops every earlier cell's smallest; it is seen for sure if its
// smallest tops every earlier cell's largest. Once the cells are solved the
// two counts meet.
bool GenericSearch::checkSkyscraperBounds(const int* cells, int count, int seen)
{
    int atMost = 0;
    int atLeast = 0;
    int floor = 0;   // the largest of the earlier cells' smallest candidates
    int ceiling = 0; // the largest of the earlier cells' largest candidates
    for (int k = 0; k < count; ++k) {
        const DigitMask mask = candidates(cells[k]);
        atMost += highest(mask) > floor;
        atLeast += lowest(mask) > ceiling;
        floor = std::max(floor, lowest(mask));
        ceiling = std::max(ceiling, highest(mask));
    }
    return atLeast <= seen && seen <= atMost;
}

} // namespace pm::solver
