// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/step_highlight_painter.h"

#include "ui/board/theme.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace pm {

namespace {

using logic::Role;

// Okabe–Ito hues (told apart by the common colour-vision deficiencies),
// darkened a little so that they hold on white and on the dark theme's base.
const QColor kBlue(0, 114, 178);
const QColor kGreen(0, 150, 110);
const QColor kOrange(230, 159, 0);
const QColor kPurple(190, 90, 160);
const QColor kSky(60, 160, 220);
const QColor kRed(210, 40, 30);
const QColor kPlaced(20, 150, 60);
// A neutral slate for reasons: the facts a step stands on, not its pattern.
const QColor kSlate(95, 105, 125);

QColor withAlpha(QColor colour, int alpha)
{
    colour.setAlpha(alpha);
    return colour;
}

// Shapes are drawn in a square centred in the mark slot.
QRectF symbolSquare(const QRectF& slot, qreal fraction)
{
    const qreal side = std::min(slot.width(), slot.height()) * fraction;
    return QRectF(slot.center().x() - side / 2, slot.center().y() - side / 2, side, side);
}

QPolygonF diamond(const QRectF& r)
{
    return QPolygonF({QPointF(r.center().x(), r.top()), QPointF(r.right(), r.center().y()),
                      QPointF(r.center().x(), r.bottom()), QPointF(r.left(), r.center().y())});
}

QPolygonF triangle(const QRectF& r, bool up)
{
    if (up)
        return QPolygonF({QPointF(r.center().x(), r.top()), QPointF(r.right(), r.bottom()), QPointF(r.left(), r.bottom())});
    return QPolygonF({QPointF(r.left(), r.top()), QPointF(r.right(), r.top()), QPointF(r.center().x(), r.bottom())});
}

// The point a fraction t along a quadratic Bézier curve.
QPointF bezierAt(QPointF a, QPointF c, QPointF b, qreal t)
{
    const qreal u = 1 - t;
    return u * u * a + 2 * u * t * c + t * t * b;
}

qreal length(QPointF v)
{
    return std::hypot(v.x(), v.y());
}


} // namespace

StepHighlightPainter::StepHighlightPainter(const BoardLayout& layout, const BoardState& state, const QFont& font,
                                           const QPalette& palette, const BoardHighlight& highlight)
    : m_layout(layout)
    , m_state(state)
    , m_font(font)
    , m_palette(palette)
    , m_highlight(highlight)
{
}

QColor StepHighlightPainter::roleColour(Role role)
{
    switch (role) {
    case Role::Base: return kBlue;
    case Role::Cover: return kGreen;
    case Role::Fin: return kOrange;
    case Role::Pincer: return kPurple;
    case Role::Link: return kSky;
    case Role::ColourA: return QColor(0, 140, 140);
    case Role::ColourB: return QColor(200, 110, 30);
    case Role::Assumption: return kOrange.darker(115);
    case Role::Contradiction: return kRed;
    case Role::Target: return kRed;
    case Role::Placement: return kPlaced;
    case Role::Reason: return kSlate;
    }
    return kBlue;
}

bool StepHighlightPainter::isEmptyCell(int cell) const
{
    return m_state.cells[cell].value == 0;
}

