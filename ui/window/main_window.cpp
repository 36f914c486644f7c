// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/main_window.h"

#include "text/game_text.h"
#include "text/names.h"
#include "text/translated_text.h"
#include "ui/board/board_widget.h"
#include "ui/board/cage_panel.h"
#include "ui/board/number_pad.h"
#include "ui/board/theme.h"
#include "ui/dialogs/new_game_dialog.h"
#include "ui/dialogs/progress_dialog.h"
#include "ui/dialogs/statistics_dialog.h"
#include "ui/guide/technique_guide.h"
#include "ui/hints/hint_panel.h"
#include "ui/hints/solving_path_dialog.h"
#include "ui/jobs/puzzle_generation.h"
#include "ui/jobs/puzzle_verification.h"
#include "ui/print/print_actions.h"
#include "ui/session/autosave.h"
#include "ui/session/game_file.h"
#include "ui/session/game_session.h"
#include "ui/window/language.h"

#include "core/formats/puzzle_format.h"
#include "core/game/game_check.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QScreen>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace pm {

namespace {

QString gridText(const std::vector<std::uint8_t>& values, const std::shared_ptr<const Geometry>& geometry,
                 const Alphabet& alphabet)
{
    Grid grid(geometry);
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        grid.setValue(cell, values[cell]);
    return QString::fromStdString(writeGrid(grid, alphabet, !geometry->isJigsaw()));
}

std::shared_ptr<const Geometry> withoutCages(const std::shared_ptr<const Geometry>& geometry)
{
    if (!geometry->hasCages())
        return geometry;
    GeometrySpec spec = geometry->spec();
    spec.cages.clear();
    return Geometry::create(spec).value(); // a valid shape stays valid without cages
}

} // namespace

