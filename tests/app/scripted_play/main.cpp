// SPDX-License-Identifier: GPL-3.0-or-later
// The app as it starts for players (app/main.cpp), plus the scripted-play
// test hook (scripted_play.h): tst_kill_survival kills this build mid-game.
// Built only with the tests; the shipped app carries no test hook.
#include "tests/app/scripted_play/scripted_play.h"

#include "ui/window/application.h"
#include "ui/window/main_window.h"

#include <QApplication>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    pm::prepareApplication(app);
    pm::MainWindow window;
    pm::showAndStartGame(window);
    pm::startScriptedPlayTestHook(window);
    return app.exec();
}
