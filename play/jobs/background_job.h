// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <functional>
#include <stop_token>
#include <thread>
#include <utility>

namespace pm {

// The one way the UI runs work off the GUI thread (hint search, solving
// path, puzzle verification, generation and, through it, booklets).
//
// A job runs one piece of work at a time on a worker thread of its own.
// start() cancels the run before it; cancel() asks the work to stop (its
// stop token) and drops whatever that run still sends, so a result or a
// progress report of an old run never reaches the owner. What the worker
// sends arrives as queued calls on the owner's thread, run only while
// their run is current.
//
// Lifetime: the job is a member of its owner QObject. The destructor
// joins the worker, so the work never outlives the owner, and Qt drops
// calls still queued for the owner once it is gone.
class BackgroundWork {
public:
    // Sends calls from the worker to the owner's thread, for progress.
    class Post {
    public:
        void operator()(std::function<void()> call) const { m_job->post(m_run, std::move(call)); }

    private:
        friend class BackgroundWork;
        Post(BackgroundWork* job, quint64 run) : m_job(job), m_run(run) {}
        BackgroundWork* m_job;
        quint64 m_run;
    };

    explicit BackgroundWork(QObject* owner) : m_owner(owner) {}
    ~BackgroundWork();
    BackgroundWork(const BackgroundWork&) = delete;
    BackgroundWork& operator=(const BackgroundWork&) = delete;

    bool isRunning() const { return m_running; }
    // Stops the run going (if any); true when there was one.
    bool cancel();
    // Blocks until the worker thread has ended (tests; the destructor).
    void wait();

protected:
    // Starts `work` on a new worker; `work` gets the run's stop token and
    // its Post. The run counts as running until finish() is posted.
    void begin(std::function<void(std::stop_token, const Post&)> work);
    // From the worker: ends the run on the owner's thread and, if it is
    // still current, calls `deliver` there.
    void finish(const Post& post, std::function<void()> deliver);

private:
    void post(quint64 run, std::function<void()> call);

    QObject* m_owner;
    std::jthread m_worker;
    quint64 m_run = 0; // posts of older runs are dropped
    bool m_running = false;
};

// A job whose work returns a T, handed to the owner when it is done. (T,
// not Result: pm::Result is the engine's value-or-error type.)
template <class T>
class BackgroundJob : public BackgroundWork {
public:
    using BackgroundWork::BackgroundWork;

    // `work(stop, post)` runs on the worker; `done(result)` on the owner's
    // thread, unless the run was cancelled or replaced first.
    template <class Work, class Done>
    void start(Work work, Done done)
    {
        begin([this, work = std::move(work), done = std::move(done)](std::stop_token stop, const Post& post) mutable {
            T result = work(stop, post);
            finish(post, [done, result = std::move(result)]() mutable { done(std::move(result)); });
        });
    }
};

} // namespace pm
