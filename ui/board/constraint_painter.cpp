// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/constraint_painter.h"

#include "ui/board/cell_set_outline.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <set>

namespace pm {

namespace {

// The board's cells as the painters need them.
class Cells {
public:
    Cells(const QRectF& board, const Geometry& geometry)
        : m_board(board), m_geometry(geometry), m_step(board.width() / geometry.size())
    {
    }
    qreal step() const { return m_step; }
    int size() const { return m_geometry.size(); }
    // A cell's centre; row and column may lie just outside the grid (-1, size).
    QPointF centreAt(int row, int column) const
    {
        return {m_board.left() + (column + 0.5) * m_step, m_board.top() + (row + 0.5) * m_step};
    }
    QPointF centre(int cell) const { return centreAt(m_geometry.row(cell), m_geometry.column(cell)); }
    QRectF rect(int cell) const
    {
        const QPointF c = centre(cell);
        return {c.x() - m_step / 2, c.y() - m_step / 2, m_step, m_step};
    }
    int row(int cell) const { return m_geometry.row(cell); }
    int column(int cell) const { return m_geometry.column(cell); }

private:
    QRectF m_board;
    const Geometry& m_geometry;
    qreal m_step;
};

// SudokuPad's colours on a light base; on a dark one each is mixed toward
// the base so lines stay visible without glaring.
QColor mix(const QColor& a, const QColor& b, qreal share)
{
    return QColor::fromRgbF(float(a.redF() * (1 - share) + b.redF() * share),
                            float(a.greenF() * (1 - share) + b.greenF() * share),
                            float(a.blueF() * (1 - share) + b.blueF() * share));
}

QColor tone(const ConstraintStyle& style, QColor light)
{
    return style.dark ? mix(light, style.paper, 0.55) : light;
}

const QColor kGrey(0xC8, 0xC8, 0xC8);
const QColor kArrowGrey(0x9A, 0x9A, 0x9A);
const QColor kWhispersGreen(0x5F, 0xD8, 0x5F);
const QColor kRenbanPurple(0xE0, 0x7A, 0xE8);
const QColor kRegionSumBlue(0x4A, 0xB8, 0xF0);
const QColor kEntropicOrange(0xF5, 0xA6, 0x4A);
const QColor kModularTeal(0x4A, 0xC8, 0xB0);
const QColor kZipperLilac(0xB0, 0x9A, 0xF0);
const QColor kLockoutGrey(0xB0, 0xB0, 0xB8);

bool isOutsideClue(ConstraintKind kind)
{
    return kind == ConstraintKind::LittleKiller || kind == ConstraintKind::Sandwich || kind == ConstraintKind::XSum
        || kind == ConstraintKind::Skyscraper;
}

bool isBroken(const std::vector<bool>& broken, std::size_t index)
{
    return index < broken.size() && broken[index];
}

// A polyline through the centres of a line's cells.
QPainterPath linePath(const Cells& cells, const std::vector<int>& line)
{
    QPainterPath path;
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (i == 0)
            path.moveTo(cells.centre(line[i]));
        else
            path.lineTo(cells.centre(line[i]));
    }
    return path;
}

QPen roundPen(const QColor& colour, qreal width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen pen(colour, width, style, Qt::RoundCap, Qt::RoundJoin);
    return pen;
}

// The centre stroke that tells lines of one width apart without colour.
Qt::PenStyle centreStroke(ConstraintKind kind)
{
    switch (kind) {
    case ConstraintKind::Whispers: return Qt::DashLine;
    case ConstraintKind::RegionSumLine: return Qt::DotLine;
    case ConstraintKind::EntropicLine: return Qt::DashDotLine;
    case ConstraintKind::ModularLine: return Qt::DashDotDotLine;
    case ConstraintKind::ZipperLine: return Qt::CustomDashLine;
    case ConstraintKind::Palindrome: return Qt::SolidLine;
    default: return Qt::NoPen;
    }
}

QColor lineColour(ConstraintKind kind)
{
    switch (kind) {
    case ConstraintKind::Whispers: return kWhispersGreen;
    case ConstraintKind::Renban: return kRenbanPurple;
    case ConstraintKind::RegionSumLine: return kRegionSumBlue;
    case ConstraintKind::EntropicLine: return kEntropicOrange;
    case ConstraintKind::ModularLine: return kModularTeal;
    case ConstraintKind::ZipperLine: return kZipperLilac;
    case ConstraintKind::Lockout: return kLockoutGrey;
    default: return kGrey;
    }
}

// Whispers, renban, palindromes and the other coloured lines.
void paintColouredLine(QPainter& painter, const Cells& cells, const Constraint& c, const ConstraintStyle& style,
                       bool broken)
{
    const qreal width = cells.step() * 0.26;
    for (const std::vector<int>& line : c.lines) {
        const QPainterPath path = linePath(cells, line);
        painter.strokePath(path, roundPen(tone(style, lineColour(c.kind)), width));
        const Qt::PenStyle centre = centreStroke(c.kind);
        if (centre != Qt::NoPen) {
            QColor ink = style.ink;
            ink.setAlphaF(0.45f);
            QPen pen = roundPen(ink, std::max<qreal>(1.0, cells.step() * 0.035), centre);
            pen.setCapStyle(Qt::FlatCap);
            if (centre == Qt::CustomDashLine)
                pen.setDashPattern({1, 3, 6, 3});
            painter.strokePath(path, pen);
        }
        if (broken)
            painter.strokePath(path, roundPen(style.broken, std::max<qreal>(1.5, cells.step() * 0.06)));
    }
}

void paintThermometer(QPainter& painter, const Cells& cells, const Constraint& c, const ConstraintStyle& style,
                      bool broken)
{
    const QColor grey = tone(style, kGrey);
    const qreal width = cells.step() * 0.3;
    for (const std::vector<int>& line : c.lines) {
        const QPainterPath path = linePath(cells, line);
        painter.strokePath(path, roundPen(grey, width));
        painter.setPen(Qt::NoPen);
        painter.setBrush(grey);
        const qreal bulb = cells.step() * 0.38;
        painter.drawEllipse(cells.centre(line.front()), bulb, bulb);
        // A slow thermometer's line is hollow: a paper stroke inside the grey.
        if (c.kind == ConstraintKind::SlowThermometer && line.size() > 1)
            painter.strokePath(path, roundPen(style.paper, width * 0.4, Qt::DashLine));
        if (broken)
            painter.strokePath(path, roundPen(style.broken, std::max<qreal>(1.5, cells.step() * 0.06)));
    }
}

// The circle (or pill, for a number of several cells) of an arrow.
QPainterPath arrowCircle(const Cells& cells, const std::vector<int>& circle)
{
    const qreal radius = cells.step() * 0.4;
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);
    for (std::size_t i = 0; i < circle.size(); ++i) {
        path.addEllipse(cells.centre(circle[i]), radius, radius);
        for (std::size_t j = i + 1; j < circle.size(); ++j) {
            const QPointF a = cells.centre(circle[i]);
            const QPointF b = cells.centre(circle[j]);
            if (std::abs(a.x() - b.x()) + std::abs(a.y() - b.y()) > cells.step() * 1.01)
                continue; // only orthogonal neighbours join into a pill
            // The band between two centres, as wide as the circles.
            const bool level = std::abs(a.y() - b.y()) < 0.5;
            const QRectF span = QRectF(a, b).normalized();
            path.addRect(level ? span.adjusted(0, -radius, 0, radius) : span.adjusted(-radius, 0, radius, 0));
        }
    }
    return path.simplified();
}

