// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/solver/exact_solver.h"

#include "core/solver/classic9.h"
#include "core/solver/counted_search.h"
#include "core/solver/generic_search.h"

#include <memory>
#include <random>
#include <set>

namespace pm::solver {

namespace {

// The calling thread's generic search, kept between calls: a generator or
// rater checks thousands of grids of one geometry in a row, and a kept search
// has its buffers sized already (the tables are shared anyway, see
// GenericSearch::tablesFor). A nested call (from a visitor) finds the slot
// empty and makes its own. The kept search holds its buffers (the trail grows
// with the deepest search seen) until the thread ends or another geometry
// takes its place.
class ThreadSearch {
public:
    ThreadSearch(const Geometry& geometry, const SolverOptions& options)
    {
        std::unique_ptr<GenericSearch>& spare = slot();
        if (spare && spare->servesGeometry(geometry))
            m_search = std::move(spare);
        else
            m_search = std::make_unique<GenericSearch>(geometry);
        m_search->setNodeBudget(options.nodeBudget ? options.nodeBudget : ~std::uint64_t(0));
        m_search->setPreferred(options.preferred);
        m_search->setLookahead(options.lookahead);
    }
    ~ThreadSearch()
    {
        m_search->setPreferred(nullptr); // the values need not outlive the call
        slot() = std::move(m_search);
    }
    ThreadSearch(const ThreadSearch&) = delete;
    ThreadSearch& operator=(const ThreadSearch&) = delete;

    GenericSearch* operator->() { return m_search.get(); }
    GenericSearch& operator*() { return *m_search; }

private:
    static std::unique_ptr<GenericSearch>& slot()
    {
        thread_local std::unique_ptr<GenericSearch> spare;
        return spare;
    }

