// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace pm::cli {

// Runs jobs on worker threads and hands their results on in the order the
// jobs were submitted, each as soon as it and every one before it are done
// (the worker that finishes the oldest job passes it on), so a long run
// shows its results as they come and an interrupted one has printed all it
// finished in order. At most `window` jobs are pending or waiting to be
// passed on: submit() waits while the window is full, which keeps memory
// flat however many jobs a run has (generate --count 100000000).
//
// The calling thread works too (T threads: T - 1 workers besides it); with
// one thread, jobs run in submit() itself: same order, no threads.
template <typename Result>
class OrderedPool {
public:
    using Job = std::function<Result()>;
    using Emit = std::function<void(Result&&)>;

    // threads: 0 = one per core. The calling thread is one of them: it
    // runs jobs too while it waits in submit() and finish().
    OrderedPool(unsigned threads, Emit emit)
        : m_emit(std::move(emit))
    {
        if (threads == 0)
            threads = std::max(1u, std::thread::hardware_concurrency());
        m_window = std::size_t(threads) * 4;
        m_inline = threads == 1;
        for (unsigned t = 1; t < threads; ++t)
            m_workers.emplace_back([this] { work(); });
    }
    ~OrderedPool()
    {
        finish();
        {
            std::lock_guard lock(m_mutex);
            m_closing = true;
        }
        m_changed.notify_all();
    }
    OrderedPool(const OrderedPool&) = delete;
    OrderedPool& operator=(const OrderedPool&) = delete;

    void submit(Job job)
    {
        if (m_inline) {
            m_emit(job());
            return;
        }
        std::unique_lock lock(m_mutex);
        while (m_slots.size() >= m_window)
            if (!runOne(lock))
                m_changed.wait(lock);
        m_slots.push_back(Slot{std::move(job), std::nullopt, false});
        m_changed.notify_all();
    }

    // Waits until every submitted job's result has been passed on.
    void finish()
    {
        std::unique_lock lock(m_mutex);
        while (!m_slots.empty())
            if (!runOne(lock))
                m_changed.wait(lock);
    }

private:
    struct Slot {
        Job job;
        std::optional<Result> result;
        bool taken;
    };

    // Runs the oldest job no thread has taken, if any, and passes on every
    // result that is next in order. Holds `lock` except while the job runs.
    bool runOne(std::unique_lock<std::mutex>& lock)
    {
        Slot* slot = nullptr;
        for (Slot& s : m_slots)
            if (!s.taken) {
                slot = &s;
                break;
            }
        if (!slot)
            return false;
        slot->taken = true;
        Job job = std::move(slot->job);
        lock.unlock();
        Result result = job();
        lock.lock();
        // Slots only leave from the front, and this one is not there
        // unless done: the pointer still holds (a deque keeps element
        // addresses when it grows at the back and shrinks at the front).
        slot->result = std::move(result);
        while (!m_slots.empty() && m_slots.front().result) {
            m_emit(std::move(*m_slots.front().result));
            m_slots.pop_front();
        }
        m_changed.notify_all();
        return true;
    }

    void work()
    {
        std::unique_lock lock(m_mutex);
        while (!m_closing)
            if (!runOne(lock))
                m_changed.wait(lock);
    }

    Emit m_emit;
    std::size_t m_window = 0;
    bool m_inline = false; // one thread: jobs run in submit()
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Slot> m_slots; // oldest first; each removed once passed on
    bool m_closing = false;
    std::vector<std::jthread> m_workers;
};

} // namespace pm::cli
