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
// their members (the kind table's f-puzzles names, with Rangsk's extensions
// renban, whispers, regionsumline, entropicline, modularline, zipperline,
// slowthermometer). Every other rule (indexers, ...) is refused by its
// f-puzzles name: a puzzle is never played without one of its rules.
// Marks, colours, title, author and rules text are no rules; neither are
// the cosmetics (line, circle, rectangle, text, cage), which are accepted
// and, for now, not kept: drawing them is a later step of issue 37.

#include "core/formats/formats_internal.h"
#include "core/formats/json_value.h"
#include "core/formats/lz_string.h"
#include "core/utf8.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

namespace pm::formats {

namespace {

// Well past any f-puzzles puzzle (a 16x16 with every cell decorated is far
// below a megabyte); bounds what a packed string may unpack to.
constexpr std::size_t kMaxJsonBytes = 16u << 20;
constexpr std::string_view kPackedStart = "N4Ig"; // LZ-String's base64 of '{"'

// Members that are no rule: names, text, the solver's settings, and, in a
// cell, the player's marks and colours. "givenPencilMarks" is not among
// them: the candidates a puzzle gives are its rule (a "pencilmark sudoku";
// read as cosmetics they left a puzzle with many solutions), read as a
// constraint (ConstraintKind::AllowedDigits).
const std::set<std::string_view> kPuzzleMetadata = {"title",        "author",         "ruleset",
                                                    "solution",     "disabledlogic",  "truecandidatesoptions",
                                                    "activeConstraints", "version"};
// Drawings without a rule, and drawings that repeat a rule (tagged
// "fromConstraint" by Rangsk's script): accepted, not yet kept.
const std::set<std::string_view> kCosmetics = {"line", "circle", "rectangle", "text", "cage"};
const std::set<std::string_view> kCellCosmetics = {"centerPencilMarks", "cornerPencilMarks", "c", "cArray",
                                                   "highlight"};

bool isBase64Char(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '+' || c == '/'
        || c == '=';
}

// Where the JSON text came from, to point errors at the reader's text.
struct Source {
    std::string_view json;
    bool packed = false;
    SourcePos origin; // the JSON's first character, or the packed string's
};

// Line and column of byte offsets in the JSON text. A reader asks for one
// per cell and cage; walking from the start each time made a 1 MB text take
// seconds (issue 36), so positions are kept every kStride bytes, found by
// binary search and walked on from there: linear set-up, bounded lookups.
class SourcePositions {
public:
    explicit SourcePositions(const Source& source) : m_source(source)
    {
        if (source.packed)
            return;
        CodePointReader reader(source.json);
        SourcePos pos = source.origin;
        m_marks.push_back({0, pos});
        while (!reader.atEnd()) {
            if (reader.offset() >= m_marks.back().offset + kStride)
                m_marks.push_back({reader.offset(), pos});
            step(reader, pos);
        }
    }

    SourcePos at(std::size_t offset) const
    {
        if (m_source.packed)
            return m_source.origin;
        offset = std::min(offset, m_source.json.size());
        const auto after = std::upper_bound(m_marks.begin(), m_marks.end(), offset,
                                            [](std::size_t value, const Mark& mark) { return value < mark.offset; });
        const Mark& mark = *std::prev(after); // the first mark is at offset 0
        CodePointReader reader(m_source.json.substr(mark.offset, offset - mark.offset));
        SourcePos pos = mark.pos;
        while (!reader.atEnd())
            step(reader, pos);
        return pos;
    }

private:
    static constexpr std::size_t kStride = 1024;
    struct Mark {
        std::size_t offset;
        SourcePos pos;
    };

    static void step(CodePointReader& reader, SourcePos& pos)
    {
        if (reader.next() == U'\n') {
            ++pos.line;
            pos.column = 1;
        } else {
            ++pos.column;
        }
    }

    Source m_source;
    std::vector<Mark> m_marks;
};

class FPuzzlesReader {
public:
    FPuzzlesReader(Source source, const ParseOptions& options)
        : m_source(source), m_positions(source), m_options(options)
    {
    }

    Result<ParsedPuzzle, ParseError> read(const JsonValue& root);

private:
    Source m_source;
    SourcePositions m_positions;
    const ParseOptions& m_options;
    int m_size = 0;

