// SPDX-License-Identifier: GPL-3.0-or-later
// Help ▸ All Steps as a player meets it: Ctrl+Shift+A opens the list of
// every step the position holds, read from the player's own marks; its
// groups are exactly what `pencilmark-cli explain --only KEY` (core's
// logic::findAll) finds in that position; selecting a step draws it as the
// hint draws its explanation; Apply (or Return) is one undoable move that
// undoes to the position before; a change of position cancels the search
// in flight.
#include "play/jobs/step_list_search.h"
#include "play/session/game_session.h"
#include "text/step_list_text.h"
#include "text/step_text/step_text.h"
#include "ui/board/board_widget.h"
#include "ui/hints/all_steps_panel.h"
#include "ui/window/main_window.h"

#include "core/formats/puzzle_format.h"
#include "core/game/player_hint.h"
#include "core/game/player_step_list.h"
#include "core/logic/logic_solver.h"

#include "tests/support/cli_process.h"
#include "tests/ui/window_helpers.h"

#include <QAction>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>

#include <bit>
#include <set>

using namespace pm;

namespace {

// top1465 (../shared/data/top1465.txt): from filled-in marks, the hints'
// own path meets an X-Wing on 6 in columns 3 and 8 (the hint panel's test
// position); nothing easier is left there.
const char* const kXWingPuzzle = "....2..4..7...6....1.5.....2......8....3..7..4.9.........6..1.38...9..........5..";

// A step as `explain --json` prints it: "technique|r,c,d;...|r,c,d;...".
QString cliForm(const Geometry& g, const logic::Step& step)
{
    const auto list = [&](const std::vector<logic::CellDigit>& items) {
        QStringList parts;
        for (const logic::CellDigit& item : items)
            parts << QStringLiteral("%1,%2,%3").arg(g.row(item.cell) + 1).arg(g.column(item.cell) + 1).arg(item.digit);
        return parts.join(u';');
    };
    return QStringLiteral("%1|%2|%3")
        .arg(QString::fromLatin1(logic::info(step.technique).key), list(step.placements), list(step.eliminations));
}

QString cliForm(const QJsonObject& object)
{
    const auto list = [&](const QJsonArray& items) {
        QStringList parts;
        for (const QJsonValue& item : items) {
            const QJsonArray triple = item.toArray();
            parts << QStringLiteral("%1,%2,%3").arg(triple[0].toInt()).arg(triple[1].toInt()).arg(triple[2].toInt());
        }
        return parts.join(u';');
    };
    return QStringLiteral("%1|%2|%3")
        .arg(object[QStringLiteral("technique")].toString(), list(object[QStringLiteral("placements")].toArray()),
             list(object[QStringLiteral("eliminations")].toArray()));
}

// What `pencilmark-cli explain --json --only KEY` prints for the state.
QStringList explainOnly(const QString& state, std::string_view key)
{
    QProcess process;
    process.start(QStringLiteral(PENCILMARK_CLI_PATH),
                  {QStringLiteral("explain"), QStringLiteral("--json"), QStringLiteral("--only"),
                   QString::fromLatin1(key), state});
    const test::CliRun run = test::finishCli(process, 120000);
    QStringList steps;
    for (const QString& line : run.out.split(u'\n', Qt::SkipEmptyParts)) {
        const QJsonObject object = QJsonDocument::fromJson(line.toUtf8()).object();
        if (object.contains(QStringLiteral("technique")))
            steps << cliForm(object);
    }
    return steps;
}

} // namespace

