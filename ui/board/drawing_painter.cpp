// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/drawing_painter.h"

#include "ui/board/cell_set_outline.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace pm {

namespace {

QColor colourOf(std::uint32_t argb, const QColor& paper, bool dark)
{
    QColor colour = QColor::fromRgba(argb);
    if (dark && colour.alpha() > 0) {
        // Toward the dark base, keeping the setter's hue.
        const float share = 0.45f;
        colour = QColor::fromRgbF(colour.redF() * (1 - share) + paper.redF() * share,
                                  colour.greenF() * (1 - share) + paper.greenF() * share,
                                  colour.blueF() * (1 - share) + paper.blueF() * share, colour.alphaF());
    }
    return colour;
}

QPointF centreOf(const QRectF& board, int size, const GridPlace& place)
{
    const qreal step = board.width() / size;
    return {board.left() + (place.column + 0.5) * step, board.top() + (place.row + 0.5) * step};
}

// The middle of the places a shape or text covers.
QPointF middleOf(const QRectF& board, int size, const std::vector<GridPlace>& places)
{
    QPointF sum;
    for (const GridPlace& place : places)
        sum += centreOf(board, size, place);
    return places.empty() ? sum : sum / qreal(places.size());
}

} // namespace

bool drawsOutsideTheGrid(const std::vector<Drawing>& drawings, int size)
{
    for (const Drawing& d : drawings)
        for (const auto& list : d.places)
            for (const GridPlace& place : list)
                if (place.row < 0 || place.column < 0 || place.row >= size || place.column >= size)
                    return true;
    return false;
}

void paintDrawingsUnder(QPainter& painter, const QRectF& board, int size, const std::vector<Drawing>& drawings,
                        const QColor& paper, bool dark)
{
    if (drawings.empty() || size <= 0)
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal step = board.width() / size;
    for (const Drawing& d : drawings) {
        switch (d.kind) {
        case Drawing::Kind::Line: {
            QPen pen(colourOf(d.outline, paper, dark), std::max<qreal>(1.0, d.width * step), Qt::SolidLine,
                     Qt::RoundCap, Qt::RoundJoin);
            for (const auto& line : d.places) {
                QPainterPath path;
                for (std::size_t i = 0; i < line.size(); ++i)
                    i == 0 ? path.moveTo(centreOf(board, size, line[i])) : path.lineTo(centreOf(board, size, line[i]));
                painter.strokePath(path, pen);
            }
            break;
        }
        case Drawing::Kind::Circle:
        case Drawing::Kind::Rectangle: {
            if (d.places.empty())
                break;
            const QPointF middle = middleOf(board, size, d.places.front());
            const QRectF shape(-d.width * step / 2, -d.height * step / 2, d.width * step, d.height * step);
            painter.save();
            painter.translate(middle);
            painter.rotate(d.angle);
            const QColor outline = colourOf(d.outline, paper, dark);
            painter.setPen(outline.alpha() > 0 ? QPen(outline, std::max<qreal>(1.0, step * 0.03)) : QPen(Qt::NoPen));
            painter.setBrush(colourOf(d.fill, paper, dark));
            if (d.kind == Drawing::Kind::Circle)
                painter.drawEllipse(shape);
            else
                painter.drawRect(shape);
            painter.restore();
            break;
        }
        case Drawing::Kind::Cage: {
            // A dashed outline round each covered cell's free sides.
            if (d.places.empty())
                break;
            std::vector<std::pair<int, int>> places;
            for (const GridPlace& cell : d.places.front())
                places.emplace_back(cell.row, cell.column);
            painter.setPen(QPen(colourOf(d.outline, paper, dark), std::max<qreal>(1.0, step * 0.025), Qt::DashLine));
            strokeCellSetOutline(
                painter, places,
                [&](int row, int column) {
                    const QPointF c = centreOf(board, size, GridPlace{row, column});
                    return QRectF(c.x() - step / 2, c.y() - step / 2, step, step);
                },
                step * 0.08);
            break;
        }
        case Drawing::Kind::Text: break;
        }
    }
    painter.restore();
}

void paintDrawingsText(QPainter& painter, const QRectF& board, int size, const std::vector<Drawing>& drawings,
                       const QColor& paper, bool dark)
{
    if (drawings.empty() || size <= 0)
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal step = board.width() / size;
    for (const Drawing& d : drawings) {
        if (d.text.empty() || d.places.empty() || d.kind == Drawing::Kind::Line)
            continue;
        const std::vector<GridPlace>& cells = d.places.front();
        QFont font;
        // A cage's text sits small in its first cell's corner, as a sum does;
        // any other text in the middle of what it covers.
        const bool corner = d.kind == Drawing::Kind::Cage;
        font.setPixelSize(std::max(6, int(step * (corner ? 0.22 : 0.36))));
        painter.setFont(font);
        painter.setPen(colourOf(d.ink ? d.ink : 0xFF000000, paper, dark));
        const QString text = QString::fromStdString(d.text);
        if (corner) {
            const GridPlace first = *std::min_element(cells.begin(), cells.end(), [](const GridPlace& a, const GridPlace& b) {
                return a.row != b.row ? a.row < b.row : a.column < b.column;
            });
            const QPointF c = centreOf(board, size, first);
            painter.drawText(QRectF(c.x() - step / 2 + step * 0.1, c.y() - step / 2 + step * 0.06, step, step * 0.3),
                             Qt::AlignLeft | Qt::AlignTop, text);
            continue;
        }
        painter.save();
        painter.translate(middleOf(board, size, cells));
        painter.rotate(d.angle);
        painter.drawText(QRectF(-step, -step / 2, 2 * step, step), Qt::AlignCenter, text);
        painter.restore();
    }
    painter.restore();
}

} // namespace pm
