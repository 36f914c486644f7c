// SPDX-License-Identifier: GPL-3.0-or-later
// A player's own puzzle: typed in edit mode or pasted, then checked before
// play ("no solution", "more than one solution" with two shown, or unique);
// and the puzzle in play copied out again.
#include "play/session/game_session.h"
#include "ui/board/board_widget.h"
#include "ui/dialogs/two_solutions_dialog.h"
#include "ui/window/game_document.h"
#include "ui/window/main_window.h"

#include "core/formats/puzzle_format.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QClipboard>
#include <QStatusBar>
#include <QUndoStack>
#include <QtTest>

#include "tests/ui/window_helpers.h"

using namespace pm;

namespace {

// The longest run of rows (or columns) of `image` in which every pixel is
// `background`: an empty band across the whole picture.
int longestEmptyBand(const QImage& image, const QColor& background, Qt::Orientation orientation)
{
    const bool rows = orientation == Qt::Horizontal;
    const int lines = rows ? image.height() : image.width();
    const int length = rows ? image.width() : image.height();
    int longest = 0;
    int run = 0;
    for (int line = 0; line < lines; ++line) {
        bool empty = true;
        for (int i = 0; i < length && empty; ++i)
            empty = image.pixelColor(rows ? QPoint(i, line) : QPoint(line, i)) == background;
        run = empty ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    return longest;
}

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1).
const char* const kPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";

} // namespace

