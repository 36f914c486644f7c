// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis after solving: a game solved by key presses, one hint used
// on the way, opens the analysis; its rating is what `pencilmark-cli rate`
// prints for the puzzle, its technique list is the path's, and it lists
// the hint. The hints used go into the game file and come back.
#include "tests/support/cli_process.h"
#include "tests/ui/window_helpers.h"

#include "core/game/puzzle_analysis.h"
#include "core/logic/technique.h"
#include "play/session/game_file.h"
#include "text/names.h"
#include "text/step_text/step_text.h"
#include "ui/hints/solved_analysis_dialog.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QMenu>
#include <QProcess>
#include <QTreeWidget>

using namespace pm;

namespace {

// pencilmark-cli generate --technique x-wing --seed 1 (rated hard, hardest xyz-wing).
const char* const kPuzzle = "...2..8...324.5...71.......9.3.5..4.4.....9.1...6....5..5.41..8....3.57.3......1.";

// The columns `pencilmark-cli rate` prints after the puzzle: level, rating, score, hardest.
QStringList cliRating(const char* puzzle)
{
    QProcess process;
    process.start(QStringLiteral(PENCILMARK_CLI_PATH), {QStringLiteral("rate"), QStringLiteral("-")});
    process.write(QByteArray(puzzle) + '\n');
    const test::CliRun run = test::finishCli(process, 120000);
    QStringList columns = run.out.trimmed().split(u'\t');
    columns.removeFirst();
    return columns;
}

} // namespace

