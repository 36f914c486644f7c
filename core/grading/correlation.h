// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

namespace pm::grading {

// Rank correlation for calibrating ratings against a reference: ties share
// their average rank. 0 when either side is constant or sizes differ.
double spearman(const std::vector<double>& x, const std::vector<double>& y);

// Linear correlation of two equally long series.
double pearson(const std::vector<double>& x, const std::vector<double>& y);

} // namespace pm::grading
