// SPDX-License-Identifier: GPL-3.0-or-later
// Checking a game as a player does: clashes shown at once (colour and
// hatching), mistakes on request or live, "rewind to before my first
// mistake", and a solved board: celebrated, clock stopped, best time kept.
#include "play/session/best_times.h"
#include "play/session/game_session.h"
#include "text/game_text.h"
#include "text/names.h"
#include "ui/board/board_widget.h"
#include "ui/dialogs/statistics_dialog.h"
#include "ui/hints/solved_analysis_dialog.h"
#include "ui/window/language.h"
#include "ui/window/main_window.h"

#include <QAction>
#include <QStatusBar>
#include <QHeaderView>
#include <QTableWidget>
#include <QUndoStack>
#include <QtTest>

#include "tests/ui/window_helpers.h"

using namespace pm;

namespace {

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1).
const char* const kPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";
const char* const kSolution = "436152789815769234279483156948316572162578943753924618524897361687231495391645827";

} // namespace

class TestGameChecking : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    BoardWidget* m_board = nullptr;
    GameSession* m_session = nullptr;

    void type(int cell, char symbol)
    {
        m_board->setSelectedCell(cell);
        QTest::keyClick(m_board, symbol);
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_game_checking"));
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        QSettings().clear();
        m_window = test::windowPlaying(m_dir, kPuzzle);
        QVERIFY2(m_window, "the window did not start playing the test puzzle");
        m_board = m_window->board();
        m_session = m_window->session();
        m_session->setLiveChecking(false);
        m_board->setFocus();
    }

    void cleanup()
    {
        m_window.reset();
    }

    void clashesShowAtOnceMistakesOnRequest()
    {
        type(0, '6'); // r1c1 = 6: clashes with the given 6 in r1c3; the answer is 4
        type(1, '2'); // r1c2 = 2: no clash, but wrong (3)
        QVERIFY(m_board->state().conflicts[0]);
        QVERIFY(m_board->state().conflicts[2]);
        QVERIFY(!m_board->state().conflicts[1]);
        QVERIFY(!m_board->state().mistakes[1]); // not asked yet
        m_window->action(QStringLiteral("check"))->trigger();
        QVERIFY(m_board->state().mistakes[1]);
        QVERIFY(m_board->state().mistakes[0]);
        type(3, '1'); // the next move hides the check again
        QVERIFY(!m_board->state().mistakes[1]);
    }

    void liveCheckingShowsMistakesAsTheyHappen()
    {
        m_window->action(QStringLiteral("liveCheck"))->trigger();
        QVERIFY(m_session->liveChecking());
        type(1, '2');
        QVERIFY(m_board->state().mistakes[1]);
        type(1, '3');
        QVERIFY(!m_board->state().mistakes[1]);
        QVERIFY(QSettings().value(QStringLiteral("play/liveChecking")).toBool()); // remembered
    }

    void rewindGoesBackToTheLastCleanBoard()
    {
        type(0, '4');  // right
        type(1, '2');  // wrong
        type(3, '1');  // right, but the board is already wrong
        type(1, '3');  // correction
        type(5, '7');  // wrong: from here on, wrong for good
        type(4, '5');  // right
        m_window->action(QStringLiteral("rewind"))->trigger();
        const game::Game& g = m_session->game();
        QCOMPARE(g.value(0), 4);
        QCOMPARE(g.value(1), 3);
        QCOMPARE(g.value(3), 1);
        QCOMPARE(g.value(5), 0);
        QCOMPARE(g.value(4), 0);
        QVERIFY(game::check(g).mistakes.empty());
        m_session->undoStack()->redo(); // nothing is lost
        QCOMPARE(m_session->game().value(5), 7);
        m_session->undoStack()->undo();
        QVERIFY(!m_session->rewindToFirstMistake()); // nothing wrong now
    }

    void solvingIsDetectedAndTheTimeKept()
    {
        QSignalSpy solved(m_session, &GameSession::solved);
        const std::string solution = kSolution;
        int last = -1;
        for (int cell = 0; cell < 81; ++cell) {
            if (m_session->game().isGiven(cell))
                continue;
            if (last >= 0)
                type(last, solution[last]);
            last = cell;
        }
        QVERIFY(!m_session->isSolved());
        QCOMPARE(solved.count(), 0);
        type(last, solution[last]);
        QVERIFY(m_session->isSolved());
        QCOMPARE(solved.count(), 1);
        QVERIFY(!m_session->isClockRunning());
        QVERIFY(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Solved in")));

        // The best time for this kind of game is recorded once.
        QSettings settings;
        BestTimes best(settings);
        const auto entries = best.entries();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.front().solved, 1);
        QCOMPARE(entries.front().bestMs, solved.front().front().toLongLong());
        QVERIFY(best.best(m_session->game()).has_value());

        // Undo and redo the last digit: solved again, but not a second win.
        m_session->undoStack()->undo();
        QVERIFY(!m_session->isSolved());
        m_session->undoStack()->redo();
        QCOMPARE(solved.count(), 1);
        QCOMPARE(best.entries().front().solved, 1);
    }

    // A game finished by applying hints is solved with help: counted, and
    // shown, apart from the best times (the keys H, H, H, H apply a hint).
    void aGameSolvedWithHelpGivesNoBestTime()
    {
        const std::string solution = kSolution;
        int last = -1;
        for (int cell = 0; cell < 81; ++cell) {
            if (m_session->game().isGiven(cell))
                continue;
            if (last >= 0)
                type(last, solution[last]);
            last = cell;
        }
        QVERIFY(!m_session->game().assisted());
        QSignalSpy solved(m_session, &GameSession::solved);
        for (int press = 0; press < 4 && !m_session->isSolved(); ++press) {
            QTest::keyClick(m_board, Qt::Key_H);
            QTRY_VERIFY(!m_session->isHintPending());
        }
        QVERIFY(m_session->isSolved());
        QCOMPARE(solved.count(), 1);
        QVERIFY(m_session->game().assisted());
        QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("With help")),
                 qPrintable(m_window->statusBar()->currentMessage()));

        QSettings settings;
        BestTimes best(settings);
        const auto entries = best.entries();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.front().solved, 0);
        QCOMPARE(entries.front().solvedWithHelp, 1);
        QCOMPARE(entries.front().bestMs, qint64(-1));
        QVERIFY(!best.best(m_session->game()).has_value());
        m_window->action(QStringLiteral("statistics"))->trigger();
        auto* dialog = m_window->findChild<StatisticsDialog*>();
        QVERIFY(dialog);
        QCOMPARE(dialog->table()->item(0, 2)->text(), QStringLiteral("—"));
        QCOMPARE(dialog->table()->item(0, 3)->text(), QStringLiteral("1"));
    }

    // Help is help wherever it came from: a check that shows a mistake, or
    // a rewind to one; a save keeps it.
    void checksThatFindMistakesAndRewindsCountAsHelp()
    {
        QVERIFY(!m_session->game().assisted());
        m_window->action(QStringLiteral("check"))->trigger(); // nothing wrong yet: no help
        QVERIFY(!m_session->game().assisted());
        type(0, '2'); // r1c1 is 4
        m_window->action(QStringLiteral("check"))->trigger();
        QVERIFY(m_session->game().assisted());
        const QString path = m_dir.filePath(QStringLiteral("helped.pencilmark"));
        QVERIFY(m_window->saveGameFile(path));
        QVERIFY(m_window->openGameFile(path));
        QVERIFY(m_session->game().assisted());
    }

    // "No mistakes so far." is about the board as it was: a move clears it.
    void theCheckResultGoesWhenTheBoardChanges()
    {
        m_window->action(QStringLiteral("check"))->trigger();
        QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("No mistakes so far."));
        type(1, '2'); // r1c2: wrong, but no clash
        QCOMPARE(m_window->statusBar()->currentMessage(), QString());
    }

    // Solved without a hint but after a check that showed a mistake: the
    // analysis names that help rather than "without a hint".
    void theAnalysisNamesHelpBesideHints()
    {
        type(0, '2'); // r1c1 is 4
        m_window->action(QStringLiteral("check"))->trigger();
        QVERIFY(m_session->game().assisted());
        const std::string solution = kSolution;
        for (int cell = 0; cell < 81; ++cell)
            if (!m_session->game().isGiven(cell))
                type(cell, solution[size_t(cell)]);
        QVERIFY(m_session->isSolved());
        auto* analysis = m_window->findChild<SolvedAnalysisDialog*>();
        QVERIFY(analysis);
        QCOMPARE(analysis->helpText(), GameText::helpWithoutHints());
        QVERIFY(m_session->game().hintsUsed().empty());
    }

    // Every heading of Statistics is whole, in English and in German
    // ("Solved with help" was cut off).
    void statisticsHeadingsAreNotCutOff()
    {
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
            QCOMPARE(applyLanguage(language), language);
            StatisticsDialog dialog({BestTimes::Entry{QStringLiteral("classic"), QStringLiteral("9×9, 3×3 boxes, easy"), 65000, 3, 2}},
                                    m_window.get());
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QHeaderView* header = dialog.table()->horizontalHeader();
            for (int column = 0; column < header->count(); ++column)
                QVERIFY2(header->sectionSize(column) >= header->sectionSizeHint(column),
                         qPrintable(QStringLiteral("%1: %2 is %3 px of %4")
                                        .arg(language, dialog.table()->horizontalHeaderItem(column)->text())
                                        .arg(header->sectionSize(column)).arg(header->sectionSizeHint(column))));
        }
        applyLanguage(QStringLiteral("en"));
    }

    void statisticsListBestTimes()
    {
        QSettings settings;
        BestTimes best(settings);
        best.record(m_session->game(), 75'000);
        m_window->action(QStringLiteral("statistics"))->trigger();
        auto* dialog = m_window->findChild<StatisticsDialog*>();
        QVERIFY(dialog);
        QCOMPARE(dialog->table()->rowCount(), 1);
        QCOMPARE(dialog->table()->item(0, 0)->text(), Names::gameKind(m_session->game()));
        QCOMPARE(dialog->table()->item(0, 2)->text(), QStringLiteral("1:15"));
    }

    void bestTimeKeepsTheFastest()
    {
        QSettings settings;
        BestTimes best(settings);
        const game::Game& g = m_session->game();
        QVERIFY(best.record(g, 90'000));
        QVERIFY(!best.record(g, 120'000));
        QVERIFY(best.record(g, 60'000));
        QCOMPARE(*best.best(g), qint64(60'000));
        QCOMPARE(best.entries().front().solved, 3);
        QCOMPARE(formatElapsed(60'000), QStringLiteral("1:00"));
        QCOMPARE(formatElapsed(3'723'000), QStringLiteral("1:02:03"));
    }
};

QTEST_MAIN(TestGameChecking)
#include "tst_game_checking.moc"
