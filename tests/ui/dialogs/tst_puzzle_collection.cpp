// SPDX-License-Identifier: GPL-3.0-or-later
// A file of many puzzles opens as a collection: a list to pick from (number,
// givens, state), played from it with the mouse and the keyboard, Next and
// Previous; each puzzle's progress comes back after a restart (in progress
// with its digits, solved marked), a line that holds no puzzle is reported
// by its number while the rest open, a one-puzzle file opens as before, a
// game in progress not from the collection is not replaced unasked, and the
// Level column fills in while the list is up and sorts by level.
#include "play/collection/collection_model.h"
#include "play/collection/collection_play.h"
#include "play/jobs/puzzle_generation.h"
#include "play/session/game_file.h"
#include "play/session/game_session.h"
#include "ui/board/board_widget.h"
#include "ui/dialogs/collection_dialog.h"
#include "ui/window/game_document.h"
#include "ui/window/main_window.h"

#include "text/collection_text.h"
#include "text/names.h"

#include "core/formats/puzzle_format.h"

#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QTableView>
#include <QElapsedTimer>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

#include <functional>

#include <sys/stat.h>

#include "tests/support/test_data.h"
#include "tests/ui/window_helpers.h"

using namespace pm;

namespace {

QString fiveFile()
{
    return test::testDataPath(QStringLiteral("collection/qqwing_five.txt"));
}

// The puzzles of tests/data/collection/qqwing_five.txt, in order.
const char* const kFive[] = {
    "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7",
    "83...6..5......1....97.8.63...1..53....865.49.....9......5..41.........64....3...",
    "9.6..573418...45.....9.........9.........8.1.3...17....7.36.15...3....96.....9.7.",
    ".....3.7...7...9.8.9.18.26..216...97.8..3.6....9....15..6............532.1.......",
    ".5..8.4...1..3.8..8.6.74..13...5.............64.......1....2..6..2....3...8.4.52.",
};

QString givensOf(const game::Game& game)
{
    return QString::fromStdString(writeLine(game.puzzle(), game.alphabet()));
}

} // namespace

