// SPDX-License-Identifier: GPL-3.0-or-later
// The exact search behind the constraint techniques: for each candidate of
// a constraint's cells, whether some filling of those cells keeps the rule.
#include "core/logic/constraint_fit.h"

#include <algorithm>

namespace pm::logic {

namespace {

bool isWholeGridRule(ConstraintKind kind)
{
    return kind >= ConstraintKind::AntiKnight;
}

bool readsOnlyItsCells(ConstraintKind kind)
{
    switch (kind) {
    case ConstraintKind::RowIndexer:    // digit v points at a cell of the row v
    case ConstraintKind::ColumnIndexer: // ... of the column v
    case ConstraintKind::BoxIndexer:    // ... place v of the box
        return false;
    default: return kind < ConstraintKind::AntiKnight; // the rest are rules of the whole grid
    }
}

// A search over the empty rule cells: one cell is held at the digit asked
// about, the others take candidates in order, and every partial filling is
// pruned by the peers (one digit per house) and by the kind's own check,
// which on a partial grid reports only what no filling of the rest can
// repair (the reference backtracker prunes on the same promise).
class FitSearch {
    struct Rule {
        const Constraint* constraint;
        ConstraintCheck check;
    };
    struct PairVar {
        int var;                          // the partner's place in m_cells
        const ConstraintPartner* partner; // seen from this var's cell
    };
    struct CageSum {
        const std::vector<int>* cells;
        int sum;
    };

public:
    // `indexes`: the constraints whose rules every filling keeps (one for
    // the single fits, several for a joint fit); `pairs`, when given, adds
    // the pairs of `cells` the rules of the whole grid tie; `cages`, killer
    // cages (by index) whose empty cells are all among `cells`, their sums.
    FitSearch(const Grid& grid, const std::vector<int>& indexes, std::vector<int> cells, long budget,
              DigitMask without = 0, const ConstraintPairs* pairs = nullptr, const std::vector<int>& cages = {})
        : m_geometry(grid.geometry())
        , m_cells(std::move(cells))
        , m_budget(budget)
    {
        m_values.resize(size_t(grid.cellCount()));
        for (int cell = 0; cell < grid.cellCount(); ++cell)
            m_values[size_t(cell)] = std::uint8_t(grid.value(cell));
        m_domains.reserve(m_cells.size());
        for (int cell : m_cells)
            m_domains.push_back(grid.value(cell) ? 0 : grid.candidates(cell) & ~without);
        m_peerVars.resize(m_cells.size());
        for (size_t a = 0; a < m_cells.size(); ++a)
            for (size_t b = 0; b < m_cells.size(); ++b)
                if (a != b && m_geometry.arePeers(m_cells[a], m_cells[b]))
                    m_peerVars[a].push_back(int(b));
        m_usable.assign(m_cells.size(), 0);
        m_pairVars.resize(m_cells.size());
        // A digit put in a cell can only break the rules that read it.
        m_rulesOf.resize(m_cells.size());
        for (int index : indexes) {
            const Constraint& constraint = m_geometry.constraints()[size_t(index)];
            m_rules.push_back({&constraint, constraintKindInfo(constraint.kind).check});
            const std::vector<int> ruleCells = constraintRuleCells(m_geometry, index);
            for (size_t var = 0; var < m_cells.size(); ++var)
                if (indexes.size() == 1
                    || std::find(ruleCells.begin(), ruleCells.end(), m_cells[var]) != ruleCells.end())
                    m_rulesOf[var].push_back(int(m_rules.size() - 1));
        }
        m_cagesOf.resize(m_cells.size());
        for (int cage : cages) {
            const Cage& killer = m_geometry.cages()[size_t(cage)];
            m_cageSums.push_back({&killer.cells, killer.sum});
            for (size_t var = 0; var < m_cells.size(); ++var)
                if (std::find(killer.cells.begin(), killer.cells.end(), m_cells[var]) != killer.cells.end())
                    m_cagesOf[var].push_back(int(m_cageSums.size() - 1));
        }
        if (pairs && !pairs->empty)
            for (size_t var = 0; var < m_cells.size(); ++var)
                for (const ConstraintPartner& partner : pairs->partners[size_t(m_cells[var])]) {
                    const auto other = std::find(m_cells.begin(), m_cells.end(), partner.cell);
                    const ConstraintKind kind = m_geometry.constraints()[size_t(partner.constraint)].kind;
                    if (other != m_cells.end() && isWholeGridRule(kind))
                        m_pairVars[var].push_back({int(other - m_cells.begin()), &partner});
                }
    }

