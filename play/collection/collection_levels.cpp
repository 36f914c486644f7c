// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/collection/collection_levels.h"

#include "play/collection/collection_play.h"

namespace pm {

CollectionLevels::CollectionLevels(const CollectionPlay* play, const QString& folder, QObject* parent)
    : QObject(parent)
    , m_play(play)
    , m_cache(folder)
    , m_rating(new LevelRating(this))
{
    connect(play, &CollectionPlay::opened, this, &CollectionLevels::onOpened);
    connect(m_rating, &LevelRating::rated, this, &CollectionLevels::onRated);
    if (play->isOpen())
        onOpened();
}

std::optional<PuzzleLevel> CollectionLevels::level(int index) const
{
    return index >= 0 && std::size_t(index) < m_levels.size() ? m_levels[std::size_t(index)] : std::nullopt;
}

void CollectionLevels::onOpened()
{
    m_rating->cancel();
    m_levels.clear();
    m_waiting = 0;
    if (!m_play->isOpen())
        return;
    const auto& puzzles = m_play->collection().puzzles();
    m_levels.resize(puzzles.size());
    std::vector<LevelRating::Item> toRate;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        m_levels[i] = m_cache.level(puzzles[i].key);
        if (!m_levels[i])
            toRate.push_back({int(i), puzzles[i].text});
    }
    m_waiting = int(toRate.size());
    if (toRate.empty())
        emit allRated();
    else
        m_rating->start(std::move(toRate));
}

void CollectionLevels::onRated(const QList<LevelRating::Rated>& batch)
{
    const auto& puzzles = m_play->collection().puzzles();
    QList<std::pair<QString, PuzzleLevel>> keyed;
    QList<int> indices;
    for (const LevelRating::Rated& rated : batch) {
        if (rated.index < 0 || std::size_t(rated.index) >= m_levels.size() || m_levels[std::size_t(rated.index)])
            continue;
        m_levels[std::size_t(rated.index)] = rated.level;
        keyed.append({puzzles[std::size_t(rated.index)].key, rated.level});
        indices.append(rated.index);
        --m_waiting;
    }
    // A failed write loses nothing of this run: the levels stay in memory;
    // the next run rates those puzzles again.
    m_cache.store(keyed);
    emit levelsChanged(indices);
    if (m_waiting == 0)
        emit allRated();
}

} // namespace pm
