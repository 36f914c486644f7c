// SPDX-License-Identifier: GPL-3.0-or-later
// Writes a puzzle as f-puzzles JSON and as an f-puzzles link (the reader,
// fpuzzles_format.cpp, says what the JSON holds). Written compact and in
// the editor's own member names, so f-puzzles, SudokuPad and Pencilmark
// open it alike.

#include "core/formats/formats_internal.h"
#include "core/formats/lz_string.h"
#include "core/json_string.h"

#include <algorithm>
#include <cstdio>

namespace pm {

namespace {

std::string cellList(const Geometry& geometry, const std::vector<int>& cells)
{
    std::string text = "[";
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (i > 0)
            text += ',';
        text += "\"R" + std::to_string(geometry.row(cells[i]) + 1) + "C" + std::to_string(geometry.column(cells[i]) + 1)
              + "\"";
    }
    return text + "]";
}

std::string cellName(int row, int column)
{
    return "\"R" + std::to_string(row) + "C" + std::to_string(column) + "\"";
}

std::string linesOf(const Geometry& geometry, const std::vector<std::vector<int>>& lines, std::size_t from = 0)
{
    std::string text = "[";
    for (std::size_t i = from; i < lines.size(); ++i)
        text += (i > from ? "," : "") + cellList(geometry, lines[i]);
    return text + "]";
}

// Where an outside clue stands (1-based, 0 and size + 1 outside) for a row
// or column listed from the clue's side; nothing when the line is not one.
std::optional<std::string> outsideClue(const Geometry& g, const std::vector<int>& line)
{
    const int n = g.size();
    if (int(line.size()) != n || n < 2)
        return std::nullopt;
    const int step = line[1] - line[0];
    for (int i = 1; i < n; ++i)
        if (line[std::size_t(i)] - line[std::size_t(i) - 1] != step)
            return std::nullopt;
    const int row = g.row(line[0]);
    const int column = g.column(line[0]);
    if (step == n && row == 0)
        return cellName(0, column + 1);
    if (step == -n && row == n - 1)
        return cellName(n + 1, column + 1);
    if (step == 1 && column == 0)
        return cellName(row + 1, 0);
    if (step == -1 && column == n - 1)
        return cellName(row + 1, n + 1);
    return std::nullopt;
}

// A little killer's clue and direction: the diagonal read from a cell just
// outside the grid must be exactly its cells.
std::optional<std::string> littleKillerClue(const Geometry& g, const std::vector<int>& cells)
{
    const int n = g.size();
    for (const char* direction : {"UL", "UR", "DL", "DR"}) {
        const int dr = direction[0] == 'U' ? -1 : 1;
        const int dc = direction[1] == 'L' ? -1 : 1;
        const int clueRow = g.row(cells[0]) - dr;
        const int clueColumn = g.column(cells[0]) - dc;
        if (clueRow >= 0 && clueRow < n && clueColumn >= 0 && clueColumn < n)
            continue;
        std::vector<int> diagonal;
        for (int r = g.row(cells[0]), c = g.column(cells[0]); r >= 0 && r < n && c >= 0 && c < n; r += dr, c += dc)
            diagonal.push_back(g.cellAt(r, c));
        if (diagonal == cells)
            return "\"cell\":" + cellName(clueRow + 1, clueColumn + 1) + ",\"direction\":\"" + direction + "\"";
    }
    return std::nullopt;
}

// One f-puzzles entry per constraint, by member; nothing when the
// constraint cannot be said in f-puzzles (a sandwich on part of a row).
struct ConstraintMembers {
    std::vector<std::pair<std::string, std::vector<std::string>>> members; // in order of first use
    std::vector<std::string> negative;
    std::vector<std::string> switches;

