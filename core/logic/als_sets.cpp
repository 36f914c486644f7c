// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/logic/als_sets.h"

#include <algorithm>

namespace pm::logic {

namespace {

// Whether some house before h holds every cell of `cells` (then the set was
// listed there: every house's cells are ascending, and every qualifying
// subset of a house is visited). Replaces a std::set of the sets seen, whose
// inserts were a tenth of the ALS table's cost on top1465.
bool listedBefore(const Geometry& geometry, int h, const std::vector<int>& cells)
{
    for (int other : geometry.housesOf(cells.front())) {
        if (other >= h)
            continue;
        const std::uint64_t* bits = geometry.houseWords(other);
        if (std::all_of(cells.begin(), cells.end(),
                        [&](int cell) { return (bits[cell >> 6] >> (cell & 63)) & 1; }))
            return true;
    }
    return false;
}

} // namespace

// Largest ALS looked for. Every subset of a house is tried, so bigger grids
// keep it small (2^16 subsets per house would be too slow for a hint).
int maxAlsSize(const LogicContext& ctx)
{
    return ctx.size() <= 9 ? ctx.size() - 1 : 3;
}

std::vector<Als> findAlsList(const LogicContext& ctx, int maxSize)
{
    std::vector<Als> result;
    const auto& houses = ctx.geometry().houses();
    std::vector<int> chosen;
    for (int h = 0; h < int(houses.size()); ++h) {
        std::vector<int> empty;
        for (int cell : houses[h].cells)
            if (ctx.isEmpty(cell) && ctx.candidates(cell))
                empty.push_back(cell);
        const int n = int(empty.size());
        auto grow = [&](auto&& self, int from, DigitMask digits) -> void {
            // A set in a row and a box counts once, for the first house.
            if (!chosen.empty() && digitCount(digits) == int(chosen.size()) + 1 &&
                !listedBefore(ctx.geometry(), h, chosen)) {
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
