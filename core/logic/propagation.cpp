// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/logic/propagation.h"

#include "core/logic/constraint_pairs.h"

namespace pm::logic {

namespace {

// Singles to a fixed point, looking again only at what changed: a cell
// whose candidates did not change since the naked-single pass last saw it
// cannot have become a single, and a house none of whose cells changed
// since it was last checked (finding nothing) still holds nothing. The
// passes keep their order (cells ascending, then houses ascending), so the
// placements and the contradiction found are those of a full rescan.
// Rescanning every cell and house each round made this the top entry of a
// hard solve's profile (13% of top1465 after the ALS and chain fixes).
//
// From a state at a singles fixpoint (PropagationStart::AtFixpoint) only the
// cells and houses the assumption changes start on the lists: the others
// hold no single and no missing digit, so the trace is the same. Forcing
// chains and what-if follow hundreds of assumptions per step from one such
// state; the full first round was most of the cost of each on 16x16.
//
// The lists live in the thread's scratch buffers, kept between calls.
class Propagator {
public:
    Propagator(Grid& state, PropagationStart start)
        : m_state(state)
        , m_geometry(state.geometry())
        , m_pairs(constraintPairsOf(state.geometryPtr()))
        , m_words(m_geometry.wordCount())
        , m_pending(scratch().pending)
        , m_dirty(scratch().dirty)
    {
        const bool all = start == PropagationStart::Anywhere;
        m_pending.assign(size_t(m_words), 0);
        m_dirty.assign(m_geometry.houses().size(), all ? 1 : 0);
        if (all)
            for (int cell = 0; cell < state.cellCount(); ++cell)
                m_pending[cell >> 6] |= std::uint64_t(1) << (cell & 63);
    }

    // A candidate of `cell` was removed from outside: look at it again.
    void touch(int cell)
    {
        m_pending[cell >> 6] |= std::uint64_t(1) << (cell & 63);
        markHouses(cell);
    }

    // Sets a value and clears it from the peers; returns the first peer left
    // without candidates, or -1.
    int place(int cell, int digit)
    {
        m_state.setValue(cell, digit);
        m_state.setCandidates(cell, digitBit(digit));
        markHouses(cell);
        int emptied = -1;
        for (int peer : m_geometry.peers(cell)) {
            if (m_state.value(peer) != 0)
                continue;
            if (!(m_state.candidates(peer) & digitBit(digit))) {
                if (m_state.candidates(peer) == 0 && emptied < 0)
                    emptied = peer; // already empty on entry
                continue;
            }
            const DigitMask left = m_state.candidates(peer) & ~digitBit(digit);
            m_state.setCandidates(peer, left);
            m_pending[peer >> 6] |= std::uint64_t(1) << (peer & 63);
            markHouses(peer);
            if (left == 0 && emptied < 0)
                emptied = peer;
        }
        // Variant constraints: the digits a pair forbids beside this one go
        // from its partners (a knight's move away, a thermometer's next cell).
        if (m_pairs)
            for (const ConstraintPartner& partner : m_pairs->partners[size_t(cell)]) {
                const int other = partner.cell;
                if (m_state.value(other) != 0)
                    continue;
                const DigitMask left = m_state.candidates(other) & partner.allowedBeside[size_t(digit)];
                if (left != m_state.candidates(other)) {
                    m_state.setCandidates(other, left);
                    m_pending[other >> 6] |= std::uint64_t(1) << (other & 63);
                    markHouses(other);
                }
                if (left == 0 && emptied < 0)
                    emptied = other;
            }
        return emptied;
    }

    // The lowest cell from `from` on whose candidates changed since the
    // naked-single pass saw it (taking it off the list), or -1.
    int nextPending(int from)
    {
        for (int w = from >> 6; w < m_words; ++w) {
            std::uint64_t bits = m_pending[w];
            if (w == from >> 6)
                bits &= ~std::uint64_t(0) << (from & 63);
            if (bits) {
                const int cell = w * 64 + std::countr_zero(bits);
                m_pending[w] &= ~(std::uint64_t(1) << (cell & 63));
                return cell;
            }
        }
        return -1;
    }

    // Takes house h off the changed list; was it on it?
    bool takeDirty(int h)
    {
        const bool dirty = m_dirty[h];
        m_dirty[h] = 0;
        return dirty;
    }

private:
    struct Scratch {
        std::vector<std::uint64_t> pending;
        std::vector<char> dirty;
    };
    static Scratch& scratch()
    {
        thread_local Scratch buffers;
        return buffers;
    }

    void markHouses(int cell)
    {
        for (int h : m_geometry.housesOf(cell))
            m_dirty[h] = 1;
    }

