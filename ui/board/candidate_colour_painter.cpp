// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/candidate_colour_painter.h"

#include "core/game/game_move.h"

#include <QPainter>

#include <algorithm>

namespace pm {

QColor candidateColour(int colour)
{
    static const QColor colours[game::kCandidateColourCount] = {
        QColor(0xf0, 0x8c, 0x28), // A: orange
        QColor(0x2f, 0x7f, 0xd8), // A': blue
        QColor(0x3a, 0xa6, 0x55), // B: green
        QColor(0xa3, 0x47, 0xc8), // B': purple
    };
    return colour >= 1 && colour <= game::kCandidateColourCount ? colours[colour - 1] : QColor();
}

void paintCandidateColour(QPainter& painter, const QRectF& slot, int colour)
{
    const QColor ink = candidateColour(colour);
    if (!ink.isValid())
        return;
    const qreal radius = std::min(slot.width(), slot.height()) * 0.47;
    const bool filled = colour % 2 == 1;   // the first of a pair; the second is an outline
    const bool round = colour <= 2;        // chain A round, chain B square
    const qreal stroke = std::max<qreal>(1.5, radius * 0.24);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    if (filled) {
        // Translucent, so the digit drawn over it keeps its contrast.
        QColor fill = ink;
        fill.setAlpha(150);
        painter.setPen(Qt::NoPen);
        painter.setBrush(fill);
    } else {
        painter.setPen(QPen(ink, stroke));
        painter.setBrush(Qt::NoBrush);
    }
    const qreal r = filled ? radius : radius - stroke / 2;
    const QRectF box(slot.center() - QPointF(r, r), QSizeF(2 * r, 2 * r));
    if (round)
        painter.drawEllipse(box);
    else
        painter.drawRoundedRect(box, r * 0.2, r * 0.2);
    painter.restore();
}

} // namespace pm
