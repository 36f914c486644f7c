// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/logic/constraint_pairs.h"

#include <algorithm>
#include <mutex>

namespace pm::logic {

namespace {

// Records the pairs a constraint compiles into.
class PairRecorder : public PropagatorSink {
public:
    PairRecorder(int size, std::vector<std::vector<ConstraintPartner>>& partners)
        : m_size(size), m_partners(partners)
    {
    }
    void setConstraint(int index) { m_constraint = index; }

    void unary(int, ConstraintDigits) override {}
    void relation(int first, int second, const std::function<bool(int, int)>& allowed) override
    {
        if (first == second)
            return; // a rule on one cell (an indexer pointing at itself): no pair
        ConstraintPartner forward{second, m_constraint, std::vector<DigitMask>(size_t(m_size) + 1, 0)};
        ConstraintPartner backward{first, m_constraint, std::vector<DigitMask>(size_t(m_size) + 1, 0)};
        for (int a = 1; a <= m_size; ++a)
            for (int b = 1; b <= m_size; ++b)
                if (allowed(a, b)) {
                    forward.allowedBeside[size_t(a)] |= digitBit(b);
                    backward.allowedBeside[size_t(b)] |= digitBit(a);
                }
        m_partners[size_t(first)].push_back(std::move(forward));
        m_partners[size_t(second)].push_back(std::move(backward));
    }
    void linear(const std::vector<int>&, const std::vector<int>&, int) override {}
    void distinct(const std::vector<int>& cells) override
    {
        for (size_t i = 0; i < cells.size(); ++i)
            for (size_t j = i + 1; j < cells.size(); ++j)
                relation(cells[i], cells[j], [](int a, int b) { return a != b; });
    }
    void special(int, const std::vector<int>&) override {}

private:
    int m_size;
    int m_constraint = -1;
    std::vector<std::vector<ConstraintPartner>>& m_partners;
};

ConstraintPairs buildPairs(const Geometry& g)
{
    ConstraintPairs pairs;
    pairs.partners.resize(size_t(g.cellCount()));
    PairRecorder recorder(g.size(), pairs.partners);
    for (int index = 0; index < int(g.constraints().size()); ++index) {
        const Constraint& constraint = g.constraints()[size_t(index)];
        recorder.setConstraint(index);
        constraintKindInfo(constraint.kind).compile(constraint, index, g, recorder);
    }
    pairs.empty = std::all_of(pairs.partners.begin(), pairs.partners.end(),
                              [](const auto& list) { return list.empty(); });
    return pairs;
}

} // namespace

std::shared_ptr<const ConstraintPairs> constraintPairsOf(const std::shared_ptr<const Geometry>& geometry)
{
    if (!geometry || !geometry->hasConstraints())
        return nullptr;
    constexpr size_t kCapacity = 4;
    static std::mutex mutex;
    static std::vector<std::pair<std::shared_ptr<const Geometry>, std::shared_ptr<const ConstraintPairs>>> cache;
    {
        std::lock_guard lock(mutex);
        const auto found = std::find_if(cache.begin(), cache.end(), [&](const auto& entry) {
            return entry.first == geometry || entry.first->spec() == geometry->spec();
        });
        if (found != cache.end()) {
            std::rotate(cache.begin(), found, found + 1);
            return cache.front().second;
        }
    }
    auto built = std::make_shared<const ConstraintPairs>(buildPairs(*geometry)); // outside the lock
    std::lock_guard lock(mutex);
    cache.insert(cache.begin(), {geometry, built});
    if (cache.size() > kCapacity)
        cache.pop_back();
    return built;
}

namespace {

struct HeldPairs {
    std::shared_ptr<const ConstraintPairs> pairs;
};

} // namespace

const ConstraintPairs& constraintPairs(const LogicContext& ctx)
{
    static const ConstraintPairs none;
    const HeldPairs& held = ctx.shared<HeldPairs>(0, [&] { return HeldPairs{constraintPairsOf(ctx.grid().geometryPtr())}; });
    return held.pairs ? *held.pairs : none;
}

std::vector<CellDigit> constraintExclusions(const LogicContext& ctx, int cell, int digit)
{
    std::vector<CellDigit> excluded;
    if (!ctx.geometry().hasConstraints())
        return excluded;
    for (const ConstraintPartner& partner : constraintPairs(ctx).partners[size_t(cell)]) {
        if (!ctx.isEmpty(partner.cell))
            continue;
        const DigitMask beside = ctx.candidates(partner.cell) & partner.allowedBeside[size_t(digit)];
        for (DigitMask m = ctx.candidates(partner.cell) & ~beside; m; m &= m - 1)
            excluded.push_back({partner.cell, firstDigit(m)});
        // One digit left beside it: the candidate forces the partner (a
        // palindrome's mirror, an X beside a cell of {1,9}), so whatever
        // that digit rules out in the partner's peers goes too.
        if (digitCount(beside) == 1) {
            const int forced = firstDigit(beside);
            for (int peer : ctx.geometry().peers(partner.cell))
                if (peer != cell && ctx.hasCandidate(peer, forced))
                    excluded.push_back({peer, forced});
        }
    }
    std::sort(excluded.begin(), excluded.end());
    excluded.erase(std::unique(excluded.begin(), excluded.end()), excluded.end());
    // The candidate's own cell is the house logic's to speak of.
    excluded.erase(std::remove_if(excluded.begin(), excluded.end(), [&](const CellDigit& x) { return x.cell == cell; }),
                   excluded.end());
    return excluded;
}

} // namespace pm::logic
