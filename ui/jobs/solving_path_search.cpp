// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/jobs/solving_path_search.h"

#include <QElapsedTimer>

namespace pm {

SolvingPathSearch::SolvingPathSearch(QObject* parent)
    : QObject(parent)
{
}

SolvingPathSearch::~SolvingPathSearch()
{
    cancel();
    waitForWorker();
}

void SolvingPathSearch::start(const Grid& puzzle)
{
    cancel();
    const quint64 run = ++m_run;
    m_running = true;
    // The same hand-over as HintSearch: assigning joins the previous worker,
    // which was told to stop; the worker posts its result back to this
    // object, the destructor joins it first, and Qt drops calls still queued
    // for an object that is gone.
    m_worker = std::jthread([this, run, puzzle](std::stop_token stop) {
        QElapsedTimer clock;
        clock.start();
        logic::SolvePath path = logic::solvePath(puzzle, {}, stop);
        const qint64 elapsedMs = clock.elapsed();
        if (path.result == logic::SolvePath::Result::Cancelled)
            return;
        QMetaObject::invokeMethod(this, [this, run, elapsedMs, path = std::move(path)] {
            if (run != m_run || !m_running)
                return;
            m_running = false;
            emit finished(path, elapsedMs);
        }, Qt::QueuedConnection);
    });
}

void SolvingPathSearch::cancel()
{
    if (!m_running)
        return;
    m_worker.request_stop();
    ++m_run;
    m_running = false;
}

void SolvingPathSearch::waitForWorker()
{
    if (m_worker.joinable())
        m_worker.join();
}

} // namespace pm
