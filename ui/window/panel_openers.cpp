// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/panel_openers.h"

#include "play/session/best_times.h"
#include "play/session/game_session.h"
#include "play/session/technique_order_settings.h"
#include "ui/dialogs/setter_checks_dialog.h"
#include "ui/dialogs/statistics_dialog.h"
#include "ui/dialogs/technique_order_dialog.h"
#include "ui/guide/technique_guide.h"
#include "ui/hints/all_steps_panel.h"
#include "ui/hints/hint_panel.h"
#include "ui/hints/solved_analysis_dialog.h"
#include "ui/hints/solving_path_dialog.h"
#include "ui/window/keys_window.h"
#include "ui/window/practice_session.h"
#include "ui/window/rules_panel.h"

#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <QTreeWidget>

#include <algorithm>

namespace pm {

PanelOpeners::PanelOpeners(QMainWindow* window, GameSession* session, BoardWidget* board, PracticeSession* practice,
                           const BestTimes& bestTimes, QSettings& settings)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_board(board)
    , m_practice(practice)
    , m_bestTimes(bestTimes)
    , m_settings(settings)
    , m_hintPanel(new HintPanel(session, board, window))
    , m_allStepsPanel(new AllStepsPanel(session, board, window))
    , m_rulesPanel(new RulesPanel(session, window))
{
    // Above the hint: the rules are read first and stay in sight.
    window->addDockWidget(Qt::RightDockWidgetArea, m_rulesPanel);
    m_rulesPanel->hide(); // until a puzzle with rules starts
    window->addDockWidget(Qt::RightDockWidgetArea, m_hintPanel);
    m_hintPanel->hide(); // until the first hint; restoreState() may show it again
    connect(m_hintPanel, &HintPanel::techniqueHelpRequested, this, &PanelOpeners::showTechniqueHelp);
    window->addDockWidget(Qt::RightDockWidgetArea, m_allStepsPanel);
    m_allStepsPanel->hide(); // until asked for; restoreState() may show it again
}

void PanelOpeners::showHint()
{
    if (m_session->isPaused())
        return;
    const bool opening = m_hintPanel->isHidden();
    if (opening)
        makeRoomFor(m_hintPanel);
    m_hintPanel->show();
    m_hintPanel->raise();
    if (opening)
        shareColumnWithRules(m_hintPanel);
    m_session->requestHint();
}

// Docked under the Rules panel, the hint or All Steps would get half the
// column or less, and a variant step's explanation (a thermometer's bounds
// cell by cell) would end under a scroll bar: the rules, read once, keep a
// third, the panel the rest. Only when the panel opens, so a height the
// player sets afterwards stays.
void PanelOpeners::shareColumnWithRules(QDockWidget* panel)
{
    if (m_rulesPanel->isHidden() || m_rulesPanel->isFloating() || panel->isFloating()
        || m_window->dockWidgetArea(m_rulesPanel) != m_window->dockWidgetArea(panel))
        return;
    const int column = m_rulesPanel->height() + panel->height();
    const int rules = column / 3;
    m_window->resizeDocks({m_rulesPanel, panel}, {rules, column - rules}, Qt::Vertical);
}

// A docked panel takes its width from the board unless the window grows:
// grow it by the panel's width, as far as the screen has room, so the board
// a player is looking at keeps its size (at 900 pixels wide it would lose a
// third of it). A maximised window, or a floating panel, has nothing to give.
void PanelOpeners::makeRoomFor(QDockWidget* panel)
{
    QMainWindow& window = *m_window;
    if (window.isMaximized() || window.isFullScreen() || panel->isFloating())
        return;
    const int wanted = window.width() + panel->sizeHint().width();
    const QScreen* display = window.screen();
    const int room = display ? display->availableGeometry().right() + 1 - window.frameGeometry().left()
                                   - (window.frameGeometry().width() - window.width())
                             : wanted;
    if (room > window.width())
        window.resize(std::min(wanted, room), window.height());
}

void PanelOpeners::showAllSteps()
{
    // A tab beside the hint panel when that is docked open, rather than
    // half its height: the list and the hint each want the full column.
    const bool opening = m_allStepsPanel->isHidden();
    const bool beside = !m_hintPanel->isHidden() && !m_hintPanel->isFloating();
    if (opening) {
        if (beside)
            m_window->tabifyDockWidget(m_hintPanel, m_allStepsPanel);
        else
            makeRoomFor(m_allStepsPanel);
    }
    m_allStepsPanel->show();
    m_allStepsPanel->raise();
    if (opening && !beside)
        shareColumnWithRules(m_allStepsPanel);
    m_allStepsPanel->tree()->setFocus();
}

void PanelOpeners::showSolvingPath()
{
    const game::Game& game = m_session->game();
    if (m_session->isEditing() || !game.hasSolution() || m_session->isPaused())
        return;
    // One dialog at a time: the one open is raised if it shows this puzzle,
    // else it gives way to one for the puzzle in play.
    SolvingPathDialog* dialog = nullptr;
    for (auto* open : m_window->findChildren<SolvingPathDialog*>()) {
        if (open->isHidden()) // closed, deleted soon
            continue;
        if (open->puzzle() == game.puzzle() && open->techniqueOrder() == m_session->techniqueOrder())
            dialog = open;
        else
            open->close();
    }
    if (!dialog) {
        dialog = new SolvingPathDialog(game.puzzle(), game.alphabet(), m_session->techniqueOrder(), m_window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

void PanelOpeners::closeOtherPuzzlesWindows()
{
    for (auto* open : m_window->findChildren<SolvingPathDialog*>())
        if (!(open->puzzle() == m_session->game().puzzle()))
            open->close();
    for (auto* open : m_window->findChildren<SolvedAnalysisDialog*>())
        open->close();
}

TechniqueGuide* PanelOpeners::techniqueGuide()
{
    if (!m_techniqueGuide) {
        m_techniqueGuide = new TechniqueGuide(m_window);
        connect(m_techniqueGuide, &TechniqueGuide::practiseRequested, this, [this](logic::Technique technique) {
            m_window->raise();
            m_window->activateWindow();
            m_practice->start(technique);
        });
    }
    return m_techniqueGuide;
}

void PanelOpeners::showTechniqueHelp(std::optional<logic::Technique> technique)
{
    techniqueGuide();
    if (technique)
        m_techniqueGuide->showTechnique(*technique);
    m_techniqueGuide->show();
    m_techniqueGuide->raise();
    m_techniqueGuide->activateWindow();
}

void PanelOpeners::showStatistics()
{
    auto* dialog = new StatisticsDialog(m_bestTimes.entries(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void PanelOpeners::showSetterChecks()
{
    if (!m_setterChecks) {
        m_setterChecks = new SetterChecksDialog(m_session, m_board, m_window);
        connect(m_setterChecks, &SetterChecksDialog::announcement, this, &PanelOpeners::announcement);
    }
    m_setterChecks->show();
    m_setterChecks->raise();
    m_setterChecks->activateWindow();
}

void PanelOpeners::showStepOrder()
{
    auto* dialog = new TechniqueOrderDialog(m_session->techniqueOrder(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        saveTechniqueOrder(m_settings, dialog->order());
        m_session->setTechniqueOrder(dialog->order());
    });
    dialog->open();
}

void PanelOpeners::showKeys()
{
    // One at a time: F1 again raises the one open.
    auto* keys = m_window->findChild<KeysWindow*>();
    if (!keys) {
        keys = new KeysWindow(m_window);
        keys->setAttribute(Qt::WA_DeleteOnClose);
    }
    keys->show();
    keys->raise();
    keys->activateWindow();
}

} // namespace pm
