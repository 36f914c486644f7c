// SPDX-License-Identifier: GPL-3.0-or-later
// Counted shapes (the generation paper's MultiFour and DoubleNine): the
// geometry's houses and counts, clashes and candidates by count, the exact
// solver against the reference solver, the one-line format, and the
// generator (unique puzzles at the level asked for, cancellable).
#include "core/formats/puzzle_format.h"
#include "core/game/game.h"
#include "core/game/game_check.h"
#include "core/game/player_hint.h"
#include "core/generate/generator.h"
#include "core/solver/exact_solver.h"
#include "core/solver/random_grid.h"
#include "core/solver/reference_solver.h"

#include <QtTest>

#include <random>

using namespace pm;

namespace {

std::shared_ptr<const Geometry> multiFour()
{
    return Geometry::create(GeometrySpec::multiFour()).value();
}

std::shared_ptr<const Geometry> doubleNine()
{
    return Geometry::create(GeometrySpec::doubleNine()).value();
}

// The paper's Figure 7: an n = 3 MultiFour puzzle and its solution.
const char* const kFigure7Puzzle = "3....13.144..1.2..43423.1144....31...112...2...22.11.1.244.42.21.4.1.4.."
                                   ".3..4.3....24.4.2..2.121.4..32.3...133.24.2..2.3......2132.243.322....41";
const char* const kFigure7Solution = "322321311444213211434234114442233123311213424342221131324434222134411433"
                                     "132144342312444323123121144432132321331244241213443413213212433322142141";

Grid gridOf(const std::shared_ptr<const Geometry>& geometry, std::string_view text)
{
    Grid grid(geometry);
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        const char c = text[size_t(cell)];
        if (c >= '1' && c <= '9') {
            grid.setValue(cell, c - '0');
            grid.setGiven(cell, true);
        }
    }
    grid.fillCandidatesFromValues();
    return grid;
}

bool meetsCounts(const Geometry& geometry, const std::vector<std::uint8_t>& values)
{
    for (const House& house : geometry.houses())
        for (int digit = 1; digit <= geometry.symbolCount(); ++digit) {
            int held = 0;
            for (int cell : house.cells)
                held += values[size_t(cell)] == digit;
            if (held != house.count)
                return false;
        }
    return true;
}

// A puzzle carved at random from a random full grid, keeping `keep` of
// every 100 cells.
Grid randomPuzzle(const std::shared_ptr<const Geometry>& geometry, std::mt19937_64& rng, int keep)
{
    const auto solution = solver::randomSolution(geometry, rng).value();
    Grid grid(geometry);
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        if (int(rng() % 100) < keep) {
            grid.setValue(cell, solution[size_t(cell)]);
            grid.setGiven(cell, true);
        }
    grid.fillCandidatesFromValues();
    return grid;
}

} // namespace

class TestCounted : public QObject {
    Q_OBJECT

private slots:
    void multiFourShape()
    {
        const auto g = multiFour();
        QCOMPARE(g->size(), 12);
        QCOMPARE(g->symbolCount(), 4);
        QCOMPARE(g->lineCount(), 3);
        QVERIFY(g->isCounted());
        QVERIFY(!g->isClassic9());
        QCOMPARE(int(g->houses().size()), 24); // rows and columns only
        for (const House& house : g->houses()) {
            QCOMPARE(house.count, 3);
            QCOMPARE(int(house.cells.size()), 12);
        }
        // Cells of one row may repeat a symbol: no peers at all.
        QVERIFY(g->peers(0).empty());
        QVERIFY(!g->arePeers(0, 1));
        QCOMPARE(g->describe(), std::string("12x12 MultiFour (symbols 1-4, each 3 times per row and column)"));
    }

    void doubleNineShape()
    {
        const auto g = doubleNine();
        QCOMPARE(g->size(), 18);
        QCOMPARE(g->symbolCount(), 9);
        QCOMPARE(int(g->houses().size()), 18 + 18 + 36);
        int sections = 0;
        for (const House& house : g->houses()) {
            if (house.kind == HouseKind::Box) {
                ++sections;
                QCOMPARE(house.count, 1);
                QCOMPARE(int(house.cells.size()), 9);
            } else {
                QCOMPARE(house.count, 2);
                QCOMPARE(int(house.cells.size()), 18);
            }
        }
        QCOMPARE(sections, 36);
        // Peers: the 8 other cells of the cell's section, nothing else.
        QCOMPARE(int(g->peers(0).size()), 8);
        QVERIFY(g->arePeers(0, 18 + 1));
        QVERIFY(!g->arePeers(0, 3));
        QCOMPARE(g->regionOf(18 * 3 + 4), 6 + 1);
    }

