// SPDX-License-Identifier: GPL-3.0-or-later
// Equal cells: cells shown to hold one digit, whichever it is: the colouring
// the coloring book puzzles are solved by. A palindrome's mirrored cells are
// equal; a house where every cell but one is ruled out for their digit (it
// sees one of them, through a house or a rule of the whole grid such as the
// anti-knight move, or holds none of their digits, or is equal to a cell so
// ruled out) holds that digit in its last cell, which joins them. Cells that
// hold one digit keep only the digits all of them can hold, and lose a digit
// that would leave some house no place for it.
#include "core/logic/constraint_pairs.h"
#include "core/logic/finders.h"
#include "core/logic/step_marks.h"

#include <algorithm>
#include <numeric>
#include <optional>

namespace pm::logic {

namespace {

// A constraint tie that makes its two cells equal for every digit (a
// palindrome's mirrors, a clone's cells).
bool tiesEqual(const ConstraintPartner& partner, int size)
{
    bool any = false;
    for (int digit = 1; digit <= size; ++digit) {
        const DigitMask beside = partner.allowedBeside[size_t(digit)];
        if (beside & ~digitBit(digit))
            return false;
        any = any || beside;
    }
    return any;
}

// What a set of equal cells leads to: the digits they keep, the houses that
// would have no place for a digit, and what goes.
struct Outcome {
    DigitMask keeps = 0;
    std::vector<HouseDigit> noPlace;
    std::vector<CellDigit> eliminations;
};

// A fact as found, with the facts it rests on: a house fact that rules a
// cell out through a cell equal to it needs the facts that showed them equal.
struct FoundFact {
    EqualCellsFact fact;
    std::vector<int> needs; // indices of earlier facts
};

class EqualCellsSearch {
public:
    explicit EqualCellsSearch(const LogicContext& ctx)
        : m_ctx(ctx)
        , m_geometry(ctx.geometry())
        , m_size(ctx.size())
        , m_byPairs(size_t(ctx.cellCount()) * size_t(ctx.size() + 1))
        , m_pairsBuilt(m_byPairs.size(), false)
        , m_root(size_t(ctx.cellCount()))
        , m_members(size_t(ctx.cellCount()))
        , m_factsOf(size_t(ctx.cellCount()))
    {
        std::iota(m_root.begin(), m_root.end(), 0);
        for (int cell = 0; cell < ctx.cellCount(); ++cell)
            m_members[size_t(cell)] = {cell};
    }

    // Ties every constraint's equal cells, then joins each group to the last
    // place of its digit in every house, until no house adds a cell.
    void build()
    {
        const ConstraintPairs& pairs = constraintPairs(m_ctx);
        if (!pairs.empty)
            for (int cell = 0; cell < m_ctx.cellCount(); ++cell)
                for (const ConstraintPartner& partner : pairs.partners[size_t(cell)])
                    if (partner.cell > cell && tiesEqual(partner, m_size) && find(cell) != find(partner.cell))
                        merge(find(cell), find(partner.cell),
                              {EqualCellsFact{partner.cell, cell, partner.constraint, -1}, {}});
        for (bool joined = true; joined && !m_ctx.stopRequested();) {
            joined = false;
            for (int root = 0; root < m_ctx.cellCount(); ++root)
                if (find(root) == root && joinOnce(root))
                    joined = true;
        }
    }

    // Each group of two cells or more that removes something, told by the
    // shortest part of its story that does.
    void emit(StepSink& sink)
    {
        std::vector<Step> steps;
        for (int root = 0; root < m_ctx.cellCount() && !m_ctx.stopRequested(); ++root) {
            if (find(root) != root || m_members[size_t(root)].size() < 2)
                continue;
            if (outcome(m_members[size_t(root)]).eliminations.empty())
                continue;
            Step step = shortestStep(m_factsOf[size_t(root)]);
            if (!step.eliminations.empty())
                steps.push_back(std::move(step));
        }
        // The shortest stories first: the next step a player is shown.
        std::stable_sort(steps.begin(), steps.end(), [](const Step& a, const Step& b) {
            return a.detail.equalFacts.size() < b.detail.equalFacts.size();
        });
        for (Step& step : steps)
            if (!sink.add(std::move(step)))
                return;
    }

