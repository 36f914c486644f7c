// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/collection/collection_progress.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace pm {

namespace {

const QString kGameSuffix = QStringLiteral(".pencilmark");
const QString kSolvedSuffix = QStringLiteral(".solved");

} // namespace

CollectionProgress::CollectionProgress(QString folder)
    : m_folder(std::move(folder))
{
    const QDir dir(m_folder);
    for (const QString& name : dir.entryList({QLatin1Char('*') + kGameSuffix}, QDir::Files))
        m_started.insert(name.chopped(kGameSuffix.size()));
    for (const QString& name : dir.entryList({QLatin1Char('*') + kSolvedSuffix}, QDir::Files))
        m_solved.insert(name.chopped(kSolvedSuffix.size()));
}

QString CollectionProgress::gamePath(const QString& key) const
{
    return QDir(m_folder).filePath(key + kGameSuffix);
}

QString CollectionProgress::solvedPath(const QString& key) const
{
    return QDir(m_folder).filePath(key + kSolvedSuffix);
}

PuzzleState CollectionProgress::state(const QString& key) const
{
    if (m_solved.contains(key))
        return PuzzleState::Solved;
    return m_started.contains(key) ? PuzzleState::InProgress : PuzzleState::NotStarted;
}

std::optional<SavedGame> CollectionProgress::savedGame(const QString& key) const
{
    if (!m_started.contains(key))
        return std::nullopt;
    auto saved = readGameFile(gamePath(key));
    if (!saved)
        return std::nullopt;
    return std::move(saved).value();
}

std::optional<GameFileError> CollectionProgress::save(const QString& key, const game::Game& game,
                                                      const UndoHistory& history)
{
    QDir().mkpath(m_folder);
    auto error = writeGameFile(gamePath(key), game, false, history);
    if (!error)
        m_started.insert(key);
    return error;
}

void CollectionProgress::markSolved(const QString& key)
{
    QDir().mkpath(m_folder);
    QFile mark(solvedPath(key));
    if (mark.open(QIODevice::WriteOnly))
        m_solved.insert(key);
}

} // namespace pm
