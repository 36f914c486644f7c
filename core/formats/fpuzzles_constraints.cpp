// SPDX-License-Identifier: GPL-3.0-or-later
// The f-puzzles members of the variant constraints (core/constraints): the
// kind table's f-puzzles names with Rangsk's extensions, the rules of the
// whole grid, negative dots and cages without a sum. Lines keep the order
// written (a thermometer's bulb first); a line that jumps, a dot between
// cells that share no edge or a clue not just outside the grid is refused
// with its place in the text.

#include "core/formats/fpuzzles_reader.h"
#include "core/utf8.h"

#include <algorithm>
#include <cstdlib>
#include <map>

namespace pm::formats::fpuzzles {

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

} // namespace pm::formats::fpuzzles
