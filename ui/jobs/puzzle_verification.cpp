// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/jobs/puzzle_verification.h"

namespace pm {

PuzzleVerification::PuzzleVerification(QObject* parent)
    : QObject(parent)
{
}

PuzzleVerification::~PuzzleVerification()
{
    cancel();
    waitForWorker();
}

void PuzzleVerification::start(const Grid& puzzle, const Alphabet& alphabet)
{
    cancel();
    const quint64 run = ++m_run;
    m_running = true;
    m_puzzle = puzzle;
    m_alphabet = alphabet;
    // Assigning joins the previous worker, which was told to stop. The
    // worker posts back to this object; the destructor joins it first, and
    // Qt drops calls still queued for an object that is gone.
    m_worker = std::jthread([this, run, puzzle](std::stop_token stop) {
        game::PuzzleVerdict verdict = game::verifyPuzzle(puzzle, stop);
        QMetaObject::invokeMethod(this, [this, run, verdict = std::move(verdict)] {
            if (run != m_run || !m_running)
                return;
            m_running = false;
            if (verdict.kind == game::PuzzleVerdict::Kind::Cancelled)
                emit cancelled();
            else
                emit finished(verdict);
        }, Qt::QueuedConnection);
    });
}

void PuzzleVerification::cancel()
{
    if (!m_running)
        return;
    m_worker.request_stop();
    ++m_run;
    m_running = false;
    emit cancelled();
}

void PuzzleVerification::waitForWorker()
{
    if (m_worker.joinable())
        m_worker.join();
}

} // namespace pm
