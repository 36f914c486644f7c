// SPDX-License-Identifier: GPL-3.0-or-later
// Playing with keys and the mouse, as a player does: digits, centre and
// corner marks, colours, modes, clearing, multi-select, the number pad,
// right click, and undo/redo through the window's shortcuts.
#include "play/session/game_session.h"
#include "ui/board/board_widget.h"
#include "ui/board/number_pad.h"
#include "ui/window/main_window.h"

#include <QAction>
#include <QClipboard>
#include <QStatusBar>
#include <QUndoStack>
#include <QtTest>

#include "tests/ui/window_helpers.h"

using namespace pm;

namespace {

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1).
// r1c1, r1c2, r1c4 ... are empty; r1c3 is a given 6.
const char* const kPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";

QPoint centreOf(BoardWidget* board, int cell)
{
    return board->cellRect(cell).center().toPoint();
}

} // namespace

class TestBoardInput : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    BoardWidget* m_board = nullptr;
    GameSession* m_session = nullptr;

    const game::CellState& cell(int index) const { return m_session->game().cell(index); }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_board_input"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_window = test::windowPlaying(m_dir, kPuzzle);
        QVERIFY2(m_window, "the window did not start playing the test puzzle");
        m_board = m_window->board();
        m_session = m_window->session();
        m_session->setAutoUpdateMarks(false);
        m_board->setFocus();
        QTest::mouseClick(m_board, Qt::LeftButton, {}, centreOf(m_board, 0));
        QCOMPARE(m_board->selectedCell(), 0);
    }

    void cleanup()
    {
        m_window.reset();
    }

    void digitKeyEntersAndGivensStay()
    {
        QTest::keyClick(m_board, Qt::Key_4);
        QCOMPARE(cell(0).value, 4);
        QCOMPARE(m_board->state().cells[0].value, 4); // the board shows it
        QTest::keyClick(m_board, Qt::Key_Right);
        QTest::keyClick(m_board, Qt::Key_Right); // r1c3: a given 6
        QTest::keyClick(m_board, Qt::Key_1);
        QCOMPARE(cell(2).value, 6);
    }

    void shiftAndCtrlToggleCornerAndCentreMarks()
    {
        QTest::keyClick(m_board, Qt::Key_1, Qt::ShiftModifier);
        QTest::keyClick(m_board, Qt::Key_3, Qt::ShiftModifier);
        QTest::keyClick(m_board, Qt::Key_7, Qt::ControlModifier);
        QCOMPARE(cell(0).corner, digitBit(1) | digitBit(3));
        QCOMPARE(cell(0).centre, digitBit(7));
        QTest::keyClick(m_board, Qt::Key_1, Qt::ShiftModifier); // toggles off
        QCOMPARE(cell(0).corner, digitBit(3));
        QCOMPARE(cell(0).value, 0);
    }

    void shiftedSymbolOfAUsKeyboardIsADigit()
    {
        // A real X11 Shift+5 on a US layout arrives as '%'.
        QTest::keyClick(m_board, Qt::Key_Percent, Qt::ShiftModifier);
        QCOMPARE(cell(0).corner, digitBit(5));
    }

    void spaceAndTabSwitchModes()
    {
        QSignalSpy modes(m_board, &BoardWidget::modeChanged);
        QTest::keyClick(m_board, Qt::Key_Space);
        QCOMPARE(m_board->mode(), InputMode::Corner);
        QTest::keyClick(m_board, Qt::Key_2);
        QCOMPARE(cell(0).corner, digitBit(2));
        QCOMPARE(cell(0).value, 0);
        QTest::keyClick(m_board, Qt::Key_Space);
        QCOMPARE(m_board->mode(), InputMode::Value);
        QTest::keyClick(m_board, Qt::Key_Tab);
        QCOMPARE(m_board->mode(), InputMode::Centre);
        QTest::keyClick(m_board, Qt::Key_Tab);
        QTest::keyClick(m_board, Qt::Key_Tab);
        QCOMPARE(m_board->mode(), InputMode::Colour);
        QTest::keyClick(m_board, Qt::Key_3);
        QCOMPARE(int(cell(0).colour), 3);
        QTest::keyClick(m_board, Qt::Key_Backtab, Qt::ShiftModifier);
        QCOMPARE(m_board->mode(), InputMode::Corner);
        QVERIFY(m_board->hasFocus()); // Tab did not move focus away
        QCOMPARE(modes.count(), 6);
    }

    void backspaceClearsEntryThenMarks()
    {
        QTest::keyClick(m_board, Qt::Key_8, Qt::ControlModifier);
        QTest::keyClick(m_board, Qt::Key_4);
        QTest::keyClick(m_board, Qt::Key_Backspace);
        QCOMPARE(cell(0).value, 0);
        QCOMPARE(cell(0).centre, digitBit(8));
        QTest::keyClick(m_board, Qt::Key_Delete);
        QCOMPARE(cell(0).centre, DigitMask(0));
    }

    void ctrlClickAndShiftArrowSelectSeveralCells()
    {
        QTest::mouseClick(m_board, Qt::LeftButton, Qt::ControlModifier, centreOf(m_board, 9)); // r2c1
        QTest::keyClick(m_board, Qt::Key_Right, Qt::ShiftModifier);                          // + r2c2
        QCOMPARE(m_board->selection(), (QList<int>{0, 9, 10}));
        QTest::keyClick(m_board, Qt::Key_5, Qt::ShiftModifier);
        for (int c : {0, 9, 10})
            QCOMPARE(cell(c).corner, digitBit(5));
        QTest::keyClick(m_board, Qt::Key_Escape);
        QCOMPARE(m_board->selection(), (QList<int>{10}));
    }

    void shiftClickSelectsARectangle()
    {
        QTest::mouseClick(m_board, Qt::LeftButton, Qt::ShiftModifier, centreOf(m_board, 19)); // r3c2
        QCOMPARE(m_board->selection(), (QList<int>{0, 1, 9, 10, 18, 19}));
        QCOMPARE(m_board->selectedCell(), 19);
    }

    void dragSelects()
    {
        QTest::mousePress(m_board, Qt::LeftButton, {}, centreOf(m_board, 9));
        QMouseEvent move(QEvent::MouseMove, QPointF(centreOf(m_board, 11)), m_board->mapToGlobal(QPointF(centreOf(m_board, 11))),
                         Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_board, &move);
        QTest::mouseRelease(m_board, Qt::LeftButton, {}, centreOf(m_board, 11));
        QCOMPARE(m_board->selection(), (QList<int>{9, 11})); // r2c2 was not crossed by a move event
    }

    void rightClickTogglesTheCandidateUnderThePointer()
    {
        const QPoint five = m_board->markRect(1, 5).center().toPoint();
        QTest::mouseClick(m_board, Qt::RightButton, {}, five);
        QCOMPARE(cell(1).corner, digitBit(5));
        const QPoint one = m_board->markRect(1, 1).center().toPoint();
        QTest::mouseClick(m_board, Qt::RightButton, {}, one);
        QCOMPARE(cell(1).corner, digitBit(1) | digitBit(5));
        QTest::mouseClick(m_board, Qt::RightButton, {}, five);
        QCOMPARE(cell(1).corner, digitBit(1));
        QCOMPARE(m_board->selectedCell(), 0); // the selection stayed
    }

    void numberPadEntersAndCountsDown()
    {
        NumberPad* pad = m_window->numberPad();
        QCOMPARE(pad->digitButton(4)->remaining(), 9 - 3);
        QTest::mouseClick(pad->digitButton(4), Qt::LeftButton);
        QCOMPARE(cell(0).value, 4);
        QCOMPARE(pad->digitButton(4)->remaining(), 9 - 4);
    }

    void numberPadPaintsInColourMode()
    {
        NumberPad* pad = m_window->numberPad();
        QTest::keyClick(m_board, Qt::Key_Backtab, Qt::ShiftModifier); // Value -> Colour
        QCOMPARE(m_board->mode(), InputMode::Colour);
        QVERIFY(!pad->digitButton(game::kColourCount + 1)->isEnabled()); // only the colours there are
        QTest::mouseClick(pad->digitButton(2), Qt::LeftButton);
        QCOMPARE(int(cell(0).colour), 2);
        QCOMPARE(cell(0).value, 0);
        QVERIFY(m_board->hasFocus()); // keys keep going to the board
    }

    void undoRedoThroughShortcuts()
    {
        QTest::keyClick(m_board, Qt::Key_4);
        QTest::keyClick(m_board, Qt::Key_Right);
        QTest::keyClick(m_board, Qt::Key_3);
        QTest::keyClick(m_board, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(cell(1).value, 0);
        QCOMPARE(cell(0).value, 4);
        QTest::keyClick(m_board, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(cell(0).value, 0);
        QTest::keyClick(m_board, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(cell(0).value, 4);
        QTest::keyClick(m_board, Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(cell(1).value, 3);
    }

    void runOfMarksUndoesInOneStep()
    {
        const int before = m_session->undoStack()->count();
        for (Qt::Key key : {Qt::Key_1, Qt::Key_2, Qt::Key_3})
            QTest::keyClick(m_board, key, Qt::ShiftModifier);
        QTest::keyClick(m_board, Qt::Key_9, Qt::ControlModifier); // another kind: its own step
        QCOMPARE(m_session->undoStack()->count(), before + 2);
        m_session->undoStack()->undo();
        QCOMPARE(cell(0).centre, DigitMask(0));
        QCOMPARE(cell(0).corner, digitBit(1) | digitBit(2) | digitBit(3));
        m_session->undoStack()->undo();
        QCOMPARE(cell(0).corner, DigitMask(0));
        // Moving on to another cell starts a new step.
        QTest::keyClick(m_board, Qt::Key_1, Qt::ShiftModifier);
        QTest::keyClick(m_board, Qt::Key_Right);
        QTest::keyClick(m_board, Qt::Key_1, Qt::ShiftModifier);
        m_session->undoStack()->undo();
        QCOMPARE(cell(1).corner, DigitMask(0));
        QCOMPARE(cell(0).corner, digitBit(1));
    }

    void autoPencilMarksFollowPlacements()
    {
        m_session->setAutoUpdateMarks(true);
        m_window->action(QStringLiteral("fillMarks"))->trigger();
        QVERIFY(cell(1).corner & digitBit(4)); // r1c2 could be 4 ...
        QTest::keyClick(m_board, Qt::Key_4);   // ... until r1c1 takes it
        QVERIFY(!(cell(1).corner & digitBit(4)));
        QTest::keyClick(m_board, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(cell(1).corner & digitBit(4));
    }

    void lettersAreSymbolsOnBigGrids()
    {
        // SudoQ easy 16x16 no. 1 (../shared/data/big_and_small_grids.tsv); r1c3 is empty.
        QCOMPARE(test::playPuzzle(*m_window, QStringLiteral(
                     "C9..2....7G5AE..B32.8....DC.1F.9..G...13E.B.D....D..A.5.324.7.B.G5....8.7A.D6.F442.8..E.G1...A.."
                     "A.6BD...C3..G17.1....C...4...8.B2.7..1.D.G..4..F5.AD.E.7.B.8.....B9G6F2A451C.3...41.9.B..6...GE."
                     "F683.D..BC5AE..GD.E..7.C.F...5.6.GBC58...ED329..91.4..6........C")).kind,
                 game::PuzzleVerdict::Kind::Unique);
        m_board->setFocus();
        m_board->setSelectedCell(2);
        QTest::keyClick(m_board, Qt::Key_E, Qt::ShiftModifier);
        QCOMPARE(cell(2).corner, digitBit(14));
        // Ctrl+E is a centre mark; Ctrl+C stays the window's Copy.
        QTest::keyClick(m_board, Qt::Key_E, Qt::ControlModifier);
        QTest::keyClick(m_board, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(cell(2).centre, digitBit(14));
        QVERIFY(QGuiApplication::clipboard()->text().startsWith(QStringLiteral("C9..2")));
        QTest::keyClick(m_board, Qt::Key_A);
        QCOMPARE(cell(2).value, 10);
    }

    void ctrlLetterOfTheGridBeatsTheWindowsShortcut()
    {
        // 25x25 (A-P): Ctrl+K is "Check now" elsewhere, a centre mark K here.
        auto geometry = Geometry::create(GeometrySpec::forSize(25));
        QVERIFY(geometry.ok());
        m_session->startGame(game::Game::create(Grid(geometry.value()), Alphabet::standard(25)).value());
        m_board->setSelectedCell(0);
        m_window->statusBar()->clearMessage();
        QTest::keyClick(m_board, Qt::Key_K, Qt::ControlModifier);
        QCOMPARE(cell(0).centre, digitBit(20));
        QCOMPARE(m_window->statusBar()->currentMessage(), QString()); // no check was reported
    }

    void pauseCoversTheBoardAndIgnoresKeys()
    {
        m_window->action(QStringLiteral("pause"))->trigger();
        QVERIFY(m_session->isPaused());
        QVERIFY(m_board->state().covered);
        QVERIFY(!m_session->isClockRunning());
        QTest::keyClick(m_board, Qt::Key_4);
        QCOMPARE(cell(0).value, 0);
        m_window->action(QStringLiteral("pause"))->trigger();
        QVERIFY(!m_board->state().covered);
        QVERIFY(m_session->isClockRunning());
    }

    void minimisingStopsTheClock()
    {
        QVERIFY(m_session->isClockRunning());
        m_window->hide();
        QVERIFY(!m_session->isClockRunning());
        m_window->show();
        QVERIFY(m_session->isClockRunning());
    }
};

QTEST_MAIN(TestBoardInput)
#include "tst_board_input.moc"
