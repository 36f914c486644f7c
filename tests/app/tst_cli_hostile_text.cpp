// SPDX-License-Identifier: GPL-3.0-or-later
// pencilmark-cli fed text that is not what it claims: bytes that are not
// UTF-8 (overlong forms, surrogates, stray bytes) in every format and
// option, files whose puzzles hide among headers and junk, arguments that
// name missing files, numbers out of range. Each is an error that says
// where (line and column in characters) and quotes what it found escaped;
// --json stays valid UTF-8 JSON; no puzzle line is lost.
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/support/cli_process.h"

namespace {

using Run = pm::test::CliRun;

Run runCli(const QStringList& args, const QByteArray& input = {})
{
    QProcess process;
    process.start(QStringLiteral(PENCILMARK_CLI_PATH), args);
    process.write(input);
    return pm::test::finishCli(process, 120000);
}

// Arguments holding bytes that are not UTF-8 (QProcess passes arguments as
// UTF-8 text, so such bytes go through the shell's printf: `shellArgs` is
// ASCII, with printf escapes such as \\377).
Run runCliRawArgs(const QByteArray& shellArgs, const QByteArray& input = {})
{
    QProcess process;
    process.start(QStringLiteral("/bin/sh"),
                  {QStringLiteral("-c"), QStringLiteral("exec '%1' ").arg(QStringLiteral(PENCILMARK_CLI_PATH))
                                             + QString::fromLatin1(shellArgs)});
    process.write(input);
    return pm::test::finishCli(process, 120000);
}

// Whether every line of the output is a JSON object, and the whole output
// valid UTF-8.
bool isJsonLines(const QByteArray& out)
{
    if (QString::fromUtf8(out).toUtf8() != out)
        return false;
    for (const QByteArray& line : out.split('\n')) {
        if (line.isEmpty())
            continue;
        QJsonParseError error;
        if (!QJsonDocument::fromJson(line, &error).isObject())
            return false;
    }
    return true;
}

const QByteArray kUnique = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const QByteArray kSolution = "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

QByteArray runRawOutput(const QStringList& args, const QByteArray& input)
{
    QProcess process;
    process.start(QStringLiteral(PENCILMARK_CLI_PATH), args);
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(120000))
        qFatal("pencilmark-cli did not finish");
    return process.readAllStandardOutput();
}

} // namespace

