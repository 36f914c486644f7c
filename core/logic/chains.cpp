// SPDX-License-Identifier: GPL-3.0-or-later
// Chains: alternating inference chains over the link graph (chain_graph.h).
//
// One search serves every chain technique. From a start node S assumed
// false, follow a strong link (S false => B true), then a weak one (B true =>
// C false), and so on; every node reached "true" is the far end Z of a chain
// S = ... = Z, which proves "S or Z is true". Then:
//   - a candidate excluded by both S and Z is false (the chain's eliminations);
//   - if Z reaches S itself, S cannot be false: S is placed;
//   - if Z and S are weakly linked, the chain closes into a continuous loop in
//     which every weak link is also strong, so a candidate excluded by both
//     ends of any weak link of the loop is false; and in each almost locked
//     set the loop passes through, exactly one of its two link digits is in
//     the set, which locks every other digit of the set in it.
// The techniques differ only in which nodes and links the search may use
// (X-Chain: one digit; XY-Chain: bivalue cells, linked by houses or by the
// variant constraints; AIC and Nice Loop: all candidates; grouped kinds add
// groups). The search is breadth first from
// each start, so the chains found are the shortest to each end, and each
// technique reports its chains shortest first.
#include "core/logic/chain_graph.h"
#include "core/logic/finders.h"

#include <algorithm>
#include <bit>
#include <map>

