// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/application.h"
#include "ui/window/main_window.h"

#include <QApplication>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    pm::prepareApplication(app);
    pm::MainWindow window;
    pm::showAndStartGame(window);
    return app.exec();
}
