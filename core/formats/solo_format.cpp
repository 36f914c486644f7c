// SPDX-License-Identifier: GPL-3.0-or-later
// Simon Tatham's Solo game IDs (sgt-solo, the Portable Puzzle Collection):
// "<params>:<description>", read and written for plain, X, jigsaw and killer
// puzzles. The layout, as Solo documents and prints it (killer_formats.md
// has examples):
//   params       "<r>x<c>" (boxes r rows high, c columns wide: Solo's 6x6
//                "2x3" has boxes of 2 rows, as Pencilmark's --box 2x3) or "<n>j"
//                (jigsaw of size n), then 'x' for X (both diagonals), 'k'
//                for killer; Solo's save files add how the puzzle was
//                generated, which says nothing about the puzzle and which
//                Solo too ignores when reading an ID: a symmetry ('a' none,
//                "r2" "r4" rotations, "m2" "md2" "m4" "md4" "m8" mirrors)
//                and a difficulty ('d' and one of t b i a e u): "3x3kdi",
//                "3x3kar2du"
//   description  givens [ ',' jigsaw regions ] [ ',' killer cages ',' sums ]
//   givens, sums run-length: a number is a cell's value (sums: the cage's
//                sum, on one of its cells), 'a'..'z' are 1..26 empty cells,
//                '_' only separates two numbers
//   regions,     the walls between orthogonal neighbours: first the n(n-1)
//   cages        vertical walls in reading order (row by row, left to right),
//                then the n(n-1) horizontal ones column by column, top to
//                bottom, and one wall past the end. Each letter counts open
//                places before the next wall ('_' none, 'a' one, ... 'y' 25);
//                'z' is 26 open places with no wall after them. Cells
//                joined by open places form one region (or cage).

#include "core/formats/formats_internal.h"
#include "core/utf8.h"

#include <algorithm>

#include <numeric>

