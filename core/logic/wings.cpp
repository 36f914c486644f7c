// SPDX-License-Identifier: GPL-3.0-or-later
// Wings: two or three bivalue (or trivalue) cells whose candidates force a
// digit into one of two pincer cells, so no cell seeing both pincers keeps it.
#include "core/logic/finders.h"
#include "core/logic/step_marks.h"

namespace pm::logic {

namespace {

// Cells holding digit that see every cell of `cells`, minus those cells.
CellSet targetsSeeingAll(const LogicContext& ctx, int digit, std::initializer_list<int> cells)
{
    CellSet targets = ctx.cellsWith(digit);
    for (int cell : cells)
        targets &= ctx.peersOf(cell);
    for (int cell : cells)
        targets.erase(cell);
    return targets;
}

void markCandidates(const LogicContext& ctx, Step& step, int cell, DigitMask digits, Role role)
{
    for (DigitMask m = ctx.candidates(cell) & digits; m; m &= m - 1)
        step.pattern.candidates.push_back({cell, firstDigit(m), role});
}

// Pivot {x,y} (XY-Wing) or {x,y,z} (XYZ-Wing) with pincers {x,z} and {y,z}
// among its peers. Whatever the pivot holds, one pincer becomes z (XYZ: or the
// pivot itself is z), so z goes from every cell seeing both pincers (XYZ:
// and the pivot).
// XY-Wing: r2c2 {4,7}, r2c8 {4,9}, r6c2 {7,9}: r2c2 = 4 makes r2c8 = 9,
// r2c2 = 7 makes r6c2 = 9, so 9 goes from r6c8.
template <Technique technique>
void findXyWing(const LogicContext& ctx, StepSink& sink)
{
    constexpr bool xyz = technique == Technique::XYZWing;
    const CellSet& bivalue = ctx.bivalueCells();
    bool more = true;
    ctx.emptyCells().forEach([&](int pivot) {
        const DigitMask pivotMask = ctx.candidates(pivot);
        if (!more || digitCount(pivotMask) != (xyz ? 3 : 2))
            return;
        const CellSet wings = bivalue & ctx.peersOf(pivot);
        wings.forEach([&](int a) {
            if (!more)
                return;
            const DigitMask maskA = ctx.candidates(a);
            // XY: a shares exactly one digit with the pivot. XYZ: a's digits
            // are two of the pivot's three.
            if (xyz ? (maskA & ~pivotMask) != 0 : digitCount(maskA & pivotMask) != 1)
                return;
            wings.forEach([&](int b) {
                if (!more || b <= a)
                    return;
                const DigitMask maskB = ctx.candidates(b);
                if (maskB == maskA)
                    return;
                DigitMask zMask;
                if (xyz) {
                    if ((maskB & ~pivotMask) != 0)
                        return;
                    zMask = maskA & maskB; // the pincers' common digit, also in the pivot
                } else {
                    // {x,z} and {y,z} with {x,y} the pivot and z outside it.
                    zMask = maskA & maskB;
                    if (digitCount(zMask) != 1 || (zMask & pivotMask) || ((maskA | maskB) & pivotMask) != pivotMask)
                        return;
                }
                if (digitCount(zMask) != 1)
                    return;
                const int z = firstDigit(zMask);
                const CellSet targets = xyz ? targetsSeeingAll(ctx, z, {pivot, a, b}) : targetsSeeingAll(ctx, z, {a, b});
                if (targets.empty())
                    return;
                Step step;
                step.technique = technique;
                for (DigitMask m = pivotMask & ~zMask; m; m &= m - 1)
                    step.detail.digits.push_back(firstDigit(m));
                step.detail.digits.push_back(z);
                step.detail.cells = {pivot, a, b};
                step.pattern.cells = {{pivot, Role::Base}, {a, Role::Pincer}, {b, Role::Pincer}};
                markCandidates(ctx, step, pivot, pivotMask, Role::Base);
                markCandidates(ctx, step, a, maskA & ~zMask, Role::Base);
                markCandidates(ctx, step, b, maskB & ~zMask, Role::Base);
                markCandidates(ctx, step, a, zMask, Role::Pincer);
                markCandidates(ctx, step, b, zMask, Role::Pincer);
                addEliminations(step, targets, z);
                more = sink.add(std::move(step));
            });
        });
    });
}

// W-Wing: two bivalue cells {x,y} that do not see each other, joined by a
// strong link on x (a house where x fits only in two cells, one seeing each).
// If neither were y both would be x, and x would have no place in that house;
// so one of them is y and y goes from every cell seeing both.
// r1c2 {1,5} and r8c6 {1,5}; in row 5, 1 fits only in r5c2 and r5c6: 5 goes
// from r8c2 and r1c6.
void findWWing(const LogicContext& ctx, StepSink& sink)
{
    const auto& houses = ctx.geometry().houses();
    const CellSet& bivalue = ctx.bivalueCells();
    bool more = true;
    bivalue.forEach([&](int a) {
        if (!more)
            return;
        const DigitMask mask = ctx.candidates(a);
        const CellSet peersA = ctx.peersOf(a);
        bivalue.forEach([&](int b) {
            if (!more || b <= a || ctx.candidates(b) != mask || peersA.contains(b))
                return;
            const CellSet peersB = ctx.peersOf(b);
            for (int link : {firstDigit(mask), firstDigit(mask & (mask - 1))}) {
                const int other = firstDigit(mask & ~digitBit(link));
                const CellSet targets = ctx.cellsWith(other) & peersA & peersB;
                if (targets.empty())
                    continue;
                for (int h = 0; h < int(houses.size()); ++h) {
                    const std::uint64_t where = ctx.positions(h, link);
                    // A digit already placed in the house has no strong link there,
                    // whatever stale marks say.
                    if (digitCount(where) != 2 || (ctx.placedIn(h) & digitBit(link)))
                        continue;
                    const int p = houses[h].cells[std::countr_zero(where)];
                    const int q = houses[h].cells[63 - std::countl_zero(where)];
                    if (p == a || p == b || q == a || q == b)
                        continue;
                    int nearA, nearB;
                    if (peersA.contains(p) && peersB.contains(q)) {
                        nearA = p;
                        nearB = q;
                    } else if (peersA.contains(q) && peersB.contains(p)) {
                        nearA = q;
                        nearB = p;
                    } else {
                        continue;
                    }
                    Step step;
                    step.technique = Technique::WWing;
                    step.detail.digits = {link, other};
                    step.detail.cells = {a, b, nearA, nearB};
                    step.detail.houses = {h};
                    step.pattern.houses = {{h, Role::Base}};
                    step.pattern.cells = {{a, Role::Pincer}, {b, Role::Pincer}};
                    step.pattern.candidates = {{a, link, Role::Base}, {b, link, Role::Base},
                                               {a, other, Role::Pincer}, {b, other, Role::Pincer},
                                               {nearA, link, Role::Link}, {nearB, link, Role::Link}};
                    step.pattern.links = {{{a, link}, {nearA, link}, false, {}, {}},
                                          {{nearA, link}, {nearB, link}, true, {}, {}},
                                          {{nearB, link}, {b, link}, false, {}, {}}};
                    addEliminations(step, targets, other);
                    more = sink.add(std::move(step));
                    // Any other link house gives the same eliminations.
                    break;
                }
                if (!more)
                    return;
            }
        });
    });
}

// Remote Pairs: bivalue cells with the same pair {x,y}, each seeing the next,
// alternate x and y along the chain. Two cells an odd number of steps apart
// hold x and y between them, so a cell seeing both loses x and y. Only ends at
// least three steps apart make it a remote pair; closer ones are a naked pair.
// r1c1, r1c5, r4c5, r4c8 all {2,6}: r1c1 and r4c8 differ, so r4c1 loses 2 and 6.
void findRemotePairs(const LogicContext& ctx, StepSink& sink)
{
    const CellSet& bivalue = ctx.bivalueCells();
    CellSet seen = ctx.emptySet();
    std::vector<int> order;
    std::vector<int> colour(size_t(ctx.cellCount()), -1);
    std::vector<int> depth(size_t(ctx.cellCount()), 0);
    bool more = true;
    bivalue.forEach([&](int start) {
        if (!more || seen.contains(start))
            return;
        const DigitMask pair = ctx.candidates(start);
        CellSet same = ctx.emptySet();
        bivalue.forEach([&](int cell) {
            if (ctx.candidates(cell) == pair)
                same.insert(cell);
        });
        // Breadth-first two-colouring of the component of `start`.
        order.assign(1, start);
        colour[start] = 0;
        depth[start] = 0;
        seen.insert(start);
        bool bipartite = true;
        for (size_t i = 0; i < order.size(); ++i) {
            const int cell = order[i];
            (same & ctx.peersOf(cell)).forEach([&](int next) {
                if (!seen.contains(next)) {
                    seen.insert(next);
                    colour[next] = 1 - colour[cell];
                    depth[next] = depth[cell] + 1;
                    order.push_back(next);
                } else if (colour[next] == colour[cell]) {
                    bipartite = false;
                }
            });
        }
        if (!bipartite || order.size() < 4)
            return;
        CellSet component = ctx.emptySet();
        for (int cell : order)
            component.insert(cell);
        // Cells of opposite colour at an odd distance >= 3 along the chain:
        // breadth-first distances within the component.
        std::vector<int> distance(size_t(ctx.cellCount()), -1);
        Step step;
        step.technique = Technique::RemotePairs;
        for (DigitMask m = pair; m; m &= m - 1)
            step.detail.digits.push_back(firstDigit(m));
        CellSet targets = (ctx.cellsWith(step.detail.digits[0]) | ctx.cellsWith(step.detail.digits[1])) - component;
        CellSet hit = ctx.emptySet();
        std::vector<int> queue;
        for (int from : order) {
            if (colour[from] != 0)
                continue;
            std::fill(distance.begin(), distance.end(), -1);
            queue.assign(1, from);
            distance[from] = 0;
            for (size_t i = 0; i < queue.size(); ++i)
                (component & ctx.peersOf(queue[i])).forEach([&](int next) {
                    if (distance[next] < 0) {
                        distance[next] = distance[queue[i]] + 1;
                        queue.push_back(next);
                    }
                });
            const CellSet fromPeers = ctx.peersOf(from) & targets;
            for (int to : order)
                if (colour[to] == 1 && distance[to] >= 3)
                    hit |= fromPeers & ctx.peersOf(to);
        }
        if (hit.empty())
            return;
        step.detail.cells = order;
        step.detail.size = int(order.size());
        for (int cell : order) {
            const Role role = colour[cell] == 0 ? Role::ColourA : Role::ColourB;
            step.pattern.cells.push_back({cell, role});
            for (int digit : step.detail.digits)
                step.pattern.candidates.push_back({cell, digit, role});
        }
        hit.forEach([&](int cell) {
            for (int digit : step.detail.digits)
                if (ctx.hasCandidate(cell, digit))
                    addElimination(step, cell, digit);
        });
        more = sink.add(std::move(step));
    });
}

constexpr FinderEntry kFinders[] = {
    {Technique::XYWing, findXyWing<Technique::XYWing>},
    {Technique::XYZWing, findXyWing<Technique::XYZWing>},
    {Technique::WWing, findWWing},
    {Technique::RemotePairs, findRemotePairs},
};

} // namespace

std::span<const FinderEntry> wingFinders()
{
    return kFinders;
}

} // namespace pm::logic
