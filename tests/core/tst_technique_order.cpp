// SPDX-License-Identifier: GPL-3.0-or-later
// A player's own step order (logic::TechniqueOrder): saved as a key list and
// read back whatever the text holds; the order decides which step nextStep
// gives; a switched-off technique is never offered by nextStep, the hints or
// the step list, over whole games of public puzzles (and every step offered
// still agrees with the solution); a hint stuck only because of the switches
// says so; and the rating never moves with a player's order.
#include "core/formats/puzzle_format.h"
#include "core/game/game.h"
#include "core/game/player_hint.h"
#include "core/game/player_hint_change.h"
#include "core/game/player_step_list.h"
#include "core/grading/rating.h"
#include "core/logic/logic_solver.h"
#include "core/logic/technique_order.h"
#include "core/solver/exact_solver.h"

#include "tests/support/test_data.h"

#include <QtTest>

using namespace pm;
using logic::Technique;
using logic::TechniqueOrder;

namespace {

// top1465 #1 (../shared/data/top1465.txt): at its start a box's candidates
// for one digit already point along a line, beside plenty of singles.
const char* const kHardPuzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

Grid gridOf(const std::string& text)
{
    auto parsed = parsePuzzle(text);
    if (!parsed)
        qFatal("fixture does not parse");
    return parsed->grid;
}

game::Game gameOf(const std::string& text)
{
    auto parsed = parsePuzzle(text);
    if (!parsed)
        qFatal("fixture does not parse");
    const solver::SolveResult solved = solver::solve(parsed->grid);
    auto created = game::Game::create(parsed->grid, parsed->alphabet, solved.solution);
    if (!created)
        qFatal("fixture game refused");
    return std::move(created).value();
}

// An order that is far from the standard one: X-Wing first, the hidden
// singles after the basic fish, and a spread of techniques off (among them
// the naked single and what-if, the last resort). (Hidden singles after the
// forcing chains would make every step try those first: seconds a path.)
TechniqueOrder playerOrder()
{
    TechniqueOrder order;
    order.move(order.position(Technique::XWing), 0);
    order.move(order.position(Technique::HiddenSingleBox), order.position(Technique::Jellyfish));
    order.move(order.position(Technique::HiddenSingleLine), order.position(Technique::Jellyfish));
    for (Technique off : {Technique::NakedSingle, Technique::LockedCandidatesClaiming, Technique::NakedPair,
                          Technique::XYWing, Technique::WhatIf})
        order.setEnabled(off, false);
    return order;
}

// Three of top1465's hard puzzles and a spread over qqwing's four levels
// (../shared/data/qqwing_generated_levels.tsv, 200 rows each, simple to expert).
std::vector<std::string> samplePuzzles()
{
    std::vector<std::string> puzzles = test::loadPuzzleLines(test::sharedDataPath(QStringLiteral("top1465.txt")), 3);
    const auto rows = test::loadTsv(test::sharedDataPath(QStringLiteral("qqwing_generated_levels.tsv")));
    for (size_t i = 0; i < rows.size(); i += 67 * size_t(test::kSanitizerThinning))
        puzzles.push_back(rows[i].at("puzzle"));
    return puzzles;
}

} // namespace

class TestTechniqueOrder : public QObject {
    Q_OBJECT

private slots:
    void theStandardOrderIsTheCatalogueAllOn()
    {
        const TechniqueOrder order;
        QCOMPARE(order.entries().size(), logic::catalogue().size());
        for (size_t i = 0; i < order.entries().size(); ++i) {
            QCOMPARE(order.entries()[i].technique, logic::catalogue()[i].technique);
            QVERIFY(order.entries()[i].enabled);
        }
        QVERIFY(order.isStandard());
        QCOMPARE(order.disabledCount(), 0);
    }

