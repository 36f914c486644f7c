// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/geometry.h"

#include <QColor>
#include <QFont>
#include <QPainterPath>
#include <QRectF>

#include <vector>

class QPainter;

namespace pm {

// Killer cages as puzzle books draw them, for every painter of a board (the
// screen's BoardWidget, print and export's paintPuzzleGrid): each cage a
// dashed outline a little inside its cells, so two neighbouring cages show
// two lines and never merge into one; its sum small in the top-left corner
// of its first cell (the top row's leftmost), on a knocked-out box that
// keeps it readable over the outline. Also where a caged cell's pencil
// marks go, so they stay clear of the outline and the sum.

// The colours of cages on one surface.
struct CageStyle {
    QColor line;          // the dashed outline
    QColor sum;           // the sums
    QColor brokenSum;     // the sum of a cage marked broken
    QColor sumBackground; // the box behind a sum
};

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

// The outline of cage `cage` when the board fills `board`: one closed path
// per loop (a ring-shaped cage has two), `inset` inside the cells.
QPainterPath cageOutline(const Geometry& geometry, int cage, const QRectF& board, qreal inset);

// Where the pencil marks of `cell` go: its whole square outside cages,
// inside the outline in a cage.
QRectF cageMarkArea(const Geometry& geometry, int cell, const QRectF& board, const CageMetrics& metrics);

// The box of the sum `cell` holds, when it is a cage's first cell; else an
// empty rectangle. The marks' top row starts to its right.
QRectF cageSumBoxOf(const Geometry& geometry, int cell, const QRectF& board, const CageMetrics& metrics);

// Paints every cage of `geometry` over a board that fills `board`: the
// outlines, then the sums on top. `broken[k]` (when given) draws cage k's
// sum in style.brokenSum, bold, for a cage whose digits miss it.
void paintCages(QPainter& painter, const QRectF& board, const Geometry& geometry, const CageStyle& style,
                const CageMetrics& metrics, const std::vector<bool>& broken = {});

} // namespace pm
