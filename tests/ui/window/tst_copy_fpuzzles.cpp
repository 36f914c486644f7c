// SPDX-License-Identifier: GPL-3.0-or-later
// Edit ▸ Copy as f-puzzles Link: a classic, a jigsaw and a killer are
// copied as links that core's reader reads back as the same puzzle, and
// that Paste Puzzle plays again; a shape f-puzzles cannot hold leaves the
// action disabled, its tooltip saying why, and copies nothing. Edit ▸ Copy
// as SudokuPad Link does the same as a SudokuPad link; a SudokuPad SCL link
// pasted plays, against its solution when it draws more than was read.
#include "play/session/game_session.h"
#include "ui/window/game_document.h"
#include "ui/window/main_window.h"

#include "text/game_text.h"

#include "core/formats/puzzle_format.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QtTest>

#include "tests/support/test_data.h"
#include "tests/ui/window_helpers.h"

using namespace pm;

namespace {

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1).
const char* const kClassic = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";
// tests/data/killer/solo_killers.txt (sgt-solo 3x3kdt): cages, no givens.
const char* const kKiller =
    "3x3k:zzzc,__a__a___aa____aa___a_b_aa____b_____aa______aa____aabbaba___aa___b_______a_b__a__aa____b__a_aaaaba,"
    "7_13_4a21_21_6a9b14d12a13_15a6a7b7b16a16_8d10c13_17_15_19_9_13h15a4a14a11a16_6a12d11c15a10c";
const QString kLinkStart = QStringLiteral("https://f-puzzles.com/?load=N4Ig");

// The same puzzle: the same shape (regions, variants, cages and sums) and
// the same givens, flagged as givens.
void compareSamePuzzle(const Grid& actual, const Grid& expected)
{
    QCOMPARE(actual.geometry().spec(), expected.geometry().spec());
    QVERIFY(actual.values() == expected.values());
    for (int cell = 0; cell < expected.cellCount(); ++cell)
        QCOMPARE(actual.isGiven(cell), expected.value(cell) != 0);
}

} // namespace

