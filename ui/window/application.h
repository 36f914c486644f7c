// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

class QApplication;

namespace pm {

class MainWindow;
class SingleInstance;

// What every start of the app does before and after its window exists, so
// the app and the test build that plays by itself
// (tests/app/scripted_play/) start the same way.

// Names the application (QSettings and the autosave are found by them), its
// version and desktop entry, and installs the saved language before any
// widget exists, so every text is made in it (the command line's help too).
void prepareApplication(QApplication& app);

// What the command line asks for: `pencilmark [--help] [--version] [FILE]`.
struct CommandLine {
    enum class Action { Play, ShowHelp, ShowVersion, UsageError };
    Action action = Action::Play;
    QString file;   // Play: the game or puzzle file to open; empty for none
    QString output; // ShowHelp, ShowVersion: what to print; UsageError: the message
};

// Reads the arguments as QCoreApplication::arguments() gives them (the
// program first). Words come in the language prepareApplication installed.
CommandLine readCommandLine(const QStringList& arguments);

// Exit status of a command line that does not start the window: 0 for help
// and version, 2 for a usage error (as pencilmark-cli).
int commandLineExitCode(const CommandLine& command);

// Prints what a command line that does not start the window says (help and
// version on standard output, a usage error on standard error) and returns
// its exit status.
int printCommandLineAnswer(const CommandLine& command);

// Answers --help and --version before any screen is needed (over ssh, in a
// package build, where a QApplication aborts for want of a display): reads
// the command line under a QCoreApplication of its own, with the saved
// language, and gone again before the caller makes its QApplication.
// Returns the exit status when it answered; nullopt for everything else,
// which the caller reads again once its QApplication has taken Qt's own
// options (-platform, -style …) out of the arguments, so a usage error is
// told exactly as before.
std::optional<int> answerWithoutDisplay(int argc, char* argv[]);

// Shows the window, then brings the last game back or starts a new one:
// after show(), so a puzzle that takes a moment to make shows its progress
// over the window rather than before it. With a file (the command line, a
// file manager's Open With), that file is opened instead (MainWindow::openOnStart).
void showAndStartGame(MainWindow& window, const QString& file = {});

// Exit status of a start that found the profile's instance running but got
// no answer from it (SingleInstance::Start::NoAnswer).
inline constexpr int kExitInstanceNoAnswer = 1;

// Everything a start does once prepareApplication has run: reads the command
// line (a usage error is told here), then plays as the profile's one
// instance (SingleInstance): the lock taken, the window shown and its game
// started (showAndStartGame), later starts' files opened in it; or hands its
// file to the instance already running and ends. `started`, when given, is
// called once the window plays (the test build's hook). Returns the exit
// status, after the event loop when this start plays.
int runApplication(const std::function<void(MainWindow&)>& started = {});

// Brings the window to the front as a later start asks: shown, not
// minimised, raised and active.
void bringToFront(MainWindow& window);

// What the window does when a later start hands over (the instance holds
// the profile): comes to the front and opens the file, asking first as Open
// does when the game in play has moves (GameDocument::openAskingFirst).
void answerLaterStarts(SingleInstance& instance, MainWindow& window);

} // namespace pm
