// SPDX-License-Identifier: GPL-3.0-or-later
// Writes a puzzle as f-puzzles JSON and as an f-puzzles link (the reader,
// fpuzzles_format.cpp, says what the JSON holds). Written compact and in
// the editor's own member names, so f-puzzles, SudokuPad and Pencilmark
// open it alike.

#include "core/formats/formats_internal.h"
#include "core/formats/lz_string.h"
#include "core/json_string.h"

namespace pm {

namespace {

std::string cellList(const Geometry& geometry, const std::vector<int>& cells)
{
    std::string text = "[";
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (i > 0)
            text += ',';
        text += "\"R" + std::to_string(geometry.row(cells[i]) + 1) + "C" + std::to_string(geometry.column(cells[i]) + 1)
              + "\"";
    }
    return text + "]";
}

} // namespace

std::optional<FPuzzlesLimit> fPuzzlesLimit(const Geometry& geometry)
{
    if (geometry.isCounted())
        return FPuzzlesLimit::CountedHouses;
    if (geometry.size() > kFPuzzlesLargestSize)
        return FPuzzlesLimit::TooLarge;
    return std::nullopt;
}

std::optional<std::string> writeFPuzzles(const Grid& grid)
{
    const Geometry& geometry = grid.geometry();
    const int size = geometry.size();
    if (fPuzzlesLimit(geometry))
        return std::nullopt;
    // f-puzzles puts a cell without a "region" in its box of the usual shape
    // for the size; any other shape is written cell by cell.
    const GeometrySpec usual = GeometrySpec::forSize(size);
    const bool regions = geometry.isJigsaw() || geometry.boxRows() != usual.boxRows
                      || geometry.boxCols() != usual.boxCols;

    std::string json = "{\"size\":" + std::to_string(size) + ",\"grid\":[";
    for (int row = 0; row < size; ++row) {
        json += row > 0 ? ",[" : "[";
        for (int column = 0; column < size; ++column) {
            const int cell = geometry.cellAt(row, column);
            std::string members;
            if (const int value = grid.value(cell))
                members = "\"value\":" + std::to_string(value) + (grid.isGiven(cell) ? ",\"given\":true" : "");
            if (regions)
                members += (members.empty() ? "" : ",") + std::string("\"region\":")
                         + std::to_string(geometry.regionOf(cell));
            json += (column > 0 ? ",{" : "{") + members + "}";
        }
        json += "]";
    }
    json += "]";
    if (hasVariant(geometry.variants(), Variant::Diagonals))
        json += ",\"diagonal+\":true,\"diagonal-\":true";
    std::string extra;
    for (const House& house : geometry.houses())
        if (house.kind == HouseKind::Window || house.kind == HouseKind::CentreDot)
            extra += (extra.empty() ? "" : ",") + std::string("{\"cells\":") + cellList(geometry, house.cells) + "}";
    if (!extra.empty())
        json += ",\"extraregion\":[" + extra + "]";
    if (geometry.hasCages()) {
        json += ",\"killercage\":[";
        for (std::size_t i = 0; i < geometry.cages().size(); ++i) {
            const Cage& cage = geometry.cages()[i];
            json += (i > 0 ? ",{\"cells\":" : "{\"cells\":") + cellList(geometry, cage.cells)
                  + ",\"value\":" + jsonQuote(std::to_string(cage.sum)) + "}";
        }
        json += "]";
    }
    return json + "}";
}

std::optional<std::string> writeFPuzzlesLink(const Grid& grid)
{
    const auto json = writeFPuzzles(grid);
    if (!json)
        return std::nullopt;
    return "https://f-puzzles.com/?load=" + formats::lzStringCompressToBase64(*json);
}

} // namespace pm
