#include "chain_graph.h"

#include <algorithm>
#include <iterator>

namespace pm::logic {

namespace {

void sortUnique(std::vector<int>& list)
{
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
}

bool disjoint(const ChainNode& a, const ChainNode& b)
{
    for (int cell : a.cells)
        if (std::find(b.cells.begin(), b.cells.end(), cell) != b.cells.end())
            return false;
    return true;
}

} // namespace

ChainGraph::ChainGraph(const LogicContext& ctx, const ChainGraphOptions& options)
    : m_geometry(ctx.geometry())
    , m_options(options)
    , m_stride(ctx.size() + 1)
{
    addNodes(ctx);
    addStrongLinks(ctx);
    addWeakLinks();
}

void ChainGraph::addNodes(const LogicContext& ctx)
{
    m_candidateNode.assign(size_t(ctx.cellCount()) * m_stride, -1);
    const int first = m_options.digit ? m_options.digit : 1;
    const int last = m_options.digit ? m_options.digit : ctx.size();
    const CellSet& pool = m_options.bivalueOnly ? ctx.bivalueCells() : ctx.emptyCells();
    pool.forEach([&](int cell) {
        for (int digit = first; digit <= last; ++digit)
            if (ctx.hasCandidate(cell, digit)) {
                m_candidateNode[size_t(cell) * m_stride + digit] = nodeCount();
                m_nodes.push_back({digit, {cell}});
            }
    });
    if (m_options.groups && !m_options.bivalueOnly) {
        for (int digit = first; digit <= last; ++digit)
            for (int box : ctx.boxHouses())
                for (int line : ctx.lineHouses()) {
                    const CellSet cells = ctx.cellsWithIn(box, digit) & ctx.houseCells(line);
                    if (cells.count() < 2)
                        continue;
                    ChainNode group{digit, {}};
                    cells.forEach([&](int cell) { group.cells.push_back(cell); });
                    m_nodes.push_back(std::move(group));
                }
    }
    m_excluded.resize(m_nodes.size());
    for (int n = 0; n < nodeCount(); ++n) {
        const ChainNode& node = m_nodes[n];
        CellSet seen = ctx.cellsWith(node.digit);
        for (int cell : node.cells) {
            seen &= ctx.peersOf(cell);
            seen.erase(cell);
        }
        auto& out = m_excluded[n];
        seen.forEach([&](int cell) { out.push_back({cell, node.digit}); });
        if (!node.isGroup())
            for (DigitMask m = ctx.candidates(node.cell()) & ~digitBit(node.digit); m; m &= m - 1)
                out.push_back({node.cell(), firstDigit(m)});
        std::sort(out.begin(), out.end());
    }
}

void ChainGraph::addStrongLinks(const LogicContext& ctx)
{
    m_strong.resize(m_nodes.size());
    auto link = [&](int a, int b) {
        if (a < 0 || b < 0 || a == b)
            return;
        m_strong[a].push_back(b);
        m_strong[b].push_back(a);
    };
    if (m_options.strongInCell)
        ctx.bivalueCells().forEach([&](int cell) {
            const DigitMask m = ctx.candidates(cell);
            link(candidateNode(cell, firstDigit(m)), candidateNode(cell, firstDigit(m & (m - 1))));
        });
    if (m_options.strongInHouse) {
        const auto& houses = m_geometry.houses();
        for (int h = 0; h < int(houses.size()); ++h)
            for (int digit = 1; digit <= ctx.size(); ++digit) {
                // A digit already placed in the house leaves stray pencil
                // marks there without any duty to hold.
                if (ctx.placedIn(h) & digitBit(digit))
                    continue;
                const std::uint64_t where = ctx.positions(h, digit);
                if (std::popcount(where) != 2)
                    continue;
                const int a = houses[h].cells[std::countr_zero(where)];
                const int b = houses[h].cells[std::countr_zero(where & (where - 1))];
                link(candidateNode(a, digit), candidateNode(b, digit));
            }
        // Groups: a house whose places for the digit are one group plus one
        // candidate, or two disjoint groups.
        for (int g = 0; g < nodeCount(); ++g) {
            const ChainNode& group = m_nodes[g];
            if (!group.isGroup())
                continue;
            CellSet cells = ctx.emptySet();
            for (int cell : group.cells)
                cells.insert(cell);
            for (int h : ctx.commonHouses(cells)) {
                if (ctx.placedIn(h) & digitBit(group.digit))
                    continue;
                const CellSet rest = ctx.cellsWithIn(h, group.digit) - cells;
                if (rest.empty())
                    continue;
                if (rest.count() == 1) {
                    link(g, candidateNode(rest.first(), group.digit));
                    continue;
                }
                for (int other = g + 1; other < nodeCount(); ++other) {
                    const ChainNode& o = m_nodes[other];
                    if (!o.isGroup() || o.digit != group.digit || int(o.cells.size()) != rest.count())
                        continue;
                    if (std::all_of(o.cells.begin(), o.cells.end(), [&](int c) { return rest.contains(c); }))
                        link(g, other);
                }
            }
        }
    }
    for (auto& list : m_strong)
        sortUnique(list);
}

void ChainGraph::addWeakLinks()
{
    m_weak.resize(m_nodes.size());
    for (int n = 0; n < nodeCount(); ++n) {
        const ChainNode& node = m_nodes[n];
        for (const CellDigit& x : m_excluded[n]) {
            const int m = candidateNode(x.cell, x.digit);
            if (m < 0)
                continue;
            const bool sameCell = x.digit != node.digit;
            if (sameCell ? !m_options.weakInCell : !m_options.weakInHouse)
                continue;
            m_weak[n].push_back(m);
            if (node.isGroup())
                m_weak[m].push_back(n);
        }
        if (!node.isGroup())
            continue;
        for (int other = n + 1; other < nodeCount(); ++other) {
            const ChainNode& o = m_nodes[other];
            if (m_options.weakInHouse && o.isGroup() && o.digit == node.digit && weaklyLinked(n, other)) {
                m_weak[n].push_back(other);
                m_weak[other].push_back(n);
            }
        }
    }
    for (auto& list : m_weak)
        sortUnique(list);
}

bool ChainGraph::seesAll(int cell, const ChainNode& node) const
{
    return std::all_of(node.cells.begin(), node.cells.end(),
                       [&](int c) { return c != cell && m_geometry.arePeers(cell, c); });
}

bool ChainGraph::weaklyLinked(int a, int b) const
{
    const ChainNode& na = m_nodes[a];
    const ChainNode& nb = m_nodes[b];
    if (na.digit != nb.digit)
        return !na.isGroup() && !nb.isGroup() && na.cell() == nb.cell();
    if (!disjoint(na, nb))
        return false;
    return std::all_of(nb.cells.begin(), nb.cells.end(), [&](int c) { return seesAll(c, na); });
}

std::vector<CellDigit> ChainGraph::excludedByBoth(int a, int b) const
{
    std::vector<CellDigit> both;
    std::set_intersection(m_excluded[a].begin(), m_excluded[a].end(), m_excluded[b].begin(), m_excluded[b].end(),
                          std::back_inserter(both));
    return both;
}

} // namespace pm::logic
