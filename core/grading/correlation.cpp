// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/grading/correlation.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace pm::grading {

namespace {

std::vector<double> ranks(const std::vector<double>& values)
{
    std::vector<std::size_t> order(values.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return values[a] < values[b]; });
    std::vector<double> rank(values.size());
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i;
        while (j + 1 < order.size() && values[order[j + 1]] == values[order[i]])
            ++j;
        const double average = (double(i) + double(j)) / 2.0 + 1.0;
        for (std::size_t k = i; k <= j; ++k)
            rank[order[k]] = average;
        i = j + 1;
    }
    return rank;
}

} // namespace

double pearson(const std::vector<double>& x, const std::vector<double>& y)
{
    if (x.size() != y.size() || x.empty())
        return 0.0;
    const double n = double(x.size());
    const double mx = std::accumulate(x.begin(), x.end(), 0.0) / n;
    const double my = std::accumulate(y.begin(), y.end(), 0.0) / n;
    double sxy = 0, sxx = 0, syy = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        sxy += (x[i] - mx) * (y[i] - my);
        sxx += (x[i] - mx) * (x[i] - mx);
        syy += (y[i] - my) * (y[i] - my);
    }
    return sxx > 0 && syy > 0 ? sxy / std::sqrt(sxx * syy) : 0.0;
}

double spearman(const std::vector<double>& x, const std::vector<double>& y)
{
    if (x.size() != y.size())
        return 0.0;
    return pearson(ranks(x), ranks(y));
}

} // namespace pm::grading
