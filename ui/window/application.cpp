// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/application.h"

#include "ui/window/language.h"
#include "ui/window/main_window.h"

#include <QApplication>
#include <QSettings>

namespace pm {

void prepareApplication(QApplication& app)
{
    app.setApplicationName(QStringLiteral("Pencilmark"));
    app.setOrganizationName(QStringLiteral("Pencilmark"));
    app.setApplicationVersion(QStringLiteral(PENCILMARK_VERSION));
    // Lets the desktop match the windows to the installed launcher and icon.
    QGuiApplication::setDesktopFileName(QStringLiteral(PENCILMARK_APP_ID));
    applyLanguage(savedLanguage(QSettings()));
}

void showAndStartGame(MainWindow& window)
{
    window.show();
    window.restoreOrStartGame();
}

} // namespace pm
