// SPDX-License-Identifier: GPL-3.0-or-later
// The rules told from SudokuPad's shapes and lines: kropki dots and XV clues
// on edges, thermometers (a grey line from a round grey bulb) and arrows
// from a circle or pill. Each reads only a drawing that can mean nothing
// else (sudokupad_drawings.cpp's opening comment has the looks).

#include "core/formats/sudokupad_drawing_reader.h"

#include <algorithm>
#include <cmath>

namespace pm::formats::sudokupad::drawing {

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

} // namespace pm::formats::sudokupad::drawing
