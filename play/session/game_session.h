// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/session/board_state.h"
#include "play/session/input_mode.h"
#include "play/session/undo_history.h"

#include "core/game/game.h"
#include "core/game/game_check.h"
#include "core/game/player_hint.h"
#include "core/game/puzzle_check.h"
#include "core/logic/technique_order.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>

#include <functional>
#include <optional>

class QTimer;
class QUndoStack;

namespace pm {

class HintSearch;

// How much of the hint is shown. Each request shows one stage more; applying
// the hint is the fourth stage, always the player's own choice.
enum class HintStage {
    Hidden,      // nothing shown (the hint may be ready in the background)
    WhereToLook, // a house or a few cells, the technique not named
    Technique,   // ... and which technique
    Explanation, // ... and the full explanation, with its pattern on the board
};

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
    // The player's work is on the board: moves made (entries, marks,
    // colours), or moves undone that Redo would bring back.
    bool hasProgress() const;
    // Starts playing a puzzle (its values are the givens) that
    // game::verifyPuzzle found to have one solution. False, and nothing
    // changes, for any other verdict. With a position (a game from another
    // program: a HoDoKu .hsol), its values that are no givens become the
    // player's digits and, when it has them, its candidates corner marks,
    // as that program showed them. `notes`: what the puzzle says about
    // itself (title, author, rules), kept with the game.
    bool startPuzzle(const Grid& puzzle, const Alphabet& alphabet, const game::PuzzleVerdict& verdict,
                     const std::optional<Grid>& position = std::nullopt, bool positionHasMarks = false,
                     PuzzleNotes notes = {});

    // Player intents, on the selected cells.
    void input(const QList<int>& cells, int digit, InputMode mode);
    void clear(const QList<int>& cells);
    // Gives candidate `digit` of the cells colour `colour`
    // (1..game::kCandidateColourCount; 0 takes the colour off): one undoable move.
    void colourCandidate(const QList<int>& cells, int digit, int colour);
    void fillCandidates();
    // Checks now; mistakes stay shown until the next move.
    game::CheckResult checkNow();
    // Undoes back to the latest state without a wrong entry. False when
    // there is nothing to rewind (no mistake, or its origin is not in the
    // history). The undone moves stay redoable.
    bool rewindToFirstMistake();

    // Hints (key H). The first request finds the next hint from the
    // player's own state (game::findPlayerHint, off the GUI thread) and
    // shows where to look; each further request shows the next stage, and
    // the one after the explanation applies the hint (applyHint()). Any
    // change to the board hides the hint and finds the next one in the
    // background, ready for the next request.
    void requestHint();
    void hideHint();
    // Every undo and redo text again, in the language installed now (after
    // a language switch). Steps restored from a file keep the words they
    // were saved with.
    void retranslateUndoTexts();
    // Whether the hint found can be applied (a step, a wrong entry or a
    // removed candidate, in a game still being played).
    bool hintApplicable() const;
    // Applies the hint found as one undoable move (game::changeForHint).
    // False when there is none, or it changes nothing.
    bool applyHint();
    // Applies `hint`, found for the game as it is (a step the All Steps
    // panel lists, say: game::hintForStep), exactly as applyHint() does.
    bool applyPlayerHint(const game::PlayerHint& hint);
    // The hint for the board as it is, or nullptr while it is being found.
    const game::PlayerHint* hint() const { return m_hint ? &*m_hint : nullptr; }
    HintStage hintStage() const { return m_hintStage; }
    // A request is waiting for the search.
    bool isHintPending() const { return m_hintWanted != HintStage::Hidden; }

    bool liveChecking() const { return m_liveChecking; }
    void setLiveChecking(bool on);
    // The player's own step order: hints (and the All Steps panel) try
    // techniques in it, and never one it switches off. A change finds the
    // hint again.
    const logic::TechniqueOrder& techniqueOrder() const { return m_techniqueOrder; }
    void setTechniqueOrder(const logic::TechniqueOrder& order);
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
    // startGame() is about to replace the game: the old one, its history and
    // clock are still as they were (what keeps a copy of it writes it now).
    void aboutToStartGame();
    void gameStarted();
    // The first time the board is solved in this game.
    void solved(qint64 elapsedMs);
    void pausedChanged(bool paused);
    void clockTick(qint64 elapsedMs);
    // The hint, its stage or its pending state changed.
    void hintChanged();
    void techniqueOrderChanged();

private:
    void applyChange(const game::Change& change, bool forward);
    // What the undo commands call to write their change back.
    std::function<void(const game::Change&, bool)> applier();
    void push(const game::Move& move, std::function<QString()> describe, InputMode mode, const QList<int>& cells);
    // The board changed (a move, undo, a new game): the hint shown is stale.
    void invalidateHint();
    void onHintFound(const game::PlayerHint& hint);
    // The stage after `stage` for the hint found: verdicts without stages
    // (solved, no solution known ...) stay at the first.
    static HintStage nextStage(HintStage stage, const game::PlayerHint* hint);
    // The hint found is shown now: written into the game's hints used, once.
    void recordHintShown();
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
    HintSearch* m_hintSearch;
    logic::TechniqueOrder m_techniqueOrder;
    std::optional<game::PlayerHint> m_hint; // for the board as it is
    HintStage m_hintStage = HintStage::Hidden;
    bool m_hintRecorded = false; // the hint found is in the game's hints used
    // The stage asked for before the search finished: each request while
    // it runs asks for one more, so quick presses of H are not lost.
    HintStage m_hintWanted = HintStage::Hidden;
};

} // namespace pm
