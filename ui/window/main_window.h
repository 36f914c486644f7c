// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/session/best_times.h"
#include "play/session/board_state.h"
#include "ui/window/game_document.h"

#include "core/logic/technique.h"

#include <QMainWindow>
#include <QSettings>

#include <optional>

class QAction;
class QLabel;

namespace pm {

class Autosave;
class BoardSidePanel;
class BoardWidget;
class CagePanel;
class FilterActions;
class GameSession;
class AllStepsPanel;
class RulesPanel;
class Announcer;
class ClockLabel;
class HintPanel;
class MainActions;
class NumberPad;
class PanelFocus;
class PanelOpeners;
class PracticeBar;
class PracticeSession;
class PrintActions;
class TechniqueGuide;

// The application window: the board, the number pad and the hint panel
// laid out, the actions (MainActions) wired to the session, the document
// (GameDocument: files, puzzles, new games) and the panels and dialogs
// (PanelOpeners). Words come
// from text/. Errors are shown without blocking and also emitted, so
// tests see them.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `autosavePath` empty: the application data folder.
    explicit MainWindow(const QString& autosavePath = {}, QWidget* parent = nullptr);
    ~MainWindow() override;

    BoardWidget* board() const { return m_board; }
    NumberPad* numberPad() const { return m_pad; }
    CagePanel* cagePanel() const { return m_cagePanel; }
    BoardSidePanel* sidePanel() const { return m_sidePanel; }
    GameSession* session() const { return m_session; }
    GameDocument* document() const { return m_document; }
    HintPanel* hintPanel() const;
    RulesPanel* rulesPanel() const;
    AllStepsPanel* allStepsPanel() const;
    PrintActions* printActions() const { return m_printActions; }
    PracticeSession* practice() const { return m_practice; }
    PracticeBar* practiceBar() const { return m_practiceBar; }
    // F6 and Shift+F6 between the board and the panels.
    PanelFocus* panelFocus() const { return m_panelFocus; }
    // Help ▸ Techniques; made on first use.
    TechniqueGuide* techniqueGuide();
    QAction* action(const QString& objectName) const;
    // What assistive technology is told a sighted player just read.
    Announcer* announcer() const { return m_announcer; }

    // The document's, for callers that hold the window (app start, tests).
    Autosave* autosave() const { return m_document->autosave(); }
    PuzzleGeneration* generation() const { return m_document->generation(); }
    PuzzleVerification* verification() const { return m_document->verification(); }
    QString currentFile() const { return m_document->currentFile(); }
    void restoreOrStartGame() { m_document->restoreOrStartGame(); }
    bool openGameFile(const QString& path) { return m_document->openGameFile(path); }
    void openOnStart(const QString& path) { m_document->openOnStart(path); }
    bool saveGameFile(const QString& path) { return m_document->saveGameFile(path); }
    void startNewGame(const generate::GeneratorOptions& options, std::optional<Alphabet> alphabet = std::nullopt)
    {
        m_document->startNewGame(options, std::move(alphabet));
    }
    bool playPuzzleText(const QString& text) { return m_document->playPuzzleText(text); }
    void startEnteredPuzzle() { m_document->startEnteredPuzzle(); }

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
    // The size of a first window, within the screen's available room.
    QSize firstSize() const;
    void layOut();
    void connectBoard();
    void connectActions();
    void connectSession();
    // Every text of the window in the language now installed: at start and
    // on QEvent::LanguageChange (View ▸ Language).
    void retranslateUi();
    void refresh();
    void updateClockLabel(qint64 ms);
    void updateModeLabel();
    void reportError(const QString& title, const QString& text);
    void showClashAtCursor();
    // A text about the board in the status bar, said to assistive
    // technology too; cleared when the board changes (showBoardMessage).
    void showBoardMessage(const QString& text, int timeoutMs);
    // The board changed: a message about the board before is stale, and a
    // clash the cursor's cell has just made is said.
    void followBoardChange(const BoardState& before);
    void updateSolvedBanner();
    void onSolved(qint64 ms);
    void checkNow();
    void rewind();
    void toggleEditing();
    void showAbout();

    QSettings m_settings;
    BestTimes m_bestTimes;
    GameSession* m_session;
    GameDocument* m_document;
    BoardWidget* m_board;
    NumberPad* m_pad;
    CagePanel* m_cagePanel = nullptr;
    BoardSidePanel* m_sidePanel = nullptr;
    PanelOpeners* m_panels = nullptr;
    PanelFocus* m_panelFocus = nullptr;
    PrintActions* m_printActions = nullptr;
    PracticeSession* m_practice = nullptr;
    PracticeBar* m_practiceBar = nullptr;
    MainActions* m_actions = nullptr;
    FilterActions* m_filters = nullptr;
    QLabel* m_banner;
    ClockLabel* m_clockLabel;
    QLabel* m_modeLabel;
    Announcer* m_announcer;
    int m_firstCursor = 0; // the cursor's cell when the app last closed, until placed
    QString m_boardMessage; // the status bar's message about the board, until it changes
    // The solved banner's facts, so a language switch can say it again.
    struct SolvedBanner {
        qint64 ms = 0;
        bool best = false;
    };
    std::optional<SolvedBanner> m_solvedBanner;
};

} // namespace pm
