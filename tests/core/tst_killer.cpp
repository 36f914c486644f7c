// SPDX-License-Identifier: GPL-3.0-or-later
// Killer sudoku: cages in the geometry (validation, peers), the exact solver
// against the reference backtracker on Solo's killers and puzzles made from
// them, and the two killer formats (Pencilmark's line, Solo's game ID).
#include "core/formats/puzzle_format.h"
#include "core/solver/cage_combinations.h"
#include "core/solver/exact_solver.h"
#include "core/solver/reference_solver.h"
#include "core/solver/set_equations.h"
#include "tests/support/test_data.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <algorithm>

using namespace pm;
using namespace pm::test;

Q_DECLARE_METATYPE(pm::GeometryErrorCode)
Q_DECLARE_METATYPE(std::vector<pm::Cage>)
Q_DECLARE_METATYPE(std::string)
Q_DECLARE_METATYPE(pm::ParseErrorCode)

namespace {

GeometrySpec classicWith(std::vector<Cage> cages)
{
    GeometrySpec spec = GeometrySpec::classic();
    spec.cages = std::move(cages);
    return spec;
}

ParsedPuzzle parseOrFail(const std::string& text)
{
    auto parsed = parsePuzzle(text);
    if (!parsed)
        qFatal("cannot parse '%s': %s", text.c_str(), parsed.error().message.c_str());
    return parsed.value();
}

// A solution obeys the houses, the cages' distinct digits and their sums.
bool isKillerSolution(const Grid& puzzle, const std::vector<std::uint8_t>& solution)
{
    Grid solved(puzzle.geometryPtr());
    for (int cell = 0; cell < solved.cellCount(); ++cell) {
        if (solution[cell] < 1 || solution[cell] > solved.size())
            return false;
        if (puzzle.value(cell) != 0 && puzzle.value(cell) != solution[cell])
            return false;
        solved.setValue(cell, solution[cell]);
    }
    return solved.conflicts().empty() && solved.cageConflicts().empty() && solved.brokenCageSums().empty();
}

std::vector<Cage> sortedCages(const Geometry& geometry)
{
    std::vector<Cage> cages = geometry.cages();
    std::sort(cages.begin(), cages.end(), [](const Cage& a, const Cage& b) { return a.cells < b.cells; });
    return cages;
}

// The same puzzle in a geometry whose cages are `cages`.
Grid regrid(const Grid& grid, std::vector<Cage> cages)
{
    GeometrySpec spec = grid.geometry().spec();
    spec.cages = std::move(cages);
    auto geometry = Geometry::create(spec);
    if (!geometry)
        qFatal("regrid: %s", geometry.error().message.c_str());
    Grid out(geometry.value());
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        out.setValue(cell, grid.value(cell));
    return out;
}

std::vector<std::string> soloKillers()
{
    return loadPuzzleLines(testDataPath("killer/solo_killers.txt"));
}

// "Solver needs SET" (TopAutism, CC BY 4.0; ../shared/data/
// variants_public.json): a Latin square of 18 three-cell cages of 12 and 18
// with eight difference dots, and its published solution.
std::pair<Grid, std::vector<std::uint8_t>> solverNeedsSet()
{
    QFile file(sharedDataPath(QStringLiteral("variants_public.json")));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open variants_public.json");
    for (const QJsonValue& entry : QJsonDocument::fromJson(file.readAll()).array()) {
        const QJsonObject object = entry.toObject();
        if (object[QStringLiteral("title")].toString() != QStringLiteral("Solver needs SET"))
            continue;
        const ParsedPuzzle puzzle =
            parseOrFail("https://f-puzzles.com/?load=" + object[QStringLiteral("puzzle")].toString().toStdString());
        std::vector<std::uint8_t> solution;
        for (QChar digit : object[QStringLiteral("solution")].toString())
            solution.push_back(std::uint8_t(digit.digitValue()));
        return {puzzle.grid, solution};
    }
    qFatal("no \"Solver needs SET\" in variants_public.json");
}

// An equation's two sides on a full grid: its plus cells less its minus cells.
int equationValue(const solver::SetEquation& equation, const std::vector<std::uint8_t>& values)
{
    int value = 0;
    for (int cell : equation.plus)
        value += values[size_t(cell)];
    for (int cell : equation.minus)
        value -= values[size_t(cell)];
    return value;
}

} // namespace

