// SPDX-License-Identifier: GPL-3.0-or-later
// Long work stops within 100 ms of being asked to: the exact solver on an
// empty 64x64 grid, rating a hard 25x25 puzzle, and generating hard 25x25
// and large puzzles, killers and DoubleNine. Each is stopped through its
// std::stop_token at several moments (so in several phases of its work) and the time from the request
// until its thread has ended is measured. The 100 ms is the bound the app
// promises the player for Cancel; the median and the worst case are printed
// against it, and a loose bound is asserted (see kBoundMs).
#include "core/generate/generator.h"
#include "core/grading/rating.h"
#include "core/solver/exact_solver.h"

#include "core/formats/puzzle_format.h"

#include <QtTest>

#include "tests/support/test_data.h"

#include <algorithm>
#include <chrono>
#include <functional>
#include <optional>
#include <stop_token>
#include <thread>

using namespace pm;
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

namespace {

// The app promises Cancel within 100 ms; the measured worst case is printed
// against it (and quoted in notes). The assertion is ten times looser: on a
// loaded 2-core CI machine or under a sanitizer a timed bound that tight
// would fail at random, while work that never looks at its stop token runs
// on for seconds and still fails here.
constexpr double kPromisedMs = 100.0;
constexpr double kBoundMs = 10 * kPromisedMs;

// Runs `work` on its own thread and asks it to stop after `delay`. The
// milliseconds from the request until the thread has ended, or nothing
// when the work ended by itself (`work` returns whether it was cancelled).
std::optional<double> stopAfter(std::chrono::milliseconds delay, const std::function<bool(std::stop_token)>& work)
{
    std::stop_source source;
    bool cancelled = false;
    std::thread worker([&] { cancelled = work(source.get_token()); });
    std::this_thread::sleep_for(delay);
    const auto asked = Clock::now();
    source.request_stop();
    worker.join();
    const double ms = std::chrono::duration<double, std::milli>(Clock::now() - asked).count();
    return cancelled ? std::optional<double>(ms) : std::nullopt;
}

std::shared_ptr<const Geometry> square(int size)
{
    GeometrySpec spec;
    spec.size = size;
    while (spec.boxRows * spec.boxRows < size)
        ++spec.boxRows;
    while (spec.boxRows * spec.boxRows > size)
        --spec.boxRows;
    spec.boxCols = spec.boxRows;
    return Geometry::create(spec).value();
}

// The first puzzle of tests/data/solver/unique_25x25.txt: it needs what-if
// (extreme, rating 9.9), and rating it takes seconds.
Grid hard25()
{
    const auto lines = test::loadPuzzleLines(test::testDataPath(QStringLiteral("solver/unique_25x25.txt")), 1);
    auto parsed = parsePuzzle(lines.empty() ? std::string() : lines.front());
    return parsed ? parsed->grid : Grid();
}

generate::GeneratorOptions generation(int size, std::optional<logic::Level> level)
{
    generate::GeneratorOptions options;
    options.geometry.size = size;
    options.geometry.boxRows = square(size)->boxRows();
    options.geometry.boxCols = square(size)->boxCols();
    options.level = level;
    options.seed = 2026;
    return options;
}

} // namespace