    void shapesThatDoNotAddUpAreRefused()
    {
        GeometrySpec spec = GeometrySpec::multiFour();
        spec.lineCount = 2; // 4 symbols twice do not fill 12 cells
        QCOMPARE(int(Geometry::create(spec).error().code), int(GeometryErrorCode::CountedShapeMismatch));
        spec = GeometrySpec::doubleNine();
        spec.boxRows = 2;
        spec.boxCols = 9; // 2x9 sections hold 18 cells, not 9
        QCOMPARE(int(Geometry::create(spec).error().code), int(GeometryErrorCode::BoxShapeMismatch));
        spec = GeometrySpec::multiFour();
        spec.variants = Variant::Diagonals;
        QCOMPARE(int(Geometry::create(spec).error().code), int(GeometryErrorCode::CountedShapeMismatch));
        spec = GeometrySpec::classic();
        spec.symbols = 3; // a Latin square needs as many symbols as cells per line
        QVERIFY(!Geometry::create(spec));
    }

    void clashesAndCandidatesFollowCounts()
    {
        const auto g = multiFour();
        Grid grid(g);
        QCOMPARE(grid.candidates(5), allDigits(4));
        for (int c = 0; c < 3; ++c)
            grid.setValue(c, 2);
        QVERIFY(grid.conflicts().empty()); // three 2s in a row: allowed
        grid.fillCandidatesFromValues();
        QCOMPARE(grid.candidates(7), allDigits(4) & ~digitBit(2)); // the row has its three
        QCOMPARE(grid.candidates(12), allDigits(4));                // the next row does not
        grid.setValue(9, 2);
        // Four 2s in a row of three: all four are in the clash, each paired
        // with the first.
        const auto clashes = grid.conflicts();
        QCOMPARE(int(clashes.size()), 3);
        for (const Conflict& clash : clashes) {
            QCOMPARE(clash.cellA, 0);
            QCOMPARE(clash.digit, 2);
            QCOMPARE(g->houses()[size_t(clash.house)].kind, HouseKind::Row);
        }
        QCOMPARE(clashes.back().cellB, 9);
    }

    void figure7HasThePapersSolution()
    {
        const Grid puzzle = gridOf(multiFour(), kFigure7Puzzle);
        const solver::SolveResult solved = solver::solve(puzzle);
        QCOMPARE(int(solved.outcome), int(solver::SolveOutcome::Unique));
        std::string text;
        for (std::uint8_t v : solved.solution)
            text += char('0' + v);
        QCOMPARE(text, std::string(kFigure7Solution));
        QVERIFY(meetsCounts(puzzle.geometry(), solved.solution));
        const solver::ReferenceCount reference = solver::referenceCount(puzzle, 2);
        QCOMPARE(reference.count, std::uint64_t(1));
        QCOMPARE(reference.firstSolution, solved.solution);
    }

    void searchAgreesWithTheReference_data()
    {
        QTest::addColumn<bool>("four");
        QTest::addColumn<int>("keep");
        QTest::newRow("multifour, half the cells") << true << 50;
        QTest::newRow("multifour, a third") << true << 33;
        QTest::newRow("doublenine, two thirds") << false << 66;
        QTest::newRow("doublenine, 55%") << false << 55;
    }

    void searchAgreesWithTheReference()
    {
        QFETCH(bool, four);
        QFETCH(int, keep);
        const auto geometry = four ? multiFour() : doubleNine();
        std::mt19937_64 rng(four ? 11 : 29);
        for (int round = 0; round < 15; ++round) {
            const Grid puzzle = randomPuzzle(geometry, rng, keep);
            const solver::CountResult fast = solver::countSolutions(puzzle, 3);
            const solver::ReferenceCount slow = solver::referenceCount(puzzle, 3);
            QCOMPARE(fast.count, slow.count);
            const solver::SolveResult solved = solver::solve(puzzle);
            QVERIFY(meetsCounts(*geometry, solved.solution));
            for (int cell = 0; cell < puzzle.cellCount(); ++cell)
                if (puzzle.value(cell))
                    QCOMPARE(int(solved.solution[size_t(cell)]), puzzle.value(cell));
        }
    }

    void randomGridsMeetTheCounts()
    {
        std::mt19937_64 rng(5);
        for (const auto& geometry : {multiFour(), doubleNine()})
            for (int i = 0; i < 5; ++i)
                QVERIFY(meetsCounts(*geometry, solver::randomSolution(geometry, rng).value()));
    }

    void clashingCluesHaveNoSolution()
    {
        Grid grid(multiFour());
        for (int c = 0; c < 4; ++c)
            grid.setValue(c, 1); // four 1s in a row of three
        QCOMPARE(solver::countSolutions(grid, 2).count, std::uint64_t(0));
        QCOMPARE(solver::referenceCount(grid, 2).count, std::uint64_t(0));
    }