namespace pm::logic {

namespace {

enum class Mode { SingleDigit, Bivalue, Full };

struct FoundChain {
    std::vector<int> nodes; // S, ..., Z: links alternate strong, weak, ..., strong
    bool loop = false;      // a weak link Z - S closes a continuous loop
    std::vector<CellDigit> eliminations;
    std::vector<CellDigit> placements;
};

// Longest chain searched, in links. The search is breadth first, so its cost
// hardly depends on this bound (each state is visited once per start); it
// only keeps a step's story readable. HoDoKu's regression library has 9x9
// chains of up to 19 links. Bigger grids have far more candidates, so their
// chains stay short to keep a step cheap.
int maxLinks(const LogicContext& ctx)
{
    return ctx.size() <= 9 ? 23 : 7;
}

ChainGraphOptions graphOptions(Mode mode, bool groups, DigitMask digits)
{
    ChainGraphOptions options;
    options.digits = digits;
    options.groups = groups;
    options.alsNodes = groups && mode == Mode::Full;
    switch (mode) {
    case Mode::SingleDigit:
        options.strongInCell = false;
        options.weakInCell = false;
        break;
    case Mode::Bivalue:
        options.bivalueOnly = true;
        options.strongInHouse = false;
        options.weakInCell = false;
        // "These two cannot both be true" is a weak link whatever rule says
        // it: a dot or a thermometer between two bivalue cells carries the
        // chain as a shared house does, and a player reads such a chain of
        // pairs as easily. Single-digit chains keep to houses: a digit's
        // part of the graph is cached by that digit's changes alone, and
        // what a constraint rules out depends on the other digits too.
        options.constraintLinks = true;
        break;
    case Mode::Full:
        // Constraint pairs link candidates of different digits in different
        // cells: the full chains read them, as the XY-Chains do.
        options.constraintLinks = true;
        break;
    }
    return options;
}

void mergeInto(std::vector<CellDigit>& into, const std::vector<CellDigit>& more)
{
    std::vector<CellDigit> merged;
    std::set_union(into.begin(), into.end(), more.begin(), more.end(), std::back_inserter(merged));
    into = std::move(merged);
}

bool isSimple(const std::vector<int>& nodes, bool closesOnStart)
{
    std::vector<int> sorted(nodes.begin(), nodes.end() - (closesOnStart ? 1 : 0));
    std::sort(sorted.begin(), sorted.end());
    return std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end();
}

// Breadth-first from every start; calls found(chain) for every chain with an
// effect. States are node * 2 + (1 when the node is true).
template <typename Found>
void searchChains(const LogicContext& ctx, const ChainGraph& graph, Found&& found)
{
    const int states = graph.nodeCount() * 2;
    const int limit = maxLinks(ctx);
    std::vector<int> parent(states, -2);
    std::vector<int> depth(states, 0);
    std::vector<int> queue;
    queue.reserve(states);
    // Weak steps as bit rows over nodes (row n: the nodes a weak step from n
    // may take), and the nodes whose "false" state the search has reached:
    // a weak step then visits only the new targets, a few word operations,
    // where walking a link list tested every target, mostly reached
    // already (the weak lists were most of the search's work). Rows keep
    // only targets with a strong link: any other node is a dead end (its
    // "false" state has no strong step on, and its "true" state is never
    // reached, so no chain passes it and it never sits on a path). Bits are
    // taken ascending, the order of the sorted lists the search walked
    // before, so every state is reached from the same parent in the same
    // order: the same chains, in the same order.
    const size_t words = size_t(graph.rowWords());
    std::vector<std::uint64_t> withStrong(words, 0);
    for (int n = 0; n < graph.nodeCount(); ++n)
        if (!graph.strongLinks(n).empty())
            withStrong[size_t(n) >> 6] |= std::uint64_t(1) << (n & 63);
    std::vector<std::uint64_t> weakRows(size_t(graph.nodeCount()) * words);
    for (int n = 0; n < graph.nodeCount(); ++n)
        for (size_t w = 0; w < words; ++w)
            weakRows[size_t(n) * words + w] = graph.weakRow(n)[w] & withStrong[w];
    // Strong steps the same way (the lists are short, but testing each
    // target's state was a branch the processor could not predict).
    std::vector<std::uint64_t> strongRows(size_t(graph.nodeCount()) * words, 0);
    for (int n = 0; n < graph.nodeCount(); ++n)
        for (int next : graph.strongLinks(n))
            strongRows[size_t(n) * words + (size_t(next) >> 6)] |= std::uint64_t(1) << (next & 63);
    std::vector<std::uint64_t> reachedFalse(words, 0);
    std::vector<std::uint64_t> reachedTrue(words, 0);
    auto pathTo = [&](int state) {
        std::vector<int> nodes;
        for (int s = state; s >= 0; s = parent[s])
            nodes.push_back(s >> 1);
        std::reverse(nodes.begin(), nodes.end());
        return nodes;
    };
    // Keeps chains simple: a node is not used twice (the start may come back
    // only as its own conclusion). Called when the node's state `unseen` is
    // not reached yet, so only its other state can be on the path: it is
    // when it is the path's state at its depth. Walking the whole path to
    // the start was a third of the search's own time.
    auto onPath = [&](int state, int unseen) {
        const int other = unseen ^ 1;
        if (parent[other] == -2)
            return false;
        int s = state;
        while (depth[s] > depth[other])
            s = parent[s];
        return s == other;
    };
    for (int start = 0; start < graph.nodeCount(); ++start) {
        if (graph.strongLinks(start).empty())
            continue;
        if (ctx.stopRequested())
            return;
        for (int s : queue)
            parent[s] = -2;
        queue.clear();
        std::fill(reachedFalse.begin(), reachedFalse.end(), 0);
        std::fill(reachedTrue.begin(), reachedTrue.end(), 0);
        parent[start * 2] = -1;
        depth[start * 2] = 0;
        reachedFalse[size_t(start) >> 6] |= std::uint64_t(1) << (start & 63);
        queue.push_back(start * 2);
        for (size_t head = 0; head < queue.size(); ++head) {
            const int state = queue[head];
            if (depth[state] >= limit)
                continue;
            if (state & 1) { // true: weak steps to "false" states
                const std::uint64_t* row = &weakRows[size_t(state >> 1) * words];
                for (size_t w = 0; w < words; ++w) {
                    for (std::uint64_t bits = row[w] & ~reachedFalse[w]; bits; bits &= bits - 1) {
                        const int next = int(w * 64) + std::countr_zero(bits);
                        const int ns = next * 2;
                        // Only a node whose true state is reached can be on
                        // the path (next != start: the start's false state is).
                        if (((reachedTrue[w] >> (next & 63)) & 1) && onPath(state, ns))
                            continue;
                        parent[ns] = state;
                        depth[ns] = depth[state] + 1;
                        reachedFalse[w] |= std::uint64_t(1) << (next & 63);
                        queue.push_back(ns);
                    }
                }
                continue;
            }
            const std::uint64_t* row = &strongRows[size_t(state >> 1) * words];
            for (size_t w = 0; w < words; ++w) {
                for (std::uint64_t bits = row[w] & ~reachedTrue[w]; bits; bits &= bits - 1) {
                    const int next = int(w * 64) + std::countr_zero(bits);
                    const int ns = next * 2 + 1;
                    if (next != start && ((reachedFalse[w] >> (next & 63)) & 1) && onPath(state, ns))
                        continue;
                    parent[ns] = state;
                    depth[ns] = depth[state] + 1;
                    reachedTrue[w] |= std::uint64_t(1) << (next & 63);
                    queue.push_back(ns);
                    // Most ends prove nothing: test before building anything.
                    const bool loop = next != start && depth[ns] >= 3 && graph.weaklyLinked(next, start);
                    if (next == start ? graph.node(start).isGroup() || depth[ns] < 3
                                      : !loop && !graph.anyExcludedByBoth(start, next))
                        continue;
                    FoundChain chain;
                    if (next == start) {
                        const ChainNode& s = graph.node(start);
                        chain.placements.push_back({s.cell(), s.digit});
                        // Told as HoDoKu tells it too: the cell's other candidates go.
                        for (DigitMask m = ctx.candidates(s.cell()) & ~digitBit(s.digit); m; m &= m - 1)
                            chain.eliminations.push_back({s.cell(), firstDigit(m)});
                    } else {
                        chain.loop = loop;
                        chain.eliminations = graph.excludedByBoth(start, next);
                    }
                    chain.nodes = pathTo(ns);
                    if (!isSimple(chain.nodes, next == start))
                        continue;
                    if (chain.loop) {
                        for (size_t i = 1; i + 1 < chain.nodes.size(); i += 2)
                            mergeInto(chain.eliminations, graph.excludedByBoth(chain.nodes[i], chain.nodes[i + 1]));
                        for (size_t i = 0; i + 1 < chain.nodes.size(); i += 2)
                            mergeInto(chain.eliminations, graph.lockedInAlsLink(ctx, chain.nodes[i], chain.nodes[i + 1]));
                    }
                    if (chain.eliminations.empty() && chain.placements.empty())
                        continue;
                    found(std::move(chain));
                }
            }
        }
    }
}

// A group node, or a link through an almost locked set (which may join two
// single candidates): the grouped kinds' own chains.
bool hasGroup(const ChainGraph& graph, const FoundChain& chain)
{
    if (std::any_of(chain.nodes.begin(), chain.nodes.end(), [&](int n) { return graph.node(n).isGroup(); }))
        return true;
    for (size_t i = 0; i + 1 < chain.nodes.size(); i += 2) // strong links sit at even positions
        if (graph.isAlsLink(chain.nodes[i], chain.nodes[i + 1]))
            return true;
    return false;
}

// A chain whose conclusion lands on its own ends (a loop, a placement, or an
// elimination in an end cell) reads as a nice loop; any other as an AIC.
bool readsAsLoop(const ChainGraph& graph, const FoundChain& chain)
{
    if (chain.loop || !chain.placements.empty())
        return true;
    const ChainNode& s = graph.node(chain.nodes.front());
    const ChainNode& z = graph.node(chain.nodes.back());
    return std::any_of(chain.eliminations.begin(), chain.eliminations.end(), [&](const CellDigit& e) {
        return (!s.isGroup() && e.cell == s.cell()) || (!z.isGroup() && e.cell == z.cell());
    });
}

bool belongs(Technique technique, const ChainGraph& graph, const FoundChain& chain)
{
    switch (technique) {
    case Technique::XChain:
        return true;
    case Technique::XYChain:
        // Two cells at least: what one cell's two digits both rule out
        // across a constraint is that cell's rule pointing.
        return chain.nodes.size() >= 4;
    case Technique::NiceLoop:
        return readsAsLoop(graph, chain);
    case Technique::AlternatingInferenceChain:
        return !readsAsLoop(graph, chain);
    case Technique::GroupedXChain:
    case Technique::GroupedAic:
        return hasGroup(graph, chain);
    default:
        return false;
    }
}

ChainLink chainLink(const ChainGraph& graph, int from, int to, bool strong)
{
    ChainLink link;
    const ChainNode& a = graph.node(from);
    const ChainNode& b = graph.node(to);
    link.from = {a.cell(), a.digit};
    link.to = {b.cell(), b.digit};
    link.strong = strong;
    if (a.isGroup())
        link.fromGroup.assign(graph.cells(from).begin(), graph.cells(from).end());
    if (b.isGroup())
        link.toGroup.assign(graph.cells(to).begin(), graph.cells(to).end());
    return link;
}

// Detail: digits (in chain order), cells (each node's first cell, in order),
// size (links, the closing one of a loop included), variantType (0 open
// chain, 1 continuous loop, 2 discontinuous loop: a placement or an
// elimination in an end cell). Pattern links run from S to Z.
Step chainStep(Technique technique, const ChainGraph& graph, const FoundChain& chain)
{
    Step step;
    step.technique = technique;
    step.eliminations = chain.eliminations;
    step.placements = chain.placements;
    const auto& nodes = chain.nodes;
    for (size_t i = 0; i + 1 < nodes.size(); ++i)
        step.pattern.links.push_back(chainLink(graph, nodes[i], nodes[i + 1], i % 2 == 0));
    if (chain.loop)
        step.pattern.links.push_back(chainLink(graph, nodes.back(), nodes.front(), false));
    for (size_t i = 0; i < nodes.size(); ++i) {
        const ChainNode& node = graph.node(nodes[i]);
        if (std::find(step.detail.digits.begin(), step.detail.digits.end(), node.digit) == step.detail.digits.end())
            step.detail.digits.push_back(node.digit);
        step.detail.cells.push_back(node.cell());
        const bool end = i == 0 || i + 1 == nodes.size();
        for (int cell : graph.cells(nodes[i]))
            step.pattern.candidates.push_back({cell, node.digit, end && !chain.loop ? Role::Pincer : Role::Link});
    }
    for (const CellDigit& e : chain.eliminations)
        step.pattern.candidates.push_back({e.cell, e.digit, Role::Target});
    for (const CellDigit& p : chain.placements)
        step.pattern.candidates.push_back({p.cell, p.digit, Role::Placement});
    step.detail.size = int(step.pattern.links.size());
    step.detail.variantType = chain.loop ? 1 : (readsAsLoop(graph, chain) ? 2 : 0);
    return step;
}

// The chain techniques that search one kind of graph.
std::vector<Technique> searchingTechniques(Mode mode, bool groups)
{
    if (groups)
        return {mode == Mode::Full ? Technique::GroupedAic : Technique::GroupedXChain};
    switch (mode) {
    case Mode::SingleDigit:
        return {Technique::XChain};
    case Mode::Bivalue:
        return {Technique::XYChain};
    case Mode::Full:
        return {Technique::NiceLoop, Technique::AlternatingInferenceChain};
    }
    return {};
}

// One search's chains, kept per technique: each effect once, by its
// shortest chain (the first found of that length), shortest first. Nice
// Loop and AIC search the same graph and only keep different chains, so
// one search shared through the context serves both; each used to build the
// graph and search it again.
class ChainSearch {
public:
    ChainSearch(const LogicContext& ctx, Mode mode, bool groups, DigitMask digits)
        : m_graph(ctx, graphOptions(mode, groups, digits))
    {
        using Effect = std::pair<std::vector<CellDigit>, std::vector<CellDigit>>;
        for (Technique technique : searchingTechniques(mode, groups))
            m_kept.push_back({technique, {}});
        std::vector<std::map<Effect, size_t>> byEffect(m_kept.size());
        searchChains(ctx, m_graph, [&](FoundChain chain) {
            for (size_t k = 0; k < m_kept.size(); ++k) {
                if (!belongs(m_kept[k].technique, m_graph, chain))
                    continue;
                auto& chains = m_kept[k].chains;
                auto key = std::make_pair(chain.eliminations, chain.placements);
                const auto it = byEffect[k].find(key);
                if (it == byEffect[k].end()) {
                    byEffect[k].emplace(std::move(key), chains.size());
                    chains.push_back(std::move(chain));
                } else if (chain.nodes.size() < chains[it->second].nodes.size()) {
                    chains[it->second] = std::move(chain);
                }
                return; // the techniques of one graph keep disjoint kinds of chain
            }
        });
        for (Kept& kept : m_kept)
            std::stable_sort(kept.chains.begin(), kept.chains.end(), [](const FoundChain& a, const FoundChain& b) {
                return a.nodes.size() + a.loop < b.nodes.size() + b.loop;
            });
    }

