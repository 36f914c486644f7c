// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/session/game_session.h"

#include "core/game/player_step_list.h"

#include <QDockWidget>

#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QTimer;
class QTreeWidget;

namespace pm {

class BoardWidget;
class HighlightLegend;
class StepListSearch;

// All steps now (Help ▸ All Steps): every deduction the position holds,
// read from the player's marks as a hint is, grouped by technique in search
// order with a count per group. Found off the GUI thread (StepListSearch),
// anew a moment after each change of the position (the search in flight is
// cancelled at once). Selecting a step draws it on the board as a hint's
// explanation is drawn, with its sentence and legend; Apply (or Return)
// applies it as the hint's Apply does (GameSession::applyPlayerHint), one
// undoable move. The panel decides nothing about the game.
class AllStepsPanel : public QDockWidget {
    Q_OBJECT
public:
    AllStepsPanel(GameSession* session, BoardWidget* board, QWidget* parent = nullptr);

    // The last list found for the position as it is; Cancelled while one
    // is being found (tests).
    const game::StepList& stepList() const { return m_list; }
    bool isComputing() const;
    StepListSearch* search() const { return m_search; }
    QTreeWidget* tree() const { return m_tree; }
    QComboBox* scopeBox() const { return m_scope; }
    QPushButton* applyButton() const { return m_apply; }
    QString statusText() const;
    QString explanationText() const;
    HighlightLegend* legend() const { return m_legend; }
    // The step selected in the list, or nullptr.
    const logic::Step* selectedStep() const;
    game::StepListOptions options() const;

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    // The session changed: when the position did, the list goes stale.
    void onSessionChanged();
    // Drops the list (and the search in flight) and finds it again soon.
    void invalidate();
    void startSearch();
    void showList(const game::StepList& list);
    void fillTree();
    void showSelection();
    void applySelected();

    GameSession* m_session;
    BoardWidget* m_board;
    StepListSearch* m_search;
    QTimer* m_settle; // waits for the position to settle (typing, undo runs)
    game::StepList m_list;
    std::vector<game::CellState> m_listedCells; // the position m_list is for
    bool m_listed = false;
    bool m_drawn = false; // the board shows the selected step (ours to clear)
    logic::Technique m_searching = logic::Technique::FullHouse;
    bool m_searchingKnown = false;
    QComboBox* m_scope;
    QLabel* m_status;
    QTreeWidget* m_tree;
    QLabel* m_explanation;
    HighlightLegend* m_legend;
    QPushButton* m_apply;
};

} // namespace pm
