// SPDX-License-Identifier: GPL-3.0-or-later
// Hints from the player's actual state: a wrong entry first (with its
// reason), then a removed true candidate, then a deduction from the
// player's own marks (or, with no marks, the singles that need none), where
// to look for it, and what applying it writes. Every step offered agrees
// with the solution, checked along whole games of public puzzles.
#include "core/formats/puzzle_format.h"
#include "core/game/game.h"
#include "core/game/game_check.h"
#include "core/game/player_hint.h"
#include "core/game/player_hint_change.h"
#include "core/game/player_hint_focus.h"
#include "core/logic/technique.h"
#include "core/solver/exact_solver.h"

#include "tests/support/test_data.h"

#include <QtTest>

#include <algorithm>
#include <set>

using namespace pm;
using namespace pm::game;
using logic::Technique;

namespace {

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1).
const char* const kPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";
const char* const kSolution = "436152789815769234279483156948316572162578943753924618524897361687231495391645827";

std::vector<std::uint8_t> digitsOf(const std::string& text)
{
    std::vector<std::uint8_t> out;
    for (char c : text)
        out.push_back(std::uint8_t(c - '0'));
    return out;
}

Game gameOf(const std::string& puzzle, std::vector<std::uint8_t> solution)
{
    auto parsed = parsePuzzle(puzzle);
    if (!parsed)
        qFatal("fixture does not parse");
    auto game = Game::create(parsed->grid, parsed->alphabet, std::move(solution));
    if (!game)
        qFatal("fixture game refused");
    return std::move(game).value();
}

Game newGame()
{
    return gameOf(kPuzzle, digitsOf(kSolution));
}

// top1465 #1: needs far more than singles.
const char* const kHardPuzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

Game hardGame()
{
    auto parsed = parsePuzzle(kHardPuzzle);
    if (!parsed)
        qFatal("fixture does not parse");
    return gameOf(kHardPuzzle, solver::solve(parsed->grid).solution);
}

void play(Game& game, MoveKind kind, std::vector<int> cells, int digit)
{
    game.apply(game.changeFor(Move{kind, std::move(cells), digit}));
}

// Every placement is the solution's digit; no elimination removes it.
bool agreesWithSolution(const logic::Step& step, const std::vector<std::uint8_t>& solution)
{
    for (const logic::CellDigit& p : step.placements)
        if (solution[p.cell] != p.digit)
            return false;
    for (const logic::CellDigit& e : step.eliminations)
        if (solution[e.cell] == e.digit)
            return false;
    return !step.placements.empty() || !step.eliminations.empty();
}

bool isSingle(Technique technique)
{
    return logic::info(technique).family == logic::Family::Singles;
}

// A wrong digit for an empty cell that no given in its houses holds, or 0.
int quietWrongDigit(const Game& game, int cell)
{
    for (int digit = 1; digit <= game.size(); ++digit) {
        if (digit == game.solution()[cell])
            continue;
        const auto& peers = game.geometry().peers(cell);
        if (std::none_of(peers.begin(), peers.end(), [&](int p) { return game.value(p) == digit; }))
            return digit;
    }
    return 0;
}

} // namespace

class TestPlayerHint : public QObject {
    Q_OBJECT
private slots:
    void wrongEntryComesBeforeEverythingElse()
    {
        Game game = newGame();
        play(game, MoveKind::FillCandidates, {}, 0);
        play(game, MoveKind::ToggleCorner, {1}, 3); // r1c2's answer 3 removed from its marks
        play(game, MoveKind::Enter, {10}, 5);       // r2c2 = 5: wrong (answer 1), no clash with a given
        const PlayerHint hint = findPlayerHint(game);
        QCOMPARE(hint.kind, PlayerHint::Kind::WrongEntry);
        QCOMPARE(hint.cell, 10);
        QCOMPARE(hint.digit, 5);
        QVERIFY(std::any_of(hint.pattern.cells.begin(), hint.pattern.cells.end(), [](const logic::CellMark& m) {
            return m.cell == 10 && m.role == logic::Role::Target;
        }));
        // Where to look: the box, not yet the cell.
        const HintFocus focus = whereToLook(game.geometry(), hint);
        QCOMPARE(focus.houses.size(), std::size_t(1));
        QCOMPARE(game.geometry().houses()[focus.houses.front()].kind, HouseKind::Box);
        QCOMPARE(game.geometry().houses()[focus.houses.front()].index, 0);
    }

