// SPDX-License-Identifier: GPL-3.0-or-later
// The app as it starts for players (app/main.cpp: the command line, the one
// instance per profile, the window), plus the scripted-play test hook
// (scripted_play.h): tst_kill_survival kills this build mid-game, and
// tst_single_instance starts it twice on one profile. Built only with the
// tests; the shipped app carries no test hook.
#include "tests/app/scripted_play/scripted_play.h"

#include "ui/window/application.h"

#include <QApplication>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    pm::prepareApplication(app);
    return pm::runApplication([](pm::MainWindow& window) { pm::startScriptedPlayTestHook(window); });
}
