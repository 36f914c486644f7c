// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/session/board_filter.h"
#include "play/session/board_state.h"
#include "ui/board/board_layout.h"

#include <QCoreApplication>
#include <QPalette>
#include <QString>

#include <vector>

class QPainter;

namespace pm {

// How the board shows a filter (BoardFilter), without resting on colour:
// the cells that do not match are washed towards the background, so their
// digits and marks recede, and the ones that match get a frame in the text
// colour, a shape that reads in every theme and without colour vision.
class FilterView {
    Q_DECLARE_TR_FUNCTIONS(pm::FilterView)
public:
    // Under the digits: a frame in each of `matches`' true cells.
    static void paintFrames(QPainter& painter, const BoardLayout& layout, const std::vector<bool>& matches,
                            const QPalette& palette);
    // Over the digits: a wash on its false ones.
    static void paintWash(QPainter& painter, const BoardLayout& layout, const std::vector<bool>& matches,
                          const QPalette& palette);
    // The filter in words, for the board's accessible description and its
    // tooltip; empty when none is active.
    static QString describe(const BoardFilter& filter, const BoardState& state);
};

} // namespace pm
