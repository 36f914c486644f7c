// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/main_actions.h"

#include "play/collection/collection_play.h"
#include "play/session/game_session.h"
#include "text/game_text.h"
#include "text/translated_text.h"
#include "ui/board/theme.h"
#include "ui/print/print_actions.h"
#include "ui/window/language.h"

#include "core/formats/puzzle_format.h"

#include <QAction>
#include <QActionGroup>
#include <QMainWindow>
#include <QMenuBar>
#include <QSettings>
#include <QToolBar>
#include <QUndoStack>

namespace pm {

MainActions::MainActions(QMainWindow* window, GameSession* session, PrintActions* printActions, QSettings& settings)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_settings(settings)
{
    newGame = make("new", QT_TR_NOOP("&New Game…"), {QKeySequence::New}, "document-new");
    open = make("open", QT_TR_NOOP("&Open…"), {QKeySequence::Open}, "document-open");
    collection = make("collection", QT_TR_NOOP("Puzzle &Collection…"), {QKeySequence(Qt::CTRL | Qt::Key_L)});
    nextPuzzle = make("nextPuzzle", QT_TR_NOOP("Ne&xt Puzzle"), {QKeySequence(Qt::CTRL | Qt::Key_PageDown)},
                      "go-next");
    previousPuzzle = make("previousPuzzle", QT_TR_NOOP("Pre&vious Puzzle"), {QKeySequence(Qt::CTRL | Qt::Key_PageUp)},
                          "go-previous");
    stopPractising = make("stopPractising", QT_TR_NOOP("Stop Practisin&g"),
                          {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_End)}, "process-stop");
    for (QAction* action : {collection, nextPuzzle, previousPuzzle, stopPractising})
        action->setEnabled(false); // until a collection is open, or practice starts
    save = make("save", QT_TR_NOOP("&Save"), {QKeySequence::Save}, "document-save");
    saveAs = make("saveAs", QT_TR_NOOP("Save &As…"), {QKeySequence::SaveAs});
    quit = make("quit", QT_TR_NOOP("&Quit"), {QKeySequence(Qt::CTRL | Qt::Key_Q)});
    undoButton = make("undoButton", QT_TR_NOOP("Undo"), {}, "edit-undo");
    redoButton = make("redoButton", QT_TR_NOOP("Redo"), {}, "edit-redo");
    makeUndoActions();
    copy = make("copy", QT_TR_NOOP("&Copy Puzzle"), {QKeySequence::Copy});
    copyProgress = make("copyProgress", QT_TR_NOOP("Copy Puzzle with &Entries and Marks"),
                        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)});
    copyFPuzzles = make("copyFPuzzles", QT_TR_NOOP("Copy as f-puzzles &Link"), {});
    copySudokuPad = make("copySudokuPad", QT_TR_NOOP("Copy as &SudokuPad Link"), {});
    paste = make("paste", QT_TR_NOOP("&Paste Puzzle"), {QKeySequence::Paste});
    enterPuzzle = make("enterPuzzle", QT_TR_NOOP("Enter a Pu&zzle"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)});
    enterPuzzle->setCheckable(true);
    startPuzzle = make("startPuzzle", QT_TR_NOOP("Start Entere&d Puzzle"), {QKeySequence(Qt::CTRL | Qt::Key_Return)},
                       "media-playback-start");
    fillMarks = make("fillMarks", QT_TR_NOOP("&Fill In Pencil Marks"), {QKeySequence(Qt::CTRL | Qt::Key_M)});
    autoMarks = make("autoMarks", QT_TR_NOOP("&Keep Pencil Marks Updated"), {});
    autoMarks->setCheckable(true);
    autoMarks->setChecked(m_session->autoUpdateMarks());
    check = make("check", QT_TR_NOOP("&Check Now"), {QKeySequence(Qt::CTRL | Qt::Key_K)}, "tools-check-spelling");
    liveCheck = make("liveCheck", QT_TR_NOOP("Check &While Playing"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K)});
    liveCheck->setCheckable(true);
    setterChecks = make("setterChecks", QT_TR_NOOP("&Setter Checks…"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T)});
    liveCheck->setChecked(m_session->liveChecking());
    rewind = make("rewind", QT_TR_NOOP("&Rewind to Before First Mistake"),
                  {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)});
    pause = make("pause", QT_TR_NOOP("Pa&use"),
                 {QKeySequence(Qt::Key_Pause), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)}, "media-playback-pause");
    pause->setCheckable(true);
    statistics = make("statistics", QT_TR_NOOP("S&tatistics…"), {});
    highlightHouses = make("highlightHouses", QT_TR_NOOP("Highlight the Selected Cell's &Houses"), {});
    highlightHouses->setCheckable(true);
    highlightHouses->setChecked(m_settings.value(QStringLiteral("view/highlightHouses"), true).toBool());
    highlightDigit = make("highlightDigit", QT_TR_NOOP("Highlight the Selected &Digit"), {});
    highlightDigit->setCheckable(true);
    highlightDigit->setChecked(m_settings.value(QStringLiteral("view/highlightDigit"), true).toBool());
    // The puzzle's title, author and rules beside the board (RulesPanel).
    showRules = make("showRules", QT_TR_NOOP("Puzzle &Rules"), {});
    showRules->setCheckable(true);
    makeThemeActions();
    makeLanguageActions();
    keys = make("keys", QT_TR_NOOP("&Keys and Modes"), {QKeySequence::HelpContents});
    techniques = make("techniques", QT_TR_NOOP("&Techniques"), {});
    about = make("about", QT_TR_NOOP("&About Pencilmark"), {});
    hint = make("hint", QT_TR_NOOP("&Hint"), {QKeySequence(Qt::Key_H)}, "help-hint");
    applyHint = make("applyHint", QT_TR_NOOP("Appl&y the Hint"), {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    applyHint->setEnabled(false);
    allSteps = make("allSteps", QT_TR_NOOP("A&ll Steps"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A)});
    solvingPath = make("solvingPath", QT_TR_NOOP("Show Solving &Path"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H)});
    stepOrder = make("stepOrder", QT_TR_NOOP("Step &Order…"), {});
    analysisAfterSolving = make("analysisAfterSolving", QT_TR_NOOP("Show A&nalysis After Solving"), {});
    analysisAfterSolving->setCheckable(true);
    analysisAfterSolving->setChecked(m_settings.value(QStringLiteral("help/analysisAfterSolving"), true).toBool());
    buildMenus(printActions);
    retranslate();

    connect(m_session, &GameSession::pausedChanged, pause, &QAction::setChecked);
    // Return applies a hint only once its explanation is on screen: never
    // one the player has not read.
    connect(m_session, &GameSession::hintChanged, this, [this] {
        applyHint->setEnabled(m_session->hintStage() == HintStage::Explanation && m_session->hintApplicable());
    });
    connect(autoMarks, &QAction::toggled, this, [this](bool on) {
        m_session->setAutoUpdateMarks(on);
        m_settings.setValue(QStringLiteral("play/autoUpdateMarks"), on);
    });
    connect(liveCheck, &QAction::toggled, this, [this](bool on) {
        m_session->setLiveChecking(on);
        m_settings.setValue(QStringLiteral("play/liveChecking"), on);
    });
    connect(highlightHouses, &QAction::toggled, this,
            [this](bool on) { m_settings.setValue(QStringLiteral("view/highlightHouses"), on); });
    connect(analysisAfterSolving, &QAction::toggled, this,
            [this](bool on) { m_settings.setValue(QStringLiteral("help/analysisAfterSolving"), on); });
    connect(highlightDigit, &QAction::toggled, this,
            [this](bool on) { m_settings.setValue(QStringLiteral("view/highlightDigit"), on); });
}

