// SPDX-License-Identifier: GPL-3.0-or-later
// Multi-line grids of symbols, with or without box separators: plain grids,
// Simple Sudoku (.ss) and bare SadMan files.

#include "core/formats/formats_internal.h"
#include "core/utf8.h"

#include <algorithm>
#include <map>

namespace pm::formats {

namespace {

struct GridRow {
    TextLine line;
    std::vector<RawCell> cells;
    int endColumn = 1;
    bool dashOnly = false; // border-like: a row only if the row count needs it
    bool dashOnlyBorder = false; // only '-': Simple Sudoku's border style
    bool hasBar = false;
    bool hasSpace = false;
};

std::string expectedInGrid(const ParseOptions& options, int sizeGuess)
{
    const Alphabet alphabet = options.alphabet ? *options.alphabet : Alphabet::standard(sizeGuess);
    return describeExpectedCell(alphabet, alphabet.digitOf(U'0') == 0) + " or a separator";
}

bool isDashOnlyBorder(std::u32string_view line)
{
    for (char32_t c : line)
        if (c != U'-' && !isSpace(c))
            return false;
    return true;
}

bool canBeBlankRow(std::u32string_view line)
{
    for (char32_t c : line)
        if (c != U'.' && c != U'-' && c != U'|' && !isSpace(c))
            return false;
    return true;
}

} // namespace

Result<ParsedPuzzle, ParseError> parseTextGrid(const std::vector<TextLine>& lines, const ParseOptions& options,
                                               bool sadManHeaders)
{
    std::vector<GridRow> rows;
    bool dashBordersOnly = true;
    bool anyBorder = false;
    int clearRows = 0;
    for (const TextLine& line : lines) {
        const std::u32string decoded = decodeUtf8(line.text);
        const bool border = isBorderLine(decoded);
        if (border && !canBeBlankRow(decoded)) {
            anyBorder = true;
            dashBordersOnly = dashBordersOnly && isDashOnlyBorder(decoded);
            continue;
        }
        GridRow row;
        row.line = line;
        row.dashOnly = border;
        row.dashOnlyBorder = isDashOnlyBorder(decoded);
        clearRows += border ? 0 : 1;
        for (std::size_t i = 0; i < decoded.size(); ++i) {
            const char32_t c = decoded[i];
            const SourcePos pos{line.number, int(i) + 1};
            if (isSpace(c)) {
                row.hasSpace = true;
            } else if (c == U'|') {
                row.hasBar = true;
            } else if (isCellChar(c, options)) {
                row.cells.push_back(RawCell{c, pos});
            } else {
                const long long count = static_cast<long long>(lines.size());
                const int guess = sizeForCellCount(count * count) ? int(count) : 9;
                return makeError(ParseErrorCode::UnexpectedSymbol, pos,
                                 "unexpected " + quote(c) + ": expected " + expectedInGrid(options, guess));
            }
        }
        row.endColumn = int(decoded.size()) + 1;
        rows.push_back(std::move(row));
    }

    // Cells per row: the most common length among clear rows, so one short or
    // long row is reported as itself rather than blamed on the others.
    std::map<std::size_t, int> lengthCounts;
    for (const GridRow& row : rows)
        if (!row.dashOnly || clearRows == 0)
            ++lengthCounts[row.cells.size()];
    if (lengthCounts.empty())
        return makeError(ParseErrorCode::Empty, {lines.front().number, 1}, "no rows found: only border lines");
    std::size_t width = 0;
    int best = 0;
    for (const auto& [length, count] : lengthCounts) {
        if (count > best) {
            best = count;
            width = length;
        }
    }

    // Lines of '-' and '.' are borders unless the grid is a row short without
    // them ("---------" as an empty row of a 9x9 grid).
    int promotable = 0;
    for (const GridRow& row : rows)
        promotable += row.dashOnly && row.cells.size() == width ? 1 : 0;
    const bool promote = clearRows == 0 || std::size_t(clearRows + promotable) == width;
    std::vector<GridRow> gridRows;
    for (GridRow& row : rows) {
        if (!row.dashOnly || (promote && row.cells.size() == width)) {
            gridRows.push_back(std::move(row));
        } else {
            anyBorder = true;
            dashBordersOnly = dashBordersOnly && row.dashOnlyBorder;
        }
    }

    if (width == 0)
        return makeError(ParseErrorCode::Empty, {lines.front().number, 1}, "no cells found: only separators");
    if (width > std::size_t(Geometry::kMaxSize)) {
        const GridRow& wide = *std::find_if(gridRows.begin(), gridRows.end(),
                                            [&](const GridRow& row) { return row.cells.size() == width; });
        return makeError(ParseErrorCode::TooLarge, wide.cells[std::size_t(Geometry::kMaxSize)].pos,
                         "rows of " + std::to_string(width)
                             + " cells: the largest supported puzzle is 64x64; sizes beyond 64 are not supported");
    }
    for (std::size_t r = 0; r < gridRows.size(); ++r) {
        const GridRow& row = gridRows[r];
        if (row.cells.size() == width)
            continue;
        const SourcePos at = row.cells.size() > width ? row.cells[width].pos : SourcePos{row.line.number, row.endColumn};
        return makeError(ParseErrorCode::RaggedRows, at,
                         "row " + std::to_string(r + 1) + " has " + std::to_string(row.cells.size())
                             + " cells, expected " + std::to_string(width) + " like the other rows");
    }
    if (gridRows.size() < width)
        return makeError(ParseErrorCode::TooFewCells, {lines.back().number + 1, 1},
                         "found " + std::to_string(gridRows.size()) + " rows of " + std::to_string(width)
                             + " cells: a " + std::to_string(width) + "x" + std::to_string(width) + " grid needs "
                             + std::to_string(width) + " rows");
    if (gridRows.size() > width)
        return makeError(ParseErrorCode::TooManyCells, gridRows[width].cells.front().pos,
                         "row " + std::to_string(width + 1) + " is one too many: rows of " + std::to_string(width)
                             + " cells make a " + std::to_string(width) + "x" + std::to_string(width) + " grid");

    const long long cellCount = static_cast<long long>(width * width);
    auto geometry = geometryForCount(cellCount, options, gridRows.front().cells.front().pos, "cells");
    if (!geometry)
        return geometry.error();

    bool everyRowBarred = true;
    bool anySpace = false;
    std::vector<RawCell> cells;
    cells.reserve(std::size_t(cellCount));
    for (const GridRow& row : gridRows) {
        everyRowBarred = everyRowBarred && row.hasBar;
        anySpace = anySpace || row.hasSpace;
        cells.insert(cells.end(), row.cells.begin(), row.cells.end());
    }
    PuzzleFormat format = PuzzleFormat::Grid;
    if (width == 9 && everyRowBarred && !anySpace && dashBordersOnly)
        format = PuzzleFormat::SimpleSudoku;
    else if (width == 9 && sadManHeaders && !anyBorder && !everyRowBarred)
        format = PuzzleFormat::SadMan;
    return buildPlainPuzzle(cells, geometry.value(), format, options, true);
}

} // namespace pm::formats

