// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace pm {

// Keyboard reach of the window's panels. F6 moves focus from the board to
// the next panel that is open (the number pad with a killer's cage
// combinations, the practice bar, the hint panel, All Steps) and on round
// to the board again; Shift+F6 goes back. Inside a panel Tab and Shift+Tab
// move between its controls and wrap there, so they never fall back on the
// board, where Tab is a key of its own (the next input mode): F6 is the way
// out of the board, as in most desktop programs.
class PanelFocus : public QObject {
    Q_OBJECT
public:
    // `board` first in the round; the actions (F6, Shift+F6) are added to `window`.
    PanelFocus(QWidget* window, QWidget* board);

    // The next stop of the round after those added so far. A dock widget
    // is given the actions too, so F6 works when it floats.
    void addPanel(QWidget* panel);
    // F6 (forward) or Shift+F6: focus on the next open panel or the board.
    void move(bool forward);
    // The stop holding focus now (the board or a panel), or null.
    QWidget* current() const;

    QAction* nextAction() const { return m_next; }
    QAction* previousAction() const { return m_previous; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Open and holding something that takes focus from the keyboard.
    bool canTakeFocus(QWidget* stop) const;
    // Where focus goes in `stop`: where it was last, else its first control.
    QWidget* entryOf(QWidget* stop) const;
    // Tab inside `stop`: its next control (or previous), wrapping.
    QWidget* neighbourIn(QWidget* stop, QWidget* from, bool forward) const;

    QList<QPointer<QWidget>> m_stops; // the board first
    QAction* m_next;
    QAction* m_previous;
};

} // namespace pm
