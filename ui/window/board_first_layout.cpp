// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/board_first_layout.h"

#include <QWidget>

#include <algorithm>

namespace pm {

namespace {

// Below only pays when the board grows by more than this.
constexpr int kWorthMoving = 8;

// The board's side with the panel beside it or below it.
int boardSide(QSize area, QSize beside, QSize below, int spacing, PanelPlacement placement)
{
    if (placement == PanelPlacement::Beside)
        return std::min(area.width() - beside.width() - spacing, area.height());
    return std::min(area.width(), area.height() - below.height() - spacing);
}

} // namespace

BoardFirstLayout::BoardFirstLayout(QWidget* board, BoardSidePanel* panel)
    : m_panelWidget(panel)
{
    setSpacing(8);
    addChildWidget(board);
    addChildWidget(panel);
    m_board = new QWidgetItem(board);
    m_panel = new QWidgetItem(panel);
}

BoardFirstLayout::~BoardFirstLayout()
{
    delete m_board;
    delete m_panel;
}

PanelPlacement BoardFirstLayout::choosePlacement(QSize area, QSize beside, QSize below, int spacing)
{
    const int besideSide = boardSide(area, beside, below, spacing, PanelPlacement::Beside);
    const int belowSide = boardSide(area, beside, below, spacing, PanelPlacement::Below);
    return belowSide > besideSide + kWorthMoving ? PanelPlacement::Below : PanelPlacement::Beside;
}

void BoardFirstLayout::addItem(QLayoutItem* item)
{
    // The board and its panel are given at construction; nothing else goes in.
    delete item;
}

QLayoutItem* BoardFirstLayout::itemAt(int index) const
{
    return index == 0 ? m_board : index == 1 ? m_panel : nullptr;
}

QLayoutItem* BoardFirstLayout::takeAt(int)
{
    return nullptr; // the two items live as long as the layout
}

int BoardFirstLayout::count() const
{
    return 2;
}

QSize BoardFirstLayout::sizeHint() const
{
    const QSize board = m_board->sizeHint();
    const QSize beside = m_panelWidget->sizeFor(PanelPlacement::Beside);
    const QMargins margins = contentsMargins();
    return QSize(board.width() + spacing() + beside.width(), std::max(board.height(), beside.height()))
        .grownBy(margins);
}

QSize BoardFirstLayout::minimumSize() const
{
    // The same whichever way the panel is placed now, so that placing it
    // never changes what the window may be resized to.
    const QSize board = m_board->minimumSize();
    const QSize below = m_panelWidget->sizeFor(PanelPlacement::Below);
    return QSize(std::max(board.width(), below.width()), board.height() + spacing() + below.height())
        .grownBy(contentsMargins());
}

void BoardFirstLayout::setGeometry(const QRect& rect)
{
    QLayout::setGeometry(rect);
    const QRect area = contentsRect();
    const QSize beside = m_panelWidget->sizeFor(PanelPlacement::Beside);
    const QSize below = m_panelWidget->sizeFor(PanelPlacement::Below);
    const PanelPlacement placement = choosePlacement(area.size(), beside, below, spacing());
    if (placement != m_panelWidget->placement())
        m_panelWidget->setPlacement(placement);
    if (placement == PanelPlacement::Beside) {
        const int boardWidth = std::max(0, area.width() - beside.width() - spacing());
        m_board->setGeometry(QRect(area.left(), area.top(), boardWidth, area.height()));
        m_panel->setGeometry(QRect(area.left() + boardWidth + spacing(), area.top(), beside.width(), area.height()));
        return;
    }
    // The board square and the strip under it, as one group centred in the
    // height left over; the strip no wider than the board unless it must be.
    const int side = std::max(0, boardSide(area.size(), beside, below, spacing(), PanelPlacement::Below));
    const int top = area.top() + std::max(0, (area.height() - side - spacing() - below.height()) / 2);
    m_board->setGeometry(QRect(area.left(), top, area.width(), side));
    const int stripWidth = std::min(area.width(), std::max(side, below.width()));
    m_panel->setGeometry(QRect(area.left() + (area.width() - stripWidth) / 2, top + side + spacing(), stripWidth,
                               below.height()));
}

} // namespace pm
