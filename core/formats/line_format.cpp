// SPDX-License-Identifier: GPL-3.0-or-later
// One-line puzzles: Line ("..3.2.6.."), HoDoKu's PlusGivens ("+6+3.4") and
// regression-library lines (":0000:1:<grid>:<deleted>:..."), and which
// one-line format a line is in.

#include "core/formats/formats_internal.h"
#include "core/utf8.h"

namespace pm::formats {

namespace {

bool acceptableCount(long long count, const ParseOptions& options)
{
    if (options.geometry)
        return count == options.geometry->cellCount();
    return sizeForCellCount(count) != 0;
}

// The largest detected cell count below `count` (where a TooManyCells error points).
int detectedCountBelow(long long count)
{
    int best = 0;
    for (int size = 1; size <= Geometry::kMaxSize; ++size)
        if (sizeForCellCount(size * size) && size * size < count)
            best = size * size;
    return best;
}

std::string expectedInLine(const ParseOptions& options)
{
    if (options.alphabet)
        return describeExpectedCell(*options.alphabet, options.alphabet->digitOf(U'0') == 0) + " or whitespace";
    if (options.geometry)
        return describeExpectedCell(Alphabet::standard(options.geometry->symbolCount()), true) + " or whitespace";
    return "a digit 1-9 (or a letter, for sizes above 9), a blank ('.', '0', '-') or whitespace";
}

struct LineScan {
    std::vector<RawCell> cells; // the chosen cells, or all read when none fit
    long long chosen = 0;       // how many cells make the puzzle; 0 when no count fits
    bool overflow = false;      // more cells than any puzzle has
    std::optional<RawCell> firstBad;
    SourcePos end;              // just after the last character read
};

// Cells are read token by token (tokens are split by whitespace). The puzzle is
// the longest run of whole tokens whose cell count is a puzzle size: what
// follows after whitespace (a rating, a comment) is not part of it. A token
// holding a character that cannot be a cell ends the scan; cells in that token
// do not count, so "81 cells" + "x" with no space between is an error.
// Stops after the largest possible puzzle, so a 100 MB line costs little.
LineScan scanLine(const TextLine& line, const ParseOptions& options)
{
    const long long limit = options.geometry ? options.geometry->cellCount() : kMaxCells;
    LineScan scan;
    CodePointReader reader(line.text);
    bool inToken = false;
    std::size_t tokenStart = 0;
    const auto endToken = [&] {
        if (inToken && acceptableCount(static_cast<long long>(scan.cells.size()), options))
            scan.chosen = static_cast<long long>(scan.cells.size());
        inToken = false;
    };
    while (!reader.atEnd()) {
        const SourcePos pos{line.number, reader.column()};
        const char32_t c = reader.next();
        if (isSpace(c)) {
            endToken();
            continue;
        }
        if (!inToken) {
            inToken = true;
            tokenStart = scan.cells.size();
        }
        if (!isCellChar(c, options)) {
            scan.firstBad = RawCell{c, pos};
            scan.cells.resize(tokenStart);
            inToken = false;
            break;
        }
        scan.cells.push_back(RawCell{c, pos});
        if (static_cast<long long>(scan.cells.size()) > limit) {
            scan.overflow = true;
            inToken = false;
            break;
        }
    }
    endToken();
    scan.end = {line.number, reader.column()};
    if (scan.chosen > 0)
        scan.cells.resize(std::size_t(scan.chosen));
    return scan;
}

Result<ParsedPuzzle, ParseError> parseLinePuzzle(const TextLine& line, const ParseOptions& options)
{
    LineScan scan = scanLine(line, options);
    if (scan.chosen == 0) {
        const long long count = static_cast<long long>(scan.cells.size());
        if (scan.overflow) {
            const SourcePos at = scan.cells.back().pos;
            if (options.geometry)
                return makeError(ParseErrorCode::SizeMismatch, at,
                                 "more than " + std::to_string(options.geometry->cellCount()) + " cells: the "
                                     + options.geometry->describe() + " puzzle needs "
                                     + std::to_string(options.geometry->cellCount()));
            return makeError(ParseErrorCode::TooLarge, at,
                             "more than 4096 cells: the largest supported puzzle is 64x64; sizes beyond 64 are not supported");
        }
        if (scan.firstBad)
            return makeError(ParseErrorCode::UnexpectedSymbol, scan.firstBad->pos,
                             "unexpected " + quote(scan.firstBad->symbol) + ": expected " + expectedInLine(options));
        auto geometry = geometryForCount(count, options, scan.end, "cells");
        ParseError error = geometry.error();
        if (error.code == ParseErrorCode::TooManyCells)
            error.column = scan.cells[std::size_t(detectedCountBelow(count))].pos.column;
        return error;
    }
    auto geometry = geometryForCount(scan.chosen, options, scan.end, "cells");
    if (!geometry)
        return geometry.error();
    return buildPlainPuzzle(scan.cells, geometry.value(), PuzzleFormat::Line, options, false);
}

// Cells of a PlusGivens grid from `text` (a whole line or one field of a
// library line starting at `firstColumn`): "+d" given, "d" placed, '.'/'0' empty.
Result<ParsedPuzzle, ParseError> parsePlusGrid(std::string_view text, int lineNumber, int firstColumn,
                                               PuzzleFormat format, const ParseOptions& options)
{
    std::vector<RawCell> cells;
    CodePointReader reader(text);
    const long long limit = options.geometry ? options.geometry->cellCount() : kMaxCells;
    bool plus = false;
    SourcePos plusPos;
    SourcePos end{lineNumber, firstColumn};
    while (!reader.atEnd()) {
        const SourcePos pos{lineNumber, firstColumn + reader.column() - 1};
        const char32_t c = reader.next();
        end = {lineNumber, pos.column + 1};
        if (isSpace(c)) {
            if (plus)
                return makeError(ParseErrorCode::UnexpectedSymbol, pos,
                                 "unexpected whitespace after '+': expected the given's symbol");
            continue;
        }
        if (c == U'+' && !plus) {
            plus = true;
            plusPos = pos;
            continue;
        }
        const bool blank = c == U'.' || c == U'0' || c == U'-';
        if (!isCellChar(c, options) || (plus && blank))
            return makeError(ParseErrorCode::UnexpectedSymbol, pos,
                             "unexpected " + quote(c) + ": expected "
                                 + (plus ? std::string("the given's symbol after '+'")
                                         : "a symbol, '+' and a symbol (a given) or a blank ('.', '0')"));
        cells.push_back(RawCell{c, plus ? plusPos : pos, plus});
        plus = false;
        if (static_cast<long long>(cells.size()) > limit)
            break;
    }
    if (plus)
        return makeError(ParseErrorCode::UnexpectedSymbol, end, "the grid ends after '+': expected the given's symbol");
    auto geometry = geometryForCount(static_cast<long long>(cells.size()), options, end, "cells");
    if (!geometry)
        return geometry.error();
    return buildPlainPuzzle(cells, geometry.value(), format, options, false);
}

// Columns of a line's fields split at ':', in code points.
struct Field {
    std::string_view text;
    int column;
};

std::vector<Field> splitFields(const TextLine& line)
{
    std::vector<Field> fields;
    CodePointReader reader(line.text);
    std::size_t start = 0;
    int startColumn = 1;
    while (!reader.atEnd()) {
        const int column = reader.column();
        const std::size_t offset = reader.offset();
        if (reader.next() == U':') {
            fields.push_back(Field{line.text.substr(start, offset - start), startColumn});
            start = offset + 1;
            startColumn = column + 1;
        }
    }
    fields.push_back(Field{line.text.substr(start), startColumn});
    return fields;
}

// ":code:digits:grid:deleted:eliminations:placements:extra:". Deleted
// candidates are "dRC" triples (digit, row, column) separated by spaces.
Result<ParsedPuzzle, ParseError> parseLibraryLine(const TextLine& line, const ParseOptions& options)
{
    const std::vector<Field> fields = splitFields(line);
    if (fields.size() < 5)
        return makeError(ParseErrorCode::TooFewCells, {line.number, int(line.text.size()) + 1},
                         "a HoDoKu library line has ':'-separated fields "
                         "\":technique:digits:grid:deleted candidates:...\"; found "
                             + std::to_string(fields.size()) + " fields");
    auto parsed = parsePlusGrid(fields[3].text, line.number, fields[3].column, PuzzleFormat::HoDoKuLibrary, options);
    if (!parsed)
        return parsed;
    ParsedPuzzle puzzle = std::move(parsed).value();
    Grid& grid = puzzle.grid;
    const int size = grid.size();
    if (size > 9)
        return makeError(ParseErrorCode::SizeMismatch, {line.number, fields[3].column},
                         "HoDoKu library lines hold 9x9 (or smaller) puzzles; found " + std::to_string(size) + "x"
                             + std::to_string(size));
    const std::string_view deleted = fields[4].text;
    for (std::size_t i = 0; i < deleted.size();) {
        if (deleted[i] == ' ') {
            ++i;
            continue;
        }
        std::size_t end = deleted.find(' ', i);
        if (end == std::string_view::npos)
            end = deleted.size();
        const std::string_view token = deleted.substr(i, end - i);
        const SourcePos pos{line.number, fields[4].column + int(i)};
        const auto value = [&](std::size_t k) { return token[k] >= '1' && token[k] <= '9' ? token[k] - '0' : 0; };
        if (token.size() != 3 || value(0) == 0 || value(0) > size || value(1) == 0 || value(1) > size
            || value(2) == 0 || value(2) > size)
            return makeError(ParseErrorCode::UnexpectedSymbol, pos,
                             "unexpected \"" + excerptForMessage(token)
                                 + "\" in the deleted candidates: expected digit, row and column (\"418\")");
        const int cell = grid.geometry().cellAt(value(1) - 1, value(2) - 1);
        if (grid.isEmpty(cell))
            grid.setCandidates(cell, grid.candidates(cell) & ~digitBit(value(0)));
        i = end;
    }
    puzzle.hasCandidates = true;
    puzzle.title = toValidUtf8(fields[1].text);
    return puzzle;
}

// The line's first word: a one-line grid is written without blanks, and
// text after it (a comment, a link with '+' in its base64) is no part of it.
std::string_view firstWord(std::string_view text)
{
    const auto start = text.find_first_not_of(" \t");
    if (start == std::string_view::npos)
        return {};
    const auto end = text.find_first_of(" \t", start);
    return text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
}

// A HoDoKu one-line grid: "+d" givens in the line's first word.
bool hasPlusGiven(std::string_view text)
{
    const std::string_view word = firstWord(text);
    for (std::size_t i = 0; i + 1 < word.size(); ++i)
        if (word[i] == '+' && word[i + 1] != '-' && word[i + 1] != '+')
            return true;
    return false;
}

bool startsWithColon(std::string_view text)
{
    for (char c : text) {
        if (c == ' ' || c == '\t')
            continue;
        return c == ':';
    }
    return false;
}

// A line of N*N whitespace-separated candidate groups ("grid_pm81"): at least
// one group of two or more symbols, none longer than N, and no blanks.
// With `anyCount`, a count that fits no puzzle will do too (at least 16
// groups, none longer than the side of a square that holds them): a line
// that does not read otherwise is then told it has too many or too few
// groups, not taken for a puzzle of other cells.
bool looksLikeCandidateLine(std::string_view text, const ParseOptions& options, int* tokenCount,
                            bool anyCount = false)
{
    long long tokens = 0;
    std::size_t longest = 0;
    std::size_t current = 0;
    bool blank = false;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        const char c = i < text.size() ? text[i] : ' ';
        if (c == ' ' || c == '\t') {
            if (current > 0) {
                ++tokens;
                longest = std::max(longest, current);
                if (tokens > kMaxCells)
                    return false;
            }
            current = 0;
            continue;
        }
        blank = blank || c == '.' || c == '-' || c == '|' || c == '+';
        // Count code points, not bytes, for custom alphabets.
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80)
            ++current;
    }
    if (blank || longest < 2 || (anyCount ? tokens < 16 : !acceptableCount(tokens, options)))
        return false;
    long long size = 1;
    while (size * size < tokens)
        ++size;
    if (static_cast<long long>(longest) > size)
        return false;
    *tokenCount = int(tokens);
    return true;
}

} // namespace

