// SPDX-License-Identifier: GPL-3.0-or-later
// The app's command line: `pencilmark [--help] [--version] [FILE]`. Help
// and version print and stop, anything else unknown is a usage error, and a
// FILE is opened on start (MainWindow::openOnStart) without losing the last
// game: it comes back when the file does not open, and a started one is
// only replaced after the player agrees.
#include "play/session/autosave.h"
#include "play/session/game_session.h"
#include "ui/window/application.h"
#include "ui/window/main_window.h"

#include "core/formats/puzzle_format.h"
#include "tests/support/test_data.h"

#include <QtTest>

#include "tests/ui/window_helpers.h"

using namespace pm;

namespace {

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1).
const char* const kPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";
const char* const kOtherPuzzle = "83...6..5......1....97.8.63...1..53....865.49.....9......5..41.........64....3...";

QString givensOf(const MainWindow& window)
{
    const game::Game& game = window.session()->game();
    return QString::fromStdString(writeLine(game.puzzle(), game.alphabet()));
}

} // namespace

class TestCommandLine : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString path(const QString& name) const { return m_dir.filePath(name); }

    void writeFile(const QString& name, const QByteArray& bytes)
    {
        QFile file(path(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_command_line"));
        QCoreApplication::setApplicationVersion(QStringLiteral(PENCILMARK_VERSION));
        QVERIFY(m_dir.isValid());
    }

    void readsTheArguments_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("action");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("output"); // a part of what is printed
        QTest::addColumn<int>("exitCode");
        using A = CommandLine::Action;
        QTest::newRow("nothing") << QStringList{} << int(A::Play) << QString() << QString() << 0;
        QTest::newRow("a file") << QStringList{QStringLiteral("game.pencilmark")} << int(A::Play)
                                << QStringLiteral("game.pencilmark") << QString() << 0;
        QTest::newRow("after --") << QStringList{QStringLiteral("--"), QStringLiteral("-odd name.sdk")} << int(A::Play)
                                  << QStringLiteral("-odd name.sdk") << QString() << 0;
        QTest::newRow("--version") << QStringList{QStringLiteral("--version")} << int(A::ShowVersion) << QString()
                                   << QStringLiteral(PENCILMARK_VERSION) << 0;
        QTest::newRow("-v") << QStringList{QStringLiteral("-v")} << int(A::ShowVersion) << QString()
                            << QStringLiteral(PENCILMARK_VERSION) << 0;
        QTest::newRow("--help") << QStringList{QStringLiteral("--help")} << int(A::ShowHelp) << QString()
                                << QStringLiteral("--version") << 0;
        QTest::newRow("-h names the program as typed") << QStringList{QStringLiteral("-h")} << int(A::ShowHelp)
                                                       << QString() << QStringLiteral("Usage: pencilmark [options] [FILE]")
                                                       << 0;
        QTest::newRow("--help-all") << QStringList{QStringLiteral("--help-all")} << int(A::ShowHelp) << QString()
                                    << QStringLiteral("--help") << 0;
        QTest::newRow("unknown option") << QStringList{QStringLiteral("--bogus")} << int(A::UsageError) << QString()
                                        << QStringLiteral("bogus") << 2;
        QTest::newRow("two files") << QStringList{QStringLiteral("a.sdk"), QStringLiteral("b.sdk")}
                                   << int(A::UsageError) << QString() << QStringLiteral("one file") << 2;
    }

    void readsTheArguments()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, action);
        QFETCH(QString, file);
        QFETCH(QString, output);
        QFETCH(int, exitCode);
        const CommandLine command = readCommandLine(QStringList{QStringLiteral("pencilmark")} + arguments);
        QCOMPARE(int(command.action), action);
        QCOMPARE(command.file, file);
        QVERIFY2(command.output.contains(output), qPrintable(command.output));
        QCOMPARE(commandLineExitCode(command), exitCode);
    }

    // The help says nothing it does not do: Qt's own help option lists
    // --help-all "including Qt specific options", which this help, given
    // before any QApplication exists, never shows.
    void theHelpListsOnlyWhatItShows()
    {
        const CommandLine help = readCommandLine({QStringLiteral("pencilmark"), QStringLiteral("--help")});
        QVERIFY2(!help.output.contains(QStringLiteral("help-all")), qPrintable(help.output));
        QVERIFY(!help.output.contains(QStringLiteral("Qt")));
        const CommandLine all = readCommandLine({QStringLiteral("pencilmark"), QStringLiteral("--help-all")});
        QCOMPARE(all.output, help.output);
    }

    void opensTheFileOnStart()
    {
        writeFile(QStringLiteral("puzzle.sdk"), QByteArray(kPuzzle) + '\n');
        MainWindow window(path(QStringLiteral("autosave-a.pencilmark")));
        QSignalSpy checked(&window, &MainWindow::puzzleChecked);
        window.show();
        window.openOnStart(path(QStringLiteral("puzzle.sdk")));
        QVERIFY(checked.wait(60000));
        QCOMPARE(givensOf(window), QString::fromLatin1(kPuzzle));
    }

    void aFileThatDoesNotOpenLeavesTheLastGame()
    {
        const QString autosave = path(QStringLiteral("autosave-b.pencilmark"));
        {
            auto first = test::windowPlaying(m_dir, kOtherPuzzle);
            QVERIFY(first);
            QVERIFY(first->saveGameFile(autosave));
        }
        MainWindow window(autosave);
        QSignalSpy errors(&window, &MainWindow::errorReported);
        window.show();
        window.openOnStart(path(QStringLiteral("missing.sdk")));
        QCOMPARE(errors.count(), 1);
        QVERIFY2(errors.front().front().toString().contains(QStringLiteral("missing.sdk")),
                 qPrintable(errors.front().front().toString()));
        QCOMPARE(givensOf(window), QString::fromLatin1(kOtherPuzzle));
    }

    void anUntouchedLastGameIsReplacedWithoutAsking()
    {
        const QString autosave = path(QStringLiteral("autosave-c.pencilmark"));
        {
            auto first = test::windowPlaying(m_dir, kOtherPuzzle);
            QVERIFY(first);
            QVERIFY(first->saveGameFile(autosave));
        }
        writeFile(QStringLiteral("puzzle-c.sdk"), QByteArray(kPuzzle) + '\n');
        MainWindow window(autosave);
        QSignalSpy checked(&window, &MainWindow::puzzleChecked);
        window.show();
        window.openOnStart(path(QStringLiteral("puzzle-c.sdk")));
        QVERIFY(checked.wait(60000));
        QCOMPARE(givensOf(window), QString::fromLatin1(kPuzzle));
    }

    void opensAHoDoKuGame()
    {
        // A HoDoKu game (a ZIP archive, tests/data/formats) as a file
        // manager passes it: its givens are the puzzle, the values the
        // player placed come as entries (tst_game_files has the marks).
        MainWindow window(path(QStringLiteral("autosave-hodoku.pencilmark")));
        QSignalSpy checked(&window, &MainWindow::puzzleChecked);
        window.show();
        window.openOnStart(test::testDataPath(QStringLiteral("formats/hodoku_game.hsol")));
        QVERIFY(checked.wait(60000));
        QCOMPARE(givensOf(window),
                 QStringLiteral("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"));
        QVERIFY(!window.session()->game().isGiven(1));
        QCOMPARE(window.session()->game().value(1), 1);
    }

    void opensAnFPuzzlesKillerWithItsCages()
    {
        // The hand-made killer link (tests/data/formats), from a file as a
        // file manager passes it, and pasted; and its JSON as a file.
        QFile link(test::testDataPath(QStringLiteral("formats/fpuzzles_killer_link.txt")));
        QVERIFY(link.open(QIODevice::ReadOnly));
        const QByteArray linkText = link.readAll();
        auto parsed = parsePuzzle(linkText.toStdString());
        QVERIFY(parsed);
        writeFile(QStringLiteral("killer.json"), QByteArray::fromStdString(*writeFPuzzles(parsed->grid)));
        const QStringList opened = {link.fileName(), path(QStringLiteral("killer.json"))};
        for (const QString& file : opened) {
            MainWindow window(path(QStringLiteral("autosave-killer.pencilmark")));
            QFile::remove(path(QStringLiteral("autosave-killer.pencilmark")));
            QSignalSpy checked(&window, &MainWindow::puzzleChecked);
            window.show();
            window.openOnStart(file);
            QVERIFY2(checked.wait(60000), qPrintable(file));
            QCOMPARE(int(window.session()->game().puzzle().geometry().cages().size()), 7);
        }
        MainWindow pasted(path(QStringLiteral("autosave-pasted.pencilmark")));
        pasted.show();
        QCOMPARE(test::playPuzzle(pasted, QString::fromUtf8(linkText)).kind, game::PuzzleVerdict::Kind::Unique);
        QCOMPARE(int(pasted.session()->game().puzzle().geometry().cages().size()), 7);
    }
};

QTEST_MAIN(TestCommandLine)
#include "tst_command_line.moc"
