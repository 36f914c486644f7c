#include <language.h>
#include <main_window.h>

#include "test_hook_scripted_play.h"

#include <QApplication>
#include <QSettings>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Pencilmark"));
    QApplication::setOrganizationName(QStringLiteral("Pencilmark"));
    QApplication::setApplicationVersion(QStringLiteral(PENCILMARK_VERSION));
    // Lets the desktop match the windows to the installed launcher and icon.
    QGuiApplication::setDesktopFileName(QStringLiteral(PENCILMARK_APP_ID));
    // Before any widget exists, so every text is created in the chosen language.
    pm::applyLanguage(pm::savedLanguage(QSettings()));
    pm::MainWindow window;
    window.show();
    // After show(): a puzzle that takes a moment to make shows its progress
    // over the window rather than before it.
    window.restoreOrStartGame();
    // Does nothing unless a test asks for it (see the header).
    pm::startScriptedPlayTestHook(window);
    return app.exec();
}