    ParseError error(ParseErrorCode code, const JsonValue& at, const std::string& message) const
    {
        const std::string where = m_source.packed
                                    ? "in the f-puzzles data (unpacked, character " + std::to_string(at.offset + 1) + "): "
                                    : std::string();
        return makeError(code, m_positions.at(at.offset), where + message);
    }

    std::optional<ParseError> checkMembers(const JsonValue& root) const;
    std::optional<ParseError> readConstraints(const JsonValue& root, GeometrySpec& spec) const;
    std::optional<ParseError> readConstraintMember(std::string_view name, const JsonValue& entry,
                                                   std::vector<Constraint>& out) const;
    Result<std::vector<int>, ParseError> readLine(const JsonValue& list, const std::string& what) const;
    Result<std::vector<std::vector<int>>, ParseError> readLines(const JsonValue& entry, const std::string& what) const;
    Result<std::vector<int>, ParseError> readOutsideClue(const JsonValue& entry, const std::string& what) const;
    Result<int, ParseError> readNumber(const JsonValue* value, const JsonValue& entry, const std::string& what,
                                       int fallback) const;
    Result<int, ParseError> readCell(const JsonValue& name) const;
    Result<std::pair<int, int>, ParseError> readPosition(const JsonValue& name) const;
    Result<std::vector<int>, ParseError> readCells(const JsonValue& list, const std::string& what) const;
};

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

// The rules Pencilmark plays; everything else is named and refused.
std::optional<ParseError> FPuzzlesReader::checkMembers(const JsonValue& root) const
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
        if (kRead.contains(name) || (name == "negative" && m_options.variantConstraints)
            || kPuzzleMetadata.contains(name) || kCosmetics.contains(name) || isUnused(value))
            continue;
        const auto& kinds = constraintKinds();
        if (m_options.variantConstraints && std::any_of(kinds.begin(), kinds.end(), [&](const ConstraintKindInfo& info) {
                return info.fpuzzlesName == name && info.kind != ConstraintKind::Distinct;
            }))
            continue;
        refused.push_back(name);
        first = first ? first : &value;
    }
    if (refused.empty())
        return std::nullopt;
    if (!m_options.variantConstraints)
        return error(ParseErrorCode::Unsupported, *first,
                     "f-puzzles " + quoteNames(refused) + (refused.size() == 1 ? " is" : " are")
                         + " not supported: Pencilmark plays givens, jigsaw regions, both diagonals (X), killer "
                           "cages, windows and centre-dot extra regions (pencilmark-cli solves and counts variant "
                           "constraints)");
    return error(ParseErrorCode::Unsupported, *first,
                 "f-puzzles " + quoteNames(refused) + (refused.size() == 1 ? " is" : " are")
                     + " not supported: Pencilmark plays givens, jigsaw regions, diagonals, killer cages, extra "
                       "regions and the variant constraints of f-puzzles' thermometer, arrow, kropki, XV, even/odd, "
                       "minimum/maximum, little killer, sandwich, X-sum, skyscraper, lines (whispers, renban, "
                       "palindrome, between, lockout, region-sum, entropic, modular, zipper), clone, quadruple, "
                       "anti-knight, anti-king, non-consecutive, disjoint groups and negative dots");
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

// A line's cells in the order written (a thermometer's bulb first).
Result<std::vector<int>, ParseError> FPuzzlesReader::readLine(const JsonValue& list, const std::string& what) const
{
    if (list.kind != JsonValue::Kind::Array || list.items.empty())
        return error(ParseErrorCode::CageMap, list, what + " needs a list of cells such as [\"R1C1\", \"R1C2\"]");
    std::vector<int> cells;
    for (const JsonValue& name : list.items) {
        auto cell = readCell(name);
        if (!cell)
            return cell.error();
        if (!cells.empty()) {
            const int dr = std::abs(*cell / m_size - cells.back() / m_size);
            const int dc = std::abs(*cell % m_size - cells.back() % m_size);
            if (dr > 1 || dc > 1 || dr + dc == 0)
                return error(ParseErrorCode::CageMap, name,
                             what + " jumps to " + name.text + ", which does not touch the cell before it");
        }
        cells.push_back(*cell);
    }
    return cells;
}

// {"lines": [[cells...], ...]}: every line of one entry.
Result<std::vector<std::vector<int>>, ParseError> FPuzzlesReader::readLines(const JsonValue& entry,
                                                                          const std::string& what) const
{
    const JsonValue* lines = entry.kind == JsonValue::Kind::Object ? entry.member("lines") : nullptr;
    if (!lines || lines->kind != JsonValue::Kind::Array || lines->items.empty())
        return error(ParseErrorCode::CageMap, lines ? *lines : entry,
                     what + " needs \"lines\": a list of lines, each a list of cells");
    std::vector<std::vector<int>> result;
    for (const JsonValue& line : lines->items) {
        auto cells = readLine(line, what);
        if (!cells)
            return cells.error();
        result.push_back(std::move(*cells));
    }
    return result;
}

// A number written as a number or a string ("12"); absent or "" gives fallback
// (a dot without a value is the usual 1 or 2), or an error when there is none.
Result<int, ParseError> FPuzzlesReader::readNumber(const JsonValue* value, const JsonValue& entry,
                                                   const std::string& what, int fallback) const
{
    if (!value || (value->kind == JsonValue::Kind::String && value->text.empty())
        || value->kind == JsonValue::Kind::Null) {
        if (fallback >= 0)
            return fallback;
        return error(ParseErrorCode::CageSum, value ? *value : entry, what + " needs its \"value\"");
    }
    if (value->isInteger() && value->number >= 0 && value->number <= 100000)
        return int(value->number);
    if (value->kind == JsonValue::Kind::String && value->text.size() <= 6
        && std::all_of(value->text.begin(), value->text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        int number = 0;
        for (char c : value->text)
            number = number * 10 + (c - '0');
        return number;
    }
    return error(ParseErrorCode::CageSum, *value, what + "'s \"value\" must be a whole number");
}

// A clue outside the grid ("R0C3" above column 3, "R10C3" below it on a 9x9,
// "R3C0" left of row 3 ...): the row or column from the clue's side.
Result<std::vector<int>, ParseError> FPuzzlesReader::readOutsideClue(const JsonValue& entry,
                                                                   const std::string& what) const
{
    const JsonValue* cell = entry.kind == JsonValue::Kind::Object ? entry.member("cell") : nullptr;
    if (!cell)
        return error(ParseErrorCode::CageMap, entry, what + " needs its \"cell\" outside the grid, such as \"R0C3\"");
    auto position = readPosition(*cell);
    if (!position)
        return position.error();
    const auto [row, column] = *position;
    const bool rowInside = row >= 1 && row <= m_size;
    const bool columnInside = column >= 1 && column <= m_size;
    std::vector<int> line;
    if (columnInside && (row == 0 || row == m_size + 1)) {
        for (int i = 0; i < m_size; ++i)
            line.push_back((row == 0 ? i : m_size - 1 - i) * m_size + column - 1);
    } else if (rowInside && (column == 0 || column == m_size + 1)) {
        for (int i = 0; i < m_size; ++i)
            line.push_back((row - 1) * m_size + (column == 0 ? i : m_size - 1 - i));
    } else {
        return error(ParseErrorCode::CageMap, *cell,
                     what + " at " + cell->text + " is not just outside a row or column of the grid");
    }
    return line;
}

// One entry of a constraint member, by its f-puzzles name.
std::optional<ParseError> FPuzzlesReader::readConstraintMember(std::string_view name, const JsonValue& entry,
                                                               std::vector<Constraint>& out) const
{
    const std::string what = "f-puzzles '" + std::string(name) + "' " + std::to_string(out.size() + 1);
    if (entry.kind != JsonValue::Kind::Object)
        return error(ParseErrorCode::CageMap, entry, what + " must be a JSON object");
    const JsonValue* value = entry.member("value");
    const auto lineKind = [&](ConstraintKind kind, int fallback) -> std::optional<ParseError> {
        auto lines = readLines(entry, what);
        if (!lines)
            return lines.error();
        Constraint constraint{kind, std::move(*lines)};
        if (fallback >= 0) {
            auto number = readNumber(value, entry, what, fallback);
            if (!number)
                return number.error();
            constraint.values.push_back(*number);
        }
        out.push_back(std::move(constraint));
        return std::nullopt;
    };
    const auto cellsOf = [&](const char* key) -> Result<std::vector<int>, ParseError> {
        const JsonValue* cells = entry.member(key);
        if (!cells)
            return error(ParseErrorCode::CageMap, entry, what + " needs \"" + key + "\"");
        return readCells(*cells, what);
    };
    const auto dot = [&](ConstraintKind kind, int fallback) -> std::optional<ParseError> {
        auto cells = cellsOf("cells");
        if (!cells)
            return cells.error();
        int number = fallback;
        if (kind == ConstraintKind::XV) {
            const std::string letter = value && value->kind == JsonValue::Kind::String ? value->text : "";
            if (letter != "X" && letter != "x" && letter != "V" && letter != "v")
                return error(ParseErrorCode::CageSum, value ? *value : entry, what + "'s \"value\" must be X or V");
            number = letter == "X" || letter == "x" ? 10 : 5;
        } else {
            auto read = readNumber(value, entry, what, fallback);
            if (!read)
                return read.error();
            number = *read;
        }
        const int apart = cells->size() == 2 ? std::abs((*cells)[0] - (*cells)[1]) : 0;
        const bool sameRow = cells->size() == 2 && (*cells)[0] / m_size == (*cells)[1] / m_size;
        if (!((apart == 1 && sameRow) || apart == m_size))
            return error(ParseErrorCode::CageMap, entry, what + " must sit between two cells that share an edge");
        out.push_back(Constraint{kind, {*cells}, {number}});
        return std::nullopt;
    };
    const auto singleCell = [&](ConstraintKind kind) -> std::optional<ParseError> {
        const JsonValue* cell = entry.member("cell");
        if (!cell)
            return error(ParseErrorCode::CageMap, entry, what + " needs its \"cell\"");
        auto index = readCell(*cell);
        if (!index)
            return index.error();
        out.push_back(Constraint{kind, {{*index}}});
        return std::nullopt;
    };
    const auto outside = [&](ConstraintKind kind) -> std::optional<ParseError> {
        if (!value || isUnused(*value))
            return std::nullopt; // a clue without a number says nothing
        auto line = readOutsideClue(entry, what);
        if (!line)
            return line.error();
        auto number = readNumber(value, entry, what, -1);
        if (!number)
            return number.error();
        out.push_back(Constraint{kind, {*line}, {*number}});
        return std::nullopt;
    };

    if (name == "thermometer")
        return lineKind(ConstraintKind::Thermometer, -1);
    if (name == "slowthermometer")
        return lineKind(ConstraintKind::SlowThermometer, -1);
    if (name == "whispers")
        return lineKind(ConstraintKind::Whispers, 5); // German whispers unless told
    if (name == "renban")
        return lineKind(ConstraintKind::Renban, -1);
    if (name == "palindrome")
        return lineKind(ConstraintKind::Palindrome, -1);
    if (name == "betweenline")
        return lineKind(ConstraintKind::BetweenLine, -1);
    if (name == "lockout")
        return lineKind(ConstraintKind::Lockout, 4); // f-puzzles' default difference
    if (name == "regionsumline")
        return lineKind(ConstraintKind::RegionSumLine, -1);
    if (name == "entropicline")
        return lineKind(ConstraintKind::EntropicLine, -1);
    if (name == "modularline")
        return lineKind(ConstraintKind::ModularLine, -1);
    if (name == "zipperline")
        return lineKind(ConstraintKind::ZipperLine, -1);
    if (name == "arrow") {
        const JsonValue* circle = entry.member("cells");
        if (!circle || isUnused(*circle))
            return error(ParseErrorCode::CageMap, entry, what + " has no circle: an arrow needs \"cells\"");
        auto cells = readCells(*circle, what); // a pill reads left to right, top to bottom
        if (!cells)
            return cells.error();
        auto lines = readLines(entry, what);
        if (!lines)
            return lines.error();
        for (const auto& line : *lines)
            if (std::find(cells->begin(), cells->end(), line.front()) == cells->end())
                return error(ParseErrorCode::CageMap, entry, what + "'s lines must start in its circle");
        Constraint constraint{ConstraintKind::Arrow, {*cells}};
        constraint.lines.insert(constraint.lines.end(), lines->begin(), lines->end());
        out.push_back(std::move(constraint));
        return std::nullopt;
    }
    if (name == "difference")
        return dot(ConstraintKind::WhiteDot, 1);
    if (name == "ratio")
        return dot(ConstraintKind::BlackDot, 2);
    if (name == "xv")
        return dot(ConstraintKind::XV, 0);
    if (name == "even")
        return singleCell(ConstraintKind::Even);
    if (name == "odd")
        return singleCell(ConstraintKind::Odd);
    if (name == "minimum")
        return singleCell(ConstraintKind::Minimum);
    if (name == "maximum")
        return singleCell(ConstraintKind::Maximum);
    if (name == "sandwichsum")
        return outside(ConstraintKind::Sandwich);
    if (name == "xsum")
        return outside(ConstraintKind::XSum);
    if (name == "skyscraper")
        return outside(ConstraintKind::Skyscraper);
    if (name == "littlekillersum") {
        if (!value || isUnused(*value))
            return std::nullopt;
        const JsonValue* cell = entry.member("cell");
        const JsonValue* direction = entry.member("direction");
        if (!cell || !direction || direction->kind != JsonValue::Kind::String)
            return error(ParseErrorCode::CageMap, entry, what + " needs its \"cell\" and \"direction\" (UL, UR, DL or DR)");
        auto position = readPosition(*cell);
        if (!position)
            return position.error();
        const std::string& d = direction->text;
        if (d != "UL" && d != "UR" && d != "DL" && d != "DR")
            return error(ParseErrorCode::CageMap, *direction, what + "'s \"direction\" must be UL, UR, DL or DR");
        const int dr = d[0] == 'U' ? -1 : 1;
        const int dc = d[1] == 'L' ? -1 : 1;
        std::vector<int> diagonal;
        for (int r = position->first - 1 + dr, c = position->second - 1 + dc; r >= 0 && r < m_size && c >= 0 && c < m_size;
             r += dr, c += dc)
            diagonal.push_back(r * m_size + c);
        if (diagonal.empty())
            return error(ParseErrorCode::CageMap, *cell, what + " at " + cell->text + " points at no cell of the grid");
        auto number = readNumber(value, entry, what, -1);
        if (!number)
            return number.error();
        out.push_back(Constraint{ConstraintKind::LittleKiller, {diagonal}, {*number}});
        return std::nullopt;
    }
    if (name == "clone") {
        const JsonValue* cells = entry.member("cells");
        const JsonValue* clones = entry.member("cloneCells");
        if (!cells || !clones)
            return error(ParseErrorCode::CageMap, entry, what + " needs \"cells\" and \"cloneCells\"");
        std::vector<std::vector<int>> sides;
        for (const JsonValue* side : {cells, clones}) {
            if (side->kind != JsonValue::Kind::Array || side->items.empty())
                return error(ParseErrorCode::CageMap, *side, what + " needs a list of cells");
            std::vector<int> list;
            for (const JsonValue& cellName : side->items) {
                auto cell = readCell(cellName);
                if (!cell)
                    return cell.error();
                list.push_back(*cell);
            }
            sides.push_back(std::move(list));
        }
        if (sides[0].size() != sides[1].size())
            return error(ParseErrorCode::CageMap, entry, what + "'s \"cells\" and \"cloneCells\" differ in size");
        out.push_back(Constraint{ConstraintKind::Clone, std::move(sides)});
        return std::nullopt;
    }
    if (name == "rowindexer" || name == "columnindexer" || name == "boxindexer") {
        auto cells = cellsOf("cells");
        if (!cells)
            return cells.error();
        const ConstraintKind kind = name == "rowindexer"      ? ConstraintKind::RowIndexer
                                  : name == "columnindexer" ? ConstraintKind::ColumnIndexer
                                                            : ConstraintKind::BoxIndexer;
        out.push_back(Constraint{kind, {*cells}});
        return std::nullopt;
    }
    if (name == "quadruple") {
        auto cells = cellsOf("cells");
        if (!cells)
            return cells.error();
        const JsonValue* digits = entry.member("values");
        if (!digits || digits->kind != JsonValue::Kind::Array || digits->items.empty()
            || digits->items.size() > cells->size())
            return error(ParseErrorCode::CageSum, digits ? *digits : entry,
                         what + " needs \"values\": one to " + std::to_string(cells->size()) + " digits");
        std::vector<int> listed;
        for (const JsonValue& digit : digits->items) {
            auto number = readNumber(&digit, entry, what, -1);
            if (!number)
                return number.error();
            if (*number < 1 || *number > m_size)
                return error(ParseErrorCode::CageSum, digit,
                             what + "'s digits must be from 1 to " + std::to_string(m_size));
            listed.push_back(*number);
        }
        out.push_back(Constraint{ConstraintKind::Quadruple, {*cells}, listed});
        return std::nullopt;
    }
    return std::nullopt;
}

// The variant constraints of the kind table, the rules of the whole grid,
// negative dots and cages without a sum, appended to the spec.
std::optional<ParseError> FPuzzlesReader::readConstraints(const JsonValue& root, GeometrySpec& spec) const
{
    static const std::map<std::string_view, ConstraintKind> kSwitches = {
        {"antiknight", ConstraintKind::AntiKnight},
        {"antiking", ConstraintKind::AntiKing},
        {"nonconsecutive", ConstraintKind::NonConsecutive},
        {"disjointgroups", ConstraintKind::DisjointGroups}};
    for (const auto& member : root.members) {
        // Named, not a structured binding: clang 14 (the fuzz build) cannot
        // capture a binding in the lambdas below.
        const std::string& name = member.name;
        const JsonValue& value = member.value;
        if (isUnused(value))
            continue;
        if (const auto found = kSwitches.find(name); found != kSwitches.end()) {
            if (value.kind != JsonValue::Kind::Bool)
                return error(ParseErrorCode::UnexpectedSymbol, value, "f-puzzles '" + name + "' must be true or false");
            spec.constraints.push_back(Constraint{found->second});
            continue;
        }
        if (name == "negative") {
            if (value.kind != JsonValue::Kind::Array)
                return error(ParseErrorCode::UnexpectedSymbol, value, "f-puzzles 'negative' must be a list of names");
            for (const JsonValue& item : value.items) {
                const std::string text = item.kind == JsonValue::Kind::String ? item.text : "";
                if (text == "ratio")
                    spec.constraints.push_back(Constraint{ConstraintKind::NegativeBlack});
                else if (text == "xv")
                    spec.constraints.push_back(Constraint{ConstraintKind::NegativeXV});
                else
                    return error(ParseErrorCode::Unsupported, item,
                                 "f-puzzles 'negative' '" + excerptForMessage(text)
                                     + "' is not supported: Pencilmark plays negative ratio and xv");
            }
            continue;
        }
        if (name == "killercage") {
            if (value.kind != JsonValue::Kind::Array)
                continue; // the killer cage reader says what is wrong
            for (const JsonValue& entry : value.items) {
                const JsonValue* sum = entry.kind == JsonValue::Kind::Object ? entry.member("value") : nullptr;
                if (entry.kind != JsonValue::Kind::Object || (sum && !isUnused(*sum)))
                    continue;
                const JsonValue* cells = entry.member("cells");
                auto list = readCells(cells ? *cells : entry, "a killer cage without a sum");
                if (!list)
                    return list.error();
                spec.constraints.push_back(Constraint{ConstraintKind::Distinct, {*list}});
            }
            continue;
        }
        const auto& kinds = constraintKinds();
        const bool known = std::any_of(kinds.begin(), kinds.end(),
                                       [&](const ConstraintKindInfo& info) { return info.fpuzzlesName == name; });
        if (!known || kSwitches.contains(name))
            continue;
        if (value.kind != JsonValue::Kind::Array)
            return error(ParseErrorCode::UnexpectedSymbol, value, "f-puzzles '" + name + "' must be a list");
        std::vector<Constraint> read;
        for (const JsonValue& entry : value.items)
            if (auto wrong = readConstraintMember(name, entry, read))
                return wrong;
        for (std::size_t i = 0; i < read.size(); ++i)
            if (auto problem = validateConstraint(read[i], m_size))
                return error(ParseErrorCode::CageMap, value.items[std::min(i, value.items.size() - 1)],
                             "f-puzzles '" + name + "' " + std::to_string(i + 1) + ": " + *problem);
        spec.constraints.insert(spec.constraints.end(), read.begin(), read.end());
    }
    return std::nullopt;
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
    if (auto refused = checkMembers(root))
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
                } else if (key == "givenPencilMarks" && !isUnused(value) && m_options.variantConstraints) {
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
                                 "f-puzzles '" + excerptForMessage(key) + "' in cell " + name + " is not supported"
                                     + (key == "givenPencilMarks"
                                            ? ": candidates given as a rule (a pencil-mark sudoku) are not "
                                              "among the app's rules yet"
                                            : ""));
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
    if (hasPlus != hasMinus && !m_options.variantConstraints)
        return error(ParseErrorCode::Unsupported, hasPlus ? *plus : *minus,
                     std::string("f-puzzles '") + (hasPlus ? "diagonal+" : "diagonal-")
                         + "' alone is not supported: Pencilmark's X has both diagonals");
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
        if (!matched && !m_options.variantConstraints)
            return error(ParseErrorCode::Unsupported, *extra,
                         "f-puzzles 'extraregion' is supported only as the windows (hyper) or the centre cells of "
                         "the boxes (centre-dot): these extra regions are neither");
        if (matched) {
            spec.variants = spec.variants | *matched;
        } else {
            // Any other extra region: its digits differ (a region of N cells
            // holds each digit once).
            for (const std::vector<int>& region : written)
                spec.constraints.push_back(Constraint{ConstraintKind::Distinct, {region}});
        }
    }
    if (m_options.variantConstraints)
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
        if ((!sum || isUnused(*sum)) && m_options.variantConstraints)
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
                         what + " needs its sum as \"value\": Pencilmark's killer cages all have one");
        cages.push_back(Cage{*list, total});
        cagePositions.push_back(m_positions.at(entry.offset));
    }
    return withCages(std::move(puzzle), std::move(cages), positions, cagePositions, m_options);
}

