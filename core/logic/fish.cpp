// SPDX-License-Identifier: GPL-3.0-or-later
// Fish: n lines (the base) whose places for a digit all lie in n crossing
// lines (the cover). Each base line takes the digit once, in distinct cover
// lines, so the n cover lines are filled by the base and the digit goes from
// the rest of the cover. Finned fish allow extra base candidates (fins) that
// all lie in one house; a target then must also see every fin.
#include "core/logic/combinations.h"
#include "core/logic/finders.h"
#include "core/logic/step_marks.h"

#include <array>
#include <bit>

namespace pm::logic {

namespace {

constexpr int kMaxFish = 4; // jellyfish; larger fish are not searched

// One direction of a fish: base lines are rows and cover lines columns, or
// the other way round. Bit i of a base line's positions() is its i-th cell,
// which lies in crossing line i: rows list cells by column, columns by row.
struct Orientation {
    std::array<int, Geometry::kMaxSize> base{};  // base line k -> house
    std::array<int, Geometry::kMaxSize> cover{}; // bit i of a base line -> house
};

std::array<Orientation, 2> orientations(const Geometry& g)
{
    std::array<Orientation, 2> result;
    const auto& houses = g.houses();
    for (int h = 0; h < int(houses.size()); ++h) {
        if (houses[h].kind == HouseKind::Row) {
            result[0].base[houses[h].index] = h;
            result[1].cover[houses[h].index] = h;
        } else if (houses[h].kind == HouseKind::Column) {
            result[1].base[houses[h].index] = h;
            result[0].cover[houses[h].index] = h;
        }
    }
    return result;
}

// Whether x has more than n bits set, for small n: cheaper than a popcount
// where the build has no popcount instruction (no -march), as measured: the
// library popcount took 29% of the finned fish search.
constexpr bool moreThan(std::uint64_t x, int n)
{
    for (int i = 0; i < n && x; ++i)
        x &= x - 1;
    return x != 0;
}

struct FishShape {
    int digit = 0;
    int size = 0;
    std::array<int, kMaxFish> lines{}; // base line numbers (not houses)
    std::uint64_t cover = 0;           // cover line numbers as bits
};

// Base, fin and target candidates, base and cover houses; fins (if any) are
// detail.cells.
Step fishStep(const LogicContext& ctx, Technique technique, const Orientation& o, const FishShape& fish,
              const CellSet& fins, const CellSet& targets)
{
    Step step;
    step.technique = technique;
    step.detail.digits = {fish.digit};
    step.detail.size = fish.size;
    const auto& houses = ctx.geometry().houses();
    for (int k = 0; k < fish.size; ++k) {
        const int h = o.base[fish.lines[k]];
        step.detail.houses.push_back(h);
        step.pattern.houses.push_back({h, Role::Base});
        for (std::uint64_t m = ctx.positions(h, fish.digit); m; m &= m - 1) {
            const int cell = houses[h].cells[std::countr_zero(m)];
            step.pattern.candidates.push_back({cell, fish.digit, fins.contains(cell) ? Role::Fin : Role::Base});
        }
    }
    for (std::uint64_t m = fish.cover; m; m &= m - 1) {
        const int h = o.cover[std::countr_zero(m)];
        step.detail.coverHouses.push_back(h);
        step.pattern.houses.push_back({h, Role::Cover});
    }
    fins.forEach([&](int cell) { step.detail.cells.push_back(cell); });
    addEliminations(step, targets, fish.digit);
    return step;
}

// The digit's candidates in the cover lines outside the base lines.
CellSet coverOutsideBase(const LogicContext& ctx, const Orientation& o, const FishShape& fish)
{
    CellSet cover = ctx.emptySet();
    for (std::uint64_t m = fish.cover; m; m &= m - 1)
        cover |= ctx.houseCells(o.cover[std::countr_zero(m)]);
    for (int k = 0; k < fish.size; ++k)
        cover.subtract(ctx.houseCells(o.base[fish.lines[k]]));
    return cover & ctx.cellsWith(fish.digit);
}

// X-Wing on 7: in rows 2 and 8, 7 fits only in columns 3 and 6, so 7 goes
// from the rest of columns 3 and 6. Base lines with more than n places cannot
// be part of a size-n fish, and a partial union wider than n never shrinks,
// so the search prunes there; that keeps it cheap on 64x64 grids too.
template <int n>
void findBasicFish(const LogicContext& ctx, StepSink& sink)
{
    constexpr Technique technique = n == 2 ? Technique::XWing : n == 3 ? Technique::Swordfish : Technique::Jellyfish;
    const auto both = orientations(ctx.geometry());
    const int size = ctx.size();
    std::array<int, Geometry::kMaxSize> candidates{};
    CountingSink counted(sink);
    for (int orientation = 0; orientation < 2; ++orientation) {
        const Orientation& o = both[size_t(orientation)];
        for (int digit = 1; digit <= size; ++digit) {
            // A digit whose places are as they were when it gave no fish
            // gives none now (LogicContext::digitStamp).
            const int part = orientation * (size + 1) + digit;
            const std::uint64_t stamp = ctx.digitStamp(digit);
            if (ctx.foundNothing(technique, part, stamp))
                continue;
            const int before = counted.count();
            int count = 0;
            for (int line = 0; line < size; ++line) {
                const std::uint64_t places = ctx.positions(o.base[line], digit);
                if ((places & (places - 1)) && !moreThan(places, n))
                    candidates[count++] = line;
            }
            FishShape fish;
            fish.digit = digit;
            fish.size = n;
            // Depth-first over base lines in ascending order, pruning on the
            // union of their places.
            std::array<int, kMaxFish> next{};
            std::array<std::uint64_t, kMaxFish + 1> unionAt{};
            int depth = 0;
            next[0] = 0;
            while (depth >= 0) {
                if (next[depth] >= count) {
                    --depth;
                    if (depth >= 0)
                        ++next[depth];
                    continue;
                }
                const int line = candidates[next[depth]];
                const std::uint64_t u = unionAt[depth] | ctx.positions(o.base[line], digit);
                if (moreThan(u, n)) {
                    ++next[depth];
                    continue;
                }
                fish.lines[depth] = line;
                if (depth + 1 < n) {
                    unionAt[depth + 1] = u;
                    ++depth;
                    next[depth] = next[depth - 1] + 1;
                    continue;
                }
                ++next[depth];
                if (!moreThan(u, n - 1))
                    continue; // fewer covers than lines: the state is broken, not a fish
                fish.cover = u;
                const CellSet targets = coverOutsideBase(ctx, o, fish);
                if (!targets.empty() && !counted.add(fishStep(ctx, technique, o, fish, ctx.emptySet(), targets)))
                    return;
            }
            if (ctx.stopRequested())
                return;
            if (counted.count() == before)
                ctx.noteNothing(technique, part, stamp);
        }
    }
}

// The finned (or sashimi) fish of n base lines.
constexpr Technique finnedFish(int n, bool sashimi)
{
    return n == 2   ? (sashimi ? Technique::SashimiXWing : Technique::FinnedXWing)
           : n == 3 ? (sashimi ? Technique::SashimiSwordfish : Technique::FinnedSwordfish)
                    : (sashimi ? Technique::SashimiJellyfish : Technique::FinnedJellyfish);
}

// Finned X-Wing on 4: in rows 1 and 5, 4 fits only in columns 2 and 8, except
// r5c7 (the fin, in box 6). Either the fin is 4, or the X-Wing holds; both
// rule 4 out of r4c8 and r6c8, which lie in a cover column and see the fin.
// Sashimi: the same with a base line that keeps only one candidate once the
// fins are gone (r5c8 missing above), so without its fins it is no fish.
//
// The fins must share a house (a box or region, or an extra house) that is
// not a line; for each such house f the search picks base lines whose places
// outside f fit n covers, then covers = those places plus columns inside f.
template <int n, bool sashimi>
void findFinnedFish(const LogicContext& ctx, StepSink& sink)
{
    constexpr Technique technique = finnedFish(n, sashimi);
    const Geometry& g = ctx.geometry();
    const auto& houses = g.houses();
    const auto both = orientations(g);
    const int size = ctx.size();
    std::array<std::uint64_t, Geometry::kMaxSize> places{};
    std::array<bool, Geometry::kMaxSize> narrow{}; // 2..n places: a base line whatever f is
    std::array<std::uint64_t, Geometry::kMaxSize> inside{};
    std::array<int, Geometry::kMaxSize> candidates{};
    std::array<int, Geometry::kMaxSize> insideBits{};
    FishShape fish;
    fish.size = n;
    CountingSink counted(sink);

    // The lines through fin house f and the base line bits f covers there.
    auto markInside = [&](int orientation, int f) {
        inside.fill(0);
        for (int cell : houses[f].cells) {
            const int line = orientation == 0 ? g.row(cell) : g.column(cell);
            const int bit = orientation == 0 ? g.column(cell) : g.row(cell);
            inside[line] |= std::uint64_t(1) << bit;
        }
    };

    // The fins of `fish` (the base places outside its covers) and its
    // targets; whether it is a step: some target, and f is the first
    // non-line house holding all the fins (each fish is reported once).
    auto finsAndTargets = [&](const Orientation& o, int f, CellSet& fins, CellSet& targets) {
        targets = ctx.cellsWith(fish.digit);
        for (int k = 0; k < n; ++k) {
            const auto& cells = houses[o.base[fish.lines[k]]].cells;
            for (std::uint64_t m = places[fish.lines[k]] & ~fish.cover; m; m &= m - 1) {
                const int cell = cells[std::countr_zero(m)];
                fins.insert(cell);
                targets &= ctx.peersOf(cell);
            }
        }
        if (targets.empty())
            return false;
        targets &= coverOutsideBase(ctx, o, fish);
        if (targets.empty())
            return false;
        for (int h : ctx.commonHouses(fins)) {
            const HouseKind kind = houses[h].kind;
            if (kind != HouseKind::Row && kind != HouseKind::Column)
                return h == f;
        }
        return true;
    };
    // Finned and sashimi fish of one size walk the same base lines and
    // covers and differ only in whether a base line keeps one place: the
    // finned search (first in the catalogue) notes whether a sashimi step
    // came up in a part, so that the sashimi search skips a part with none
    // (LogicContext::noteNothing), instead of walking it all again.
    bool sashimiFound = false;

    // Base lines chosen depth-first in ascending order; `out` (their places
    // outside f) must fit the n covers, so a wider partial union is pruned.
    auto searchLines = [&](const Orientation& o, int f, int count) {
        std::array<int, kMaxFish> next{};
        std::array<std::uint64_t, kMaxFish + 1> outAt{};
        std::array<std::uint64_t, kMaxFish + 1> allAt{};
        int depth = 0;
        while (depth >= 0) {
            if (next[depth] >= count) {
                --depth;
                if (depth >= 0)
                    ++next[depth];
                continue;
            }
            const int line = candidates[next[depth]];
            const std::uint64_t out = outAt[depth] | (places[line] & ~inside[line]);
            if (moreThan(out, n)) {
                ++next[depth];
                continue;
            }
            fish.lines[depth] = line;
            const std::uint64_t all = allAt[depth] | places[line];
            if (depth + 1 < n) {
                outAt[depth + 1] = out;
                allAt[depth + 1] = all;
                ++depth;
                next[depth] = next[depth - 1] + 1;
                continue;
            }
            ++next[depth];
            if (!moreThan(all, n))
                continue; // no fins: a basic fish (or a broken state)
            // Complete the covers with lines through f; what stays uncovered
            // in f are the fins.
            int bits = 0;
            for (std::uint64_t m = all & ~out; m; m &= m - 1)
                insideBits[bits++] = std::countr_zero(m);
            const int extra = n - digitCount(out);
            const bool more = forEachCombination({insideBits.data(), size_t(bits)}, extra, [&](std::span<const int> chosen) {
                fish.cover = out;
                for (int i = 0; i < extra; ++i)
                    fish.cover |= std::uint64_t(1) << chosen[i];
                bool degenerate = false;
                for (int k = 0; k < n; ++k) {
                    const std::uint64_t kept = places[fish.lines[k]] & fish.cover;
                    if (kept == 0)
                        return true; // a line of fins only: nothing fish-like left
                    degenerate |= (kept & (kept - 1)) == 0;
                }
                if (degenerate != sashimi) {
                    // The finned search walks the sashimi search's shapes too
                    // (below): it tells whether any would be a step.
                    if constexpr (!sashimi)
                        if (!sashimiFound) {
                            CellSet fins = ctx.emptySet(), targets = ctx.emptySet();
                            sashimiFound = finsAndTargets(o, f, fins, targets);
                        }
                    return true;
                }
                CellSet fins = ctx.emptySet(), targets = ctx.emptySet();
                if (!finsAndTargets(o, f, fins, targets))
                    return true;
                return counted.add(fishStep(ctx, technique, o, fish, fins, targets));
            });
            if (!more)
                return false;
        }
        return true;
    };

    for (int orientation = 0; orientation < 2; ++orientation) {
        const Orientation& o = both[orientation];
        for (int digit = 1; digit <= size; ++digit) {
            // As in findBasicFish: an unchanged digit that gave nothing gives nothing.
            const int part = orientation * (size + 1) + digit;
            const std::uint64_t stamp = ctx.digitStamp(digit);
            if (ctx.foundNothing(technique, part, stamp))
                continue;
            const int before = counted.count();
            sashimiFound = false;
            fish.digit = digit;
            int wide = 0; // lines that could be base lines with some fin house
            for (int line = 0; line < size; ++line) {
                places[line] = ctx.positions(o.base[line], digit);
                narrow[line] = places[line] & (places[line] - 1) && !moreThan(places[line], n);
                wide += places[line] & (places[line] - 1) ? 1 : 0;
            }
            if (wide < n)
                continue;
            for (auto finHouses : {ctx.boxHouses(), ctx.extraHouses()}) {
                for (int f : finHouses) {
                    if (ctx.positions(f, digit) == 0)
                        continue;
                    markInside(orientation, f);
                    int count = 0;
                    bool finPossible = false;
                    for (int line = 0; line < size; ++line) {
                        if (!inside[line]) {
                            if (narrow[line])
                                candidates[count++] = line;
                        } else if (places[line] & (places[line] - 1) && !moreThan(places[line] & ~inside[line], n)) {
                            candidates[count++] = line;
                            finPossible |= (places[line] & inside[line]) != 0;
                        }
                    }
                    if (count < n || !finPossible)
                        continue;
                    if (!searchLines(o, f, count))
                        return;
                }
            }
            if (ctx.stopRequested())
                return;
            if (counted.count() == before)
                ctx.noteNothing(technique, part, stamp);
            if (!sashimi && !sashimiFound)
                ctx.noteNothing(finnedFish(n, true), part, stamp);
        }
    }
}

constexpr FinderEntry kFinders[] = {
    {Technique::XWing, findBasicFish<2>},
    {Technique::Swordfish, findBasicFish<3>},
    {Technique::Jellyfish, findBasicFish<4>},
    {Technique::FinnedXWing, findFinnedFish<2, false>},
    {Technique::SashimiXWing, findFinnedFish<2, true>},
    {Technique::FinnedSwordfish, findFinnedFish<3, false>},
    {Technique::SashimiSwordfish, findFinnedFish<3, true>},
    {Technique::FinnedJellyfish, findFinnedFish<4, false>},
    {Technique::SashimiJellyfish, findFinnedFish<4, true>},
};

} // namespace

std::span<const FinderEntry> fishFinders()
{
    return kFinders;
}

} // namespace pm::logic
