// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/board/cage_metrics.h"

#include "core/geometry.h"

#include <QFont>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <optional>

namespace pm {

// Where everything of a board goes on a widget of a given size: the board
// square (centred, with a margin), each cell, each pencil mark's fixed
// slot, the killer cages' sizes; and which cell or mark slot lies under a
// point. A value made for one paint or one click, so the board's painters
// (BoardWidget, StepHighlightPainter) and its accessibility agree on every
// rectangle without asking the widget.
class BoardLayout {
public:
    // `font` sizes the cage sums. Clues outside the grid (the geometry's,
    // or a drawing's there when `drawsOutside`) take a ring of cells round it.
    BoardLayout(QSizeF widgetSize, const Geometry& geometry, const QFont& font, bool drawsOutside = false);
    // A board already placed (print places its own), whose cages are drawn
    // at `cages`: the marks then keep clear of those outlines and sums.
    BoardLayout(const QRectF& board, const Geometry& geometry, const CageMetrics& cages);

    QRectF boardRect() const { return m_board; }
    qreal cellStep() const; // a cell's side
    qreal thickLineWidth() const; // box borders and the frame
    QRectF cellRect(int cell) const;
    // Where a corner mark of `digit` sits in `cell`: its fixed slot.
    QRectF markRect(int cell, int digit) const;
    // The room of a cell's marks: the cell, or less in a killer cage or
    // beside a kropki dot, an X or a V on its edge.
    QRectF markArea(int cell) const;
    // The pixel size of a corner mark's font in `cell`: sized by its slot's
    // height, and by its width where slots are narrow.
    int markPixelSize(int cell) const;
    // The sizes killer cages are drawn at (outline inset, sum font ...).
    CageMetrics cageMetrics() const;
    // The cell under a point, or -1 off the board.
    int cellAt(QPointF point) const;
    // The mark slot of `cell` under a point (its digit), or 0.
    int markSlotAt(int cell, QPointF point) const;

    // The smallest corner mark still read at a glance: 10 pixels (7.5
    // points at 96 dpi, digits about 7 pixels tall). Smaller, 3 5 6 8 9
    // blur into each other; at 800x600 with the hint panel open a 9x9's
    // marks had come down to 7 pixels.
    static constexpr int kLegibleMarkPixels = 10;
    // The side of a widget whose 9x9 board sets its marks at that size.
    static int legibleSide();

    // The corner marks' mini-grid for n symbols: 3x3 for 9, 4x4 for 16, 3x2 for 6.
    static int markColumns(int symbols);
    static int markRows(int symbols);

private:
    QRectF markAreaWithoutEdgeMarkers(int cell) const;

    const Geometry& m_geometry;
    QFont m_font;
    QRectF m_board;
    std::optional<CageMetrics> m_cages; // fixed by the caller; else from the theme and font
};

} // namespace pm
