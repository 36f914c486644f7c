// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alphabet.h"
#include "core/grid.h"
#include "core/puzzle_notes.h"
#include "core/result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pm {

// The text formats Pencilmark reads and writes.
enum class PuzzleFormat {
    Line,          // N*N symbols on one line; '.', '0' (when not a symbol) or '-' blank
    Grid,          // N lines of N symbols, with or without '|', '-', '+' box separators
    SadMan,        // SadMan Software .sdk: [Puzzle] section or bare 9 lines, '.' blanks, '#' header lines
    SimpleSudoku,  // Simple Sudoku .ss: 9 lines with '|' and '-' separators, '.' or 'X' blanks
    Candidates729, // 9x9: 729 characters, 9 per cell, the digit where a candidate is on, '.'/'0' where off
    CandidateGrid, // candidates per cell as digit groups: "| 1367 2 45 |" (HoDoKu, SudokuWiki), or
                   // N*N whitespace-separated groups on one or more lines
    PlusGivens,    // HoDoKu's one-line grid: "+d" a given, "d" a placed value, '.' or '0' empty
    HoDoKuLibrary, // a HoDoKu regression-library line ":code:digits:<PlusGivens grid>:<deleted candidates>:...";
                   // candidates are the auto pencil marks minus the deleted ones ("dRC": digit, row, column)
    Killer,        // Pencilmark's killer line "killer <givens> <cage map> <sums>" (core/formats/killer_formats.md)
    SoloGameId,    // Simon Tatham's Solo game ID "3x3k:<givens>,<cages>,<sums>" (core/formats/killer_formats.md)
    Counted,       // a counted shape: "multifour <144 cells>" or "doublenine <324 cells>", symbols 1-4 / 1-9
    ShapeLine,     // Pencilmark's shape line "sudoku size=N [box=RxC] [variants=…] [regions=…] [symbols=…] <puzzle>"
    FPuzzles,      // f-puzzles' JSON, or packed in an f-puzzles link / string ("N4Ig..."): givens,
                   // jigsaw regions, X, killer cages, windows, centre-dot (core/formats/fpuzzles_format.cpp)
    HoDoKuGame,    // HoDoKu's saved game (.hsol: a ZIP of Java's XMLEncoder record, or that XML unpacked):
                   // givens, placed values, candidates (core/formats/hodoku_game.cpp)
    SudokuPad,     // SudokuPad's SCL puzzle in a link or id ("https://sudokupad.app/scl…", "ctc…"): givens,
                   // regions, notes, the rules told from its drawings (core/formats/sudokupad_format.cpp)
};

// A stable lower-case key for a format ("line", "candidate-grid"), for logs and the CLI.
std::string_view formatKey(PuzzleFormat format);

enum class ParseErrorCode {
    Empty,              // no puzzle in the text
    UnexpectedSymbol,   // a character that is neither a symbol, a blank nor a separator here
    TooFewCells,
    TooManyCells,
    RaggedRows,         // a grid's rows differ in length
    UnknownSize,        // cell count is not a square of a supported size
    SizeMismatch,       // the text does not fit the geometry the caller gave
    EmptyCandidates,    // a cell with no candidate at all
    Clash,              // two clues in one house hold the same digit (cellA/cellB set)
    TooLarge,           // input beyond the supported limits
    Ambiguous,          // the text reads two ways (e.g. '0' as blank or as a symbol): pass an alphabet
    CageMap,            // a killer cage map that is malformed: wrong length, a stray character,
                        // a cage too big, cage edges that do not fit the grid
    CageSum,            // killer sums that do not fit the cages: missing, extra, not a number,
                        // or out of reach for the cage's size
    Unsupported,        // a rule Pencilmark does not play (an f-puzzles thermometer, one diagonal alone),
                        // named in the message: a puzzle is never read without one of its rules
    RegionMap,          // a jigsaw map that holds no grid, or that a caller's bounded checks could not
                        // settle (pencilmark-cli refuses to search a puzzle on it without end)
};

