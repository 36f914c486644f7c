// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QKeySequence>
#include <QList>
#include <QObject>

class QAction;
class QActionGroup;
class QMenu;
class QMainWindow;
class QSettings;
class QUndoStack;

namespace pm {

class CollectionPlay;
class GameSession;
class PrintActions;

// The window's actions, menus and toolbar, in the language installed: each
// action is made once with its source text and shortcut, put in its menu,
// and translated again on a language switch (retranslate()). Theme and
// language choices apply themselves and are remembered. The window
// connects the actions to what they do.
class MainActions : public QObject {
    Q_OBJECT
public:
    MainActions(QMainWindow* window, GameSession* session, PrintActions* printActions, QSettings& settings);

    // Game
    QAction* newGame;
    QAction* open;
    QMenu* openRecent; // filled when it opens (MainWindow)
    // A collection's list, and the puzzles after and before the one picked last.
    QAction* collection;
    QAction* nextPuzzle;
    QAction* previousPuzzle;
    // While practising a technique: Next Puzzle (the same action, Ctrl+PgDown)
    // deals the next one, and this ends it (Ctrl+Shift+End): the practice
    // bar's two buttons, from the keyboard.
    QAction* stopPractising;
    QAction* save;
    QAction* saveAs;
    QAction* enterPuzzle;
    QAction* startPuzzle;
    QAction* pause;
    QAction* statistics;
    QAction* setterChecks;
    QAction* quit;
    // Edit
    QAction* undo = nullptr;
    QAction* redo = nullptr;
    // The toolbar's Undo and Redo: a fixed word each, the move they take
    // back in their tooltip. The menu's actions name the move ("Undo
    // Centre marks"); on the toolbar that text grew and shrank with every
    // move and pushed the buttons after it about.
    QAction* undoButton = nullptr;
    QAction* redoButton = nullptr;
    QAction* copy;
    QAction* copyProgress;
    // Disabled, its tooltip saying why, for a shape f-puzzles cannot hold.
    QAction* copyFPuzzles;
    QAction* copySudokuPad; // the same, as a SudokuPad link
    QAction* paste;
    QAction* fillMarks;
    QAction* autoMarks;
    // View
    QAction* showRules;
    QAction* highlightHouses;
    QAction* highlightDigit;
    QMenu* filterMenu; // View ▸ Filter, filled by FilterActions
    // Check
    QAction* check;
    QAction* liveCheck;
    QAction* rewind;
    // Help
    QAction* hint;
    QAction* applyHint; // Return, once the hint's explanation is shown
    QAction* allSteps;
    QAction* solvingPath;
    QAction* stepOrder; // the player's own step order (TechniqueOrderDialog)
    QAction* analysisAfterSolving; // SolvedAnalysisDialog on each solve (on by default)
    QAction* keys;
    QAction* techniques;
    QAction* about;

    // Enabled and checked as the game in play allows.
    void update(const GameSession& session);
    // Enabled as far as the collection open allows (none open: all off).
    void updateCollection(const CollectionPlay& play);
    // After a language switch: every text again, and Undo and Redo made
    // anew (QUndoStack keeps the words it was given).
    void languageChanged();

private:
    QAction* make(const char* name, const char* text, const QList<QKeySequence>& keys, const char* icon = nullptr);
    void makeThemeActions();
    void makeLanguageActions();
    void makeUndoActions();
    // `button` triggers `source` and follows its enabled state; its tooltip
    // is what `source` says it does.
    static void mirror(QAction* source, QAction* button);
    void buildMenus(PrintActions* printActions);
    void retranslate();

    QMainWindow* m_window;
    GameSession* m_session;
    QSettings& m_settings;
    QActionGroup* m_themes = nullptr;
    QActionGroup* m_languages = nullptr;
};

} // namespace pm
