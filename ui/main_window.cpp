#include "main_window.h"

#include "board_widget.h"

#include <QApplication>
#include <QMenuBar>
#include <QStatusBar>

namespace pm {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_board(new BoardWidget(this))
{
    setWindowTitle(tr("Pencilmark"));
    setCentralWidget(m_board);
    createMenus();
    statusBar()->showMessage(tr("Empty 9x9 board"));
    m_board->setFocus();
}

void MainWindow::createMenus()
{
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    QAction* quit = game->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);
}

} // namespace pm
