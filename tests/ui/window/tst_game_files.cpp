// SPDX-License-Identifier: GPL-3.0-or-later
// Game files: save then open gives the same game; the autosave brings the
// last game back after a restart; a damaged or hostile file is refused with
// a clear message and the file and the game in play stay as they were.
#include "play/jobs/puzzle_generation.h"
#include "play/session/autosave.h"
#include "play/session/game_file.h"
#include "play/session/game_session.h"
#include "play/session/undo_history.h"
#include "ui/board/board_widget.h"
#include "ui/dialogs/collection_dialog.h"
#include "ui/window/game_document.h"
#include "ui/window/main_window.h"

#include "core/formats/puzzle_format.h"
#include "core/solver/exact_solver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUndoStack>
#include <QMenu>
#include <QPushButton>
#include <QTableView>
#include <QtTest>

#include <sys/stat.h>

#include "tests/support/test_data.h"
#include "tests/ui/window_helpers.h"

using namespace pm;

namespace {

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1).
const char* const kPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";
// A 4×4 killer with one solution (1234 3412 4123 2341), no givens; cage 0
// is r1c1+r1c2 (sum 3), cage 3 r2c2+r2c3+r3c3 (sum 7).
const char* const kKiller = "killer ................ aabbcddecfdeffgg 3,7,7,7,5,6,5";

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace

