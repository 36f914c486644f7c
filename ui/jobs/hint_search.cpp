// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/jobs/hint_search.h"

namespace pm {

HintSearch::HintSearch(QObject* parent)
    : QObject(parent)
{
}

HintSearch::~HintSearch()
{
    cancel();
    waitForWorker();
}

void HintSearch::start(const game::Game& game)
{
    cancel();
    const quint64 run = ++m_run;
    m_running = true;
    // Assigning joins the previous worker, which was told to stop (the logic
    // solver looks at the token between finders, so that is quick). The
    // worker posts back to this object; the destructor joins it first, and
    // Qt drops calls still queued for an object that is gone.
    m_worker = std::jthread([this, run, game](std::stop_token stop) {
        game::PlayerHint hint = game::findPlayerHint(game, stop);
        QMetaObject::invokeMethod(this, [this, run, hint = std::move(hint)] {
            if (run != m_run || !m_running)
                return;
            m_running = false;
            if (hint.kind != game::PlayerHint::Kind::Cancelled)
                emit found(hint);
        }, Qt::QueuedConnection);
    });
}

void HintSearch::cancel()
{
    if (!m_running)
        return;
    m_worker.request_stop();
    ++m_run;
    m_running = false;
}

void HintSearch::waitForWorker()
{
    if (m_worker.joinable())
        m_worker.join();
}

} // namespace pm