class TestCancellation : public QObject {
    Q_OBJECT

private slots:
    void stopsWithinTheBound_data()
    {
        QTest::addColumn<std::function<bool(std::stop_token)>>("work");
        // The work ends by itself at some point for these: requests after it
        // are not measured, but at least three must land while it runs.
        QTest::addColumn<bool>("mayFinish");

        const auto empty64 = std::make_shared<Grid>(square(64));
        QTest::newRow("count solutions, empty 64x64") << std::function<bool(std::stop_token)>([empty64](std::stop_token stop) {
            return solver::countSolutions(*empty64, std::numeric_limits<std::uint64_t>::max(), stop).cancelled;
        }) << false;
        QTest::newRow("solve, empty 64x64") << std::function<bool(std::stop_token)>([empty64](std::stop_token stop) {
            return solver::solve(*empty64, stop).outcome == solver::SolveOutcome::Cancelled;
        }) << true;
        const auto puzzle = std::make_shared<Grid>(hard25());
        QVERIFY(puzzle->cellCount() == 625);
        QTest::newRow("rate, extreme 25x25") << std::function<bool(std::stop_token)>([puzzle](std::stop_token stop) {
            return grading::ratePuzzle(*puzzle, stop).outcome == grading::Rating::Outcome::Cancelled;
        }) << true;
        for (const auto& [name, size, level] : {std::tuple{"generate, hard 25x25", 25, std::optional(logic::Level::Hard)},
                                                std::tuple{"generate, expert 16x16", 16, std::optional(logic::Level::Expert)},
                                                std::tuple{"generate, any 49x49", 49, std::optional<logic::Level>()},
                                                std::tuple{"generate, any 64x64", 64, std::optional<logic::Level>()}}) {
            const generate::GeneratorOptions options = generation(size, level);
            QTest::newRow(name) << std::function<bool(std::stop_token)>([options](std::stop_token stop) {
                const auto made = generate::generatePuzzle(options, stop);
                return !made && made.error().code == generate::GeneratorError::Code::Cancelled;
            }) << true;
        }
        // Killers: cage map changes, uniqueness proofs over cage sums and the
        // cage techniques of the rating all sit between two looks at the token.
        for (const auto& [name, size] : {std::tuple{"generate, expert killer 9x9", 9},
                                         std::tuple{"generate, expert killer 12x12", 12}}) {
            generate::GeneratorOptions options;
            options.geometry = GeometrySpec::forSize(size);
            options.level = logic::Level::Expert;
            options.seed = 2026;
            options.killer = generate::KillerOptions{};
            QTest::newRow(name) << std::function<bool(std::stop_token)>([options](std::stop_token stop) {
                const auto made = generate::generatePuzzle(options, stop);
                return !made && made.error().code == generate::GeneratorError::Code::Cancelled;
            }) << true;
        }
        // Counted houses: random DoubleNine grids and their uniqueness
        // proofs are counted searches, the medium check an explaining path.
        for (const auto& [name, level] : {std::tuple{"generate, medium DoubleNine 18x18", logic::Level::Medium},
                                          std::tuple{"generate, extreme DoubleNine 18x18", logic::Level::Extreme}}) {
            generate::GeneratorOptions options;
            options.geometry = GeometrySpec::doubleNine();
            options.level = level;
            options.seed = 2026;
            QTest::newRow(name) << std::function<bool(std::stop_token)>([options](std::stop_token stop) {
                const auto made = generate::generatePuzzle(options, stop);
                return !made && made.error().code == generate::GeneratorError::Code::Cancelled;
            }) << true;
        }
    }

    void stopsWithinTheBound()
    {
        QFETCH(std::function<bool(std::stop_token)>, work);
        QFETCH(bool, mayFinish);
        // A shape's tables (its Geometry, the solver's tables) are built
        // once per process, before any token is looked at: at 64x64 that is
        // 20 ms in a release build, ten times that in a debug build. A first
        // run, not measured, builds them.
        stopAfter(500ms, work);
        std::vector<double> latencies;
        int requests = 0;
        for (const auto delay : {1ms, 5ms, 10ms, 20ms, 35ms, 50ms, 80ms, 120ms, 200ms, 300ms, 500ms, 800ms}) {
            ++requests;
            if (const auto ms = stopAfter(delay, work))
                latencies.push_back(*ms);
        }
        if (mayFinish)
            QVERIFY2(latencies.size() >= 3, "the work ended before nearly every stop request");
        else
            QCOMPARE(int(latencies.size()), requests);
        std::sort(latencies.begin(), latencies.end());
        const double median = latencies[latencies.size() / 2];
        const double worst = latencies.back();
        qInfo("%s: stopped %zu times, median %.2f ms, worst %.2f ms after the request (promised: under %.0f ms)",
              QTest::currentDataTag(), latencies.size(), median, worst, kPromisedMs);
        QVERIFY2(worst < kBoundMs, qPrintable(QStringLiteral("%1 ms").arg(worst)));
    }
};

QTEST_GUILESS_MAIN(TestCancellation)
#include "tst_cancellation.moc"
