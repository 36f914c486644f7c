// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/puzzle_notes.h"

#include <QColor>
#include <QRectF>

#include <vector>

class QPainter;

namespace pm {

// A puzzle's drawings without a rule (f-puzzles' cosmetics) as the setter
// made them, for every painter of a board: lines through cell centres,
// circles and rectangles centred on the cells they cover, text, and cage
// outlines. The setter's colours are kept; on a dark base they are mixed
// toward it, as the constraints' are, so they do not glare.

// Whether any drawing stands just outside the grid (a clue of the setter's
// own), so the board keeps a ring of cells around it.
bool drawsOutsideTheGrid(const std::vector<Drawing>& drawings, int size);

// Shapes and lines, under the grid lines and digits.
void paintDrawingsUnder(QPainter& painter, const QRectF& board, int size, const std::vector<Drawing>& drawings,
                        const QColor& paper, bool dark);
// Their text, over the grid lines.
void paintDrawingsText(QPainter& painter, const QRectF& board, int size, const std::vector<Drawing>& drawings,
                       const QColor& paper, bool dark);

} // namespace pm
