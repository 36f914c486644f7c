// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/geometry.h"

#include <QColor>
#include <QRectF>

#include <vector>

class QPainter;

namespace pm {

// Variant constraints (core/constraints) drawn as players know them from
// SudokuPad, for every painter of a board (the screen's BoardWidget, print
// and export): thermometers as grey bulbs and lines, arrows as circles with
// arrowheads, kropki dots and X/V on cell edges, grey squares (even) and
// circles (odd), whispers green, renban purple, region-sum blue lines,
// clues outside the grid. Lines that differ only by colour also differ by
// a centre stroke (dashed, dotted …), so they are told apart without
// colour. A broken constraint (`broken[k]` for constraint k, when given) is
// traced in the clash colour.

// The colours of constraints on one surface.
struct ConstraintStyle {
    QColor ink;    // dot outlines, black dots, X and V, clues: the text colour
    QColor paper;  // white dots and the knock-outs behind small text: the board's base
    QColor broken; // a broken constraint: the clash colour
    bool dark = false; // a dark base: line colours are deepened to keep their contrast
};

// Cells of room a board needs on each side for clues outside the grid
// (little killer, sandwich, X-sum, skyscraper): 1 when it has any, else 0.
int outsideClueRing(const Geometry& geometry);

// How far a marker on the edge between two cells (a kropki dot, an X or a
// V) reaches into each of them, as a share of a cell's side; 0 for a
// constraint drawn elsewhere. The pencil marks keep clear of it.
qreal edgeMarkerReach(ConstraintKind kind);

// Under the grid lines and digits: shaded cells, lines, thermometers,
// arrows, even and odd shapes, groups of distinct digits, given candidates.
void paintConstraintsUnder(QPainter& painter, const QRectF& board, const Geometry& geometry,
                           const ConstraintStyle& style, const std::vector<bool>& broken = {});
// Over the grid lines: dots, X and V, quadruples and the clues outside.
void paintConstraintsOver(QPainter& painter, const QRectF& board, const Geometry& geometry,
                          const ConstraintStyle& style, const std::vector<bool>& broken = {});

} // namespace pm
