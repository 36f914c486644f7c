// SPDX-License-Identifier: GPL-3.0-or-later
// Help ▸ Step Order as a player meets it: the dialog lists every technique
// in the order tried, with its level; Space unticks the row selected and OK
// (clicked) saves the order and applies it at once: on a position whose
// hint is an X-Wing, no hint along the game is ever an X-Wing, nor is any
// group of All Steps or step of the solving path; a hint stuck only by the
// switches says so; Ctrl+Up and Move Down move a row; Reset to Default
// brings everything back; the order outlives the window (QSettings).
#include "play/session/game_session.h"
#include "ui/dialogs/technique_order_dialog.h"
#include "ui/hints/all_steps_panel.h"
#include "ui/hints/hint_panel.h"
#include "ui/hints/solving_path_dialog.h"
#include "ui/hints/solving_path_model.h"
#include "ui/window/main_window.h"

#include "core/game/player_hint.h"
#include "core/logic/logic_solver.h"

#include "tests/ui/window_helpers.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>

using namespace pm;
using logic::Technique;

namespace {

// top1465 (../shared/data/top1465.txt): from filled-in marks, the hints'
// own path meets an X-Wing on 6 in columns 3 and 8 (the hint panel's test
// position); nothing easier is left there.
const char* const kXWingPuzzle = "....2..4..7...6....1.5.....2......8....3..7..4.9.........6..1.38...9..........5..";

const QString kOrderKey = QStringLiteral("hints/techniqueOrder");

} // namespace

