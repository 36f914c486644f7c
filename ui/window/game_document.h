// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alphabet.h"
#include "core/formats/puzzle_format.h"
#include "core/game/game.h"
#include "core/game/puzzle_check.h"
#include "core/generate/generator.h"
#include "core/grid.h"
#include "core/logic/technique.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

class QWidget;

namespace pm {

class Autosave;
class CollectionLevels;
class CollectionPlay;
class GameSession;
class PuzzleCollection;
class ProgressDialog;
class PuzzleGeneration;
class PuzzleVerification;

// The game in play as a document: where it comes from and where it goes.
// Opening and saving game files, importing puzzles (files, the clipboard,
// the player's own entry, each checked off the GUI thread before play),
// new games, copying the puzzle out, the autosave and the question before
// a game with progress is replaced. The window owns the widgets; this owns
// the flows, and tells the window what to say through its signals.
class GameDocument : public QObject {
    Q_OBJECT
public:
    // `window` parents the file dialogs, questions and progress;
    // `autosavePath` empty: the application data folder.
    GameDocument(GameSession* session, QWidget* window, const QString& autosavePath);
    ~GameDocument() override;

    Autosave* autosave() const { return m_autosave; }
    PuzzleGeneration* generation() const { return m_generation; }
    PuzzleVerification* verification() const { return m_verification; }
    CollectionPlay* collection() const { return m_collection; }
    // The levels of the collection open, rated in the background as it opens.
    CollectionLevels* collectionLevels() const { return m_levels; }
    QString currentFile() const { return m_currentFile; }

    // On start: the autosaved game, or else a new one.
    void restoreOrStartGame();
    bool openGameFile(const QString& path);
    // On start with a file to open (the command line, a file manager): the
    // last game comes back first, so the player is asked before its unsaved
    // progress is replaced and keeps it when the file does not open; with no
    // last game, a file that does not open leaves a new game.
    void openOnStart(const QString& path);
    bool saveGameFile(const QString& path);
    // Game ▸ Save As with HoDoKu's type: the game as a .hsol (classic 9x9).
    bool saveHoDoKuGame(const QString& path);
    // Game ▸ Puzzle Collection: the list of the collection open. `askFirst`
    // false when the player was asked already (the list shown as the
    // collection opens, after Open asked).
    void showCollection(bool askFirst = true);
    // Plays puzzle `index` of the collection: as the player left it, or
    // checked and started afresh; asks first (confirmReplacingGame) when
    // `askFirst`.
    void playCollectionPuzzle(int index, bool askFirst = true);
    // Game ▸ Next Puzzle / Previous Puzzle: the one after or before the
    // puzzle picked last.
    void nextPuzzle();
    void previousPuzzle();
    // Save: to the current file, or asks for one.
    void save();
    void openDialog();
    // The files opened or saved last, newest first, those still there.
    QStringList recentFiles() const;
    // Game ▸ Open Recent, and a file handed over by a later start of the app
    // (SingleInstance): asks first, as Open does, then opens it.
    void openAskingFirst(const QString& path);
    bool saveAsDialog();
    // Asks before a game with unsaved progress is replaced (New Game, Open,
    // Paste, Enter a Puzzle alike); true to go on. Progress: moves on the
    // board, or undone moves Redo would bring back. A puzzle of a collection
    // keeps its progress (CollectionPlay), so leaving it needs no question.
    bool confirmReplacingGame();
    void newGameDialog();
    // Generates and plays a puzzle; it shows `alphabet` (the standard symbols when absent).
    void startNewGame(const generate::GeneratorOptions& options, std::optional<Alphabet> alphabet = std::nullopt);
    // The same for practising options.technique; `startBefore`: from just
    // before its first step (PuzzleGeneration::start). Does not ask first.
    void startPracticeGame(const generate::GeneratorOptions& options, bool startBefore);
    // Reads a puzzle in any format core knows (the first of several) and
    // starts checking it off the GUI thread; puzzleChecked() follows, and a
    // puzzle with one solution is played. False when the text holds no
    // readable puzzle (the player is told why).
    bool playPuzzleText(const QString& text);
    // The same for a file's bytes (UTF-8 text, or a binary format such as HoDoKu's .hsol).
    bool playPuzzleBytes(const std::string& utf8);
    // Edit ▸ Paste Puzzle: the clipboard's puzzle, after asking
    // (confirmReplacingGame) when the game in play has moves.
    void pastePuzzle();
    // Checks the puzzle being entered the same way.
    void startEnteredPuzzle();
    // Enter a Puzzle on or off. True when entering began (an empty board of
    // the same shape); false when the player kept the game or left entering.
    bool toggleEditing();
    // The givens as a line that reads back; with progress, a candidate grid.
    void copyPuzzle(bool withProgress);
    // Edit ▸ Copy as f-puzzles Link: the givens (and shape) as a link
    // f-puzzles, SudokuPad and Paste Puzzle open; for a shape f-puzzles
    // cannot hold (fPuzzlesLimit), nothing is copied and the player is told why.
    void copyFPuzzlesLink();
    // Edit ▸ Copy as SudokuPad Link: the same, as a link SudokuPad opens
    // (writeSudokuPadLink).
    void copySudokuPadLink();
    // Quitting: work stops, the game is written.
    void close();

