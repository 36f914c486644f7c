// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/collection/collection_progress.h"
#include "play/collection/puzzle_collection.h"

#include <QObject>
#include <QString>

#include <optional>

class QTimer;

namespace pm {

class GameSession;

// The collection open in the app and the player's way through it: which
// puzzle is in play, which was picked last (for Next and Previous), and
// each puzzle's progress (CollectionProgress), written after every move in
// a puzzle of the collection and when the game is left, so moving from one
// puzzle to another never loses anything. The collection and the puzzle
// picked last are remembered across a restart (QSettings), so the autosaved
// game comes back still tied to its puzzle.
class CollectionPlay : public QObject {
    Q_OBJECT
public:
    CollectionPlay(GameSession* session, QString progressFolder, QObject* parent = nullptr);

    // Replaces the collection open; the game in play is tied to its puzzle
    // when it is one of them.
    void open(PuzzleCollection collection);
    // At start, after the last game came back: the collection open at the
    // last quit, read again from its file. When it is gone, unreadable or no
    // longer a collection it is forgotten, and notReopened says why.
    void restore();

    bool isOpen() const { return m_collection.has_value(); }
    // Precondition: isOpen().
    const PuzzleCollection& collection() const { return *m_collection; }
    // The puzzle in play, -1 when the game in play is not from the collection.
    int playing() const { return m_playing; }
    // The puzzle picked last, -1 for none yet.
    int current() const { return m_current; }
    PuzzleState state(int index) const;
    std::optional<SavedGame> savedGame(int index) const;

    // The next game the session starts is puzzle `index` (the document says
    // so just before it starts it); any other game starts untied.
    void expect(int index);
    // Writes the game in play to its puzzle's progress (on quitting).
    void saveNow();

signals:
    // Another collection was opened.
    void opened();
    void stateChanged(int index);
    // The puzzle in play or the one picked last changed.
    void playingChanged();
    // Progress could not be written: a sentence, once per run of failures.
    void saveFailed(const QString& message);
    // restore() forgot the collection: a sentence naming it and the reason.
    void notReopened(const QString& message);

private:
    void onGameStarted();
    void saveProgress();
    void onSolved();
    // Whether the game in play is puzzle `index`.
    bool isGameInPlay(int index) const;
    // The game in play's puzzle, in the collection: -1 when it is none of them.
    int indexOfGameInPlay() const;
    void remember() const;

    GameSession* m_session;
    CollectionProgress m_progress;
    std::optional<PuzzleCollection> m_collection;
    QTimer* m_debounce;
    int m_playing = -1;
    int m_current = -1;
    int m_expected = -1;
    bool m_failing = false;
};

} // namespace pm