void paintArrow(QPainter& painter, const Cells& cells, const Constraint& c, const ConstraintStyle& style, bool broken)
{
    const QColor grey = broken ? style.broken : tone(style, kArrowGrey);
    const qreal width = std::max<qreal>(1.2, cells.step() * 0.05);
    const QPainterPath circle = arrowCircle(cells, c.lines.front());
    for (std::size_t i = 1; i < c.lines.size(); ++i) {
        const std::vector<int>& line = c.lines[i];
        if (line.size() < 2)
            continue;
        // From the circle's edge, not its centre, so the number inside stays clear.
        QPainterPath shaft;
        const QPointF first = cells.centre(line[0]);
        const QPointF second = cells.centre(line[1]);
        const QLineF start(first, second);
        const qreal radius = cells.step() * 0.4;
        shaft.moveTo(start.pointAt(std::min<qreal>(0.99, radius / start.length())));
        for (std::size_t k = 1; k < line.size(); ++k)
            shaft.lineTo(cells.centre(line[k]));
        painter.strokePath(shaft, roundPen(grey, width));
        // The arrowhead at the last cell's centre.
        const QLineF last(cells.centre(line[line.size() - 2]), cells.centre(line.back()));
        const qreal head = cells.step() * 0.22;
        for (const qreal turn : {150.0, -150.0}) {
            QLineF wing = QLineF::fromPolar(head, last.angle() + turn);
            wing.translate(last.p2());
            painter.setPen(roundPen(grey, width));
            painter.drawLine(wing);
        }
    }
    painter.setPen(roundPen(grey, width));
    painter.setBrush(style.paper);
    painter.drawPath(circle);
}

