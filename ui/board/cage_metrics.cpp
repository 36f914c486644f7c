// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/cage_metrics.h"

#include "ui/board/board_outline.h"

#include <QFontMetricsF>

#include <algorithm>

namespace pm {

namespace {

// Shares of a cell's side, chosen by eye on 4×4, 6×6 and 9×9 boards on
// screen and on paper: the outline far enough in that two cages' lines
// stand apart, near enough to the grid line that the cage reads as its
// cells; the sum about a fifth of the cell, smaller than a pencil mark's
// slot would allow, so the marks beside it keep their room.
constexpr qreal kInsetShare = 0.085;
constexpr qreal kSumShare = 0.2;
constexpr qreal kSumMarginShare = 0.025; // between the sum's box and the cell's corner

} // namespace

CageMetrics cageMetrics(qreal step, qreal lineWidth, qreal gridLineWidth, const QFont& base)
{
    CageMetrics metrics;
    metrics.lineWidth = lineWidth;
    // Clear of the box borders (half of them lies inside the cell) by an
    // outline's width: high contrast's heavy lines would swallow an outline
    // at the plain share of the cell.
    metrics.inset = std::max({2.0, step * kInsetShare, gridLineWidth / 2 + lineWidth * 1.5});
    metrics.sumMargin = std::max({1.0, step * kSumMarginShare, gridLineWidth / 2 + 1});
    metrics.sumFont = base;
    metrics.sumFont.setBold(false);
    metrics.sumFont.setUnderline(false);
    metrics.sumFont.setPixelSize(std::max(7, int(step * kSumShare)));
    return metrics;
}

QRectF cageSumRect(const QRectF& cellRect, int sum, const CageMetrics& metrics)
{
    const QFontMetricsF font(metrics.sumFont);
    const qreal padding = std::max<qreal>(1.0, font.height() * 0.12);
    // Digits have no descenders: the box hugs their height, not the line's.
    const qreal height = font.ascent() + 2 * padding;
    const qreal width = font.horizontalAdvance(QString::number(sum)) + 2 * padding;
    return QRectF(cellRect.left() + metrics.sumMargin, cellRect.top() + metrics.sumMargin, width, height);
}

QRectF cageMarkArea(const Geometry& geometry, int cell, const QRectF& board, const CageMetrics& metrics)
{
    const QRectF rect = cellRectIn(board, geometry, cell);
    const int cage = geometry.cageOf(cell);
    if (cage < 0)
        return rect;
    // Just inside the outline: half its width and a pixel of air.
    const qreal margin = metrics.inset + metrics.lineWidth / 2 + 1;
    return rect.adjusted(margin, margin, -margin, -margin);
}

QRectF cageSumBoxOf(const Geometry& geometry, int cell, const QRectF& board, const CageMetrics& metrics)
{
    const int cage = geometry.cageOf(cell);
    if (cage < 0 || geometry.cages()[size_t(cage)].cells.front() != cell)
        return {};
    return cageSumRect(cellRectIn(board, geometry, cell), geometry.cages()[size_t(cage)].sum, metrics);
}

} // namespace pm
