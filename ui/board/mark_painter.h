// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/session/board_state.h"
#include "ui/board/board_layout.h"

#include <QFont>
#include <QPalette>

class QPainter;

namespace pm {

// Paints one cell's pencil marks: corner marks each in its fixed slot of
// the mini-grid (BoardLayout::markRect), over their candidate colour
// (candidate_colour_painter.h), the highlighted digit on a disc,
// and centre marks as one row of small digits across the middle. Where a
// cell has both, the corner marks the centre row runs through are drawn
// faint, so the centre row reads on whatever lies beneath (selection,
// colour, a hint's highlight) with no band of its own hiding it.
class MarkPainter {
public:
    MarkPainter(const BoardLayout& layout, const BoardState& state, const QFont& font, const QPalette& palette,
                int highlightedDigit, DigitMask shownMarks = ~DigitMask(0));

    void paint(QPainter& painter, int cell) const;

private:
    // Where the centre marks' row goes and its font: centred, shrunk to fit the cell.
    struct CentreRow {
        QString text;
        QFont font;
        QRectF rect; // the text's own box, centred in the cell
    };
    CentreRow centreRow(int cell) const;

    const BoardLayout& m_layout;
    const BoardState& m_state;
    const QFont& m_font;
    const QPalette& m_palette;
    int m_highlightedDigit;
    DigitMask m_shown; // a filter hides the rest (BoardFilter)
};

} // namespace pm
