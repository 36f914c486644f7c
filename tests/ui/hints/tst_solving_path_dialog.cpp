// SPDX-License-Identifier: GPL-3.0-or-later
// Help ▸ Show Solving Path as a player meets it: the path is worked out off
// the GUI thread, then listed one step a row (technique, effect, level) with
// a summary; choosing a step (click or arrow keys) shows the board just
// before it, with the step's pattern and its sentence. Closing the window
// while the work runs stops it. The path is the one logic::solvePath gives.
#include "play/jobs/solving_path_search.h"
#include "play/session/game_session.h"
#include "text/names.h"
#include "text/step_text/step_text.h"
#include "ui/board/board_widget.h"
#include "ui/board/highlight_legend.h"
#include "ui/hints/solving_path_dialog.h"
#include "ui/hints/solving_path_model.h"
#include "ui/window/main_window.h"

#include "core/formats/puzzle_format.h"
#include "core/logic/logic_solver.h"

#include <QAction>
#include <QElapsedTimer>
#include <QLabel>
#include <QMenu>
#include <QPointer>
#include <QTreeView>
#include <QtTest>

#include "tests/support/test_data.h"
#include "tests/ui/window_helpers.h"

#include <memory>

using namespace pm;

namespace {

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1).
const char* const kEasyPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";
// top1465 (../shared/data/top1465.txt): pairs, fish and chains on its path.
const char* const kHardPuzzle = "....2..4..7...6....1.5.....2......8....3..7..4.9.........6..1.38...9..........5..";
// SudoQ 6×6 "difficult" 1 (../shared/data/big_and_small_grids.tsv): 2×3 boxes.
const char* const kSmallPuzzle = ".2.1......4...6.5.3.....645.........";

struct Fixture {
    Grid puzzle;
    Alphabet alphabet = Alphabet::standard(9);
};

Fixture parsed(const char* text)
{
    auto result = parsePuzzle(text);
    if (!result)
        qFatal("fixture does not parse");
    return {result->grid, result->alphabet};
}

// tests/data/solver/unique_25x25.txt, line 1: a path of 530 steps that
// takes about 3 s (RelWithDebInfo, this machine), long enough to close the
// window midway.
Fixture slowPuzzle()
{
    const auto lines = test::loadPuzzleLines(test::testDataPath(QStringLiteral("solver/unique_25x25.txt")), 1);
    if (lines.empty())
        qFatal("no 25x25 fixture");
    return parsed(lines.front().c_str());
}

// The board shown against the state the path reaches after `count` steps,
// replayed here step by step from the givens.
Grid replayed(const Grid& puzzle, const std::vector<logic::Step>& steps, int count)
{
    Grid state = logic::candidateState(puzzle);
    for (int i = 0; i < count; ++i)
        logic::applyStep(state, steps[size_t(i)]);
    return state;
}

} // namespace