class TestStepOrder : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    GameSession* m_session = nullptr;

    TechniqueOrderDialog* openDialog()
    {
        m_window->action(QStringLiteral("stepOrder"))->trigger();
        TechniqueOrderDialog* open = nullptr;
        (void)QTest::qWaitFor([&] {
            for (auto* dialog : m_window->findChildren<TechniqueOrderDialog*>())
                if (dialog->isVisible())
                    open = dialog;
            return open != nullptr;
        });
        return open;
    }

    static QTreeWidgetItem* row(TechniqueOrderDialog* dialog, Technique technique)
    {
        QTreeWidget* list = dialog->list();
        for (int i = 0; i < list->topLevelItemCount(); ++i)
            if (list->topLevelItem(i)->data(0, Qt::UserRole).toInt() == int(technique))
                return list->topLevelItem(i);
        return nullptr;
    }

    // OK or Cancel, clicked; the window is active again afterwards, as a
    // window manager makes it (the offscreen platform leaves none active,
    // and the window's shortcuts, H among them, need an active window).
    void click(TechniqueOrderDialog* dialog, QDialogButtonBox::StandardButton which)
    {
        QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(which), Qt::LeftButton);
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    // Unticks X-Wing from the keyboard (type to find the row, Space) and clicks OK.
    void switchOffXWing()
    {
        TechniqueOrderDialog* dialog = openDialog();
        QVERIFY(dialog);
        QTreeWidget* list = dialog->list();
        QVERIFY(list->hasFocus() || (list->setFocus(), true));
        QTest::keyClicks(list, QStringLiteral("X-W"));
        QCOMPARE(list->currentItem(), row(dialog, Technique::XWing));
        QCOMPARE(list->currentItem()->checkState(0), Qt::Checked);
        QTest::keyClick(list, Qt::Key_Space);
        QCOMPARE(list->currentItem()->checkState(0), Qt::Unchecked);
        QVERIFY(!dialog->order().isEnabled(Technique::XWing));
        click(dialog, QDialogButtonBox::Ok);
        QVERIFY(!dialog->isVisible());
        QVERIFY(!m_session->techniqueOrder().isEnabled(Technique::XWing));
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_step_order"));
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        QSettings().clear();
        m_window = test::windowPlaying(m_dir, kXWingPuzzle);
        QVERIFY2(m_window, "the window did not start playing the test puzzle");
        m_session = m_window->session();
        m_session->startGame(test::positionBefore(kXWingPuzzle, Technique::XWing));
    }

    void cleanup()
    {
        m_window.reset();
    }

    void theDialogListsEveryTechniqueInOrderWithItsLevel()
    {
        TechniqueOrderDialog* dialog = openDialog();
        QVERIFY(dialog);
        QTreeWidget* list = dialog->list();
        QCOMPARE(list->topLevelItemCount(), int(logic::catalogue().size()));
        for (int i = 0; i < list->topLevelItemCount(); ++i) {
            QCOMPARE(list->topLevelItem(i)->data(0, Qt::UserRole).toInt(), int(logic::catalogue()[size_t(i)].technique));
            QVERIFY(!list->topLevelItem(i)->text(1).isEmpty());
            QCOMPARE(list->topLevelItem(i)->checkState(0), Qt::Checked);
        }
        // It says that the rating keeps the standard order.
        bool ratingNote = false;
        for (auto* label : dialog->findChildren<QLabel*>())
            ratingNote |= label->text().contains(QStringLiteral("rating"));
        QVERIFY(ratingNote);
        click(dialog, QDialogButtonBox::Cancel);
        QVERIFY(m_session->techniqueOrder().isStandard());
    }

    void aSwitchedOffTechniqueIsNeverOfferedAsAHint()
    {
        // The position's hint is an X-Wing: the switch below has something to stop.
        QCOMPARE(game::findPlayerHint(m_session->game()).step.technique, Technique::XWing);
        switchOffXWing();
        QVERIFY(QSettings().value(kOrderKey).toString().contains(QStringLiteral("-x-wing")));
        int hints = 0;
        for (; hints < 8; ++hints) {
            test::pressHint(*m_window);
            test::pressHint(*m_window);
            test::pressHint(*m_window);
            QVERIFY(test::waitForHintStage(*m_window, HintStage::Explanation));
            const game::PlayerHint* hint = m_session->hint();
            QCOMPARE(hint->kind, game::PlayerHint::Kind::Step);
            QVERIFY2(hint->step.technique != Technique::XWing, "a switched-off technique was offered");
            QVERIFY(!m_window->hintPanel()->techniqueText().contains(QStringLiteral("X-Wing")));
            const int moves = m_session->undoStack()->count();
            test::pressHint(*m_window); // the fourth H applies it
            QCOMPARE(m_session->undoStack()->count(), moves + 1);
        }
        QCOMPARE(hints, 8);
    }

    void allStepsAndTheSolvingPathFollowTheOrder()
    {
        const Grid state = game::hintCandidates(m_session->game());
        logic::LogicOptions options;
        options.uniquenessKnown = true;
        QVERIFY(!logic::findAll(state, Technique::XWing, options).empty());
        const logic::SolvePath standardPath = logic::solvePath(m_session->game().puzzle());
        QVERIFY(std::any_of(standardPath.steps.begin(), standardPath.steps.end(),
                            [](const logic::Step& step) { return step.technique == Technique::XWing; }));
        switchOffXWing();

        // All Steps, every technique up to Hard (X-Wing's level).
        QVERIFY(test::activateForShortcuts(*m_window));
        m_window->board()->setFocus();
        QTest::keyClick(m_window->board(), Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
        AllStepsPanel* panel = m_window->allStepsPanel();
        QVERIFY(panel->isVisible());
        QComboBox* scope = panel->scopeBox();
        scope->setFocus();
        const int hard = 1 + int(logic::info(Technique::XWing).level);
        while (scope->currentIndex() != hard)
            QTest::keyClick(scope, scope->currentIndex() < hard ? Qt::Key_Down : Qt::Key_Up);
        QVERIFY(QTest::qWaitFor(
            [&] { return !panel->isComputing() && panel->stepList().kind == game::StepList::Kind::Found; }, 60000));
        QVERIFY(!panel->stepList().groups.empty());
        for (const game::StepGroup& group : panel->stepList().groups)
            QVERIFY(group.technique != Technique::XWing);

        // The solving path (Ctrl+Shift+H), and its summary says whose order it follows.
        m_window->board()->setFocus();
        QTest::keyClick(m_window->board(), Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
        SolvingPathDialog* dialog = m_window->findChild<SolvingPathDialog*>();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitFor([&] { return !dialog->isWorking() && dialog->model()->stepCount() > 0; }, 60000));
        for (int i = 0; i < dialog->model()->stepCount(); ++i)
            QVERIFY(dialog->model()->step(i).technique != Technique::XWing);
        QVERIFY2(dialog->summaryText().contains(QStringLiteral("your own step order")),
                 qPrintable(dialog->summaryText()));
        dialog->close();
    }

    void aHintStuckOnlyBySwitchesSaysSo()
    {
        logic::TechniqueOrder none;
        for (const logic::TechniqueInfo& row : logic::catalogue())
            none.setEnabled(row.technique, false);
        m_session->setTechniqueOrder(none);
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::WhereToLook));
        QCOMPARE(m_session->hint()->kind, game::PlayerHint::Kind::Stuck);
        const QString where = m_window->hintPanel()->whereText();
        QVERIFY2(where.contains(QStringLiteral("switched off")), qPrintable(where));
        QVERIFY(!where.contains(QStringLiteral("more than the techniques")));
    }

    void rowsMoveFromTheKeyboardAndTheButtons()
    {
        TechniqueOrderDialog* dialog = openDialog();
        QVERIFY(dialog);
        QTreeWidget* list = dialog->list();
        list->setFocus();
        QTest::keyClicks(list, QStringLiteral("X-W"));
        const int before = dialog->order().position(Technique::XWing);
        QTest::keyClick(list, Qt::Key_Up, Qt::ControlModifier);
        QTest::keyClick(list, Qt::Key_Up, Qt::ControlModifier);
        QCOMPARE(dialog->order().position(Technique::XWing), before - 2);
        QCOMPARE(list->currentItem(), row(dialog, Technique::XWing)); // the selection follows
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("techniqueOrderDown")), Qt::LeftButton);
        QCOMPARE(dialog->order().position(Technique::XWing), before - 1);
        QCOMPARE(list->indexOfTopLevelItem(list->currentItem()), before - 1);
        click(dialog, QDialogButtonBox::Ok);
        QCOMPARE(m_session->techniqueOrder().position(Technique::XWing), before - 1);
        QVERIFY(m_session->techniqueOrder().isEnabled(Technique::XWing));
    }

    void resetToDefaultBringsEverythingBack()
    {
        switchOffXWing();
        TechniqueOrderDialog* dialog = openDialog();
        QVERIFY(dialog);
        QCOMPARE(row(dialog, Technique::XWing)->checkState(0), Qt::Unchecked); // as saved
        QPushButton* reset = dialog->findChild<QPushButton*>(QStringLiteral("techniqueOrderReset"));
        QVERIFY(reset->isEnabled());
        QTest::mouseClick(reset, Qt::LeftButton);
        QVERIFY(dialog->order().isStandard());
        QCOMPARE(row(dialog, Technique::XWing)->checkState(0), Qt::Checked);
        QVERIFY(!reset->isEnabled());
        click(dialog, QDialogButtonBox::Ok);
        QVERIFY(m_session->techniqueOrder().isStandard());
        QVERIFY(!QSettings().contains(kOrderKey));
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::WhereToLook));
        QCOMPARE(m_session->hint()->step.technique, Technique::XWing);
    }

    void theOrderOutlivesTheWindow()
    {
        switchOffXWing();
        const logic::TechniqueOrder saved = m_session->techniqueOrder();
        m_window.reset();
        MainWindow again(m_dir.filePath(QStringLiteral("again.pencilmark")));
        QCOMPARE(again.session()->techniqueOrder(), saved);
        QVERIFY(!again.session()->techniqueOrder().isEnabled(Technique::XWing));
    }

    void aSavedOrderWithUnknownKeysStillLoads()
    {
        m_window.reset();
        QSettings().setValue(kOrderKey, QStringLiteral("x-wing,some-future-technique,-naked-single"));
        MainWindow again(m_dir.filePath(QStringLiteral("again.pencilmark")));
        const logic::TechniqueOrder& order = again.session()->techniqueOrder();
        QVERIFY(!order.isEnabled(Technique::NakedSingle));
        QVERIFY(order.position(Technique::XWing) < order.position(Technique::NakedSingle));
        QCOMPARE(order.disabledCount(), 1);
    }
};

QTEST_MAIN(TestStepOrder)
#include "tst_step_order.moc"
