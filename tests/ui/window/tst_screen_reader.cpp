// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader hears (issue 39, item 1). Every accessibility event
// the app raises is recorded (QAccessible::installUpdateHandler), and for
// each action whose answer a sighted player reads away from the focused
// board (a hint's stage, Check Now, a mode change, a clash, the solved
// banner) the window's announcer must show as a Notification named with
// that text: what Orca speaks (ui/window/announcer.h says why).
// Qt hands events to an update handler only while QAccessible::isActive(),
// which the offscreen platform of ctest never is (and a program cannot set
// it without Qt's private headers): there the announcer's own signal,
// raised right after its event, stands in. Run with assistive technology
// on to check the events themselves:
//   dbus-run-session -- env QT_QPA_PLATFORM=xcb QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 tst_screen_reader
// (under Xvfb); the clock's silence is checked from the events only. The number
// pad's digits are buttons a screen reader can press and Tab can reach,
// corner and centre marks are told apart in a cell's name, a clash names
// the other cell, and the clock ticks without an event.
#include "play/session/game_session.h"
#include "ui/board/board_widget.h"
#include "ui/board/number_pad.h"
#include "ui/hints/hint_panel.h"
#include "ui/window/announcer.h"
#include "ui/window/main_window.h"

#include <QAccessible>
#include <QLabel>
#include <QStatusBar>
#include <QTextDocumentFragment>
#include <QtTest>

#include "tests/ui/window_helpers.h"

using namespace pm;

namespace {

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1):
// r1c1 is empty (its answer 4), r1c3 a given 6.
const char* const kPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";
const char* const kSolution = "436152789815769234279483156948316572162578943753924618524897361687231495391645827";

struct Heard {
    QAccessible::Event type;
    QObject* object;
    int child;
    QAccessible::Role role;
    QString name; // read when the event came, as a screen reader reads it
};

std::vector<Heard> g_heard;

void record(QAccessibleEvent* event)
{
    QAccessibleInterface* iface = event->accessibleInterface();
    g_heard.push_back(Heard{event->type(), event->object(), event->child(), iface ? iface->role() : QAccessible::NoRole,
                            iface ? iface->text(QAccessible::Name) : QString()});
}

} // namespace

