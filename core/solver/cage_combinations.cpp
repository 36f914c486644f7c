// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/solver/cage_combinations.h"

#include <algorithm>

namespace pm::solver {

namespace {

// ways[k][s]: sets of k distinct digits from 1..d adding to s, for the digits
// seen so far (a 0/1 knapsack count), saturated so that 64x64 cannot overflow.
std::uint64_t countSets(int size, int cells, int sum)
{
    constexpr std::uint64_t kSaturated = std::uint64_t(1) << 62;
    std::vector<std::vector<std::uint64_t>> ways(size_t(cells) + 1, std::vector<std::uint64_t>(size_t(sum) + 1, 0));
    ways[0][0] = 1;
    for (int digit = 1; digit <= size; ++digit)
        for (int k = std::min(cells, digit); k >= 1; --k)
            for (int s = sum; s >= digit; --s)
                ways[k][s] = std::min(kSaturated, ways[k][s] + ways[k - 1][s - digit]);
    return ways[cells][sum];
}

// Depth-first over digits in ascending order: a set is extended only while
// its smallest completion can still reach the sum and its largest can still
// stay under it.
void collect(int size, int from, int cellsLeft, int sumLeft, DigitMask chosen, std::vector<DigitMask>& out)
{
    if (cellsLeft == 0) {
        if (sumLeft == 0)
            out.push_back(chosen);
        return;
    }
    for (int digit = from; digit <= size; ++digit) {
        // The smallest sum of cellsLeft digits starting at digit.
        const int smallest = cellsLeft * digit + cellsLeft * (cellsLeft - 1) / 2;
        if (smallest > sumLeft)
            return;
        const int largest = cellsLeft * size - cellsLeft * (cellsLeft - 1) / 2;
        if (largest < sumLeft)
            return;
        collect(size, digit + 1, cellsLeft - 1, sumLeft - digit, chosen | digitBit(digit), out);
    }
}

} // namespace

CageCombinations cageCombinations(int size, int cells, int sum, std::size_t cap)
{
    CageCombinations result;
    if (cells < 1 || cells > size || sum < minCageSum(cells) || sum > maxCageSum(cells, size)) {
        result.listed = true; // no set at all: an empty list is exact
        return result;
    }
    if (countSets(size, cells, sum) > cap)
        return result;
    collect(size, 1, cells, sum, 0, result.masks);
    std::sort(result.masks.begin(), result.masks.end());
    result.listed = true;
    return result;
}

} // namespace pm::solver
