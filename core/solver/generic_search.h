#pragma once

#include "../grid.h"

#include <cstdint>
#include <functional>
#include <random>
#include <stop_token>
#include <vector>

namespace pm {

// Depth-first search for every geometry: constraint propagation (naked and
// hidden singles over all houses) to a fixed point, then a branch on the cell
// with the fewest candidates (Norvig; the Pitt-Francis lecture measures that
// choice as 15-40x faster than taking cells in order).
class GenericSearch {
public:
    enum class Stop { Finished, Stopped, Cancelled, OutOfBudget };
    using Visitor = std::function<bool(const std::vector<std::uint8_t>&)>;

    explicit GenericSearch(const Geometry& geometry);

    // Optional: branch on digits in a random order drawn from rng (random
    // solution grids for the generator). Without it, digits ascend.
    void setShuffle(std::mt19937_64* rng) { m_rng = rng; }
    // Optional: give up (OutOfBudget) after this many search nodes. Random
    // searches have heavy-tailed run times; restarting beats waiting.
    void setNodeBudget(std::uint64_t nodes) { m_budget = nodes; }

    // Searches from the given values (and candidates, if useCandidates);
    // visit gets each solution and returns false to stop.
    Stop run(const Grid& grid, bool useCandidates, const Visitor& visit, std::stop_token stop);

private:
    struct State {
        std::vector<DigitMask> candidates;
        std::vector<std::uint8_t> values;
    };

    bool assign(State& state, int cell, int digit);
    bool propagate(State& state);
    Stop search(State& state, const Visitor& visit, const std::stop_token& stop);

    const Geometry& m_geometry;
    int m_size;
    int m_cellCount;
    DigitMask m_all;
    std::vector<int> m_queue;
    std::uint64_t m_nodes = 0;
    std::mt19937_64* m_rng = nullptr;
    std::uint64_t m_budget = ~std::uint64_t(0);
};

} // namespace pm
