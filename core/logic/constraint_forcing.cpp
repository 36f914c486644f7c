// SPDX-License-Identifier: GPL-3.0-or-later
// Constraint forcing chain: the digit forcing chain's contradiction, with
// each variant constraint (and each killer cage) reasoned about along the
// way as the constraint techniques reason about it alone. "If r1c9 were 1,
// then r2c9 = 3 (the thermometer), ... and the renban line from r4c4 could
// no longer be filled: so r1c9 is not 1."
//
// Singles and the constraints' pairs (propagation.h) see a thermometer or a
// knight's move one cell beside another; a sum along an arrow, a run on a
// renban line or a cage's total speak of all their cells at once, and the
// contradictions a solver finds on variant puzzles mostly run through them.
// So a case here is followed by singles, then by every constraint's exact
// fit (constraint_fit: the candidates no filling of its own cells uses go)
// and every cage's sum, then singles again, until nothing changes or the
// grid breaks. Every removal is what the constraint techniques would make in
// that state, so a broken case proves its assumption false, as in a digit
// forcing chain. Every search is bounded by node counts; a fit over its
// budget removes nothing (never a guess).
#include "core/logic/constraint_fit.h"
#include "core/logic/constraint_pairs.h"
#include "core/logic/finders.h"
#include "core/logic/forcing_cases.h"
#include "core/logic/propagation.h"

#include <algorithm>

namespace pm::logic {

namespace {

// Nodes one fit inside a case may take, and all the fits of one search
// (every assumption tried) together: a step that needs more is left to
// what-if.
constexpr long kFitBudget = 5000;
// When no case breaks at that budget, the search runs once more with fits
// four times larger (what-if, the alternative, costs more still).
constexpr long kWideFactor = 4;
// A clue outside the grid reads a whole row or column, whose fillings take
// more nodes to find than a line's or a dot's.
constexpr long kRowClueFitBudget = 100000;
constexpr long kSearchBudget = 20000000;
// Cells followed after the first whose case broke.
constexpr int kCellsAfterBreak = 6;

// How a case ended.
struct DeepCase {
    bool broken = false;
    std::vector<CellDigit> placements;         // in the order they were made
    std::optional<Contradiction> contradiction; // singles broke the grid here ...
    int brokenConstraint = -1;                  // ... or this constraint has no filling left
    int brokenCage = -1;                        // ... or this cage no digits adding up to its sum
    std::vector<int> constraintsUsed;           // constraints whose fit removed something, in order
    std::vector<int> cagesUsed;
    std::optional<Grid> state;                  // where an unbroken case ended
};

// A cage's exact fit on a state: for each empty cell, the digits some
// filling (distinct digits, none placed in the cage, adding up to what the
// sum still needs) gives it. False when the budget ran out.
class CageFit {
public:
    CageFit(const Grid& state, const Cage& cage, long budget)
        : m_budget(budget)
        , m_maxDigit(state.geometry().size())
    {
        int placedSum = 0;
        for (int cell : cage.cells) {
            if (state.value(cell)) {
                placedSum += state.value(cell);
                m_placed |= digitBit(state.value(cell));
            } else {
                m_cells.push_back(cell);
                m_domains.push_back(state.candidates(cell));
            }
        }
        m_need = cage.sum - placedSum;
        m_usable.assign(m_cells.size(), 0);
        m_chosen.assign(m_cells.size(), 0);
    }

    bool run()
    {
        if (m_cells.empty())
            return true;
        extend(0, 0, m_placed);
        return m_nodes <= m_budget;
    }
    bool empty() const
    {
        return m_cells.empty() ? m_need != 0
                               : std::any_of(m_usable.begin(), m_usable.end(), [](DigitMask m) { return m == 0; });
    }
    long nodes() const { return m_nodes; }
    const std::vector<int>& cells() const { return m_cells; }
    const std::vector<DigitMask>& usable() const { return m_usable; }

private:
    // Every filling is visited (a cage holds nine cells at most); a branch
    // whose digits are all usable already adds nothing and is cut.
    void extend(size_t var, int sum, DigitMask used)
    {
        if (m_nodes > m_budget)
            return;
        if (var == m_cells.size()) {
            if (sum == m_need)
                for (size_t v = 0; v < m_cells.size(); ++v)
                    m_usable[v] |= m_chosen[v];
            return;
        }
        const int left = int(m_cells.size() - var) - 1;
        for (DigitMask m = m_domains[var] & ~used; m; m &= m - 1) {
            ++m_nodes;
            const int digit = firstDigit(m);
            const int rest = m_need - sum - digit;
            // The rest takes `left` distinct digits: at least 1+2+..., at most N+(N-1)+...
            if (rest < minCageSum(left) || rest > maxCageSum(left, m_maxDigit))
                continue;
            m_chosen[var] = digitBit(digit);
            extend(var + 1, sum + digit, used | digitBit(digit));
        }
    }

