// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/filter_view.h"

#include <QPainter>

#include <algorithm>

namespace pm {

namespace {

// How much of the background covers a cell the filter leaves out: enough
// that the matching cells lead, little enough that the rest still reads
// as the position it is.
constexpr int kWashAlpha = 170;

} // namespace

void FilterView::paintFrames(QPainter& painter, const BoardLayout& layout, const std::vector<bool>& matches,
                             const QPalette& palette)
{
    // A heavy edge inside the cell, from the grid line in to past the
    // thickest line (a box border must not swallow it), under the marks:
    // where a corner mark comes near the edge, the mark is drawn over it.
    const qreal width = layout.thickLineWidth() / 2 + std::max<qreal>(2.5, layout.cellStep() / 30);
    QPen frame(palette.color(QPalette::Text), width);
    frame.setJoinStyle(Qt::MiterJoin);
    painter.save();
    painter.setPen(frame);
    painter.setBrush(Qt::NoBrush);
    for (int cell = 0; cell < int(matches.size()); ++cell) {
        if (matches[size_t(cell)])
            painter.drawRect(layout.cellRect(cell).adjusted(width / 2, width / 2, -width / 2, -width / 2));
    }
    painter.restore();
}

void FilterView::paintWash(QPainter& painter, const BoardLayout& layout, const std::vector<bool>& matches,
                           const QPalette& palette)
{
    QColor wash = palette.color(QPalette::Base);
    wash.setAlpha(kWashAlpha);
    for (int cell = 0; cell < int(matches.size()); ++cell) {
        if (!matches[size_t(cell)])
            painter.fillRect(layout.cellRect(cell), wash);
    }
}

QString FilterView::describe(const BoardFilter& filter, const BoardState& state)
{
    const auto symbol = [&](int digit) { return QString::fromStdString(state.alphabet.symbolUtf8(digit)); };
    switch (filter.kind) {
    case BoardFilter::Kind::None: return {};
    case BoardFilter::Kind::Digit: return tr("Filter: only the candidates of %1").arg(symbol(filter.digit));
    case BoardFilter::Kind::Bivalue: return tr("Filter: cells with two candidates");
    case BoardFilter::Kind::CandidateCount:
        return tr("Filter: cells with %n candidate(s)", nullptr, filter.count);
    case BoardFilter::Kind::DigitPlaces: return tr("Filter: where %1 can still go").arg(symbol(filter.digit));
    }
    return {};
}

} // namespace pm
