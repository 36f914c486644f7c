// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/geometry.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <tuple>

namespace pm {

GeometrySpec GeometrySpec::forSize(int size)
{
    GeometrySpec spec;
    spec.size = size;
    spec.boxRows = 0;
    spec.boxCols = 0;
    // Most square factorisation r x c, r <= c; r == 1 only for N == 1.
    for (int r = int(std::sqrt(double(size))); r >= 1; --r) {
        if (size % r == 0 && (r > 1 || size == 1)) {
            spec.boxRows = r;
            spec.boxCols = size / r;
            break;
        }
    }
    return spec;
}

GeometrySpec GeometrySpec::multiFour()
{
    GeometrySpec spec;
    spec.size = 12;
    spec.symbols = 4;
    spec.lineCount = 3;
    spec.boxRows = 0;
    spec.boxCols = 0;
    return spec;
}

GeometrySpec GeometrySpec::doubleNine()
{
    GeometrySpec spec;
    spec.size = 18;
    spec.symbols = 9;
    spec.lineCount = 2;
    spec.boxRows = 3;
    spec.boxCols = 3;
    return spec;
}

namespace {

GeometryError fail(GeometryErrorCode code, std::string message)
{
    return GeometryError{code, std::move(message)};
}

House makeHouse(HouseKind kind, int index, std::vector<int> cells)
{
    std::sort(cells.begin(), cells.end());
    return House{kind, index, std::move(cells)};
}

std::string cellsText(int count)
{
    return std::to_string(count) + (count == 1 ? " cell" : " cells");
}

std::string cellText(int cell, int n)
{
    return "r" + std::to_string(cell / n + 1) + "c" + std::to_string(cell % n + 1);
}

// Checks the cages of a spec and returns them with their cells sorted, plus
// each cell's cage (-1 for none). Cages are numbered as given.
std::optional<GeometryError> checkCages(const GeometrySpec& spec, std::vector<Cage>& cages, std::vector<int>& cageOf)
{
    const int n = spec.size;
    const int cellCount = n * n;
    cages = spec.cages;
    cageOf.assign(cellCount, -1);
    for (int index = 0; index < int(cages.size()); ++index) {
        Cage& cage = cages[index];
        const std::string name = "cage " + std::to_string(index + 1);
        const auto failCage = [index](GeometryErrorCode code, std::string message) {
            GeometryError error = fail(code, std::move(message));
            error.cage = index;
            return error;
        };
        if (cage.cells.empty())
            return failCage(GeometryErrorCode::CageEmpty, name + " has no cells");
        std::sort(cage.cells.begin(), cage.cells.end());
        for (int cell : cage.cells) {
            if (cell < 0 || cell >= cellCount)
                return failCage(GeometryErrorCode::CageCellOutOfRange,
                                name + " has cell " + std::to_string(cell) + ", outside 0.."
                                    + std::to_string(cellCount - 1));
            if (cageOf[cell] >= 0)
                return failCage(GeometryErrorCode::CageOverlap,
                                cellText(cell, n) + " is in cage " + std::to_string(cageOf[cell] + 1)
                                    + (cageOf[cell] == index ? " twice" : " and in " + name));
            cageOf[cell] = index;
        }
        const int k = int(cage.cells.size());
        if (k > n)
            return failCage(GeometryErrorCode::CageTooLarge,
                            name + " has " + std::to_string(k) + " cells, more than the " + std::to_string(n)
                                + " digits it could hold without repeating one");
        if (cage.sum < minCageSum(k) || cage.sum > maxCageSum(k, n))
            return failCage(GeometryErrorCode::CageSumOutOfRange,
                            name + " (" + cellsText(k) + " from " + cellText(cage.cells.front(), n)
                                + ") has sum " + std::to_string(cage.sum) + ": distinct digits 1.." + std::to_string(n)
                                + " in " + cellsText(k) + " add up to " + std::to_string(minCageSum(k))
                                + ".." + std::to_string(maxCageSum(k, n)));
        // Connected: a flood fill from the first cell over the cage's own cells.
        std::vector<int> reached{cage.cells.front()};
        std::vector<bool> seen(size_t(k), false);
        seen[0] = true;
        for (size_t next = 0; next < reached.size(); ++next) {
            const int cell = reached[next];
            for (int i = 0; i < k; ++i) {
                const int other = cage.cells[i];
                const bool adjacent = (other / n == cell / n && std::abs(other % n - cell % n) == 1)
                    || (other % n == cell % n && std::abs(other / n - cell / n) == 1);
                if (adjacent && !seen[i]) {
                    seen[i] = true;
                    reached.push_back(other);
                }
            }
        }
        if (int(reached.size()) != k) {
            const int stray = cage.cells[std::find(seen.begin(), seen.end(), false) - seen.begin()];
            return failCage(GeometryErrorCode::CageNotConnected,
                            name + " is not orthogonally connected: " + cellText(stray, n) + " is cut off from "
                                + cellText(cage.cells.front(), n));
        }
    }
    if (cages.empty())
        cageOf.clear();
    return std::nullopt;
}

} // namespace

// Built in named steps: checks of the spec first (size and counts, regions,
// variants, cages), then the houses and, from them, every cell's peers.
Result<std::shared_ptr<const Geometry>, GeometryError> Geometry::create(const GeometrySpec& spec)
{
    if (auto error = checkSizeAndCounts(spec))
        return *error;
    const int n = spec.size;
    std::shared_ptr<Geometry> g(new Geometry);
    g->m_size = n;
    g->m_symbols = spec.symbols == 0 ? n : spec.symbols;
    g->m_lineCount = spec.lineCount;
    g->m_spec = spec;
    g->m_variants = spec.variants;
    if (auto error = g->assignRegions(spec))
        return *error;
    if (auto error = g->checkVariantsFit(spec))
        return *error;
    if (auto error = checkCages(spec, g->m_cages, g->m_cageOf))
        return *error;
    // The spec keeps the cages as checked (cells ascending), so that two
    // specs of one puzzle compare equal however their cages were listed:
    // the solver's tables are cached by spec, and a round trip through a
    // format must come back to an equal spec (fuzz_puzzle_text found that).
    g->m_spec.cages = g->m_cages;
    for (int index = 0; index < int(spec.constraints.size()); ++index)
        if (auto problem = validateConstraint(spec.constraints[size_t(index)], n)) {
            GeometryError error = fail(GeometryErrorCode::ConstraintInvalid,
                                       "constraint " + std::to_string(index + 1) + " ("
                                           + std::string(constraintKindInfo(spec.constraints[size_t(index)].kind).description)
                                           + "): " + *problem);
            error.constraint = index;
            return error;
        }
    // Constraints in a canonical order, cell sets ascending, so that a
    // puzzle read back from what it wrote (f-puzzles groups them by member)
    // has an equal spec, as with the cages above.
    for (Constraint& constraint : g->m_spec.constraints)
        if (isCellSetKind(constraint.kind))
            for (auto& cells : constraint.lines)
                std::sort(cells.begin(), cells.end());
    std::stable_sort(g->m_spec.constraints.begin(), g->m_spec.constraints.end(),
                     [](const Constraint& a, const Constraint& b) {
                         return std::tie(a.kind, a.lines, a.values) < std::tie(b.kind, b.lines, b.values);
                     });
    g->addHouses(spec);
    g->computePeers();
    return std::shared_ptr<const Geometry>(std::move(g));
}

std::optional<GeometryError> Geometry::checkSizeAndCounts(const GeometrySpec& spec)
{
    const int n = spec.size;
    if (n < 1 || n > kMaxSize)
        return fail(GeometryErrorCode::SizeOutOfRange,
                    "size " + std::to_string(n) + " is out of range: Pencilmark supports 1 to "
                        + std::to_string(kMaxSize) + " symbols");
    const int symbols = spec.symbols == 0 ? n : spec.symbols;
    if (spec.lineCount < 1 || spec.lineCount > n || symbols < 1 || symbols > n || symbols * spec.lineCount != n)
        return fail(GeometryErrorCode::CountedShapeMismatch,
                    std::to_string(symbols) + " symbols " + std::to_string(spec.lineCount)
                        + " times per line do not fill a line of " + std::to_string(n) + " cells");
    if (spec.lineCount > 1
        && (!spec.regions.empty() || spec.variants != Variant::None || !spec.cages.empty() || !spec.constraints.empty()))
        return fail(GeometryErrorCode::CountedShapeMismatch,
                    "counted houses (each symbol several times per line) take no jigsaw regions, variants or cages");
    return std::nullopt;
}

std::optional<GeometryError> Geometry::assignRegions(const GeometrySpec& spec)
{
    const int n = m_size;
    m_regionOf.assign(size_t(n) * n, 0);
    const auto tileWithBoxes = [&] {
        m_boxRows = spec.boxRows;
        m_boxCols = spec.boxCols;
        const int boxesPerRow = n / spec.boxCols;
        for (int cell = 0; cell < n * n; ++cell)
            m_regionOf[cell] = (cell / n) / spec.boxRows * boxesPerRow + (cell % n) / spec.boxCols;
    };
    if (m_lineCount > 1) {
        // Boxes of a counted shape hold each symbol once, so they have
        // `symbols` cells; 0 x 0 is a shape without boxes (MultiFour).
        const bool boxless = spec.boxRows == 0 && spec.boxCols == 0;
        if (!boxless
            && (spec.boxRows < 1 || spec.boxCols < 1 || spec.boxRows > n || spec.boxCols > n
                || spec.boxRows * spec.boxCols != m_symbols || n % spec.boxRows != 0 || n % spec.boxCols != 0))
            return fail(GeometryErrorCode::BoxShapeMismatch,
                        "boxes of " + std::to_string(spec.boxRows) + "x" + std::to_string(spec.boxCols)
                            + " do not hold " + std::to_string(m_symbols) + " symbols once each and tile a "
                            + std::to_string(n) + "x" + std::to_string(n) + " grid");
        if (boxless) {
            m_boxRows = m_boxCols = 0;
        } else {
            tileWithBoxes();
        }
        return std::nullopt;
    }
    if (!spec.regions.empty()) {
        if (int(spec.regions.size()) != n * n)
            return fail(GeometryErrorCode::RegionMapSize,
                        "region map has " + std::to_string(spec.regions.size()) + " entries, expected "
                            + std::to_string(n * n));
        std::vector<int> counts(n, 0);
        for (int cell = 0; cell < n * n; ++cell) {
            const int id = spec.regions[cell];
            if (id < 0 || id >= n)
                return fail(GeometryErrorCode::RegionIdOutOfRange,
                            "region id " + std::to_string(id) + " at r" + std::to_string(cell / n + 1) + "c"
                                + std::to_string(cell % n + 1) + " is outside 0.." + std::to_string(n - 1));
            ++counts[id];
            m_regionOf[cell] = id;
        }
        for (int id = 0; id < n; ++id)
            if (counts[id] != n)
                return fail(GeometryErrorCode::RegionWrongCellCount,
                            "region " + std::to_string(id) + " has " + std::to_string(counts[id])
                                + " cells, expected " + std::to_string(n));
        m_jigsaw = true;
        return std::nullopt;
    }
    // Sides compared with n first: their product could overflow an int.
    if (spec.boxRows < 1 || spec.boxCols < 1 || spec.boxRows > n || spec.boxCols > n
        || spec.boxRows * spec.boxCols != n)
        return fail(GeometryErrorCode::BoxShapeMismatch,
                    "boxes of " + std::to_string(spec.boxRows) + "x" + std::to_string(spec.boxCols)
                        + " do not tile a " + std::to_string(n) + "x" + std::to_string(n) + " grid");
    tileWithBoxes();
    return std::nullopt;
}

std::optional<GeometryError> Geometry::checkVariantsFit(const GeometrySpec& spec) const
{
    if (hasVariant(spec.variants, Variant::CentreDot) && (m_jigsaw || spec.boxRows % 2 == 0 || spec.boxCols % 2 == 0))
        return fail(GeometryErrorCode::CentreDotNeedsOddBoxes,
                    "centre-dot needs boxes whose sides are odd, so that every box has a centre cell");
    if (hasVariant(spec.variants, Variant::Windows) && m_jigsaw)
        return fail(GeometryErrorCode::WindowsNeedBoxes, "windows are placed relative to boxes; a jigsaw has none");
    return std::nullopt;
}

void Geometry::addHouses(const GeometrySpec& spec)
{
    const int n = m_size;
    auto& houses = m_houses;
    for (int r = 0; r < n; ++r) {
        std::vector<int> cells;
        for (int c = 0; c < n; ++c)
            cells.push_back(r * n + c);
        houses.push_back(makeHouse(HouseKind::Row, r, cells));
        houses.back().count = spec.lineCount;
    }
    for (int c = 0; c < n; ++c) {
        std::vector<int> cells;
        for (int r = 0; r < n; ++r)
            cells.push_back(r * n + c);
        houses.push_back(makeHouse(HouseKind::Column, c, cells));
        houses.back().count = spec.lineCount;
    }
    if (m_jigsaw || m_boxRows > 0) {
        const int boxCount = n * n / m_symbols;
        std::vector<std::vector<int>> regionCells(boxCount);
        for (int cell = 0; cell < n * n; ++cell)
            regionCells[m_regionOf[cell]].push_back(cell);
        for (int id = 0; id < boxCount; ++id)
            houses.push_back(makeHouse(m_jigsaw ? HouseKind::Region : HouseKind::Box, id, regionCells[id]));
    }
    if (hasVariant(spec.variants, Variant::Diagonals)) {
        std::vector<int> main, anti;
        for (int i = 0; i < n; ++i) {
            main.push_back(i * n + i);
            anti.push_back(i * n + (n - 1 - i));
        }
        houses.push_back(makeHouse(HouseKind::Diagonal, 0, main));
        houses.push_back(makeHouse(HouseKind::AntiDiagonal, 0, anti));
    }
    if (hasVariant(spec.variants, Variant::CentreDot)) {
        std::vector<int> centres;
        for (int br = 0; br < n; br += spec.boxRows)
            for (int bc = 0; bc < n; bc += spec.boxCols)
                centres.push_back((br + spec.boxRows / 2) * n + bc + spec.boxCols / 2);
        houses.push_back(makeHouse(HouseKind::CentreDot, 0, centres));
    }
    if (hasVariant(spec.variants, Variant::Windows)) {
        // Windows sit one cell in from the edge with one-cell gutters between
        // them: for 9x9 the four boxes at rows/columns 2-4 and 6-8.
        int index = 0;
        for (int top = 1; top + spec.boxRows <= n; top += spec.boxRows + 1)
            for (int left = 1; left + spec.boxCols <= n; left += spec.boxCols + 1) {
                std::vector<int> cells;
                for (int r = top; r < top + spec.boxRows; ++r)
                    for (int c = left; c < left + spec.boxCols; ++c)
                        cells.push_back(r * n + c);
                houses.push_back(makeHouse(HouseKind::Window, index++, cells));
            }
    }
}

void Geometry::computePeers()
{
    const int cellCount = m_size * m_size;
    const auto& houses = m_houses;
    m_housesOf.assign(cellCount, {});
    for (int h = 0; h < int(houses.size()); ++h)
        for (int cell : houses[h].cells)
            m_housesOf[cell].push_back(h);

    m_peerWords = (cellCount + 63) / 64;
    m_peerBits.assign(size_t(cellCount) * m_peerWords, 0);
    m_peers.assign(cellCount, {});
    for (int cell = 0; cell < cellCount; ++cell) {
        std::uint64_t* bits = &m_peerBits[size_t(cell) * m_peerWords];
        for (int h : m_housesOf[cell]) {
            if (houses[h].count > 1)
                continue; // a counted row may repeat a symbol: no peers
            for (int other : houses[h].cells)
                if (other != cell)
                    bits[other / 64] |= std::uint64_t(1) << (other % 64);
        }
        if (const int cage = cageOf(cell); cage >= 0)
            for (int other : m_cages[cage].cells)
                if (other != cell)
                    bits[other / 64] |= std::uint64_t(1) << (other % 64);
        // Word by word, set bits only: testing all N^4 cell pairs one bit at
        // a time made a 64x64 geometry cost half a second in the fuzz build
        // (and a 10 s fuzz timeout under load, on "--size 64").
        for (int word = 0; word < m_peerWords; ++word)
            for (std::uint64_t rest = bits[word]; rest; rest &= rest - 1)
                m_peers[cell].push_back(word * 64 + std::countr_zero(rest));
    }
    m_houseBits.assign(houses.size() * m_peerWords, 0);
    for (size_t h = 0; h < houses.size(); ++h)
        for (int cell : houses[h].cells)
            m_houseBits[h * m_peerWords + cell / 64] |= std::uint64_t(1) << (cell % 64);
}

std::shared_ptr<const Geometry> Geometry::classic()
{
    static const std::shared_ptr<const Geometry> instance = create(GeometrySpec::classic()).value();
    return instance;
}

bool Geometry::isClassic9() const
{
    return m_size == 9 && !m_jigsaw && m_boxRows == 3 && m_variants == Variant::None && m_cages.empty()
        && m_spec.constraints.empty();
}

bool Geometry::arePeers(int a, int b) const
{
    return (m_peerBits[size_t(a) * m_peerWords + b / 64] >> (b % 64)) & 1;
}

std::string Geometry::describe() const
{
    std::string text = std::to_string(m_size) + "x" + std::to_string(m_size);
    if (isCounted()) {
        text += " counted (" + std::to_string(m_symbols) + " symbols, each " + std::to_string(m_lineCount)
            + " times per line";
        if (m_boxRows > 0)
            text += ", once per " + std::to_string(m_boxRows) + "x" + std::to_string(m_boxCols) + " section";
        if (m_spec == GeometrySpec::multiFour())
            text = "12x12 MultiFour (symbols 1-4, each 3 times per row and column";
        else if (m_spec == GeometrySpec::doubleNine())
            text = "18x18 DoubleNine (symbols 1-9, each twice per row and column, once per 3x3 section";
        return text + ")";
    }
    if (m_jigsaw)
        text += " jigsaw";
    else
        text += " (" + std::to_string(m_boxRows) + "x" + std::to_string(m_boxCols) + " boxes)";
    if (hasVariant(m_variants, Variant::Diagonals))
        text += ", X";
    if (hasVariant(m_variants, Variant::CentreDot))
        text += ", centre-dot";
    if (hasVariant(m_variants, Variant::Windows))
        text += ", windows";
    if (!m_cages.empty())
        text += ", killer";
    if (hasConstraints())
        text += ", " + describeConstraintKinds(m_spec.constraints);
    return text;
}

} // namespace pm
