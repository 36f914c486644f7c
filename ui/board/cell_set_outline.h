// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRectF>

#include <functional>
#include <utility>
#include <vector>

class QPainter;

namespace pm {

// The dashed outline a cage or a cell-set rule draws: inset from the cells'
// edges, round the set's outside only. Each side without a neighbour in the
// set is drawn; where the outline goes on into the next cell, the side
// reaches that cell's edge, so the outline is one unbroken ring. Drawn with
// the painter's pen. Places are (row, column); rectOf gives a place's square
// (places may lie outside the grid, as a setter's cosmetic cage may).
void strokeCellSetOutline(QPainter& painter, const std::vector<std::pair<int, int>>& places,
                          const std::function<QRectF(int row, int column)>& rectOf, qreal inset);

} // namespace pm