class TestScreenReader : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    BoardWidget* m_board = nullptr;

    std::unique_ptr<QSignalSpy> m_said;

    // The texts the announcer showed since the last clear, in order.
    QStringList announced() const
    {
        QStringList texts;
        if (!QAccessible::isActive()) {
            for (const QList<QVariant>& said : *m_said)
                texts << said.front().toString();
            return texts;
        }
        // Each one a NameChanged (AT-SPI clients cache names) and then an
        // ObjectShow of the notification, named with the text.
        const Heard* renamed = nullptr;
        for (const Heard& heard : g_heard) {
            if (heard.object != m_window->announcer())
                continue;
            if (heard.type == QAccessible::NameChanged)
                renamed = &heard;
            if (heard.type != QAccessible::ObjectShow)
                continue;
            if (heard.role != QAccessible::Notification)
                texts << QStringLiteral("(not a notification: %1)").arg(heard.name);
            else if (!renamed || renamed->name != heard.name)
                texts << QStringLiteral("(no NameChanged before: %1)").arg(heard.name);
            else
                texts << heard.name;
            renamed = nullptr;
        }
        return texts;
    }

    void clearHeard()
    {
        g_heard.clear();
        m_said = std::make_unique<QSignalSpy>(m_window->announcer(), &Announcer::announced);
    }

    QAccessibleInterface* cell(int index) const
    {
        return QAccessible::queryAccessibleInterface(m_board)->child(index);
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_screen_reader"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
        QAccessible::installUpdateHandler(record);
        // A desktop platform's bridge (AT-SPI) comes on once it has asked the bus.
        if (QGuiApplication::platformName() != QLatin1String("offscreen"))
            (void)QTest::qWaitFor([] { return QAccessible::isActive(); }, 5000);
        if (!QAccessible::isActive())
            qInfo("No assistive technology on this platform: the announcer's signal stands in for its events");
        else
            qInfo("Assistive technology on: the events themselves are checked");
    }

    void cleanupTestCase()
    {
        QAccessible::installUpdateHandler(nullptr);
    }

    void init()
    {
        m_window = test::windowPlaying(m_dir, kPuzzle);
        QVERIFY2(m_window, "the window did not start playing the test puzzle");
        QVERIFY(test::activateForShortcuts(*m_window));
        m_board = m_window->board();
        m_window->session()->setAutoUpdateMarks(false);
        m_board->setFocus();
        m_board->setSelectedCell(0);
        clearHeard();
    }

    void cleanup()
    {
        m_said.reset();
        m_window.reset();
        g_heard.clear();
    }


    void eachHintStageIsSaid()
    {
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::WhereToLook));
        // Said as plain text: the panel's "<br><i>…</i>" is not read out as tags.
        const QString where = QTextDocumentFragment::fromHtml(m_window->hintPanel()->whereText()).toPlainText();
        QVERIFY(!where.isEmpty());
        QTRY_COMPARE(announced(), QStringList{where});
        QVERIFY(!announced().front().contains(QLatin1Char('<')));
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::Technique));
        QCOMPARE(announced().size(), 2);
        // The panel adds a "What is …?" link under it; the sentence is the same.
        QVERIFY2(announced().back() != announced().front()
                     && QTextDocumentFragment::fromHtml(m_window->hintPanel()->techniqueText())
                            .toPlainText()
                            .startsWith(announced().back()),
                 qPrintable(announced().back()));
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::Explanation));
        QCOMPARE(announced().size(), 3);
        QVERIFY(!announced().back().isEmpty());
        QCOMPARE(announced().back().toHtmlEscaped(), m_window->hintPanel()->explanationText());
        // A language switch or a repaint of the same stage says nothing more.
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(m_window->hintPanel(), &change);
        QCOMPARE(announced().size(), 3);
    }

    void checkNowIsSaid()
    {
        m_window->action(QStringLiteral("check"))->trigger();
        const QString status = m_window->statusBar()->currentMessage();
        QVERIFY(!status.isEmpty());
        QCOMPARE(announced(), QStringList{status});
        // Asked again, answered again.
        m_window->action(QStringLiteral("check"))->trigger();
        QCOMPARE(announced(), (QStringList{status, status}));
    }

    void aModeChangeIsSaid()
    {
        QTest::keyClick(m_board, Qt::Key_Tab);
        QCOMPARE(m_board->mode(), InputMode::Centre);
        QCOMPARE(announced(), QStringList{QStringLiteral("Mode: Centre marks")});
        QTest::keyClick(m_board, Qt::Key_Space);
        QCOMPARE(announced().back(), QStringLiteral("Mode: Digits"));
    }

    void aClashIsSaidNamingTheCells()
    {
        QTest::keyClick(m_board, Qt::Key_6); // r1c1 = 6 beside the given 6 in r1c3
        QCOMPARE(announced().size(), 1);
        const QString clash = announced().front();
        QVERIFY2(clash.contains(QStringLiteral("r1c1")) && clash.contains(QStringLiteral("r1c3")), qPrintable(clash));
        QCOMPARE(m_window->statusBar()->currentMessage(), clash);
        // The cell itself says so too, naming the other cell.
        const QString details = cell(0)->text(QAccessible::Description);
        QVERIFY2(details.contains(QStringLiteral("Clashes with r1c3")), qPrintable(details));
        // Taking it back clears the stale message; nothing new is said.
        QTest::keyClick(m_board, Qt::Key_Delete);
        QCOMPARE(m_window->statusBar()->currentMessage(), QString());
        QCOMPARE(announced().size(), 1);
    }

    void theSolvedBannerIsSaid()
    {
        const std::string solution = kSolution;
        GameSession* session = m_window->session();
        int last = -1;
        for (int index = 0; index < 81; ++index) {
            if (session->game().value(index) != 0)
                continue;
            if (last >= 0)
                session->input({last}, solution[size_t(last)] - '0', InputMode::Value);
            last = index;
        }
        QVERIFY(last >= 0);
        clearHeard();
        m_board->setSelectedCell(last);
        QTest::keyClick(m_board, Qt::Key(Qt::Key_0 + (solution[size_t(last)] - '0')));
        QVERIFY(session->isSolved());
        const QStringList said = announced();
        QVERIFY2(!said.isEmpty() && said.back().startsWith(QStringLiteral("Solved in")), qPrintable(said.join('|')));
    }

    void theClockTicksSilently()
    {
        auto* clock = m_window->findChild<QLabel*>(QStringLiteral("clock"));
        QVERIFY(clock);
        const QString before = clock->text();
        QTRY_VERIFY_WITH_TIMEOUT(clock->text() != before, 3000);
        if (!QAccessible::isActive())
            qInfo("No events to count on this platform: what the label sends is Qt's (QLabel::setText)");
        for (const Heard& heard : g_heard)
            QVERIFY2(heard.object != clock, "the clock raised an accessibility event");
        // It still reads the time when asked.
        const QString name = QAccessible::queryAccessibleInterface(clock)->text(QAccessible::Name);
        QVERIFY2(name.startsWith(QStringLiteral("Time played: ")) && name.endsWith(clock->text()), qPrintable(name));
    }

    void cornerAndCentreMarksAreToldApart()
    {
        QTest::keyClick(m_board, Qt::Key_1, Qt::ShiftModifier);
        QTest::keyClick(m_board, Qt::Key_7, Qt::ShiftModifier);
        QTest::keyClick(m_board, Qt::Key_5, Qt::ControlModifier);
        const QString name = cell(0)->text(QAccessible::Name);
        QVERIFY2(name.contains(QStringLiteral("corner marks 1, 7")) && name.contains(QStringLiteral("centre marks 5")),
                 qPrintable(name));
    }

    void theNumberPadIsButtons()
    {
        NumberPad* pad = m_window->numberPad();
        DigitButton* four = pad->digitButton(4);
        QAccessibleInterface* button = QAccessible::queryAccessibleInterface(four);
        QVERIFY(button);
        QCOMPARE(button->role(), QAccessible::Button);
        QVERIFY(button->state().focusable);
        QVERIFY2(button->text(QAccessible::Name).startsWith(QStringLiteral("4, ")), qPrintable(button->text(QAccessible::Name)));
        QVERIFY(button->actionInterface());
        QVERIFY(button->actionInterface()->actionNames().contains(QAccessibleActionInterface::pressAction()));
        // Pressed by the screen reader: the cursor's cell takes the digit.
        button->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
        QTRY_COMPARE(m_window->session()->game().value(0), 4); // an animated click: it comes a moment later
        // Only the button whose count changed is renamed (where events are
        // heard): the pad is told its counts on every move.
        if (QAccessible::isActive()) {
            QStringList renamed;
            for (const Heard& heard : g_heard)
                if (heard.type == QAccessible::NameChanged && qobject_cast<DigitButton*>(heard.object))
                    renamed << heard.name;
            QCOMPARE(renamed, QStringList{button->text(QAccessible::Name)});
        }
        // Tab reaches it, but a click does not take focus from the board.
        QVERIFY(four->focusPolicy() & Qt::TabFocus);
        QVERIFY(!(four->focusPolicy() & Qt::ClickFocus));
        QTest::mouseClick(pad->digitButton(3), Qt::LeftButton);
        QVERIFY(m_board->hasFocus());
    }
};

QTEST_MAIN(TestScreenReader)
#include "tst_screen_reader.moc"
