// SPDX-License-Identifier: GPL-3.0-or-later
// The plain reasons of lines whose ends rule their middle
// (constraint_reasons.h): a between line's cells bounded by its ends and
// its ends kept apart by its cells, a lockout line's cells kept out of the
// range its ends span.
#include "core/logic/constraint_reasons.h"
#include "core/logic/constraint_reasons_internal.h"

#include "core/geometry.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>

namespace pm::logic::reasons {

namespace {

// The line of `c` that has `cell` strictly between its ends; none when the
// cell ends some line (where lines meet, a circle may be both), as an end
// is read by the ends' own claims.
const std::vector<int>* lineWithin(const Constraint& c, int cell)
{
    for (const auto& line : c.lines)
        if (line.size() >= 3 && (line.front() == cell || line.back() == cell))
            return nullptr;
    for (const auto& line : c.lines)
        if (line.size() >= 3 && std::find(line.begin() + 1, line.end() - 1, cell) != line.end() - 1)
            return &line;
    return nullptr;
}

// The eliminations of the step grouped by the line they lie within (in the
// order the lines come); false when one lies off every line, or on an end
// and `ends` is null (else those go to `ends`).
bool byLine(const Constraint& c, const Step& step,
            std::vector<std::pair<const std::vector<int>*, std::vector<std::pair<int, DigitMask>>>>& out,
            std::vector<std::pair<int, DigitMask>>* ends = nullptr)
{
    for (const auto& [cell, gone] : removedByCell(step)) {
        const std::vector<int>* line = lineWithin(c, cell);
        const int removedCell = cell; // a copy: clang 14 cannot capture a structured binding
        const bool onEnd = std::any_of(c.lines.begin(), c.lines.end(), [&](const std::vector<int>& l) {
            return l.size() >= 3 && (l.front() == removedCell || l.back() == removedCell);
        });
        if (onEnd && ends) {
            ends->push_back({cell, gone});
            continue;
        }
        if (!line)
            return false;
        auto at = std::find_if(out.begin(), out.end(), [line](const auto& entry) { return entry.first == line; });
        if (at == out.end()) {
            out.push_back({line, {}});
            at = out.end() - 1;
        }
        at->second.push_back({cell, gone});
    }
    return true;
}

// The least gap between a between line's ends: its cells between them
// that share a house hold that many different digits strictly between the
// ends' digits, so the ends differ by one more (2 at least: one digit).
int endsGap(const Geometry& g, const std::vector<int>& line)
{
    std::vector<int> inHouse(g.houses().size(), 0);
    int most = 1;
    for (size_t i = 1; i + 1 < line.size(); ++i)
        for (int house : g.housesOf(line[i]))
            most = std::max(most, ++inHouse[size_t(house)]);
    return most + 1;
}

// An end of a between line keeps the digits at least the gap away from a
// digit its other end can hold: the claim on it, appended, when that
// removes all it loses (tried on each line it ends); false otherwise.
bool boundEnd(const Grid& state, const Constraint& c, int cell, DigitMask gone, std::vector<ConstraintClaim>& claims)
{
    const Geometry& g = state.geometry();
    const int n = g.symbolCount();
    for (const auto& line : c.lines) {
        if (line.size() < 3 || (line.front() != cell && line.back() != cell))
            continue;
        const int other = line.front() == cell ? line.back() : line.front();
        const int gap = endsGap(g, line);
        // The digits with a partner at least `gap` away among `partner`.
        const auto pairing = [&](DigitMask partner) {
            DigitMask out = 0;
            for (int d = 1; d <= n; ++d)
                for (int e : digitsOf(partner))
                    if (std::abs(d - e) >= gap)
                        out |= digitBit(d);
            return out;
        };
        const DigitMask keeps = possible(state, cell) & pairing(possible(state, other));
        if (gone & keeps)
            continue;
        // Whatever the other end holds: said so, not by its candidates.
        const bool open = pairing(possible(state, other)) == pairing(allDigits(n));
        claims.push_back({.cell = cell, .from = other, .fromDigits = open ? 0 : possible(state, other),
                          .keeps = keeps, .bound = gap, .addends = {}});
        return true;
    }
    return false;
}

} // namespace

// Between line r1c1-r1c5 with r1c1 at least 3 and r1c5 at least 5: both
// ends hold at least 3, so the lower end does, and each cell between them
// holds at least 4; both at most 8 leaves them at most 7.
//
// Its ends differ by more than the cells between them that share a house
// (three in one row: four at least), so each end keeps only digits that
// far from one its other end can hold: with three cells between in a row
// and the other end 1 or 2, an end holds 6 to 9.
bool explainByBetween(const Grid& state, const Constraint& c, Step& step)
{
    std::vector<std::pair<const std::vector<int>*, std::vector<std::pair<int, DigitMask>>>> lines;
    std::vector<std::pair<int, DigitMask>> ends;
    if (!byLine(c, step, lines, &ends))
        return false;
    std::vector<ConstraintClaim> claims;
    for (const auto& [cell, gone] : ends)
        if (!boundEnd(state, c, cell, gone, claims))
            return false;
    for (const auto& [line, removed] : lines) {
        const DigitMask a = possible(state, line->front());
        const DigitMask b = possible(state, line->back());
        const int low = std::min(lowest(a), lowest(b));
        const int high = std::max(highest(a), highest(b));
        bool below = false;
        bool above = false;
        for (const auto& [cell, gone] : removed) {
            const DigitMask under = gone & (digitBit(low + 1) - 1);
            const DigitMask over = gone & ~(digitBit(high) - 1);
            if ((under | over) != gone)
                return false;
            below = below || under;
            above = above || over;
        }
        if (below)
            claims.push_back({.cell = -1, .from = line->front(), .atMost = false, .bound = low + 1, .fromBound = low,
                              .addends = {}});
        if (above)
            claims.push_back({.cell = -1, .from = line->front(), .atMost = true, .bound = high - 1, .fromBound = high,
                              .addends = {}});
    }
    step.detail.constraintReason = int(ConstraintReason::BetweenBounds);
    step.detail.claims = std::move(claims);
    return true;
}

// Between line r3c4-r6c4 (r4c4 7 or 8, r6c4 1-4 or 6-9): were r3c4
// to hold 7, r4c4 could only hold 8 between the ends, so r6c4 only 9 to
// leave it room, and then r5c4 nothing between 7 and 9 but the 8 r4c4
// holds in its column. Each eliminated candidate is such a case.
bool explainByBetweenCases(const Grid& state, const Constraint& c, Step& step)
{
    if (c.kind != ConstraintKind::BetweenLine)
        return false;
    std::vector<ConstraintClaim> claims;
    for (const CellDigit& e : step.eliminations) {
        const std::vector<int>* line = lineHolding(c, e.cell);
        if (!line || line->size() < 3)
            return false;
        const size_t last = line->size() - 1;
        // A cell between is read beside the two ends; an end beside a cell
        // between, with the other end.
        const auto read = [&](size_t x, size_t y, const std::vector<DigitMask>& can) -> std::optional<CaseRead> {
            const bool xEnd = x == 0 || x == last;
            const bool yEnd = y == 0 || y == last;
            if (xEnd == yEnd)
                return std::nullopt;
            const size_t other = x == 0 ? last : 0;
            DigitMask keeps = 0;
            for (int a : digitsOf(can[xEnd ? other : 0]))
                for (int b : digitsOf(can[xEnd ? y : last])) {
                    if (!xEnd) {
                        // Strictly between the two ends' digits.
                        for (int v = std::min(a, b) + 1; v < std::max(a, b); ++v)
                            keeps |= digitBit(v);
                        continue;
                    }
                    // An end that leaves b (a cell between) strictly
                    // between it and a: above b when a is below it, and
                    // the other way round.
                    if (b > a)
                        keeps |= allDigits(state.geometry().symbolCount()) & ~allDigits(b);
                    else if (b < a)
                        keeps |= allDigits(b - 1);
                }
            return xEnd ? CaseRead{.keeps = keeps, .from = int(y), .alsoFrom = int(other)}
                        : CaseRead{.keeps = keeps, .from = 0, .alsoFrom = int(last)};
        };
        const auto chain = followCase(state, *line, e, read, kMostCaseClaims);
        if (!chain)
            return false;
        claims.insert(claims.end(), chain->begin(), chain->end());
    }
    step.detail.constraintReason = int(ConstraintReason::BetweenCases);
    step.detail.claims = std::move(claims);
    return true;
}

// Lockout line r1c1-r1c5 with r1c1 at most 3 and r1c5 at least 7: whatever
// they hold, the range they span runs from at most 3 to at least 7, so it
// takes in 3 to 7, and no cell between them holds those.
bool explainByLockoutSpan(const Grid& state, const Constraint& c, Step& step)
{
    std::vector<std::pair<const std::vector<int>*, std::vector<std::pair<int, DigitMask>>>> lines;
    if (!byLine(c, step, lines))
        return false;
    std::vector<ConstraintClaim> claims;
    for (const auto& [line, removed] : lines) {
        const int ends[2] = {line->front(), line->back()};
        // The end whose most is smaller, and the end whose least is larger.
        const int lowEnd = highest(possible(state, ends[0])) <= highest(possible(state, ends[1])) ? ends[0] : ends[1];
        const int highEnd = lowest(possible(state, ends[0])) >= lowest(possible(state, ends[1])) ? ends[0] : ends[1];
        const int low = highest(possible(state, lowEnd));
        const int high = lowest(possible(state, highEnd));
        if (low > high)
            return false;
        const DigitMask span = (digitBit(high + 1) - 1) & ~(digitBit(low) - 1);
        for (const auto& [cell, gone] : removed)
            if (gone & ~span)
                return false;
        claims.push_back({.cell = -1, .from = lowEnd, .atMost = true, .bound = low, .fromBound = low, .addends = {}});
        claims.push_back(
            {.cell = -1, .from = highEnd, .atMost = false, .bound = high, .fromBound = high, .addends = {}});
    }
    step.detail.constraintReason = int(ConstraintReason::LockoutSpan);
    step.detail.claims = std::move(claims);
    return true;
}

namespace {

// What each of `cells` holds in some filling from `masks` (its candidates
// allowed), cells sharing a house different; all empty when none fills
// them. Nothing when the search passes its budget.
std::optional<std::vector<DigitMask>> distinctFillings(const Geometry& g, const std::vector<int>& cells,
                                                       const std::vector<DigitMask>& masks)
{
    constexpr long kMostNodes = 20000;
    std::vector<DigitMask> used(cells.size(), 0);
    std::vector<int> digits(cells.size(), 0);
    long nodes = 0;
    bool overBudget = false;
    const auto fill = [&](auto& self, size_t at) -> void {
        if (overBudget || ++nodes > kMostNodes) {
            overBudget = true;
            return;
        }
        if (at == cells.size()) {
            for (size_t i = 0; i < cells.size(); ++i)
                used[i] |= digitBit(digits[i]);
            return;
        }
        for (int d : digitsOf(masks[at])) {
            bool clash = false;
            for (size_t i = 0; i < at && !clash; ++i)
                clash = digits[i] == d && g.arePeers(cells[i], cells[at]);
            if (clash)
                continue;
            digits[at] = d;
            self(self, at + 1);
        }
    };
    fill(fill, 0);
    if (overBudget)
        return std::nullopt;
    return used;
}

// The pairs of digits a line's ends can hold (`allowed`, front end first)
// that leave every cell between them a candidate (`between` gives the
// digits a cell between may hold for a pair): at most kMaxWays of them, one
// claim each (cell the front end, from the back, bound and fromBound their
// digits). With `distinct`, the pairs that leave the cells between a
// filling, cells sharing a house different (detail.size 1 says so). True
// when every elimination is a digit no such pair gives its cell.
template <typename Allowed, typename Between>
bool explainByEndWays(const Grid& state, const Constraint& c, Step& step, ConstraintReason reason,
                      Allowed allowed, Between between, bool distinct)
{
    constexpr size_t kMaxWays = 6;
    const auto removed = removedByCell(step);
    if (removed.empty())
        return false;
    const int cell = removed.front().first;
    const auto on = std::find_if(c.lines.begin(), c.lines.end(), [cell](const std::vector<int>& line) {
        return line.size() >= 3 && std::find(line.begin(), line.end(), cell) != line.end();
    });
    if (on == c.lines.end())
        return false;
    const std::vector<int>& line = *on;
    std::vector<ConstraintClaim> claims;
    std::vector<DigitMask> kept(line.size(), 0);
    for (int a : digitsOf(possible(state, line.front())))
        for (int b : digitsOf(possible(state, line.back()))) {
            if (!allowed(a, b))
                continue;
            const DigitMask middle = between(a, b);
            std::vector<DigitMask> usable;
            for (size_t i = 1; i + 1 < line.size(); ++i)
                usable.push_back(possible(state, line[i]) & middle);
            if (distinct) {
                const auto fillings = distinctFillings(state.geometry(), {line.begin() + 1, line.end() - 1}, usable);
                if (!fillings)
                    return false;
                usable = *fillings;
            }
            if (std::any_of(usable.begin(), usable.end(), [](DigitMask m) { return m == 0; }))
                continue;
            claims.push_back({.cell = line.front(), .from = line.back(), .bound = a, .fromBound = b, .addends = {}});
            kept.front() |= digitBit(a);
            kept.back() |= digitBit(b);
            for (size_t i = 1; i + 1 < line.size(); ++i)
                kept[i] |= usable[i - 1];
        }
    if (claims.empty() || claims.size() > kMaxWays)
        return false;
    for (const auto& [at, gone] : removed) {
        const auto where = std::find(line.begin(), line.end(), at);
        if (where == line.end() || (gone & kept[size_t(where - line.begin())]))
            return false;
    }
    step.detail.constraintReason = int(reason);
    step.detail.claims = std::move(claims);
    step.detail.size = distinct ? 1 : 0;
    return true;
}

// The digits from a to b, both included, whichever is smaller.
DigitMask spanOf(int a, int b)
{
    return (digitBit(std::max(a, b) + 1) - 1) & ~(digitBit(std::min(a, b)) - 1);
}

} // namespace

// Lockout line r1c1-r1c5 (ends at least 4 apart) with r1c1 of {1, 2},
// r1c5 of {6, 9} and r1c3 of {3, 7, 8}: the ends can only be 1 and 6 or 2
// and 6 (with 9, r1c3 would have nothing outside their range), so r1c5
// loses 9. Each cell between keeps what lies outside some pair's range.
bool explainByLockoutWays(const Grid& state, const Constraint& c, Step& step)
{
    if (c.values.empty())
        return false;
    const int apart = c.values[0];
    const auto allowed = [apart](int a, int b) { return std::abs(a - b) >= apart; };
    const auto outside = [](int a, int b) { return DigitMask(~spanOf(a, b)); };
    return explainByEndWays(state, c, step, ConstraintReason::LockoutWays, allowed, outside, false)
        || explainByEndWays(state, c, step, ConstraintReason::LockoutWays, allowed, outside, true);
}

// Between line r1c1-r1c3 with r1c1 of {1, 6}, r1c3 of {4, 7} and r1c2 of
// {2, 3}: the ends can only be 1 and 4 or 1 and 7 (with 6, r1c2 would have
// nothing strictly between), so r1c1 loses 6. Each cell between keeps what
// lies strictly between some pair.
bool explainByBetweenWays(const Grid& state, const Constraint& c, Step& step)
{
    const auto allowed = [](int a, int b) { return std::abs(a - b) >= 2; };
    const auto inside = [](int a, int b) { return spanOf(a, b) & ~digitBit(a) & ~digitBit(b); };
    return explainByEndWays(state, c, step, ConstraintReason::BetweenWays, allowed, inside, false)
        || explainByEndWays(state, c, step, ConstraintReason::BetweenWays, allowed, inside, true);
}

// --- entropic and modular lines: places that share a class ---------------

namespace {

unsigned classesOf(ConstraintKind kind, DigitMask digits, int size)
{
    unsigned classes = 0;
    for (; digits; digits &= digits - 1)
        classes |= 1u << lineDigitClass(kind, firstDigit(digits), size);
    return classes;
}

DigitMask digitsOfClasses(ConstraintKind kind, unsigned classes, int size)
{
    DigitMask digits = 0;
    for (int d = 1; d <= size; ++d)
        if (classes & (1u << lineDigitClass(kind, d, size)))
            digits |= digitBit(d);
    return digits;
}

} // namespace

bool explainByClassPlaces(const Grid& state, const Constraint& c, Step& step)
{
    if (c.kind != ConstraintKind::EntropicLine && c.kind != ConstraintKind::ModularLine)
        return false;
    const int size = state.geometry().symbolCount();
    const auto removed = removedByCell(step);
    // The line holding every cell that loses digits, three cells at least:
    // then every three cells in a row hold one of each class, so the cells
    // at one place of the repeating pattern share a class, and the three
    // places' classes differ.
    const auto holdsAll = [&](const std::vector<int>& line) {
        return line.size() >= 3 && std::all_of(removed.begin(), removed.end(), [&](const auto& entry) {
                   return std::count(line.begin(), line.end(), entry.first) == 1;
               });
    };
    const auto found = std::find_if(c.lines.begin(), c.lines.end(), holdsAll);
    if (found == c.lines.end())
        return false;
    const std::vector<int>& line = *found;
    const auto placeOf = [&](int cell) { return size_t(std::find(line.begin(), line.end(), cell) - line.begin()) % 3; };
    // The cell of each place whose candidates allow the fewest classes.
    std::array<int, 3> narrowest{-1, -1, -1};
    std::array<unsigned, 3> narrowestClasses{7, 7, 7};
    for (size_t i = 0; i < line.size(); ++i) {
        const unsigned classes = classesOf(c.kind, possible(state, line[i]), size);
        if (narrowest[i % 3] < 0 || digitCount(classes) < digitCount(narrowestClasses[i % 3])) {
            narrowest[i % 3] = line[i];
            narrowestClasses[i % 3] = classes;
        }
    }
    std::vector<ConstraintClaim> claims;
    for (const auto& [cell, gone] : removed) {
        const size_t place = placeOf(cell);
        const DigitMask has = possible(state, cell);
        DigitMask explained = 0;
        // A cell at its own place: the class is shared, and a digit of it
        // other than the cell's when the two share a house (bound 1).
        int same = -1;
        DigitMask sameKeeps = has;
        bool apart = false;
        for (size_t i = place; i < line.size(); i += 3) {
            const int other = line[i];
            if (other == cell)
                continue;
            const DigitMask otherHas = possible(state, other);
            const DigitMask byClass = has & digitsOfClasses(c.kind, classesOf(c.kind, otherHas, size), size);
            DigitMask keeps = byClass;
            if (state.geometry().arePeers(cell, other))
                for (int d : digitsOf(byClass)) {
                    const DigitMask sameClass = digitsOfClasses(c.kind, 1u << lineDigitClass(c.kind, d, size), size);
                    if (!(otherHas & sameClass & ~digitBit(d)))
                        keeps &= ~digitBit(d);
                }
            if (same < 0 || digitCount(gone & ~keeps) > digitCount(gone & ~sameKeeps)) {
                same = other;
                sameKeeps = keeps;
                apart = keeps != byClass;
            }
        }
        if (same >= 0 && (gone & ~sameKeeps)) {
            claims.push_back({.cell = cell, .from = same, .fromDigits = possible(state, same), .keeps = sameKeeps,
                              .atMost = false, .bound = apart ? 1 : 0, .addends = {}});
            explained |= gone & ~sameKeeps;
        }
        // Another place's cell held to one class: that class is not this one's.
        for (size_t other = 0; other < 3; ++other) {
            if (other == place || narrowest[other] < 0 || digitCount(narrowestClasses[other]) != 1)
                continue;
            const DigitMask keeps = has & ~digitsOfClasses(c.kind, narrowestClasses[other], size);
            if (gone & ~keeps & ~explained) {
                claims.push_back({.cell = cell, .from = narrowest[other], .fromDigits = possible(state, narrowest[other]),
                                  .keeps = keeps, .atMost = true, .addends = {}});
                explained |= gone & ~keeps;
            }
        }
        if (gone & ~explained)
            return false;
    }
    step.detail.constraintReason = int(ConstraintReason::ClassPlaces);
    step.detail.claims = std::move(claims);
    return true;
}

} // namespace pm::logic::reasons