QAction* MainActions::make(const char* name, const char* text, const QList<QKeySequence>& keys, const char* icon)
{
    // `text` is marked with QT_TR_NOOP: the action keeps its source, so a
    // language switch translates it again (retranslate()).
    auto* action = new QAction(m_window);
    setTranslatedText(action, staticMetaObject.className(), text);
    action->setObjectName(QString::fromLatin1(name));
    action->setShortcuts(keys);
    if (icon)
        action->setIcon(QIcon::fromTheme(QString::fromLatin1(icon)));
    return action;
}

void MainActions::makeThemeActions()
{
    m_themes = new QActionGroup(this);
    const Theme theme = themeByKey(m_settings.value(QStringLiteral("view/theme")).toString());
    const std::pair<Theme, const char*> themes[] = {
        {Theme::System, QT_TR_NOOP("&Follow the System")}, {Theme::Light, QT_TR_NOOP("&Light")},
        {Theme::Dark, QT_TR_NOOP("&Dark")}, {Theme::HighContrast, QT_TR_NOOP("&High Contrast")}};
    for (const auto& [value, text] : themes) {
        QAction* action = make("", text, {});
        action->setObjectName(QStringLiteral("theme-") + themeKey(value));
        action->setCheckable(true);
        action->setChecked(value == theme);
        action->setData(int(value));
        m_themes->addAction(action);
    }
    applyTheme(theme);
    connect(m_themes, &QActionGroup::triggered, this, [this](QAction* chosen) {
        const Theme chosenTheme = Theme(chosen->data().toInt());
        applyTheme(chosenTheme);
        m_settings.setValue(QStringLiteral("view/theme"), themeKey(chosenTheme));
    });
}