MainWindow::MainWindow(const QString& autosavePath, QWidget* parent)
    : QMainWindow(parent)
    , m_bestTimes(m_settings)
    , m_session(new GameSession(this))
    , m_board(new BoardWidget(this))
    , m_pad(new NumberPad(this))
    , m_autosave(new Autosave(m_session, autosavePath.isEmpty() ? Autosave::defaultPath() : autosavePath, this))
    , m_generation(new PuzzleGeneration(this))
    , m_verification(new PuzzleVerification(this))
    , m_banner(new QLabel(this))
    , m_clockLabel(new QLabel(this))
    , m_modeLabel(new QLabel(this))
{
    setWindowTitle(tr("Pencilmark"));
    // A PNG: Qt reads it without the SVG icon plugin (qt6-svg), which the app does not need.
    setWindowIcon(QIcon(QStringLiteral(":/icons/pencilmark-256.png")));

    auto* central = new QWidget(this);
    auto* column = new QVBoxLayout(central);
    m_banner->setAlignment(Qt::AlignCenter);
    m_banner->setWordWrap(true);
    m_banner->hide();
    column->addWidget(m_banner);
    auto* row = new QHBoxLayout;
    row->addWidget(m_board, 1);
    // Beside the board: the pad, and under it a killer's combinations.
    auto* side = new QWidget(central);
    side->setFixedWidth(190);
    auto* sideColumn = new QVBoxLayout(side);
    sideColumn->setContentsMargins(0, 0, 0, 0);
    m_pad->setParent(side);
    sideColumn->addWidget(m_pad);
    m_cagePanel = new CagePanel(m_session, m_board, side);
    sideColumn->addWidget(m_cagePanel, 1);
    row->addWidget(side);
    column->addLayout(row, 1);
    setCentralWidget(central);

    m_session->setLiveChecking(m_settings.value(QStringLiteral("play/liveChecking"), false).toBool());
    m_session->setAutoUpdateMarks(m_settings.value(QStringLiteral("play/autoUpdateMarks"), true).toBool());

    createActions();
    createMenus();
    retranslateUi();
    m_hintPanel = new HintPanel(m_session, m_board, this);
    addDockWidget(Qt::RightDockWidgetArea, m_hintPanel);
    m_hintPanel->hide(); // until the first hint; restoreState() may show it again
    connect(m_hintPanel, &HintPanel::techniqueHelpRequested, this, &MainWindow::showTechniqueHelp);
    statusBar()->addPermanentWidget(m_modeLabel);
    statusBar()->addPermanentWidget(m_clockLabel);

    connect(m_board, &BoardWidget::inputRequested, m_session, &GameSession::input);
    connect(m_board, &BoardWidget::clearRequested, m_session, &GameSession::clear);
    connect(m_board, &BoardWidget::modeChanged, this, [this](InputMode mode) {
        m_pad->setMode(mode);
        updateModeLabel();
    });
    connect(m_board, &BoardWidget::cellSelected, this, &MainWindow::showClashAtCursor);
    connect(m_pad, &NumberPad::digitClicked, this, [this](int digit) {
        const QList<int> cells = m_board->selection();
        if (cells.isEmpty() || m_board->mode() == InputMode::Value)
            m_board->setHighlightDigit(cells.isEmpty() ? digit : 0);
        if (!cells.isEmpty())
            m_session->input(cells, digit, m_board->mode());
        m_board->setFocus();
    });
    connect(m_pad, &NumberPad::modeRequested, m_board, &BoardWidget::setMode);
    connect(m_pad, &NumberPad::eraseClicked, this, [this] { m_session->clear(m_board->selection()); });
    connect(m_session, &GameSession::changed, this, &MainWindow::refresh);
    connect(m_session, &GameSession::clockTick, this, &MainWindow::updateClockLabel);
    connect(m_session, &GameSession::solved, this, &MainWindow::onSolved);
    connect(m_session, &GameSession::pausedChanged, m_pauseAction, &QAction::setChecked);
    connect(m_session, &GameSession::gameStarted, this, [this] {
        m_banner->hide();
        m_board->setHighlightDigit(0);
        if (m_session->isEditing()) {
            m_banner->setText(tr("Entering a puzzle: type its givens, then choose Start (Ctrl+Return)."));
            m_banner->show();
        }
    });
    // A new puzzle in play: a solving path still open for the old one goes.
    connect(m_session, &GameSession::gameStarted, this, [this] {
        for (auto* open : findChildren<SolvingPathDialog*>())
            if (!(open->puzzle() == m_session->game().puzzle()))
                open->close();
    });
    connect(m_generation, &PuzzleGeneration::finished, this, [this](const game::Game& game) {
        if (m_progress)
            m_progress->hide();
        m_currentFile.clear();
        m_session->startGame(game);
        statusBar()->showMessage(tr("New game: %1").arg(Names::gameKind(game)), 5000);
    });
    connect(m_generation, &PuzzleGeneration::failed, this, [this](const QString& message) {
        if (m_progress)
            m_progress->hide();
        reportError(tr("New Game"), message);
    });
    connect(m_autosave, &Autosave::saveFailed, this,
            [this](const QString& message) { reportError(tr("Save"), message); });
    connect(m_generation, &PuzzleGeneration::cancelled, this, [this] {
        if (m_progress)
            m_progress->hide();
        statusBar()->showMessage(tr("New game cancelled."), 3000);
    });
    connect(m_verification, &PuzzleVerification::finished, this, &MainWindow::onPuzzleChecked);
    connect(m_verification, &PuzzleVerification::cancelled, this, [this] {
        if (m_progress)
            m_progress->hide();
    });
    connect(m_generation, &PuzzleGeneration::progressed, this, [this](int attempts, int givens, int cages) {
        if (!m_progress)
            return;
        // A killer is made of cage layouts, not of givens taken away.
        m_progress->setText(cages > 0 ? tr("Making a killer… cage layout %1, %2 cages").arg(attempts).arg(cages)
                                      : tr("Making a puzzle… grid %1, %2 givens left").arg(attempts).arg(givens));
    });

    if (!restoreGeometry(m_settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(900, 680);
    restoreState(m_settings.value(QStringLiteral("window/state")).toByteArray());
    updateModeLabel();
    refresh();
    m_board->setFocus();
}

MainWindow::~MainWindow()
{
    // A window closed by its owner rather than the user still keeps the last moves.
    if (m_autosave->isPending())
        m_autosave->saveNow();
}

QAction* MainWindow::action(const QString& objectName) const
{
    return findChild<QAction*>(objectName);
}

void MainWindow::createActions()
{
    // `text` is marked with QT_TR_NOOP: the action keeps its source, so a
    // language switch translates it again (retranslateUi()).
    const auto make = [this](const QString& name, const char* text, const QList<QKeySequence>& keys,
                             const QString& icon = {}) {
        auto* action = new QAction(this);
        setTranslatedText(action, staticMetaObject.className(), text);
        action->setObjectName(name);
        action->setShortcuts(keys);
        if (!icon.isEmpty())
            action->setIcon(QIcon::fromTheme(icon));
        return action;
    };
    m_newAction = make(QStringLiteral("new"), QT_TR_NOOP("&New Game…"), {QKeySequence::New}, QStringLiteral("document-new"));
    m_openAction = make(QStringLiteral("open"), QT_TR_NOOP("&Open…"), {QKeySequence::Open}, QStringLiteral("document-open"));
    m_saveAction = make(QStringLiteral("save"), QT_TR_NOOP("&Save"), {QKeySequence::Save}, QStringLiteral("document-save"));
    m_saveAsAction = make(QStringLiteral("saveAs"), QT_TR_NOOP("Save &As…"), {QKeySequence::SaveAs});
    m_quitAction = make(QStringLiteral("quit"), QT_TR_NOOP("&Quit"), {QKeySequence(Qt::CTRL | Qt::Key_Q)});
    createUndoActions();
    m_copyAction = make(QStringLiteral("copy"), QT_TR_NOOP("&Copy Puzzle"), {QKeySequence::Copy});
    m_copyProgressAction = make(QStringLiteral("copyProgress"), QT_TR_NOOP("Copy Puzzle with &Entries and Marks"),
                                {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)});
    m_pasteAction = make(QStringLiteral("paste"), QT_TR_NOOP("&Paste Puzzle"), {QKeySequence::Paste});
    m_enterAction = make(QStringLiteral("enterPuzzle"), QT_TR_NOOP("&Enter a Puzzle"),
                         {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)});
    m_enterAction->setCheckable(true);
    m_startAction = make(QStringLiteral("startPuzzle"), QT_TR_NOOP("S&tart Entered Puzzle"),
                         {QKeySequence(Qt::CTRL | Qt::Key_Return)}, QStringLiteral("media-playback-start"));
    m_fillMarksAction = make(QStringLiteral("fillMarks"), QT_TR_NOOP("&Fill In Pencil Marks"), {QKeySequence(Qt::CTRL | Qt::Key_M)});
    m_autoMarksAction = make(QStringLiteral("autoMarks"), QT_TR_NOOP("&Keep Pencil Marks Updated"), {});
    m_autoMarksAction->setCheckable(true);
    m_autoMarksAction->setChecked(m_session->autoUpdateMarks());
    m_checkAction = make(QStringLiteral("check"), QT_TR_NOOP("&Check Now"), {QKeySequence(Qt::CTRL | Qt::Key_K)},
                         QStringLiteral("tools-check-spelling"));
    m_liveCheckAction = make(QStringLiteral("liveCheck"), QT_TR_NOOP("Check &While Playing"),
                             {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K)});
    m_liveCheckAction->setCheckable(true);
    m_liveCheckAction->setChecked(m_session->liveChecking());
    m_rewindAction = make(QStringLiteral("rewind"), QT_TR_NOOP("&Rewind to Before First Mistake"),
                          {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)});
    m_pauseAction = make(QStringLiteral("pause"), QT_TR_NOOP("&Pause"), {QKeySequence(Qt::Key_Pause), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)},
                         QStringLiteral("media-playback-pause"));
    m_pauseAction->setCheckable(true);
    m_statisticsAction = make(QStringLiteral("statistics"), QT_TR_NOOP("S&tatistics…"), {});
    m_highlightHousesAction = make(QStringLiteral("highlightHouses"), QT_TR_NOOP("Highlight the Selected Cell's &Houses"), {});
    m_highlightHousesAction->setCheckable(true);
    m_highlightHousesAction->setChecked(m_settings.value(QStringLiteral("view/highlightHouses"), true).toBool());
    m_highlightDigitAction = make(QStringLiteral("highlightDigit"), QT_TR_NOOP("Highlight the Selected &Digit"), {});
    m_highlightDigitAction->setCheckable(true);
    m_highlightDigitAction->setChecked(m_settings.value(QStringLiteral("view/highlightDigit"), true).toBool());
    m_board->setHighlightHouses(m_highlightHousesAction->isChecked());
    m_board->setHighlightSameDigit(m_highlightDigitAction->isChecked());
    m_themeGroup = new QActionGroup(this);
    const Theme theme = themeByKey(m_settings.value(QStringLiteral("view/theme")).toString());
    const std::pair<Theme, const char*> themes[] = {
        {Theme::System, QT_TR_NOOP("&Follow the System")}, {Theme::Light, QT_TR_NOOP("&Light")},
        {Theme::Dark, QT_TR_NOOP("&Dark")}, {Theme::HighContrast, QT_TR_NOOP("&High Contrast")}};
    for (const auto& [value, text] : themes) {
        QAction* themeAction = make(QStringLiteral("theme-") + themeKey(value), text, {});
        themeAction->setCheckable(true);
        themeAction->setChecked(value == theme);
        themeAction->setData(int(value));
        m_themeGroup->addAction(themeAction);
    }
    applyTheme(theme);
    m_languageGroup = new QActionGroup(this);
    const QString language = savedLanguage(m_settings);
    QAction* systemLanguage = make(QStringLiteral("language-system"), QT_TR_NOOP("&System Language"), {});
    systemLanguage->setData(QStringLiteral("system"));
    m_languageGroup->addAction(systemLanguage);
    for (const LanguageOption& option : languageOptions()) {
        // Named in its own language, so a player who cannot read the current one finds theirs.
        auto* languageAction = new QAction(option.nativeName, this);
        languageAction->setObjectName(QStringLiteral("language-") + option.key);
        languageAction->setData(option.key);
        m_languageGroup->addAction(languageAction);
    }
    for (QAction* languageAction : m_languageGroup->actions()) {
        languageAction->setCheckable(true);
        languageAction->setChecked(languageAction->data().toString() == language);
    }
    connect(m_languageGroup, &QActionGroup::triggered, this, [this](QAction* chosen) {
        const QString key = chosen->data().toString();
        saveLanguage(m_settings, key);
        applyLanguage(key); // every widget gets QEvent::LanguageChange: see changeEvent()
    });
    m_printActions = new PrintActions(m_session, this);
    connect(m_printActions, &PrintActions::errorReported, this, &MainWindow::errorReported);
    m_keysAction = make(QStringLiteral("keys"), QT_TR_NOOP("&Keys and Modes"), {QKeySequence::HelpContents});
    m_techniquesAction = make(QStringLiteral("techniques"), QT_TR_NOOP("&Techniques"), {});
    connect(m_techniquesAction, &QAction::triggered, this, [this] {
        TechniqueGuide* guide = techniqueGuide();
        guide->show();
        guide->raise();
        guide->activateWindow();
    });
    m_aboutAction = make(QStringLiteral("about"), QT_TR_NOOP("&About Pencilmark"), {});
    m_hintAction = make(QStringLiteral("hint"), QT_TR_NOOP("&Hint"), {QKeySequence(Qt::Key_H)}, QStringLiteral("help-hint"));
    connect(m_hintAction, &QAction::triggered, this, &MainWindow::showHint);
    m_solvingPathAction = make(QStringLiteral("solvingPath"), QT_TR_NOOP("Show Solving &Path"),
                               {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H)});
    connect(m_solvingPathAction, &QAction::triggered, this, &MainWindow::showSolvingPath);

    connect(m_newAction, &QAction::triggered, this, &MainWindow::newGameDialog);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openDialog);
    connect(m_saveAction, &QAction::triggered, this, [this] {
        if (m_currentFile.isEmpty())
            saveAsDialog();
        else
            saveGameFile(m_currentFile);
    });
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAsDialog);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    connect(m_copyAction, &QAction::triggered, this, [this] { copyPuzzle(false); });
    connect(m_copyProgressAction, &QAction::triggered, this, [this] { copyPuzzle(true); });
    connect(m_pasteAction, &QAction::triggered, this, [this] { playPuzzleText(QGuiApplication::clipboard()->text()); });
    connect(m_enterAction, &QAction::triggered, this, &MainWindow::toggleEditing);
    connect(m_startAction, &QAction::triggered, this, &MainWindow::startEnteredPuzzle);
    connect(m_fillMarksAction, &QAction::triggered, m_session, &GameSession::fillCandidates);
    connect(m_autoMarksAction, &QAction::toggled, this, [this](bool on) {
        m_session->setAutoUpdateMarks(on);
        m_settings.setValue(QStringLiteral("play/autoUpdateMarks"), on);
    });
    connect(m_checkAction, &QAction::triggered, this, &MainWindow::checkNow);
    connect(m_liveCheckAction, &QAction::toggled, this, [this](bool on) {
        m_session->setLiveChecking(on);
        m_settings.setValue(QStringLiteral("play/liveChecking"), on);
    });
    connect(m_rewindAction, &QAction::triggered, this, &MainWindow::rewind);
    connect(m_pauseAction, &QAction::triggered, m_session, &GameSession::setPaused);
    connect(m_statisticsAction, &QAction::triggered, this, &MainWindow::showStatistics);
    connect(m_keysAction, &QAction::triggered, this, &MainWindow::showKeys);
    connect(m_highlightHousesAction, &QAction::toggled, this, [this](bool on) {
        m_board->setHighlightHouses(on);
        m_settings.setValue(QStringLiteral("view/highlightHouses"), on);
    });
    connect(m_highlightDigitAction, &QAction::toggled, this, [this](bool on) {
        m_board->setHighlightSameDigit(on);
        m_settings.setValue(QStringLiteral("view/highlightDigit"), on);
    });
    connect(m_themeGroup, &QActionGroup::triggered, this, [this](QAction* chosen) {
        const Theme theme = Theme(chosen->data().toInt());
        applyTheme(theme);
        m_settings.setValue(QStringLiteral("view/theme"), themeKey(theme));
    });
    connect(m_aboutAction, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About Pencilmark"),
                           tr("<b>Pencilmark</b> %1<br>A Sudoku studio: play with pencil marks, check, "
                              "enter your own puzzles.").arg(QApplication::applicationVersion()));
    });
}

