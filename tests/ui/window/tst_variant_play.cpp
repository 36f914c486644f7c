// SPDX-License-Identifier: GPL-3.0-or-later
// A variant puzzle played as a player would (issue 37): pasted as an
// f-puzzles link with a title, an author and rules, it starts (unique, not
// graded), the Rules panel shows its words and names the thermometer; a
// digit that breaks the thermometer is a clash that Check names; the game
// file and a copied link keep the thermometer and the words; a hint that finds nothing says
// the hints do not know the rule, never that the puzzle needs guessing.
#include "core/formats/puzzle_format.h"
#include "core/game/game_check.h"
#include "play/session/game_file.h"
#include "play/session/game_session.h"
#include "text/game_text.h"
#include "text/hint_text.h"
#include "text/names.h"
#include "ui/board/board_accessibility.h"
#include "ui/board/board_widget.h"
#include "ui/hints/all_steps_panel.h"
#include "ui/hints/hint_panel.h"
#include "ui/window/main_window.h"
#include "ui/window/rules_panel.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QSignalSpy>
#include <QStatusBar>
#include <QtTest>

#include "tests/ui/window_helpers.h"

using namespace pm;

namespace {

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1),
// unique already; its solution's r1c4 r1c5 r2c5 are 1 5 6, so a
// thermometer along them holds.
const char* const kPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";
const std::vector<int> kThermometer{3, 4, 13}; // r1c4 (the bulb), r1c5, r2c5

// The puzzle with its thermometer, as f-puzzles JSON with a title, an
// author and rules.
QString thermometerPuzzle()
{
    auto classic = parsePuzzle(kPuzzle);
    if (!classic)
        qFatal("fixture does not parse");
    GeometrySpec spec = classic->grid.geometry().spec();
    spec.constraints.push_back(Constraint{ConstraintKind::Thermometer, {kThermometer}});
    auto geometry = Geometry::create(spec);
    if (!geometry)
        qFatal("%s", geometry.error().message.c_str());
    Grid grid(geometry.value());
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        grid.setValue(cell, classic->grid.value(cell));
        grid.setGiven(cell, classic->grid.value(cell) != 0);
    }
    const std::optional<std::string> json = writeFPuzzles(grid);
    if (!json || json->front() != '{')
        qFatal("no f-puzzles JSON written");
    return QStringLiteral("{\"title\":\"Rising <b>Test</b>\",\"author\":\"A. Setter\","
                          "\"ruleset\":\"Normal sudoku rules apply.\\nDigits rise from the bulb.\","
                          "\"text\":[{\"cells\":[\"R0C5\"],\"value\":\"up\"}],")
        + QString::fromStdString(json->substr(1));
}

// The classic puzzle with a rule Pencilmark does not know (a nabner line),
// with or without the solution f-puzzles keeps beside it.
QString unknownRulePuzzle(bool withSolution)
{
    const char* const solution = "436152789815769234279483156948316572162578943753924618524897361687231495391645827";
    auto classic = parsePuzzle(kPuzzle);
    const std::optional<std::string> json = writeFPuzzles(classic->grid);
    QString digits;
    for (const char* c = solution; *c; ++c)
        digits += (digits.isEmpty() ? QString() : QStringLiteral(",")) + QChar::fromLatin1(*c);
    return QStringLiteral("{\"nabner\":[{\"lines\":[[\"R9C1\",\"R9C2\",\"R9C3\"]]}],")
        + (withSolution ? QStringLiteral("\"solution\":[") + digits + QStringLiteral("],") : QString())
        + QString::fromStdString(json->substr(1));
}

} // namespace

