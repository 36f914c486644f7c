// SPDX-License-Identifier: GPL-3.0-or-later
// Keyboard reach (issue 39, item 2): with keys only, F6 walks from the
// board through every open panel (the number pad with a killer's cage
// combinations, the hint panel, All Steps, the practice bar) and back to
// the board, Shift+F6 the other way; Tab stays inside the panel it is in
// and wraps there (on the board it keeps changing the mode); each panel is
// used from the keyboard (a pad digit entered, the hint's next stage, the
// practice bar's Next Puzzle and Stop); and the Keys list and the board's
// accessible description say so.
#include "play/session/game_session.h"
#include "ui/board/board_widget.h"
#include "ui/board/cage_panel.h"
#include "ui/board/number_pad.h"
#include "ui/hints/all_steps_panel.h"
#include "ui/hints/hint_panel.h"
#include "ui/window/board_side_panel.h"
#include "ui/window/keys_window.h"
#include "ui/window/main_window.h"
#include "ui/window/panel_focus.h"
#include "ui/window/practice_bar.h"
#include "ui/window/practice_session.h"

#include <QAccessible>
#include <QAction>
#include <QScreen>
#include <QTextBrowser>
#include <QTextFrame>
#include <QTextTable>
#include <QPushButton>
#include <QtTest>

#include "tests/ui/window_helpers.h"

using namespace pm;

namespace {

// From tests/data/killer/solo_killers.txt (sgt-solo, 3x3kdt): a killer, so
// the cage combinations are open beside the pad.
const char* const kKiller =
    "3x3k:zzzc,__a__a___aa____aa___a_b_aa____b_____aa______aa____aabbaba___aa___b_______a_b__a__aa____b__a_aaaaba,"
    "7_13_4a21_21_6a9b14d12a13_15a6a7b7b16a16_8d10c13_17_15_19_9_13h15a4a14a11a16_6a12d11c15a10c";

QWidget* focused()
{
    return QApplication::focusWidget();
}

void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QTest::keyClick(focused(), Qt::Key(key), modifiers);
}

} // namespace

