// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>

namespace pm::cli {

// Exit statuses shared by every command.
constexpr int kExitOk = 0;
constexpr int kExitInvalidInput = 1; // a puzzle could not be read (or rated, made)
constexpr int kExitUsage = 2;        // the command line, or an input that cannot be opened

// Exit statuses of a run ended by a signal: 128 + the signal's number, as
// shells report them.
constexpr int kExitInterrupted = 130; // SIGINT
constexpr int kExitTerminated = 143;  // SIGTERM

// Sets up the way SIGINT and SIGTERM end the program; call first in main,
// before any thread starts (threads inherit the blocked signals). A thread
// of its own waits for either signal, takes the output lock (so that no
// line is cut: writeOut and writeErr hold it for whole lines), says on
// standard error that the run was interrupted, and exits with
// kExitInterrupted or kExitTerminated. Everything printed until then stays
// printed: output is flushed line by line.
void installInterruptHandling();

// Writes whole lines (text ending in '\n') to standard output or standard
// error and flushes them, as one piece a signal cannot split.
void writeOut(std::string_view lines);
void writeErr(std::string_view lines);

// "pencilmark-cli: <message>\n" on standard error.
void reportError(std::string_view message);

// No one waits in silence: when kSilenceBeforeNotice passes without a
// result line, a notice on standard error says what is being worked on
// ("line 3"), for how long, that Ctrl+C stops the run keeping every line
// printed, and `hint` (how to bound the work, e.g. count's --limit); then
// again every kNoticeInterval while the silence lasts. Commands say what
// they work on as they go.
void setWorkingOn(std::string what);
void setSlowWorkHint(std::string hint);

} // namespace pm::cli
