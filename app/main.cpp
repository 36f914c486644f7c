// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/application.h"

#include <QApplication>

int main(int argc, char* argv[])
{
    // Before the QApplication, which aborts where there is no display:
    // --help and --version answer without one, and without touching the
    // profile (its lock, its instance).
    if (const std::optional<int> exitCode = pm::answerWithoutDisplay(argc, argv))
        return *exitCode;
    QApplication app(argc, argv);
    pm::prepareApplication(app);
    return pm::runApplication();
}
