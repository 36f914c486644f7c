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
// cannot read (a renban line is only a purple line here).

#include "core/formats/sudokupad_reader.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <set>

namespace pm::formats::sudokupad {

namespace {

// Far past any puzzle's drawings; bounds what hostile data makes us keep.
constexpr std::size_t kMostElements = 20'000;
constexpr std::size_t kMostTextBytes = 400;
// How far a point may sit from a cell's centre or an edge's middle and
// still be there (SudokuPad's editor and converter write them exactly).
constexpr double kNear = 0.12;
// SudokuPad draws a cell 64 pixels wide; line thicknesses are in pixels.
constexpr double kCellPixels = 64;

struct Point {
    double row = 0;
    double column = 0;
};

struct Shape {
    std::string_view list; // "overlays" or "underlays"
    std::size_t index = 0;
    Point centre;
    double width = 0;
    double height = 0;
    bool rounded = false;
    std::optional<std::uint32_t> fill, border, ink;
    std::string text;
    double angle = 0;
    bool used = false;
};

struct Path {
    bool arrow = false; // from "arrows", else "lines"
    std::size_t index = 0;
    std::vector<Point> points;
    std::optional<std::uint32_t> colour;
    double thickness = 0;
    bool used = false;
};

int hexDigit(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

std::optional<double> numberOf(const JsonValue* value)
{
    if (!value)
        return std::nullopt;
    if (value->kind == JsonValue::Kind::Number)
        return std::isfinite(value->number) ? std::optional<double>(value->number) : std::nullopt;
    if (value->kind != JsonValue::Kind::String || value->text.empty() || value->text.size() > 24)
        return std::nullopt;
    double number = 0;
    const char* end = value->text.data() + value->text.size();
    const auto [ptr, ec] = std::from_chars(value->text.data(), end, number);
    if (ec != std::errc() || ptr != end || !std::isfinite(number))
        return std::nullopt;
    return number;
}

// A whole number from 1 to 999 written as a number or as its digits.
std::optional<int> wholeOf(const JsonValue* value)
{
    const auto number = numberOf(value);
    if (!number || *number != std::floor(*number) || *number < 1 || *number > 999)
        return std::nullopt;
    return int(*number);
}

// "#RGB", "#RGBA", "#RRGGBB", "#RRGGBBAA", "RRGGBB" (as the zipper leaves
// it), "rgb(…)", "rgba(…)" and a few names, as 0xAARRGGBB; nothing for
// anything else.
std::optional<std::uint32_t> colourOf(const JsonValue* value)
{
    if (!value || value->kind != JsonValue::Kind::String || value->text.size() > 64)
        return std::nullopt;
    std::string text;
    for (char c : value->text)
        if (c != ' ')
            text.push_back(char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c));
    if (text == "none" || text == "transparent")
        return 0u;
    if (text == "white")
        return 0xFFFFFFFFu;
    if (text == "black")
        return 0xFF000000u;
    if (text == "grey" || text == "gray")
        return 0xFF808080u;
    if (text.starts_with("rgb")) {
        const auto open = text.find('(');
        const auto close = text.find(')');
        if (open == std::string::npos || close == std::string::npos || close < open)
            return std::nullopt;
        double parts[4] = {0, 0, 0, 1};
        std::size_t count = 0;
        std::size_t at = open + 1;
        while (at < close && count < 4) {
            const std::size_t end = std::min(text.find(',', at), close);
            const char* first = text.data() + at;
            const auto [ptr, ec] = std::from_chars(first, text.data() + end, parts[count]);
            if (ec != std::errc() || ptr != text.data() + end || !std::isfinite(parts[count]))
                return std::nullopt;
            ++count;
            at = end + 1;
        }
        if (count < 3)
            return std::nullopt;
        const auto channel = [](double v) { return std::uint32_t(std::clamp(v, 0.0, 255.0)); };
        return (std::uint32_t(std::clamp(parts[3], 0.0, 1.0) * 255.0 + 0.5) << 24) | (channel(parts[0]) << 16)
             | (channel(parts[1]) << 8) | channel(parts[2]);
    }
    std::string_view hex = text;
    if (hex.starts_with('#'))
        hex.remove_prefix(1);
    else if (hex.size() != 6)
        return std::nullopt;
    std::uint32_t channels[4] = {0, 0, 0, 0xFF};
    if (hex.size() == 3 || hex.size() == 4) {
        for (std::size_t i = 0; i < hex.size(); ++i) {
            const int digit = hexDigit(hex[i]);
            if (digit < 0)
                return std::nullopt;
            channels[i] = std::uint32_t(digit * 17);
        }
    } else if (hex.size() == 6 || hex.size() == 8) {
        for (std::size_t i = 0; i < hex.size(); i += 2) {
            const int high = hexDigit(hex[i]);
            const int low = hexDigit(hex[i + 1]);
            if (high < 0 || low < 0)
                return std::nullopt;
            channels[i / 2] = std::uint32_t(high * 16 + low);
        }
    } else {
        return std::nullopt;
    }
    return (channels[3] << 24) | (channels[0] << 16) | (channels[1] << 8) | channels[2];
}

std::uint32_t alphaOf(std::uint32_t c) { return c >> 24; }
std::uint32_t redOf(std::uint32_t c) { return (c >> 16) & 0xFF; }
std::uint32_t greenOf(std::uint32_t c) { return (c >> 8) & 0xFF; }
std::uint32_t blueOf(std::uint32_t c) { return c & 0xFF; }

bool visible(const std::optional<std::uint32_t>& c)
{
    return c && alphaOf(*c) > 0x10;
}

bool isWhite(const std::optional<std::uint32_t>& c)
{
    return c && alphaOf(*c) >= 0x80 && redOf(*c) >= 0xF0 && greenOf(*c) >= 0xF0 && blueOf(*c) >= 0xF0;
}

bool isBlack(const std::optional<std::uint32_t>& c)
{
    return c && alphaOf(*c) >= 0x80 && redOf(*c) <= 0x30 && greenOf(*c) <= 0x30 && blueOf(*c) <= 0x30;
}

// A mid grey, as thermometers are drawn (#CFCFCF in SudokuPad's converter).
bool isGrey(const std::optional<std::uint32_t>& c)
{
    if (!c || alphaOf(*c) < 0x60)
        return false;
    const std::uint32_t high = std::max({redOf(*c), greenOf(*c), blueOf(*c)});
    const std::uint32_t low = std::min({redOf(*c), greenOf(*c), blueOf(*c)});
    return high - low <= 0x20 && low >= 0x70 && high <= 0xE8;
}

std::string textOf(const JsonValue* value)
{
    return value ? value->labelText(kMostTextBytes) : std::string();
}

bool near(double value, double target)
{
    return std::abs(value - target) <= kNear;
}

class DrawingReader {
public:
    DrawingReader(int size, Reading& out) : m_size(size), m_out(out) {}

