// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/session/undo_history.h"

#include "core/game/game.h"
#include "core/result.h"

#include <QByteArray>
#include <QString>

namespace pm {

// A game file: JSON, versioned, with the puzzle (shape and killer cages,
// alphabet, givens, solution) and everything the player wrote (entries, marks, colours, the
// time). Reading checks every size and value before building anything, so
// a damaged or hostile file is refused as a whole; writing goes through
// QSaveFile, so a failed save leaves the previous file as it was.
struct GameFileError {
    enum class Code {
        CannotOpen,
        NotRegularFile, // a folder, a device, a pipe: never read (openRegularFile)
        TooLarge,     // beyond kMaxGameFileBytes
        TooLargeToOpen, // a file of puzzles beyond kMaxPuzzleFileBytes
        NotJson,
        NotAGameFile, // JSON, but not ours
        NewerVersion, // written by a later Pencilmark
        BadShape,     // size, boxes or regions that make no grid
        BadCage,      // killer cages that are malformed or do not fit the grid
        BadField,     // a field missing, of the wrong type or out of range
        Inconsistent, // fields that disagree (a solution contradicting a given ...)
        CannotWrite,
        NotForHoDoKu, // a shape HoDoKu cannot hold (anything but a classic 9x9)
    };
    Code code;
    QString detail; // the field or the system's message; not translated
};

struct SavedGame {
    game::Game game;
    bool editing = false; // a puzzle being entered, not yet started
    UndoHistory history;  // checked to fit the game (game::historyFits)
};

// A full 64x64 game with every mark set is about 1.5 MB of JSON.
inline constexpr qint64 kMaxGameFileBytes = 8 * 1024 * 1024;
// A file of puzzles the app opens (a collection): 100,000 rated puzzles are
// about 10 MB; each kept puzzle costs a few hundred bytes in the list, so
// this bounds the app's memory near 150 MB. pencilmark-cli streams any size.
inline constexpr qint64 kMaxPuzzleFileBytes = 32 * 1024 * 1024;
// Version 2 added killer cages ("cages": [{"cells": [...], "sum": s}, ...]).
// A game without cages is still written as version 1, so earlier builds
// keep opening it; a killer is written as 2, so they refuse it instead of
// playing it without its cages; a counted shape (MultiFour, DoubleNine:
// "symbols" and "lineCount" keys) as 3, for the same reason; a game with
// candidate colours ("candidateColours", and five fields a state in its
// history) as 4, so earlier builds refuse it instead of dropping them; a
// variant puzzle ("constraints", constraints_json.h) as 5, for the same
// reason: played without its thermometers it would be another puzzle.
inline constexpr int kGameFileVersion = 5;
// The undo history kept in a file: the latest steps, up to this many cell
// changes in all (a 64x64 "fill in pencil marks" alone is 4096), and fewer
// when that is needed to keep the file within kMaxGameFileBytes.
inline constexpr int kMaxSavedCellChanges = 100'000;

QByteArray encodeGame(const game::Game& game, bool editing = false, const UndoHistory& history = {});
Result<SavedGame, GameFileError> decodeGame(const QByteArray& bytes);

Result<SavedGame, GameFileError> readGameFile(const QString& path);
// Atomic: the file at `path` is either the new game or left untouched.
std::optional<GameFileError> writeGameFile(const QString& path, const game::Game& game, bool editing = false,
                                          const UndoHistory& history = {});

// A sentence for the player.
// The game as HoDoKu's saved game (.hsol: core's writeHoDoKuGame): the
// givens, the player's digits, and as candidates the corner marks, or where
// a cell has none, the candidates the rules leave (what HoDoKu shows). A
// classic 9x9 only (NotForHoDoKu otherwise); written whole or not at all.
std::optional<GameFileError> writeHoDoKuGameFile(const QString& path, const game::Game& game);
// The position written: board() with the rules' candidates in unmarked cells.
Grid hoDoKuPosition(const game::Game& game);

QString describeGameFileError(const GameFileError& error);

} // namespace pm
