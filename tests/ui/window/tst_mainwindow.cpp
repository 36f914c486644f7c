// SPDX-License-Identifier: GPL-3.0-or-later
// The window a player sees first: a 9x9 board that takes focus and moves
// its selection with the arrow keys (wrapping at the edges).
#include "ui/board/board_widget.h"
#include "ui/window/main_window.h"

#include "tests/ui/window_helpers.h"

#include <QAction>
#include <QScreen>
#include <QSettings>
#include <QtTest>

class TestMainWindow : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
private slots:
    void initTestCase()
    {
        pm::test::useTestSettings(QStringLiteral("tst_mainwindow"));
        QVERIFY(m_dir.isValid());
    }

    void opensWithEmptyBoard()
    {
        pm::MainWindow window(m_dir.filePath(QStringLiteral("autosave.pencilmark")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        pm::BoardWidget* board = window.board();
        QVERIFY(board);
        QCOMPARE(board->state().size(), 9);
        QCOMPARE(board->state().filledCount(), 0);
        QVERIFY(board->width() >= 200);
    }

    void clickAndArrowsMoveSelection()
    {
        QSettings().remove(QStringLiteral("window/cursor")); // a first run
        pm::MainWindow window(m_dir.filePath(QStringLiteral("autosave.pencilmark")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        pm::BoardWidget* board = window.board();
        // The cursor is on the board from the start (issue 39): r1c1 on a first run.
        QCOMPARE(board->selectedCell(), 0);
        board->setSelectedCell(40);
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

    // A first window (no geometry saved) fits the screen's room, with its
    // frame: the offscreen screen is 800x600, smaller than the 900x680 a
    // first window has on a desktop, as a 1024x600 netbook's room is.
    void theFirstWindowFitsTheScreen()
    {
        QSettings().remove(QStringLiteral("window/geometry"));
        pm::MainWindow window(m_dir.filePath(QStringLiteral("autosave-first.pencilmark")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QRect room = window.screen()->availableGeometry();
        QVERIFY2(room.width() < 900 || room.height() < 680, "the test needs a screen smaller than 900x680");
        const QRect frame = window.frameGeometry();
        QVERIFY2(frame.width() <= room.width() && frame.height() <= room.height(),
                 qPrintable(QStringLiteral("window %1x%2 (frame), screen's room %3x%4")
                                .arg(frame.width()).arg(frame.height()).arg(room.width()).arg(room.height())));
    }

    // The cursor where the player left it, after a restart of the app.
    void theCursorComesBackAfterARestart()
    {
        const QString autosave = m_dir.filePath(QStringLiteral("autosave-cursor.pencilmark"));
        {
            pm::MainWindow window(autosave);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(window.board()->selectedCell() >= 0);
            window.board()->setSelectedCell(30);
            window.close();
        }
        pm::MainWindow again(autosave);
        again.restoreOrStartGame();
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QCOMPARE(again.board()->selectedCell(), 30);
    }
    void standardShortcuts_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QKeySequence>("keys");
        QTest::newRow("new") << "new" << QKeySequence(Qt::CTRL | Qt::Key_N);
        QTest::newRow("open") << "open" << QKeySequence(Qt::CTRL | Qt::Key_O);
        QTest::newRow("save") << "save" << QKeySequence(Qt::CTRL | Qt::Key_S);
        QTest::newRow("undo") << "undo" << QKeySequence(Qt::CTRL | Qt::Key_Z);
        QTest::newRow("redo") << "redo" << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z);
        QTest::newRow("redo, Windows style") << "redo" << QKeySequence(Qt::CTRL | Qt::Key_Y);
        QTest::newRow("help") << "keys" << QKeySequence(Qt::Key_F1);
        QTest::newRow("quit") << "quit" << QKeySequence(Qt::CTRL | Qt::Key_Q);
    }

    void standardShortcuts()
    {
        QFETCH(QString, action);
        QFETCH(QKeySequence, keys);
        pm::MainWindow window(m_dir.filePath(QStringLiteral("autosave.pencilmark")));
        QAction* found = window.action(action);
        QVERIFY(found);
        QVERIFY2(found->shortcuts().contains(keys), qPrintable(keys.toString()));
    }

    void remembersItsGeometry()
    {
        QRect placed;
        {
            pm::MainWindow window(m_dir.filePath(QStringLiteral("autosave.pencilmark")));
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.resize(777, 655);
            placed = window.geometry();
            window.close();
        }
        pm::MainWindow again(m_dir.filePath(QStringLiteral("autosave.pencilmark")));
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QCOMPARE(again.size(), placed.size());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
