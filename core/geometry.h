// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/constraints/constraint.h"
#include "core/result.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace pm {

// Extra houses a variant adds on top of rows, columns and boxes. Flags, so
// that variants combine ("X + windows").
enum class Variant : unsigned {
    None = 0,
    Diagonals = 1u << 0, // X-Sudoku: both main diagonals
    CentreDot = 1u << 1, // the centre cell of every box (box sides odd)
    Windows = 1u << 2,   // hyper / windoku: boxes offset by one cell
};
constexpr Variant operator|(Variant a, Variant b) { return Variant(unsigned(a) | unsigned(b)); }
constexpr Variant operator&(Variant a, Variant b) { return Variant(unsigned(a) & unsigned(b)); }
constexpr bool hasVariant(Variant set, Variant v) { return (unsigned(set) & unsigned(v)) != 0; }

enum class HouseKind { Row, Column, Box, Region, Diagonal, AntiDiagonal, CentreDot, Window };

// A house (unit): cells that hold every symbol exactly `count` times. On
// every Latin-square shape that is N cells holding each of N symbols once;
// counted shapes (MultiFour, DoubleNine) have rows and columns longer than
// the alphabet, holding each symbol count > 1 times.
struct House {
    HouseKind kind;
    int index; // 0-based within its kind (row 0, box 3, window 1, ...)
    std::vector<int> cells;
    int count = 1;
};

// A killer cage: orthogonally connected cells whose digits are distinct and
// add up to `sum`. Unlike a house it need not hold every digit, so it is not
// a House; its cells are peers of one another all the same.
struct Cage {
    std::vector<int> cells; // ascending in a created Geometry
    int sum = 0;

    bool operator==(const Cage&) const = default;
};

// The smallest and largest sum of `cellCount` distinct digits 1..size.
constexpr int minCageSum(int cellCount) { return cellCount * (cellCount + 1) / 2; }
constexpr int maxCageSum(int cellCount, int size) { return cellCount * (2 * size - cellCount + 1) / 2; }

// What a caller asks for; Geometry::create checks it.
struct GeometrySpec {
    int size = 9;     // N: symbols, rows, columns
    int boxRows = 3;  // box shape r x c with r * c == N; ignored when regions is set
    int boxCols = 3;
    std::vector<int> regions; // jigsaw: N*N region ids 0..N-1, N cells each; empty = boxes
    Variant variants = Variant::None;
    // Killer cages; cells in no cage are allowed (a partial killer). Part of
    // the spec, so equality (and the solver's per-geometry cache) sees them.
    std::vector<Cage> cages = {};
    // Variant constraints (thermometers, arrows, anti-knight ...; see
    // core/constraints/constraint.h), in the order written. Part of the spec
    // for the same reason as the cages.
    std::vector<Constraint> constraints = {};
    // Counted houses (the generation paper's MultiFour and DoubleNine): the
    // alphabet has `symbols` symbols (0: size) and each appears `lineCount`
    // times in every row and column, so size == symbols * lineCount. Boxes,
    // if any (boxRows * boxCols == symbols), hold each symbol once; 0 x 0
    // means none. Counted shapes take no jigsaw, variant or cage.
    int symbols = 0;
    int lineCount = 1;

    static GeometrySpec classic() { return {}; }
    // 12x12, symbols 1-4, each three times in every row and column, no boxes.
    static GeometrySpec multiFour();
    // 18x18, symbols 1-9, each twice in every row and column and once in
    // each of the 36 3x3 sections.
    static GeometrySpec doubleNine();
    // The usual box shape for a size: the most square r x c with r <= c
    // (6 -> 2x3, 8 -> 2x4, 12 -> 3x4). Sizes without one (primes) get no boxes
    // possible: boxRows is 0 then and create() refuses it unless regions are given.
    static GeometrySpec forSize(int size);

    bool operator==(const GeometrySpec&) const = default;
};

enum class GeometryErrorCode {
    SizeOutOfRange,     // N outside 1..kMaxSize
    BoxShapeMismatch,   // boxRows * boxCols != N
    RegionMapSize,      // regions has not N*N entries
    RegionIdOutOfRange, // a region id outside 0..N-1
    RegionWrongCellCount,
    CentreDotNeedsOddBoxes,
    WindowsNeedBoxes,
    CageEmpty,            // a cage without cells
    CageCellOutOfRange,   // a cage cell outside 0..N*N-1
    CageOverlap,          // a cell in two cages (or twice in one)
    CageNotConnected,     // a cage's cells are not orthogonally connected
    CageTooLarge,         // more cells than digits: they cannot be distinct
    CageSumOutOfRange,    // no set of distinct digits of that many cells has that sum
    CountedShapeMismatch, // symbols * lineCount != size, or a counted shape with extras
    ConstraintInvalid,    // a variant constraint with cells outside the grid, a line that jumps ...
};

