// SPDX-License-Identifier: GPL-3.0-or-later
// Practising a technique: a generated puzzle that needs it, replayed from
// its givens up to the first step that uses it. The game made from that
// position has the technique as its next hint, and every digit placed on
// the way agrees with the solution.
#include "core/formats/puzzle_format.h"
#include "core/game/game.h"
#include "core/game/player_hint.h"
#include "core/game/practice_position.h"
#include "core/generate/generator.h"
#include "core/logic/logic_solver.h"
#include "core/logic/technique.h"

#include <QtTest>

using namespace pm;
using namespace pm::game;
using logic::Technique;

namespace {

struct Dealt {
    Game fresh;
    PracticePosition position;
};

// A puzzle that needs `technique`, made from a fixed seed, and where
// practising it starts.
Dealt deal(Technique technique, std::uint64_t seed)
{
    generate::GeneratorOptions options;
    options.technique = technique;
    options.seed = seed;
    auto made = generate::generatePuzzle(options);
    if (!made)
        qFatal("no puzzle for %s: %s", logic::info(technique).key.data(), made.error().message.c_str());
    std::vector<std::uint8_t> solution(made->solution.values().begin(), made->solution.values().end());
    auto fresh = Game::create(made->puzzle, Alphabet::standard(9), solution);
    if (!fresh)
        qFatal("game: %s", fresh.error().message.c_str());
    auto position = practicePosition(made->puzzle, technique);
    if (!position)
        qFatal("no practice position for %s", logic::info(technique).key.data());
    return {std::move(fresh).value(), std::move(*position)};
}

} // namespace

class TestPracticePosition : public QObject {
    Q_OBJECT
private slots:
    void startsJustBeforeTheTechnique_data()
    {
        QTest::addColumn<Technique>("technique");
        QTest::newRow("naked-pair") << Technique::NakedPair;
        QTest::newRow("hidden-pair") << Technique::HiddenPair;
        QTest::newRow("x-wing") << Technique::XWing;
        QTest::newRow("skyscraper") << Technique::Skyscraper;
        QTest::newRow("xy-wing") << Technique::XYWing;
        QTest::newRow("simple-colours-trap") << Technique::SimpleColoursTrap;
    }

    void startsJustBeforeTheTechnique()
    {
        QFETCH(Technique, technique);
        for (std::uint64_t seed : {1u, 2u}) {
            const Dealt dealt = deal(technique, seed);
            const PracticePosition& position = dealt.position;
            QVERIFY(!position.targets.empty());
            QCOMPARE(position.targets.front().technique, technique);

            auto game = practiceGame(dealt.fresh, position);
            QVERIFY(game);
            // Every digit placed on the way is the solution's, and the marks
            // never lose the solution's digit.
            int placed = 0;
            for (int cell = 0; cell < game->cellCount(); ++cell) {
                const CellState& state = game->cell(cell);
                const int right = game->solution()[std::size_t(cell)];
                if (state.value != 0) {
                    QCOMPARE(int(state.value), right);
                    placed += game->isGiven(cell) ? 0 : 1;
                } else {
                    QVERIFY2(state.corner & digitBit(right), "a true candidate went missing");
                }
            }
            QVERIFY(position.stepsBefore > 0);
            QVERIFY(placed > 0);
            QVERIFY(!stepTaken(*game, position.targets.front()));

            // The core's next step on the player's board, and the hint the
            // player would get, are the technique.
            logic::LogicOptions options;
            options.uniquenessKnown = true;
            const logic::NextStep next = logic::nextStep(game->board(), options);
            QCOMPARE(next.kind, logic::NextStep::Kind::Found);
            QCOMPARE(next.step.technique, technique);
            const PlayerHint hint = findPlayerHint(*game);
            QCOMPARE(hint.kind, PlayerHint::Kind::Step);
            QCOMPARE(hint.step.technique, technique);
            QCOMPARE(hint.step.eliminations, position.targets.front().eliminations);

            // Every instance is sound: what it removes is never the solution.
            for (const logic::Step& step : position.targets) {
                QCOMPARE(step.technique, technique);
                for (const logic::CellDigit& gone : step.eliminations)
                    QVERIFY(game->solution()[std::size_t(gone.cell)] != gone.digit);
                for (const logic::CellDigit& put : step.placements)
                    QCOMPARE(int(game->solution()[std::size_t(put.cell)]), put.digit);
            }
        }
    }

    void theDeductionCountsOnceMade()
    {
        const Dealt dealt = deal(Technique::XWing, 3);
        auto game = practiceGame(dealt.fresh, dealt.position);
        QVERIFY(game);
        const logic::Step& step = dealt.position.targets.front();
        QVERIFY(!step.eliminations.empty());
        QVERIFY(!stepTaken(*game, step));
        // All but the last elimination: not yet.
        std::vector<CellState> cells = game->cells();
        for (std::size_t i = 0; i + 1 < step.eliminations.size(); ++i)
            cells[std::size_t(step.eliminations[i].cell)].corner &= ~digitBit(step.eliminations[i].digit);
        auto partial = Game::restore(game->puzzle(), game->alphabet(), game->solution(), cells);
        QVERIFY(partial);
        QVERIFY(!stepTaken(*partial, step));
        const logic::CellDigit& last = step.eliminations.back();
        cells[std::size_t(last.cell)].corner &= ~digitBit(last.digit);
        auto whole = Game::restore(game->puzzle(), game->alphabet(), game->solution(), cells);
        QVERIFY(whole);
        QVERIFY(stepTaken(*whole, step));
    }

    void aPuzzleWithoutTheTechniqueHasNoPosition()
    {
        // Singles alone solve it (QQwing "simple"): no x-wing anywhere on its path.
        auto parsed = parsePuzzle(
            "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7");
        QVERIFY(parsed);
        QVERIFY(!practicePosition(parsed->grid, Technique::XWing));
    }
};

QTEST_APPLESS_MAIN(TestPracticePosition)
#include "tst_practice_position.moc"