namespace pm {

std::string writeGrid(const Grid& grid, const Alphabet& alphabet, bool boxSeparators, const WriteOptions& options)
{
    const Geometry& geometry = grid.geometry();
    const int size = geometry.size();
    const std::string blank = encodeUtf8(options.blank);
    const auto symbol = [&](int cell) { return grid.isEmpty(cell) ? blank : alphabet.symbolUtf8(grid.value(cell)); };
    std::string text;
    // Jigsaw regions do not follow rows and columns, so bars would mislead.
    if (!boxSeparators || geometry.isJigsaw() || geometry.boxRows() < 1) {
        for (int row = 0; row < size; ++row) {
            for (int column = 0; column < size; ++column)
                text += symbol(geometry.cellAt(row, column));
            text += '\n';
        }
        return text;
    }
    const int boxRows = geometry.boxRows();
    const int boxCols = geometry.boxCols();
    std::string border = "+";
    for (int stack = 0; stack < size / boxCols; ++stack)
        border += std::string(std::size_t(2 * boxCols + 1), '-') + "+";
    border += '\n';
    for (int row = 0; row < size; ++row) {
        if (row % boxRows == 0)
            text += border;
        text += '|';
        for (int column = 0; column < size; ++column) {
            text += ' ';
            text += symbol(geometry.cellAt(row, column));
            if ((column + 1) % boxCols == 0)
                text += " |";
        }
        text += '\n';
    }
    return text + border;
}

std::string writeSimpleSudoku(const Grid& grid, const Alphabet& alphabet)
{
    if (!grid.geometry().isClassic9())
        return writeGrid(grid, alphabet, true);
    std::string text;
    for (int row = 0; row < 9; ++row) {
        if (row == 3 || row == 6)
            text += "-----------\n";
        for (int column = 0; column < 9; ++column) {
            if (column == 3 || column == 6)
                text += '|';
            const int cell = row * 9 + column;
            text += grid.isEmpty(cell) ? std::string(".") : alphabet.symbolUtf8(grid.value(cell));
        }
        text += '\n';
    }
    return text;
}

} // namespace pm
