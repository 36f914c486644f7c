// SPDX-License-Identifier: GPL-3.0-or-later
// pencilmark-cli fed what no puzzle file looks like: huge lines, huge files,
// binary junk, devices, folders; asked for what has no end: a hundred
// million puzzles, jigsaw seeds whose random maps had no grid; and stopped
// by signals half way. Each gets a clear message, in bounded memory (the
// runs below have their memory capped, see cappedCommand, so reading a
// whole input or holding all output fails them), nothing hangs, and an
// interrupted run ends on a whole line with the status that says so.
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/support/cli_process.h"
#include "tests/support/test_data.h"

#include <csignal>
#include <sys/types.h>

namespace {

using Run = pm::test::CliRun;

// Starts the CLI with its memory capped at `memoryKiB`: its address space
// by ulimit -v, or in a sanitized build, where AddressSanitizer reserves
// terabytes of address space for its shadow, its resident size through
// AddressSanitizer's own hard_rss_limit_mb (plus room for the sanitizer's
// shadow and a small quarantine). The shell execs the CLI, so signals sent
// to the process reach the CLI itself.
void startCapped(QProcess& process, const QStringList& args, int memoryKiB)
{
    QStringList quoted;
    for (const QString& arg : args)
        quoted << u'\'' + arg + u'\'';
#ifdef PENCILMARK_SANITIZED
    const QString cap = QStringLiteral("true");
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("ASAN_OPTIONS"),
                       environment.value(QStringLiteral("ASAN_OPTIONS"))
                           + QStringLiteral(":quarantine_size_mb=8:hard_rss_limit_mb=%1").arg(memoryKiB / 1000 + 100));
    process.setProcessEnvironment(environment);
#else
    const QString cap = QStringLiteral("ulimit -v %1").arg(memoryKiB);
#endif
    process.start(QStringLiteral("/bin/sh"),
                  {QStringLiteral("-c"), QStringLiteral("%1 && exec '%2' %3")
                                             .arg(cap, QStringLiteral(PENCILMARK_CLI_PATH), quoted.join(u' '))});
}

Run runCapped(const QStringList& args, int memoryKiB)
{
    QProcess process;
    startCapped(process, args, memoryKiB);
    return pm::test::finishCli(process, 300000);
}

// Waits until the running CLI has printed `lines` whole lines (it does
// not finish on its own in time: the callers ask for far more), sends it
// `signal` and collects what it printed in all.
Run interruptAfter(QProcess& process, int lines, int signal)
{
    QByteArray out;
    while (out.count('\n') < lines) {
        if (!process.waitForReadyRead(300000))
            qFatal("pencilmark-cli printed nothing more");
        out += process.readAllStandardOutput();
    }
    ::kill(pid_t(process.processId()), signal);
    Run run = pm::test::finishCli(process, 300000);
    run.out = QString::fromUtf8(out) + run.out;
    return run;
}

// 100 MB: the CLI alone maps about 60 MB (Qt Core, ICU data), so a copy of
// any input in the tens of megabytes would not fit.
constexpr int kCap = 100000;

void writeFile(const QString& path, const QByteArray& chunk, qint64 repeat)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    for (qint64 i = 0; i < repeat; ++i)
        QVERIFY(file.write(chunk) == chunk.size());
}

} // namespace

