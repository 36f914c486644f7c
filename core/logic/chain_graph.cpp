// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/logic/chain_graph.h"

#include "core/logic/als_sets.h"
#include "core/logic/constraint_pairs.h"

#include <algorithm>
#include <iterator>

namespace pm::logic {

namespace {

int wordsCount(const std::uint64_t* bits, int words)
{
    int total = 0;
    for (int w = 0; w < words; ++w)
        total += digitCount(bits[w]);
    return total;
}

} // namespace

// The graph used to be built with CellSet algebra, whose copies (512 bytes
// each) made building it the largest cost of a chain search: 9.5% of a
// top1465 solve in addNodes alone after the ALS fix. With raw words per
// node (and one search shared by Nice Loop and AIC, chains.cpp) the 300
// top1465 paths took 3.2 s instead of 4.0 s (Release, user time).
ChainGraph::ChainGraph(const LogicContext& ctx, const ChainGraphOptions& options)
    : m_geometry(ctx.geometry())
    , m_options(options)
    , m_stride(ctx.size() + 1)
    , m_words(ctx.geometry().wordCount())
{
    addNodes(ctx);
    addStrongLinks(ctx);
    addWeakLinks();
}

void ChainGraph::Adjacency::build(int nodes, std::vector<std::pair<int, int>>& pairs)
{
    // Counting sort by source, then each node's short list sorted and made
    // unique in place: sorting all pairs at once cost as much as building them.
    begin.assign(size_t(nodes) + 1, 0);
    for (const auto& [from, to] : pairs)
        ++begin[size_t(from) + 1];
    for (int n = 0; n < nodes; ++n)
        begin[size_t(n) + 1] += begin[size_t(n)];
    targets.resize(pairs.size());
    std::vector<int> fill(begin.begin(), begin.end() - 1);
    for (const auto& [from, to] : pairs)
        targets[size_t(fill[size_t(from)]++)] = to;
    int kept = 0;
    for (int n = 0; n < nodes; ++n) {
        const auto first = targets.begin() + begin[size_t(n)], last = targets.begin() + begin[size_t(n) + 1];
        std::sort(first, last);
        const int start = kept;
        for (auto it = first; it != last; ++it)
            if (it == first || *it != *(it - 1))
                targets[size_t(kept++)] = *it;
        begin[size_t(n)] = start;
    }
    begin[size_t(nodes)] = kept;
    targets.resize(size_t(kept));
}

int ChainGraph::addNode(int digit, std::span<const int> cells)
{
    m_nodes.push_back({digit, cells.front(), int(cells.size()), int(m_nodeCells.size())});
    m_nodeCells.insert(m_nodeCells.end(), cells.begin(), cells.end());
    return nodeCount() - 1;
}

void ChainGraph::addNodes(const LogicContext& ctx)
{
    const int words = m_words;
    m_candidateNode.assign(size_t(ctx.cellCount()) * m_stride, -1);
    const DigitMask digits = m_options.digits ? m_options.digits : allDigits(ctx.size());
    const CellSet& pool = m_options.bivalueOnly ? ctx.bivalueCells() : ctx.emptyCells();
    pool.forEach([&](int cell) {
        for (DigitMask m = ctx.candidates(cell) & digits; m; m &= m - 1)
            m_candidateNode[size_t(cell) * m_stride + firstDigit(m)] = addNode(firstDigit(m), std::span(&cell, 1));
    });
    if (m_options.groups && !m_options.bivalueOnly) {
        std::vector<std::uint64_t> cells(words);
        std::vector<int> group;
        for (DigitMask m = digits; m; m &= m - 1)
            for (int box : ctx.boxHouses()) {
                const int digit = firstDigit(m);
                const std::uint64_t* boxBits = m_geometry.houseWords(box);
                const std::uint64_t* with = ctx.cellsWithWords(digit);
                for (int line : ctx.lineHouses()) {
                    const std::uint64_t* lineBits = m_geometry.houseWords(line);
                    for (int w = 0; w < words; ++w)
                        cells[w] = with[w] & boxBits[w] & lineBits[w];
                    if (wordsCount(cells.data(), words) < 2)
                        continue;
                    group.clear();
                    for (int w = 0; w < words; ++w)
                        for (std::uint64_t bits = cells[w]; bits; bits &= bits - 1)
                            group.push_back(w * 64 + std::countr_zero(bits));
                    addNode(digit, group);
                }
            }
    }
    if (m_options.alsNodes && m_options.groups && !m_options.bivalueOnly && !m_options.digits)
        addAlsNodes(ctx);
    m_excludedBegin.assign(m_nodes.size() + 1, 0);
    m_excluded.clear();
    m_cellWords.assign(m_nodes.size() * words, 0);
    m_seenWords.assign(m_nodes.size() * words, ~std::uint64_t(0));
    m_withWords.assign(ctx.cellsWithWords(0), ctx.cellsWithWords(0) + size_t(m_stride) * words);
    m_otherDigits.assign(m_nodes.size(), 0);
    for (int n = 0; n < nodeCount(); ++n) {
        const ChainNode& node = m_nodes[n];
        std::uint64_t* cellBits = &m_cellWords[size_t(n) * words];
        std::uint64_t* seen = &m_seenWords[size_t(n) * words];
        for (int cell : cells(n)) {
            cellBits[cell >> 6] |= std::uint64_t(1) << (cell & 63);
            const std::uint64_t* peers = m_geometry.peerWords(cell); // never the cell itself
            for (int w = 0; w < words; ++w)
                seen[w] &= peers[w];
        }
        // Ascending (cell, digit) as it is written, without a sort: the
        // seen cells before a plain candidate's own, its cell's other
        // digits, the seen cells after (a cell never sees itself).
        const std::uint64_t* with = ctx.cellsWithWords(node.digit);
        const int own = node.isGroup() ? -1 : node.cell();
        if (own >= 0)
            m_otherDigits[size_t(n)] = ctx.candidates(own) & ~digitBit(node.digit);
        bool ownWritten = !m_otherDigits[size_t(n)];
        auto writeOwn = [&] {
            for (DigitMask m = m_otherDigits[size_t(n)]; m; m &= m - 1)
                m_excluded.push_back({own, firstDigit(m)});
            ownWritten = true;
        };
        for (int w = 0; w < words; ++w)
            for (std::uint64_t bits = seen[w] & with[w]; bits; bits &= bits - 1) {
                const int cell = w * 64 + std::countr_zero(bits);
                if (!ownWritten && cell > own)
                    writeOwn();
                m_excluded.push_back({cell, node.digit});
            }
        if (!ownWritten)
            writeOwn();
        if (m_options.constraintLinks && own >= 0) {
            // What the constraints tie to this candidate, merged in order.
            const std::vector<CellDigit> more = constraintExclusions(ctx, own, node.digit);
            if (!more.empty()) {
                const auto begin = m_excluded.begin() + m_excludedBegin[size_t(n)];
                std::vector<CellDigit> merged;
                std::set_union(begin, m_excluded.end(), more.begin(), more.end(), std::back_inserter(merged));
                m_excluded.erase(begin, m_excluded.end());
                m_excluded.insert(m_excluded.end(), merged.begin(), merged.end());
                m_constraintLinked = true;
            }
        }
        m_excludedBegin[size_t(n) + 1] = int(m_excluded.size());
    }
}

int ChainGraph::findOrAddNode(int digit, std::span<const int> cellList)
{
    if (cellList.size() == 1)
        return candidateNode(cellList.front(), digit);
    for (int n = 0; n < nodeCount(); ++n)
        if (m_nodes[n].digit == digit && std::ranges::equal(cells(n), cellList))
            return n;
    return addNode(digit, cellList);
}

// Small sets only (two or three cells): they are the ones a person spots,
// and every set adds a node per digit and a link per pair of its digits.
// Measured on top1465 and HoDoKu's reglib (grouped AIC cases passed, mean
// full-path time on top1465): three cells 85 of 96, 18 ms; five cells 94,
// 31 ms; five cells only where three give no chain 86, 27 ms (the larger
// graph is built whenever grouped AIC finds nothing, before forcing chains).
void ChainGraph::addAlsNodes(const LogicContext& ctx)
{
    constexpr int kMaxAlsCells = 3;
    for (Als& als : findAlsList(ctx, std::min(kMaxAlsCells, maxAlsSize(ctx)))) {
        if (als.cells.size() < 2) // a bivalue cell: already a strong link in the cell
            continue;
        const int index = int(m_alsSets.size());
        std::vector<std::pair<int, int>> digitNodes; // digit, node
        for (DigitMask m = als.digits; m; m &= m - 1) {
            const int digit = firstDigit(m);
            std::vector<int> cells;
            for (int cell : als.cells)
                if (ctx.hasCandidate(cell, digit))
                    cells.push_back(cell);
            std::sort(cells.begin(), cells.end());
            digitNodes.emplace_back(digit, findOrAddNode(digit, cells));
        }
        for (size_t i = 0; i < digitNodes.size(); ++i)
            for (size_t j = i + 1; j < digitNodes.size(); ++j)
                if (digitNodes[i].second >= 0 && digitNodes[j].second >= 0)
                    m_alsLinks.push_back({{std::min(digitNodes[i].second, digitNodes[j].second),
                                           std::max(digitNodes[i].second, digitNodes[j].second)},
                                          index});
        m_alsSets.push_back(std::move(als));
    }
    // Stable: of several sets giving one link, the first listed (the smallest) tells it.
    std::stable_sort(m_alsLinks.begin(), m_alsLinks.end(),
                     [](const AlsLink& x, const AlsLink& y) { return x.nodes < y.nodes; });
    m_alsLinks.erase(std::unique(m_alsLinks.begin(), m_alsLinks.end(),
                                 [](const AlsLink& x, const AlsLink& y) { return x.nodes == y.nodes; }),
                     m_alsLinks.end());
}

void ChainGraph::addStrongLinks(const LogicContext& ctx)
{
    std::vector<std::pair<int, int>> pairs;
    auto link = [&](int a, int b) {
        if (a < 0 || b < 0 || a == b)
            return;
        pairs.emplace_back(a, b);
        pairs.emplace_back(b, a);
    };
    for (const AlsLink& als : m_alsLinks)
        link(als.nodes.first, als.nodes.second);
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
                if (digitCount(where) != 2)
                    continue;
                const int a = houses[h].cells[std::countr_zero(where)];
                const int b = houses[h].cells[std::countr_zero(where & (where - 1))];
                link(candidateNode(a, digit), candidateNode(b, digit));
            }
        // Groups: a house whose places for the digit are one group plus one
        // candidate, or two disjoint groups.
        const int words = m_words;
        std::vector<std::uint64_t> rest(words);
        for (int g = 0; g < nodeCount(); ++g) {
            const ChainNode& group = m_nodes[g];
            if (!group.isGroup())
                continue;
            const std::uint64_t* cells = cellWords(g);
            const std::uint64_t* with = ctx.cellsWithWords(group.digit);
            for (int h : m_geometry.housesOf(group.cell())) {
                const std::uint64_t* house = m_geometry.houseWords(h);
                bool inside = true;
                for (int w = 0; w < words && inside; ++w)
                    inside = !(cells[w] & ~house[w]);
                if (!inside || (ctx.placedIn(h) & digitBit(group.digit)))
                    continue;
                for (int w = 0; w < words; ++w)
                    rest[w] = with[w] & house[w] & ~cells[w];
                const int left = wordsCount(rest.data(), words);
                if (left == 0)
                    continue;
                if (left == 1) {
                    for (int w = 0; w < words; ++w)
                        if (rest[w])
                            link(g, candidateNode(w * 64 + std::countr_zero(rest[w]), group.digit));
                    continue;
                }
                for (int other = g + 1; other < nodeCount(); ++other) {
                    const ChainNode& o = m_nodes[other];
                    if (o.digit != group.digit || !o.isGroup())
                        continue;
                    if (std::equal(rest.begin(), rest.end(), cellWords(other)))
                        link(g, other);
                }
            }
        }
    }
    m_strong.build(nodeCount(), pairs);
}

