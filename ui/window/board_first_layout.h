// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/window/board_side_panel.h"

#include <QLayout>

namespace pm {

// Lays out the board and its side panel (BoardSidePanel) so that the board
// is the last thing to shrink. The panel stands beside the board while
// that leaves the board as large as it would be with the panel below it,
// and moves below when the board gains by it: a narrow window, or the hint
// panel docked beside. Its least size is the board's (legible) least size
// with the panel below, so a window never gets small enough to shrink the
// board past it.
class BoardFirstLayout : public QLayout {
public:
    BoardFirstLayout(QWidget* board, BoardSidePanel* panel);
    ~BoardFirstLayout() override;

    // Where the panel goes in `area`, given its size beside (width) and
    // below (height) the board: below only when the board's side grows by
    // more than a few pixels, so the panel does not hop for nothing.
    static PanelPlacement choosePlacement(QSize area, QSize beside, QSize below, int spacing);

    void addItem(QLayoutItem* item) override;
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;
    int count() const override;
    QSize sizeHint() const override;
    QSize minimumSize() const override;
    void setGeometry(const QRect& rect) override;
    Qt::Orientations expandingDirections() const override { return Qt::Horizontal | Qt::Vertical; }

private:
    QLayoutItem* m_board;
    QLayoutItem* m_panel;
    BoardSidePanel* m_panelWidget;
};

} // namespace pm
