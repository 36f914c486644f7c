// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared pieces of the format readers and writers; not part of the public API.

#include "core/formats/puzzle_format.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pm::formats {

constexpr int kMaxCells = Geometry::kMaxSize * Geometry::kMaxSize;
// A multi-line puzzle never needs more lines than this (64 rows, their borders
// and some slack); past it the text is refused instead of being collected.
constexpr int kMaxGridLines = 4 * Geometry::kMaxSize + 16;
// Longest line a multi-line format decodes: a 64x64 candidate grid row is about
// 64 * 66 characters, so this leaves room for padding while bounding memory.
constexpr std::size_t kMaxGridLineBytes = 1u << 16;

struct SourcePos {
    int line = 0;
    int column = 0;
};

struct TextLine {
    std::string_view text; // without the line break
    int number = 0;        // 1-based
};

// Splits text into lines ('\n', "\r\n" or '\r') without copying.
class LineReader {
public:
    explicit LineReader(std::string_view text);
    bool next(TextLine& line);

private:
    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_number = 0;
};

// Reads the code points of a line one at a time, so a huge line is never
// decoded as a whole. A byte that does not start valid UTF-8 (strictly: no
// overlong forms, no surrogates, see core/utf8.h) reads as
// kInvalidUtf8Base + the byte, which no reader takes for a cell, and counts
// one column, which keeps columns defined for any byte sequence.
class CodePointReader {
public:
    explicit CodePointReader(std::string_view text) : m_text(text) {}
    bool atEnd() const { return m_pos >= m_text.size(); }
    char32_t next();
    int column() const { return m_column; } // 1-based column of the next code point
    std::size_t offset() const { return m_pos; } // byte offset of the next code point

private:
    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_column = 1;
};

bool isSpace(char32_t c);
// A line of a grid's frame: only '-', '=', '+', '*', ':', '\'', '.', '|' and
// whitespace, with at least one '-' or '='. ("+---+---+", "*-----------*",
// ".-------.", "-----------"). A row of '-' blanks looks the same; the grid
// reader takes such lines back as rows when the row count says so.
bool isBorderLine(std::u32string_view line);
bool isBlankLine(std::string_view text);
// '#' as the first non-blank character.
bool isCommentLine(std::string_view text);
bool isAsciiDigit(char32_t c);
bool isAsciiLetter(char32_t c);
// A character that can stand for a cell before the alphabet is known: ASCII
// letters and digits, the blanks '.' and '-', and any symbol of a caller's alphabet.
bool isCellChar(char32_t c, const ParseOptions& options);

// "'x'", or a code point description for invisible or invalid characters.
std::string quote(char32_t c);
// The first byte of the lines that is not valid UTF-8, as the error a reader
// gives for it (line and column in characters), or nothing.
std::optional<ParseError> invalidUtf8Error(const std::vector<TextLine>& lines);
std::string cellName(const Geometry& geometry, int cell); // "r3c7"
std::string houseName(const House& house);                // "row 3", "box 5"

// N for the cell counts Pencilmark detects (16 -> 4, 36 -> 6, 81 -> 9, ...), 0 otherwise.
int sizeForCellCount(long long count);
// The geometry for a size, boxes of GeometrySpec::forSize; 9 shares Geometry::classic().
std::shared_ptr<const Geometry> geometryForSize(int size);

ParseError makeError(ParseErrorCode code, SourcePos pos, std::string message);
// The geometry for `count` cells: the caller's (SizeMismatch when it differs) or
// the detected one (TooFewCells / TooManyCells / UnknownSize / TooLarge).
// `what` names the things counted ("cells", "candidate groups"); `at` is where
// the error points.
Result<std::shared_ptr<const Geometry>, ParseError> geometryForCount(long long count, const ParseOptions& options,
                                                                     SourcePos at, const char* what);

// The symbols as ranges: "1-9A-G".
std::string symbolRange(const Alphabet& alphabet);
// Text for "expected ..." parts of messages: "a digit 1-9", "a symbol 1-9A-G".
std::string describeSymbols(const Alphabet& alphabet);
// "a digit 1-9, a blank ('.', '0', '-')" for the alphabet and blanks in use.
std::string describeExpectedCell(const Alphabet& alphabet, bool zeroIsBlank);

// A cell as written, before the alphabet is known.
struct RawCell {
    char32_t symbol;
    SourcePos pos;
    bool given = true;
};

// Maps raw cells to a grid: detects the alphabet, sets clues (givens unless
// the cell says otherwise), fills candidates and checks clashes.
// allowXBlank: 'X'/'x' read as blanks when they are not symbols (Simple Sudoku).
Result<ParsedPuzzle, ParseError> buildPlainPuzzle(const std::vector<RawCell>& cells,
                                                  std::shared_ptr<const Geometry> geometry, PuzzleFormat format,
                                                  const ParseOptions& options, bool allowXBlank);

// A group of candidates as written, one per cell.
struct CandidateToken {
    std::u32string symbols;
    SourcePos pos;
};

// Maps candidate tokens to a grid: a token of one symbol is a solved cell.
Result<ParsedPuzzle, ParseError> buildCandidatePuzzle(const std::vector<CandidateToken>& tokens,
                                                      std::shared_ptr<const Geometry> geometry, PuzzleFormat format,
                                                      const ParseOptions& options);

