// SPDX-License-Identifier: GPL-3.0-or-later
// The real app, killed (SIGKILL) a hundred times at random moments while it
// plays and saves: after every kill the autosave and the saved game file
// still load, the autosave lacks at most the last move the app reported, and
// the next start brings back exactly what the autosave holds.
//
// The app plays by itself through its scripted-play test hook
// (tests/app/scripted_play/scripted_play.h): a corner mark every few milliseconds, an
// explicit save every few moves, one line on standard output for each. Half
// the kills come at a random moment 50-300 ms into play, half just as an
// explicit save begins. Each start restores the autosave the last kill left,
// so the game and its history grow over the hundred runs. The seed is
// printed; PENCILMARK_TEST_SEED=<seed> repeats a run's kill schedule (the
// moments themselves depend on timing).
#include "play/session/game_file.h"

#include "core/formats/puzzle_format.h"
#include "core/solver/exact_solver.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/support/test_data.h"

#include <algorithm>
#include <optional>
#include <random>

using namespace pm;

namespace {

constexpr int kKills = 100;
constexpr int kMoveIntervalMs = 10;
constexpr int kSaveEvery = 3;
// Generous: the app starts in well under a second, but CI runs this under
// sanitizers on a busy machine.
constexpr int kStartTimeoutMs = 60000;

// Why a file was refused, for a failure message (QVERIFY2 builds its
// message even when the check passes).
QByteArray whyRefused(const Result<SavedGame, GameFileError>& decoded)
{
    return decoded.ok() ? QByteArray() : describeGameFileError(decoded.error()).toUtf8();
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// What one run of the app said on standard output.
struct Report {
    QString autosavePath;
    std::optional<int> restored;
    int lastMove = -1;   // steps done after the last move reported
    int lastSaving = -1; // steps in the last explicit save begun
    int lastSaved = -1;  // ... and in the last one that succeeded
    int savesBegun = 0;
    bool lastLineWasSaving = false;
    QStringList errors;
    QStringList unknown;

    void read(QProcess& app, QByteArray& pending)
    {
        pending += app.readAllStandardOutput();
        for (qsizetype end; (end = pending.indexOf('\n')) >= 0; pending.remove(0, end + 1))
            take(QString::fromUtf8(pending.left(end)));
    }

    void take(const QString& line)
    {
        const QString word = line.section(u' ', 0, 0);
        const QString rest = line.section(u' ', 1);
        lastLineWasSaving = word == QLatin1String("saving");
        if (word == QLatin1String("autosave"))
            autosavePath = rest;
        else if (word == QLatin1String("restored"))
            restored = lastMove = rest.toInt();
        else if (word == QLatin1String("move"))
            lastMove = rest.toInt();
        else if (word == QLatin1String("saving")) {
            lastSaving = rest.toInt();
            ++savesBegun;
        } else if (word == QLatin1String("saved"))
            lastSaved = rest.toInt();
        else if (word == QLatin1String("game"))
            ; // a new game's givens: nothing to check here
        else if (word == QLatin1String("error") || word == QLatin1String("save-failed")
                 || word == QLatin1String("not-restored"))
            errors << line;
        else
            unknown << line;
    }
};

// The files in the folder of `path`, other than `path` itself: a save's
// temporary files (QSaveFile's name.XXXXXX, left when a kill comes between
// naming one and renaming it) in `temporary`, anything else in the result.
QStringList othersBeside(const QString& path, QStringList* temporary = nullptr)
{
    const QFileInfo info(path);
    const QRegularExpression pattern(QRegularExpression::anchoredPattern(
        QRegularExpression::escape(info.fileName()) + QStringLiteral("\\.[A-Za-z0-9]{6}")));
    QStringList others;
    for (const QString& name : info.dir().entryList(QDir::Files)) {
        // The profile's lock (play/session/single_instance.h), which each
        // start takes over from the killed one.
        if (name == info.fileName() || name == QLatin1String("instance.lock"))
            continue;
        if (temporary && pattern.match(name).hasMatch())
            temporary->append(name);
        else
            others.append(name);
    }
    return others;
}

// Reads the app's output until `done` says stop or `ms` have passed.
template <typename Done>
bool readUntil(QProcess& app, Report& report, QByteArray& pending, int ms, Done done)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        const qint64 left = ms - clock.elapsed();
        if (left <= 0 || app.state() != QProcess::Running)
            return done();
        app.waitForReadyRead(int(left));
        report.read(app, pending);
    }
    return true;
}

} // namespace

