// SPDX-License-Identifier: GPL-3.0-or-later
// Almost locked sets: N cells of one house holding N+1 digits between them.
// Take one digit away and the other N fill the cells; that is the lever of
// every technique here.
#include "core/logic/als_sets.h"
#include "core/logic/finders.h"

#include <algorithm>
#include <array>
#include <set>
#include <span>

namespace pm::logic {

namespace {

// The ALS list with, for each ALS and each of its digits, the cells holding
// the digit and the cells seeing all of them (as raw bit words: CellSet
// copies cost more than the word operations here), and every pair's
// restricted commons. ALS-XZ and ALS-XY-Wing share one table per context.
//
// Restricted commons were found by testing every pair of ALS cell by cell:
// 71% of a top1465 solve's time (ALS-XY-Wing alone ~10 ms per call with a
// few thousand ALS). Here a pair is only looked at when B's first x lies
// where every x of A is seen, so each ALS visits a few dozen partners.
// Release, 40 hard top1465 puzzles: ~8 s -> 1.3 s wall for the whole
// explain run; restricted commons fell out of the profile.
class AlsTable {
public:
    explicit AlsTable(const LogicContext& ctx);

    const std::vector<Als>& list() const { return m_list; }
    // (partner, restricted commons) for every ALS with at least one, by
    // ascending partner.
    std::span<const std::pair<int, DigitMask>> partners(int als) const
    {
        const size_t begin = m_partnersBegin[size_t(als)];
        return {m_partners.data() + begin, m_partnersBegin[size_t(als) + 1] - begin};
    }
    // Is there a candidate of digit, outside ALS a, b and other, that sees
    // every digit of a and of b? (ALS-XY-Wing's test for an elimination,
    // without building cell sets.)
    bool anySeesBoth(int a, int b, int digit, int other) const;
    // Cells outside `exclude` holding digit that see every cell of ALS a,
    // and of ALS b when b >= 0, holding it; from the words kept here (built
    // cell by cell from peer sets, it was a tenth of the ALS finders' time).
    CellSet seeingAll(int digit, int a, int b, const CellSet& exclude) const;

private:
    // Where in m_bits the words of als's cells holding digit start; the
    // words of the cells that see them all follow.
    size_t slot(int als, int digit) const
    {
        const DigitMask below = m_list[als].digits & (digitBit(digit) - 1);
        return (m_slotBase[als] + size_t(digitCount(below))) * 2 * m_words;
    }