    long m_budget;
    int m_maxDigit;
    long m_nodes = 0;
    int m_need = 0;
    DigitMask m_placed = 0;
    std::vector<int> m_cells;
    std::vector<DigitMask> m_domains;
    std::vector<DigitMask> m_usable;
    std::vector<DigitMask> m_chosen;
};

class CaseFollower {
public:
    CaseFollower(const LogicContext& ctx, long factor)
        : m_ctx(ctx)
        , m_factor(factor)
        , m_pairs(constraintPairsOf(ctx.grid().geometryPtr()))
    {
        const Geometry& g = ctx.geometry();
        m_openBefore.assign(g.constraints().size(), -1);
        for (int index = 0; index < int(g.constraints().size()); ++index) {
            if (constraintRuleCells(g, index).empty())
                continue;
            m_constraints.push_back(index);
            // A fit over its budget here is over it in most cases too, and
            // would cost its whole budget in each: such a constraint is
            // fitted in a case only once the case has filled two of its
            // cells (m_openBefore keeps how many were empty).
            const ConstraintFit base = fitConstraint(ctx.grid(), index, fitBudget(index));
            m_nodes += base.nodes;
            if (!base.checked)
                m_openBefore[size_t(index)] = int(base.cells.size());
        }
    }

    long nodes() const { return m_nodes; }

    DeepCase follow(CellDigit assumption)
    {
        DeepCase result;
        Grid state = m_ctx.grid();
        PropagationTrace trace = propagateSingles(state, assumption, true);
        const auto take = [&](PropagationTrace& t) {
            result.placements.insert(result.placements.end(), t.placements.begin(), t.placements.end());
            if (t.contradiction) {
                result.contradiction = t.contradiction;
                result.broken = true;
            }
            return result.broken;
        };
        if (take(trace))
            return result;
        const Geometry& g = m_ctx.geometry();
        // A constraint or cage is fitted only when a cell it reads changed:
        // in the state the case starts from, the constraint techniques found
        // nothing (they come earlier in the catalogue), so a fit whose cells
        // the case has not touched removes nothing.
        std::vector<char> fresh(size_t(g.cellCount()), 0);
        for (int cell = 0; cell < g.cellCount(); ++cell)
            fresh[size_t(cell)] = state.value(cell) != m_ctx.grid().value(cell)
                               || state.candidates(cell) != m_ctx.grid().candidates(cell);
        for (int round = 0; round < 40; ++round) {
            std::vector<int> changed;
            const auto remove = [&](int cell, DigitMask keep) {
                const DigitMask left = state.candidates(cell) & keep;
                if (left == state.candidates(cell))
                    return false;
                state.setCandidates(cell, left);
                changed.push_back(cell);
                return true;
            };
            for (int index : m_constraints) {
                const std::vector<int>& cells = ruleCells(index);
                if (std::none_of(cells.begin(), cells.end(), [&](int c) { return fresh[size_t(c)]; }))
                    continue;
                if (const int before = m_openBefore[size_t(index)]; before >= 0) {
                    const auto open = std::count_if(cells.begin(), cells.end(), [&](int c) { return !state.value(c); });
                    if (open > before - 1)
                        continue;
                }
                const ConstraintFit fit = fitConstraint(state, index, fitBudget(index));
                m_nodes += fit.nodes;
                if (fit.cells.empty()) {
                    if (constraintBrokenByValues(state, index)) {
                        result.broken = true;
                        result.brokenConstraint = index;
                        return result;
                    }
                    continue;
                }
                if (!fit.checked)
                    continue;
                if (fit.empty()) {
                    result.broken = true;
                    result.brokenConstraint = index;
                    return result;
                }
                bool used = false;
                for (size_t i = 0; i < fit.cells.size(); ++i)
                    used |= remove(fit.cells[i], fit.usable[i]);
                if (used && std::find(result.constraintsUsed.begin(), result.constraintsUsed.end(), index)
                                == result.constraintsUsed.end())
                    result.constraintsUsed.push_back(index);
            }
            for (int c = 0; c < int(g.cages().size()); ++c) {
                const Cage& cage = g.cages()[size_t(c)];
                if (cage.sum <= 0)
                    continue; // a cage without a sum: its cells are peers already
                if (std::none_of(cage.cells.begin(), cage.cells.end(), [&](int x) { return fresh[size_t(x)]; }))
                    continue;
                CageFit fit(state, cage, kFitBudget * m_factor);
                const bool done = fit.run();
                m_nodes += fit.nodes();
                if (!done)
                    continue;
                if (fit.empty()) {
                    result.broken = true;
                    result.brokenCage = c;
                    return result;
                }
                bool used = false;
                for (size_t i = 0; i < fit.cells().size(); ++i)
                    used |= remove(fit.cells()[i], fit.usable()[i]);
                if (used && std::find(result.cagesUsed.begin(), result.cagesUsed.end(), c) == result.cagesUsed.end())
                    result.cagesUsed.push_back(c);
            }
            pointing(state, remove);
            cellPointing(state, remove);
            if (changed.empty())
                break;
            // What changes from here on: the cells these removals touched and
            // whatever singles fill or clear after them.
            const Grid before = state;
            PropagationTrace next = propagateAfterRemovals(state, changed);
            if (take(next))
                return result;
            std::fill(fresh.begin(), fresh.end(), 0);
            for (int cell = 0; cell < g.cellCount(); ++cell)
                if (state.value(cell) != before.value(cell) || state.candidates(cell) != before.candidates(cell))
                    fresh[size_t(cell)] = 1;
            for (int cell : changed)
                fresh[size_t(cell)] = 1;
            if (m_nodes > kSearchBudget)
                break;
        }
        result.state = std::move(state);
        return result;
    }

private:
    long fitBudget(int index) const
    {
        switch (m_ctx.geometry().constraints()[size_t(index)].kind) {
        case ConstraintKind::Sandwich:
        case ConstraintKind::XSum:
        case ConstraintKind::Skyscraper: return std::max(kRowClueFitBudget, kFitBudget * m_factor);
        default: return kFitBudget * m_factor;
        }
    }

