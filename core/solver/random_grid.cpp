// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/solver/random_grid.h"

#include "core/solver/counted_search.h"
#include "core/solver/generic_search.h"

#include <algorithm>
#include <bit>

namespace pm::solver {

namespace {

// Search is GenericSearch or CountedSearch.
template <class Search>
GridDraw drawWith(Search& search, const Grid& empty, std::uint64_t budget, std::uint64_t maxNodes,
                  std::mt19937_64& rng, std::stop_token stop)
{
    search.setShuffle(&rng);
    std::uint64_t spent = 0;
    for (;;) {
        // The last run gets what is left of the budget, so the total never
        // passes maxNodes.
        const std::uint64_t run = maxNodes ? std::min(budget, maxNodes - spent) : budget;
        search.setNodeBudget(run);
        GridDraw draw;
        const auto outcome = search.run(empty, false, [&](const std::vector<std::uint8_t>& s) {
            draw.values = s;
            return false;
        }, stop);
        switch (outcome) {
        case GenericSearch::Stop::Stopped:
            draw.outcome = GridDraw::Outcome::Found;
            return draw;
        case GenericSearch::Stop::Finished:
            return GridDraw{GridDraw::Outcome::NoGrid, {}};
        case GenericSearch::Stop::Cancelled:
            return GridDraw{GridDraw::Outcome::Cancelled, {}};
        case GenericSearch::Stop::OutOfBudget:
            spent += run;
            if (maxNodes && spent >= maxNodes)
                return GridDraw{GridDraw::Outcome::OutOfBudget, {}};
            budget *= 2;
            break;
        }
    }
}

// The classic grid's search state: digits used per row, column and box.
struct Classic9Fill {
    std::uint8_t values[81] = {};
    std::uint16_t rows[9] = {}, columns[9] = {}, boxes[9] = {};
    std::mt19937_64* rng = nullptr;

    static int boxOf(int cell) { return (cell / 27) * 3 + (cell % 9) / 3; }
    std::uint16_t free(int cell) const
    {
        return std::uint16_t(~(rows[cell / 9] | columns[cell % 9] | boxes[boxOf(cell)]) & 0x1FF);
    }
    void set(int cell, int digit)
    {
        const std::uint16_t bit = std::uint16_t(1u << (digit - 1));
        values[cell] = std::uint8_t(digit);
        rows[cell / 9] ^= bit;
        columns[cell % 9] ^= bit;
        boxes[boxOf(cell)] ^= bit;
    }
    void clear(int cell)
    {
        set(cell, values[cell]); // the masks toggle back
        values[cell] = 0;
    }

    // Fills the empty cell with the fewest digits left, trying them in a
    // random order; false when some cell has none.
    bool fill(int open)
    {
        if (open == 0)
            return true;
        int best = -1, bestCount = 10;
        for (int cell = 0; cell < 81 && bestCount > 1; ++cell) {
            if (values[cell])
                continue;
            const int count = digitCount(free(cell));
            if (count < bestCount) {
                best = cell;
                bestCount = count;
            }
        }
        if (bestCount == 0)
            return false;
        int digits[9], n = 0;
        for (std::uint16_t m = free(best); m; m &= std::uint16_t(m - 1))
            digits[n++] = std::countr_zero(m) + 1;
        std::shuffle(digits, digits + n, *rng);
        for (int i = 0; i < n; ++i) {
            set(best, digits[i]);
            if (fill(open - 1))
                return true;
            clear(best);
        }
        return false;
    }
};

} // namespace

std::vector<std::uint8_t> drawClassicSolution(std::mt19937_64& rng)
{
    Classic9Fill search;
    search.rng = &rng;
    // The three boxes on the diagonal share no house, so any three orders
    // of 1-9 fill them, and every such start completes to a grid. Starting
    // there spares the search its costly early dead ends (drawing from an
    // empty grid took 200,000 instructions on average, heavy-tailed).
    for (int box = 0; box < 3; ++box) {
        int digits[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
        std::shuffle(digits, digits + 9, rng);
        for (int i = 0; i < 9; ++i)
            search.set((box * 3 + i / 3) * 9 + box * 3 + i % 3, digits[i]);
    }
    search.fill(81 - 27);
    return std::vector<std::uint8_t>(search.values, search.values + 81);
}

GridDraw drawRandomSolution(const std::shared_ptr<const Geometry>& geometry, std::mt19937_64& rng,
                            std::uint64_t maxNodes, std::stop_token stop)
{
    const Grid empty(geometry);
    // The first budget lets small grids finish in one run; each restart
    // doubles it, so a geometry with no grid at all is still proved empty
    // (when there is no bound).
    const std::uint64_t budget = std::uint64_t(geometry->cellCount()) * 4;
    if (geometry->isCounted()) {
        CountedSearch search(*geometry);
        return drawWith(search, empty, budget, maxNodes, rng, stop);
    }
    GenericSearch search(*geometry);
    return drawWith(search, empty, budget, maxNodes, rng, stop);
}

std::optional<std::vector<std::uint8_t>> randomSolution(const std::shared_ptr<const Geometry>& geometry,
                                                        std::mt19937_64& rng, std::stop_token stop)
{
    GridDraw draw = drawRandomSolution(geometry, rng, 0, stop);
    if (draw.outcome != GridDraw::Outcome::Found)
        return std::nullopt;
    return std::move(draw.values);
}

} // namespace pm::solver