    // Each group assumed to hold each digit it can, followed through every
    // house's last place for that digit (which brings its equal cells
    // along) until a house has no place left or an assumed cell is ruled
    // out: the digit goes from the group. The shortest stories first.
    void emitDigitChains(StepSink& sink)
    {
        std::vector<Step> steps;
        for (int root = 0; root < m_ctx.cellCount() && !m_ctx.stopRequested(); ++root) {
            if (find(root) != root)
                continue;
            const std::vector<int> start = m_members[size_t(root)];
            if (std::none_of(start.begin(), start.end(), [&](int cell) { return m_ctx.isEmpty(cell); }))
                continue;
            for (DigitMask m = commonDigits(start); m; m &= m - 1)
                if (std::optional<Step> step = digitChain(root, firstDigit(m)))
                    steps.push_back(std::move(*step));
        }
        std::stable_sort(steps.begin(), steps.end(), [](const Step& a, const Step& b) {
            return a.detail.implications.size() + a.detail.equalFacts.size()
                < b.detail.implications.size() + b.detail.equalFacts.size();
        });
        for (Step& step : steps)
            if (!sink.add(std::move(step)))
                return;
    }

private:
    // The group at `root` assumed to hold `digit`, followed until it breaks;
    // nothing when it settles.
    std::optional<Step> digitChain(int root, int digit)
    {
        const std::vector<int>& start = m_members[size_t(root)];
        std::vector<int> assumed = start;
        std::vector<int> roots{root};
        CellSet ruled = ruledOut(assumed, digit);
        Step step;
        step.technique = Technique::EqualCellsChain;
        std::vector<int> told; // facts the story needs
        const auto brokenCell = [&]() {
            const auto at = std::find_if(assumed.begin(), assumed.end(), [&](int cell) { return ruled.contains(cell); });
            return at == assumed.end() ? -1 : *at;
        };
        const auto& houses = m_geometry.houses();
        for (bool grew = true; grew;) {
            grew = false;
            if ((step.detail.contradictionCell = brokenCell()) >= 0)
                break;
            for (int house = 0; house < int(houses.size()); ++house) {
                // A house holding the digit already, or one of the cells
                // assumed, says nothing new.
                if ((m_ctx.placedIn(house) & digitBit(digit)) || holdsAny(house, assumed))
                    continue;
                int place = -1;
                int places = 0;
                std::vector<int> needs; // the facts that rule cells out through a cell equal to them
                for (int cell : houses[size_t(house)].cells) {
                    if (!(digitsOf(cell) & digitBit(digit)) || ruled.contains(cell))
                        continue;
                    const auto& equal = m_members[size_t(find(cell))];
                    const auto seen = std::find_if(equal.begin(), equal.end(), [&](int other) { return ruled.contains(other); });
                    if (seen != equal.end()) {
                        const std::vector<int> path = pathBetween(cell, *seen);
                        needs.insert(needs.end(), path.begin(), path.end());
                        continue;
                    }
                    if (!(commonDigits(equal) & digitBit(digit))) {
                        needs.insert(needs.end(), m_factsOf[size_t(find(cell))].begin(), m_factsOf[size_t(find(cell))].end());
                        continue;
                    }
                    place = cell;
                    ++places;
                }
                if (places > 1)
                    continue;
                told.insert(told.end(), needs.begin(), needs.end());
                if (places == 0) {
                    step.detail.contradictionHouse = house;
                    break;
                }
                // The house's last place for the digit, and its equal cells.
                const std::vector<int> equal = m_members[size_t(find(place))];
                step.detail.implications.push_back({place, digit});
                step.detail.houses.push_back(house);
                for (int cell : equal)
                    if (cell != place) {
                        step.detail.implications.push_back({cell, digit});
                        step.detail.houses.push_back(-1);
                    }
                assumed.insert(assumed.end(), equal.begin(), equal.end());
                roots.push_back(find(place));
                ruled |= ruledOut(equal, digit);
                grew = true;
                break;
            }
            if (step.detail.contradictionHouse >= 0)
                break;
        }
        if (step.detail.contradictionHouse < 0 && step.detail.contradictionCell < 0)
            return std::nullopt;
        // One cell breaking a house at once, through no cell equal to
        // another, is (rule) pointing's to tell.
        if (step.detail.implications.empty() && start.size() == 1 && told.empty())
            return std::nullopt;
        for (int member : start)
            if (m_ctx.hasCandidate(member, digit))
                addElimination(step, member, digit);
        if (step.eliminations.empty())
            return std::nullopt;
        step.detail.cells = start;
        step.detail.digits = {digit};
        step.detail.contradictionDigit = digit;
        // The facts that show each group's cells equal.
        for (int group : roots)
            told.insert(told.end(), m_factsOf[size_t(group)].begin(), m_factsOf[size_t(group)].end());
        for (int index : withNeeds(told)) {
            const EqualCellsFact& fact = m_facts[size_t(index)].fact;
            if (fact.constraint >= 0
                && std::find(step.detail.constraints.begin(), step.detail.constraints.end(), fact.constraint)
                    == step.detail.constraints.end())
                step.detail.constraints.push_back(fact.constraint);
            step.detail.equalFacts.push_back(fact);
        }
        for (int member : start)
            step.pattern.cells.push_back({member, Role::Assumption});
        for (const CellDigit& x : step.detail.implications)
            step.pattern.candidates.push_back({x.cell, digit, Role::Link});
        for (size_t i = 0; i < step.detail.houses.size(); ++i)
            if (step.detail.houses[i] >= 0)
                step.pattern.houses.push_back({step.detail.houses[i], Role::Base});
        if (step.detail.contradictionHouse >= 0)
            step.pattern.houses.push_back({step.detail.contradictionHouse, Role::Contradiction});
        else
            step.pattern.cells.push_back({step.detail.contradictionCell, Role::Contradiction});
        return step;
    }

