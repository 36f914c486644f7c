#include "geometry.h"

#include <algorithm>
#include <cmath>

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

} // namespace

Result<std::shared_ptr<const Geometry>, GeometryError> Geometry::create(const GeometrySpec& spec)
{
    const int n = spec.size;
    if (n < 1 || n > kMaxSize)
        return fail(GeometryErrorCode::SizeOutOfRange,
                    "size " + std::to_string(n) + " is out of range: Pencilmark supports 1 to "
                        + std::to_string(kMaxSize) + " symbols");

    std::shared_ptr<Geometry> g(new Geometry);
    g->m_size = n;
    g->m_spec = spec;
    g->m_variants = spec.variants;
    g->m_regionOf.assign(n * n, 0);

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
            g->m_regionOf[cell] = id;
        }
        for (int id = 0; id < n; ++id)
            if (counts[id] != n)
                return fail(GeometryErrorCode::RegionWrongCellCount,
                            "region " + std::to_string(id) + " has " + std::to_string(counts[id])
                                + " cells, expected " + std::to_string(n));
        g->m_jigsaw = true;
    } else {
        if (spec.boxRows < 1 || spec.boxCols < 1 || spec.boxRows * spec.boxCols != n)
            return fail(GeometryErrorCode::BoxShapeMismatch,
                        "boxes of " + std::to_string(spec.boxRows) + "x" + std::to_string(spec.boxCols)
                            + " do not tile a " + std::to_string(n) + "x" + std::to_string(n) + " grid");
        g->m_boxRows = spec.boxRows;
        g->m_boxCols = spec.boxCols;
        const int boxesPerRow = n / spec.boxCols;
        for (int cell = 0; cell < n * n; ++cell)
            g->m_regionOf[cell] = (cell / n) / spec.boxRows * boxesPerRow + (cell % n) / spec.boxCols;
    }

    if (hasVariant(spec.variants, Variant::CentreDot) && (g->m_jigsaw || spec.boxRows % 2 == 0 || spec.boxCols % 2 == 0))
        return fail(GeometryErrorCode::CentreDotNeedsOddBoxes,
                    "centre-dot needs boxes whose sides are odd, so that every box has a centre cell");
    if (hasVariant(spec.variants, Variant::Windows) && g->m_jigsaw)
        return fail(GeometryErrorCode::WindowsNeedBoxes, "windows are placed relative to boxes; a jigsaw has none");

    auto& houses = g->m_houses;
    for (int r = 0; r < n; ++r) {
        std::vector<int> cells;
        for (int c = 0; c < n; ++c)
            cells.push_back(r * n + c);
        houses.push_back(makeHouse(HouseKind::Row, r, cells));
    }
    for (int c = 0; c < n; ++c) {
        std::vector<int> cells;
        for (int r = 0; r < n; ++r)
            cells.push_back(r * n + c);
        houses.push_back(makeHouse(HouseKind::Column, c, cells));
    }
    {
        std::vector<std::vector<int>> regionCells(n);
        for (int cell = 0; cell < n * n; ++cell)
            regionCells[g->m_regionOf[cell]].push_back(cell);
        for (int id = 0; id < n; ++id)
            houses.push_back(makeHouse(g->m_jigsaw ? HouseKind::Region : HouseKind::Box, id, regionCells[id]));
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

    const int cellCount = n * n;
    g->m_housesOf.assign(cellCount, {});
    for (int h = 0; h < int(houses.size()); ++h)
        for (int cell : houses[h].cells)
            g->m_housesOf[cell].push_back(h);

    g->m_peerWords = (cellCount + 63) / 64;
    g->m_peerBits.assign(size_t(cellCount) * g->m_peerWords, 0);
    g->m_peers.assign(cellCount, {});
    for (int cell = 0; cell < cellCount; ++cell) {
        std::uint64_t* bits = &g->m_peerBits[size_t(cell) * g->m_peerWords];
        for (int h : g->m_housesOf[cell])
            for (int other : houses[h].cells)
                if (other != cell)
                    bits[other / 64] |= std::uint64_t(1) << (other % 64);
        for (int other = 0; other < cellCount; ++other)
            if (bits[other / 64] >> (other % 64) & 1)
                g->m_peers[cell].push_back(other);
    }
    g->m_houseBits.assign(houses.size() * g->m_peerWords, 0);
    for (size_t h = 0; h < houses.size(); ++h)
        for (int cell : houses[h].cells)
            g->m_houseBits[h * g->m_peerWords + cell / 64] |= std::uint64_t(1) << (cell % 64);
    return std::shared_ptr<const Geometry>(std::move(g));
}

std::shared_ptr<const Geometry> Geometry::classic()
{
    static const std::shared_ptr<const Geometry> instance = create(GeometrySpec::classic()).value();
    return instance;
}

bool Geometry::isClassic9() const
{
    return m_size == 9 && !m_jigsaw && m_boxRows == 3 && m_variants == Variant::None;
}

bool Geometry::arePeers(int a, int b) const
{
    return (m_peerBits[size_t(a) * m_peerWords + b / 64] >> (b % 64)) & 1;
}

std::string Geometry::describe() const
{
    std::string text = std::to_string(m_size) + "x" + std::to_string(m_size);
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
    return text;
}

} // namespace pm