struct ParseError {
    ParseErrorCode code;
    int line = 0;   // 1-based; 0 when not tied to a place
    int column = 0; // 1-based, in characters (code points)
    std::string message; // English: what was found and what was expected
    int cellA = -1; // Clash: the two cells
    int cellB = -1;
};

// The default bound of ParseOptions::unsettledMapNodes (the app's too:
// core/solver/map_judgement.h's kUnsettledMapNodes is this).
constexpr std::uint64_t kDefaultUnsettledMapNodes = std::uint64_t(1) << 18;

struct ParseOptions {
    // The geometry to read into; when empty, the size is inferred from the
    // number of cells (16 -> 4x4 with 2x2 boxes, 36 -> 6x6 with 2x3, 81 -> 9x9 ...).
    std::shared_ptr<const Geometry> geometry;
    // The symbols; when empty, the standard alphabet of the size, with a
    // zero-based alphabet ("0-F") detected when the text uses one.
    std::optional<Alphabet> alphabet;
    // Report clashing clues as a ParseError (Clash) instead of reading them.
    bool rejectClashes = true;
    // Jigsaw regions for a puzzle whose size is read from its text (geometry
    // empty): a region id per cell, as GeometrySpec::regions, made into a
    // geometry once the cell count is known; a map that does not fit the
    // puzzle is a SizeMismatch naming both sizes. For a caller that cannot
    // tell the size from the map alone (a map of 82 entries fits no puzzle,
    // but only the puzzle says that 81 were expected). Last, so that
    // brace-initialised options ({geometry, alphabet, false}) keep their order.
    std::vector<int> regions;
    // How far a command may search a puzzle on a jigsaw map that the map
    // checks can neither prove to hold a grid nor rule out (core/solver/
    // map_judgement.h); 0: without a bound. The readers carry it; the
    // command that reads applies it (app/cli/map_judge.h).
    std::uint64_t unsettledMapNodes = kDefaultUnsettledMapNodes;
    // An f-puzzles puzzle with rules Pencilmark does not know (a nabner
    // line ...) that carries its solution is read, not refused: the rules
    // are named in ParsedPuzzle::unknownRules, their members kept as
    // drawings, the solution in ParsedPuzzle::solution. For the app, which
    // plays such a puzzle against that solution as SudokuPad does; never for
    // a command that solves or counts (it would answer without the rule).
    bool unknownRulesWithSolution = false;
};

struct ParsedPuzzle {
    Grid grid;              // values (clues marked given), candidates when the format had them
    Alphabet alphabet;      // the alphabet the text used
    PuzzleFormat format;    // what was detected
    bool hasCandidates = false; // the text gave pencil marks (Candidates729, CandidateGrid)
    std::string title;      // a name or comment found in the file, if any
    std::string author = {}; // f-puzzles "author", if any
    std::string rules = {};  // f-puzzles "ruleset": the rules text as the setter wrote it
    std::vector<Drawing> drawings = {}; // f-puzzles' cosmetics: lines, shapes and text without a rule
    // With ParseOptions::unknownRulesWithSolution: the f-puzzles names of the
    // rules not known, and the solution the puzzle carries (N*N digits).
    std::vector<std::string> unknownRules = {};
    std::vector<std::uint8_t> solution = {};
};

// Reads one puzzle in any supported format, detecting which.
Result<ParsedPuzzle, ParseError> parsePuzzle(std::string_view text, const ParseOptions& options = {});

// One entry of a puzzle file: the puzzle or the error, with the 1-based line
// it started on.
struct PuzzleFileEntry {
    int line;
    Result<ParsedPuzzle, ParseError> puzzle;
};

// Reads a file of puzzles: one per line (text after the N*N symbols, such as a
// rating, is ignored), or a single multi-line grid / file format. '#' comment
// lines and blank lines are skipped.
std::vector<PuzzleFileEntry> parsePuzzleFile(std::string_view text, const ParseOptions& options = {});

// JSON that is an f-puzzles puzzle (an object with "size" and "grid"), not
// a Pencilmark saved game: for callers that open both.
bool isFPuzzlesJson(std::string_view text);

struct WriteOptions {
    char32_t blank = U'.';
};