class TestKiller : public QObject {
    Q_OBJECT
    // The data row's text fails to parse with `code`, at its column, and the
    // message holds its `named` part.
    void verifyFetchedError(ParseErrorCode code)
    {
        QFETCH(std::string, text);
        QFETCH(int, column);
        QFETCH(std::string, named);
        const auto parsed = parsePuzzle(text);
        QVERIFY(!parsed);
        QCOMPARE(parsed.error().code, code);
        QCOMPARE(parsed.error().column, column);
        QVERIFY2(parsed.error().message.find(named) != std::string::npos, parsed.error().message.c_str());
    }

private slots:
    void geometryRefusesBadCages_data()
    {
        QTest::addColumn<std::vector<Cage>>("cages");
        QTest::addColumn<GeometryErrorCode>("code");
        QTest::newRow("empty") << std::vector<Cage>{{{}, 5}} << GeometryErrorCode::CageEmpty;
        QTest::newRow("cell out of range") << std::vector<Cage>{{{80, 81}, 10}} << GeometryErrorCode::CageCellOutOfRange;
        QTest::newRow("negative cell") << std::vector<Cage>{{{-1, 0}, 10}} << GeometryErrorCode::CageCellOutOfRange;
        QTest::newRow("overlap") << std::vector<Cage>{{{0, 1}, 3}, {{1, 2}, 3}} << GeometryErrorCode::CageOverlap;
        QTest::newRow("cell twice") << std::vector<Cage>{{{0, 0}, 3}} << GeometryErrorCode::CageOverlap;
        QTest::newRow("diagonal only") << std::vector<Cage>{{{0, 10}, 3}} << GeometryErrorCode::CageNotConnected;
        QTest::newRow("row wrap is not adjacent") << std::vector<Cage>{{{8, 9}, 3}} << GeometryErrorCode::CageNotConnected;
        QTest::newRow("ten cells") << std::vector<Cage>{{{0, 1, 2, 3, 4, 5, 6, 7, 8, 17}, 45}}
                                   << GeometryErrorCode::CageTooLarge;
        QTest::newRow("sum too small") << std::vector<Cage>{{{0, 1}, 2}} << GeometryErrorCode::CageSumOutOfRange;
        QTest::newRow("sum too large") << std::vector<Cage>{{{0, 1, 2}, 25}} << GeometryErrorCode::CageSumOutOfRange;
        QTest::newRow("single cell sum 10") << std::vector<Cage>{{{0}, 10}} << GeometryErrorCode::CageSumOutOfRange;
    }
    void geometryRefusesBadCages()
    {
        QFETCH(std::vector<Cage>, cages);
        QFETCH(GeometryErrorCode, code);
        const auto created = Geometry::create(classicWith(cages));
        QVERIFY(!created);
        QCOMPARE(created.error().code, code);
        QVERIFY(!created.error().message.empty());
    }

    // The error says which cage, so that a reader can point at it in its text.
    void geometryErrorNamesTheCage()
    {
        const auto sum = Geometry::create(classicWith({{{0, 1}, 3}, {{9, 10}, 17}, {{18}, 10}}));
        QVERIFY(!sum);
        QCOMPARE(sum.error().cage, 2);
        QVERIFY2(sum.error().message.find("cage 3 (1 cell from r3c1) has sum 10: distinct digits 1..9 in 1 cell add up "
                                          "to 1..9")
                     != std::string::npos,
                 sum.error().message.c_str());
        const auto overlap = Geometry::create(classicWith({{{0, 1}, 3}, {{1, 2}, 3}}));
        QCOMPARE(overlap.error().cage, 1);
        QCOMPARE(Geometry::create(GeometrySpec::forSize(5)).error().cage, -1); // no boxes for 5: not about a cage
    }

