// SPDX-License-Identifier: GPL-3.0-or-later
// The generator's unavoidable sets: every set it lists really needs a clue
// (the solution with that set blanked has a second solution, by the exact
// solver), on every shape whose houses can forbid a swap, and the clue
// bookkeeping of a carving says "emptied" exactly when the last one goes.
#include "core/generate/unavoidable_sets.h"
#include "core/solver/exact_solver.h"
#include "core/solver/random_grid.h"
#include "tests/support/test_data.h"

#include <QtTest>

#include <optional>
#include <random>

using namespace pm;
using generate::UnavoidableSets;

namespace {

std::shared_ptr<const Geometry> shape(GeometrySpec spec)
{
    auto geometry = Geometry::create(spec);
    if (!geometry)
        qFatal("%s", geometry.error().message.c_str());
    return geometry.value();
}

} // namespace

class TestUnavoidableSets : public QObject {
    Q_OBJECT
private slots:
    void everySetHasASecondSolution_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("boxRows");
        QTest::addColumn<int>("variants");
        QTest::newRow("9x9") << 9 << 3 << 0;
        QTest::newRow("6x6 (2x3 boxes)") << 6 << 2 << 0;
        QTest::newRow("9x9 X") << 9 << 3 << int(Variant::Diagonals);
        QTest::newRow("9x9 windows, centre-dot") << 9 << 3 << int(Variant::Windows | Variant::CentreDot);
        QTest::newRow("16x16") << 16 << 4 << 0;
    }
    void everySetHasASecondSolution()
    {
        QFETCH(int, size);
        QFETCH(int, boxRows);
        QFETCH(int, variants);
        GeometrySpec spec{size, boxRows, size / boxRows, {}, Variant(variants)};
        const auto geometry = shape(spec);
        std::mt19937_64 rng(20261126 + size + variants);
        int sets = 0, rectangles = 0;
        for (int round = 0; round < std::max(2, 12 / test::kSanitizerThinning); ++round) {
            const std::vector<std::uint8_t> solution = solver::randomSolution(geometry, rng).value();
            const UnavoidableSets found(*geometry, solution);
            for (int set = 0; set < found.count(); ++set) {
                const std::vector<int> cells = found.cellsOf(set);
                QVERIFY(cells.size() >= 4 && cells.size() <= 2 * UnavoidableSets::kMaxCycle);
                Grid blanked(geometry);
                for (int cell = 0; cell < blanked.cellCount(); ++cell)
                    blanked.setValue(cell, solution[size_t(cell)]);
                for (int cell : cells)
                    blanked.setValue(cell, 0);
                QCOMPARE(solver::countSolutions(blanked, 2).count, 2u);
                ++sets;
                rectangles += cells.size() == 4;
            }
        }
        qInfo("%d sets, %d of them rectangles", sets, rectangles);
        QVERIFY(sets > 0);
    }

    void killerShapesHaveNone()
    {
        // A swap keeps every house but can break a cage's sum: one cage per
        // minirow, with that minirow's sum in this solution.
        std::vector<std::uint8_t> solution;
        for (char c : std::string("123456789456789123789123456234567891567891234891234567"
                                  "345678912678912345912345678"))
            solution.push_back(std::uint8_t(c - '0'));
        GeometrySpec spec;
        for (int cell = 0; cell < 81; cell += 3)
            spec.cages.push_back({{cell, cell + 1, cell + 2}, solution[cell] + solution[cell + 1] + solution[cell + 2]});
        const auto geometry = shape(spec);
        QVERIFY(geometry->hasCages());
        QCOMPARE(UnavoidableSets(*geometry, solution).count(), 0);
        // The same grid without cages has sets (rows 1 and 2 swap on every pair of columns 3 apart).
        QVERIFY(UnavoidableSets(*Geometry::classic(), solution).count() > 0);
    }

    void emptiedOnlyByItsLastClue()
    {
        const auto geometry = Geometry::classic();
        std::mt19937_64 rng(7);
        std::optional<UnavoidableSets> found;
        while (!found || found->count() == 0)
            found.emplace(*geometry, solver::randomSolution(geometry, rng).value());
        UnavoidableSets& sets = *found;
        const std::vector<int> cells = sets.cellsOf(0);
        const std::vector<int> allButLast(cells.begin(), cells.end() - 1);
        const int last = cells.back();
        QVERIFY(!sets.wouldEmpty(allButLast));
        QVERIFY(sets.wouldEmpty(cells)); // an orbit holding the whole set
        sets.take(allButLast);
        QVERIFY(sets.wouldEmpty(std::vector<int>{last}));
        // A cell in no set never empties one.
        for (int cell = 0; cell < 81; ++cell) {
            bool inSome = false;
            for (int set = 0; set < sets.count() && !inSome; ++set) {
                const auto members = sets.cellsOf(set);
                inSome = std::find(members.begin(), members.end(), cell) != members.end();
            }
            if (!inSome)
                QVERIFY(!sets.wouldEmpty(std::vector<int>{cell}));
        }
        sets.restoreAll();
        QVERIFY(!sets.wouldEmpty(std::vector<int>{last}));
    }
};

QTEST_APPLESS_MAIN(TestUnavoidableSets)

#include "tst_unavoidable_sets.moc"