    std::optional<Problem> read(const JsonValue& root);

private:
    int m_size;
    Reading& m_out;
    std::vector<Shape> m_shapes;
    std::vector<Path> m_paths;
    std::set<std::pair<int, int>> m_edges; // edges that hold a dot or XV clue
    std::vector<bool> m_inKiller;
    std::set<std::string> m_unread;

    std::optional<Problem> readPoint(const JsonValue& value, const std::string& what, Point& point) const;
    std::optional<Problem> readShapes(const JsonValue& root, std::string_view list);
    std::optional<Problem> readPaths(const JsonValue& root, bool arrows);
    std::optional<Problem> readCages(const JsonValue& root, bool disjointRead);
    bool readGlobal(const JsonValue& root);

    // The cell whose centre `p` is, or -1.
    int cellAt(Point p) const;
    // The cells of a line through cell centres, each step to a touching
    // cell (a straight or diagonal run is walked cell by cell), or nothing.
    std::optional<std::vector<int>> cellsAlong(const std::vector<Point>& points, std::size_t from) const;
    std::optional<std::vector<GridPlace>> placesAlong(const std::vector<Point>& points) const;
    std::vector<GridPlace> placesAround(Point centre) const;
    bool nearGrid(Point p) const;

    void recogniseDots();
    void recogniseThermometers();
    void recogniseArrows();
    void keepTheRest();
    void unread(std::string_view name) { m_unread.insert(std::string(name)); }
    // The drawing a shape or path is when no rule is read from it.
    std::optional<Drawing> drawingOf(const Shape& shape) const;
    std::optional<Drawing> drawingOf(const Path& path) const;
    static Drawing cageDrawing(std::vector<GridPlace> places, const JsonValue& entry, const JsonValue* value);
    void told(Constraint rule, std::vector<std::optional<Drawing>> drawings, std::string_view kind);
};

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

void DrawingReader::recogniseDots()
{
    for (Shape& shape : m_shapes) {
        // On the middle of an edge between two cells of the grid.
        const double row = std::round(shape.centre.row);
        const double column = std::round(shape.centre.column);
        int a = -1;
        int b = -1;
        if (near(shape.centre.row, row) && row >= 1 && row < m_size) {
            const int c = cellAt({row - 0.5, shape.centre.column});
            if (c >= 0) {
                a = c;
                b = c + m_size;
            }
        } else if (near(shape.centre.column, column) && column >= 1 && column < m_size) {
            const int c = cellAt({shape.centre.row, column - 0.5});
            if (c >= 0) {
                a = c;
                b = c + 1;
            }
        }
        if (a < 0 || m_edges.contains({a, b}))
            continue;
        const bool dotSized = shape.rounded && shape.width >= 0.2 && shape.width <= 0.45
                           && std::abs(shape.width - shape.height) <= 0.05;
        std::optional<Constraint> rule;
        if (dotSized && (isWhite(shape.fill) || isBlack(shape.fill))) {
            const bool white = isWhite(shape.fill);
            int value = white ? 1 : 2;
            if (!shape.text.empty()) {
                JsonValue written;
                written.kind = JsonValue::Kind::String;
                written.text = shape.text;
                const auto number = wholeOf(&written);
                if (!number || *number >= m_size)
                    continue;
                value = *number;
            }
            rule = Constraint{white ? ConstraintKind::WhiteDot : ConstraintKind::BlackDot, {{a, b}}, {value}};
        } else if ((shape.text == "X" || shape.text == "V" || shape.text == "x" || shape.text == "v")
                   && shape.width <= 0.6 && shape.height <= 0.6 && (!visible(shape.fill) || isWhite(shape.fill))) {
            const bool x = shape.text == "X" || shape.text == "x";
            rule = Constraint{ConstraintKind::XV, {{a, b}}, {x ? 10 : 5}};
        }
        if (!rule)
            continue;
        told(std::move(*rule), {drawingOf(shape)}, kUnreadShapes);
        m_edges.insert({a, b});
        shape.used = true;
    }
}

void DrawingReader::recogniseThermometers()
{
    std::vector<Shape*> bulbsUsed;
    for (Path& path : m_paths) {
        if (path.arrow || !isGrey(path.colour) || path.thickness < 8)
            continue;
        auto cells = cellsAlong(path.points, 0);
        if (!cells || cells->size() < 2)
            continue;
        std::vector<int> sorted = *cells;
        std::sort(sorted.begin(), sorted.end());
        if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
            continue; // a line that crosses itself is no thermometer
        Shape* bulb = nullptr;
        for (Shape& shape : m_shapes) {
            if (shape.used || !shape.rounded || !isGrey(shape.fill) || shape.width < 0.75 || shape.width > 1.0
                || std::abs(shape.width - shape.height) > 0.05 || !shape.text.empty())
                continue;
            const int at = cellAt(shape.centre);
            if (at == cells->front() || at == cells->back()) {
                if (at != cells->front())
                    std::reverse(cells->begin(), cells->end());
                bulb = &shape;
                break;
            }
        }
        if (!bulb)
            continue;
        told(Constraint{ConstraintKind::Thermometer, {*cells}}, {drawingOf(path), drawingOf(*bulb)}, kUnreadLines);
        path.used = true;
        bulbsUsed.push_back(bulb);
    }
    // A bulb may start several thermometers; it is spent once all are read.
    for (Shape* bulb : bulbsUsed)
        bulb->used = true;
}

void DrawingReader::recogniseArrows()
{
    // The circles and pills: their cells, first cell first.
    std::vector<std::pair<Shape*, std::vector<int>>> circles;
    for (Shape& shape : m_shapes) {
        if (shape.used || !shape.rounded || !shape.text.empty() || !visible(shape.border)
            || (visible(shape.fill) && !isWhite(shape.fill)))
            continue;
        const double across = std::min(shape.width, shape.height);
        const double along = std::max(shape.width, shape.height);
        if (across < 0.6 || across > 1.0)
            continue;
        const double extra = std::round(along - across);
        if (std::abs(along - across - extra) > 0.1 || extra > 2)
            continue;
        std::vector<int> cells;
        const bool wide = shape.width > shape.height;
        for (int k = 0; k <= int(extra); ++k) {
            const double offset = k - extra / 2;
            const int cell = cellAt({shape.centre.row + (wide ? 0 : offset), shape.centre.column + (wide ? offset : 0)});
            if (cell < 0) {
                cells.clear();
                break;
            }
            cells.push_back(cell);
        }
        if (!cells.empty())
            circles.push_back({&shape, std::move(cells)});
    }
    std::vector<Constraint> arrows(circles.size());
    std::vector<std::vector<std::optional<Drawing>>> drawn(circles.size());
    for (Path& path : m_paths) {
        if (!path.arrow || path.points.size() < 2)
            continue;
        // The arrow starts inside its circle (SudokuPad starts it at the
        // circle's edge, not its centre).
        const Point start = path.points.front();
        if (start.row < 0 || start.column < 0 || start.row >= m_size || start.column >= m_size)
            continue;
        const int startCell = int(start.row) * m_size + int(start.column);
        for (std::size_t k = 0; k < circles.size(); ++k) {
            const std::vector<int>& circle = circles[k].second;
            if (std::find(circle.begin(), circle.end(), startCell) == circle.end())
                continue;
            std::vector<Point> points = path.points;
            points.front() = {startCell / m_size + 0.5, startCell % m_size + 0.5};
            auto cells = cellsAlong(points, 0);
            if (!cells || cells->size() < 2)
                break;
            std::vector<int> sorted(cells->begin() + 1, cells->end());
            std::sort(sorted.begin(), sorted.end());
            const bool leavesCircle = std::none_of(sorted.begin(), sorted.end(), [&](int cell) {
                return std::find(circle.begin(), circle.end(), cell) != circle.end();
            });
            if (!leavesCircle || std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
                break;
            if (arrows[k].lines.empty()) {
                arrows[k].kind = ConstraintKind::Arrow;
                std::vector<int> pill = circle;
                std::sort(pill.begin(), pill.end()); // read left to right, top to bottom
                arrows[k].lines.push_back(std::move(pill));
            }
            arrows[k].lines.push_back(std::move(*cells));
            if (drawn[k].empty())
                drawn[k].push_back(drawingOf(*circles[k].first));
            drawn[k].push_back(drawingOf(path));
            path.used = true;
            circles[k].first->used = true;
            break;
        }
    }
    for (std::size_t k = 0; k < arrows.size(); ++k)
        if (!arrows[k].lines.empty())
            told(std::move(arrows[k]), std::move(drawn[k]), kUnreadArrows);
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

} // namespace

std::optional<Problem> readDrawings(const JsonValue& root, int size, Reading& out)
{
    return DrawingReader(size, out).read(root);
}

} // namespace pm::formats::sudokupad
