// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/generate/random_regions.h"

#include <array>

namespace pm::generate {

namespace {

// Freely drawn maps tried before one is traded around a grid, and the
// search nodes per cell each may take to show a grid. Past 16x16 free maps
// are not tried: few have a grid the search finds (1 in 12 at 25x25 within
// a million nodes), and a node there costs tens of microseconds.
constexpr int kFreeMapTries = 8;
constexpr int kLargestFreeMap = 16;
constexpr std::uint64_t kFreeMapNodesPerCell = 64;

// Whether the cells of `region` form one orthogonally connected piece.
bool connected(const std::vector<int>& regions, int size, int region, std::vector<int>& stack,
               std::vector<char>& seen)
{
    int start = -1, count = 0;
    for (int cell = 0; cell < size * size; ++cell)
        if (regions[size_t(cell)] == region) {
            start = cell;
            ++count;
        }
    if (start < 0)
        return false;
    std::fill(seen.begin(), seen.end(), 0);
    stack.assign(1, start);
    seen[size_t(start)] = 1;
    int reached = 0;
    while (!stack.empty()) {
        const int cell = stack.back();
        stack.pop_back();
        ++reached;
        const int r = cell / size, c = cell % size;
        const std::array<std::array<int, 2>, 4> steps = {{{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}}};
        for (const auto& [nr, nc] : steps) {
            if (nr < 0 || nc < 0 || nr >= size || nc >= size)
                continue;
            const int next = nr * size + nc;
            if (!seen[size_t(next)] && regions[size_t(next)] == region) {
                seen[size_t(next)] = 1;
                stack.push_back(next);
            }
        }
    }
    return reached == count;
}

// A random orthogonal neighbour of `cell` in another region, or -1.
int foreignNeighbour(const std::vector<int>& regions, int size, int cell, std::mt19937_64& rng)
{
    const int r = cell / size, c = cell % size;
    std::array<int, 4> candidates{};
    int count = 0;
    if (r > 0) candidates[size_t(count++)] = cell - size;
    if (r + 1 < size) candidates[size_t(count++)] = cell + size;
    if (c > 0) candidates[size_t(count++)] = cell - 1;
    if (c + 1 < size) candidates[size_t(count++)] = cell + 1;
    const int start = int(rng() % unsigned(count));
    for (int i = 0; i < count; ++i) {
        const int next = candidates[size_t((start + i) % count)];
        if (regions[size_t(next)] != regions[size_t(cell)])
            return next;
    }
    return -1;
}

// The regions of a jigsaw being drawn, with its grid: which cell of each
// region holds each digit, so the cell to trade comes straight from a table.
class RegionTrader {
public:
    RegionTrader(int size, std::vector<int> regions, const std::vector<std::uint8_t>& solution)
        : m_size(size)
        , m_regions(std::move(regions))
        , m_solution(solution)
        , m_cellOf(std::size_t(size) * std::size_t(size + 1), -1)
        , m_seen(std::size_t(size) * std::size_t(size), 0)
    {
        for (int cell = 0; cell < size * size; ++cell)
            cellOf(m_regions[std::size_t(cell)], m_solution[std::size_t(cell)]) = cell;
    }

    std::vector<int> take() { return std::move(m_regions); }

    // One trade attempt from cell a: a goes to a random neighbouring region
    // B, and B's cell holding a's digit comes to a's region. Undone (false)
    // when either region would fall apart.
    bool trade(int a, std::mt19937_64& rng)
    {
        const int b = foreignNeighbour(a, rng);
        if (b < 0)
            return false;
        const int regionA = m_regions[std::size_t(a)], regionB = m_regions[std::size_t(b)];
        const int digit = m_solution[std::size_t(a)];
        const int c = cellOf(regionB, digit);
        move(a, regionB);
        move(c, regionA);
        if (connected(regionA, c) && connected(regionB, a))
            return true;
        move(a, regionA);
        move(c, regionB);
        return false;
    }

private:
    int& cellOf(int region, int digit) { return m_cellOf[std::size_t(region) * std::size_t(m_size + 1) + digit]; }