    void add(const std::string& name, std::string entry)
    {
        for (auto& [member, entries] : members)
            if (member == name) {
                entries.push_back(std::move(entry));
                return;
            }
        members.push_back({name, {std::move(entry)}});
    }
};

bool writeConstraint(const Geometry& g, const Constraint& c, ConstraintMembers& out)
{
    const std::string name(constraintKindInfo(c.kind).fpuzzlesName);
    const auto value = [&](int v) { return ",\"value\":" + jsonQuote(std::to_string(v)); };
    switch (c.kind) {
    case ConstraintKind::Thermometer:
    case ConstraintKind::SlowThermometer:
    case ConstraintKind::Renban:
    case ConstraintKind::Palindrome:
    case ConstraintKind::BetweenLine:
    case ConstraintKind::RegionSumLine:
    case ConstraintKind::EntropicLine:
    case ConstraintKind::ModularLine:
    case ConstraintKind::ZipperLine: out.add(name, "{\"lines\":" + linesOf(g, c.lines) + "}"); return true;
    case ConstraintKind::Whispers:
    case ConstraintKind::Lockout:
        out.add(name, "{\"lines\":" + linesOf(g, c.lines) + value(c.values[0]) + "}");
        return true;
    case ConstraintKind::Arrow:
        out.add(name, "{\"cells\":" + cellList(g, c.lines[0]) + ",\"lines\":" + linesOf(g, c.lines, 1) + "}");
        return true;
    case ConstraintKind::WhiteDot:
    case ConstraintKind::BlackDot:
        out.add(name, "{\"cells\":" + cellList(g, c.lines[0]) + value(c.values[0]) + "}");
        return true;
    case ConstraintKind::XV:
        if (c.values[0] != 10 && c.values[0] != 5)
            return false;
        out.add(name, "{\"cells\":" + cellList(g, c.lines[0]) + ",\"value\":\"" + (c.values[0] == 10 ? "X" : "V") + "\"}");
        return true;
    case ConstraintKind::Even:
    case ConstraintKind::Odd:
    case ConstraintKind::Minimum:
    case ConstraintKind::Maximum:
        for (int cell : c.lines[0])
            out.add(name, "{\"cell\":" + cellName(g.row(cell) + 1, g.column(cell) + 1) + "}");
        return true;
    case ConstraintKind::LittleKiller: {
        const auto clue = littleKillerClue(g, c.lines[0]);
        if (!clue)
            return false;
        out.add(name, "{" + *clue + value(c.values[0]) + "}");
        return true;
    }
    case ConstraintKind::Sandwich:
    case ConstraintKind::XSum:
    case ConstraintKind::Skyscraper: {
        const auto clue = outsideClue(g, c.lines[0]);
        if (!clue)
            return false;
        out.add(name, "{\"cell\":" + *clue + value(c.values[0]) + "}");
        return true;
    }
    case ConstraintKind::Clone:
        out.add(name, "{\"cells\":" + cellList(g, c.lines[0]) + ",\"cloneCells\":" + cellList(g, c.lines[1]) + "}");
        return true;
    case ConstraintKind::Quadruple: {
        std::string digits;
        for (int d : c.values)
            digits += (digits.empty() ? "" : ",") + std::to_string(d);
        out.add(name, "{\"cells\":" + cellList(g, c.lines[0]) + ",\"values\":[" + digits + "]}");
        return true;
    }
    case ConstraintKind::Distinct:
        // As a cage without a sum: reads back as distinct digits, whatever
        // the shape (an extra region would merge with windows).
        out.add("killercage", "{\"cells\":" + cellList(g, c.lines[0]) + "}");
        return true;
    case ConstraintKind::AllowedDigits: return true; // written in its cell
    case ConstraintKind::RowIndexer:
    case ConstraintKind::ColumnIndexer:
    case ConstraintKind::BoxIndexer: out.add(name, "{\"cells\":" + cellList(g, c.lines[0]) + "}"); return true;
    case ConstraintKind::AntiKnight:
    case ConstraintKind::AntiKing:
    case ConstraintKind::NonConsecutive:
    case ConstraintKind::DisjointGroups: out.switches.push_back(name); return true;
    case ConstraintKind::NegativeBlack: out.negative.push_back("ratio"); return true;
    case ConstraintKind::NegativeXV: out.negative.push_back("xv"); return true;
    }
    return false;
}

} // namespace