class TestCopyFPuzzles : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    QAction* copyAction() const { return m_window->action(QStringLiteral("copyFPuzzles")); }
    QAction* sudokuPadAction() const { return m_window->action(QStringLiteral("copySudokuPad")); }

    // Copies the game in play as an f-puzzles link, reads the clipboard back
    // with core's reader, then plays another puzzle and pastes the link: the
    // same puzzle comes back into play.
    void copyReadAndPasteBack()
    {
        const Grid original = m_window->session()->game().puzzle();
        QVERIFY(copyAction()->isEnabled());
        QVERIFY(copyAction()->statusTip().isEmpty());
        QGuiApplication::clipboard()->clear();
        copyAction()->trigger();
        const QString link = QGuiApplication::clipboard()->text();
        QVERIFY2(link.startsWith(kLinkStart), qPrintable(link));
        QCOMPARE(m_window->statusBar()->currentMessage(), GameText::copiedFPuzzlesLink());

        auto read = parsePuzzle(link.toStdString());
        QVERIFY2(read, read ? "" : read.error().message.c_str());
        QCOMPARE(read->format, PuzzleFormat::FPuzzles);
        compareSamePuzzle(read->grid, original);

        // Something else in play, then Edit ▸ Paste Puzzle.
        const bool plain = !original.geometry().isJigsaw() && !original.geometry().hasCages();
        QCOMPARE(test::playPuzzle(*m_window, QString::fromLatin1(plain ? kKiller : kClassic)).kind,
                 game::PuzzleVerdict::Kind::Unique);
        QVERIFY(!(m_window->session()->game().puzzle() == original));
        QGuiApplication::clipboard()->setText(link);
        QSignalSpy checked(m_window.get(), &MainWindow::puzzleChecked);
        m_window->action(QStringLiteral("paste"))->trigger();
        QVERIFY(checked.wait(60000));
        QCOMPARE(checked.front().front().value<game::PuzzleVerdict>().kind, game::PuzzleVerdict::Kind::Unique);
        compareSamePuzzle(m_window->session()->game().puzzle(), original);
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_copy_fpuzzles"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>(m_dir.filePath(QStringLiteral("autosave.pencilmark")));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup() { m_window.reset(); }

    void theActionSitsInTheEditMenuBesideCopyPuzzle()
    {
        QMenu* edit = nullptr;
        for (QAction* title : m_window->menuBar()->actions())
            if (title->menu() && title->menu()->actions().contains(m_window->action(QStringLiteral("copy"))))
                edit = title->menu();
        QVERIFY(edit);
        const QList<QAction*> actions = edit->actions();
        QCOMPARE(actions.indexOf(copyAction()), actions.indexOf(m_window->action(QStringLiteral("copyProgress"))) + 1);
        QVERIFY(edit->toolTipsVisible()); // a disabled action's reason shows
    }

    void aClassicCopiesAndPastesBack()
    {
        QCOMPARE(test::playPuzzle(*m_window, QString::fromLatin1(kClassic)).kind, game::PuzzleVerdict::Kind::Unique);
        copyReadAndPasteBack();
    }

    void aJigsawCopiesWithItsRegions()
    {
        generate::GeneratorOptions options;
        options.randomJigsaw = true;
        options.level = logic::Level::Easy;
        options.seed = 3;
        QSignalSpy started(m_window->session(), &GameSession::gameStarted);
        m_window->startNewGame(options);
        QVERIFY(started.wait(60000));
        QVERIFY(m_window->session()->game().geometry().isJigsaw());
        copyReadAndPasteBack();
    }

    void aKillerCopiesWithItsCages()
    {
        QCOMPARE(test::playPuzzle(*m_window, QString::fromLatin1(kKiller)).kind, game::PuzzleVerdict::Kind::Unique);
        QCOMPARE(int(m_window->session()->game().geometry().cages().size()), 34);
        copyReadAndPasteBack();
    }

    // Entries and marks are the player's, not the puzzle's: the link holds the givens only.
    void theLinkHoldsThePuzzleNotTheProgress()
    {
        QCOMPARE(test::playPuzzle(*m_window, QString::fromLatin1(kClassic)).kind, game::PuzzleVerdict::Kind::Unique);
        m_window->board()->setFocus();
        m_window->board()->setSelectedCell(0);
        QTest::keyClick(m_window->board(), Qt::Key_4);
        QCOMPARE(m_window->session()->game().board().value(0), 4);
        copyAction()->trigger();
        auto read = parsePuzzle(QGuiApplication::clipboard()->text().toStdString());
        QVERIFY(read);
        QCOMPARE(read->grid.value(0), 0);
        compareSamePuzzle(read->grid, m_window->session()->game().puzzle());
    }

    void shapesFPuzzlesCannotHoldSayWhy_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("limit");
        QTest::newRow("MultiFour") << test::testDataPath(QStringLiteral("formats/multifour_figure7.txt"))
                                   << int(FPuzzlesLimit::CountedHouses);
        QTest::newRow("25x25") << test::testDataPath(QStringLiteral("solver/unique_25x25.txt"))
                               << int(FPuzzlesLimit::TooLarge);
    }

    void shapesFPuzzlesCannotHoldSayWhy()
    {
        QFETCH(QString, file);
        QFETCH(int, limit);
        QFile text(file);
        QVERIFY(text.open(QIODevice::ReadOnly));
        QSignalSpy checked(m_window.get(), &MainWindow::puzzleChecked);
        QVERIFY(m_window->playPuzzleText(QString::fromUtf8(text.readAll())));
        QVERIFY(checked.wait(120000));
        const Geometry& geometry = m_window->session()->game().geometry();
        QCOMPARE(int(*fPuzzlesLimit(geometry)), limit);

        const QString why = GameText::fPuzzlesCannotHold(FPuzzlesLimit(limit), geometry);
        QVERIFY2(why.contains(QStringLiteral("f-puzzles")), qPrintable(why));
        QVERIFY(!copyAction()->isEnabled());
        QCOMPARE(copyAction()->toolTip(), why);
        QCOMPARE(copyAction()->statusTip(), why);
        // Asked for all the same (a shortcut, a script): nothing copied, the reason said.
        QGuiApplication::clipboard()->setText(QStringLiteral("left alone"));
        m_window->document()->copyFPuzzlesLink();
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("left alone"));
        QCOMPARE(m_window->statusBar()->currentMessage(), why);

        QVERIFY(!sudokuPadAction()->isEnabled());
        QCOMPARE(sudokuPadAction()->toolTip(), why);

        // Back on a shape it holds, the action comes back.
        QCOMPARE(test::playPuzzle(*m_window, QString::fromLatin1(kClassic)).kind, game::PuzzleVerdict::Kind::Unique);
        QVERIFY(copyAction()->isEnabled());
        QVERIFY(copyAction()->statusTip().isEmpty());
        QVERIFY(sudokuPadAction()->isEnabled());
    }

    void aSudokuPadLinkCopiesAndPastesBack()
    {
        QCOMPARE(test::playPuzzle(*m_window, QString::fromLatin1(kKiller)).kind, game::PuzzleVerdict::Kind::Unique);
        const Grid original = m_window->session()->game().puzzle();
        QGuiApplication::clipboard()->clear();
        sudokuPadAction()->trigger();
        const QString link = QGuiApplication::clipboard()->text();
        QVERIFY2(link.startsWith(QStringLiteral("https://sudokupad.app/fpuzzlesN4Ig")), qPrintable(link));
        QCOMPARE(m_window->statusBar()->currentMessage(), GameText::copiedSudokuPadLink());
        auto read = parsePuzzle(link.toStdString());
        QVERIFY2(read, read ? "" : read.error().message.c_str());
        compareSamePuzzle(read->grid, original);
        // Beside Copy as f-puzzles Link in the Edit menu.
        QMenu* edit = nullptr;
        for (QAction* title : m_window->menuBar()->actions())
            if (title->menu() && title->menu()->actions().contains(copyAction()))
                edit = title->menu();
        QVERIFY(edit);
        QCOMPARE(edit->actions().indexOf(sudokuPadAction()), edit->actions().indexOf(copyAction()) + 1);
    }

    void aSudokuPadSclLinkWithAnUnreadLinePlaysAgainstItsSolution()
    {
        // Kropki dots, XV, a thermometer, an arrow and a killer cage read
        // from their drawings, a purple line not (tests/core/tst_sudokupad).
        QFile file(test::testDataPath(QStringLiteral("formats/sudokupad_every_kind_and_a_line.txt")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QGuiApplication::clipboard()->setText(QString::fromUtf8(file.readAll()).trimmed());
        QSignalSpy checked(m_window.get(), &MainWindow::puzzleChecked);
        m_window->action(QStringLiteral("paste"))->trigger();
        // Played at once (no search proves it unique without its rules): the
        // verdict comes before the paste returns.
        QVERIFY(!checked.isEmpty() || checked.wait(60000));
        QCOMPARE(checked.front().front().value<game::PuzzleVerdict>().kind, game::PuzzleVerdict::Kind::Unique);
        const game::Game& game = m_window->session()->game();
        QCOMPARE(game.notes().unknownRules, (std::vector<std::string>{"sudokupad-lines"}));
        QCOMPARE(game.notes().title, std::string("Every kind"));
        QCOMPARE(int(game.geometry().constraints().size()), 5);
        QCOMPARE(int(game.geometry().cages().size()), 1);
        QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("drawn lines")),
                 qPrintable(m_window->statusBar()->currentMessage()));
    }
};

QTEST_MAIN(TestCopyFPuzzles)
#include "tst_copy_fpuzzles.moc"