class TestKeyboardReach : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    QWidget* stop() const { return m_window->panelFocus()->current(); }

    // Tab round the panel holding focus: the controls met before focus
    // comes back to where it was, every one inside the panel.
    QList<QWidget*> tabRound(Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QWidget* panel = stop();
        QWidget* start = focused();
        QList<QWidget*> met{start};
        for (int i = 0; i < 100; ++i) {
            press(Qt::Key_Tab, modifiers);
            if (stop() != panel)
                return {}; // Tab left the panel
            if (focused() == start)
                return met;
            met << focused();
        }
        return {};
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_keyboard_reach"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_window = test::windowPlaying(m_dir, kKiller);
        QVERIFY(m_window);
        QVERIFY(test::activateForShortcuts(*m_window));
        m_window->board()->setFocus();
        m_window->board()->setSelectedCell(0);
    }

    void cleanup()
    {
        m_window.reset();
    }

    void f6WalksEveryOpenPanelAndTabStaysInside()
    {
        BoardWidget* board = m_window->board();
        // Both docks opened from the keyboard: H, then Ctrl+Shift+A (a tab beside the hint).
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::WhereToLook));
        board->setFocus();
        QTest::keyClick(board, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(m_window->allStepsPanel()->isVisible());
        board->setFocus();
        QVERIFY(m_window->cagePanel()->isVisible());

        // F6 round: board → pad and cages → hint → All Steps → board.
        const QList<QWidget*> expected{m_window->sidePanel(), m_window->hintPanel(), m_window->allStepsPanel(), board};
        QList<QWidget*> visited;
        for (int i = 0; i < expected.size(); ++i) {
            press(Qt::Key_F6);
            visited << stop();
        }
        QCOMPARE(visited, expected);
        QVERIFY(board->hasFocus());
        // Shift+F6: the other way round.
        visited.clear();
        for (int i = 0; i < expected.size(); ++i) {
            press(Qt::Key_F6, Qt::ShiftModifier);
            visited << stop();
        }
        QCOMPARE(visited, (QList<QWidget*>{m_window->allStepsPanel(), m_window->hintPanel(), m_window->sidePanel(), board}));

        // The pad and the cage combinations: Tab goes round the digits, the
        // modes, erase and the combinations' text, never out to the board.
        press(Qt::Key_F6);
        QCOMPARE(stop(), m_window->sidePanel());
        QCOMPARE(focused(), m_window->numberPad()->digitButton(1));
        const QList<QWidget*> pad = tabRound();
        QVERIFY2(pad.size() >= 9 + 4 + 1 + 1, qPrintable(QString::number(pad.size())));
        QVERIFY(std::any_of(pad.begin(), pad.end(), [&](QWidget* w) { return m_window->cagePanel()->isAncestorOf(w); }));
        QCOMPARE(tabRound(Qt::ShiftModifier).size(), pad.size());
        // A digit entered from the pad, focus staying there.
        for (int i = 0; i < 8; ++i) // digit 9
            press(Qt::Key_Tab);
        QCOMPARE(focused(), m_window->numberPad()->digitButton(9));
        press(Qt::Key_Space);
        QCOMPARE(m_window->session()->game().value(0), 9);
        QCOMPARE(focused(), m_window->numberPad()->digitButton(9));

        // The hint panel (its hint put away by the move): its button asks
        // for the hint, then for its next stage, focus staying on it.
        press(Qt::Key_F6);
        QCOMPARE(stop(), m_window->hintPanel());
        QPushButton* more = m_window->hintPanel()->moreButton();
        for (int i = 0; i < 10 && focused() != more; ++i)
            press(Qt::Key_Tab);
        QCOMPARE(focused(), more);
        press(Qt::Key_Space);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::WhereToLook));
        QCOMPARE(focused(), more);
        press(Qt::Key_Space);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::Technique));
        QCOMPARE(stop(), m_window->hintPanel());

        // All Steps: focus in it, and Tab goes round inside it.
        press(Qt::Key_F6);
        QCOMPARE(stop(), m_window->allStepsPanel());
        QVERIFY(!tabRound().isEmpty());

        // Back on the board, Tab is the mode key.
        press(Qt::Key_F6);
        QCOMPARE(focused(), board);
        press(Qt::Key_Tab);
        QCOMPARE(board->mode(), InputMode::Centre);
        QCOMPARE(focused(), board);
    }

    void thePracticeBarByKeys()
    {
        QSignalSpy started(m_window->session(), &GameSession::gameStarted);
        m_window->practice()->start(logic::Technique::NakedPair, true, false);
        QVERIFY(started.wait(120000));
        QVERIFY(QTest::qWaitFor([&] { return !m_window->practice()->isDealing(); }, 60000));
        QVERIFY(test::activateForShortcuts(*m_window));
        PracticeBar* bar = m_window->practiceBar();
        QVERIFY(bar->isVisible());
        m_window->board()->setFocus();
        // Board → pad → practice bar: Next Puzzle, then Tab to Stop and round.
        press(Qt::Key_F6);
        press(Qt::Key_F6);
        QCOMPARE(stop(), bar);
        QCOMPARE(focused(), bar->nextButton());
        QCOMPARE(tabRound(), (QList<QWidget*>{bar->nextButton(), bar->stopButton()}));

        // Ctrl+PgDown deals the next puzzle, from the board as from the bar.
        m_window->board()->setFocus();
        started.clear();
        QVERIFY(m_window->action(QStringLiteral("nextPuzzle"))->isEnabled());
        press(Qt::Key_PageDown, Qt::ControlModifier);
        QVERIFY(started.wait(120000));
        QVERIFY(QTest::qWaitFor([&] { return !m_window->practice()->isDealing(); }, 60000));
        QVERIFY(m_window->practice()->isActive());
        // Ctrl+Shift+End stops.
        QVERIFY(test::activateForShortcuts(*m_window));
        m_window->board()->setFocus();
        press(Qt::Key_End, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(!m_window->practice()->isActive());
        QVERIFY(!bar->isVisible());
        QVERIFY(!m_window->action(QStringLiteral("stopPractising"))->isEnabled());
    }

    void theKeysListSaysSo()
    {
        m_window->action(QStringLiteral("keys"))->trigger();
        auto* keys = m_window->findChild<KeysWindow*>();
        QVERIFY(keys);
        QVERIFY(QTest::qWaitForWindowExposed(keys));
        const QString text = keys->browser()->toPlainText();
        for (const char* key : {"F6, Shift+F6", "Tab", "Ctrl+PgDown", "Ctrl+Shift+End"})
            QVERIFY2(text.contains(QLatin1String(key)), key);
        // One table, so the second column lines up from top to bottom.
        int tables = 0;
        for (QTextFrame* frame : keys->browser()->document()->rootFrame()->childFrames())
            tables += qobject_cast<QTextTable*>(frame) != nullptr;
        QCOMPARE(tables, 1);
        // It fits the screen (the offscreen one is 800x600), scrolling if it must.
        const QRect room = keys->screen()->availableGeometry();
        QVERIFY(keys->frameGeometry().height() <= room.height() && keys->frameGeometry().width() <= room.width());
        keys->close();
        // A screen reader says it where the keys start: the board's description.
        const QString board = QAccessible::queryAccessibleInterface(m_window->board())->text(QAccessible::Description);
        QVERIFY2(board.contains(QStringLiteral("F6")), qPrintable(board));
    }
};

QTEST_MAIN(TestKeyboardReach)
#include "tst_keyboard_reach.moc"
