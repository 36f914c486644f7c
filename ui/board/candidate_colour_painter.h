// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QRectF>

class QPainter;

namespace pm {

// Candidate colours (game::CellState::candidateColours) as the board and
// print draw them, behind the mark's digit. The two colours of a chain
// differ in hue and in shape as well, so a pair never rests on colour
// alone: A (1) a filled disc, A' (2) a ring; B (3) a filled square,
// B' (4) a square frame. Chain A is orange and blue, chain B green and
// purple: each pair a light and a dark, warm and cold.
QColor candidateColour(int colour);

// Paints colour `colour` (1..game::kCandidateColourCount) in a mark's slot.
void paintCandidateColour(QPainter& painter, const QRectF& slot, int colour);

} // namespace pm
