// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/collection/level_cache.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <array>

namespace pm {

namespace {

// The file's first line. A new grading (one that could give another level
// to a puzzle) needs a new one here. 2: variant puzzles graded (issue 38).
const QByteArray kHeader = QByteArrayLiteral("pencilmark-levels 2");

// The words for what is not a level, beside logic::levelKey's.
constexpr std::array<std::pair<PuzzleLevel::Kind, const char*>, 3> kNotRated{{
    {PuzzleLevel::Kind::Variant, "variant"},
    {PuzzleLevel::Kind::NoSolution, "no-solution"},
    {PuzzleLevel::Kind::ManySolutions, "many-solutions"},
}};

QByteArray levelWord(const PuzzleLevel& level)
{
    if (level.kind == PuzzleLevel::Kind::Rated)
        return QByteArray::fromStdString(std::string(logic::levelKey(level.level)));
    for (const auto& [kind, word] : kNotRated)
        if (kind == level.kind)
            return word;
    return {};
}

std::optional<PuzzleLevel> levelOfWord(const QByteArray& word)
{
    if (const auto level = logic::levelByKey(word.toStdString()))
        return PuzzleLevel{PuzzleLevel::Kind::Rated, *level};
    for (const auto& [kind, name] : kNotRated)
        if (word == name)
            return PuzzleLevel{kind};
    return std::nullopt;
}

} // namespace

LevelCache::LevelCache(QString folder)
    : m_path(QDir(folder).filePath(QStringLiteral("levels.txt")))
{
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly))
        return;
    const QByteArray bytes = file.readAll();
    QList<QByteArray> lines = bytes.split('\n');
    if (lines.isEmpty() || lines.front() != kHeader)
        return; // another grading's, or none: written afresh
    m_fresh = false;
    m_endsMidLine = !bytes.endsWith('\n');
    if (m_endsMidLine)
        lines.removeLast(); // cut short
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QList<QByteArray> fields = lines[i].split(' ');
        if (fields.size() != 2 || fields[0].isEmpty())
            continue;
        if (const auto level = levelOfWord(fields[1]))
            m_levels.insert(QString::fromLatin1(fields[0]), *level);
    }
}

std::optional<PuzzleLevel> LevelCache::level(const QString& key) const
{
    const auto found = m_levels.constFind(key);
    return found == m_levels.cend() ? std::nullopt : std::optional<PuzzleLevel>(*found);
}

bool LevelCache::store(const QList<std::pair<QString, PuzzleLevel>>& levels)
{
    QByteArray lines;
    if (m_fresh)
        lines = kHeader + '\n';
    else if (m_endsMidLine)
        lines = "\n"; // the cut line stays one line, skipped
    for (const auto& [key, level] : levels) {
        m_levels.insert(key, level);
        lines += key.toLatin1() + ' ' + levelWord(level) + '\n';
    }
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QFile file(m_path);
    // Appended in one write: a kill cuts at most the last line short.
    if (!file.open(m_fresh ? QIODevice::WriteOnly | QIODevice::Truncate : QIODevice::Append))
        return false;
    if (file.write(lines) != lines.size()) {
        m_endsMidLine = !m_fresh; // a part may be in: the next batch starts on a line of its own
        return false;
    }
    m_fresh = false;
    m_endsMidLine = false;
    return true;
}

} // namespace pm
