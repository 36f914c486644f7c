// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/cell_set_outline.h"

#include <QPainter>

#include <algorithm>

namespace pm {

void strokeCellSetOutline(QPainter& painter, const std::vector<std::pair<int, int>>& places,
                          const std::function<QRectF(int row, int column)>& rectOf, qreal inset)
{
    const auto has = [&](int row, int column) {
        return std::find(places.begin(), places.end(), std::pair(row, column)) != places.end();
    };
    for (const auto& [row, column] : places) {
        const QRectF full = rectOf(row, column);
        const QRectF r = full.adjusted(inset, inset, -inset, -inset);
        const bool up = has(row - 1, column);
        const bool down = has(row + 1, column);
        const bool leftward = has(row, column - 1);
        const bool rightward = has(row, column + 1);
        const qreal left = leftward ? full.left() : r.left();
        const qreal right = rightward ? full.right() : r.right();
        const qreal top = up ? full.top() : r.top();
        const qreal bottom = down ? full.bottom() : r.bottom();
        if (!up)
            painter.drawLine(QPointF(left, r.top()), QPointF(right, r.top()));
        if (!down)
            painter.drawLine(QPointF(left, r.bottom()), QPointF(right, r.bottom()));
        if (!leftward)
            painter.drawLine(QPointF(r.left(), top), QPointF(r.left(), bottom));
        if (!rightward)
            painter.drawLine(QPointF(r.right(), top), QPointF(r.right(), bottom));
    }
}

} // namespace pm
