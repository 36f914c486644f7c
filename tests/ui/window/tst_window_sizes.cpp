// SPDX-License-Identifier: GPL-3.0-or-later
// Readable at any size: the board is the last thing to shrink. At every
// window size a player may use (800x600 up, with or without the hint panel)
// a 9x9's pencil marks are set at BoardLayout::kLegibleMarkPixels (10 px,
// 7.5 pt at 96 dpi) or more, because the number pad moves under the board
// before the board gives up its room; and the window cannot be made small
// enough to shrink them further.
#include "play/session/game_session.h"
#include "ui/board/board_widget.h"
#include "ui/board/cage_panel.h"
#include "ui/board/number_pad.h"
#include "ui/hints/hint_panel.h"
#include "ui/window/board_first_layout.h"
#include "ui/window/board_side_panel.h"
#include "ui/window/main_window.h"

#include <QAction>
#include <QToolBar>
#include <QtTest>

#include "tests/ui/window_helpers.h"

using namespace pm;

namespace {

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1).
const char* const kPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";

// From tests/data/killer/solo_killers.txt (sgt-solo, 3x3kdt): with it the
// cage combinations join the pad.
const char* const kKiller =
    "3x3k:zzzc,__a__a___aa____aa___a_b_aa____b_____aa______aa____aabbaba___aa___b_______a_b__a__aa____b__a_aaaaba,"
    "7_13_4a21_21_6a9b14d12a13_15a6a7b7b16a16_8d10c13_17_15_19_9_13h15a4a14a11a16_6a12d11c15a10c";

} // namespace

