// The window a player sees first: an empty 9x9 board that takes focus and
// moves its selection with the arrow keys (wrapping at the edges).
#include <board_widget.h>
#include <main_window.h>

#include <QtTest>

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void opensWithEmptyBoard()
    {
        pm::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        pm::BoardWidget* board = window.board();
        QVERIFY(board);
        QCOMPARE(board->grid().size(), 9);
        QCOMPARE(board->grid().filledCount(), 0);
        QVERIFY(board->width() >= 200);
    }

    void clickAndArrowsMoveSelection()
    {
        pm::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        pm::BoardWidget* board = window.board();
        QSignalSpy selected(board, &pm::BoardWidget::cellSelected);
        // Click near the top-left corner of the board: r1c1.
        const int side = std::min(board->width(), board->height());
        const QPoint topLeft((board->width() - side) / 2 + side / 18, (board->height() - side) / 2 + side / 18);
        QTest::mouseClick(board, Qt::LeftButton, {}, topLeft + QPoint(4, 4));
        QCOMPARE(board->selectedCell(), 0);
        QTest::keyClick(board, Qt::Key_Left); // wraps to r1c9
        QCOMPARE(board->selectedCell(), 8);
        QTest::keyClick(board, Qt::Key_Down);
        QCOMPARE(board->selectedCell(), 17);
        QTest::keyClick(board, Qt::Key_Up);
        QTest::keyClick(board, Qt::Key_Up); // wraps to r9c9
        QCOMPARE(board->selectedCell(), 80);
        QCOMPARE(selected.count(), 5);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
