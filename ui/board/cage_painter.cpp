// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/cage_painter.h"

#include "ui/board/board_outline.h"

#include <QPainter>

#include <algorithm>
#include <map>
#include <utility>

namespace pm {

namespace {

// The dashes, as shares of a cell's side, chosen by eye on 4×4, 6×6 and
// 9×9 boards on screen and on paper (the outline's other sizes:
// cage_metrics.cpp).
constexpr qreal kDashShare = 0.06;
constexpr qreal kGapShare = 0.045;

// A point of the outline on a lattice: grid line k, moved by s in
// {-1, 0, +1} insets, is coordinate 3k + s. Integers, so segments that
// meet are joined by exact equality, never by comparing floating points.
using LatticePoint = std::pair<int, int>; // x, y

struct Segment {
    LatticePoint from;
    LatticePoint to;
};

// The inset edges of a cage, cell by cell. A cell's side on the cage's
// border gets a line `inset` inside it; the line's ends go to `inset` inside
// the cell at a convex corner, to the cell's edge where the border runs on
// straight into the neighbour's, and `inset` past the edge at a concave
// corner, where it meets the line of the diagonal neighbour's side.
std::vector<Segment> cageSegments(const Geometry& g, int cage)
{
    const int n = g.size();
    const auto in = [&](int row, int column) {
        return row >= 0 && row < n && column >= 0 && column < n && g.cageOf(g.cellAt(row, column)) == cage;
    };
    // The end of a side at a corner: `along` is the neighbour the line would
    // run on into, `diagonal` the cell across the corner.
    const auto end = [](int line, int inward, bool along, bool diagonal) {
        if (!along)
            return 3 * line + inward; // convex: inside the cell
        return diagonal ? 3 * line - inward : 3 * line; // concave: past the edge; straight: the edge
    };
    std::vector<Segment> segments;
    for (int cell : g.cages()[size_t(cage)].cells) {
        const int r = g.row(cell);
        const int c = g.column(cell);
        if (!in(r - 1, c)) {
            const int y = 3 * r + 1;
            segments.push_back({{end(c, 1, in(r, c - 1), in(r - 1, c - 1)), y},
                                {end(c + 1, -1, in(r, c + 1), in(r - 1, c + 1)), y}});
        }
        if (!in(r + 1, c)) {
            const int y = 3 * (r + 1) - 1;
            segments.push_back({{end(c, 1, in(r, c - 1), in(r + 1, c - 1)), y},
                                {end(c + 1, -1, in(r, c + 1), in(r + 1, c + 1)), y}});
        }
        if (!in(r, c - 1)) {
            const int x = 3 * c + 1;
            segments.push_back({{x, end(r, 1, in(r - 1, c), in(r - 1, c - 1))},
                                {x, end(r + 1, -1, in(r + 1, c), in(r + 1, c - 1))}});
        }
        if (!in(r, c + 1)) {
            const int x = 3 * (c + 1) - 1;
            segments.push_back({{x, end(r, 1, in(r - 1, c), in(r - 1, c + 1))},
                                {x, end(r + 1, -1, in(r + 1, c), in(r + 1, c + 1))}});
        }
    }
    return segments;
}

// Lattice coordinate 3k + s as a position: grid line k plus s insets. An
// outline never leaves the board, so the coordinate is at least 1.
qreal position(int lattice, qreal origin, qreal step, qreal inset)
{
    const int line = (lattice + 1) / 3; // the nearest grid line: s is -1, 0 or +1
    return origin + line * step + (lattice - 3 * line) * inset;
}

bool collinear(const LatticePoint& a, const LatticePoint& b, const LatticePoint& c)
{
    return (a.first == b.first && b.first == c.first) || (a.second == b.second && b.second == c.second);
}

} // namespace

QPainterPath cageOutline(const Geometry& geometry, int cage, const QRectF& board, qreal inset)
{
    const std::vector<Segment> segments = cageSegments(geometry, cage);
    // Every end point is shared by exactly two segments: the outline is a
    // set of closed loops, walked one after another.
    std::map<LatticePoint, std::vector<size_t>> at;
    for (size_t i = 0; i < segments.size(); ++i) {
        at[segments[i].from].push_back(i);
        at[segments[i].to].push_back(i);
    }
    const qreal step = board.width() / geometry.size();
    const auto point = [&](const LatticePoint& p) {
        return QPointF(position(p.first, board.left(), step, inset), position(p.second, board.top(), step, inset));
    };
    QPainterPath path;
    std::vector<bool> used(segments.size(), false);
    for (size_t start = 0; start < segments.size(); ++start) {
        if (used[start])
            continue;
        std::vector<LatticePoint> loop{segments[start].from};
        LatticePoint current = segments[start].to;
        used[start] = true;
        while (current != loop.front()) {
            loop.push_back(current);
            const auto& touching = at[current];
            const auto next = std::find_if(touching.begin(), touching.end(), [&](size_t i) { return !used[i]; });
            if (next == touching.end())
                break; // cannot happen for a cage Geometry accepted; an open line is still drawn
            used[*next] = true;
            current = segments[*next].from == current ? segments[*next].to : segments[*next].from;
        }
        // Corners only: points in the middle of a straight run would do no
        // harm, but fewer points make a lighter path.
        std::vector<LatticePoint> corners;
        for (size_t i = 0; i < loop.size(); ++i) {
            const LatticePoint& before = loop[(i + loop.size() - 1) % loop.size()];
            const LatticePoint& after = loop[(i + 1) % loop.size()];
            if (!collinear(before, loop[i], after))
                corners.push_back(loop[i]);
        }
        if (corners.empty())
            continue;
        path.moveTo(point(corners.front()));
        for (size_t i = 1; i < corners.size(); ++i)
            path.lineTo(point(corners[i]));
        path.closeSubpath();
    }
    return path;
}

void paintCages(QPainter& painter, const QRectF& board, const Geometry& geometry, const CageStyle& style,
                const CageMetrics& metrics, const std::vector<bool>& broken)
{
    if (!geometry.hasCages())
        return;
    const qreal step = board.width() / geometry.size();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QPen pen(style.line, metrics.lineWidth, Qt::CustomDashLine, Qt::FlatCap, Qt::MiterJoin);
    // Dash lengths are in pen widths: scaled from the cell, so a dash looks
    // the same on a 4×4 and a 9×9, on screen and on paper.
    pen.setDashPattern({std::max<qreal>(2.0, step * kDashShare) / metrics.lineWidth,
                        std::max<qreal>(1.5, step * kGapShare) / metrics.lineWidth});
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    const std::vector<Cage>& cages = geometry.cages();
    for (int cage = 0; cage < int(cages.size()); ++cage)
        painter.drawPath(cageOutline(geometry, cage, board, metrics.inset));

    CageMetrics brokenMetrics = metrics;
    brokenMetrics.sumFont.setBold(true);
    for (int cage = 0; cage < int(cages.size()); ++cage) {
        const bool isBroken = size_t(cage) < broken.size() && broken[size_t(cage)];
        const CageMetrics& used = isBroken ? brokenMetrics : metrics;
        const QRectF cell = cellRectIn(board, geometry, cages[size_t(cage)].cells.front());
        const QRectF box = cageSumRect(cell, cages[size_t(cage)].sum, used);
        painter.fillRect(box, style.sumBackground);
        painter.setFont(used.sumFont);
        painter.setPen(isBroken ? style.brokenSum : style.sum);
        painter.drawText(box, Qt::AlignCenter, QString::number(cages[size_t(cage)].sum));
    }
    painter.restore();
}

} // namespace pm
