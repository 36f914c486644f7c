// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/generate/random_regions.h"

#include "core/geometry.h"

#include <array>

namespace pm::generate {

namespace {

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
    // sizes stay N; a few trades per cell mix the layout well.
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

} // namespace pm::generate