class TestAllSteps : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    BoardWidget* m_board = nullptr;
    GameSession* m_session = nullptr;
    AllStepsPanel* m_panel = nullptr;

    // Ctrl+Shift+A on the board, as the player opens the panel.
    void openPanel()
    {
        QVERIFY(test::activateForShortcuts(*m_window));
        m_board->setFocus();
        QTest::keyClick(m_board, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(m_panel->isVisible());
    }

    // Picks the scope with the arrow keys (0: the easiest few, 1 + level:
    // all up to that level).
    void chooseScope(int index)
    {
        QComboBox* box = m_panel->scopeBox();
        box->setFocus();
        while (box->currentIndex() != index)
            QTest::keyClick(box, box->currentIndex() < index ? Qt::Key_Down : Qt::Key_Up);
    }

    bool waitForList()
    {
        return QTest::qWaitFor(
            [&] { return !m_panel->isComputing() && m_panel->stepList().kind != game::StepList::Kind::Cancelled; },
            60000);
    }

    // Clicks the list's row for step `index` of the group of `technique`.
    bool clickStep(logic::Technique technique, int index)
    {
        QTreeWidget* tree = m_panel->tree();
        const auto& groups = m_panel->stepList().groups;
        for (int g = 0; g < int(groups.size()); ++g) {
            if (groups[size_t(g)].technique != technique)
                continue;
            QTreeWidgetItem* item = tree->topLevelItem(g)->child(index);
            tree->scrollToItem(item);
            QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualItemRect(item).center());
            return tree->currentItem() == item;
        }
        return false;
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_all_steps"));
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        QSettings().clear();
        m_window = test::windowPlaying(m_dir, kXWingPuzzle);
        QVERIFY2(m_window, "the window did not start playing the test puzzle");
        m_board = m_window->board();
        m_session = m_window->session();
        m_panel = m_window->allStepsPanel();
        QVERIFY(m_panel);
        m_session->startGame(test::positionBefore(kXWingPuzzle, logic::Technique::XWing));
    }

    void cleanup()
    {
        m_window.reset();
    }

    // Every group up to Hard is what the CLI's --only finds in the same
    // position (written as a 729-character candidate line), in the same
    // order; no technique the CLI finds is missing; and the tree shows each
    // group with its count and one row per step.
    void theListIsWhatExplainOnlyFinds()
    {
        openPanel();
        chooseScope(1 + int(logic::Level::Hard));
        QVERIFY(waitForList());
        const game::StepList& list = m_panel->stepList();
        QCOMPARE(list.kind, game::StepList::Kind::Found);
        QVERIFY(!list.withoutMarks);

        const game::Game& game = m_session->game();
        const Grid state = game::hintCandidates(game);
        // The 729-character line reads a one-candidate cell as solved; the
        // position has no single, so it holds none.
        for (int cell = 0; cell < state.cellCount(); ++cell)
            QVERIFY(state.value(cell) != 0 || std::popcount(state.candidates(cell)) > 1);
        const QString line = QString::fromStdString(writeCandidates729(state));
        logic::LogicOptions options;
        options.uniquenessKnown = true;
        std::size_t g = 0;
        int techniquesWithSteps = 0;
        for (const logic::TechniqueInfo& row : logic::catalogue()) {
            if (row.level > logic::Level::Hard)
                break;
            const std::vector<logic::Step> core = logic::findAll(state, row.technique, options);
            const QStringList cli = explainOnly(line, row.key);
            QStringList listed;
            if (g < list.groups.size() && list.groups[g].technique == row.technique) {
                for (const logic::Step& step : list.groups[g].steps)
                    listed << cliForm(game.geometry(), step);
                QTreeWidgetItem* heading = m_panel->tree()->topLevelItem(int(g));
                QCOMPARE(heading->childCount(), int(list.groups[g].steps.size()));
                QVERIFY2(heading->text(0).contains(QString::number(list.groups[g].steps.size())),
                         qPrintable(heading->text(0)));
                ++g;
            }
            QStringList fromCore;
            for (const logic::Step& step : core)
                fromCore << cliForm(game.geometry(), step);
            QCOMPARE(listed, fromCore);
            QCOMPARE(listed, cli);
            techniquesWithSteps += !listed.isEmpty();
        }
        QCOMPARE(g, list.groups.size());
        QCOMPARE(m_panel->tree()->topLevelItemCount(), int(list.groups.size()));
        QVERIFY(techniquesWithSteps >= 2); // the X-Wing and more: a list worth comparing
    }

    // The easiest few stop at the first techniques that find 20 steps or
    // more: here the X-Wing (nothing easier is left) and what follows it.
    // Each row names its pattern before its effect (issue 39: "3 goes
    // from r9c7, r9c8 and r9c9" alone could not be told apart), the X-Wing's
    // its digit and its rows and columns; a row is whole in its tooltip.
    void eachRowNamesItsPattern()
    {
        openPanel();
        chooseScope(1 + int(logic::Level::Hard));
        QVERIFY(waitForList());
        const game::StepList& list = m_panel->stepList();
        const game::Game& game = m_session->game();
        bool xWing = false;
        QStringList sameRows;
        for (int g = 0; g < int(list.groups.size()); ++g) {
            QTreeWidgetItem* heading = m_panel->tree()->topLevelItem(g);
            QSet<QString> rows;
            for (int s = 0; s < heading->childCount(); ++s) {
                QTreeWidgetItem* item = heading->child(s);
                if (item->data(0, Qt::UserRole + 1).toInt() < 0)
                    continue; // "… and n more"
                const QString text = item->text(0);
                QCOMPARE(item->toolTip(0), text);
                if (rows.contains(text))
                    sameRows << text;
                rows.insert(text);
            }
            if (list.groups[size_t(g)].technique != logic::Technique::XWing)
                continue;
            const logic::Step& step = list.groups[size_t(g)].steps.front();
            const QString row = heading->child(0)->text(0);
            qInfo().noquote() << "X-Wing row:" << row;
            QVERIFY2(row.startsWith(QStringLiteral("on %1: ").arg(step.detail.digits.front())), qPrintable(row));
            QVERIFY2(row.contains(QStringLiteral("rows")) && row.contains(QStringLiteral("columns"))
                         && row.contains(QStringLiteral(" → ")) && row.endsWith(StepListText::effect(game, step)),
                     qPrintable(row));
            xWing = true;
        }
        QVERIFY(xWing);
        QVERIFY2(sameRows.isEmpty(), qPrintable(sameRows.join(QStringLiteral("\n"))));
    }

    void theEasiestFewStartAtTheEasiestStep()
    {
        openPanel();
        QVERIFY(waitForList());
        const game::StepList& list = m_panel->stepList();
        QVERIFY(!list.groups.empty());
        QCOMPARE(list.groups.front().technique, logic::Technique::XWing);
        // Without the last group the count would not have reached 20.
        QVERIFY(list.stepCount() - int(list.groups.back().steps.size()) < 20);
    }

    // A click on a step draws it on the board exactly as the hint draws
    // the same step at its explanation, with the same sentence.
    void selectingAStepDrawsItAsTheHintDoes()
    {
        openPanel();
        QVERIFY(waitForList());
        QVERIFY(clickStep(logic::Technique::XWing, 0));
        const logic::Step* step = m_panel->selectedStep();
        QVERIFY(step);
        QCOMPARE(m_board->highlight().pattern, step->pattern);
        const StepText text(m_session->game().geometry(), m_session->game().alphabet());
        QCOMPARE(m_panel->explanationText(), text.explain(*step));
        QVERIFY(m_panel->applyButton()->isEnabled());

        // The hint's explanation of the same position: the same drawing.
        const logic::Pattern listed = step->pattern;
        test::pressHint(*m_window);
        test::pressHint(*m_window);
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::Explanation));
        QCOMPARE(m_session->hint()->step.technique, logic::Technique::XWing);
        QCOMPARE(m_session->hint()->pattern, listed);
        QCOMPARE(m_board->highlight().pattern, listed);
    }

    // Return in the list applies the step selected as one undo step that
    // changes exactly the step's cells; Undo brings the position back.
    void returnAppliesTheStepAsOneUndoStep()
    {
        openPanel();
        QVERIFY(waitForList());
        QVERIFY(clickStep(logic::Technique::XWing, 0));
        const logic::Step step = *m_panel->selectedStep();
        const game::Game before = m_session->game();
        QCOMPARE(m_session->undoStack()->count(), 0);
        QTest::keyClick(m_panel->tree(), Qt::Key_Return);
        QCOMPARE(m_session->undoStack()->count(), 1);
        QCOMPARE(m_session->undoStack()->undoText(), QStringLiteral("Hint: X-Wing"));
        const game::Game& after = m_session->game();
        std::set<int> touched;
        for (const logic::CellDigit& e : step.eliminations) {
            touched.insert(e.cell);
            QVERIFY(!(after.cell(e.cell).corner & digitBit(e.digit)));
            QVERIFY(before.cell(e.cell).corner & digitBit(e.digit));
        }
        for (int cell = 0; cell < after.cellCount(); ++cell)
            if (!touched.count(cell))
                QCOMPARE(after.cell(cell), before.cell(cell));
        // The position changed: the list is found anew.
        QVERIFY(waitForList());
        QVERIFY(m_panel->stepList().stepCount() > 0);
        m_window->action(QStringLiteral("undo"))->trigger();
        QCOMPARE(m_session->game().cells(), before.cells());
        QCOMPARE(m_session->undoStack()->index(), 0);
    }

    // The Apply button does the same as Return.
    void theApplyButtonAppliesTheStep()
    {
        openPanel();
        QVERIFY(waitForList());
        QVERIFY(clickStep(logic::Technique::XWing, 0));
        const game::Game before = m_session->game();
        QTest::mouseClick(m_panel->applyButton(), Qt::LeftButton);
        QCOMPARE(m_session->undoStack()->count(), 1);
        QVERIFY(!(m_session->game() == before));
    }

    // A change of position while the search runs cancels it at once: the
    // old run's list never arrives, and the list shown is the new one's.
    void aChangeOfPositionCancelsTheSearch()
    {
        openPanel();
        QSignalSpy found(m_panel->search(), &StepListSearch::found);
        QSignalSpy searching(m_panel->search(), &StepListSearch::searching);
        chooseScope(1 + int(logic::Level::Extreme));
        QVERIFY(searching.wait(10000));
        QVERIFY(m_panel->search()->isRunning());
        // The player writes a digit in a cell: a new position.
        int cell = 0;
        while (m_session->game().value(cell) != 0)
            ++cell;
        const int digit = m_session->game().solution()[size_t(cell)];
        m_board->setFocus();
        m_board->setSelectedCell(cell);
        QTest::keyClick(m_board, Qt::Key(Qt::Key_0 + digit));
        QCOMPARE(m_session->game().value(cell), digit);
        QVERIFY(!m_panel->search()->isRunning());
        QVERIFY(m_panel->isComputing()); // waiting for the position to settle
        QVERIFY(waitForList());
        QCOMPARE(found.count(), 1); // the new run's list only
        game::StepListOptions options;
        options.scope = game::StepListOptions::Scope::UpToLevel;
        options.maxLevel = logic::Level::Extreme;
        const game::StepList expected = game::findPlayerSteps(m_session->game(), options);
        QCOMPARE(m_panel->stepList().stepCount(), expected.stepCount());
        QCOMPARE(m_panel->stepList().groups.size(), expected.groups.size());
    }

    // With a wrong entry on the board nothing is listed: steps from it
    // could be wrong.
    void aMistakeListsNothing()
    {
        openPanel();
        int cell = 0;
        while (m_session->game().value(cell) != 0)
            ++cell;
        const int wrong = m_session->game().solution()[size_t(cell)] % 9 + 1;
        m_board->setFocus();
        m_board->setSelectedCell(cell);
        QTest::keyClick(m_board, Qt::Key(Qt::Key_0 + wrong));
        QVERIFY(waitForList());
        QCOMPARE(m_panel->stepList().kind, game::StepList::Kind::Mistake);
        QCOMPARE(m_panel->tree()->topLevelItemCount(), 0);
        QVERIFY(!m_panel->applyButton()->isEnabled());
    }
};

QTEST_MAIN(TestAllSteps)
#include "tst_all_steps.moc"
