// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/logic/branch_cache.h"

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

namespace pm::logic {

namespace {

// One case: where singles left it, from the state of the cache `currentIn`
// names; its trace is that state's own only when exactIn names it too.
struct Entry {
    Branch branch;
    bool broken = false;
    std::uint64_t currentIn = 0;
    std::uint64_t exactIn = 0;
};
using Entries = std::vector<std::unique_ptr<Entry>>;

// The cases of the last cache this thread dropped (a path's previous step),
// with the state they were followed from.
struct Carried {
    std::optional<Grid> start;
    Entries entries;
};
Carried& carried()
{
    thread_local Carried store;
    return store;
}

// What a cell may still hold: its digit once filled.
DigitMask allowed(const Grid& grid, int cell)
{
    return grid.value(cell) ? digitBit(grid.value(cell)) : grid.candidates(cell);
}

// Whether every cell of `now` allows only what it allowed in `before`.
bool within(const Grid& now, const Grid& before)
{
    for (int cell = 0; cell < now.cellCount(); ++cell)
        if (allowed(now, cell) & ~allowed(before, cell))
            return false;
    return true;
}

std::uint64_t newCacheId()
{
    static std::atomic<std::uint64_t> last{0};
    return ++last;
}

// Every case followed in one context, by candidate and assumption.
class BranchCache {
public:
    explicit BranchCache(const LogicContext& ctx)
        : m_id(newCacheId())
        , m_stride(ctx.size() + 1)
        , m_start(atSinglesFixpoint(ctx.grid()) ? PropagationStart::AtFixpoint : PropagationStart::Anywhere)
        , m_grid(ctx.grid())
    {
        adoptCarried();
    }
    BranchCache(BranchCache&&) = default;
    // Hands its cases on to the thread's next cache (the path's next step).
    ~BranchCache()
    {
        if (m_entries.empty())
            return; // moved from
        carried().start = std::move(m_grid);
        carried().entries = std::move(m_entries);
    }

    const Branch& follow(CellDigit assumption, bool assumedTrue) const
    {
        Entry& entry = slot(assumption, assumedTrue);
        if (entry.exactIn != m_id) {
            entry.branch.assumption = assumption;
            entry.branch.assumedTrue = assumedTrue;
            if (entry.currentIn != 0) // a new entry holds this state already
                entry.branch.state = m_grid;
            entry.branch.trace = propagateSingles(entry.branch.state, assumption, assumedTrue, 1 << 30, m_start);
            entry.broken = entry.branch.trace.contradiction.has_value();
            entry.currentIn = entry.exactIn = m_id;
        }
        return entry.branch;
    }

    CaseOutcome outcome(CellDigit assumption, bool assumedTrue) const
    {
        Entry& entry = slot(assumption, assumedTrue);
        if (entry.currentIn == 0)
            follow(assumption, assumedTrue);
        else if (entry.currentIn != m_id)
            carryOver(entry);
        return {entry.branch.state, entry.broken};
    }

private:
    Entry& slot(CellDigit assumption, bool assumedTrue) const
    {
        auto& entry = m_entries[(size_t(assumption.cell) * m_stride + assumption.digit) * 2 + assumedTrue];
        if (!entry)
            entry = std::make_unique<Entry>(Entry{Branch{assumption, assumedTrue, m_grid, {}}});
        return *entry;
    }

    // Takes the thread's carried cases when they were followed from a state
    // that allowed everything this one allows (the previous step of this
    // path); otherwise starts empty. Counted shapes' singles are not the
    // incremental kind carryOver needs, and start empty too.
    void adoptCarried()
    {
        Carried& store = carried();
        const size_t slots = size_t(m_grid.cellCount()) * m_stride * 2;
        if (store.start && &store.start->geometry() == &m_grid.geometry() && !m_grid.geometry().isCounted()
            && store.entries.size() == slots && within(m_grid, *store.start))
            m_entries = std::move(store.entries);
        else
            m_entries.resize(slots);
        store.start.reset();
        store.entries.clear();
    }

    // An earlier state's case brought to this state: singles' closure of
    // (this state and the assumption) is the closure of (the earlier
    // fixpoint and this state), since this state allows no more than that
    // one did. A case that broke then breaks now.
    void carryOver(Entry& entry) const
    {
        entry.currentIn = m_id;
        if (entry.broken)
            return;
        Grid& state = entry.branch.state;
        std::vector<int>& changed = m_changed;
        changed.clear();
        for (int cell = 0; cell < state.cellCount(); ++cell) {
            const DigitMask now = allowed(m_grid, cell);
            if (state.value(cell)) {
                if (!(now & digitBit(state.value(cell)))) {
                    entry.broken = true;
                    return;
                }
                continue;
            }
            const DigitMask kept = state.candidates(cell) & now;
            if (kept == state.candidates(cell))
                continue;
            if (!kept) {
                entry.broken = true;
                return;
            }
            state.setCandidates(cell, kept);
            changed.push_back(cell);
        }
        if (!changed.empty())
            entry.broken = propagateAfterRemovals(state, changed).contradiction.has_value();
    }

    std::uint64_t m_id;
    int m_stride;
    PropagationStart m_start;
    Grid m_grid;
    mutable Entries m_entries;
    mutable std::vector<int> m_changed;
};

const BranchCache& cacheOf(const LogicContext& ctx)
{
    return ctx.shared<BranchCache>(0, [&] { return BranchCache(ctx); });
}

} // namespace

const Branch& followCase(const LogicContext& ctx, CellDigit assumption, bool assumedTrue)
{
    return cacheOf(ctx).follow(assumption, assumedTrue);
}

CaseOutcome caseOutcome(const LogicContext& ctx, CellDigit assumption, bool assumedTrue)
{
    return cacheOf(ctx).outcome(assumption, assumedTrue);
}

} // namespace pm::logic
