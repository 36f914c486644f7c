// SPDX-License-Identifier: GPL-3.0-or-later
// pencilmark-cli as a user runs it: documented output lines and exit codes.
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
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

const QByteArray kUnique = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const QString kUniqueSolution =
    QStringLiteral("417369825632158947958724316825437169791586432346912758289643571573291684164875293");
const QByteArray kMultiple = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1........";

} // namespace

class TestCli : public QObject {
    Q_OBJECT

    // generate refuses the options with a usage error that says why, and prints nothing.
    static void expectGenerateUsageError(const QStringList& args, const QString& says)
    {
        const Run run = runCli(QStringList{QStringLiteral("generate")} + args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(says), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }
private slots:
    void solveOneLinePerPuzzle()
    {
        const QByteArray input = "# a comment line\n" + kUnique + "\n" + kMultiple + "\n"
            + "11..............................................................................." + "\n";
        const Run run = runCli({QStringLiteral("solve")}, input);
        QCOMPARE(run.exitCode, 1); // the clash is invalid input
        const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[0], kUniqueSolution);
        QVERIFY(lines[1].startsWith(QStringLiteral("multiple ")));
        QCOMPARE(lines[1].size(), 9 + 81);
        QVERIFY2(lines[2].startsWith(QStringLiteral("invalid: 4:")), qPrintable(lines[2]));
        QVERIFY(lines[2].contains(QStringLiteral("r1c1")) && lines[2].contains(QStringLiteral("r1c2")));
    }

