// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/generate/cage_map.h"

#include "core/generate/symmetry.h"

#include <algorithm>

namespace pm::generate {

CageMap::CageMap(int size, std::vector<std::uint8_t> solution, Symmetry symmetry, int maxCells)
    : m_size(size)
    , m_solution(std::move(solution))
    , m_symmetry(symmetry)
    , m_order(symmetryOrder(symmetry))
    , m_maxCells(maxCells)
    , m_neighbours(size_t(size * size))
    , m_cageOf(size_t(size * size))
    , m_cages(size_t(size * size))
{
    for (int cell = 0; cell < cellCount(); ++cell) {
        const int r = cell / size, c = cell % size;
        auto& next = m_neighbours[size_t(cell)];
        if (r > 0)
            next.push_back(cell - size);
        if (c > 0)
            next.push_back(cell - 1);
        if (c + 1 < size)
            next.push_back(cell + 1);
        if (r + 1 < size)
            next.push_back(cell + size);
        m_cageOf[size_t(cell)] = cell;
        m_cages[size_t(cell)] = {cell};
    }
}

int CageMap::image(int cell, int times) const
{
    for (int i = 0; i < times; ++i)
        cell = symmetryImage(cell, m_size, m_symmetry);
    return cell;
}

int CageMap::freshLabel(const std::vector<int>& labels) const
{
    return *std::max_element(labels.begin(), labels.end()) + 1;
}

bool CageMap::join(int a, int b)
{
    std::vector<int> labels = m_cageOf;
    for (int times = 0; times < m_order; ++times) {
        const int keep = labels[size_t(image(a, times))], drop = labels[size_t(image(b, times))];
        if (keep != drop)
            std::replace(labels.begin(), labels.end(), drop, keep);
    }
    return adopt(std::move(labels));
}

bool CageMap::move(int cell, int into)
{
    std::vector<int> labels = m_cageOf;
    for (int times = 0; times < m_order; ++times)
        labels[size_t(image(cell, times))] = labels[size_t(image(into, times))];
    return adopt(std::move(labels));
}

bool CageMap::detach(int cell)
{
    return separate({cell});
}

bool CageMap::separate(const std::vector<int>& cells)
{
    std::vector<int> labels = m_cageOf;
    for (int times = 0; times < m_order; ++times) {
        const int label = freshLabel(labels);
        for (int cell : cells)
            labels[size_t(image(cell, times))] = label;
    }
    return adopt(std::move(labels));
}

bool CageMap::adopt(std::vector<int> labels)
{
    // Cages are the connected pieces of equal labels, numbered in reading
    // order of their first cell (so one partition has one numbering).
    const int cells = cellCount();
    std::vector<int> cageOf(size_t(cells), -1);
    std::vector<std::vector<int>> cages;
    for (int start = 0; start < cells; ++start) {
        if (cageOf[size_t(start)] >= 0)
            continue;
        const int number = int(cages.size());
        std::vector<int> cage{start};
        cageOf[size_t(start)] = number;
        DigitMask digits = digitBit(m_solution[size_t(start)]);
        for (size_t i = 0; i < cage.size(); ++i) {
            for (int next : m_neighbours[size_t(cage[i])]) {
                if (cageOf[size_t(next)] >= 0 || labels[size_t(next)] != labels[size_t(start)])
                    continue;
                const DigitMask digit = digitBit(m_solution[size_t(next)]);
                if (digits & digit)
                    return false; // a digit twice in one cage
                digits |= digit;
                cageOf[size_t(next)] = number;
                cage.push_back(next);
            }
        }
        if (int(cage.size()) > m_maxCells)
            return false;
        std::sort(cage.begin(), cage.end());
        cages.push_back(std::move(cage));
    }
    if (cageOf == m_cageOf || !symmetric(cageOf, cages))
        return false;
    m_cageOf = std::move(cageOf);
    m_cages = std::move(cages);
    return true;
}

bool CageMap::symmetric(const std::vector<int>& cageOf, const std::vector<std::vector<int>>& cages) const
{
    if (m_order == 1)
        return true;
    // One application of the symmetry generates all of them: it is enough
    // that it maps every cage onto a cage of the same size.
    for (const std::vector<int>& cage : cages) {
        const int target = cageOf[size_t(image(cage.front(), 1))];
        if (cages[size_t(target)].size() != cage.size())
            return false;
        for (int cell : cage)
            if (cageOf[size_t(image(cell, 1))] != target)
                return false;
    }
    return true;
}

bool CageMap::fits(const std::vector<std::uint8_t>& values) const
{
    std::vector<int> all(static_cast<size_t>(cellCount()));
    for (int cell = 0; cell < cellCount(); ++cell)
        all[size_t(cell)] = cell;
    return fitsAround(values, all);
}

bool CageMap::fitsAround(const std::vector<std::uint8_t>& values, const std::vector<int>& cells) const
{
    std::vector<char> checked(m_cages.size(), 0);
    for (int cell : cells) {
        const int cage = m_cageOf[size_t(cell)];
        if (checked[size_t(cage)])
            continue;
        checked[size_t(cage)] = 1;
        int want = 0, have = 0;
        DigitMask digits = 0;
        for (int member : m_cages[size_t(cage)]) {
            const DigitMask digit = digitBit(values[size_t(member)]);
            if (digits & digit)
                return false;
            digits |= digit;
            want += m_solution[size_t(member)];
            have += values[size_t(member)];
        }
        if (want != have)
            return false;
    }
    return true;
}

std::vector<Cage> CageMap::cages() const
{
    std::vector<Cage> result;
    result.reserve(m_cages.size());
    for (const std::vector<int>& cells : m_cages) {
        int sum = 0;
        for (int cell : cells)
            sum += m_solution[size_t(cell)];
        result.push_back({cells, sum});
    }
    return result;
}

std::shared_ptr<const Geometry> killerGeometry(const GeometrySpec& base, const CageMap& cageMap)
{
    GeometrySpec spec = base;
    spec.cages = cageMap.cages();
    // The cage map keeps every rule Geometry::create checks for cages
    // (connected, distinct digits, within the size), so it cannot fail.
    return Geometry::create(spec).value();
}

Grid killerGrid(std::shared_ptr<const Geometry> geometry, const std::vector<std::uint8_t>& values,
                const std::vector<std::uint8_t>& givens)
{
    Grid grid(std::move(geometry));
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        grid.setValue(cell, values[size_t(cell)]);
        grid.setGiven(cell, givens[size_t(cell)] != 0);
    }
    return grid;
}

Grid killerGrid(const GeometrySpec& base, const CageMap& cageMap, const std::vector<std::uint8_t>& values,
                const std::vector<std::uint8_t>& givens)
{
    return killerGrid(killerGeometry(base, cageMap), values, givens);
}

} // namespace pm::generate