class TestCliHostileInput : public QObject {
    Q_OBJECT
private slots:
    void hundredMegabyteLine()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("line.txt"));
        writeFile(path, QByteArray(1 << 20, '1'), 100);
        const Run run = runCapped({QStringLiteral("solve"), path}, kCap);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.startsWith(QStringLiteral("invalid: 1:4097: more than 4096 cells")), qPrintable(run.out));
        QVERIFY(run.out.contains(QStringLiteral("64x64")));
    }

    void manyPuzzlesStreamThrough()
    {
        // 300 000 puzzles (a full grid: each solves at once), 24 MB of input;
        // held in memory as parsed puzzles they took over 300 MB.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("many.txt"));
        const QByteArray solved = "417369825632158947958724316825437169791586432346912758289643571573291684164875293\n";
        writeFile(path, solved.repeated(1000), 300);
        const Run run = runCapped({QStringLiteral("count"), QStringLiteral("--limit"), QStringLiteral("2"), path}, kCap);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.count(u'\n'), 300000);
        QCOMPARE(run.out, QStringLiteral("1\n").repeated(300000));
    }

    void giantGridIsRefused()
    {
        // 4096 lines of 4096 cells read as 4096 puzzles of 64x64: the first
        // clashes (row of 1s), and so does each after it; quick, line by line.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("grid.txt"));
        writeFile(path, QByteArray(4096, '1') + '\n', 4096);
        const Run run = runCapped({QStringLiteral("solve"), path}, kCap);
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out.count(u'\n'), 4096);
        QVERIFY2(run.out.startsWith(QStringLiteral("invalid: 1:")), qPrintable(run.out.left(200)));
        // One line of 4097 symbols names the limit.
        writeFile(path, QByteArray(4097 * 4097, '.'), 1);
        const Run wide = runCapped({QStringLiteral("solve"), path}, kCap);
        QVERIFY2(wide.out.contains(QStringLiteral("largest supported puzzle is 64x64")), qPrintable(wide.out));
    }

    void binaryJunk()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("junk.bin"));
        QByteArray junk(1 << 20, '\0');
        for (int i = 0; i < junk.size(); ++i)
            junk[i] = char((unsigned(i) * 7919u) >> 3);
        writeFile(path, junk, 8);
        for (const char* command : {"solve", "count", "explain", "rate"}) {
            const Run run = runCapped({QString::fromLatin1(command), path}, kCap);
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.out.contains(QStringLiteral("invalid")), qPrintable(run.out.left(300)));
        }
    }

    void endlessDeviceStops()
    {
        // /dev/zero never ends a line: reading stops at the documented bound.
        const Run run = runCapped({QStringLiteral("solve"), QStringLiteral("/dev/zero")}, kCap);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains(QStringLiteral("without a line break: the rest of the input is not read")),
                 qPrintable(run.out));
        const Run regions = runCapped({QStringLiteral("solve"), QStringLiteral("--regions"), QStringLiteral("/dev/zero"),
                                       QStringLiteral("/dev/null")},
                                      kCap);
        QCOMPARE(regions.exitCode, 2);
        QVERIFY2(regions.err.contains(QStringLiteral("larger than any region map")), qPrintable(regions.err));
    }

    void folderIsNotAFile()
    {
        QTemporaryDir dir;
        const Run run = runCapped({QStringLiteral("solve"), dir.path()}, kCap);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("is a folder")), qPrintable(run.err));
    }

    void jigsawSeedsThatHungFinish_data()
    {
        QTest::addColumn<QString>("count");
        QTest::addColumn<QString>("seed");
        // Both ran for ever: a random map with no grid the search could
        // find or rule out (about one 9x9 map in thirty).
        QTest::newRow("seed 18") << QStringLiteral("1") << QStringLiteral("18");
        QTest::newRow("seed 9, seven puzzles") << QStringLiteral("7") << QStringLiteral("9");
    }
    void jigsawSeedsThatHungFinish()
    {
        QFETCH(QString, count);
        QFETCH(QString, seed);
        const Run run = runCapped({QStringLiteral("generate"), QStringLiteral("--count"), count, QStringLiteral("--seed"),
                                   seed, QStringLiteral("--variant"), QStringLiteral("jigsaw")},
                                  kCap);
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), count.toInt());
        for (const QString& line : lines) {
            const QStringList fields = line.split(u'\t');
            QCOMPARE(fields.size(), 4); // puzzle, level, rating, region map
            QCOMPARE(fields[0].size(), 81);
            QCOMPARE(fields[3].size(), 81);
            // The puzzle and its map read back, with one solution.
            QProcess solve;
            solve.start(QStringLiteral(PENCILMARK_CLI_PATH), {QStringLiteral("count"), QStringLiteral("--regions"), fields[3]});
            solve.write(fields[0].toLatin1() + "\n");
            QCOMPARE(pm::test::finishCli(solve, 120000).out, QStringLiteral("1\n"));
        }
    }

    void impossibleRegionMapsAreRefusedAtOnce_data()
    {
        QTest::addColumn<QString>("map");
        QTest::addColumn<QString>("reason");
        // Eight cells of region A in row 1, its ninth in r2c9: r1c9 and
        // r2c9 would hold the same digit in one column. count, solve, rate
        // and explain ran for minutes.
        QTest::newRow("leftovers") << QStringLiteral("AAAAAAAAB" "BBBBBBBBA" "CCCCCCCCC" "DDDDDDDDD" "EEEEEEEEE"
                                                     "FFFFFFFFF" "GGGGGGGGG" "HHHHHHHHH" "IIIIIIIII")
                                   << QStringLiteral("row 1 and region 'A' hold the same digits");
        // A random map with no grid that leftovers do not show: the search
        // from a fixed first row proves it.
        QTest::newRow("search") << QStringLiteral("bbbbbbcccbabaabcfcaaaaaaffcddddddfccddeeeeficdeeheefiihhhhhefiihghghgfiiggggggfii")
                                << QStringLiteral("a search through every way to fill it");
    }
    void impossibleRegionMapsAreRefusedAtOnce()
    {
        QFETCH(QString, map);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("empty.txt"));
        writeFile(path, QByteArray(81, '.') + '\n', 1);
        for (const char* command : {"count", "solve", "rate", "explain"}) {
            const Run run = runCapped({QString::fromLatin1(command), QStringLiteral("--regions"), map, path}, kCap);
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains(QStringLiteral("--regions: no grid fits this map: ") + reason), qPrintable(run.err));
            QVERIFY(run.out.isEmpty());
        }
    }

    void unsettledRegionMapsAreBounded()
    {
        // A random map that leftovers, a random fill and the search from a
        // fixed first row all leave open (not proved either way in 8 million
        // nodes): count, solve, rate and explain searched it without end.
        // Each now gives up on the puzzle after --max-nodes, saying why.
        const QString map = QStringLiteral("111555554111555544111994444333999944333388999738386622778886622777886622777666222");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("empty.txt"));
        writeFile(path, QByteArray(81, '.') + '\n', 1);
        for (const char* command : {"count", "solve", "rate", "explain"}) {
            const Run run = runCapped({QString::fromLatin1(command), QStringLiteral("--max-nodes"), QStringLiteral("5000"),
                                       QStringLiteral("--regions"), map, path},
                                      kCap);
            QCOMPARE(run.exitCode, 1);
            QCOMPARE(run.out, QStringLiteral("invalid: 1:1: no answer within 5000 search nodes: the checks could not tell "
                                             "whether this region map holds any grid at all (--max-nodes N searches "
                                             "longer, 0 without a bound)\n"));
        }
        // The same map written into the puzzle's own line is judged too.
        const QString shapeLine = dir.filePath(QStringLiteral("shape.txt"));
        writeFile(shapeLine, "sudoku size=9 regions=" + map.toLatin1() + ' ' + QByteArray(81, '.') + '\n', 1);
        const Run inText = runCapped({QStringLiteral("count"), QStringLiteral("--max-nodes"), QStringLiteral("5000"), shapeLine}, kCap);
        QCOMPARE(inText.exitCode, 1);
        QVERIFY2(inText.out.startsWith(QStringLiteral("invalid: 1:1: no answer within 5000 search nodes")), qPrintable(inText.out));
        // A bound must be a number.
        const Run bad = runCapped({QStringLiteral("count"), QStringLiteral("--max-nodes"), QStringLiteral("lots"), path}, kCap);
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("--max-nodes expects a number from 0 to")), qPrintable(bad.err));
    }

    void impossibleMapsInThePuzzleTextAreRefused()
    {
        // A shape line carries its own map, which --regions' checks never saw:
        // one with no grid is refused with the reason, puzzle by puzzle, and
        // the next line, on a map with grids, still goes through.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("shapes.txt"));
        const QByteArray noGrid = "sudoku size=9 regions=AAAAAAAABBBBBBBBBACCCCCCCCCDDDDDDDDDEEEEEEEEEFFFFFFFFFGGGGGGGGGHHHHHHHHHIIIIIIIII "
            + QByteArray(81, '.') + '\n';
        const QByteArray withGrid = "sudoku size=9 regions=111222333111222333111222333444555666444555666444555666777888999777888999777888999 "
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n";
        writeFile(path, noGrid + withGrid, 1);
        const Run run = runCapped({QStringLiteral("count"), path}, kCap);
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out, QStringLiteral("invalid: 1:1: no grid fits this map: row 1 and region '1' hold the same digits, so "
                                         "their cells outside each other must too; but r1c9 is a peer of r2c9 (outside "
                                         "the regions), so its digit has no place there\n1\n"));
    }

    void generatorOptionErrorsAreUsageErrorsToldOnce()
    {
        // They printed "error: no grid of this shape exists: 9x9 with
        // boxes" once per puzzle and exit 1: a jigsaw has no boxes to place
        // windows or centre dots by, and the reason is now said once.
        for (const char* variants : {"jigsaw,windows", "jigsaw,centre-dot"})
            for (bool killer : {false, true}) {
                QStringList arguments{QStringLiteral("generate"), QStringLiteral("--count"), QStringLiteral("3"),
                                      QStringLiteral("--variant"), QString::fromLatin1(variants)};
                if (killer)
                    arguments << QStringLiteral("--killer");
                const Run run = runCapped(arguments, kCap);
                QCOMPARE(run.exitCode, 2);
                QVERIFY(run.out.isEmpty());
                QCOMPARE(run.err.count(u'\n'), 1);
                QVERIFY2(run.err.contains(QStringLiteral("boxes")) && !run.err.contains(QStringLiteral("no grid")),
                         qPrintable(run.err));
            }
        // The same for every option the generator refuses: once, exit 2.
        const Run rare = runCapped({QStringLiteral("generate"), QStringLiteral("--count"), QStringLiteral("3"),
                                    QStringLiteral("--technique"), QStringLiteral("what-if")},
                                   kCap);
        QCOMPARE(rare.exitCode, 2);
        QCOMPARE(rare.err.count(u'\n'), 1);
        QVERIFY2(rare.err.contains(QStringLiteral("too rare")), qPrintable(rare.err));
        // rate's --threads quotes what it was given, as every number does.
        const Run threads = runCapped({QStringLiteral("rate"), QStringLiteral("--threads"), QStringLiteral("100000")}, kCap);
        QCOMPARE(threads.exitCode, 2);
        QVERIFY2(threads.err.contains(QStringLiteral("from 0 to 1024, got '100000'")), qPrintable(threads.err));
    }

    void hugeCountsStreamInFlatMemory()
    {
        // It reserved a line for every puzzle up front: std::bad_alloc. Now
        // the first puzzles come at once, in the memory cap, and the run
        // stops on SIGTERM after them, on a whole line.
        QProcess process;
        startCapped(process, {QStringLiteral("generate"), QStringLiteral("--count"), QStringLiteral("100000000")}, kCap);
        const Run run = interruptAfter(process, 3, SIGTERM);
        QCOMPARE(run.exitCode, 143);
        QVERIFY(run.out.endsWith(u'\n'));
        QVERIFY2(run.err.contains(QStringLiteral("terminated (SIGTERM)")), qPrintable(run.err));
        for (const QString& line : run.out.split(u'\n', Qt::SkipEmptyParts))
            QCOMPARE(line.split(u'\t').size(), 3);
        // The bound is stated, with the number as written.
        const Run over = runCapped({QStringLiteral("generate"), QStringLiteral("--count"),
                                    QStringLiteral("100000000000000000000000")},
                                   kCap);
        QCOMPARE(over.exitCode, 2);
        QVERIFY2(over.err.contains(QStringLiteral("from 1 to 100000000, got '100000000000000000000000'")),
                 qPrintable(over.err));
    }

    void interruptedRunsEndOnWholeLines_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("signal");
        const QStringList json{QStringLiteral("explain"), QStringLiteral("--json")};
        QTest::newRow("explain --json, SIGINT") << json << SIGINT;
        QTest::newRow("explain --json, SIGTERM") << json << SIGTERM;
        QTest::newRow("explain, SIGINT") << QStringList{QStringLiteral("explain")} << SIGINT;
        QTest::newRow("solve, SIGINT") << QStringList{QStringLiteral("solve")} << SIGINT;
        QTest::newRow("rate, SIGTERM") << QStringList{QStringLiteral("rate")} << SIGTERM;
        QTest::newRow("rate on two threads, SIGINT")
            << QStringList{QStringLiteral("rate"), QStringLiteral("--threads"), QStringLiteral("2")} << SIGINT;
        QTest::newRow("count, SIGINT") << QStringList{QStringLiteral("count")} << SIGINT;
    }
    void interruptedRunsEndOnWholeLines()
    {
        QFETCH(QStringList, args);
        QFETCH(int, signal);
        // top1465 forty times over: no command gets through it before the
        // signal comes.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("many.txt"));
        QFile source(pm::test::sharedDataPath(QStringLiteral("top1465.txt")));
        QVERIFY(source.open(QIODevice::ReadOnly));
        writeFile(path, source.readAll(), 40);
        QProcess process;
        process.start(QStringLiteral(PENCILMARK_CLI_PATH), args << path);
        const Run run = interruptAfter(process, 20, signal);
        QCOMPARE(run.exitCode, signal == SIGINT ? 130 : 143);
        QVERIFY2(run.out.endsWith(u'\n'), qPrintable(run.out.right(200)));
        QVERIFY2(run.err.contains(signal == SIGINT ? QStringLiteral("interrupted (SIGINT)")
                                                   : QStringLiteral("terminated (SIGTERM)")),
                 qPrintable(run.err));
        const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
        for (const QString& line : lines) {
            if (args.contains(QStringLiteral("--json")))
                QVERIFY2(QJsonDocument::fromJson(line.toUtf8()).isObject(), qPrintable(line));
            else if (args.front() == QStringLiteral("solve"))
                QCOMPARE(line.size(), 81);
        }
    }

    void interruptWhileWaitingForInput()
    {
        // Nothing comes on standard input: the signal still ends the run.
        QProcess process;
        process.start(QStringLiteral(PENCILMARK_CLI_PATH), {QStringLiteral("solve")});
        QVERIFY(process.waitForStarted());
        process.write("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n");
        QVERIFY(process.waitForReadyRead(120000)); // the first puzzle is solved at once, not held back
        ::kill(pid_t(process.processId()), SIGINT);
        QVERIFY(process.waitForFinished(120000));
        QCOMPARE(process.exitCode(), 130);
        QCOMPARE(process.readAllStandardOutput(),
                 QByteArray("417369825632158947958724316825437169791586432346912758289643571573291684164875293\n"));
    }

    void emptyLargeGridsFinish()
    {
        // A 64x64 grid without clues: two solutions found and reported.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("empty64.txt"));
        writeFile(path, QByteArray(4096, '.') + '\n', 1);
        const Run run = runCapped({QStringLiteral("solve"), path}, kCap);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(QStringLiteral("multiple ")), qPrintable(run.out.left(100)));
        // Counting to the default limit of 1000 ran past a minute.
        const Run count = runCapped({QStringLiteral("count"), path}, kCap);
        QCOMPARE(count.out, QStringLiteral("1000+\n"));
        // 49x49 to 100: past 20 s.
        const QString path49 = dir.filePath(QStringLiteral("empty49.txt"));
        writeFile(path49, QByteArray(2401, '.') + '\n', 1);
        const Run count49 = runCapped({QStringLiteral("count"), QStringLiteral("--limit"), QStringLiteral("100"), path49}, kCap);
        QCOMPARE(count49.out, QStringLiteral("100+\n"));
        // explain on an empty 36x36: the techniques that cannot finish a grid
        // with several solutions spent minutes finding nothing.
        const QString path36 = dir.filePath(QStringLiteral("empty36.txt"));
        writeFile(path36, QByteArray(1296, '.') + '\n', 1);
        const Run explain = runCapped({QStringLiteral("explain"), path36}, kCap);
        QCOMPARE(explain.exitCode, 0);
        QVERIFY2(explain.out.endsWith(QStringLiteral("result: multiple (0 steps)\n")), qPrintable(explain.out.right(200)));
    }
};

QTEST_GUILESS_MAIN(TestCliHostileInput)
#include "tst_cli_hostile_input.moc"