class TestWindowSizes : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    // The smallest corner mark on the board now, in pixels.
    int smallestMark() const
    {
        const BoardLayout layout = m_window->board()->layout();
        int smallest = std::numeric_limits<int>::max();
        for (int cell = 0; cell < m_window->board()->state().cellCount(); ++cell)
            smallest = std::min(smallest, layout.markPixelSize(cell));
        return smallest;
    }

    QString sizes() const
    {
        return QStringLiteral("window %1x%2, board %3 (grid %4), marks %5 px, pad %6, hint panel %7 wide")
            .arg(m_window->width()).arg(m_window->height())
            .arg(m_window->board()->width())
            .arg(m_window->board()->layout().boardRect().width())
            .arg(smallestMark())
            .arg(m_window->sidePanel()->placement() == PanelPlacement::Beside ? QStringLiteral("beside")
                                                                              : QStringLiteral("below"))
            .arg(m_window->hintPanel()->isVisible() ? m_window->hintPanel()->width() : 0);
    }

    // Resizes and waits until the layout has settled (the pad may move).
    void resizeTo(QSize size)
    {
        m_window->resize(size);
        QTest::qWait(50);
        QCoreApplication::processEvents();
    }

    void openHintPanel()
    {
        test::pressHint(*m_window);
        QVERIFY(m_window->hintPanel()->isVisible());
        QVERIFY(QTest::qWaitFor([&] { return m_window->session()->hint() != nullptr; }, 20000));
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_window_sizes"));
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        QSettings().clear();
        m_window = test::windowPlaying(m_dir, kPuzzle);
        QVERIFY2(m_window, "the window did not start playing the test puzzle");
        m_window->move(0, 0);
        m_window->action(QStringLiteral("fillMarks"))->trigger();
    }

    void cleanup()
    {
        m_window.reset();
    }

    void marksStayLegible_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("hintPanel");
        QTest::newRow("800x600") << QSize(800, 600) << false;
        QTest::newRow("800x600, hint panel") << QSize(800, 600) << true;
        QTest::newRow("1024x768") << QSize(1024, 768) << false;
        QTest::newRow("1024x768, hint panel") << QSize(1024, 768) << true;
        QTest::newRow("1280x900") << QSize(1280, 900) << false;
        QTest::newRow("1280x900, hint panel") << QSize(1280, 900) << true;
    }

    // At each size the window keeps the size asked for (nothing in it
    // demands more), and the board's marks are at least 10 px. Today's
    // 800x600 with the hint panel had a 265 px board and 7 px marks.
    void marksStayLegible()
    {
        QFETCH(QSize, size);
        QFETCH(bool, hintPanel);
        resizeTo(size);
        if (hintPanel) {
            openHintPanel();
            resizeTo(size); // the window grows for the panel where the screen has room: back to the size tested
        }
        QTRY_COMPARE(m_window->size(), size);
        QCOMPARE(m_window->hintPanel()->isVisible(), hintPanel);
        QVERIFY2(smallestMark() >= BoardLayout::kLegibleMarkPixels, qPrintable(sizes()));
        // The board takes the room the panels leave: it is a square as large
        // as the smaller side of its widget, and no panel overlaps it.
        const QRect board = m_window->board()->geometry();
        const QRect pad = m_window->sidePanel()->geometry();
        QVERIFY2(!board.intersects(pad), qPrintable(sizes()));
        QVERIFY2(m_window->board()->layout().boardRect().width() >= BoardLayout::legibleSide() - 16,
                 qPrintable(sizes()));
        qInfo("%s", qPrintable(sizes()));
    }

    // Narrowing the window with the hint panel open, the panels give way
    // first: the pad moves under the board, and the board never falls
    // below the legible size; the window stops at its minimum.
    void theBoardIsTheLastToShrink()
    {
        // Wide enough that the pad stands beside the board with the hint
        // panel open (at 1280x900 the board gains 15 px with it below).
        resizeTo(QSize(1600, 900));
        openHintPanel();
        resizeTo(QSize(1600, 900));
        QTRY_COMPARE(m_window->width(), 1600);
        QVERIFY2(m_window->sidePanel()->placement() == PanelPlacement::Beside, qPrintable(sizes()));
        bool movedBelow = false;
        int lastBoard = m_window->board()->layout().boardRect().width();
        for (int width = 1600; width >= 600; width -= 40) {
            resizeTo(QSize(width, 700));
            const int board = int(m_window->board()->layout().boardRect().width());
            movedBelow |= m_window->sidePanel()->placement() == PanelPlacement::Below;
            QVERIFY2(smallestMark() >= BoardLayout::kLegibleMarkPixels, qPrintable(sizes()));
            // Narrower never means a larger board, but moving the pad may give a jump.
            QVERIFY2(board <= lastBoard + 1 || movedBelow, qPrintable(sizes()));
            lastBoard = board;
        }
        QVERIFY2(movedBelow, qPrintable(sizes()));
        QVERIFY(m_window->width() >= m_window->minimumSizeHint().width());
    }

    void theSmallestWindowKeepsMarksLegible_data()
    {
        QTest::addColumn<bool>("hintPanel");
        QTest::newRow("board and pad") << false;
        QTest::newRow("with the hint panel") << true;
    }

    void theSmallestWindowKeepsMarksLegible()
    {
        QFETCH(bool, hintPanel);
        if (hintPanel)
            openHintPanel();
        resizeTo(QSize(200, 150));
        const QSize smallest = m_window->size();
        QVERIFY2(smallest.width() > 200 && smallest.height() > 150, qPrintable(sizes()));
        QVERIFY2(smallestMark() >= BoardLayout::kLegibleMarkPixels, qPrintable(sizes()));
        // 800x600 is still allowed with everything open.
        QVERIFY2(smallest.width() <= 800 && smallest.height() <= 600, qPrintable(sizes()));
        qInfo("%s", qPrintable(sizes()));
    }

    // The choice itself: beside while that costs the board nothing, below
    // when the board gains.
    void placementFollowsTheBoardsGain()
    {
        const QSize beside(190, 300);
        const QSize below(420, 80);
        QCOMPARE(BoardFirstLayout::choosePlacement({880, 580}, beside, below, 8), PanelPlacement::Beside);
        QCOMPARE(BoardFirstLayout::choosePlacement({480, 520}, beside, below, 8), PanelPlacement::Below);
        // Equal boards either way: it stays beside.
        QCOMPARE(BoardFirstLayout::choosePlacement({700, 590}, beside, below, 8), PanelPlacement::Beside);
    }

    // The toolbar's Undo said what it undoes ("Undo Centre marks"), so
    // every move resized it and pushed Check, Hint and Pause along. Now it
    // says Undo, the move is in its tooltip, and no button moves.
    void theToolbarStaysPutAsUndoChanges()
    {
        resizeTo(QSize(1024, 768));
        auto* toolBar = m_window->findChild<QToolBar*>(QStringLiteral("gameToolBar"));
        QVERIFY(toolBar);
        const auto buttonPlaces = [toolBar] {
            QList<QRect> places;
            for (QAction* action : toolBar->actions())
                if (QWidget* button = toolBar->widgetForAction(action))
                    places << button->geometry();
            return places;
        };
        QAction* undoButton = m_window->action(QStringLiteral("undoButton"));
        QVERIFY(undoButton);
        QVERIFY(toolBar->actions().contains(undoButton));
        QVERIFY(!toolBar->actions().contains(m_window->action(QStringLiteral("undo"))));
        QCoreApplication::processEvents();
        const QList<QRect> before = buttonPlaces();
        BoardWidget* board = m_window->board();
        board->setFocus();
        board->setSelectedCell(0);
        QTest::keyClick(board, Qt::Key_4, Qt::ControlModifier); // a centre mark
        QTest::keyClick(board, Qt::Key_Right);
        QTest::keyClick(board, Qt::Key_3); // a digit
        QCoreApplication::processEvents();
        QVERIFY(undoButton->isEnabled());
        QCOMPARE(undoButton->toolTip(), m_window->action(QStringLiteral("undo"))->text().remove(QLatin1Char('&')));
        QVERIFY2(undoButton->toolTip().size() > QStringLiteral("Undo").size(), qPrintable(undoButton->toolTip()));
        QCOMPARE(buttonPlaces(), before);
        QTest::mouseClick(toolBar->widgetForAction(undoButton), Qt::LeftButton);
        QCOMPARE(m_window->session()->game().value(1), 0); // the digit taken back
        QVERIFY(m_window->action(QStringLiteral("redoButton"))->isEnabled());
        QCoreApplication::processEvents();
        QCOMPARE(buttonPlaces(), before);
    }

    // A killer's combinations go with the pad, beside or below, in view.
    void theCageCombinationsMoveWithThePad()
    {
        QCOMPARE(test::playPuzzle(*m_window, QString::fromLatin1(kKiller)).kind, game::PuzzleVerdict::Kind::Unique);
        m_window->board()->setSelectedCell(0);
        openHintPanel();
        resizeTo(QSize(800, 600));
        QTRY_VERIFY2(m_window->size() == QSize(800, 600), qPrintable(sizes()));
        QCOMPARE(m_window->sidePanel()->placement(), PanelPlacement::Below);
        QWidget* cages = m_window->cagePanel();
        QVERIFY(cages->isVisible());
        const QRect inWindow(cages->mapTo(m_window.get(), QPoint(0, 0)), cages->size());
        QVERIFY2(m_window->rect().contains(inWindow.topLeft()), qPrintable(sizes()));
        QVERIFY2(smallestMark() >= BoardLayout::kLegibleMarkPixels, qPrintable(sizes()));
    }
};

QTEST_MAIN(TestWindowSizes)
#include "tst_window_sizes.moc"
