// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/solver/map_check.h"

#include <algorithm>
#include <numeric>

namespace pm::solver {

namespace {

// Whether `cell` is a peer of every cell in `cells` (peers ascending).
bool seesAll(const Geometry& geometry, int cell, const std::vector<int>& cells)
{
    const std::vector<int>& peers = geometry.peers(cell);
    return std::all_of(cells.begin(), cells.end(),
                       [&](int other) { return std::binary_search(peers.begin(), peers.end(), other); });
}

} // namespace

std::optional<MapContradiction> findMapContradiction(const Geometry& geometry)
{
    if (!geometry.isJigsaw() || geometry.isCounted())
        return std::nullopt;
    const int n = geometry.size();
    std::vector<int> overlap(static_cast<std::size_t>(n));
    std::vector<int> order(static_cast<std::size_t>(n));
    std::vector<char> inRegions(static_cast<std::size_t>(n));
    // Fewest lines first: the shortest reason.
    for (int count = 1; count < n; ++count) {
        for (const bool columns : {false, true}) {
            const auto lineOf = [&](int cell) { return columns ? geometry.column(cell) : geometry.row(cell); };
            for (int first = 0; first + count <= n; ++first) {
                const auto inLines = [&](int cell) {
                    const int line = lineOf(cell);
                    return line >= first && line < first + count;
                };
                std::fill(overlap.begin(), overlap.end(), 0);
                for (int cell = 0; cell < geometry.cellCount(); ++cell)
                    if (inLines(cell))
                        ++overlap[std::size_t(geometry.regionOf(cell))];
                // The `count` regions that overlap the lines most: the fewest
                // leftover cells, so the likeliest contradiction.
                std::iota(order.begin(), order.end(), 0);
                std::stable_sort(order.begin(), order.end(),
                                 [&](int a, int b) { return overlap[std::size_t(a)] > overlap[std::size_t(b)]; });
                std::fill(inRegions.begin(), inRegions.end(), 0);
                for (int i = 0; i < count; ++i)
                    inRegions[std::size_t(order[std::size_t(i)])] = 1;
                std::vector<int> linesOnly, regionsOnly;
                for (int cell = 0; cell < geometry.cellCount(); ++cell) {
                    const bool lines = inLines(cell);
                    const bool regions = inRegions[std::size_t(geometry.regionOf(cell))] != 0;
                    if (lines && !regions)
                        linesOnly.push_back(cell);
                    else if (regions && !lines)
                        regionsOnly.push_back(cell);
                }
                if (linesOnly.empty())
                    continue;
                const auto found = [&](int cell, const std::vector<int>& other, bool cellInLines) {
                    MapContradiction contradiction;
                    contradiction.columns = columns;
                    contradiction.firstLine = first;
                    contradiction.lineCount = count;
                    for (int region = 0; region < n; ++region)
                        if (inRegions[std::size_t(region)])
                            contradiction.regions.push_back(region);
                    contradiction.cell = cell;
                    contradiction.otherSide = other;
                    contradiction.cellInLines = cellInLines;
                    return contradiction;
                };
                for (int cell : linesOnly)
                    if (seesAll(geometry, cell, regionsOnly))
                        return found(cell, regionsOnly, true);
                for (int cell : regionsOnly)
                    if (seesAll(geometry, cell, linesOnly))
                        return found(cell, linesOnly, false);
            }
        }
    }
    return std::nullopt;
}

} // namespace pm::solver
