// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/application.h"
#include "ui/window/main_window.h"

#include <QApplication>

int main(int argc, char* argv[])
{
    // Before the QApplication, which aborts where there is no display:
    // --help and --version answer without one.
    if (const std::optional<int> exitCode = pm::answerWithoutDisplay(argc, argv))
        return *exitCode;
    QApplication app(argc, argv);
    pm::prepareApplication(app);
    const pm::CommandLine command = pm::readCommandLine(QApplication::arguments());
    if (command.action != pm::CommandLine::Action::Play)
        return pm::printCommandLineAnswer(command);
    pm::MainWindow window;
    pm::showAndStartGame(window, command.file);
    return app.exec();
}
