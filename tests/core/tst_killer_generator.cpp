// SPDX-License-Identifier: GPL-3.0-or-later
// The killer generator: every killer unique (the exact solver, and the
// reference backtracker on small grids), its cages valid (connected,
// distinct digits, sums of the solution, within the size cap, covering the
// grid), no givens unless allowed, symmetric cage maps when asked, the level
// asked for as the grader rates it again, seeds that reproduce, bad
// options refused with messages that say why, cancellation and progress.
// The cage map's own rules are checked under random changes too.
#include "core/formats/puzzle_format.h"
#include "core/generate/cage_map.h"
#include "core/generate/generator.h"
#include "core/generate/killer_generator.h"
#include "core/generate/symmetry.h"
#include "core/logic/logic_solver.h"
#include "core/solver/exact_solver.h"
#include "core/solver/random_grid.h"
#include "core/solver/reference_solver.h"

#include <QtTest>

#include <algorithm>
#include <thread>

using namespace pm;
using generate::GeneratorOptions;
using generate::KillerOptions;
using generate::Symmetry;
using logic::Level;

Q_DECLARE_METATYPE(pm::generate::Symmetry)

namespace {

GeneratorOptions killerOptions(int size, std::uint64_t seed)
{
    GeneratorOptions options;
    options.geometry = GeometrySpec::forSize(size);
    options.killer = KillerOptions{};
    options.seed = seed;
    return options;
}

generate::GeneratedPuzzle make(const GeneratorOptions& options)
{
    auto made = generate::generatePuzzle(options);
    if (!made)
        qFatal("killer generation failed: %s", made.error().message.c_str());
    return made.value();
}

bool orthogonal(int a, int b, int size)
{
    const int dr = std::abs(a / size - b / size), dc = std::abs(a % size - b % size);
    return dr + dc == 1;
}

// The cage's cells reach each other through orthogonal steps inside it.
bool connected(const std::vector<int>& cells, int size)
{
    std::vector<int> reached{cells.front()};
    for (size_t i = 0; i < reached.size(); ++i)
        for (int cell : cells)
            if (orthogonal(reached[i], cell, size) && std::find(reached.begin(), reached.end(), cell) == reached.end())
                reached.push_back(cell);
    return reached.size() == cells.size();
}

// Every cage's image under the symmetry is a cage.
bool symmetricCages(const Geometry& geometry, Symmetry symmetry)
{
    for (const Cage& cage : geometry.cages()) {
        const int image = geometry.cageOf(generate::symmetryImage(cage.cells.front(), geometry.size(), symmetry));
        if (geometry.cages()[size_t(image)].cells.size() != cage.cells.size())
            return false;
        for (int cell : cage.cells)
            if (geometry.cageOf(generate::symmetryImage(cell, geometry.size(), symmetry)) != image)
                return false;
    }
    return true;
}

// Everything a generated killer promises.
void verifyKiller(const generate::GeneratedPuzzle& made, const GeneratorOptions& options)
{
    const Geometry& geometry = made.puzzle.geometry();
    const int size = geometry.size();
    QVERIFY(geometry.hasCages());
    QCOMPARE(made.solution.geometryPtr(), made.puzzle.geometryPtr());
    const int cap = options.killer->maxCageCells ? options.killer->maxCageCells
                                                 : generate::defaultMaxCageCells(size);
    std::vector<int> covered(size_t(geometry.cellCount()), 0);
    for (const Cage& cage : geometry.cages()) {
        QVERIFY(!cage.cells.empty());
        QVERIFY2(int(cage.cells.size()) <= cap, qPrintable(QString::number(cage.cells.size())));
        QVERIFY(connected(cage.cells, size));
        DigitMask digits = 0;
        int sum = 0;
        for (int cell : cage.cells) {
            ++covered[size_t(cell)];
            const int digit = made.solution.value(cell);
            QVERIFY2(!(digits & digitBit(digit)), "a digit twice in a cage");
            digits |= digitBit(digit);
            sum += digit;
        }
        QCOMPARE(cage.sum, sum);
    }
    QVERIFY(std::all_of(covered.begin(), covered.end(), [](int n) { return n == 1; }));

    // One solution, the one reported, by the exact solver.
    const solver::SolveResult solved = solver::solve(made.puzzle);
    QCOMPARE(int(solved.outcome), int(solver::SolveOutcome::Unique));
    QCOMPARE(solved.solution, made.solution.values());
    // ... and by the reference backtracker where it is quick.
    if (size <= 6)
        QCOMPARE(solver::referenceCount(made.puzzle, 2).count, std::uint64_t(1));

    for (int cell = 0; cell < made.puzzle.cellCount(); ++cell) {
        QCOMPARE(made.puzzle.isGiven(cell), made.puzzle.value(cell) != 0);
        QCOMPARE(made.solution.isGiven(cell), made.puzzle.isGiven(cell));
        if (made.puzzle.value(cell))
            QCOMPARE(made.puzzle.value(cell), made.solution.value(cell));
    }
    if (!options.killer->allowGivens)
        QCOMPARE(made.puzzle.givenCount(), 0);
    if (options.maxClues > 0)
        QVERIFY(made.puzzle.givenCount() <= options.maxClues);
    if (options.symmetry != Symmetry::None) {
        QVERIFY(symmetricCages(geometry, options.symmetry));
        QVERIFY(generate::isSymmetric(made.puzzle.values(), size, options.symmetry));
    }
    QCOMPARE(int(made.rating.outcome), int(grading::Rating::Outcome::Rated));
}

} // namespace

