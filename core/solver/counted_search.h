// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/solver/generic_search.h"

#include <cstdint>
#include <optional>
#include <random>
#include <stop_token>
#include <vector>

namespace pm::solver {

// Depth-first search for counted shapes (Geometry::isCounted(): MultiFour,
// DoubleNine), whose rows and columns hold each symbol k > 1 times. The
// generic search's words ("the cells of this house where d can go", pairs,
// locked candidates) all read one-per-house, so counted shapes get their own
// search with the same interface. Propagation to a fixed point: a cell with
// one candidate takes it; a house holding a symbol k times rules it out of its
// other cells; a house whose open places for a symbol are exactly as many as
// the symbol's missing copies fills them all (count fill); fewer places than
// missing copies is a contradiction. Branching on the cell with the fewest
// candidates; the state is copied per node (a DoubleNine state is a few KB).
class CountedSearch {
public:
    using Stop = GenericSearch::Stop;
    using Visitor = GenericSearch::Visitor;

    // The geometry must outlive the search.
    explicit CountedSearch(const Geometry& geometry);

    // As GenericSearch: random branching order, and a node budget.
    void setShuffle(std::mt19937_64* rng) { m_rng = rng; }
    void setNodeBudget(std::uint64_t nodes) { m_budget = nodes; }

    Stop run(const Grid& grid, bool useCandidates, const Visitor& visit, std::stop_token stop);

    // The grid after propagation alone: what it placed, and the candidates
    // left in the open cells. Nothing when the grid breaks a count. The
    // generator hands this to the explaining solver, which then only has
    // to find what propagation cannot.
    std::optional<Grid> propagated(const Grid& grid, bool useCandidates) const;

private:
    struct State {
        std::vector<DigitMask> candidates; // open cells only; 0 once solved
        std::vector<std::uint8_t> values;
        std::vector<std::uint8_t> held; // per house and symbol: copies placed
        // Per house and symbol: open cells that can still take it. Kept up
        // to date by every removal, so the count fill reads it instead of
        // recounting each house on every pass (that recount was most of the
        // time of a DoubleNine search).
        std::vector<std::uint16_t> places;
        int open = 0;
    };

    std::uint8_t& held(State& state, int house, int digit) const
    {
        return state.held[size_t(house) * (size_t(m_symbols) + 1) + size_t(digit)];
    }
    std::uint16_t& places(State& state, int house, int digit) const
    {
        return state.places[size_t(house) * (size_t(m_symbols) + 1) + size_t(digit)];
    }
    // Takes `removed` from an open cell's candidates.
    void removeCandidates(State& state, int cell, DigitMask removed) const;
    // The state of the grid's values (and candidates); false when the
    // clues break a count or lie outside the alphabet.
    bool start(const Grid& grid, bool useCandidates, State& state) const;
    bool place(State& state, int cell, int digit) const;
    bool propagate(State& state) const;
    Stop search(State& state, const Visitor& visit, const std::stop_token& stop);

    const Geometry& m_geometry;
    int m_symbols;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_budget = ~std::uint64_t(0);
    std::mt19937_64* m_rng = nullptr;
};

} // namespace pm::solver
