// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/session/autosave.h"

#include "play/session/game_session.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTimer>

#include <utility>

namespace pm {

Autosave::Autosave(GameSession* session, QString path, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_path(std::move(path))
    , m_debounce(new QTimer(this))
{
    // At the next turn of the event loop rather than at once: changed()
    // fires from inside QUndoStack::push, before the step is on the stack,
    // so a save right there would write a board one step ahead of its
    // history, which decodeGame refuses. It used to wait for a 700 ms pause,
    // so steady play was not saved until it paused and a crash lost all of
    // it (tests/play/session/tst_kill_survival.cpp). A save of a game with every mark
    // set took 1 ms at 9x9, 10 ms at 25x25 and 80 ms at 64x64 (encoding and
    // fdatasync, on a busy 2-core machine, 2026-11-23).
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(0);
    connect(m_debounce, &QTimer::timeout, this, &Autosave::saveNow);
    connect(m_session, &GameSession::changed, m_debounce, qOverload<>(&QTimer::start));
}

bool Autosave::isPending() const
{
    return m_debounce->isActive();
}

bool Autosave::saveNow()
{
    m_debounce->stop();
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    m_lastError = writeGameFile(m_path, m_session->snapshot(), m_session->isEditing(), m_session->undoHistory());
    const bool wasFailing = std::exchange(m_failing, m_lastError.has_value());
    if (m_failing && !wasFailing)
        emit saveFailed(describeGameFileError(*m_lastError));
    return !m_lastError;
}

bool Autosave::restore()
{
    // A save cut short between naming its temporary file and renaming it
    // over the autosave (the app killed at that instant) leaves
    // autosave.pencilmark.XXXXXX beside it, whole but not in use.
    const QFileInfo info(m_path);
    for (const QString& stale : info.dir().entryList({info.fileName() + QStringLiteral(".??????")}, QDir::Files))
        QFile::remove(info.dir().filePath(stale));
    if (!QFileInfo::exists(m_path)) {
        m_lastError.reset();
        return false;
    }
    auto saved = readGameFile(m_path);
    if (!saved) {
        // Kept aside before anything overwrites it: the player may still want it.
        m_lastError = saved.error();
        // A FIFO or a device in its place holds no game, and copying one
        // would wait or never end.
        if (saved.error().code != GameFileError::Code::NotRegularFile) {
            const QString damaged = m_path + QStringLiteral(".damaged");
            QFile::remove(damaged);
            QFile::copy(m_path, damaged);
        }
        return false;
    }
    m_lastError.reset();
    SavedGame game = std::move(saved).value();
    m_session->startGame(std::move(game.game), game.editing, game.history);
    m_debounce->stop(); // what is on disk is what was just loaded
    return true;
}

QString Autosave::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.pencilmark");
}

} // namespace pm