    int find(int cell)
    {
        while (m_root[size_t(cell)] != cell) {
            m_root[size_t(cell)] = m_root[size_t(m_root[size_t(cell)])];
            cell = m_root[size_t(cell)];
        }
        return cell;
    }

    void merge(int into, int from, FoundFact fact)
    {
        auto& members = m_members[size_t(into)];
        auto& facts = m_factsOf[size_t(into)];
        members.insert(members.end(), m_members[size_t(from)].begin(), m_members[size_t(from)].end());
        facts.insert(facts.end(), m_factsOf[size_t(from)].begin(), m_factsOf[size_t(from)].end());
        facts.push_back(int(m_facts.size()));
        m_facts.push_back(std::move(fact));
        m_members[size_t(from)].clear();
        m_factsOf[size_t(from)].clear();
        m_root[size_t(from)] = into;
    }

    DigitMask digitsOf(int cell) const
    {
        return m_ctx.isEmpty(cell) ? m_ctx.candidates(cell) : digitBit(m_ctx.grid().value(cell));
    }

    // The cells where `cell` holding `digit` rules `digit` out through the
    // constraint pairs.
    const CellSet& byPairs(int cell, int digit)
    {
        const size_t at = size_t(cell) * size_t(m_size + 1) + size_t(digit);
        if (!m_pairsBuilt[at]) {
            m_pairsBuilt[at] = true;
            m_byPairs[at] = m_ctx.emptySet();
            for (const CellDigit& x : constraintExclusions(m_ctx, cell, digit))
                if (x.digit == digit)
                    m_byPairs[at].insert(x.cell);
        }
        return m_byPairs[at];
    }

    // The cells where none of `members` lets `digit` be, were they all it.
    CellSet ruledOut(const std::vector<int>& members, int digit)
    {
        CellSet ruled = m_ctx.emptySet();
        for (int member : members) {
            ruled |= m_ctx.peersOf(member);
            ruled |= byPairs(member, digit);
        }
        return ruled;
    }

    DigitMask commonDigits(const std::vector<int>& members) const
    {
        DigitMask common = ~DigitMask(0);
        for (int member : members)
            common &= digitsOf(member);
        return common;
    }

    bool holdsAny(int house, const std::vector<int>& members) const
    {
        for (int member : members)
            for (int h : m_geometry.housesOf(member))
                if (h == house)
                    return true;
        return false;
    }

