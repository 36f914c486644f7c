// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/collection/level_cache.h"
#include "play/jobs/level_rating.h"

#include <QObject>

#include <optional>
#include <vector>

namespace pm {

class CollectionPlay;

// Each puzzle's level in the collection open, for its list: from the cache
// (LevelCache) when the puzzle was rated before, else rated off the GUI
// thread (LevelRating), in the list's order, from the moment the collection
// opens, and kept in the cache as the levels come. Another collection opened
// drops the rating of the last one where it stands (what it rated is kept).
class CollectionLevels : public QObject {
    Q_OBJECT
public:
    // `folder`: where the cache lives (the collections' progress folder).
    CollectionLevels(const CollectionPlay* play, const QString& folder, QObject* parent = nullptr);

    // Puzzle `index`'s level; nothing while it waits to be rated.
    std::optional<PuzzleLevel> level(int index) const;
    // Puzzles of the collection still waiting to be rated.
    int waiting() const { return m_waiting; }
    bool isRating() const { return m_rating->isRunning(); }
    // The rating, for tests (waitForWorker) and progress.
    LevelRating* rating() const { return m_rating; }
    const LevelCache& cache() const { return m_cache; }

signals:
    // The levels of these puzzles came (indices into the collection).
    void levelsChanged(const QList<int>& indices);
    // Every puzzle of the collection has its level.
    void allRated();

private:
    void onOpened();
    void onRated(const QList<LevelRating::Rated>& batch);

    const CollectionPlay* m_play;
    LevelCache m_cache;
    LevelRating* m_rating;
    std::vector<std::optional<PuzzleLevel>> m_levels; // by index
    int m_waiting = 0;
};

} // namespace pm
