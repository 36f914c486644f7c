// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/logic/als_sets.h"

#include <set>

namespace pm::logic {

// Largest ALS looked for. Every subset of a house is tried, so bigger grids
// keep it small (2^16 subsets per house would be too slow for a hint).
int maxAlsSize(const LogicContext& ctx)
{
    return ctx.size() <= 9 ? ctx.size() - 1 : 3;
}

std::vector<Als> findAlsList(const LogicContext& ctx, int maxSize)
{
    std::vector<Als> result;
    std::set<std::vector<int>> seen; // a set in a row and a box counts once
    const auto& houses = ctx.geometry().houses();
    std::vector<int> chosen;
    for (int h = 0; h < int(houses.size()); ++h) {
        std::vector<int> empty;
        for (int cell : houses[h].cells)
            if (ctx.isEmpty(cell) && ctx.candidates(cell))
                empty.push_back(cell);
        const int n = int(empty.size());
        auto grow = [&](auto&& self, int from, DigitMask digits) -> void {
            if (!chosen.empty() && digitCount(digits) == int(chosen.size()) + 1 && seen.insert(chosen).second) {
                Als als{h, chosen, ctx.emptySet(), digits};
                for (int cell : chosen)
                    als.cellSet.insert(cell);
                result.push_back(std::move(als));
            }
            if (int(chosen.size()) >= maxSize)
                return;
            for (int i = from; i < n; ++i) {
                const DigitMask next = digits | ctx.candidates(empty[i]);
                // Digits only grow as cells join: past maxSize+1 no set within
                // the size maxSize can come of it.
                if (digitCount(next) > maxSize + 1)
                    continue;
                chosen.push_back(empty[i]);
                self(self, i + 1, next);
                chosen.pop_back();
            }
        };
        grow(grow, 0, 0);
    }
    return result;
}

} // namespace pm::logic
