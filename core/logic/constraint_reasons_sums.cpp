// SPDX-License-Identifier: GPL-3.0-or-later
// The plain reasons of sums (constraint_reasons.h): an arrow's circle and
// cells held between the least and the most their sum allows, and a little
// killer's combination table.
#include "core/logic/constraint_reasons.h"
#include "core/logic/constraint_reasons_internal.h"

#include "core/geometry.h"

#include <algorithm>
#include <cstdlib>
#include <optional>

namespace pm::logic::reasons {

namespace {

// --- sums: arrows and little killers -----------------------------------

// The least (or most) total of the cells over fillings from their
// possible digits, cells sharing a house different, and the filling's
// digits; nothing when none exists or the search runs long.
std::optional<std::vector<int>> extremeFilling(const Grid& state, const std::vector<int>& cells, bool most)
{
    const Geometry& g = state.geometry();
    const size_t count = cells.size();
    std::vector<DigitMask> domains;
    for (int cell : cells)
        domains.push_back(possible(state, cell));
    // What the cells from i on add up to at best, each on its own: the bound
    // that prunes.
    std::vector<int> bestRest(count + 1, 0);
    for (size_t i = count; i-- > 0;)
        bestRest[i] = bestRest[i + 1] + (most ? highest(domains[i]) : lowest(domains[i]));
    std::vector<int> digits(count, 0), found;
    int bestTotal = 0;
    long nodes = 0;
    constexpr long kBudget = 200000;
    auto better = [&](int a, int b) { return most ? a > b : a < b; };
    auto search = [&](auto&& self, size_t i, int total) -> void {
        if (++nodes > kBudget)
            return;
        if (!found.empty() && !better(total + bestRest[i], bestTotal))
            return;
        if (i == count) {
            found = digits;
            bestTotal = total;
            return;
        }
        std::vector<int> order = digitsOf(domains[i]);
        if (most)
            std::reverse(order.begin(), order.end());
        for (int d : order) {
            bool clash = false;
            for (size_t j = 0; j < i && !clash; ++j)
                clash = digits[j] == d && g.arePeers(cells[i], cells[j]);
            if (clash)
                continue;
            digits[i] = d;
            self(self, i + 1, total + d);
        }
    };
    search(search, 0, 0);
    if (nodes > kBudget || found.empty())
        return std::nullopt;
    return found;
}

int total(const std::vector<int>& digits)
{
    int sum = 0;
    for (int d : digits)
        sum += d;
    return sum;
}

// A cell of a sum held between `least` and `most` for its whole sum: the
// claims on it, appended, when its eliminations all fall outside; false
// otherwise. `circle` is the cell holding the total (-1: a clue).
bool boundSumCell(const Grid& state, int cell, DigitMask gone, const std::vector<int>& others, int circle,
                  int least, int most, std::vector<ConstraintClaim>& claims)
{
    DigitMask left = gone;
    std::vector<ConstraintClaim> added;
    {
        const auto othersLeast = extremeFilling(state, others, false);
        if (othersLeast) {
            const int bound = most - total(*othersLeast);
            if (bound >= 1 && bound < 64)
                if (const DigitMask above = left & ~(digitBit(bound + 1) - 1); above) {
                    added.push_back({.cell = cell, .from = circle, .atMost = true, .bound = bound,
                                     .fromBound = most, .addends = *othersLeast});
                    left &= ~above;
                }
        }
    }
    if (left) {
        const auto othersMost = extremeFilling(state, others, true);
        if (othersMost) {
            const int bound = least - total(*othersMost);
            if (bound > 1 && bound < 64)
                if (const DigitMask below = left & (digitBit(bound) - 1); below) {
                    added.push_back({.cell = cell, .from = circle, .atMost = false, .bound = bound,
                                     .fromBound = least, .addends = *othersMost});
                    left &= ~below;
                }
        }
    }
    if (left)
        return false;
    claims.insert(claims.end(), added.begin(), added.end());
    return true;
}

// Whether the cells can take the digits of `set`, one each, from what
// they can hold.
bool fitsCells(const Grid& state, const std::vector<int>& cells, DigitMask set, size_t from = 0)
{
    if (from == cells.size())
        return set == 0;
    for (DigitMask m = possible(state, cells[from]) & set; m; m &= m - 1)
        if (fitsCells(state, cells, set & ~(m & -m), from + 1))
            return true;
    return false;
}

// A little killer whose cells all see each other: they hold different
// digits adding up to its total, a set from the combination table; the
// digits of no set its cells can take go.
bool explainByCombinations(const Grid& state, const Constraint& c, Step& step)
{
    if (c.kind != ConstraintKind::LittleKiller || c.lines.size() != 1 || c.values.empty())
        return false;
    const Geometry& g = state.geometry();
    const auto& cells = c.lines[0];
    for (size_t a = 0; a < cells.size(); ++a)
        for (size_t b = a + 1; b < cells.size(); ++b)
            if (!g.arePeers(cells[a], cells[b]))
                return false;
    const int n = g.symbolCount();
    if (n > 16)
        return false;
    std::vector<std::uint64_t> sets;
    DigitMask used = 0;
    for (DigitMask set = 1; set < (DigitMask(1) << n); ++set) {
        if (digitCount(set) != int(cells.size()))
            continue;
        int sum = 0;
        for (int d : digitsOf(set))
            sum += d;
        if (sum == c.values.front() && fitsCells(state, cells, set)) {
            sets.push_back(set);
            used |= set;
        }
    }
    if (sets.empty() || std::any_of(step.eliminations.begin(), step.eliminations.end(),
                                    [&](const CellDigit& e) { return (used & digitBit(e.digit)) != 0; }))
        return false;
    step.detail.constraintReason = int(ConstraintReason::SumCombinations);
    step.detail.sum = c.values.front();
    step.detail.size = int(cells.size());
    step.detail.digitSets = std::move(sets);
    return true;
}

// The numbers a pill's cells can read from their candidates (cells
// sharing a house different), each with its digits, first cell first.
struct PillReading {
    int number = 0;
    std::vector<int> digits;
};

std::vector<PillReading> pillReadings(const Grid& state, const std::vector<int>& pill)
{
    const Geometry& g = state.geometry();
    std::vector<PillReading> out;
    std::vector<int> digits(pill.size(), 0);
    auto fill = [&](auto&& self, size_t i, int number) -> void {
        if (i == pill.size()) {
            out.push_back({number, digits});
            return;
        }
        for (int d : digitsOf(possible(state, pill[i]))) {
            bool clash = false;
            for (size_t j = 0; j < i && !clash; ++j)
                clash = digits[j] == d && g.arePeers(pill[i], pill[j]);
            if (clash)
                continue;
            digits[i] = d;
            self(self, i + 1, number * 10 + d);
        }
    };
    fill(fill, 0, 0);
    return out;
}

// Whether the pill's readings between low and high leave none of the
// digits that go from its cells at their places.
bool pillLosses(const std::vector<PillReading>& readings, const std::vector<int>& pill,
                const std::vector<std::pair<int, DigitMask>>& removed, int low, int high)
{
    for (const auto& [cell, gone] : removed) {
        const size_t place = size_t(std::find(pill.begin(), pill.end(), cell) - pill.begin());
        if (place == pill.size())
            continue;
        DigitMask kept = 0;
        for (const PillReading& reading : readings)
            if (reading.number >= low && reading.number <= high)
                kept |= digitBit(reading.digits[place]);
        if (gone & kept)
            return false;
    }
    return true;
}

// The cells of the arrow (of several on one circle or pill) that holds
// `cell`, but `cell`; nothing when no arrow holds it.
std::optional<std::vector<int>> otherCellsOfArrow(const std::vector<std::vector<int>>& arrows, int cell)
{
    for (const std::vector<int>& arrow : arrows)
        if (std::find(arrow.begin(), arrow.end(), cell) != arrow.end()) {
            std::vector<int> others;
            for (int other : arrow)
                if (other != cell)
                    others.push_back(other);
            return others;
        }
    return std::nullopt;
}

// An arrow whose circle is a pill (a 2-cell pill on 1-9 reads 12 to 98):
// the number lies between what its arrows add up to at least and at most,
// so a pill cell keeps the digits it has in the numbers its candidates
// read in that range; each arrow cell is bounded by the pill's least and
// most number less the most and least of the rest of its arrow.
bool explainByPill(const Grid& state, const Constraint& c, Step& step)
{
    const auto& pill = c.lines[0];
    // Four digits read 9876 at most; more, or digits past 9, no decimal reading.
    if (pill.size() < 2 || pill.size() > 4 || c.lines.size() < 2 || state.geometry().symbolCount() > 9)
        return false;
    std::vector<std::vector<int>> arrows;
    for (size_t l = 1; l < c.lines.size(); ++l) {
        std::vector<int> arrow;
        for (int cell : c.lines[l])
            if (std::find(pill.begin(), pill.end(), cell) == pill.end())
                arrow.push_back(cell);
        if (arrow.empty())
            return false;
        arrows.push_back(std::move(arrow));
    }
    const std::vector<PillReading> readings = pillReadings(state, pill);
    if (readings.empty())
        return false;
    const auto removed = removedByCell(step);
    std::vector<ConstraintClaim> claims;
    const bool onPill = std::any_of(removed.begin(), removed.end(), [&](const auto& entry) {
        return std::find(pill.begin(), pill.end(), entry.first) != pill.end();
    });
    if (onPill) {
        // The largest least and the smallest most over its arrows.
        std::optional<std::vector<int>> least, most;
        for (const auto& arrow : arrows) {
            const auto arrowLeast = extremeFilling(state, arrow, false);
            const auto arrowMost = extremeFilling(state, arrow, true);
            if (!arrowLeast || !arrowMost)
                return false;
            if (!least || total(*arrowLeast) > total(*least))
                least = arrowLeast;
            if (!most || total(*arrowMost) < total(*most))
                most = arrowMost;
        }
        constexpr int kNone = 1 << 20;
        const int low = total(*least);
        const int high = total(*most);
        // What the pill's own cells rule out (two digits alike in a house)
        // is no bound's doing: not this reason.
        if (pillLosses(readings, pill, removed, -kNone, kNone))
            return false;
        // The fewest bounds that explain the pill's losses.
        bool useLow = false;
        bool useHigh = false;
        if (pillLosses(readings, pill, removed, -kNone, high))
            useHigh = true;
        else if (pillLosses(readings, pill, removed, low, kNone))
            useLow = true;
        else if (pillLosses(readings, pill, removed, low, high))
            useLow = useHigh = true;
        else
            return false;
        if (useLow)
            claims.push_back({.cell = -1, .from = -1, .atMost = false, .bound = low, .addends = *least});
        if (useHigh)
            claims.push_back({.cell = -1, .from = -1, .atMost = true, .bound = high, .addends = *most});
        // Each pill cell that loses digits keeps those it has in a number
        // read within the bounds used.
        for (const auto& [cell, gone] : removed) {
            const size_t place = size_t(std::find(pill.begin(), pill.end(), cell) - pill.begin());
            if (place == pill.size())
                continue;
            DigitMask keeps = 0;
            for (const PillReading& reading : readings)
                if ((!useLow || reading.number >= low) && (!useHigh || reading.number <= high))
                    keeps |= digitBit(reading.digits[place]);
            claims.push_back({.cell = cell, .from = -1, .keeps = keeps, .addends = {}});
        }
    }
    int pillLow = readings.front().number;
    int pillHigh = readings.front().number;
    for (const PillReading& reading : readings) {
        pillLow = std::min(pillLow, reading.number);
        pillHigh = std::max(pillHigh, reading.number);
    }
    for (const auto& [cell, gone] : removed) {
        if (std::find(pill.begin(), pill.end(), cell) != pill.end())
            continue;
        const std::optional<std::vector<int>> others = otherCellsOfArrow(arrows, cell);
        if (!others)
            return false;
        if (!boundSumCell(state, cell, gone, *others, pill.front(), pillLow, pillHigh, claims))
            return false;
    }
    step.detail.constraintReason = int(ConstraintReason::PillBounds);
    step.detail.claims = std::move(claims);
    return true;
}

// A region-sum line (say r1c1-r1c2 in box 1, r1c4 in box 2): every segment
// adds up to the same sum, so the sum is at least the largest least of a
// segment (1+2 = 3) and at most the smallest most (9, the lone r1c4); each
// cell is then bounded by the sum's bounds less the rest of its segment
// (r1c1 at most 9 - 1 = 8). A zipper line reads the same with its pairs
// (and its middle) for segments.
bool explainBySegments(const Grid& state, const Constraint& c, Step& step)
{
    const Geometry& g = state.geometry();
    std::vector<ConstraintClaim> sumClaims;
    std::vector<ConstraintClaim> cellClaims;
    for (const auto& [cell, gone] : removedByCell(step)) {
        const int removedCell = cell; // a copy: clang 14 cannot capture a structured binding
        const auto holds = [&](const std::vector<int>& cells) {
            return std::find(cells.begin(), cells.end(), removedCell) != cells.end();
        };
        const auto line = std::find_if(c.lines.begin(), c.lines.end(), holds);
        if (line == c.lines.end())
            return false;
        const auto segments = segmentsOf(g, c, *line);
        if (segments.size() < 2)
            return false;
        // The sum's bounds, each with the segment that sets it.
        std::optional<std::vector<int>> least, most;
        int leastFrom = -1;
        int mostFrom = -1;
        for (const auto& segment : segments) {
            const auto segmentLeast = extremeFilling(state, segment, false);
            const auto segmentMost = extremeFilling(state, segment, true);
            if (!segmentLeast || !segmentMost)
                return false;
            if (!least || total(*segmentLeast) > total(*least)) {
                least = segmentLeast;
                leastFrom = segment.front();
            }
            if (!most || total(*segmentMost) < total(*most)) {
                most = segmentMost;
                mostFrom = segment.front();
            }
        }
        const auto own = std::find_if(segments.begin(), segments.end(), holds);
        std::vector<int> others;
        for (int other : *own)
            if (other != cell)
                others.push_back(other);
        const size_t before = cellClaims.size();
        if (others.empty()) {
            // A segment of one cell holds the sum itself.
            const DigitMask below = gone & (digitBit(std::clamp(total(*least), 1, 63)) - 1);
            const DigitMask above = gone & ~(digitBit(std::clamp(total(*most) + 1, 1, 63)) - 1);
            if ((below | above) != gone)
                return false;
            if (below)
                cellClaims.push_back({.cell = cell, .atMost = false, .bound = total(*least), .fromBound = total(*least),
                                      .addends = {}});
            if (above)
                cellClaims.push_back({.cell = cell, .atMost = true, .bound = total(*most), .fromBound = total(*most),
                                      .addends = {}});
        } else if (!boundSumCell(state, cell, gone, others, -1, total(*least), total(*most), cellClaims)) {
            return false;
        }
        // The sum's bounds the cell's claims read, each said once.
        for (size_t i = before; i < cellClaims.size(); ++i) {
            const bool atMost = cellClaims[i].atMost;
            const ConstraintClaim sum{.cell = -1, .from = atMost ? mostFrom : leastFrom, .atMost = atMost,
                                      .bound = total(atMost ? *most : *least), .addends = atMost ? *most : *least};
            if (std::find(sumClaims.begin(), sumClaims.end(), sum) == sumClaims.end())
                sumClaims.push_back(sum);
        }
    }
    sumClaims.insert(sumClaims.end(), cellClaims.begin(), cellClaims.end());
    step.detail.constraintReason
        = int(c.kind == ConstraintKind::ZipperLine ? ConstraintReason::ZipperBounds : ConstraintReason::SegmentBounds);
    step.detail.claims = std::move(sumClaims);
    return true;
}

} // namespace

// A region-sum line's segments: its runs of cells within one region (a
// line that leaves a box and comes back makes two there), as the kind's
// check reads them. A zipper line's: its pairs of cells equally far from
// its middle, first cell first, and its middle cell alone if it has one
// (the pairs add up to it).
std::vector<std::vector<int>> segmentsOf(const Geometry& g, const Constraint& c, const std::vector<int>& line)
{
    if (c.kind == ConstraintKind::ZipperLine) {
        const size_t n = line.size();
        std::vector<std::vector<int>> pairs;
        for (size_t i = 0; i < n / 2; ++i)
            pairs.push_back({line[i], line[n - 1 - i]});
        if (n % 2 == 1)
            pairs.push_back({line[n / 2]});
        return pairs;
    }
    std::vector<std::vector<int>> segments;
    for (size_t i = 0; i < line.size(); ++i) {
        if (i == 0 || g.regionOf(line[i]) != g.regionOf(line[i - 1]))
            segments.emplace_back();
        segments.back().push_back(line[i]);
    }
    return segments;
}

bool explainBySums(const Grid& state, const Constraint& c, Step& step)
{
    if (explainByCombinations(state, c, step))
        return true;
    std::vector<ConstraintClaim> claims;
    const auto removed = removedByCell(step);
    if (c.kind == ConstraintKind::LittleKiller) {
        if (c.lines.size() != 1 || c.values.empty())
            return false;
        const auto& cells = c.lines[0];
        for (const auto& [cell, gone] : removed) {
            std::vector<int> others;
            for (int other : cells)
                if (other != cell)
                    others.push_back(other);
            if (!boundSumCell(state, cell, gone, others, -1, c.values.front(), c.values.front(), claims))
                return false;
        }
    } else if (c.kind == ConstraintKind::RegionSumLine || c.kind == ConstraintKind::ZipperLine) {
        // The bounds first; a region-sum line's sums one by one when they
        // say too little.
        return explainBySegments(state, c, step)
            || (c.kind == ConstraintKind::RegionSumLine && explainBySegmentSums(state, c, step));
    } else if (c.kind == ConstraintKind::Arrow && !c.lines.empty() && c.lines[0].size() > 1) {
        return explainByPill(state, c, step);
    } else {
        // An arrow with a one-cell circle: its total is one digit. Each arrow
        // (the f-puzzles lines start in the circle) adds up to it.
        if (c.kind != ConstraintKind::Arrow || c.lines.size() < 2 || c.lines[0].size() != 1)
            return false;
        const int circle = c.lines[0][0];
        std::vector<std::vector<int>> arrows;
        for (size_t l = 1; l < c.lines.size(); ++l) {
            std::vector<int> arrow;
            for (int cell : c.lines[l])
                if (cell != circle)
                    arrow.push_back(cell);
            arrows.push_back(std::move(arrow));
        }
        const DigitMask circleDigits = possible(state, circle);
        for (const auto& [cell, gone] : removed) {
            if (cell == circle) {
                // The largest least and the smallest most over its arrows.
                std::optional<std::vector<int>> least, most;
                for (const auto& arrow : arrows) {
                    const auto arrowLeast = extremeFilling(state, arrow, false);
                    const auto arrowMost = extremeFilling(state, arrow, true);
                    if (!arrowLeast || !arrowMost)
                        return explainByArrowFillings(state, c, step);
                    if (!least || total(*arrowLeast) > total(*least))
                        least = arrowLeast;
                    if (!most || total(*arrowMost) < total(*most))
                        most = arrowMost;
                }
                DigitMask left = gone;
                const int low = total(*least);
                const int high = total(*most);
                if (const DigitMask below = low < 64 ? left & (digitBit(low) - 1) : left; below) {
                    claims.push_back({.cell = cell, .atMost = false, .bound = low, .addends = *least});
                    left &= ~below;
                }
                if (high < 64)
                    if (const DigitMask above = left & ~(digitBit(high + 1) - 1); above) {
                        claims.push_back({.cell = cell, .atMost = true, .bound = high, .addends = *most});
                        left &= ~above;
                    }
                if (left)
                    return explainByArrowFillings(state, c, step);
                continue;
            }
            const std::optional<std::vector<int>> others = otherCellsOfArrow(arrows, cell);
            if (!others)
                return explainByArrowFillings(state, c, step);
            if (!boundSumCell(state, cell, gone, *others, circle, lowest(circleDigits), highest(circleDigits),
                              claims))
                return explainByArrowFillings(state, c, step);
        }
    }
    step.detail.constraintReason = int(ConstraintReason::SumBounds);
    step.detail.claims = std::move(claims);
    return true;
}

} // namespace pm::logic::reasons