class TestCliHostileText : public QObject {
    Q_OBJECT
private slots:
    void invalidUtf8IsAnErrorAtItsPlace_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("shown");
        const QByteArray head = kUnique.left(80);
        // Overlong forms of '.' and '4' read as a blank and a digit before.
        QTest::newRow("overlong dot") << head + "\xC0\xAE" << 81 << QStringLiteral("\\xC0\\xAE is an overlong form");
        QTest::newRow("overlong four, three bytes")
            << "\xE0\x80\xB4" + kUnique.mid(1) << 1 << QStringLiteral("\\xE0\\x80\\xB4 is an overlong form");
        QTest::newRow("surrogate") << head + "\xED\xA0\x80" << 81 << QStringLiteral("surrogate");
        QTest::newRow("stray byte") << head + "\xFF" << 81 << QStringLiteral("\\xFF");
        QTest::newRow("lone continuation") << "\x80" + kUnique.mid(1) << 1 << QStringLiteral("\\x80");
        QTest::newRow("cut short") << head + "\xE2\x82" << 81 << QStringLiteral("cut short");
        QTest::newRow("past U+10FFFF") << head + "\xF4\x90\x80\x80" << 81 << QStringLiteral("past U+10FFFF");
        // Columns count characters: two 'é' (two bytes each) before it.
        QTest::newRow("after wide characters") << QByteArray("\xC3\xA9\xC3\xA9 \xC0\xAE") << 4
                                               << QStringLiteral("\\xC0\\xAE");
        // In text after the puzzle, which is otherwise ignored.
        QTest::newRow("after the puzzle") << kUnique + " rated \xFF" << 89 << QStringLiteral("\\xFF");
        QTest::newRow("killer line") << "killer " + QByteArray(81, '.') + " " + QByteArray(80, 'a') + "\xC0\xE1 5"
                                     << 90 + 80 << QStringLiteral("\\xC0");
        QTest::newRow("solo id") << QByteArray("3x3:\xC0\xB1_a") << 5 << QStringLiteral("\\xC0\\xB1");
    }
    void invalidUtf8IsAnErrorAtItsPlace()
    {
        QFETCH(QByteArray, line);
        QFETCH(int, column);
        QFETCH(QString, shown);
        const Run run = runCli({QStringLiteral("solve")}, line + "\n" + kUnique + "\n");
        QCOMPARE(run.exitCode, 1);
        const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines[0].startsWith(QStringLiteral("invalid: 1:%1: not valid UTF-8: ").arg(column)),
                 qPrintable(lines[0]));
        QVERIFY2(lines[0].contains(shown), qPrintable(lines[0]));
        QCOMPARE(lines[1].toLatin1(), kSolution); // the next puzzle is still solved
    }

    void jsonIsValidWhateverTheBytes_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("plain line") << kUnique.left(80) + "\xED\xA0\x80\n";
        QTest::newRow("library line") << ":0100:1:" + kUnique + ":1\xFF" "1:\n";
        QTest::newRow("killer sums") << "killer " + QByteArray(81, '.') + " aa" + QByteArray(79, '.') + " 5\xFF\n";
        QTest::newRow("solo id") << QByteArray("3x3k:\xFF\xFE\n");
        QTest::newRow("comment title") << "# \xFF title\n" + kUnique + "\n";
        QTest::newRow("control characters") << QByteArray("\x1B[31m\x07\x01\n");
    }
    void jsonIsValidWhateverTheBytes()
    {
        QFETCH(QByteArray, input);
        const QByteArray out = runRawOutput({QStringLiteral("explain"), QStringLiteral("--json")}, input);
        QVERIFY(!out.isEmpty());
        QVERIFY2(isJsonLines(out), out.constData());
        // Text output shows control characters and bad bytes escaped too:
        // nothing reaches a terminal raw.
        const QByteArray text = runRawOutput({QStringLiteral("solve")}, input);
        QVERIFY2(!text.contains('\x1B') && !text.contains('\x07') && QString::fromUtf8(text).toUtf8() == text,
                 text.constData());
    }

    void optionsCountCharacters()
    {
        // --alphabet: a byte that is not UTF-8 is named by its place.
        Run run = runCliRawArgs("solve --alphabet \"$(printf '12345678\\377')\"", kUnique + "\n");
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("symbol 9 is not valid UTF-8: \\xFF")), qPrintable(run.err));
        run = runCliRawArgs("solve --alphabet \"$(printf '12345678\\300\\271')\"", kUnique + "\n");
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("overlong")), qPrintable(run.err));
        // A region map of accented labels: 81 characters (162 bytes), the boxes.
        QString map;
        const QString labels = QStringLiteral("àéîõüçñßø");
        for (int cell = 0; cell < 81; ++cell)
            map += labels[(cell / 27) * 3 + (cell % 9) / 3];
        run = runCli({QStringLiteral("solve"), QStringLiteral("--regions"), map}, kUnique + "\n");
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.trimmed().toLatin1(), kSolution);
        run = runCliRawArgs("solve --regions \"$(printf 'aaaa\\377')\"", kUnique + "\n");
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("character 5 of the map is not valid UTF-8")), qPrintable(run.err));
        // A killer map with a label that is no ASCII letter: its column, in characters.
        const QByteArray killer = "killer " + QByteArray(81, '.') + " \xC3\xA9" + QByteArray(80, 'a') + " 405\n";
        run = runCli({QStringLiteral("solve")}, killer);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.startsWith(QStringLiteral("invalid: 1:90: unexpected '\u00e9' in the cage map")),
                 qPrintable(run.out));
    }

    void headersAndJunkLoseNoPuzzle_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QList<int>>("junkLines");
        QTest::addColumn<int>("puzzles");
        const QByteArray two = kUnique + "\n" + kUnique + "\n";
        // A title and an author: the whole file was read as one grid and
        // every puzzle lost, with one misleading error.
        QTest::newRow("title and author") << "Hard puzzles from the forum\nby Someone\n" + two + kUnique + "\n"
                                          << QList<int>{1, 2} << 3;
        QTest::newRow("junk between puzzles") << two + "page two\n" + two << QList<int>{3} << 4;
        QTest::newRow("junk at the end") << two + "the end\n" << QList<int>{3} << 2;
        QTest::newRow("a header, then a grid") << QByteArray("My grid\n4.. ... 8.5\n.3. ... ...\n... 7.. ...\n"
                                                             ".2. ... .6.\n... .8. 4..\n... .1. ...\n"
                                                             "... 6.3 .7.\n5.. 2.. ...\n1.4 ... ...\n")
                                               << QList<int>{1} << 1;
        // More header lines than any grid has lines.
        QByteArray longHeader;
        QList<int> junk;
        for (int line = 1; line <= 300; ++line) {
            longHeader += "header line " + QByteArray::number(line) + "\n";
            junk << line;
        }
        QTest::newRow("300 header lines") << longHeader + two << junk << 2;
    }
    void headersAndJunkLoseNoPuzzle()
    {
        QFETCH(QByteArray, input);
        QFETCH(QList<int>, junkLines);
        QFETCH(int, puzzles);
        for (const QString& command : {QStringLiteral("solve"), QStringLiteral("rate"), QStringLiteral("count")}) {
            const Run run = runCli({command}, input);
            QCOMPARE(run.exitCode, 1);
            const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
            QCOMPARE(lines.size(), junkLines.size() + puzzles);
            int junk = 0, solved = 0;
            for (const QString& line : lines) {
                if (line.startsWith(QStringLiteral("invalid: "))) {
                    // Reported by its own line, in order.
                    QVERIFY2(junk < junkLines.size()
                                 && line.startsWith(QStringLiteral("invalid: %1:").arg(junkLines[junk])),
                             qPrintable(line));
                    ++junk;
                } else {
                    ++solved;
                }
            }
            QCOMPARE(junk, junkLines.size());
            QCOMPARE(solved, puzzles);
            if (command == QStringLiteral("solve"))
                for (const QString& line : lines)
                    QVERIFY(line.startsWith(QStringLiteral("invalid: ")) || line.toLatin1() == kSolution);
        }
    }

    void missingFilesAreSaidSo()
    {
        for (const QString& path : {QStringLiteral("/no/such/file.txt"), QStringLiteral("missing.txt")}) {
            const Run explain = runCli({QStringLiteral("explain"), path});
            QCOMPARE(explain.exitCode, 2);
            QVERIFY(explain.out.isEmpty());
            QCOMPARE(explain.err, QStringLiteral("pencilmark-cli: cannot open '%1'\n").arg(path));
        }
        // A puzzle given as the argument is still a puzzle.
        const Run puzzle = runCli({QStringLiteral("explain"), QStringLiteral("--first"), QString::fromLatin1(kUnique)});
        QCOMPARE(puzzle.exitCode, 0);
        QVERIFY(puzzle.out.endsWith(QStringLiteral("result: found (1 steps)\n")));
        Run run = runCli({QStringLiteral("solve"), QStringLiteral("--regions"), QStringLiteral("/no/such/map.txt")},
                         kUnique + "\n");
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("--regions: cannot open '/no/such/map.txt'")), qPrintable(run.err));
        run = runCli({QStringLiteral("solve"), QStringLiteral("--regions"), QString()}, kUnique + "\n");
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("--regions needs a region map")), qPrintable(run.err));
    }

    void explainSaysUnsolvable()
    {
        // Well formed (no clash among the givens), and no solution: r1c9
        // sees 1-8 in its row and 9 in its column.
        const QByteArray puzzle = "12345678.........9" + QByteArray(63, '.') + "\n";
        Run run = runCli({QStringLiteral("explain"), QStringLiteral("--json")}, puzzle + kUnique + "\n");
        QCOMPARE(run.exitCode, 1);
        const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.front(),
                 QStringLiteral("{\"result\": \"unsolvable\", \"steps\": 0, \"reason\": \"r1c9 has no candidate left\"}"));
        QVERIFY(lines.back().startsWith(QStringLiteral("{\"result\": \"solved\"")));
        run = runCli({QStringLiteral("explain")}, puzzle);
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out, QStringLiteral("result: unsolvable (0 steps): r1c9 has no candidate left\n"));
        // No contradiction in sight (r1c9 and r2c9 can each hold only 9,
        // and neither is placed yet): the exact search says so.
        run = runCli({QStringLiteral("explain")}, "12345678.45678123." + QByteArray(63, '.') + "\n");
        QVERIFY2(run.out.startsWith(QStringLiteral("result: unsolvable (0 steps): ")), qPrintable(run.out));
    }

    void numbersAreQuotedAsWritten_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("size") << QStringList{QStringLiteral("solve"), QStringLiteral("--size"), QStringLiteral("100")}
                              << QStringLiteral("--size expects a number from 4 to 64, got '100'");
        QTest::newRow("huge size") << QStringList{QStringLiteral("count"), QStringLiteral("--size"),
                                                  QStringLiteral("99999999999999999999999")}
                                   << QStringLiteral("got '99999999999999999999999'");
        QTest::newRow("box") << QStringList{QStringLiteral("solve"), QStringLiteral("--box"), QStringLiteral("3x99999999999")}
                             << QStringLiteral("--box 3x99999999999: a box side is 1 to 64");
        QTest::newRow("limit") << QStringList{QStringLiteral("count"), QStringLiteral("--limit"),
                                              QStringLiteral("999999999999999999999")}
                               << QStringLiteral("got '999999999999999999999'");
        QTest::newRow("generate size") << QStringList{QStringLiteral("generate"), QStringLiteral("--size"),
                                                      QStringLiteral("65")}
                                       << QStringLiteral("--size expects a size from 4 to 64");
        QTest::newRow("max clues") << QStringList{QStringLiteral("generate"), QStringLiteral("--max-clues"),
                                                  QStringLiteral("99999999999")}
                                   << QStringLiteral("from 1 to 4096, got '99999999999'");
    }
    void numbersAreQuotedAsWritten()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run run = runCli(args, kUnique + "\n");
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
    }

    void numbersInPuzzlesAreQuotedAsWritten()
    {
        // A Solo sum or size too large is quoted whole, not cut where the
        // reader stopped adding digits.
        Run run = runCli({QStringLiteral("solve")}, "3x3:1234567zzz\n");
        QVERIFY2(run.out.contains(QStringLiteral("1234567 is outside 1..9")), qPrintable(run.out));
        run = runCli({QStringLiteral("solve")}, "3333333x3:zzzb5\n");
        QVERIFY2(run.out.contains(QStringLiteral("\"3333333x3\"")), qPrintable(run.out));
    }

    void candidateGroupsBeyondTheGrid()
    {
        // 82 groups for a 9x9 grid: read as cells they made a 12x12 puzzle
        // of the first 16, and a clash with r1c10, a cell no 9x9 grid has.
        QByteArray line;
        for (int i = 0; i < 80; ++i)
            line += "123456789 ";
        line += "1 1\n";
        const Run run = runCli({QStringLiteral("solve")}, line);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.startsWith(QStringLiteral("invalid: 1:803: found 82 candidate groups")), qPrintable(run.out));
        QVERIFY2(run.out.contains(QStringLiteral("group 82 ('1') would come after r9c9")), qPrintable(run.out));
        QVERIFY(!run.out.contains(QStringLiteral("r1c10")));
    }
};

QTEST_GUILESS_MAIN(TestCliHostileText)
#include "tst_cli_hostile_text.moc"
