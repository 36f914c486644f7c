// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/session/board_filter.h"

#include "core/alphabet.h"

#include <QObject>

#include <utility>
#include <vector>

class QAction;
class QActionGroup;
class QMenu;
class QWidget;

namespace pm {

class BoardWidget;

// View ▸ Filter: the board's filters (BoardFilter) as one exclusive group
// of actions. Only the candidates of a digit (Alt+digit), where a digit can
// go (Ctrl+Alt+digit), bivalue cells (Alt+B), cells with a chosen number of
// candidates, and No Filter (Esc on the board). The digit submenus list
// every symbol of the board in play; symbols beyond the digit keys (the
// letters of a 16×16) are in the menu without a key. Choosing the filter
// in force again turns it off. The filter lives in the board; these
// actions follow it.
class FilterActions : public QObject {
    Q_OBJECT
public:
    // Fills `menu` (View ▸ Filter); its actions' shortcuts work in `window`.
    FilterActions(QWidget* window, QMenu* menu, BoardWidget* board);

    // The board in play has this alphabet: the digit entries again, when
    // it changed.
    void setAlphabet(const Alphabet& alphabet);
    QAction* noFilter() const { return m_none; }

private:
    QAction* addChoice(QMenu* menu, const QString& text, const BoardFilter& filter);
    void rebuildDigitMenus();
    void choose(QAction* action);
    // Checks the action of the board's filter.
    void follow();

    QWidget* m_window;
    BoardWidget* m_board;
    QActionGroup* m_group;
    QAction* m_none;
    QMenu* m_onlyDigit;
    QMenu* m_digitPlaces;
    QMenu* m_counts;
    Alphabet m_alphabet;
    bool m_built = false;
    std::vector<std::pair<QAction*, BoardFilter>> m_choices;
};

} // namespace pm