    void cageLimitsAcceptedAtTheEdges()
    {
        // 3 and 17 are the extremes for two cells of 1..9; nine cells must sum to 45.
        QVERIFY(Geometry::create(classicWith({{{0, 1}, 3}, {{9, 10}, 17}})));
        QVERIFY(Geometry::create(classicWith({{{0, 1, 2, 3, 4, 5, 6, 7, 8}, 45}})));
        GeometrySpec small = GeometrySpec::forSize(4);
        small.cages = {{{0, 1, 2, 3}, 10}};
        QVERIFY(Geometry::create(small));
        small.cages = {{{0, 1}, 8}}; // 4 + 4 is no distinct pair
        QCOMPARE(Geometry::create(small).error().code, GeometryErrorCode::CageSumOutOfRange);
    }

    void cageMatesArePeersButNoHouse()
    {
        // r1c3-r1c4-r2c4: r1c3 and r2c4 share no house, only the cage.
        auto geometry = Geometry::create(classicWith({{{3, 2, 12}, 10}})).value();
        QVERIFY(geometry->arePeers(2, 12));
        QVERIFY(geometry->arePeers(12, 2));
        QVERIFY(!Geometry::classic()->arePeers(2, 12));
        QCOMPARE(int(geometry->peers(2).size()), 21);
        QCOMPARE(int(geometry->peers(40).size()), 20);
        QCOMPARE(int(geometry->houses().size()), 27); // a cage is not a house
        QCOMPARE(geometry->cageOf(12), 0);
        QCOMPARE(geometry->cageOf(13), -1);
        QCOMPARE(geometry->cages().front().cells, (std::vector<int>{2, 3, 12})); // sorted
        // in the spec too: one puzzle's specs are equal however its cages
        // were listed (a killer line read back used to differ from its Solo ID)
        QCOMPARE(geometry->spec().cages.front().cells, (std::vector<int>{2, 3, 12}));
        QVERIFY(geometry->spec() == Geometry::create(classicWith({{{2, 12, 3}, 10}})).value()->spec());
        QVERIFY(!geometry->isClassic9());
        QVERIFY(geometry->describe().find("killer") != std::string::npos);
        QVERIFY(!Geometry::classic()->hasCages());
        QCOMPARE(Geometry::classic()->cageOf(5), -1);
        // Specs differ by their cages (the solver's table cache keys on specs).
        QVERIFY(classicWith({{{2, 3}, 10}}) != classicWith({{{2, 3}, 11}}));
        QVERIFY(classicWith({{{2, 3}, 10}}) == classicWith({{{2, 3}, 10}}));
        QVERIFY(classicWith({}) == GeometrySpec::classic());
    }

    void gridSeesCageClashesAndSums()
    {
        auto geometry = Geometry::create(classicWith({{{2, 3, 12}, 10}})).value();
        Grid grid(geometry);
        grid.setValue(2, 4);
        grid.setValue(12, 4);
        QVERIFY(grid.conflicts().empty()); // no house holds both
        const auto clashes = grid.cageConflicts();
        QCOMPARE(int(clashes.size()), 1);
        QCOMPARE(clashes.front().cage, 0);
        QCOMPARE(clashes.front().house, -1);
        QVERIFY(grid.brokenCageSums().empty()); // 8 of 10, one cell open
        grid.setValue(3, 5);
        QCOMPARE(grid.brokenCageSums(), std::vector<int>{0}); // 13 > 10
        grid.setValue(12, 1);
        grid.setValue(3, 5);
        QVERIFY(grid.brokenCageSums().empty()); // 4 + 5 + 1
        grid.setValue(2, 0);
        grid.fillCandidatesFromValues();
        QVERIFY(!(grid.candidates(2) & digitBit(5))); // the cage mate's 5 is out
    }

    void combinationsPerSizeAndSum()
    {
        QCOMPARE(solver::cageCombinations(9, 2, 10, 100).masks.size(), std::size_t(4)); // 19 28 37 46
        QCOMPARE(solver::cageCombinations(9, 2, 3, 100).masks, std::vector<DigitMask>{0b11});
        QCOMPARE(solver::cageCombinations(9, 9, 45, 100).masks, std::vector<DigitMask>{0x1FF});
        QCOMPARE(solver::cageCombinations(9, 4, 20, 100).masks.size(), std::size_t(12));
        QVERIFY(solver::cageCombinations(9, 2, 18, 100).masks.empty());
        QVERIFY(solver::cageCombinations(9, 2, 18, 100).listed); // none at all is exact
        const auto big = solver::cageCombinations(25, 12, 156, 2048);
        QVERIFY(!big.listed); // far too many: the solver uses sum bounds
        QVERIFY(big.masks.empty());
    }

