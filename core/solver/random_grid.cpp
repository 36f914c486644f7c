// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/solver/random_grid.h"

#include "core/solver/counted_search.h"
#include "core/solver/generic_search.h"

namespace pm {

namespace {

// Search is GenericSearch or CountedSearch.
template <class Search>
std::optional<std::vector<std::uint8_t>> drawSolution(Search& search, const Grid& empty, std::uint64_t budget,
                                                      std::mt19937_64& rng, std::stop_token stop)
{
    search.setShuffle(&rng);
    for (;;) {
        search.setNodeBudget(budget);
        std::vector<std::uint8_t> found;
        const auto outcome = search.run(empty, false, [&](const std::vector<std::uint8_t>& s) {
            found = s;
            return false;
        }, stop);
        switch (outcome) {
        case GenericSearch::Stop::Stopped:
            return found;
        case GenericSearch::Stop::Finished:
        case GenericSearch::Stop::Cancelled:
            return std::nullopt;
        case GenericSearch::Stop::OutOfBudget:
            budget *= 2;
            break;
        }
    }
}

} // namespace

std::optional<std::vector<std::uint8_t>> randomSolution(const std::shared_ptr<const Geometry>& geometry,
                                                        std::mt19937_64& rng, std::stop_token stop)
{
    const Grid empty(geometry);
    // The first budget lets small grids finish in one run; each restart
    // doubles it, so a geometry with no grid at all is still proved empty.
    std::uint64_t budget = std::uint64_t(geometry->cellCount()) * 4;
    if (geometry->isCounted()) {
        CountedSearch search(*geometry);
        return drawSolution(search, empty, budget, rng, stop);
    }
    GenericSearch search(*geometry);
    return drawSolution(search, empty, budget, rng, stop);
}

} // namespace pm