void StepHighlightPainter::paintCandidateSymbol(QPainter& painter, const QRectF& slot, Role role)
{
    const QColor colour = roleColour(role);
    const QRectF r = symbolSquare(slot, 0.9);
    const qreal pen = std::max<qreal>(1.4, r.width() * 0.13);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const auto filled = [&](int alpha) {
        painter.setPen(QPen(colour, std::max<qreal>(1.0, pen * 0.6)));
        painter.setBrush(withAlpha(colour, alpha));
    };
    const auto open = [&](qreal width) {
        painter.setPen(QPen(colour, width));
        painter.setBrush(Qt::NoBrush);
    };
    const QRectF inset = r.adjusted(pen / 2, pen / 2, -pen / 2, -pen / 2);
    switch (role) {
    case Role::Base:
        filled(120);
        painter.drawEllipse(inset);
        break;
    case Role::Cover:
        open(pen);
        painter.drawEllipse(inset);
        break;
    case Role::Fin:
        filled(140);
        painter.drawRect(symbolSquare(slot, 0.78));
        break;
    case Role::Pincer:
        filled(130);
        painter.drawPolygon(diamond(inset));
        break;
    case Role::Link:
        open(pen);
        painter.drawRoundedRect(symbolSquare(slot, 0.8), pen, pen);
        break;
    case Role::ColourA:
        filled(140);
        painter.drawPolygon(triangle(inset, true));
        break;
    case Role::ColourB:
        open(pen);
        painter.drawPolygon(triangle(inset, false));
        break;
    case Role::Assumption:
        open(pen * 0.8);
        painter.drawEllipse(inset);
        painter.drawEllipse(inset.adjusted(pen * 1.3, pen * 1.3, -pen * 1.3, -pen * 1.3));
        break;
    case Role::Contradiction:
        filled(90);
        painter.drawEllipse(inset);
        painter.setBrush(QBrush(colour, Qt::DiagCrossPattern));
        painter.drawEllipse(inset);
        break;
    case Role::Target:
        filled(45);
        painter.setPen(Qt::NoPen);
        painter.drawEllipse(inset);
        break;
    case Role::Placement:
        painter.setPen(QPen(colour, pen * 1.5));
        painter.setBrush(withAlpha(colour, 50));
        painter.drawEllipse(inset.adjusted(pen * 0.3, pen * 0.3, -pen * 0.3, -pen * 0.3));
        break;
    case Role::Reason: {
        // A bar where the digit cannot go: "no room here".
        const qreal bar = std::max<qreal>(2.0, pen * 1.3);
        const QRectF r2(inset.left(), inset.center().y() - bar / 2, inset.width(), bar);
        painter.setPen(Qt::NoPen);
        painter.setBrush(withAlpha(colour, 210));
        painter.drawRoundedRect(r2, bar / 2, bar / 2);
        break;
    }
    }
    painter.restore();
}

void StepHighlightPainter::paintCandidateCrossing(QPainter& painter, const QRectF& slot, Role role)
{
    if (role != Role::Target)
        return;
    // Crossed out over the digit: "this candidate goes". Thin enough, and
    // translucent, that the digit still reads through it (on the board it
    // is drawn again on top, paintCrossedDigit). The cross spans the slot's
    // own shape: in a slot taller than wide (6x6, 12x12 boards) the digit
    // fills a square one, and drawn again on top it hid all but its tips.
    const QRectF square = symbolSquare(slot, 0.8);
    const qreal longest = square.width() * 1.6;
    const QSizeF size(std::min(slot.width() * 0.85, longest), std::min(slot.height() * 0.85, longest));
    const QRectF r(slot.center() - QPointF(size.width() / 2, size.height() / 2), size);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QPen pen(withAlpha(roleColour(role), 210), std::max<qreal>(1.4, square.width() * 0.11));
    pen.setCapStyle(Qt::RoundCap);
    painter.setPen(pen);
    painter.drawLine(r.topLeft(), r.bottomRight());
    painter.drawLine(r.topRight(), r.bottomLeft());
    painter.restore();
}

void StepHighlightPainter::paintLinkArrow(QPainter& painter, QPointF from, QPointF to, bool strong,
                                          const QPalette& palette, qreal scale, qreal bend)
{
    const QPointF delta = to - from;
    const qreal distance = length(delta);
    if (distance < 1)
        return;
    // Bent to one side, so that arrows along one line do not run through
    // the candidates between their ends, and a link and its reverse part.
    const QPointF normal(-delta.y() / distance, delta.x() / distance);
    const QPointF control = (from + to) / 2 + normal * std::min(distance * 0.18, scale * 1.6) * bend;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor colour = chainLinkColour(palette, strong);
    QPen pen(colour, std::max<qreal>(1.5, scale * 0.14));
    pen.setCapStyle(Qt::FlatCap);
    if (!strong)
        pen.setDashPattern({3.0, 2.0});
    // The line stops short of the head, so a dashed line does not poke
    // through it.
    const qreal head = std::max<qreal>(6.0, scale * 0.55);
    const QPointF tip = to;
    const QPointF beforeTip = bezierAt(from, control, to, 0.97);
    QPointF direction = tip - beforeTip;
    direction /= std::max<qreal>(1e-6, length(direction));
    const QPointF base = tip - direction * head;
    QPainterPath path(from);
    path.quadTo(control, base);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(path);
    const QPointF side(-direction.y(), direction.x());
    const QPolygonF arrow({tip, base + side * head * 0.45, base - side * head * 0.45});
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawPolygon(arrow);
    painter.restore();
}