    void aClashIsTheReasonWhenThereIsOne()
    {
        Game game = newGame();
        play(game, MoveKind::Enter, {0}, 6); // r1c1 = 6, and r1c3 is a given 6
        const PlayerHint hint = findPlayerHint(game);
        QCOMPARE(hint.kind, PlayerHint::Kind::WrongEntry);
        QCOMPARE(hint.cell, 0);
        QCOMPARE(hint.reason.kind, WrongEntryReason::Kind::Clash);
        QCOMPARE(hint.reason.clashCell, 2);
        const auto& cells = game.geometry().houses()[hint.reason.clashHouse].cells;
        QVERIFY(std::find(cells.begin(), cells.end(), 0) != cells.end());
        QVERIFY(std::find(cells.begin(), cells.end(), 2) != cells.end());
    }

    void aClashIsPreferredToALongerStory()
    {
        Game game = newGame();
        play(game, MoveKind::Enter, {10}, quietWrongDigit(game, 10)); // wrong, but no clash
        play(game, MoveKind::Enter, {74}, 7);                        // r9c3 = 7: column 3 and row 9 hold a given 7
        const PlayerHint hint = findPlayerHint(game);
        QCOMPARE(hint.kind, PlayerHint::Kind::WrongEntry);
        QCOMPARE(hint.cell, 74);
        QCOMPARE(hint.reason.kind, WrongEntryReason::Kind::Clash);
        QVERIFY(game.isGiven(hint.reason.clashCell));
        QCOMPARE(game.value(hint.reason.clashCell), 7);
    }

    void aWrongEntryIsExplainedBySinglesThatBreakTheGrid()
    {
        // Try wrong digits without a clash until singles show one breaks the
        // grid: the story must replay to the contradiction it names.
        int explained = 0;
        for (int cell = 0; cell < 81; ++cell) {
            Game game = newGame();
            if (game.isGiven(cell))
                continue;
            const int digit = quietWrongDigit(game, cell);
            if (digit == 0)
                continue;
            play(game, MoveKind::Enter, {cell}, digit);
            const PlayerHint hint = findPlayerHint(game);
            QCOMPARE(hint.kind, PlayerHint::Kind::WrongEntry);
            QCOMPARE(hint.cell, cell);
            QVERIFY(hint.reason.kind != WrongEntryReason::Kind::Clash);
            if (hint.reason.kind != WrongEntryReason::Kind::Contradiction)
                continue;
            ++explained;
            // Replay: the givens, the wrong digit and the singles named break
            // the grid where the reason says.
            Grid state(game.geometryPtr());
            for (int c = 0; c < 81; ++c)
                state.setValue(c, game.value(c));
            for (const logic::CellDigit& single : hint.reason.singles) {
                QCOMPARE(state.value(single.cell), 0);
                state.setValue(single.cell, single.digit);
            }
            state = logic::candidateState(state);
            const auto broken = logic::findContradiction(state);
            QVERIFY2(broken.has_value(), qPrintable(QStringLiteral("cell %1").arg(cell)));
        }
        QVERIFY(explained > 10);
    }

    void aRemovedTrueCandidateComesBeforeADeduction()
    {
        Game game = newGame();
        play(game, MoveKind::FillCandidates, {}, 0);
        play(game, MoveKind::ToggleCorner, {1}, 3); // r1c2 can be 3: its answer
        const PlayerHint hint = findPlayerHint(game);
        QCOMPARE(hint.kind, PlayerHint::Kind::RemovedCandidate);
        QCOMPARE(hint.cell, 1);
        QCOMPARE(hint.digit, 3);
        // Applying puts the mark back, and nothing else.
        const Change change = changeForHint(game, hint);
        QCOMPARE(change.cells.size(), std::size_t(1));
        game.apply(change);
        QVERIFY(game.cell(1).corner & digitBit(3));
        QVERIFY(findPlayerHint(game).kind == PlayerHint::Kind::Step);
    }

