// SPDX-License-Identifier: GPL-3.0-or-later
// The player's game state: moves as values, undo through changes, marks,
// colours, checking against the rules and the solution, the first mistake.
#include "core/formats/puzzle_format.h"
#include "core/game/game.h"
#include "core/game/game_check.h"

#include <QtTest>

using namespace pm;
using namespace pm::game;

namespace {

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1).
const char* const kPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";
const char* const kSolution = "436152789815769234279483156948316572162578943753924618524897361687231495391645827";

std::vector<std::uint8_t> digits(const char* text)
{
    std::vector<std::uint8_t> out;
    for (const char* p = text; *p; ++p)
        out.push_back(std::uint8_t(*p - '0'));
    return out;
}

Game newGame()
{
    auto parsed = parsePuzzle(kPuzzle);
    if (!parsed)
        qFatal("fixture does not parse");
    auto game = Game::create(parsed->grid, parsed->alphabet, digits(kSolution));
    if (!game)
        qFatal("fixture game refused");
    return std::move(game).value();
}

Change play(Game& game, MoveKind kind, std::vector<int> cells, int digit, PlayOptions options = {})
{
    Change change = game.changeFor(Move{kind, std::move(cells), digit, 0}, options);
    game.apply(change);
    return change;
}

Change play(Game& game, MoveKind kind, std::vector<int> cells, int digit, int colour)
{
    Change change = game.changeFor(Move{kind, std::move(cells), digit, colour});
    game.apply(change);
    return change;
}

} // namespace