class TestSolvingPathDialog : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    // A dialog on `text`, shown, with its path listed.
    static std::unique_ptr<SolvingPathDialog> openedOn(const Fixture& fixture)
    {
        auto dialog = std::make_unique<SolvingPathDialog>(fixture.puzzle, fixture.alphabet);
        QSignalSpy shown(dialog.get(), &SolvingPathDialog::pathShown);
        dialog->show();
        // An easy path may be listed while the window is still being exposed.
        if (!QTest::qWaitForWindowExposed(dialog.get()) || !(shown.count() > 0 || shown.wait(60000)))
            return nullptr;
        return dialog;
    }

    static void clickRow(SolvingPathDialog& dialog, int row)
    {
        QTreeView* list = dialog.stepList();
        const QModelIndex index = dialog.model()->index(row, SolvingPathModel::TechniqueColumn);
        list->scrollTo(index);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(index).center());
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_solving_path_dialog"));
        QVERIFY(m_dir.isValid());
    }

    void theListIsSolvePathsPath_data()
    {
        QTest::addColumn<QString>("puzzle");
        QTest::newRow("easy 9x9") << QString::fromLatin1(kEasyPuzzle);
        QTest::newRow("hard 9x9") << QString::fromLatin1(kHardPuzzle);
        QTest::newRow("6x6, 2x3 boxes") << QString::fromLatin1(kSmallPuzzle);
    }

    void theListIsSolvePathsPath()
    {
        QFETCH(QString, puzzle);
        const Fixture fixture = parsed(puzzle.toLatin1().constData());
        const logic::SolvePath expected = logic::solvePath(fixture.puzzle);
        QCOMPARE(expected.result, logic::SolvePath::Result::Solved);
        QVERIFY(!expected.steps.empty());

        const auto dialog = openedOn(fixture);
        QVERIFY(dialog);
        QVERIFY(!dialog->isWorking());
        const SolvingPathModel* model = dialog->model();
        QCOMPARE(model->rowCount(), int(expected.steps.size()));
        logic::Level hardest = logic::Level::Easy;
        for (int row = 0; row < model->rowCount(); ++row) {
            const logic::Step& step = expected.steps[size_t(row)];
            QCOMPARE(model->step(row).technique, step.technique);
            QCOMPARE(model->data(model->index(row, SolvingPathModel::NumberColumn)).toInt(), row + 1);
            QCOMPARE(model->data(model->index(row, SolvingPathModel::TechniqueColumn)).toString(),
                     StepText::techniqueName(step.technique));
            QCOMPARE(model->data(model->index(row, SolvingPathModel::LevelColumn)).toString(),
                     Names::level(logic::info(step.technique).level));
            // The effect names every cell the step changes.
            const QString effect = model->data(model->index(row, SolvingPathModel::EffectColumn)).toString();
            const StepText text(fixture.puzzle.geometry(), fixture.alphabet);
            for (const logic::CellDigit& placement : step.placements) {
                const QString written = text.cell(placement.cell) + QStringLiteral(" = ") + text.digit(placement.digit);
                QVERIFY2(effect.contains(written), qPrintable(effect));
            }
            for (const logic::CellDigit& elimination : step.eliminations)
                QVERIFY2(effect.contains(text.cell(elimination.cell)), qPrintable(effect));
            hardest = std::max(hardest, logic::info(step.technique).level);
        }
        // The summary: the number of steps and the path's level.
        const QString summary = dialog->summaryText();
        QVERIFY2(summary.contains(QString::number(expected.steps.size())), qPrintable(summary));
        QVERIFY2(summary.endsWith(Names::level(hardest)), qPrintable(summary));
        // The first step is shown at once, and the list has the keyboard.
        QCOMPARE(dialog->currentStep(), 0);
        QCOMPARE(QApplication::focusWidget(), dialog->stepList());
    }

    void theEffectIsShort()
    {
        const Fixture fixture = parsed(kEasyPuzzle);
        SolvingPathModel model;
        logic::Step step;
        step.technique = logic::Technique::LockedCandidatesPointing;
        const Geometry& g = fixture.puzzle.geometry();
        step.eliminations = {{g.cellAt(1, 2), 7}, {g.cellAt(1, 7), 7}, {g.cellAt(4, 4), 3}};
        logic::SolvePath path;
        path.steps = {step};
        model.setPath(fixture.puzzle, fixture.alphabet, path);
        QCOMPARE(model.effect(step), QStringLiteral("−7 r2c3, r2c8; −3 r5c5"));
        logic::Step single;
        single.placements = {{g.cellAt(3, 4), 7}};
        QCOMPARE(model.effect(single), QStringLiteral("r4c5 = 7"));
    }

    void clickingAStepShowsTheBoardBeforeIt()
    {
        const Fixture fixture = parsed(kHardPuzzle);
        const auto dialog = openedOn(fixture);
        QVERIFY(dialog);
        const std::vector<logic::Step>& steps = dialog->model()->path().steps;
        const int count = int(steps.size());
        QVERIFY(count > 10);
        for (const int row : {count / 2, count - 1, 1}) {
            clickRow(*dialog, row);
            QCOMPARE(dialog->currentStep(), row);

            // Cells filled: the givens and what the steps before this one placed.
            std::vector<bool> filled(size_t(fixture.puzzle.cellCount()), false);
            for (int cell = 0; cell < fixture.puzzle.cellCount(); ++cell)
                filled[size_t(cell)] = fixture.puzzle.value(cell) != 0;
            for (int i = 0; i < row; ++i)
                for (const logic::CellDigit& placement : steps[size_t(i)].placements)
                    filled[size_t(placement.cell)] = true;
            const Grid before = replayed(fixture.puzzle, steps, row);
            const BoardState& shown = dialog->board()->state();
            QCOMPARE(shown.cellCount(), fixture.puzzle.cellCount());
            for (int cell = 0; cell < shown.cellCount(); ++cell) {
                const game::CellState& c = shown.cells[size_t(cell)];
                QCOMPARE(c.value != 0, bool(filled[size_t(cell)]));
                QCOMPARE(int(c.value), before.value(cell));
                QCOMPARE(bool(shown.givens[size_t(cell)]), fixture.puzzle.value(cell) != 0);
                // Empty cells carry the candidates of that moment as marks.
                if (c.value == 0)
                    QCOMPARE(c.corner, before.candidates(cell));
            }
            // This step's own placements are not on the board yet.
            for (const logic::CellDigit& placement : steps[size_t(row)].placements)
                QCOMPARE(int(shown.cells[size_t(placement.cell)].value), 0);

            // Its pattern is drawn, its sentence below, its roles in the legend.
            const logic::Pattern& pattern = steps[size_t(row)].pattern;
            const BoardHighlight& highlight = dialog->board()->highlight();
            QVERIFY(!highlight.isEmpty());
            QVERIFY(highlight.spotlight.empty());
            QVERIFY(highlight.pattern.cells == pattern.cells);
            QVERIFY(highlight.pattern.houses == pattern.houses);
            QVERIFY(highlight.pattern.candidates == pattern.candidates);
            QCOMPARE(highlight.pattern.links.size(), pattern.links.size());
            QCOMPARE(dialog->sentenceText(),
                     StepText(fixture.puzzle.geometry(), fixture.alphabet).explain(steps[size_t(row)]));
            QVERIFY(!dialog->legend()->entries().isEmpty());
        }
    }

    void theArrowKeysWalkThePath()
    {
        const auto dialog = openedOn(parsed(kEasyPuzzle));
        QVERIFY(dialog);
        QTreeView* list = dialog->stepList();
        const std::vector<logic::Step>& steps = dialog->model()->path().steps;
        QCOMPARE(dialog->currentStep(), 0);
        const int filledAtStart = dialog->board()->state().filledCount();
        QTest::keyClick(list, Qt::Key_Down);
        QTest::keyClick(list, Qt::Key_Down);
        QCOMPARE(dialog->currentStep(), 2);
        QCOMPARE(dialog->board()->state().filledCount(),
                 filledAtStart + int(steps[0].placements.size() + steps[1].placements.size()));
        QVERIFY(dialog->board()->highlight().pattern.candidates == steps[2].pattern.candidates);
        QTest::keyClick(list, Qt::Key_Up);
        QCOMPARE(dialog->currentStep(), 1);
        QCOMPARE(dialog->board()->state().filledCount(), filledAtStart + int(steps[0].placements.size()));
        QTest::keyClick(list, Qt::Key_End);
        QCOMPARE(dialog->currentStep(), int(steps.size()) - 1);
        // Just before the last step, only the cells it fills are left.
        QCOMPARE(dialog->board()->state().filledCount(),
                 dialog->board()->state().cellCount() - int(steps.back().placements.size()));
    }

    void theBoardIsOnlyAPicture()
    {
        const auto dialog = openedOn(parsed(kEasyPuzzle));
        QVERIFY(dialog);
        BoardWidget* board = dialog->board();
        const BoardState before = board->state();
        QSignalSpy input(board, &BoardWidget::inputRequested);
        // Through the window, as a real click comes, so the board's place in the layout counts.
        const QPoint centre = board->mapTo(dialog.get(), board->rect().center());
        QTest::mouseClick(dialog->windowHandle(), Qt::LeftButton, {}, centre);
        QCOMPARE(board->selectedCell(), -1);
        QCOMPARE(input.count(), 0);
        QVERIFY(board->state().cells == before.cells);
        QCOMPARE(QApplication::focusWidget(), dialog->stepList());
    }

    void closingWhileWorkingStopsTheWork()
    {
        const Fixture fixture = slowPuzzle();
        QCOMPARE(fixture.puzzle.size(), 25);
        auto* dialog = new SolvingPathDialog(fixture.puzzle, fixture.alphabet);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        QPointer<SolvingPathDialog> alive(dialog);
        QSignalSpy shown(dialog, &SolvingPathDialog::pathShown);
        QSignalSpy finished(dialog->search(), &SolvingPathSearch::finished);
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QTest::qWait(50);
        QVERIFY(dialog->isWorking());
        QVERIFY(shown.isEmpty());
        // Escape, as a player closes it; deleting the dialog joins the worker,
        // so this returning soon means the solver did stop.
        QElapsedTimer clock;
        clock.start();
        QTest::keyClick(dialog, Qt::Key_Escape);
        QTRY_VERIFY_WITH_TIMEOUT(alive.isNull(), 10000);
        const qint64 closing = clock.elapsed();
        qInfo("closing while working took %lld ms", closing);
        QVERIFY2(closing < 1000, qPrintable(QStringLiteral("closing took %1 ms").arg(closing)));
        QTest::qWait(50);
        QCOMPARE(shown.count(), 0);
        QCOMPARE(finished.count(), 0);
    }

    void aSecondRunDropsTheFirst()
    {
        // The search object alone: a new start cancels the run before it,
        // whose result never arrives.
        SolvingPathSearch search;
        QSignalSpy finished(&search, &SolvingPathSearch::finished);
        search.start(slowPuzzle().puzzle);
        search.start(parsed(kEasyPuzzle).puzzle);
        QVERIFY(finished.wait(60000));
        QTest::qWait(50);
        QCOMPARE(finished.count(), 1);
        const auto path = finished.front().front().value<logic::SolvePath>();
        QCOMPARE(path.steps.size(), logic::solvePath(parsed(kEasyPuzzle).puzzle).steps.size());
        QVERIFY(!search.isRunning());
    }

    void theHelpMenuOpensThePathOfTheGameInPlay()
    {
        QSettings().clear();
        MainWindow window(m_dir.filePath(QStringLiteral("autosave.pencilmark")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(test::playPuzzle(window, QString::fromLatin1(kEasyPuzzle)).kind, game::PuzzleVerdict::Kind::Unique);
        QAction* action = window.action(QStringLiteral("solvingPath"));
        QVERIFY(action);
        QVERIFY(action->isEnabled());
        QVERIFY(action->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H)));
        // In the Help menu, beside the hint.
        const auto holders = action->associatedObjects();
        QVERIFY(std::any_of(holders.begin(), holders.end(), [&](QObject* holder) {
            auto* menu = qobject_cast<QMenu*>(holder);
            return menu && menu->actions().contains(window.action(QStringLiteral("hint")));
        }));

        action->trigger();
        auto* dialog = window.findChild<SolvingPathDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QVERIFY(dialog->puzzle() == window.session()->game().puzzle());
        QSignalSpy shown(dialog, &SolvingPathDialog::pathShown);
        QVERIFY(shown.wait(60000));
        QCOMPARE(dialog->model()->rowCount(), int(logic::solvePath(parsed(kEasyPuzzle).puzzle).steps.size()));
        // Asked again for the same puzzle: the same window, not a second one.
        action->trigger();
        QCOMPARE(window.findChildren<SolvingPathDialog*>().size(), 1);

        // A paused board is covered: no path of it either.
        window.session()->setPaused(true);
        QVERIFY(!action->isEnabled());
        window.session()->setPaused(false);
        QVERIFY(action->isEnabled());

        // A new puzzle in play: the old path goes.
        QPointer<SolvingPathDialog> old(dialog);
        QCOMPARE(test::playPuzzle(window, QString::fromLatin1(kHardPuzzle)).kind, game::PuzzleVerdict::Kind::Unique);
        QTRY_VERIFY(old.isNull());

        // Entering a puzzle: there is no solution to show a path of.
        window.action(QStringLiteral("enterPuzzle"))->trigger();
        QVERIFY(window.session()->isEditing());
        QVERIFY(!action->isEnabled());
        action->trigger();
        QVERIFY(window.findChildren<SolvingPathDialog*>().isEmpty());
    }
};

QTEST_MAIN(TestSolvingPathDialog)
#include "tst_solving_path_dialog.moc"
