// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/link_router.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pm {

namespace {

// What a collision costs, per slot of line (or per arrowhead): a line over
// a crossed-out candidate hides what the step removes; a line along
// another link makes the two one; a line over a mark only grazes a digit.
constexpr qreal kCrossedOutCost = 8;
constexpr qreal kOtherLinkCost = 5;
constexpr qreal kMarkCost = 1.5;
// A line over another node of the chain reads as the chain going there.
constexpr qreal kNodeCost = 8;
constexpr qreal kHeadOnCrossedOutCost = 1000;
constexpr qreal kHeadOnHeadCost = 50;
// A link shorter than this (in slots, head included) is a stub: its head
// has no shaft before it and reads as a blob. Two candidates next to each
// other in a cell are joined by an arc instead.
constexpr qreal kVisibleLength = 1.0;
constexpr qreal kStubCost = 30;
// A slight preference for the gentler bend, all else equal.
constexpr qreal kBendCost = 0.3;
// Lines closer than this (in slots) read as one.
constexpr qreal kApart = 0.35;
// The bends tried, in slots from the straight line, in order of preference.
constexpr qreal kBends[] = {0.5, -0.5, 0, 1, -1, 1.6, -1.6, 2.4, -2.4, 3.2, -3.2};

qreal length(QPointF v)
{
    return std::hypot(v.x(), v.y());
}

QPointF bezierAt(QPointF a, QPointF c, QPointF b, qreal t)
{
    const qreal u = 1 - t;
    return u * u * a + 2 * u * t * c + t * t * b;
}

// The symbol drawn in a slot: a square a little smaller than the slot.
QRectF symbolOf(const QRectF& slot, qreal fraction)
{
    const qreal side = std::min(slot.width(), slot.height()) * fraction;
    return QRectF(slot.center().x() - side / 2, slot.center().y() - side / 2, side, side);
}

qreal distanceToLine(QPointF p, const QPolygonF& line)
{
    qreal best = std::numeric_limits<qreal>::max();
    for (qsizetype i = 1; i < line.size(); ++i) {
        const QPointF a = line[i - 1];
        const QPointF ab = line[i] - a;
        const qreal lengthSquared = QPointF::dotProduct(ab, ab);
        const qreal t = lengthSquared > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / lengthSquared, 0.0, 1.0) : 0.0;
        best = std::min(best, length(p - (a + ab * t)));
    }
    return best;
}

} // namespace

LinkRouter::LinkRouter(qreal slot, std::vector<QRectF> crossedOut, std::vector<QRectF> marks)
    : m_slot(std::max<qreal>(1.0, slot))
    , m_crossedOut(std::move(crossedOut))
    , m_marks(std::move(marks))
{
}

qreal LinkRouter::headLength(qreal slot)
{
    return std::max<qreal>(5.0, slot * 0.5);
}

LinkRouter::Route LinkRouter::bent(const Link& link, qreal offset, qreal slot)
{
    const QPointF a = link.from.centre;
    const QPointF b = link.to.centre;
    const QPointF delta = b - a;
    const qreal distance = length(delta);
    if (distance < 1)
        return {};
    // A quadratic curve's middle lies halfway to its control point.
    const QPointF normal(-delta.y() / distance, delta.x() / distance);
    const QPointF control = (a + b) / 2 + normal * (2 * offset);
    const int steps = std::clamp(int(distance / 2), 24, 400);
    QPolygonF points;
    for (int i = 0; i <= steps; ++i) {
        const QPointF p = bezierAt(a, control, b, qreal(i) / steps);
        if (length(p - a) >= link.from.radius && length(p - b) >= link.to.radius)
            points << p;
        else if (!points.isEmpty() && length(p - b) < link.to.radius)
            break; // inside the end node: the tip is the last point outside
    }
    if (points.size() < 2)
        return {};
    qreal total = 0;
    for (qsizetype i = 1; i < points.size(); ++i)
        total += length(points[i] - points[i - 1]);
    // The head shrinks on a short link, so some line shows before it.
    const qreal head = std::min(headLength(slot), total / 1.6);
    const QPointF tip = points.back();
    // Back from the tip along the line by the head's length: its base.
    QPolygonF line;
    qreal walked = 0;
    QPointF base = points.front();
    qsizetype keep = 0;
    for (qsizetype i = points.size() - 1; i > 0; --i) {
        const qreal step = length(points[i] - points[i - 1]);
        if (walked + step >= head) {
            const qreal t = (head - walked) / step;
            base = points[i] + (points[i - 1] - points[i]) * t;
            keep = i;
            break;
        }
        walked += step;
    }
    for (qsizetype i = 0; i < keep; ++i)
        line << points[i];
    line << base;
    QPointF direction = tip - base;
    direction /= std::max<qreal>(1e-6, length(direction));
    const QPointF side(-direction.y(), direction.x());
    Route route;
    route.line = line;
    route.head = QPolygonF({tip, base + side * head * 0.45, base - side * head * 0.45});
    return route;
}

