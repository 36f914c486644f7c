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
    return app.exec();
}