Result<ParsedPuzzle, ParseError> parseSingleLine(const TextLine& line, const ParseOptions& options)
{
    if (auto invalid = invalidUtf8Error({line}))
        return *invalid;
    int tokens = 0;
    if (looksLikeSudokuPad(line.text))
        return parseSudokuPadLine(line, options);
    if (looksLikeFPuzzles(line.text))
        return parseFPuzzlesLine(line, options);
    if (looksLikeKillerLine(line.text))
        return parseKillerLine(line, options);
    if (looksLikeShapeLine(line.text))
        return parseShapeLine(line, options);
    if (looksLikeCountedLine(line.text))
        return parseCountedLine(line, options);
    if (looksLikeSoloGameId(line.text))
        return parseSoloGameId(line, options);
    if (startsWithColon(line.text))
        return parseLibraryLine(line, options);
    if (hasPlusGiven(line.text)) {
        const std::string_view grid = firstWord(line.text);
        // Only blanks come before it: its column is its byte offset.
        return parsePlusGrid(grid, line.number, int(grid.data() - line.text.data()) + 1, PuzzleFormat::PlusGivens,
                             options);
    }
    if (looksLikeCandidates729(line.text) && (!options.geometry || options.geometry->size() == 9))
        return parseCandidates729(line, options);
    if (looksLikeCandidateLine(line.text, options, &tokens))
        return parseCandidateLines({line}, options);
    auto plain = parseLinePuzzle(line, options);
    // 82 candidate groups read as cells made a 12x12 puzzle of the first 16
    // and a clash with r1c10; the error the reader needs is the count.
    if (!plain && looksLikeCandidateLine(line.text, options, &tokens, true))
        return parseCandidateLines({line}, options);
    return plain;
}