    int m_words;
    std::vector<Als> m_list;
    std::vector<std::uint64_t> m_cellWords; // each ALS's cells
    std::vector<size_t> m_slotBase;
    std::vector<std::uint64_t> m_bits;
    std::vector<std::vector<std::uint64_t>> m_cellsWith; // by digit
    // Every ALS's partners in one list, als's from m_partnersBegin[als] to
    // m_partnersBegin[als + 1] (a vector per ALS was thousands of allocations
    // a table).
    std::vector<std::pair<int, DigitMask>> m_partners;
    std::vector<size_t> m_partnersBegin;
};

AlsTable::AlsTable(const LogicContext& ctx)
    : m_words(ctx.geometry().wordCount())
    , m_list(findAlsList(ctx, maxAlsSize(ctx)))
{
    const Geometry& geometry = ctx.geometry();
    const int n = int(m_list.size());
    const int words = m_words;
    m_cellsWith.assign(ctx.size() + 1, std::vector<std::uint64_t>(words, 0));
    ctx.emptyCells().forEach([&](int cell) {
        for (DigitMask m = ctx.candidates(cell); m; m &= m - 1)
            m_cellsWith[firstDigit(m)][cell >> 6] |= std::uint64_t(1) << (cell & 63);
    });
    m_cellWords.assign(size_t(n) * words, 0);
    m_slotBase.resize(n);
    size_t slots = 0;
    for (int i = 0; i < n; ++i) {
        for (int cell : m_list[i].cells)
            m_cellWords[size_t(i) * words + (cell >> 6)] |= std::uint64_t(1) << (cell & 63);
        m_slotBase[i] = slots;
        slots += digitCount(m_list[i].digits);
    }
    m_bits.assign(slots * 2 * words, 0);
    // The ALS whose first cell holding digit is cell, ascending: byFirst[
    // byFirstBegin[key] .. byFirstBegin[key + 1]) for key = digit * cells + cell
    // (one list: a vector per key was hundreds of allocations a table).
    const int cells = ctx.cellCount();
    std::vector<int> firstKeys(slots);
    std::vector<int> byFirstBegin(size_t(ctx.size() + 1) * cells + 1, 0);
    for (int i = 0; i < n; ++i) {
        const Als& als = m_list[i];
        for (DigitMask m = als.digits; m; m &= m - 1) {
            const int digit = firstDigit(m);
            std::uint64_t* where = &m_bits[slot(i, digit)];
            std::uint64_t* seen = where + words;
            for (int w = 0; w < words; ++w)
                seen[w] = ~std::uint64_t(0);
            int first = -1;
            for (int cell : als.cells) {
                if (!(ctx.candidates(cell) & digitBit(digit)))
                    continue;
                where[cell >> 6] |= std::uint64_t(1) << (cell & 63);
                const std::uint64_t* peers = geometry.peerWords(cell);
                for (int w = 0; w < words; ++w)
                    seen[w] &= peers[w];
                if (first < 0 || cell < first)
                    first = cell;
            }
            const int key = digit * cells + first;
            firstKeys[slot(i, digit) / (2 * size_t(words))] = key;
            ++byFirstBegin[size_t(key) + 1];
        }
    }
    for (size_t k = 1; k < byFirstBegin.size(); ++k)
        byFirstBegin[k] += byFirstBegin[k - 1];
    std::vector<int> byFirst(slots);
    {
        std::vector<int> fill(byFirstBegin.begin(), byFirstBegin.end() - 1);
        for (int i = 0; i < n; ++i)
            for (size_t k = m_slotBase[i]; k < m_slotBase[i] + size_t(digitCount(m_list[i].digits)); ++k)
                byFirst[size_t(fill[size_t(firstKeys[k])]++)] = i;
    }
    m_partnersBegin.assign(size_t(n) + 1, 0);
    std::vector<DigitMask> found(n, 0);
    std::vector<int> touched;
    for (int a = 0; a < n; ++a) {
        for (DigitMask m = m_list[a].digits; m; m &= m - 1) {
            const int digit = firstDigit(m);
            const std::uint64_t* seen = &m_bits[slot(a, digit) + words];
            const std::uint64_t* with = m_cellsWith[digit].data();
            for (int w = 0; w < words; ++w)
                for (std::uint64_t bits = seen[w] & with[w]; bits; bits &= bits - 1) {
                    const int cell = w * 64 + std::countr_zero(bits);
                    const int key = digit * cells + cell;
                    for (int k = byFirstBegin[size_t(key)]; k < byFirstBegin[size_t(key) + 1]; ++k) {
                        const int b = byFirst[size_t(k)];
                        const std::uint64_t* other = &m_bits[slot(b, digit)];
                        bool inside = true;
                        for (int v = 0; v < words && inside; ++v)
                            inside = !(other[v] & ~seen[v]);
                        if (!inside)
                            continue;
                        if (!found[b])
                            touched.push_back(b);
                        found[b] |= digitBit(digit);
                    }
                }
        }
        std::sort(touched.begin(), touched.end());
        for (int b : touched) {
            m_partners.push_back({b, found[b]});
            found[b] = 0;
        }
        m_partnersBegin[size_t(a) + 1] = m_partners.size();
        touched.clear();
    }
}

bool AlsTable::anySeesBoth(int a, int b, int digit, int other) const
{
    const std::uint64_t* seenA = &m_bits[slot(a, digit) + m_words];
    const std::uint64_t* seenB = &m_bits[slot(b, digit) + m_words];
    const std::uint64_t* with = m_cellsWith[digit].data();
    const std::uint64_t* cellsA = &m_cellWords[size_t(a) * m_words];
    const std::uint64_t* cellsB = &m_cellWords[size_t(b) * m_words];
    const std::uint64_t* cellsC = &m_cellWords[size_t(other) * m_words];
    for (int w = 0; w < m_words; ++w)
        if (seenA[w] & seenB[w] & with[w] & ~(cellsA[w] | cellsB[w] | cellsC[w]))
            return true;
    return false;
}

CellSet AlsTable::seeingAll(int digit, int a, int b, const CellSet& exclude) const
{
    CellSet targets = CellSet(m_words, m_cellsWith[digit].data());
    targets &= CellSet(m_words, &m_bits[slot(a, digit) + m_words]);
    if (b >= 0)
        targets &= CellSet(m_words, &m_bits[slot(b, digit) + m_words]);
    return targets - exclude;
}

const AlsTable& alsTable(const LogicContext& ctx)
{
    return ctx.shared<AlsTable>(0, [&] { return AlsTable(ctx); });
}

void addEliminations(Step& step, int digit, const CellSet& targets)
{
    targets.forEach([&](int cell) {
        const CellDigit e{cell, digit};
        if (std::find(step.eliminations.begin(), step.eliminations.end(), e) == step.eliminations.end())
            step.eliminations.push_back(e);
    });
}

void markAls(const LogicContext& ctx, Step& step, const Als& als, Role role)
{
    step.detail.houses.push_back(als.house);
    for (int cell : als.cells) {
        step.pattern.cells.push_back({cell, role});
        step.detail.cells.push_back(cell);
        for (DigitMask m = ctx.candidates(cell); m; m &= m - 1)
            step.pattern.candidates.push_back({cell, firstDigit(m), role});
    }
}

void finishEliminations(Step& step)
{
    std::sort(step.eliminations.begin(), step.eliminations.end());
    for (const CellDigit& e : step.eliminations)
        step.pattern.candidates.push_back({e.cell, e.digit, Role::Target});
}

// ALS-XZ: A = {r1c2, r1c5} holds 1,4,7; B = {r4c5} holds 4,7. Their 4s all
// see each other (column 5), so 4 is in at most one of them: whichever
// lacks it is locked on its other digits, and 7 is in A or in B. A cell
// seeing every 7 of both loses 7. With two restricted commons the sets
// together are locked: each digit of A apart from them stays in A (and of B
// in B), and each common stays in A or B.
// Detail: digits = the restricted commons, houses = (A's, B's), cells = A's
// then B's, size = |A|, variantType = 1 when doubly linked. Pattern cells:
// A ColourA, B ColourB.
void findAlsXz(const LogicContext& ctx, StepSink& sink)
{
    const AlsTable& table = alsTable(ctx);
    const std::vector<Als>& list = table.list();
    for (size_t i = 0; i < list.size(); ++i) {
        if (ctx.stopRequested())
            return;
        for (const auto& [j, rcc] : table.partners(int(i))) {
            if (size_t(j) <= i)
                continue;
            const Als& a = list[i];
            const Als& b = list[j];
            if (a.cellSet.intersects(b.cellSet) || digitCount(rcc) > 2)
                continue;
            Step step;
            step.technique = Technique::AlsXz;
            const CellSet both = a.cellSet | b.cellSet;
            for (DigitMask m = (a.digits & b.digits) & ~rcc; m; m &= m - 1) {
                const int z = firstDigit(m);
                addEliminations(step, z, table.seeingAll(z, int(i), j, both));
            }
            if (digitCount(rcc) == 2) {
                step.detail.variantType = 1;
                for (DigitMask m = rcc; m; m &= m - 1) {
                    const int x = firstDigit(m);
                    addEliminations(step, x, table.seeingAll(x, int(i), j, both));
                }
                for (const int s : {int(i), j})
                    for (DigitMask m = list[size_t(s)].digits & ~rcc; m; m &= m - 1) {
                        const int d = firstDigit(m);
                        addEliminations(step, d, table.seeingAll(d, s, -1, both));
                    }
            }
            if (step.eliminations.empty())
                continue;
            for (DigitMask m = rcc; m; m &= m - 1)
                step.detail.digits.push_back(firstDigit(m));
            markAls(ctx, step, a, Role::ColourA);
            markAls(ctx, step, b, Role::ColourB);
            step.detail.size = int(a.cells.size());
            finishEliminations(step);
            if (!sink.add(std::move(step)))
                return;
        }
    }
}

// ALS-XY-Wing: pivot C shares restricted common x with A and y with B
// (x != y). If A lacks x, C holds x and so lacks y, and B holds y... either
// way A or B is locked on its other digits; a digit z of both A and B (not x
// or y) is in A or in B, so a cell seeing every z of both loses z. The sets
// may overlap (as HoDoKu allows): a restricted common's cells never lie in
// the overlap, since a cell does not see itself, and the argument above
// speaks of each set on its own.
// Detail: digits = (x, y, z...), houses = (A's, B's, C's), cells = A, B, C.
// Pattern cells: A ColourA, B ColourB, C Base.
void findAlsXyWing(const LogicContext& ctx, StepSink& sink)
{
    const AlsTable& table = alsTable(ctx);
    const std::vector<Als>& list = table.list();
    // (als, restricted common) pairs around a pivot, one per common digit.
    std::vector<std::pair<int, int>> around;
    for (size_t c = 0; c < list.size(); ++c) {
        if (ctx.stopRequested())
            return;
        around.clear();
        for (const auto& [other, rcc] : table.partners(int(c)))
            for (DigitMask m = rcc; m; m &= m - 1)
                around.push_back({other, firstDigit(m)});
        for (size_t p = 0; p < around.size(); ++p)
            for (size_t q = p + 1; q < around.size(); ++q) {
                const auto [ia, x] = around[p];
                const auto [ib, y] = around[q];
                if (x == y || ia == ib)
                    continue;
                const Als& a = list[ia];
                const Als& b = list[ib];
                const DigitMask zs = a.digits & b.digits & ~digitBit(x) & ~digitBit(y);
                bool any = false;
                for (DigitMask m = zs; m && !any; m &= m - 1)
                    any = table.anySeesBoth(ia, ib, firstDigit(m), int(c));
                if (!any)
                    continue;
                Step step;
                step.technique = Technique::AlsXyWing;
                const CellSet all = a.cellSet | b.cellSet | list[c].cellSet;
                for (DigitMask m = zs; m; m &= m - 1) {
                    const int z = firstDigit(m);
                    addEliminations(step, z, table.seeingAll(z, ia, ib, all));
                }
                step.detail.digits = {x, y};
                markAls(ctx, step, a, Role::ColourA);
                markAls(ctx, step, b, Role::ColourB);
                markAls(ctx, step, list[c], Role::Base);
                finishEliminations(step);
                if (!sink.add(std::move(step)))
                    return;
            }
    }
}

// Sue de Coq's side sets have at most four cells (kMaxSideCells): held in
// place, they cost no allocation each. Side sets were a vector each, and
// their allocations a sixth of Sue de Coq's time on top1465.
constexpr int kMaxSideCells = 4;

struct SideSet {
    std::array<int, kMaxSideCells> cells{};
    int size = 0;
    DigitMask digits = 0;
    std::span<const int> list() const { return {cells.data(), size_t(size)}; }
};

// Every subset (up to maxSize <= kMaxSideCells cells) of `pool`, each cell
// sharing a digit with `shared`, into `out` (cleared first).
void sideSets(const LogicContext& ctx, const std::vector<int>& pool, DigitMask shared, int maxSize,
              std::vector<SideSet>& out)
{
    out.clear();
    SideSet current;
    auto grow = [&](auto&& self, size_t from) -> void {
        if (current.size > 0)
            out.push_back(current);
        if (current.size >= maxSize)
            return;
        for (size_t i = from; i < pool.size(); ++i) {
            if (!(ctx.candidates(pool[i]) & shared))
                continue;
            const DigitMask before = current.digits;
            current.cells[size_t(current.size++)] = pool[i];
            current.digits |= ctx.candidates(pool[i]);
            self(self, i + 1);
            --current.size;
            current.digits = before;
        }
    };
    grow(grow, 0);
}

// Sue de Coq: box 1 and row 2 meet in r2c1..r2c3; r2c1, r2c2 hold 1,2,5,6
// (four digits in two cells). r2c7 holds 1,5 (row side) and r3c1 holds 2,6
// (box side), and the row and box sides share no digit. These four cells
// hold exactly four digits, each of which can sit at most once among them
// (a row-side digit only in the row, a box-side digit only in the box), so
// each sits exactly once: 1 and 5 leave the rest of row 2, 2 and 6 the rest
// of box 1 (digits only in the intersection leave both).
// Detail: houses = (box, line), digits = the intersection cells' digits,
// cells = intersection cells. Pattern cells: intersection Base, line side
// ColourA, box side ColourB.
void findSueDeCoq(const LogicContext& ctx, StepSink& sink)
{
    const int sideLimit = ctx.size() <= 9 ? kMaxSideCells : 2;
    std::vector<SideSet> lineSides, boxSides;
    std::array<std::vector<const SideSet*>, 2 * kMaxSideCells + 1> boxSidesByGain; // by gain, see below
    CountingSink counted(sink);
    const auto boxes = ctx.boxHouses();
    const auto lines = ctx.lineHouses();
    for (size_t b = 0; b < boxes.size(); ++b)
        for (size_t l = 0; l < lines.size(); ++l) {
            const int box = boxes[b], line = lines[l];
            // A box and line read only their own cells: unchanged since
            // they gave nothing, they give nothing (LogicContext::houseStamp).
            const int part = int(b * lines.size() + l);
            const std::uint64_t stamp = std::max(ctx.houseStamp(box), ctx.houseStamp(line));
            if (ctx.foundNothing(Technique::SueDeCoq, part, stamp))
                continue;
            const int before = counted.count();
            const CellSet meet = ctx.houseCells(box) & ctx.houseCells(line) & ctx.emptyCells();
            if (meet.count() < 2)
                continue;
            std::vector<int> meetCells;
            meet.forEach([&](int cell) { meetCells.push_back(cell); });
            std::vector<int> linePool, boxPool;
            ((ctx.houseCells(line) & ctx.emptyCells()) - meet).forEach([&](int cell) { linePool.push_back(cell); });
            ((ctx.houseCells(box) & ctx.emptyCells()) - meet).forEach([&](int cell) { boxPool.push_back(cell); });
            for (unsigned pick = 1; pick < (1u << meetCells.size()); ++pick) {
                if (digitCount(pick) < 2)
                    continue;
                std::vector<int> core;
                DigitMask coreDigits = 0;
                for (size_t i = 0; i < meetCells.size(); ++i)
                    if (pick & (1u << i)) {
                        core.push_back(meetCells[i]);
                        coreDigits |= ctx.candidates(meetCells[i]);
                    }
                if (digitCount(coreDigits) < int(core.size()) + 2)
                    continue;
                sideSets(ctx, linePool, coreDigits, sideLimit, lineSides);
                sideSets(ctx, boxPool, coreDigits, sideLimit, boxSides);
                // The digits must number exactly the cells. The sides share no
                // digit, so each side brings its digits outside the core on
                // its own, and a side's "gain" (cells minus those digits) must
                // add up with the other side's to the core's surplus (digits
                // minus cells). So a line side meets only the box sides of
                // the one gain that completes it: grouped by gain, in their
                // order, they give the same steps in the same order. Without
                // the grouping every pair was tried (on 49x49 up to 800k
                // pairs per core), and Sue de Coq took 57% of rating a puzzle.
                const int surplus = digitCount(coreDigits) - int(core.size());
                const auto gainOf = [&](const SideSet& side) {
                    return side.size - digitCount(side.digits & ~coreDigits);
                };
                for (auto& bucket : boxSidesByGain)
                    bucket.clear();
                // A gain is at most a side's size; the other side's gain is
                // then at least surplus - kMaxSideCells > -kMaxSideCells.
                const auto bucketOf = [](int gain) { return size_t(gain + kMaxSideCells); };
                for (const SideSet& bs : boxSides) {
                    const int gain = gainOf(bs);
                    if (gain >= -kMaxSideCells)
                        boxSidesByGain[bucketOf(gain)].push_back(&bs);
                }
                for (const SideSet& ls : lineSides) {
                    // On 25x25 one intersection can take longer than a
                    // cancel may wait (measured 200 ms under ASan).
                    if (ctx.stopRequested())
                        return;
                    const int wanted = surplus - gainOf(ls);
                    if (wanted < -kMaxSideCells || wanted > kMaxSideCells)
                        continue;
                    for (const SideSet* match : boxSidesByGain[bucketOf(wanted)]) {
                        const SideSet& bs = *match;
                        if (ls.digits & bs.digits)
                            continue;
                        const DigitMask all = coreDigits | ls.digits | bs.digits;
                        if (digitCount(all) != int(core.size()) + ls.size + bs.size)
                            continue;
                        CellSet used = ctx.emptySet();
                        for (int cell : core)
                            used.insert(cell);
                        for (int cell : ls.list())
                            used.insert(cell);
                        for (int cell : bs.list())
                            used.insert(cell);
                        Step step;
                        step.technique = Technique::SueDeCoq;
                        const DigitMask lineDigits = (coreDigits | ls.digits) & ~bs.digits;
                        const DigitMask boxDigits = (coreDigits | bs.digits) & ~ls.digits;
                        for (DigitMask m = lineDigits; m; m &= m - 1)
                            addEliminations(step, firstDigit(m), ctx.cellsWithIn(line, firstDigit(m)) - used);
                        for (DigitMask m = boxDigits; m; m &= m - 1)
                            addEliminations(step, firstDigit(m), ctx.cellsWithIn(box, firstDigit(m)) - used);
                        if (step.eliminations.empty())
                            continue;
                        step.detail.houses = {box, line};
                        for (DigitMask m = coreDigits; m; m &= m - 1)
                            step.detail.digits.push_back(firstDigit(m));
                        step.detail.cells = core;
                        step.pattern.houses = {{box, Role::Base}, {line, Role::Base}};
                        for (int cell : core)
                            step.pattern.cells.push_back({cell, Role::Base});
                        for (int cell : ls.list())
                            step.pattern.cells.push_back({cell, Role::ColourA});
                        for (int cell : bs.list())
                            step.pattern.cells.push_back({cell, Role::ColourB});
                        finishEliminations(step);
                        if (!counted.add(std::move(step)))
                            return;
                    }
                }
            }
            if (counted.count() == before)
                ctx.noteNothing(Technique::SueDeCoq, part, stamp);
        }
}

constexpr FinderEntry kFinders[] = {
    {Technique::AlsXz, findAlsXz},
    {Technique::AlsXyWing, findAlsXyWing},
    {Technique::SueDeCoq, findSueDeCoq},
};

} // namespace

std::span<const FinderEntry> alsFinders()
{
    return kFinders;
}

} // namespace pm::logic
