#pragma once

#include <QMainWindow>

namespace pm {

class BoardWidget;

// The application window: menus, the board, the status bar.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    BoardWidget* board() const { return m_board; }

private:
    void createMenus();

    BoardWidget* m_board = nullptr;
};

} // namespace pm