    void movingAndSwitchingKeepEveryTechniqueOnce()
    {
        TechniqueOrder order = playerOrder();
        QVERIFY(!order.isStandard());
        QCOMPARE(order.entries().front().technique, Technique::XWing);
        for (Technique single : {Technique::HiddenSingleBox, Technique::HiddenSingleLine}) {
            QVERIFY(order.position(single) > order.position(Technique::Jellyfish));
            QVERIFY(order.position(single) < order.position(Technique::Skyscraper));
        }
        QCOMPARE(order.disabledCount(), 5);
        QVERIFY(!order.isEnabled(Technique::NakedSingle));
        std::vector<int> seen(size_t(Technique::Count));
        for (const auto& entry : order.entries()) {
            ++seen[size_t(entry.technique)];
            QCOMPARE(entry.enabled, order.isEnabled(entry.technique));
        }
        QVERIFY(std::all_of(seen.begin(), seen.end(), [](int n) { return n == 1; }));
        order.move(-1, 3); // out of range: nothing
        order.move(0, 999);
        QCOMPARE(order, playerOrder());
    }

    void theKeyListRoundTrips()
    {
        for (const TechniqueOrder& order : {TechniqueOrder(), playerOrder()}) {
            const std::string keys = order.toKeys();
            const logic::ParsedTechniqueOrder parsed = logic::parseTechniqueOrder(keys);
            QVERIFY(parsed.dropped.empty());
            QCOMPARE(parsed.order, order);
            QCOMPARE(parsed.order.toKeys(), keys);
        }
        QVERIFY(playerOrder().toKeys().starts_with("x-wing,full-house,-naked-single,"));
        QVERIFY(logic::parseTechniqueOrder("").order.isStandard());
    }

    void badKeysAreDroppedAndNamed()
    {
        const logic::ParsedTechniqueOrder parsed =
            logic::parseTechniqueOrder(" x-wing , no-such-thing,,-naked-single,x-wing,-,  -bogus ");
        QCOMPARE(parsed.dropped, (std::vector<std::string>{"no-such-thing", "x-wing", "-", "-bogus"}));
        // The two it could read keep their order; the rest go in beside
        // their catalogue predecessors (the full house, which has none, first).
        QCOMPARE(parsed.order.entries()[0].technique, Technique::FullHouse);
        QCOMPARE(parsed.order.entries()[1].technique, Technique::XWing);
        QVERIFY(parsed.order.position(Technique::XWing) < parsed.order.position(Technique::NakedSingle));
        QCOMPARE(parsed.order.position(Technique::Swordfish), parsed.order.position(Technique::XWing) + 1);
        QVERIFY(!parsed.order.isEnabled(Technique::NakedSingle));
        QCOMPARE(parsed.order.disabledCount(), 1);
        QCOMPARE(parsed.order.entries().size(), logic::catalogue().size());
    }

    void techniquesTheListLeavesOutGoInAfterTheirCataloguePredecessor()
    {
        // A list saved by a version that knew fewer techniques: every one it
        // leaves out comes in switched on, beside the one before it in the
        // catalogue, and the list's own order and switches stay.
        TechniqueOrder saved = playerOrder();
        std::string keys;
        for (const auto& entry : saved.entries()) {
            if (entry.technique == Technique::Swordfish || entry.technique == Technique::FullHouse)
                continue;
            keys += (keys.empty() ? "" : ",") + std::string(entry.enabled ? "" : "-")
                + std::string(logic::info(entry.technique).key);
        }
        const logic::ParsedTechniqueOrder parsed = logic::parseTechniqueOrder(keys);
        QVERIFY(parsed.dropped.empty());
        const TechniqueOrder& order = parsed.order;
        QVERIFY(order.isEnabled(Technique::Swordfish));
        QVERIFY(order.isEnabled(Technique::FullHouse));
        QCOMPARE(order.position(Technique::Swordfish), order.position(Technique::XWing) + 1);
        QCOMPARE(order.position(Technique::FullHouse), 0); // the catalogue's first
        QCOMPARE(order.disabledCount(), saved.disabledCount());
    }