    // Solo claims one solution per puzzle; the generic search and the
    // reference backtracker must both find exactly that one.
    void soloKillersAreUnique_data()
    {
        QTest::addColumn<std::string>("id");
        QTest::addColumn<int>("index");
        int index = 0;
        for (const std::string& id : soloKillers())
            QTest::newRow(id.substr(0, 24).c_str()) << id << index++;
    }
    void soloKillersAreUnique()
    {
        QFETCH(std::string, id);
        QFETCH(int, index);
        const ParsedPuzzle puzzle = parseOrFail(id);
        QCOMPARE(puzzle.format, PuzzleFormat::SoloGameId);
        QVERIFY(puzzle.grid.geometry().hasCages());
        const solver::SolveResult solved = solver::solve(puzzle.grid);
        QCOMPARE(solved.outcome, solver::SolveOutcome::Unique);
        QVERIFY(isKillerSolution(puzzle.grid, solved.solution));
        // The backtracker takes 2 s a puzzle under ASan (kSanitizerThinning).
        if (index % test::kSanitizerThinning != 0)
            return;
        const solver::ReferenceCount reference = solver::referenceCount(puzzle.grid, 2);
        QCOMPARE(reference.count, std::uint64_t(1));
        QCOMPARE(reference.firstSolution, solved.solution);
    }

    // Puzzles made from Solo's: with givens from the solution, with cages
    // dropped (cells in no cage: often several solutions) and with two sums
    // moved by one (often none). Exact count up to 2 == reference count. On
    // 9x9 the reference backtracker needs the givens to finish in seconds
    // (proving "none" without them takes it minutes), so they stay there.
    void searchMatchesReferenceOnDerivedKillers()
    {
        int multiple = 0;
        int none = 0;
        for (const std::string& id : soloKillers()) {
            const ParsedPuzzle puzzle = parseOrFail(id);
            const Grid& grid = puzzle.grid;
            const auto solution = solver::solve(grid).solution;
            const auto& cages = grid.geometry().cages();

            Grid givens = grid;
            for (int cell = 0; cell < grid.cellCount(); cell += 7)
                givens.setValue(cell, solution[cell]);
            std::vector<Cage> fewer;
            for (std::size_t k = 0; k < cages.size(); ++k)
                if (k % 3 != 0)
                    fewer.push_back(cages[k]);
            std::vector<Cage> moved = cages;
            for (std::size_t k = 0; k + 1 < moved.size(); ++k)
                if (moved[k].cells.size() > 1 && moved[k + 1].cells.size() > 1
                    && moved[k].sum > minCageSum(int(moved[k].cells.size()))
                    && moved[k + 1].sum < maxCageSum(int(moved[k + 1].cells.size()), grid.size())) {
                    --moved[k].sum;
                    ++moved[k + 1].sum;
                    break;
                }
            const Grid& base = grid.size() <= 6 ? grid : givens;
            for (const Grid& variant : {givens, regrid(base, fewer), regrid(base, moved)}) {
                const solver::CountResult fast = solver::countSolutions(variant, 2);
                const solver::ReferenceCount reference = solver::referenceCount(variant, 2);
                QCOMPARE(fast.count, reference.count);
                multiple += fast.count == 2;
                none += fast.count == 0;
                if (fast.count > 0)
                    QVERIFY(isKillerSolution(variant, solver::solve(variant).solution));
            }
        }
        // The set exercises every outcome.
        QVERIFY(multiple > 0);
        QVERIFY(none > 0);
    }

    // Every set equation the geometry gives holds on the solution: Solo's
    // killers (boxes) and "Solver needs SET" (no boxes), each with many.
    void setEquationsHoldOnTheSolution()
    {
        std::vector<std::pair<Grid, std::vector<std::uint8_t>>> solved;
        for (const std::string& id : soloKillers()) {
            const Grid grid = parseOrFail(id).grid;
            solved.push_back({grid, solver::solve(grid).solution});
        }
        solved.push_back(solverNeedsSet());
        std::size_t read = 0;
        for (const auto& [grid, solution] : solved) {
            const auto equations = solver::buildSetEquations(grid.geometry());
            for (const solver::SetEquation& equation : equations) {
                QCOMPARE(equationValue(equation, solution), equation.total);
                QVERIFY(!equation.cages.empty());
                QVERIFY(equation.plus.size() + equation.minus.size() <= 18);
            }
            read += equations.size();
        }
        QVERIFY(read > 1000);
    }