class TestPuzzleCollection : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    // The app as it starts: the last game and the collection come back.
    void startApp()
    {
        m_window = std::make_unique<MainWindow>(m_dir.filePath(QStringLiteral("autosave.pencilmark")));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QSignalSpy started(m_window->session(), &GameSession::gameStarted);
        m_window->restoreOrStartGame();
        QVERIFY(started.count() > 0 || started.wait(60000));
    }

    // Quitting as the player does (closeEvent writes what is pending), then
    // starting again with the same settings and data folder.
    void restartApp()
    {
        m_window->close();
        m_window.reset();
        startApp();
    }

    CollectionPlay* collection() const { return m_window->document()->collection(); }

    CollectionDialog* waitForList()
    {
        CollectionDialog* list = nullptr;
        (void)QTest::qWaitFor(
            [&] {
                for (auto* dialog : m_window->findChildren<CollectionDialog*>())
                    if (dialog->isVisible())
                        list = dialog;
                return list != nullptr;
            },
            5000);
        return list;
    }

    CollectionDialog* openList()
    {
        m_window->action(QStringLiteral("collection"))->trigger();
        return waitForList();
    }

    // Clicks the row and presses Return on it, as a player picks a puzzle;
    // waits for the game to start (a puzzle not started is checked first).
    void pick(CollectionDialog* list, int row)
    {
        QVERIFY(list);
        QTableView* view = list->view();
        const QModelIndex index = view->model()->index(row, CollectionModel::Puzzle);
        view->scrollTo(index);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
        QCOMPARE(view->currentIndex().row(), row);
        QSignalSpy started(m_window->session(), &GameSession::gameStarted);
        // It deletes itself on closing; the window is active again after that.
        const QPointer<CollectionDialog> guard(list);
        QTest::keyClick(view, Qt::Key_Return);
        QVERIFY(started.count() > 0 || started.wait(60000));
        QTRY_VERIFY(!guard);
    }

    // A click on the cell, then its digit from the keyboard.
    void typeDigit(int cell, int digit)
    {
        BoardWidget* board = m_window->board();
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect(cell).center().toPoint());
        QCOMPARE(board->selectedCell(), cell);
        QTest::keyClick(board, char('0' + digit));
    }

    int stateOf(CollectionDialog* list, int row) const
    {
        return list->view()->model()->index(row, CollectionModel::State).data(CollectionModel::StateRole).toInt();
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_puzzle_collection"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void init() { startApp(); }

    void cleanup()
    {
        for (auto* dialog : m_window->findChildren<QDialog*>())
            dialog->reject();
        m_window->close();
        m_window.reset();
    }

    void aFileOfPuzzlesOpensAsAList()
    {
        const QString before = givensOf(m_window->session()->game());
        QVERIFY(!m_window->action(QStringLiteral("collection"))->isEnabled()); // none open yet
        QVERIFY(m_window->openGameFile(fiveFile()));
        CollectionDialog* list = waitForList();
        QVERIFY(list);
        QCOMPARE(list->windowTitle(), CollectionText::listTitle(QStringLiteral("qqwing_five.txt")));
        QAbstractItemModel* model = list->view()->model();
        QCOMPARE(model->rowCount(), 5);
        for (int row = 0; row < 5; ++row) {
            QCOMPARE(model->index(row, CollectionModel::Number).data().toInt(), row + 1);
            QCOMPARE(model->index(row, CollectionModel::Puzzle).data().toString(), QString::fromLatin1(kFive[row]));
            QCOMPARE(stateOf(list, row), int(PuzzleState::NotStarted));
            QCOMPARE(model->index(row, CollectionModel::State).data().toString(), CollectionText::notStarted());
        }
        QCOMPARE(model->index(0, CollectionModel::Givens).data().toInt(), 25);
        QCOMPARE(model->index(2, CollectionModel::Givens).data().toInt(), 27);
        QVERIFY(list->findChild<QLabel*>(QStringLiteral("unreadableLines")) == nullptr);
        // Nothing is replaced until a puzzle is picked.
        QCOMPARE(givensOf(m_window->session()->game()), before);
        list->reject();
        QVERIFY(m_window->action(QStringLiteral("collection"))->isEnabled());
        QVERIFY(m_window->action(QStringLiteral("nextPuzzle"))->isEnabled());
        QVERIFY(!m_window->action(QStringLiteral("previousPuzzle"))->isEnabled());
    }

    void progressComesBackAfterARestart()
    {
        QVERIFY(m_window->openGameFile(fiveFile()));
        pick(waitForList(), 2);
        QCOMPARE(givensOf(m_window->session()->game()), QString::fromLatin1(kFive[2]));
        QCOMPARE(collection()->playing(), 2);
        QVERIFY2(m_window->windowTitle().startsWith(CollectionText::windowTitle(QStringLiteral("qqwing_five.txt"), 3, 5)),
                 qPrintable(m_window->windowTitle()));
        // r1c2 is empty in the third puzzle; its answer goes in.
        const int cell = 1;
        QCOMPARE(m_window->session()->game().board().value(cell), 0);
        const int digit = m_window->session()->game().solution()[std::size_t(cell)];
        typeDigit(cell, digit);
        QCOMPARE(m_window->session()->game().board().value(cell), digit);

        restartApp();
        // The last game and its puzzle's place in the collection.
        QCOMPARE(givensOf(m_window->session()->game()), QString::fromLatin1(kFive[2]));
        QCOMPARE(collection()->playing(), 2);
        CollectionDialog* list = openList();
        QVERIFY(list);
        QCOMPARE(stateOf(list, 2), int(PuzzleState::InProgress));
        QCOMPARE(list->view()->model()->index(2, CollectionModel::State).data().toString(),
                 CollectionText::inProgress());
        QCOMPARE(list->view()->currentIndex().row(), 2); // the puzzle picked last
        // Another puzzle, opened but not played, stays not started; no
        // question, since the third puzzle's progress is kept.
        pick(list, 0);
        QCOMPARE(givensOf(m_window->session()->game()), QString::fromLatin1(kFive[0]));
        QCOMPARE(m_window->session()->game().board().value(cell), m_window->session()->game().puzzle().value(cell));
        // Next and Previous from the keyboard, to the window active again
        // (the offscreen platform has no window manager to hand it back).
        m_window->activateWindow();
        QTRY_COMPARE(QApplication::activeWindow(), m_window.get());
        QSignalSpy started(m_window->session(), &GameSession::gameStarted);
        QTest::keyClick(m_window->board(), Qt::Key_PageDown, Qt::ControlModifier);
        QVERIFY(started.wait(60000));
        QCOMPARE(collection()->playing(), 1);
        QTest::keyClick(m_window->board(), Qt::Key_PageDown, Qt::ControlModifier);
        QTRY_COMPARE(collection()->playing(), 2); // saved: back at once, with the digit
        QCOMPARE(m_window->session()->game().board().value(cell), digit);
        QVERIFY(m_window->session()->undoStack()->canUndo()); // its history came back too
        started.clear();
        QTest::keyClick(m_window->board(), Qt::Key_PageUp, Qt::ControlModifier);
        QVERIFY(started.wait(60000));
        QCOMPARE(collection()->playing(), 1);
        QCOMPARE(givensOf(m_window->session()->game()), QString::fromLatin1(kFive[1]));

        list = openList();
        QCOMPARE(stateOf(list, 0), int(PuzzleState::NotStarted));
        QCOMPARE(stateOf(list, 1), int(PuzzleState::NotStarted));
        QCOMPARE(stateOf(list, 2), int(PuzzleState::InProgress));
        pick(list, 2); // picked again from the list: as it was
        QCOMPARE(m_window->session()->game().board().value(cell), digit);
    }

    void solvingAPuzzleMarksItSolved()
    {
        QVERIFY(m_window->openGameFile(fiveFile()));
        pick(waitForList(), 4);
        QCOMPARE(givensOf(m_window->session()->game()), QString::fromLatin1(kFive[4]));
        const game::Game& game = m_window->session()->game();
        for (int cell = 0; cell < 81; ++cell)
            if (game.board().value(cell) == 0)
                typeDigit(cell, game.solution()[std::size_t(cell)]);
        QVERIFY(m_window->session()->isSolved());
        CollectionDialog* list = openList();
        QCOMPARE(stateOf(list, 4), int(PuzzleState::Solved));
        QCOMPARE(list->view()->model()->index(4, CollectionModel::State).data().toString(), CollectionText::solved());
        list->reject();

        restartApp();
        list = openList();
        QCOMPARE(stateOf(list, 4), int(PuzzleState::Solved));
        QCOMPARE(stateOf(list, 2), int(PuzzleState::InProgress)); // the earlier test's
        QVERIFY(!m_window->action(QStringLiteral("nextPuzzle"))->isEnabled()); // the last puzzle was picked last
        QVERIFY(m_window->action(QStringLiteral("previousPuzzle"))->isEnabled());
    }

    void aLineThatHoldsNoPuzzleIsReported()
    {
        QSignalSpy reported(m_window.get(), &MainWindow::errorReported);
        QVERIFY(m_window->openGameFile(test::testDataPath(QStringLiteral("collection/one_bad_line.txt"))));
        CollectionDialog* list = waitForList();
        QVERIFY(list);
        QCOMPARE(list->view()->model()->rowCount(), 4);
        QCOMPARE(list->view()->model()->index(3, CollectionModel::Puzzle).data().toString(),
                 QString::fromLatin1(kFive[4]));
        QCOMPARE(reported.count(), 1);
        const QString message = reported.front().front().toString();
        QVERIFY2(message.contains(QStringLiteral("Line 5, column 81")), qPrintable(message));
        auto* unreadable = list->findChild<QLabel*>(QStringLiteral("unreadableLines"));
        QVERIFY(unreadable);
        QVERIFY2(unreadable->text().contains(QStringLiteral("Line 5, column 81")), qPrintable(unreadable->text()));
        pick(list, 3); // the line after it plays
        QCOMPARE(givensOf(m_window->session()->game()), QString::fromLatin1(kFive[4]));
    }

    void aFileOfOnePuzzleOpensAsBefore()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("one.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray("# one puzzle\n") + kFive[1] + " Simple\n");
        file.close();
        QSignalSpy checked(m_window.get(), &MainWindow::puzzleChecked);
        QVERIFY(m_window->openGameFile(path));
        QVERIFY(checked.wait(60000));
        QCOMPARE(givensOf(m_window->session()->game()), QString::fromLatin1(kFive[1]));
        QVERIFY(m_window->findChildren<CollectionDialog*>().isEmpty());
    }

    // `pencilmark FILE` on a first start: the list comes up over an empty
    // board; closed without a pick, a new game is made, as at any start.
    void startedWithACollectionAndNoLastGame()
    {
        QTemporaryDir fresh;
        MainWindow window(fresh.filePath(QStringLiteral("autosave.pencilmark")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.openOnStart(fiveFile());
        CollectionDialog* list = nullptr;
        QTRY_VERIFY((list = window.findChild<CollectionDialog*>()) != nullptr && list->isVisible());
        QVERIFY(!window.session()->game().hasSolution());
        QSignalSpy started(window.session(), &GameSession::gameStarted);
        QTest::keyClick(list->view(), Qt::Key_Escape);
        QVERIFY(started.wait(60000));
        QVERIFY(window.session()->game().hasSolution());
        QCOMPARE(window.document()->collection()->playing(), -1);
    }

    void aGameInProgressIsNotReplacedUnasked()
    {
        // A game from outside the collection, with a move.
        QCOMPARE(test::playPuzzle(*m_window, QString::fromLatin1(kFive[3])).kind, game::PuzzleVerdict::Kind::Unique);
        QVERIFY(collection()->isOpen()); // the last one opened, from the earlier tests
        QCOMPARE(collection()->playing(), -1);
        typeDigit(0, m_window->session()->game().solution()[0]);
        CollectionDialog* list = openList();
        QVERIFY(list);
        QTableView* view = list->view();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                          view->visualRect(view->model()->index(0, CollectionModel::Puzzle)).center());
        // The question runs its own event loop: answered from a timer.
        bool asked = false;
        QTimer answer;
        connect(&answer, &QTimer::timeout, this, [&] {
            for (QWidget* widget : QApplication::topLevelWidgets())
                if (auto* box = qobject_cast<QMessageBox*>(widget); box && box->isVisible()) {
                    asked = true;
                    box->button(QMessageBox::Cancel)->click();
                }
        });
        answer.start(20);
        QTest::keyClick(view, Qt::Key_Return);
        QTRY_VERIFY(asked);
        answer.stop();
        QCOMPARE(givensOf(m_window->session()->game()), QString::fromLatin1(kFive[3]));
        QVERIFY(m_window->session()->game().board().value(0) != 0);
    }

    // Past the 8 MiB a game file may be (issue 36, class 7): a collection of
    // 100,000 puzzles is about 10 MB. Here five puzzles among 9 MiB of comments.
    void aCollectionPastTheGameFileLimitOpens()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QByteArray comment = "# " + QByteArray(1022, 'x') + "\n";
        for (const char* puzzle : kFive) {
            for (int line = 0; line < 9 * 1024 / 5 + 1; ++line)
                file.write(comment);
            file.write(QByteArray(puzzle) + "\n");
        }
        file.close();
        QVERIFY(QFileInfo(path).size() > kMaxGameFileBytes);
        QVERIFY(m_window->openGameFile(path));
        CollectionDialog* list = waitForList();
        QVERIFY(list);
        QCOMPARE(list->view()->model()->rowCount(), 5);
        QCOMPARE(list->view()->model()->index(4, CollectionModel::Puzzle).data().toString(),
                 QString::fromLatin1(kFive[4]));
    }

    // A collection remembered at the last quit that cannot be read again is
    // forgotten, and the player is told which and why; a FIFO in its place
    // is never waited for (class 3).
    void aRememberedCollectionThatCannotBeReadIsForgottenAndSaid()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("five.txt"));
        QVERIFY(QFile::copy(fiveFile(), path));
        QVERIFY(m_window->openGameFile(path));
        pick(waitForList(), 1);
        m_window->close();
        m_window.reset();

        struct Case {
            const char* what;
            std::function<bool()> replace;
            QString reason;
        };
        const std::vector<Case> cases = {
            {"a FIFO",
             [&] { return QFile::remove(path) && ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0; },
             describeGameFileError({GameFileError::Code::NotRegularFile, {}})},
            {"too large",
             [&] {
                 QFile::remove(path);
                 QFile big(path);
                 return big.open(QIODevice::WriteOnly) && big.resize(kMaxPuzzleFileBytes + 1);
             },
             describeGameFileError({GameFileError::Code::TooLargeToOpen, {}})},
            {"no longer a collection",
             [&] {
                 QFile::remove(path);
                 QFile one(path);
                 return one.open(QIODevice::WriteOnly) && one.write(kFive[0]) > 0;
             },
             CollectionText::noLongerCollection()},
        };
        for (const Case& c : cases) {
            QSettings().setValue(QStringLiteral("collection/path"), QFileInfo(path).absoluteFilePath());
            QVERIFY2(c.replace(), c.what);
            m_window = std::make_unique<MainWindow>(m_dir.filePath(QStringLiteral("autosave.pencilmark")));
            QSignalSpy reported(m_window.get(), &MainWindow::errorReported);
            m_window->restoreOrStartGame();
            QVERIFY2(!collection()->isOpen(), c.what);
            const QString expected = CollectionText::notReopened(QStringLiteral("five.txt"), c.reason);
            QVERIFY2(std::any_of(reported.begin(), reported.end(),
                                 [&](const QList<QVariant>& args) { return args.back().toString() == expected; }),
                     c.what);
            QVERIFY2(!QSettings().contains(QStringLiteral("collection/path")), c.what);
            m_window->generation()->waitForWorker();
            m_window.reset();
        }
        startApp(); // for cleanup()
    }

    void theLevelColumnFillsInAndSorts()
    {
        // Rated in the background: the list is up, and the window answers,
        // while the levels come.
        const QString file = test::testDataPath(QStringLiteral("collection/mixed_levels.txt"));
        QVERIFY(m_window->openGameFile(file));
        CollectionDialog* list = waitForList();
        QVERIFY(list);
        QVERIFY(QTest::qWaitForWindowExposed(list));
        QTableView* view = list->view();
        QAbstractItemModel* model = view->model();
        QCOMPARE(model->rowCount(), 8);
        QCOMPARE(model->headerData(CollectionModel::Level, Qt::Horizontal).toString(), CollectionText::levelHeading());
        int ticks = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, this, [&ticks] { ++ticks; });
        ticker.start(5);
        const auto levelsShown = [model] {
            for (int row = 0; row < model->rowCount(); ++row)
                if (model->index(row, CollectionModel::Level).data().toString() == CollectionText::levelPending())
                    return false;
            return true;
        };
        // The event loop must keep turning while levels are pending: a wait
        // longer than a few ticks with no tick means it was held. A fast
        // machine may have every level in before the first tick is due
        // (the ratings done before, or within, the wait's first pass).
        QElapsedTimer waited;
        waited.start();
        QTRY_VERIFY_WITH_TIMEOUT(levelsShown(), 60000);
        QVERIFY2(ticks > 0 || waited.elapsed() < 50, qPrintable(QString::number(waited.elapsed())));
        QCOMPARE(model->index(0, CollectionModel::Level).data().toString(), Names::level(logic::Level::Master));
        QCOMPARE(model->index(3, CollectionModel::Level).data().toString(), CollectionText::levelNoSolution());
        QVERIFY(view->columnWidth(CollectionModel::Level) > 0);

        // A click on the heading sorts by level, in the levels' order.
        QHeaderView* header = view->horizontalHeader();
        const int x = header->sectionViewportPosition(CollectionModel::Level) + header->sectionSize(CollectionModel::Level) / 2;
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(x, header->height() / 2));
        QCOMPARE(header->sortIndicatorSection(), int(CollectionModel::Level));
        QCOMPARE(header->sortIndicatorOrder(), Qt::AscendingOrder);
        QStringList order;
        for (int row = 0; row < 4; ++row)
            order << model->index(row, CollectionModel::Level).data().toString();
        QCOMPARE(order, (QStringList{Names::level(logic::Level::Easy), Names::level(logic::Level::Medium),
                                     Names::level(logic::Level::Hard), Names::level(logic::Level::Expert)}));
        // The first row now is the easy puzzle, the file's second: picked, it is played.
        pick(list, 0);
        QCOMPARE(givensOf(m_window->session()->game()), QString::fromLatin1(kFive[0]));
        QCOMPARE(collection()->playing(), 1);
    }
};

QTEST_MAIN(TestPuzzleCollection)
#include "tst_puzzle_collection.moc"
