// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The SudokuPad drawing reader's parts, shared by its three files and no one
// else: the values a drawing is made of (sudokupad_drawing_values.cpp), the
// reading of shapes, lines, cages and the global rules, and what is left a
// drawing (sudokupad_drawings.cpp), and the rules told from shapes and lines
// (sudokupad_recognisers.cpp). What it reads, and from what looks, is in
// sudokupad_drawings.cpp's opening comment.

#include "core/formats/sudokupad_reader.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pm::formats::sudokupad::drawing {

// Far past any puzzle's drawings; bounds what hostile data makes us keep.
inline constexpr std::size_t kMostElements = 20'000;
inline constexpr std::size_t kMostTextBytes = 400;
// How far a point may sit from a cell's centre or an edge's middle and
// still be there (SudokuPad's editor and converter write them exactly).
inline constexpr double kNear = 0.12;
// SudokuPad draws a cell 64 pixels wide; line thicknesses are in pixels.
inline constexpr double kCellPixels = 64;

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

// A number written as a number or as its text; nothing for anything else.
std::optional<double> numberOf(const JsonValue* value);
// A whole number from 1 to 999 written as a number or as its digits.
std::optional<int> wholeOf(const JsonValue* value);
// "#RGB", "#RGBA", "#RRGGBB", "#RRGGBBAA", "RRGGBB" (as the zipper leaves
// it), "rgb(…)", "rgba(…)" and a few names, as 0xAARRGGBB; nothing for
// anything else.
std::optional<std::uint32_t> colourOf(const JsonValue* value);
inline std::uint32_t alphaOf(std::uint32_t c) { return c >> 24; }
inline std::uint32_t redOf(std::uint32_t c) { return (c >> 16) & 0xFF; }
inline std::uint32_t greenOf(std::uint32_t c) { return (c >> 8) & 0xFF; }
inline std::uint32_t blueOf(std::uint32_t c) { return c & 0xFF; }
bool visible(const std::optional<std::uint32_t>& c);
bool isWhite(const std::optional<std::uint32_t>& c);
bool isBlack(const std::optional<std::uint32_t>& c);
// A mid grey, as thermometers are drawn (#CFCFCF in SudokuPad's converter).
bool isGrey(const std::optional<std::uint32_t>& c);
// A label's text (JsonValue::labelText, cut at kMostTextBytes).
std::string textOf(const JsonValue* value);
// Within kNear of the target.
bool near(double value, double target);

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

} // namespace pm::formats::sudokupad::drawing