    void move(int cell, int region)
    {
        m_regions[std::size_t(cell)] = region;
        cellOf(region, m_solution[std::size_t(cell)]) = cell;
    }

    // Whether the N cells of `region` form one orthogonally connected piece,
    // by a flood fill from `start` (one of them) over the region alone.
    bool connected(int region, int start)
    {
        ++m_stamp;
        m_stack.assign(1, start);
        m_seen[std::size_t(start)] = m_stamp;
        int reached = 0;
        while (!m_stack.empty()) {
            const int cell = m_stack.back();
            m_stack.pop_back();
            ++reached;
            const int r = cell / m_size, c = cell % m_size;
            const std::array<std::array<int, 2>, 4> steps = {{{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}}};
            for (const auto& [nr, nc] : steps) {
                if (nr < 0 || nc < 0 || nr >= m_size || nc >= m_size)
                    continue;
                const int next = nr * m_size + nc;
                if (m_seen[std::size_t(next)] != m_stamp && m_regions[std::size_t(next)] == region) {
                    m_seen[std::size_t(next)] = m_stamp;
                    m_stack.push_back(next);
                }
            }
        }
        return reached == m_size;
    }

    // A random orthogonal neighbour of `cell` in another region, or -1.
    int foreignNeighbour(int cell, std::mt19937_64& rng) const
    {
        const int r = cell / m_size, c = cell % m_size;
        std::array<int, 4> candidates{};
        int count = 0;
        if (r > 0) candidates[std::size_t(count++)] = cell - m_size;
        if (r + 1 < m_size) candidates[std::size_t(count++)] = cell + m_size;
        if (c > 0) candidates[std::size_t(count++)] = cell - 1;
        if (c + 1 < m_size) candidates[std::size_t(count++)] = cell + 1;
        const int start = int(rng() % unsigned(count));
        for (int i = 0; i < count; ++i) {
            const int next = candidates[std::size_t((start + i) % count)];
            if (m_regions[std::size_t(next)] != m_regions[std::size_t(cell)])
                return next;
        }
        return -1;
    }