    // The Open dialog's filters, the first one shown: every file it opens
    // (games and puzzles), then each kind, then all files.
    static QString openFileFilter();

signals:
    // Something failed; the window shows it (title, sentence).
    void errorReported(const QString& title, const QString& text);
    // A message shown to the player in a box of its own (not an error).
    void messageShown(const QString& text);
    // A passing remark for the status bar, for `ms` milliseconds (0: until replaced).
    void statusMessage(const QString& text, int ms);
    // A puzzle's check is done and reported (and, when unique, playing).
    void puzzleChecked(const pm::game::PuzzleVerdict& verdict);
    void currentFileChanged();
    // New Game asked for a technique to practise (the player was asked
    // already whether to leave the game in play): the window's practice
    // session deals it.
    void practiceRequested(pm::logic::Technique technique, bool startBefore);

private:
    // An f-puzzles or SudokuPad link of the puzzle to the clipboard.
    void copyLink(bool sudokuPad);
    static bool readsAsPuzzle(const QString& text);
    // How the app reads what is opened and pasted.
    static ParseOptions playOptions();
    // A puzzle with rules Pencilmark cannot check, played against the
    // solution it carries; refused, said, when that solution does not fit.
    void startUncheckedRules(const ParsedPuzzle& parsed);
    // Checks the puzzle off the GUI thread; it starts when it has one
    // solution, at the position given (a player's progress read with it:
    // a HoDoKu .hsol, a +d line) or else at its givens.
    void checkPuzzle(const Grid& puzzle, const Alphabet& alphabet, std::optional<Grid> position = std::nullopt,
                     bool positionHasMarks = false, PuzzleNotes notes = {});
    void checkPuzzle(const ParsedPuzzle& parsed);
    void onPuzzleChecked(const game::PuzzleVerdict& verdict);
    void reportVerdict(const game::PuzzleVerdict& verdict, const Alphabet& alphabet, const Grid& puzzle);
    void showProgress(const QString& text);
    void hideProgress();
    void setCurrentFile(const QString& path);
    // Listed first under Open Recent.
    static void addRecentFile(const QString& path);
    void openCollection(PuzzleCollection collection);
    // A new easy game: the start with no last game to bring back.
    void startFirstGame();

    GameSession* m_session;
    QWidget* m_window;
    Autosave* m_autosave;
    PuzzleGeneration* m_generation;
    PuzzleVerification* m_verification;
    CollectionPlay* m_collection;
    CollectionLevels* m_levels;
    ProgressDialog* m_progress = nullptr;
    QString m_currentFile;
    // The position of the puzzle being checked, when it came with one.
    std::optional<Grid> m_checkedPosition;
    bool m_checkedPositionHasMarks = false;
    PuzzleNotes m_checkedNotes; // the title, author and rules it came with
};

} // namespace pm
