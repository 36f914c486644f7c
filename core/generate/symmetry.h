// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/generate/generator_options.h"

#include <vector>

namespace pm::generate {

// The cells that a symmetry maps onto each other (orbits): the generator
// removes or keeps each orbit as a whole, so the givens stay symmetric.
// Every cell is in exactly one orbit; orbits are listed in reading order of
// their first cell.
std::vector<std::vector<int>> symmetryOrbits(int size, Symmetry symmetry);

// The cell a cell maps to under one application of the symmetry (the
// identity for None). Applying it symmetryOrder() times gives the cell back.
int symmetryImage(int cell, int size, Symmetry symmetry);
int symmetryOrder(Symmetry symmetry);
// The orbit of one cell: the cell, then its images in turn.
std::vector<int> symmetryOrbitOf(int cell, int size, Symmetry symmetry);

// Whether a set of givens (non-zero values) looks the same under the symmetry.
bool isSymmetric(const std::vector<std::uint8_t>& values, int size, Symmetry symmetry);

} // namespace pm::generate