    // Pointing inside the case: a house's digit, wherever it goes, rules
    // out the digit in the cells that every one of its places sees, through
    // a house or through a constraint's pair (a knight's move, a dot).
    // Pointing and claiming are the case where houses alone do it. Cheap,
    // and what a solver reading a case on paper does between the constraints.
    template <typename Remove>
    void pointing(const Grid& state, Remove&& remove)
    {
        const Geometry& g = m_ctx.geometry();
        const auto& houses = g.houses();
        const int cells = g.cellCount();
        std::vector<int> hits(size_t(cells), 0);
        std::vector<int> places;
        for (int h = 0; h < int(houses.size()); ++h) {
            for (int digit = 1; digit <= m_ctx.size(); ++digit) {
                places.clear();
                bool placed = false;
                for (int cell : houses[size_t(h)].cells) {
                    if (state.value(cell) == digit)
                        placed = true;
                    else if (!state.value(cell) && (state.candidates(cell) & digitBit(digit)))
                        places.push_back(cell);
                }
                if (placed || places.size() < 2 || places.size() > 4)
                    continue;
                std::fill(hits.begin(), hits.end(), 0);
                for (size_t i = 0; i < places.size(); ++i) {
                    for (int peer : g.peers(places[i]))
                        hits[size_t(peer)] |= 1 << i;
                    if (m_pairs)
                        for (const ConstraintPartner& partner : m_pairs->partners[size_t(places[i])])
                            if (!(partner.allowedBeside[size_t(digit)] & digitBit(digit)))
                                hits[size_t(partner.cell)] |= 1 << i;
                }
                const int all = (1 << places.size()) - 1;
                for (int cell = 0; cell < cells; ++cell)
                    if (hits[size_t(cell)] == all && !state.value(cell))
                        remove(cell, DigitMask(~digitBit(digit)));
            }
        }
    }

