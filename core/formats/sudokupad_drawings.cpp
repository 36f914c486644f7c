// SPDX-License-Identifier: GPL-3.0-or-later
// A SudokuPad puzzle's drawings, and the rules that can be told from them.
//
// SCL holds drawings, not rules: lines and arrows through points, shapes
// over the grid ("overlays") and under it ("underlays") at a centre with a
// size, colours and text, and cages. Positions count cells from the grid's
// top-left corner, row first: (r + 0.5, c + 0.5) is the centre of the cell
// in row r, column c (both from 0). A rule is read only from a drawing that
// can mean nothing else, in the looks SudokuPad's own f-puzzles converter
// and editor give them:
//   - a killer cage: a cage with cells and a whole-number value (or sum)
//     whose digits are declared to differ ("unique": true) or which is
//     styled "killer";
//   - a kropki dot: a round shape about 0.3 cells wide, white or black,
//     centred on the edge of two cells (its text, a number, the value);
//   - an XV clue: the letter X or V on the edge of two cells;
//   - a thermometer: a grey line through cell centres with a round grey
//     bulb (0.75 to 1 cell) on its first or last cell;
//   - an arrow: an arrow from a circle (round, empty, 0.6 to 1 cell high,
//     one to three cells long in a row or column) through cell centres;
//   - anti-knight, anti-king, nonconsecutive and disjoint groups named in
//     the puzzle's "global" list.
// Everything else stays a drawing (Drawing, drawn by the board's painter),
// and its kind is listed in Reading::unread: it may be a rule Pencilmark
//
// The reader's parts: sudokupad_drawing_reader.h; the rules told from
// shapes and lines are in sudokupad_recognisers.cpp.

#include "core/formats/sudokupad_drawing_reader.h"

#include <algorithm>
#include <cmath>

