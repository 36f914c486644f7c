// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/mark_painter.h"

#include "ui/board/candidate_colour_painter.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace pm {

namespace {

// How much of the mark colour a corner mark keeps under the centre row:
// enough to see it is there, little enough that the centre digits read
// over it.
constexpr int kFaintAlpha = 60;

} // namespace

MarkPainter::MarkPainter(const BoardLayout& layout, const BoardState& state, const QFont& font,
                         const QPalette& palette, int highlightedDigit, DigitMask shownMarks)
    : m_layout(layout)
    , m_state(state)
    , m_font(font)
    , m_palette(palette)
    , m_highlightedDigit(highlightedDigit)
    , m_shown(shownMarks)
{
}

MarkPainter::CentreRow MarkPainter::centreRow(int cell) const
{
    const game::CellState& state = m_state.cells[size_t(cell)];
    CentreRow row;
    for (int digit = 1; digit <= m_state.symbolCount(); ++digit) {
        if (state.centre & m_shown & digitBit(digit))
            row.text += QString::fromStdString(m_state.alphabet.symbolUtf8(digit));
    }
    if (row.text.isEmpty())
        return row;
    const QRectF rect = m_layout.cellRect(cell);
    const QRectF area = m_layout.markArea(cell);
    row.font = m_font;
    int pixels = std::max(5, int(rect.height() * 0.3));
    row.font.setPixelSize(pixels);
    while (pixels > 5 && QFontMetricsF(row.font).horizontalAdvance(row.text) > area.width() * 0.9)
        row.font.setPixelSize(--pixels);
    const qreal width = QFontMetricsF(row.font).horizontalAdvance(row.text);
    row.rect = QRectF(area.center().x() - width / 2, rect.center().y() - pixels * 0.75, width, pixels * 1.5);
    return row;
}

void MarkPainter::paint(QPainter& painter, int cell) const
{
    const game::CellState& state = m_state.cells[size_t(cell)];
    if ((state.corner & m_shown) == 0 && (state.centre & m_shown) == 0)
        return;
    const CentreRow centre = centreRow(cell);
    QColor markColour = m_palette.color(QPalette::Text);
    markColour.setAlpha(200);
    QColor faintColour = markColour;
    faintColour.setAlpha(kFaintAlpha);
    QFont markFont = m_font;
    markFont.setPixelSize(m_layout.markPixelSize(cell));
    painter.setFont(markFont);
    for (int digit = 1; digit <= m_state.symbolCount(); ++digit) {
        if (!(state.corner & m_shown & digitBit(digit)))
            continue;
        const QRectF slot = m_layout.markRect(cell, digit);
        if (const int colour = state.candidateColour(digit))
            paintCandidateColour(painter, slot, colour);
        if (digit == m_highlightedDigit) {
            QColor disc = m_palette.color(QPalette::Highlight);
            disc.setAlpha(110);
            painter.setPen(Qt::NoPen);
            painter.setBrush(disc);
            const qreal r = std::min(slot.width(), slot.height()) * 0.46;
            painter.drawEllipse(slot.center(), r, r);
        }
        const bool underCentre = !centre.text.isEmpty() && slot.intersects(centre.rect);
        painter.setPen(underCentre ? faintColour : markColour);
        painter.drawText(slot, Qt::AlignCenter, QString::fromStdString(m_state.alphabet.symbolUtf8(digit)));
    }
    if (centre.text.isEmpty())
        return;
    painter.setFont(centre.font);
    painter.setPen(m_palette.color(QPalette::Link));
    painter.drawText(centre.rect, Qt::AlignCenter, centre.text);
}

} // namespace pm
