// SPDX-License-Identifier: GPL-3.0-or-later
// Colouring: the conjugate pairs of one digit (houses where it fits in
// exactly two cells) join into clusters; in each cluster the digit is true in
// every cell of one colour and false in every cell of the other.
#include "core/logic/finders.h"
#include "core/logic/step_marks.h"

#include <utility>

namespace pm::logic {

namespace {

struct Cluster {
    CellSet colour[2];
    CellSet sees[2]; // cells seeing at least one cell of that colour
};

// The clusters of a digit. Clusters whose colouring breaks (an odd cycle of
// conjugate pairs) only arise in a contradictory state and are left out.
std::vector<Cluster> clustersOf(const LogicContext& ctx, int digit)
{
    const auto& houses = ctx.geometry().houses();
    std::vector<std::pair<int, int>> links;
    for (int h = 0; h < int(houses.size()); ++h) {
        const std::uint64_t where = ctx.positions(h, digit);
        if (digitCount(where) != 2 || (ctx.placedIn(h) & digitBit(digit)))
            continue;
        links.emplace_back(houses[h].cells[std::countr_zero(where)], houses[h].cells[63 - std::countl_zero(where)]);
    }
    std::vector<Cluster> clusters;
    CellSet done = ctx.emptySet();
    std::vector<int> queue;
    std::vector<int> colourOf(size_t(ctx.cellCount()), -1);
    for (const auto& [first, ignored] : links) {
        if (done.contains(first))
            continue;
        Cluster cluster{{ctx.emptySet(), ctx.emptySet()}, {ctx.emptySet(), ctx.emptySet()}};
        bool consistent = true;
        queue.assign(1, first);
        colourOf[first] = 0;
        done.insert(first);
        for (size_t i = 0; i < queue.size(); ++i) {
            const int cell = queue[i];
            cluster.colour[colourOf[cell]].insert(cell);
            for (const auto& [p, q] : links) {
                const int next = p == cell ? q : q == cell ? p : -1;
                if (next < 0)
                    continue;
                if (!done.contains(next)) {
                    done.insert(next);
                    colourOf[next] = 1 - colourOf[cell];
                    queue.push_back(next);
                } else if (colourOf[next] == colourOf[cell]) {
                    consistent = false;
                }
            }
        }
        if (!consistent)
            continue;
        for (int c = 0; c < 2; ++c)
            cluster.colour[c].forEach([&](int cell) { cluster.sees[c] |= ctx.peersOf(cell); });
        clusters.push_back(std::move(cluster));
    }
    return clusters;
}

void markCluster(Step& step, const Cluster& cluster, int digit, Role first, Role second)
{
    cluster.colour[0].forEach([&](int cell) { step.pattern.candidates.push_back({cell, digit, first}); });
    cluster.colour[1].forEach([&](int cell) { step.pattern.candidates.push_back({cell, digit, second}); });
}

// A cell and a peer of it in the same colour, when there is one.
std::pair<int, int> clashIn(const LogicContext& ctx, const CellSet& colour)
{
    std::pair<int, int> clash{-1, -1};
    colour.forEach([&](int cell) {
        if (clash.first < 0) {
            const CellSet peers = colour & ctx.peersOf(cell);
            if (!peers.empty())
                clash = {cell, peers.first()};
        }
    });
    return clash;
}

// Simple Colours trap: 7 is conjugate in r1c2-r1c8, r1c8-r6c8 and r6c8-r6c5;
// colours {r1c2, r6c8} and {r1c8, r6c5}. One colour is true, so r6c2, seeing
// r1c2 and r6c5, cannot be 7.
// Wrap: two cells of one colour see each other, so that colour cannot be true;
// 7 goes from every cell of it (the other colour's cells then become 7).
template <Technique technique>
void findSimpleColours(const LogicContext& ctx, StepSink& sink)
{
    CountingSink counted(sink);
    for (int digit = 1; digit <= ctx.size(); ++digit) {
        // A digit whose places are as they were when it gave nothing gives
        // nothing now (LogicContext::digitStamp).
        const std::uint64_t stamp = ctx.digitStamp(digit);
        if (ctx.foundNothing(technique, digit, stamp))
            continue;
        const int before = counted.count();
        for (const Cluster& cluster : clustersOf(ctx, digit)) {
            if (technique == Technique::SimpleColoursTrap) {
                const CellSet targets = (ctx.cellsWith(digit) & cluster.sees[0] & cluster.sees[1]) - cluster.colour[0]
                    - cluster.colour[1];
                if (targets.empty())
                    continue;
                Step step;
                step.technique = technique;
                step.detail.digits = {digit};
                markCluster(step, cluster, digit, Role::ColourA, Role::ColourB);
                addEliminations(step, targets, digit);
                if (!counted.add(std::move(step)))
                    return;
                continue;
            }
            for (int c = 0; c < 2; ++c) {
                const auto [a, b] = clashIn(ctx, cluster.colour[c]);
                if (a < 0)
                    continue;
                CellSet pair = ctx.emptySet();
                pair.insert(a);
                pair.insert(b);
                Step step;
                step.technique = technique;
                step.detail.digits = {digit};
                step.detail.cells = {a, b};
                step.detail.houses = ctx.commonHouses(pair);
                for (int h : step.detail.houses)
                    step.pattern.houses.push_back({h, Role::Contradiction});
                // The false colour is drawn as ColourB.
                markCluster(step, cluster, digit, c == 0 ? Role::ColourB : Role::ColourA,
                            c == 0 ? Role::ColourA : Role::ColourB);
                addEliminations(step, cluster.colour[c], digit);
                if (!counted.add(std::move(step)))
                    return;
            }
        }
        if (ctx.stopRequested())
            return;
        if (counted.count() == before)
            ctx.noteNothing(technique, digit, stamp);
    }
}

// A cell of `from` seeing a cell of `to`, as a pair; {-1, -1} if none.
std::pair<int, int> linkBetween(const LogicContext& ctx, const CellSet& from, const CellSet& to)
{
    std::pair<int, int> link{-1, -1};
    from.forEach([&](int cell) {
        if (link.first < 0) {
            const CellSet seen = to & ctx.peersOf(cell);
            if (!seen.empty())
                link = {cell, seen.first()};
        }
    });
    return link;
}

// Multi-Colours, two clusters of one digit:
// type 1: colour a of cluster 1 sees colour c of cluster 2, so a and c are not
// both true; then b or d (their opposites) is, and a cell seeing both b and d
// loses the digit.
// type 2: colour a of cluster 1 sees both colours of cluster 2; one of those
// is true, so a is false and the digit goes from every cell of a.
// Clusters of 4: {r1c1 | r3c7} and {r2c3 | r8c3}. r1c1 and r2c3 share box 1,
// so they are not both 4; hence r3c7 or r8c3 is 4, and r8c7, seeing both,
// loses 4.
void findMultiColours(const LogicContext& ctx, StepSink& sink)
{
    CountingSink counted(sink);
    for (int digit = 1; digit <= ctx.size(); ++digit) {
        // As in findSimpleColours: an unchanged digit that gave nothing gives nothing.
        const std::uint64_t stamp = ctx.digitStamp(digit);
        if (ctx.foundNothing(Technique::MultiColours, digit, stamp))
            continue;
        const int before = counted.count();
        const std::vector<Cluster> clusters = clustersOf(ctx, digit);
        const CellSet& holders = ctx.cellsWith(digit);
        for (size_t i = 0; i < clusters.size(); ++i) {
            for (size_t j = 0; j < clusters.size(); ++j) {
                if (i == j)
                    continue;
                const Cluster& one = clusters[i];
                const Cluster& two = clusters[j];
                for (int ci = 0; ci < 2; ++ci) {
                    // Type 2: colour ci of `one` sees both colours of `two`.
                    if (one.sees[ci].intersects(two.colour[0]) && one.sees[ci].intersects(two.colour[1])) {
                        const auto l0 = linkBetween(ctx, one.colour[ci], two.colour[0]);
                        const auto l1 = linkBetween(ctx, one.colour[ci], two.colour[1]);
                        Step step;
                        step.technique = Technique::MultiColours;
                        step.detail.variantType = 2;
                        step.detail.digits = {digit};
                        step.detail.cells = {l0.first, l0.second, l1.first, l1.second};
                        markCluster(step, one, digit, ci == 0 ? Role::ColourB : Role::ColourA,
                                    ci == 0 ? Role::ColourA : Role::ColourB);
                        markCluster(step, two, digit, Role::Link, Role::Link);
                        addEliminations(step, one.colour[ci], digit);
                        if (!counted.add(std::move(step)))
                            return;
                    }
                }
                // Type 1, each unordered cluster pair once, every linked pair
                // of colours in one step.
                if (j < i)
                    continue;
                Step step;
                step.technique = Technique::MultiColours;
                step.detail.variantType = 1;
                step.detail.digits = {digit};
                CellSet targets = ctx.emptySet();
                for (int ci = 0; ci < 2; ++ci)
                    for (int cj = 0; cj < 2; ++cj) {
                        if (!one.sees[ci].intersects(two.colour[cj]))
                            continue;
                        const CellSet more = holders & one.sees[1 - ci] & two.sees[1 - cj];
                        if (more.empty())
                            continue;
                        targets |= more;
                        const auto link = linkBetween(ctx, one.colour[ci], two.colour[cj]);
                        step.detail.cells.push_back(link.first);
                        step.detail.cells.push_back(link.second);
                        if (step.pattern.candidates.empty()) {
                            // The linked colours (at most one true) as ColourA,
                            // their opposites (at least one true) as ColourB.
                            markCluster(step, one, digit, ci == 0 ? Role::ColourA : Role::ColourB,
                                        ci == 0 ? Role::ColourB : Role::ColourA);
                            markCluster(step, two, digit, cj == 0 ? Role::ColourA : Role::ColourB,
                                        cj == 0 ? Role::ColourB : Role::ColourA);
                        }
                    }
                if (targets.empty())
                    continue;
                addEliminations(step, targets, digit);
                if (!counted.add(std::move(step)))
                    return;
            }
        }
        if (ctx.stopRequested())
            return;
        if (counted.count() == before)
            ctx.noteNothing(Technique::MultiColours, digit, stamp);
    }
}

constexpr FinderEntry kFinders[] = {
    {Technique::SimpleColoursTrap, findSimpleColours<Technique::SimpleColoursTrap>},
    {Technique::SimpleColoursWrap, findSimpleColours<Technique::SimpleColoursWrap>},
    {Technique::MultiColours, findMultiColours},
};

} // namespace

std::span<const FinderEntry> colouringFinders()
{
    return kFinders;
}

} // namespace pm::logic