    int m_size;
    std::vector<int> m_regions;
    const std::vector<std::uint8_t>& m_solution;
    std::vector<int> m_cellOf; // region * (N + 1) + digit -> cell
    std::vector<unsigned> m_seen;
    unsigned m_stamp = 0;
    std::vector<int> m_stack;
};

} // namespace

std::vector<int> randomRegions(int size, std::mt19937_64& rng)
{
    const int cells = size * size;
    std::vector<int> regions(static_cast<size_t>(cells));
    const GeometrySpec boxes = GeometrySpec::forSize(size);
    for (int cell = 0; cell < cells; ++cell) {
        const int r = cell / size, c = cell % size;
        regions[size_t(cell)] = boxes.boxRows > 0 ? (r / boxes.boxRows) * boxes.boxRows + c / boxes.boxCols : r;
    }
    if (size < 3)
        return regions;
    std::vector<int> stack;
    std::vector<char> seen(static_cast<size_t>(cells));
    // Each accepted trade moves one cell from A to B and one from B to A, so
    // sizes stay N; a few trades per cell mix the map well.
    const int trades = cells * 3;
    for (int done = 0, tries = 0; done < trades && tries < trades * 20; ++tries) {
        const int a = int(rng() % unsigned(cells));
        const int b = foreignNeighbour(regions, size, a, rng);
        if (b < 0)
            continue;
        const int regionA = regions[size_t(a)], regionB = regions[size_t(b)];
        // A cell of B that touches A, other than b, goes to A in exchange.
        int c = -1;
        const int offset = int(rng() % unsigned(cells));
        for (int i = 0; i < cells && c < 0; ++i) {
            const int cell = (offset + i) % cells;
            if (cell == b || regions[size_t(cell)] != regionB)
                continue;
            const int r = cell / size, col = cell % size;
            const bool touchesA = (r > 0 && regions[size_t(cell - size)] == regionA && cell - size != a) ||
                                  (r + 1 < size && regions[size_t(cell + size)] == regionA && cell + size != a) ||
                                  (col > 0 && regions[size_t(cell - 1)] == regionA && cell - 1 != a) ||
                                  (col + 1 < size && regions[size_t(cell + 1)] == regionA && cell + 1 != a);
            if (touchesA)
                c = cell;
        }
        if (c < 0)
            continue;
        regions[size_t(a)] = regionB;
        regions[size_t(c)] = regionA;
        if (connected(regions, size, regionA, stack, seen) && connected(regions, size, regionB, stack, seen)) {
            ++done;
        } else {
            regions[size_t(a)] = regionA;
            regions[size_t(c)] = regionB;
        }
    }
    return regions;
}

JigsawDraw randomJigsaw(const GeometrySpec& shape, std::mt19937_64& rng, std::uint64_t maxGridNodes,
                        std::stop_token stop)
{
    const int size = shape.size;
    const int cells = size * size;
    // Freely drawn maps first: they mix best, and most small ones have a
    // grid the search finds at once (measured 2026-11-26 on 300 9x9 maps:
    // 92% within 324 nodes, 96% within 2300; on 55 16x16 maps 73% within
    // 16,000). A map whose grid is not found within the budget is dropped.
    for (int tries = 0; size <= kLargestFreeMap && tries < kFreeMapTries; ++tries) {
        GeometrySpec spec = shape;
        spec.regions = randomRegions(size, rng);
        auto geometry = Geometry::create(spec);
        if (!geometry)
            return {};
        solver::GridDraw grid = solver::drawRandomSolution(geometry.value(), rng, std::uint64_t(cells) * kFreeMapNodesPerCell, stop);
        if (grid.outcome == solver::GridDraw::Outcome::Cancelled)
            return JigsawDraw{grid.outcome, {}};
        if (grid.outcome == solver::GridDraw::Outcome::Found)
            return JigsawDraw{grid.outcome, RandomJigsaw{std::move(spec.regions), std::move(grid.values)}};
    }
    // Then a map traded from the boxes around a grid of them, which always
    // has that grid.
    GeometrySpec base = GeometrySpec::forSize(size);
    base.variants = shape.variants;
    if (base.boxRows == 0) { // no box shape: start from the rows
        base.regions.resize(std::size_t(cells));
        for (int cell = 0; cell < cells; ++cell)
            base.regions[std::size_t(cell)] = cell / size;
    }
    auto geometry = Geometry::create(base);
    if (!geometry)
        return {};
    solver::GridDraw grid = solver::drawRandomSolution(geometry.value(), rng, maxGridNodes, stop);
    if (grid.outcome != solver::GridDraw::Outcome::Found)
        return JigsawDraw{grid.outcome, {}};
    std::vector<int> regions(static_cast<std::size_t>(cells));
    for (int cell = 0; cell < cells; ++cell)
        regions[std::size_t(cell)] = geometry.value()->regionOf(cell);
    RegionTrader trader(size, std::move(regions), grid.values);
    // Trades as for a free map; one fails more often (the cell to take in
    // exchange is fixed by the digit), so tries are bounded more generously.
    const int trades = cells * 3;
    if (size >= 3)
        for (int done = 0, tries = 0; done < trades && tries < trades * 40; ++tries)
            done += trader.trade(int(rng() % unsigned(cells)), rng) ? 1 : 0;
    return JigsawDraw{solver::GridDraw::Outcome::Found, RandomJigsaw{trader.take(), std::move(grid.values)}};
}

std::optional<std::string> jigsawShapeError(const GeometrySpec& shape)
{
    if (shape.size < 1 || shape.size > Geometry::kMaxSize)
        return std::nullopt; // a size out of range is refused on its own
    // Any map will do to ask the geometry: rows as regions are always one.
    GeometrySpec rows = shape;
    const std::size_t size = std::size_t(shape.size);
    rows.regions.resize(size * size);
    for (std::size_t cell = 0; cell < rows.regions.size(); ++cell)
        rows.regions[cell] = int(cell / size);
    auto geometry = Geometry::create(rows);
    if (!geometry)
        return geometry.error().message;
    return std::nullopt;
}

} // namespace pm::generate