void MainWindow::createMenus()
{
    // Menu titles keep their source text, like the actions (retranslateUi()).
    const auto addMenu = [](auto* parent, const char* title) {
        QMenu* menu = parent->addMenu(QString());
        setTranslatedText(menu->menuAction(), staticMetaObject.className(), title);
        return menu;
    };
    QMenu* gameMenu = addMenu(menuBar(), QT_TR_NOOP("&Game"));
    gameMenu->addActions({m_newAction, m_openAction, m_saveAction, m_saveAsAction});
    gameMenu->addSeparator();
    m_printActions->addToMenu(gameMenu);
    gameMenu->addSeparator();
    gameMenu->addActions({m_enterAction, m_startAction});
    gameMenu->addSeparator();
    gameMenu->addActions({m_pauseAction, m_statisticsAction});
    gameMenu->addSeparator();
    gameMenu->addAction(m_quitAction);

    QMenu* editMenu = addMenu(menuBar(), QT_TR_NOOP("&Edit"));
    editMenu->addActions({m_undoAction, m_redoAction});
    editMenu->addSeparator();
    editMenu->addActions({m_copyAction, m_copyProgressAction, m_pasteAction});
    editMenu->addSeparator();
    editMenu->addActions({m_fillMarksAction, m_autoMarksAction});

    QMenu* viewMenu = addMenu(menuBar(), QT_TR_NOOP("&View"));
    viewMenu->addActions({m_highlightHousesAction, m_highlightDigitAction});
    QMenu* themeMenu = addMenu(viewMenu, QT_TR_NOOP("&Theme"));
    themeMenu->addActions(m_themeGroup->actions());
    QMenu* languageMenu = addMenu(viewMenu, QT_TR_NOOP("&Language"));
    languageMenu->addActions(m_languageGroup->actions());

    QMenu* checkMenu = addMenu(menuBar(), QT_TR_NOOP("&Check"));
    checkMenu->addActions({m_checkAction, m_liveCheckAction, m_rewindAction});

    QMenu* helpMenu = addMenu(menuBar(), QT_TR_NOOP("&Help"));
    helpMenu->addActions({m_hintAction, m_solvingPathAction});
    helpMenu->addSeparator();
    helpMenu->addActions({m_keysAction, m_techniquesAction, m_aboutAction});

    QToolBar* toolBar = addToolBar(QString()); // titled by retranslateUi()
    toolBar->setObjectName(QStringLiteral("gameToolBar"));
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar->addActions({m_newAction, m_openAction, m_saveAction});
    toolBar->addSeparator();
    toolBar->addActions({m_undoAction, m_redoAction});
    toolBar->addSeparator();
    toolBar->addActions({m_checkAction, m_hintAction, m_pauseAction});
}

