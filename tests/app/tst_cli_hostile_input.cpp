// SPDX-License-Identifier: GPL-3.0-or-later
// pencilmark-cli fed what no puzzle file looks like: huge lines, huge files,
// binary junk, devices, folders. Each gets a clear message, in bounded
// memory (the runs below have their memory capped, see runCapped, so
// reading a whole input into memory fails them), and nothing hangs.
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/support/cli_process.h"

namespace {

using Run = pm::test::CliRun;

// Runs the CLI with its memory capped at `memoryKiB`: its address space by
// ulimit -v, or in a sanitized build, where AddressSanitizer reserves
// terabytes of address space for its shadow, its resident size through
// AddressSanitizer's own hard_rss_limit_mb (plus room for the sanitizer's
// shadow and a small quarantine).
Run runCapped(const QStringList& args, int memoryKiB)
{
    QStringList quoted;
    for (const QString& arg : args)
        quoted << u'\'' + arg + u'\'';
    QProcess process;
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
    return pm::test::finishCli(process, 300000);
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

    void emptyLargeGridsFinish()
    {
        // A 64x64 grid without clues: two solutions found and reported.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("empty64.txt"));
        writeFile(path, QByteArray(4096, '.') + '\n', 1);
        const Run run = runCapped({QStringLiteral("solve"), path}, kCap);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(QStringLiteral("multiple ")), qPrintable(run.out.left(100)));
    }
};

QTEST_GUILESS_MAIN(TestCliHostileInput)
#include "tst_cli_hostile_input.moc"
