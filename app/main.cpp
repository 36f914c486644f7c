// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/application.h"
#include "ui/window/main_window.h"

#include <QApplication>

#include <cstdio>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    pm::prepareApplication(app);
    const pm::CommandLine command = pm::readCommandLine(QApplication::arguments());
    if (command.action != pm::CommandLine::Action::Play) {
        const bool error = command.action == pm::CommandLine::Action::UsageError;
        std::fputs(qPrintable(command.output + (error ? QStringLiteral("\n") : QString())), error ? stderr : stdout);
        return pm::commandLineExitCode(command);
    }
    pm::MainWindow window;
    pm::showAndStartGame(window, command.file);
    return app.exec();
}
