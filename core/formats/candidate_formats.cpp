// SPDX-License-Identifier: GPL-3.0-or-later
// Pencil-mark formats: the 729-character line, candidate groups on one line
// ("grid_pm81") and the bordered candidate grid HoDoKu and SudokuWiki print.

#include "core/formats/formats_internal.h"
#include "core/utf8.h"

#include <algorithm>

namespace pm::formats {

namespace {

constexpr int kCandidates729Length = 729;

// Candidate groups of one line: split at whitespace and '|'.
void appendTokens(const TextLine& line, std::vector<CandidateToken>& tokens)
{
    CodePointReader reader(line.text);
    bool inToken = false;
    while (!reader.atEnd()) {
        const SourcePos pos{line.number, reader.column()};
        const char32_t c = reader.next();
        if (isSpace(c) || c == U'|') {
            inToken = false;
            continue;
        }
        if (!inToken) {
            tokens.push_back(CandidateToken{{}, pos});
            inToken = true;
        }
        tokens.back().symbols.push_back(c);
    }
}

// A group as written, quoted for a message.
std::string quoteSymbols(const std::u32string& symbols)
{
    std::string text;
    for (char32_t c : symbols)
        text += encodeUtf8(c);
    return "'" + excerptForMessage(text) + "'";
}

} // namespace

bool looksLikeCandidates729(std::string_view text)
{
    int count = 0;
    for (char c : text) {
        if (c == ' ' || c == '\t')
            continue;
        if (!(c == '.' || (c >= '0' && c <= '9')) || ++count > kCandidates729Length)
            return false;
    }
    return count == kCandidates729Length;
}

// 81 cells of 9 characters: position d of a cell holds d when d is a
// candidate, '.' or '0' when not. A cell with one candidate is solved.
Result<ParsedPuzzle, ParseError> parseCandidates729(const TextLine& line, const ParseOptions& options)
{
    auto fitted = geometryForCount(81, options, {line.number, 1}, "cells");
    if (!fitted)
        return fitted.error();
    const auto geometry = fitted.value();
    Grid grid(geometry);
    std::vector<SourcePos> positions(81);
    CodePointReader reader(line.text);
    int index = 0;
    while (!reader.atEnd()) {
        const SourcePos pos{line.number, reader.column()};
        const char32_t c = reader.next();
        if (isSpace(c))
            continue;
        const int cell = index / 9;
        const int digit = index % 9 + 1;
        if (digit == 1) {
            positions[std::size_t(cell)] = pos;
            grid.setCandidates(cell, 0);
        }
        if (c == U'0' + char32_t(digit)) {
            grid.setCandidates(cell, grid.candidates(cell) | digitBit(digit));
        } else if (c != U'.' && c != U'0') {
            return makeError(ParseErrorCode::UnexpectedSymbol, pos,
                             "unexpected " + quote(c) + " at place " + std::to_string(digit) + " of "
                                 + cellName(*geometry, cell) + "'s nine: expected '" + std::to_string(digit)
                                 + "' or a blank ('.', '0')");
        }
        if (digit == 9) {
            const DigitMask mask = grid.candidates(cell);
            if (mask == 0)
                return makeError(ParseErrorCode::EmptyCandidates, positions[std::size_t(cell)],
                                 cellName(*geometry, cell) + " has no candidate: expected at least one digit 1-9");
            if (digitCount(mask) == 1)
                grid.setValue(cell, firstDigit(mask));
        }
        ++index;
    }
    const Alphabet alphabet = options.alphabet ? *options.alphabet : Alphabet::standard(9);
    if (options.rejectClashes)
        if (auto clash = findClash(grid, alphabet, positions))
            return *clash;
    return ParsedPuzzle{std::move(grid), alphabet, PuzzleFormat::Candidates729, true, {}};
}

Result<ParsedPuzzle, ParseError> parseCandidateLines(const std::vector<TextLine>& lines, const ParseOptions& options)
{
    std::vector<CandidateToken> tokens;
    std::size_t firstRowTokens = 0;
    int rows = 0;
    SourcePos end;
    for (const TextLine& line : lines) {
        const std::u32string decoded = decodeUtf8(line.text);
        end = {line.number, int(decoded.size()) + 1};
        if (isBorderLine(decoded))
            continue;
        const std::size_t before = tokens.size();
        appendTokens(line, tokens);
        if (tokens.size() > std::size_t(kMaxCells))
            return makeError(ParseErrorCode::TooLarge, tokens[std::size_t(kMaxCells)].pos,
                             "more than 4096 candidate groups: the largest supported puzzle is 64x64");
        const std::size_t inRow = tokens.size() - before;
        if (rows++ == 0) {
            firstRowTokens = inRow;
        } else if (inRow != firstRowTokens) {
            const SourcePos at = inRow > firstRowTokens ? tokens[before + firstRowTokens].pos : end;
            return makeError(ParseErrorCode::RaggedRows, at,
                             "this row has " + std::to_string(inRow) + " candidate groups, expected "
                                 + std::to_string(firstRowTokens) + " like the first row");
        }
    }
    auto geometry = geometryForCount(static_cast<long long>(tokens.size()), options, end, "candidate groups");
    if (!geometry) {
        // Groups past the grid's last cell: the first of them is where the
        // error points, named with the cell it would follow.
        ParseError error = geometry.error();
        int side = options.geometry ? options.geometry->size() : 0;
        for (int size = 1; !options.geometry && size <= Geometry::kMaxSize; ++size)
            if (sizeForCellCount(size * size) && std::size_t(size * size) < tokens.size())
                side = size;
        const std::size_t cells = std::size_t(side) * std::size_t(side);
        if ((error.code == ParseErrorCode::TooManyCells || error.code == ParseErrorCode::SizeMismatch) && side > 0
            && tokens.size() > cells) {
            const CandidateToken& extra = tokens[cells];
            error.line = extra.pos.line;
            error.column = extra.pos.column;
            error.message += "; group " + std::to_string(cells + 1) + " (" + quoteSymbols(extra.symbols)
                + ") would come after r" + std::to_string(side) + "c" + std::to_string(side)
                + ", the last cell of a " + std::to_string(side) + "x" + std::to_string(side) + " grid";
        }
        return error;
    }
    if (rows > 1 && std::size_t(geometry.value()->size()) != firstRowTokens)
        return makeError(ParseErrorCode::RaggedRows, tokens.front().pos,
                         "rows of " + std::to_string(firstRowTokens) + " candidate groups do not make a "
                             + geometry.value()->describe() + " grid");
    return buildCandidatePuzzle(tokens, geometry.value(), PuzzleFormat::CandidateGrid, options);
}

// A multi-line text is a candidate grid when its borders are HoDoKu's
// (".---", ":---", "'---"), or when it has R content lines of R groups each,
// some group holds two or more symbols and none holds a blank. Plain grids
// fail the last two tests: their rows are one group ("..3.1....") or a few
// ("..3|.1.|...") or single symbols (". . 3 | . 1 .").
bool looksLikeCandidateGrid(const std::vector<TextLine>& lines)
{
    std::vector<CandidateToken> tokens;
    std::size_t rows = 0;
    bool sameLength = true;
    std::size_t rowTokens = 0;
    for (const TextLine& line : lines) {
        const std::u32string decoded = decodeUtf8(line.text);
        if (isBorderLine(decoded)) {
            const auto first = decoded.find_first_not_of(U" \t");
            if ((decoded[first] == U'.' || decoded[first] == U':' || decoded[first] == U'\'')
                && first + 1 < decoded.size() && decoded[first + 1] == U'-')
                return true;
            continue;
        }
        const std::size_t before = tokens.size();
        appendTokens(line, tokens);
        const std::size_t count = tokens.size() - before;
        if (rows++ == 0)
            rowTokens = count;
        sameLength = sameLength && count == rowTokens;
    }
    if (!sameLength || rows != rowTokens || rows < 4)
        return false;
    bool multi = false;
    for (const CandidateToken& token : tokens) {
        for (char32_t c : token.symbols)
            if (c == U'.' || c == U'-' || c == U'+' || c == U'*')
                return false;
        multi = multi || token.symbols.size() > 1;
    }
    return multi;
}

} // namespace pm::formats

