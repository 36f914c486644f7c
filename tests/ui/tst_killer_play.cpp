// SPDX-License-Identifier: GPL-3.0-or-later
// Killer sudoku in the app: a killer line or Solo game ID opens and is
// played to the end from the keyboard; a repeated digit in a cage and a cage
// missing its sum are shown like house clashes and named by their cage; the
// combinations panel lists the sets a cage can hold, ruling out those the
// digits and pencil marks exclude; cages are drawn (outline, sum, marks
// clear of both) at 4×4, 6×6 and 9×9, on screen and in print.
#include "ui/board/board_widget.h"
#include "ui/board/cage_painter.h"
#include "ui/board/cage_panel.h"
#include "ui/board/theme.h"
#include "ui/dialogs/new_game_dialog.h"
#include "ui/hints/hint_panel.h"
#include "ui/print/puzzle_painter.h"
#include "ui/session/cage_options.h"
#include "ui/session/game_session.h"
#include "ui/window/main_window.h"

#include "core/formats/puzzle_format.h"
#include "core/solver/exact_solver.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QImage>
#include <QPainter>
#include <QStatusBar>
#include <QtTest>

#include "tests/ui/window_helpers.h"

using namespace pm;

namespace {

// A 4×4 killer without givens, one solution:
//   1 2 3 4      a a b b      a 3  b 7  c 7  d 7
//   3 4 1 2      c d d e      e 5  f 6  g 5
//   4 1 2 3      c f d e
//   2 3 4 1      f f g g
// Cage d (r2c2, r2c3, r3c3) joins cells that share no house: r2c2 and r3c3
// clash only as cage mates.
const char* const kKiller4 = "killer ................ aabbcddecfdeffgg 3,7,7,7,5,6,5";
const char* const kSolution4 = "1234341241232341";

// From tests/data/killer/solo_killers.txt (sgt-solo, 3x2kdt and 3x3kdt).
const char* const kSolo6 = "3x2k:zj,___a_____a___a_aa___a__b___a___aaaa_aa_bb_,10_5_3_9a9c8_3a6a9b11_6b7b7a9_6_10a8e";
const char* const kSolo9 =
    "3x3k:zzzc,__a__a___aa____aa___a_b_aa____b_____aa______aa____aabbaba___aa___b_______a_b__a__aa____b__a_aaaaba,"
    "7_13_4a21_21_6a9b14d12a13_15a6a7b7b16a16_8d10c13_17_15_19_9_13h15a4a14a11a16_6a12d11c15a10c";
// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1): no cages.
const char* const kPlain = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";

// A killer as a game with its solution, without the check MainWindow runs.
game::Game killerGame(const char* text)
{
    auto parsed = parsePuzzle(text);
    if (!parsed)
        qFatal("fixture does not parse: %s", parsed.error().message.c_str());
    const solver::SolveResult solved = solver::solve(parsed->grid);
    return game::Game::create(parsed->grid, parsed->alphabet, solved.solution).value();
}

// A cage by its cells, for the combination tests.
int cageOfCells(const Geometry& g, std::initializer_list<int> cells)
{
    for (int cage = 0; cage < int(g.cages().size()); ++cage)
        if (g.cages()[size_t(cage)].cells == std::vector<int>(cells))
            return cage;
    return -1;
}

QStringList possibleSets(const CageOptions& options, const Alphabet& alphabet, CageOption::Status status)
{
    QStringList sets;
    for (const CageOption& option : options.options) {
        if (option.status != status)
            continue;
        QString set;
        for (int digit = 1; digit <= alphabet.size(); ++digit)
            if (option.digits & digitBit(digit))
                set += QString::fromStdString(alphabet.symbolUtf8(digit));
        sets << set;
    }
    return sets;
}

} // namespace

