// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/output.h"

#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <pthread.h>
#include <string>
#include <unistd.h>

namespace pm::cli {

namespace {

using Clock = std::chrono::steady_clock;

// A line waits at most this long before it is written: output keeps up
// with the work, while a run of a million quick puzzles still writes in
// large pieces (a write per line made `solve` on 300,000 solved grids
// half as slow again, measured 2026-11-26).
constexpr std::chrono::milliseconds kLongestDelay{50};
constexpr std::size_t kFlushBytes = std::size_t(1) << 16;
// A write the reader never takes (a full pipe) must not keep a signal
// from ending the program: past this wait the exit goes ahead without
// the lock.
constexpr std::chrono::seconds kLongestWriteWait{5};
// When a silent run gets a notice, and how often again.
constexpr std::chrono::seconds kSilenceBeforeNotice{10};
constexpr std::chrono::seconds kNoticeInterval{30};

// Standard output's whole lines not yet written. The lock is held for
// whole lines only, so whoever holds it never leaves a line half written.
struct PendingOutput {
    std::timed_mutex lock;
    std::condition_variable_any waiting; // the flusher waits for a first pending line
    std::string lines;
    Clock::time_point since; // when the oldest pending line came
    Clock::time_point lastLine = Clock::now(); // the last result line, or the start
    Clock::time_point lastNotice;
    std::string workingOn; // "line 3": what the command works on now
    std::string hint;      // how to bound the work, if anything does

    // With the lock held.
    void flush()
    {
        std::size_t done = 0;
        while (done < lines.size()) {
            const ssize_t wrote = ::write(STDOUT_FILENO, lines.data() + done, lines.size() - done);
            if (wrote <= 0)
                break; // a closed pipe: nothing more can go out
            done += std::size_t(wrote);
        }
        lines.clear();
    }
};

// Never destroyed: the flusher and the signal thread may still be waiting
// when the program exits.
PendingOutput& pending()
{
    static PendingOutput* output = new PendingOutput;
    return *output;
}

// Writes pending lines once they have waited kLongestDelay, and says on
// standard error what a silent run is doing (see setWorkingOn).
[[noreturn]] void flushAndWatch()
{
    PendingOutput& output = pending();
    std::unique_lock guard(output.lock);
    for (;;) {
        const auto now = Clock::now();
        if (!output.lines.empty() && now >= output.since + kLongestDelay)
            output.flush();
        const auto silent = now - output.lastLine;
        if (silent >= kSilenceBeforeNotice && now - output.lastNotice >= kNoticeInterval) {
            output.lastNotice = now;
            const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(silent).count();
            std::string notice = "pencilmark-cli: still working";
            if (!output.workingOn.empty())
                notice += " on " + output.workingOn;
            notice += ", " + std::to_string(seconds) + " s without a result; Ctrl+C stops, keeping every line printed";
            if (!output.hint.empty())
                notice += "; " + output.hint;
            notice += "\n";
            output.flush();
            std::fwrite(notice.data(), 1, notice.size(), stderr);
            std::fflush(stderr);
        }
        // Wake for the next flush due, or in a second to look at the silence.
        const auto wake = output.lines.empty() ? now + std::chrono::seconds(1)
                                               : std::min(output.since + kLongestDelay, now + std::chrono::seconds(1));
        output.waiting.wait_until(guard, wake);
    }
}

[[noreturn]] void waitForSignals(sigset_t signals)
{
    int signal = 0;
    while (sigwait(&signals, &signal) != 0 || (signal != SIGINT && signal != SIGTERM)) {
    }
    PendingOutput& output = pending();
    if (output.lock.try_lock_for(kLongestWriteWait))
        output.flush(); // whole lines only: nothing half made is in there
    const char* message = signal == SIGINT ? "pencilmark-cli: interrupted (SIGINT); every line above is complete\n"
                                           : "pencilmark-cli: terminated (SIGTERM); every line above is complete\n";
    std::fflush(stdout); // help text and the like, written through std::cout
    std::fputs(message, stderr);
    std::fflush(stderr);
    // _exit: the other threads must not run on (and print) while the
    // program ends.
    _exit(signal == SIGINT ? kExitInterrupted : kExitTerminated);
}

// A detached thread with a small stack.
void startHelper(void* (*run)(void*), void* argument)
{
    constexpr std::size_t kHelperStack = std::size_t(256) << 10;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setstacksize(&attributes, kHelperStack);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_t thread;
    pthread_create(&thread, &attributes, run, argument);
    pthread_attr_destroy(&attributes);
}

void flushAtExit()
{
    PendingOutput& output = pending();
    std::lock_guard guard(output.lock);
    output.flush();
}

} // namespace

void installInterruptHandling()
{
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGINT);
    sigaddset(&signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &signals, nullptr);
    pending();
    std::atexit(flushAtExit);
    // Two helpers, on small stacks: a run with its memory capped (ulimit
    // -v) should not spend it on threads that only wait.
    static sigset_t waitedFor = signals;
    startHelper([](void*) -> void* { waitForSignals(waitedFor); }, nullptr);
    startHelper([](void*) -> void* { flushAndWatch(); }, nullptr);
}

void setWorkingOn(std::string what)
{
    PendingOutput& output = pending();
    std::lock_guard guard(output.lock);
    output.workingOn = std::move(what);
}

void setSlowWorkHint(std::string hint)
{
    PendingOutput& output = pending();
    std::lock_guard guard(output.lock);
    output.hint = std::move(hint);
}

void writeOut(std::string_view lines)
{
    PendingOutput& output = pending();
    std::lock_guard guard(output.lock);
    if (output.lines.empty()) {
        output.since = Clock::now();
        output.waiting.notify_one();
    }
    output.lines += lines;
    output.lastLine = Clock::now();
    if (output.lines.size() >= kFlushBytes)
        output.flush();
}

void writeErr(std::string_view lines)
{
    PendingOutput& output = pending();
    std::lock_guard guard(output.lock);
    // What came before on standard output goes first, so that a terminal
    // shows both in the order they were made.
    output.flush();
    std::fwrite(lines.data(), 1, lines.size(), stderr);
    std::fflush(stderr);
}

void reportError(std::string_view message)
{
    std::string line = "pencilmark-cli: ";
    line += message;
    line += '\n';
    writeErr(line);
}

} // namespace pm::cli