// The packed string of a link or bare string, and its byte offset in the text.
std::optional<std::pair<std::string, std::size_t>> packedPart(std::string_view text)
{
    std::size_t start = std::string_view::npos;
    for (const std::string_view marker : {std::string_view("load="), std::string_view("fpuzzles")}) {
        const auto at = text.find(marker);
        if (at != std::string_view::npos && (marker != "fpuzzles" || text.substr(at + marker.size(), 4) == kPackedStart)) {
            start = at + marker.size();
            break;
        }
    }
    if (start == std::string_view::npos) {
        start = text.find_first_not_of(" \t");
        if (start == std::string_view::npos || text.substr(start, kPackedStart.size()) != kPackedStart)
            return std::nullopt;
    }
    // Up to the end of the query value; %2B, %2F and %3D as a browser may
    // have escaped them.
    std::string packed;
    for (std::size_t i = start; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '&' || c == '#' || c == ' ' || c == '\t')
            break;
        if (c == '%' && i + 2 < text.size()) {
            const std::string_view code = text.substr(i + 1, 2);
            const char decoded = code == "2B" || code == "2b" ? '+' : code == "2F" || code == "2f" ? '/'
                               : code == "3D" || code == "3d" ? '=' : '\0';
            if (decoded != '\0') {
                packed.push_back(decoded);
                i += 2;
                continue;
            }
        }
        packed.push_back(c);
    }
    return std::make_pair(std::move(packed), start);
}