void paintCellShape(QPainter& painter, const Cells& cells, const Constraint& c, const ConstraintStyle& style,
                    bool broken)
{
    const QColor grey = tone(style, kGrey);
    for (int cell : c.lines.front()) {
        const QPointF centre = cells.centre(cell);
        const qreal half = cells.step() * 0.33;
        painter.setPen(broken ? QPen(style.broken, std::max<qreal>(1.5, cells.step() * 0.05)) : QPen(Qt::NoPen));
        painter.setBrush(grey);
        switch (c.kind) {
        case ConstraintKind::Even: painter.drawRect(QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half)); break;
        case ConstraintKind::Odd: painter.drawEllipse(centre, half, half); break;
        case ConstraintKind::Minimum:
        case ConstraintKind::Maximum: {
            // Four chevrons by the edges: pointing in at a minimum (smaller
            // than its neighbours), out at a maximum.
            const bool inward = c.kind == ConstraintKind::Minimum;
            const qreal edge = cells.step() * 0.42;
            const qreal depth = cells.step() * 0.1 * (inward ? 1 : -1);
            const qreal wide = cells.step() * 0.14;
            QColor ink = style.ink;
            ink.setAlphaF(0.6f);
            painter.setPen(roundPen(broken ? style.broken : ink, std::max<qreal>(1.5, cells.step() * 0.05)));
            painter.setBrush(Qt::NoBrush);
            for (int side = 0; side < 4; ++side) {
                QTransform turn;
                turn.translate(centre.x(), centre.y());
                turn.rotate(90.0 * side);
                const QPointF tip = turn.map(QPointF(0, -edge + depth));
                const QPointF left = turn.map(QPointF(-wide, -edge));
                const QPointF right = turn.map(QPointF(wide, -edge));
                painter.drawPolyline(QPolygonF{left, tip, right});
            }
            break;
        }
        default: break;
        }
    }
}

// The cells' outline, a little inside, dashed: a cage without a sum or an
// extra region; a single diagonal is a line through its cells.
void paintGroup(QPainter& painter, const Cells& cells, const Constraint& c, const ConstraintStyle& style, bool broken)
{
    const std::vector<int>& group = c.lines.front();
    std::vector<int> byRow = group;
    std::sort(byRow.begin(), byRow.end());
    const bool diagonal = byRow.size() > 1 && std::all_of(byRow.begin() + 1, byRow.end(), [&](const int& cell) {
        const int before = *(&cell - 1);
        return cells.row(cell) == cells.row(before) + 1 && std::abs(cells.column(cell) - cells.column(before)) == 1;
    });
    QColor ink = broken ? style.broken : style.ink;
    if (diagonal) {
        ink.setAlphaF(broken ? 1.0f : 0.35f);
        painter.strokePath(linePath(cells, byRow), roundPen(ink, std::max<qreal>(1.5, cells.step() * 0.05)));
        return;
    }
    ink.setAlphaF(broken ? 1.0f : 0.75f);
    QPen pen(ink, std::max<qreal>(broken ? 2.0 : 1.0, cells.step() * (broken ? 0.05 : 0.025)), Qt::DashLine);
    painter.setPen(pen);
    std::vector<std::pair<int, int>> places;
    for (int cell : group)
        places.emplace_back(cells.row(cell), cells.column(cell));
    strokeCellSetOutline(
        painter, places, [&](int row, int column) { return cells.rect(row * cells.size() + column); },
        cells.step() * 0.08);
}

