// SPDX-License-Identifier: GPL-3.0-or-later
// Printing the game as it stands: with Game ▸ Include Entries and Marks
// chosen from the menu by keys, the exported page shows the player's
// entries, pencil marks and candidate colours (each colour in its own
// shape and hue); without it, the page is the fresh puzzle; the choice is
// remembered, and a puzzle being entered prints its digits as givens.
#include "play/session/game_session.h"
#include "ui/board/board_widget.h"
#include "ui/board/candidate_colour_painter.h"
#include "ui/print/print_actions.h"
#include "ui/print/puzzle_export.h"
#include "ui/window/main_window.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QtTest>

#include "tests/ui/image_checks.h"
#include "tests/ui/window_helpers.h"

using namespace pm;
using test::pixelsOfHue;

namespace {

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1).
// With its marks filled in, r1c1 holds 2 4 5 and r1c2 1 2 3 4 5.
const char* const kPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";

constexpr int kPixels = 900;
constexpr int kEntryCell = 1;   // r1c2: the player writes a digit here
constexpr int kColouredCell = 0; // r1c1: candidate 2 gets colour A
constexpr int kMarkedCell = 3;  // r1c4: marks only

// The cell's square in the exported image (puzzleImage: a 2 % margin).
QRectF cellRect(int cell)
{
    const QRectF board(kPixels * 0.02, kPixels * 0.02, kPixels * 0.96, kPixels * 0.96);
    const qreal step = board.width() / 9;
    return QRectF(board.left() + (cell % 9) * step, board.top() + (cell / 9) * step, step, step);
}

// Dark pixels inside a cell, clear of its lines.
int inkIn(const QImage& image, int cell)
{
    const QRectF rect = cellRect(cell);
    const qreal inset = rect.width() * 0.1;
    const QRect inner = rect.adjusted(inset, inset, -inset, -inset).toRect();
    int ink = 0;
    for (int y = inner.top(); y <= inner.bottom(); ++y)
        for (int x = inner.left(); x <= inner.right(); ++x)
            ink += qGray(image.pixel(x, y)) < 128;
    return ink;
}

} // namespace

class TestPrintProgress : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    // Game ▸ Include Entries and Marks, by the menu's keys: Alt+G, then I.
    static void toggleFromTheMenu(MainWindow& window)
    {
        QVERIFY(test::activateForShortcuts(window));
        QTest::keyClick(&window, Qt::Key_G, Qt::AltModifier);
        QTRY_VERIFY(qobject_cast<QMenu*>(QApplication::activePopupWidget()));
        QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_I);
        QTRY_VERIFY(!QApplication::activePopupWidget());
    }

    QImage exported(MainWindow& window, const QString& name)
    {
        const QString path = m_dir.filePath(name);
        if (!window.printActions()->exportPng(path, kPixels))
            return {};
        return QImage(path);
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_print_progress"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void theExportShowsEntriesMarksAndColoursOnlyWhenAsked()
    {
        std::unique_ptr<MainWindow> window = test::windowPlaying(m_dir, kPuzzle);
        QVERIFY(window);
        window->resize(1100, 850);
        BoardWidget* board = window->board();
        board->setFocus();
        // Marks everywhere, colour A on r1c1's 2, then a digit in r1c2.
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect(40).center().toPoint());
        QTest::keyClick(board, Qt::Key_M, Qt::ControlModifier);
        QTest::mouseClick(board, Qt::LeftButton, Qt::AltModifier, board->markRect(kColouredCell, 2).center().toPoint());
        QCOMPARE(window->session()->game().cell(kColouredCell).candidateColour(2), 1);
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect(kEntryCell).center().toPoint());
        QTest::keyClick(board, Qt::Key_3);
        QCOMPARE(window->session()->game().value(kEntryCell), 3);
        QVERIFY(window->session()->game().cell(kMarkedCell).corner != 0);

        // Off (the default): a fresh puzzle, whatever the board holds.
        QAction* include = window->findChild<QAction*>(QStringLiteral("printIncludesProgress"));
        QVERIFY(include);
        QVERIFY(!include->isChecked());
        const QImage fresh = exported(*window, QStringLiteral("fresh.png"));
        QVERIFY(!fresh.isNull());
        for (int cell : {kEntryCell, kColouredCell, kMarkedCell})
            QVERIFY2(inkIn(fresh, cell) == 0, qPrintable(QStringLiteral("cell %1 has ink").arg(cell)));
        QCOMPARE(pixelsOfHue(fresh, cellRect(kColouredCell), candidateColour(1)), 0);

        toggleFromTheMenu(*window);
        QVERIFY(include->isChecked());
        const QImage progress = exported(*window, QStringLiteral("progress.png"));
        QVERIFY(!progress.isNull());
        QVERIFY2(inkIn(progress, kEntryCell) > 100, "the entry is not printed");
        QVERIFY2(inkIn(progress, kMarkedCell) > 20, "the marks are not printed");
        // r1c1's 2 sits in the top middle of its cell, on an orange disc.
        const QRectF cell0 = cellRect(kColouredCell);
        const QRectF slot2(cell0.left() + cell0.width() / 3, cell0.top(), cell0.width() / 3, cell0.height() / 3);
        QVERIFY2(pixelsOfHue(progress, slot2, candidateColour(1)) > 50, "colour A is not printed on its candidate");
        const QRectF slot4(cell0.left(), cell0.top() + cell0.height() / 3, cell0.width() / 3, cell0.height() / 3);
        QCOMPARE(pixelsOfHue(progress, slot4, candidateColour(1)), 0); // only the coloured candidate
        // The givens print in both.
        QVERIFY(inkIn(progress, 2) > 100 && inkIn(fresh, 2) > 100);

        // The same page in the PDF: the puzzle, then its solution.
        QVERIFY(window->printActions()->exportPdf(m_dir.filePath(QStringLiteral("progress.pdf"))));
        QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("progress.pdf"))).size() > 2000);
    }

    void theChoiceIsRemembered()
    {
        // Left on by the test before.
        {
            std::unique_ptr<MainWindow> window = test::windowPlaying(m_dir, kPuzzle);
            QVERIFY(window);
            QVERIFY(window->printActions()->includesProgress());
            toggleFromTheMenu(*window);
            QVERIFY(!window->printActions()->includesProgress());
        }
        std::unique_ptr<MainWindow> window = test::windowPlaying(m_dir, kPuzzle);
        QVERIFY(window);
        QVERIFY(!window->printActions()->includesProgress());
        QVERIFY(!window->printActions()->currentPuzzle().hasProgress());
    }

    void aPuzzleBeingEnteredPrintsItsDigitsAsGivens()
    {
        std::unique_ptr<MainWindow> window = test::windowPlaying(m_dir, kPuzzle);
        QVERIFY(window);
        toggleFromTheMenu(*window);
        QVERIFY(window->printActions()->includesProgress());
        window->action(QStringLiteral("enterPuzzle"))->trigger();
        QTRY_VERIFY(window->session()->isEditing());
        BoardWidget* board = window->board();
        board->setFocus();
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect(0).center().toPoint());
        QTest::keyClick(board, Qt::Key_7);
        const PrintablePuzzle puzzle = window->printActions()->currentPuzzle();
        QVERIFY(!puzzle.hasProgress());
        QCOMPARE(int(puzzle.givens[0]), 7);
    }
};

QTEST_MAIN(TestPrintProgress)
#include "tst_print_progress.moc"
