// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logic/technique.h"

#include <QObject>

#include <optional>

class QDockWidget;
class QMainWindow;
class QSettings;

namespace pm {

class AllStepsPanel;
class BestTimes;
class BoardWidget;
class GameSession;
class HintPanel;
class PracticeSession;
class RulesPanel;
class SetterChecksDialog;
class TechniqueGuide;

// The window's panels and the Help and Game menus' windows, and how each is
// opened: the hint panel (key H) and All Steps, docked beside the board;
// the solving path, the technique guide, statistics, the step order, the
// setter checks and the keys. Each opens as a child of the window, so it closes with it and
// the window's tests find it there.
class PanelOpeners : public QObject {
    Q_OBJECT
public:
    // Docks the hint panel and All Steps in `window`, hidden until asked for
    // (the window's restoreState() may show them again).
    PanelOpeners(QMainWindow* window, GameSession* session, BoardWidget* board, PracticeSession* practice,
                 const BestTimes& bestTimes, QSettings& settings);

    HintPanel* hintPanel() const { return m_hintPanel; }
    AllStepsPanel* allStepsPanel() const { return m_allStepsPanel; }
    RulesPanel* rulesPanel() const { return m_rulesPanel; }
    // Help ▸ Techniques; made on first use.
    TechniqueGuide* techniqueGuide();

    // Key H: shows the hint panel and the hint's next stage.
    void showHint();
    // Help ▸ All Steps: shows the panel, its list focused.
    void showAllSteps();
    // Help ▸ Show Solving Path: the path of the puzzle in play, from its givens.
    void showSolvingPath();
    // Help ▸ Step Order: the player's own order, saved and used at once.
    void showStepOrder();
    // Help ▸ Techniques, opened at this technique (the hint panel's "What is …?").
    void showTechniqueHelp(std::optional<logic::Technique> technique = std::nullopt);
    void showStatistics();
    // Check ▸ Setter Checks: one dialog, raised when already open.
    void showSetterChecks();
    void showKeys();
    // A new puzzle in play: a solving path of another puzzle and the
    // analysis of a solved one close.
    void closeOtherPuzzlesWindows();

signals:
    // A window's text for a screen reader (the setter checks' answers):
    // the main window's announcer says it.
    void announcement(const QString& text);

private:
    void makeRoomFor(QDockWidget* panel);
    void shareColumnWithRules(QDockWidget* panel);

    QMainWindow* m_window;
    GameSession* m_session;
    BoardWidget* m_board;
    PracticeSession* m_practice;
    const BestTimes& m_bestTimes;
    QSettings& m_settings;
    HintPanel* m_hintPanel;
    AllStepsPanel* m_allStepsPanel;
    RulesPanel* m_rulesPanel;
    TechniqueGuide* m_techniqueGuide = nullptr; // made on first use and kept (its examples stay solved)
    SetterChecksDialog* m_setterChecks = nullptr; // made on first use and kept
};

} // namespace pm