void shadeCells(QPainter& painter, const Cells& cells, const std::vector<int>& group, QColor colour)
{
    for (int cell : group)
        painter.fillRect(cells.rect(cell), colour);
}

QFont sized(qreal pixels, bool bold = false)
{
    QFont font;
    font.setPixelSize(std::max(6, int(std::lround(pixels))));
    font.setBold(bold);
    return font;
}

// The candidates a puzzle gives in a cell, small along its bottom.
void paintAllowedDigits(QPainter& painter, const Cells& cells, const Constraint& c, const ConstraintStyle& style)
{
    QString text;
    for (int digit : c.values)
        text += QString::number(digit);
    QColor ink = style.ink;
    ink.setAlphaF(0.7f);
    painter.setPen(ink);
    painter.setFont(sized(cells.step() * 0.22));
    const QRectF r = cells.rect(c.lines.front().front());
    painter.drawText(r.adjusted(0, r.height() * 0.72, 0, 0), Qt::AlignCenter, text);
}

// Where two orthogonal cells meet.
QPointF edgeMiddle(const Cells& cells, int a, int b)
{
    const QPointF p = cells.centre(a);
    const QPointF q = cells.centre(b);
    return (p + q) / 2;
}

void paintDot(QPainter& painter, const Cells& cells, const Constraint& c, const ConstraintStyle& style, bool broken)
{
    const std::vector<int>& pair = c.lines.front();
    const QPointF at = edgeMiddle(cells, pair.front(), pair.back());
    const qreal radius = cells.step() * edgeMarkerReach(c.kind);
    const bool black = c.kind == ConstraintKind::BlackDot;
    painter.setPen(QPen(broken ? style.broken : style.ink, std::max<qreal>(1.0, cells.step() * (broken ? 0.05 : 0.025))));
    painter.setBrush(black ? style.ink : style.paper);
    painter.drawEllipse(at, radius, radius);
    const int value = c.values.front();
    if ((black && value != 2) || (!black && value != 1)) {
        painter.setPen(black ? style.paper : style.ink);
        painter.setFont(sized(radius * 1.3, true));
        painter.drawText(QRectF(at.x() - radius, at.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter,
                         QString::number(value));
    }
}

void paintXV(QPainter& painter, const Cells& cells, const Constraint& c, const ConstraintStyle& style, bool broken)
{
    const std::vector<int>& pair = c.lines.front();
    const QPointF at = edgeMiddle(cells, pair.front(), pair.back());
    const int value = c.values.front();
    const QString text = value == 10 ? QStringLiteral("X") : value == 5 ? QStringLiteral("V") : QString::number(value);
    const qreal box = cells.step() * edgeMarkerReach(c.kind);
    painter.setPen(Qt::NoPen);
    painter.setBrush(style.paper);
    painter.drawEllipse(at, box, box);
    painter.setPen(broken ? style.broken : style.ink);
    painter.setFont(sized(cells.step() * 0.3, true));
    painter.drawText(QRectF(at.x() - box, at.y() - box, 2 * box, 2 * box), Qt::AlignCenter, text);
}

void paintQuadruple(QPainter& painter, const Cells& cells, const Constraint& c, const ConstraintStyle& style,
                    bool broken)
{
    const std::vector<int>& group = c.lines.front();
    QPointF at;
    for (int cell : group)
        at += cells.centre(cell);
    at /= qreal(group.size());
    const qreal radius = cells.step() * 0.27;
    painter.setPen(QPen(broken ? style.broken : style.ink, std::max<qreal>(1.0, cells.step() * 0.025)));
    painter.setBrush(style.paper);
    painter.drawEllipse(at, radius, radius);
    QString first, second;
    for (std::size_t i = 0; i < c.values.size(); ++i)
        (i < 2 ? first : second) += QString::number(c.values[i]);
    painter.setPen(broken ? style.broken : style.ink);
    painter.setFont(sized(radius * 0.75));
    const QRectF box(at.x() - radius, at.y() - radius, 2 * radius, 2 * radius);
    if (second.isEmpty()) {
        painter.drawText(box, Qt::AlignCenter, first);
    } else {
        painter.drawText(box.adjusted(0, 0, 0, -radius), Qt::AlignHCenter | Qt::AlignBottom, first);
        painter.drawText(box.adjusted(0, radius, 0, 0), Qt::AlignHCenter | Qt::AlignTop, second);
    }
}

// The cell just outside the grid where a clue on `line` stands: one step
// back from the line's first cell, along the line.
std::pair<int, int> cluePlace(const Cells& cells, const Constraint& c)
{
    const std::vector<int>& line = c.lines.front();
    const int row = cells.row(line.front());
    const int column = cells.column(line.front());
    int dr = 0;
    int dc = 0;
    if (line.size() > 1) {
        dr = cells.row(line[1]) - row;
        dc = cells.column(line[1]) - column;
    } else if (c.kind == ConstraintKind::LittleKiller) {
        // A diagonal of one cell, in a corner: the clue is off the corner.
        dr = row == 0 ? 1 : -1;
        dc = column == 0 ? 1 : -1;
    } else {
        dr = row == 0 ? 1 : row == cells.size() - 1 ? -1 : 0;
        dc = dr != 0 ? 0 : column == 0 ? 1 : -1;
    }
    return {row - dr, column - dc};
}

void paintOutsideClue(QPainter& painter, const Cells& cells, const Constraint& c, const ConstraintStyle& style,
                      bool broken)
{
    const auto [row, column] = cluePlace(cells, c);
    const QPointF centre = cells.centreAt(row, column);
    const qreal step = cells.step();
    const QRectF box(centre.x() - step / 2, centre.y() - step / 2, step, step);
    painter.setPen(broken ? style.broken : style.ink);
    painter.setFont(sized(step * 0.42, broken));
    const QString value = QString::number(c.values.front());
    if (c.kind != ConstraintKind::LittleKiller) {
        painter.drawText(box, Qt::AlignCenter, value);
        return;
    }
    // A little killer: the sum, and a small arrow toward the diagonal.
    const std::vector<int>& line = c.lines.front();
    const QPointF first = cells.centre(line.front());
    const QPointF towards = (first - centre) / std::hypot(first.x() - centre.x(), first.y() - centre.y());
    painter.setFont(sized(step * 0.34, broken));
    painter.drawText(QRectF(centre - QPointF(step * 0.3, step * 0.3) - towards * step * 0.08, QSizeF(step * 0.6, step * 0.6)),
                     Qt::AlignCenter, value);
    const QPointF tail = centre + towards * step * 0.3;
    const QPointF tip = centre + towards * step * 0.5;
    const qreal width = std::max<qreal>(1.0, step * 0.035);
    painter.setPen(roundPen(broken ? style.broken : style.ink, width));
    painter.drawLine(tail, tip);
    const QLineF shaft(tail, tip);
    for (const qreal turn : {150.0, -150.0}) {
        QLineF wing = QLineF::fromPolar(step * 0.1, shaft.angle() + turn);
        wing.translate(tip);
        painter.drawLine(wing);
    }
}

void paintBetweenOrLockout(QPainter& painter, const Cells& cells, const Constraint& c, const ConstraintStyle& style,
                           bool broken)
{
    paintColouredLine(painter, cells, c, style, broken);
    const qreal radius = cells.step() * 0.4;
    painter.setPen(QPen(broken ? style.broken : tone(style, kArrowGrey), std::max<qreal>(1.2, cells.step() * 0.05)));
    painter.setBrush(style.paper);
    for (const std::vector<int>& line : c.lines) {
        for (const int end : {line.front(), line.back()}) {
            const QPointF centre = cells.centre(end);
            if (c.kind == ConstraintKind::Lockout) {
                // Lockout ends are diamonds, between-line ends circles.
                painter.drawPolygon(QPolygonF{centre + QPointF(0, -radius), centre + QPointF(radius, 0),
                                              centre + QPointF(0, radius), centre + QPointF(-radius, 0)});
            } else {
                painter.drawEllipse(centre, radius, radius);
            }
        }
    }
}

} // namespace