void ChainGraph::addWeakLinks()
{
    m_rowWords = (nodeCount() + 63) / 64;
    m_weakRows.assign(size_t(nodeCount()) * size_t(m_rowWords), 0);
    const auto link = [&](int from, int to) {
        m_weakRows[size_t(from) * size_t(m_rowWords) + size_t(to >> 6)] |= std::uint64_t(1) << (to & 63);
    };
    for (int n = 0; n < nodeCount(); ++n) {
        const ChainNode& node = m_nodes[n];
        for (const CellDigit& x : excludedBy(n)) {
            const int m = candidateNode(x.cell, x.digit);
            if (m < 0)
                continue;
            // A plain candidate's own cell's other digits; every other
            // exclusion lies in another cell (a constraint's too).
            const bool sameCell = !node.isGroup() && x.cell == node.cell();
            if (sameCell ? !m_options.weakInCell : !m_options.weakInHouse)
                continue;
            link(n, m);
            // A group's links are read from its side only, and so are a
            // constraint's (the partner's list need not name this node
            // back): not both true holds both ways.
            if (node.isGroup() || m_constraintLinked)
                link(m, n);
        }
        if (!node.isGroup())
            continue;
        for (int other = n + 1; other < nodeCount(); ++other) {
            const ChainNode& o = m_nodes[other];
            if (m_options.weakInHouse && o.isGroup() && o.digit == node.digit && weaklyLinked(n, other)) {
                link(n, other);
                link(other, n);
            }
        }
    }
}