class TestSolvedAnalysis : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    // Every empty cell typed in with its solution digit, as a player would.
    static void typeTheSolution(MainWindow& window)
    {
        BoardWidget* board = window.board();
        const game::Game& game = window.session()->game();
        for (int cell = 0; cell < game.cellCount(); ++cell) {
            if (game.value(cell) != 0)
                continue;
            board->setSelectedCell(cell);
            QTest::keyClick(board, Qt::Key(Qt::Key_0 + game.solution()[std::size_t(cell)]));
        }
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_solved_analysis"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void solvingWithOneHintShowsTheAnalysis()
    {
        auto window = test::windowPlaying(m_dir, kPuzzle);
        QVERIFY(window);
        GameSession* session = window->session();

        // One hint, H pressed to its explanation and once more to apply it.
        test::pressHint(*window);
        QVERIFY(test::waitForHintStage(*window, HintStage::WhereToLook));
        test::pressHint(*window);
        test::pressHint(*window);
        QVERIFY(test::waitForHintStage(*window, HintStage::Explanation));
        QCOMPARE(session->hint()->kind, game::PlayerHint::Kind::Step);
        const logic::Technique hinted = session->hint()->step.technique;
        test::pressHint(*window);
        QCOMPARE(session->game().hintsUsed().size(), std::size_t(1));
        QCOMPARE(session->game().hintsUsed().front().technique, hinted);
        QVERIFY(session->game().hintsUsed().front().applied);

        // The rest typed in, cell by cell.
        typeTheSolution(*window);
        QVERIFY(session->isSolved());

        SolvedAnalysisDialog* dialog = window->findChild<SolvedAnalysisDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QVERIFY(QTest::qWaitFor([&] { return dialog->analysis().has_value(); }, 60000));

        // The rating the CLI gives.
        const QStringList cli = cliRating(kPuzzle);
        QCOMPARE(cli.size(), 4);
        const game::PuzzleAnalysis& analysis = *dialog->analysis();
        QCOMPARE(QString::fromUtf8(logic::levelKey(analysis.rating.level)), cli[0]);
        QCOMPARE(QString::number(analysis.rating.rating, 'f', 1), cli[1]);
        QCOMPARE(QString::number(analysis.rating.score), cli[2]);
        QCOMPARE(QString::fromUtf8(logic::info(analysis.hardest()).key), cli[3]);
        const QString shown = dialog->ratingText();
        QVERIFY2(shown.contains(Names::level(analysis.rating.level)), qPrintable(shown));
        QVERIFY2(shown.contains(cli[1]), qPrintable(shown));
        QVERIFY2(shown.contains(StepText::techniqueName(analysis.hardest())), qPrintable(shown));

        // The path's techniques, in catalogue order, the x-wing among them.
        QTreeWidget* techniques = dialog->techniqueList();
        QCOMPARE(techniques->topLevelItemCount(), int(analysis.techniques.size()));
        bool xWing = false;
        for (int row = 0; row < techniques->topLevelItemCount(); ++row) {
            const auto technique = logic::Technique(techniques->topLevelItem(row)->data(0, Qt::UserRole).toInt());
            QCOMPARE(technique, analysis.techniques[std::size_t(row)].technique);
            QCOMPARE(techniques->topLevelItem(row)->text(2), QString::number(analysis.techniques[std::size_t(row)].count));
            xWing = xWing || technique == logic::Technique::XWing;
        }
        QVERIFY(xWing);

        // The hint used.
        QTreeWidget* hints = dialog->hintList();
        QCOMPARE(hints->topLevelItemCount(), 1);
        QCOMPARE(hints->topLevelItem(0)->text(0), StepText::techniqueName(hinted));
        QCOMPARE(logic::Technique(hints->topLevelItem(0)->data(0, Qt::UserRole).toInt()), hinted);

        // Saved with the game, and read back.
        const QString path = m_dir.filePath(QStringLiteral("solved.pencilmark"));
        QVERIFY(window->saveGameFile(path));
        auto saved = readGameFile(path);
        QVERIFY(saved);
        QCOMPARE(saved->game.hintsUsed(), session->game().hintsUsed());
        dialog->close();
    }

    void aHintOnlyShownIsListedAsShown()
    {
        auto window = test::windowPlaying(m_dir, kPuzzle);
        QVERIFY(window);
        GameSession* session = window->session();
        test::pressHint(*window);
        QVERIFY(test::waitForHintStage(*window, HintStage::WhereToLook));
        test::pressHint(*window);
        test::pressHint(*window);
        QVERIFY(test::waitForHintStage(*window, HintStage::Explanation));
        // Shown three stages deep: still one hint.
        QCOMPARE(session->game().hintsUsed().size(), std::size_t(1));
        QVERIFY(!session->game().hintsUsed().front().applied);
    }

    void aDamagedHintListRefusesTheFile()
    {
        auto window = test::windowPlaying(m_dir, kPuzzle);
        QVERIFY(window);
        QByteArray bytes = encodeGame(window->session()->game());
        bytes.replace("\"editing\"", "\"hints\":[{\"hint\":\"no-such-technique\"}],\"editing\"");
        const auto decoded = decodeGame(bytes);
        QVERIFY(!decoded);
        QCOMPARE(decoded.error().code, GameFileError::Code::BadField);
    }

    void theAnalysisCanBeTurnedOffAndOnAgain()
    {
        {
            auto window = test::windowPlaying(m_dir, kPuzzle);
            QVERIFY(window);
            QAction* setting = window->action(QStringLiteral("analysisAfterSolving"));
            QVERIFY(setting->isChecked());
            typeTheSolution(*window);
            QVERIFY(window->session()->isSolved());
            SolvedAnalysisDialog* dialog = window->findChild<SolvedAnalysisDialog*>();
            QVERIFY(dialog && dialog->isVisible());
            // The player clears "Show this after every solved game".
            QCheckBox* box = dialog->showAfterSolvingBox();
            QVERIFY(box->isChecked());
            QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
            QVERIFY(!box->isChecked());
            QVERIFY(!setting->isChecked());
            // One setting: the menu item, switched back, ticks the box again.
            setting->trigger();
            QVERIFY(box->isChecked());
            QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
            QVERIFY(!setting->isChecked());
            dialog->close();
        }
        {
            // Remembered: the next solve shows no analysis, only the solved banner.
            auto window = test::windowPlaying(m_dir, kPuzzle);
            QVERIFY(window);
            QAction* setting = window->action(QStringLiteral("analysisAfterSolving"));
            QVERIFY(!setting->isChecked());
            typeTheSolution(*window);
            QVERIFY(window->session()->isSolved());
            QVERIFY(!window->findChild<SolvedAnalysisDialog*>());
            // Help ▸ Show Analysis After Solving, by the menu's keys, brings it back.
            QVERIFY(test::activateForShortcuts(*window));
            QTest::keyClick(window.get(), Qt::Key_H, Qt::AltModifier);
            QTRY_VERIFY(qobject_cast<QMenu*>(QApplication::activePopupWidget()));
            QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_N);
            QTRY_VERIFY(!QApplication::activePopupWidget());
            QVERIFY(setting->isChecked());
        }
        auto window = test::windowPlaying(m_dir, kPuzzle);
        QVERIFY(window);
        typeTheSolution(*window);
        QVERIFY(window->findChild<SolvedAnalysisDialog*>());
    }
};

QTEST_MAIN(TestSolvedAnalysis)
#include "tst_solved_analysis.moc"