class TestGame : public QObject {
    Q_OBJECT
private slots:
    void createChecksTheSolutionAgainstTheGivens()
    {
        auto parsed = parsePuzzle(kPuzzle);
        QVERIFY(parsed.ok());
        std::vector<std::uint8_t> wrong = digits(kSolution);
        wrong[2] = 1; // r1c3 is a given 6
        auto refused = Game::create(parsed->grid, parsed->alphabet, wrong);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().code, GameError::Code::SolutionMismatch);
        QCOMPARE(refused.error().cell, 2);
        QVERIFY(!Game::create(parsed->grid, Alphabet::standard(16), digits(kSolution)).ok());
        QVERIFY(Game::create(parsed->grid, parsed->alphabet).ok()); // solution not known yet
    }

    void enterLeavesGivensAloneAndRevertUndoes()
    {
        Game game = newGame();
        const Game start = game;
        const Change change = play(game, MoveKind::Enter, {0, 2}, 4); // r1c3 is a given
        QCOMPARE(change.cells.size(), size_t(1));
        QCOMPARE(game.value(0), 4);
        QCOMPARE(game.value(2), 6);
        QCOMPARE(game.remaining(4), 9 - 1 - 3); // three 4s among the givens
        game.revert(change);
        QVERIFY(game == start);
        game.apply(change);
        QCOMPARE(game.value(0), 4);
        QVERIFY(game.changeFor(Move{MoveKind::Enter, {0}, 4}).isEmpty()); // already there
        QVERIFY(game.changeFor(Move{MoveKind::Enter, {0}, 10}).isEmpty()); // not a digit of 9x9
    }

    void marksToggleAllOrNone_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("centre") << int(MoveKind::ToggleCentre);
        QTest::newRow("corner") << int(MoveKind::ToggleCorner);
    }

    void marksToggleAllOrNone()
    {
        QFETCH(int, kind);
        const auto marks = [kind](const Game& g, int cell) {
            return MoveKind(kind) == MoveKind::ToggleCentre ? g.cell(cell).centre : g.cell(cell).corner;
        };
        Game game = newGame();
        play(game, MoveKind(kind), {0}, 5);
        QCOMPARE(marks(game, 0), digitBit(5));
        // Not every selected cell has 5: the toggle adds it to all of them.
        play(game, MoveKind(kind), {0, 1}, 5);
        QCOMPARE(marks(game, 0), digitBit(5));
        QCOMPARE(marks(game, 1), digitBit(5));
        // Now all have it: the toggle removes it from all.
        play(game, MoveKind(kind), {0, 1}, 5);
        QCOMPARE(marks(game, 0), DigitMask(0));
        QCOMPARE(marks(game, 1), DigitMask(0));
        // Givens and filled cells take no marks.
        play(game, MoveKind::Enter, {0}, 4);
        QVERIFY(game.changeFor(Move{MoveKind(kind), {0, 2}, 5}).isEmpty());
    }

    void centreAndCornerMarksAreSeparate()
    {
        Game game = newGame();
        play(game, MoveKind::ToggleCentre, {0}, 3);
        play(game, MoveKind::ToggleCorner, {0}, 7);
        QCOMPARE(game.cell(0).centre, digitBit(3));
        QCOMPARE(game.cell(0).corner, digitBit(7));
    }

    void placingRemovesMarksFromPeersWhenAsked()
    {
        Game game = newGame();
        play(game, MoveKind::ToggleCorner, {1, 9, 40}, 4); // r1c2 (row peer), r2c1 (box peer), r5c5 (not a peer)
        const Change kept = game.changeFor(Move{MoveKind::Enter, {0}, 4});
        QCOMPARE(kept.cells.size(), size_t(1));
        const Change change = play(game, MoveKind::Enter, {0}, 4, PlayOptions{true});
        QCOMPARE(game.cell(1).corner, DigitMask(0));
        QCOMPARE(game.cell(9).corner, DigitMask(0));
        QCOMPARE(game.cell(40).corner, digitBit(4));
        game.revert(change); // one undo brings the marks back too
        QCOMPARE(game.cell(1).corner, digitBit(4));
        QCOMPARE(game.cell(9).corner, digitBit(4));
        QCOMPARE(game.value(0), 0);
    }

    void clearRemovesOneLayerAtATime()
    {
        Game game = newGame();
        play(game, MoveKind::ToggleCentre, {0}, 3);
        play(game, MoveKind::ToggleColour, {0}, 2);
        play(game, MoveKind::Enter, {0}, 4);
        play(game, MoveKind::Clear, {0}, 0);
        QCOMPARE(game.value(0), 0);
        QCOMPARE(game.cell(0).centre, digitBit(3)); // marks were kept under the entry
        play(game, MoveKind::Clear, {0}, 0);
        QCOMPARE(game.cell(0).centre, DigitMask(0));
        QCOMPARE(int(game.cell(0).colour), 2);
        play(game, MoveKind::Clear, {0}, 0);
        QCOMPARE(int(game.cell(0).colour), 0);
        QVERIFY(game.changeFor(Move{MoveKind::Clear, {0}, 0}).isEmpty());
    }

    void colourTogglesOnGivensToo()
    {
        Game game = newGame();
        play(game, MoveKind::ToggleColour, {2, 3}, 1);
        QCOMPARE(int(game.cell(2).colour), 1);
        QCOMPARE(int(game.cell(3).colour), 1);
        play(game, MoveKind::ToggleColour, {2, 3}, 1);
        QCOMPARE(int(game.cell(2).colour), 0);
        QVERIFY(game.changeFor(Move{MoveKind::ToggleColour, {2}, kColourCount + 1}).isEmpty());
    }

    void fillCandidatesMatchesTheGridsAutoMarks()
    {
        Game game = newGame();
        play(game, MoveKind::Enter, {0}, 4);
        play(game, MoveKind::FillCandidates, {}, 0);
        Grid reference = game.board();
        reference.fillCandidatesFromValues();
        for (int cell = 0; cell < 81; ++cell) {
            if (game.value(cell) == 0)
                QCOMPARE(game.cell(cell).corner, reference.candidates(cell));
            else if (!game.isGiven(cell))
                QCOMPARE(game.cell(cell).corner, DigitMask(0));
        }
    }

    void mergedChangeKeepsFirstBeforeAndLastAfter()
    {
        Game game = newGame();
        const Game start = game;
        const Change a = play(game, MoveKind::ToggleCorner, {0}, 1);
        const Change b = play(game, MoveKind::ToggleCorner, {0, 1}, 2);
        const Game end = game;
        const Change ab = merged(a, b);
        game.revert(ab);
        QVERIFY(game == start);
        game.apply(ab);
        QVERIFY(game == end);
        // A mark toggled on and off again merges into nothing.
        const Change on = game.changeFor(Move{MoveKind::ToggleCorner, {5}, 9});
        game.apply(on);
        const Change off = game.changeFor(Move{MoveKind::ToggleCorner, {5}, 9});
        QVERIFY(merged(on, off).isEmpty());
    }

    void checkFindsConflictsMistakesAndWrongMarks()
    {
        Game game = newGame();
        play(game, MoveKind::Enter, {0}, 6); // r1c1 = 6 clashes with the given 6s in r1c3 and r8c1; solution is 4
        play(game, MoveKind::Enter, {1}, 3); // r1c2 = 3: correct
        play(game, MoveKind::ToggleCorner, {3}, 2); // r1c4 marked only 2; solution is 1
        const CheckResult result = check(game);
        QCOMPARE(result.conflictCells, (std::vector<int>{0, 2, 63}));
        QCOMPARE(result.mistakes, (std::vector<int>{0}));
        QCOMPARE(result.wrongMarks, (std::vector<int>{3}));
        QCOMPARE(conflictCells(game), result.conflictCells);
    }

    void mistakesNeedASolution()
    {
        auto parsed = parsePuzzle(kPuzzle);
        QVERIFY(parsed.ok());
        Game game = Game::create(parsed->grid, parsed->alphabet).value();
        play(game, MoveKind::Enter, {0}, 5);
        QVERIFY(check(game).mistakes.empty());
    }

    void firstMistakeIsWhereTheBoardWentWrongForGood()
    {
        Game game = newGame();
        std::vector<Change> history;
        history.push_back(play(game, MoveKind::Enter, {0}, 4)); // right
        history.push_back(play(game, MoveKind::Enter, {1}, 9)); // wrong (3), corrected later
        history.push_back(play(game, MoveKind::Enter, {1}, 3)); // the correction
        history.push_back(play(game, MoveKind::Enter, {3}, 1)); // right
        history.push_back(play(game, MoveKind::Enter, {5}, 7)); // wrong (2): the board is wrong from here on
        history.push_back(play(game, MoveKind::Enter, {4}, 8)); // wrong (5)
        history.push_back(play(game, MoveKind::Enter, {4}, 5)); // right again, but r1c6 stays wrong
        const auto first = firstMistake(game, history);
        QCOMPARE(first, std::optional<std::size_t>(4));
        for (std::size_t i = history.size(); i-- > *first;)
            game.revert(history[i]);
        QVERIFY(check(game).mistakes.empty());
        QCOMPARE(game.value(1), 3); // moves before the rewind point are kept
        QCOMPARE(game.value(3), 1);
    }

    void noMistakeNoRewind()
    {
        Game game = newGame();
        std::vector<Change> history{play(game, MoveKind::Enter, {0}, 4)};
        QCOMPARE(firstMistake(game, history), std::nullopt);
    }

    void solvedWhenFullWithoutClashes()
    {
        Game game = newGame();
        const auto solution = digits(kSolution);
        for (int cell = 0; cell < 81; ++cell) {
            if (!game.isGiven(cell))
                play(game, MoveKind::Enter, {cell}, solution[cell]);
        }
        QVERIFY(isSolved(game));
        play(game, MoveKind::Clear, {0}, 0);
        QVERIFY(!isSolved(game));
    }

    void historyFitsOnlyTheStateItLedTo()
    {
        Game game = newGame();
        std::vector<Change> history;
        history.push_back(play(game, MoveKind::Enter, {0}, 4));
        history.push_back(play(game, MoveKind::ToggleCorner, {1, 3}, 5));
        history.push_back(play(game, MoveKind::Enter, {1}, 3));
        QVERIFY(historyFits(game, history, 3));
        game.revert(history[2]);
        QVERIFY(historyFits(game, history, 2)); // the last move undone, still redoable
        QVERIFY(!historyFits(game, history, 3)); // but not as if it were applied
        QVERIFY(!historyFits(game, history, 4));
        std::vector<Change> damaged = history;
        damaged[0].cells[0].after.value = 7; // not what r1c1 holds
        QVERIFY(!historyFits(game, damaged, 2));
        damaged = history;
        damaged[1].cells[0].cell = 2; // a given
        QVERIFY(!historyFits(game, damaged, 2));
        damaged = history;
        std::swap(damaged[1].cells[0], damaged[1].cells[1]); // not ascending
        QVERIFY(!historyFits(game, damaged, 2));
    }

    void restoreRefusesHostileCells_data()
    {
        QTest::addColumn<int>("cell");
        QTest::addColumn<int>("value");
        QTest::addColumn<quint64>("corner");
        QTest::addColumn<int>("colour");
        QTest::addColumn<int>("code");
        QTest::newRow("value 10") << 0 << 10 << quint64(0) << 0 << int(GameError::Code::ValueOutOfRange);
        QTest::newRow("mark 10") << 0 << 0 << quint64(1) << 0 << int(GameError::Code::ValueOutOfRange);
        QTest::newRow("colour") << 0 << 0 << quint64(0) << kColourCount + 1 << int(GameError::Code::ValueOutOfRange);
        QTest::newRow("given changed") << 2 << 5 << quint64(0) << 0 << int(GameError::Code::GivenChanged);
    }

    void restoreRefusesHostileCells()
    {
        QFETCH(int, cell);
        QFETCH(int, value);
        QFETCH(quint64, corner);
        QFETCH(int, colour);
        QFETCH(int, code);
        const Game game = newGame();
        std::vector<CellState> cells = game.cells();
        cells[cell].value = std::uint8_t(value);
        cells[cell].corner = corner ? DigitMask(1) << 9 : 0;
        cells[cell].colour = std::uint8_t(colour);
        auto restored = Game::restore(game.puzzle(), game.alphabet(), game.solution(), cells);
        QVERIFY(!restored.ok());
        QCOMPARE(int(restored.error().code), code);
        QCOMPARE(restored.error().cell, cell);
        std::vector<CellState> shortList(10);
        QVERIFY(!Game::restore(game.puzzle(), game.alphabet(), game.solution(), shortList).ok());
    }

    // Candidate colours: a move per colour, on corner marks only, one
    // colour a candidate; undo gives back the colour before; a mark taken
    // away (toggled, cleared, filled in anew, an entry's peer) takes its
    // colour with it.
    void candidateColoursAreMovesOnCornerMarks()
    {
        Game game = newGame();
        play(game, MoveKind::FillCandidates, {}, 0);
        // r1c1 (cell 0) and r1c2 (cell 1) both hold candidates 2 and 4; r1c3 is a given.
        QVERIFY(game.cell(0).corner & digitBit(2));
        QVERIFY(game.cell(1).corner & digitBit(2));
        QVERIFY(!(game.cell(0).corner & digitBit(6)));
        QVERIFY(!(game.cell(0).corner & digitBit(1)));
        const Game before = game;
        const Change first = game.changeFor(Move{MoveKind::ColourCandidate, {0, 1, 2}, 2, 1});
        QCOMPARE(first.cells.size(), size_t(2)); // the given is left alone
        game.apply(first);
        QCOMPARE(game.cell(0).candidateColour(2), 1);
        QCOMPARE(game.cell(1).candidateColour(2), 1);
        QCOMPARE(game.cell(0).candidateColour(4), 0);
        // The opposite colour replaces it: one colour a candidate.
        const Change second = game.changeFor(Move{MoveKind::ColourCandidate, {0}, 2, oppositeCandidateColour(1)});
        game.apply(second);
        QCOMPARE(game.cell(0).candidateColour(2), 2);
        QCOMPARE(digitCount(game.cell(0).candidateColours[0] | game.cell(0).candidateColours[1]), 1);
        game.revert(second);
        QCOMPARE(game.cell(0).candidateColour(2), 1);
        game.revert(first);
        QVERIFY(game == before);
        // No mark, no colour; nor out of range.
        QVERIFY(game.changeFor(Move{MoveKind::ColourCandidate, {0}, 6, 3}).isEmpty());
        QVERIFY(game.changeFor(Move{MoveKind::ColourCandidate, {0}, 2, kCandidateColourCount + 1}).isEmpty());
        QVERIFY(game.changeFor(Move{MoveKind::ColourCandidate, {0}, 2, 0}).isEmpty()); // nothing to take off

        game.apply(first);
        play(game, MoveKind::ToggleCorner, {0}, 2); // the mark goes, and its colour
        QCOMPARE(game.cell(0).candidateColour(2), 0);
        QVERIFY(!game.cell(0).hasCandidateColours());
        QCOMPARE(game.cell(1).candidateColour(2), 1);
        play(game, MoveKind::ToggleCorner, {0}, 2); // back without a colour
        QCOMPARE(game.cell(0).candidateColour(2), 0);
        const Change entry = play(game, MoveKind::Enter, {0}, 4, PlayOptions{true}); // r1c2 is a peer: loses its 4s
        game.revert(entry);
        play(game, MoveKind::ColourCandidate, {1}, 4, 3);
        QCOMPARE(game.cell(1).candidateColour(4), 3);
        play(game, MoveKind::Enter, {0}, 4, PlayOptions{true});
        QCOMPARE(game.cell(1).candidateColour(4), 0);
        QCOMPARE(game.cell(1).candidateColour(2), 1);
        play(game, MoveKind::Clear, {1}, 0); // no entry there: the marks, and their colours
        QVERIFY(!game.cell(1).hasCandidateColours());
    }

    void restoreChecksCandidateColours()
    {
        Game game = newGame();
        play(game, MoveKind::FillCandidates, {}, 0);
        game.apply(game.changeFor(Move{MoveKind::ColourCandidate, {0}, 2, 4}));
        auto restored = Game::restore(game.puzzle(), game.alphabet(), game.solution(), game.cells());
        QVERIFY(restored.ok());
        QVERIFY(*restored == game);
        std::vector<CellState> cells = game.cells();
        cells[0].candidateColours[0] = digitBit(6); // no such corner mark
        restored = Game::restore(game.puzzle(), game.alphabet(), game.solution(), cells);
        QVERIFY(!restored.ok());
        QCOMPARE(restored.error().cell, 0);
        cells = game.cells();
        cells[0].candidateColours[1] = digitBit(2); // a second colour on candidate 2
        QVERIFY(!Game::restore(game.puzzle(), game.alphabet(), game.solution(), cells).ok());
    }

    void restoreKeepsEverything()
    {
        Game game = newGame();
        play(game, MoveKind::Enter, {0}, 4);
        play(game, MoveKind::ToggleCentre, {1}, 3);
        play(game, MoveKind::ToggleColour, {2}, 5);
        auto restored = Game::restore(game.puzzle(), game.alphabet(), game.solution(), game.cells());
        QVERIFY(restored.ok());
        QVERIFY(*restored == game);
    }
};

QTEST_GUILESS_MAIN(TestGame)
#include "tst_game.moc"
