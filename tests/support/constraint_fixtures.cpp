// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/constraint_fixtures.h"

#include <QtGlobal>

namespace pm::test {

using logic::CellDigit;
using logic::Step;

int rc(int row, int column)
{
    return (row - 1) * 9 + (column - 1);
}

std::shared_ptr<const Geometry> withConstraints(std::vector<Constraint> constraints)
{
    return withConstraints(std::move(constraints), {});
}

std::shared_ptr<const Geometry> withConstraints(std::vector<Constraint> constraints, std::vector<Cage> cages)
{
    GeometrySpec spec = GeometrySpec::forSize(9);
    spec.constraints = std::move(constraints);
    spec.cages = std::move(cages);
    auto geometry = Geometry::create(spec);
    if (!geometry)
        qFatal("bad test constraints: %s", geometry.error().message.c_str());
    return geometry.value();
}

Grid open(const std::shared_ptr<const Geometry>& geometry)
{
    Grid grid(geometry);
    grid.fillCandidatesFromValues();
    return grid;
}

std::set<CellDigit> eliminationsOf(const std::vector<Step>& steps)
{
    std::set<CellDigit> all;
    for (const Step& step : steps)
        all.insert(step.eliminations.begin(), step.eliminations.end());
    return all;
}

std::set<CellDigit> goneExcept(const Grid& state, const std::vector<int>& cells, const std::vector<DigitMask>& kept)
{
    std::set<CellDigit> gone;
    for (size_t i = 0; i < cells.size(); ++i)
        for (DigitMask m = state.candidates(cells[i]) & ~kept[i]; m; m &= m - 1)
            gone.insert({cells[i], firstDigit(m)});
    return gone;
}

DigitMask digitsMask(std::initializer_list<int> digits)
{
    DigitMask mask = 0;
    for (int d : digits)
        mask |= digitBit(d);
    return mask;
}

} // namespace pm::test