std::optional<FPuzzlesLimit> fPuzzlesLimit(const Geometry& geometry)
{
    if (geometry.isCounted())
        return FPuzzlesLimit::CountedHouses;
    if (geometry.size() > kFPuzzlesLargestSize)
        return FPuzzlesLimit::TooLarge;
    return std::nullopt;
}

namespace {

std::string colourText(std::uint32_t argb)
{
    char text[10];
    const unsigned alpha = argb >> 24;
    if (alpha == 0xFF)
        std::snprintf(text, sizeof text, "#%06X", unsigned(argb & 0xFFFFFF));
    else
        std::snprintf(text, sizeof text, "#%06X%02X", unsigned(argb & 0xFFFFFF), alpha);
    return std::string("\"") + text + "\"";
}

std::string placeList(const std::vector<GridPlace>& places)
{
    std::string list;
    for (const GridPlace& place : places)
        list += (list.empty() ? "\"R" : ",\"R") + std::to_string(place.row + 1) + "C" + std::to_string(place.column + 1)
              + "\"";
    return "[" + list + "]";
}

std::string number(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.6g", value);
    return text;
}

// f-puzzles' cosmetics, each kind's member once, in Drawing::Kind order.
std::string drawingMembers(const std::vector<Drawing>& drawings)
{
    static const char* const kNames[] = {"line", "circle", "rectangle", "text", "cage"};
    std::string json;
    for (int kind = 0; kind < 5; ++kind) {
        std::string entries;
        for (const Drawing& d : drawings) {
            if (int(d.kind) != kind)
                continue;
            std::string entry;
            if (d.kind == Drawing::Kind::Line) {
                std::string lines;
                for (const auto& line : d.places)
                    lines += (lines.empty() ? "" : ",") + placeList(line);
                entry = "{\"lines\":[" + lines + "],\"outlineC\":" + colourText(d.outline) + ",\"width\":"
                      + number(d.width) + "}";
            } else {
                entry = "{\"cells\":" + placeList(d.places.empty() ? std::vector<GridPlace>{} : d.places.front());
                if (d.kind != Drawing::Kind::Text && d.kind != Drawing::Kind::Cage)
                    entry += ",\"baseC\":" + colourText(d.fill) + ",\"width\":" + number(d.width) + ",\"height\":"
                           + number(d.height);
                if (d.kind != Drawing::Kind::Text)
                    entry += ",\"outlineC\":" + colourText(d.outline);
                entry += ",\"fontC\":" + colourText(d.ink);
                if (d.angle != 0)
                    entry += ",\"angle\":" + number(d.angle);
                if (!d.text.empty())
                    entry += ",\"value\":" + jsonQuote(d.text);
                entry += "}";
            }
            entries += (entries.empty() ? "" : ",") + entry;
        }
        if (!entries.empty())
            json += ",\"" + std::string(kNames[kind]) + "\":[" + entries + "]";
    }
    return json;
}

} // namespace