    std::unique_ptr<GenericSearch> m_search;
};

bool takesFastPath(const Grid& grid, const SolverOptions& options)
{
    return options.allowFastPath && !options.useCandidates && grid.geometry().isClassic9();
}

// What a search up to `limit` distinct solutions found.
struct Collected {
    std::vector<std::vector<std::uint8_t>> solutions; // the first two found (distinct)
    std::uint64_t count = 0;  // distinct solutions found, at most limit
    bool exhaustive = false; // a run finished: there are no others
    bool cancelled = false;
    bool outOfBudget = false; // only with a caller's node budget
};

// The deterministic search is fast on puzzles but heavy-tailed on nearly
// empty grids: an empty 36x36 grid ran for minutes without its first
// solution, while a random reading-order fill (see random_grid.cpp) finds one
// in milliseconds. So past a first budget the search restarts, alternating a
// random fill and the deterministic search, each round with twice the
// budget of the last; solutions found by any run are pooled (distinct), and
// any run that finishes is exhaustive, so the answer stays exact. A puzzle
// that needs a long deterministic search pays at most about twice its time
// (the doubling) plus the random runs, which get far smaller budgets.
// The pool holds the solutions themselves (to tell new ones from those seen),
// so it serves limits whose solutions fit in kMaxPoolBytes: count's default
// limit of 1000 on every size up to 64x64 (4 MB there). An empty 64x64 grid
// counted to 1000 took over a minute without it, and an empty 49x49 to 100
// over 20 s.
constexpr std::uint64_t kMaxPoolBytes = std::uint64_t(16) << 20;
constexpr std::uint64_t kFirstBudget = std::uint64_t(1) << 12;

// Whether the solutions up to `limit` fit the pool (each costs its cells and
// about 80 bytes of bookkeeping).
bool fitsPool(std::uint64_t limit, int cellCount)
{
    return limit <= kMaxPoolBytes / (std::uint64_t(cellCount) + 80);
}

// Search is GenericSearch or CountedSearch (same run/setShuffle/setNodeBudget
// and Stop).
template <class Search>
Collected collectWith(Search& search, const Grid& grid, std::uint64_t limit, std::stop_token stop,
                      const SolverOptions& options)
{
    Collected result;
    std::set<std::vector<std::uint8_t>> seen;
    const auto pool = [&](const std::vector<std::uint8_t>& solution) {
        if (seen.insert(solution).second) {
            ++result.count;
            if (result.solutions.size() < 2)
                result.solutions.push_back(solution);
        }
        return result.count < limit;
    };
    const auto finish = [&](GenericSearch::Stop outcome) {
        result.exhaustive = outcome == GenericSearch::Stop::Finished;
        result.cancelled = outcome == GenericSearch::Stop::Cancelled;
        return outcome != GenericSearch::Stop::OutOfBudget || result.count >= limit;
    };
    const bool restarts = options.nodeBudget == 0 && fitsPool(limit, grid.cellCount());
    if (restarts)
        search.setNodeBudget(kFirstBudget);
    if (finish(search.run(grid, options.useCandidates, pool, stop)) || !restarts) {
        result.outOfBudget = !result.exhaustive && !result.cancelled && result.count < limit;
        return result;
    }
    // A fixed seed: the same grid gives the same answer every time.
    std::mt19937_64 rng(0x5eed5eed);
    std::uint64_t randomBudget = std::uint64_t(grid.geometry().cellCount()) * 4;
    for (std::uint64_t budget = kFirstBudget * 2;; budget *= 2, randomBudget *= 2) {
        search.setShuffle(&rng);
        search.setNodeBudget(randomBudget);
        const auto randomOutcome = search.run(grid, options.useCandidates, pool, stop);
        search.setShuffle(nullptr);
        if (finish(randomOutcome))
            return result;
        search.setNodeBudget(budget);
        if (finish(search.run(grid, options.useCandidates, pool, stop)))
            return result;
    }
}

Collected collectSolutions(const Grid& grid, std::uint64_t limit, std::stop_token stop, const SolverOptions& options)
{
    if (grid.geometry().isCounted()) {
        CountedSearch search(grid.geometry());
        search.setNodeBudget(options.nodeBudget ? options.nodeBudget : ~std::uint64_t(0));
        return collectWith(search, grid, limit, stop, options);
    }
    ThreadSearch search(grid.geometry(), options);
    return collectWith(*search, grid, limit, stop, options);
}

// Runs one search to its end on whichever search serves the geometry.
GenericSearch::Stop runSearch(const Grid& grid, const SolverOptions& options, const GenericSearch::Visitor& visit,
                              std::stop_token stop)
{
    if (grid.geometry().isCounted()) {
        CountedSearch search(grid.geometry());
        search.setNodeBudget(options.nodeBudget ? options.nodeBudget : ~std::uint64_t(0));
        return search.run(grid, options.useCandidates, visit, stop);
    }
    ThreadSearch search(grid.geometry(), options);
    return search->run(grid, options.useCandidates, visit, stop);
}

} // namespace

CountResult countSolutions(const Grid& grid, std::uint64_t limit, std::stop_token stop, const SolverOptions& options)
{
    CountResult result;
    if (limit == 0)
        return result;
    if (stop.stop_requested()) {
        result.cancelled = true;
        return result;
    }
    if (takesFastPath(grid, options)) {
        const auto fast = classic9::countSolutions(grid.values().data(), limit, nullptr, stop);
        result.count = fast.count;
        result.cancelled = fast.cancelled;
        result.limitReached = fast.count >= limit;
        return result;
    }
    if (fitsPool(limit, grid.cellCount())) {
        const Collected collected = collectSolutions(grid, limit, stop, options);
        result.count = collected.count;
        result.cancelled = collected.cancelled;
        result.outOfBudget = collected.outOfBudget;
        result.limitReached = result.count >= limit;
        return result;
    }
    const auto outcome = runSearch(grid, options, [&](const std::vector<std::uint8_t>&) {
        return ++result.count < limit;
    }, stop);
    result.cancelled = outcome == GenericSearch::Stop::Cancelled;
    result.outOfBudget = outcome == GenericSearch::Stop::OutOfBudget;
    result.limitReached = result.count >= limit;
    return result;
}

SolveResult solve(const Grid& grid, std::stop_token stop, const SolverOptions& options)
{
    SolveResult result;
    if (stop.stop_requested()) {
        result.outcome = SolveOutcome::Cancelled;
        return result;
    }
    std::vector<std::vector<std::uint8_t>> found;
    bool cancelled = false;
    if (takesFastPath(grid, options)) {
        // The fast path reports the first solution; a second search with the
        // generic path would cost more than the first, so multiplicity proof
        // comes from enumerating only when there are two.
        std::vector<std::uint8_t> first(81);
        const auto fast = classic9::countSolutions(grid.values().data(), 2, first.data(), stop);
        cancelled = fast.cancelled;
        if (fast.count >= 1)
            found.push_back(first);
        if (fast.count >= 2 && !cancelled) {
            found.clear();
            SolverOptions generic = options;
            generic.allowFastPath = false;
            const auto outcome = enumerateSolutions(grid, [&](const std::vector<std::uint8_t>& s) {
                found.push_back(s);
                return found.size() < 2;
            }, stop, generic);
            cancelled = outcome == EnumerateOutcome::Cancelled;
        }
    } else {
        Collected collected = collectSolutions(grid, 2, stop, options);
        found = std::move(collected.solutions);
        cancelled = collected.cancelled || collected.outOfBudget;
    }
    if (cancelled) {
        result.outcome = SolveOutcome::Cancelled;
        return result;
    }
    if (found.empty()) {
        result.outcome = SolveOutcome::None;
        return result;
    }
    result.solution = found[0];
    if (found.size() >= 2) {
        result.outcome = SolveOutcome::Multiple;
        result.secondSolution = found[1];
    } else {
        result.outcome = SolveOutcome::Unique;
    }
    return result;
}

EnumerateOutcome enumerateSolutions(const Grid& grid, const std::function<bool(const std::vector<std::uint8_t>&)>& visit,
                                    std::stop_token stop, const SolverOptions& options)
{
    if (stop.stop_requested())
        return EnumerateOutcome::Cancelled;
    switch (runSearch(grid, options, visit, stop)) {
    case GenericSearch::Stop::Finished:
        return EnumerateOutcome::Finished;
    case GenericSearch::Stop::Stopped:
        return EnumerateOutcome::Stopped;
    case GenericSearch::Stop::Cancelled:
    case GenericSearch::Stop::OutOfBudget:
        return EnumerateOutcome::Cancelled;
    }
    return EnumerateOutcome::Finished;
}

} // namespace pm::solver
