// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/solver/map_search.h"

#include "core/solver/generic_search.h"

namespace pm::solver {

MapSearch searchMap(const std::shared_ptr<const Geometry>& geometry, std::uint64_t maxNodes)
{
    if (geometry->isCounted() || !geometry->cages().empty())
        return MapSearch::Unknown;
    Grid firstRow(geometry);
    for (int column = 0; column < geometry->size(); ++column)
        firstRow.setValue(geometry->cellAt(0, column), column + 1);
    GenericSearch search(*geometry);
    search.setNodeBudget(maxNodes);
    switch (search.run(firstRow, false, [](const std::vector<std::uint8_t>&) { return false; }, {})) {
    case GenericSearch::Stop::Stopped: return MapSearch::HasGrid;
    case GenericSearch::Stop::Finished: return MapSearch::NoGrid;
    case GenericSearch::Stop::OutOfBudget:
    case GenericSearch::Stop::Cancelled: break;
    }
    return MapSearch::Unknown;
}

} // namespace pm::solver