qreal LinkRouter::cost(const Route& route, const Link& link, const std::vector<Node>& nodes,
                       const std::vector<Route>& drawn) const
{
    if (route.line.size() < 2)
        return std::numeric_limits<qreal>::max();
    qreal total = 0;
    for (const QRectF& crossed : m_crossedOut)
        if (route.head.intersects(QPolygonF(symbolOf(crossed, 0.8))))
            total += kHeadOnCrossedOutCost;
    for (const Route& other : drawn)
        if (!other.head.isEmpty() && route.head.intersects(other.head))
            total += kHeadOnHeadCost;
    // The line with its head, a point every pixel or two.
    QPolygonF along = route.line;
    along << route.head.front();
    qreal visible = 0;
    for (qsizetype i = 1; i < along.size(); ++i)
        visible += length(along[i] - along[i - 1]);
    if (visible < kVisibleLength * m_slot)
        total += kStubCost * (kVisibleLength - visible / m_slot);
    for (qsizetype i = 1; i < along.size(); ++i) {
        const QPointF p = along[i];
        const qreal weight = length(along[i] - along[i - 1]) / m_slot;
        for (const QRectF& crossed : m_crossedOut)
            if (symbolOf(crossed, 0.8).contains(p))
                total += kCrossedOutCost * weight;
        for (const QRectF& mark : m_marks)
            if (symbolOf(mark, 0.7).contains(p))
                total += kMarkCost * weight;
        for (const Node& node : nodes)
            if (node.centre != link.from.centre && node.centre != link.to.centre
                && length(p - node.centre) < node.radius)
                total += kNodeCost * weight;
        for (const Route& other : drawn) {
            if (other.line.isEmpty())
                continue;
            QPolygonF otherAlong = other.line;
            otherAlong << other.head.front();
            if (distanceToLine(p, otherAlong) < kApart * m_slot)
                total += kOtherLinkCost * weight;
        }
    }
    return total;
}

std::vector<LinkRouter::Route> LinkRouter::route(const std::vector<Link>& links) const
{
    std::vector<Node> nodes;
    for (const Link& link : links)
        nodes.insert(nodes.end(), {link.from, link.to});
    std::vector<Route> routes;
    routes.reserve(links.size());
    for (const Link& link : links) {
        const qreal distance = length(link.to.centre - link.from.centre);
        // A short link (inside a cell) bends less far than a long one, but
        // far enough for an arc with a shaft between neighbouring slots.
        const qreal widest = std::max(1.2 * m_slot, distance * 0.5);
        Route best;
        qreal bestCost = std::numeric_limits<qreal>::max();
        for (qreal bend : kBends) {
            const qreal offset = std::clamp(bend * m_slot, -widest, widest);
            const Route candidate = bent(link, offset, m_slot);
            const qreal c = cost(candidate, link, nodes, routes) + kBendCost * std::abs(offset) / m_slot;
            if (c < bestCost) {
                bestCost = c;
                best = candidate;
            }
        }
        routes.push_back(best);
    }
    return routes;
}

} // namespace pm