    // A player who keeps candidates as centre marks (no corner marks) gets
    // hints from them, a removed true candidate among them is found, and
    // applying writes the centre marks, never corner marks beside them.
    void centreMarksAreCandidatesWhereACellHasNoCornerMarks()
    {
        Game game = newGame();
        play(game, MoveKind::FillCandidates, {}, 0);
        Change toCentre;
        for (int cell = 0; cell < game.cellCount(); ++cell) {
            CellState after = game.cell(cell);
            if (after.value != 0 || after.corner == 0)
                continue;
            after.centre = after.corner;
            after.corner = 0;
            toCentre.cells.push_back({cell, game.cell(cell), after});
        }
        game.apply(toCentre);
        QCOMPARE(hintCandidates(game).candidates(1), game.cell(1).centre);
        play(game, MoveKind::ToggleCentre, {1}, 3); // r1c2 can be 3: its answer
        PlayerHint hint = findPlayerHint(game);
        QCOMPARE(hint.kind, PlayerHint::Kind::RemovedCandidate);
        QCOMPARE(hint.cell, 1);
        QVERIFY(!check(game).wrongMarks.empty());
        game.apply(changeForHint(game, hint));
        QVERIFY(game.cell(1).centre & digitBit(3));
        QCOMPARE(game.cell(1).corner, DigitMask(0));
        for (int i = 0; i < 30; ++i) {
            hint = findPlayerHint(game);
            if (hint.kind != PlayerHint::Kind::Step)
                break;
            QCOMPARE(hint.marks, MarksBasis::PlayerMarks);
            QVERIFY(agreesWithSolution(hint.step, game.solution()));
            game.apply(changeForHint(game, hint, PlayOptions{true}));
            QVERIFY(std::all_of(game.cells().begin(), game.cells().end(),
                                [](const CellState& c) { return c.corner == 0; }));
        }
    }

    void anExtraFalseMarkIsNotAMistake()
    {
        Game game = newGame();
        play(game, MoveKind::FillCandidates, {}, 0);
        // A mark the player has simply not removed yet keeps the truth.
        const PlayerHint hint = findPlayerHint(game);
        QCOMPARE(hint.kind, PlayerHint::Kind::Step);
        QCOMPARE(hint.marks, MarksBasis::PlayerMarks);
        QVERIFY(agreesWithSolution(hint.step, game.solution()));
    }

    void withoutMarksOnlySinglesAreOffered()
    {
        Game game = newGame();
        const PlayerHint hint = findPlayerHint(game);
        QCOMPARE(hint.kind, PlayerHint::Kind::Step);
        QCOMPARE(hint.marks, MarksBasis::NoMarksNeeded);
        QVERIFY(isSingle(hint.step.technique));
        QVERIFY(agreesWithSolution(hint.step, game.solution()));
        // Applying enters the digit and writes no marks.
        game.apply(changeForHint(game, hint));
        const logic::CellDigit placed = hint.step.placements.front();
        QCOMPARE(game.value(placed.cell), placed.digit);
        QVERIFY(std::all_of(game.cells().begin(), game.cells().end(),
                            [](const CellState& c) { return c.corner == 0 && c.centre == 0; }));
    }