class TestKillSurvival : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QProcessEnvironment m_env;
    QString m_autosavePath;
    QString m_gamePath;

    // A 25x25 game to start from: a save of it takes a few milliseconds, so
    // many kills land in the middle of one.
    static std::optional<game::Game> startingGame()
    {
        const auto lines = test::loadPuzzleLines(test::testDataPath(QStringLiteral("solver/unique_25x25.txt")), 1);
        if (lines.empty())
            return std::nullopt;
        auto parsed = parsePuzzle(lines.front());
        if (!parsed)
            return std::nullopt;
        const solver::SolveResult solved = solver::solve(parsed->grid);
        if (solved.outcome != solver::SolveOutcome::Unique)
            return std::nullopt;
        auto game = game::Game::create(parsed->grid, parsed->alphabet, solved.solution);
        if (!game)
            return std::nullopt;
        return std::move(game).value();
    }

    // Starts the app and reads up to its "restored" line.
    bool startApp(QProcess& app, Report& report, QByteArray& pending)
    {
        app.setProcessEnvironment(m_env);
        app.setProgram(QStringLiteral(PENCILMARK_APP_PATH));
        app.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        app.start();
        if (!app.waitForStarted(kStartTimeoutMs))
            return false;
        return readUntil(app, report, pending, kStartTimeoutMs,
                         [&] { return report.restored.has_value() || !report.errors.isEmpty(); })
            && report.restored.has_value();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        for (const char* sub : {"home", "config", "data", "cache", "runtime", "games"})
            QVERIFY(QDir(m_dir.path()).mkpath(QString::fromLatin1(sub)));
        QVERIFY(QFile::setPermissions(m_dir.filePath(QStringLiteral("runtime")),
                                      QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        m_gamePath = m_dir.filePath(QStringLiteral("games/game.pencilmark"));
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        m_env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home")));
        m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        m_env.insert(QStringLiteral("XDG_CACHE_HOME"), m_dir.filePath(QStringLiteral("cache")));
        m_env.insert(QStringLiteral("XDG_RUNTIME_DIR"), m_dir.filePath(QStringLiteral("runtime")));
        m_env.insert(QStringLiteral("PENCILMARK_TEST_SCRIPTED_PLAY"),
                     QStringLiteral("%1:%2:%3").arg(kMoveIntervalMs).arg(kSaveEvery).arg(m_gamePath));
        // Where the app keeps its autosave under these folders
        // (QStandardPaths::AppDataLocation); the app's first line confirms it.
        m_autosavePath = m_dir.filePath(QStringLiteral("data/Pencilmark/Pencilmark/autosave.pencilmark"));
        QVERIFY(QDir().mkpath(QFileInfo(m_autosavePath).absolutePath()));
        const auto game = startingGame();
        QVERIFY(game);
        QVERIFY(!writeGameFile(m_autosavePath, *game));
    }

    void everyKillLeavesLoadableFiles()
    {
        bool seedGiven = false;
        const quint32 seed = qEnvironmentVariableIntValue("PENCILMARK_TEST_SEED", &seedGiven);
        const quint32 used = seedGiven ? seed : QRandomGenerator::global()->generate();
        qInfo("seed %u (PENCILMARK_TEST_SEED=%u repeats this kill schedule)", used, used);
        std::mt19937 rng(used);

        int expectedDone = 0; // what the autosave holds, so the next start must restore
        int savedAtLeast = -1; // the last explicit save reported done, over all runs
        int savedAtMost = -1;  // the last explicit save begun, over all runs
        int movesMade = 0;
        int mostLost = 0;
        int killsInSave = 0;
        QSet<QString> leftBehind;
        for (int kill = 1; kill <= kKills; ++kill) {
            const QByteArray where = QStringLiteral("kill %1 of %2, seed %3").arg(kill).arg(kKills).arg(used).toUtf8();
            QProcess app;
            Report report;
            QByteArray pending;
            QVERIFY2(startApp(app, report, pending),
                     where + ": no \"restored\" line; " + report.errors.join(QStringLiteral("; ")).toUtf8());
            QCOMPARE(report.autosavePath, m_autosavePath);
            // What the last kill left beside the autosave is gone.
            QCOMPARE(othersBeside(m_autosavePath), QStringList());
            // The app brought back exactly what the last kill left.
            QVERIFY2(*report.restored == expectedDone,
                     where + ": restored " + QByteArray::number(*report.restored) + ", the autosave held "
                         + QByteArray::number(expectedDone));

            if (kill % 2 == 0) {
                const int delay = std::uniform_int_distribution<int>(50, 300)(rng);
                readUntil(app, report, pending, delay, [] { return false; });
            } else {
                // Just as an explicit save begins (the first or second of this run).
                const int saves = std::uniform_int_distribution<int>(1, 2)(rng);
                QVERIFY2(readUntil(app, report, pending, kStartTimeoutMs, [&] { return report.savesBegun >= saves; }),
                         where + ": no explicit save began");
            }
            QVERIFY2(app.state() == QProcess::Running, where + ": the app ended by itself");
            app.kill(); // SIGKILL
            QVERIFY(app.waitForFinished(kStartTimeoutMs));
            QCOMPARE(app.exitStatus(), QProcess::CrashExit);
            report.read(app, pending); // lines written before the kill still count
            QVERIFY2(report.errors.isEmpty(), where + ": " + report.errors.join(QStringLiteral("; ")).toUtf8());
            QVERIFY2(report.unknown.isEmpty(), where + ": " + report.unknown.join(QStringLiteral("; ")).toUtf8());
            killsInSave += report.lastLineWasSaving ? 1 : 0;

            // The autosave loads and lacks at most the last move reported
            // (nor holds more than one move not yet reported).
            auto autosaved = decodeGame(readAll(m_autosavePath));
            QVERIFY2(autosaved.ok(), where + ": autosave: " + whyRefused(autosaved));
            const int done = int(autosaved->history.done);
            QVERIFY2(done >= report.lastMove - 1 && done <= report.lastMove + 1,
                     where + ": the autosave holds " + QByteArray::number(done) + " moves, the app reported "
                         + QByteArray::number(report.lastMove));
            mostLost = std::max(mostLost, report.lastMove - done);
            movesMade += report.lastMove - *report.restored;
            expectedDone = done;

            // The saved game, once there is one, loads and is the last save
            // reported done or the one the kill interrupted.
            if (report.lastSaved >= 0)
                savedAtLeast = report.lastSaved;
            if (report.lastSaving >= 0)
                savedAtMost = report.lastSaving;
            if (savedAtLeast >= 0 || QFileInfo::exists(m_gamePath)) {
                auto saved = decodeGame(readAll(m_gamePath));
                QVERIFY2(saved.ok(), where + ": game file: " + whyRefused(saved));
                const int savedDone = int(saved->history.done);
                QVERIFY2(savedDone >= savedAtLeast && savedDone <= savedAtMost,
                         where + ": the game file holds " + QByteArray::number(savedDone) + " moves, saves reported "
                             + QByteArray::number(savedAtLeast) + ".." + QByteArray::number(savedAtMost));
            }

            // Nothing else left behind (no autosave set aside as damaged);
            // at most a whole temporary file of the save the kill cut short
            // (the next start removes the autosave's, see above), which
            // does not stop the next save.
            QStringList temporary;
            const QStringList others = othersBeside(m_autosavePath, &temporary) + othersBeside(m_gamePath, &temporary);
            QVERIFY2(others.isEmpty(), where + ": " + others.join(u' ').toUtf8());
            for (const QString& name : std::as_const(temporary))
                leftBehind.insert(name);
        }
        QVERIFY(savedAtLeast > 0); // explicit saves did happen
        qInfo("%d kills survived: %d moves made, at most %d lost at a kill, %d kills during an explicit save, "
              "%d temporary files left", kKills, movesMade, mostLost, killsInSave, int(leftBehind.size()));

        // And the app starts once more from what the last kill left.
        QProcess app;
        Report report;
        QByteArray pending;
        QVERIFY(startApp(app, report, pending));
        QCOMPARE(*report.restored, expectedDone);
        QCOMPARE(othersBeside(m_autosavePath), QStringList());
        app.kill();
        app.waitForFinished(kStartTimeoutMs);
    }
};

QTEST_GUILESS_MAIN(TestKillSurvival)
#include "tst_kill_survival.moc"
