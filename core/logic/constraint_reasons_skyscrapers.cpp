// SPDX-License-Identifier: GPL-3.0-or-later
// The plain reasons of a skyscraper clue (constraint_reasons.h): the most
// each place can hold, the rise of the cells that must all be seen, and,
// candidate by candidate, the count of cells seen were a cell to hold it.
#include "core/logic/constraint_reasons.h"
#include "core/logic/constraint_reasons_internal.h"

#include "core/geometry.h"

#include <algorithm>
#include <bit>
#include <optional>

namespace pm::logic::reasons {

namespace {

// A skyscraper line read from its clue under one case: a cell holding one
// digit. The line is a whole row or column, so the case takes that digit
// from the other cells, and may leave a cell one digit or a digit one cell.
struct SkyscraperCase {
    std::vector<DigitMask> can; // what each place can hold in the case
    bool broken = false;        // a cell or a digit left no place
};

SkyscraperCase suppose(const Grid& state, const std::vector<int>& line, size_t place, int digit, bool onward)
{
    const int n = state.geometry().symbolCount();
    SkyscraperCase out;
    for (int cell : line)
        out.can.push_back(possible(state, cell) & ~digitBit(digit));
    out.can[place] = digitBit(digit);
    // Onward: each cell left one digit takes it from the others, and each
    // digit left one cell goes there, until nothing changes.
    for (bool changed = onward; changed && !out.broken;) {
        changed = false;
        for (size_t i = 0; i < out.can.size(); ++i) {
            if (std::popcount(out.can[i]) != 1)
                continue;
            for (size_t j = 0; j < out.can.size(); ++j)
                if (j != i && (out.can[j] & out.can[i])) {
                    out.can[j] &= ~out.can[i];
                    changed = true;
                }
        }
        for (int d = 1; d <= n; ++d) {
            size_t places = 0, at = 0;
            for (size_t i = 0; i < out.can.size(); ++i)
                if (out.can[i] & digitBit(d))
                    ++places, at = i;
            if (places == 1 && out.can[at] != digitBit(d)) {
                out.can[at] = digitBit(d);
                changed = true;
            }
            out.broken = out.broken || places == 0;
        }
    }
    for (DigitMask m : out.can)
        out.broken = out.broken || m == 0;
    return out;
}

// The cells surely seen in a case: each can only hold a digit taller than
// any the cells before it can hold. Bit p-1 of `places` for place p;
// `tallestApart` when none of them can hold N, which is seen wherever it
// stands, so it counts as one more.
struct SurelySeen {
    std::uint64_t places = 0;
    bool tallestApart = false;
    int count = 0;
};

SurelySeen surelySeen(const std::vector<DigitMask>& can, int n)
{
    SurelySeen out;
    int most = 0;
    bool tallestIn = false;
    for (size_t i = 0; i < can.size(); ++i) {
        if (lowest(can[i]) > most) {
            out.places |= std::uint64_t(1) << i;
            ++out.count;
            tallestIn = tallestIn || (can[i] & digitBit(n));
        }
        most = std::max(most, highest(can[i]));
    }
    out.tallestApart = !tallestIn;
    out.count += out.tallestApart ? 1 : 0;
    return out;
}

// The most cells that can be seen in a case. A cell can be seen only if it
// can hold a digit taller than the least the cells before it reach; and
// the cells seen from place p on rise above that least, so there are at
// most N less it of them.
int mostSeen(const std::vector<DigitMask>& can, int n)
{
    std::vector<int> reached(can.size());
    std::vector<bool> seeable(can.size());
    int least = 0;
    for (size_t i = 0; i < can.size(); ++i) {
        reached[i] = least;
        seeable[i] = highest(can[i]) > least;
        least = std::max(least, lowest(can[i]));
    }
    int most = n;
    for (size_t i = 0; i < can.size(); ++i) {
        const auto before = std::count(seeable.begin(), seeable.begin() + long(i), true);
        const auto after = std::count(seeable.begin() + long(i), seeable.end(), true);
        most = std::min(most, int(before) + std::min(int(after), n - reached[i]));
    }
    return most;
}

} // namespace

bool explainBySkyscraperPlaces(const Grid& state, const Constraint& c, Step& step)
{
    if (c.kind != ConstraintKind::Skyscraper || c.lines.size() != 1 || c.values.empty())
        return false;
    const auto& line = c.lines[0];
    const int n = state.geometry().symbolCount();
    const int clue = c.values.front();
    std::vector<ConstraintClaim> claims;
    for (const auto& [cell, gone] : removedByCell(step)) {
        const auto at = std::find(line.begin(), line.end(), cell);
        if (at == line.end())
            return false;
        const int place = int(at - line.begin()) + 1;
        const int bound = n - clue + place;
        if (bound < 1 || (bound < 64 && (gone & (digitBit(bound + 1) - 1))))
            return false; // a digit that goes lies within the bound
        claims.push_back({.cell = cell, .atMost = true, .bound = bound, .fromBound = place, .addends = {}});
    }
    step.detail.constraintReason = int(ConstraintReason::SkyscraperPlaces);
    step.detail.claims = std::move(claims);
    return true;
}

// A skyscraper clue of 7 left of row 3 over 1 4 5 2 67 3 67 89 89: a cell
// can be seen only if it can hold a digit taller than the least the cells
// before it reach, which leaves r3c1, r3c2, r3c3, r3c5, r3c7, r3c8 and
// r3c9, as many as the clue: so each is seen, taller than those before it,
// and their bounds carry as along a thermometer (r3c5 at most 6 as r3c7
// after it holds at most 7 ...). The tallest digit N hides every cell
// behind it: when it can only stand in one cell, those after it are not
// seen, and that cell loses every other digit.
bool explainBySkyscraperRise(const Grid& state, const Constraint& c, Step& step)
{
    if (c.kind != ConstraintKind::Skyscraper || c.lines.size() != 1 || c.values.empty())
        return false;
    const auto& line = c.lines[0];
    const int n = state.geometry().symbolCount();
    const int clue = c.values.front();
    if (clue < 2 || clue > int(line.size()) || line.size() > 64)
        return false;
    // The tallest digit's one place, if it has one (a whole row or column
    // holds it somewhere).
    int tallestAt = -1;
    for (size_t i = 0; i < line.size(); ++i)
        if (possible(state, line[i]) & digitBit(n))
            tallestAt = tallestAt == -1 ? int(i) : -2;
    if (int(line.size()) != n || !allPeers(state.geometry(), line))
        tallestAt = -2;
    // The cells that can be seen: each can hold a digit taller than the
    // least the cells before it reach.
    std::vector<int> seen;
    std::uint64_t places = 0;
    int reached = 0;
    for (size_t i = 0; i < line.size(); ++i) {
        const DigitMask has = possible(state, line[i]);
        if (highest(has) > reached) {
            seen.push_back(line[i]);
            places |= std::uint64_t(1) << i;
        }
        reached = std::max(reached, int(i) == tallestAt ? n : lowest(has));
    }
    if (int(seen.size()) != clue)
        return false;
    std::vector<int> low, high;
    std::vector<int> lowFrom(seen.size(), -1), highFrom(seen.size(), -1);
    for (int cell : seen) {
        low.push_back(lowest(possible(state, cell)));
        high.push_back(highest(possible(state, cell)));
    }
    // Bounds carried along the rise, each moved on to the cell's nearest
    // candidate (as a thermometer's are).
    for (size_t i = 1; i < seen.size(); ++i) {
        const DigitMask above = possible(state, seen[i]) & ~allDigits(low[i - 1]);
        if (above && lowest(above) > low[i]) {
            low[i] = lowest(above);
            lowFrom[i] = seen[i - 1];
        }
    }
    for (size_t i = seen.size() - 1; i-- > 0;) {
        const DigitMask below = possible(state, seen[i]) & allDigits(high[i + 1] - 1);
        if (below && highest(below) < high[i]) {
            high[i] = highest(below);
            highFrom[i] = seen[i + 1];
        }
    }
    std::vector<ConstraintClaim> claims;
    bool tallestSaid = false;
    for (const auto& [cell, gone] : removedByCell(step)) {
        if (tallestAt >= 0 && cell == line[size_t(tallestAt)] && !(gone & digitBit(n))) {
            tallestSaid = true;
            continue; // the tallest digit's cell: said by its place
        }
        const auto at = std::find(seen.begin(), seen.end(), cell);
        if (at == seen.end())
            return false;
        const size_t i = size_t(at - seen.begin());
        const DigitMask under = gone & allDigits(low[i] - 1);
        const DigitMask over = gone & ~allDigits(high[i]);
        if ((under | over) != gone || (under && lowFrom[i] < 0) || (over && highFrom[i] < 0))
            return false;
        if (under)
            claims.push_back({.cell = cell, .from = lowFrom[i], .atMost = false, .bound = low[i],
                              .fromBound = low[i - 1], .addends = {}});
        if (over)
            claims.push_back({.cell = cell, .from = highFrom[i], .atMost = true, .bound = high[i],
                              .fromBound = high[i + 1], .addends = {}});
    }
    // The tallest digit's place is named when it hides cells or loses digits.
    const bool hides = tallestAt >= 0 && std::any_of(line.begin() + tallestAt + 1, line.end(), [&](int cell) {
                           return highest(possible(state, cell)) > lowest(possible(state, line[size_t(tallestAt)]));
                       });
    step.detail.constraintReason = int(ConstraintReason::SkyscraperRise);
    step.detail.claims = std::move(claims);
    step.detail.digitSets = {places};
    step.detail.size = tallestAt >= 0 && (hides || tallestSaid) ? tallestAt + 1 : 0;
    return true;
}

// A skyscraper clue of 2 below column 4 over 12345678 1-9 1-9 2468 ...: were
// r8c4, second from the clue, to hold 8, r9c4 before it could hold at most
// 7, so both would be seen, and the 9 after them too: 3 seen, more than 2.
// A case may need what it leaves in the line first: were r4c7 to hold 4,
// 6 would have no cell but r4c8, and then at most 4 could be seen, fewer
// than the clue of 5. Each eliminated candidate is such a case; a case the
// count does not settle is not explained.
bool explainBySkyscraperCount(const Grid& state, const Constraint& c, Step& step)
{
    if (c.kind != ConstraintKind::Skyscraper || c.lines.size() != 1 || c.values.empty())
        return false;
    const auto& line = c.lines[0];
    const int n = state.geometry().symbolCount();
    const int clue = c.values.front();
    if (int(line.size()) != n || line.size() > 64 || !allPeers(state.geometry(), line))
        return false;
    std::vector<ConstraintClaim> claims;
    for (const CellDigit& e : step.eliminations) {
        const auto at = std::find(line.begin(), line.end(), e.cell);
        if (at == line.end())
            return false;
        const size_t place = size_t(at - line.begin());
        std::optional<ConstraintClaim> settled;
        // The case as it is first, then with what it leaves in the line.
        for (bool onward : {false, true}) {
            const SkyscraperCase hold = suppose(state, line, place, e.digit, onward);
            if (hold.broken)
                break; // a digit without a place: not a count
            ConstraintClaim claim{.cell = e.cell, .bound = e.digit, .addends = {}};
            if (onward)
                for (size_t i = 0; i < line.size(); ++i)
                    if (i != place && std::popcount(hold.can[i]) == 1 && std::popcount(possible(state, line[i])) > 1)
                        claim.addends.insert(claim.addends.end(), {line[i], lowest(hold.can[i])});
            const SurelySeen sure = surelySeen(hold.can, n);
            const int most = mostSeen(hold.can, n);
            if (sure.count > clue) {
                claim.keeps = sure.places;
                claim.fromDigits = sure.tallestApart ? digitBit(n) : 0;
                claim.fromBound = sure.count;
            } else if (most < clue) {
                claim.atMost = true;
                claim.fromBound = most;
            } else {
                continue;
            }
            settled = std::move(claim);
            break;
        }
        if (!settled)
            return false;
        claims.push_back(std::move(*settled));
    }
    step.detail.constraintReason = int(ConstraintReason::SkyscraperCount);
    step.detail.claims = std::move(claims);
    return true;
}

} // namespace pm::logic::reasons