void StepHighlightPainter::fillArea(QPainter& painter, const QRectF& rect, Role role, Area area)
{
    const QColor colour = roleColour(role);
    if (area == Area::House) {
        painter.fillRect(rect, withAlpha(colour, 30));
        // Cover and contradiction houses are hatched as well as tinted.
        if (role == Role::Cover)
            painter.fillRect(rect, QBrush(withAlpha(colour, 70), Qt::BDiagPattern));
        else if (role == Role::Contradiction)
            painter.fillRect(rect, QBrush(withAlpha(colour, 80), Qt::DiagCrossPattern));
        return;
    }
    painter.fillRect(rect, withAlpha(colour, role == Role::Target ? 55 : 40));
    if (role == Role::Contradiction || role == Role::Target)
        painter.fillRect(rect, QBrush(withAlpha(colour, 110), role == Role::Target ? Qt::BDiagPattern : Qt::DiagCrossPattern));
}

QPen StepHighlightPainter::areaPen(Role role, Area area, qreal cellSide)
{
    QPen pen(roleColour(role), std::max<qreal>(2.0, cellSide / (area == Area::House ? 16 : 18)));
    pen.setCapStyle(Qt::SquareCap);
    pen.setJoinStyle(Qt::MiterJoin);
    if (area == Area::House) {
        if (role == Role::Cover)
            pen.setStyle(Qt::DashLine);
        else if (role != Role::Base)
            pen.setStyle(Qt::DotLine);
    } else if (role == Role::Fin || role == Role::Pincer) {
        pen.setStyle(Qt::DashLine);
    } else if (role == Role::Reason) {
        pen.setStyle(Qt::DotLine);
    }
    return pen;
}

void StepHighlightPainter::paintAreaSwatch(QPainter& painter, const QRectF& rect, Role role, Area area)
{
    painter.save();
    fillArea(painter, rect, role, area);
    QPen pen = areaPen(role, area, rect.width() * 1.6);
    pen.setWidthF(std::max<qreal>(1.5, pen.widthF() * 0.8));
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    const qreal inset = pen.widthF() / 2;
    painter.drawRect(rect.adjusted(inset, inset, -inset, -inset));
    painter.restore();
}

void StepHighlightPainter::outline(QPainter& painter, const std::vector<int>& cells) const
{
    const Geometry& g = *m_state.geometry;
    std::vector<bool> in(size_t(g.cellCount()), false);
    for (int cell : cells)
        in[size_t(cell)] = true;
    const int n = g.size();
    const auto inside = [&](int r, int c) { return r >= 0 && r < n && c >= 0 && c < n && in[size_t(g.cellAt(r, c))]; };
    for (int cell : cells) {
        const int r = g.row(cell);
        const int c = g.column(cell);
        const QRectF rect = m_layout.cellRect(cell);
        if (!inside(r - 1, c))
            painter.drawLine(rect.topLeft(), rect.topRight());
        if (!inside(r + 1, c))
            painter.drawLine(rect.bottomLeft(), rect.bottomRight());
        if (!inside(r, c - 1))
            painter.drawLine(rect.topLeft(), rect.bottomLeft());
        if (!inside(r, c + 1))
            painter.drawLine(rect.topRight(), rect.bottomRight());
    }
}

void StepHighlightPainter::paintHouses(QPainter& painter, HouseLayer layer) const
{
    const Geometry& g = *m_state.geometry;
    const qreal step = m_layout.cellRect(0).width();
    for (const logic::HouseMark& mark : m_highlight.pattern.houses) {
        if (mark.house < 0 || mark.house >= int(g.houses().size()))
            continue;
        const std::vector<int>& cells = g.houses()[size_t(mark.house)].cells;
        if (layer == HouseLayer::Tint) {
            for (int cell : cells)
                fillArea(painter, m_layout.cellRect(cell), mark.role, Area::House);
            continue;
        }
        // The outline goes over the grid lines, which would hide it at box edges.
        painter.setPen(areaPen(mark.role, Area::House, step));
        outline(painter, cells);
    }
}

void StepHighlightPainter::paintCells(QPainter& painter) const
{
    const qreal step = m_layout.cellRect(0).width();
    for (const logic::CellMark& mark : m_highlight.pattern.cells) {
        if (mark.cell < 0 || mark.cell >= m_state.cellCount())
            continue;
        const QRectF rect = m_layout.cellRect(mark.cell);
        fillArea(painter, rect, mark.role, Area::Cell);
        const QPen pen = areaPen(mark.role, Area::Cell, step);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        const qreal inset = pen.widthF() / 2 + step * 0.04;
        painter.drawRect(rect.adjusted(inset, inset, -inset, -inset));
    }
}

