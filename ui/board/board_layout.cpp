// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/board_layout.h"

#include "ui/board/board_outline.h"
#include "ui/board/theme.h"

#include <algorithm>
#include <cmath>

namespace pm {

namespace {

constexpr qreal kMargin = 8;

} // namespace

BoardLayout::BoardLayout(QSizeF widgetSize, const Geometry& geometry, const QFont& font)
    : m_geometry(geometry)
    , m_font(font)
{
    const qreal side = std::max<qreal>(0, std::min(widgetSize.width(), widgetSize.height()) - 2 * kMargin);
    m_board = QRectF((widgetSize.width() - side) / 2, (widgetSize.height() - side) / 2, side, side);
}

int BoardLayout::markColumns(int symbols)
{
    return int(std::ceil(std::sqrt(double(symbols))));
}

int BoardLayout::markRows(int symbols)
{
    const int columns = markColumns(symbols);
    return (symbols + columns - 1) / columns;
}

qreal BoardLayout::cellStep() const
{
    return m_board.width() / m_geometry.size();
}

qreal BoardLayout::thickLineWidth() const
{
    return std::max<qreal>(2.0, cellStep() / 14) * boardLineStyle().widthScale;
}

QRectF BoardLayout::cellRect(int cell) const
{
    return cellRectIn(m_board, m_geometry, cell);
}

QRectF BoardLayout::markRect(int cell, int digit) const
{
    // The mini-grid has a slot per symbol: 2x2 on a MultiFour's 12x12 board.
    const int n = m_geometry.symbolCount();
    QRectF rect = markArea(cell);
    // A killer cage's sum holds the top-left corner: the rows move below it,
    // closer together; columns and mark sizes stay those of every cell.
    if (m_geometry.cageOf(cell) >= 0) {
        if (const QRectF sum = cageSumBoxOf(m_geometry, cell, m_board, cageMetrics()); !sum.isEmpty())
            rect.setTop(std::max(rect.top(), sum.bottom()));
    }
    const qreal w = rect.width() / markColumns(n);
    const qreal h = rect.height() / markRows(n);
    const int slot = digit - 1;
    return QRectF(rect.left() + (slot % markColumns(n)) * w, rect.top() + (slot / markColumns(n)) * h, w, h);
}

QRectF BoardLayout::markArea(int cell) const
{
    // In a killer cage the mini-grid keeps clear of the outline and the sum.
    // Cells outside cages skip the metrics: a 64×64 board asks 262,144 times a paint.
    if (m_geometry.cageOf(cell) < 0)
        return cellRect(cell);
    return cageMarkArea(m_geometry, cell, m_board, cageMetrics());
}

CageMetrics BoardLayout::cageMetrics() const
{
    const qreal step = cellStep();
    // Heavier in high contrast, but less so than the grid lines: a cage's
    // two outlines at double width would crowd the marks out of its cells.
    const qreal scale = std::sqrt(boardLineStyle().widthScale);
    return pm::cageMetrics(step, std::max<qreal>(1.0, step / 45) * scale, thickLineWidth(), m_font);
}

int BoardLayout::cellAt(QPointF point) const
{
    if (!m_board.contains(point))
        return -1;
    const int n = m_geometry.size();
    const qreal step = m_board.width() / n;
    const int column = std::min(n - 1, int((point.x() - m_board.left()) / step));
    const int row = std::min(n - 1, int((point.y() - m_board.top()) / step));
    return m_geometry.cellAt(row, column);
}

int BoardLayout::markSlotAt(int cell, QPointF point) const
{
    for (int digit = 1; digit <= m_geometry.symbolCount(); ++digit) {
        if (markRect(cell, digit).contains(point))
            return digit;
    }
    return 0;
}

} // namespace pm
