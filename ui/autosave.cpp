#include "autosave.h"

#include "game_session.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTimer>

namespace pm {

Autosave::Autosave(GameSession* session, QString path, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_path(std::move(path))
    , m_debounce(new QTimer(this))
{
    // Long enough to write once for a burst of key presses, short enough
    // that a crash loses at most a moment of play.
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(700);
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
    return !m_lastError;
}

bool Autosave::restore()
{
    if (!QFileInfo::exists(m_path)) {
        m_lastError.reset();
        return false;
    }
    auto saved = readGameFile(m_path);
    if (!saved) {
        // Kept aside before anything overwrites it: the player may still want it.
        m_lastError = saved.error();
        const QString damaged = m_path + QStringLiteral(".damaged");
        QFile::remove(damaged);
        QFile::copy(m_path, damaged);
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