    // The search keeps the set equations that cut the empty grid as sums:
    // "Solver needs SET" opens with rows 1, 6 and 7 against columns 3, 4
    // and 9, nine cells at their highest digits less nine at their lowest
    // making 54. Without it the search ran for minutes; with it, a count to
    // two takes a few hundred nodes (held here to a budget, not a clock).
    void searchReadsTheSetEquationThatOpensSolverNeedsSet()
    {
        const auto [grid, published] = solverNeedsSet();
        const auto kept = solver::setEquationsCuttingEmptyGrid(grid.geometry(), 64);
        QVERIFY(!kept.empty());
        QCOMPARE(kept.front().total, 54); // nearest an extreme comes first
        QCOMPARE(kept.front().plus.size(), std::size_t(9));
        QCOMPARE(kept.front().minus.size(), std::size_t(9));
        for (const solver::SetEquation& equation : kept)
            QCOMPARE(equationValue(equation, published), equation.total);

        solver::SolverOptions bounded;
        bounded.nodeBudget = 5000;
        const solver::CountResult counted = solver::countSolutions(grid, 2, {}, bounded);
        QVERIFY(!counted.outOfBudget);
        QCOMPARE(counted.count, std::uint64_t(1));
        QCOMPARE(solver::solve(grid, {}, bounded).solution, published);
    }

    void emptyKillerMadeOfPairsIsSolved()
    {
        // 4x4, cages of two cells across each row pair: many solutions.
        GeometrySpec spec = GeometrySpec::forSize(4);
        spec.cages = {{{0, 1}, 3}, {{2, 3}, 7}, {{4, 5}, 7}, {{6, 7}, 3}};
        const Grid grid(Geometry::create(spec).value());
        const solver::CountResult fast = solver::countSolutions(grid, 1000);
        QCOMPARE(fast.count, solver::referenceCount(grid, 1000).count);
        QVERIFY(fast.count > 1);
    }

    void soloIdsRoundTrip_data() { soloKillersAreUnique_data(); }
    void soloIdsRoundTrip()
    {
        QFETCH(std::string, id);
        const ParsedPuzzle puzzle = parseOrFail(id);
        const auto written = writeSoloGameId(puzzle.grid);
        QVERIFY(written);
        // Solo writes each sum on the cage's first cell, as we do: the ID comes back as it was.
        QCOMPARE(*written, id);
        const ParsedPuzzle again = parseOrFail(*written);
        QVERIFY(again.grid == puzzle.grid);
    }

    // Solo's save files write the full parameters, with the symmetry and
    // difficulty the puzzle was generated with ("3x3kdi", "3x3kar2du"); the
    // puzzle is the one of the short ID.
    void soloFullParametersAreIgnored_data() { soloKillersAreUnique_data(); }
    void soloFullParametersAreIgnored()
    {
        QFETCH(std::string, id);
        const ParsedPuzzle plain = parseOrFail(id);
        const std::size_t colon = id.find(':');
        for (const char* generation : {"dt", "db", "di", "da", "de", "du", "a", "r2", "r4", "m2", "md2", "m4", "md4",
                                       "m8", "ar2du", "md4dt"}) {
            const std::string full = id.substr(0, colon) + generation + id.substr(colon);
            const ParsedPuzzle read = parseOrFail(full);
            QCOMPARE(read.format, PuzzleFormat::SoloGameId);
            QVERIFY2(read.grid == plain.grid, full.c_str());
        }
    }