    void withoutMarksAndWithoutSinglesThePlayerIsToldToMark()
    {
        // Hard puzzles that open with no single at all.
        int seen = 0;
        for (const std::string& line : test::loadPuzzleLines(test::sharedDataPath(QStringLiteral("top1465.txt")), 200)) {
            auto parsed = parsePuzzle(line);
            QVERIFY(parsed.ok());
            const solver::SolveResult solved = solver::solve(parsed->grid);
            QCOMPARE(solved.outcome, solver::SolveOutcome::Unique);
            Game game = gameOf(line, solved.solution);
            const PlayerHint hint = findPlayerHint(game);
            QCOMPARE(hint.kind, PlayerHint::Kind::Step);
            QVERIFY(agreesWithSolution(hint.step, game.solution()));
            if (hint.marks == MarksBasis::NoMarksNeeded) {
                QVERIFY(isSingle(hint.step.technique));
                continue;
            }
            QCOMPARE(hint.marks, MarksBasis::MarksNeeded);
            QVERIFY(!isSingle(hint.step.technique));
            // Applying fills in every empty cell's marks, then the step.
            game.apply(changeForHint(game, hint));
            for (int cell = 0; cell < 81; ++cell)
                QVERIFY(game.value(cell) != 0 || game.cell(cell).corner != 0);
            for (const logic::CellDigit& e : hint.step.eliminations)
                QVERIFY(!(game.cell(e.cell).corner & digitBit(e.digit)));
            if (++seen == 5)
                break;
        }
        QCOMPARE(seen, 5);
    }

    void unmarkedCellsAmongMarkedOnesReadAsWhatTheirPeersAllow()
    {
        Game game = newGame();
        play(game, MoveKind::FillCandidates, {}, 0);
        const DigitMask full = game.cell(0).corner;
        play(game, MoveKind::Clear, {0}, 0); // r1c1: no marks now
        QCOMPARE(game.cell(0).corner, DigitMask(0));
        const Grid read = hintCandidates(game);
        QCOMPARE(read.candidates(0), full);
        // A mark left after a peer got that digit is not read (the player
        // has not tidied it yet; it is not a candidate).
        Game stale = newGame();
        play(stale, MoveKind::FillCandidates, {}, 0);
        QVERIFY(stale.cell(1).corner & digitBit(4));
        play(stale, MoveKind::Enter, {0}, 4); // right; marks of peers are not updated
        QVERIFY(stale.cell(1).corner & digitBit(4));
        QVERIFY(!(hintCandidates(stale).candidates(1) & digitBit(4)));

        const PlayerHint hint = findPlayerHint(game);
        QCOMPARE(hint.kind, PlayerHint::Kind::Step);
        QCOMPARE(hint.marks, MarksBasis::PlayerMarks);
        QVERIFY(agreesWithSolution(hint.step, game.solution()));
    }

    void partialMarksGiveSoundStepsAndApplyingMovesOn()
    {
        // Marks in every other cell only: each step is sound, and applying
        // it always changes the board (no hint repeats itself).
        Game game = newGame();
        play(game, MoveKind::FillCandidates, {}, 0);
        for (int cell = 0; cell < 81; cell += 2)
            if (!game.isGiven(cell))
                play(game, MoveKind::Clear, {cell}, 0);
        for (int i = 0; i < 200; ++i) {
            const PlayerHint hint = findPlayerHint(game);
            if (hint.kind == PlayerHint::Kind::Solved)
                return;
            QCOMPARE(hint.kind, PlayerHint::Kind::Step);
            QVERIFY(agreesWithSolution(hint.step, game.solution()));
            const Change change = changeForHint(game, hint, PlayOptions{true});
            QVERIFY(!change.isEmpty());
            game.apply(change);
        }
        QFAIL("the game did not end");
    }

    void applyingAWrongEntryHintClearsIt()
    {
        Game game = newGame();
        play(game, MoveKind::FillCandidates, {}, 0);
        const CellState before = game.cell(10);
        play(game, MoveKind::Enter, {10}, 6);
        const PlayerHint hint = findPlayerHint(game);
        QCOMPARE(hint.kind, PlayerHint::Kind::WrongEntry);
        const Change change = changeForHint(game, hint);
        game.apply(change);
        QCOMPARE(game.cell(10), before); // digit gone, marks back
        game.revert(change);
        QCOMPARE(game.value(10), 6);
    }

