// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/generate/cage_map.h"

#include <cstdint>
#include <functional>
#include <random>
#include <stop_token>
#include <vector>

namespace pm::generate {

// Whether a killer has one solution, as far as a node budget lets the
// exact solver tell. The budget keeps every check short and deterministic
// (the same seed, the same puzzle): killers with many solutions and large
// cages can take the exact search seconds to find a second solution (one
// with 422 solutions took 400,000 nodes, 5 s), while unique ones, and
// cage maps with a few solutions, take hundreds to a few thousand nodes.
struct UniquenessCheck {
    enum class Outcome {
        Unique,    // the search ended with the cage map's own solution only
        Other,     // another solution, in `other`
        Unknown,   // the budget ran out first
        Cancelled, // the stop token fired
    };
    Outcome outcome = Outcome::Unknown;
    std::vector<std::uint8_t> other;
};

// Search nodes one check may take: 2,000 (about 25 ms on 9x9). Measured on
// 9x9 killers (2026-11-23): budgets of 2,000 and 10,000 reached every level
// with as many cage maps, and 2,000 was faster at every level (Expert 13.6 s
// against 28.7 s a puzzle); cage maps the budget cuts off are split until
// the search gets through (see UniquenessRepair).
constexpr std::uint64_t kUniquenessNodeBudget = 2000;

UniquenessCheck checkUnique(const Grid& puzzle, const std::vector<std::uint8_t>& solution, std::stop_token stop);

// Makes a cage map (over its solution) a puzzle with one solution by
// changing cages, and adding givens where allowed:
// - another solution found: change the cage map where the two solutions
//   differ, in a way the other solution does not fit (so the same one
//   cannot come back): move a differing cell into a neighbouring cage (its
//   old cage's sum then fails the other solution), merge two cages (when
//   the other solution has a digit twice in the merged cage), or split the
//   cell's cage; changes that leave a new 1-cell cage only when nothing
//   else works. Where none works: a given at a differing cell if allowed,
//   else the cell alone in a cage (a given in disguise);
// - the budget ran out: split the largest cage (more sums, fewer solutions).
class UniquenessRepair {
public:
    enum class Outcome { Unique, Stuck, Cancelled };

    // `maxClues` caps the givens (0: no cap); `onCheck` is called before
    // each uniqueness check (for progress reports; may be empty).
    UniquenessRepair(GeometrySpec base, bool allowGivens, int maxClues, std::stop_token stop, std::mt19937_64& rng,
                     std::function<void(const CageMap&, const std::vector<std::uint8_t>&)> onCheck);

    // Changes `cage map` and `givens` (non-zero values) until the puzzle is
    // unique, or gives up after a budget of changes (Stuck).
    Outcome run(CageMap& cageMap, std::vector<std::uint8_t>& givens);

private:
    bool ruleOut(CageMap& cageMap, const std::vector<std::uint8_t>& other, std::vector<int> differing);
    bool addGiven(const CageMap& cageMap, std::vector<std::uint8_t>& givens, const std::vector<int>& differing);

    GeometrySpec m_base;
    bool m_allowGivens;
    int m_maxClues;
    std::stop_token m_stop;
    std::mt19937_64& m_rng;
    std::function<void(const CageMap&, const std::vector<std::uint8_t>&)> m_onCheck;
};

} // namespace pm::generate
