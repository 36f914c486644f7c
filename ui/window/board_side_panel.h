// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QBoxLayout;
class QScrollArea;

namespace pm {

class CagePanel;
class NumberPad;

// Where the panel of the number pad goes: beside the board, or below it.
enum class PanelPlacement { Beside, Below };

// The number pad and, under it or beside it, a killer's cage combinations:
// a column to the right of the board (the pad a block of digits, the
// combinations under it), or a strip under the board (the pad a row, the
// combinations to its right). It tells a layout how large it is placed
// either way, so the layout can choose before placing it.
class BoardSidePanel : public QWidget {
    Q_OBJECT
public:
    BoardSidePanel(NumberPad* pad, CagePanel* cages, QWidget* parent = nullptr);

    void setPlacement(PanelPlacement placement);
    PanelPlacement placement() const { return m_placement; }
    // Beside: the column's width and least height. Below: the strip's
    // least width and its height.
    QSize sizeFor(PanelPlacement placement) const;

    // The column's width beside the board.
    static constexpr int kColumnWidth = 190;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    NumberPad* m_pad;
    CagePanel* m_cages;
    QScrollArea* m_cageScroll;
    QBoxLayout* m_layout;
    PanelPlacement m_placement = PanelPlacement::Beside;
};

} // namespace pm