class TestGameFiles : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString path(const char* name) const { return m_dir.filePath(QString::fromLatin1(name)); }

    // A window with the fixture puzzle and a few moves of every kind.
    std::unique_ptr<MainWindow> playedWindow(const QString& autosavePath)
    {
        auto window = std::make_unique<MainWindow>(autosavePath);
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get()))
            return nullptr;
        if (test::playPuzzle(*window, QString::fromLatin1(kPuzzle)).kind != game::PuzzleVerdict::Kind::Unique)
            return nullptr;
        BoardWidget* board = window->board();
        board->setFocus();
        board->setSelectedCell(0);
        QTest::keyClick(board, Qt::Key_4);
        QTest::keyClick(board, Qt::Key_Right);
        QTest::keyClick(board, Qt::Key_1, Qt::ShiftModifier);
        QTest::keyClick(board, Qt::Key_3, Qt::ShiftModifier);
        QTest::keyClick(board, Qt::Key_Right);
        QTest::keyClick(board, Qt::Key_Right);
        QTest::keyClick(board, Qt::Key_5, Qt::ControlModifier);
        QTest::keyClick(board, Qt::Key_Tab);
        QTest::keyClick(board, Qt::Key_Tab);
        QTest::keyClick(board, Qt::Key_Tab);
        QTest::keyClick(board, Qt::Key_2); // colour 2
        return window;
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_game_files"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    // The Open dialog shows puzzle files at once: its first filter takes
    // every pattern the others name (but "All files").
    void theOpenDialogShowsPuzzlesAndGamesFirst()
    {
        const QStringList filters = GameDocument::openFileFilter().split(QStringLiteral(";;"));
        QVERIFY(filters.size() >= 3);
        QVERIFY2(filters.front().startsWith(QStringLiteral("All puzzles and games")), qPrintable(filters.front()));
        for (const QString& filter : filters.mid(1, filters.size() - 2)) {
            const QString patterns = filter.section(QLatin1Char('('), 1).chopped(1);
            for (const QString& pattern : patterns.split(QLatin1Char(' ')))
                QVERIFY2(filters.front().contains(pattern), qPrintable(pattern));
        }
    }

    void saveThenOpenGivesTheSameGame()
    {
        auto window = playedWindow(path("autosave-a.pencilmark"));
        QVERIFY(window);
        const game::Game before = window->session()->snapshot();
        QVERIFY(window->saveGameFile(path("game.pencilmark")));
        QCOMPARE(window->currentFile(), path("game.pencilmark"));

        MainWindow other(path("autosave-b.pencilmark"));
        QVERIFY(other.openGameFile(path("game.pencilmark")));
        const game::Game after = other.session()->snapshot();
        QCOMPARE(after.cells(), before.cells());
        QVERIFY(after.puzzle() == before.puzzle());
        QCOMPARE(after.solution(), before.solution());
        QCOMPARE(after.level(), before.level());
        QVERIFY(after.elapsedMs() >= before.elapsedMs());
        QCOMPARE(int(after.cell(3).colour), 2);
    }

    void encodeDecodeRoundTripIsExact()
    {
        auto window = playedWindow(path("autosave-c.pencilmark"));
        QVERIFY(window);
        game::Game game = window->session()->snapshot();
        game.setElapsedMs(123456);
        const UndoHistory history = window->session()->undoHistory();
        auto decoded = decodeGame(encodeGame(game, false, history));
        QVERIFY(decoded.ok());
        QVERIFY(decoded->game == game);
        QVERIFY(!decoded->editing);
        QCOMPARE(decoded->history, history);
    }

    void autosaveBringsTheLastGameBackAfterARestart()
    {
        const QString autosavePath = path("autosave-restart.pencilmark");
        game::Game before;
        UndoHistory history;
        {
            auto window = playedWindow(autosavePath);
            QVERIFY(window);
            QVERIFY(window->autosave()->isPending()); // every move schedules a save
            window->session()->undoStack()->undo();   // the colour: undone, still redoable
            before = window->session()->snapshot();
            history = window->session()->undoHistory();
            window->close(); // quitting saves at once
            QVERIFY(!window->autosave()->isPending());
        }
        // Digit, corner marks (two, merged into one step), centre mark, colour.
        QCOMPARE(history.steps.size(), size_t(4));
        QCOMPARE(history.done, size_t(3));

        MainWindow restarted(autosavePath);
        restarted.restoreOrStartGame();
        GameSession* session = restarted.session();
        QCOMPARE(session->game().cells(), before.cells());
        QVERIFY(session->game().puzzle() == before.puzzle());
        QVERIFY(session->game().elapsedMs() >= before.elapsedMs());
        QCOMPARE(restarted.board()->state().cells, before.cells()); // and the board shows it
        // Undo and redo carry on where they were.
        QCOMPARE(session->undoHistory(), history);
        session->undoStack()->redo();
        QCOMPARE(int(session->game().cell(3).colour), 2);
        for (int i = 0; i < 4; ++i)
            session->undoStack()->undo();
        QCOMPARE(session->game().cells(), game::Game::create(session->game().puzzle(), session->game().alphabet())
                                               .value().cells()); // back to the bare puzzle
    }

    // The file of the game in play is remembered: after a restart the title
    // still names it, and Game ▸ Open Recent lists the last files, newest
    // first, those that still exist.
    void theCurrentFileAndRecentFilesOutliveARestart()
    {
        QSettings().remove(QStringLiteral("files"));
        const QString autosavePath = path("autosave-recent.pencilmark");
        {
            auto window = playedWindow(autosavePath);
            QVERIFY(window);
            QVERIFY(window->saveGameFile(path("first.pencilmark")));
            QVERIFY(window->saveGameFile(path("second.pencilmark")));
            QVERIFY(window->windowTitle().startsWith(QStringLiteral("second.pencilmark")));
            window->close();
        }
        MainWindow restarted(autosavePath);
        restarted.restoreOrStartGame();
        QCOMPARE(QFileInfo(restarted.currentFile()).fileName(), QStringLiteral("second.pencilmark"));
        QVERIFY2(restarted.windowTitle().startsWith(QStringLiteral("second.pencilmark")),
                 qPrintable(restarted.windowTitle()));
        const QStringList recent = restarted.document()->recentFiles();
        QCOMPARE(recent.size(), 2);
        QCOMPARE(QFileInfo(recent[0]).fileName(), QStringLiteral("second.pencilmark"));
        QCOMPARE(QFileInfo(recent[1]).fileName(), QStringLiteral("first.pencilmark"));
        QVERIFY(QFile::remove(path("first.pencilmark")));
        QCOMPARE(restarted.document()->recentFiles().size(), 1);
        // The menu lists them when it opens.
        QMenu* menu = restarted.action(QStringLiteral("openRecent"))->menu();
        QVERIFY(menu);
        emit menu->aboutToShow();
        QCOMPARE(menu->actions().size(), 1);
        QCOMPARE(menu->actions().front()->text(), QStringLiteral("second.pencilmark"));
    }

    void damagedFileIsRefusedAndKept()
    {
        auto window = playedWindow(path("autosave-d.pencilmark"));
        QVERIFY(window);
        QVERIFY(window->saveGameFile(path("good.pencilmark")));
        QByteArray damaged = readAll(path("good.pencilmark"));
        damaged.chop(damaged.size() / 2);
        writeAll(path("damaged.pencilmark"), damaged);

        const game::Game inPlay = window->session()->snapshot();
        QSignalSpy errors(window.get(), &MainWindow::errorReported);
        QVERIFY(!window->openGameFile(path("damaged.pencilmark")));
        QCOMPARE(errors.count(), 1);
        QVERIFY(errors.front().front().toString().contains(QStringLiteral("damaged")));
        QCOMPARE(readAll(path("damaged.pencilmark")), damaged);           // the file is untouched
        QCOMPARE(window->session()->game().cells(), inPlay.cells());     // and so is the game
        QCOMPARE(window->currentFile(), path("good.pencilmark"));
    }

    // Only regular files are read (issue 36, class 3): open() on a FIFO waits
    // for a writer, and /dev/zero says it is empty and never ends. Each is
    // refused by name at once, and the game in play stays.
    void pipesDevicesAndFoldersAreRefusedByName()
    {
        auto window = playedWindow(path("autosave-z.pencilmark"));
        QVERIFY(window);
        const QString fifo = path("pipe.txt");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const game::Game inPlay = window->session()->snapshot();
        const QString reason = describeGameFileError({GameFileError::Code::NotRegularFile, {}});
        for (const QString& file : {fifo, QStringLiteral("/dev/zero"), m_dir.path()}) {
            QSignalSpy errors(window.get(), &MainWindow::errorReported);
            QVERIFY(!window->openGameFile(file));
            QCOMPARE(errors.count(), 1);
            const QString message = errors.front().back().toString();
            QVERIFY2(message.contains(QFileInfo(file).fileName()) && message.contains(reason), qPrintable(message));
            QCOMPARE(window->session()->game().cells(), inPlay.cells());
        }
    }

    // A FIFO where the autosave should be: not waited for, not copied aside
    // (which would wait too), and a new game instead.
    void aPipeInPlaceOfTheAutosaveIsNotWaitedFor()
    {
        const QString autosavePath = path("autosave-pipe.pencilmark");
        QCOMPARE(::mkfifo(QFile::encodeName(autosavePath).constData(), 0600), 0);
        MainWindow window(autosavePath);
        QSignalSpy errors(&window, &MainWindow::errorReported);
        window.restoreOrStartGame();
        QCOMPARE(errors.count(), 1);
        QVERIFY2(errors.front().back().toString().contains(
                     describeGameFileError({GameFileError::Code::NotRegularFile, {}})),
                 qPrintable(errors.front().back().toString()));
        QVERIFY(!QFileInfo::exists(autosavePath + QStringLiteral(".damaged")));
        window.generation()->waitForWorker();
        QTRY_VERIFY(window.session()->game().puzzle().givenCount() > 0);
    }

    // Past what the app opens: refused by its size, before it is read.
    void aFileTooLargeToOpenIsRefusedBySize()
    {
        auto window = playedWindow(path("autosave-big.pencilmark"));
        QVERIFY(window);
        QFile big(path("huge.txt"));
        QVERIFY(big.open(QIODevice::WriteOnly) && big.resize(kMaxPuzzleFileBytes + 1));
        big.close();
        QSignalSpy errors(window.get(), &MainWindow::errorReported);
        QVERIFY(!window->openGameFile(big.fileName()));
        QCOMPARE(errors.count(), 1);
        QVERIFY(errors.front().back().toString().contains(
            describeGameFileError({GameFileError::Code::TooLargeToOpen, {}})));
    }

    void damagedAutosaveIsSetAside()
    {
        const QString autosavePath = path("autosave-damaged.pencilmark");
        writeAll(autosavePath, "{\"format\": \"pencilmark-game\", \"version\": 1, \"size\": ");
        MainWindow window(autosavePath);
        QSignalSpy errors(&window, &MainWindow::errorReported);
        window.restoreOrStartGame();
        QCOMPARE(errors.count(), 1);
        QCOMPARE(readAll(autosavePath + QStringLiteral(".damaged")),
                 QByteArray("{\"format\": \"pencilmark-game\", \"version\": 1, \"size\": "));
        window.generation()->waitForWorker();
        QTRY_VERIFY(window.session()->game().puzzle().givenCount() > 0); // a new game instead
    }

    // The killer in play with a digit, a corner mark and a colour.
    std::unique_ptr<MainWindow> killerWindow(const QString& autosavePath)
    {
        auto window = std::make_unique<MainWindow>(autosavePath);
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get()))
            return nullptr;
        if (test::playPuzzle(*window, QString::fromLatin1(kKiller)).kind != game::PuzzleVerdict::Kind::Unique)
            return nullptr;
        BoardWidget* board = window->board();
        board->setFocus();
        board->setSelectedCell(0);
        QTest::keyClick(board, Qt::Key_1);
        QTest::keyClick(board, Qt::Key_Right);
        QTest::keyClick(board, Qt::Key_2, Qt::ShiftModifier);
        return window;
    }

    void killerCagesRoundTrip()
    {
        auto window = killerWindow(path("autosave-killer-a.pencilmark"));
        QVERIFY(window);
        const game::Game game = window->session()->snapshot();
        const UndoHistory history = window->session()->undoHistory();
        const QByteArray bytes = encodeGame(game, false, history);
        const QJsonObject root = QJsonDocument::fromJson(bytes).object();
        QCOMPARE(root[QStringLiteral("version")].toInt(), 2);
        const QJsonArray cages = root[QStringLiteral("cages")].toArray();
        QCOMPARE(cages.size(), qsizetype(7));
        QCOMPARE(cages[0].toObject()[QStringLiteral("cells")].toArray(), (QJsonArray{0, 1}));
        QCOMPARE(cages[0].toObject()[QStringLiteral("sum")].toInt(), 3);
        auto decoded = decodeGame(bytes);
        QVERIFY(decoded.ok());
        QVERIFY(decoded->game == game);
        QCOMPARE(decoded->game.geometry().spec(), game.geometry().spec());
        QCOMPARE(decoded->history, history);

        // Saved and opened through the window, as File ▸ Save and Open do.
        QVERIFY(window->saveGameFile(path("killer.pencilmark")));
        MainWindow other(path("autosave-killer-b.pencilmark"));
        QVERIFY(other.openGameFile(path("killer.pencilmark")));
        QCOMPARE(other.session()->game().geometry().cages(), game.geometry().cages());
        QCOMPARE(other.session()->game().cells(), game.cells());
    }

    // The paper's Figure 7 MultiFour (symbols 1-4, three times per line),
    // played a little, through the file and back: the shape, its alphabet
    // and the moves survive; a file claiming a shape that does not add up
    // is refused.
    void countedShapesRoundTrip()
    {
        MainWindow window(path("autosave-counted-a.pencilmark"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString figure7 = QStringLiteral(
            "multifour 3....13.144..1.2..43423.1144....31...112...2...22.11.1.244.42.21.4.1.4..."
            "3..4.3....24.4.2..2.121.4..32.3...133.24.2..2.3......2132.243.322....41");
        QCOMPARE(int(test::playPuzzle(window, figure7).kind), int(game::PuzzleVerdict::Kind::Unique));
        QVERIFY(window.session()->game().geometry().isCounted());
        BoardWidget* board = window.board();
        board->setFocus();
        board->setSelectedCell(1);
        QTest::keyClick(board, Qt::Key_2);
        QTest::keyClick(board, Qt::Key_5); // no such symbol on a MultiFour: ignored
        QTest::keyClick(board, Qt::Key_Right);
        QTest::keyClick(board, Qt::Key_4, Qt::ShiftModifier);
        const game::Game game = window.session()->snapshot();
        QCOMPARE(game.value(1), 2);
        QCOMPARE(game.cell(2).corner, digitBit(4));
        const QByteArray bytes = encodeGame(game, false, window.session()->undoHistory());
        QJsonObject root = QJsonDocument::fromJson(bytes).object();
        QCOMPARE(root[QStringLiteral("version")].toInt(), 3);
        QCOMPARE(root[QStringLiteral("symbols")].toInt(), 4);
        QCOMPARE(root[QStringLiteral("lineCount")].toInt(), 3);
        auto decoded = decodeGame(bytes);
        QVERIFY(decoded.ok());
        QVERIFY(decoded->game == game);
        QCOMPARE(decoded->game.geometry().spec(), GeometrySpec::multiFour());

        QVERIFY(window.saveGameFile(path("multifour.pencilmark")));
        MainWindow other(path("autosave-counted-b.pencilmark"));
        QVERIFY(other.openGameFile(path("multifour.pencilmark")));
        QCOMPARE(other.session()->game().geometry().spec(), GeometrySpec::multiFour());
        QCOMPARE(other.session()->game().cells(), game.cells());

        root[QStringLiteral("lineCount")] = 2; // 4 symbols twice do not fill 12 cells
        QVERIFY(!decodeGame(QJsonDocument(root).toJson()).ok());
        root[QStringLiteral("lineCount")] = 3;
        root[QStringLiteral("alphabet")] = QStringLiteral("123456789ABC"); // 12 symbols for 4
        QVERIFY(!decodeGame(QJsonDocument(root).toJson()).ok());
    }

    void gamesWithoutCagesStayVersionOne()
    {
        // Earlier builds read version 1 only: a plain game stays readable to
        // them, and a file from them (no "cages") loads as before.
        const game::Game plain = game::Game::create(Grid(), Alphabet::standard(9)).value();
        QJsonObject root = QJsonDocument::fromJson(encodeGame(plain)).object();
        QCOMPARE(root[QStringLiteral("version")].toInt(), 1);
        QVERIFY(!root.contains(QStringLiteral("cages")));
        auto decoded = decodeGame(QJsonDocument(root).toJson());
        QVERIFY(decoded.ok());
        QVERIFY(!decoded->game.geometry().hasCages());
    }

    void killerAutosaveSurvivesARestart()
    {
        const QString autosavePath = path("autosave-killer-restart.pencilmark");
        game::Game before;
        {
            auto window = killerWindow(autosavePath);
            QVERIFY(window);
            before = window->session()->snapshot();
            window->close(); // quitting saves at once
        }
        MainWindow restarted(autosavePath);
        restarted.restoreOrStartGame();
        const game::Game& after = restarted.session()->game();
        QCOMPARE(after.geometry().cages(), before.geometry().cages());
        QCOMPARE(after.cells(), before.cells());
        QCOMPARE(after.solution(), before.solution());
        QVERIFY(restarted.board()->state().geometry->hasCages()); // and the board draws them
    }

    void badCagesAreRefused_data()
    {
        QTest::addColumn<QJsonValue>("cages");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("detail");
        using Code = GameFileError::Code;
        const auto cage = [](QJsonArray cells, QJsonValue sum) {
            return QJsonObject{{QStringLiteral("cells"), cells}, {QStringLiteral("sum"), sum}};
        };
        QTest::newRow("not a list") << QJsonValue(QStringLiteral("aab")) << int(Code::BadCage) << "cages is not a list";
        QTest::newRow("not an object") << QJsonValue(QJsonArray{3}) << int(Code::BadCage) << "cage 1: not an object";
        QTest::newRow("no cells") << QJsonValue(QJsonArray{cage({}, 3)}) << int(Code::BadCage) << "cage 1: cells";
        QTest::newRow("cell off the board") << QJsonValue(QJsonArray{cage({0, 81}, 3)}) << int(Code::BadCage)
                                            << "cage 1: a cell outside 0..80";
        QTest::newRow("sum not a number") << QJsonValue(QJsonArray{cage({0, 1}, QStringLiteral("3"))})
                                          << int(Code::BadCage) << "cage 1: sum";
        QTest::newRow("overlap") << QJsonValue(QJsonArray{cage({0, 1}, 3), cage({1, 2}, 3)}) << int(Code::BadCage)
                                 << "r1c2 is in cage 1 and in cage 2";
        QTest::newRow("not connected") << QJsonValue(QJsonArray{cage({0, 2}, 4)}) << int(Code::BadCage)
                                       << "is not orthogonally connected";
        QTest::newRow("sum out of reach") << QJsonValue(QJsonArray{cage({0, 1}, 18)}) << int(Code::BadCage)
                                          << "has sum 18";
        QTest::newRow("too many cells") << QJsonValue(QJsonArray{cage({0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, 45)})
                                        << int(Code::BadCage) << "cells must be a list of 1 to 9 cells";
        // A sum the solution's r1c1 + r1c2 misses: put in by the test, which knows the solution.
        QTest::newRow("solution misses the sum") << QJsonValue(QJsonArray{cage({0, 1}, -1)})
                                                 << int(Code::Inconsistent) << "the solution breaks cage 1";
    }

    void badCagesAreRefused()
    {
        QFETCH(QJsonValue, cages);
        QFETCH(int, code);
        QFETCH(QString, detail);
        auto parsed = parsePuzzle(kPuzzle);
        QVERIFY(parsed.ok());
        const std::vector<std::uint8_t> solution = solver::solve(parsed->grid).solution;
        if (cages.isArray() && cages.toArray().at(0).toObject().value(QStringLiteral("sum")) == QJsonValue(-1)) {
            const int truth = solution[0] + solution[1];
            cages = QJsonArray{QJsonObject{{QStringLiteral("cells"), QJsonArray{0, 1}},
                                           {QStringLiteral("sum"), truth == 17 ? 16 : 17}}};
        }
        auto created = game::Game::create(parsed->grid, parsed->alphabet, solution);
        QVERIFY(created.ok());
        QJsonObject root = QJsonDocument::fromJson(encodeGame(created.value())).object();
        root[QStringLiteral("version")] = 2;
        root[QStringLiteral("cages")] = cages;
        auto decoded = decodeGame(QJsonDocument(root).toJson());
        QVERIFY(!decoded.ok());
        QCOMPARE(int(decoded.error().code), code);
        QVERIFY2(decoded.error().detail.contains(detail), qPrintable(decoded.error().detail));
    }

    void aFileWithABadCageIsRefusedWithItsNameAndReason()
    {
        auto window = killerWindow(path("autosave-killer-c.pencilmark"));
        QVERIFY(window);
        QJsonObject root = QJsonDocument::fromJson(encodeGame(window->session()->snapshot())).object();
        QJsonArray cages = root[QStringLiteral("cages")].toArray();
        QJsonObject first = cages[0].toObject();
        first[QStringLiteral("cells")] = QJsonArray{0, 1, 5}; // r2c2 is cage 4's too
        first[QStringLiteral("sum")] = 7;
        cages[0] = first;
        root[QStringLiteral("cages")] = cages;
        writeAll(path("bad-cage.pencilmark"), QJsonDocument(root).toJson());

        const game::Game inPlay = window->session()->snapshot();
        QSignalSpy errors(window.get(), &MainWindow::errorReported);
        QVERIFY(!window->openGameFile(path("bad-cage.pencilmark")));
        QCOMPARE(errors.count(), 1);
        const QString message = errors.front().front().toString();
        QVERIFY2(message.startsWith(QStringLiteral("bad-cage.pencilmark was not opened. "
                                                   "The file's killer cages are damaged")),
                 qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("r2c2")), qPrintable(message));
        QCOMPARE(window->session()->game().cells(), inPlay.cells()); // nothing lost
        QVERIFY(window->session()->game().puzzle() == inPlay.puzzle());
    }

    void hostileFilesAreRefused_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<int>("code");
        using Code = GameFileError::Code;
        QTest::newRow("size 65") << "size" << QJsonValue(65) << int(Code::BadShape);
        QTest::newRow("size 0") << "size" << QJsonValue(0) << int(Code::BadShape);
        QTest::newRow("size fraction") << "size" << QJsonValue(9.5) << int(Code::BadShape);
        QTest::newRow("box 2x2 for 9") << "boxRows" << QJsonValue(2) << int(Code::BadShape);
        QTest::newRow("newer version") << "version" << QJsonValue(kGameFileVersion + 1) << int(Code::NewerVersion);
        QTest::newRow("not ours") << "format" << QJsonValue(QStringLiteral("other")) << int(Code::NotAGameFile);
        QTest::newRow("short givens") << "givens" << QJsonValue(QJsonArray{1, 2}) << int(Code::BadField);
        QTest::newRow("alphabet") << "alphabet" << QJsonValue(QStringLiteral("1234")) << int(Code::BadField);
        QTest::newRow("elapsed") << "elapsedMs" << QJsonValue(-5) << int(Code::BadField);
        QTest::newRow("level") << "level" << QJsonValue(QStringLiteral("impossible")) << int(Code::BadField);
        QTest::newRow("variant") << "variants" << QJsonValue(QJsonArray{QStringLiteral("sandwich")}) << int(Code::BadField);
    }

    void hostileFilesAreRefused()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(int, code);
        auto parsed = game::Game::create(Grid(), Alphabet::standard(9));
        QVERIFY(parsed.ok());
        QJsonObject root = QJsonDocument::fromJson(encodeGame(parsed.value())).object();
        root[field] = value;
        auto decoded = decodeGame(QJsonDocument(root).toJson());
        QVERIFY(!decoded.ok());
        QCOMPARE(int(decoded.error().code), code);
    }

    void bigClaimsWithFewCellsAreRefused()
    {
        // A file claiming 64x64 (8x8 boxes) but carrying two cells.
        QJsonObject root = QJsonDocument::fromJson(encodeGame(game::Game::create(Grid(), Alphabet::standard(9)).value())).object();
        root[QStringLiteral("size")] = 64;
        root[QStringLiteral("boxRows")] = 8;
        root[QStringLiteral("boxCols")] = 8;
        root[QStringLiteral("alphabet")] = QString::fromStdString(Alphabet::standard(64).toUtf8());
        root[QStringLiteral("givens")] = QJsonArray{1, 2};
        auto decoded = decodeGame(QJsonDocument(root).toJson());
        QVERIFY(!decoded.ok());
        QCOMPARE(decoded.error().code, GameFileError::Code::BadField);
        QCOMPARE(decoded.error().detail, QStringLiteral("givens"));
    }

    void inconsistentFilesAreRefused()
    {
        auto window = playedWindow(path("autosave-e.pencilmark"));
        QVERIFY(window);
        QJsonObject root = QJsonDocument::fromJson(encodeGame(window->session()->game())).object();
        QJsonArray entries = root[QStringLiteral("entries")].toArray();
        entries[2] = 5; // r1c3 is a given
        root[QStringLiteral("entries")] = entries;
        auto decoded = decodeGame(QJsonDocument(root).toJson());
        QVERIFY(!decoded.ok());
        QCOMPARE(decoded.error().code, GameFileError::Code::Inconsistent);
        QCOMPARE(decodeGame("not json").error().code, GameFileError::Code::NotJson);
        QCOMPARE(decodeGame(QByteArray(kMaxGameFileBytes + 1, ' ')).error().code, GameFileError::Code::TooLarge);
    }

    void aSolutionThatIsNoGridIsRecomputedOrRefused()
    {
        // A file whose stored solution is not a grid (two cells swapped in a
        // row: a digit twice in two columns) loaded, and Check then called a
        // right digit wrong. With givens that settle one solution, that
        // solution comes back; without, the file is refused.
        const auto parsed = parsePuzzle(kPuzzle);
        QVERIFY(parsed.ok());
        const solver::SolveResult solved = solver::solve(parsed.value().grid);
        QCOMPARE(int(solved.outcome), int(solver::SolveOutcome::Unique));
        const auto created = game::Game::create(parsed.value().grid, Alphabet::standard(9), solved.solution);
        QVERIFY(created.ok());
        QJsonObject root = QJsonDocument::fromJson(encodeGame(created.value())).object();
        const QJsonArray solution = root[QStringLiteral("solution")].toArray();
        QCOMPARE(solution.size(), 81);
        QJsonArray swapped = solution;
        swapped[0] = solution[1]; // r1c1 and r1c2 are not givens in kPuzzle
        swapped[1] = solution[0];
        root[QStringLiteral("solution")] = swapped;
        auto decoded = decodeGame(QJsonDocument(root).toJson());
        QVERIFY(decoded.ok());
        std::vector<std::uint8_t> expected;
        for (const QJsonValue& value : solution)
            expected.push_back(std::uint8_t(value.toInt()));
        QCOMPARE(decoded.value().game.solution(), expected);
        // Givens with many solutions cannot settle it.
        root[QStringLiteral("givens")] = QJsonArray::fromVariantList(QVariantList(81, 0));
        decoded = decodeGame(QJsonDocument(root).toJson());
        QVERIFY(!decoded.ok());
        QCOMPARE(decoded.error().code, GameFileError::Code::Inconsistent);
        QVERIFY2(decoded.error().detail.contains(QStringLiteral("not a grid")), qPrintable(decoded.error().detail));
    }

    void deeplyNestedJsonIsRefusedWithoutACrash()
    {
        for (const QByteArray& nested : {QByteArray(100'000, '['), QByteArray("{\"a\":").repeated(100'000)}) {
            const auto decoded = decodeGame(nested);
            QVERIFY(!decoded.ok());
            QCOMPARE(decoded.error().code, GameFileError::Code::NotJson);
            QVERIFY(describeGameFileError(decoded.error()).contains(QStringLiteral("not valid JSON")));
        }
        // Opened as a file, the player is told so.
        MainWindow window(path("autosave-nested.pencilmark"));
        writeAll(path("nested.pencilmark"), QByteArray("{\"a\":").repeated(100'000));
        QSignalSpy errors(&window, &MainWindow::errorReported);
        QVERIFY(!window.openGameFile(path("nested.pencilmark")));
        QCOMPARE(errors.count(), 1);
    }

    void aLongHistoryStillMakesAFileThatLoads()
    {
        // 64x64, every empty cell's marks set and cleared 24 times (98,304
        // cell changes), each step with a long description: beyond
        // kMaxGameFileBytes written whole. The oldest steps give way.
        GeometrySpec spec;
        spec.size = 64;
        spec.boxRows = spec.boxCols = 8;
        auto game = game::Game::create(Grid(Geometry::create(spec).value()), Alphabet::standard(64));
        QVERIFY(game.ok());
        const game::CellState empty{};
        const game::CellState marked{0, allDigits(64), allDigits(64), 0};
        UndoHistory history;
        for (int i = 0; i < 24; ++i) {
            UndoStep step{{}, QString(120'000, QLatin1Char('x'))};
            for (int cell = 0; cell < 64 * 64; ++cell)
                step.change.cells.push_back({cell, i % 2 ? marked : empty, i % 2 ? empty : marked});
            history.steps.push_back(std::move(step));
        }
        history.done = history.steps.size();
        const QByteArray bytes = encodeGame(game.value(), false, history);
        QVERIFY(bytes.size() <= kMaxGameFileBytes);
        auto decoded = decodeGame(bytes);
        QVERIFY(decoded.ok());
        QVERIFY(!decoded->history.steps.empty());
        QVERIFY(decoded->history.steps.size() < history.steps.size());
        QVERIFY(std::equal(decoded->history.steps.rbegin(), decoded->history.steps.rend(), history.steps.rbegin()));
        QCOMPARE(decoded->history.done, decoded->history.steps.size());
    }

    void historyThatDoesNotFitIsRefused()
    {
        auto window = playedWindow(path("autosave-h.pencilmark"));
        QVERIFY(window);
        const game::Game game = window->session()->snapshot();
        QJsonObject root = QJsonDocument::fromJson(encodeGame(game, false, window->session()->undoHistory())).object();
        QJsonObject history = root[QStringLiteral("history")].toObject();
        QCOMPARE(history[QStringLiteral("done")].toInt(), 4);

        QJsonObject wrongDone = root;
        history[QStringLiteral("done")] = 2; // claims two steps undone that are on the board
        wrongDone[QStringLiteral("history")] = history;
        auto decoded = decodeGame(QJsonDocument(wrongDone).toJson());
        QVERIFY(!decoded.ok());
        QCOMPARE(decoded.error().code, GameFileError::Code::Inconsistent);

        QJsonObject malformed = root;
        history[QStringLiteral("done")] = 99;
        malformed[QStringLiteral("history")] = history;
        decoded = decodeGame(QJsonDocument(malformed).toJson());
        QVERIFY(!decoded.ok());
        QCOMPARE(decoded.error().code, GameFileError::Code::BadField);
    }

    void failedSaveKeepsThePreviousFile()
    {
        auto window = playedWindow(path("autosave-f.pencilmark"));
        QVERIFY(window);
        // A directory where the file should go: the save cannot succeed.
        QVERIFY(QDir().mkpath(path("blocked.pencilmark")));
        QSignalSpy errors(window.get(), &MainWindow::errorReported);
        QVERIFY(!window->saveGameFile(path("blocked.pencilmark")));
        QCOMPARE(errors.count(), 1);
        QVERIFY(QFileInfo(path("blocked.pencilmark")).isDir());
    }

    void puzzleFilesAreImported()
    {
        // A puzzle list as collections print them: a comment, then puzzles
        // with a rating after each; it opens as a collection, its first
        // puzzle picked (tests/ui/dialogs/tst_puzzle_collection.cpp has the rest).
        writeAll(path("puzzle.txt"), "# two puzzles\n" + QByteArray(kPuzzle) + " 1.2\n"
                     + QByteArray("83...6..5......1....97.8.63...1..53....865.49.....9......5..41.........64....3... 1.5\n"));
        MainWindow window(path("autosave-g.pencilmark"));
        QSignalSpy checked(&window, &MainWindow::puzzleChecked);
        QVERIFY(window.openGameFile(path("puzzle.txt")));
        auto* list = window.findChild<CollectionDialog*>();
        QVERIFY(list);
        QCOMPARE(list->view()->model()->rowCount(), 2);
        QCOMPARE(list->view()->currentIndex().row(), 0);
        list->playButton()->click();
        QVERIFY(checked.wait(60000));
        QCOMPARE(window.session()->game().puzzle().givenCount(), 25);
        QVERIFY(window.session()->game().hasSolution());
    }

    // A HoDoKu game opens as HoDoKu showed it (issue 39, item 4): givens as
    // givens, the player's digits as entries, the candidates as corner
    // marks. This one was saved by HoDoKu 2.2.0 itself. Save As writes it
    // back as a .hsol that reads the same; a shape HoDoKu lacks is refused.
    void hoDoKuGamesOpenWholeAndSaveBack()
    {
        MainWindow window(path("autosave-h.pencilmark"));
        QSignalSpy checked(&window, &MainWindow::puzzleChecked);
        QVERIFY(window.openGameFile(test::testDataPath(QStringLiteral("formats/hodoku_2.2.0_saved.hsol"))));
        QVERIFY(checked.count() > 0 || checked.wait(60000));
        const game::Game& game = window.session()->game();
        QCOMPARE(game.puzzle().givenCount(), 17);
        QVERIFY(!game.isGiven(1) && game.value(1) == 1);  // r1c2, placed in the fixture
        QVERIFY(!game.isGiven(9) && game.value(9) == 6);  // r2c1, placed in HoDoKu
        QVERIFY(!game.isGiven(80) && game.value(80) == 3); // r9c9
        QCOMPARE(game.cell(3).corner, digitBit(3));        // r1c4: 9 taken out, 3 left
        QCOMPARE(game.cell(3).value, std::uint8_t(0));

        QVERIFY(window.document()->saveHoDoKuGame(path("back.hsol")));
        QFile written(path("back.hsol"));
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QByteArray bytes = written.readAll();
        const auto again = parsePuzzle(std::string_view(bytes.constData(), std::size_t(bytes.size())));
        QVERIFY2(again, again ? "" : again.error().message.c_str());
        QCOMPARE(again->format, PuzzleFormat::HoDoKuGame);
        for (int cell = 0; cell < 81; ++cell) {
            QCOMPARE(again->grid.value(cell), game.value(cell));
            QCOMPARE(again->grid.isGiven(cell), game.isGiven(cell));
        }
        QCOMPARE(again->grid.candidates(3), digitBit(3));
        // r2c2: no mark made; HoDoKu is given the candidates the rules leave.
        QCOMPARE(again->grid.candidates(10), hoDoKuPosition(game).candidates(10));
        QVERIFY(again->grid.candidates(10) != 0);

        // A killer is no HoDoKu game: refused with the reason, nothing written.
        QCOMPARE(test::playPuzzle(window, QString::fromLatin1(kKiller)).kind, game::PuzzleVerdict::Kind::Unique);
        QSignalSpy errors(&window, &MainWindow::errorReported);
        QVERIFY(!window.document()->saveHoDoKuGame(path("killer.hsol")));
        QCOMPARE(errors.count(), 1);
        QVERIFY(errors.front().back().toString().contains(describeGameFileError({GameFileError::Code::NotForHoDoKu, {}})));
        QVERIFY(!QFileInfo::exists(path("killer.hsol")));
    }

    void puzzlesOnMapsWithoutAGridAreRefusedWithTheReason()
    {
        // A jigsaw map no grid fits: the check said so only after searching
        // every way to fill it (hours, behind a progress bar). Now it says
        // why at once, and the game in play goes on. A map the checks cannot
        // settle is searched within a bound and refused, saying so.
        auto window = playedWindow(path("autosave-m.pencilmark"));
        QVERIFY(window);
        const game::Game inPlay = window->session()->snapshot();
        QSignalSpy errors(window.get(), &MainWindow::errorReported);
        const QString empty(81, u'.');
        const game::PuzzleVerdict noGrid = test::playPuzzle(
            *window, QStringLiteral("sudoku size=9 regions=AAAAAAAABBBBBBBBBACCCCCCCCCDDDDDDDDDEEEEEEEEEFFFFFFFFFGGGGGGGGG"
                                    "HHHHHHHHHIIIIIIIII ")
                + empty);
        QCOMPARE(noGrid.kind, game::PuzzleVerdict::Kind::NoGridFitsMap);
        QCOMPARE(errors.count(), 1);
        QCOMPARE(errors.back().back().toString(),
                 QStringLiteral("No grid fits this puzzle's region map, whatever its givens. The digits of row 1 are "
                                "the digits of region 1, so their cells outside each other hold the same digits too; "
                                "but r1c9 and r2c9 would have to hold the same digit, and they see each other."));
        const game::PuzzleVerdict unsettled = test::playPuzzle(
            *window, QStringLiteral("sudoku size=9 regions=111555554111555544111994444333999944333388999738386622778886622"
                                    "777886622777666222 ")
                + empty);
        QCOMPARE(unsettled.kind, game::PuzzleVerdict::Kind::Undecided);
        QCOMPARE(errors.count(), 2);
        QVERIFY2(errors.back().back().toString().startsWith(QStringLiteral("Pencilmark could not tell within ")),
                 qPrintable(errors.back().back().toString()));
        QCOMPARE(window->session()->game().cells(), inPlay.cells()); // the game in play is untouched
        QCOMPARE(window->session()->game().puzzle().givenCount(), inPlay.puzzle().givenCount());
    }
};

QTEST_MAIN(TestGameFiles)
#include "tst_game_files.moc"