    void soloSaveFileIdsAreRead()
    {
        // From Solo's save files (PARAMS ":" DESC), sgt-puzzles 20230122.
        const ParsedPuzzle small = parseOrFail("2x2kdi:p,aaa_aaaa______aa,4a7a5_5c7a6_6c");
        QCOMPARE(int(small.grid.geometry().cages().size()), 7);
        QCOMPARE(solver::solve(small.grid).outcome, solver::SolveOutcome::Unique);
        const ParsedPuzzle six =
            parseOrFail("3x2kr4de:zj,__aa_ab_____________aab_aaaa_b__aa_aa_b_,8_8_6a6c7a7a10a13_6_5_13_8f8a10_11g");
        QCOMPARE(six.grid.size(), 6);
        QCOMPARE(solver::solve(six.grid).outcome, solver::SolveOutcome::Unique);
        // A bad puzzle with full parameters fails on its puzzle, as its short ID does.
        const auto full = parsePuzzle("2x2kdi:p,a__a_aaaa___a_b_,4a7_9_3d7b6a9a");
        const auto shortId = parsePuzzle("2x2k:p,a__a_aaaa___a_b_,4a7_9_3d7b6a9a");
        QVERIFY(!full && !shortId);
        QCOMPARE(full.error().code, shortId.error().code);
        QCOMPARE(full.error().column, shortId.error().column + 2);
    }

    void soloUnknownParametersAreNamed_data()
    {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<int>("column");
        QTest::addColumn<std::string>("named");
        const std::string rest = ":p,aaa_aaaa______aa,4a7a5_5c7a6_6c";
        QTest::newRow("difficulty") << "2x2kdq" + rest << 5 << std::string("\"dq\"");
        QTest::newRow("difficulty cut short") << "2x2kd" + rest << 5 << std::string("\"d\"");
        QTest::newRow("symmetry") << "2x2kr3" + rest << 5 << std::string("\"r3\"");
        QTest::newRow("diagonal rotation") << "2x2kmd8" + rest << 5 << std::string("\"md8\"");
        QTest::newRow("letter") << "2x2kq" + rest << 5 << std::string("'q'");
    }
    void soloUnknownParametersAreNamed() { verifyFetchedError(ParseErrorCode::UnexpectedSymbol); }

    // Messages about a cage name it by its place in the sums and point at it.
    void cageMessagesNameTheCage_data()
    {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<int>("column");
        QTest::addColumn<std::string>("named");
        const std::string givens(16, '.');
        QTest::newRow("fourth cage") << "killer " + givens + " aaaabbbbccccddee 10,10,10,9,3" << 37
                                     << std::string("cage 4 (2 cells from r4c1) has sum 9");
        QTest::newRow("one cell") << "killer " + givens + " aaaabbbbccccdddf 10,10,10,6,5" << 40
                                  << std::string("cage 5 (1 cell from r4c4) has sum 5: distinct digits 1..4 in 1 "
                                                 "cell add up to 1..4");
        // Solo: at the cage's sum (the 9 of "...a9c").
        QTest::newRow("solo") << std::string("2x2k:p,b__a_baa_a__ba,8b7_5_3d10a9c") << 34
                              << std::string("cage 6 (2 cells from r4c1) has sum 9");
    }
    void cageMessagesNameTheCage() { verifyFetchedError(ParseErrorCode::CageSum); }

    void killerSumsTakeSpacesAroundCommas()
    {
        const std::string givens(16, '.');
        const ParsedPuzzle tight = parseOrFail("killer " + givens + " aab............. 7,3");
        for (const std::string sums : {"7, 3", "7 ,3", "7 , 3", "7,\t3 # a note"}) {
            const ParsedPuzzle spaced = parseOrFail("killer " + givens + " aab............. " + sums);
            QVERIFY2(spaced.grid == tight.grid, sums.c_str());
        }
        // What follows the last sum without a comma is not a sum.
        const auto extra = parsePuzzle("killer " + givens + " aab............. 7 3");
        QVERIFY(!extra);
        QVERIFY2(extra.error().message.find("1 sums for 2 cages") != std::string::npos, extra.error().message.c_str());
    }

