// SPDX-License-Identifier: GPL-3.0-or-later
// The running window when a later start on its profile hands a file over
// (answerLaterStarts, as the app wires it): it comes to the front (out of
// minimised, active) and opens the file at once when the game in play has
// no moves, and asks first, as Open does, when it has: Cancel keeps the
// game, Discard opens the file. The later start runs on a thread of its own,
// as it would in a process of its own (two real processes:
// tests/app/tst_one_instance_per_profile).
#include "play/session/single_instance.h"
#include "ui/window/application.h"

#include <QMessageBox>
#include <QPushButton>
#include <QUndoStack>

#include <future>

#include "tests/ui/window_helpers.h"

using namespace pm;

namespace {

const char kPlaying[] = "83...6..5......1....97.8.63...1..53....865.49.....9......5..41.........64....3...";
const char kHanded[] = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";

QString givensOf(const game::Game& game)
{
    return QString::fromStdString(writeLine(game.puzzle(), game.alphabet()));
}

} // namespace

class TestLaterStart : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_profile;
    QString m_file;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<SingleInstance> m_instance;

    // A later start handing m_file over; this thread's event loop (the
    // window's) runs meanwhile. Answers a question with `answer` when one
    // comes; `asked` says whether one came.
    bool handOver(QMessageBox::StandardButton answer = QMessageBox::NoButton, bool* asked = nullptr)
    {
        QTimer answering;
        QObject::connect(&answering, &QTimer::timeout, [&] {
            for (QWidget* widget : QApplication::topLevelWidgets())
                if (auto* box = qobject_cast<QMessageBox*>(widget); box && box->isVisible() && box->button(answer)) {
                    if (asked)
                        *asked = true;
                    box->button(answer)->click();
                }
        });
        answering.start(20);
        auto later = std::async(std::launch::async, [profile = m_profile, file = m_file] {
            return SingleInstance(profile).start(file);
        });
        (void)QTest::qWaitFor([&] { return later.wait_for(std::chrono::seconds(0)) == std::future_status::ready; },
                              30000);
        const bool handed = later.get() == SingleInstance::Start::HandedOver;
        // The window acts at the next turn of its event loop; a question
        // is answered by then.
        QTest::qWait(200);
        return handed;
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_later_start"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
        m_profile = m_dir.filePath(QStringLiteral("profile"));
        m_file = m_dir.filePath(QStringLiteral("handed.txt"));
        QFile file(m_file);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(kHanded) + '\n');
    }

    void init()
    {
        m_instance = std::make_unique<SingleInstance>(m_profile);
        QCOMPARE(m_instance->start(QString()), SingleInstance::Start::First);
        m_window = test::windowPlaying(m_dir, kPlaying);
        QVERIFY(m_window);
        answerLaterStarts(*m_instance, *m_window);
    }

    void cleanup()
    {
        m_window.reset();
        m_instance.reset();
    }

    void comesToTheFrontAndOpensTheFile()
    {
        m_window->showMinimized();
        QTRY_VERIFY(m_window->isMinimized());
        QSignalSpy checked(m_window.get(), &MainWindow::puzzleChecked);
        bool asked = false;
        QVERIFY(handOver(QMessageBox::Cancel, &asked));
        QVERIFY(!asked); // no move yet: nothing to lose
        QTRY_VERIFY(!m_window->isMinimized());
        QTRY_VERIFY(m_window->isActiveWindow());
        QVERIFY(checked.count() > 0 || checked.wait(60000));
        QTRY_COMPARE(givensOf(m_window->session()->game()), QString::fromLatin1(kHanded));
    }

    void asksFirstWhenTheGameHasMoves()
    {
        // A move in the game in play.
        const int cell = 2;
        QCOMPARE(m_window->session()->game().board().value(cell), 0);
        m_window->session()->input(QList<int>{cell}, 4, InputMode::Corner);
        QVERIFY(m_window->session()->undoStack()->canUndo());

        bool asked = false;
        QVERIFY(handOver(QMessageBox::Cancel, &asked));
        QTRY_VERIFY(asked);
        QCOMPARE(givensOf(m_window->session()->game()), QString::fromLatin1(kPlaying)); // kept

        asked = false;
        QSignalSpy checked(m_window.get(), &MainWindow::puzzleChecked);
        QVERIFY(handOver(QMessageBox::Discard, &asked));
        QTRY_VERIFY(asked);
        QVERIFY(checked.count() > 0 || checked.wait(60000));
        QTRY_COMPARE(givensOf(m_window->session()->game()), QString::fromLatin1(kHanded));
    }
};

QTEST_MAIN(TestLaterStart)
#include "tst_later_start.moc"