    Grid& m_state;
    const Geometry& m_geometry;
    std::shared_ptr<const ConstraintPairs> m_pairs; // null without constraints
    int m_words;
    std::vector<std::uint64_t>& m_pending;
    std::vector<char>& m_dirty;
};

// Counted shapes (houses holding each symbol k times). Their singles are the
// naked single and the count fill (d due r more times in a house with r
// places left; the hidden single when r = k = 1), and a placement clears d
// from its peers and from every counted house it completes. Plain rescans
// with findContradiction once a round: these grids are at most 18x18 and
// what-if is their only user, so the incremental bookkeeping above is not
// worth a second copy.
void placeCounted(Grid& state, int cell, int digit)
{
    state.setValue(cell, digit);
    state.setCandidates(cell, digitBit(digit));
    for (int peer : state.geometry().peers(cell))
        if (state.value(peer) == 0)
            state.setCandidates(peer, state.candidates(peer) & ~digitBit(digit));
    clearCompletedHouses(state, cell, digit);
}

void countedSingles(Grid& state, PropagationTrace& trace, int maxPlacements)
{
    const Geometry& geometry = state.geometry();
    const int symbols = geometry.symbolCount();
    // A placement found this round may be undone as a candidate by another
    // of the same round (two naked 5s in one section): it is skipped, and the
    // next round's contradiction test names the break.
    const auto placeIfStill = [&](int cell, int digit) {
        if (state.value(cell) != 0 || !(state.candidates(cell) & digitBit(digit)))
            return false;
        trace.placements.push_back({cell, digit});
        placeCounted(state, cell, digit);
        return true;
    };
    const auto& houses = geometry.houses();
    bool progress = true;
    while (progress) {
        if ((trace.contradiction = findContradiction(state)))
            return;
        if (int(trace.placements.size()) >= maxPlacements)
            return;
        progress = false;
        for (int cell = 0; cell < state.cellCount(); ++cell) {
            const DigitMask mask = state.candidates(cell);
            if (state.value(cell) == 0 && mask && !(mask & (mask - 1)))
                progress |= placeIfStill(cell, firstDigit(mask));
        }
        for (int h = 0; h < int(houses.size()); ++h) {
            for (int digit = 1; digit <= symbols; ++digit) {
                int due = houses[size_t(h)].count, places = 0;
                for (int cell : houses[size_t(h)].cells) {
                    if (state.value(cell) == digit)
                        --due;
                    else if (state.value(cell) == 0 && (state.candidates(cell) & digitBit(digit)))
                        ++places;
                }
                if (due <= 0 || places != due)
                    continue;
                for (int cell : houses[size_t(h)].cells)
                    if (state.value(cell) == 0 && (state.candidates(cell) & digitBit(digit)))
                        progress |= placeIfStill(cell, digit);
            }
        }
    }
}

PropagationTrace propagateCounted(Grid& state, CellDigit candidate, bool assume, int maxPlacements)
{
    PropagationTrace trace;
    if (assume) {
        if (state.value(candidate.cell) == 0 && !(state.candidates(candidate.cell) & digitBit(candidate.digit))) {
            trace.contradiction = Contradiction{Contradiction::Kind::EmptyCell, candidate.cell, -1, -1, 0};
            return trace;
        }
        placeCounted(state, candidate.cell, candidate.digit);
    } else {
        state.setCandidates(candidate.cell, state.candidates(candidate.cell) & ~digitBit(candidate.digit));
    }
    countedSingles(state, trace, maxPlacements);
    return trace;
}

// Naked singles, hidden singles and full houses from the propagator's lists
// until nothing changes or the state breaks.
void runSingles(Grid& state, Propagator& propagator, PropagationTrace& trace, int maxPlacements)
{
    const auto& geometry = state.geometry();
    const DigitMask all = allDigits(state.size());
    bool progress = true;
    while (progress && int(trace.placements.size()) < maxPlacements) {
        progress = false;
        for (int cell = propagator.nextPending(0); cell >= 0; cell = propagator.nextPending(cell + 1)) {
            if (state.value(cell) != 0)
                continue;
            const DigitMask mask = state.candidates(cell) & all;
            if (!mask || (mask & (mask - 1)))
                continue;
            trace.placements.push_back({cell, firstDigit(mask)});
            const int emptied = propagator.place(cell, firstDigit(mask));
            if (emptied >= 0) {
                trace.contradiction = Contradiction{Contradiction::Kind::EmptyCell, emptied, -1, -1, 0};
                return;
            }
            progress = true;
        }
        const auto& houses = geometry.houses();
        for (int h = 0; h < int(houses.size()); ++h) {
            if (!propagator.takeDirty(h))
                continue;
            DigitMask once = 0, twice = 0, placed = 0;
            for (int cell : houses[h].cells) {
                if (state.value(cell) != 0) {
                    placed |= digitBit(state.value(cell));
                    continue;
                }
                const DigitMask mask = state.candidates(cell);
                twice |= once & mask;
                once |= mask;
            }
            const DigitMask missing = all & ~placed & ~once;
            if (missing) {
                trace.contradiction = Contradiction{Contradiction::Kind::DigitMissing, -1, -1, h, firstDigit(missing)};
                return;
            }
            DigitMask singles = once & ~twice & ~placed;
            while (singles) {
                const int digit = firstDigit(singles);
                singles &= singles - 1;
                for (int cell : houses[h].cells)
                    if (state.value(cell) == 0 && (state.candidates(cell) & digitBit(digit))) {
                        trace.placements.push_back({cell, digit});
                        const int emptied = propagator.place(cell, digit);
                        if (emptied >= 0) {
                            trace.contradiction = Contradiction{Contradiction::Kind::EmptyCell, emptied, -1, -1, 0};
                            return;
                        }
                        progress = true;
                        break;
                    }
            }
        }
    }
}

} // namespace

PropagationTrace propagateSingles(Grid& state, CellDigit candidate, bool assume, int maxPlacements,
                                  PropagationStart start)
{
    if (state.geometry().isCounted())
        return propagateCounted(state, candidate, assume, maxPlacements);
    PropagationTrace trace;
    Propagator propagator(state, start);
    if (assume) {
        if (state.value(candidate.cell) == 0 && !(state.candidates(candidate.cell) & digitBit(candidate.digit))) {
            trace.contradiction = Contradiction{Contradiction::Kind::EmptyCell, candidate.cell, -1, -1, 0};
            return trace;
        }
        const int emptied = propagator.place(candidate.cell, candidate.digit);
        if (emptied >= 0) {
            trace.contradiction = Contradiction{Contradiction::Kind::EmptyCell, emptied, -1, -1, 0};
            return trace;
        }
    } else {
        const DigitMask left = state.candidates(candidate.cell) & ~digitBit(candidate.digit);
        state.setCandidates(candidate.cell, left);
        if (left == 0) {
            trace.contradiction = Contradiction{Contradiction::Kind::EmptyCell, candidate.cell, -1, -1, 0};
            return trace;
        }
        propagator.touch(candidate.cell);
    }
    runSingles(state, propagator, trace, maxPlacements);
    return trace;
}

PropagationTrace propagateAfterRemovals(Grid& state, std::span<const int> changed)
{
    PropagationTrace trace;
    Propagator propagator(state, PropagationStart::AtFixpoint);
    for (int cell : changed)
        propagator.touch(cell);
    runSingles(state, propagator, trace, 1 << 30);
    return trace;
}

bool atSinglesFixpoint(const Grid& state)
{
    const Geometry& geometry = state.geometry();
    if (geometry.isCounted())
        return false;
    const DigitMask all = allDigits(state.size());
    for (int cell = 0; cell < state.cellCount(); ++cell)
        if (state.value(cell) == 0 && digitCount(state.candidates(cell) & all) < 2)
            return false;
    for (const House& house : geometry.houses()) {
        DigitMask once = 0, twice = 0, placed = 0;
        for (int cell : house.cells) {
            if (state.value(cell) != 0) {
                placed |= digitBit(state.value(cell));
                continue;
            }
            twice |= once & state.candidates(cell);
            once |= state.candidates(cell);
        }
        if ((all & ~placed & ~twice) != 0)
            return false;
    }
    return true;
}

PropagationTrace propagateCountedSingles(Grid& state)
{
    PropagationTrace trace;
    countedSingles(state, trace, 1 << 30);
    return trace;
}

std::vector<CellDigit> supportingPlacements(const Grid& start, CellDigit candidate, bool assume,
                                            const PropagationTrace& trace, const std::vector<CellDigit>& placedGoals,
                                            const std::vector<CellDigit>& removedGoals)
{
    // The replay below knows only one-per-house reasons (a hidden single's
    // other cells); on counted shapes the whole trace is told instead, which
    // is longer but never names a placement without its cause.
    if (start.geometry().isCounted())
        return trace.placements;
    // Replays the trace. Event 0 is the assumption, event i >= 1 the i-th
    // placement; each candidate remembers the event that removed it (-1:
    // gone before the assumption) and each event the events it needed.
    const Geometry& geometry = start.geometry();
    const std::shared_ptr<const ConstraintPairs> pairs = constraintPairsOf(start.geometryPtr());
    const int stride = start.size() + 1;
    const auto slot = [&](int cell, int digit) { return size_t(cell) * size_t(stride) + size_t(digit); };
    constexpr int kPresent = -2;
    std::vector<int> removedBy(size_t(start.cellCount()) * size_t(stride), -1);
    Grid state = start;
    for (int cell = 0; cell < state.cellCount(); ++cell)
        if (!state.value(cell))
            for (DigitMask m = state.candidates(cell); m; m &= m - 1)
                removedBy[slot(cell, firstDigit(m))] = kPresent;
    std::vector<std::vector<int>> needs(trace.placements.size() + 1);
    const auto reasonsFor = [&](int cell, int digit) {
        // Why digit goes in cell now: a naked single (its other candidates'
        // removals) or, failing that, a hidden single in some house.
        std::vector<int> reasons;
        if (state.candidates(cell) == digitBit(digit)) {
            for (int other = 1; other <= start.size(); ++other)
                if (other != digit && removedBy[slot(cell, other)] >= 0)
                    reasons.push_back(removedBy[slot(cell, other)]);
            return reasons;
        }
        for (int h : geometry.housesOf(cell)) {
            reasons.clear();
            bool alone = true;
            for (int other : geometry.houses()[size_t(h)].cells) {
                if (other == cell || start.value(other))
                    continue;
                if (!state.value(other) && (state.candidates(other) & digitBit(digit))) {
                    alone = false;
                    break;
                }
                if (removedBy[slot(other, digit)] >= 0)
                    reasons.push_back(removedBy[slot(other, digit)]);
            }
            if (alone)
                return reasons;
        }
        return reasons;
    };
    const auto apply = [&](int event, int cell, int digit, bool place) {
        if (!place) {
            removedBy[slot(cell, digit)] = event;
            state.setCandidates(cell, state.candidates(cell) & ~digitBit(digit));
            return;
        }
        for (DigitMask m = state.candidates(cell) & ~digitBit(digit); m; m &= m - 1)
            if (removedBy[slot(cell, firstDigit(m))] == kPresent)
                removedBy[slot(cell, firstDigit(m))] = event;
        state.setValue(cell, digit);
        state.setCandidates(cell, digitBit(digit));
        for (int peer : geometry.peers(cell)) {
            if (state.value(peer) || !(state.candidates(peer) & digitBit(digit)))
                continue;
            state.setCandidates(peer, state.candidates(peer) & ~digitBit(digit));
            if (removedBy[slot(peer, digit)] == kPresent)
                removedBy[slot(peer, digit)] = event;
        }
        if (pairs) // as the propagation clears a placement's constraint partners
            for (const ConstraintPartner& partner : pairs->partners[size_t(cell)]) {
                if (state.value(partner.cell))
                    continue;
                for (DigitMask m = state.candidates(partner.cell) & ~partner.allowedBeside[size_t(digit)]; m;
                     m &= m - 1)
                    if (removedBy[slot(partner.cell, firstDigit(m))] == kPresent)
                        removedBy[slot(partner.cell, firstDigit(m))] = event;
                state.setCandidates(partner.cell, state.candidates(partner.cell) & partner.allowedBeside[size_t(digit)]);
            }
    };
    apply(0, candidate.cell, candidate.digit, assume);
    std::vector<int> placedEvent(size_t(start.cellCount()), -1);
    for (size_t i = 0; i < trace.placements.size(); ++i) {
        const CellDigit& p = trace.placements[i];
        needs[i + 1] = reasonsFor(p.cell, p.digit);
        apply(int(i + 1), p.cell, p.digit, true);
        placedEvent[size_t(p.cell)] = int(i + 1);
    }

    std::vector<int> goals;
    if (const auto& broken = trace.contradiction) {
        if (broken->kind == Contradiction::Kind::EmptyCell && broken->cell >= 0) {
            for (int digit = 1; digit <= start.size(); ++digit)
                if (removedBy[slot(broken->cell, digit)] >= 0)
                    goals.push_back(removedBy[slot(broken->cell, digit)]);
        } else if (broken->kind == Contradiction::Kind::DigitMissing && broken->house >= 0) {
            for (int cell : geometry.houses()[size_t(broken->house)].cells)
                if (!start.value(cell) && removedBy[slot(cell, broken->digit)] >= 0)
                    goals.push_back(removedBy[slot(cell, broken->digit)]);
        }
    }
    for (const CellDigit& goal : placedGoals)
        if (placedEvent[size_t(goal.cell)] >= 0)
            goals.push_back(placedEvent[size_t(goal.cell)]);
    for (const CellDigit& goal : removedGoals)
        if (removedBy[slot(goal.cell, goal.digit)] >= 0)
            goals.push_back(removedBy[slot(goal.cell, goal.digit)]);

    std::vector<char> needed(needs.size(), 0);
    while (!goals.empty()) {
        const int event = goals.back();
        goals.pop_back();
        if (needed[size_t(event)])
            continue;
        needed[size_t(event)] = 1;
        goals.insert(goals.end(), needs[size_t(event)].begin(), needs[size_t(event)].end());
    }
    std::vector<CellDigit> support;
    for (size_t i = 0; i < trace.placements.size(); ++i)
        if (needed[i + 1])
            support.push_back(trace.placements[i]);
    return support;
}

} // namespace pm::logic
