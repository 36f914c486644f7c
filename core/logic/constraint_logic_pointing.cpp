// SPDX-License-Identifier: GPL-3.0-or-later
// Pointing across the variant rules: a house must hold a digit in one of a
// few cells, or a cell must hold one of a few digits. Whichever it is, the
// peers and the constraints tied to it (constraint_pairs) rule candidates
// out; what all of them rule out goes. Pointing and claiming are the case
// where only houses do it; here a constraint always takes part.
#include "core/logic/constraint_fit.h"
#include "core/logic/constraint_pairs.h"
#include "core/logic/finders.h"
#include "core/logic/step_marks.h"

#include <algorithm>
#include <bit>

namespace pm::logic {

namespace {

// What "cell holds digit" rules out elsewhere, as bits over candidate
// indices (cell * (size + 1) + digit): its peers' same digit, and what the
// constraints tie to it. Each row is worked out once per search, where a
// candidate is an option of its cell and of each of its houses. Measured
// on 9x9 thermo+kropki expert generation (2026-11-29): the ruled-out lists,
// built, merged and intersected as vectors for every option, were over
// half the time.
class RuledOutTable {
public:
    explicit RuledOutTable(const LogicContext& ctx)
        : m_ctx(ctx)
        , m_stride(ctx.size() + 1)
        , m_words((size_t(ctx.cellCount()) * size_t(m_stride) + 63) / 64)
        , m_rowOf(size_t(ctx.cellCount()) * size_t(m_stride), -1)
    {
    }

    size_t words() const { return m_words; }

    // Everything the candidate rules out, then what its peers alone do:
    // two rows of words(), valid until the next call.
    const std::uint64_t* rows(int cell, int digit)
    {
        int& at = m_rowOf[size_t(cell) * size_t(m_stride) + size_t(digit)];
        if (at < 0) {
            at = int(m_bits.size());
            m_bits.resize(m_bits.size() + 2 * m_words, 0);
            std::uint64_t* all = m_bits.data() + at;
            std::uint64_t* byHouses = all + m_words;
            for (int peer : m_ctx.geometry().peers(cell))
                if (m_ctx.hasCandidate(peer, digit)) {
                    set(all, peer, digit);
                    set(byHouses, peer, digit);
                }
            for (const CellDigit& x : constraintExclusions(m_ctx, cell, digit))
                set(all, x.cell, x.digit);
        }
        return m_bits.data() + at;
    }

    CellDigit candidate(size_t index) const { return {int(index / size_t(m_stride)), int(index % size_t(m_stride))}; }

private:
    void set(std::uint64_t* row, int cell, int digit) const
    {
        const size_t index = size_t(cell) * size_t(m_stride) + size_t(digit);
        row[index >> 6] |= std::uint64_t(1) << (index & 63);
    }