// Writers. Each produces text that parsePuzzle reads back to the same grid.
std::string writeLine(const Grid& grid, const Alphabet& alphabet, const WriteOptions& options = {});
std::string writeGrid(const Grid& grid, const Alphabet& alphabet, bool boxSeparators, const WriteOptions& options = {});
std::string writeSadMan(const Grid& grid, const Alphabet& alphabet);
std::string writeSimpleSudoku(const Grid& grid, const Alphabet& alphabet);
std::string writeCandidates729(const Grid& grid);
// Precondition: every empty cell has at least one candidate. An empty cell with a
// single candidate reads back as a solved cell: the format cannot tell them apart.
std::string writeCandidateGrid(const Grid& grid, const Alphabet& alphabet);
// HoDoKu's one-line grid: keeps givens apart from placed values.
std::string writePlusGivens(const Grid& grid, const Alphabet& alphabet);
// Pencilmark's killer line: "killer <givens> <cage map> <sums>". The grid's
// geometry may have no cages (an empty map of '.').
std::string writeKiller(const Grid& grid, const Alphabet& alphabet);
// A counted shape's line ("multifour <givens>", "doublenine <givens>"):
// nothing for a geometry that is neither MultiFour nor DoubleNine.
std::optional<std::string> writeCounted(const Grid& grid, const Alphabet& alphabet);
// Solo's game ID ("3x3k:..."): nothing when Solo cannot hold the puzzle
// (centre-dot or windows, a killer with cells in no cage).
std::optional<std::string> writeSoloGameId(const Grid& grid);
// What keeps f-puzzles from holding a shape, so a caller can say why before
// writing: its grids go up to kFPuzzlesLargestSize, and its rows and columns
// hold each digit once (no counted shapes). Nothing when it holds the shape.
enum class FPuzzlesLimit { TooLarge, CountedHouses };
inline constexpr int kFPuzzlesLargestSize = 16;
std::optional<FPuzzlesLimit> fPuzzlesLimit(const Geometry& geometry);
// f-puzzles' JSON ({"size":9,"grid":[[...]],...}): givens, entries, regions
// when not the usual boxes, both diagonals, windows and centre-dot as extra
// regions, killer cages. Nothing for what f-puzzles cannot hold
// (fPuzzlesLimit). Marks are not written.
// With notes, their title, author and rules text as f-puzzles' "title",
// "author" and "ruleset".
std::optional<std::string> writeFPuzzles(const Grid& grid, const PuzzleNotes& notes = {});
// HoDoKu's saved game (.hsol, binary: a ZIP archive): givens, placed values
// and the candidates of empty cells, for a classic 9x9 grid; nothing for
// any other shape.
std::optional<std::string> writeHoDoKuGame(const Grid& grid);
// The same JSON packed into an f-puzzles link: "https://f-puzzles.com/?load=N4Ig...".
std::optional<std::string> writeFPuzzlesLink(const Grid& grid, const PuzzleNotes& notes = {});
// The same packed JSON as a SudokuPad link, which SudokuPad opens as the
// f-puzzles puzzle it is: "https://sudokupad.app/fpuzzlesN4Ig...".
std::optional<std::string> writeSudokuPadLink(const Grid& grid, const PuzzleNotes& notes = {});
// Pencilmark's shape line: the size, box shape or jigsaw regions, variants,
// counted shape and symbols, then the givens (a killer line for cages):
// "sudoku size=9 variants=x regions=111222333… .4..7…". Reads back as the
// same puzzle whatever its shape.
std::string writeShapeLine(const Grid& grid, const Alphabet& alphabet);

// A jigsaw's region map as written (a shape line's regions=, generate's map
// column): one character per cell, region 0 as '1', then 2-9, A-Z, a-z, '@',
// '#' and '%' (64 labels, one for each region of the largest grid).
std::string writeRegionMap(const Geometry& geometry);
// One line that reads back as the same puzzle, shape and all: a plain line, a
// killer line or a counted shape's line where those hold everything, else
// the shape line.
std::string writePuzzleLine(const Grid& grid, const Alphabet& alphabet);

} // namespace pm