struct GeometryError {
    GeometryErrorCode code;
    std::string message; // English detail for logs and the CLI; the UI words it from code
    // The cage the error is about, as an index into GeometrySpec::cages (the
    // later one for an overlap); -1 when it is about no cage. Readers use it
    // to point at the cage where their text wrote it.
    int cage = -1;
    // The same for a variant constraint, as an index into GeometrySpec::constraints.
    int constraint = -1;
};

// The shape of a puzzle: N symbols, N*N cells, the houses and every cell's peers.
// Built once, immutable, shared between grids through shared_ptr.
class Geometry {
public:
    static constexpr int kMaxSize = 64; // candidates of a cell fit one uint64_t

    static Result<std::shared_ptr<const Geometry>, GeometryError> create(const GeometrySpec& spec);
    // Shared instance of the classic 9x9 geometry.
    static std::shared_ptr<const Geometry> classic();

    // The side of the grid: rows, columns and, except on counted shapes,
    // the number of symbols.
    int size() const { return m_size; }
    int cellCount() const { return m_size * m_size; }
    // The symbols 1..symbolCount() a cell can hold: size() except on counted
    // shapes (MultiFour: 4 symbols on a 12x12 grid).
    int symbolCount() const { return m_symbols; }
    // How often each symbol appears in a row or column: 1 on Latin squares.
    int lineCount() const { return m_lineCount; }
    // Rows and columns hold each symbol more than once (MultiFour, DoubleNine):
    // "only one place left" reasoning does not hold in them.
    bool isCounted() const { return m_lineCount > 1; }
    int boxRows() const { return m_boxRows; } // 0 for jigsaw and boxless counted shapes
    int boxCols() const { return m_boxCols; }
    bool isJigsaw() const { return m_jigsaw; }
    Variant variants() const { return m_variants; }
    // Plain 9x9 with 3x3 boxes, no extra houses, no cages and no variant
    // constraints: the fast solver's case.
    bool isClassic9() const;
    // Killer cages (cells ascending, as validated by create()).
    bool hasCages() const { return !m_cages.empty(); }
    const std::vector<Cage>& cages() const { return m_cages; }
    // The cage holding a cell, -1 when none.
    int cageOf(int cell) const { return m_cageOf.empty() ? -1 : m_cageOf[cell]; }
    const GeometrySpec& spec() const { return m_spec; }
    // Variant constraints beyond houses and cages (thermometers, arrows ...).
    bool hasConstraints() const { return !m_spec.constraints.empty(); }
    const std::vector<Constraint>& constraints() const { return m_spec.constraints; }

    int row(int cell) const { return cell / m_size; }
    int column(int cell) const { return cell % m_size; }
    int cellAt(int row, int column) const { return row * m_size + column; }
    // The box (or jigsaw region) holding a cell; 0 everywhere on a shape
    // without boxes (MultiFour).
    int regionOf(int cell) const { return m_regionOf[cell]; }

    const std::vector<House>& houses() const { return m_houses; }
    const std::vector<int>& housesOf(int cell) const { return m_housesOf[cell]; }
    // Every other cell sharing at least one house or a cage with this one,
    // ascending. Houses of count > 1 make no peers: two cells of a MultiFour
    // row may hold the same symbol.
    const std::vector<int>& peers(int cell) const { return m_peers[cell]; }
    bool arePeers(int a, int b) const;
    // Cell sets as bit words (cell i is bit i%64 of word i/64), for the logic
    // solver's set algebra: wordCount() words per set.
    int wordCount() const { return m_peerWords; }
    const std::uint64_t* peerWords(int cell) const { return &m_peerBits[size_t(cell) * m_peerWords]; }
    const std::uint64_t* houseWords(int house) const { return &m_houseBits[size_t(house) * m_peerWords]; }

    // A short description for messages: "9x9 (3x3 boxes)", "9x9 jigsaw, X", "9x9 (3x3 boxes), killer".
    std::string describe() const;

private:
    Geometry() = default;

    // The steps of create(), in order; each check returns the first thing
    // wrong with the spec.
    static std::optional<GeometryError> checkSizeAndCounts(const GeometrySpec& spec);
    std::optional<GeometryError> assignRegions(const GeometrySpec& spec); // boxes, or a jigsaw's map
    std::optional<GeometryError> checkVariantsFit(const GeometrySpec& spec) const;
    void addHouses(const GeometrySpec& spec);  // lines, boxes or regions, variant houses
    void computePeers();                       // houses of each cell, peer lists and bit sets

    int m_size = 0;
    int m_symbols = 0;
    int m_lineCount = 1;
    int m_boxRows = 0;
    int m_boxCols = 0;
    bool m_jigsaw = false;
    Variant m_variants = Variant::None;
    GeometrySpec m_spec;
    std::vector<int> m_regionOf;
    std::vector<House> m_houses;
    std::vector<Cage> m_cages;
    std::vector<int> m_cageOf; // per cell; empty when there are no cages
    std::vector<std::vector<int>> m_housesOf;
    std::vector<std::vector<int>> m_peers;
    std::vector<std::uint64_t> m_peerBits;  // cellCount x words
    std::vector<std::uint64_t> m_houseBits; // houses x words
    int m_peerWords = 0;
};

} // namespace pm
