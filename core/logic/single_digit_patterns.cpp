// SPDX-License-Identifier: GPL-3.0-or-later
// Single-digit patterns: short chains on one digit built from conjugate
// pairs (a house where the digit has exactly two places, so exactly one of
// them holds it). Skyscraper and 2-String Kite are the named shapes of the
// turbot fish (strong - weak - strong); the empty rectangle is a turbot fish
// whose middle is a box.
#include "core/logic/finders.h"
#include "core/logic/step_marks.h"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

namespace pm::logic {

namespace {

bool isLine(HouseKind kind)
{
    return kind == HouseKind::Row || kind == HouseKind::Column;
}

bool isBox(HouseKind kind)
{
    return kind == HouseKind::Box || kind == HouseKind::Region;
}

// Two cells that hold a digit's only places in one or more houses; the
// houses are kept by kind so that a pair can be read as a row link, a column
// link or a box link, whichever names the pattern.
struct ConjugatePair {
    int a = -1;
    int b = -1;
    int row = -1;
    int column = -1;
    int box = -1;
    int other = -1; // a diagonal, window, ... (the first one)
    int anyHouse() const { return row >= 0 ? row : column >= 0 ? column : box >= 0 ? box : other; }
};

void conjugatePairs(const LogicContext& ctx, int digit, std::vector<ConjugatePair>& pairs)
{
    pairs.clear();
    const auto& houses = ctx.geometry().houses();
    for (int h = 0; h < int(houses.size()); ++h) {
        const std::uint64_t where = ctx.positions(h, digit);
        if (digitCount(where) != 2)
            continue;
        const int a = houses[h].cells[std::countr_zero(where)];
        const int b = houses[h].cells[63 - std::countl_zero(where)];
        ConjugatePair* pair = nullptr;
        for (ConjugatePair& p : pairs)
            if (p.a == std::min(a, b) && p.b == std::max(a, b))
                pair = &p;
        if (!pair) {
            pairs.push_back({std::min(a, b), std::max(a, b)});
            pair = &pairs.back();
        }
        switch (houses[h].kind) {
        case HouseKind::Row: pair->row = h; break;
        case HouseKind::Column: pair->column = h; break;
        case HouseKind::Box:
        case HouseKind::Region: pair->box = h; break;
        default:
            if (pair->other < 0)
                pair->other = h;
            break;
        }
    }
}

// A house holding both cells, preferring lines, then boxes.
int houseOfBoth(const Geometry& g, int a, int b)
{
    int best = -1;
    for (int h : g.housesOf(a)) {
        bool holds = false;
        for (int cell : g.houses()[h].cells)
            holds |= cell == b;
        if (!holds)
            continue;
        const HouseKind kind = g.houses()[h].kind;
        if (isLine(kind))
            return h;
        if (best < 0 || (isBox(kind) && !isBox(g.houses()[best].kind)))
            best = h;
    }
    return best;
}

struct Chain {
    Technique technique;
    int strong1, weak, strong2; // houses
};

// Names the chain A=B-C=D (B and C see each other): skyscraper when both
// strong links are parallel lines and B, C share the crossing line; kite
// when one is a row, the other a column, and B, C share a box; turbot fish
// otherwise. A "skyscraper" whose ends A, D share a line too is an X-Wing and
// left to the fish finder (technique Count: not reported).
Chain classify(const Geometry& g, const ConjugatePair& p1, const ConjugatePair& p2, int a, int b, int c, int d)
{
    const int weak = houseOfBoth(g, b, c);
    if (p1.row >= 0 && p2.row >= 0 && g.column(b) == g.column(c))
        return {g.column(a) == g.column(d) ? Technique::Count : Technique::Skyscraper, p1.row, weak, p2.row};
    if (p1.column >= 0 && p2.column >= 0 && g.row(b) == g.row(c))
        return {g.row(a) == g.row(d) ? Technique::Count : Technique::Skyscraper, p1.column, weak, p2.column};
    if (g.regionOf(b) == g.regionOf(c)) {
        int box = -1;
        for (int h : g.housesOf(b))
            if (isBox(g.houses()[h].kind))
                box = h;
        if (p1.row >= 0 && p2.column >= 0)
            return {Technique::TwoStringKite, p1.row, box, p2.column};
        if (p1.column >= 0 && p2.row >= 0)
            return {Technique::TwoStringKite, p1.column, box, p2.row};
    }
    return {Technique::TurbotFish, p1.anyHouse(), weak, p2.anyHouse()};
}

// Turbot fish on 6: A=B-C=D, where A=B is a conjugate pair (r2c3, r2c7 in
// row 2), B-C two cells seeing each other (r2c7, r6c7 in column 7) and C=D
// another conjugate pair (r6c7, r4c9 in box 6). If A is not 6, B is, so C is
// not, so D is: A or D holds 6, and no cell seeing both can.
// Skyscraper: rows 1 and 5 hold 3 only in r1c2, r1c6 and r5c2, r5c8; r1c2
// and r5c2 share column 2, so r1c6 or r5c8 is 3 and cells seeing both (r2c8,
// r3c8, r4c6, r6c6) lose 3. 2-String Kite: a row pair and a column pair with
// one end each in the same box. Each chain gets exactly one name (classify),
// so the turbot fish finder never repeats a skyscraper or a kite.
template <Technique technique>
void findTurbotFamily(const LogicContext& ctx, StepSink& sink)
{
    const Geometry& g = ctx.geometry();
    std::vector<ConjugatePair> pairs;
    pairs.reserve(g.houses().size());
    CountingSink counted(sink);
    for (int digit = 1; digit <= ctx.size(); ++digit) {
        // A digit whose places are as they were when it gave nothing gives
        // nothing now (LogicContext::digitStamp).
        const std::uint64_t stamp = ctx.digitStamp(digit);
        if (ctx.foundNothing(technique, digit, stamp))
            continue;
        const int before = counted.count();
        conjugatePairs(ctx, digit, pairs);
        for (size_t i = 0; i < pairs.size(); ++i) {
            for (size_t j = i + 1; j < pairs.size(); ++j) {
                const ConjugatePair& p1 = pairs[i];
                const ConjugatePair& p2 = pairs[j];
                if (p1.a == p2.a || p1.a == p2.b || p1.b == p2.a || p1.b == p2.b)
                    continue;
                for (int o = 0; o < 4; ++o) {
                    const int a = o & 1 ? p1.b : p1.a;
                    const int b = o & 1 ? p1.a : p1.b;
                    const int c = o & 2 ? p2.b : p2.a;
                    const int d = o & 2 ? p2.a : p2.b;
                    if (!g.arePeers(b, c))
                        continue;
                    const CellSet targets = ctx.cellsWith(digit) & ctx.peersOf(a) & ctx.peersOf(d);
                    if (targets.empty())
                        continue;
                    const Chain chain = classify(g, p1, p2, a, b, c, d);
                    if (chain.technique != technique)
                        continue;
                    Step step;
                    step.technique = technique;
                    step.detail.digits = {digit};
                    step.detail.cells = {a, b, c, d};
                    step.detail.houses = {chain.strong1, chain.weak, chain.strong2};
                    step.pattern.houses = {{chain.strong1, Role::Base}, {chain.strong2, Role::Base}};
                    step.pattern.candidates = {{a, digit, Role::Pincer},
                                               {b, digit, Role::Link},
                                               {c, digit, Role::Link},
                                               {d, digit, Role::Pincer}};
                    step.pattern.links = {{{a, digit}, {b, digit}, true, {}, {}},
                                          {{b, digit}, {c, digit}, false, {}, {}},
                                          {{c, digit}, {d, digit}, true, {}, {}}};
                    addEliminations(step, targets, digit);
                    if (!counted.add(std::move(step)))
                        return;
                }
            }
        }
        if (ctx.stopRequested())
            return;
        if (counted.count() == before)
            ctx.noteNothing(technique, digit, stamp);
    }
}

// Empty rectangle on 5: in box 5, 5 lies only in row 4 and column 6 (r4c4,
// r4c5, r5c6, r6c6), so the box's 5 is in row 4 or in column 6. Column 2
// holds 5 only in r4c2 and r8c2. If r8c6 were 5, r8c2 would not be, so r4c2
// would, leaving the box's 5 to column 6 - where r8c6 already has it. So 5
// goes from r8c6. The cross need not have a candidate at its centre, and on
// jigsaw regions the row and column may even cross outside the region.
void findEmptyRectangle(const LogicContext& ctx, StepSink& sink)
{
    const Geometry& g = ctx.geometry();
    const auto& houses = g.houses();
    struct LineLink {
        int a, b, line;
    };
    std::vector<LineLink> lineLinks;
    lineLinks.reserve(ctx.lineHouses().size());
    std::array<int, Geometry::kMaxSize> rows{};
    std::array<int, Geometry::kMaxSize> columns{};
    CountingSink counted(sink);
    for (int digit = 1; digit <= ctx.size(); ++digit) {
        // As in findTurbotFamily: an unchanged digit that gave nothing gives nothing.
        const std::uint64_t stamp = ctx.digitStamp(digit);
        if (ctx.foundNothing(Technique::EmptyRectangle, digit, stamp))
            continue;
        const int before = counted.count();
        lineLinks.clear();
        for (int h : ctx.lineHouses()) {
            const std::uint64_t where = ctx.positions(h, digit);
            if (digitCount(where) == 2)
                lineLinks.push_back({houses[h].cells[std::countr_zero(where)],
                                     houses[h].cells[63 - std::countl_zero(where)], h});
        }
        if (lineLinks.empty())
            continue;
        for (int box : ctx.boxHouses()) {
            // Two candidates (a conjugate pair in the box) still count, as in
            // HoDoKu; the turbot fish finder, earlier in the search order,
            // usually names that chain first.
            if (digitCount(ctx.positions(box, digit)) < 2)
                continue;
            const CellSet inBox = ctx.cellsWithIn(box, digit);
            const CellSet boxCells = ctx.houseCells(box);
            // The row and column houses the box's candidates lie in.
            int rowCount = 0, columnCount = 0;
            inBox.forEach([&](int cell) {
                for (int h : g.housesOf(cell)) {
                    const HouseKind kind = houses[h].kind;
                    auto& list = kind == HouseKind::Row ? rows : columns;
                    int& count = kind == HouseKind::Row ? rowCount : columnCount;
                    if (isLine(kind) && std::find(list.begin(), list.begin() + count, h) == list.begin() + count)
                        list[count++] = h;
                }
            });
            for (int ri = 0; ri < rowCount; ++ri) {
                for (int ci = 0; ci < columnCount; ++ci) {
                    const int rowHouse = rows[ri];
                    const int columnHouse = columns[ci];
                    const CellSet rowCells = ctx.houseCells(rowHouse);
                    const CellSet columnCells = ctx.houseCells(columnHouse);
                    if (!inBox.isSubsetOf(rowCells | columnCells))
                        continue;
                    // Both arms must hold a candidate of their own, or the box
                    // is just locked in one line.
                    if ((inBox - columnCells).empty() || (inBox - rowCells).empty())
                        continue;
                    for (const LineLink& link : lineLinks) {
                        if (boxCells.contains(link.a) || boxCells.contains(link.b))
                            continue;
                        for (int o = 0; o < 2; ++o) {
                            const int p = o ? link.b : link.a;
                            const int q = o ? link.a : link.b;
                            // p on one arm's line kills that arm; the target
                            // on the other arm's line, seeing q, kills the other.
                            CellSet targets = ctx.emptySet();
                            if (rowCells.contains(p))
                                targets = ctx.cellsWith(digit) & columnCells;
                            else if (columnCells.contains(p))
                                targets = ctx.cellsWith(digit) & rowCells;
                            else
                                continue;
                            targets.subtract(boxCells);
                            targets &= ctx.peersOf(q);
                            targets.erase(p);
                            if (targets.empty())
                                continue;
                            Step step;
                            step.technique = Technique::EmptyRectangle;
                            step.detail.digits = {digit};
                            step.detail.houses = {box, rowHouse, columnHouse, link.line};
                            step.detail.cells = {p, q};
                            step.pattern.houses = {{box, Role::Base},
                                                   {rowHouse, Role::Cover},
                                                   {columnHouse, Role::Cover},
                                                   {link.line, Role::Link}};
                            inBox.forEach([&](int cell) { step.pattern.candidates.push_back({cell, digit, Role::Base}); });
                            step.pattern.candidates.push_back({p, digit, Role::Link});
                            step.pattern.candidates.push_back({q, digit, Role::Link});
                            step.pattern.links = {{{p, digit}, {q, digit}, true, {}, {}}};
                            addEliminations(step, targets, digit);
                            if (!counted.add(std::move(step)))
                                return;
                        }
                    }
                }
            }
        }
        if (ctx.stopRequested())
            return;
        if (counted.count() == before)
            ctx.noteNothing(Technique::EmptyRectangle, digit, stamp);
    }
}

constexpr FinderEntry kFinders[] = {
    {Technique::Skyscraper, findTurbotFamily<Technique::Skyscraper>},
    {Technique::TwoStringKite, findTurbotFamily<Technique::TwoStringKite>},
    {Technique::TurbotFish, findTurbotFamily<Technique::TurbotFish>},
    {Technique::EmptyRectangle, findEmptyRectangle},
};

} // namespace

std::span<const FinderEntry> singleDigitPatternFinders()
{
    return kFinders;
}

} // namespace pm::logic
