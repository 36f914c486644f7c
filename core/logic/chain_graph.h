// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logic/als_sets.h"
#include "core/logic/logic_context.h"

#include <algorithm>
#include <span>
#include <vector>

namespace pm::logic {

// A node of a chain: one candidate, or a group of one digit's candidates in
// one box that also lie in one line ("r5c78 is 4" is true when 4 is in
// either cell). Its cells (ChainGraph::cells) are ascending; a plain
// candidate has one cell.
struct ChainNode {
    int digit = 0;
    int firstCell = 0;  // the lowest of its cells
    int cellCount = 1;
    int cellsBegin = 0; // where its cells start in the graph's cell list
    bool isGroup() const { return cellCount > 1; }
    int cell() const { return firstCell; }
};

// Which nodes and links a search may use: the chain techniques differ only
// in this (X-Chain: one digit and house links; XY-Chain: bivalue cells;
// AIC: everything; grouped kinds add group nodes).
struct ChainGraphOptions {
    DigitMask digits = 0;       // only these digits; 0 = every digit
    bool bivalueOnly = false;   // only candidates of bivalue cells
    bool strongInHouse = true;  // conjugate pairs (and grouped ones)
    bool strongInCell = true;   // the two digits of a bivalue cell
    bool weakInHouse = true;    // one digit in cells that see each other
    bool weakInCell = true;     // two digits of one cell
    bool groups = false;        // add grouped nodes
    // Almost locked sets as links (grouped AIC): in an ALS, "none of the
    // cells holding x is x" forces "one of the cells holding y is y", and
    // back. Strong only: both can be true.
    bool alsNodes = false;
    // Variant constraints as weak links between plain candidates of two
    // cells (constraint_pairs: a thermometer's r1c1 = 5 rules out r1c2 = 3,
    // a knight's move r2c3 = 5): chains then reason across the rules, and
    // what a node rules out includes them.
    bool constraintLinks = false;
};

// The link graph over candidates (and groups) of one candidate state.
//
// Strong link A = B: A and B cannot both be false (a digit's only two places
// in a house, or the two digits of a bivalue cell; with groups, a house whose
// places for the digit are exactly the union of two disjoint nodes; with ALS
// nodes, two digits' cells of one almost locked set).
// Weak link A - B: A and B cannot both be true (same digit and every cell of
// one sees every cell of the other, or two digits of one cell). Strong links
// of the first kinds are also weak, and the weak lists include them; ALS
// links are strong only. Searches take strong steps from strongLinks and
// weak steps from weakRow, never one for the other.
class ChainGraph {
public:
    ChainGraph(const LogicContext& ctx, const ChainGraphOptions& options);

    int nodeCount() const { return int(m_nodes.size()); }
    const ChainNode& node(int n) const { return m_nodes[n]; }
    std::span<const int> cells(int n) const
    {
        return {m_nodeCells.data() + m_nodes[n].cellsBegin, size_t(m_nodes[n].cellCount)};
    }
    std::span<const int> strongLinks(int n) const { return m_strong.list(n); }
    // Node n's weak links as bits over nodes (bit m of word m / 64), in
    // rowWords() words: the search steps through them with word operations.
    const std::uint64_t* weakRow(int n) const { return &m_weakRows[size_t(n) * m_rowWords]; }
    int rowWords() const { return m_rowWords; }
    // The node of a plain candidate, or -1 when the graph does not hold it.
    int candidateNode(int cell, int digit) const { return m_candidateNode[size_t(cell) * m_stride + digit]; }
    // Every candidate of the grid (in or out of the graph) that cannot be
    // true when node n is: ascending. The targets of chain eliminations.
    std::span<const CellDigit> excludedBy(int n) const
    {
        return {m_excluded.data() + m_excludedBegin[n], size_t(m_excludedBegin[n + 1] - m_excludedBegin[n])};
    }
    // A and B cannot both be true.
    bool weaklyLinked(int a, int b) const;
    // The candidates excluded by both nodes (neither a nor b themselves).
    std::vector<CellDigit> excludedByBoth(int a, int b) const;
    // Whether a and b are linked through an almost locked set.
    bool isAlsLink(int a, int b) const;
    // When the ALS link a = b lies in a continuous loop, exactly one of its
    // two digits is in the set, so each other digit of the set is locked in
    // it: those digits go from every cell outside that sees all the set's
    // cells holding them. Ascending; empty when a = b is no ALS link.
    std::vector<CellDigit> lockedInAlsLink(const LogicContext& ctx, int a, int b) const;
    // Whether excludedByBoth(a, b) would be non-empty, without building it.
    bool anyExcludedByBoth(int a, int b) const;

private:
    // Links of every node in one list (compressed rows): node n's links are
    // list[begin[n] .. begin[n + 1]), ascending. A graph used to keep a
    // vector per node for its cells, links and exclusions, four allocations
    // a node; building the graphs was then a fifth of a top1465 path.
    struct Adjacency {
        std::vector<int> begin;
        std::vector<int> targets;
        std::span<const int> list(int n) const
        {
            return {targets.data() + begin[n], size_t(begin[n + 1] - begin[n])};
        }
        // From (from, to) pairs, in any order, repeats allowed.
        void build(int nodes, std::vector<std::pair<int, int>>& pairs);
    };