    const LogicContext& m_ctx;
    int m_stride;
    size_t m_words;
    std::vector<int> m_rowOf;        // per candidate index: where its rows start, or -1
    std::vector<std::uint64_t> m_bits;
};

// The constraints through which "cell holds digit" rules anything out.
void addRulingConstraints(const LogicContext& ctx, int cell, int digit, std::vector<int>& constraints)
{
    for (const ConstraintPartner& partner : constraintPairs(ctx).partners[size_t(cell)])
        if (ctx.isEmpty(partner.cell)
            && (ctx.candidates(partner.cell) & ~partner.allowedBeside[size_t(digit)]
                || digitCount(ctx.candidates(partner.cell) & partner.allowedBeside[size_t(digit)]) == 1))
            constraints.push_back(partner.constraint);
}

// What every one of `options` rules out, in ascending order; with
// `beyondHouses`, nothing unless a constraint rules out some of it (else
// it is the house techniques' to find).
std::vector<CellDigit> commonlyRuledOut(RuledOutTable& table, const std::vector<CellDigit>& options,
                                        bool beyondHouses)
{
    const size_t words = table.words();
    std::vector<std::uint64_t> common(words), byHouses(words);
    for (size_t i = 0; i < options.size(); ++i) {
        const std::uint64_t* rows = table.rows(options[i].cell, options[i].digit);
        std::uint64_t any = 0;
        for (size_t w = 0; w < words; ++w) {
            common[w] = i == 0 ? rows[w] : common[w] & rows[w];
            byHouses[w] = i == 0 ? rows[words + w] : byHouses[w] & rows[words + w];
            any |= common[w];
        }
        if (!any)
            return {};
    }
    if (beyondHouses && common == byHouses)
        return {};
    std::vector<CellDigit> ruled;
    for (size_t w = 0; w < words; ++w)
        for (std::uint64_t bits = common[w]; bits; bits &= bits - 1)
            ruled.push_back(table.candidate(w * 64 + size_t(std::countr_zero(bits))));
    return ruled;
}

// One of `options` is true: what every one of them rules out goes, when a
// constraint rules out some of it.
bool addCommon(const LogicContext& ctx, RuledOutTable& table, Step& step, const std::vector<CellDigit>& options)
{
    const std::vector<CellDigit> common = commonlyRuledOut(table, options, true);
    if (common.empty())
        return false;
    for (const CellDigit& x : common)
        addElimination(step, x.cell, x.digit);
    std::vector<int> constraints;
    for (const CellDigit& option : options)
        addRulingConstraints(ctx, option.cell, option.digit, constraints);
    std::sort(constraints.begin(), constraints.end());
    constraints.erase(std::unique(constraints.begin(), constraints.end()), constraints.end());
    step.detail.constraints = std::move(constraints);
    return true;
}

// Rule pointing. Under the anti-knight rule, row 5's 7 fits only in r5c4
// and r5c6. r3c5 and r7c5 are a knight's move from both (and see neither
// through a house): whichever holds the 7, it rules 7 out of them, so 7
// goes from r3c5 and r7c5. In general a candidate rules out what its peers
// and its constraints tie to it (a knight's move away, a thermometer's
// cells above it that it would leave too low, the mirror of a palindrome
// cell it forces and that mirror's peers); what every place of the digit
// rules out goes. The same for a cell: r5c5 can only be 4 or 6; under
// non-consecutive either one rules 5 out of its neighbours, so 5 goes there.
//
// detail: houses = {the house} (none for a cell), digits = the digit(s),
// cells = where the house's digit can go (or {the cell}), constraints = the
// constraints that take part. pattern: those candidates as Base, the house as
// Base, the candidates that go as Target.
void findRulePointing(const LogicContext& ctx, StepSink& sink)
{
    if (!ctx.geometry().hasConstraints() || constraintPairs(ctx).empty)
        return;
    RuledOutTable table(ctx);
    const auto& houses = ctx.geometry().houses();
    for (int h = 0; h < int(houses.size()); ++h) {
        for (int digit = 1; digit <= ctx.size(); ++digit) {
            const std::uint64_t where = ctx.positions(h, digit);
            if (digitCount(where) < 2 || (ctx.placedIn(h) & digitBit(digit)))
                continue;
            std::vector<CellDigit> options;
            for (std::uint64_t w = where; w; w &= w - 1)
                options.push_back({houses[size_t(h)].cells[size_t(std::countr_zero(w))], digit});
            Step step;
            step.technique = Technique::RulePointing;
            if (!addCommon(ctx, table, step, options))
                continue;
            step.detail.houses = {h};
            step.detail.digits = {digit};
            step.pattern.houses.push_back({h, Role::Base});
            for (const CellDigit& option : options) {
                step.detail.cells.push_back(option.cell);
                step.pattern.candidates.push_back({option.cell, digit, Role::Base});
            }
            if (!sink.add(std::move(step)))
                return;
        }
        if (ctx.stopRequested())
            return;
    }
    for (int cell = 0; cell < ctx.cellCount(); ++cell) {
        const DigitMask digits = ctx.candidates(cell);
        if (digitCount(digits) < 2 || constraintPairs(ctx).partners[size_t(cell)].empty())
            continue;
        std::vector<CellDigit> options;
        for (DigitMask m = digits; m; m &= m - 1)
            options.push_back({cell, firstDigit(m)});
        Step step;
        step.technique = Technique::RulePointing;
        if (!addCommon(ctx, table, step, options))
            continue;
        step.detail.cells = {cell};
        for (const CellDigit& option : options) {
            step.detail.digits.push_back(option.digit);
            step.pattern.candidates.push_back({cell, option.digit, Role::Base});
        }
        if (!sink.add(std::move(step)))
            return;
    }
}

// Covers every cell the search reads (LogicContext::foundNothing): the
// cells outside the constraint only lose candidates, so a search that found
// nothing finds nothing again until one of its own cells changes.
std::uint64_t ruleCellsStamp(const LogicContext& ctx, const std::vector<int>& cells)
{
    std::uint64_t stamp = 0;
    for (int cell : cells)
        for (int house : ctx.geometry().housesOf(cell))
            stamp = std::max(stamp, ctx.houseStamp(house));
    return stamp;
}

// Nodes each "a filling without this digit?" search may take.
constexpr long kNeedBudget = 20000;

// Constraint pointing. A 5-cell renban line whose cells can only be 3 to 8
// is a run of five consecutive digits from 3-7 or 4-8: either way it holds
// 4, 5, 6 and 7. If its 5 can only go in r5c1 or r6c1, whichever holds it
// rules 5 out of the rest of column 1 and of their box (and, under
// anti-knight, of the cells a knight's move from both). A digit every
// filling of a constraint's cells holds (the search finds no filling
// without it) is pointing like a house's digit; with one place left for it,
// it goes there.
//
// detail: constraint = its index, digits = {the digit}, cells = where on it
// the digit can go, constraints = the constraints whose pairs rule out some
// of it. pattern: the constraint's cells as Base, the digit's places as
// Link, the candidates that go as Target (a placement as Placement).
void findConstraintPointing(const LogicContext& ctx, StepSink& sink)
{
    const Geometry& g = ctx.geometry();
    if (!g.hasConstraints() || g.isCounted())
        return;
    RuledOutTable table(ctx);
    for (int index = 0; index < int(g.constraints().size()); ++index) {
        const std::vector<int> ruleCells = constraintRuleCells(g, index);
        if (ruleCells.size() < 2)
            continue;
        const std::uint64_t stamp = ruleCellsStamp(ctx, ruleCells);
        if (ctx.foundNothing(Technique::ConstraintPointing, index, stamp))
            continue;
        bool any = false;
        const std::optional<DigitMask> needed = constraintNeededDigits(ctx.grid(), index, kNeedBudget);
        for (DigitMask m = needed.value_or(0); m; m &= m - 1) {
            const int digit = firstDigit(m);
            std::vector<CellDigit> options;
            for (int cell : ruleCells)
                if (ctx.hasCandidate(cell, digit))
                    options.push_back({cell, digit});
            if (options.empty())
                continue;
            Step step;
            step.technique = Technique::ConstraintPointing;
            if (options.size() == 1) {
                step.placements.push_back(options.front());
                step.pattern.candidates.push_back({options.front().cell, digit, Role::Placement});
            } else {
                const std::vector<CellDigit> common = commonlyRuledOut(table, options, false);
                if (common.empty())
                    continue;
                for (const CellDigit& x : common)
                    addElimination(step, x.cell, x.digit);
                std::vector<int> constraints;
                for (const CellDigit& option : options)
                    addRulingConstraints(ctx, option.cell, option.digit, constraints);
                std::sort(constraints.begin(), constraints.end());
                constraints.erase(std::unique(constraints.begin(), constraints.end()), constraints.end());
                step.detail.constraints = std::move(constraints);
                for (const CellDigit& option : options)
                    step.pattern.candidates.push_back({option.cell, digit, Role::Link});
            }
            any = true;
            step.detail.constraint = index;
            step.detail.digits = {digit};
            for (const CellDigit& option : options)
                step.detail.cells.push_back(option.cell);
            for (int cell : ruleCells)
                step.pattern.cells.push_back({cell, Role::Base});
            if (!sink.add(std::move(step)))
                return;
        }
        if (!any)
            ctx.noteNothing(Technique::ConstraintPointing, index, stamp);
        if (ctx.stopRequested())
            return;
    }
}

constexpr FinderEntry kFinders[] = {
    {Technique::RulePointing, findRulePointing},
    {Technique::ConstraintPointing, findConstraintPointing},
};

} // namespace

std::span<const FinderEntry> rulePointingFinders()
{
    return kFinders;
}

} // namespace pm::logic
