// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/solver/layout_search.h"

#include "core/solver/generic_search.h"

namespace pm {

LayoutSearch searchLayout(const std::shared_ptr<const Geometry>& geometry, std::uint64_t maxNodes)
{
    if (geometry->isCounted() || !geometry->cages().empty())
        return LayoutSearch::Unknown;
    Grid firstRow(geometry);
    for (int column = 0; column < geometry->size(); ++column)
        firstRow.setValue(geometry->cellAt(0, column), column + 1);
    GenericSearch search(*geometry);
    search.setNodeBudget(maxNodes);
    switch (search.run(firstRow, false, [](const std::vector<std::uint8_t>&) { return false; }, {})) {
    case GenericSearch::Stop::Stopped: return LayoutSearch::HasGrid;
    case GenericSearch::Stop::Finished: return LayoutSearch::NoGrid;
    case GenericSearch::Stop::OutOfBudget:
    case GenericSearch::Stop::Cancelled: break;
    }
    return LayoutSearch::Unknown;
}

} // namespace pm