    void theOrderDecidesWhichStepComesNext()
    {
        const Grid start = logic::candidateState(gridOf(kHardPuzzle));
        logic::LogicOptions options;
        options.uniquenessKnown = true;
        const logic::NextStep standard = logic::nextStep(start, options);
        QCOMPARE(standard.kind, logic::NextStep::Kind::Found);
        QCOMPARE(logic::info(standard.step.technique).family, logic::Family::Singles);
        QVERIFY(!logic::findAll(start, Technique::LockedCandidatesPointing, options).empty());

        TechniqueOrder order;
        order.move(order.position(Technique::LockedCandidatesPointing), 0);
        options.order = order;
        const logic::NextStep moved = logic::nextStep(start, options);
        QCOMPARE(moved.kind, logic::NextStep::Kind::Found);
        QCOMPARE(moved.step.technique, Technique::LockedCandidatesPointing);

        // Switched off, the standard first step's technique gives way to the next.
        TechniqueOrder off;
        off.setEnabled(standard.step.technique, false);
        options.order = off;
        const logic::NextStep without = logic::nextStep(start, options);
        QCOMPARE(without.kind, logic::NextStep::Kind::Found);
        QVERIFY(without.step.technique != standard.step.technique);
        QVERIFY(logic::findAll(start, standard.step.technique, options).empty());
    }

    void aSwitchedOffTechniqueIsNeverOffered()
    {
        const TechniqueOrder order = playerOrder();
        int steps = 0, hints = 0, listed = 0;
        for (const std::string& text : samplePuzzles()) {
            const game::Game startGame = gameOf(text);
            // The solving path in the player's order.
            logic::LogicOptions options;
            options.order = order;
            const logic::SolvePath path = logic::solvePath(startGame.puzzle(), options);
            for (const logic::Step& step : path.steps) {
                QVERIFY2(order.isEnabled(step.technique), logic::info(step.technique).key.data());
                for (const logic::CellDigit& placement : step.placements)
                    QCOMPARE(int(startGame.solution()[placement.cell]), placement.digit);
                ++steps;
            }
            // The hints and the step list along the game, from filled-in marks.
            game::Game game = startGame;
            game.apply(game.changeFor(game::Move{game::MoveKind::FillCandidates, {}, 0}));
            for (int i = 0; i < 25; ++i) {
                game::StepListOptions listOptions;
                listOptions.scope = game::StepListOptions::Scope::UpToLevel;
                listOptions.maxLevel = logic::Level::Hard;
                listOptions.order = order;
                const game::StepList list = game::findPlayerSteps(game, listOptions);
                QCOMPARE(list.kind, game::StepList::Kind::Found);
                QCOMPARE(list.switchedOff, order.disabledCount());
                for (const game::StepGroup& group : list.groups) {
                    QVERIFY(order.isEnabled(group.technique));
                    QVERIFY(logic::info(group.technique).level <= logic::Level::Hard);
                    ++listed;
                }
                const game::PlayerHint hint = game::findPlayerHint(game, {}, order);
                if (hint.kind != game::PlayerHint::Kind::Step)
                    break;
                QVERIFY2(order.isEnabled(hint.step.technique), logic::info(hint.step.technique).key.data());
                ++hints;
                game.apply(game::changeForHint(game, hint, game::PlayOptions{true}));
                QVERIFY(!game::mistakeHint(game)); // the step agreed with the solution
            }
        }
        qInfo("%d path steps, %d hints, %d listed groups, none switched off", steps, hints, listed);
        // Sanitized builds take every sixth puzzle (kSanitizerThinning): fewer steps there.
        QVERIFY(steps > 500 / test::kSanitizerThinning && hints > 200 / test::kSanitizerThinning
                && listed > 200 / test::kSanitizerThinning);
    }

    void theStepListLooksPastAHarderTechniqueMovedFirst()
    {
        // X-Wing (hard) first in the order: a list up to Easy still finds the singles after it.
        game::Game game = gameOf(kHardPuzzle);
        game::StepListOptions options;
        options.scope = game::StepListOptions::Scope::UpToLevel;
        options.maxLevel = logic::Level::Easy;
        options.order = playerOrder();
        const game::StepList list = game::findPlayerSteps(game, options);
        QCOMPARE(list.kind, game::StepList::Kind::Found);
        QVERIFY(!list.groups.empty());
        for (const game::StepGroup& group : list.groups)
            QCOMPARE(logic::info(group.technique).level, logic::Level::Easy);
    }