void MainWindow::createUndoActions()
{
    QAction* oldUndo = m_undoAction;
    QAction* oldRedo = m_redoAction;
    // QUndoStack keeps the prefix it was given for the action's life, so a
    // language switch needs new actions, put where the old ones were.
    m_undoAction = m_session->undoStack()->createUndoAction(this, tr("&Undo"));
    m_undoAction->setObjectName(QStringLiteral("undo"));
    m_undoAction->setShortcuts({QKeySequence::Undo});
    m_undoAction->setIcon(QIcon::fromTheme(QStringLiteral("edit-undo")));
    m_redoAction = m_session->undoStack()->createRedoAction(this, tr("&Redo"));
    m_redoAction->setObjectName(QStringLiteral("redo"));
    m_redoAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    m_redoAction->setIcon(QIcon::fromTheme(QStringLiteral("edit-redo")));
    for (const auto& [oldAction, newAction] : {std::pair{oldUndo, m_undoAction}, std::pair{oldRedo, m_redoAction}}) {
        if (!oldAction)
            continue;
        for (QObject* holder : oldAction->associatedObjects()) {
            if (auto* widget = qobject_cast<QWidget*>(holder)) {
                widget->insertAction(oldAction, newAction);
                widget->removeAction(oldAction);
            }
        }
        delete oldAction;
    }
}