    // Joins the group at `root` to a house's one place for its digit, if a
    // house has one outside it.
    bool joinOnce(int root)
    {
        const std::vector<int> members = m_members[size_t(root)];
        bool anyEmpty = false;
        for (int member : members)
            anyEmpty = anyEmpty || m_ctx.isEmpty(member);
        const DigitMask common = commonDigits(members);
        if (!anyEmpty || !common)
            return false;
        std::vector<CellSet> ruled(size_t(m_size + 1));
        for (DigitMask m = common; m; m &= m - 1)
            ruled[size_t(firstDigit(m))] = ruledOut(members, firstDigit(m));
        // A cell is a place for their digit unless, for every digit both
        // could hold, it or a cell shown equal to it is ruled out.
        const auto ruledOutAlone = [&](int cell) {
            for (DigitMask m = digitsOf(cell) & common; m; m &= m - 1)
                if (!ruled[size_t(firstDigit(m))].contains(cell))
                    return false;
            return true;
        };
        const auto live = [&](int cell) {
            const auto& equal = m_members[size_t(find(cell))];
            for (DigitMask m = commonDigits(equal) & common; m; m &= m - 1) {
                const CellSet& out = ruled[size_t(firstDigit(m))];
                if (std::none_of(equal.begin(), equal.end(), [&](int other) { return out.contains(other); }))
                    return true;
            }
            return false;
        };
        const auto& houses = m_geometry.houses();
        for (int house = 0; house < int(houses.size()); ++house) {
            if (holdsAny(house, members))
                continue;
            int place = -1;
            int places = 0;
            for (int cell : houses[size_t(house)].cells)
                if (live(cell)) {
                    place = cell;
                    if (++places > 1)
                        break;
                }
            if (places != 1 || find(place) == root)
                continue;
            // A cell ruled out only through a cell equal to it needs the
            // facts that showed the two equal.
            FoundFact found{EqualCellsFact{place, members.front(), -1, house}, {}};
            for (int cell : houses[size_t(house)].cells) {
                if (cell == place || ruledOutAlone(cell))
                    continue;
                const auto& equal = m_members[size_t(find(cell))];
                for (DigitMask m = commonDigits(equal) & common; m; m &= m - 1) {
                    const CellSet& out = ruled[size_t(firstDigit(m))];
                    const auto seen = std::find_if(equal.begin(), equal.end(), [&](int other) { return out.contains(other); });
                    if (seen != equal.end() && *seen != cell)
                        for (int fact : pathBetween(cell, *seen))
                            if (std::find(found.needs.begin(), found.needs.end(), fact) == found.needs.end())
                                found.needs.push_back(fact);
                }
            }
            merge(root, find(place), std::move(found));
            return true;
        }
        return false;
    }

    // The facts on the way from one cell to another of the same group: its
    // facts join it as a tree (each merges two parts), so the way is one.
    std::vector<int> pathBetween(int from, int to) const
    {
        std::vector<int> via(size_t(m_ctx.cellCount()), -2); // the fact each cell was reached by
        std::vector<int> queue{from};
        via[size_t(from)] = -1;
        const auto& facts = m_factsOf[size_t(const_cast<EqualCellsSearch*>(this)->find(from))];
        for (size_t at = 0; at < queue.size() && via[size_t(to)] == -2; ++at)
            for (int index : facts) {
                const EqualCellsFact& fact = m_facts[size_t(index)].fact;
                for (auto [a, b] : {std::pair{fact.cell, fact.partner}, std::pair{fact.partner, fact.cell}})
                    if (a == queue[at] && via[size_t(b)] == -2) {
                        via[size_t(b)] = index;
                        queue.push_back(b);
                    }
            }
        std::vector<int> path;
        for (int cell = to; via[size_t(cell)] >= 0;) {
            const EqualCellsFact& fact = m_facts[size_t(via[size_t(cell)])].fact;
            path.push_back(via[size_t(cell)]);
            cell = fact.cell == cell ? fact.partner : fact.cell;
        }
        return path;
    }

