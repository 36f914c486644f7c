// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/jobs/background_job.h"

namespace pm {

BackgroundWork::~BackgroundWork()
{
    cancel();
    wait();
}

bool BackgroundWork::cancel()
{
    if (!m_running)
        return false;
    m_worker.request_stop();
    ++m_run;
    m_running = false;
    return true;
}

void BackgroundWork::wait()
{
    if (m_worker.joinable())
        m_worker.join();
}

void BackgroundWork::begin(std::function<void(std::stop_token, const Post&)> work)
{
    cancel();
    const quint64 run = ++m_run;
    m_running = true;
    // Assigning joins the previous worker, which was told to stop: the
    // engine looks at its stop token often, so that is quick.
    m_worker = std::jthread([this, run, work = std::move(work)](std::stop_token stop) {
        work(stop, Post(this, run));
    });
}

void BackgroundWork::finish(const Post& post, std::function<void()> deliver)
{
    const quint64 run = post.m_run;
    QMetaObject::invokeMethod(m_owner, [this, run, deliver = std::move(deliver)] {
        if (run != m_run || !m_running)
            return;
        m_running = false;
        deliver();
    }, Qt::QueuedConnection);
}

void BackgroundWork::post(quint64 run, std::function<void()> call)
{
    QMetaObject::invokeMethod(m_owner, [this, run, call = std::move(call)] {
        if (run == m_run && m_running)
            call();
    }, Qt::QueuedConnection);
}

} // namespace pm
