// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/generate/symmetry.h"

#include <array>

namespace pm::generate {

int symmetryImage(int cell, int size, Symmetry symmetry)
{
    const int r = cell / size, c = cell % size, last = size - 1;
    switch (symmetry) {
    case Symmetry::None: return cell;
    case Symmetry::Rotational180: return (last - r) * size + (last - c);
    case Symmetry::Rotational90: return c * size + (last - r);
    case Symmetry::Mirror: return r * size + (last - c);
    case Symmetry::Diagonal: return c * size + r;
    }
    return cell;
}

int symmetryOrder(Symmetry symmetry)
{
    switch (symmetry) {
    case Symmetry::None: return 1;
    case Symmetry::Rotational90: return 4;
    case Symmetry::Rotational180:
    case Symmetry::Mirror:
    case Symmetry::Diagonal: return 2;
    }
    return 1;
}

std::vector<int> symmetryOrbitOf(int cell, int size, Symmetry symmetry)
{
    std::vector<int> orbit{cell};
    for (int at = symmetryImage(cell, size, symmetry); at != cell; at = symmetryImage(at, size, symmetry))
        orbit.push_back(at);
    return orbit;
}

std::vector<std::vector<int>> symmetryOrbits(int size, Symmetry symmetry)
{
    const int cells = size * size;
    std::vector<char> seen(size_t(cells), 0);
    std::vector<std::vector<int>> orbits;
    for (int cell = 0; cell < cells; ++cell) {
        if (seen[size_t(cell)])
            continue;
        std::vector<int> orbit;
        for (int at = cell; !seen[size_t(at)]; at = symmetryImage(at, size, symmetry)) {
            seen[size_t(at)] = 1;
            orbit.push_back(at);
        }
        orbits.push_back(std::move(orbit));
    }
    return orbits;
}

bool isSymmetric(const std::vector<std::uint8_t>& values, int size, Symmetry symmetry)
{
    for (int cell = 0; cell < size * size; ++cell)
        if ((values[size_t(cell)] != 0) != (values[size_t(symmetryImage(cell, size, symmetry))] != 0))
            return false;
    return true;
}

std::string_view symmetryKey(Symmetry symmetry)
{
    switch (symmetry) {
    case Symmetry::None: return "none";
    case Symmetry::Rotational180: return "rotational";
    case Symmetry::Rotational90: return "rotational90";
    case Symmetry::Mirror: return "mirror";
    case Symmetry::Diagonal: return "diagonal";
    }
    return "";
}

std::optional<Symmetry> symmetryByKey(std::string_view key)
{
    constexpr std::array all = {Symmetry::None, Symmetry::Rotational180, Symmetry::Rotational90, Symmetry::Mirror,
                                Symmetry::Diagonal};
    for (Symmetry symmetry : all)
        if (symmetryKey(symmetry) == key)
            return symmetry;
    if (key == "180")
        return Symmetry::Rotational180;
    if (key == "90")
        return Symmetry::Rotational90;
    return std::nullopt;
}

} // namespace pm::generate
