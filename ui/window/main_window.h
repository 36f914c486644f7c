// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/session/best_times.h"

#include "core/formats/puzzle_format.h"
#include "core/game/puzzle_check.h"
#include "core/generate/generator.h"
#include "core/logic/technique.h"

#include <QMainWindow>
#include <QSettings>

class QAction;
class QActionGroup;
class QLabel;

namespace pm {

class Autosave;
class BoardWidget;
class CagePanel;
class GameSession;
class HintPanel;
class NumberPad;
class ProgressDialog;
class PuzzleGeneration;
class PrintActions;
class PuzzleVerification;
class TechniqueGuide;

// The application window: the board and the number pad, menus, toolbar and
// status bar. It wires views to the GameSession and turns outcomes (file
// errors, puzzle verdicts, a solved board) into words for the player.
// Errors are shown without blocking and also emitted, so tests see them.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `autosavePath` empty: the application data folder.
    explicit MainWindow(const QString& autosavePath = {}, QWidget* parent = nullptr);
    ~MainWindow() override;

    BoardWidget* board() const { return m_board; }
    NumberPad* numberPad() const { return m_pad; }
    CagePanel* cagePanel() const { return m_cagePanel; }
    GameSession* session() const { return m_session; }
    Autosave* autosave() const { return m_autosave; }
    PuzzleGeneration* generation() const { return m_generation; }
    PuzzleVerification* verification() const { return m_verification; }
    PrintActions* printActions() const { return m_printActions; }
    QAction* action(const QString& objectName) const;
    HintPanel* hintPanel() const { return m_hintPanel; }

    // On start: the autosaved game, or else a new one.
    void restoreOrStartGame();
    bool openGameFile(const QString& path);
    bool saveGameFile(const QString& path);
    // Generates and plays a puzzle; it shows `alphabet` (the standard symbols when absent).
    void startNewGame(const generate::GeneratorOptions& options, std::optional<Alphabet> alphabet = std::nullopt);
    // Reads a puzzle in any format core knows (the first of several) and
    // starts checking it off the GUI thread; puzzleChecked() follows, and a
    // puzzle with one solution is played. False when the text holds no
    // readable puzzle (the player is told why).
    bool playPuzzleText(const QString& text);
    // Checks the puzzle being entered the same way.
    void startEnteredPuzzle();
    QString currentFile() const { return m_currentFile; }

signals:
    void errorReported(const QString& message);
    // A puzzle's check is done and reported (and, when unique, playing).
    void puzzleChecked(const pm::game::PuzzleVerdict& verdict);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void createActions();
    void createMenus();
    // (Re)creates Undo and Redo in the current language, in the old ones' places.
    void createUndoActions();
    // Every text of the window in the language now installed: at start and
    // on QEvent::LanguageChange (View ▸ Language).
    void retranslateUi();
    void refresh();
    void updateClockLabel(qint64 ms);
    void updateModeLabel();
    void reportError(const QString& title, const QString& text);
    void checkPuzzle(const Grid& puzzle, const Alphabet& alphabet);
    void onPuzzleChecked(const game::PuzzleVerdict& verdict);
    void showProgress(const QString& text);
    void reportVerdict(const game::PuzzleVerdict& verdict, const Alphabet& alphabet,
                       const std::shared_ptr<const Geometry>& geometry);
    void showClashAtCursor();
    void onSolved(qint64 ms);
    void checkNow();
    void rewind();
    void openDialog();
    bool saveAsDialog();
    // Asks before a game with unsaved progress is replaced.
    bool confirmReplacingGame();
    void newGameDialog();
    void copyPuzzle(bool withProgress);
    void showStatistics();
    void showKeys();
    // Key H: shows the hint panel and the hint's next stage.
    void showHint();
    void makeRoomForHintPanel();
    // Help ▸ Show Solving Path: the path of the puzzle in play, from its givens.
    void showSolvingPath();
    // Help ▸ Techniques, opened at this technique (the hint panel's "What is …?").
    void showTechniqueHelp(logic::Technique technique);
    // The guide window, made on first use and kept (its examples stay solved).
    TechniqueGuide* techniqueGuide();
    void toggleEditing();

    QSettings m_settings;
    BestTimes m_bestTimes;
    GameSession* m_session;
    BoardWidget* m_board;
    NumberPad* m_pad;
    CagePanel* m_cagePanel = nullptr;
    Autosave* m_autosave;
    PuzzleGeneration* m_generation;
    PuzzleVerification* m_verification;
    ProgressDialog* m_progress = nullptr;
    QLabel* m_banner;
    QLabel* m_clockLabel;
    QLabel* m_modeLabel;
    QString m_currentFile;

    QAction* m_newAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_copyAction = nullptr;
    QAction* m_copyProgressAction = nullptr;
    QAction* m_pasteAction = nullptr;
    QAction* m_enterAction = nullptr;
    QAction* m_startAction = nullptr;
    QAction* m_fillMarksAction = nullptr;
    QAction* m_autoMarksAction = nullptr;
    QAction* m_checkAction = nullptr;
    QAction* m_liveCheckAction = nullptr;
    QAction* m_rewindAction = nullptr;
    QAction* m_pauseAction = nullptr;
    QAction* m_statisticsAction = nullptr;
    QAction* m_highlightHousesAction = nullptr;
    QAction* m_highlightDigitAction = nullptr;
    QActionGroup* m_themeGroup = nullptr;
    QActionGroup* m_languageGroup = nullptr;
    QAction* m_keysAction = nullptr;
    QAction* m_techniquesAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_hintAction = nullptr;
    QAction* m_solvingPathAction = nullptr;
    HintPanel* m_hintPanel = nullptr;
    PrintActions* m_printActions = nullptr;
    TechniqueGuide* m_techniqueGuide = nullptr;
};

} // namespace pm
