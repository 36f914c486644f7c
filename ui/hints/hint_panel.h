// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/session/board_highlight.h"
#include "play/session/game_session.h"

#include "core/logic/technique.h"

#include <QDockWidget>

class QLabel;
class QPushButton;

namespace pm {

class BoardWidget;
class HighlightLegend;

// The hint, in stages, beside the board: 1) where to look (a house or a
// few cells, lit on the board, the technique not named); 2) which
// technique; 3) the full explanation (StepText) with the step's pattern
// drawn on the board by role; 4) Apply, one undoable move. A wrong entry
// or a removed true candidate comes in the same stages: where, which cell,
// why. The panel shows what GameSession holds and sends it the player's
// requests; it decides nothing about the game.
class HintPanel : public QDockWidget {
    Q_OBJECT
public:
    HintPanel(GameSession* session, BoardWidget* board, QWidget* parent = nullptr);

    // What each stage says; empty until the stage is reached (tests).
    QString whereText() const;
    QString techniqueText() const;
    QString explanationText() const;
    QPushButton* moreButton() const { return m_more; }
    QPushButton* applyButton() const { return m_apply; }
    HighlightLegend* legend() const { return m_legend; }

signals:
    // "What is an X-Wing?" was clicked.
    void techniqueHelpRequested(pm::logic::Technique technique);
    // A stage came into view (or the hint's search said it found none):
    // its text, plain, as a sighted player reads it in the panel now. Not
    // sent again for the same stage (a language switch, a repaint).
    void stageShown(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    // Fixed texts; refresh() sets the rest. Both again on a language switch.
    void retranslate();
    void refresh();
    void showStages(HintStage stage, bool staged);
    BoardHighlight highlightFor(const game::PlayerHint& hint, HintStage stage) const;

    GameSession* m_session;
    BoardWidget* m_board;
    QLabel* m_stages;
    QLabel* m_status;
    QLabel* m_whereHeading;
    QLabel* m_where;
    QLabel* m_techniqueHeading;
    QLabel* m_technique;
    QLabel* m_explanationHeading;
    QLabel* m_explanation;
    HighlightLegend* m_legend;
    HintStage m_stageShown = HintStage::Hidden; // the stage stageShown() sent last
    QPushButton* m_more;
    QPushButton* m_apply;
};

} // namespace pm