bool ChainGraph::isAlsLink(int a, int b) const
{
    const std::pair key{std::min(a, b), std::max(a, b)};
    const auto it = std::lower_bound(m_alsLinks.begin(), m_alsLinks.end(), key,
                                     [](const AlsLink& link, const std::pair<int, int>& k) { return link.nodes < k; });
    return it != m_alsLinks.end() && it->nodes == key;
}

std::vector<CellDigit> ChainGraph::lockedInAlsLink(const LogicContext& ctx, int a, int b) const
{
    const std::pair key{std::min(a, b), std::max(a, b)};
    const auto it = std::lower_bound(m_alsLinks.begin(), m_alsLinks.end(), key,
                                     [](const AlsLink& link, const std::pair<int, int>& k) { return link.nodes < k; });
    if (it == m_alsLinks.end() || it->nodes != key)
        return {};
    const Als& als = m_alsSets[size_t(it->als)];
    std::vector<CellDigit> locked;
    for (DigitMask m = als.digits & ~digitBit(m_nodes[a].digit) & ~digitBit(m_nodes[b].digit); m; m &= m - 1) {
        const int digit = firstDigit(m);
        CellSet targets = ctx.cellsWith(digit) - als.cellSet;
        (als.cellSet & ctx.cellsWith(digit)).forEach([&](int cell) { targets &= ctx.peersOf(cell); });
        targets.forEach([&](int cell) { locked.push_back({cell, digit}); });
    }
    std::sort(locked.begin(), locked.end());
    return locked;
}

std::vector<CellDigit> ChainGraph::excludedByBoth(int a, int b) const
{
    std::vector<CellDigit> both;
    const auto ea = excludedBy(a), eb = excludedBy(b);
    std::set_intersection(ea.begin(), ea.end(), eb.begin(), eb.end(), std::back_inserter(both));
    return both;
}

} // namespace pm::logic