    void lineFormatRoundTrip()
    {
        for (const auto& geometry : {multiFour(), doubleNine()}) {
            std::mt19937_64 rng(3);
            const Grid puzzle = randomPuzzle(geometry, rng, 40);
            const Alphabet alphabet = Alphabet::standard(geometry->symbolCount());
            const auto text = writeCounted(puzzle, alphabet);
            QVERIFY(text);
            QVERIFY(text->rfind(geometry->size() == 12 ? "multifour " : "doublenine ", 0) == 0);
            const auto parsed = parsePuzzle(*text + "  # a comment after the givens");
            QVERIFY2(parsed, parsed ? "" : parsed.error().message.c_str());
            QCOMPARE(int(parsed.value().format), int(PuzzleFormat::Counted));
            QCOMPARE(formatKey(parsed.value().format), std::string_view("counted"));
            QVERIFY(parsed.value().grid.geometry().spec() == geometry->spec());
            QCOMPARE(parsed.value().grid.values(), puzzle.values());
            QCOMPARE(parsed.value().alphabet.size(), geometry->symbolCount());
        }
        QVERIFY(!writeCounted(Grid(Geometry::classic()), Alphabet::standard(9)));
    }

    void badCountedLinesSayWhy()
    {
        // A 5 is no MultiFour symbol.
        std::string text = "multifour " + std::string(143, '.') + "5";
        auto parsed = parsePuzzle(text);
        QVERIFY(!parsed);
        QCOMPARE(int(parsed.error().code), int(ParseErrorCode::UnexpectedSymbol));
        QCOMPARE(parsed.error().column, 10 + 144);
        // Too few cells.
        parsed = parsePuzzle("doublenine 123");
        QVERIFY(!parsed);
        QVERIFY(parsed.error().message.find("324") != std::string::npos);
        // Four 1s in a row of three: a clash naming the row.
        parsed = parsePuzzle("multifour 1111" + std::string(140, '.'));
        QVERIFY(!parsed);
        QCOMPARE(int(parsed.error().code), int(ParseErrorCode::Clash));
        QVERIFY2(parsed.error().message.find("row 1 holds 1 more than 3 times (r1c1, r1c2, r1c3 and r1c4)")
                     != std::string::npos,
                 parsed.error().message.c_str());
        QCOMPARE(parsed.error().column, 10 + 4); // at the fourth 1
        QCOMPARE(parsed.error().cellB, 3);
        // The keyword alone, and a keyword repeated instead of givens.
        QVERIFY(!parsePuzzle("multifour"));
        QVERIFY(!parsePuzzle("multifour multifour multifour"));
    }

    void generatesUniquePuzzlesAtTheLevel_data()
    {
        QTest::addColumn<bool>("four");
        QTest::addColumn<int>("level");
        QTest::newRow("multifour easy") << true << int(logic::Level::Easy);
        QTest::newRow("multifour extreme") << true << int(logic::Level::Extreme);
        QTest::newRow("doublenine easy") << false << int(logic::Level::Easy);
        QTest::newRow("doublenine extreme") << false << int(logic::Level::Extreme);
    }

