#pragma once

#include "game_file.h"

#include <QObject>
#include <QString>

#include <optional>

class QTimer;

namespace pm {

class GameSession;

// Keeps the game on disk: a save shortly after every change (one write for a
// burst of moves) and on quit, and the last game back on start.
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

private:
    GameSession* m_session;
    QString m_path;
    QTimer* m_debounce;
    std::optional<GameFileError> m_lastError;
};

} // namespace pm
