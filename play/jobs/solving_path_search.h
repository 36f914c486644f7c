// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/jobs/background_job.h"

#include "core/grid.h"
#include "core/logic/logic_solver.h"

#include <QObject>


namespace pm {

// Works out a puzzle's whole logical path (logic::solvePath) off the GUI
// thread: an easy 9×9 path takes a millisecond, but an extreme one (forcing
// chains, what-if) or a big grid takes from a tenth of a second to many
// seconds, and the window must stay alive meanwhile. One run at a time; a
// new run or cancel() stops the old one (the solver looks at its stop token
// between finders) and its result is never delivered.
class SolvingPathSearch : public QObject {
    Q_OBJECT
public:
    explicit SolvingPathSearch(QObject* parent = nullptr);
    ~SolvingPathSearch() override;

    // Solves from a copy of `puzzle` (its values are the givens), trying
    // techniques in `order` (the player's own); finished() follows unless
    // cancelled first.
    void start(const Grid& puzzle, const logic::TechniqueOrder& order = {});
    void cancel();
    bool isRunning() const { return m_job.isRunning(); }
    // Blocks until the worker has stopped (tests; the destructor).
    void waitForWorker();

signals:
    // `elapsedMs`: the solver's own time on the worker thread.
    void finished(const pm::logic::SolvePath& path, qint64 elapsedMs);

private:
    struct Found {
        logic::SolvePath path;
        qint64 elapsedMs = 0;
    };
    BackgroundJob<Found> m_job{this};
};

} // namespace pm
