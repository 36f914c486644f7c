// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/session/board_filter.h"
#include "play/session/board_highlight.h"
#include "play/session/board_state.h"
#include "play/session/input_mode.h"
#include "ui/board/board_accessibility.h"
#include "ui/board/board_layout.h"
#include "ui/board/cage_metrics.h"
#include "ui/board/constraint_painter.h"

#include <QList>
#include <QWidget>

namespace pm {

// Paints the board of any geometry: box or jigsaw region borders, shaded
// variant houses, killer cages (cage_painter.h), givens apart from entries, centre marks, corner marks in
// their fixed mini-grid slot, cell colours, clashes and mistakes (each in a
// colour and a shape), and the highlights that guide the eye. It turns keys
// and clicks into intents (inputRequested, clearRequested) and holds no game
// rules: whatever GameSession decides comes back through setState().
class BoardWidget : public QWidget, public AccessibleBoard {
    Q_OBJECT
public:
    explicit BoardWidget(QWidget* parent = nullptr);

    void setState(BoardState state);
    // A hint's highlight over the board (see StepHighlightPainter). The
    // next change to any cell clears it, so a highlight never outlives the
    // position it explains.
    void setHighlight(BoardHighlight highlight);
    void clearHighlight();
    const BoardHighlight& highlight() const { return m_highlight; }
    const BoardState& state() const override { return m_state; }

    // The cursor: the cell arrows move from and the houses highlighted.
    int selectedCell() const override { return m_cursor; }
    // Every selected cell, ascending (the cursor among them).
    QList<int> selection() const override;
    // Selects only this cell and puts the cursor there.
    void setSelectedCell(int cell) override;

    InputMode mode() const { return m_mode; }
    void setMode(InputMode mode);
    // The digit shown everywhere it occurs (as a value or a mark). 0: the
    // digit in the cursor cell, if any. None while a hint is highlighted.
    void setHighlightDigit(int digit);
    int highlightedDigit() const;

    // A view of the board while hunting (BoardFilter): cells that do not
    // match recede, matching ones are framed, a digit filter hides the other
    // marks. View only: the game never hears of it. Esc clears it.
    void setFilter(const BoardFilter& filter);
    const BoardFilter& filter() const { return m_filter; }

    // Highlight options: the cursor cell's houses, and its digit everywhere.
    void setHighlightHouses(bool on);
    void setHighlightSameDigit(bool on);

    // Where the board's cells, marks and cages are drawn at the widget's
    // size now; cellRect(), markRect() and cageMetrics() ask it.
    BoardLayout layout() const;
    QRectF cellRect(int cell) const override;
    // Where a corner mark of `digit` sits in `cell`: its fixed slot.
    QRectF markRect(int cell, int digit) const;
    // The sizes killer cages are drawn at (outline inset, sum font ...).
    CageMetrics cageMetrics() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void cellSelected(int cell);
    void selectionChanged();
    void modeChanged(pm::InputMode mode);
    void filterChanged();
    void inputRequested(const QList<int>& cells, int digit, pm::InputMode mode);
    void clearRequested(const QList<int>& cells);
    // Candidate `digit` of the cells to take colour `colour` (0: none):
    // Alt+click on a mark cycles its colour, Alt+right click takes it off;
    // in colour mode Shift+digit cycles that candidate's colour in the selection.
    void candidateColourRequested(const QList<int>& cells, int digit, int colour);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    // The cursor's cell is said as the focus arrives (from F6, or the
    // window's start), not only when the cursor moves: else a screen reader
    // names the board and not the cell the keys act on.
    void focusInEvent(QFocusEvent* event) override;
    // Tab cycles the input mode instead of moving focus away.
    bool focusNextPrevChild(bool next) override;

private:
    void moveCursor(int cell, bool extend);
    void cycleMode(int step);
    // `colourNumbers`: in colour mode, 1-9 are colour numbers, not symbols.
    int digitForKey(const QKeyEvent* event, bool colourNumbers = true) const;
    // The candidate colour after `digit`'s in `cell`: none, A, A', B, B', none ...
    int nextCandidateColour(int cell, int digit) const;

    void paintCellBackgrounds(QPainter& painter) const;
    void paintLines(QPainter& painter) const;
    void paintCages(QPainter& painter) const;
    ConstraintStyle constraintStyle() const;
    void paintDigits(QPainter& painter) const;
    void paintCover(QPainter& painter) const;

    BoardState m_state;
    int m_cursor = -1;
    std::vector<bool> m_selected;
    InputMode m_mode = InputMode::Value;
    InputMode m_markMode = InputMode::Corner; // what Space switches to
    int m_highlightDigit = 0;
    bool m_highlightHouses = true;
    bool m_highlightSameDigit = true;
    bool m_dragging = false;
    BoardHighlight m_highlight;
    BoardFilter m_filter;
};

} // namespace pm
