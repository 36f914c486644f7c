// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

class QApplication;

namespace pm {

class MainWindow;

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

// Shows the window, then brings the last game back or starts a new one:
// after show(), so a puzzle that takes a moment to make shows its progress
// over the window rather than before it. With a file (the command line, a
// file manager's Open With), that file is opened instead (MainWindow::openOnStart).
void showAndStartGame(MainWindow& window, const QString& file = {});

} // namespace pm
