// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/board_side_panel.h"

#include "ui/board/cage_panel.h"
#include "ui/board/number_pad.h"

#include <QBoxLayout>
#include <QEvent>
#include <QScrollArea>

#include <algorithm>

namespace pm {

namespace {

// The combinations beside the pad in the strip: a little narrower than the
// column, so that a killer's strip and the hint panel still fit 800 pixels.
constexpr int kCageStripWidth = 170;

} // namespace

BoardSidePanel::BoardSidePanel(NumberPad* pad, CagePanel* cages, QWidget* parent)
    : QWidget(parent)
    , m_pad(pad)
    , m_cages(cages)
    , m_cageScroll(new QScrollArea(this))
    , m_layout(new QBoxLayout(QBoxLayout::TopToBottom, this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_pad->setParent(this);
    m_layout->addWidget(m_pad);
    // A cage of many cells lists many sets: they scroll, and never make the
    // window taller or the board smaller.
    const bool noCages = m_cages->isHidden();
    m_cageScroll->setWidget(m_cages); // which shows it
    m_cages->setHidden(noCages);
    m_cages->installEventFilter(this);
    m_cageScroll->setWidgetResizable(true);
    m_cageScroll->setFrameShape(QFrame::NoFrame);
    m_cageScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_cageScroll->setFocusPolicy(Qt::NoFocus);
    m_layout->addWidget(m_cageScroll, 1);
    setPlacement(PanelPlacement::Beside);
}

void BoardSidePanel::setPlacement(PanelPlacement placement)
{
    m_placement = placement;
    const bool beside = placement == PanelPlacement::Beside;
    m_pad->setArrangement(beside ? NumberPad::Arrangement::Block : NumberPad::Arrangement::Row);
    m_layout->setDirection(beside ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    m_layout->setStretchFactor(m_pad, beside ? 0 : 1);
    m_layout->setStretchFactor(m_cageScroll, beside ? 1 : 0);
    m_cageScroll->setFixedWidth(beside ? kColumnWidth : kCageStripWidth);
    m_cageScroll->setVisible(!m_cages->isHidden());
    updateGeometry();
}

bool BoardSidePanel::eventFilter(QObject* watched, QEvent* event)
{
    // The cage panel hides itself for a puzzle without cages: its scroll
    // area follows, and the strip below the board narrows.
    if (watched == m_cages && (event->type() == QEvent::ShowToParent || event->type() == QEvent::HideToParent)) {
        m_cageScroll->setVisible(event->type() == QEvent::ShowToParent);
        updateGeometry();
    }
    return QWidget::eventFilter(watched, event);
}

QSize BoardSidePanel::sizeFor(PanelPlacement placement) const
{
    const bool cages = !m_cages->isHidden();
    if (placement == PanelPlacement::Beside)
        return {kColumnWidth, m_pad->minimumSizeHint().height()};
    const int cageWidth = cages ? kCageStripWidth + std::max(0, m_layout->spacing()) : 0;
    return {m_pad->minimumWidthAsRow() + cageWidth, m_pad->heightAsRow()};
}

} // namespace pm
