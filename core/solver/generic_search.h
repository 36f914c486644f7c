#pragma once

#include "../grid.h"

#include <cstdint>
#include <functional>
#include <random>
#include <stop_token>
#include <vector>

namespace pm {

// Depth-first search for every geometry. State: each cell's candidates and,
// for every house and digit, the set of the house's cells that still allow
// the digit (a house has at most 64 cells, so one word). Propagation to a
// fixed point: naked singles, hidden singles (read off those place sets as
// they shrink, no rescans) and locked candidates on every pair of houses that
// share two or more cells (box/line pointing and claiming, diagonal/box,
// window/line...). Branching is binary (place a digit / rule it out) on the
// most constrained choice: a cell with the fewest candidates or a digit with
// the fewest places in a house. Changes go on a trail and are undone on
// backtrack; no state is copied per node.
class GenericSearch {
public:
    enum class Stop { Finished, Stopped, Cancelled, OutOfBudget };
    using Visitor = std::function<bool(const std::vector<std::uint8_t>&)>;

    explicit GenericSearch(const Geometry& geometry);

    // Optional: branch on a random candidate drawn from rng (random solution
    // grids for the generator), taking cells in reading order. Without it,
    // the lowest digit first.
    void setShuffle(std::mt19937_64* rng);
    // Optional: give up (OutOfBudget) after this many search nodes. Random
    // searches have heavy-tailed run times; restarting beats waiting.
    void setNodeBudget(std::uint64_t nodes) { m_budget = nodes; }

    // Searches from the given values (and candidates, if useCandidates);
    // visit gets each solution and returns false to stop.
    Stop run(const Grid& grid, bool useCandidates, const Visitor& visit, std::stop_token stop);

private:
    // One house seen from one of its cells: where the house's place sets
    // start in m_words and the cell's bit in them.
    struct CellInHouse {
        int house;
        std::uint64_t bit;
    };
    // Two houses sharing 2..N-1 cells: the shared cells as bits of each.
    struct Overlap {
        int other;
        std::uint64_t mine;
        std::uint64_t theirs;
    };
    struct Undo {
        std::uint32_t word;
        std::uint64_t old;
    };

    std::uint64_t& candidates(int cell) { return m_words[size_t(cell)]; }
    std::uint64_t& places(int house, int digit)
    {
        return m_words[size_t(m_cellCount + house * m_size + digit - 1)];
    }
    void write(std::uint64_t& word, std::uint64_t value);
    void undoTo(size_t mark);

    bool dropPlaces(int cell, DigitMask digits);
    bool eliminate(int cell, int digit);
    bool restrict(int cell, int digit);
    bool propagate();
    bool lockedCandidates(int house);
    void clearPending();
    Stop search(const Visitor& visit, const std::stop_token& stop);

    const Geometry& m_geometry;
    int m_size;
    int m_cellCount;
    int m_houseCount;
    DigitMask m_all;
    std::vector<int> m_houseCells; // house h's cells at h * m_size
    std::vector<int> m_cellHouseStart;
    std::vector<CellInHouse> m_cellHouses;
    std::vector<int> m_overlapStart;
    std::vector<Overlap> m_overlaps;
    std::vector<int> m_cellOrder; // branching tie-break order

    // Cells' candidates, then places(house, digit); every change is trailed.
    std::vector<std::uint64_t> m_words;
    std::vector<Undo> m_trail;
    std::vector<int> m_solvedQueue;                   // single-candidate cells to clear from peers
    std::vector<std::pair<int, int>> m_hiddenQueue;   // (cell, digit) forced by a house
    std::vector<DigitMask> m_dirty;                   // per house: digits whose places shrank
    std::vector<int> m_dirtyHouses;
    std::vector<std::uint8_t> m_solution;

    std::uint64_t m_nodes = 0;
    std::mt19937_64* m_rng = nullptr;
    std::uint64_t m_budget = ~std::uint64_t(0);
};

} // namespace pm