    void applyingAStepDoesWhatTheStepSays()
    {
        Game game = hardGame();
        play(game, MoveKind::FillCandidates, {}, 0);
        // Walk until a step eliminates something, then check the change.
        for (int i = 0; i < 100; ++i) {
            const PlayerHint hint = findPlayerHint(game);
            QCOMPARE(hint.kind, PlayerHint::Kind::Step);
            const Game before = game;
            const Change change = changeForHint(game, hint);
            game.apply(change);
            for (const logic::CellDigit& p : hint.step.placements)
                QCOMPARE(game.value(p.cell), p.digit);
            for (const logic::CellDigit& e : hint.step.eliminations)
                QVERIFY(!(game.cell(e.cell).corner & digitBit(e.digit)));
            // Nothing else: only the cells the step names change.
            for (const CellChange& c : change.cells) {
                const bool named = std::any_of(hint.step.placements.begin(), hint.step.placements.end(),
                                               [&](const logic::CellDigit& p) { return p.cell == c.cell; })
                    || std::any_of(hint.step.eliminations.begin(), hint.step.eliminations.end(),
                                   [&](const logic::CellDigit& e) { return e.cell == c.cell; });
                QVERIFY(named);
            }
            game.revert(change);
            QVERIFY(game == before);
            if (!hint.step.eliminations.empty())
                return;
            game.apply(change);
        }
        QFAIL("no eliminating step met");
    }

    void solvedAndUnknownSolutionAreTheirOwnKinds()
    {
        Game game = newGame();
        for (int cell = 0; cell < 81; ++cell)
            if (!game.isGiven(cell))
                play(game, MoveKind::Enter, {cell}, game.solution()[cell]);
        QCOMPARE(findPlayerHint(game).kind, PlayerHint::Kind::Solved);

        auto parsed = parsePuzzle(kPuzzle);
        auto unknown = Game::create(parsed->grid, parsed->alphabet);
        QVERIFY(unknown.ok());
        QCOMPARE(findPlayerHint(unknown.value()).kind, PlayerHint::Kind::NoSolutionKnown);
    }

    void cancelledSearchSaysSo()
    {
        Game game = hardGame();
        play(game, MoveKind::FillCandidates, {}, 0);
        std::stop_source stop;
        stop.request_stop();
        QCOMPARE(findPlayerHint(game, stop.get_token()).kind, PlayerHint::Kind::Cancelled);
    }

    void whereToLookPointsWithoutNamingTheTechnique_data()
    {
        QTest::addColumn<int>("technique");
        QTest::newRow("hidden single") << int(Technique::HiddenSingleBox);
        QTest::newRow("naked single") << int(Technique::NakedSingle);
        QTest::newRow("x-wing") << int(Technique::XWing);
        QTest::newRow("xy-wing") << int(Technique::XYWing);
        QTest::newRow("x-chain") << int(Technique::XChain);
    }

    void whereToLookPointsWithoutNamingTheTechnique()
    {
        QFETCH(int, technique);
        logic::Step step;
        step.technique = Technique(technique);
        step.detail.houses = {3, 7};
        step.detail.cells = {40, 41, 49};
        step.eliminations = {{60, 5}, {61, 5}, {62, 5}, {70, 5}};
        const HintFocus focus = whereToLook(step);
        switch (step.technique) {
        case Technique::HiddenSingleBox: QCOMPARE(focus.houses, (std::vector<int>{3})); break;
        case Technique::NakedSingle: QCOMPARE(focus.cells, (std::vector<int>{40})); break;
        case Technique::XWing: QCOMPARE(focus.houses, (std::vector<int>{3, 7})); break;
        case Technique::XYWing: QCOMPARE(focus.cells, (std::vector<int>{40})); break;
        default:
            // A chain is pointed at by its effect, a few cells at most.
            QVERIFY(focus.effect);
            QCOMPARE(focus.cells, (std::vector<int>{60, 61, 62}));
            break;
        }
    }

    void stepsAreSoundAlongWholeGames_data()
    {
        QTest::addColumn<QString>("level");
        QTest::addColumn<bool>("marks");
        for (const char* level : {"Simple", "Easy", "Intermediate", "Expert"}) {
            QTest::newRow(QByteArray(level).append(" marks").constData()) << QString::fromLatin1(level) << true;
            QTest::newRow(QByteArray(level).append(" no marks").constData()) << QString::fromLatin1(level) << false;
        }
    }

