// SPDX-License-Identifier: GPL-3.0-or-later
// Region maps that can hold no grid, and counts on nearly empty large grids:
// the searches that ran for minutes. A map the law of leftovers rules out is
// answered at once (no solution) and the reason kept; the check never rules
// out a map that has a grid; counts up to the default limit finish on empty
// grids of every size.
#include "core/generate/random_regions.h"
#include "core/solver/exact_solver.h"
#include "core/solver/map_check.h"
#include "core/solver/map_search.h"
#include "core/solver/random_grid.h"
#include "tests/support/test_data.h"

#include <QtTest>

#include <algorithm>

using namespace pm;

namespace {

// Region 0 holds r1c1..r1c8 and r2c9; region 1 holds r1c9 and r2c1..r2c8;
// rows 3..9 are regions of their own. Row 1 lacks, outside region 0, only
// r1c9; region 0 has, outside row 1, only r2c9: the two must hold the same
// digit, and they share column 9.
GeometrySpec impossibleMap(bool transposed)
{
    GeometrySpec spec;
    spec.size = 9;
    spec.regions.assign(81, 0);
    for (int cell = 0; cell < 81; ++cell) {
        const int row = transposed ? cell % 9 : cell / 9;
        const int column = transposed ? cell / 9 : cell % 9;
        spec.regions[size_t(cell)] = row >= 2 ? row : (row == 0) == (column < 8) ? 0 : 1;
    }
    return spec;
}

} // namespace

class TestMapCheck : public QObject {
    Q_OBJECT
private slots:
    void leftoversRuleOutAMap_data()
    {
        QTest::addColumn<bool>("transposed");
        QTest::newRow("rows") << false;
        QTest::newRow("columns") << true;
    }
    void leftoversRuleOutAMap()
    {
        QFETCH(bool, transposed);
        const auto geometry = Geometry::create(impossibleMap(transposed)).value();
        const auto found = solver::findMapContradiction(*geometry);
        QVERIFY(found);
        QCOMPARE(found->lineCount, 1);
        // The reason holds: the cell is a peer of every cell on the other side.
        const std::vector<int>& peers = geometry->peers(found->cell);
        for (int other : found->otherSide)
            QVERIFY(std::binary_search(peers.begin(), peers.end(), other));
        if (!transposed) {
            QCOMPARE(found->columns, false);
            QCOMPARE(found->firstLine, 0);
            QCOMPARE(found->regions, std::vector<int>{0});
            QCOMPARE(found->cell, geometry->cellAt(0, 8));
            QCOMPARE(found->otherSide, std::vector<int>{geometry->cellAt(1, 8)});
        }
        // Every search on the map ends at once: it ran for minutes.
        const Grid empty(geometry);
        QCOMPARE(solver::countSolutions(empty, 1000).count, std::uint64_t(0));
        QCOMPARE(int(solver::solve(empty).outcome), int(solver::SolveOutcome::None));
        Grid clues(geometry);
        clues.setValue(geometry->cellAt(4, 4), 5);
        QCOMPARE(solver::countSolutions(clues, 2).count, std::uint64_t(0));
        std::mt19937_64 rng(1);
        QCOMPARE(int(solver::drawRandomSolution(geometry, rng, 0).outcome), int(solver::GridDraw::Outcome::NoGrid));
    }

    void searchesFromAFixedRowProveWhatLeftoversMiss()
    {
        // A random map the old generator drew: the law of leftovers sees
        // nothing, a random fill found no grid in 165,000 nodes, and a
        // search with row 1 fixed to 1..9 proves at once that none exists.
        const std::string labels = "bbbbbbcccbabaabcfcaaaaaaffcddddddfccddeeeeficdeeheefiihhhhhefiihghghgfiiggggggfii";
        GeometrySpec spec;
        spec.size = 9;
        for (char label : labels)
            spec.regions.push_back(label - 'a');
        const auto map = Geometry::create(spec).value();
        QVERIFY(!solver::findMapContradiction(*map));
        QCOMPARE(int(solver::searchMap(map, 20000)), int(solver::MapSearch::NoGrid));
        QCOMPARE(int(solver::searchMap(Geometry::classic(), 20000)), int(solver::MapSearch::HasGrid));
        // Renaming digits would break a killer's sums: no verdict there.
        GeometrySpec killer = GeometrySpec::forSize(4);
        killer.cages = {Cage{{0, 1}, 3}};
        QCOMPARE(int(solver::searchMap(Geometry::create(killer).value(), 20000)), int(solver::MapSearch::Unknown));
    }

    void mapsWithAGridAreNeverRuledOut()
    {
        // Boxes, rows as regions, and random jigsaws drawn with a grid.
        for (int size : {4, 6, 9, 12, 16}) {
            QVERIFY(!solver::findMapContradiction(*Geometry::create(GeometrySpec::forSize(size)).value()));
            GeometrySpec rows;
            rows.size = size;
            for (int cell = 0; cell < size * size; ++cell)
                rows.regions.push_back(cell / size);
            QVERIFY(!solver::findMapContradiction(*Geometry::create(rows).value()));
            for (std::uint64_t seed = 1; seed <= std::uint64_t(30 / test::kSanitizerThinning); ++seed) {
                std::mt19937_64 rng(seed);
                GeometrySpec shape;
                shape.size = size;
                const auto draw = generate::randomJigsaw(shape, rng, 0);
                QCOMPARE(int(draw.outcome), int(solver::GridDraw::Outcome::Found));
                shape.regions = draw.jigsaw.regions;
                QVERIFY2(!solver::findMapContradiction(*Geometry::create(shape).value()), "a map with a grid");
            }
        }
    }

    void countsOnEmptyLargeGridsFinish_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("limit");
        // Past a minute (64x64, count's default limit) and past 20 s
        // (49x49, limit 100) without the pooled restarts.
        QTest::newRow("16x16 to 1000") << 16 << 1000;
        QTest::newRow("25x25 to 1000") << 25 << 1000;
        QTest::newRow("49x49 to 100") << 49 << 100;
        QTest::newRow("64x64 to 1000") << 64 << 1000;
    }
    void countsOnEmptyLargeGridsFinish()
    {
        QFETCH(int, size);
        QFETCH(int, limit);
        const Grid empty(Geometry::create(GeometrySpec::forSize(size)).value());
        const solver::CountResult count = solver::countSolutions(empty, std::uint64_t(limit));
        QCOMPARE(count.count, std::uint64_t(limit));
        QVERIFY(count.limitReached);
        QVERIFY(!count.outOfBudget);
    }
};

QTEST_GUILESS_MAIN(TestMapCheck)
#include "tst_map_check.moc"
