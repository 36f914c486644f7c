// SPDX-License-Identifier: GPL-3.0-or-later
// f-puzzles puzzles: the JSON object the f-puzzles editor saves, and the
// same JSON packed with LZ-String's base64 (lz_string.h) as f-puzzles links
// (https://f-puzzles.com/?load=N4Ig...), SudokuPad links ("fpuzzlesN4Ig...")
// and bare strings carry it.
//
// The JSON, as far as Pencilmark reads it:
//   {"size": 9, "title": "...", "grid": [[{"value": 5, "given": true,
//    "region": 0}, {}, ...], ...], "diagonal+": true, "diagonal-": true,
//    "killercage": [{"cells": ["R1C1", "R1C2"], "value": "3"}],
//    "extraregion": [{"cells": ["R2C2", ...]}]}
// A cell's "region" (0-based) makes a jigsaw; without it a cell is in its
// box (boxes as GeometrySpec::forSize, which f-puzzles shares). A value
// without "given" is a player's entry. Both diagonals are X; extra regions
// are windows or centre-dot cells when they are exactly those, else sets of
// distinct digits. The variant constraints of core/constraints are read from
// their members in fpuzzles_constraints.cpp; links and positions in the
// text are fpuzzles_source.cpp's. Every other rule (a double arrow, a
// nabner line ...) is refused by its f-puzzles name: a puzzle is never
// played without one of its rules.
// Marks, colours, title, author and rules text are no rules; neither are
// the cosmetics (line, circle, rectangle, text, cage), kept as drawings
// (fpuzzles_cosmetics.cpp).

#include "core/formats/fpuzzles_reader.h"
#include "core/formats/lz_string.h"
#include "core/utf8.h"

#include <algorithm>
#include <set>