namespace pm {

std::string writeCandidates729(const Grid& grid)
{
    std::string text;
    text.reserve(std::size_t(grid.cellCount()) * 9);
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        const DigitMask mask = grid.isEmpty(cell) ? grid.candidates(cell) : digitBit(grid.value(cell));
        for (int digit = 1; digit <= 9; ++digit)
            text += (mask & digitBit(digit)) ? char('0' + digit) : '.';
    }
    return text;
}

std::string writeCandidateGrid(const Grid& grid, const Alphabet& alphabet)
{
    const Geometry& geometry = grid.geometry();
    const int size = geometry.size();
    // Jigsaw regions do not line up with rows and columns: no inner borders.
    const int bandRows = geometry.isJigsaw() ? size : geometry.boxRows();
    const int stackCols = geometry.isJigsaw() ? size : geometry.boxCols();

    std::vector<std::string> tokens(std::size_t(grid.cellCount()));
    std::vector<int> lengths(std::size_t(grid.cellCount()));
    std::vector<int> widths(std::size_t(size), 1);
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        const DigitMask mask = grid.isEmpty(cell) ? grid.candidates(cell) : digitBit(grid.value(cell));
        for (int digit = 1; digit <= size; ++digit) {
            if (mask & digitBit(digit)) {
                tokens[std::size_t(cell)] += alphabet.symbolUtf8(digit);
                ++lengths[std::size_t(cell)];
            }
        }
        int& width = widths[std::size_t(geometry.column(cell))];
        width = std::max(width, lengths[std::size_t(cell)]);
    }

    // Each stack of box columns: " a  b  c " between bars, so the border above
    // it is as many dashes as that text is wide.
    std::vector<int> stackWidths;
    for (int first = 0; first < size; first += stackCols) {
        int width = 1;
        for (int column = first; column < first + stackCols; ++column)
            width += widths[std::size_t(column)] + (column > first ? 2 : 0);
        stackWidths.push_back(width + 1);
    }
    const auto border = [&](char outer, char inner) {
        std::string line(1, outer);
        for (std::size_t s = 0; s < stackWidths.size(); ++s) {
            line += std::string(std::size_t(stackWidths[s]), '-');
            line += s + 1 < stackWidths.size() ? inner : outer;
        }
        return line + "\n";
    };

    std::string text = border('.', '.');
    for (int row = 0; row < size; ++row) {
        if (row > 0 && row % bandRows == 0)
            text += border(':', '+');
        std::string line = "|";
        for (int column = 0; column < size; ++column) {
            const int cell = geometry.cellAt(row, column);
            line += column % stackCols == 0 ? " " : "  ";
            line += tokens[std::size_t(cell)];
            line += std::string(std::size_t(widths[std::size_t(column)] - lengths[std::size_t(cell)]), ' ');
            if ((column + 1) % stackCols == 0)
                line += " |";
        }
        text += line + "\n";
    }
    text += border('\'', '\'');
    return text;
}

} // namespace pm
