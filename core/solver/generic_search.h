// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/constraints/constraint.h"
#include "core/grid.h"
#include "core/solver/set_equations.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <random>
#include <stop_token>
#include <vector>

namespace pm::solver {

// Depth-first search for every geometry. State: each cell's candidates and,
// for every house and digit, the set of the house's cells that still allow
// the digit (a house has at most 64 cells, so one word). Propagation to a
// fixed point: naked and hidden singles, naked and hidden pairs (all read off
// the words as they shrink, no rescans) and locked candidates on every pair
// of houses that share two or more cells (box/line pointing and claiming,
// diagonal/box, window/line...). Branching is binary (place a digit / rule it
// out) on the most constrained choice: a cell with the fewest candidates or a
// digit with the fewest places in a house; once a search passes a few nodes,
// a lookahead over two-candidate cells picks the branch instead and proves
// the values whose trial fails. Changes go on a trail and are undone on
// backtrack; no state is copied per node.
//
// Killer cages (Geometry::cages) add two rules to the propagation: a solved
// cell's digit leaves its cage mates, and each cage whose cells narrowed is
// checked against its sum: the digit sets that still fit (listed per cage
// size and sum, see cage_combinations.h) cut every cell down to their union,
// and a digit every fitting set needs, with one place left in the cage, goes
// there. Where the sets are too many to list (big grids, big cages) the
// check falls back to sum bounds. Geometries without cages never take these
// paths (one predictable branch in narrow and placeSolved). On a killer
// whose houses never share 2..N-1 cells (a Latin square of cages, where no
// locked candidates narrow anything) the set equations that cut the empty
// grid (set_equations.h: k rows against k columns, cages read by their
// sums) are kept as linear sums beside the constraints'.
//
// Variant constraints (Geometry::constraints, core/constraints) compile into
// a few table-driven propagators, queued like cages when a cell of theirs
// narrows: a unary mask per cell (even, odd, thermometer bounds), pair
// tables (for each ordered pair of cells, digit -> allowed digits of the
// other; arc consistency: thermometers, dots, XV, whispers, palindromes,
// anti-knight ...), linear sums with repeats bounded cell by cell (arrows,
// little killers, region-sum and zipper lines), distinct groups (a group of
// N cells becomes a house: extra regions, disjoint groups, a single
// diagonal), and a kind-specific rule for renban, between and lockout lines,
// quadruples, sandwiches, X-sums and skyscrapers (every digit of the line
// kept only if some filling makes the clue with it). On grids of up to
// 1024 candidates the constraints also link candidates: each candidate has
// the set of other cells' candidates it rules out (houses, cage, pair
// tables, and what the candidates it forces rule out: a palindrome's far
// end sees what its near end sees). What every place of a digit in a house
// rules out goes (locked candidates past the houses: anti-knight
// pointing), so does what every candidate of a cell with at most three
// rules out, and what every place of a digit a cage or renban needs. A full grid is checked
// against every constraint before it is visited, so a weak propagator costs
// time, never a wrong answer.
class GenericSearch {
public:
    enum class Stop { Finished, Stopped, Cancelled, OutOfBudget };
    using Visitor = std::function<bool(const std::vector<std::uint8_t>&)>;

    // The per-geometry tables come from a process-wide cache (see tablesFor),
    // so constructing a search for a geometry seen before costs no setup.
    explicit GenericSearch(const Geometry& geometry);

    // Optional: branch on a random candidate drawn from rng (random solution
    // grids for the generator), taking cells in reading order. Without it,
    // the lowest digit first.
    void setShuffle(std::mt19937_64* rng) { m_rng = rng; }
    // Optional: give up (OutOfBudget) after this many search nodes. Random
    // searches have heavy-tailed run times; restarting beats waiting.
    void setNodeBudget(std::uint64_t nodes) { m_budget = nodes; }
    // Optional: at each branch, try first the digit these values (one per
    // cell, 0 for none) hold there: a search for a solution that agrees
    // with a known one on most cells finds it sooner when it follows the
    // known one wherever it can. Only the order of the branches changes.
    void setPreferred(const std::vector<std::uint8_t>* values) { m_preferred = values; }
    // Optional: no lookahead, each node branching on the fewest candidates
    // (see SolverOptions::lookahead).
    void setLookahead(bool on) { m_lookahead = on; }