    // Fills m_usable; false when the budget ran out.
    bool run()
    {
        if (breaks())
            return true; // no filling at all: nothing usable
        for (size_t var = 0; var < m_cells.size(); ++var) {
            for (DigitMask m = m_domains[var] & ~m_usable[var]; m; m &= m - 1) {
                if (m_usable[var] & (m & -m))
                    continue; // a filling found for another digit used it meanwhile
                m_fixed = int(var);
                if (assign(var, firstDigit(m)))
                    extend(0);
                unassign(var);
                if (m_nodes > m_budget)
                    return false;
            }
        }
        return true;
    }

    const std::vector<DigitMask>& usable() const { return m_usable; }
    long nodes() const { return m_nodes; }

    // Whether any filling exists at all: 1 yes, 0 no, -1 over budget.
    int anyFilling()
    {
        if (breaks())
            return 0;
        m_fixed = -1;
        const bool found = extend(0);
        return found ? 1 : (m_nodes > m_budget ? -1 : 0);
    }

    // The digits of the filling anyFilling() found (it is the only one
    // recorded).
    DigitMask filledDigits() const
    {
        DigitMask all = 0;
        for (DigitMask m : m_usable)
            all |= m;
        return all;
    }

    // With every rule cell filled: whether the filled digits break the rule.
    bool filledBreaks() { return breaks(); }

private:
    // Whether the rule is broken beyond repair by what is filled so far.
    bool breaks()
    {
        for (const Rule& rule : m_rules)
            if (breaks(rule))
                return true;
        return false;
    }

    bool breaks(const Rule& rule)
    {
        m_broken.clear();
        rule.check(*rule.constraint, m_geometry, m_values, m_broken);
        return !m_broken.empty();
    }

    // Puts digit in var; false when a peer already holds it or the rule
    // breaks. The value stays until unassign().
    bool assign(size_t var, int digit)
    {
        ++m_nodes;
        for (int other : m_peerVars[var])
            if (m_values[size_t(m_cells[size_t(other)])] == digit)
                return false;
        for (const PairVar& pair : m_pairVars[var]) {
            const int beside = m_values[size_t(m_cells[size_t(pair.var)])];
            if (beside && !(pair.partner->allowedBeside[size_t(digit)] & digitBit(beside)))
                return false;
        }
        m_values[size_t(m_cells[var])] = std::uint8_t(digit);
        for (int rule : m_rulesOf[var])
            if (breaks(m_rules[size_t(rule)]))
                return false;
        for (int cage : m_cagesOf[var])
            if (!sumStillReachable(m_cageSums[size_t(cage)]))
                return false;
        return true;
    }

    // Whether the cage's digits so far leave its sum within reach of its
    // empty cells (distinct digits, as the cage's cells are peers).
    bool sumStillReachable(const CageSum& cage) const
    {
        int sum = 0;
        int empty = 0;
        for (int cell : *cage.cells) {
            sum += m_values[size_t(cell)];
            empty += m_values[size_t(cell)] == 0;
        }
        return sum + minCageSum(empty) <= cage.sum && cage.sum <= sum + maxCageSum(empty, m_geometry.size());
    }

    void unassign(size_t var) { m_values[size_t(m_cells[var])] = 0; }

    // Fills the vars from `var` on (skipping the held one); true at the
    // first complete filling, whose digits are then all usable.
    bool extend(size_t var)
    {
        if (var == size_t(m_fixed))
            ++var;
        if (var >= m_cells.size()) {
            for (size_t v = 0; v < m_cells.size(); ++v)
                m_usable[v] |= digitBit(m_values[size_t(m_cells[v])]);
            return true;
        }
        for (DigitMask m = m_domains[var]; m; m &= m - 1) {
            if (m_nodes > m_budget)
                return false;
            const bool fits = assign(var, firstDigit(m)) && extend(var + 1);
            unassign(var);
            if (fits)
                return true;
        }
        return false;
    }