class TestVariantPlay : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_variant_play"));
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

    void aVariantPuzzleStartsWithItsRulesInSight()
    {
        // A classic game first: the Rules panel stays closed for it.
        QCOMPARE(test::playPuzzle(*m_window, QString::fromLatin1(kPuzzle)).kind, game::PuzzleVerdict::Kind::Unique);
        QVERIFY(m_window->rulesPanel()->isHidden());

        const game::PuzzleVerdict verdict = test::playPuzzle(*m_window, thermometerPuzzle());
        QCOMPARE(verdict.kind, game::PuzzleVerdict::Kind::Unique);
        // Graded with its thermometer (issue 38), as any puzzle is.
        QVERIFY(!verdict.variantRules);
        QVERIFY(verdict.level);
        QVERIFY(GameText::uniqueVerdict(verdict).contains(Names::level(*verdict.level)));
        const game::Game& game = m_window->session()->game();
        QCOMPARE(game.geometry().constraints().size(), std::size_t(1));
        QCOMPARE(game.notes().title, std::string("Rising <b>Test</b>"));

        RulesPanel* rules = m_window->rulesPanel();
        QVERIFY(rules->isVisible());
        QVERIFY(m_window->action(QStringLiteral("showRules"))->isChecked());
        const QString text = rules->text();
        // The title as written: markup in it is text, not bold.
        QVERIFY2(text.contains(QStringLiteral("Rising <b>Test</b>")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("by A. Setter")));
        QVERIFY(text.contains(QStringLiteral("Digits rise from the bulb.")));
        QVERIFY(text.contains(QStringLiteral("Rules on the board: thermometer.")));
        QVERIFY(text.contains(QStringLiteral("the clash colours and the hints follow every one of them")));
        // View ▸ Puzzle Rules closes and opens it.
        m_window->action(QStringLiteral("showRules"))->trigger();
        QVERIFY(rules->isHidden());
        m_window->action(QStringLiteral("showRules"))->trigger();
        QVERIFY(rules->isVisible());
    }

    void aDigitThatBreaksTheThermometerIsAClashCheckNames()
    {
        QCOMPARE(test::playPuzzle(*m_window, thermometerPuzzle()).kind, game::PuzzleVerdict::Kind::Unique);
        GameSession* session = m_window->session();
        BoardWidget* board = m_window->board();
        board->setFocus();
        // 1 in r1c5, the middle: the bulb below it would need less than 1.
        // No row, column or box holds a 1 there: only the thermometer breaks.
        board->setSelectedCell(kThermometer[1]);
        QTest::keyClick(board, '1');
        QCOMPARE(session->game().value(kThermometer[1]), 1);
        const game::CheckResult result = game::check(session->game());
        QVERIFY(result.conflicts.empty());
        QCOMPARE(result.brokenConstraints.size(), std::size_t(1));
        QCOMPARE(board->state().brokenConstraints, std::vector<bool>{true});
        QVERIFY(board->state().conflicts[std::size_t(kThermometer[1])]);
        const QString said = GameText::checkResult(result, session->game());
        QVERIFY2(said == QStringLiteral("The thermometer from r1c4 does not rise at r1c5."), qPrintable(said));
        QCOMPARE(GameText::clashAt(session->game(), kThermometer[1]), said);
        // The screen reader hears the constraint on the cell.
        const QString details = describeCellDetails(board->state(), kThermometer[1]);
        QVERIFY2(details.contains(QStringLiteral("On the thermometer from r1c4.")), qPrintable(details));
        QTest::keyClick(board, Qt::Key_Delete);
        QVERIFY(game::check(session->game()).brokenConstraints.empty());

        // A full board that keeps every house but breaks the thermometer
        // is not solved: the solution with 1 and 9 swapped puts 9 in the bulb.
        const std::vector<std::uint8_t>& solution = session->game().solution();
        std::vector<game::CellState> cells(solution.size());
        for (std::size_t cell = 0; cell < cells.size(); ++cell)
            cells[cell].value = std::uint8_t(solution[cell] == 1 ? 9 : solution[cell] == 9 ? 1 : solution[cell]);
        auto full = game::Game::restore(Grid(session->game().geometryPtr()), session->game().alphabet(), {},
                                        std::move(cells));
        QVERIFY(full);
        QVERIFY(full->isFull());
        QVERIFY(!game::isSolved(*full));
        QCOMPARE(game::check(*full).brokenConstraints.size(), std::size_t(1));
    }

    void theGameFileKeepsTheThermometerAndTheWords()
    {
        QCOMPARE(test::playPuzzle(*m_window, thermometerPuzzle()).kind, game::PuzzleVerdict::Kind::Unique);
        const game::Game& game = m_window->session()->game();
        const QByteArray bytes = encodeGame(game, false, {});
        QVERIFY(bytes.contains("\"version\":5"));
        auto saved = decodeGame(bytes);
        QVERIFY(saved);
        QCOMPARE(saved->game.geometry().constraints(), game.geometry().constraints());
        QCOMPARE(saved->game.notes(), game.notes());
        QCOMPARE(game.notes().drawings.size(), std::size_t(1)); // the text above column 5
        QVERIFY(saved->game == game);
        // A constraint the grid cannot hold is a damaged file, said as such.
        QByteArray damaged = bytes;
        damaged.replace("\"lines\":[[3,4,13]]", "\"lines\":[[3,4,80]]");
        QVERIFY(damaged != bytes);
        QVERIFY(!decodeGame(damaged));
        QByteArray unknown = bytes;
        unknown.replace("\"kind\":\"thermometer\"", "\"kind\":\"nabner\"");
        QVERIFY(!decodeGame(unknown));
    }

    // Edit ▸ Copy as f-puzzles Link: the thermometer and the words go with it.
    void theCopiedLinkCarriesTheRulesAndTheWords()
    {
        QCOMPARE(test::playPuzzle(*m_window, thermometerPuzzle()).kind, game::PuzzleVerdict::Kind::Unique);
        QGuiApplication::clipboard()->clear();
        QAction* copy = m_window->action(QStringLiteral("copyFPuzzles"));
        QVERIFY(copy->isEnabled());
        copy->trigger();
        const QString link = QGuiApplication::clipboard()->text();
        QVERIFY2(link.startsWith(QStringLiteral("https://f-puzzles.com/?load=")), qPrintable(link));
        auto read = parsePuzzle(link.toStdString());
        QVERIFY(read);
        const game::Game& game = m_window->session()->game();
        QCOMPARE(read->grid.geometry().constraints(), game.geometry().constraints());
        QCOMPARE(read->title, game.notes().title);
        QCOMPARE(read->author, game.notes().author);
        QCOMPARE(read->rules, game.notes().rules);
        QCOMPARE(read->drawings, game.notes().drawings);
    }

    // A rule Pencilmark does not know plays against the solution the puzzle
    // carries, as SudokuPad plays it: drawn, named, checked by the solution.
    void aRuleNotKnownPlaysAgainstTheSolutionItCarries()
    {
        QSignalSpy errors(m_window.get(), &MainWindow::errorReported);
        QVERIFY(!m_window->playPuzzleText(unknownRulePuzzle(false)));
        QCOMPARE(errors.size(), 1); // refused by name without a solution
        QVERIFY2(errors.front().at(0).toString().contains(QStringLiteral("'nabner' is not supported")),
                 qPrintable(errors.front().at(0).toString()));

        const game::PuzzleVerdict verdict = test::playPuzzle(*m_window, unknownRulePuzzle(true));
        QCOMPARE(verdict.kind, game::PuzzleVerdict::Kind::Unique);
        const game::Game& game = m_window->session()->game();
        QCOMPARE(game.notes().unknownRules, std::vector<std::string>{"nabner"});
        QVERIFY(!game::uniquenessTechniquesSound(game));
        QCOMPARE(m_window->board()->state().drawings.size(), std::size_t(1)); // its line, grey
        QVERIFY(m_window->rulesPanel()->isVisible());
        QVERIFY2(m_window->rulesPanel()->text().contains(QStringLiteral("Pencilmark cannot check 'nabner'")),
                 qPrintable(m_window->rulesPanel()->text()));
        game::PlayerHint stuck;
        stuck.kind = game::PlayerHint::Kind::Stuck;
        QVERIFY(HintText(game, false).whereToLook(stuck).contains(QStringLiteral("cannot check this puzzle's 'nabner'")));

        // Saved and read back with the rule it cannot check.
        auto saved = decodeGame(encodeGame(game, false, {}));
        QVERIFY2(saved, saved ? "" : qPrintable(saved.error().detail));
        QCOMPARE(saved->game.notes(), game.notes());

        // Solved only as the solution it came with.
        BoardWidget* board = m_window->board();
        board->setFocus();
        const std::vector<std::uint8_t> solution = game.solution();
        for (int cell = 0; cell < 81; ++cell)
            if (game.value(cell) == 0) {
                board->setSelectedCell(cell);
                QTest::keyClick(board, char('0' + solution[std::size_t(cell)]));
            }
        QVERIFY(m_window->session()->isSolved());
    }

    // Issue 38: a hint or All Steps opening under the Rules panel gets two
    // thirds of the column, so a variant step's explanation is not left
    // under a scroll bar.
    void theHintAndAllStepsOpenWithMostOfTheColumnUnderTheRules()
    {
        QCOMPARE(test::playPuzzle(*m_window, thermometerPuzzle()).kind, game::PuzzleVerdict::Kind::Unique);
        RulesPanel* rules = m_window->rulesPanel();
        QVERIFY(rules->isVisible());
        m_window->action(QStringLiteral("hint"))->trigger();
        HintPanel* hint = m_window->hintPanel();
        QTRY_VERIFY(hint->isVisible());
        QTRY_VERIFY2(hint->height() > rules->height() * 3 / 2,
                     qPrintable(QStringLiteral("hint %1, rules %2").arg(hint->height()).arg(rules->height())));
        // All Steps opens as a tab beside the hint, with the same height;
        // alone under the rules, it gets two thirds as well.
        hint->close();
        m_window->action(QStringLiteral("allSteps"))->trigger();
        QWidget* steps = m_window->findChild<AllStepsPanel*>();
        QTRY_VERIFY(steps && steps->isVisible());
        QTRY_VERIFY2(steps->height() > rules->height() * 3 / 2,
                     qPrintable(QStringLiteral("steps %1, rules %2").arg(steps->height()).arg(rules->height())));
    }

    // Issue 38: the hints reason with thermometers now, so finding nothing
    // on one is the plain "needs more than Pencilmark knows", never a rule
    // named as unknown to them.
    void aHintThatFindsNothingNamesNoRuleTheHintsKnow()
    {
        QCOMPARE(test::playPuzzle(*m_window, thermometerPuzzle()).kind, game::PuzzleVerdict::Kind::Unique);
        game::PlayerHint stuck;
        stuck.kind = game::PlayerHint::Kind::Stuck;
        const QString said = HintText(m_window->session()->game(), false).whereToLook(stuck);
        QVERIFY2(!said.contains(QStringLiteral("do not reason with")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("needs more than the techniques Pencilmark knows")), qPrintable(said));
        QVERIFY(!game::uniquenessTechniquesSound(m_window->session()->game()));
    }
};

QTEST_MAIN(TestVariantPlay)
#include "tst_variant_play.moc"
