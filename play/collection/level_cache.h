// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/jobs/level_rating.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>
#include <utility>

namespace pm {

// The level of every puzzle the collection list has rated, kept by puzzle
// key (puzzleKey) in the data folder beside the collections' progress
// (CollectionProgress), so no puzzle is rated twice, across restarts and
// across the files it is in. One file, `levels.txt`, a line per puzzle
// ("<key> <level>"), appended a batch at a time: a collection of 50,000
// puzzles would be 50,000 files if kept as the progress is, and its levels
// never change once known. A line cut short by a kill is skipped on reading
// (that puzzle is rated again). The first line names the grading; a file of
// another grading is read as empty and written afresh, so a change of the
// grader rates every puzzle again.
class LevelCache {
public:
    explicit LevelCache(QString folder);

    const QString& path() const { return m_path; }
    std::optional<PuzzleLevel> level(const QString& key) const;
    int size() const { return int(m_levels.size()); }
    // Keeps the levels, in memory and on disk. False when the file could not
    // be written (they are still kept for this run).
    bool store(const QList<std::pair<QString, PuzzleLevel>>& levels);

private:
    QString m_path;
    QHash<QString, PuzzleLevel> m_levels;
    bool m_fresh = true;         // the file is to be written from its first line
    bool m_endsMidLine = false; // the file's last line was cut short
};

} // namespace pm