    // What `members`, all holding one digit, rule out; nothing when they
    // could hold no digit at all (a broken state is the contradiction
    // finders' to tell).
    Outcome outcome(const std::vector<int>& members)
    {
        Outcome result;
        const DigitMask common = commonDigits(members);
        DigitMask keeps = common;
        const auto& houses = m_geometry.houses();
        for (DigitMask m = common; m; m &= m - 1) {
            const int digit = firstDigit(m);
            const CellSet ruled = ruledOut(members, digit);
            for (int member : members)
                if (ruled.contains(member))
                    return {};
            for (int house = 0; house < int(houses.size()); ++house) {
                if (holdsAny(house, members))
                    continue;
                bool place = false;
                for (int cell : houses[size_t(house)].cells)
                    if ((digitsOf(cell) & digitBit(digit)) && !ruled.contains(cell)) {
                        place = true;
                        break;
                    }
                if (!place) {
                    keeps &= ~digitBit(digit);
                    result.noPlace.push_back({house, digit});
                    break;
                }
            }
        }
        if (!keeps)
            return {};
        result.keeps = keeps;
        for (int member : members)
            if (m_ctx.isEmpty(member))
                for (DigitMask m = digitsOf(member) & ~keeps; m; m &= m - 1)
                    result.eliminations.push_back({member, firstDigit(m)});
        return result;
    }

    // Replays a group's facts in order and tells the first group they make
    // that removes something: the story a player needs, no longer.
    Step shortestStep(const std::vector<int>& facts)
    {
        std::vector<int> root(size_t(m_ctx.cellCount()));
        std::iota(root.begin(), root.end(), 0);
        const auto top = [&](int cell) {
            while (root[size_t(cell)] != cell)
                cell = root[size_t(cell)];
            return cell;
        };
        for (size_t i = 0; i < facts.size(); ++i) {
            const EqualCellsFact& last = m_facts[size_t(facts[i])].fact;
            root[size_t(top(last.cell))] = top(last.partner);
            const int group = top(last.cell);
            std::vector<int> told;
            std::vector<int> members;
            const auto add = [&](int cell) {
                if (std::find(members.begin(), members.end(), cell) == members.end())
                    members.push_back(cell);
            };
            for (size_t j = 0; j <= i; ++j) {
                const EqualCellsFact& fact = m_facts[size_t(facts[j])].fact;
                if (top(fact.cell) == group) {
                    told.push_back(facts[j]);
                    add(fact.partner);
                    add(fact.cell);
                }
            }
            Outcome result = outcome(members);
            if (!result.eliminations.empty())
                return stepOf(members, told, std::move(result));
        }
        return {};
    }

    // The facts told and every fact they rest on, in the order found (each
    // after those it needs).
    std::vector<int> withNeeds(std::vector<int> told) const
    {
        for (size_t i = 0; i < told.size(); ++i)
            for (int need : m_facts[size_t(told[i])].needs)
                if (std::find(told.begin(), told.end(), need) == told.end())
                    told.push_back(need);
        std::sort(told.begin(), told.end());
        return told;
    }

    Step stepOf(const std::vector<int>& members, const std::vector<int>& told, Outcome result) const
    {
        Step step;
        step.technique = Technique::EqualCells;
        for (const CellDigit& x : result.eliminations)
            addElimination(step, x.cell, x.digit);
        step.detail.cells = members;
        for (DigitMask m = result.keeps; m; m &= m - 1)
            step.detail.digits.push_back(firstDigit(m));
        for (int member : members) {
            step.pattern.cells.push_back({member, Role::ColourA});
            if (m_ctx.isEmpty(member))
                for (DigitMask m = result.keeps & digitsOf(member); m; m &= m - 1)
                    step.pattern.candidates.push_back({member, firstDigit(m), Role::ColourA});
        }
        for (int index : withNeeds(told)) {
            const EqualCellsFact& fact = m_facts[size_t(index)].fact;
            // Cells of other groups the story leans on.
            for (int cell : {fact.partner, fact.cell})
                if (std::find(members.begin(), members.end(), cell) == members.end()
                    && std::none_of(step.pattern.cells.begin(), step.pattern.cells.end(),
                                    [&](const CellMark& mark) { return mark.cell == cell; }))
                    step.pattern.cells.push_back({cell, Role::Link});
            if (fact.house >= 0)
                step.pattern.houses.push_back({fact.house, Role::Base});
            else if (std::find(step.detail.constraints.begin(), step.detail.constraints.end(), fact.constraint)
                     == step.detail.constraints.end())
                step.detail.constraints.push_back(fact.constraint);
            step.detail.equalFacts.push_back(fact);
        }
        for (const HouseDigit& none : result.noPlace)
            step.pattern.houses.push_back({none.house, Role::Cover});
        step.detail.noPlace = std::move(result.noPlace);
        return step;
    }

