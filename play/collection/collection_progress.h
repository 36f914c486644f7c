// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/session/game_file.h"

#include <QSet>
#include <QString>

#include <optional>

namespace pm {

enum class PuzzleState { NotStarted, InProgress, Solved };

// Where the player got to in each puzzle of their collections, kept by the
// app in its data folder: one saved game per puzzle played
// (<key>.pencilmark, the game file Save writes, undo history included) and
// a mark for each one solved (<key>.solved), under the puzzle's key
// (puzzleKey). Kept by puzzle rather than in QSettings under the file's
// path and a hash of its content because that is what a player expects of
// "my progress": it is the puzzle they worked on. Renaming or moving the
// file, adding puzzles to it or sorting it keeps every puzzle's progress,
// and a puzzle that is in two files is solved in both. QSettings would also
// rewrite one ever-growing file on every move; here each move rewrites its
// own puzzle's file, atomically, as the autosave does.
class CollectionProgress {
public:
    explicit CollectionProgress(QString folder);

    const QString& folder() const { return m_folder; }
    PuzzleState state(const QString& key) const;
    // The game as the player left it; nothing for a puzzle not started, or
    // one whose file cannot be read any more (it then counts as not started).
    std::optional<SavedGame> savedGame(const QString& key) const;
    std::optional<GameFileError> save(const QString& key, const game::Game& game, const UndoHistory& history);
    void markSolved(const QString& key);

private:
    QString gamePath(const QString& key) const;
    QString solvedPath(const QString& key) const;

    QString m_folder;
    // Read once from the folder's listing; kept up to date by save() and
    // markSolved(), so the list of a large collection asks no file system.
    QSet<QString> m_started;
    QSet<QString> m_solved;
};

} // namespace pm