class TestKillerPlay : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    void enter(int cell, char digit)
    {
        m_window->board()->setSelectedCell(cell);
        QTest::keyClick(m_window->board(), digit);
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_killer_play"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>(m_dir.filePath(QStringLiteral("autosave.pencilmark")));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup()
    {
        m_window.reset();
    }

    void killerLineIsPlayedToTheEnd()
    {
        QCOMPARE(test::playPuzzle(*m_window, QString::fromLatin1(kKiller4)).kind, game::PuzzleVerdict::Kind::Unique);
        GameSession* session = m_window->session();
        QCOMPARE(session->game().geometry().cages().size(), size_t(7));
        QVERIFY(m_window->cagePanel()->isVisible());
        QSignalSpy solved(session, &GameSession::solved);
        m_window->board()->setFocus();
        for (int cell = 0; cell < 16; ++cell)
            enter(cell, kSolution4[cell]);
        QCOMPARE(solved.count(), 1);
        QVERIFY(session->isSolved());
        QVERIFY(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Solved in")));
    }

    void killerFileAndSoloIdOpen()
    {
        // File ▸ Open of a puzzle file holding a killer line ...
        const QString path = m_dir.filePath(QStringLiteral("killer.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray("# a 4x4 killer\n") + kKiller4 + "\n");
        file.close();
        QSignalSpy checked(m_window.get(), &MainWindow::puzzleChecked);
        QVERIFY(m_window->openGameFile(path));
        QVERIFY(checked.wait(60000));
        QCOMPARE(checked.front().front().value<game::PuzzleVerdict>().kind, game::PuzzleVerdict::Kind::Unique);
        QVERIFY(m_window->session()->game().geometry().hasCages());
        // ... and a pasted Solo game ID.
        QCOMPARE(test::playPuzzle(*m_window, QString::fromLatin1(kSolo6)).kind, game::PuzzleVerdict::Kind::Unique);
        QCOMPARE(m_window->session()->game().size(), 6);
        QVERIFY(m_window->session()->game().geometry().hasCages());
    }

    void newGameMakesAKillerToPlay_data()
    {
        QTest::addColumn<int>("shape"); // index in the dialog's size list
        QTest::addColumn<int>("size");
        QTest::newRow("4x4") << 0 << 4;
        QTest::newRow("6x6") << 1 << 6;
        QTest::newRow("9x9") << 3 << 9;
    }

    void newGameMakesAKillerToPlay()
    {
        QFETCH(int, shape);
        QFETCH(int, size);
        NewGameDialog dialog(m_window.get());
        auto* shapes = dialog.findChild<QComboBox*>(QStringLiteral("shape"));
        auto* killer = dialog.findChild<QCheckBox*>(QStringLiteral("killer"));
        auto* symbols = dialog.findChild<QComboBox*>(QStringLiteral("symbols"));
        QVERIFY(shapes && killer && symbols);
        shapes->setCurrentIndex(shape);
        QVERIFY(killer->isEnabled());
        killer->setChecked(true);
        QVERIFY(!symbols->isEnabled()); // a killer's sums need digits
        generate::GeneratorOptions options = dialog.options();
        QVERIFY(options.killer.has_value());
        options.level = logic::Level::Easy;

        QSignalSpy started(m_window->session(), &GameSession::gameStarted);
        m_window->startNewGame(options, dialog.alphabet());
        QVERIFY(started.wait(60000));
        const game::Game& game = m_window->session()->game();
        QCOMPARE(game.size(), size);
        QVERIFY(game.geometry().hasCages());
        QVERIFY(game.hasSolution());
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("killer")));
        // Played to the end from the keyboard.
        QSignalSpy solved(m_window->session(), &GameSession::solved);
        m_window->board()->setFocus();
        const std::vector<std::uint8_t> solution = game.solution();
        for (int cell = 0; cell < size * size; ++cell)
            if (!game.isGiven(cell))
                enter(cell, char('0' + solution[size_t(cell)]));
        QCOMPARE(solved.count(), 1);
    }

    void killerIsOfferedOnlyWhereTheGeneratorMakesOne()
    {
        NewGameDialog dialog(m_window.get());
        auto* shapes = dialog.findChild<QComboBox*>(QStringLiteral("shape"));
        auto* killer = dialog.findChild<QCheckBox*>(QStringLiteral("killer"));
        killer->setChecked(true);
        shapes->setCurrentIndex(5); // 16×16
        QVERIFY(!killer->isEnabled());
        QVERIFY(!dialog.options().killer.has_value());
        shapes->setCurrentIndex(3); // back to 9×9: the choice comes back
        QVERIFY(dialog.options().killer.has_value());
    }

    void cageClashIsNamedByItsCage()
    {
        QCOMPARE(test::playPuzzle(*m_window, QString::fromLatin1(kKiller4)).kind, game::PuzzleVerdict::Kind::Unique);
        m_window->board()->setFocus();
        enter(5, '2');  // r2c2
        enter(10, '2'); // r3c3: no house in common with r2c2, only cage d
        const BoardState& state = m_window->board()->state();
        QVERIFY(state.conflicts[5]);
        QVERIFY(state.conflicts[10]);
        QVERIFY(!state.conflicts[6]);
        m_window->action(QStringLiteral("check"))->trigger();
        QCOMPARE(m_window->statusBar()->currentMessage(),
                 QStringLiteral("r2c2 and r3c3 both hold 2 in the cage of 7 at r2c2."));
        // The cursor on a clashing cell says the same.
        m_window->statusBar()->clearMessage();
        m_window->board()->setSelectedCell(0);
        m_window->board()->setSelectedCell(5);
        QCOMPARE(m_window->statusBar()->currentMessage(),
                 QStringLiteral("r2c2 and r3c3 both hold 2 in the cage of 7 at r2c2."));
        // r2c2 = 2 is the wrong one (r3c3 is 2 in the solution): the hint
        // explains it by the cage, having no house to name.
        GameSession* session = m_window->session();
        for (int press = 0; press < 3; ++press) {
            QTest::keyClick(m_window->board(), Qt::Key_H);
            QVERIFY(QTest::qWaitFor([&] { return session->hint() != nullptr; }, 20000));
        }
        QVERIFY(QTest::qWaitFor([&] { return session->hintStage() == HintStage::Explanation; }, 20000));
        QCOMPARE(session->hint()->kind, game::PlayerHint::Kind::WrongEntry);
        QCOMPARE(m_window->hintPanel()->explanationText(),
                 QStringLiteral("It repeats the 2 of r3c3 in the cage of 7 at r2c2."));
    }

    void cageOverItsSumIsShownAsAClash()
    {
        QCOMPARE(test::playPuzzle(*m_window, QString::fromLatin1(kKiller4)).kind, game::PuzzleVerdict::Kind::Unique);
        m_window->board()->setFocus();
        enter(0, '4'); // r1c1 + r1c2 must make 3: 4 is already past it
        const BoardState& state = m_window->board()->state();
        QVERIFY(state.conflicts[0]);
        QVERIFY(!state.conflicts[1]); // empty: nothing to blame there
        QCOMPARE(state.brokenCages.size(), size_t(7));
        QVERIFY(state.brokenCages[0]);
        m_window->action(QStringLiteral("check"))->trigger();
        QCOMPARE(m_window->statusBar()->currentMessage(),
                 QStringLiteral("The digits in the cage of 3 at r1c1 already add up to 4, more than its sum."));
        enter(1, '3'); // full at 7, not 3
        m_window->action(QStringLiteral("check"))->trigger();
        QCOMPARE(m_window->statusBar()->currentMessage(),
                 QStringLiteral("The digits in the cage of 3 at r1c1 add up to 7."));
        QVERIFY(m_window->board()->state().conflicts[1]);
    }

    void aFullBoardThatMissesASumIsNotSolved()
    {
        // Rows, columns and boxes all hold 1-4 once, but the cages' sums
        // are those of another grid: not a win.
        game::Game game = killerGame(kKiller4);
        const char* const wrong = "2143341243211234";
        game::Change change;
        for (int cell = 0; cell < 16; ++cell) {
            game::CellState after = game.cell(cell);
            after.value = std::uint8_t(wrong[cell] - '0');
            change.cells.push_back({cell, game.cell(cell), after});
        }
        game.apply(change);
        QVERIFY(!game.board().firstConflict()); // no house clash ...
        QVERIFY(!game::isSolved(game));         // ... yet not solved
        QVERIFY(!game::check(game).brokenCages.empty());
    }

    void givensClashingInACageAreReported()
    {
        // Equal givens in one cage: the parser refuses them, so the check
        // of an entered puzzle meets them only through game::verifyPuzzle.
        game::Game game = killerGame(kKiller4);
        Grid puzzle(game.geometryPtr());
        puzzle.setValue(5, 2);
        puzzle.setValue(10, 2);
        const game::PuzzleVerdict verdict = game::verifyPuzzle(puzzle);
        QCOMPARE(verdict.kind, game::PuzzleVerdict::Kind::Clash);
        QVERIFY(verdict.clash.has_value());
        QCOMPARE(verdict.clash->house, -1);
        QCOMPARE(verdict.clash->cage, 3);
    }

    void combinationsOfACage()
    {
        game::Game game = killerGame(kKiller4);
        const Alphabet& alphabet = game.alphabet();
        const int a = cageOfCells(game.geometry(), {0, 1}); // 2 cells, sum 3
        QCOMPARE(a, 0);
        CageOptions options = cageOptions(game, a, 64);
        QVERIFY(options.listed);
        QCOMPARE(possibleSets(options, alphabet, CageOption::Status::Possible), QStringList{QStringLiteral("12")});
        QCOMPARE(options.inEveryPossible(), digitBit(1) | digitBit(2));

        // Cage e: r2c4 + r3c4 = 5 of 1..4: {1,4} and {2,3}.
        const int e = cageOfCells(game.geometry(), {7, 11});
        QVERIFY(e >= 0);
        options = cageOptions(game, e, 64);
        QCOMPARE(possibleSets(options, alphabet, CageOption::Status::Possible),
                 (QStringList{QStringLiteral("14"), QStringLiteral("23")}));
        // A 1 placed in the cage leaves {1,4}.
        game.apply(game.changeFor({game::MoveKind::Enter, {7}, 1}));
        options = cageOptions(game, e, 64);
        QCOMPARE(possibleSets(options, alphabet, CageOption::Status::Possible), QStringList{QStringLiteral("14")});
        QCOMPARE(possibleSets(options, alphabet, CageOption::Status::RuledOutByDigits),
                 QStringList{QStringLiteral("23")});
        // Marks: with the 1 gone again and r3c4 marked 2 or 3 only, {1,4} cannot fit.
        game.apply(game.changeFor({game::MoveKind::Clear, {7}, 0}));
        game.apply(game.changeFor({game::MoveKind::ToggleCorner, {11}, 2}));
        game.apply(game.changeFor({game::MoveKind::ToggleCorner, {11}, 3}));
        options = cageOptions(game, e, 64);
        QCOMPARE(possibleSets(options, alphabet, CageOption::Status::Possible), QStringList{QStringLiteral("23")});
        QCOMPARE(possibleSets(options, alphabet, CageOption::Status::RuledOutByMarks),
                 QStringList{QStringLiteral("14")});
    }

    void combinationsAreListedInReadingOrder()
    {
        // 9×9, 3 cells, sum 15: eight sets, 1 5 9 before 1 6 8 before 2 4 9.
        GeometrySpec spec = GeometrySpec::classic();
        spec.cages = {Cage{{0, 1, 2}, 15}};
        const auto geometry = Geometry::create(spec);
        QVERIFY(geometry.ok());
        const game::Game game = game::Game::create(Grid(geometry.value()), Alphabet::standard(9)).value();
        const QStringList sets = possibleSets(cageOptions(game, 0, 64), game.alphabet(), CageOption::Status::Possible);
        QCOMPARE(sets.join(QLatin1Char(' ')), QStringLiteral("159 168 249 258 267 348 357 456"));
    }

    void panelFollowsTheCursor()
    {
        QCOMPARE(test::playPuzzle(*m_window, QString::fromLatin1(kKiller4)).kind, game::PuzzleVerdict::Kind::Unique);
        CagePanel* panel = m_window->cagePanel();
        QVERIFY(panel->isVisible());
        m_window->board()->setSelectedCell(1); // cage a
        QCOMPARE(panel->options().cage, 0);
        QVERIFY(panel->plainText().startsWith(QStringLiteral("Sum 3 in 2 cells")));
        QVERIFY(panel->plainText().contains(QStringLiteral("1 2")));
        m_window->board()->setFocus();
        enter(11, '1'); // cage e: {2,3} is out
        m_window->board()->setSelectedCell(7);
        QCOMPARE(panel->options().cage, 4);
        QVERIFY2(panel->plainText().contains(QStringLiteral("\n2 3: by a digit in the cage\n")),
                 qPrintable(panel->plainText()));
        QVERIFY(panel->plainText().contains(QStringLiteral("1 of 2 possible.")));
        // A puzzle without cages hides the panel.
        QCOMPARE(test::playPuzzle(*m_window, QString::fromLatin1(kPlain)).kind, game::PuzzleVerdict::Kind::Unique);
        QVERIFY(!panel->isVisible());
    }

    void copyKeepsTheCages()
    {
        QCOMPARE(test::playPuzzle(*m_window, QString::fromLatin1(kKiller4)).kind, game::PuzzleVerdict::Kind::Unique);
        m_window->action(QStringLiteral("copy"))->trigger();
        auto parsed = parsePuzzle(QGuiApplication::clipboard()->text().toStdString());
        QVERIFY(parsed.ok());
        QCOMPARE(parsed->grid.geometry().spec(), m_window->session()->game().geometry().spec());
        // Entering a new puzzle starts from the shape without the cages.
        m_window->action(QStringLiteral("enterPuzzle"))->trigger();
        QVERIFY(m_window->session()->isEditing());
        QVERIFY(!m_window->session()->game().geometry().hasCages());
    }

    void outlineFollowsTheCageInside()
    {
        const game::Game game = killerGame(kKiller4);
        const Geometry& g = game.geometry();
        const QRectF board(0, 0, 400, 400); // cells of 100
        const qreal inset = 8;
        // Cage a, r1c1-r1c2: one rectangle, inset on every side.
        const QPainterPath a = cageOutline(g, 0, board, inset);
        QCOMPARE(a.boundingRect(), QRectF(inset, inset, 200 - 2 * inset, 100 - 2 * inset));
        QCOMPARE(a.elementCount(), 5); // four corners and the close
        // Cage f, r3c2 + r4c1 + r4c2: an L of six corners. At its concave
        // corner r4c1's top line runs on past the cell's edge, to meet
        // r3c2's left line: (100 + inset, 300 + inset).
        const QPainterPath f = cageOutline(g, 5, board, inset);
        QCOMPARE(f.elementCount(), 7);
        bool concave = false;
        for (int i = 0; i < f.elementCount(); ++i)
            concave = concave
                || (qFuzzyCompare(f.elementAt(i).x, 100 + inset) && qFuzzyCompare(f.elementAt(i).y, 300 + inset));
        QVERIFY(concave);
        // A ring of eight cells (9×9) is two loops: outside and inside the hole.
        GeometrySpec spec = GeometrySpec::classic();
        spec.cages = {Cage{{0, 1, 2, 9, 11, 18, 19, 20}, 36}};
        const auto ring = Geometry::create(spec);
        QVERIFY(ring.ok());
        const QPainterPath loops = cageOutline(*ring.value(), 0, QRectF(0, 0, 900, 900), 10);
        QCOMPARE(loops.toSubpathPolygons().size(), qsizetype(2));
    }

    void marksStayClearOfTheSum()
    {
        game::Game game = killerGame(kKiller4);
        m_window->session()->startGame(game);
        BoardWidget* board = m_window->board();
        const QRectF first = board->cellRect(0); // cage a's sum stands here
        const CageMetrics metrics = board->cageMetrics();
        const QRectF sum = cageSumRect(first, 3, metrics);
        QVERIFY(first.contains(sum));
        for (int digit = 1; digit <= 4; ++digit) {
            QVERIFY(first.contains(board->markRect(0, digit)));
            QVERIFY(!board->markRect(0, digit).intersects(sum));
        }
        // A caged cell without a sum: its marks stay inside the outline.
        const qreal inset = metrics.inset + metrics.lineWidth / 2;
        QVERIFY(board->cellRect(1).adjusted(inset, inset, -inset, -inset).contains(board->markRect(1, 1)));
    }

    void drawsAtEverySizeAndTheme_data()
    {
        QTest::addColumn<QString>("puzzle");
        QTest::addColumn<QString>("theme");
        for (const char* theme : {"light", "dark", "high-contrast"}) {
            QTest::addRow("4x4 %s", theme) << QString::fromLatin1(kKiller4) << QString::fromLatin1(theme);
            QTest::addRow("6x6 %s", theme) << QString::fromLatin1(kSolo6) << QString::fromLatin1(theme);
            QTest::addRow("9x9 %s", theme) << QString::fromLatin1(kSolo9) << QString::fromLatin1(theme);
        }
    }

    void drawsAtEverySizeAndTheme()
    {
        QFETCH(QString, puzzle);
        QFETCH(QString, theme);
        applyTheme(themeByKey(theme));
        game::Game game = killerGame(puzzle.toLatin1().constData());
        // Marks in every cell, a digit and a broken cage: everything a cage
        // drawing has to share its cells with.
        game.apply(game.changeFor({game::MoveKind::FillCandidates, {}, 0}));
        const std::vector<Cage>& cages = game.geometry().cages();
        const auto pair = std::find_if(cages.begin(), cages.end(), [](const Cage& c) { return c.cells.size() == 2; });
        QVERIFY(pair != cages.end());
        const int broken = int(pair - cages.begin());
        // Twice the largest digit: a clash, and a sum two cells cannot make.
        game.apply(game.changeFor({game::MoveKind::Enter, pair->cells, game.size()}));
        m_window->session()->startGame(game);
        m_window->board()->setSelectedCell(pair->cells.back());
        QVERIFY(m_window->board()->state().brokenCages.at(size_t(broken)));
        const QImage shot = m_window->board()->grab().toImage();
        QVERIFY(!shot.isNull());
        // A sum's box is knocked out in the base colour, whatever the theme:
        // most of it (all but the digits) is that colour.
        const Cage& last = cages.back();
        const QRectF cell = m_window->board()->cellRect(last.cells.front());
        const QRectF box = cageSumRect(cell, last.sum, m_window->board()->cageMetrics());
        const qreal ratio = shot.devicePixelRatio();
        const QColor base = m_window->board()->palette().color(QPalette::Base);
        int inBase = 0;
        int pixels = 0;
        for (int y = int(box.top() * ratio) + 1; y < int(box.bottom() * ratio) - 1; ++y) {
            for (int x = int(box.left() * ratio) + 1; x < int(box.right() * ratio) - 1; ++x) {
                ++pixels;
                inBase += shot.pixelColor(x, y) == base ? 1 : 0;
            }
        }
        QVERIFY(pixels > 0);
        QVERIFY2(inBase * 2 > pixels, qPrintable(QStringLiteral("%1 of %2").arg(inBase).arg(pixels)));

        // Print and export paint through the same painter.
        QImage page(600, 600, QImage::Format_ARGB32);
        page.fill(Qt::white);
        QPainter painter(&page);
        paintPuzzleGrid(painter, QRectF(0, 0, 600, 600), printablePuzzle(game), GridContent::Solution);
        painter.end();
        applyTheme(Theme::Light);
    }
};

QTEST_MAIN(TestKillerPlay)
#include "tst_killer_play.moc"