class TestKillerGenerator : public QObject {
    Q_OBJECT
private slots:
    void killersAreUniqueAndValid_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("boxRows");
        QTest::addColumn<int>("variants");
        QTest::addColumn<bool>("jigsaw");
        QTest::addColumn<Symmetry>("symmetry");
        QTest::addColumn<int>("maxCage");
        QTest::addColumn<bool>("allowGivens");
        const int none = int(Variant::None);
        QTest::newRow("4x4") << 4 << 2 << none << false << Symmetry::None << 0 << false;
        QTest::newRow("4x4 pairs, givens allowed") << 4 << 2 << none << false << Symmetry::None << 2 << true;
        QTest::newRow("6x6 2x3 boxes") << 6 << 2 << none << false << Symmetry::None << 0 << false;
        QTest::newRow("6x6 3x2 boxes") << 6 << 3 << none << false << Symmetry::None << 0 << false;
        QTest::newRow("6x6 rotational90") << 6 << 2 << none << false << Symmetry::Rotational90 << 0 << false;
        QTest::newRow("9x9") << 9 << 3 << none << false << Symmetry::None << 0 << false;
        QTest::newRow("9x9 cages of 3") << 9 << 3 << none << false << Symmetry::None << 3 << false;
        QTest::newRow("9x9 cages of 9") << 9 << 3 << none << false << Symmetry::None << 9 << false;
        QTest::newRow("9x9 rotational") << 9 << 3 << none << false << Symmetry::Rotational180 << 0 << false;
        QTest::newRow("9x9 rotational90, givens allowed")
            << 9 << 3 << none << false << Symmetry::Rotational90 << 0 << true;
        QTest::newRow("9x9 mirror") << 9 << 3 << none << false << Symmetry::Mirror << 0 << false;
        QTest::newRow("9x9 diagonal") << 9 << 3 << none << false << Symmetry::Diagonal << 0 << false;
        QTest::newRow("9x9 X") << 9 << 3 << int(Variant::Diagonals) << false << Symmetry::None << 0 << false;
        QTest::newRow("9x9 windows") << 9 << 3 << int(Variant::Windows) << false << Symmetry::None << 0 << false;
        QTest::newRow("9x9 jigsaw") << 9 << 3 << none << true << Symmetry::None << 0 << false;
        QTest::newRow("12x12") << 12 << 3 << none << false << Symmetry::None << 0 << false;
    }
    void killersAreUniqueAndValid()
    {
        QFETCH(int, size);
        QFETCH(int, boxRows);
        QFETCH(int, variants);
        QFETCH(bool, jigsaw);
        QFETCH(Symmetry, symmetry);
        QFETCH(int, maxCage);
        QFETCH(bool, allowGivens);
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            GeneratorOptions options = killerOptions(size, seed);
            options.geometry.boxRows = boxRows;
            options.geometry.boxCols = size / boxRows;
            options.geometry.variants = Variant(variants);
            options.randomJigsaw = jigsaw;
            options.symmetry = symmetry;
            options.killer->maxCageCells = maxCage;
            options.killer->allowGivens = allowGivens;
            const auto made = make(options);
            verifyKiller(made, options);
            QCOMPARE(made.puzzle.geometry().isJigsaw(), jigsaw);
            QCOMPARE(made.puzzle.geometry().variants(), Variant(variants));
        }
    }

    // Givens appear where cage changes alone did not make a cage map unique
    // (4x4 with pairs needs some); minimal keeps only the needed ones and
    // the cap holds.
    void givensWhenAllowed()
    {
        int withGivens = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            GeneratorOptions options = killerOptions(4, seed);
            options.symmetry = Symmetry::Rotational90;
            options.killer->maxCageCells = 2;
            options.killer->allowGivens = true;
            options.minimal = true;
            options.maxClues = 8;
            const auto made = make(options);
            verifyKiller(made, options);
            withGivens += made.puzzle.givenCount() > 0;
            // Minimal: every given orbit is needed.
            for (int cell = 0; cell < made.puzzle.cellCount(); ++cell) {
                if (!made.puzzle.isGiven(cell))
                    continue;
                Grid fewer = made.puzzle;
                for (int at : generate::symmetryOrbitOf(cell, 4, options.symmetry))
                    fewer.setValue(at, 0);
                QVERIFY(solver::countSolutions(fewer, 2).count > 1);
            }
        }
        QVERIFY(withGivens > 0);
    }

    void noOneCellCagesWhenAsked()
    {
        // Solo refuses a cage of one cell in a game ID.
        for (int size : {4, 9}) {
            for (std::uint64_t seed = 1; seed <= 6; ++seed) {
                GeneratorOptions options = killerOptions(size, seed);
                options.killer->singleCellCages = false;
                const auto made = make(options);
                verifyKiller(made, options);
                for (const Cage& cage : made.puzzle.geometry().cages())
                    QVERIFY2(cage.cells.size() >= 2, qPrintable(QStringLiteral("%1x%1 seed %2").arg(size).arg(seed)));
            }
        }
    }

    void levelsAreMet_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("maxCage");
        QTest::addColumn<int>("level");
        // 4x4 killers with cages of 3 come out medium about once in a
        // thousand cage maps; with cages of 4 far more often.
        QTest::addRow("4x4 easy") << 4 << 0 << int(Level::Easy);
        QTest::addRow("4x4 medium, cages of 4") << 4 << 4 << int(Level::Medium);
        for (int level = 0; level <= int(Level::Extreme); ++level)
            QTest::addRow("6x6 %s", logic::levelKey(Level(level)).data()) << 6 << 0 << level;
        // Expert and master take 9x9 killers seconds to tens of seconds
        // (see the figures in killer_generator.cpp): left to the bench.
        for (Level level : {Level::Easy, Level::Medium, Level::Hard, Level::Extreme})
            QTest::addRow("9x9 %s", logic::levelKey(level).data()) << 9 << 0 << int(level);
    }
    void levelsAreMet()
    {
        QFETCH(int, size);
        QFETCH(int, maxCage);
        QFETCH(int, level);
        GeneratorOptions options = killerOptions(size, 5);
        options.killer->maxCageCells = maxCage;
        options.level = Level(level);
        const auto made = make(options);
        verifyKiller(made, options);
        QCOMPARE(int(made.rating.level), level);
        // The rating reported is the one the grader gives the puzzle.
        const grading::Rating again = grading::ratePuzzle(made.puzzle);
        QCOMPARE(int(again.outcome), int(grading::Rating::Outcome::Rated));
        QCOMPARE(int(again.level), level);
        QCOMPARE(again.rating, made.rating.rating);
    }

    // 4x4 killers are never harder than medium: the generator gives up
    // after its budget of cage maps and says what it looked for.
    void unreachableLevelGivesUp()
    {
        GeneratorOptions options = killerOptions(4, 1);
        options.level = Level::Extreme;
        const auto made = generate::generatePuzzle(options);
        QVERIFY(!made);
        QCOMPARE(int(made.error().code), int(generate::GeneratorError::Code::GaveUp));
        QVERIFY2(made.error().message.find("4x4") != std::string::npos, made.error().message.c_str());
        QVERIFY2(made.error().message.find("extreme") != std::string::npos, made.error().message.c_str());
    }

    void techniqueTarget()
    {
        GeneratorOptions options = killerOptions(9, 3);
        options.technique = logic::Technique::NakedPair;
        const auto made = make(options);
        verifyKiller(made, options);
        const logic::SolvePath path = logic::solvePath(made.puzzle);
        QVERIFY(std::any_of(path.steps.begin(), path.steps.end(),
                            [](const logic::Step& step) { return step.technique == logic::Technique::NakedPair; }));
    }

    void seedsReproduce()
    {
        for (int size : {4, 6, 9}) {
            GeneratorOptions options = killerOptions(size, 42);
            options.level = size == 4 ? Level::Easy : Level::Medium;
            const auto a = make(options), b = make(options);
            const Alphabet alphabet = Alphabet::standard(size);
            QCOMPARE(writeKiller(a.puzzle, alphabet), writeKiller(b.puzzle, alphabet));
            QCOMPARE(a.rating.rating, b.rating.rating);
            QCOMPARE(a.attempts, b.attempts);
            options.seed = 43;
            QVERIFY(writeKiller(make(options).puzzle, alphabet) != writeKiller(a.puzzle, alphabet));
        }
    }

    // Both killer formats carry a generated killer whole.
    void formatsCarryIt()
    {
        const auto made = make(killerOptions(9, 8));
        const std::string line = writeKiller(made.puzzle, Alphabet::standard(9));
        const std::optional<std::string> solo = writeSoloGameId(made.puzzle);
        QVERIFY(solo);
        for (const std::string& text : {line, *solo}) {
            const auto read = parsePuzzle(text);
            QVERIFY2(read, text.c_str());
            QCOMPARE(read.value().grid.geometry().spec(), made.puzzle.geometry().spec());
            QCOMPARE(read.value().grid.values(), made.puzzle.values());
        }
    }

    void badOptionsAreRefused_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("maxCage");
        QTest::addColumn<bool>("allowGivens");
        QTest::addColumn<bool>("minimal");
        QTest::addColumn<int>("maxClues");
        QTest::addColumn<bool>("levelAndTechnique");
        QTest::addColumn<bool>("withCages");
        QTest::addColumn<QString>("says");
        QTest::newRow("16x16") << 16 << 0 << false << false << 0 << false << false << "4x4 to 12x12, not 16x16";
        QTest::newRow("3x3") << 3 << 0 << false << false << 0 << false << false << "4x4 to 12x12, not 3x3";
        QTest::newRow("cages of 1") << 9 << 1 << false << false << 0 << false << false << "2 to 9 cells";
        QTest::newRow("cages of 10") << 9 << 10 << false << false << 0 << false << false << "not 10";
        QTest::newRow("cages of 5 on 4x4") << 4 << 5 << false << false << 0 << false << false << "2 to 4 cells";
        QTest::newRow("minimal without givens") << 9 << 0 << false << true << 0 << false << false << "minimal";
        QTest::newRow("clue cap without givens") << 9 << 0 << false << false << 20 << false << false
                                                 << "clue cap";
        QTest::newRow("negative clue cap") << 9 << 0 << true << false << -1 << false << false << "negative";
        QTest::newRow("level and technique") << 9 << 0 << false << false << 0 << true << false << "not both";
        QTest::newRow("cages given") << 9 << 0 << false << false << 0 << false << true << "its own cages";
    }
    void badOptionsAreRefused()
    {
        QFETCH(int, size);
        QFETCH(int, maxCage);
        QFETCH(bool, allowGivens);
        QFETCH(bool, minimal);
        QFETCH(int, maxClues);
        QFETCH(bool, levelAndTechnique);
        QFETCH(bool, withCages);
        QFETCH(QString, says);
        GeneratorOptions options = killerOptions(size, 1);
        options.killer->maxCageCells = maxCage;
        options.killer->allowGivens = allowGivens;
        options.minimal = minimal;
        options.maxClues = maxClues;
        if (levelAndTechnique) {
            options.level = Level::Hard;
            options.technique = logic::Technique::XWing;
        }
        if (withCages)
            options.geometry.cages = {Cage{{0, 1}, 3}};
        const auto checked = generate::checkGeneratorOptions(options);
        QVERIFY(checked);
        QCOMPARE(int(checked->code), int(generate::GeneratorError::Code::BadOptions));
        QVERIFY2(checked->message.find(says.toStdString()) != std::string::npos, checked->message.c_str());
        const auto made = generate::generatePuzzle(options);
        QVERIFY(!made);
        QCOMPARE(int(made.error().code), int(generate::GeneratorError::Code::BadOptions));
        QCOMPARE(made.error().message, checked->message);
    }

    void goodOptionsPassTheCheck()
    {
        QVERIFY(!generate::checkGeneratorOptions(killerOptions(9, 1)));
        GeneratorOptions options = killerOptions(4, 1);
        options.killer->allowGivens = true;
        options.minimal = true;
        options.maxClues = 3;
        QVERIFY(!generate::checkGeneratorOptions(options));
        QCOMPARE(generate::defaultMaxCageCells(4), 3);
        QCOMPARE(generate::defaultMaxCageCells(6), 4);
        QCOMPARE(generate::defaultMaxCageCells(9), 5);
    }

    void cancellationStopsIt()
    {
        std::stop_source source;
        source.request_stop();
        auto made = generate::generatePuzzle(killerOptions(9, 1), source.get_token());
        QVERIFY(!made);
        QCOMPARE(int(made.error().code), int(generate::GeneratorError::Code::Cancelled));

        // Cancelled while it works: a level that takes many cage maps, on
        // 9x9 and on the largest size.
        for (int size : {9, generate::kMaxKillerSize}) {
            std::stop_source later;
            GeneratorOptions options = killerOptions(size, 1);
            options.level = Level::Expert;
            std::jthread canceller([&] {
                std::this_thread::sleep_for(std::chrono::milliseconds(50));
                later.request_stop();
            });
            made = generate::generatePuzzle(options, later.get_token());
            QVERIFY(!made);
            QCOMPARE(int(made.error().code), int(generate::GeneratorError::Code::Cancelled));
        }
    }

    void progressIsReported()
    {
        int calls = 0;
        generate::Progress last;
        GeneratorOptions options = killerOptions(9, 9);
        options.level = Level::Hard;
        const auto made = generate::generatePuzzle(options, {}, [&](const generate::Progress& p) {
            ++calls;
            QVERIFY(p.attempts >= last.attempts);
            last = p;
        });
        QVERIFY(made);
        QVERIFY(calls > 0);
        QCOMPARE(last.attempts, made.value().attempts);
        QVERIFY(last.cages > 0 && last.cages <= 81);
        QCOMPARE(last.givens, 0);
    }

    // The cage map's rules hold under any sequence of changes: connected
    // cages within the cap, distinct digits, the symmetry; refused changes
    // leave it as it was; the solution always fits.
    void cageMapKeepsItsRules_data()
    {
        QTest::addColumn<Symmetry>("symmetry");
        QTest::newRow("none") << Symmetry::None;
        QTest::newRow("rotational") << Symmetry::Rotational180;
        QTest::newRow("rotational90") << Symmetry::Rotational90;
        QTest::newRow("mirror") << Symmetry::Mirror;
        QTest::newRow("diagonal") << Symmetry::Diagonal;
    }
    void cageMapKeepsItsRules()
    {
        QFETCH(Symmetry, symmetry);
        std::mt19937_64 rng(7);
        const auto solution = solver::randomSolution(Geometry::classic(), rng);
        QVERIFY(solution);
        generate::CageMap cageMap(9, *solution, symmetry, 4);
        QCOMPARE(cageMap.cageCount(), 81);
        int changed = 0;
        for (int step = 0; step < 3000; ++step) {
            const int cell = int(rng() % 81), other = int(rng() % 81);
            const generate::CageMap before = cageMap;
            bool done = false;
            switch (rng() % 4) {
            case 0: done = cageMap.join(cell, other); break;
            case 1: done = cageMap.move(cell, other); break;
            case 2: done = cageMap.detach(cell); break;
            case 3: done = cageMap.separate({cell}); break;
            }
            changed += done;
            if (!done)
                QVERIFY(cageMap.cages() == before.cages());
            std::vector<int> covered(81, 0);
            for (int cage = 0; cage < cageMap.cageCount(); ++cage) {
                const std::vector<int>& cells = cageMap.cageCells(cage);
                QVERIFY(int(cells.size()) <= 4);
                QVERIFY(connected(cells, 9));
                DigitMask digits = 0;
                for (int c : cells) {
                    QVERIFY(!(digits & digitBit((*solution)[size_t(c)])));
                    digits |= digitBit((*solution)[size_t(c)]);
                    QCOMPARE(cageMap.cageOf(c), cage);
                    ++covered[size_t(c)];
                }
            }
            QVERIFY(std::all_of(covered.begin(), covered.end(), [](int n) { return n == 1; }));
            QVERIFY(cageMap.fits(*solution));
            // The cages as a geometry: Geometry::create accepts them, and
            // they look the same under the symmetry.
            const Grid grid = generate::killerGrid(GeometrySpec::classic(), cageMap, *solution, *solution);
            QVERIFY(symmetricCages(grid.geometry(), symmetry));
        }
        QVERIFY(changed > 100);
    }
};

QTEST_GUILESS_MAIN(TestKillerGenerator)
#include "tst_killer_generator.moc"
