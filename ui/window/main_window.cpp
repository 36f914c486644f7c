// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/main_window.h"

#include "play/collection/collection_play.h"
#include "play/session/autosave.h"
#include "play/session/game_session.h"
#include "play/session/technique_order_settings.h"
#include "text/collection_text.h"
#include "text/game_text.h"
#include "ui/board/board_widget.h"
#include "ui/board/cage_panel.h"
#include "ui/board/number_pad.h"
#include "ui/hints/all_steps_panel.h"
#include "ui/hints/hint_panel.h"
#include "ui/hints/solved_analysis_dialog.h"
#include "ui/print/print_actions.h"
#include "ui/window/announcer.h"
#include "ui/window/board_first_layout.h"
#include "ui/window/board_side_panel.h"
#include "ui/window/clock_label.h"
#include "ui/window/filter_actions.h"
#include "ui/window/main_actions.h"
#include "ui/window/panel_focus.h"
#include "ui/window/panel_openers.h"
#include "ui/window/rules_panel.h"
#include "ui/window/practice_bar.h"
#include "ui/window/practice_session.h"

#include "core/game/game_check.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QScreen>
#include <QStatusBar>
#include <QVBoxLayout>

namespace pm {

MainWindow::MainWindow(const QString& autosavePath, QWidget* parent)
    : QMainWindow(parent)
    , m_bestTimes(m_settings)
    , m_session(new GameSession(this))
    , m_document(new GameDocument(m_session, this, autosavePath))
    , m_board(new BoardWidget(this))
    , m_pad(new NumberPad(this))
    , m_practice(new PracticeSession(m_session, m_document, this))
    , m_banner(new QLabel(this))
    , m_clockLabel(new ClockLabel(this))
    , m_modeLabel(new QLabel(this))
    , m_announcer(new Announcer(this))
{
    // A PNG: Qt reads it without the SVG icon plugin (qt6-svg), which the app does not need.
    setWindowIcon(QIcon(QStringLiteral(":/icons/pencilmark-256.png")));
    m_session->setLiveChecking(m_settings.value(QStringLiteral("play/liveChecking"), false).toBool());
    m_session->setAutoUpdateMarks(m_settings.value(QStringLiteral("play/autoUpdateMarks"), true).toBool());
    m_session->setTechniqueOrder(savedTechniqueOrder(m_settings));
    m_firstCursor = m_settings.value(QStringLiteral("window/cursor"), 0).toInt();
    layOut();
    m_printActions = new PrintActions(m_session, this);
    connect(m_printActions, &PrintActions::errorReported, this, &MainWindow::errorReported);
    m_actions = new MainActions(this, m_session, m_printActions, m_settings);
    m_board->setHighlightHouses(m_actions->highlightHouses->isChecked());
    m_board->setHighlightSameDigit(m_actions->highlightDigit->isChecked());
    m_filters = new FilterActions(this, m_actions->filterMenu, m_board);
    m_panels = new PanelOpeners(this, m_session, m_board, m_practice, m_bestTimes, m_settings);
    m_panelFocus = new PanelFocus(this, m_board);
    for (QWidget* panel : {static_cast<QWidget*>(m_sidePanel), static_cast<QWidget*>(m_practiceBar),
                           static_cast<QWidget*>(m_panels->rulesPanel()), static_cast<QWidget*>(hintPanel()),
                           static_cast<QWidget*>(allStepsPanel())})
        m_panelFocus->addPanel(panel);
    connectBoard();
    connectActions();
    connectSession();
    retranslateUi();

    if (!restoreGeometry(m_settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(firstSize());
    restoreState(m_settings.value(QStringLiteral("window/state")).toByteArray());
    m_board->setFocus();
}

MainWindow::~MainWindow()
{
    // A window closed by its owner rather than the user still keeps the last
    // moves; now, while the session the autosave reads is alive.
    if (autosave()->isPending())
        autosave()->saveNow();
    m_document->collection()->saveNow();
}

QAction* MainWindow::action(const QString& objectName) const
{
    return findChild<QAction*>(objectName);
}

HintPanel* MainWindow::hintPanel() const
{
    return m_panels->hintPanel();
}

AllStepsPanel* MainWindow::allStepsPanel() const
{
    return m_panels->allStepsPanel();
}

RulesPanel* MainWindow::rulesPanel() const
{
    return m_panels->rulesPanel();
}

TechniqueGuide* MainWindow::techniqueGuide()
{
    return m_panels->techniqueGuide();
}

QSize MainWindow::firstSize() const
{
    // 900x680 shows a 9x9 with the pad beside it at a comfortable size; a
    // smaller screen (a 1024x600 netbook) gets what it has room for, less
    // the title bar and frame the window manager adds (not known before
    // the window is shown; 40 and 10 pixels cover the common ones), so the
    // bottom row and the clock are on screen.
    QSize size(900, 680);
    if (const QScreen* display = screen())
        size = size.boundedTo(display->availableGeometry().size() - QSize(10, 40));
    return size.expandedTo(minimumSizeHint());
}

void MainWindow::layOut()
{
    auto* central = new QWidget(this);
    auto* column = new QVBoxLayout(central);
    m_banner->setAlignment(Qt::AlignCenter);
    m_banner->setWordWrap(true);
    m_banner->hide();
    column->addWidget(m_banner);
    m_practiceBar = new PracticeBar(m_practice, central);
    column->addWidget(m_practiceBar);
    // Beside the board or under it: the pad, and a killer's combinations.
    m_cagePanel = new CagePanel(m_session, m_board, central);
    m_sidePanel = new BoardSidePanel(m_pad, m_cagePanel, central);
    column->addLayout(new BoardFirstLayout(m_board, m_sidePanel), 1);
    setCentralWidget(central);
    statusBar()->addPermanentWidget(m_modeLabel);
    statusBar()->addPermanentWidget(m_clockLabel);
}

void MainWindow::connectBoard()
{
    connect(m_board, &BoardWidget::inputRequested, m_session, &GameSession::input);
    connect(m_board, &BoardWidget::clearRequested, m_session, &GameSession::clear);
    connect(m_board, &BoardWidget::candidateColourRequested, m_session, &GameSession::colourCandidate);
    connect(m_board, &BoardWidget::modeChanged, this, [this](InputMode mode) {
        m_pad->setMode(mode);
        updateModeLabel();
        m_announcer->announce(m_modeLabel->text());
    });
    connect(m_board, &BoardWidget::cellSelected, this, &MainWindow::showClashAtCursor);
    connect(m_pad, &NumberPad::digitClicked, this, [this](int digit) {
        const QList<int> cells = m_board->selection();
        if (cells.isEmpty() || m_board->mode() == InputMode::Value)
            m_board->setHighlightDigit(cells.isEmpty() ? digit : 0);
        if (!cells.isEmpty())
            m_session->input(cells, digit, m_board->mode());
        // A button pressed from the keyboard keeps focus: the player is
        // working through the pad.
        if (!m_pad->isAncestorOf(QApplication::focusWidget()))
            m_board->setFocus();
    });
    connect(m_pad, &NumberPad::modeRequested, m_board, &BoardWidget::setMode);
    connect(m_pad, &NumberPad::eraseClicked, this, [this] { m_session->clear(m_board->selection()); });
}

void MainWindow::connectActions()
{
    const MainActions& a = *m_actions;
    // View ▸ Puzzle Rules follows the panel, which also opens by itself.
    connect(a.showRules, &QAction::triggered, m_panels->rulesPanel(), &QWidget::setVisible);
    // No `this` in it: the panel hides, and says so, while the window is
    // being destroyed (the sanitizer caught a MainWindow read as a QWidget).
    connect(m_panels->rulesPanel(), &QDockWidget::visibilityChanged, a.showRules,
            [action = a.showRules, panel = m_panels->rulesPanel()] { action->setChecked(!panel->isHidden()); });
    connect(a.newGame, &QAction::triggered, m_document, &GameDocument::newGameDialog);
    connect(a.open, &QAction::triggered, m_document, &GameDocument::openDialog);
    connect(a.save, &QAction::triggered, m_document, &GameDocument::save);
    connect(a.openRecent, &QMenu::aboutToShow, this, [this] {
        QMenu* menu = m_actions->openRecent;
        menu->clear();
        const QStringList files = m_document->recentFiles();
        if (files.isEmpty())
            menu->addAction(tr("No recent files"))->setEnabled(false);
        for (const QString& path : files) {
            QAction* item = menu->addAction(QFileInfo(path).fileName());
            item->setToolTip(path);
            connect(item, &QAction::triggered, this, [this, path] { m_document->openAskingFirst(path); });
        }
    });
    connect(a.collection, &QAction::triggered, this, [this] { m_document->showCollection(); });
    connect(a.nextPuzzle, &QAction::triggered, this, [this] {
        if (m_practice->isActive())
            m_practice->next();
        else
            m_document->nextPuzzle();
    });
    connect(a.stopPractising, &QAction::triggered, m_practice, &PracticeSession::stop);
    connect(m_practice, &PracticeSession::changed, this, &MainWindow::refresh);
    connect(a.previousPuzzle, &QAction::triggered, m_document, &GameDocument::previousPuzzle);
    connect(a.saveAs, &QAction::triggered, m_document, &GameDocument::saveAsDialog);
    connect(a.quit, &QAction::triggered, this, &QWidget::close);
    connect(a.copy, &QAction::triggered, this, [this] { m_document->copyPuzzle(false); });
    connect(a.copyProgress, &QAction::triggered, this, [this] { m_document->copyPuzzle(true); });
    connect(a.copyFPuzzles, &QAction::triggered, m_document, &GameDocument::copyFPuzzlesLink);
    connect(a.copySudokuPad, &QAction::triggered, m_document, &GameDocument::copySudokuPadLink);
    connect(a.paste, &QAction::triggered, m_document, &GameDocument::pastePuzzle);
    connect(a.enterPuzzle, &QAction::triggered, this, &MainWindow::toggleEditing);
    connect(a.startPuzzle, &QAction::triggered, m_document, &GameDocument::startEnteredPuzzle);
    connect(a.fillMarks, &QAction::triggered, m_session, &GameSession::fillCandidates);
    connect(a.check, &QAction::triggered, this, &MainWindow::checkNow);
    connect(a.rewind, &QAction::triggered, this, &MainWindow::rewind);
    connect(a.pause, &QAction::triggered, m_session, &GameSession::setPaused);
    connect(a.statistics, &QAction::triggered, m_panels, &PanelOpeners::showStatistics);
    connect(a.setterChecks, &QAction::triggered, m_panels, &PanelOpeners::showSetterChecks);
    connect(a.highlightHouses, &QAction::toggled, m_board, &BoardWidget::setHighlightHouses);
    connect(a.highlightDigit, &QAction::toggled, m_board, &BoardWidget::setHighlightSameDigit);
    connect(a.hint, &QAction::triggered, m_panels, &PanelOpeners::showHint);
    connect(a.applyHint, &QAction::triggered, m_session, &GameSession::applyHint);
    connect(a.allSteps, &QAction::triggered, m_panels, &PanelOpeners::showAllSteps);
    connect(a.solvingPath, &QAction::triggered, m_panels, &PanelOpeners::showSolvingPath);
    connect(a.stepOrder, &QAction::triggered, m_panels, &PanelOpeners::showStepOrder);
    connect(a.keys, &QAction::triggered, m_panels, &PanelOpeners::showKeys);
    connect(a.techniques, &QAction::triggered, m_panels, [this] { m_panels->showTechniqueHelp(); });
    connect(a.about, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::connectSession()
{
    connect(m_session, &GameSession::changed, this, &MainWindow::refresh);
    connect(m_session, &GameSession::clockTick, this, &MainWindow::updateClockLabel);
    connect(m_session, &GameSession::solved, this, &MainWindow::onSolved);
    connect(m_session, &GameSession::gameStarted, this, [this] {
        m_banner->hide();
        m_solvedBanner.reset();
        m_board->setHighlightDigit(0);
        m_board->setFilter({}); // a filter is for the position it was chosen on
        if (m_session->isEditing()) {
            m_banner->setText(tr("Entering a puzzle: type its givens, then choose Start (Ctrl+Return)."));
            m_banner->show();
        }
        m_panels->closeOtherPuzzlesWindows();
    });
    connect(m_document, &GameDocument::errorReported, this, &MainWindow::reportError);
    connect(m_document, &GameDocument::messageShown, this, &MainWindow::errorReported);
    connect(m_document, &GameDocument::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(m_document, &GameDocument::puzzleChecked, this, &MainWindow::puzzleChecked);
    connect(m_document, &GameDocument::currentFileChanged, this, &MainWindow::refresh);
    connect(m_document, &GameDocument::practiceRequested, this, [this](logic::Technique technique, bool startBefore) {
        m_practice->start(technique, startBefore, false);
    });
    connect(m_document->collection(), &CollectionPlay::playingChanged, this, &MainWindow::refresh);
    connect(hintPanel(), &HintPanel::stageShown, m_announcer, &Announcer::announce);
    connect(m_panels, &PanelOpeners::announcement, m_announcer, &Announcer::announce);
}

void MainWindow::retranslateUi()
{
    if (m_session->isEditing() && m_banner->isVisible())
        m_banner->setText(tr("Entering a puzzle: type its givens, then choose Start (Ctrl+Return)."));
    updateModeLabel();
    updateSolvedBanner();
    refresh(); // the window title
}

void MainWindow::refresh()
{
    const BoardState before = m_board->state();
    m_board->setState(m_session->boardState());
    // A visible cursor from the start (where it was when the app last
    // closed), and again when a new shape had no room for the old one: the
    // keys act on it, and a player should not have to press an arrow to
    // find out where.
    if (m_board->selectedCell() < 0) {
        const int cells = m_board->state().cellCount();
        m_board->setSelectedCell(m_firstCursor >= 0 && m_firstCursor < cells ? m_firstCursor : 0);
        m_firstCursor = -1;
    }
    followBoardChange(before);
    m_pad->setEnabled(!m_board->state().covered);
    const game::Game& game = m_session->game();
    m_pad->setAlphabet(game.alphabet());
    m_filters->setAlphabet(game.alphabet());
    std::vector<int> remaining;
    for (int digit = 1; digit <= game.symbolCount(); ++digit)
        remaining.push_back(game.remaining(digit));
    m_pad->setRemaining(remaining);
    m_actions->update(*m_session);
    const CollectionPlay& collection = *m_document->collection();
    m_actions->updateCollection(collection);
    if (m_practice->isActive())
        m_actions->nextPuzzle->setEnabled(!m_practice->isDealing());
    m_actions->stopPractising->setEnabled(m_practice->isActive());
    QString title = tr("Pencilmark");
    if (!currentFile().isEmpty())
        title = QStringLiteral("%1 — %2").arg(QFileInfo(currentFile()).fileName(), title);
    else if (collection.playing() >= 0)
        title = QStringLiteral("%1 — %2").arg(CollectionText::windowTitle(collection.collection().fileName(),
                                                                          collection.playing() + 1,
                                                                          collection.collection().size()),
                                              title);
    setWindowTitle(title);
    updateClockLabel(m_session->elapsedMs());
}

void MainWindow::updateClockLabel(qint64 ms)
{
    m_clockLabel->setText(m_session->isEditing() ? QString() : formatElapsed(ms));
}

void MainWindow::updateModeLabel()
{
    QString mode;
    switch (m_board->mode()) {
    case InputMode::Value: mode = tr("Digits"); break;
    case InputMode::Centre: mode = tr("Centre marks"); break;
    case InputMode::Corner: mode = tr("Corner marks"); break;
    case InputMode::Colour: mode = tr("Colours"); break;
    }
    m_modeLabel->setText(tr("Mode: %1").arg(mode));
}

void MainWindow::reportError(const QString& title, const QString& text)
{
    statusBar()->showMessage(text, 8000);
    emit errorReported(text);
    // open(), not exec(): never a nested event loop, so nothing waits on it.
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::showClashAtCursor()
{
    const int cell = m_board->selectedCell();
    if (cell < 0 || !m_board->state().conflicts[cell])
        return;
    if (const QString text = GameText::clashAt(m_session->game(), cell); !text.isEmpty())
        statusBar()->showMessage(text, 6000);
}

void MainWindow::showBoardMessage(const QString& text, int timeoutMs)
{
    statusBar()->showMessage(text, timeoutMs);
    m_boardMessage = text;
    m_announcer->announce(text);
}

void MainWindow::followBoardChange(const BoardState& before)
{
    const BoardState& after = m_board->state();
    if (before.cells == after.cells && before.geometry == after.geometry)
        return;
    // "No mistakes so far." is about the board as it was.
    if (!m_boardMessage.isEmpty() && statusBar()->currentMessage() == m_boardMessage)
        statusBar()->clearMessage();
    m_boardMessage.clear();
    // A move that made a clash: said at once, naming the cells, as the red
    // cells show it.
    const int cell = m_board->selectedCell();
    if (before.geometry != after.geometry || cell < 0 || size_t(cell) >= after.conflicts.size())
        return;
    if (after.conflicts[cell] && !(before.conflicts[cell] && before.cells[cell] == after.cells[cell]))
        showBoardMessage(GameText::clashAt(m_session->game(), cell), 6000);
}

void MainWindow::checkNow()
{
    const game::CheckResult result = m_session->checkNow();
    showBoardMessage(GameText::checkResult(result, m_session->game()), 8000);
}

void MainWindow::rewind()
{
    if (m_session->rewindToFirstMistake())
        showBoardMessage(tr("Rewound to just before your first mistake. Redo brings the moves back."), 6000);
    else
        showBoardMessage(tr("There is no mistake to rewind to."), 5000);
}

void MainWindow::updateSolvedBanner()
{
    if (!m_solvedBanner)
        return;
    const QString before = m_banner->text();
    m_banner->setText(GameText::solved(m_session->game(), m_solvedBanner->ms, m_solvedBanner->best));
    if (statusBar()->currentMessage() == before)
        statusBar()->showMessage(m_banner->text());
}

void MainWindow::onSolved(qint64 ms)
{
    const game::Game& game = m_session->game();
    m_solvedBanner = SolvedBanner{ms, m_bestTimes.record(game, ms)};
    updateSolvedBanner();
    m_banner->show();
    statusBar()->showMessage(m_banner->text());
    m_announcer->announce(m_banner->text());
    // The analysis: its rating, what its path needs, and the hints used;
    // unless the player turned it off (in the dialog or the Help menu).
    if (!m_actions->analysisAfterSolving->isChecked())
        return;
    auto* analysis = new SolvedAnalysisDialog(game.puzzle(), game.hintsUsed(), game.assisted(), this);
    analysis->setAttribute(Qt::WA_DeleteOnClose);
    // The box and the menu item are one setting: each follows the other.
    connect(analysis, &SolvedAnalysisDialog::showAfterSolvingChanged, m_actions->analysisAfterSolving,
            &QAction::setChecked);
    connect(m_actions->analysisAfterSolving, &QAction::toggled, analysis->showAfterSolvingBox(),
            &QCheckBox::setChecked);
    analysis->show();
}

void MainWindow::toggleEditing()
{
    if (m_document->toggleEditing())
        m_board->setSelectedCell(0);
    m_actions->enterPuzzle->setChecked(m_session->isEditing());
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Pencilmark"),
                       tr("<b>Pencilmark</b> %1<br>A Sudoku studio: play with pencil marks, check, "
                          "enter your own puzzles.").arg(QApplication::applicationVersion()));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    m_document->close();
    m_settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    m_settings.setValue(QStringLiteral("window/state"), saveState());
    m_settings.setValue(QStringLiteral("window/cursor"), m_board->selectedCell());
    event->accept();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::WindowStateChange)
        m_session->setWindowVisible(isVisible() && !isMinimized());
    if (event->type() == QEvent::LanguageChange && m_actions) {
        m_actions->languageChanged();
        retranslateUi();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::showEvent(QShowEvent* event)
{
    m_session->setWindowVisible(!isMinimized());
    QMainWindow::showEvent(event);
}

void MainWindow::hideEvent(QHideEvent* event)
{
    m_session->setWindowVisible(false);
    QMainWindow::hideEvent(event);
}

} // namespace pm