    void generatesUniquePuzzlesAtTheLevel()
    {
        QFETCH(bool, four);
        QFETCH(int, level);
        generate::GeneratorOptions options;
        options.geometry = four ? GeometrySpec::multiFour() : GeometrySpec::doubleNine();
        options.level = logic::Level(level);
        options.symmetry = generate::Symmetry::Rotational180;
        for (std::uint64_t seed = 1; seed <= 2; ++seed) {
            options.seed = seed;
            const auto made = generate::generatePuzzle(options);
            QVERIFY2(made, made ? "" : made.error().message.c_str());
            const Grid& puzzle = made.value().puzzle;
            QVERIFY(puzzle.geometry().spec() == options.geometry);
            QCOMPARE(int(made.value().rating.level), level);
            QCOMPARE(solver::countSolutions(puzzle, 2).count, std::uint64_t(1));
            QVERIFY(meetsCounts(puzzle.geometry(), made.value().solution.values()));
            const int n = puzzle.size();
            for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
                if (puzzle.value(cell))
                    QCOMPARE(puzzle.value(cell), made.value().solution.value(cell));
                const int mirror = (n - 1 - cell / n) * n + (n - 1 - cell % n);
                QCOMPARE(puzzle.value(cell) != 0, puzzle.value(mirror) != 0); // 180-degree symmetry
            }
            // Same seed, same puzzle.
            QCOMPARE(generate::generatePuzzle(options).value().puzzle.values(), puzzle.values());
        }
    }

    void levelsWithoutTechniquesAreRefused()
    {
        generate::GeneratorOptions options;
        options.geometry = GeometrySpec::multiFour();
        options.level = logic::Level::Hard;
        const auto error = generate::checkGeneratorOptions(options);
        QVERIFY(error);
        QVERIFY(error->message.find("easy") != std::string::npos);
        options.level = logic::Level::Medium; // no sections, no count pointing
        QVERIFY(generate::checkGeneratorOptions(options));
        options.geometry = GeometrySpec::doubleNine();
        QVERIFY(!generate::checkGeneratorOptions(options));
        options.level.reset();
        options.killer = generate::KillerOptions{};
        QVERIFY(generate::checkGeneratorOptions(options));
        options.killer.reset();
        options.technique = logic::Technique::XWing;
        QVERIFY(generate::checkGeneratorOptions(options));
    }

    void playingCountsCopies()
    {
        const Grid puzzle = gridOf(multiFour(), kFigure7Puzzle);
        std::vector<std::uint8_t> solution;
        for (char c : std::string_view(kFigure7Solution))
            solution.push_back(std::uint8_t(c - '0'));
        auto created = game::Game::create(puzzle, Alphabet::standard(4), solution);
        QVERIFY2(created, created ? "" : created.error().message.c_str());
        game::Game game = std::move(created).value();
        QVERIFY(!game::Game::create(puzzle, Alphabet::standard(12), solution)); // 12 symbols for 4
        // Each symbol fills a quarter of the 144 cells.
        int ones = 0;
        for (int cell = 0; cell < 144; ++cell)
            ones += puzzle.value(cell) == 1;
        QCOMPARE(game.remaining(1), 36 - ones);
        // Filled-in marks follow the counts: row 3 (1144....31..) holds 1 three
        // times, so no empty cell of it gets a 1.
        game.apply(game.changeFor({game::MoveKind::FillCandidates, {}, 0}));
        QVERIFY(!(game.cell(24 + 4).corner & digitBit(1)));
        QVERIFY(game.cell(24 + 4).corner & digitBit(4)); // the solution's digit stays
        // Row 1 holds 3 twice (r1c1, r1c7); a third 3 makes it full, and with
        // marks kept updated the other empty cells of the row lose their 3.
        int withThree = -1, other = -1;
        for (int c = 0; c < 12; ++c)
            if (!puzzle.value(c) && (game.cell(c).corner & digitBit(3)))
                (withThree < 0 ? withThree : other) = c;
        QVERIFY(withThree >= 0 && other >= 0);
        game::PlayOptions options;
        options.removeMarksFromPeers = true;
        game.apply(game.changeFor({game::MoveKind::Enter, {withThree}, 3}, options));
        QVERIFY(!(game.cell(other).corner & digitBit(3)));
        // A fourth 3 in the row is a clash.
        game.apply(game.changeFor({game::MoveKind::Enter, {other}, 3}));
        const game::CheckResult result = game::check(game);
        const auto& houses = game.geometry().houses();
        QVERIFY(std::any_of(result.conflicts.begin(), result.conflicts.end(), [&](const Conflict& c) {
            return c.digit == 3 && houses[size_t(c.house)].kind == HouseKind::Row && houses[size_t(c.house)].index == 0;
        }));
        // The hint names the wrong 3 and blames the count: three other copies
        // in row 1, the givens the most convincing of them.
        const game::PlayerHint hint = game::findPlayerHint(game);
        QCOMPARE(hint.kind, game::PlayerHint::Kind::WrongEntry);
        QCOMPARE(hint.digit, 3);
        QVERIFY(hint.cell == withThree || hint.cell == other);
        QVERIFY(solution[size_t(hint.cell)] != 3);
        QCOMPARE(hint.reason.kind, game::WrongEntryReason::Kind::Clash);
        QCOMPARE(houses[size_t(hint.reason.clashHouse)].kind, HouseKind::Row);
        QCOMPARE(houses[size_t(hint.reason.clashHouse)].index, 0);
        QCOMPARE(hint.reason.otherCopies.size(), std::size_t(3));
        QVERIFY(game.isGiven(hint.reason.clashCell));
        for (int copy : hint.reason.otherCopies) {
            QCOMPARE(int(game.value(copy)), 3);
            QVERIFY(copy / 12 == 0 && copy != hint.cell);
        }
    }

    void generationStopsWhenCancelled()
    {
        generate::GeneratorOptions options;
        options.geometry = GeometrySpec::doubleNine();
        options.level = logic::Level::Extreme;
        std::stop_source source;
        source.request_stop();
        const auto made = generate::generatePuzzle(options, source.get_token());
        QVERIFY(!made);
        QCOMPARE(int(made.error().code), int(generate::GeneratorError::Code::Cancelled));
    }
};

QTEST_GUILESS_MAIN(TestCounted)
#include "tst_counted.moc"
