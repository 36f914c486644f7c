// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointF>
#include <QPolygonF>
#include <QRectF>

#include <vector>

namespace pm {

// Chooses how each link of a chain bends, so that the chain can be
// followed link by link: links that meet in a cell bow apart instead of
// piling into a knot there, no arrowhead lands on a crossed-out candidate,
// and a line runs over as few crossed-out candidates, other nodes of the
// chain and marks as it can.
// Each link is a quadratic curve between the centres of its two nodes,
// bent to one side or the other by up to a few mark slots; of the bends
// tried, the one that collides least with what is already drawn wins
// (links are routed in order, each avoiding the ones before it).
class LinkRouter {
public:
    // A chain node: its candidate's (or group's) centre, and the radius of
    // the symbol drawn there; a link starts and ends on that circle.
    struct Node {
        QPointF centre;
        qreal radius = 0;
    };
    struct Link {
        Node from;
        Node to;
    };
    // A routed link: the line from the edge of `from` to the arrow's tip on
    // the edge of `to`, as points close enough to draw as a polyline, and
    // the arrowhead (a triangle whose first point is the tip).
    struct Route {
        QPolygonF line;
        QPolygonF head;
    };

    // `slot`: a mark slot's side, the unit every distance is measured in.
    // `crossedOut`: the symbols of candidates a step removes (never under
    // an arrowhead, avoided by lines). `marks`: the other candidates shown.
    LinkRouter(qreal slot, std::vector<QRectF> crossedOut, std::vector<QRectF> marks);

    std::vector<Route> route(const std::vector<Link>& links) const;

    // The arrowhead's length for mark slots of side `slot`.
    static qreal headLength(qreal slot);
    // The link bent `offset` pixels (its middle that far to the left of the
    // straight line, negative for right), trimmed to its nodes' circles.
    static Route bent(const Link& link, qreal offset, qreal slot);

private:
    // What `route` (of `link`) collides with: crossed-out candidates, marks,
    // the chain's other `nodes` and the links `drawn` before it.
    qreal cost(const Route& route, const Link& link, const std::vector<Node>& nodes,
               const std::vector<Route>& drawn) const;

    qreal m_slot;
    std::vector<QRectF> m_crossedOut;
    std::vector<QRectF> m_marks;
};

} // namespace pm
