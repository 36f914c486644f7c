// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/board/cage_metrics.h"

#include "core/geometry.h"

#include <QColor>
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
// keeps it readable over the outline. The sizes it draws at, and where a
// caged cell's pencil marks go, are the layout's (cage_metrics.h).

// The colours of cages on one surface.
struct CageStyle {
    QColor line;          // the dashed outline
    QColor sum;           // the sums
    QColor brokenSum;     // the sum of a cage marked broken
    QColor sumBackground; // the box behind a sum
};

// The outline of cage `cage` when the board fills `board`: one closed path
// per loop (a ring-shaped cage has two), `inset` inside the cells.
QPainterPath cageOutline(const Geometry& geometry, int cage, const QRectF& board, qreal inset);

// Paints every cage of `geometry` over a board that fills `board`: the
// outlines, then the sums on top. `broken[k]` (when given) draws cage k's
// sum in style.brokenSum, bold, for a cage whose digits miss it.
void paintCages(QPainter& painter, const QRectF& board, const Geometry& geometry, const CageStyle& style,
                const CageMetrics& metrics, const std::vector<bool>& broken = {});

} // namespace pm