std::optional<std::string> writeFPuzzles(const Grid& grid, const PuzzleNotes& notes)
{
    const Geometry& geometry = grid.geometry();
    const int size = geometry.size();
    if (fPuzzlesLimit(geometry))
        return std::nullopt;
    // f-puzzles puts a cell without a "region" in its box of the usual shape
    // for the size; any other shape is written cell by cell.
    const GeometrySpec usual = GeometrySpec::forSize(size);
    const bool regions = geometry.isJigsaw() || geometry.boxRows() != usual.boxRows
                      || geometry.boxCols() != usual.boxCols;

    std::string json = "{\"size\":" + std::to_string(size) + ",\"grid\":[";
    for (int row = 0; row < size; ++row) {
        json += row > 0 ? ",[" : "[";
        for (int column = 0; column < size; ++column) {
            const int cell = geometry.cellAt(row, column);
            std::string members;
            if (const int value = grid.value(cell))
                members = "\"value\":" + std::to_string(value) + (grid.isGiven(cell) ? ",\"given\":true" : "");
            if (regions)
                members += (members.empty() ? "" : ",") + std::string("\"region\":")
                         + std::to_string(geometry.regionOf(cell));
            for (const Constraint& constraint : geometry.constraints())
                if (constraint.kind == ConstraintKind::AllowedDigits && constraint.lines[0][0] == cell) {
                    std::string digits;
                    for (int d : constraint.values)
                        digits += (digits.empty() ? "" : ",") + std::to_string(d);
                    members += (members.empty() ? "" : ",") + std::string("\"givenPencilMarks\":[") + digits + "]";
                }
            json += (column > 0 ? ",{" : "{") + members + "}";
        }
        json += "]";
    }
    json += "]";
    if (hasVariant(geometry.variants(), Variant::Diagonals))
        json += ",\"diagonal+\":true,\"diagonal-\":true";
    std::string extra;
    for (const House& house : geometry.houses())
        if (house.kind == HouseKind::Window || house.kind == HouseKind::CentreDot)
            extra += (extra.empty() ? "" : ",") + std::string("{\"cells\":") + cellList(geometry, house.cells) + "}";
    if (!extra.empty())
        json += ",\"extraregion\":[" + extra + "]";
    if (geometry.hasCages()) {
        json += ",\"killercage\":[";
        for (std::size_t i = 0; i < geometry.cages().size(); ++i) {
            const Cage& cage = geometry.cages()[i];
            json += (i > 0 ? ",{\"cells\":" : "{\"cells\":") + cellList(geometry, cage.cells)
                  + ",\"value\":" + jsonQuote(std::to_string(cage.sum)) + "}";
        }
        json += "]";
    }
    if (geometry.hasConstraints()) {
        ConstraintMembers written;
        for (const Constraint& constraint : geometry.constraints())
            if (!writeConstraint(geometry, constraint, written))
                return std::nullopt;
        std::stable_partition(written.members.begin(), written.members.end(),
                              [](const auto& member) { return member.first == "killercage"; });
        for (auto& [name, entries] : written.members) {
            std::string list;
            for (const std::string& entry : entries)
                list += (list.empty() ? "" : ",") + entry;
            // Cages without a sum join the killer cages' member, the last
            // one written so far, when there is one.
            if (name == "killercage" && geometry.hasCages())
                json.insert(json.size() - 1, "," + list);
            else
                json += ",\"" + name + "\":[" + list + "]";
        }
        for (const std::string& name : written.switches)
            json += ",\"" + name + "\":true";
        if (!written.negative.empty()) {
            json += ",\"negative\":[";
            for (std::size_t i = 0; i < written.negative.size(); ++i)
                json += (i > 0 ? ",\"" : "\"") + written.negative[i] + "\"";
            json += "]";
        }
    }
    for (const auto& [name, text] : {std::pair{"title", &notes.title}, std::pair{"author", &notes.author},
                                     std::pair{"ruleset", &notes.rules}})
        if (!text->empty())
            json += ",\"" + std::string(name) + "\":" + jsonQuote(*text);
    return json + drawingMembers(notes.drawings) + "}";
}

std::optional<std::string> writeFPuzzlesLink(const Grid& grid, const PuzzleNotes& notes)
{
    const auto json = writeFPuzzles(grid, notes);
    if (!json)
        return std::nullopt;
    return "https://f-puzzles.com/?load=" + formats::lzStringCompressToBase64(*json);
}

std::optional<std::string> writeSudokuPadLink(const Grid& grid, const PuzzleNotes& notes)
{
    // SudokuPad's "fpuzzles" ids carry f-puzzles data as it is: the plainest
    // link SudokuPad opens with every rule f-puzzles holds (an SCL one would
    // hold drawings only).
    const auto json = writeFPuzzles(grid, notes);
    if (!json)
        return std::nullopt;
    return "https://sudokupad.app/fpuzzles" + formats::lzStringCompressToBase64(*json);
}

} // namespace pm