int columnOf(std::string_view line, std::size_t byteOffset)
{
    CodePointReader reader(line.substr(0, byteOffset));
    while (!reader.atEnd())
        reader.next();
    return reader.column();
}

} // namespace

bool looksLikeFPuzzles(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos)
        return false;
    if (text[first] == '{')
        return true;
    std::size_t marker = std::string_view::npos;
    for (const std::string_view name : {std::string_view("f-puzzles.com"), std::string_view("load=N4Ig"),
                                        std::string_view("fpuzzlesN4Ig")})
        marker = std::min(marker, text.find(name));
    if (marker != std::string_view::npos) {
        // A link after a puzzle is a comment ("<puzzle>  # from
        // https://f-puzzles.com/…"), and text after a puzzle is ignored: the
        // line is an f-puzzles one only when no word before the link could
        // be a puzzle, none as long as the smallest (4x4, 16 cells) and no
        // keyword that starts one ("see https://f-puzzles.com/?id=…" is a
        // link; issue 36, class 6).
        std::size_t at = first;
        while (at < marker) {
            const std::size_t end = std::min(text.find_first_of(" \t", at), text.size());
            if (end > marker)
                break; // the link's own word
            const std::string_view word = text.substr(at, end - at);
            if (word.size() >= 16 || word == "killer" || word == "sudoku" || word == "multifour"
                || word == "doublenine")
                return false;
            at = text.find_first_not_of(" \t", end);
        }
        return true;
    }
    // A bare packed string: base64 from its start to its end or a blank.
    std::string_view token = text.substr(first);
    token = token.substr(0, token.find_first_of(" \t"));
    return token.size() >= 16 && token.starts_with(kPackedStart) && std::all_of(token.begin(), token.end(), isBase64Char);
}

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