    // Searches from the given values (and candidates, if useCandidates);
    // visit gets each solution and returns false to stop. A search object
    // can run any number of times (on grids of its geometry); each run starts
    // afresh but keeps the buffers of the last.
    Stop run(const Grid& grid, bool useCandidates, const Visitor& visit, std::stop_token stop);

    // Whether this search was built for that geometry (same spec).
    bool servesGeometry(const Geometry& geometry) const;

    // One house seen from one of its cells: the house and the cell's bit in
    // its place sets.
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
    // Everything about a geometry the search needs, immutable once built.
    struct Tables {
        explicit Tables(const Geometry& geometry);

        GeometrySpec spec; // the cache key: equal specs make equal geometries
        int size;
        int cellCount;
        int houseCount;
        DigitMask all;
        bool noGrid; // a jigsaw map with no grid at all (findMapContradiction)
        std::vector<int> houseCells; // house h's cells at h * size
        std::vector<int> cellHouseStart;
        std::vector<CellInHouse> cellHouses;
        std::vector<int> overlapStart;
        std::vector<Overlap> overlaps;
        std::vector<int> scatteredOrder; // branching tie-break order

        // Killer cages; all empty when the geometry has none.
        struct CageRule {
            int cellStart;  // into cageCells
            int cellCount;
            int sum;
            int comboStart; // into cageCombos
            int comboCount;
            bool listed;    // false: too many digit sets, prune with sum bounds
        };
        std::vector<CageRule> cages;
        std::vector<int> cageCells;
        std::vector<DigitMask> cageCombos;
        std::vector<int> cellCage; // per cell, -1 for none

        // Variant constraints, compiled (generic_search_constraints.cpp);
        // all empty when the geometry has none.
        std::shared_ptr<const Geometry> constrained; // for the full-grid check
        std::vector<DigitMask> unaryMask;            // per cell
        struct Relation {
            int other;
            int table; // into relationTables: size + 1 masks, digit -> the other's allowed digits
        };
        std::vector<int> relationStart; // per cell into relations, cellCount + 1 entries
        std::vector<Relation> relations;
        std::vector<DigitMask> relationTables;
        struct Rule {
            bool linear; // sum(coefficients * digits) == target; else a kind-specific rule
            ConstraintKind kind;
            int constraint; // index into the geometry's constraints
            int cellStart;  // into ruleCells (and ruleCoefficients when linear)
            int cellCount;
            int target;
        };
        std::vector<Rule> rules;
        std::vector<int> ruleCells;
        std::vector<int> ruleCoefficients;
        std::vector<int> ruleGroups; // per linear term: its group of cells that see each other, numbered per rule
        std::vector<int> cellRuleStart; // per cell into cellRules, cellCount + 1 entries
        std::vector<int> cellRules;

        // With variant constraints on at most kMaxLinkCandidates candidates
        // (cells x digits): per candidate, the candidates of other cells it
        // rules out (its houses and cage, the pair tables: anti-knight, dots,
        // whispers ...), and those that the candidates it forces rule out
        // (palindromes, clones, a black dot's 1). Bit cell * size + digit - 1
        // of linkWords words at (cell * size + digit - 1) * linkWords.
        // 0 words: not built. Built and read in generic_search_links.cpp.
        static constexpr int kMaxLinkCandidates = 1024;
        int linkWords = 0;
        std::vector<std::uint64_t> links;

    private:
        void compileConstraints(const Geometry& geometry, const std::vector<SetEquation>& equations,
                                std::vector<std::vector<int>>& extraHouses);
        void compileCages(const Geometry& geometry);
        void buildLinks();
    };
    // The shared tables of a geometry: built on first use, then kept in a
    // small most-recently-used cache keyed by the geometry's spec (so equal
    // geometries built separately share them). Safe from any thread.
    static std::shared_ptr<const Tables> tablesFor(const Geometry& geometry);

private:
    // A lookahead's outcome: the branch to take, or a value proved (forced).
    struct Probe {
        int cell = -1;
        int digit = 0;
        bool forced = false;
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
    int houseCell(int house, int index) const { return m_t.houseCells[size_t(house) * m_size + index]; }
    void write(std::uint64_t& word, std::uint64_t value)
    {
        m_trail.push_back({std::uint32_t(&word - m_words.data()), word});
        word = value;
    }
    void undoTo(size_t mark);

