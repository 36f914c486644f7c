// SPDX-License-Identifier: GPL-3.0-or-later
// Long work in the app is cancelled the way the player cancels it (Cancel
// on the progress dialog) and its worker has ended within 100 ms, while the
// window's event loop keeps running throughout: New Game on a minimal hard 25x25,
// and checking an entered 25x25 puzzle (solve, then rate). The 100 ms is the
// bound the app promises; median and worst case are printed against it,
// and a loose bound is asserted (see kBoundMs).
#include "play/jobs/puzzle_generation.h"
#include "play/jobs/puzzle_verification.h"
#include "play/session/game_session.h"
#include "ui/dialogs/progress_dialog.h"
#include "ui/window/main_window.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QtTest>

#include "tests/support/test_data.h"
#include "tests/ui/window_helpers.h"

#include <algorithm>
#include <functional>
#include <optional>

using namespace pm;

namespace {

// The app promises Cancel within 100 ms; the measured worst case is printed
// against it (and quoted in notes). The assertion is ten times looser: on a
// loaded 2-core CI machine or under a sanitizer a timed bound that tight
// would fail at random, while work that never looks at its stop token runs
// on for seconds and still fails here.
constexpr double kPromisedMs = 100.0;
constexpr double kBoundMs = 10 * kPromisedMs;

generate::GeneratorOptions minimalHard25x25(std::uint64_t seed)
{
    generate::GeneratorOptions options;
    options.geometry.size = 25;
    options.geometry.boxRows = 5;
    options.geometry.boxCols = 5;
    options.level = logic::Level::Hard;
    // Minimal: every given is proved needed by a search run to its end. A
    // plain hard 25x25 now takes about a second, which a cancel may miss.
    options.minimal = true;
    options.seed = seed;
    return options;
}

// Counts its ticks, and those that came while `busy` said the work ran:
// proof that the GUI thread was free meanwhile.
class Ticker {
public:
    explicit Ticker(std::function<bool()> busy)
        : m_busy(std::move(busy))
    {
        QObject::connect(&m_timer, &QTimer::timeout, [this] { m_whileBusy += m_busy() ? 1 : 0; });
        m_timer.start(5);
    }
    int whileBusy() const { return m_whileBusy; }
    void reset() { m_whileBusy = 0; }

private:
    QTimer m_timer;
    std::function<bool()> m_busy;
    int m_whileBusy = 0;
};

void report(const char* what, std::vector<double> latencies)
{
    std::sort(latencies.begin(), latencies.end());
    qInfo("%s: cancelled %zu times, median %.2f ms, worst %.2f ms from Cancel to the worker's end (promised: under %.0f ms)",
          what, latencies.size(), latencies[latencies.size() / 2], latencies.back(), kPromisedMs);
}

} // namespace

class TestLongWorkCancel : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    // Presses Cancel on the window's progress dialog once it shows (the
    // work is then well under way) and `ticks` more ticks have come while
    // the work ran; returns the milliseconds from Cancel until the worker
    // thread has ended.
    static std::optional<double> cancelWhenShown(MainWindow& window, Ticker& ticker, int ticks,
                                                 const std::function<bool()>& running,
                                                 const std::function<void()>& waitForWorker)
    {
        ticker.reset();
        ProgressDialog* progress = nullptr;
        const auto shown = [&] {
            progress = window.findChild<ProgressDialog*>();
            return progress && progress->isVisible() && ticker.whileBusy() >= ticks;
        };
        if (!QTest::qWaitFor([&] { return shown() || !running(); }, 60000) || !running())
            return std::nullopt; // it finished first: nothing to measure
        QElapsedTimer clock;
        clock.start();
        progress->reject(); // Cancel
        waitForWorker();
        return clock.nsecsElapsed() / 1e6;
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_long_work_cancel"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void newGameIsCancelledPromptly()
    {
        MainWindow window(m_dir.filePath(QStringLiteral("autosave-new.pencilmark")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        PuzzleGeneration* generation = window.generation();
        QSignalSpy finished(generation, &PuzzleGeneration::finished);
        QSignalSpy cancelled(generation, &PuzzleGeneration::cancelled);
        const Grid before = window.session()->game().puzzle();
        Ticker ticker([generation] { return generation->isRunning(); });

        std::vector<double> latencies;
        // Cancelled at different depths of the work: as the dialog shows,
        // and after up to 80 more ticks of the event loop. These take more
        // than 30 s to make (measured 2026-11-26, seeds 1 and 2).
        const int ticksBeforeCancel[] = {1, 10, 20, 40, 80};
        for (int seed = 1; seed <= 5; ++seed) {
            const int ticks = ticksBeforeCancel[seed - 1];
            window.startNewGame(minimalHard25x25(std::uint64_t(seed)));
            QVERIFY(generation->isRunning());
            const auto ms = cancelWhenShown(window, ticker, ticks, [generation] { return generation->isRunning(); },
                                            [generation] { generation->waitForWorker(); });
            QVERIFY2(ms, "a minimal hard 25x25 was made before it could be cancelled");
            QVERIFY(!generation->isRunning());
            latencies.push_back(*ms);
        }
        report("new game, minimal hard 25x25", latencies);
        QCOMPARE(cancelled.count(), 5);
        QTest::qWait(50); // anything a cancelled worker still posts is dropped
        QCOMPARE(finished.count(), 0);
        QVERIFY(window.session()->game().puzzle() == before);
        QVERIFY2(*std::max_element(latencies.begin(), latencies.end()) < kBoundMs, "Cancel took a second or more");
    }

    void puzzleCheckIsCancelledPromptly()
    {
        MainWindow window(m_dir.filePath(QStringLiteral("autosave-check.pencilmark")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        PuzzleVerification* verification = window.verification();
        QSignalSpy checked(&window, &MainWindow::puzzleChecked);
        Ticker ticker([verification] { return verification->isRunning(); });
        // 25x25, extreme (what-if): its rating takes seconds.
        const auto lines = test::loadPuzzleLines(test::testDataPath(QStringLiteral("solver/unique_25x25.txt")));
        QVERIFY(lines.size() >= 5);

        std::vector<double> latencies;
        for (int i = 0; i < 5; ++i) {
            QVERIFY(window.playPuzzleText(QString::fromStdString(lines[size_t(i)])));
            QVERIFY(verification->isRunning());
            const auto ms = cancelWhenShown(window, ticker, 1 + 15 * i, [verification] { return verification->isRunning(); },
                                            [verification] { verification->waitForWorker(); });
            if (ms)
                latencies.push_back(*ms);
        }
        QVERIFY2(latencies.size() >= 3, "most checks finished before they could be cancelled");
        report("puzzle check, 25x25", latencies);
        QTest::qWait(50);
        QCOMPARE(checked.count(), 5 - int(latencies.size()));
        QVERIFY2(*std::max_element(latencies.begin(), latencies.end()) < kBoundMs, "Cancel took a second or more");
    }
};

QTEST_MAIN(TestLongWorkCancel)
#include "tst_long_work_cancel.moc"