namespace pm::formats::sudokupad {

namespace drawing {

std::optional<Problem> DrawingReader::readPoint(const JsonValue& value, const std::string& what, Point& point) const
{
    if (value.kind != JsonValue::Kind::Array || value.items.size() < 2 || !numberOf(&value.items[0])
        || !numberOf(&value.items[1]))
        return Problem{ParseErrorCode::UnexpectedSymbol, what + " must be a point written [row, column]"};
    point = {*numberOf(&value.items[0]), *numberOf(&value.items[1])};
    if (std::abs(point.row) > 1e6 || std::abs(point.column) > 1e6)
        return Problem{ParseErrorCode::UnexpectedSymbol, what + " is far off the grid"};
    return std::nullopt;
}

std::optional<Problem> DrawingReader::readShapes(const JsonValue& root, std::string_view list)
{
    const JsonValue* entries = root.member(list);
    if (!entries || entries->kind == JsonValue::Kind::Null)
        return std::nullopt;
    if (entries->kind != JsonValue::Kind::Array)
        return Problem{ParseErrorCode::UnexpectedSymbol, "SudokuPad \"" + std::string(list) + "\" must be a list"};
    for (std::size_t index = 0; index < entries->items.size(); ++index) {
        const JsonValue& entry = entries->items[index];
        const std::string what = "SudokuPad " + std::string(list).substr(0, list.size() - 1) + " "
                               + std::to_string(index + 1);
        if (entry.kind != JsonValue::Kind::Object)
            return Problem{ParseErrorCode::UnexpectedSymbol, what + " must be a JSON object"};
        if (m_shapes.size() + m_paths.size() >= kMostElements)
            return Problem{ParseErrorCode::TooLarge, "more than " + std::to_string(kMostElements) + " drawings"};
        Shape shape;
        shape.list = list;
        shape.index = index;
        const JsonValue* centre = entry.member("center");
        if (!centre)
            return Problem{ParseErrorCode::UnexpectedSymbol, what + " needs \"center\": [row, column]"};
        if (auto wrong = readPoint(*centre, what + "'s centre", shape.centre))
            return wrong;
        shape.width = std::clamp(numberOf(entry.member("width")).value_or(1.0), 0.0, 64.0);
        shape.height = std::clamp(numberOf(entry.member("height")).value_or(1.0), 0.0, 64.0);
        const JsonValue* rounded = entry.member("rounded");
        shape.rounded = rounded && rounded->kind == JsonValue::Kind::Bool && rounded->boolean;
        shape.fill = colourOf(entry.member("backgroundColor"));
        shape.border = colourOf(entry.member("borderColor"));
        shape.ink = colourOf(entry.member("color"));
        if (!shape.ink)
            shape.ink = colourOf(entry.member("textColor"));
        shape.text = textOf(entry.member("text"));
        shape.angle = std::fmod(numberOf(entry.member("angle")).value_or(0.0), 360.0);
        m_shapes.push_back(std::move(shape));
    }
    return std::nullopt;
}

std::optional<Problem> DrawingReader::readPaths(const JsonValue& root, bool arrows)
{
    const std::string list = arrows ? "arrows" : "lines";
    const JsonValue* entries = root.member(list);
    if (!entries || entries->kind == JsonValue::Kind::Null)
        return std::nullopt;
    if (entries->kind != JsonValue::Kind::Array)
        return Problem{ParseErrorCode::UnexpectedSymbol, "SudokuPad \"" + list + "\" must be a list"};
    for (std::size_t index = 0; index < entries->items.size(); ++index) {
        const JsonValue& entry = entries->items[index];
        const std::string what = "SudokuPad " + list.substr(0, list.size() - 1) + " " + std::to_string(index + 1);
        if (entry.kind != JsonValue::Kind::Object)
            return Problem{ParseErrorCode::UnexpectedSymbol, what + " must be a JSON object"};
        if (m_shapes.size() + m_paths.size() >= kMostElements)
            return Problem{ParseErrorCode::TooLarge, "more than " + std::to_string(kMostElements) + " drawings"};
        Path path;
        path.arrow = arrows;
        path.index = index;
        const JsonValue* points = entry.member("wayPoints");
        if (!points || points->kind != JsonValue::Kind::Array)
            return Problem{ParseErrorCode::UnexpectedSymbol, what + " needs \"wayPoints\": a list of [row, column]"};
        if (points->items.size() > std::size_t(4 * kMaxCells))
            return Problem{ParseErrorCode::TooLarge, what + " has more points than any grid has cells"};
        for (const JsonValue& value : points->items) {
            Point point;
            if (auto wrong = readPoint(value, what + "'s point", point))
                return wrong;
            path.points.push_back(point);
        }
        path.colour = colourOf(entry.member("color"));
        path.thickness = std::clamp(numberOf(entry.member("thickness")).value_or(2.0), 0.0, 1000.0);
        m_paths.push_back(std::move(path));
    }
    return std::nullopt;
}

int DrawingReader::cellAt(Point p) const
{
    const double row = std::floor(p.row);
    const double column = std::floor(p.column);
    if (!near(p.row - row, 0.5) || !near(p.column - column, 0.5) || row < 0 || column < 0 || row >= m_size
        || column >= m_size)
        return -1;
    return int(row) * m_size + int(column);
}

bool DrawingReader::nearGrid(Point p) const
{
    return p.row >= -1 && p.column >= -1 && p.row <= m_size + 1 && p.column <= m_size + 1;
}

std::optional<std::vector<int>> DrawingReader::cellsAlong(const std::vector<Point>& points, std::size_t from) const
{
    std::vector<int> cells;
    for (std::size_t i = from; i < points.size(); ++i) {
        const int cell = cellAt(points[i]);
        if (cell < 0)
            return std::nullopt;
        if (cells.empty()) {
            cells.push_back(cell);
            continue;
        }
        const int last = cells.back();
        const int dr = cell / m_size - last / m_size;
        const int dc = cell % m_size - last % m_size;
        if (dr == 0 && dc == 0)
            continue; // a point repeated
        if (dr != 0 && dc != 0 && std::abs(dr) != std::abs(dc))
            return std::nullopt; // neither straight nor diagonal: no cells to walk
        const int steps = std::max(std::abs(dr), std::abs(dc));
        for (int step = 1; step <= steps; ++step)
            cells.push_back(last + (dr / steps) * step * m_size + (dc / steps) * step);
    }
    return cells;
}

std::optional<std::vector<GridPlace>> DrawingReader::placesAlong(const std::vector<Point>& points) const
{
    std::vector<GridPlace> places;
    for (const Point& p : points) {
        const double row = std::floor(p.row);
        const double column = std::floor(p.column);
        if (!near(p.row - row, 0.5) || !near(p.column - column, 0.5) || row < -1 || column < -1 || row > m_size
            || column > m_size)
            return std::nullopt;
        places.push_back({int(row), int(column)});
    }
    if (places.empty())
        return std::nullopt;
    return places;
}

// The places whose middle is the centre, to the nearest half cell: one
// cell, the two beside an edge, or the four around a corner.
std::vector<GridPlace> DrawingReader::placesAround(Point centre) const
{
    const auto around = [&](double coordinate) {
        const long half = std::lround((coordinate - 0.5) * 2);
        std::vector<int> out;
        if (half % 2 == 0)
            out.push_back(int(half / 2));
        else
            out = {int(std::floor(double(half) / 2)), int(std::floor(double(half) / 2)) + 1};
        return out;
    };
    std::vector<GridPlace> places;
    for (int row : around(centre.row))
        for (int column : around(centre.column))
            if (row >= -1 && column >= -1 && row <= m_size && column <= m_size)
                places.push_back({row, column});
    return places;
}

bool DrawingReader::readGlobal(const JsonValue& root)
{
    const JsonValue* global = root.member("global");
    bool disjoint = false;
    if (!global || global->kind != JsonValue::Kind::Array)
        return false;
    std::set<ConstraintKind> seen;
    for (const JsonValue& entry : global->items) {
        const std::string name = entry.kind == JsonValue::Kind::String ? entry.text : std::string();
        std::optional<ConstraintKind> kind;
        if (name == "antiknight")
            kind = ConstraintKind::AntiKnight;
        else if (name == "antiking")
            kind = ConstraintKind::AntiKing;
        else if (name == "nonconsecutive")
            kind = ConstraintKind::NonConsecutive;
        else if (name == "disjoint")
            kind = ConstraintKind::DisjointGroups;
        if (!kind) {
            unread(kUnreadGlobal);
            continue;
        }
        disjoint = disjoint || *kind == ConstraintKind::DisjointGroups;
        if (seen.insert(*kind).second)
            told(Constraint{*kind}, {}, kUnreadGlobal);
    }
    return disjoint;
}

std::optional<Problem> DrawingReader::readCages(const JsonValue& root, bool disjointRead)
{
    const JsonValue* cages = root.member("cages");
    if (!cages || cages->kind == JsonValue::Kind::Null)
        return std::nullopt;
    if (cages->kind != JsonValue::Kind::Array)
        return Problem{ParseErrorCode::CageMap, "SudokuPad \"cages\" must be a list"};
    m_inKiller.assign(std::size_t(m_size) * std::size_t(m_size), false);
    for (std::size_t index = 0; index < cages->items.size(); ++index) {
        const JsonValue& entry = cages->items[index];
        const std::string what = "SudokuPad cage " + std::to_string(index + 1);
        if (entry.kind != JsonValue::Kind::Object)
            return Problem{ParseErrorCode::CageMap, what + " must be a JSON object"};
        const JsonValue* value = entry.member("value");
        const JsonValue* cellList = entry.member("cells");
        const bool noCells = !cellList || cellList->kind == JsonValue::Kind::Null
                          || (cellList->kind == JsonValue::Kind::Array && cellList->items.empty());
        // Metadata: "title: …", "rules: …", "solution: …" (the puzzle's
        // notes, kept in its cages for SudokuPad's sake).
        if (value && value->kind == JsonValue::Kind::String) {
            const std::string& text = value->text;
            const auto colon = text.find(':');
            const std::string name = colon == std::string::npos ? std::string() : text.substr(0, colon);
            const bool tag = !name.empty() && name.size() <= 32 && name.find(' ') == std::string::npos
                          && name.find('\n') == std::string::npos;
            static const std::set<std::string> kNotes = {"title", "author", "rules", "solution"};
            if (tag && (noCells || kNotes.contains(name))) {
                std::string rest = text.substr(colon + 1);
                rest.erase(0, std::min(rest.find_first_not_of(" \t\r\n"), rest.size()));
                if (m_out.metadata.size() < 64)
                    m_out.metadata.emplace_back(name, std::move(rest));
                continue;
            }
        }
        if (noCells)
            continue;
        if (cellList->kind != JsonValue::Kind::Array)
            return Problem{ParseErrorCode::CageMap, what + "'s \"cells\" must be a list of [row, column]"};
        if (cellList->items.size() > std::size_t(kMaxCells))
            return Problem{ParseErrorCode::TooLarge, what + " has more cells than any grid"};
        std::vector<int> cells;
        std::vector<GridPlace> places;
        bool onGrid = true;
        for (const JsonValue& cell : cellList->items) {
            const bool pair = cell.kind == JsonValue::Kind::Array && cell.items.size() == 2 && cell.items[0].isInteger()
                           && cell.items[1].isInteger();
            if (!pair)
                return Problem{ParseErrorCode::CageMap, what + "'s cells must each be [row, column], whole numbers"};
            const double row = cell.items[0].number;
            const double column = cell.items[1].number;
            onGrid = onGrid && row >= 0 && column >= 0 && row < m_size && column < m_size;
            if (row >= -1 && column >= -1 && row <= m_size && column <= m_size)
                places.push_back({int(row), int(column)});
            if (onGrid)
                cells.push_back(int(row) * m_size + int(column));
        }
        const JsonValue* unique = entry.member("unique");
        const bool repeats = unique && unique->kind == JsonValue::Kind::Bool && !unique->boolean;
        const bool declaredUnique = unique && unique->kind == JsonValue::Kind::Bool && unique->boolean;
        const JsonValue* hidden = entry.member("hidden");
        if (hidden && hidden->kind == JsonValue::Kind::Bool && hidden->boolean && repeats)
            continue; // cells in no region, told by the regions
        const JsonValue* style = entry.member("style");
        const JsonValue* type = entry.member("type");
        if (disjointRead && type && type->kind == JsonValue::Kind::String && type->text == "disjoint")
            continue; // drawn by SudokuPad for its "disjoint" rule, read from "global"
        std::sort(cells.begin(), cells.end());
        const bool distinctCells = std::adjacent_find(cells.begin(), cells.end()) == cells.end();
        if (onGrid && distinctCells && !repeats) {
            std::optional<int> sum = wholeOf(value);
            if (!value || (value->kind == JsonValue::Kind::String && value->text.empty()))
                sum = wholeOf(entry.member("sum"));
            const bool extraRegion = style && style->kind == JsonValue::Kind::String && style->text == "extraregion";
            // Digits in a cage differ only when it says so ("unique") or
            // is styled as a killer cage; a cage that says neither may be a
            // sum with repeats, and is left a drawing.
            const bool killerStyle = style && style->kind == JsonValue::Kind::String && style->text == "killer";
            if (sum && !extraRegion && (declaredUnique || killerStyle)) {
                // A killer cage Pencilmark plays: connected, apart from the
                // cages before it, its sum within reach of distinct digits.
                const int count = int(cells.size());
                bool fits = count <= m_size && *sum >= minCageSum(count)
                         && *sum <= count * (2 * m_size - count + 1) / 2;
                for (int cell : cells)
                    fits = fits && !m_inKiller[std::size_t(cell)];
                std::vector<int> reached{cells.front()};
                for (std::size_t k = 0; fits && k < reached.size(); ++k)
                    for (int other : cells) {
                        const int distance = std::abs(other / m_size - reached[k] / m_size)
                                           + std::abs(other % m_size - reached[k] % m_size);
                        if (distance == 1 && std::find(reached.begin(), reached.end(), other) == reached.end())
                            reached.push_back(other);
                    }
                if (fits && reached.size() == cells.size()) {
                    for (int cell : cells)
                        m_inKiller[std::size_t(cell)] = true;
                    m_out.cages.push_back(Cage{cells, *sum});
                    m_out.cageSources.push_back({{cageDrawing(places, entry, value)}, kUnreadCages});
                    continue;
                }
            } else if ((declaredUnique || extraRegion) && !visible(colourOf(value)) && textOf(value).empty()
                       && cells.size() <= std::size_t(m_size)) {
                // Digits that differ, without a sum: a killer cage with no
                // total, an extra region.
                told(Constraint{ConstraintKind::Distinct, {cells}}, {cageDrawing(places, entry, value)}, kUnreadCages);
                continue;
            }
        }
        if (places.empty())
            continue;
        if (m_out.drawings.size() < kMostElements)
            m_out.drawings.push_back(cageDrawing(std::move(places), entry, value));
        unread(kUnreadCages);
    }
    return std::nullopt;
}

Drawing DrawingReader::cageDrawing(std::vector<GridPlace> places, const JsonValue& entry, const JsonValue* value)
{
    Drawing drawing;
    drawing.kind = Drawing::Kind::Cage;
    drawing.places.push_back(std::move(places));
    drawing.outline = colourOf(entry.member("borderColor")).value_or(0xFF000000u);
    drawing.ink = colourOf(entry.member("textColor")).value_or(0xFF000000u);
    drawing.text = textOf(value);
    return drawing;
}

std::optional<Drawing> DrawingReader::drawingOf(const Shape& shape) const
{
    std::vector<GridPlace> places = placesAround(shape.centre);
    if (places.empty())
        return std::nullopt;
    Drawing drawing;
    if (!visible(shape.fill) && !visible(shape.border))
        drawing.kind = Drawing::Kind::Text;
    else
        drawing.kind = shape.rounded ? Drawing::Kind::Circle : Drawing::Kind::Rectangle;
    drawing.places.push_back(std::move(places));
    drawing.fill = visible(shape.fill) ? *shape.fill : 0;
    drawing.outline = visible(shape.border) ? *shape.border : 0;
    drawing.ink = shape.ink.value_or(0xFF000000u);
    drawing.width = std::min(shape.width, 64.0);
    drawing.height = std::min(shape.height, 64.0);
    drawing.angle = shape.angle;
    drawing.text = shape.text;
    return drawing;
}

std::optional<Drawing> DrawingReader::drawingOf(const Path& path) const
{
    // Lines through cell centres are drawn; others (along the grid's
    // edges, through corners) have no place in a Drawing yet.
    auto places = placesAlong(path.points);
    if (!places || !path.colour)
        return std::nullopt;
    Drawing drawing;
    drawing.kind = Drawing::Kind::Line;
    drawing.places.push_back(std::move(*places));
    drawing.outline = *path.colour;
    drawing.width = std::clamp(path.thickness / kCellPixels, 0.02, 1.0);
    return drawing;
}

void DrawingReader::told(Constraint rule, std::vector<std::optional<Drawing>> drawings, std::string_view kind)
{
    Reading::Source source{{}, kind};
    for (auto& drawing : drawings)
        if (drawing)
            source.drawings.push_back(std::move(*drawing));
    m_out.constraints.push_back(std::move(rule));
    m_out.constraintSources.push_back(std::move(source));
}

void DrawingReader::keepTheRest()
{
    for (const Shape& shape : m_shapes) {
        if (shape.used || !nearGrid(shape.centre))
            continue;
        const bool seen = visible(shape.fill) || visible(shape.border) || !shape.text.empty();
        if (!seen)
            continue; // SudokuPad's invisible placeholders (a "board-position" rectangle …)
        auto drawing = drawingOf(shape);
        if (!drawing)
            continue;
        if (m_out.drawings.size() < kMostElements)
            m_out.drawings.push_back(std::move(*drawing));
        unread(kUnreadShapes);
    }
    for (const Path& path : m_paths) {
        if (path.used || !visible(path.colour) || path.points.empty())
            continue;
        if (std::none_of(path.points.begin(), path.points.end(), [&](const Point& p) { return nearGrid(p); }))
            continue;
        unread(path.arrow ? kUnreadArrows : kUnreadLines);
        if (auto drawing = drawingOf(path); drawing && m_out.drawings.size() < kMostElements)
            m_out.drawings.push_back(std::move(*drawing));
    }
}

std::optional<Problem> DrawingReader::read(const JsonValue& root)
{
    for (const std::string_view list : {std::string_view("underlays"), std::string_view("overlays")})
        if (auto wrong = readShapes(root, list))
            return wrong;
    for (const bool arrows : {false, true})
        if (auto wrong = readPaths(root, arrows))
            return wrong;
    const bool disjoint = readGlobal(root);
    if (auto wrong = readCages(root, disjoint))
        return wrong;
    recogniseDots();
    recogniseThermometers();
    recogniseArrows();
    keepTheRest();
    m_out.unread.assign(m_unread.begin(), m_unread.end());
    return std::nullopt;
}

} // namespace drawing

std::optional<Problem> readDrawings(const JsonValue& root, int size, Reading& out)
{
    return drawing::DrawingReader(size, out).read(root);
}

} // namespace pm::formats::sudokupad