    bool dropPlaces(int cell, DigitMask digits);
    bool narrow(int cell, DigitMask mask);
    bool eliminate(int cell, int digit);
    bool restrict(int cell, int digit);
    bool placeSolved(int cell);
    bool nakedPair(int cell);
    bool hiddenPair(int house, int digit);
    bool lockedCandidates(int house);
    bool seenByAllPlaces(std::uint64_t where, int house, int digit);
    bool digitIn(const int* cells, int count, int digit);
    bool cellForcing(int cell);
    bool eliminateLinked(const std::uint64_t* common);
    void queueCage(int cell);
    bool checkCage(int cage);
    bool checkCageByBounds(const Tables::CageRule& rule, DigitMask placed, int placedSum, int open);
    void queueConstraints(int cell);
    bool reviseRelations(int cell);
    bool checkRule(int rule);
    bool checkLinear(const Tables::Rule& rule);
    bool checkSpecial(const Tables::Rule& rule);
    bool checkRenban(const int* cells, int count);
    bool checkBetween(const int* cells, int count, int least, bool outside);
    bool checkQuadruple(const Tables::Rule& rule, const int* cells, int count);
    bool checkSandwich(const int* cells, int count, int sum);
    bool checkXSum(const int* cells, int count, int sum);
    bool checkSkyscraper(const int* cells, int count, int seen);
    bool checkSkyscraperBounds(const int* cells, int count, int seen);
    bool propagate();
    void clearPending();
    Probe lookAhead();
    Stop chooseBranch(const Visitor& visit, int& cell, int& digit);
    Stop search(const Visitor& visit, const std::stop_token& stop);

    std::shared_ptr<const Tables> m_tables;
    const Tables& m_t;
    int m_size;
    int m_cellCount;

    // Cells' candidates, then places(house, digit); every change is trailed.
    // (Trailing a word only at its first change after a branch point, by
    // stamping words with the branch, made the 25x25 and top1465 searches
    // about 20% slower: words rarely change twice between branches.)
    std::vector<std::uint64_t> m_words;
    std::vector<Undo> m_trail;
    std::vector<int> m_solvedQueue;                 // single-candidate cells to clear from their houses
    std::vector<std::pair<int, int>> m_hiddenQueue; // (cell, digit) forced by a house
    std::vector<int> m_pairCells;                   // cells that got down to two candidates
    std::vector<std::pair<int, int>> m_pairPlaces;  // (house, digit) down to two places
    std::vector<DigitMask> m_dirty;                 // per house: digits whose places shrank
    std::vector<int> m_dirtyHouses;
    std::vector<int> m_cageQueue;                   // cages whose cells narrowed
    std::vector<std::uint8_t> m_cageQueued;         // per cage: in m_cageQueue
    bool m_hasCages = false;
    std::vector<int> m_relationQueue;         // cells whose pair tables are to be revised
    std::vector<std::uint8_t> m_relationQueued;
    std::vector<int> m_forcingQueue;          // cells whose candidates' links are to be intersected
    std::vector<std::uint8_t> m_forcingQueued;
    std::vector<int> m_ruleQueue;             // constraint rules whose cells narrowed
    std::vector<std::uint8_t> m_ruleQueued;
    bool m_hasConstraints = false; // variant constraints: the full-grid check
    bool m_hasRules = false;       // compiled rules: the constraints' and the set equations' (queueConstraints)
    std::vector<DigitMask> m_groupDigits; // checkLinear's scratch, per group of a rule
    std::vector<int> m_groupSize;
    std::vector<long> m_groupLow;
    std::vector<long> m_groupHigh;
    std::vector<std::uint64_t> m_skyReached; // checkSkyscraper's scratch, per cell and tallest digit
    std::vector<std::uint64_t> m_skyAdds;
    std::vector<DigitMask> m_clues; // run's scratch: per house, its clues' digits
    std::vector<std::uint8_t> m_solution;

    std::uint64_t m_nodes = 0;
    std::uint64_t m_eliminations = 0; // narrowings of a cell, for lookahead scores
    std::mt19937_64* m_rng = nullptr;
    const std::vector<std::uint8_t>* m_preferred = nullptr;
    std::uint64_t m_budget = ~std::uint64_t(0);
    bool m_lookahead = true;
};

} // namespace pm::solver
