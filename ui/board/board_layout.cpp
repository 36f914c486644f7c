// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/board_layout.h"

#include "ui/board/board_outline.h"
#include "ui/board/constraint_painter.h"
#include "ui/board/theme.h"

#include <algorithm>
#include <cmath>

namespace pm {

namespace {

constexpr qreal kMargin = 8;
// A corner mark's font: this share of its row's height ...
constexpr qreal kMarkHeightShare = 0.78;
// Inside a killer cage the dashed outline already keeps the marks apart
// from the next cell's, and takes room from all four sides: the marks may
// fill more of their slot there, so they stay as legible as elsewhere.
constexpr qreal kCageMarkHeightShare = 0.86;
// ... or, where slots are narrow, of its column's width.
constexpr qreal kMarkWidthShare = 1.2;

} // namespace

BoardLayout::BoardLayout(QSizeF widgetSize, const Geometry& geometry, const QFont& font, bool drawsOutside)
    : m_geometry(geometry)
    , m_font(font)
{
    const qreal room = std::max<qreal>(0, std::min(widgetSize.width(), widgetSize.height()) - 2 * kMargin);
    // Clues outside the grid (a sandwich's sums) take a ring of cells around it.
    const int size = std::max(1, geometry.size());
    const int ring = std::max(outsideClueRing(geometry), drawsOutside ? 1 : 0);
    const qreal side = room * size / (size + 2 * ring);
    m_board = QRectF((widgetSize.width() - side) / 2, (widgetSize.height() - side) / 2, side, side);
}

BoardLayout::BoardLayout(const QRectF& board, const Geometry& geometry, const CageMetrics& cages)
    : m_geometry(geometry)
    , m_board(board)
    , m_cages(cages)
{
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
    QRectF area = markAreaWithoutEdgeMarkers(cell);
    if (!m_geometry.hasConstraints())
        return area;
    // A kropki dot or an X on an edge sits where the marks in the middle of
    // that side would be (a dot between r2c4 and r2c5 hid r2c4's 6 and
    // r2c5's 4): the mini-grid moves off the sides that hold one.
    const qreal step = cellStep();
    for (const Constraint& c : m_geometry.constraints()) {
        const qreal reach = edgeMarkerReach(c.kind) * step;
        if (reach <= 0 || c.lines.empty() || c.lines.front().size() != 2)
            continue;
        const std::vector<int>& pair = c.lines.front();
        if (pair.front() != cell && pair.back() != cell)
            continue;
        const int other = pair.front() == cell ? pair.back() : pair.front();
        const int down = m_geometry.row(other) - m_geometry.row(cell);
        const int right = m_geometry.column(other) - m_geometry.column(cell);
        if (right > 0)
            area.setRight(std::min(area.right(), cellRect(cell).right() - reach));
        else if (right < 0)
            area.setLeft(std::max(area.left(), cellRect(cell).left() + reach));
        else if (down > 0)
            area.setBottom(std::min(area.bottom(), cellRect(cell).bottom() - reach));
        else if (down < 0)
            area.setTop(std::max(area.top(), cellRect(cell).top() + reach));
    }
    return area;
}

QRectF BoardLayout::markAreaWithoutEdgeMarkers(int cell) const
{
    // In a killer cage the mini-grid keeps clear of the outline and the sum.
    // Cells outside cages skip the metrics: a 64×64 board asks 262,144 times a paint.
    if (m_geometry.cageOf(cell) < 0)
        return cellRect(cell);
    return cageMarkArea(m_geometry, cell, m_board, cageMetrics());
}

int BoardLayout::legibleSide()
{
    // A 9x9 cell holds three rows of marks, each mark kMarkHeightShare of
    // its row (markPixelSize): a cell of kLegibleMarkPixels * 3 / 0.78 pixels.
    const int cell = int(std::ceil(kLegibleMarkPixels * markRows(9) / kMarkHeightShare));
    return 9 * cell + int(2 * kMargin) + 1;
}

int BoardLayout::markPixelSize(int cell) const
{
    // From the mark area, not the slot: in a cage's first cell the rows sit
    // closer below the sum, and digits, shorter than the line they are set
    // on, still fit at the size of every other cell's marks.
    const int n = m_geometry.symbolCount();
    // The marks of a cell beside a dot keep the size of every other
    // cell's: only their slots move in.
    const QRectF area = markAreaWithoutEdgeMarkers(cell);
    const qreal share = m_geometry.cageOf(cell) >= 0 ? kCageMarkHeightShare : kMarkHeightShare;
    const qreal byHeight = area.height() / markRows(n) * share;
    const qreal byWidth = area.width() / markColumns(n) * kMarkWidthShare;
    return std::max(5, int(std::min(byHeight, byWidth)));
}

CageMetrics BoardLayout::cageMetrics() const
{
    if (m_cages)
        return *m_cages;
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
