// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/generate/generator_options.h"

#include "core/geometry.h"
#include "core/grid.h"

#include <cstdint>
#include <vector>

namespace pm::generate {

// A killer cage map in the making: every cell of an N x N grid in exactly
// one cage, over a fixed solution. The cage map keeps four rules whatever is
// done to it: each cage is orthogonally connected, has at most `maxCells`
// cells, holds distinct digits of the solution, and the cage map looks the
// same under the symmetry (each cage's image is a cage). Every change is
// applied to the images of its cells as well and is refused, leaving the
// cage map as it was, when the result breaks a rule. Sums always come from the
// solution, so the solution always fits the cage map.
class CageMap {
public:
    // Every cell a cage of its own.
    CageMap(int size, std::vector<std::uint8_t> solution, Symmetry symmetry, int maxCells);

    int size() const { return m_size; }
    int cellCount() const { return m_size * m_size; }
    int maxCells() const { return m_maxCells; }
    Symmetry symmetry() const { return m_symmetry; }
    const std::vector<std::uint8_t>& solution() const { return m_solution; }

    // Cages are numbered 0..cageCount()-1 in reading order of their first
    // cell; numbers change with every change to the cage map.
    int cageCount() const { return int(m_cages.size()); }
    int cageOf(int cell) const { return m_cageOf[size_t(cell)]; }
    const std::vector<int>& cageCells(int cage) const { return m_cages[size_t(cage)]; }
    // A cell's orthogonal neighbours, ascending.
    const std::vector<int>& neighbours(int cell) const { return m_neighbours[size_t(cell)]; }

    // Merges the cages of two cells (adjacent or not: the result must still
    // be connected).
    bool join(int a, int b);
    // Takes a cell out of its cage into the cage of `into`; what is left of
    // its old cage splits into connected pieces if it must.
    bool move(int cell, int into);
    // Makes a cell a cage of its own; the rest of its cage splits into
    // connected pieces if it must.
    bool detach(int cell);
    // Makes the cells (connected, of one cage) a cage of their own; the
    // rest of their cage splits into connected pieces if it must.
    bool separate(const std::vector<int>& cells);

    // Whether `values` (a full grid) fits every cage: distinct digits with
    // the cage's sum. The cage map's own solution always does.
    bool fits(const std::vector<std::uint8_t>& values) const;
    // Whether `values` fits every cage holding one of `cells`.
    bool fitsAround(const std::vector<std::uint8_t>& values, const std::vector<int>& cells) const;

    // The cages with their sums, as GeometrySpec::cages takes them.
    std::vector<Cage> cages() const;

private:
    // Checks and takes a new labelling (a cage per label, before splitting
    // into connected pieces); false leaves the cage map unchanged.
    bool adopt(std::vector<int> labels);
    bool symmetric(const std::vector<int>& cageOf, const std::vector<std::vector<int>>& cages) const;
    int image(int cell, int times) const;
    int freshLabel(const std::vector<int>& labels) const;

    int m_size;
    std::vector<std::uint8_t> m_solution;
    Symmetry m_symmetry;
    int m_order; // applications of the symmetry that give the identity
    int m_maxCells;
    std::vector<std::vector<int>> m_neighbours;
    std::vector<int> m_cageOf;
    std::vector<std::vector<int>> m_cages;
};

// The cage map's cages added to `base` (a shape without cages).
std::shared_ptr<const Geometry> killerGeometry(const GeometrySpec& base, const CageMap& cageMap);

// A grid of that geometry holding `values`, with the cells of `givens`
// (non-zero) marked given. Pass the givens as values for the puzzle, the
// solution for its solution grid.
Grid killerGrid(std::shared_ptr<const Geometry> geometry, const std::vector<std::uint8_t>& values,
                const std::vector<std::uint8_t>& givens);
// The same in one step.
Grid killerGrid(const GeometrySpec& base, const CageMap& cageMap, const std::vector<std::uint8_t>& values,
                const std::vector<std::uint8_t>& givens);

} // namespace pm::generate