    const Geometry& m_geometry;
    std::vector<Rule> m_rules;
    std::vector<std::vector<int>> m_rulesOf; // per var: the rules reading its cell
    std::vector<int> m_cells;
    long m_budget;
    long m_nodes = 0;
    int m_fixed = -1;
    std::vector<std::uint8_t> m_values;
    std::vector<DigitMask> m_domains;
    std::vector<std::vector<int>> m_peerVars;
    std::vector<std::vector<PairVar>> m_pairVars;
    std::vector<CageSum> m_cageSums;
    std::vector<std::vector<int>> m_cagesOf; // per var: the cage sums reading its cell
    std::vector<DigitMask> m_usable;
    std::vector<int> m_broken;
};

} // namespace

bool ConstraintFit::empty() const
{
    return checked && std::any_of(usable.begin(), usable.end(), [](DigitMask m) { return m == 0; });
}

std::vector<int> constraintRuleCells(const Geometry& geometry, int index)
{
    const Constraint& constraint = geometry.constraints()[size_t(index)];
    if (!readsOnlyItsCells(constraint.kind))
        return {};
    std::vector<int> cells;
    const auto add = [&](int cell) {
        if (std::find(cells.begin(), cells.end(), cell) == cells.end())
            cells.push_back(cell);
    };
    for (int cell : constraintCells(constraint))
        add(cell);
    if (constraint.kind == ConstraintKind::Minimum || constraint.kind == ConstraintKind::Maximum) {
        const int n = geometry.size();
        for (int cell : constraintCells(constraint)) {
            const int r = geometry.row(cell);
            const int c = geometry.column(cell);
            if (r > 0)
                add(cell - n);
            if (r + 1 < n)
                add(cell + n);
            if (c > 0)
                add(cell - 1);
            if (c + 1 < n)
                add(cell + 1);
        }
    }
    return cells;
}

ConstraintFit fitConstraint(const LogicContext& ctx, int index, long budget)
{
    return fitConstraint(ctx.grid(), index, budget);
}

ConstraintFit fitConstraint(const Grid& grid, int index, long budget)
{
    ConstraintFit fit;
    for (int cell : constraintRuleCells(grid.geometry(), index))
        if (grid.value(cell) == 0)
            fit.cells.push_back(cell);
    if (fit.cells.empty())
        return fit;
    FitSearch search(grid, {index}, fit.cells, budget);
    fit.checked = search.run();
    fit.nodes = search.nodes();
    if (fit.checked)
        fit.usable = search.usable();
    return fit;
}

std::optional<DigitMask> constraintNeededDigits(const Grid& grid, int index, long budget)
{
    std::vector<int> cells;
    DigitMask placed = 0;
    for (int cell : constraintRuleCells(grid.geometry(), index)) {
        if (grid.value(cell))
            placed |= digitBit(grid.value(cell));
        else
            cells.push_back(cell);
    }
    if (cells.empty())
        return DigitMask(0);
    // A needed digit is in every filling: one filling bounds them, and each
    // filling found without a digit bounds them again (a search per digit
    // would repeat most of the work).
    FitSearch first(grid, {index}, cells, budget);
    const int any = first.anyFilling();
    if (any <= 0)
        return any < 0 ? std::nullopt : std::optional<DigitMask>(0); // no filling: the contradiction test's
    DigitMask maybe = first.filledDigits() & ~placed;
    DigitMask needed = 0;
    while (maybe) {
        const DigitMask bit = maybe & (~maybe + 1);
        maybe &= ~bit;
        FitSearch without(grid, {index}, cells, budget, bit);
        const int found = without.anyFilling();
        if (found < 0)
            return std::nullopt;
        if (found == 0)
            needed |= bit;
        else
            maybe &= without.filledDigits();
    }
    return needed;
}

ConstraintFit fitConstraints(const Grid& grid, const std::vector<int>& indexes, const ConstraintPairs* pairs,
                             long budget, const std::vector<int>& cages)
{
    ConstraintFit fit;
    const auto add = [&](int cell) {
        if (grid.value(cell) == 0 && std::find(fit.cells.begin(), fit.cells.end(), cell) == fit.cells.end())
            fit.cells.push_back(cell);
    };
    for (int index : indexes)
        for (int cell : constraintRuleCells(grid.geometry(), index))
            add(cell);
    for (int cage : cages)
        for (int cell : grid.geometry().cages()[size_t(cage)].cells)
            add(cell);
    if (fit.cells.empty())
        return fit;
    FitSearch search(grid, indexes, fit.cells, budget, 0, pairs, cages);
    fit.checked = search.run();
    fit.nodes = search.nodes();
    if (fit.checked)
        fit.usable = search.usable();
    return fit;
}

bool constraintBrokenByValues(const Grid& grid, int index)
{
    FitSearch search(grid, {index}, {}, 0);
    return search.filledBreaks();
}

} // namespace pm::logic
