// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/jobs/puzzle_analysis_search.h"

namespace pm {

PuzzleAnalysisSearch::PuzzleAnalysisSearch(QObject* parent)
    : QObject(parent)
{
}

PuzzleAnalysisSearch::~PuzzleAnalysisSearch() = default;

void PuzzleAnalysisSearch::start(const Grid& puzzle)
{
    m_job.start([puzzle](std::stop_token stop, const auto&) { return game::analysePuzzle(puzzle, stop); },
                [this](game::PuzzleAnalysis analysis) {
                    if (analysis.rating.outcome != grading::Rating::Outcome::Cancelled)
                        emit finished(analysis);
                });
}

void PuzzleAnalysisSearch::cancel()
{
    m_job.cancel();
}

void PuzzleAnalysisSearch::waitForWorker()
{
    m_job.wait();
}

} // namespace pm
