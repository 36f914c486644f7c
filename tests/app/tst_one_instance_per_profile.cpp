// SPDX-License-Identifier: GPL-3.0-or-later
// One app per profile, with real processes (the app built with its
// scripted-play test hook, tests/app/scripted_play/, which says on standard
// output what game it plays; here it makes no move). A second start with the
// same profile hands its file to the running one and ends at once with 0,
// and the running one opens it; one whose running instance does not answer
// (stopped with SIGSTOP) says so on standard error and ends with 1 without
// playing; after the running one is killed (SIGKILL), a new start takes the
// profile over and plays, and later starts reach it. The class itself:
// tests/play/session/tst_single_instance.
#include "core/formats/puzzle_format.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <optional>

#include <sys/types.h>

using namespace pm;

namespace {

// Generous: the app starts in well under a second, but CI runs this under
// sanitizers on a busy machine.
constexpr int kStartTimeoutMs = 60000;
// What a later start may take to hand over and end, all in: its own start
// (a QApplication), connecting, the answer. A second or two is the aim;
// the sanitized build is slower.
constexpr int kHandOverMs = 15000;

// A classic puzzle with one solution (tests/data/collection/qqwing_five.txt, the first).
const char kPuzzle[] = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";
const char kOtherPuzzle[] = "83...6..5......1....97.8.63...1..53....865.49.....9......5..41.........64....3...";

// The givens of a puzzle line as the hook says them ("game <givens>").
QString givensLine(const char* puzzle)
{
    const auto parsed = parsePuzzle(puzzle);
    return parsed ? QString::fromStdString(writeLine(parsed->grid, parsed->alphabet)) : QString();
}

// One running start of the app and the lines it has said.
struct App {
    QProcess process;
    QStringList lines;
    QByteArray pending;

    void read()
    {
        pending += process.readAllStandardOutput();
        for (qsizetype end; (end = pending.indexOf('\n')) >= 0; pending.remove(0, end + 1))
            lines << QString::fromUtf8(pending.left(end));
    }

    // Reads until a line says `line` (whole) or `ms` have passed.
    bool waitForLine(const QString& line, int ms = kStartTimeoutMs)
    {
        QElapsedTimer clock;
        clock.start();
        for (;;) {
            read();
            if (lines.contains(line))
                return true;
            const qint64 left = ms - clock.elapsed();
            if (left <= 0 || process.state() != QProcess::Running)
                return false;
            process.waitForReadyRead(int(std::min<qint64>(left, 200)));
        }
    }

    // Reads until a line starts with `word` and a space; that line's rest.
    std::optional<QString> waitForWord(const QString& word, int ms = kStartTimeoutMs)
    {
        QElapsedTimer clock;
        clock.start();
        const QString prefix = word + QLatin1Char(' ');
        for (;;) {
            read();
            for (const QString& line : std::as_const(lines))
                if (line.startsWith(prefix))
                    return line.mid(prefix.size());
            const qint64 left = ms - clock.elapsed();
            if (left <= 0 || process.state() != QProcess::Running)
                return std::nullopt;
            process.waitForReadyRead(int(std::min<qint64>(left, 200)));
        }
    }

    QString said() { return (read(), lines.join(QStringLiteral("\n"))); }
};

} // namespace