    void killerSumTooLargeSaysSo()
    {
        const std::string givens(16, '.');
        const auto huge = parsePuzzle("killer " + givens + " aab............. 99999999999999999999,3");
        QVERIFY(!huge);
        QCOMPARE(huge.error().code, ParseErrorCode::CageSum);
        QCOMPARE(huge.error().column, 42);
        QVERIFY2(huge.error().message.find("99999999999999999999 is too large") != std::string::npos,
                 huge.error().message.c_str());
        const auto trailing = parsePuzzle("killer " + givens + " aab............. 7,3,");
        QVERIFY(!trailing);
        QCOMPARE(trailing.error().column, 46);
        QVERIFY2(trailing.error().message.find("a sum is missing") != std::string::npos,
                 trailing.error().message.c_str());
    }

    void pencilmarkKillerRoundTrip_data() { soloKillersAreUnique_data(); }
    void pencilmarkKillerRoundTrip()
    {
        QFETCH(std::string, id);
        ParsedPuzzle puzzle = parseOrFail(id);
        const auto solution = solver::solve(puzzle.grid).solution;
        Grid withGivens = puzzle.grid;
        for (int cell = 0; cell < withGivens.cellCount(); cell += 5) {
            withGivens.setValue(cell, solution[cell]);
            withGivens.setGiven(cell, true);
        }
        withGivens.fillCandidatesFromValues();
        for (const Grid& grid : {puzzle.grid, withGivens}) {
            const std::string text = writeKiller(grid, puzzle.alphabet);
            const ParsedPuzzle read = parseOrFail(text);
            QCOMPARE(read.format, PuzzleFormat::Killer);
            QCOMPARE(sortedCages(read.grid.geometry()), sortedCages(grid.geometry()));
            QVERIFY(read.grid.geometry().spec().cages == grid.geometry().spec().cages);
            QCOMPARE(read.grid.values(), grid.values());
            QCOMPARE(writeKiller(read.grid, read.alphabet), text);
            // Solo's ID holds givens too.
            const ParsedPuzzle solo = parseOrFail(*writeSoloGameId(grid));
            QCOMPARE(solo.grid.values(), grid.values());
        }
    }

    void pencilmarkKillerReadsByHand()
    {
        // 4x4: two cages of two cells, the rest in no cage; '.' blanks; a comment after.
        const auto parsed = parsePuzzle("killer 1............... aab............. 7,3 # a note");
        QVERIFY2(parsed, parsed ? "" : parsed.error().message.c_str());
        const Geometry& geometry = parsed->grid.geometry();
        QCOMPARE(geometry.size(), 4);
        QCOMPARE(int(geometry.cages().size()), 2);
        QCOMPARE(geometry.cages()[0].cells, (std::vector<int>{0, 1}));
        QCOMPARE(geometry.cages()[0].sum, 7);
        QCOMPARE(geometry.cages()[1].cells, (std::vector<int>{2}));
        QCOMPARE(geometry.cages()[1].sum, 3);
        QCOMPARE(parsed->grid.value(0), 1);
        QVERIFY(!(parsed->grid.candidates(1) & digitBit(1))); // cage mate of the 1
        // No cages at all ('-' for the sums) is a plain puzzle in a killer line.
        const auto plain = parsePuzzle("killer 1............... ................ -");
        QVERIFY(plain);
        QVERIFY(!plain->grid.geometry().hasCages());
        // A file of killer lines reads one per line.
        const auto entries = parsePuzzleFile("killer 1............... aab............. 7,3\n"
                                             "# comment\n"
                                             "killer ................ aab............. 7,3\n");
        QCOMPARE(int(entries.size()), 2);
        QVERIFY(entries[0].puzzle && entries[1].puzzle);
        QCOMPARE(entries[1].line, 3);
    }