    // Variant constraints (issue 37): solve and count take them; explain
    // reasons with them and rate grades them (issue 38).
    void variantConstraintsSolvedAndRated()
    {
        // A thermometer along row 1 of a 4x4 forces 1 2 3 4 there: 12 grids.
        const QByteArray thermo = R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],)"
                                  R"("thermometer":[{"lines":[["R1C1","R1C2","R1C3","R1C4"]]}]})"
                                  "\n";
        Run run = runCli({QStringLiteral("count")}, thermo);
        QCOMPARE(run.out, QStringLiteral("12\n"));
        run = runCli({QStringLiteral("solve")}, thermo);
        QVERIFY2(run.out.startsWith(QStringLiteral("multiple 1234")), qPrintable(run.out));
        // rate grades with the thermometer (issue 38): 12 grids are many,
        // and the puzzle is printed as an f-puzzles link, which keeps it.
        run = runCli({QStringLiteral("rate"), QStringLiteral("-")}, thermo);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.startsWith(QStringLiteral("https://f-puzzles.com/?load=")), qPrintable(run.out));
        QVERIFY2(run.out.endsWith(QStringLiteral("\tmultiple\n")), qPrintable(run.out));
        const QString link = run.out.section(QLatin1Char('\t'), 0, 0);
        QCOMPARE(runCli({QStringLiteral("count")}, link.toUtf8() + "\n").out, QStringLiteral("12\n"));
        // Three givens make it unique, and easy: the thermometer's own step
        // and singles.
        const QByteArray unique = R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{"value":2}],)"
                                  R"([{"value":2},{},{},{}],[{},{"value":3},{},{}]],)"
                                  R"("thermometer":[{"lines":[["R1C1","R1C2","R1C3","R1C4"]]}]})"
                                  "\n";
        run = runCli({QStringLiteral("rate"), QStringLiteral("--coarse"), QStringLiteral("-")}, unique);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.section(QLatin1Char('\t'), 1).startsWith(QStringLiteral("easy\t")), qPrintable(run.out));
        QVERIFY2(run.out.endsWith(QStringLiteral("\tpropagation\n")), qPrintable(run.out));
        // Issue 38: explain reasons with the thermometer: its first step
        // is the thermometer's, and the puzzle's 12 grids leave it multiple.
        run = runCli({QStringLiteral("explain"), QStringLiteral("-")}, thermo);
        QVERIFY2(run.out.startsWith(QStringLiteral("1. Thermometer: ")), qPrintable(run.out));
        QVERIFY2(run.out.contains(QStringLiteral("result: multiple")), qPrintable(run.out));
    }

    // Help for setters (issue 38 item 5): the true candidates and the
    // clues a unique puzzle could do without.
    void candidatesShowWhereAPuzzleIsOpen()
    {
        Run run = runCli({QStringLiteral("candidates")}, kUnique + "\n" + kMultiple + "\n");
        QCOMPARE(run.exitCode, 0);
        const QStringList blocks = run.out.split(QStringLiteral("\n\n"), Qt::SkipEmptyParts);
        QCOMPARE(blocks.size(), 2);
        QVERIFY2(blocks[0].startsWith(QStringLiteral("# 0 cells open\n")), qPrintable(blocks[0]));
        QVERIFY2(blocks[0].contains(QStringLiteral("| 4  1  7 | 3  6  9 | 8  2  5 |")), qPrintable(blocks[0]));
        QVERIFY2(blocks[1].startsWith(QStringLiteral("# 63 cells open\n")), qPrintable(blocks[1]));
        // The block reads back as a pencil-mark puzzle: r1c2 may hold 1, 6 or 7.
        QVERIFY2(blocks[1].contains(QStringLiteral("| 4      167    1267   |")), qPrintable(blocks[1]));
        run = runCli({QStringLiteral("candidates")},
                     "11...............................................................................\n");
        QVERIFY2(run.out.startsWith(QStringLiteral("invalid: 1:")), qPrintable(run.out));
        run = runCli({QStringLiteral("candidates")},
                     "12345678.............................................9...........................\n");
        QCOMPARE(run.out, QStringLiteral("unsolvable\n"));
    }

    void cluesNameWhatAPuzzleCouldDoWithout()
    {
        // kUnique is minimal; with r1c2's 1 from the solution added, that
        // given (and only that one) is not needed.
        QByteArray extra = kUnique;
        extra[1] = '1';
        const QByteArray thermo = R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],)"
                                  R"("thermometer":[{"lines":[["R1C1","R1C2","R1C3","R1C4"]]}]})";
        const Run run = runCli({QStringLiteral("clues")}, kUnique + "\n" + extra + "\n" + kMultiple + "\n" + thermo + "\n");
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QStringLiteral("all needed\nunnecessary: r1c2\nmultiple\nmultiple\n"));
    }

    void whyTellsTheStoryOfAWrongDigit()
    {
        Run run = runCli({QStringLiteral("why"), QStringLiteral("--candidate"), QStringLiteral("r1c2=7")}, kUnique + "\n");
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QStringLiteral("refuted\nWhat-If: if r1c2 were 7, then r8c3 = 3, r8c6 = 1, r8c5 = 7, and 7 has "
                                         "no place left in row 9; so r1c2 is not 7.\n\n"));
        run = runCli({QStringLiteral("why"), QStringLiteral("--candidate"), QStringLiteral("r1c2=1")}, kUnique + "\n");
        QCOMPARE(run.out, QStringLiteral("possible\n1 can go in r1c2: a solution of the puzzle has it there.\n")
                              + kUniqueSolution + QStringLiteral("\n\n"));
        run = runCli({QStringLiteral("why"), QStringLiteral("--candidate"), QStringLiteral("r1c2=4")}, kUnique + "\n");
        QCOMPARE(run.out, QStringLiteral("refuted\nSuppose r1c2 were 4.\nThen r1c2 and r1c1 both hold 4, so r1c2 cannot be 4.\n\n"));
        run = runCli({QStringLiteral("why"), QStringLiteral("--candidate"), QStringLiteral("r1c1=4")}, kUnique + "\n");
        QCOMPARE(run.out, QStringLiteral("holds\nr1c1 already holds 4.\n\n"));
        run = runCli({QStringLiteral("why"), QStringLiteral("--candidate"), QStringLiteral("r10c1=4")}, kUnique + "\n");
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.startsWith(QStringLiteral("invalid: --candidate r10c1=4 is outside this 9x9 grid")), qPrintable(run.out));
        run = runCli({QStringLiteral("why"), QStringLiteral("--candidate"), QStringLiteral("x")}, kUnique + "\n");
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("--candidate expects rRcC=D")), qPrintable(run.err));
        run = runCli({QStringLiteral("why")}, kUnique + "\n");
        QCOMPARE(run.exitCode, 2);
    }

    void solveUnsolvableAndFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("12345678.............................................9...........................\n");
        file.write(kUnique + "\n");
        file.close();
        const Run run = runCli({QStringLiteral("solve"), path});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QStringLiteral("unsolvable\n") + kUniqueSolution + u'\n');
    }

    // A game holds a puzzle and a position: solve, count and rate take the
    // puzzle (its givens), and a player's move that contradicts the solution
    // is named on standard error (issue 36, class 13; issue 39: rate gave a
    // HoDoKu game 1.7, its placed digits taken for givens, not the puzzle's 2.6).
    void gamesArePuzzlesAndAWrongMoveIsNamed()
    {
        // "+d" marks givens; the 9 at r1c3 is the player's, and wrong.
        QByteArray game;
        for (char c : kUnique)
            game += c == '.' ? QByteArray(".") : QByteArray("+") + c;
        game[3] = '9';
        const Run solved = runCli({QStringLiteral("solve")}, game + "\n");
        QCOMPARE(solved.exitCode, 0);
        QCOMPARE(solved.out, kUniqueSolution + u'\n');
        QVERIFY2(solved.err.contains(QStringLiteral("line 1: the player's progress disagrees with the puzzle's "
                                                    "solution: r1c3 holds 9 where the solution has 7")),
                 qPrintable(solved.err));
        const Run counted = runCli({QStringLiteral("count")}, game + "\n");
        QCOMPARE(counted.out, QStringLiteral("1\n"));

        const Run rated = runCli({QStringLiteral("rate"), QStringLiteral(PENCILMARK_SOURCE_DIR "/tests/data/formats/hodoku_game.hsol")});
        QCOMPARE(rated.exitCode, 0);
        QVERIFY2(rated.out.startsWith(QString::fromLatin1(kUnique) + QStringLiteral("\tmedium\t2.6\t")), qPrintable(rated.out));
        QVERIFY2(rated.err.isEmpty(), qPrintable(rated.err)); // its moves are right
    }

    void solveMultiLineGrid()
    {
        const QByteArray grid = "4.. ... 8.5\n.3. ... ...\n... 7.. ...\n"
                                ".2. ... .6.\n... .8. 4..\n... .1. ...\n"
                                "... 6.3 .7.\n5.. 2.. ...\n1.4 ... ...\n";
        const Run run = runCli({QStringLiteral("solve"), QStringLiteral("-")}, grid);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.trimmed(), kUniqueSolution);
    }

    void solveOtherSizesAndVariants()
    {
        // 4x4 with 2x2 boxes, inferred from 16 cells.
        Run run = runCli({QStringLiteral("solve")}, "1.2.2..3..4...31\n");
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.trimmed(), QStringLiteral("1324241331424231"));
        // An empty X-Sudoku has many solutions; the one shown has a Latin diagonal.
        run = runCli({QStringLiteral("solve"), QStringLiteral("--variant"), QStringLiteral("x")},
                     QByteArray(81, '.') + "\n");
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith(QStringLiteral("multiple ")));
        const QString solution = run.out.trimmed().mid(9);
        QSet<QChar> diagonal;
        for (int i = 0; i < 9; ++i)
            diagonal.insert(solution[i * 9 + i]);
        QCOMPARE(diagonal.size(), 9);
        // A jigsaw map where regions are the rows: the columns then force a Latin square.
        run = runCli({QStringLiteral("count"), QStringLiteral("--limit"), QStringLiteral("1000"),
                      QStringLiteral("--regions"), QStringLiteral("aaaabbbbccccdddd")},
                     "................\n");
        QCOMPARE(run.out.trimmed(), QStringLiteral("576")); // 4x4 Latin squares
    }

    // A map that is no square names the puzzle's size, not a size guessed
    // from the map; labels are named as written.
    void regionMapErrorsNameWhatWasWritten()
    {
        const QByteArray empty = QByteArray(81, '.') + "\n";
        Run run = runCli({QStringLiteral("solve"), QStringLiteral("--regions"), QStringLiteral("123")}, empty);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains(QStringLiteral("region map has 3 entries, expected 81")), qPrintable(run.out));
        run = runCli({QStringLiteral("solve"), QStringLiteral("--regions"), QString(82, u'1')}, empty);
        QVERIFY2(run.out.contains(QStringLiteral("region map has 82 entries, expected 81")), qPrintable(run.out));
        // A 4x4 puzzle against the same map: its own size.
        run = runCli({QStringLiteral("solve"), QStringLiteral("--regions"), QStringLiteral("123")},
                     QByteArray(16, '.') + "\n");
        QVERIFY2(run.out.contains(QStringLiteral("region map has 3 entries, expected 16")), qPrintable(run.out));

        const QString rows = QStringLiteral("111222333111222333111222333444555666444555666444555666"
                                            "777888999777888999777888999");
        run = runCli({QStringLiteral("count"), QStringLiteral("--regions"), rows.left(80) + u'x'}, empty);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("'x' at r9c9 makes 10 different labels")), qPrintable(run.err));
        run = runCli({QStringLiteral("count"), QStringLiteral("--regions"), rows.left(79) + QStringLiteral("88")},
                     empty);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("region '8' (first at r7c4) has 11 cells, expected 9")),
                 qPrintable(run.err));
    }

    void countWithLimit()
    {
        Run run = runCli({QStringLiteral("count"), QStringLiteral("--limit"), QStringLiteral("5")},
                         kUnique + "\n" + QByteArray(81, '.') + "\n");
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QStringLiteral("1\n5+\n"));
        run = runCli({QStringLiteral("count")}, "1...\n");
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.startsWith(QStringLiteral("invalid: 1:")));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no command") << QStringList{};
        QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")};
        QTest::newRow("unknown option") << QStringList{QStringLiteral("solve"), QStringLiteral("--frob")};
        QTest::newRow("bad box") << QStringList{QStringLiteral("solve"), QStringLiteral("--box"), QStringLiteral("3by3")};
        QTest::newRow("bad variant") << QStringList{QStringLiteral("solve"), QStringLiteral("--variant"), QStringLiteral("zz")};
        QTest::newRow("size too big") << QStringList{QStringLiteral("solve"), QStringLiteral("--size"), QStringLiteral("100")};
        QTest::newRow("bad limit") << QStringList{QStringLiteral("count"), QStringLiteral("--limit"), QStringLiteral("x")};
        QTest::newRow("missing file") << QStringList{QStringLiteral("solve"), QStringLiteral("/nonexistent/p.txt")};
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        const Run run = runCli(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(!run.err.isEmpty());
        QVERIFY(run.out.isEmpty());
    }

    void sizeLimitNamedInMessage()
    {
        const Run run = runCli({QStringLiteral("solve"), QStringLiteral("--size"), QStringLiteral("100")});
        QVERIFY(run.err.contains(QStringLiteral("64")));
        // Box sides whose product overflows an int (found by fuzz_cli_arguments).
        const Run box = runCli({QStringLiteral("solve"), QStringLiteral("--box"), QStringLiteral("74041x44191")});
        QCOMPARE(box.exitCode, 2);
        QVERIFY2(box.err.contains(QStringLiteral("a box side is 1 to 64")), qPrintable(box.err));
    }

    void helpEverywhere_data()
    {
        QTest::addColumn<QString>("command");
        QTest::newRow("solve") << QStringLiteral("solve");
        QTest::newRow("count") << QStringLiteral("count");
        QTest::newRow("bench") << QStringLiteral("bench");
        QTest::newRow("explain") << QStringLiteral("explain");
        QTest::newRow("rate") << QStringLiteral("rate");
        QTest::newRow("generate") << QStringLiteral("generate");
        for (const char* benchmark : {"solve", "explain", "grid", "generate", "rate", "steps"})
            QTest::newRow(benchmark) << QStringLiteral("bench ") + QLatin1String(benchmark);
    }
    void helpEverywhere()
    {
        QFETCH(QString, command);
        QStringList args = command.split(u' ');
        const Run run = runCli(args << QStringLiteral("--help"));
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(QStringLiteral("Usage: pencilmark-cli ") + command), qPrintable(run.out));
        // The help is made from the command's option table: each option it
        // takes is listed under "Options:", and an unknown one is refused
        // naming the command's own help.
        if (command != QStringLiteral("bench")) {
            QVERIFY2(run.out.contains(QStringLiteral("\nOptions:\n  --")), qPrintable(run.out));
            args.removeLast();
            const Run unknown = runCli(args << QStringLiteral("--no-such-option"));
            QCOMPARE(unknown.exitCode, 2);
            QCOMPARE(unknown.err, QStringLiteral("pencilmark-cli: unknown option '--no-such-option' (see %1 --help)\n")
                                      .arg(command));
        }
    }

    void everyOptionOfTheHelpIsTaken_data()
    {
        // Each option a help lists is one the parser takes (with a value
        // where the help names one): the two come from one table.
        QTest::addColumn<QStringList>("command");
        for (const char* name : {"solve", "count", "explain", "rate", "generate"})
            QTest::newRow(name) << QStringList{QLatin1String(name)};
        for (const char* benchmark : {"solve", "explain", "grid", "generate", "rate", "steps"})
            QTest::newRow(qPrintable(QStringLiteral("bench ") + QLatin1String(benchmark)))
                << QStringList{QStringLiteral("bench"), QLatin1String(benchmark)};
    }
    void everyOptionOfTheHelpIsTaken()
    {
        QFETCH(QStringList, command);
        const Run help = runCli(command + QStringList{QStringLiteral("--help")});
        static const QRegularExpression optionLine(QStringLiteral("^  (--[a-z][a-z0-9-]*)( [A-Z][A-Za-z]*)?  "),
                                                   QRegularExpression::MultilineOption);
        int options = 0;
        for (auto match = optionLine.globalMatch(help.out); match.hasNext();) {
            const auto line = match.next();
            ++options;
            // A value-taking option without its value is refused as such; a
            // flag is taken (the --help after it then answers).
            if (!line.captured(2).isEmpty()) {
                const Run bare = runCli(command + QStringList{line.captured(1)}, "");
                QCOMPARE(bare.exitCode, 2);
                QCOMPARE(bare.err, QStringLiteral("pencilmark-cli: %1 needs a value\n").arg(line.captured(1)));
            } else {
                const Run flag = runCli(command + QStringList{line.captured(1), QStringLiteral("--help")}, "");
                QVERIFY2(flag.exitCode == 0 && flag.out == help.out, qPrintable(line.captured(1) + flag.err));
            }
        }
        QVERIFY(options >= 2);
    }

    void explainText()
    {
        const Run run = runCli({QStringLiteral("explain"), QString::fromLatin1(kUnique)});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
        QVERIFY(lines.size() > 20);
        QVERIFY2(lines[0].startsWith(QStringLiteral("1. ")), qPrintable(lines[0]));
        QVERIFY(lines[1].startsWith(QStringLiteral("2. ")));
        QCOMPARE(lines.back(), QStringLiteral("result: solved (%1 steps)").arg(lines.size() - 1));
    }

    void explainJsonAndManyPuzzles()
    {
        // Two puzzles in a file: each one's steps, then its own result line;
        // the second has no solution, which is said (and makes the exit
        // status 1, as an invalid puzzle does).
        const QByteArray input = kUnique + "\n" + "12345678.............................................9...........................\n";
        const Run run = runCli({QStringLiteral("explain"), QStringLiteral("--json"), QStringLiteral("-")}, input);
        QCOMPARE(run.exitCode, 1);
        const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
        int results = 0;
        int steps = 0;
        QStringList outcomes;
        for (const QString& line : lines) {
            QJsonParseError error;
            const QJsonObject object = QJsonDocument::fromJson(line.toUtf8(), &error).object();
            QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(line));
            if (object.contains(QStringLiteral("result"))) {
                QCOMPARE(object.value(QStringLiteral("steps")).toInt(), steps);
                outcomes << object.value(QStringLiteral("result")).toString();
                steps = 0;
                ++results;
                continue;
            }
            ++steps;
            QVERIFY(!object.value(QStringLiteral("technique")).toString().isEmpty());
            QVERIFY(!object.value(QStringLiteral("text")).toString().isEmpty());
            const QJsonArray placements = object.value(QStringLiteral("placements")).toArray();
            const QJsonArray eliminations = object.value(QStringLiteral("eliminations")).toArray();
            QVERIFY(placements.size() + eliminations.size() > 0);
            for (const QJsonArray& list : {placements, eliminations})
                for (const QJsonValue& triple : list) {
                    const QJsonArray t = triple.toArray();
                    QCOMPARE(t.size(), 3);
                    for (int i = 0; i < 3; ++i)
                        QVERIFY(t[i].toInt() >= 1 && t[i].toInt() <= 9);
                }
        }
        QCOMPARE(results, 2);
        QCOMPARE(outcomes, (QStringList{QStringLiteral("solved"), QStringLiteral("unsolvable")}));
    }

    void explainFirstAndOnlyFromPencilMarks()
    {
        // An X-Wing state from HoDoKu's regression library, as 81 candidate groups.
        const QString grid = QStringLiteral(
            "9 348 2348 23478 378 347 5 6 1 28 458 6 2458 1 45 7 9 3 7 1 35 35 9 6 2 4 8 6 358 358 358 2 1 4 7 9 "
            "1238 34789 23489 36789 3678 379 138 238 5 1238 35789 23589 35789 4 3579 138 238 6 4 2 39 39 5 8 6 1 7 "
            "5 3689 7 1 36 2 389 38 4 38 3689 1 34679 367 3479 389 5 2");
        Run run = runCli({QStringLiteral("explain"), QStringLiteral("--first"), grid});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(QStringLiteral("1. ")), qPrintable(run.out));
        // The rest of the path is not looked at: "found", not "stuck".
        QVERIFY2(run.out.endsWith(QStringLiteral("result: found (1 steps)\n")), qPrintable(run.out));
        // Every X-Wing of the state, and the one HoDoKu expects among them.
        run = runCli({QStringLiteral("explain"), QStringLiteral("--json"), QStringLiteral("--only"),
                      QStringLiteral("x-wing"), grid});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("\"eliminations\": [[1, 3, 3], [1, 4, 3], [4, 3, 3], [4, 4, 3], "
                                                 "[5, 3, 3], [5, 4, 3], [6, 3, 3], [6, 4, 3], [9, 4, 3]]")),
                 qPrintable(run.out));
        for (const QString& line : run.out.split(u'\n', Qt::SkipEmptyParts))
            QVERIFY2(line.contains(QStringLiteral("\"x-wing\"")) || line.startsWith(QStringLiteral("{\"result\"")),
                     qPrintable(line));
    }

    void explainUsage()
    {
        Run run = runCli({QStringLiteral("explain"), QStringLiteral("--only"), QStringLiteral("no-such-technique"),
                          QString::fromLatin1(kUnique)});
        QCOMPARE(run.exitCode, 2);
        run = runCli({QStringLiteral("explain"), QStringLiteral("--max-level"), QStringLiteral("impossible"),
                      QString::fromLatin1(kUnique)});
        QCOMPARE(run.exitCode, 2);
        run = runCli({QStringLiteral("explain"), QStringLiteral("--list-techniques")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QStringLiteral("x-wing\thard\tfish")));
        run = runCli({QStringLiteral("explain"), QStringLiteral("--max-level"), QStringLiteral("easy"),
                      QString::fromLatin1(kUnique)});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QStringLiteral("result: stuck")));
    }

    void benchPrintsFigures()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("b.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        for (int i = 0; i < 5; ++i)
            file.write(kUnique + "\n");
        file.close();
        const Run run = runCli({QStringLiteral("bench"), QStringLiteral("solve"), QStringLiteral("--passes"),
                                QStringLiteral("2"), path});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QStringLiteral("fast9")));
        QVERIFY(run.out.contains(QStringLiteral("generic")));
        QVERIFY(run.out.contains(QStringLiteral("reference")));
        QVERIFY(run.out.contains(QStringLiteral("5 puzzles")));
        QVERIFY(run.out.contains(QStringLiteral("generic slowest: "))); // the largest time, with its puzzle
        // The fast path alone, as tools/compare_peers.sh times it.
        const Run fastOnly = runCli({QStringLiteral("bench"), QStringLiteral("solve"), QStringLiteral("--generic"),
                                     QStringLiteral("0"), QStringLiteral("--reference"), QStringLiteral("0"), path});
        QCOMPARE(fastOnly.exitCode, 0);
        QVERIFY(fastOnly.out.contains(QStringLiteral("fast9")));
        QVERIFY(!fastOnly.out.contains(QStringLiteral("generic")));
        QVERIFY(!fastOnly.out.contains(QStringLiteral("reference")));
        // The generic search on the first two puzzles only.
        const Run firstTwo = runCli({QStringLiteral("bench"), QStringLiteral("solve"), QStringLiteral("--generic"),
                                     QStringLiteral("2"), QStringLiteral("--reference"), QStringLiteral("0"), path});
        QCOMPARE(firstTwo.exitCode, 0);
        QVERIFY(firstTwo.out.contains(QRegularExpression(QStringLiteral("\\ngeneric +2 "))));
    }

    void benchStepsPrintsEachScope()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("steps.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kUnique + "\n" + kMultiple + "\n");
        file.close();
        const Run run = runCli({QStringLiteral("bench"), QStringLiteral("steps"), QStringLiteral("--every"),
                                QStringLiteral("5"), path});
        QCOMPARE(run.exitCode, 0);
        // The puzzle with two solutions is skipped, and said so.
        QVERIFY2(run.out.contains(QStringLiteral("2 puzzles, some without one solution skipped")), qPrintable(run.out));
        const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2 + 5); // file line, header, one row per scope
        for (const QString& scope : {QStringLiteral("easiest few"), QStringLiteral("up to hard"),
                                    QStringLiteral("up to expert"), QStringLiteral("up to master"),
                                    QStringLiteral("up to extreme")})
            QVERIFY2(run.out.contains(scope), qPrintable(scope));
        // No file: a usage error.
        QCOMPARE(runCli({QStringLiteral("bench"), QStringLiteral("steps")}).exitCode, 2);
    }

    void rateFiveColumns()
    {
        const Run run = runCli({QStringLiteral("rate")}, kUnique + "\n" + kMultiple + "\n");
        QCOMPARE(run.exitCode, 1); // one puzzle is not unique
        const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        const QStringList fields = lines[0].split(u'\t');
        QCOMPARE(fields.size(), 5);
        QCOMPARE(fields[0], QString::fromLatin1(kUnique));
        QVERIFY(QStringList({"easy", "medium", "hard", "expert", "master", "extreme"}).contains(fields[1]));
        bool ok = false;
        const double rating = fields[2].toDouble(&ok);
        QVERIFY(ok && rating >= 1.0 && rating <= 12.0);
        QVERIFY(fields[3].toInt(&ok) > 0 && ok);
        QVERIFY(!fields[4].isEmpty());
        QCOMPARE(lines[1], QString::fromLatin1(kMultiple) + QStringLiteral("\tmultiple"));

        const Run coarse = runCli({QStringLiteral("rate"), QStringLiteral("--coarse"), QStringLiteral("--threads"),
                                   QStringLiteral("2")},
                                  kUnique + "\n");
        QCOMPARE(coarse.exitCode, 0);
        const QStringList six = coarse.out.trimmed().split(u'\t');
        QCOMPARE(six.size(), 6);
        QVERIFY(QStringList({"propagation", "one-step", "search"}).contains(six[5]));
        QCOMPARE(six.mid(0, 5), fields);
    }

    void generateIsGradedUniqueAndRepeatable()
    {
        const QStringList args = {QStringLiteral("generate"), QStringLiteral("--count"), QStringLiteral("3"),
                                  QStringLiteral("--level"), QStringLiteral("medium"), QStringLiteral("--seed"),
                                  QStringLiteral("12")};
        const Run run = runCli(args);
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QStringList puzzles;
        for (const QString& line : lines) {
            const QStringList fields = line.split(u'\t');
            QCOMPARE(fields.size(), 3);
            QCOMPARE(fields[0].size(), 81);
            QCOMPARE(fields[1], QStringLiteral("medium"));
            puzzles << fields[0];
        }
        // Unique, and graded the same by rate.
        const Run count = runCli({QStringLiteral("count")}, puzzles.join(u'\n').toUtf8() + "\n");
        QCOMPARE(count.out.split(u'\n', Qt::SkipEmptyParts), QStringList({"1", "1", "1"}));
        const Run rated = runCli({QStringLiteral("rate")}, puzzles.join(u'\n').toUtf8() + "\n");
        for (const QString& line : rated.out.split(u'\n', Qt::SkipEmptyParts))
            QCOMPARE(line.split(u'\t').at(1), QStringLiteral("medium"));
        // Same seed, same puzzles, whatever the threads.
        QCOMPARE(runCli(args + QStringList{QStringLiteral("--threads"), QStringLiteral("2")}).out, run.out);
    }

    void generateJigsawPrintsItsRegions()
    {
        const Run run = runCli({QStringLiteral("generate"), QStringLiteral("--variant"), QStringLiteral("jigsaw"),
                                QStringLiteral("--seed"), QStringLiteral("3")});
        QCOMPARE(run.exitCode, 0);
        const QStringList fields = run.out.trimmed().split(u'\t');
        QCOMPARE(fields.size(), 4);
        QCOMPARE(fields[3].size(), 81);
        // The puzzle is unique on its own region map.
        const Run count = runCli({QStringLiteral("count"), QStringLiteral("--regions"), fields[3]},
                                 fields[0].toUtf8() + "\n");
        QCOMPARE(count.out.trimmed(), QStringLiteral("1"));
    }

    void generateKillerLines()
    {
        const QStringList args = {QStringLiteral("generate"), QStringLiteral("--killer"), QStringLiteral("--count"),
                                  QStringLiteral("3"), QStringLiteral("--level"), QStringLiteral("medium"),
                                  QStringLiteral("--seed"), QStringLiteral("12")};
        const Run run = runCli(args);
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        for (const QString& line : lines) {
            const QStringList fields = line.split(u'\t');
            QCOMPARE(fields.size(), 3);
            const QStringList killer = fields[0].split(u' ');
            QCOMPARE(killer.size(), 4);
            QCOMPARE(killer[0], QStringLiteral("killer"));
            QCOMPARE(killer[1], QString(81, u'.')); // no givens
            QCOMPARE(killer[2].size(), 81);
            QCOMPARE(fields[1], QStringLiteral("medium"));
        }
        // The lines read back (the level and rating after them are ignored):
        // unique, and graded the same by rate.
        QCOMPARE(runCli({QStringLiteral("count")}, run.out.toUtf8()).out.split(u'\n', Qt::SkipEmptyParts),
                 QStringList({"1", "1", "1"}));
        const Run rated = runCli({QStringLiteral("rate")}, run.out.toUtf8());
        QCOMPARE(rated.exitCode, 0);
        const QStringList ratedLines = rated.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(ratedLines.size(), 3);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(ratedLines[i].split(u'\t').mid(1, 2), lines[i].split(u'\t').mid(1, 2));
        // Same seed, same puzzles, whatever the threads.
        QCOMPARE(runCli(args + QStringList{QStringLiteral("--threads"), QStringLiteral("2")}).out, run.out);
    }

    void generateKillerSoloIds()
    {
        const QStringList args = {QStringLiteral("generate"), QStringLiteral("--killer"), QStringLiteral("--count"),
                                  QStringLiteral("2"), QStringLiteral("--seed"), QStringLiteral("5")};
        const Run lines = runCli(args);
        const Run ids = runCli(args + QStringList{QStringLiteral("--solo")});
        QCOMPARE(ids.exitCode, 0);
        const QStringList idLines = ids.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(idLines.size(), 2);
        for (const QString& line : idLines)
            QVERIFY2(line.startsWith(QStringLiteral("3x3k:zzzc,")), qPrintable(line));
        // rate reads the IDs back, names each by its ID, and rates it as
        // generate did. (The puzzles may differ from the killer lines of the
        // same seed: cage maps with a one-cell cage, which Solo refuses, are
        // dropped for --solo.)
        const QStringList rated = runCli({QStringLiteral("rate")}, ids.out.toUtf8()).out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(rated.size(), 2);
        for (int i = 0; i < 2; ++i)
            QCOMPARE(rated[i].split(u'\t').mid(0, 3), idLines[i].split(u'\t'));
        // Killer lines too are named by their whole line, cages and sums.
        const QStringList killerLines = lines.out.split(u'\n', Qt::SkipEmptyParts);
        const QStringList killerRated
            = runCli({QStringLiteral("rate")}, lines.out.toUtf8()).out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(killerRated.size(), 2);
        for (int i = 0; i < 2; ++i)
            QCOMPARE(killerRated[i].split(u'\t').mid(0, 3), killerLines[i].split(u'\t'));
        QCOMPARE(runCli({QStringLiteral("count")}, ids.out.toUtf8()).out.split(u'\n', Qt::SkipEmptyParts),
                 QStringList({"1", "1"}));
        // 6x6 with 2x3 boxes is Solo's 2x3.
        const Run six = runCli({QStringLiteral("generate"), QStringLiteral("--killer"), QStringLiteral("--size"),
                                QStringLiteral("6"), QStringLiteral("--solo")});
        QCOMPARE(six.exitCode, 0);
        QVERIFY2(six.out.startsWith(QStringLiteral("2x3k:")), qPrintable(six.out));
    }

    void generateVariantLinks()
    {
        const QStringList args = {QStringLiteral("generate"), QStringLiteral("--constraints"),
                                  QStringLiteral("thermo,kropki"), QStringLiteral("--count"), QStringLiteral("2"),
                                  QStringLiteral("--level"), QStringLiteral("medium"), QStringLiteral("--seed"),
                                  QStringLiteral("3")};
        const Run run = runCli(args);
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        for (const QString& line : lines) {
            const QStringList fields = line.split(u'\t');
            QCOMPARE(fields.size(), 3);
            QVERIFY2(fields[0].startsWith(QStringLiteral("https://f-puzzles.com/?load=")), qPrintable(fields[0]));
            QCOMPARE(fields[1], QStringLiteral("medium"));
        }
        // The links read back: unique, and graded the same by rate.
        QCOMPARE(runCli({QStringLiteral("count")}, run.out.toUtf8()).out.split(u'\n', Qt::SkipEmptyParts),
                 QStringList({"1", "1"}));
        const QStringList rated = runCli({QStringLiteral("rate")}, run.out.toUtf8()).out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(rated.size(), 2);
        for (int i = 0; i < 2; ++i)
            QCOMPARE(rated[i].split(u'\t').mid(1, 2), lines[i].split(u'\t').mid(1, 2));
        // --constraints killer is --killer.
        const QStringList killer = {QStringLiteral("generate"), QStringLiteral("--count"), QStringLiteral("1"),
                                    QStringLiteral("--seed"), QStringLiteral("4"), QStringLiteral("--size"),
                                    QStringLiteral("6")};
        QCOMPARE(runCli(killer + QStringList{QStringLiteral("--constraints"), QStringLiteral("killer")}).out,
                 runCli(killer + QStringList{QStringLiteral("--killer")}).out);
    }

    void generateVariantUsageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("unknown") << QStringList{"--constraints", "sandwich"} << "expected thermo, kropki";
        QTest::newRow("with killer") << QStringList{"--constraints", "thermo,killer"} << "killer alone";
        QTest::newRow("12x12") << QStringList{"--constraints", "xv", "--size", "12"} << "4x4 to 9x9";
        QTest::newRow("jigsaw") << QStringList{"--constraints", "arrow", "--variant", "jigsaw"} << "no random jigsaw";
        QTest::newRow("multifour") << QStringList{"--constraints", "thermo", "--variant", "multifour"}
                                   << "--constraints";
    }
    void generateVariantUsageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        expectGenerateUsageError(args, says);
    }

    void benchGenerateVariant()
    {
        const Run run = runCli({QStringLiteral("bench"), QStringLiteral("generate"), QStringLiteral("--constraints"),
                                QStringLiteral("xv"), QStringLiteral("--level"), QStringLiteral("easy"),
                                QStringLiteral("--count"), QStringLiteral("2")});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        for (const char* column : {"puzzles/s", "median ms", "max ms", "givens", "rules"})
            QVERIFY2(lines[0].contains(QLatin1String(column)), qPrintable(lines[0]));
        const QStringList row = lines[1].split(u' ', Qt::SkipEmptyParts);
        QCOMPARE(row[0], QStringLiteral("easy"));
        QCOMPARE(row[1], QStringLiteral("2"));
    }

    void generateKillerUsageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("max-cage without killer") << QStringList{"--max-cage", "3"} << "add --killer";
        QTest::newRow("solo without killer") << QStringList{"--solo"} << "add --killer";
        QTest::newRow("16x16") << QStringList{"--killer", "--size", "16"} << "4x4 to 12x12";
        QTest::newRow("cages of 1") << QStringList{"--killer", "--max-cage", "1"} << "2 to 9 cells";
        QTest::newRow("minimal") << QStringList{"--killer", "--minimal"} << "allow givens";
        QTest::newRow("clue cap") << QStringList{"--killer", "--max-clues", "5"} << "allow givens";
        QTest::newRow("solo windows") << QStringList{"--killer", "--solo", "--variant", "windows"} << "Solo";
        QTest::newRow("solo 12x12") << QStringList{"--killer", "--solo", "--size", "12"} << "up to 9x9";
    }
    void generateKillerUsageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        expectGenerateUsageError(args, says);
    }

    void benchGenerateKiller()
    {
        const Run run = runCli({QStringLiteral("bench"), QStringLiteral("generate"), QStringLiteral("--killer"),
                                QStringLiteral("--size"), QStringLiteral("6"), QStringLiteral("--level"),
                                QStringLiteral("easy"), QStringLiteral("--count"), QStringLiteral("3")});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        for (const char* column : {"mean ms", "median ms", "max ms", "cages", "cage sizes"})
            QVERIFY2(lines[0].contains(QLatin1String(column)), qPrintable(lines[0]));
        const QStringList row = lines[1].split(u' ', Qt::SkipEmptyParts);
        QCOMPARE(row[0], QStringLiteral("easy"));
        QCOMPARE(row[1], QStringLiteral("3"));
        QCOMPARE(row[7], QStringLiteral("0.0")); // givens
    }

    void generateUsageErrors()
    {
        QCOMPARE(runCli({QStringLiteral("generate"), QStringLiteral("--level"), QStringLiteral("hardest")}).exitCode, 2);
        QCOMPARE(runCli({QStringLiteral("generate"), QStringLiteral("--size"), QStringLiteral("65")}).exitCode, 2);
        // A 1x1 "puzzle" was printed as if it were one; prime sizes have no
        // boxes, and the message says so rather than "boxes of 0x0".
        const Run tiny = runCli({QStringLiteral("generate"), QStringLiteral("--size"), QStringLiteral("1")});
        QCOMPARE(tiny.exitCode, 2);
        QVERIFY2(tiny.err.contains(QStringLiteral("4x4 to 64x64")), qPrintable(tiny.err));
        QVERIFY(tiny.out.isEmpty());
        const Run prime = runCli({QStringLiteral("generate"), QStringLiteral("--size"), QStringLiteral("5")});
        QCOMPARE(prime.exitCode, 2);
        QVERIFY2(prime.err.contains(QStringLiteral("5 is prime")), qPrintable(prime.err));
        const Run solvePrime = runCli({QStringLiteral("solve"), QStringLiteral("--size"), QStringLiteral("7"),
                                       QString(49, u'.')});
        QCOMPARE(solvePrime.exitCode, 2);
        QVERIFY2(solvePrime.err.contains(QStringLiteral("--regions")), qPrintable(solvePrime.err));
        QCOMPARE(runCli({QStringLiteral("generate"), QStringLiteral("--level"), QStringLiteral("hard"),
                         QStringLiteral("--technique"), QStringLiteral("x-wing")})
                     .exitCode,
                 2);
        const Run whatIf = runCli({QStringLiteral("generate"), QStringLiteral("--technique"), QStringLiteral("what-if")});
        QCOMPARE(whatIf.exitCode, 2); // a usage error, told once
        QVERIFY(whatIf.err.contains(QStringLiteral("too rare")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