class TestPuzzleEntry : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    void typePuzzle(const std::string& line)
    {
        BoardWidget* board = m_window->board();
        board->setFocus();
        for (int cell = 0; cell < int(line.size()); ++cell) {
            if (line[cell] == '.')
                continue;
            board->setSelectedCell(cell);
            QTest::keyClick(board, line[cell]);
        }
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_puzzle_entry"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>(m_dir.filePath(QStringLiteral("autosave.pencilmark")));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup()
    {
        m_window.reset();
    }

    void typedUniquePuzzleStartsPlay()
    {
        m_window->action(QStringLiteral("enterPuzzle"))->trigger();
        GameSession* session = m_window->session();
        QVERIFY(session->isEditing());
        QVERIFY(!session->isClockRunning());
        typePuzzle(kPuzzle);
        QCOMPARE(m_window->board()->state().filledCount(), 25);
        QSignalSpy checked(m_window.get(), &MainWindow::puzzleChecked);
        m_window->action(QStringLiteral("startPuzzle"))->trigger();
        QVERIFY(checked.wait(60000));
        QVERIFY(!session->isEditing());
        QCOMPARE(session->game().puzzle().givenCount(), 25); // the typed digits became givens
        QVERIFY(session->game().hasSolution());
        QVERIFY(session->game().level().has_value());
        QVERIFY(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Unique solution, level")));
        QCOMPARE(session->undoStack()->count(), 0); // play starts with a fresh history
    }

    void puzzleWithTwoSolutionsIsNotStarted()
    {
        m_window->action(QStringLiteral("enterPuzzle"))->trigger();
        std::string fewer = kPuzzle;
        fewer[2] = fewer[7] = fewer[15] = fewer[16] = '.';
        typePuzzle(fewer);
        QSignalSpy reported(m_window.get(), &MainWindow::errorReported);
        const game::PuzzleVerdict verdict = test::startEnteredPuzzle(*m_window);
        QCOMPARE(verdict.kind, game::PuzzleVerdict::Kind::Multiple);
        QVERIFY(verdict.solution != verdict.secondSolution);
        QCOMPARE(reported.count(), 1);
        QVERIFY(m_window->session()->isEditing()); // the player can add givens
        QCOMPARE(m_window->board()->state().filledCount(), 21);
    }

    // The two solutions are drawn as boards, the cells where they differ
    // lit on both and the rest dimmed; no grids of ASCII text.
    void twoSolutionsAreDrawnWhereTheyDiffer()
    {
        m_window->action(QStringLiteral("enterPuzzle"))->trigger();
        std::string fewer = kPuzzle;
        fewer[2] = fewer[7] = fewer[15] = fewer[16] = '.';
        typePuzzle(fewer);
        const game::PuzzleVerdict verdict = test::startEnteredPuzzle(*m_window);
        QCOMPARE(verdict.kind, game::PuzzleVerdict::Kind::Multiple);
        TwoSolutionsDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = m_window->findChild<TwoSolutionsDialog*>()) != nullptr);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        for (QMessageBox* box : m_window->findChildren<QMessageBox*>())
            QVERIFY2(!box->isVisible() || !box->informativeText().contains(QStringLiteral("<pre>")), "ASCII grids shown");
        std::vector<int> differing;
        for (int cell = 0; cell < 81; ++cell)
            if (verdict.solution[size_t(cell)] != verdict.secondSolution[size_t(cell)])
                differing.push_back(cell);
        QVERIFY(differing.size() >= 4); // two solutions differ in at least a rectangle
        QCOMPARE(dialog->differingCells(), differing);
        const QString count = QString::number(differing.size());
        bool said = false;
        for (QLabel* label : dialog->findChildren<QLabel*>())
            said |= label->text().contains(QStringLiteral("differ in %1 cells").arg(count));
        QVERIFY2(said, "the message does not say in how many cells they differ");
        for (int i = 0; i < 2; ++i) {
            BoardWidget* board = dialog->board(i);
            QVERIFY(board->isVisible());
            QVERIFY(board->width() >= 300);
            const std::vector<std::uint8_t>& solution = i == 0 ? verdict.solution : verdict.secondSolution;
            for (int cell = 0; cell < 81; ++cell) {
                QCOMPARE(int(board->state().cells[size_t(cell)].value), int(solution[size_t(cell)]));
                QCOMPARE(bool(board->state().givens[size_t(cell)]), fewer[size_t(cell)] != '.');
            }
            QCOMPARE(board->highlight().spotlight, differing);
            // Lit and dimmed, read back from the pixels: a differing cell's
            // corner against the corner of a cell both share (neither a given).
            int shared = -1;
            for (int cell = 0; cell < 81 && shared < 0; ++cell)
                if (fewer[size_t(cell)] == '.' && verdict.solution[size_t(cell)] == verdict.secondSolution[size_t(cell)])
                    shared = cell;
            QVERIFY(shared >= 0);
            const QImage image = board->grab().toImage();
            const auto corner = [&](int cell) {
                return image.pixelColor((board->cellRect(cell).topLeft() + QPointF(6, board->cellRect(cell).height() / 2)).toPoint());
            };
            QVERIFY2(corner(differing.front()) != corner(shared),
                     qPrintable(corner(differing.front()).name() + QStringLiteral(" = ") + corner(shared).name()));
            QCOMPARE(corner(differing.front()), board->palette().color(QPalette::Base));
        }
        dialog->accept();
        QVERIFY(m_window->session()->isEditing()); // the player can add givens
    }

    void theTwoSolutionsDialogFitsItsContent_data()
    {
        QTest::addColumn<QSize>("windowSize");
        QTest::newRow("800x600") << QSize(800, 600);
        QTest::newRow("default size") << QSize();
    }

    // The dialog is as large as the sentence, the two boards side by side
    // and the button: no wide empty bands (the boards were drawn square in
    // tall widgets, 50 px of nothing above and below them), and it fits on
    // an 800x600 screen (the offscreen platform's).
    void theTwoSolutionsDialogFitsItsContent()
    {
        QFETCH(QSize, windowSize);
        if (windowSize.isValid())
            m_window->resize(windowSize);
        m_window->action(QStringLiteral("enterPuzzle"))->trigger();
        std::string fewer = kPuzzle;
        fewer[2] = fewer[7] = fewer[15] = fewer[16] = '.';
        typePuzzle(fewer);
        QCOMPARE(test::startEnteredPuzzle(*m_window).kind, game::PuzzleVerdict::Kind::Multiple);
        TwoSolutionsDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = m_window->findChild<TwoSolutionsDialog*>()) != nullptr);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        const QRect screen = dialog->screen()->availableGeometry();
        QVERIFY2(dialog->width() <= screen.width() && dialog->height() <= screen.height(),
                 qPrintable(QStringLiteral("%1x%2 on %3x%4").arg(dialog->width()).arg(dialog->height())
                                .arg(screen.width()).arg(screen.height())));
        for (int i = 0; i < 2; ++i) {
            BoardWidget* board = dialog->board(i);
            QVERIFY(board->width() >= 300);
            QCOMPARE(board->width(), board->height());
        }
        // Side by side, level.
        QCOMPARE(dialog->board(0)->y(), dialog->board(1)->y());
        QVERIFY(dialog->board(0)->geometry().right() < dialog->board(1)->x());
        const QImage image = dialog->grab().toImage();
        const QColor background = dialog->palette().color(QPalette::Window);
        const int rows = longestEmptyBand(image, background, Qt::Horizontal);
        const int columns = longestEmptyBand(image, background, Qt::Vertical);
        QVERIFY2(rows <= 24, qPrintable(QStringLiteral("%1 empty rows in %2x%3").arg(rows).arg(image.width()).arg(image.height())));
        QVERIFY2(columns <= 24, qPrintable(QStringLiteral("%1 empty columns in %2x%3").arg(columns).arg(image.width()).arg(image.height())));
        // The sentence is read whole, above the boards.
        QLabel* sentence = nullptr;
        for (QLabel* label : dialog->findChildren<QLabel*>())
            if (label->text().contains(QStringLiteral("more than one solution")))
                sentence = label;
        QVERIFY(sentence);
        QVERIFY(sentence->geometry().bottom() < dialog->board(0)->y());
        QVERIFY2(sentence->height() >= sentence->heightForWidth(sentence->width()),
                 qPrintable(QStringLiteral("%1 < %2").arg(sentence->height()).arg(sentence->heightForWidth(sentence->width()))));
        dialog->accept();
    }

    void puzzleWithoutSolutionIsSaidSo()
    {
        m_window->action(QStringLiteral("enterPuzzle"))->trigger();
        typePuzzle("12345678.........9");
        QCOMPARE(test::startEnteredPuzzle(*m_window).kind, game::PuzzleVerdict::Kind::NoSolution);
        QVERIFY(m_window->session()->isEditing());
    }

    void pastedPuzzleIsCheckedAndPlayed()
    {
        QGuiApplication::clipboard()->setText(QString::fromLatin1(kPuzzle));
        QSignalSpy checked(m_window.get(), &MainWindow::puzzleChecked);
        m_window->action(QStringLiteral("paste"))->trigger();
        QVERIFY(checked.wait(60000));
        QCOMPARE(m_window->session()->game().puzzle().givenCount(), 25);
        QVERIFY(!m_window->session()->isEditing());

        QSignalSpy reported(m_window.get(), &MainWindow::errorReported);
        QGuiApplication::clipboard()->setText(QStringLiteral("this is no sudoku"));
        m_window->action(QStringLiteral("paste"))->trigger();
        QCOMPARE(reported.count(), 1);
        QCOMPARE(checked.count(), 1); // nothing to check
        QCOMPARE(m_window->session()->game().puzzle().givenCount(), 25); // the game in play stays
    }

    // Paste Puzzle asks before it replaces a game with moves, as New Game
    // does; junk on the clipboard is only reported, with no question.
    void pastingOverAGameInProgressAsksFirst()
    {
        QCOMPARE(test::playPuzzle(*m_window, QString::fromLatin1(kPuzzle)).kind, game::PuzzleVerdict::Kind::Unique);
        BoardWidget* board = m_window->board();
        board->setFocus();
        board->setSelectedCell(0);
        QTest::keyClick(board, Qt::Key_4);
        const game::Game inPlay = m_window->session()->game();
        // Answers the question when it comes (the box with that button).
        const auto answer = [](QMessageBox::StandardButton button, bool* asked) {
            QTimer::singleShot(0, [button, asked] {
                for (QWidget* widget : QApplication::topLevelWidgets())
                    if (auto* box = qobject_cast<QMessageBox*>(widget); box && box->isVisible() && box->button(button)) {
                        *asked = true;
                        box->button(button)->click();
                        return;
                    }
            });
        };
        const QString other = QStringLiteral(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
        QGuiApplication::clipboard()->setText(other);
        bool asked = false;
        answer(QMessageBox::Cancel, &asked);
        m_window->action(QStringLiteral("paste"))->trigger();
        QVERIFY(asked);
        QCOMPARE(m_window->session()->game().cells(), inPlay.cells()); // kept

        QGuiApplication::clipboard()->setText(QStringLiteral("no puzzle here"));
        QSignalSpy reported(m_window.get(), &MainWindow::errorReported);
        m_window->action(QStringLiteral("paste"))->trigger(); // no question: nothing to replace it with
        QCOMPARE(reported.count(), 1);
        for (auto* box : m_window->findChildren<QMessageBox*>())
            box->close(); // the warning about the junk

        QGuiApplication::clipboard()->setText(other);
        QSignalSpy checked(m_window.get(), &MainWindow::puzzleChecked);
        asked = false;
        answer(QMessageBox::Discard, &asked);
        m_window->action(QStringLiteral("paste"))->trigger();
        QVERIFY(asked);
        QVERIFY(checked.wait(60000));
        QCOMPARE(m_window->session()->game().puzzle().givenCount(), 17);
    }

    // The question comes only after the player's own moves: a position
    // dealt with digits and marks already in (as practice deals one) asks
    // nothing. After a move it offers Save, Discard and Cancel, Save and
    // Discard with a letter, and Save writes the game before it goes.
    void theQuestionComesOnlyAfterMovesAndOffersSave()
    {
        // tests/ui/hints/tst_all_steps.cpp's X-Wing puzzle, just before its X-Wing.
        game::Game dealt = test::positionBefore(
            "....2..4..7...6....1.5.....2......8....3..7..4.9.........6..1.38...9..........5..", logic::Technique::XWing);
        QVERIFY(dealt.board().filledCount() > dealt.puzzle().givenCount());
        m_window->session()->startGame(dealt);
        QVERIFY(m_window->session()->hasProgress()); // digits beyond the givens ...
        bool asked = false;
        QTimer::singleShot(0, [&asked] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                asked = true;
                box->reject();
            }
        });
        QVERIFY(m_window->document()->confirmReplacingGame()); // ... but no move of the player's
        QVERIFY(!asked);
        QTest::qWait(10); // the timer's turn, had a box come

        const QString path = m_dir.filePath(QStringLiteral("asked-to-save.pencilmark"));
        QVERIFY(m_window->saveGameFile(path));
        const int cell = [&] {
            for (int c = 0; c < 81; ++c)
                if (m_window->session()->game().value(c) == 0)
                    return c;
            return -1;
        }();
        QVERIFY(cell >= 0);
        m_window->session()->input({cell}, 1, InputMode::Corner);
        QVERIFY(!m_window->session()->undoStack()->isClean());
        QStringList buttons;
        QTimer::singleShot(0, [&buttons] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                for (QAbstractButton* button : box->buttons())
                    buttons << button->text();
                box->button(QMessageBox::Save)->click();
            }
        });
        QVERIFY(m_window->document()->confirmReplacingGame());
        buttons.sort();
        QCOMPARE(buttons, (QStringList{QStringLiteral("&Discard"), QStringLiteral("&Save"), QStringLiteral("Cancel")}));
        QVERIFY(m_window->session()->undoStack()->isClean()); // saved
    }

    // Undoing back to the start is still a game with moves: Redo would
    // bring them back, so replacing it asks too.
    void movesUndoneStillCount()
    {
        QCOMPARE(test::playPuzzle(*m_window, QString::fromLatin1(kPuzzle)).kind, game::PuzzleVerdict::Kind::Unique);
        BoardWidget* board = m_window->board();
        board->setFocus();
        board->setSelectedCell(0);
        QTest::keyClick(board, Qt::Key_4);
        m_window->session()->undoStack()->undo();
        bool asked = false;
        QTimer::singleShot(0, [&asked] {
            for (QWidget* widget : QApplication::topLevelWidgets())
                if (auto* box = qobject_cast<QMessageBox*>(widget); box && box->isVisible() && box->button(QMessageBox::Cancel)) {
                    asked = true;
                    box->button(QMessageBox::Cancel)->click();
                    return;
                }
        });
        QVERIFY(!m_window->document()->confirmReplacingGame());
        QVERIFY(asked);
    }

    // A jigsaw copies to a line that pastes back to the same puzzle, its
    // regions and all (tst_shape_line checks every other shape in core).
    void aCopiedJigsawPastesBackTheSame()
    {
        generate::GeneratorOptions options;
        options.randomJigsaw = true;
        options.level = logic::Level::Easy;
        options.seed = 3;
        QSignalSpy started(m_window->session(), &GameSession::gameStarted);
        m_window->startNewGame(options);
        QVERIFY(started.wait(60000));
        const game::Game jigsaw = m_window->session()->game();
        QVERIFY(jigsaw.geometry().isJigsaw());
        m_window->action(QStringLiteral("copy"))->trigger();
        const QString copied = QGuiApplication::clipboard()->text();
        QVERIFY2(copied.startsWith(QStringLiteral("sudoku size=9 regions=")), qPrintable(copied));
        QCOMPARE(test::playPuzzle(*m_window, copied).kind, game::PuzzleVerdict::Kind::Unique);
        const game::Game pasted = m_window->session()->game();
        QVERIFY(pasted.puzzle().values() == jigsaw.puzzle().values());
        for (int cell = 0; cell < 81; ++cell)
            for (int other = 0; other < 81; ++other)
                QCOMPARE(pasted.geometry().regionOf(cell) == pasted.geometry().regionOf(other),
                         jigsaw.geometry().regionOf(cell) == jigsaw.geometry().regionOf(other));
    }

    void copyGivesThePuzzleAndOptionallyTheProgress()
    {
        QCOMPARE(test::playPuzzle(*m_window, QString::fromLatin1(kPuzzle)).kind, game::PuzzleVerdict::Kind::Unique);
        BoardWidget* board = m_window->board();
        board->setFocus();
        board->setSelectedCell(0);
        QTest::keyClick(board, Qt::Key_4);
        QTest::keyClick(board, Qt::Key_Right);
        QTest::keyClick(board, Qt::Key_3, Qt::ShiftModifier);
        QTest::keyClick(board, Qt::Key_5, Qt::ShiftModifier);

        m_window->action(QStringLiteral("copy"))->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(), QString::fromLatin1(kPuzzle));

        m_window->action(QStringLiteral("copyProgress"))->trigger();
        auto parsed = parsePuzzle(QGuiApplication::clipboard()->text().toStdString());
        QVERIFY(parsed.ok());
        QVERIFY(parsed->hasCandidates);
        QCOMPARE(parsed->grid.value(0), 4);                                // the entry
        QCOMPARE(parsed->grid.candidates(1), digitBit(3) | digitBit(5));   // the marks
        QCOMPARE(parsed->grid.value(2), 6);                                // a given
    }
};

QTEST_MAIN(TestPuzzleEntry)
#include "tst_puzzle_entry.moc"