void MainActions::makeLanguageActions()
{
    m_languages = new QActionGroup(this);
    const QString language = savedLanguage(m_settings);
    QAction* system = make("language-system", QT_TR_NOOP("&System Language"), {});
    system->setData(QStringLiteral("system"));
    m_languages->addAction(system);
    for (const LanguageOption& option : languageOptions()) {
        // Named in its own language, so a player who cannot read the current one finds theirs.
        auto* action = new QAction(option.nativeName, m_window);
        action->setObjectName(QStringLiteral("language-") + option.key);
        action->setData(option.key);
        m_languages->addAction(action);
    }
    for (QAction* action : m_languages->actions()) {
        action->setCheckable(true);
        action->setChecked(action->data().toString() == language);
    }
    connect(m_languages, &QActionGroup::triggered, this, [this](QAction* chosen) {
        const QString key = chosen->data().toString();
        saveLanguage(m_settings, key);
        applyLanguage(key); // every widget gets QEvent::LanguageChange
    });
}

void MainActions::makeUndoActions()
{
    QAction* oldUndo = undo;
    QAction* oldRedo = redo;
    // QUndoStack keeps the prefix it was given for the action's life, so a
    // language switch needs new actions, put where the old ones were.
    undo = m_session->undoStack()->createUndoAction(m_window, tr("&Undo"));
    undo->setObjectName(QStringLiteral("undo"));
    undo->setShortcuts({QKeySequence::Undo});
    undo->setIcon(QIcon::fromTheme(QStringLiteral("edit-undo")));
    redo = m_session->undoStack()->createRedoAction(m_window, tr("&Redo"));
    redo->setObjectName(QStringLiteral("redo"));
    redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    redo->setIcon(QIcon::fromTheme(QStringLiteral("edit-redo")));
    for (const auto& [oldAction, newAction] : {std::pair{oldUndo, undo}, std::pair{oldRedo, redo}}) {
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
    mirror(undo, undoButton);
    mirror(redo, redoButton);
}

void MainActions::mirror(QAction* source, QAction* button)
{
    // Both connections end with `source`, which a language switch replaces.
    connect(button, &QAction::triggered, source, &QAction::trigger);
    const auto follow = [source, button] {
        button->setEnabled(source->isEnabled());
        button->setToolTip(QString(source->text()).remove(QLatin1Char('&')));
    };
    connect(source, &QAction::changed, button, follow);
    follow();
}

void MainActions::buildMenus(PrintActions* printActions)
{
    // Menu titles keep their source text, like the actions (retranslate()).
    const auto addMenu = [](auto* parent, const char* title) {
        QMenu* menu = parent->addMenu(QString());
        setTranslatedText(menu->menuAction(), staticMetaObject.className(), title);
        return menu;
    };
    QMenuBar* bar = m_window->menuBar();
    QMenu* gameMenu = addMenu(bar, QT_TR_NOOP("&Game"));
    gameMenu->addActions({newGame, open});
    openRecent = addMenu(gameMenu, QT_TR_NOOP("Open &Recent"));
    openRecent->menuAction()->setObjectName(QStringLiteral("openRecent"));
    gameMenu->addActions({collection, nextPuzzle, previousPuzzle, stopPractising});
    gameMenu->addActions({save, saveAs});
    gameMenu->addSeparator();
    printActions->addToMenu(gameMenu);
    gameMenu->addSeparator();
    gameMenu->addActions({enterPuzzle, startPuzzle});
    gameMenu->addSeparator();
    gameMenu->addActions({pause, statistics});
    gameMenu->addSeparator();
    gameMenu->addAction(quit);

    QMenu* editMenu = addMenu(bar, QT_TR_NOOP("&Edit"));
    editMenu->addActions({undo, redo});
    editMenu->addSeparator();
    editMenu->addActions({copy, copyProgress, copyFPuzzles, copySudokuPad, paste});
    // A disabled Copy as f-puzzles Link says why in its tooltip.
    editMenu->setToolTipsVisible(true);
    editMenu->addSeparator();
    editMenu->addActions({fillMarks, autoMarks});

    QMenu* viewMenu = addMenu(bar, QT_TR_NOOP("&View"));
    viewMenu->addActions({highlightHouses, highlightDigit, showRules});
    filterMenu = addMenu(viewMenu, QT_TR_NOOP("&Filter"));
    filterMenu->menuAction()->setObjectName(QStringLiteral("filterMenu"));
    QMenu* themeMenu = addMenu(viewMenu, QT_TR_NOOP("&Theme"));
    themeMenu->addActions(m_themes->actions());
    QMenu* languageMenu = addMenu(viewMenu, QT_TR_NOOP("&Language"));
    languageMenu->addActions(m_languages->actions());

    QMenu* checkMenu = addMenu(bar, QT_TR_NOOP("&Check"));
    checkMenu->addActions({check, liveCheck, rewind});
    checkMenu->addSeparator();
    checkMenu->addAction(setterChecks);

    QMenu* helpMenu = addMenu(bar, QT_TR_NOOP("&Help"));
    helpMenu->addActions({hint, applyHint, allSteps, solvingPath, stepOrder, analysisAfterSolving});
    helpMenu->addSeparator();
    helpMenu->addActions({keys, techniques, about});

    QToolBar* toolBar = m_window->addToolBar(QString()); // titled by retranslate()
    toolBar->setObjectName(QStringLiteral("gameToolBar"));
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar->addActions({newGame, open, save});
    toolBar->addSeparator();
    toolBar->addActions({undoButton, redoButton});
    toolBar->addSeparator();
    toolBar->addActions({check, hint, pause});
}

void MainActions::languageChanged()
{
    m_session->retranslateUndoTexts();
    makeUndoActions();
    retranslate();
}

void MainActions::retranslate()
{
    retranslateTexts(m_window);
    hint->setToolTip(tr("Hint (H): press again for more"));
    if (auto* toolBar = m_window->findChild<QToolBar*>(QStringLiteral("gameToolBar")))
        toolBar->setWindowTitle(tr("Game"));
}

void MainActions::updateCollection(const CollectionPlay& play)
{
    const int count = play.isOpen() ? play.collection().size() : 0;
    collection->setEnabled(count > 0);
    nextPuzzle->setEnabled(count > 0 && play.current() + 1 < count);
    previousPuzzle->setEnabled(count > 0 && play.current() > 0);
}

void MainActions::update(const GameSession& session)
{
    const bool editing = session.isEditing();
    enterPuzzle->setChecked(editing);
    startPuzzle->setEnabled(editing);
    check->setEnabled(!editing);
    rewind->setEnabled(!editing);
    pause->setEnabled(!editing && !session.isSolved());
    fillMarks->setEnabled(!editing);
    const Geometry& geometry = session.game().geometry();
    const auto fPuzzles = fPuzzlesLimit(geometry);
    copyFPuzzles->setEnabled(!fPuzzles);
    const QString whyNot = fPuzzles ? GameText::fPuzzlesCannotHold(*fPuzzles, geometry) : QString();
    copyFPuzzles->setToolTip(whyNot);
    copyFPuzzles->setStatusTip(whyNot);
    // A SudokuPad link carries the same f-puzzles data.
    copySudokuPad->setEnabled(!fPuzzles);
    copySudokuPad->setToolTip(whyNot);
    copySudokuPad->setStatusTip(whyNot);
    // A puzzle being entered has no known solution yet, so no path to show;
    // a paused board is covered, and the path would show what it hides.
    solvingPath->setEnabled(!editing && session.game().hasSolution() && !session.isPaused());
}

} // namespace pm
