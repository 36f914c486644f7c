// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/jobs/background_job.h"

#include "core/game/puzzle_analysis.h"
#include "core/grid.h"

#include <QObject>

namespace pm {

// Analyses a finished puzzle (game::analysePuzzle: its rating and the
// techniques of its path) off the GUI thread: rating an extreme puzzle
// takes seconds. One run at a time; a new run or cancel() stops the old
// one, whose result is never delivered.
class PuzzleAnalysisSearch : public QObject {
    Q_OBJECT
public:
    explicit PuzzleAnalysisSearch(QObject* parent = nullptr);
    ~PuzzleAnalysisSearch() override;

    // Analyses a copy of `puzzle` (givens only); finished() follows unless cancelled.
    void start(const Grid& puzzle);
    void cancel();
    bool isRunning() const { return m_job.isRunning(); }
    // Blocks until the worker has stopped (tests; the destructor).
    void waitForWorker();

signals:
    void finished(const pm::game::PuzzleAnalysis& analysis);

private:
    BackgroundJob<game::PuzzleAnalysis> m_job{this};
};

} // namespace pm
