// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/print/booklet_generation.h"

#include "play/jobs/puzzle_generation.h"

namespace pm {

namespace {

// Spreads the booklet's seed over its puzzles (the golden-ratio step of
// splitmix64), so neighbouring puzzles do not start from related seeds.
std::uint64_t seedOfPuzzle(std::uint64_t bookletSeed, int index)
{
    return bookletSeed + std::uint64_t(index) * 0x9E3779B97F4A7C15ull;
}

} // namespace

BookletGeneration::BookletGeneration(QObject* parent)
    : QObject(parent)
    , m_generation(new PuzzleGeneration(this))
{
    connect(m_generation, &PuzzleGeneration::finished, this, [this](const game::Game& game) {
        if (!m_running)
            return;
        m_puzzles.push_back(printablePuzzle(game));
        emit progressed(int(m_puzzles.size()), m_count);
        if (int(m_puzzles.size()) < m_count) {
            startNext();
            return;
        }
        m_running = false;
        emit finished();
    });
    connect(m_generation, &PuzzleGeneration::failed, this, [this](const QString& message) {
        if (!m_running)
            return;
        m_running = false;
        emit failed(message);
    });
}

void BookletGeneration::start(const generate::GeneratorOptions& options, int count)
{
    cancel();
    m_options = options;
    m_count = count;
    m_puzzles.clear();
    if (count <= 0) {
        emit finished();
        return;
    }
    m_puzzles.reserve(size_t(count));
    m_running = true;
    emit progressed(0, m_count);
    startNext();
}

void BookletGeneration::startNext()
{
    generate::GeneratorOptions options = m_options;
    options.seed = seedOfPuzzle(m_options.seed, int(m_puzzles.size()));
    m_generation->start(options);
}

void BookletGeneration::cancel()
{
    if (!m_running)
        return;
    m_running = false;
    m_generation->cancel();
    m_puzzles.clear();
    emit cancelled();
}

void BookletGeneration::waitForWorker()
{
    m_generation->waitForWorker();
}

} // namespace pm