namespace {

// "{" (and blanks) with no closing "}" on the line: the start of JSON written
// over several lines, read as a whole.
bool startsJsonOnly(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t");
    const auto last = text.find_last_not_of(" \t");
    return first != std::string_view::npos && text[first] == '{' && text[last] != '}';
}

} // namespace

bool isWholeLinePuzzle(const TextLine& line, const ParseOptions& options, int* cellCount)
{
    // A frame line (".-----.-----.") is made of blanks too; taking it for an
    // empty puzzle would split every bordered grid into lines. The cost: a file
    // of empty puzzles written with '-' blanks reads as one text.
    if (line.text.size() <= kMaxGridLineBytes && isBorderLine(decodeUtf8(line.text))) {
        *cellCount = 0;
        return false;
    }
    if (startsWithColon(line.text) || hasPlusGiven(line.text) || looksLikeCandidates729(line.text)) {
        *cellCount = 81;
        return true;
    }
    // A killer line or Solo ID is a whole puzzle of any size; the count only
    // matters for telling K lines of K cells from a K x K grid, which these
    // lines never are.
    if (looksLikeKillerLine(line.text) || looksLikeSoloGameId(line.text) || looksLikeCountedLine(line.text)
        || looksLikeShapeLine(line.text) || looksLikeSudokuPad(line.text)
        || (looksLikeFPuzzles(line.text) && !startsJsonOnly(line.text))) {
        *cellCount = 1;
        return true;
    }
    if (looksLikeCandidateLine(line.text, options, cellCount))
        return true;
    const LineScan scan = scanLine(line, options);
    *cellCount = int(scan.chosen);
    return scan.chosen > 0;
}

} // namespace pm::formats