    void aHintStuckOnlyBySwitchesSaysSo()
    {
        const game::Game game = gameOf(kHardPuzzle);
        // Every technique off: nothing is found, and the switches are why.
        TechniqueOrder none;
        for (const auto& row : logic::catalogue())
            none.setEnabled(row.technique, false);
        game::PlayerHint hint = game::findPlayerHint(game, {}, none);
        QCOMPARE(hint.kind, game::PlayerHint::Kind::Stuck);
        QVERIFY(hint.stuckBySwitchedOff);
        // Singles only, from filled-in marks, on a puzzle that needs far more:
        // the hints go as far as singles go, then say the switches stop them.
        TechniqueOrder singles = none;
        for (const auto& row : logic::catalogue())
            if (row.family == logic::Family::Singles)
                singles.setEnabled(row.technique, true);
        game::Game played = game;
        played.apply(played.changeFor(game::Move{game::MoveKind::FillCandidates, {}, 0}));
        for (int i = 0; i < 100; ++i) {
            hint = game::findPlayerHint(played, {}, singles);
            if (hint.kind != game::PlayerHint::Kind::Step)
                break;
            QCOMPARE(logic::info(hint.step.technique).family, logic::Family::Singles);
            played.apply(game::changeForHint(played, hint, game::PlayOptions{true}));
        }
        QCOMPARE(hint.kind, game::PlayerHint::Kind::Stuck);
        QVERIFY(hint.stuckBySwitchedOff);
        // With every technique on, the same position is no dead end.
        QCOMPARE(game::findPlayerHint(played).kind, game::PlayerHint::Kind::Step);

        // No marks and the singles off: the hint may not claim that no single is left.
        TechniqueOrder noSingles;
        for (const auto& row : logic::catalogue())
            if (row.family == logic::Family::Singles)
                noSingles.setEnabled(row.technique, false);
        hint = game::findPlayerHint(game, {}, noSingles);
        QCOMPARE(hint.kind, game::PlayerHint::Kind::Step);
        QCOMPARE(hint.marks, game::MarksBasis::MarksNeeded);
        QVERIFY(hint.singlesSwitchedOff);
        QVERIFY(!game::findPlayerHint(game).singlesSwitchedOff);
    }

    void theRatingNeverTakesAPlayersOrder()
    {
        // Rating has no way in for an order (it builds its own options), and
        // no order is kept anywhere global: rating a puzzle after paths in a
        // player's order gives what it gave before, and its hardest step is
        // the catalogue path's, even where the player's path differs.
        const TechniqueOrder order = playerOrder();
        int differing = 0;
        for (const std::string& text : samplePuzzles()) {
            const Grid puzzle = gridOf(text);
            const grading::Rating before = grading::ratePuzzle(puzzle);
            logic::LogicOptions options;
            options.order = order;
            const logic::SolvePath custom = logic::solvePath(puzzle, options);
            const logic::SolvePath standard = logic::solvePath(puzzle);
            const grading::Rating after = grading::ratePuzzle(puzzle);
            QCOMPARE(after.rating, before.rating);
            QCOMPARE(after.score, before.score);
            QCOMPARE(after.level, before.level);
            QCOMPARE(after.hardest, before.hardest);
            QCOMPARE(after.steps, before.steps);
            differing += custom.steps.size() != standard.steps.size()
                || !std::equal(custom.steps.begin(), custom.steps.end(), standard.steps.begin(),
                               [](const logic::Step& a, const logic::Step& b) { return a.technique == b.technique; });
        }
        QVERIFY(differing > 0); // the player's order did take other paths
    }
};

QTEST_GUILESS_MAIN(TestTechniqueOrder)
#include "tst_technique_order.moc"