    // The same for a cell of two or three candidates: whichever it holds,
    // what every one of them rules out through the pairs goes (under
    // non-consecutive, a cell of 4 or 6 takes 5 from its neighbours).
    template <typename Remove>
    void cellPointing(const Grid& state, Remove&& remove)
    {
        if (!m_pairs)
            return;
        const Geometry& g = m_ctx.geometry();
        for (int cell = 0; cell < g.cellCount(); ++cell) {
            const DigitMask mask = state.value(cell) ? 0 : state.candidates(cell);
            const auto& partners = m_pairs->partners[size_t(cell)];
            if (digitCount(mask) < 2 || digitCount(mask) > 3 || partners.empty())
                continue;
            // Per partner, the digits ruled out there by every option (a
            // partner cell that also shares a house loses the option itself).
            for (const ConstraintPartner& partner : partners) {
                if (state.value(partner.cell))
                    continue;
                DigitMask ruled = ~DigitMask(0);
                for (DigitMask m = mask; m; m &= m - 1) {
                    const int option = firstDigit(m);
                    DigitMask out = ~DigitMask(0);
                    for (const ConstraintPartner& other : partners)
                        if (other.cell == partner.cell)
                            out &= other.allowedBeside[size_t(option)];
                    DigitMask lost = ~out;
                    if (g.arePeers(cell, partner.cell))
                        lost |= digitBit(option);
                    ruled &= lost;
                }
                ruled &= state.candidates(partner.cell);
                if (ruled)
                    remove(partner.cell, DigitMask(~ruled));
            }
        }
    }

    const std::vector<int>& ruleCells(int index)
    {
        auto found = std::find_if(m_cells.begin(), m_cells.end(), [&](const auto& e) { return e.first == index; });
        if (found == m_cells.end()) {
            m_cells.push_back({index, constraintRuleCells(m_ctx.geometry(), index)});
            return m_cells.back().second;
        }
        return found->second;
    }

