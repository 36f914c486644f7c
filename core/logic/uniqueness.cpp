// SPDX-License-Identifier: GPL-3.0-or-later
// Uniqueness: patterns that would leave the puzzle two solutions (a deadly
// pattern), so in a puzzle known to have one they cannot come true. Every
// finder returns at once unless the context says uniqueness is known.
#include "core/logic/finders.h"
#include "core/logic/step_marks.h"

#include <array>
#include <utility>
#include <vector>

namespace pm::logic {

namespace {

// Four empty cells a = (r1,c1), b = (r1,c2), c = (r2,c1), d = (r2,c2); the
// index of a corner's row mate is i ^ 1, its column mate i ^ 2, its opposite
// corner 3 - i.
using Corners = std::array<int, 4>;

// The cells can swap x and y only if every house keeps each digit once: a
// house meeting them must meet exactly two, on one side of the rectangle (a
// row or column pair, which hold different digits). Boxes meeting one or four
// corners, or a diagonal through two opposite corners, rule the swap out;
// so does a killer cage unless it meets one side.
bool swapKeepsEveryHouse(const LogicContext& ctx, const Corners& corners)
{
    const Geometry& g = ctx.geometry();
    for (int cell : corners) {
        for (int h : g.housesOf(cell)) {
            // Raw words: a CellSet copy per house was a third of this test.
            const std::uint64_t* house = g.houseWords(h);
            unsigned inside = 0;
            for (int i = 0; i < 4; ++i)
                if ((house[corners[i] >> 6] >> (corners[i] & 63)) & 1)
                    inside |= 1u << i;
            if (inside != 0b0011 && inside != 0b1100 && inside != 0b0101 && inside != 0b1010)
                return false;
        }
        // A killer cage must keep its sum as well: one meeting a single
        // corner, or two opposite ones, would change by y - x or twice that.
        // One meeting a side swaps x and y inside itself and keeps both its
        // sum and its distinct digits; one holding all four corners cannot
        // hold the deadly pattern at all, but is refused too rather than
        // argued about. (Cells of the cage off the rectangle keep their
        // digits.)
        if (const int cage = g.cageOf(cell); cage >= 0) {
            unsigned inside = 0;
            for (int i = 0; i < 4; ++i)
                if (g.cageOf(corners[i]) == cage)
                    inside |= 1u << i;
            if (inside != 0b0011 && inside != 0b1100 && inside != 0b0101 && inside != 0b1010)
                return false;
        }
    }
    return true;
}

// The rectangles forEachRectangle visits, in its order, found once per
// context: unique rectangle types 1 to 4 and the hidden rectangle each
// walked every rectangle and tested its houses again.
struct Rectangles {
    std::vector<std::pair<Corners, DigitMask>> list;
};

Rectangles findRectangles(const LogicContext& ctx)
{
    Rectangles found;
    const Geometry& g = ctx.geometry();
    const int n = ctx.size();
    ctx.bivalueCells().forEach([&](int a) {
        // A search being cancelled keeps what it has: the rectangles come
        // in order, so a finder reading them finds a prefix of its steps.
        if (ctx.stopRequested())
            return;
        const DigitMask pair = ctx.candidates(a);
        const auto holds = [&](int cell) { return (ctx.candidates(cell) & pair) != 0; };
        const int r1 = g.row(a);
        const int c1 = g.column(a);
        for (int c2 = 0; c2 < n; ++c2) {
            const int b = g.cellAt(r1, c2);
            if (c2 == c1 || !holds(b))
                continue;
            for (int r2 = 0; r2 < n; ++r2) {
                const int c = g.cellAt(r2, c1);
                const int d = g.cellAt(r2, c2);
                if (r2 == r1 || !holds(c) || !holds(d))
                    continue;
                const Corners corners{a, b, c, d};
                // Each rectangle once: from its lowest cell holding only the pair.
                bool lowest = true;
                for (int cell : corners)
                    lowest &= !(cell < a && ctx.candidates(cell) == pair);
                if (lowest && swapKeepsEveryHouse(ctx, corners))
                    found.list.emplace_back(corners, pair);
            }
        }
    });
    return found;
}

// Calls visit(corners, pair) once for every rectangle of empty cells, one of
// them holding only the digits of `pair` and the others at least one of them,
// whose swap keeps every house valid. visit returns false to stop.
//
// A corner need not hold both digits: the argument is about the solution, not
// the marks. Were the four cells x/y/y/x in the solution, the swapped grid
// would keep every given and every house, so it would be a second solution;
// a digit missing from a corner's marks does not change that (HoDoKu's "UR
// with missing candidates"). Each type below checks only what its own forcing
// argument needs.
template <typename Visit>
void forEachRectangle(const LogicContext& ctx, Visit&& visit)
{
    const Rectangles& rectangles = ctx.shared<Rectangles>(0, [&] { return findRectangles(ctx); });
    for (const auto& [corners, pair] : rectangles.list)
        if (ctx.stopRequested() || !visit(corners, pair))
            return;
}

Step rectangleStep(const LogicContext& ctx, Technique technique, int type, DigitMask pair, const Corners& corners)
{
    Step step;
    step.technique = technique;
    step.detail.variantType = type;
    for (DigitMask m = pair; m; m &= m - 1)
        step.detail.digits.push_back(firstDigit(m));
    for (int cell : corners) {
        step.pattern.cells.push_back({cell, Role::Base});
        for (DigitMask m = ctx.candidates(cell) & pair; m; m &= m - 1)
            step.pattern.candidates.push_back({cell, firstDigit(m), Role::Base});
    }
    return step;
}

// Removes those of digits that cell still holds.
void eliminate(const LogicContext& ctx, Step& step, int cell, DigitMask digits)
{
    addEliminations(step, cell, ctx.candidates(cell) & digits);
}

// The floor (two corners holding only the pair, on one side) and the roof
// (the other two, holding more). Returns false if the rectangle has no such
// split.
bool floorAndRoof(const LogicContext& ctx, const Corners& corners, DigitMask pair, Corners& ordered)
{
    unsigned plain = 0;
    for (int i = 0; i < 4; ++i)
        if (ctx.candidates(corners[i]) == pair)
            plain |= 1u << i;
    for (auto [f0, f1] : {std::pair{0, 1}, std::pair{2, 3}, std::pair{0, 2}, std::pair{1, 3}}) {
        if (plain != ((1u << f0) | (1u << f1)))
            continue;
        // Roof corners in the same order: the mates of f0 and f1 across.
        const int mate = f1 == (f0 ^ 1) ? 2 : 1;
        ordered = {corners[f0], corners[f1], corners[f0 ^ mate], corners[f1 ^ mate]};
        return true;
    }
    return false;
}

// Type 1: r1c1, r1c5, r4c1 hold only {3,8}; r4c5 holds {3,8,9}. Were r4c5 3
// or 8, the four cells could swap 3 and 8: two solutions. So 3 and 8 go from
// r4c5.
void findUniqueRectangle1(const LogicContext& ctx, StepSink& sink)
{
    if (!ctx.uniquenessKnown())
        return;
    forEachRectangle(ctx, [&](const Corners& corners, DigitMask pair) {
        int extra = -1;
        // Three corners hold only the pair: were the fourth either digit, the
        // other three would be forced into the deadly pattern.
        for (int i = 0; i < 4; ++i)
            if (ctx.candidates(corners[i]) != pair) {
                if (extra >= 0)
                    return true;
                extra = i;
            }
        if (extra < 0)
            return true; // four bivalue corners: the state itself is deadly
        Corners ordered{};
        for (int i = 0, k = 0; i < 4; ++i)
            if (i != extra)
                ordered[k++] = corners[i];
        ordered[3] = corners[extra];
        Step step = rectangleStep(ctx, Technique::UniqueRectangle1, 1, pair, corners);
        step.detail.cells.assign(ordered.begin(), ordered.end());
        step.pattern.cells[extra] = {corners[extra], Role::Fin};
        eliminate(ctx, step, corners[extra], pair);
        return sink.add(std::move(step));
    });
}

// Type 2: floor r1c1, r1c5 {3,8}; roof r4c1, r4c5 {3,8,9}. One roof cell is
// 9, else the rectangle is deadly; so 9 goes from every cell seeing both roof
// cells (here the rest of row 4, and a box if they share one). The same holds
// for extra cells on a diagonal or three of them (HoDoKu's type 5, Sudoku
// Explainer's type 2): z goes from cells seeing every corner that holds it.
void findUniqueRectangle2(const LogicContext& ctx, StepSink& sink)
{
    if (!ctx.uniquenessKnown())
        return;
    forEachRectangle(ctx, [&](const Corners& corners, DigitMask pair) {
        DigitMask extra = 0;
        int roofCount = 0;
        for (int cell : corners)
            if (ctx.candidates(cell) != pair) {
                const DigitMask own = ctx.candidates(cell) & ~pair;
                if (digitCount(own) != 1 || (extra && own != extra))
                    return true;
                extra = own;
                ++roofCount;
            }
        if (roofCount < 2)
            return true;
        const int z = firstDigit(extra);
        CellSet targets = ctx.cellsWith(z);
        Step step = rectangleStep(ctx, Technique::UniqueRectangle2, 2, pair, corners);
        step.detail.digits.push_back(z);
        for (int cell : corners)
            if (ctx.candidates(cell) == pair)
                step.detail.cells.push_back(cell);
        for (int cell : corners)
            if (ctx.candidates(cell) != pair) {
                step.detail.cells.push_back(cell);
                step.pattern.candidates.push_back({cell, z, Role::Fin});
                targets &= ctx.peersOf(cell);
            }
        for (int cell : corners)
            targets.erase(cell);
        if (targets.empty())
            return true;
        targets.forEach([&](int cell) { eliminate(ctx, step, cell, extra); });
        return sink.add(std::move(step));
    });
}

// Type 3: floor {3,8}; roof r4c1 {3,8,9}, r4c5 {3,8,6}. One roof cell holds 6
// or 9, so the roof acts as one cell {6,9} in row 4; with r4c7 {6,9} it makes
// a naked pair, and 6 and 9 go from the rest of row 4. Subsets of up to four
// cells (the roof and three more) in any house holding both roof cells.
void findUniqueRectangle3(const LogicContext& ctx, StepSink& sink)
{
    if (!ctx.uniquenessKnown())
        return;
    const auto& houses = ctx.geometry().houses();
    std::vector<int> others;
    forEachRectangle(ctx, [&](const Corners& corners, DigitMask pair) {
        Corners o{};
        if (!floorAndRoof(ctx, corners, pair, o))
            return true;
        const DigitMask roofExtra = (ctx.candidates(o[2]) | ctx.candidates(o[3])) & ~pair;
        if (digitCount(roofExtra) > 4)
            return true;
        CellSet roof = ctx.emptySet();
        roof.insert(o[2]);
        roof.insert(o[3]);
        const std::vector<int> common = ctx.commonHouses(roof);
        for (int h : common) {
            others.clear();
            for (int cell : houses[h].cells)
                if (ctx.isEmpty(cell) && !roof.contains(cell) && digitCount(ctx.candidates(cell) | roofExtra) <= 4)
                    others.push_back(cell);
            // One to three cells joining the roof in a naked subset; `others`
            // holds the cells that could be part of one.
            const int count = int(others.size());
            std::array<int, 3> pick{};
            const auto tryPick = [&](int k) {
                DigitMask digits = roofExtra;
                for (int i = 0; i < k; ++i)
                    digits |= ctx.candidates(others[pick[i]]);
                if (digitCount(digits) != k + 1)
                    return true;
                // A subset lying in several houses with the roof (a row and a
                // box) clears them all, reported once from the first.
                std::vector<int> cleared;
                for (int other : common) {
                    bool holdsAll = true;
                    for (int i = 0; i < k; ++i)
                        holdsAll &= ctx.houseCells(other).contains(others[pick[i]]);
                    if (holdsAll)
                        cleared.push_back(other);
                }
                if (cleared.front() != h)
                    return true;
                Step step = rectangleStep(ctx, Technique::UniqueRectangle3, 3, pair, corners);
                step.detail.cells.assign(o.begin(), o.end());
                step.detail.houses = cleared;
                step.detail.size = k + 1;
                for (int i = 0; i < k; ++i) {
                    step.detail.cells.push_back(others[pick[i]]);
                    step.pattern.cells.push_back({others[pick[i]], Role::Link});
                }
                for (DigitMask m = digits; m; m &= m - 1)
                    step.detail.digits.push_back(firstDigit(m));
                CellSet targets = ctx.emptySet();
                for (int house : cleared) {
                    step.pattern.houses.push_back({house, Role::Cover});
                    targets |= ctx.houseCells(house);
                }
                targets &= ctx.emptyCells();
                targets.subtract(roof);
                for (int i = 0; i < k; ++i)
                    targets.erase(others[pick[i]]);
                targets.forEach([&](int cell) { eliminate(ctx, step, cell, digits); });
                return step.eliminations.empty() || sink.add(std::move(step));
            };
            for (pick[0] = 0; pick[0] < count; ++pick[0]) {
                if (!tryPick(1))
                    return false;
                for (pick[1] = pick[0] + 1; pick[1] < count; ++pick[1]) {
                    if (!tryPick(2))
                        return false;
                    for (pick[2] = pick[1] + 1; pick[2] < count; ++pick[2])
                        if (!tryPick(3))
                            return false;
                }
            }
        }
        return true;
    });
}

// Type 4: floor {3,8}; roof r4c1, r4c5 with more digits. In row 4, 3 fits
// only in the roof, so one roof cell is 3; were the other 8, the rectangle
// would be deadly. So 8 goes from both roof cells.
void findUniqueRectangle4(const LogicContext& ctx, StepSink& sink)
{
    if (!ctx.uniquenessKnown())
        return;
    forEachRectangle(ctx, [&](const Corners& corners, DigitMask pair) {
        Corners o{};
        if (!floorAndRoof(ctx, corners, pair, o))
            return true;
        CellSet roof = ctx.emptySet();
        roof.insert(o[2]);
        roof.insert(o[3]);
        for (int h : ctx.commonHouses(roof)) {
            for (DigitMask m = pair; m; m &= m - 1) {
                const int locked = firstDigit(m);
                if (!ctx.hasCandidate(o[2], locked) || !ctx.hasCandidate(o[3], locked)
                    || digitCount(ctx.positions(h, locked)) != 2 || (ctx.placedIn(h) & digitBit(locked)))
                    continue;
                const DigitMask other = pair & ~digitBit(locked);
                Step step = rectangleStep(ctx, Technique::UniqueRectangle4, 4, pair, corners);
                step.detail.digits = {locked, firstDigit(other)};
                step.detail.cells.assign(o.begin(), o.end());
                step.detail.houses = {h};
                step.pattern.houses.push_back({h, Role::Cover});
                step.pattern.links.push_back({{o[2], locked}, {o[3], locked}, true, {}, {}});
                eliminate(ctx, step, o[2], other);
                eliminate(ctx, step, o[3], other);
                if (!sink.add(std::move(step)))
                    return false;
            }
        }
        return true;
    });
}

// A house holding both cells where digit fits only in those two; -1 if none.
int strongLinkHouse(const LogicContext& ctx, int p, int q, int digit)
{
    if (!ctx.hasCandidate(p, digit) || !ctx.hasCandidate(q, digit))
        return -1;
    CellSet both = ctx.emptySet();
    both.insert(p);
    both.insert(q);
    for (int h : ctx.commonHouses(both))
        if (digitCount(ctx.positions(h, digit)) == 2 && !(ctx.placedIn(h) & digitBit(digit)))
            return h;
    return -1;
}

// Hidden Rectangle: r1c1 holds only {3,8}; the others hold 3 and 8 among more.
// In row 4 and column 5, 3 fits only in the rectangle, so were r4c5 8, r4c1
// and r1c5 would be 3, r1c1 8: deadly. So 8 goes from r4c5 (the corner
// opposite the bivalue one).
void findHiddenRectangle(const LogicContext& ctx, StepSink& sink)
{
    if (!ctx.uniquenessKnown())
        return;
    forEachRectangle(ctx, [&](const Corners& corners, DigitMask pair) {
        for (int i = 0; i < 4; ++i) {
            if (ctx.candidates(corners[i]) != pair)
                continue;
            const int d = corners[3 - i];
            const int rowMate = corners[(3 - i) ^ 1];
            const int columnMate = corners[(3 - i) ^ 2];
            for (DigitMask m = pair; m; m &= m - 1) {
                const int locked = firstDigit(m);
                const DigitMask other = pair & ~digitBit(locked);
                const int h1 = strongLinkHouse(ctx, d, rowMate, locked);
                const int h2 = h1 < 0 ? -1 : strongLinkHouse(ctx, d, columnMate, locked);
                if (h2 < 0)
                    continue;
                Step step = rectangleStep(ctx, Technique::HiddenRectangle, 0, pair, corners);
                step.detail.digits = {locked, firstDigit(other)};
                step.detail.cells = {corners[i], rowMate, columnMate, d};
                step.detail.houses = {h1, h2};
                step.pattern.houses = {{h1, Role::Cover}, {h2, Role::Cover}};
                step.pattern.links.push_back({{d, locked}, {rowMate, locked}, true, {}, {}});
                step.pattern.links.push_back({{d, locked}, {columnMate, locked}, true, {}, {}});
                eliminate(ctx, step, d, other);
                if (!sink.add(std::move(step)))
                    return false;
            }
        }
        return true;
    });
}

// BUG+1: every empty cell holds two candidates except r5c5 {2,4,7}, and in
// every house each digit fits in exactly two cells, except 7 in r5c5's houses
// (three). Were r5c5 not 7, the grid would be a bivalue universal grave: each
// cell swapping to its other candidate gives a second solution. So 2 and 4
// go from r5c5.
void findBugPlusOne(const LogicContext& ctx, StepSink& sink)
{
    // The grave's second solution swaps every cell to its other candidate,
    // which keeps the houses but not, in general, a killer cage's sum: with
    // cages the argument fails, so the finder stays out.
    if (!ctx.uniquenessKnown() || ctx.geometry().hasCages())
        return;
    const int bivalue = ctx.bivalueCells().count();
    const CellSet& empty = ctx.emptyCells();
    if (bivalue != empty.count() - 1)
        return;
    const int odd = (empty - ctx.bivalueCells()).first();
    const DigitMask oddMask = ctx.candidates(odd);
    if (digitCount(oddMask) != 3)
        return;
    const auto& houses = ctx.geometry().houses();
    for (DigitMask m = oddMask; m; m &= m - 1) {
        const int z = firstDigit(m);
        bool grave = true;
        for (int h = 0; h < int(houses.size()) && grave; ++h) {
            const bool holdsOdd = ctx.houseCells(h).contains(odd);
            for (int digit = 1; digit <= ctx.size() && grave; ++digit) {
                const int count = digitCount(ctx.positions(h, digit)) - (holdsOdd && digit == z ? 1 : 0);
                grave = count == 0 || count == 2;
            }
        }
        if (!grave)
            continue;
        Step step;
        step.technique = Technique::BugPlusOne;
        step.detail.digits = {z};
        step.detail.cells = {odd};
        // Reported as HoDoKu does: the cell's other candidates go, leaving z.
        step.pattern.cells.push_back({odd, Role::Fin});
        step.pattern.candidates.push_back({odd, z, Role::Fin});
        eliminate(ctx, step, odd, oddMask & ~digitBit(z));
        sink.add(std::move(step));
        return;
    }
}

constexpr FinderEntry kFinders[] = {
    {Technique::UniqueRectangle1, findUniqueRectangle1},
    {Technique::UniqueRectangle2, findUniqueRectangle2},
    {Technique::UniqueRectangle3, findUniqueRectangle3},
    {Technique::UniqueRectangle4, findUniqueRectangle4},
    {Technique::HiddenRectangle, findHiddenRectangle},
    {Technique::BugPlusOne, findBugPlusOne},
};

} // namespace

std::span<const FinderEntry> uniquenessFinders()
{
    return kFinders;
}

} // namespace pm::logic