    void addNodes(const LogicContext& ctx);
    void addAlsNodes(const LogicContext& ctx);
    int addNode(int digit, std::span<const int> cells);
    int findOrAddNode(int digit, std::span<const int> cells);
    void addStrongLinks(const LogicContext& ctx);
    void addWeakLinks();
    // Node n's cells, and the cells seeing all of them, as raw bit words.
    const std::uint64_t* cellWords(int n) const { return &m_cellWords[size_t(n) * m_words]; }
    const std::uint64_t* seenWords(int n) const { return &m_seenWords[size_t(n) * m_words]; }
    bool sees(int n, int cell) const { return (seenWords(n)[cell >> 6] >> (cell & 63)) & 1; }

    const Geometry& m_geometry;
    ChainGraphOptions m_options;
    int m_stride;
    int m_words;
    std::vector<std::uint64_t> m_cellWords;
    std::vector<std::uint64_t> m_seenWords;
    std::vector<std::uint64_t> m_withWords; // LogicContext::cellsWithWords of every digit
    std::vector<DigitMask> m_otherDigits;   // a plain candidate's cell's other candidates; 0 for a group
    bool m_constraintLinked = false;        // some node's exclusions hold a constraint's
    std::vector<ChainNode> m_nodes;
    std::vector<int> m_nodeCells;
    std::vector<int> m_candidateNode;
    Adjacency m_strong;
    int m_rowWords = 0;
    std::vector<std::uint64_t> m_weakRows; // built as bits: no pair list to sort
    std::vector<CellDigit> m_excluded;   // node n's: m_excluded[m_excludedBegin[n] .. m_excludedBegin[n + 1])
    std::vector<int> m_excludedBegin;
    struct AlsLink {
        std::pair<int, int> nodes; // ascending; linked strongly
        int als;                   // index into m_alsSets: the first set giving the link
    };
    std::vector<AlsLink> m_alsLinks; // sorted by nodes, one per pair
    std::vector<Als> m_alsSets;
};

// Inline: a chain search asks both for every chain end it reaches.
inline bool ChainGraph::weaklyLinked(int a, int b) const
{
    const ChainNode& na = m_nodes[a];
    const ChainNode& nb = m_nodes[b];
    if (m_constraintLinked && !na.isGroup() && !nb.isGroup() && na.cell() != nb.cell()) {
        // Either side's list may name the other (constraintExclusions).
        const auto fromA = excludedBy(a);
        const auto fromB = excludedBy(b);
        if (std::binary_search(fromA.begin(), fromA.end(), CellDigit{nb.cell(), nb.digit})
            || std::binary_search(fromB.begin(), fromB.end(), CellDigit{na.cell(), na.digit}))
            return true;
    }
    if (na.digit != nb.digit)
        return !na.isGroup() && !nb.isGroup() && na.cell() == nb.cell();
    // Every cell of b sees every cell of a; a cell never sees itself, so
    // this also keeps the two disjoint.
    const std::uint64_t* cells = cellWords(b);
    const std::uint64_t* seen = seenWords(a);
    for (int w = 0; w < m_words; ++w)
        if (cells[w] & ~seen[w])
            return false;
    return true;
}

// The test runs for every chain end the search reaches; merging the two
// exclusion lists was a tenth of a chain search. A node excludes its digit
// where every cell of it is seen, and a plain candidate also the other
// digits of its cell: the two lists share a candidate exactly when one of
// the cases below holds.
inline bool ChainGraph::anyExcludedByBoth(int a, int b) const
{
    if (m_constraintLinked) // the cases below know houses and cells only
        return !excludedByBoth(a, b).empty();
    const int da = m_nodes[a].digit, db = m_nodes[b].digit;
    const DigitMask otherA = m_otherDigits[size_t(a)], otherB = m_otherDigits[size_t(b)];
    if (da == db) {
        // Its digit where both see it (two plain candidates of one digit in
        // one cell would be one node).
        const std::uint64_t* with = &m_withWords[size_t(da) * m_words];
        const std::uint64_t* seenA = seenWords(a);
        const std::uint64_t* seenB = seenWords(b);
        for (int w = 0; w < m_words; ++w)
            if (seenA[w] & seenB[w] & with[w])
                return true;
        return false;
    }
    const int ca = m_nodes[a].cell(), cb = m_nodes[b].cell();
    // b's cell holds a's digit where a sees it, or the other way round.
    if ((otherB & digitBit(da)) && sees(a, cb))
        return true;
    if ((otherA & digitBit(db)) && sees(b, ca))
        return true;
    // Two candidates of one cell: its third digits.
    return otherA && otherB && ca == cb && (otherA & ~digitBit(db));
}

} // namespace pm::logic
