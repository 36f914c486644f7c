#include "exact_solver.h"

#include "classic9.h"
#include "generic_search.h"

namespace pm {

namespace {

bool takesFastPath(const Grid& grid, const SolverOptions& options)
{
    return options.allowFastPath && !options.useCandidates && grid.geometry().isClassic9();
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
    GenericSearch search(grid.geometry());
    const auto outcome = search.run(grid, options.useCandidates,
                                    [&](const std::vector<std::uint8_t>&) { return ++result.count < limit; }, stop);
    result.cancelled = outcome == GenericSearch::Stop::Cancelled;
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
        const auto outcome = enumerateSolutions(grid, [&](const std::vector<std::uint8_t>& s) {
            found.push_back(s);
            return found.size() < 2;
        }, stop, options);
        cancelled = outcome == EnumerateOutcome::Cancelled;
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
    GenericSearch search(grid.geometry());
    switch (search.run(grid, options.useCandidates, visit, stop)) {
    case GenericSearch::Stop::Finished:
        return EnumerateOutcome::Finished;
    case GenericSearch::Stop::Stopped:
        return EnumerateOutcome::Stopped;
    case GenericSearch::Stop::Cancelled:
    case GenericSearch::Stop::OutOfBudget: // no budget is set here
        return EnumerateOutcome::Cancelled;
    }
    return EnumerateOutcome::Finished;
}

} // namespace pm
