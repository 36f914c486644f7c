// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/geometry.h"

#include <QLineF>
#include <QRectF>

#include <vector>

namespace pm {

// Where a board's cells and lines go inside a square, for every painter of
// a board: the screen (BoardWidget) and print (paintPuzzleGrid) draw the
// same shape from the same arithmetic.

// The square of `cell` when the whole board fills `board` (a square).
QRectF cellRectIn(const QRectF& board, const Geometry& geometry, int cell);

// The thick lines between cells of different regions (boxes or jigsaw
// pieces), inner edges only: the frame is drawn on its own. Neighbouring
// edges along one grid line are joined into one segment, so a box border is
// a single stroke and prints without seams.
std::vector<QLineF> regionBorderLines(const Geometry& geometry, const QRectF& board);

// True for a cell of an extra variant house (diagonal, centre dot, window):
// such cells are shaded so the player sees the house.
bool isInVariantHouse(const Geometry& geometry, int cell);

} // namespace pm