// A Clash error for the first pair of equal values in a house (ordered by the
// later cell), or nothing. positions: where each cell was written.
std::optional<ParseError> findClash(const Grid& grid, const Alphabet& alphabet,
                                    const std::vector<SourcePos>& positions);

// The readers, each for text already known to be in its format.
// One line: Line, PlusGivens, HoDoKuLibrary, Candidates729 or a one-line CandidateGrid.
Result<ParsedPuzzle, ParseError> parseSingleLine(const TextLine& line, const ParseOptions& options);
// True when the line holds a whole puzzle on its own (a file of one puzzle per
// line); cellCount receives how many cells it has.
bool isWholeLinePuzzle(const TextLine& line, const ParseOptions& options, int* cellCount);
Result<ParsedPuzzle, ParseError> parseCandidates729(const TextLine& line, const ParseOptions& options);
bool looksLikeCandidates729(std::string_view text);
// Candidate groups split by whitespace and '|' over one or more lines;
// border lines are skipped.
Result<ParsedPuzzle, ParseError> parseCandidateLines(const std::vector<TextLine>& lines, const ParseOptions& options);
// Multi-line text whose structure says "candidate grid" (see candidate_formats.cpp).
bool looksLikeCandidateGrid(const std::vector<TextLine>& lines);
// A multi-line grid of symbols (Grid, SimpleSudoku, bare SadMan).
Result<ParsedPuzzle, ParseError> parseTextGrid(const std::vector<TextLine>& lines, const ParseOptions& options,
                                               bool sadManHeaders);
// "[Puzzle]", "[State]": a SadMan section line.
bool isSectionHeader(std::string_view text);
// A SadMan file with sections: [Puzzle] is read, other sections skipped.
Result<ParsedPuzzle, ParseError> parseSadManSections(const std::vector<TextLine>& lines, const ParseOptions& options);

// Pencilmark's killer line ("killer <givens> <map> <sums>").
// A whitespace-separated token of a line and its 1-based column (columns
// count code points).
struct Token {
    std::string_view text;
    int column; // 1-based; tokens are ASCII up to the givens, which may not be
};
std::vector<Token> splitTokens(std::string_view text);

bool looksLikeKillerLine(std::string_view text);
Result<ParsedPuzzle, ParseError> parseKillerLine(const TextLine& line, const ParseOptions& options);
// Counted shapes ("multifour <givens>", "doublenine <givens>").
bool looksLikeCountedLine(std::string_view text);
// Pencilmark's shape line "sudoku size=N [keys] <puzzle>" (shape_line.cpp).
bool looksLikeShapeLine(std::string_view text);
Result<ParsedPuzzle, ParseError> parseShapeLine(const TextLine& line, const ParseOptions& options);
Result<ParsedPuzzle, ParseError> parseCountedLine(const TextLine& line, const ParseOptions& options);
// Solo's game ID ("<c>x<r>[x][k]:<description>" or "<n>j[x][k]:...", the
// full parameters with a symmetry and difficulty too).
bool looksLikeSoloGameId(std::string_view text);
Result<ParsedPuzzle, ParseError> parseSoloGameId(const TextLine& line, const ParseOptions& options);
// The puzzle of `grid` in a geometry with `cages` added: CageMap / CageSum
// errors name the cage by its number (cages in the order of the text) and
// point at cagePositions[k], where the text wrote cage k; a Clash, when two
// clues of a cage are equal and clashes are rejected, points at cellPositions.
Result<ParsedPuzzle, ParseError> withCages(ParsedPuzzle puzzle, std::vector<Cage> cages,
                                           const std::vector<SourcePos>& cellPositions,
                                           const std::vector<SourcePos>& cagePositions, const ParseOptions& options);

// f-puzzles: a line with a link, a packed string or one-line JSON; and JSON
// text starting at `origin` (multi-line JSON read as a whole).
bool looksLikeFPuzzles(std::string_view text);
// HoDoKu's .hsol: a ZIP archive, or the XML document it holds.
bool looksLikeHoDoKuGame(std::string_view bytes);
Result<ParsedPuzzle, ParseError> parseHoDoKuGame(std::string_view bytes, const ParseOptions& options);
Result<ParsedPuzzle, ParseError> parseFPuzzlesLine(const TextLine& line, const ParseOptions& options);
Result<ParsedPuzzle, ParseError> parseFPuzzlesJson(std::string_view json, SourcePos origin, const ParseOptions& options);
// SudokuPad: a line with a link or a bare id of an SCL puzzle ("scl…",
// "ctc…"), or any sudokupad.app link but an f-puzzles one, so that a short
// link gets its own error.
bool looksLikeSudokuPad(std::string_view text);
Result<ParsedPuzzle, ParseError> parseSudokuPadLine(const TextLine& line, const ParseOptions& options);

// The whole text as one puzzle (parsePuzzle without the line collection).
Result<ParsedPuzzle, ParseError> parseContentLines(const std::vector<TextLine>& lines,
                                                   const std::vector<TextLine>& comments, const ParseOptions& options);

} // namespace pm::formats
