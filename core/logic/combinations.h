// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cassert>
#include <span>

namespace pm::logic {

// The largest k the finders choose (quads, jellyfish) with room to spare.
constexpr int kMaxCombination = 8;

// Calls visit(chosen) for every k-combination of items (k <= kMaxCombination),
// chosen in increasing position order; visit returns false to stop. Returns
// false if stopped. No allocation: subsets and fish run it in hot loops.
template <typename Visit>
bool forEachCombination(std::span<const int> items, int k, Visit&& visit)
{
    assert(k >= 0 && k <= kMaxCombination);
    const int n = int(items.size());
    if (k > n)
        return true;
    std::array<int, kMaxCombination> index{};
    std::array<int, kMaxCombination> chosen{};
    for (int i = 0; i < k; ++i)
        index[size_t(i)] = i;
    for (;;) {
        for (int i = 0; i < k; ++i)
            chosen[size_t(i)] = items[size_t(index[size_t(i)])];
        if (!visit(std::span<const int>(chosen.data(), size_t(k))))
            return false;
        int i = k - 1;
        while (i >= 0 && index[size_t(i)] == n - k + i)
            --i;
        if (i < 0)
            return true;
        ++index[size_t(i)];
        for (int j = i + 1; j < k; ++j)
            index[size_t(j)] = index[size_t(j - 1)] + 1;
    }
}

} // namespace pm::logic
