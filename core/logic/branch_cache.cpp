// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/logic/branch_cache.h"

#include <memory>
#include <vector>

namespace pm::logic {

namespace {

// Every case followed in one context, by candidate and assumption.
class BranchCache {
public:
    explicit BranchCache(const LogicContext& ctx)
        : m_stride(ctx.size() + 1)
        , m_start(atSinglesFixpoint(ctx.grid()) ? PropagationStart::AtFixpoint : PropagationStart::Anywhere)
        , m_branches(size_t(ctx.cellCount()) * m_stride * 2)
    {
    }
    const Branch& follow(const LogicContext& ctx, CellDigit assumption, bool assumedTrue) const
    {
        auto& slot = m_branches[(size_t(assumption.cell) * m_stride + assumption.digit) * 2 + assumedTrue];
        if (!slot) {
            slot = std::make_unique<Branch>(Branch{assumption, assumedTrue, ctx.grid(), {}});
            slot->trace = propagateSingles(slot->state, assumption, assumedTrue, 1 << 30, m_start);
        }
        return *slot;
    }

private:
    int m_stride;
    PropagationStart m_start;
    mutable std::vector<std::unique_ptr<Branch>> m_branches;
};

} // namespace

const Branch& followCase(const LogicContext& ctx, CellDigit assumption, bool assumedTrue)
{
    const BranchCache& cache = ctx.shared<BranchCache>(0, [&] { return BranchCache(ctx); });
    return cache.follow(ctx, assumption, assumedTrue);
}

} // namespace pm::logic