    const LogicContext& m_ctx;
    const Geometry& m_geometry;
    int m_size;
    std::vector<CellSet> m_byPairs; // per candidate index (cell * (size + 1) + digit)
    std::vector<bool> m_pairsBuilt;
    std::vector<int> m_root;                   // union-find over cells
    std::vector<std::vector<int>> m_members;   // per root: its cells, in the order they joined
    std::vector<std::vector<int>> m_factsOf;   // per root: the facts that joined them, in order
    std::vector<FoundFact> m_facts;            // every fact, in the order found
};

// The greatest stamp of every house: a change anywhere may join cells.
std::uint64_t wholeGridStamp(const LogicContext& ctx)
{
    std::uint64_t stamp = 0;
    for (int house = 0; house < int(ctx.geometry().houses().size()); ++house)
        stamp = std::max(stamp, ctx.houseStamp(house));
    return stamp;
}

// Builds the groups of a state and emits one technique's steps from them,
// noting a search that found nothing (both techniques read every house).
void searchEqualCells(const LogicContext& ctx, StepSink& sink, Technique technique,
                      void (EqualCellsSearch::*emit)(StepSink&))
{
    const Geometry& g = ctx.geometry();
    if (!g.hasConstraints() || g.isCounted())
        return;
    const std::uint64_t stamp = wholeGridStamp(ctx);
    if (ctx.foundNothing(technique, 0, stamp))
        return;
    EqualCellsSearch search(ctx);
    search.build();
    CountingSink counting(sink);
    (search.*emit)(counting);
    if (counting.count() == 0 && !ctx.stopRequested())
        ctx.noteNothing(technique, 0, stamp);
}

// Equal cells. In "Boxless Antiknight Coloring Book: Messy Bed" (Lubaf)
// the palindrome from r2c3 makes r2c3 and r5c1 equal, and the one from
// r2c4 makes r2c4 and r4c6 equal. In a row where every cell but one sees
// r2c3 or r5c1 (a column or a knight's move), or is equal to a cell that
// does, that cell holds their digit too, and so on. The cells so joined
// keep only the digits all of them can hold; a digit that would leave some
// house with no place (every cell there that could hold it sees one of
// them) goes too.
//
// detail: cells = the equal cells in the order they joined, digits = what
// they keep, equalFacts = the story in order (with the facts of other equal
// cells it leans on), noPlace = the houses that would have no place for a
// digit, constraints = the tying constraints. pattern: the cells and their
// kept candidates as ColourA, the other equal cells the story leans on as
// Link, the houses of the facts as Base, the houses with no place as Cover,
// the candidates that go as Target.
void findEqualCells(const LogicContext& ctx, StepSink& sink)
{
    searchEqualCells(ctx, sink, Technique::EqualCells, &EqualCellsSearch::emit);
}

// Equal cells chain. In "Boxless Antiknight Coloring Book: Messy Bed"
// (Lubaf), were r5c4 and r7c2 (mirrors on a palindrome) 7: in row 2 only
// r2c6 could hold 7, so r2c6 and its mirror r4c8 would; in row 6 only r6c3,
// so its mirror r7c6 too, which sees r7c2 in row 7. So 7 goes from r5c4 and
// r7c2. One digit followed through equal cells, as a single-digit chain.
//
// detail: cells = the group assumed, digits = {the digit}, implications =
// the cells that would hold it, in order, houses = parallel: the house each
// is the last place in (-1: equal to the place before it), equalFacts = how
// the groups' cells were shown equal, contradictionHouse (no place left) or
// contradictionCell (an assumed cell ruled out), constraints = the tying
// constraints. pattern: the group as Assumption, the implied candidates as
// Link, the houses as Base, the contradiction as Contradiction, the
// candidates that go as Target.
void findEqualCellsChains(const LogicContext& ctx, StepSink& sink)
{
    searchEqualCells(ctx, sink, Technique::EqualCellsChain, &EqualCellsSearch::emitDigitChains);
}

constexpr FinderEntry kFinders[] = {
    {Technique::EqualCells, findEqualCells},
    {Technique::EqualCellsChain, findEqualCellsChains},
};

} // namespace

std::span<const FinderEntry> equalCellsFinders()
{
    return kFinders;
}

} // namespace pm::logic
