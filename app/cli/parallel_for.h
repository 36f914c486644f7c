// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace pm::cli {

// Runs work(i) for every i in [0, count) on `threads` threads (0 = one per
// core). Items are handed out one at a time, so uneven work (one hard
// puzzle among easy ones) keeps every thread busy.
template <typename Work>
void parallelFor(std::size_t count, unsigned threads, Work work)
{
    if (threads == 0)
        threads = std::max(1u, std::thread::hardware_concurrency());
    threads = unsigned(std::min<std::size_t>(threads, std::max<std::size_t>(count, 1)));
    std::atomic<std::size_t> next{0};
    auto run = [&] {
        for (std::size_t i = next++; i < count; i = next++)
            work(i);
    };
    if (threads == 1) {
        run();
        return;
    }
    std::vector<std::jthread> pool;
    for (unsigned t = 1; t < threads; ++t)
        pool.emplace_back(run);
    run();
}

} // namespace pm::cli