class TestOneInstancePerProfile : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QProcessEnvironment m_env;
    QString m_puzzleFile;
    QString m_otherFile;

    QString dataFolder() const { return m_dir.filePath(QStringLiteral("data/Pencilmark/Pencilmark")); }

    // Starts the app with `arguments`; `moveMs` 0: the hook makes no move.
    void start(App& app, const QStringList& arguments = {}, int moveMs = 0, const QString& workingFolder = {})
    {
        QProcessEnvironment env = m_env;
        env.insert(QStringLiteral("PENCILMARK_TEST_SCRIPTED_PLAY"), QStringLiteral("%1:0:").arg(moveMs));
        app.process.setProcessEnvironment(env);
        app.process.setProgram(QStringLiteral(PENCILMARK_APP_PATH));
        app.process.setArguments(arguments);
        if (!workingFolder.isEmpty())
            app.process.setWorkingDirectory(workingFolder);
        app.process.start();
    }

    // A later start: ends by itself; its exit code, standard error, and how long it took.
    struct Ended {
        int exitCode = -1;
        QString errors;
        qint64 ms = 0;
        bool ended = false;
    };
    Ended runLater(const QStringList& arguments, const QString& workingFolder = {})
    {
        App later;
        QElapsedTimer clock;
        clock.start();
        start(later, arguments, 0, workingFolder);
        Ended ended;
        ended.ended = later.process.waitForFinished(kHandOverMs);
        ended.ms = clock.elapsed();
        if (!ended.ended) {
            later.process.kill();
            later.process.waitForFinished();
        }
        ended.exitCode = later.process.exitStatus() == QProcess::NormalExit ? later.process.exitCode() : -1;
        ended.errors = QString::fromLocal8Bit(later.process.readAllStandardError());
        // A start that hands over never plays: the hook never speaks.
        if (!later.said().isEmpty())
            ended.exitCode = -2;
        return ended;
    }

    // The first start on the profile, up and playing a game.
    void startFirst(App& app, int moveMs = 0)
    {
        start(app, {}, moveMs);
        QVERIFY(app.process.waitForStarted(kStartTimeoutMs));
        QVERIFY2(app.waitForWord(QStringLiteral("game")).has_value(), qPrintable(app.said()));
    }

    static void stop(App& app)
    {
        app.process.kill();
        app.process.waitForFinished(kStartTimeoutMs);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        for (const char* sub : {"home", "config", "data", "cache", "runtime", "games"})
            QVERIFY(QDir(m_dir.path()).mkpath(QString::fromLatin1(sub)));
        QVERIFY(QFile::setPermissions(m_dir.filePath(QStringLiteral("runtime")),
                                      QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        m_env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home")));
        m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        m_env.insert(QStringLiteral("XDG_CACHE_HOME"), m_dir.filePath(QStringLiteral("cache")));
        m_env.insert(QStringLiteral("XDG_RUNTIME_DIR"), m_dir.filePath(QStringLiteral("runtime")));
        m_env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        m_env.remove(QStringLiteral("LANGUAGE"));
        m_puzzleFile = m_dir.filePath(QStringLiteral("games/handed.txt"));
        m_otherFile = m_dir.filePath(QStringLiteral("games/other.txt"));
        for (const auto& [path, puzzle] : {std::pair{m_puzzleFile, kPuzzle}, std::pair{m_otherFile, kOtherPuzzle}}) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QByteArray(puzzle) + '\n');
        }
    }

    void secondStartHandsItsFileOver()
    {
        App first;
        startFirst(first);
        const Ended second = runLater({m_puzzleFile});
        qInfo("the second start handed over and ended in %lld ms", second.ms);
        QVERIFY2(second.ended, "the second start did not end");
        QCOMPARE(second.exitCode, 0);
        QVERIFY2(first.waitForLine(QStringLiteral("game ") + givensLine(kPuzzle)), qPrintable(first.said()));

        // A relative path is the second start's own working folder's.
        const Ended third = runLater({QStringLiteral("other.txt")}, m_dir.filePath(QStringLiteral("games")));
        QCOMPARE(third.exitCode, 0);
        QVERIFY2(first.waitForLine(QStringLiteral("game ") + givensLine(kOtherPuzzle)), qPrintable(first.said()));

        // Without a file: the first only comes to the front; still one app.
        const Ended fourth = runLater({});
        QCOMPARE(fourth.exitCode, 0);
        QCOMPARE(first.process.state(), QProcess::Running);
        stop(first);
    }

    void instanceThatDoesNotAnswer()
    {
        App first;
        startFirst(first);
        const QStringList before = first.lines;
        QCOMPARE(::kill(pid_t(first.process.processId()), SIGSTOP), 0);
        const Ended second = runLater({m_puzzleFile});
        QCOMPARE(::kill(pid_t(first.process.processId()), SIGCONT), 0);
        qInfo("the second start gave up in %lld ms", second.ms);
        QVERIFY(second.ended);
        QCOMPARE(second.exitCode, 1);
        QVERIFY2(second.errors.contains(QStringLiteral("did not answer")), qPrintable(second.errors));
        QVERIFY2(second.errors.contains(dataFolder()), qPrintable(second.errors));
        QVERIFY2(second.ms < kHandOverMs, "it waited too long");
        // Woken again, the first has not opened the file, and answers again.
        QTest::qWait(300);
        first.read();
        QCOMPARE(first.lines, before);
        QCOMPARE(runLater({}).exitCode, 0);
        stop(first);
    }

    void killedInstanceIsTakenOver()
    {
        App first;
        startFirst(first, 20);
        QVERIFY(first.waitForWord(QStringLiteral("move")).has_value());
        stop(first); // SIGKILL: the lock and the socket are left behind
        QCOMPARE(first.process.exitStatus(), QProcess::CrashExit);
        QVERIFY(QFile::exists(QDir(dataFolder()).filePath(QStringLiteral("instance.lock"))));

        App next;
        start(next, {}, 20);
        QVERIFY(next.process.waitForStarted(kStartTimeoutMs));
        QVERIFY2(next.waitForWord(QStringLiteral("restored")).has_value(), qPrintable(next.said()));
        // It plays: moves after the ones it brought back.
        next.lines.clear();
        QVERIFY2(next.waitForWord(QStringLiteral("move")).has_value(), qPrintable(next.said()));
        // And it holds the profile: a later start reaches it (the socket the
        // killed one left was taken over too) and ends.
        const Ended later = runLater({});
        QCOMPARE(later.exitCode, 0);
        stop(next);
    }
};

QTEST_GUILESS_MAIN(TestOneInstancePerProfile)
#include "tst_one_instance_per_profile.moc"
