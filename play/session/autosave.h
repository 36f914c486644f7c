// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/session/game_file.h"

#include <QObject>
#include <QString>

#include <optional>

class QTimer;

namespace pm {

class GameSession;

// Keeps the game on disk: a save after every change (at the next turn of the
// event loop, so one write for all the changes of one turn) and on quit, and
// the last game back on start. Killed at any moment, the app loses at most
// the move it was making: the file is replaced atomically (QSaveFile).
class Autosave : public QObject {
    Q_OBJECT
public:
    Autosave(GameSession* session, QString path, QObject* parent = nullptr);

    const QString& path() const { return m_path; }
    // A save is scheduled and has not happened yet.
    bool isPending() const;
    bool saveNow();
    // Loads the autosaved game into the session. False when there is none
    // or it cannot be read (lastError() says why; the file is left alone).
    bool restore();
    const std::optional<GameFileError>& lastError() const { return m_lastError; }

    // The default place: the application data folder.
    static QString defaultPath();

signals:
    // A save failed (a full disk, a folder that cannot be written): a
    // sentence for the player, saying what and where. Once per run of
    // failures, not on every move; the file on disk stays as it was.
    void saveFailed(const QString& message);

private:
    GameSession* m_session;
    QString m_path;
    QTimer* m_debounce;
    std::optional<GameFileError> m_lastError;
    bool m_failing = false; // the last save failed
};

} // namespace pm
