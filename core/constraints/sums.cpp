// SPDX-License-Identifier: GPL-3.0-or-later
// Constraints that are sums with repeats allowed: arrows (a circle or pill
// read as a number), little killers, region-sum lines and zipper lines. Each
// is one or more linear equations; the search bounds them (generic_search).
#include "core/constraints/constraints_internal.h"

#include <algorithm>

namespace pm::constraints {

namespace {

struct Equation {
    std::vector<int> cells;
    std::vector<int> coefficients;
    int target = 0;
};

// Each arrow line sums to the circle's number: number - sum(line) == 0.
std::vector<Equation> arrowEquations(const Constraint& c)
{
    const auto& circle = c.lines[0];
    std::vector<Equation> equations;
    for (std::size_t l = 1; l < c.lines.size(); ++l) {
        Equation e;
        int weight = 1;
        for (std::size_t i = circle.size(); i-- > 0; weight *= 10) {
            e.cells.push_back(circle[i]);
            e.coefficients.push_back(weight);
        }
        for (int cell : c.lines[l])
            if (std::find(circle.begin(), circle.end(), cell) == circle.end()) {
                e.cells.push_back(cell);
                e.coefficients.push_back(-1);
            }
        equations.push_back(std::move(e));
    }
    return equations;
}

// The runs of a line within one region (a line that leaves a box and comes
// back makes two runs there), each summing like the next.
std::vector<Equation> regionSumEquations(const Constraint& c, const Geometry& g)
{
    std::vector<Equation> equations;
    for (const auto& line : c.lines) {
        std::vector<std::vector<int>> runs;
        for (std::size_t i = 0; i < line.size(); ++i) {
            if (i == 0 || g.regionOf(line[i]) != g.regionOf(line[i - 1]))
                runs.emplace_back();
            runs.back().push_back(line[i]);
        }
        for (std::size_t r = 0; r + 1 < runs.size(); ++r) {
            Equation e;
            for (int cell : runs[r]) {
                e.cells.push_back(cell);
                e.coefficients.push_back(1);
            }
            for (int cell : runs[r + 1]) {
                e.cells.push_back(cell);
                e.coefficients.push_back(-1);
            }
            equations.push_back(std::move(e));
        }
    }
    return equations;
}

// Zipper: pairs equally far from the middle sum alike; with an odd length,
// to the middle cell.
std::vector<Equation> zipperEquations(const Constraint& c)
{
    std::vector<Equation> equations;
    for (const auto& line : c.lines) {
        const std::size_t n = line.size();
        for (std::size_t i = 0; i < n / 2; ++i) {
            Equation e{{line[i], line[n - 1 - i]}, {1, 1}, 0};
            if (n % 2 == 1) {
                e.cells.push_back(line[n / 2]);
                e.coefficients.push_back(-1);
            } else if (i + 1 < n / 2) {
                e.cells.push_back(line[i + 1]);
                e.cells.push_back(line[n - 2 - i]);
                e.coefficients.push_back(-1);
                e.coefficients.push_back(-1);
            } else {
                continue;
            }
            equations.push_back(std::move(e));
        }
    }
    return equations;
}

void checkEquations(const std::vector<Equation>& equations, const Geometry& g, const Values& v,
                    std::vector<int>& broken)
{
    for (const Equation& e : equations)
        if (!linearCanHold(e.cells, e.coefficients, e.target, g.size(), v))
            reportAll(e.cells, broken);
}

void compileEquations(const std::vector<Equation>& equations, PropagatorSink& sink)
{
    for (const Equation& e : equations)
        sink.linear(e.cells, e.coefficients, e.target);
}

} // namespace

void checkArrow(const Constraint& c, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    checkEquations(arrowEquations(c), g, v, broken);
}

void compileArrow(const Constraint& c, int, const Geometry&, PropagatorSink& sink)
{
    compileEquations(arrowEquations(c), sink);
}

void checkLittleKiller(const Constraint& c, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    checkEquations({{c.lines[0], std::vector<int>(c.lines[0].size(), 1), c.values[0]}}, g, v, broken);
}

void compileLittleKiller(const Constraint& c, int, const Geometry&, PropagatorSink& sink)
{
    compileEquations({{c.lines[0], std::vector<int>(c.lines[0].size(), 1), c.values[0]}}, sink);
}

// The same test as checkEquations(regionSumEquations(...)), run by run
// without building the equations: the constraint searches call a check
// once per digit tried, and building them was most of their time.
void checkRegionSumLine(const Constraint& c, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    const int size = g.size();
    for (const auto& line : c.lines) {
        // [low, high] of the previous run's sum and of this one's.
        long prevLow = 0, prevHigh = 0, low = 0, high = 0;
        std::size_t prevStart = 0, start = 0;
        bool havePrev = false;
        const auto closeRun = [&](std::size_t end) {
            if (havePrev && !(prevLow - high <= 0 && 0 <= prevHigh - low))
                for (std::size_t i = prevStart; i < end; ++i)
                    broken.push_back(line[i]);
            prevLow = low;
            prevHigh = high;
            prevStart = start;
            havePrev = true;
        };
        for (std::size_t i = 0; i < line.size(); ++i) {
            if (i > 0 && g.regionOf(line[i]) != g.regionOf(line[i - 1])) {
                closeRun(i);
                start = i;
                low = high = 0;
            }
            const int digit = v[std::size_t(line[i])];
            low += digit ? digit : 1;
            high += digit ? digit : size;
        }
        if (!line.empty())
            closeRun(line.size());
    }
}

void compileRegionSumLine(const Constraint& c, int, const Geometry& g, PropagatorSink& sink)
{
    compileEquations(regionSumEquations(c, g), sink);
}

void checkZipperLine(const Constraint& c, const Geometry& g, const Values& v, std::vector<int>& broken)
{
    checkEquations(zipperEquations(c), g, v, broken);
}

void compileZipperLine(const Constraint& c, int, const Geometry&, PropagatorSink& sink)
{
    compileEquations(zipperEquations(c), sink);
}

} // namespace pm::constraints
