// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/application.h"

#include "ui/window/game_document.h"
#include "ui/window/language.h"
#include "ui/window/main_window.h"

#include "play/session/autosave.h"
#include "play/session/single_instance.h"
#include "text/instance_text.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QSettings>

#include <cstdio>

namespace pm {

namespace {

// What any application object of the app is called (QSettings and the
// autosave are found by these names), and its version.
void nameApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral("Pencilmark"));
    QCoreApplication::setOrganizationName(QStringLiteral("Pencilmark"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PENCILMARK_VERSION));
}

void printError(const QString& message)
{
    std::fputs(qPrintable(message + QLatin1Char('\n')), stderr);
}

} // namespace

void prepareApplication(QApplication& app)
{
    nameApplication();
    // Lets the desktop match the windows to the installed launcher and icon.
    app.setDesktopFileName(QStringLiteral(PENCILMARK_APP_ID));
    applyLanguage(savedLanguage(QSettings()));
}

std::optional<int> answerWithoutDisplay(int argc, char* argv[])
{
    QCoreApplication core(argc, argv);
    nameApplication();
    applyLanguage(savedLanguage(QSettings()));
    const CommandLine command = readCommandLine(QCoreApplication::arguments());
    if (command.action != CommandLine::Action::ShowHelp && command.action != CommandLine::Action::ShowVersion)
        return std::nullopt;
    return printCommandLineAnswer(command);
}

CommandLine readCommandLine(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("pm::CommandLine", "A Sudoku studio: play with pencil marks, get explained hints, "
                                                       "generate graded puzzles."));
    // Qt's addHelpOption() also lists --help-all "including Qt specific
    // options", which this help never shows: it is answered before any
    // QApplication exists, so that it works without a display. --help-all is
    // still taken (the README names it), hidden, for the same text.
    const QCommandLineOption help(
        {QStringLiteral("h"), QStringLiteral("help")},
        QCoreApplication::translate("pm::CommandLine", "Displays this help and exits."));
    QCommandLineOption helpAll(QStringLiteral("help-all"));
    helpAll.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(help);
    parser.addOption(helpAll);
    const QCommandLineOption version = parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("FILE"),
        QCoreApplication::translate("pm::CommandLine", "A saved game (.pencilmark) or a puzzle in any format "
                                                       "Pencilmark reads, opened instead of the last game."),
        QStringLiteral("[FILE]"));
    // Qt's own options (-platform, -style …) are taken out of the arguments
    // by QApplication before they reach here.
    CommandLine command;
    if (!parser.parse(arguments)) {
        command.action = CommandLine::Action::UsageError;
        command.output = parser.errorText();
        return command;
    }
    if (parser.isSet(help) || parser.isSet(helpAll)) {
        command.action = CommandLine::Action::ShowHelp;
        command.output = parser.helpText();
        // The usage line names the program as started (a whole path, even);
        // the help, and the man page made from it, name it as it is typed.
        // (QCommandLineParser takes it from the application's arguments.)
        const QString started = QStringLiteral("Usage: ") + QCoreApplication::arguments().value(0);
        if (command.output.startsWith(started))
            command.output.replace(0, started.size(), QStringLiteral("Usage: pencilmark"));
        return command;
    }
    if (parser.isSet(version)) {
        command.action = CommandLine::Action::ShowVersion;
        command.output = QCoreApplication::applicationName() + QLatin1Char(' ')
                         + QCoreApplication::applicationVersion() + QLatin1Char('\n');
        return command;
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        command.action = CommandLine::Action::UsageError;
        command.output = QCoreApplication::translate("pm::CommandLine", "Give at most one file to open.");
        return command;
    }
    if (!files.isEmpty())
        command.file = files.front();
    return command;
}

int commandLineExitCode(const CommandLine& command)
{
    return command.action == CommandLine::Action::UsageError ? 2 : 0;
}

int printCommandLineAnswer(const CommandLine& command)
{
    const bool error = command.action == CommandLine::Action::UsageError;
    std::fputs(qPrintable(command.output + (error ? QStringLiteral("\n") : QString())), error ? stderr : stdout);
    return commandLineExitCode(command);
}

void showAndStartGame(MainWindow& window, const QString& file)
{
    window.show();
    if (file.isEmpty())
        window.restoreOrStartGame();
    else
        window.openOnStart(file);
}

void bringToFront(MainWindow& window)
{
    window.show();
    window.setWindowState((window.windowState() & ~Qt::WindowMinimized) | Qt::WindowActive);
    window.raise();
    window.activateWindow();
}

void answerLaterStarts(SingleInstance& instance, MainWindow& window)
{
    QObject::connect(&instance, &SingleInstance::activationRequested, &window, [&window](const QString& file) {
        bringToFront(window);
        if (!file.isEmpty())
            window.document()->openAskingFirst(file);
    });
}

int runApplication(const std::function<void(MainWindow&)>& started)
{
    const CommandLine command = readCommandLine(QCoreApplication::arguments());
    if (command.action != CommandLine::Action::Play)
        return printCommandLineAnswer(command);
    // The profile is the folder of the autosave: one writer of it at a time.
    const QString folder = QFileInfo(Autosave::defaultPath()).absolutePath();
    SingleInstance instance(folder);
    switch (instance.start(command.file)) {
    case SingleInstance::Start::HandedOver: return 0;
    case SingleInstance::Start::NoAnswer: printError(InstanceText::noAnswer(folder)); return kExitInstanceNoAnswer;
    case SingleInstance::Start::Unguarded: printError(InstanceText::unguarded(folder)); break;
    case SingleInstance::Start::First:
        if (!instance.isListening())
            printError(InstanceText::notListening(instance.problem()));
        break;
    }
    // Declared after the instance, so destroyed before it: the lock is let
    // go only once the window has written its game for the last time.
    MainWindow window;
    answerLaterStarts(instance, window);
    showAndStartGame(window, command.file);
    if (started)
        started(window);
    return QApplication::exec();
}

} // namespace pm