    void malformedKillersAreRefused_data()
    {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<ParseErrorCode>("code");
        QTest::addColumn<int>("column");
        const std::string givens(16, '.');
        QTest::newRow("missing sums") << "killer " + givens + " aab............." << ParseErrorCode::CageMap << 0;
        QTest::newRow("short map") << "killer " + givens + " aab 7,3" << ParseErrorCode::CageMap << 28;
        QTest::newRow("bad label") << "killer " + givens + " a*b............. 7,3" << ParseErrorCode::CageMap << 26;
        QTest::newRow("too few sums") << "killer " + givens + " aab............. 7" << ParseErrorCode::CageSum << 42;
        QTest::newRow("too many sums") << "killer " + givens + " aab............. 7,3,4" << ParseErrorCode::CageSum
                                       << 42;
        QTest::newRow("not a number") << "killer " + givens + " aab............. 7,x" << ParseErrorCode::CageSum << 44;
        QTest::newRow("empty sum") << "killer " + givens + " aab............. 7,,3" << ParseErrorCode::CageSum << 44;
        QTest::newRow("impossible sum") << "killer " + givens + " aab............. 9,3" << ParseErrorCode::CageSum
                                        << 25;
        QTest::newRow("cage too big") << "killer " + givens + " aaaaab.......... 15,3" << ParseErrorCode::CageMap
                                      << 25;
        QTest::newRow("clash in cage") << std::string("killer 11.............. ab.............. -") << ParseErrorCode::Clash << 9;
        // r1c2 and r2c3 share no house (4x4, 2x2 boxes), only the cage.
        QTest::newRow("clash in a cage only") << std::string("killer .1....1......... .aa...a......... 6")
                                              << ParseErrorCode::Clash << 31;
        QTest::newRow("bad givens") << std::string("killer 1..x............ aab............. 7,3") << ParseErrorCode::UnexpectedSymbol
                                    << 11;
        QTest::newRow("solo: bad shape") << std::string("3y3k:zzzc") << ParseErrorCode::UnexpectedSymbol << 5; // not an ID: a bad line
        QTest::newRow("solo: few givens") << std::string("2x2k:o,b__a_baa_a__ba,8b7_5_3d10a7c")
                                          << ParseErrorCode::TooFewCells << 7;
        QTest::newRow("solo: short walls") << std::string("2x2k:p,b__a_baa_a__b,8b7_5_3d10a7c")
                                           << ParseErrorCode::CageMap << 21;
        QTest::newRow("solo: bad wall char") << std::string("2x2k:p,b__a_b1a_a__ba,8b7_5_3d10a7c")
                                             << ParseErrorCode::CageMap << 14;
        QTest::newRow("solo: no sums") << std::string("2x2k:p,b__a_baa_a__ba") << ParseErrorCode::TooFewCells
                                       << 22;
        // Cage errors point at the cage's sum, or where it should be.
        QTest::newRow("solo: cage without sum") << std::string("2x2k:p,b__a_baa_a__ba,8b7_5_3d10e")
                                                << ParseErrorCode::CageSum << 33;
        QTest::newRow("solo: two sums in a cage") << std::string("2x2k:p,b__a_baa_a__ba,8_1a7_5_3d10a7c")
                                                  << ParseErrorCode::CageSum << 25;
        QTest::newRow("solo: impossible sum") << std::string("2x2k:p,b__a_baa_a__ba,8b7_5_3d10a9c")
                                              << ParseErrorCode::CageSum << 34;
        QTest::newRow("solo: given too big") << std::string("2x2k:5o,b__a_baa_a__ba,8b7_5_3d10a7c")
                                             << ParseErrorCode::UnexpectedSymbol << 6;
    }
    void malformedKillersAreRefused()
    {
        QFETCH(std::string, text);
        QFETCH(ParseErrorCode, code);
        QFETCH(int, column);
        const auto parsed = parsePuzzle(text);
        QVERIFY(!parsed);
        QCOMPARE(parsed.error().code, code);
        QVERIFY(!parsed.error().message.empty());
        if (column > 0)
            QCOMPARE(parsed.error().column, column);
    }

    void soloWriterRefusesWhatSoloCannotHold()
    {
        GeometrySpec spec = GeometrySpec::forSize(4);
        spec.cages = {{{0, 1}, 3}}; // most cells in no cage
        QVERIFY(!writeSoloGameId(Grid(Geometry::create(spec).value())));
        GeometrySpec windows = GeometrySpec::classic();
        windows.variants = Variant::Windows;
        QVERIFY(!writeSoloGameId(Grid(Geometry::create(windows).value())));
        // A plain 9x9 writes as a plain ID and reads back.
        const auto plain = writeSoloGameId(parseOrFail(std::string(80, '.') + "5").grid);
        QCOMPARE(*plain, std::string("3x3:zzzb5"));
        QCOMPARE(parseOrFail(*plain).grid.value(80), 5);
    }
};

QTEST_GUILESS_MAIN(TestKiller)
#include "tst_killer.moc"