    const ChainGraph& graph() const { return m_graph; }
    const std::vector<FoundChain>& chains(Technique technique) const
    {
        return std::find_if(m_kept.begin(), m_kept.end(), [&](const Kept& k) { return k.technique == technique; })->chains;
    }

private:
    struct Kept {
        Technique technique;
        std::vector<FoundChain> chains;
    };
    ChainGraph m_graph;
    std::vector<Kept> m_kept;
};

// Worked examples, one per technique:
//   X-Chain on 4: r1c2 =4= r1c7 -4- r5c7 =4= r5c3. r1c2 or r5c3 holds 4, so
//     r3c3, which sees both, loses 4.
//   XY-Chain: r1c1(4=7) -7- r1c5(7=3) -3- r6c5(3=4). r1c1 or r6c5 is 4, so
//     r6c1 loses 4.
//   Nice Loop: a chain whose far end links weakly back to its start closes
//     into a loop; each weak link of it then holds both ways, so the rest of
//     its house (or cell) loses the digit. A chain that comes back to its
//     start as "true" places it.
//   AIC: r4c1 =2= r4c6(2=8) -8- r9c6 =8= r9c1. r4c1 is 2 or r9c1 is 8, and
//     the two share column 1, so r4c1 loses 8 and r9c1 loses 2.
//   Grouped kinds: r5c7/r5c8 stands for "4 in r5c7 or r5c8" and links
//     through row 5 and box 6 like a single candidate.
template <Technique technique, Mode mode, bool groups>
void findChains(const LogicContext& ctx, StepSink& sink)
{
    if (ctx.size() > 16 || (groups && ctx.size() > 9))
        return;
    // Single-digit chains never leave their digit: the graph falls into one
    // part per digit, each searched alone, whose chains (and effects) are
    // that digit's only. A digit unchanged since its part gave no chain
    // gives none now (LogicContext::digitStamp), so the graph leaves it out;
    // the other digits' chains come in the same order.
    DigitMask digits = 0; // every digit
    if constexpr (mode == Mode::SingleDigit) {
        for (int digit = 1; digit <= ctx.size(); ++digit)
            if (!ctx.foundNothing(technique, digit, ctx.digitStamp(digit)))
                digits |= digitBit(digit);
        if (!digits)
            return;
    }
    const ChainSearch& search =
        ctx.shared<ChainSearch>(int(mode) * 2 + groups, [&] { return ChainSearch(ctx, mode, groups, digits); });
    if constexpr (mode == Mode::SingleDigit) {
        if (!ctx.stopRequested()) {
            DigitMask found = 0;
            for (const FoundChain& chain : search.chains(technique))
                found |= digitBit(search.graph().node(chain.nodes.front()).digit);
            for (DigitMask m = digits & ~found; m; m &= m - 1)
                ctx.noteNothing(technique, firstDigit(m), ctx.digitStamp(firstDigit(m)));
        }
    }
    for (const FoundChain& chain : search.chains(technique))
        if (!sink.add(chainStep(technique, search.graph(), chain)))
            return;
}

constexpr FinderEntry kFinders[] = {
    {Technique::XChain, findChains<Technique::XChain, Mode::SingleDigit, false>},
    {Technique::XYChain, findChains<Technique::XYChain, Mode::Bivalue, false>},
    {Technique::NiceLoop, findChains<Technique::NiceLoop, Mode::Full, false>},
    {Technique::AlternatingInferenceChain, findChains<Technique::AlternatingInferenceChain, Mode::Full, false>},
    {Technique::GroupedXChain, findChains<Technique::GroupedXChain, Mode::SingleDigit, true>},
    {Technique::GroupedAic, findChains<Technique::GroupedAic, Mode::Full, true>},
};

} // namespace

std::span<const FinderEntry> chainFinders()
{
    return kFinders;
}

} // namespace pm::logic