void MainWindow::retranslateUi()
{
    retranslateTexts(this);
    m_hintAction->setToolTip(tr("Hint (H): press again for more"));
    if (auto* toolBar = findChild<QToolBar*>(QStringLiteral("gameToolBar")))
        toolBar->setWindowTitle(tr("Game"));
    if (m_session->isEditing() && m_banner->isVisible())
        m_banner->setText(tr("Entering a puzzle: type its givens, then choose Start (Ctrl+Return)."));
    updateModeLabel();
    refresh(); // the window title
}

void MainWindow::refresh()
{
    m_board->setState(m_session->boardState());
    m_pad->setEnabled(!m_board->state().covered);
    const game::Game& game = m_session->game();
    m_pad->setAlphabet(game.alphabet());
    std::vector<int> remaining;
    for (int digit = 1; digit <= game.symbolCount(); ++digit)
        remaining.push_back(game.remaining(digit));
    m_pad->setRemaining(remaining);
    const bool editing = m_session->isEditing();
    m_enterAction->setChecked(editing);
    m_startAction->setEnabled(editing);
    m_checkAction->setEnabled(!editing);
    m_rewindAction->setEnabled(!editing);
    m_pauseAction->setEnabled(!editing && !m_session->isSolved());
    m_fillMarksAction->setEnabled(!editing);
    // A puzzle being entered has no known solution yet, so no path to show;
    // a paused board is covered, and the path would show what it hides.
    m_solvingPathAction->setEnabled(!editing && game.hasSolution() && !m_session->isPaused());
    QString title = tr("Pencilmark");
    if (!m_currentFile.isEmpty())
        title = QStringLiteral("%1 — %2").arg(QFileInfo(m_currentFile).fileName(), title);
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

void MainWindow::checkNow()
{
    const game::CheckResult result = m_session->checkNow();
    statusBar()->showMessage(GameText::checkResult(result, m_session->game()), 8000);
}

void MainWindow::rewind()
{
    if (m_session->rewindToFirstMistake())
        statusBar()->showMessage(tr("Rewound to just before your first mistake. Redo brings the moves back."), 6000);
    else
        statusBar()->showMessage(tr("There is no mistake to rewind to."), 5000);
}

void MainWindow::onSolved(qint64 ms)
{
    const game::Game& game = m_session->game();
    const bool best = m_bestTimes.record(game, ms);
    const QString text = GameText::solved(game, ms, best);
    m_banner->setText(text);
    m_banner->show();
    statusBar()->showMessage(text);
}

void MainWindow::restoreOrStartGame()
{
    if (m_autosave->restore()) {
        statusBar()->showMessage(tr("Welcome back: your last game is as you left it."), 4000);
        return;
    }
    if (const auto& error = m_autosave->lastError())
        reportError(tr("Last Game"), tr("The last game could not be restored: %1 It was kept as %2.")
                                         .arg(describeGameFileError(*error), m_autosave->path() + QStringLiteral(".damaged")));
    generate::GeneratorOptions options;
    options.level = logic::Level::Easy;
    options.seed = QRandomGenerator::global()->generate64();
    startNewGame(options);
}

bool MainWindow::openGameFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        reportError(tr("Open"), tr("%1 could not be opened: %2").arg(path, file.errorString()));
        return false;
    }
    // Read no more than the limit allows: a device (/dev/zero) reports size 0
    // and never ends.
    const QByteArray bytes = file.read(kMaxGameFileBytes + 1);
    if (file.size() > kMaxGameFileBytes || bytes.size() > kMaxGameFileBytes) {
        reportError(tr("Open"), describeGameFileError({GameFileError::Code::TooLarge, {}}));
        return false;
    }
    // A game file is a JSON object; anything else is read as a puzzle in
    // one of the text formats core knows (import).
    if (!bytes.trimmed().startsWith('{'))
        return playPuzzleText(QString::fromUtf8(bytes));
    auto saved = decodeGame(bytes);
    if (!saved) {
        reportError(tr("Open"), tr("%1 was not opened. %2").arg(QFileInfo(path).fileName(),
                                                              describeGameFileError(saved.error())));
        return false;
    }
    SavedGame game = std::move(saved).value();
    m_currentFile = path;
    m_session->startGame(std::move(game.game), game.editing, game.history);
    statusBar()->showMessage(tr("Opened %1.").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

bool MainWindow::saveGameFile(const QString& path)
{
    if (const auto error = writeGameFile(path, m_session->snapshot(), m_session->isEditing(),
                                         m_session->undoHistory())) {
        reportError(tr("Save"), describeGameFileError(*error));
        return false;
    }
    m_currentFile = path;
    m_session->undoStack()->setClean();
    refresh();
    statusBar()->showMessage(tr("Saved %1.").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

void MainWindow::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Game or Puzzle"), QFileInfo(m_currentFile).absolutePath(),
        tr("Pencilmark games (*.pencilmark);;Puzzles (*.txt *.sdk *.ss *.sdm);;All files (*)"));
    if (!path.isEmpty())
        openGameFile(path);
}

bool MainWindow::saveAsDialog()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Game"), m_currentFile,
                                                tr("Pencilmark games (*.pencilmark)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pencilmark");
    return saveGameFile(path);
}