QRectF StepHighlightPainter::nodeRect(const logic::CellDigit& node, const std::vector<int>& group) const
{
    QRectF rect = m_layout.markRect(node.cell, node.digit);
    for (int cell : group)
        rect = rect.united(m_layout.markRect(cell, node.digit));
    return rect;
}

void StepHighlightPainter::paintGroups(QPainter& painter) const
{
    // A grouped node (several cells of a box and a line acting as one) is
    // drawn as one rounded outline around its candidates.
    for (const logic::ChainLink& link : m_highlight.pattern.links) {
        const std::pair<const logic::CellDigit*, const std::vector<int>*> ends[] = {{&link.from, &link.fromGroup},
                                                                                   {&link.to, &link.toGroup}};
        for (const auto& [node, group] : ends) {
            if (group->size() < 2)
                continue;
            const QRectF rect = nodeRect(*node, *group);
            const qreal radius = rect.height() * 0.45;
            QPen pen(kSky.darker(120), std::max<qreal>(1.5, rect.height() * 0.1));
            pen.setStyle(Qt::DashDotLine);
            painter.setPen(pen);
            painter.setBrush(withAlpha(kSky, 35));
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius);
        }
    }
}

std::vector<LinkRouter::Route> StepHighlightPainter::routedLinks() const
{
    const qreal slot = std::min(m_layout.markRect(0, 1).width(), m_layout.markRect(0, 1).height());
    std::vector<QRectF> crossedOut;
    std::vector<QRectF> marks;
    for (const logic::CandidateMark& mark : m_highlight.pattern.candidates) {
        if (mark.cell < 0 || mark.cell >= m_state.cellCount() || !isEmptyCell(mark.cell))
            continue;
        (mark.role == Role::Target ? crossedOut : marks).push_back(m_layout.markRect(mark.cell, mark.digit));
    }
    for (int cell = 0; cell < m_state.cellCount(); ++cell) {
        if (!isEmptyCell(cell))
            continue;
        for (int digit = 1; digit <= m_state.symbolCount(); ++digit)
            if (m_state.cells[size_t(cell)].corner & digitBit(digit))
                marks.push_back(m_layout.markRect(cell, digit));
    }
    std::vector<LinkRouter::Link> links;
    for (const logic::ChainLink& link : m_highlight.pattern.links) {
        // Start and end at the edge of each node's symbol, not its centre.
        const QRectF fromRect = nodeRect(link.from, link.fromGroup);
        const QRectF toRect = nodeRect(link.to, link.toGroup);
        const qreal fromRadius = std::max(slot * 0.45, std::min(fromRect.width(), fromRect.height()) * 0.5);
        const qreal toRadius = std::max(slot * 0.45, std::min(toRect.width(), toRect.height()) * 0.5);
        links.push_back({{fromRect.center(), fromRadius}, {toRect.center(), toRadius}});
    }
    return LinkRouter(slot, std::move(crossedOut), std::move(marks)).route(links);
}

void StepHighlightPainter::paintLinks(QPainter& painter) const
{
    const qreal slot = std::min(m_layout.markRect(0, 1).width(), m_layout.markRect(0, 1).height());
    const std::vector<LinkRouter::Route> routes = routedLinks();
    for (size_t i = 0; i < routes.size(); ++i) {
        const LinkRouter::Route& route = routes[i];
        if (route.line.size() < 2)
            continue;
        const bool strong = m_highlight.pattern.links[i].strong;
        const QColor colour = chainLinkColour(m_palette, strong);
        QPen pen(colour, std::max<qreal>(1.5, slot * 0.14));
        pen.setCapStyle(Qt::FlatCap);
        pen.setJoinStyle(Qt::RoundJoin);
        if (!strong)
            pen.setDashPattern({3.0, 2.0});
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawPolyline(route.line);
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawPolygon(route.head);
    }
}

void StepHighlightPainter::paintMissingDigits(QPainter& painter) const
{
    // A candidate the pattern names but the player has not written (or
    // cannot see, having no marks) is drawn in its slot, so the picture
    // tells the whole story.
    const BoardState& state = m_state;
    QFont font = m_font;
    for (const logic::CandidateMark& mark : m_highlight.pattern.candidates) {
        if (mark.cell < 0 || mark.cell >= state.cellCount() || !isEmptyCell(mark.cell))
            continue;
        // A reason marks where the digit cannot go: there is no candidate to show.
        const bool written = state.cells[size_t(mark.cell)].corner & digitBit(mark.digit);
        if ((written && mark.role != Role::Placement) || mark.role == Role::Reason)
            continue;
        const QRectF slot = m_layout.markRect(mark.cell, mark.digit);
        font.setPixelSize(std::max(5, int(slot.height() * 0.78)));
        font.setBold(mark.role == Role::Placement);
        painter.setFont(font);
        painter.setPen(mark.role == Role::Placement ? placedDigitColour(m_palette) : m_palette.color(QPalette::Text));
        painter.drawText(slot, Qt::AlignCenter, QString::fromStdString(state.alphabet.symbolUtf8(mark.digit)));
    }
}