    // 4 levels x 2 ways x 30 puzzles = 240 whole games. With marks the game
    // starts from filled-in marks; without, from none (singles first, then
    // the apply of a "marks needed" step fills them in). Every so often the
    // player slips: a wrong digit, which must be the next hint, and whose
    // hint clears it.
    void stepsAreSoundAlongWholeGames()
    {
        QFETCH(QString, level);
        QFETCH(bool, marks);
        int games = 0;
        int slips = 0;
        for (const auto& row : test::loadTsv(test::sharedDataPath(QStringLiteral("qqwing_generated_levels.tsv")))) {
            if (QString::fromStdString(row.at("qqwing_difficulty")) != level)
                continue;
            Game game = gameOf(row.at("puzzle"), digitsOf(row.at("solution")));
            if (marks)
                play(game, MoveKind::FillCandidates, {}, 0);
            for (int move = 0;; ++move) {
                QVERIFY2(move < 400, "the game did not end");
                if (move % 9 == 4) {
                    int cell = 0;
                    while (cell < 81 && game.value(cell) != 0)
                        ++cell;
                    const int wrong = cell < 81 ? quietWrongDigit(game, cell) : 0;
                    if (wrong != 0) {
                        play(game, MoveKind::Enter, {cell}, wrong);
                        const PlayerHint hint = findPlayerHint(game);
                        QCOMPARE(hint.kind, PlayerHint::Kind::WrongEntry);
                        QCOMPARE(hint.cell, cell);
                        game.apply(changeForHint(game, hint));
                        QCOMPARE(game.value(cell), 0);
                        ++slips;
                    }
                }
                const PlayerHint hint = findPlayerHint(game);
                if (hint.kind == PlayerHint::Kind::Solved)
                    break;
                QCOMPARE(hint.kind, PlayerHint::Kind::Step);
                QVERIFY2(agreesWithSolution(hint.step, game.solution()),
                         qPrintable(QString::fromStdString(row.at("puzzle"))));
                const HintFocus focus = whereToLook(game.geometry(), hint);
                QVERIFY(!focus.houses.empty() || !focus.cells.empty());
                const Change change = changeForHint(game, hint, PlayOptions{true});
                QVERIFY(!change.isEmpty());
                game.apply(change);
                QVERIFY(check(game).mistakes.empty());
                QVERIFY(check(game).wrongMarks.empty());
            }
            QVERIFY(isSolved(game));
            if (++games == 30)
                break;
        }
        QCOMPARE(games, 30);
        QVERIFY(slips > 0);
    }

    // Hard puzzles (fish, wings, chains, forcing): whole games from marks.
    void hardStepsAreSoundAlongWholeGames()
    {
        int games = 0;
        std::set<Technique> seen;
        for (const std::string& line : test::loadPuzzleLines(test::sharedDataPath(QStringLiteral("top1465.txt")), 100)) {
            auto parsed = parsePuzzle(line);
            QVERIFY(parsed.ok());
            Game game = gameOf(line, solver::solve(parsed->grid).solution);
            play(game, MoveKind::FillCandidates, {}, 0);
            for (int move = 0;; ++move) {
                QVERIFY2(move < 400, "the game did not end");
                const PlayerHint hint = findPlayerHint(game);
                if (hint.kind == PlayerHint::Kind::Solved)
                    break;
                QCOMPARE(hint.kind, PlayerHint::Kind::Step);
                QVERIFY2(agreesWithSolution(hint.step, game.solution()), qPrintable(QString::fromStdString(line)));
                seen.insert(hint.step.technique);
                game.apply(changeForHint(game, hint, PlayOptions{true}));
            }
            ++games;
        }
        QCOMPARE(games, 100);
        QVERIFY(seen.size() > 10); // many techniques met, not only singles
    }
};

QTEST_APPLESS_MAIN(TestPlayerHint)
#include "tst_player_hint.moc"