bool MainWindow::confirmReplacingGame()
{
    const game::Game& game = m_session->game();
    const bool started = std::any_of(game.cells().begin(), game.cells().end(), [&game](const game::CellState& c) {
        return c.centre != 0 || c.corner != 0 || c.colour != 0;
    }) || game.board().filledCount() > game.puzzle().givenCount();
    const bool saved = !m_currentFile.isEmpty() && m_session->undoStack()->isClean();
    if (!started || m_session->isSolved() || saved)
        return true;
    return QMessageBox::question(this, tr("Pencilmark"), tr("Leave the game in play? Its progress is not saved."),
                                 QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel)
        == QMessageBox::Discard;
}

void MainWindow::newGameDialog()
{
    if (!confirmReplacingGame())
        return;
    auto* dialog = new NewGameDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { startNewGame(dialog->options(), dialog->alphabet()); });
    dialog->open();
}

void MainWindow::startNewGame(const generate::GeneratorOptions& options, std::optional<Alphabet> alphabet)
{
    m_verification->cancel();
    m_generation->start(options, std::move(alphabet));
    showProgress(tr("Making a puzzle…"));
}

void MainWindow::showProgress(const QString& text)
{
    if (!m_progress) {
        m_progress = new ProgressDialog(this);
        m_progress->setWindowTitle(tr("Pencilmark"));
        connect(m_progress, &QDialog::rejected, m_generation, &PuzzleGeneration::cancel);
        connect(m_progress, &QDialog::rejected, m_verification, &PuzzleVerification::cancel);
    }
    m_progress->setText(text);
    // Shown only if the work takes a moment: a quick result comes first.
    QTimer::singleShot(300, m_progress, [this] {
        if (m_generation->isRunning() || m_verification->isRunning())
            m_progress->open();
    });
}

