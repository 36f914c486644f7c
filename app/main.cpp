#include <main_window.h>

#include <QApplication>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Pencilmark"));
    QApplication::setOrganizationName(QStringLiteral("Pencilmark"));
    QApplication::setApplicationVersion(QStringLiteral(PENCILMARK_VERSION));
    pm::MainWindow window;
    window.show();
    // After show(): a puzzle that takes a moment to make shows its progress
    // over the window rather than before it.
    window.restoreOrStartGame();
    return app.exec();
}