    const LogicContext& m_ctx;
    long m_factor;
    std::vector<int> m_openBefore; // per constraint: empty rule cells when its fit ran over budget, else -1
    std::shared_ptr<const ConstraintPairs> m_pairs;
    std::vector<int> m_constraints;
    std::vector<std::pair<int, std::vector<int>>> m_cells;
    long m_nodes = 0;
};

Step caseStep(CellDigit assumption, const DeepCase& broken)
{
    Step step;
    step.technique = Technique::ConstraintForcingChain;
    step.eliminations.push_back(assumption);
    step.detail.assumption = assumption;
    step.detail.assumedTrue = true;
    step.detail.cells = {assumption.cell};
    step.detail.digits = {assumption.digit};
    step.detail.implications = broken.placements;
    step.detail.constraints = broken.constraintsUsed;
    step.detail.constraint = broken.brokenConstraint;
    step.detail.size = broken.brokenCage; // the cage that broke, or -1
    if (broken.contradiction) {
        step.detail.contradictionCell = broken.contradiction->cell;
        step.detail.contradictionHouse = broken.contradiction->house;
        step.detail.contradictionDigit = broken.contradiction->digit;
    }
    step.pattern.candidates.push_back({assumption.cell, assumption.digit, Role::Assumption});
    step.pattern.cells.push_back({assumption.cell, Role::Base});
    for (const CellDigit& p : broken.placements)
        step.pattern.candidates.push_back({p.cell, p.digit, Role::Link});
    if (step.detail.contradictionCell >= 0)
        step.pattern.cells.push_back({step.detail.contradictionCell, Role::Contradiction});
    if (step.detail.contradictionHouse >= 0)
        step.pattern.houses.push_back({step.detail.contradictionHouse, Role::Contradiction});
    return step;
}

// The cases of one choice (a cell's candidates, or a house's places for a
// digit), every one followed and none broken: what they agree on holds.
// detail: variantType 1 (a cell) or 2 (a house: houses = {it}), cells /
// digits = the cases, size = their number; the sentence names them.
void addAgreement(const LogicContext& ctx, std::vector<Step>& out, const std::vector<CellDigit>& options,
                  const std::vector<std::optional<DeepCase>>& cases, int house)
{
    std::vector<const Grid*> states;
    for (const CellDigit& o : options) {
        const auto& c = cases[size_t(o.cell * 64 + o.digit)];
        if (!c || c->broken || !c->state)
            return;
        states.push_back(&*c->state);
    }
    Step step = commonConclusions(ctx, states);
    if (step.placements.empty() && step.eliminations.empty())
        return;
    step.technique = Technique::ConstraintForcingChain;
    step.detail.variantType = house >= 0 ? 2 : 1;
    step.detail.size = int(options.size());
    if (house >= 0) {
        step.detail.houses = {house};
        step.pattern.houses.push_back({house, Role::Base});
    } else {
        step.pattern.cells.push_back({options.front().cell, Role::Base});
    }
    std::vector<int> constraints;
    for (const CellDigit& o : options) {
        step.detail.cells.push_back(o.cell);
        step.detail.digits.push_back(o.digit);
        step.pattern.candidates.push_back({o.cell, o.digit, Role::Assumption});
        const auto& used = cases[size_t(o.cell * 64 + o.digit)]->constraintsUsed;
        constraints.insert(constraints.end(), used.begin(), used.end());
    }
    std::sort(constraints.begin(), constraints.end());
    constraints.erase(std::unique(constraints.begin(), constraints.end()), constraints.end());
    step.detail.constraints = std::move(constraints);
    for (const CellDigit& e : step.eliminations)
        step.pattern.candidates.push_back({e.cell, e.digit, Role::Target});
    for (const CellDigit& p : step.placements)
        step.pattern.candidates.push_back({p.cell, p.digit, Role::Placement});
    out.push_back(std::move(step));
}

// Every candidate is assumed in turn (fewest-candidate cells first); each
// case that breaks is one step, the shortest stories first. When none
// breaks, the cases are read together: a cell's candidates (or a house's
// places for a digit) whose every case leads to the same placement or
// removal prove it, as the cell and house forcing chains do with singles.
std::vector<Step> constraintForcingSteps(const LogicContext& ctx, long factor, bool& complete)
{
    const Geometry& g = ctx.geometry();
    CaseFollower follower(ctx, factor);
    std::vector<Step> found;
    std::vector<std::optional<DeepCase>> cases(size_t(ctx.cellCount()) * 64);
    int lastCount = 0;
    int cellsAfterBreak = 0;
    complete = true;
    for (int cell : cellsToTry(ctx)) {
        // The cells with fewest candidates first; once some case of theirs
        // broke, the cells with more are left (their stories are no shorter
        // to follow, and each case costs a search).
        // And once one broke, a few more cells are tried for a shorter
        // story, not all of them: each case costs a search.
        const int count = digitCount(ctx.candidates(cell));
        if (!found.empty() && (count != lastCount || ++cellsAfterBreak > kCellsAfterBreak))
            break;
        lastCount = count;
        for (DigitMask m = ctx.candidates(cell); m; m &= m - 1) {
            const CellDigit assumption{cell, firstDigit(m)};
            DeepCase result = follower.follow(assumption);
            if (result.broken)
                found.push_back(caseStep(assumption, result));
            cases[size_t(cell * 64 + assumption.digit)] = std::move(result);
            if (follower.nodes() > kSearchBudget || ctx.stopRequested())
                break;
        }
        if (follower.nodes() > kSearchBudget || ctx.stopRequested()) {
            complete = false;
            break;
        }
    }
    std::stable_sort(found.begin(), found.end(), [](const Step& a, const Step& b) {
        return a.detail.implications.size() + a.detail.constraints.size()
             < b.detail.implications.size() + b.detail.constraints.size();
    });
    if (found.empty() && complete) {
        ctx.emptyCells().forEach([&](int cell) {
            const DigitMask mask = ctx.candidates(cell);
            if (digitCount(mask) < 2 || digitCount(mask) > 4)
                return;
            std::vector<CellDigit> options;
            for (DigitMask m = mask; m; m &= m - 1)
                options.push_back({cell, firstDigit(m)});
            addAgreement(ctx, found, options, cases, -1);
        });
        const auto& houses = g.houses();
        for (int h = 0; h < int(houses.size()); ++h)
            for (int digit = 1; digit <= ctx.size(); ++digit) {
                const std::uint64_t where = ctx.positions(h, digit);
                if ((ctx.placedIn(h) & digitBit(digit)) || digitCount(where) < 2 || digitCount(where) > 4)
                    continue;
                std::vector<CellDigit> options;
                for (std::uint64_t w = where; w; w &= w - 1)
                    options.push_back({houses[size_t(h)].cells[size_t(std::countr_zero(w))], digit});
                addAgreement(ctx, found, options, cases, h);
            }
    }
    return found;
}

void findConstraintForcing(const LogicContext& ctx, StepSink& sink)
{
    const Geometry& g = ctx.geometry();
    if (!g.hasConstraints() || g.isCounted() || ctx.size() > 16)
        return;
    bool complete = true;
    std::vector<Step> found = constraintForcingSteps(ctx, 1, complete);
    // Wider fits only when every case was followed within the search's
    // budget: one that ran out would run out sooner with them.
    if (found.empty() && complete && !ctx.stopRequested())
        found = constraintForcingSteps(ctx, kWideFactor, complete);
    for (Step& step : found)
        if (!sink.add(std::move(step)))
            return;
}

constexpr FinderEntry kFinders[] = {
    {Technique::ConstraintForcingChain, findConstraintForcing},
};

} // namespace

std::span<const FinderEntry> constraintForcingFinders()
{
    return kFinders;
}

} // namespace pm::logic
