// SPDX-License-Identifier: GPL-3.0-or-later
// Whispers colouring: on a German whispers line (neighbours at least 5
// apart on 1-9) every digit is low (1-4) or high (6-9), and neighbours are
// one of each, so the line's cells fall into two colours that alternate.
// Which colour is low is not known; a house tells when one way round would
// put more low (or high) digits in it than it has, and a cell tells when it
// holds none of them. Lines also join through houses: two colours of
// different lines that together fill more of a house than one kind of
// digit can are opposite. The rule of one line is read by its fit (line
// rule); the colours read what no single line says.
#include "core/logic/finders.h"
#include "core/logic/step_marks.h"

#include <algorithm>
#include <bit>
#include <numeric>
#include <optional>

namespace pm::logic {

namespace {

// Union-find with parity: each member is its root's colour or the other.
class ParityForest {
public:
    explicit ParityForest(int count) : m_parent(size_t(count)), m_flip(size_t(count), 0)
    {
        std::iota(m_parent.begin(), m_parent.end(), 0);
    }
    // The root and whether x has the root's other colour.
    std::pair<int, int> find(int x)
    {
        int flip = 0;
        int at = x;
        while (m_parent[size_t(at)] != at) {
            flip ^= m_flip[size_t(at)];
            at = m_parent[size_t(at)];
        }
        // Path compression keeps each member's parity to its new parent.
        int walk = x, walkFlip = flip;
        while (m_parent[size_t(walk)] != walk) {
            const int next = m_parent[size_t(walk)];
            const int nextFlip = walkFlip ^ m_flip[size_t(walk)];
            m_parent[size_t(walk)] = at;
            m_flip[size_t(walk)] = walkFlip;
            walk = next;
            walkFlip = nextFlip;
        }
        return {at, flip};
    }
    // Ties a and b, equal (differ 0) or opposite (differ 1); false when
    // that contradicts what is known.
    bool unite(int a, int b, int differ)
    {
        const auto [ra, fa] = find(a);
        const auto [rb, fb] = find(b);
        if (ra == rb)
            return (fa ^ fb) == differ;
        m_parent[size_t(rb)] = ra;
        m_flip[size_t(rb)] = fa ^ fb ^ differ;
        return true;
    }

private:
    std::vector<int> m_parent;
    std::vector<int> m_flip;
};

struct Polarity {
    DigitMask low = 0, high = 0;
    int perHouse = 0; // low digits a house holds, as many as high ones
};

// The whispers lines whose neighbours differ by at least `gap` on 1..n
// alternate when no digit has a partner on both sides: 2 * gap >= n.
std::optional<Polarity> polarityFor(int gap, int n)
{
    if (2 * gap < n || gap >= n)
        return std::nullopt;
    Polarity p;
    for (int d = 1; d <= n - gap; ++d)
        p.low |= digitBit(d);
    for (int d = gap + 1; d <= n; ++d)
        p.high |= digitBit(d);
    p.perHouse = n - gap;
    return p;
}

// Whispers colouring: two German whispers lines, one through r2c1 r2c2
// r2c3 (low, high, low) ... Row 2 holds three cells of one line's colour
// and two of another's: five cells, more than the four low or four high
// digits a row holds, so the two colours are opposite. Row 4 holds two
// cells of the joined colour blue and r4c5 = 2, r4c7 = 3 (only 1, 3 or 4):
// were blue low, row 4 would hold five low digits; so blue is high, and
// green, the other colour, low. Blue cells lose 1-4 (and 5), green ones 5-9.
//
// detail: constraints = the lines coloured (joined into one colouring),
// houses = the houses that join lines, in order, then the house that
// decides (if a house decides), digits = {the low digits' highest, the
// high digits' lowest}. claims: one per join (cell -1, bound the house,
// addends the cells of the two colours there), then the decision: a house
// (cell -1, bound the house, from a cell of the colour, atMost true when
// that colour cannot be low, false when it cannot be high; fromBound 0:
// too many of that kind, addends the cells that would hold one there, the
// colour's, then the others that can only; fromBound 1: too few places
// for the other kind, addends those places) or a cell (cell, keeps its
// digits, atMost as above, from = cell). pattern:
// cells of the colour found low as ColourA, high as ColourB; the houses
// as Base; the candidates that go as Target.
void findWhispersColourings(const LogicContext& ctx, StepSink& sink)
{
    const Geometry& g = ctx.geometry();
    if (!g.hasConstraints() || g.isCounted())
        return;
    const int n = ctx.symbolCount();
    // One colouring per gap (a puzzle mixing gaps colours each alike).
    std::vector<int> gaps;
    for (const Constraint& c : g.constraints())
        if (c.kind == ConstraintKind::Whispers && !c.values.empty() && polarityFor(c.values.front(), n)
            && std::find(gaps.begin(), gaps.end(), c.values.front()) == gaps.end())
            gaps.push_back(c.values.front());
    for (int gap : gaps) {
        const Polarity pol = *polarityFor(gap, n);
        // Cells by line parity.
        ParityForest cells(g.cellCount());
        std::vector<bool> onLine(size_t(g.cellCount()), false);
        std::vector<int> lineOf(size_t(g.cellCount()), -1); // a constraint holding the cell
        bool oddLoop = false; // lines closing a loop of odd length: no filling, left to the contradiction test
        for (int index = 0; index < int(g.constraints().size()); ++index) {
            const Constraint& c = g.constraints()[size_t(index)];
            if (c.kind != ConstraintKind::Whispers || c.values.empty() || c.values.front() != gap)
                continue;
            for (const auto& line : c.lines)
                for (size_t i = 0; i < line.size(); ++i) {
                    onLine[size_t(line[i])] = true;
                    if (lineOf[size_t(line[i])] < 0)
                        lineOf[size_t(line[i])] = index;
                    if (i > 0 && line[i] != line[i - 1] && !cells.unite(line[i - 1], line[i], 1))
                        oddLoop = true;
                }
        }
        if (oddLoop)
            continue;
        // Each cell's class: 2 * its line root + its parity.
        auto classOf = [&](int cell) {
            const auto [root, flip] = cells.find(cell);
            return 2 * root + flip;
        };
        // Classes join across lines (one forest over classes, a class and
        // its partner 2r ^ 1 always opposite).
        ParityForest classes(2 * g.cellCount());
        for (int cell = 0; cell < g.cellCount(); ++cell)
            if (onLine[size_t(cell)])
                classes.unite(2 * cells.find(cell).first, 2 * cells.find(cell).first + 1, 1);
        struct Join {
            int house;
            std::vector<int> cells;
        };
        std::vector<Join> joins;
        // A colour: the joined class root and parity of a cell.
        auto colourOf = [&](int cell) {
            const auto [root, flip] = classes.find(classOf(cell));
            return 2 * root + flip;
        };
        std::vector<int> lineHouses;
        for (int house = 0; house < int(g.houses().size()); ++house)
            if (ctx.houseCount(house) == 1)
                lineHouses.push_back(house);
        for (bool joined = true; joined;) {
            joined = false;
            for (int house : lineHouses) {
                // Cells per colour here; two colours of different joined
                // groups whose cells exceed one kind's count are opposite.
                std::vector<std::pair<int, std::vector<int>>> byColour;
                for (int cell : g.houses()[size_t(house)].cells) {
                    if (!onLine[size_t(cell)])
                        continue;
                    const int colour = colourOf(cell);
                    auto at = std::find_if(byColour.begin(), byColour.end(),
                                           [&](const auto& e) { return e.first == colour; });
                    if (at == byColour.end())
                        byColour.push_back({colour, {cell}});
                    else
                        at->second.push_back(cell);
                }
                for (size_t a = 0; a < byColour.size() && !joined; ++a)
                    for (size_t b = a + 1; b < byColour.size() && !joined; ++b) {
                        if (byColour[a].first / 2 == byColour[b].first / 2)
                            continue;
                        if (int(byColour[a].second.size() + byColour[b].second.size()) <= pol.perHouse)
                            continue;
                        classes.unite(classOf(byColour[a].second.front()), classOf(byColour[b].second.front()), 1);
                        std::vector<int> both = byColour[a].second;
                        both.insert(both.end(), byColour[b].second.begin(), byColour[b].second.end());
                        std::sort(both.begin(), both.end());
                        joins.push_back({house, std::move(both)});
                        joined = true;
                    }
            }
        }
        // Each joined group, both ways round.
        std::vector<int> groupsDone;
        for (int start = 0; start < g.cellCount(); ++start) {
            if (!onLine[size_t(start)])
                continue;
            const int group = colourOf(start) / 2;
            if (std::find(groupsDone.begin(), groupsDone.end(), group) != groupsDone.end())
                continue;
            groupsDone.push_back(group);
            std::vector<int> members[2]; // by colour parity: 0 = the group root's colour
            std::vector<int> colourIn(size_t(g.cellCount()), -1); // each cell's colour in this group, -1: none
            for (int cell = 0; cell < g.cellCount(); ++cell)
                if (onLine[size_t(cell)] && colourOf(cell) / 2 == group) {
                    colourIn[size_t(cell)] = colourOf(cell) % 2;
                    members[colourIn[size_t(cell)]].push_back(cell);
                }
            // What a cell can hold: its digit if placed, else its candidates.
            const auto possible = [&](int cell) {
                return ctx.isEmpty(cell) ? ctx.candidates(cell) : digitBit(ctx.grid().value(cell));
            };
            // Why colour 0 cannot be of a kind (low: true), as a claim; none
            // when nothing says so.
            auto whyNot = [&](bool zeroLow) -> std::optional<std::pair<ConstraintClaim, int>> {
                // A cell of the group with no digit of its colour's kind.
                for (int colour = 0; colour < 2; ++colour) {
                    const bool low = (colour == 0) == zeroLow;
                    const DigitMask kind = low ? pol.low : pol.high;
                    for (int cell : members[colour]) {
                        const DigitMask can = possible(cell);
                        if (!(can & kind))
                            return std::pair{ConstraintClaim{.cell = cell, .from = cell, .keeps = can,
                                                             .atMost = low, .addends = {}},
                                             -1};
                    }
                }
                // A house holding more of one kind than it has.
                for (int house : lineHouses) {
                    for (int colour = 0; colour < 2; ++colour) {
                        const bool low = (colour == 0) == zeroLow;
                        const DigitMask kind = low ? pol.low : pol.high;
                        const std::vector<int>& houseCells = g.houses()[size_t(house)].cells;
                        std::vector<int> counted;
                        for (int cell : houseCells)
                            if (colourIn[size_t(cell)] == colour)
                                counted.push_back(cell);
                        if (counted.empty())
                            continue;
                        for (int cell : houseCells) {
                            if (colourIn[size_t(cell)] == colour)
                                continue;
                            const DigitMask can = possible(cell);
                            if (can && !(can & ~kind))
                                counted.push_back(cell);
                        }
                        if (int(counted.size()) > pol.perHouse)
                            return std::pair{ConstraintClaim{.cell = -1, .from = members[colour].front(),
                                                             .atMost = low, .bound = house,
                                                             .addends = counted},
                                             house};
                        // The other kind needs as many places here: the
                        // other colour's cells, and the cells off the lines
                        // that can hold one.
                        const DigitMask other = low ? pol.high : pol.low;
                        std::vector<int> places;
                        for (int cell : houseCells) {
                            const bool theirs = colourIn[size_t(cell)] == (colour ^ 1);
                            const bool grouped = colourIn[size_t(cell)] >= 0;
                            if (theirs || (!grouped && (possible(cell) & other)))
                                places.push_back(cell);
                        }
                        if (int(places.size()) < pol.perHouse)
                            return std::pair{ConstraintClaim{.cell = -1, .from = members[colour].front(),
                                                             .atMost = low, .bound = house, .fromBound = 1,
                                                             .addends = places},
                                             house};
                    }
                }
                return std::nullopt;
            };
            const auto notZeroLow = whyNot(true);
            const auto notZeroHigh = whyNot(false);
            if (bool(notZeroLow) == bool(notZeroHigh))
                continue; // either way round, or neither: nothing (or a broken state) to tell
            const bool zeroLow = !notZeroLow;
            const std::vector<int>& lows = members[zeroLow ? 0 : 1];
            const std::vector<int>& highs = members[zeroLow ? 1 : 0];
            Step step;
            step.technique = Technique::WhispersColouring;
            for (int cell : lows)
                addEliminations(step, cell, ctx.candidates(cell) & ~pol.low);
            for (int cell : highs)
                addEliminations(step, cell, ctx.candidates(cell) & ~pol.high);
            if (step.eliminations.empty())
                continue;
            const auto& [decision, decidingHouse] = notZeroLow ? *notZeroLow : *notZeroHigh;
            for (const Join& join : joins) {
                if (colourOf(join.cells.front()) / 2 != group)
                    continue;
                step.detail.houses.push_back(join.house);
                step.detail.claims.push_back({.cell = -1, .bound = join.house, .addends = join.cells});
            }
            if (decidingHouse >= 0)
                step.detail.houses.push_back(decidingHouse);
            step.detail.claims.push_back(decision);
            for (const std::vector<int>* colour : {&lows, &highs})
                for (int cell : *colour)
                    step.detail.constraints.push_back(lineOf[size_t(cell)]);
            std::sort(step.detail.constraints.begin(), step.detail.constraints.end());
            step.detail.constraints.erase(std::unique(step.detail.constraints.begin(), step.detail.constraints.end()),
                                          step.detail.constraints.end());
            step.detail.digits = {int(std::bit_width(pol.low)), std::countr_zero(pol.high) + 1};
            step.detail.cells = lows;
            step.detail.cells.insert(step.detail.cells.end(), highs.begin(), highs.end());
            for (int cell : lows)
                step.pattern.cells.push_back({cell, Role::ColourA});
            for (int cell : highs)
                step.pattern.cells.push_back({cell, Role::ColourB});
            for (int house : step.detail.houses)
                step.pattern.houses.push_back({house, Role::Base});
            if (!sink.add(std::move(step)))
                return;
        }
    }
}

constexpr FinderEntry kFinders[] = {
    {Technique::WhispersColouring, findWhispersColourings},
};

} // namespace

std::span<const FinderEntry> whispersColouringFinders()
{
    return kFinders;
}

} // namespace pm::logic
