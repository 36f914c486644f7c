// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/solver/random_grid.h"

#include "core/solver/counted_search.h"
#include "core/solver/generic_search.h"

#include <algorithm>

namespace pm {

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

} // namespace

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

} // namespace pm