qreal edgeMarkerReach(ConstraintKind kind)
{
    switch (kind) {
    case ConstraintKind::WhiteDot:
    case ConstraintKind::BlackDot: return 0.13;
    case ConstraintKind::XV: return 0.17; // the paper disc behind the letter
    default: return 0;
    }
}

int outsideClueRing(const Geometry& geometry)
{
    const auto& all = geometry.constraints();
    return std::any_of(all.begin(), all.end(), [](const Constraint& c) { return isOutsideClue(c.kind); }) ? 1 : 0;
}

void paintConstraintsUnder(QPainter& painter, const QRectF& board, const Geometry& geometry,
                           const ConstraintStyle& style, const std::vector<bool>& broken)
{
    if (!geometry.hasConstraints())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const Cells cells(board, geometry);
    const auto& all = geometry.constraints();
    // Shading first, so every line and shape lies on top of it.
    for (const Constraint& c : all) {
        QColor shade = tone(style, kGrey);
        shade.setAlphaF(0.45f);
        switch (c.kind) {
        case ConstraintKind::Clone:
            for (const std::vector<int>& side : c.lines)
                shadeCells(painter, cells, side, shade);
            break;
        case ConstraintKind::RowIndexer: shadeCells(painter, cells, c.lines.front(), QColor(0xF0, 0x80, 0x80, 70)); break;
        case ConstraintKind::ColumnIndexer: shadeCells(painter, cells, c.lines.front(), QColor(0x80, 0xA8, 0xF0, 70)); break;
        case ConstraintKind::BoxIndexer: shadeCells(painter, cells, c.lines.front(), QColor(0x80, 0xD8, 0x80, 70)); break;
        default: break;
        }
    }
    for (std::size_t index = 0; index < all.size(); ++index) {
        const Constraint& c = all[index];
        const bool isBrokenOne = isBroken(broken, index);
        switch (c.kind) {
        case ConstraintKind::Thermometer:
        case ConstraintKind::SlowThermometer: paintThermometer(painter, cells, c, style, isBrokenOne); break;
        case ConstraintKind::Whispers:
        case ConstraintKind::Renban:
        case ConstraintKind::Palindrome:
        case ConstraintKind::RegionSumLine:
        case ConstraintKind::EntropicLine:
        case ConstraintKind::ModularLine:
        case ConstraintKind::ZipperLine: paintColouredLine(painter, cells, c, style, isBrokenOne); break;
        case ConstraintKind::BetweenLine:
        case ConstraintKind::Lockout: paintBetweenOrLockout(painter, cells, c, style, isBrokenOne); break;
        case ConstraintKind::Even:
        case ConstraintKind::Odd:
        case ConstraintKind::Minimum:
        case ConstraintKind::Maximum: paintCellShape(painter, cells, c, style, isBrokenOne); break;
        case ConstraintKind::Distinct: paintGroup(painter, cells, c, style, isBrokenOne); break;
        case ConstraintKind::AllowedDigits: paintAllowedDigits(painter, cells, c, style); break;
        default: break;
        }
    }
    // Arrows last of the lines: their circles cover whatever line passes under.
    for (std::size_t index = 0; index < all.size(); ++index)
        if (all[index].kind == ConstraintKind::Arrow)
            paintArrow(painter, cells, all[index], style, isBroken(broken, index));
    painter.restore();
}

void paintConstraintsOver(QPainter& painter, const QRectF& board, const Geometry& geometry,
                          const ConstraintStyle& style, const std::vector<bool>& broken)
{
    if (!geometry.hasConstraints())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const Cells cells(board, geometry);
    const auto& all = geometry.constraints();
    for (std::size_t index = 0; index < all.size(); ++index) {
        const Constraint& c = all[index];
        const bool isBrokenOne = isBroken(broken, index);
        switch (c.kind) {
        case ConstraintKind::WhiteDot:
        case ConstraintKind::BlackDot: paintDot(painter, cells, c, style, isBrokenOne); break;
        case ConstraintKind::XV: paintXV(painter, cells, c, style, isBrokenOne); break;
        case ConstraintKind::Quadruple: paintQuadruple(painter, cells, c, style, isBrokenOne); break;
        case ConstraintKind::LittleKiller:
        case ConstraintKind::Sandwich:
        case ConstraintKind::XSum:
        case ConstraintKind::Skyscraper: paintOutsideClue(painter, cells, c, style, isBrokenOne); break;
        default: break;
        }
    }
    painter.restore();
}

} // namespace pm