namespace pm {

std::string writeLine(const Grid& grid, const Alphabet& alphabet, const WriteOptions& options)
{
    std::string text;
    text.reserve(std::size_t(grid.cellCount()));
    const std::string blank = encodeUtf8(options.blank);
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        text += grid.isEmpty(cell) ? blank : alphabet.symbolUtf8(grid.value(cell));
    return text;
}

std::string writePlusGivens(const Grid& grid, const Alphabet& alphabet)
{
    std::string text;
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        if (grid.isEmpty(cell)) {
            text += '.';
            continue;
        }
        if (grid.isGiven(cell))
            text += '+';
        text += alphabet.symbolUtf8(grid.value(cell));
    }
    return text;
}

std::string_view formatKey(PuzzleFormat format)
{
    switch (format) {
    case PuzzleFormat::Line: return "line";
    case PuzzleFormat::Grid: return "grid";
    case PuzzleFormat::SadMan: return "sadman";
    case PuzzleFormat::SimpleSudoku: return "simple-sudoku";
    case PuzzleFormat::Candidates729: return "candidates-729";
    case PuzzleFormat::CandidateGrid: return "candidate-grid";
    case PuzzleFormat::PlusGivens: return "plus-givens";
    case PuzzleFormat::HoDoKuLibrary: return "hodoku-library";
    case PuzzleFormat::Killer: return "killer";
    case PuzzleFormat::SoloGameId: return "solo-game-id";
    case PuzzleFormat::Counted: return "counted";
    case PuzzleFormat::ShapeLine: return "shape-line";
    case PuzzleFormat::FPuzzles: return "f-puzzles";
    case PuzzleFormat::HoDoKuGame: return "hodoku-game";
    case PuzzleFormat::SudokuPad: return "sudokupad";
    }
    return "unknown";
}

} // namespace pm