namespace pm::formats {

namespace {

struct SoloParams {
    int size = 0;
    int boxRows = 0; // the first number of "3x2"
    int boxCols = 0;
    bool jigsaw = false;
    bool diagonals = false;
    bool killer = false;
};

// Disjoint sets over cells, for regions and cages joined by open walls.
struct CellSets {
    std::vector<int> parent;
    explicit CellSets(int count) : parent(size_t(count)) { std::iota(parent.begin(), parent.end(), 0); }
    int find(int cell)
    {
        while (parent[cell] != cell)
            cell = parent[cell] = parent[parent[cell]];
        return cell;
    }
    void join(int a, int b) { parent[find(a)] = find(b); }
};

std::size_t paramsEnd(std::string_view text)
{
    return text.find(':');
}

// The symmetries Solo writes in its full parameters.
bool isSoloSymmetry(std::string_view text)
{
    for (std::string_view known : {"r2", "r4", "m2", "md2", "m4", "md4", "m8"})
        if (text == known)
            return true;
    return false;
}

// The two cells on either side of wall `pos` (see the file comment).
std::pair<int, int> wallCells(int pos, int n)
{
    const int perKind = n * (n - 1);
    if (pos < perKind) {
        const int row = pos / (n - 1);
        const int column = pos % (n - 1);
        return {row * n + column, row * n + column + 1};
    }
    const int column = (pos - perKind) / (n - 1);
    const int row = (pos - perKind) % (n - 1);
    return {row * n + column, (row + 1) * n + column};
}

ParseError soloError(ParseErrorCode code, const TextLine& line, std::size_t offset, std::string message)
{
    return makeError(code, {line.number, int(offset) + 1}, "Solo game ID: " + std::move(message));
}

Result<SoloParams, ParseError> readParams(const TextLine& line, std::size_t& at)
{
    const std::string_view text = line.text;
    const std::size_t paramsStart = at;
    SoloParams params;
    const auto number = [&](int& value) {
        const std::size_t start = at;
        value = 0;
        // Every digit is read (the value stops growing past any size), so
        // a size too large is quoted as written.
        while (at < text.size() && isAsciiDigit(char32_t(text[at]))) {
            value = std::min(value * 10 + (text[at] - '0'), 1000);
            ++at;
        }
        return at > start;
    };
    int first = 0;
    if (!number(first))
        return soloError(ParseErrorCode::UnexpectedSymbol, line, at, "expected the box size, as in \"3x3k:\"");
    if (at < text.size() && text[at] == 'j') {
        ++at;
        params.jigsaw = true;
        params.size = first;
    } else {
        if (at >= text.size() || text[at] != 'x')
            return soloError(ParseErrorCode::UnexpectedSymbol, line, at, "expected 'x' or 'j' after the box width");
        ++at;
        int second = 0;
        if (!number(second))
            return soloError(ParseErrorCode::UnexpectedSymbol, line, at, "expected the box height after 'x'");
        params.boxRows = first;
        params.boxCols = second;
        params.size = first * second;
    }
    const std::string_view dimensions = text.substr(paramsStart, at - paramsStart);
    while (at < text.size() && text[at] != ':') {
        const std::size_t start = at;
        const char c = text[at++];
        if (c == 'x') {
            params.diagonals = true;
        } else if (c == 'k') {
            params.killer = true;
        } else if (c == 'a') {
            // no symmetry
        } else if (c == 'r' || c == 'm') {
            if (c == 'm' && at < text.size() && text[at] == 'd')
                ++at;
            while (at < text.size() && isAsciiDigit(char32_t(text[at])))
                ++at;
            const std::string_view symmetry = text.substr(start, at - start);
            if (!isSoloSymmetry(symmetry))
                return soloError(ParseErrorCode::UnexpectedSymbol, line, start,
                                 "unknown symmetry \"" + excerptForMessage(symmetry)
                                     + "\" in the parameters: Solo's are a, r2, r4, m2, md2, m4, md4 and m8");
        } else if (c == 'd') {
            const bool known = at < text.size() && std::string_view("tbiaeu").find(text[at]) != std::string_view::npos;
            if (!known)
                return soloError(ParseErrorCode::UnexpectedSymbol, line, start,
                                 "unknown difficulty \""
                                     + excerptForMessage(text.substr(start, at < text.size() && text[at] != ':' ? 2 : 1))
                                     + "\" in the parameters: Solo's are dt, db, di, da, de and du");
            ++at;
        } else {
            return soloError(ParseErrorCode::UnexpectedSymbol, line, start,
                             "unexpected " + quote(decodeUtf8At(text, start).codePoint)
                                 + " in the parameters: Pencilmark reads 'x' (X), 'k' (killer) and Solo's "
                                   "symmetry and difficulty, which it ignores");
        }
    }
    if (params.size < 2 || params.size > Geometry::kMaxSize)
        return soloError(ParseErrorCode::UnknownSize, line, 0,
                         "\"" + excerptForMessage(dimensions) + "\" gives a grid of "
                             + (params.size < 2 ? std::string("less than 2x2") : "more than 64x64")
                             + ": Pencilmark reads sizes 2 to 64");
    ++at; // the ':'
    return params;
}

// Run-length values (givens or sums) up to the next ',' or the end.
// offsets receives where each cell's value (or its run of blanks) is written.
Result<std::vector<int>, ParseError> readValues(const TextLine& line, std::size_t& at, int cellCount, int maxValue,
                                                const char* what, std::vector<std::size_t>& offsets)
{
    const std::string_view text = line.text;
    std::vector<int> values;
    while (at < text.size() && text[at] != ',' && !isSpace(char32_t(text[at]))) {
        const char c = text[at];
        if (int(values.size()) > cellCount)
            break;
        if (c == '_') {
            ++at;
        } else if (c >= 'a' && c <= 'z') {
            values.insert(values.end(), size_t(c - 'a' + 1), 0);
            offsets.insert(offsets.end(), size_t(c - 'a' + 1), at);
            ++at;
        } else if (isAsciiDigit(char32_t(c))) {
            const std::size_t start = at;
            int value = 0;
            // Every digit is read, so a number too large is quoted as
            // written; the value stops growing past the largest allowed.
            while (at < text.size() && isAsciiDigit(char32_t(text[at]))) {
                value = std::min(value * 10 + (text[at] - '0'), maxValue + 1);
                ++at;
            }
            if (value < 1 || value > maxValue)
                return soloError(ParseErrorCode::UnexpectedSymbol, line, start,
                                 std::string(what) + " " + excerptForMessage(text.substr(start, at - start))
                                     + " is outside 1.." + std::to_string(maxValue));
            values.push_back(value);
            offsets.push_back(start);
        } else {
            return soloError(ParseErrorCode::UnexpectedSymbol, line, at,
                             "unexpected " + quote(decodeUtf8At(text, at).codePoint) + " in the " + what
                                 + ": expected numbers, 'a'-'z' for runs of empty cells or '_'");
        }
    }
    if (int(values.size()) != cellCount)
        return soloError(int(values.size()) < cellCount ? ParseErrorCode::TooFewCells : ParseErrorCode::TooManyCells,
                         line, at,
                         std::string("the ") + what + " cover " + (int(values.size()) > cellCount ? "more than " : "")
                             + std::to_string(values.size()) + " cells; the grid has " + std::to_string(cellCount));
    return values;
}

// Walls up to the next ',' or the end, as groups of cells.
Result<std::vector<std::vector<int>>, ParseError> readWalls(const TextLine& line, std::size_t& at, int n,
                                                            ParseErrorCode code, const char* what)
{
    const std::string_view text = line.text;
    const int walls = 2 * n * (n - 1);
    CellSets sets(n * n);
    int pos = 0;
    for (; at < text.size() && text[at] != ',' && !isSpace(char32_t(text[at])); ++at) {
        const char c = text[at];
        int open = 0;
        if (c >= 'a' && c <= 'z')
            open = c - 'a' + 1;
        else if (c != '_')
            return soloError(code, line, at,
                             "unexpected " + quote(decodeUtf8At(text, at).codePoint) + " in the " + what
                                 + ": expected 'a'-'z' or '_'");
        if (pos + open > walls)
            return soloError(code, line, at, std::string("the ") + what + " run past the grid's walls");
        for (; open > 0; --open, ++pos) {
            const auto [a, b] = wallCells(pos, n);
            sets.join(a, b);
        }
        if (c != 'z')
            ++pos; // a wall
    }
    if (pos != walls + 1)
        return soloError(code, line, at,
                         std::string("the ") + what + " describe " + std::to_string(pos) + " wall places; a "
                             + std::to_string(n) + "x" + std::to_string(n) + " grid has "
                             + std::to_string(walls + 1) + " (with the one past the end)");
    std::vector<std::vector<int>> groups;
    std::vector<int> groupOf(size_t(n) * n, -1);
    for (int cell = 0; cell < n * n; ++cell) {
        const int root = sets.find(cell);
        if (groupOf[root] < 0) {
            groupOf[root] = int(groups.size());
            groups.emplace_back();
        }
        groups[groupOf[root]].push_back(cell);
    }
    return groups;
}

bool expectComma(const TextLine& line, std::size_t& at, const char* next, std::optional<ParseError>& error)
{
    if (at < line.text.size() && line.text[at] == ',') {
        ++at;
        return true;
    }
    error = soloError(ParseErrorCode::TooFewCells, line, at, std::string("expected ',' and the ") + next);
    return false;
}

} // namespace

bool looksLikeSoloGameId(std::string_view text)
{
    // Digits, then 'x' digits or 'j', then flags, symmetry and difficulty
    // (lower-case letters and digits), then ':'. Unknown letters still make
    // an ID, so that the reader can name them.
    std::size_t i = text.find_first_not_of(" \t");
    if (i == std::string_view::npos || !isAsciiDigit(char32_t(text[i])))
        return false;
    const std::size_t colon = paramsEnd(text);
    if (colon == std::string_view::npos || colon > i + 24)
        return false;
    const std::string_view params = text.substr(i, colon - i);
    return params.find_first_not_of("0123456789abcdefghijklmnopqrstuvwxyz") == std::string_view::npos
        && params.find_first_of("xj") != std::string_view::npos;
}

Result<ParsedPuzzle, ParseError> parseSoloGameId(const TextLine& line, const ParseOptions& options)
{
    std::size_t at = line.text.find_first_not_of(" \t");
    auto params = readParams(line, at);
    if (!params)
        return params.error();
    const SoloParams& p = params.value();
    const int n = p.size;
    const int cellCount = n * n;

    std::vector<std::size_t> givenOffsets;
    auto givens = readValues(line, at, cellCount, n, "givens", givenOffsets);
    if (!givens)
        return givens.error();
    GeometrySpec spec;
    spec.size = n;
    spec.boxRows = p.boxRows;
    spec.boxCols = p.boxCols;
    spec.variants = p.diagonals ? Variant::Diagonals : Variant::None;
    std::optional<ParseError> error;
    if (p.jigsaw) {
        if (!expectComma(line, at, "jigsaw regions", error))
            return *error;
        auto regions = readWalls(line, at, n, ParseErrorCode::UnexpectedSymbol, "jigsaw regions");
        if (!regions)
            return regions.error();
        spec.regions.assign(size_t(cellCount), 0);
        for (int id = 0; id < int(regions.value().size()); ++id)
            for (int cell : regions.value()[id])
                spec.regions[cell] = id;
    }
    std::vector<Cage> cages;
    std::vector<SourcePos> cagePositions;
    if (p.killer) {
        if (!expectComma(line, at, "killer cages", error))
            return *error;
        auto groups = readWalls(line, at, n, ParseErrorCode::CageMap, "killer cages");
        if (!groups)
            return groups.error();
        if (!expectComma(line, at, "cage sums", error))
            return *error;
        std::vector<std::size_t> sumOffsets;
        auto sums = readValues(line, at, cellCount, maxCageSum(n, n), "cage sums", sumOffsets);
        if (!sums)
            return sums.error();
        // One sum per cage, on any of its cells (Solo writes it on the first);
        // messages about a cage point at its sum, or where it should be.
        for (auto& cells : groups.value()) {
            Cage cage{std::move(cells), 0};
            std::size_t sumAt = sumOffsets[cage.cells.front()];
            for (int cell : cage.cells) {
                const int sum = sums.value()[cell];
                if (sum == 0)
                    continue;
                if (cage.sum != 0)
                    return soloError(ParseErrorCode::CageSum, line, sumOffsets[cell],
                                     "the cage at " + cellName(*geometryForSize(n), cage.cells.front())
                                         + " has two sums");
                cage.sum = sum;
                sumAt = sumOffsets[cell];
            }
            if (cage.sum == 0)
                return soloError(ParseErrorCode::CageSum, line, sumAt,
                                 "the cage at " + cellName(*geometryForSize(n), cage.cells.front()) + " has no sum");
            cages.push_back(std::move(cage));
            cagePositions.push_back(SourcePos{line.number, int(sumAt) + 1});
        }
    }
    if (at < line.text.size() && !isSpace(char32_t(line.text[at])))
        return soloError(ParseErrorCode::TooManyCells, line, at, "unexpected text after the description");

    // The caller's geometry, when given, must be the one the ID describes.
    if (options.geometry) {
        const GeometrySpec& callers = options.geometry->spec();
        const bool sameShape = callers.regions.empty()
            ? spec.regions.empty() && callers.boxRows == spec.boxRows && callers.boxCols == spec.boxCols
            : callers.regions == spec.regions;
        if (callers.size != spec.size || !sameShape || callers.variants != spec.variants)
            return soloError(ParseErrorCode::SizeMismatch, line, 0,
                             "the ID describes a " + std::to_string(n) + "x" + std::to_string(n)
                                 + " puzzle that is not the " + options.geometry->describe() + " one asked for");
    }
    if (!options.geometry && !options.regions.empty() && options.regions != spec.regions)
        return soloError(ParseErrorCode::SizeMismatch, line, 0,
                         "the ID describes a " + std::to_string(n) + "x" + std::to_string(n)
                             + " puzzle whose regions are not the region map given");
    auto geometry = Geometry::create(spec);
    if (!geometry)
        return soloError(p.jigsaw ? ParseErrorCode::UnexpectedSymbol : ParseErrorCode::UnknownSize, line, 0,
                         geometry.error().message);
    ParsedPuzzle puzzle{Grid(geometry.value()), Alphabet::standard(n), PuzzleFormat::SoloGameId, false, {}};
    for (int cell = 0; cell < cellCount; ++cell) {
        puzzle.grid.setValue(cell, givens.value()[cell]);
        puzzle.grid.setGiven(cell, givens.value()[cell] != 0);
    }
    puzzle.grid.fillCandidatesFromValues();
    // Positions for messages: each cell's given, or the run of blanks it is in.
    std::vector<SourcePos> positions;
    for (std::size_t offset : givenOffsets)
        positions.push_back(SourcePos{line.number, int(offset) + 1});
    if (options.rejectClashes)
        if (auto clash = findClash(puzzle.grid, puzzle.alphabet, positions))
            return *clash;
    if (cages.empty())
        return puzzle;
    return withCages(std::move(puzzle), std::move(cages), positions, cagePositions, options);
}

} // namespace pm::formats