bool MainWindow::playPuzzleText(const QString& text)
{
    // Many puzzles (a puzzle file, a pasted list): the first readable one.
    const std::string utf8 = text.toStdString();
    std::vector<PuzzleFileEntry> entries = parsePuzzleFile(utf8);
    auto first = std::find_if(entries.begin(), entries.end(), [](const PuzzleFileEntry& e) { return e.puzzle.ok(); });
    if (first != entries.end()) {
        checkPuzzle(first->puzzle->grid, first->puzzle->alphabet);
        return true;
    }
    auto single = parsePuzzle(utf8); // the error of reading it as one puzzle says most
    if (single) {
        checkPuzzle(single->grid, single->alphabet);
        return true;
    }
    reportError(tr("Puzzle"), GameText::unreadablePuzzle(single.error()));
    return false;
}

void MainWindow::startEnteredPuzzle()
{
    if (m_session->isEditing())
        checkPuzzle(m_session->enteredPuzzle(), m_session->game().alphabet());
}

void MainWindow::checkPuzzle(const Grid& puzzle, const Alphabet& alphabet)
{
    // Values are the givens; a pencil-mark grid's candidates are not carried over.
    Grid givens(puzzle.geometryPtr());
    for (int cell = 0; cell < givens.cellCount(); ++cell)
        givens.setValue(cell, puzzle.value(cell));
    m_generation->cancel();
    m_verification->start(givens, alphabet);
    showProgress(tr("Checking the puzzle…"));
}

void MainWindow::onPuzzleChecked(const game::PuzzleVerdict& verdict)
{
    if (m_progress)
        m_progress->hide();
    if (m_session->startPuzzle(m_verification->puzzle(), m_verification->alphabet(), verdict))
        m_currentFile.clear();
    reportVerdict(verdict, m_verification->alphabet(), m_verification->puzzle().geometryPtr());
    emit puzzleChecked(verdict);
}

