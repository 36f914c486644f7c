// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/session/board_highlight.h"
#include "play/session/board_state.h"
#include "ui/board/board_layout.h"
#include "ui/board/link_router.h"

#include <QColor>
#include <QFont>
#include <QPalette>
#include <QPen>
#include <QRectF>

class QPainter;

namespace pm {

// Draws a BoardHighlight on a board of any geometry and size. Every role
// has a colour and a shape of its own, so the pattern reads without colour
// vision too:
//
//   base ● filled disc      cover ○ ring          fin ■ square
//   pincer ◆ diamond        link □ open square     colour A ▲ / B △ triangles
//   assumption ◎ double ring   placement ◉ thick ring, bold digit
//   target ✕ crossed out    contradiction: cross-hatched in red
//
// Houses are tinted and outlined (base solid, cover dashed and hatched);
// chain links are arrows between the candidates' mark slots, strong links
// solid, weak links dashed (and in another colour); grouped nodes are
// outlined together. Underlay goes beneath the digits and marks, overlay
// on top of them.
class StepHighlightPainter {
public:
    // Paints on a board laid out by `layout` and showing `state`; `font` and
    // `palette` are the board's own (digits, dimming, the spotlight's ring).
    StepHighlightPainter(const BoardLayout& layout, const BoardState& state, const QFont& font,
                         const QPalette& palette, const BoardHighlight& highlight);

    void paintUnderlay(QPainter& painter) const;
    void paintOverlay(QPainter& painter) const;

    // The chain's links as drawn, in the pattern's order (an empty route
    // for a link whose two ends touch): bent apart where they meet, clear
    // of crossed-out candidates (LinkRouter).
    std::vector<LinkRouter::Route> routedLinks() const;
    // The colour of a placed digit's symbol on `palette`'s base: the
    // placement green, lightened on dark bases so it reads at 4.5:1.
    static QColor placedDigitColour(const QPalette& palette);

    static QColor roleColour(logic::Role role);
    // The symbol a role's candidates carry, fitted in `rect` (also for the
    // hint panel's legend).
    static void paintCandidateSymbol(QPainter& painter, const QRectF& rect, logic::Role role);
    static void paintCandidateCrossing(QPainter& painter, const QRectF& rect, logic::Role role);
    // A link arrow from `from` to `to` (legend and board alike), in the
    // link colour for `palette` (chainLinkColour).
    static void paintLinkArrow(QPainter& painter, QPointF from, QPointF to, bool strong, const QPalette& palette,
                               qreal scale, qreal bend);
    // A highlighted house or cell in small, for the legend.
    enum class Area { House, Cell };
    static void paintAreaSwatch(QPainter& painter, const QRectF& rect, logic::Role role, Area area);

private:
    static void fillArea(QPainter& painter, const QRectF& rect, logic::Role role, Area area);
    static QPen areaPen(logic::Role role, Area area, qreal cellSide);
    enum class HouseLayer { Tint, Outline };
    void paintHouses(QPainter& painter, HouseLayer layer) const;
    void paintCells(QPainter& painter) const;
    void paintGroups(QPainter& painter) const;
    void paintLinks(QPainter& painter) const;
    void paintMissingDigits(QPainter& painter) const;
    // A removed candidate's digit drawn again over its cross, with a rim of
    // the base colour, so it can still be read.
    void paintCrossedDigit(QPainter& painter, const logic::CandidateMark& mark) const;
    void paintSpotlight(QPainter& painter) const;
    // The outline of a set of cells: every cell edge not shared with
    // another cell of the set.
    void outline(QPainter& painter, const std::vector<int>& cells) const;
    QRectF nodeRect(const logic::CellDigit& node, const std::vector<int>& group) const;
    bool isEmptyCell(int cell) const;

    const BoardLayout& m_layout;
    const BoardState& m_state;
    const QFont& m_font;
    const QPalette& m_palette;
    const BoardHighlight& m_highlight;
};

} // namespace pm
