// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/collection/collection_play.h"

#include "play/session/game_file.h"
#include "play/session/game_session.h"
#include "play/session/regular_file.h"
#include "text/collection_text.h"

#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QTimer>

#include <utility>

namespace pm {

namespace {

const QString kPathKey = QStringLiteral("collection/path");
const QString kCurrentKey = QStringLiteral("collection/current");

} // namespace

CollectionPlay::CollectionPlay(GameSession* session, QString progressFolder, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_progress(std::move(progressFolder))
    , m_debounce(new QTimer(this))
{
    // At the next turn of the event loop, as the autosave: changed() comes
    // from inside QUndoStack::push, before the move is on the stack.
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(0);
    connect(m_debounce, &QTimer::timeout, this, &CollectionPlay::saveProgress);
    connect(m_session, &GameSession::changed, m_debounce, qOverload<>(&QTimer::start));
    // The game being left is written while it is still there.
    connect(m_session, &GameSession::aboutToStartGame, this, &CollectionPlay::saveProgress);
    connect(m_session, &GameSession::gameStarted, this, &CollectionPlay::onGameStarted);
    connect(m_session, &GameSession::solved, this, &CollectionPlay::onSolved);
}

void CollectionPlay::open(PuzzleCollection collection)
{
    saveProgress();
    m_collection = std::move(collection);
    m_expected = m_playing = m_current = -1;
    m_playing = indexOfGameInPlay();
    m_current = m_playing;
    remember();
    emit opened();
    emit playingChanged();
}

void CollectionPlay::restore()
{
    QSettings settings;
    const QString path = settings.value(kPathKey).toString();
    if (path.isEmpty())
        return;
    const auto forget = [&](const QString& reason) {
        settings.remove(kPathKey);
        settings.remove(kCurrentKey);
        emit notReopened(CollectionText::notReopened(QFileInfo(path).fileName(), reason));
    };
    QFile file(path);
    const FileOpening opening = openRegularFile(file);
    if (opening.status == FileOpening::Status::NotRegularFile)
        return forget(describeGameFileError({GameFileError::Code::NotRegularFile, {}}));
    if (!opening.opened())
        return forget(describeGameFileError({GameFileError::Code::CannotOpen, opening.reason}));
    const QByteArray bytes = file.read(kMaxPuzzleFileBytes + 1);
    if (file.size() > kMaxPuzzleFileBytes || bytes.size() > kMaxPuzzleFileBytes)
        return forget(describeGameFileError({GameFileError::Code::TooLargeToOpen, {}}));
    PuzzleCollection collection = PuzzleCollection::read(path, bytes);
    if (!collection.isCollection())
        return forget(CollectionText::noLongerCollection());
    const int remembered = settings.value(kCurrentKey, -1).toInt();
    m_collection = std::move(collection);
    m_playing = indexOfGameInPlay();
    m_current = m_playing >= 0 ? m_playing : (remembered < m_collection->size() ? remembered : -1);
    emit opened();
    emit playingChanged();
}

PuzzleState CollectionPlay::state(int index) const
{
    if (!m_collection || index < 0 || index >= m_collection->size())
        return PuzzleState::NotStarted;
    return m_progress.state(m_collection->puzzles()[std::size_t(index)].key);
}

std::optional<SavedGame> CollectionPlay::savedGame(int index) const
{
    if (!m_collection || index < 0 || index >= m_collection->size())
        return std::nullopt;
    return m_progress.savedGame(m_collection->puzzles()[std::size_t(index)].key);
}

void CollectionPlay::expect(int index)
{
    m_expected = index;
    if (m_current != index) {
        // Picked, even if it turns out not to play (more than one
        // solution): Next goes on from here.
        m_current = index;
        remember();
        emit playingChanged();
    }
}

void CollectionPlay::saveNow()
{
    saveProgress();
}

void CollectionPlay::onGameStarted()
{
    m_debounce->stop(); // what was pending belonged to the game left, written before it went
    const int expected = std::exchange(m_expected, -1);
    m_playing = expected >= 0 && isGameInPlay(expected) ? expected : -1;
    emit playingChanged();
}

bool CollectionPlay::isGameInPlay(int index) const
{
    if (!m_collection || index < 0 || index >= m_collection->size() || m_session->isEditing())
        return false;
    const game::Game& game = m_session->game();
    return m_collection->puzzles()[std::size_t(index)].key == puzzleKey(game.puzzle(), game.alphabet());
}

int CollectionPlay::indexOfGameInPlay() const
{
    if (!m_collection || m_session->isEditing())
        return -1;
    // The puzzle picked last first: a file may hold the same puzzle twice.
    for (int index : {m_playing, m_current})
        if (isGameInPlay(index))
            return index;
    const game::Game& game = m_session->game();
    return m_collection->indexOf(puzzleKey(game.puzzle(), game.alphabet())).value_or(-1);
}

void CollectionPlay::saveProgress()
{
    m_debounce->stop();
    // Only a puzzle the player has worked on counts as started.
    if (m_playing < 0 || !m_collection || m_session->isEditing() || !m_session->hasProgress())
        return;
    const QString& key = m_collection->puzzles()[std::size_t(m_playing)].key;
    const PuzzleState before = m_progress.state(key);
    const auto error = m_progress.save(key, m_session->snapshot(), m_session->undoHistory());
    const bool wasFailing = std::exchange(m_failing, error.has_value());
    if (error && !wasFailing)
        emit saveFailed(describeGameFileError(*error));
    if (m_progress.state(key) != before)
        emit stateChanged(m_playing);
}

void CollectionPlay::onSolved()
{
    if (m_playing < 0 || !m_collection)
        return;
    m_progress.markSolved(m_collection->puzzles()[std::size_t(m_playing)].key);
    emit stateChanged(m_playing);
}

void CollectionPlay::remember() const
{
    QSettings settings;
    settings.setValue(kPathKey, m_collection ? m_collection->path() : QString());
    settings.setValue(kCurrentKey, m_current);
}

} // namespace pm