void MainWindow::reportVerdict(const game::PuzzleVerdict& verdict, const Alphabet& alphabet,
                               const std::shared_ptr<const Geometry>& geometry)
{
    using Kind = game::PuzzleVerdict::Kind;
    switch (verdict.kind) {
    case Kind::Unique: statusBar()->showMessage(GameText::uniqueVerdict(verdict), 8000); return;
    case Kind::Multiple: {
        const QString text = GameText::multipleSolutions();
        emit errorReported(text);
        statusBar()->showMessage(text, 8000);
        auto* box = new QMessageBox(QMessageBox::Information, tr("Puzzle"), text, QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setInformativeText(QStringLiteral("<pre>%1</pre><pre>%2</pre>")
                                    .arg(gridText(verdict.solution, geometry, alphabet).toHtmlEscaped(),
                                         gridText(verdict.secondSolution, geometry, alphabet).toHtmlEscaped()));
        box->open();
        return;
    }
    case Kind::NoSolution: reportError(tr("Puzzle"), GameText::noSolution()); return;
    case Kind::Clash:
        // The puzzle checked, not the game in play: it did not start.
        reportError(tr("Puzzle"), GameText::clashingGivens(*verdict.clash, *geometry, alphabet));
        return;
    case Kind::Cancelled: return;
    }
}

void MainWindow::copyPuzzle(bool withProgress)
{
    const game::Game& game = m_session->game();
    QString text;
    // A killer's cages go with it: its own line format holds them.
    const bool killer = game.geometry().hasCages();
    // A counted shape's keyword line says which shape the cells make.
    const std::optional<std::string> counted = writeCounted(game.puzzle(), game.alphabet());
    if (!withProgress) {
        text = QString::fromStdString(writePuzzleLine(game.puzzle(), game.alphabet()));
    } else {
        // Candidate grid: digits where placed, pencil marks elsewhere (all
        // digits where the player has marked nothing yet).
        Grid grid = game.board();
        for (int cell = 0; cell < grid.cellCount(); ++cell) {
            if (grid.value(cell) == 0 && grid.candidates(cell) == 0)
                grid.setCandidates(cell, allDigits(grid.symbolCount()));
        }
        text = QString::fromStdString(writeCandidateGrid(grid, game.alphabet()));
        // No candidate format holds cages: the killer line comes first, so
        // pasting the text back reads the killer (without the progress).
        if (killer)
            text = QString::fromStdString(writeKiller(game.puzzle(), game.alphabet())) + QLatin1Char('\n') + text;
        else if (counted) // nor the shape of a counted puzzle
            text = QString::fromStdString(*counted) + QLatin1Char('\n') + text;
    }
    QGuiApplication::clipboard()->setText(text);
    statusBar()->showMessage(withProgress ? tr("Copied the puzzle with your entries and marks.")
                                          : tr("Copied the puzzle."), 4000);
}

void MainWindow::toggleEditing()
{
    if (!confirmReplacingGame()) {
        m_enterAction->setChecked(m_session->isEditing());
        return;
    }
    if (m_session->isEditing()) {
        // Leaving without starting: back to a fresh game of the same shape.
        generate::GeneratorOptions options;
        options.geometry = m_session->game().geometry().spec();
        options.geometry.cages.clear(); // the generator draws grids without cages
        options.seed = QRandomGenerator::global()->generate64();
        startNewGame(options, m_session->game().alphabet());
        return;
    }
    m_currentFile.clear();
    // The same shape, but not the killer's cages: they belong to the
    // puzzle in play, not to the one about to be typed in.
    m_session->beginEditing(withoutCages(m_session->game().geometryPtr()), m_session->game().alphabet());
    m_board->setSelectedCell(0);
}

void MainWindow::showStatistics()
{
    auto* dialog = new StatisticsDialog(m_bestTimes.entries(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::showKeys()
{
    auto* box = new QMessageBox(QMessageBox::NoIcon, tr("Keys and Modes"), QString(), QMessageBox::Close, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setTextFormat(Qt::RichText);
    box->setText(tr("<table>"
                    "<tr><td><b>Arrows</b></td><td>move (wrapping at the edges); with Shift or Ctrl, add cells</td></tr>"
                    "<tr><td><b>Click, drag</b></td><td>select; Ctrl+click adds or removes a cell, Shift+click adds a rectangle</td></tr>"
                    "<tr><td><b>Digit or letter</b></td><td>act in the current mode</td></tr>"
                    "<tr><td><b>Shift+digit</b></td><td>toggle a corner mark</td></tr>"
                    "<tr><td><b>Ctrl+digit</b></td><td>toggle a centre mark</td></tr>"
                    "<tr><td><b>Right click</b></td><td>toggle the candidate under the pointer</td></tr>"
                    "<tr><td><b>Tab</b></td><td>cycle modes: digits, centre marks, corner marks, colours</td></tr>"
                    "<tr><td><b>Space</b></td><td>switch between digits and the last mark mode</td></tr>"
                    "<tr><td><b>Backspace, Delete</b></td><td>clear digits, then marks, then colours</td></tr>"
                    "<tr><td><b>Escape</b></td><td>keep only the cursor cell selected</td></tr>"
                    "</table>"));
    box->open();
}

void MainWindow::showHint()
{
    if (m_session->isPaused())
        return;
    if (m_hintPanel->isHidden())
        makeRoomForHintPanel();
    m_hintPanel->show();
    m_hintPanel->raise();
    m_session->requestHint();
}

// A docked panel takes its width from the board unless the window grows:
// grow it by the panel's width, as far as the screen has room, so the board
// a player is looking at keeps its size (at 900 pixels wide it would lose a
// third of it). A maximised window, or a floating panel, has nothing to give.
void MainWindow::makeRoomForHintPanel()
{
    if (isMaximized() || isFullScreen() || m_hintPanel->isFloating())
        return;
    const int wanted = width() + m_hintPanel->sizeHint().width();
    const QScreen* display = screen();
    const int room = display ? display->availableGeometry().right() + 1 - frameGeometry().left()
                                   - (frameGeometry().width() - width())
                             : wanted;
    if (room > width())
        resize(std::min(wanted, room), height());
}

void MainWindow::showSolvingPath()
{
    const game::Game& game = m_session->game();
    if (m_session->isEditing() || !game.hasSolution() || m_session->isPaused())
        return;
    // One dialog at a time: the one open is raised if it shows this puzzle,
    // else it gives way to one for the puzzle in play.
    SolvingPathDialog* dialog = nullptr;
    for (auto* open : findChildren<SolvingPathDialog*>()) {
        if (open->isHidden()) // closed, deleted soon
            continue;
        if (open->puzzle() == game.puzzle())
            dialog = open;
        else
            open->close();
    }
    if (!dialog) {
        dialog = new SolvingPathDialog(game.puzzle(), game.alphabet(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

void MainWindow::showTechniqueHelp(logic::Technique technique)
{
    TechniqueGuide* guide = techniqueGuide();
    guide->showTechnique(technique);
    guide->show();
    guide->raise();
    guide->activateWindow();
}

TechniqueGuide* MainWindow::techniqueGuide()
{
    if (!m_techniqueGuide)
        m_techniqueGuide = new TechniqueGuide(this);
    return m_techniqueGuide;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    m_generation->cancel();
    m_verification->cancel();
    m_autosave->saveNow();
    m_settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    m_settings.setValue(QStringLiteral("window/state"), saveState());
    event->accept();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::WindowStateChange)
        m_session->setWindowVisible(isVisible() && !isMinimized());
    if (event->type() == QEvent::LanguageChange) {
        createUndoActions();
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