QColor StepHighlightPainter::placedDigitColour(const QPalette& palette)
{
    // The darkest green that reads on the base: dark on light themes,
    // lightened step by step on dark ones.
    const QColor base = palette.color(QPalette::Base);
    QColor colour = kPlaced.darker(130);
    const bool lightBase = base.lightness() >= 128;
    for (int i = 0; i < 12 && contrastRatio(colour, base) < 4.5; ++i)
        colour = lightBase ? colour.darker(115) : colour.lighter(118);
    return colour;
}

void StepHighlightPainter::paintCrossedDigit(QPainter& painter, const logic::CandidateMark& mark) const
{
    const QRectF slot = m_layout.markRect(mark.cell, mark.digit);
    const QString symbol = QString::fromStdString(m_state.alphabet.symbolUtf8(mark.digit));
    QFont font = m_font;
    font.setPixelSize(m_layout.markPixelSize(mark.cell));
    // Where drawText(slot, AlignCenter) puts it, as the marks are drawn.
    const QFontMetricsF metrics(font);
    const QRectF box = metrics.boundingRect(slot, Qt::AlignCenter, symbol);
    QPainterPath glyph;
    glyph.addText(QPointF(box.left(), box.top() + metrics.ascent()), font, symbol);
    painter.save();
    QColor rim = m_palette.color(QPalette::Base);
    rim.setAlpha(230);
    painter.setPen(QPen(rim, std::max<qreal>(1.5, font.pixelSize() * 0.2), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(glyph);
    painter.setPen(Qt::NoPen);
    painter.setBrush(m_palette.color(QPalette::Text));
    painter.drawPath(glyph);
    painter.restore();
}

void StepHighlightPainter::paintSpotlight(QPainter& painter) const
{
    if (m_highlight.spotlight.empty())
        return;
    const BoardState& state = m_state;
    QPainterPath lit;
    for (int cell : m_highlight.spotlight)
        if (cell >= 0 && cell < state.cellCount())
            lit.addRect(m_layout.cellRect(cell));
    const QRectF board = m_layout.cellRect(0).united(m_layout.cellRect(state.cellCount() - 1));
    QPainterPath dim;
    dim.addRect(board);
    dim = dim.subtracted(lit.simplified());
    painter.fillPath(dim, withAlpha(m_palette.color(QPalette::Window), 150));
    QPen pen(m_palette.color(QPalette::Highlight), std::max<qreal>(2.5, m_layout.cellRect(0).width() / 12));
    pen.setCapStyle(Qt::SquareCap);
    painter.setPen(pen);
    outline(painter, m_highlight.spotlight);
}

void StepHighlightPainter::paintUnderlay(QPainter& painter) const
{
    if (m_highlight.isEmpty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    paintHouses(painter, HouseLayer::Tint);
    paintCells(painter);
    paintGroups(painter);
    for (const logic::CandidateMark& mark : m_highlight.pattern.candidates) {
        if (mark.cell >= 0 && mark.cell < m_state.cellCount() && isEmptyCell(mark.cell))
            paintCandidateSymbol(painter, m_layout.markRect(mark.cell, mark.digit), mark.role);
    }
    painter.restore();
}

void StepHighlightPainter::paintOverlay(QPainter& painter) const
{
    if (m_highlight.isEmpty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    paintHouses(painter, HouseLayer::Outline);
    paintMissingDigits(painter);
    for (const logic::CandidateMark& mark : m_highlight.pattern.candidates) {
        if (mark.cell < 0 || mark.cell >= m_state.cellCount() || !isEmptyCell(mark.cell))
            continue;
        paintCandidateCrossing(painter, m_layout.markRect(mark.cell, mark.digit), mark.role);
        if (mark.role == Role::Target)
            paintCrossedDigit(painter, mark);
    }
    paintLinks(painter);
    paintSpotlight(painter);
    painter.restore();
}

} // namespace pm