namespace pm {

namespace {

void appendValues(std::string& text, const std::vector<int>& values)
{
    int run = 0;
    bool number = false; // the last thing written was a number: the next needs a '_'
    for (int value : values) {
        if (value == 0) {
            ++run;
            continue;
        }
        if (run == 0 && number)
            text += '_';
        for (; run > 0; run -= std::min(run, 26))
            text += char('a' + std::min(run, 26) - 1);
        text += std::to_string(value);
        number = true;
    }
    for (; run > 0; run -= std::min(run, 26))
        text += char('a' + std::min(run, 26) - 1);
}

// groupOf: each cell's region or cage. Open places run up to the next wall;
// 26 in a row are a 'z' (no wall after it).
void appendWalls(std::string& text, const std::vector<int>& groupOf, int n)
{
    const int walls = 2 * n * (n - 1);
    int open = 0;
    for (int pos = 0; pos <= walls; ++pos) {
        bool wall = pos == walls;
        if (!wall) {
            const auto [a, b] = formats::wallCells(pos, n);
            wall = groupOf[a] != groupOf[b];
        }
        if (!wall) {
            ++open;
            continue;
        }
        for (; open >= 26; open -= 26)
            text += 'z';
        text += open == 0 ? '_' : char('a' + open - 1);
        open = 0;
    }
}

} // namespace

std::optional<std::string> writeSoloGameId(const Grid& grid)
{
    const Geometry& geometry = grid.geometry();
    const int n = geometry.size();
    if (hasVariant(geometry.variants(), Variant::CentreDot) || hasVariant(geometry.variants(), Variant::Windows))
        return std::nullopt;
    for (int cell = 0; cell < geometry.cellCount(); ++cell)
        if (geometry.hasCages() && geometry.cageOf(cell) < 0)
            return std::nullopt; // Solo's cages cover the grid
    std::string text;
    if (geometry.isJigsaw())
        text = std::to_string(n) + "j";
    else
        text = std::to_string(geometry.boxRows()) + "x" + std::to_string(geometry.boxCols());
    if (hasVariant(geometry.variants(), Variant::Diagonals))
        text += 'x';
    if (geometry.hasCages())
        text += 'k';
    text += ':';
    std::vector<int> values(grid.values().begin(), grid.values().end());
    appendValues(text, values);
    if (geometry.isJigsaw()) {
        text += ',';
        std::vector<int> regionOf(size_t(geometry.cellCount()));
        for (int cell = 0; cell < geometry.cellCount(); ++cell)
            regionOf[cell] = geometry.regionOf(cell);
        appendWalls(text, regionOf, n);
    }
    if (geometry.hasCages()) {
        text += ',';
        std::vector<int> cageOf(size_t(geometry.cellCount()));
        std::vector<int> sums(size_t(geometry.cellCount()), 0);
        for (int cell = 0; cell < geometry.cellCount(); ++cell)
            cageOf[cell] = geometry.cageOf(cell);
        for (const Cage& cage : geometry.cages())
            sums[cage.cells.front()] = cage.sum;
        appendWalls(text, cageOf, n);
        text += ',';
        appendValues(text, sums);
    }
    return text;
}

} // namespace pm