namespace pm::formats {

namespace fpuzzles {

namespace {

// Members that are no rule: names, text, the solver's settings, and, in a
// cell, the player's marks and colours. "givenPencilMarks" is not among
// them: the candidates a puzzle gives are its rule (a "pencilmark sudoku";
// read as cosmetics they left a puzzle with many solutions), read as a
// constraint (ConstraintKind::AllowedDigits).
const std::set<std::string_view> kPuzzleMetadata = {"title",        "author",         "ruleset",
                                                    "solution",     "disabledlogic",  "truecandidatesoptions",
                                                    "activeConstraints", "version"};
// Drawings without a rule, and drawings that repeat a rule (tagged
// "fromConstraint" by Rangsk's script): read by readDrawings.
const std::set<std::string_view> kCosmetics = {"line", "circle", "rectangle", "text", "cage"};
const std::set<std::string_view> kCellCosmetics = {"centerPencilMarks", "cornerPencilMarks", "c", "cArray",
                                                   "highlight"};

} // namespace

// Null, false, 0, "", [] and {}: a rule the editor lists but does not use.
bool isUnused(const JsonValue& value)
{
    switch (value.kind) {
    case JsonValue::Kind::Null: return true;
    case JsonValue::Kind::Bool: return !value.boolean;
    case JsonValue::Kind::Number: return value.number == 0;
    case JsonValue::Kind::String: return value.text.empty();
    case JsonValue::Kind::Array: return value.items.empty();
    case JsonValue::Kind::Object: return value.members.empty();
    }
    return true;
}

namespace {

// The box of every cell, boxes of boxRows x boxCols numbered row by row.
std::vector<int> boxRegions(int size, int boxRows, int boxCols)
{
    std::vector<int> regions(std::size_t(size) * std::size_t(size));
    for (int cell = 0; cell < size * size; ++cell)
        regions[std::size_t(cell)] = (cell / size / boxRows) * (size / boxCols) + (cell % size) / boxCols;
    return regions;
}

// Two region maps that group the cells alike, whatever their numbers.
bool samePartition(const std::vector<int>& a, const std::vector<int>& b)
{
    std::vector<int> aToB(a.size() + 1, -1);
    std::vector<int> bToA(b.size() + 1, -1);
    for (std::size_t cell = 0; cell < a.size(); ++cell) {
        int& forward = aToB[std::size_t(a[cell])];
        int& backward = bToA[std::size_t(b[cell])];
        if (forward < 0 && backward < 0) {
            forward = b[cell];
            backward = a[cell];
        } else if (forward != b[cell] || backward != a[cell]) {
            return false;
        }
    }
    return true;
}

// Whether a caller's geometry says more than its size: boxes other than the
// size's usual ones, a jigsaw map, variants or a counted shape.
bool asksForMoreThanASize(const Geometry& asked)
{
    return !(asked.spec() == GeometrySpec::forSize(asked.size()));
}

// The same houses: equal variants, and regions that split the cells alike.
bool sameShape(const Geometry& a, const Geometry& b)
{
    if (a.size() != b.size() || a.isCounted() != b.isCounted() || a.variants() != b.variants())
        return false;
    std::vector<int> aRegions(std::size_t(a.cellCount()));
    std::vector<int> bRegions(std::size_t(b.cellCount()));
    for (int cell = 0; cell < a.cellCount(); ++cell) {
        aRegions[std::size_t(cell)] = a.regionOf(cell);
        bRegions[std::size_t(cell)] = b.regionOf(cell);
    }
    return samePartition(aRegions, bRegions);
}

// "'a', 'b' and 'c'": each name an excerpt, and at most kNamesShown of
// them, so a file of a thousand crafted members makes a short message.
std::string quoteNames(const std::vector<std::string>& names)
{
    constexpr std::size_t kNamesShown = 6;
    const std::size_t shown = names.size() > kNamesShown ? kNamesShown - 1 : names.size();
    std::string text;
    for (std::size_t i = 0; i < shown; ++i) {
        if (i > 0)
            text += i + 1 == names.size() ? " and " : ", ";
        text += "'" + excerptForMessage(names[i]) + "'";
    }
    if (shown < names.size())
        text += " and " + std::to_string(names.size() - shown) + " more";
    return text;
}

} // namespace

// The rules Pencilmark plays; everything else is named and refused.
std::optional<ParseError> FPuzzlesReader::checkMembers(const JsonValue& root, std::vector<std::string>& unknown) const
{
    static const std::set<std::string_view> kRead = {"size", "grid", "diagonal+", "diagonal-", "killercage",
                                                     "extraregion"};
    std::vector<std::string> refused;
    const JsonValue* first = nullptr;
    for (const auto& member : root.members) {
        // Named, not a structured binding: clang 14 (the fuzz build) cannot
        // capture a binding in the lambdas below.
        const std::string& name = member.name;
        const JsonValue& value = member.value;
        if (kRead.contains(name) || name == "negative"
            || kPuzzleMetadata.contains(name) || kCosmetics.contains(name) || isUnused(value))
            continue;
        const auto& kinds = constraintKinds();
        if (std::any_of(kinds.begin(), kinds.end(), [&](const ConstraintKindInfo& info) {
                return info.fpuzzlesName == name && info.kind != ConstraintKind::Distinct;
            }))
            continue;
        refused.push_back(name);
        first = first ? first : &value;
    }
    if (refused.empty())
        return std::nullopt;
    // Played against the puzzle's own solution, as SudokuPad plays it.
    if (const JsonValue* solution = root.member("solution");
        m_options.unknownRulesWithSolution && solution && !isUnused(*solution)) {
        unknown = refused;
        return std::nullopt;
    }
    // Short, whatever the list of kinds: the README's f-puzzles section
    // lists every rule read.
    return error(ParseErrorCode::Unsupported, *first,
                 "f-puzzles " + quoteNames(refused) + (refused.size() == 1 ? " is" : " are")
                     + " not supported: no rule Pencilmark plays (the README lists the f-puzzles rules it reads)");
}

// "R3C7" (1-based, either case) to a cell index.
Result<int, ParseError> FPuzzlesReader::readCell(const JsonValue& name) const
{
    auto position = readPosition(name);
    if (!position)
        return position.error();
    const auto [row, column] = *position;
    if (row < 1 || row > m_size || column < 1 || column > m_size)
        return error(ParseErrorCode::CageMap, name,
                     "cell " + name.text + " is outside the " + std::to_string(m_size) + "x" + std::to_string(m_size) + " grid");
    return (row - 1) * m_size + (column - 1);
}

// "R0C3": row and column as written (1-based; 0 and size + 1 are just outside).
Result<std::pair<int, int>, ParseError> FPuzzlesReader::readPosition(const JsonValue& name) const
{
    const std::string& text = name.text;
    std::size_t i = 0;
    const auto number = [&](char letter) -> int {
        if (i >= text.size() || (text[i] != letter && text[i] != letter + ('a' - 'A')))
            return -1;
        ++i;
        int value = 0;
        const std::size_t start = i;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9' && i - start < 3)
            value = value * 10 + (text[i++] - '0');
        return i > start ? value : -1;
    };
    const int row = name.kind == JsonValue::Kind::String ? number('R') : -1;
    const int column = row >= 0 ? number('C') : -1;
    if (column < 0 || i != text.size())
        return error(ParseErrorCode::CageMap, name, "a cell is written \"R<row>C<column>\" such as \"R1C1\"");
    return std::make_pair(row, column);
}

Result<std::vector<int>, ParseError> FPuzzlesReader::readCells(const JsonValue& list, const std::string& what) const
{
    if (list.kind != JsonValue::Kind::Array || list.items.empty())
        return error(ParseErrorCode::CageMap, list, what + " needs \"cells\": a list of cells such as [\"R1C1\"]");
    std::vector<int> cells;
    for (const JsonValue& name : list.items) {
        auto cell = readCell(name);
        if (!cell)
            return cell.error();
        cells.push_back(*cell);
    }
    std::sort(cells.begin(), cells.end());
    return cells;
}

Result<ParsedPuzzle, ParseError> FPuzzlesReader::read(const JsonValue& root)
{
    if (root.kind != JsonValue::Kind::Object)
        return error(ParseErrorCode::UnexpectedSymbol, root, "an f-puzzles puzzle is a JSON object");
    const JsonValue* size = root.member("size");
    const JsonValue* grid = root.member("grid");
    if (!size || !grid)
        return error(ParseErrorCode::Empty, root,
                     std::string("a JSON object without \"") + (size ? "grid" : "size")
                         + "\" is no f-puzzles puzzle (Pencilmark's saved games open from the app)");
    if (!size->isInteger() || size->number < 1 || size->number > Geometry::kMaxSize)
        return error(ParseErrorCode::UnknownSize, *size,
                     "\"size\" must be a whole number from 1 to " + std::to_string(Geometry::kMaxSize));
    m_size = int(size->number);
    if (m_options.geometry && m_options.geometry->size() != m_size)
        return error(ParseErrorCode::SizeMismatch, *size,
                     "the puzzle is " + std::to_string(m_size) + "x" + std::to_string(m_size) + " but "
                         + m_options.geometry->describe() + " was asked for");
    std::vector<std::string> unknownRules;
    if (auto refused = checkMembers(root, unknownRules))
        return *refused;

    // The grid: values, givens and regions.
    if (grid->kind != JsonValue::Kind::Array || int(grid->items.size()) != m_size)
        return error(ParseErrorCode::RaggedRows, *grid, "\"grid\" must list " + std::to_string(m_size) + " rows");
    GeometrySpec spec = GeometrySpec::forSize(m_size);
    const int cellCount = m_size * m_size;
    std::vector<int> values(std::size_t(cellCount), 0);
    std::vector<bool> givens(std::size_t(cellCount), false);
    std::vector<int> regions(std::size_t(cellCount), -1);
    std::vector<SourcePos> positions(static_cast<std::size_t>(cellCount), SourcePos{});
    bool explicitRegions = false;
    for (int row = 0; row < m_size; ++row) {
        const JsonValue& cells = grid->items[std::size_t(row)];
        if (cells.kind != JsonValue::Kind::Array || int(cells.items.size()) != m_size)
            return error(ParseErrorCode::RaggedRows, cells,
                         "row " + std::to_string(row + 1) + " of \"grid\" must list " + std::to_string(m_size) + " cells");
        for (int column = 0; column < m_size; ++column) {
            const JsonValue& cell = cells.items[std::size_t(column)];
            const int index = row * m_size + column;
            const std::string name = "r" + std::to_string(row + 1) + "c" + std::to_string(column + 1);
            positions[std::size_t(index)] = m_positions.at(cell.offset);
            if (cell.kind != JsonValue::Kind::Object)
                return error(ParseErrorCode::UnexpectedSymbol, cell, "cell " + name + " must be a JSON object");
            for (const auto& [key, value] : cell.members) {
                if (key == "value" && !isUnused(value)) {
                    if (!value.isInteger() || value.number < 1 || value.number > m_size)
                        return error(ParseErrorCode::UnexpectedSymbol, value,
                                     "the value of " + name + " must be a digit from 1 to " + std::to_string(m_size));
                    values[std::size_t(index)] = int(value.number);
                } else if (key == "given") {
                    givens[std::size_t(index)] = value.kind == JsonValue::Kind::Bool && value.boolean;
                } else if (key == "region") {
                    if (value.kind == JsonValue::Kind::Null)
                        return error(ParseErrorCode::Unsupported, value,
                                     name + " belongs to no region: Pencilmark's grids have a region for every cell");
                    if (!value.isInteger() || value.number < 0 || value.number >= m_size)
                        return error(ParseErrorCode::CageMap, value,
                                     "the region of " + name + " must be a number from 0 to " + std::to_string(m_size - 1));
                    regions[std::size_t(index)] = int(value.number);
                    explicitRegions = true;
                } else if (key == "givenPencilMarks" && !isUnused(value)) {
                    // Candidates given as a rule: the cell holds one of them.
                    if (value.kind != JsonValue::Kind::Array)
                        return error(ParseErrorCode::UnexpectedSymbol, value,
                                     "the given pencil marks of " + name + " must be a list of digits");
                    Constraint allowed{ConstraintKind::AllowedDigits, {{index}}};
                    for (const JsonValue& digit : value.items) {
                        if (!digit.isInteger() || digit.number < 1 || digit.number > m_size)
                            return error(ParseErrorCode::UnexpectedSymbol, digit,
                                         "a given pencil mark of " + name + " must be a digit from 1 to "
                                             + std::to_string(m_size));
                        allowed.values.push_back(int(digit.number));
                    }
                    spec.constraints.push_back(std::move(allowed));
                } else if (key != "value" && !kCellCosmetics.contains(key) && !isUnused(value)) {
                    return error(ParseErrorCode::Unsupported, value,
                                 "f-puzzles '" + excerptForMessage(key) + "' in cell " + name + " is not supported");
                }
            }
        }
    }
    // Cells without a region of their own are in their box.
    for (int cell = 0; cell < cellCount; ++cell) {
        if (regions[std::size_t(cell)] >= 0)
            continue;
        if (spec.boxRows == 0)
            return error(ParseErrorCode::CageMap, *grid,
                         "a " + std::to_string(m_size) + "x" + std::to_string(m_size)
                             + " grid has no boxes: every cell needs its \"region\"");
        const int row = cell / m_size;
        const int column = cell % m_size;
        regions[std::size_t(cell)] = (row / spec.boxRows) * (m_size / spec.boxCols) + column / spec.boxCols;
    }
    if (explicitRegions) {
        // Regions that are boxes of some shape (Pencilmark writes 3x2 boxes
        // of a 6x6 cell by cell) are those boxes; anything else is a jigsaw.
        spec.regions = regions;
        for (int boxRows = 1; boxRows <= m_size; ++boxRows) {
            if (m_size % boxRows != 0 || boxRows == 1 || boxRows == m_size)
                continue;
            // Box shapes group cells differently, so at most one fits.
            if (samePartition(regions, boxRegions(m_size, boxRows, m_size / boxRows))) {
                spec.boxRows = boxRows;
                spec.boxCols = m_size / boxRows;
                spec.regions.clear();
            }
        }
    }

    // Diagonals: both, or neither.
    const JsonValue* plus = root.member("diagonal+");
    const JsonValue* minus = root.member("diagonal-");
    const bool hasPlus = plus && !isUnused(*plus);
    const bool hasMinus = minus && !isUnused(*minus);
    if (hasPlus && hasMinus) {
        spec.variants = spec.variants | Variant::Diagonals;
    } else if (hasPlus || hasMinus) {
        // One diagonal: its digits differ. "diagonal+" rises from the bottom left.
        std::vector<int> diagonal;
        for (int i = 0; i < m_size; ++i)
            diagonal.push_back(hasMinus ? i * m_size + i : (m_size - 1 - i) * m_size + i);
        spec.constraints.push_back(Constraint{ConstraintKind::Distinct, {diagonal}});
    }

    // Extra regions: the windows, the centre-dot cells, or both.
    if (const JsonValue* extra = root.member("extraregion"); extra && !isUnused(*extra)) {
        if (extra->kind != JsonValue::Kind::Array)
            return error(ParseErrorCode::CageMap, *extra, "\"extraregion\" must be a list");
        std::set<std::vector<int>> written;
        for (const JsonValue& region : extra->items) {
            const JsonValue* cells = region.kind == JsonValue::Kind::Object ? region.member("cells") : nullptr;
            auto list = readCells(cells ? *cells : region, "an extra region");
            if (!list)
                return list.error();
            written.insert(*list);
        }
        std::optional<Variant> matched;
        for (const Variant variant : {Variant::Windows, Variant::CentreDot, Variant::Windows | Variant::CentreDot}) {
            GeometrySpec withExtras = spec;
            withExtras.variants = spec.variants | variant;
            auto geometry = Geometry::create(withExtras);
            if (!geometry)
                continue;
            std::set<std::vector<int>> houses;
            for (const House& house : geometry.value()->houses())
                if (house.kind == HouseKind::Window || house.kind == HouseKind::CentreDot)
                    houses.insert(house.cells); // cells ascending, as created
            if (houses == written)
                matched = variant;
        }
        if (matched) {
            spec.variants = spec.variants | *matched;
        } else {
            // Any other extra region: its digits differ (a region of N cells
            // holds each digit once).
            for (const std::vector<int>& region : written)
                spec.constraints.push_back(Constraint{ConstraintKind::Distinct, {region}});
        }
    }
    if (auto wrong = readConstraints(root, spec))
        return *wrong;

    auto geometry = Geometry::create(spec);
    if (!geometry)
        return error(ParseErrorCode::CageMap, *grid, geometry.error().message);
    if (m_options.rejectClashes && geometry.value()->hasConstraints()) {
        std::vector<std::uint8_t> clues(std::size_t(cellCount), 0);
        for (int cell = 0; cell < cellCount; ++cell)
            clues[std::size_t(cell)] = std::uint8_t(values[std::size_t(cell)]);
        const std::vector<int> broken = brokenConstraintCells(*geometry.value(), clues);
        if (!broken.empty())
            return makeError(ParseErrorCode::Clash, positions[std::size_t(broken.front())],
                             "the digits given break a variant constraint at r" + std::to_string(broken.front() / m_size + 1)
                                 + "c" + std::to_string(broken.front() % m_size + 1));
    }
    // The puzzle brings its own regions and rules. A shape the caller asked
    // for beyond the size (a box shape, a map, variants) must be the one it
    // brings: dropped, `variants=x` had an X-Sudoku solved as a plain one.
    if (m_options.geometry && asksForMoreThanASize(*m_options.geometry)
        && !sameShape(*m_options.geometry, *geometry.value()))
        return error(ParseErrorCode::SizeMismatch, *grid,
                     "the puzzle is " + geometry.value()->describe() + ", not the " + m_options.geometry->describe()
                         + " asked for: f-puzzles data brings its own regions and rules");
    Alphabet alphabet = m_options.alphabet && m_options.alphabet->size() == m_size ? *m_options.alphabet
                                                                                  : Alphabet::standard(m_size);
    Grid cells(geometry.value());
    for (int cell = 0; cell < cellCount; ++cell) {
        cells.setValue(cell, values[std::size_t(cell)]);
        cells.setGiven(cell, values[std::size_t(cell)] != 0 && givens[std::size_t(cell)]);
    }
    if (m_options.rejectClashes)
        if (auto clash = findClash(cells, alphabet, positions))
            return *clash;
    cells.fillCandidatesFromValues();
    ParsedPuzzle puzzle{std::move(cells), alphabet, PuzzleFormat::FPuzzles, false, {}};
    if (const JsonValue* title = root.member("title"); title && title->kind == JsonValue::Kind::String)
        puzzle.title = title->text;
    if (const JsonValue* author = root.member("author"); author && author->kind == JsonValue::Kind::String)
        puzzle.author = author->text;
    if (const JsonValue* rules = root.member("ruleset"); rules && rules->kind == JsonValue::Kind::String)
        puzzle.rules = rules->text;
    if (auto wrong = readDrawings(root, puzzle.drawings))
        return *wrong;
    if (!unknownRules.empty()) {
        if (auto wrong = readSolution(root, puzzle.solution))
            return *wrong;
        for (const std::string& name : unknownRules)
            drawUnknownRule(*root.member(name), puzzle.drawings);
        puzzle.unknownRules = std::move(unknownRules);
    }

    // Killer cages, in the order written.
    const JsonValue* killer = root.member("killercage");
    if (!killer || isUnused(*killer))
        return puzzle;
    if (killer->kind != JsonValue::Kind::Array)
        return error(ParseErrorCode::CageMap, *killer, "\"killercage\" must be a list");
    std::vector<Cage> cages;
    std::vector<SourcePos> cagePositions;
    for (const JsonValue& entry : killer->items) {
        const std::string what = "killer cage " + std::to_string(cages.size() + 1);
        if (entry.kind != JsonValue::Kind::Object)
            return error(ParseErrorCode::CageMap, entry, what + " must be a JSON object");
        const JsonValue* cellList = entry.member("cells");
        auto list = readCells(cellList ? *cellList : entry, what);
        if (!list)
            return list.error();
        const JsonValue* sum = entry.member("value");
        if (!sum || isUnused(*sum))
            continue; // a cage without a sum: read with the constraints (readConstraints)
        int total = 0;
        bool valid = sum != nullptr;
        if (valid && sum->kind == JsonValue::Kind::String) {
            valid = !sum->text.empty() && sum->text.size() <= 6
                 && std::all_of(sum->text.begin(), sum->text.end(), [](char c) { return c >= '0' && c <= '9'; });
            for (char c : valid ? sum->text : std::string())
                total = total * 10 + (c - '0');
        } else if (valid) {
            valid = sum->isInteger() && sum->number > 0;
            total = valid ? int(sum->number) : 0;
        }
        if (!valid)
            return error(ParseErrorCode::CageSum, sum ? *sum : entry,
                         what + "'s sum (\"value\") must be a whole number");
        cages.push_back(Cage{*list, total});
        cagePositions.push_back(m_positions.at(entry.offset));
    }
    return withCages(std::move(puzzle), std::move(cages), positions, cagePositions, m_options);
}

} // namespace fpuzzles

using fpuzzles::columnOf;
using fpuzzles::FPuzzlesReader;
using fpuzzles::kMaxJsonBytes;
using fpuzzles::packedPart;
using fpuzzles::Source;
using fpuzzles::SourcePositions;

Result<ParsedPuzzle, ParseError> parseFPuzzlesJson(std::string_view json, SourcePos origin, const ParseOptions& options)
{
    auto root = parseJson(json);
    const Source source{json, false, origin};
    if (!root)
        return makeError(ParseErrorCode::UnexpectedSymbol, SourcePositions(source).at(root.error().offset),
                         "not valid JSON: " + root.error().message);
    return FPuzzlesReader(source, options).read(root.value());
}

Result<ParsedPuzzle, ParseError> parseFPuzzlesLine(const TextLine& line, const ParseOptions& options)
{
    const auto first = line.text.find_first_not_of(" \t");
    if (first != std::string_view::npos && line.text[first] == '{')
        return parseFPuzzlesJson(line.text.substr(first), {line.number, columnOf(line.text, first)}, options);
    const auto packed = packedPart(line.text);
    if (!packed) {
        const bool shortLink = line.text.find("id=") != std::string_view::npos;
        return makeError(ParseErrorCode::UnexpectedSymbol, {line.number, first == std::string_view::npos ? 1 : columnOf(line.text, first)},
                         shortLink ? "an f-puzzles short link (?id=) names a puzzle kept on the site: open it in a "
                                     "browser and copy the long link (with ?load=)"
                                   : "an f-puzzles link carries its puzzle after \"?load=\"; this one has none");
    }
    const SourcePos at{line.number, columnOf(line.text, packed->second)};
    auto json = lzStringDecompressFromBase64(packed->first, kMaxJsonBytes);
    if (!json)
        return makeError(json.error().tooLarge ? ParseErrorCode::TooLarge : ParseErrorCode::UnexpectedSymbol,
                         {at.line, at.column + int(std::min<std::size_t>(json.error().offset, 1u << 20))},
                         "the f-puzzles data cannot be unpacked: " + json.error().message);
    auto root = parseJson(json.value());
    const Source source{json.value(), true, at};
    if (!root)
        return makeError(ParseErrorCode::UnexpectedSymbol, at,
                         "the f-puzzles data unpacks to text that is not valid JSON (character "
                             + std::to_string(root.error().offset + 1) + ": " + root.error().message + ")");
    return FPuzzlesReader(source, options).read(root.value());
}

} // namespace pm::formats

namespace pm {

bool isFPuzzlesJson(std::string_view text)
{
    const auto root = formats::parseJson(text);
    return root && root->kind == formats::JsonValue::Kind::Object && root->member("size") && root->member("grid");
}

} // namespace pm
