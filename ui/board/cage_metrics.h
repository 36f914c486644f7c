// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/geometry.h"

#include <QFont>
#include <QRectF>

namespace pm {

// The arithmetic of killer cages on a board, apart from any painting: how
// far a cage's outline sits inside its cells, where its sum's box goes,
// and how much of a caged cell is left for pencil marks. The layout
// (BoardLayout) asks these to place the marks; the cage painter
// (cage_painter.h) draws at them. Both the screen and print use them, so
// a cage is the same shape on either.

// The sizes of cages on one surface, for cells `step` wide.
struct CageMetrics {
    qreal inset = 0;     // how far the outline sits inside a cage's cells
    qreal lineWidth = 1; // the outline's pen
    qreal sumMargin = 0; // from a cell's corner to its sum's box
    QFont sumFont;
};

// `lineWidth`: the outline's pen; `gridLineWidth`: the widest grid line
// (box borders), which outline and sums keep clear of; `base`: the
// surface's font.
CageMetrics cageMetrics(qreal step, qreal lineWidth, qreal gridLineWidth, const QFont& base);

// The box a cage's sum is drawn on, in the top-left corner of `cellRect`
// (the cage's first cell).
QRectF cageSumRect(const QRectF& cellRect, int sum, const CageMetrics& metrics);

// Where the pencil marks of `cell` go: its whole square outside cages,
// inside the outline in a cage.
QRectF cageMarkArea(const Geometry& geometry, int cell, const QRectF& board, const CageMetrics& metrics);

// The box of the sum `cell` holds, when it is a cage's first cell; else an
// empty rectangle. The marks' top row starts to its right.
QRectF cageSumBoxOf(const Geometry& geometry, int cell, const QRectF& board, const CageMetrics& metrics);

} // namespace pm
