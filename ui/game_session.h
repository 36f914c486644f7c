#pragma once

#include "board_state.h"
#include "input_mode.h"
#include "undo_history.h"

#include <game/game.h>
#include <game/game_check.h>
#include <game/puzzle_check.h>

#include <QElapsedTimer>
#include <QList>
#include <QObject>

class QTimer;
class QUndoStack;

namespace pm {

// The game being played, as the views see it. Owns the core game, the undo
// stack (every entry and mark is a command) and the clock. Views send
// intents (input, clear, check ...) and repaint from boardState() when
// changed() fires; none of them touches the core game directly.
class GameSession : public QObject {
    Q_OBJECT
public:
    explicit GameSession(QObject* parent = nullptr);

    const game::Game& game() const { return m_game; }
    // The game with the clock's time written into it, for saving.
    game::Game snapshot() const;
    QUndoStack* undoStack() const { return m_undo; }
    BoardState boardState() const;

    // Replaces the game. `editing`: the game is a puzzle being entered (see
    // beginEditing). `history`: the undo steps that led to it (a saved
    // game's); the caller has checked it fits (game::historyFits).
    void startGame(game::Game game, bool editing = false, const UndoHistory& history = {});
    UndoHistory undoHistory() const;
    // Starts playing a puzzle (its values are the givens) that
    // game::verifyPuzzle found to have one solution. False, and nothing
    // changes, for any other verdict.
    bool startPuzzle(const Grid& puzzle, const Alphabet& alphabet, const game::PuzzleVerdict& verdict);

    // Player intents, on the selected cells.
    void input(const QList<int>& cells, int digit, InputMode mode);
    void clear(const QList<int>& cells);
    void fillCandidates();
    // Checks now; mistakes stay shown until the next move.
    game::CheckResult checkNow();
    // Undoes back to the latest state without a wrong entry. False when
    // there is nothing to rewind (no mistake, or its origin is not in the
    // history). The undone moves stay redoable.
    bool rewindToFirstMistake();

    bool liveChecking() const { return m_liveChecking; }
    void setLiveChecking(bool on);
    bool autoUpdateMarks() const { return m_autoUpdateMarks; }
    void setAutoUpdateMarks(bool on) { m_autoUpdateMarks = on; }

    // The clock runs while the game is being played: not paused, not
    // solved, not being entered, and the window not hidden or minimised.
    qint64 elapsedMs() const;
    bool isClockRunning() const { return m_clockRunning; }
    bool isPaused() const { return m_paused; }
    void setPaused(bool paused);
    void setWindowVisible(bool visible);
    bool isSolved() const { return m_solved; }

    // Entering a puzzle: an empty board of this shape; its digits become
    // the givens once checked (enteredPuzzle(), then startPuzzle()).
    bool isEditing() const { return m_editing; }
    void beginEditing(std::shared_ptr<const Geometry> geometry, const Alphabet& alphabet);
    Grid enteredPuzzle() const;

signals:
    void changed();
    void gameStarted();
    // The first time the board is solved in this game.
    void solved(qint64 elapsedMs);
    void pausedChanged(bool paused);
    void clockTick(qint64 elapsedMs);

private:
    friend class ChangeCommand;
    void applyChange(const game::Change& change, bool forward);
    void push(const game::Move& move, const QString& text, InputMode mode, const QList<int>& cells);
    void updateClock();
    void rebuildUndoStack(const UndoHistory& history);

    game::Game m_game;
    QUndoStack* m_undo;
    QTimer* m_tick;
    QElapsedTimer m_runningFor; // since the clock last started
    bool m_clockRunning = false;
    bool m_paused = false;
    bool m_windowVisible = true;
    bool m_solved = false;
    bool m_solvedAnnounced = false;
    bool m_editing = false;
    bool m_liveChecking = false;
    bool m_autoUpdateMarks = false;
    bool m_showMistakes = false; // a check on request, until the next move
    bool m_rebuilding = false;   // replaying a saved history: no signals, no win
};

} // namespace pm
