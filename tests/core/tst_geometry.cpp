// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/geometry.h"

#include <QtTest>

#include <set>

using namespace pm;

namespace {

std::shared_ptr<const Geometry> make(GeometrySpec spec)
{
    auto g = Geometry::create(spec);
    if (!g)
        qFatal("geometry refused: %s", g.error().message.c_str());
    return g.value();
}

// Every house has N distinct cells; every cell is in its row, column and box.
void checkHousesAreLatin(const Geometry& g)
{
    for (const House& h : g.houses()) {
        QCOMPARE(int(h.cells.size()), g.size());
        QCOMPARE(int(std::set<int>(h.cells.begin(), h.cells.end()).size()), g.size());
    }
}

} // namespace

class TestGeometry : public QObject {
    Q_OBJECT
private slots:
    void boxShapes_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("boxRows");
        QTest::addColumn<int>("boxCols");
        QTest::newRow("4x4") << 4 << 2 << 2;
        QTest::newRow("6x6") << 6 << 2 << 3;
        QTest::newRow("8x8") << 8 << 2 << 4;
        QTest::newRow("9x9") << 9 << 3 << 3;
        QTest::newRow("12x12") << 12 << 3 << 4;
        QTest::newRow("16x16") << 16 << 4 << 4;
        QTest::newRow("25x25") << 25 << 5 << 5;
        QTest::newRow("36x36") << 36 << 6 << 6;
        QTest::newRow("49x49") << 49 << 7 << 7;
        QTest::newRow("64x64") << 64 << 8 << 8;
    }
    void boxShapes()
    {
        QFETCH(int, size);
        QFETCH(int, boxRows);
        QFETCH(int, boxCols);
        const GeometrySpec spec = GeometrySpec::forSize(size);
        QCOMPARE(spec.boxRows, boxRows);
        QCOMPARE(spec.boxCols, boxCols);
        auto g = make(spec);
        QCOMPARE(g->cellCount(), size * size);
        QCOMPARE(int(g->houses().size()), 3 * size);
        checkHousesAreLatin(*g);
        // Peers: row + column + box minus the overlaps.
        const int expectedPeers = 2 * (size - 1) + (size - boxRows - boxCols + 1);
        for (int cell = 0; cell < g->cellCount(); ++cell)
            QCOMPARE(int(g->peers(cell).size()), expectedPeers);
        // Box of the last cell is the last box; boxes run left to right.
        QCOMPARE(g->regionOf(g->cellCount() - 1), size - 1);
        QCOMPARE(g->regionOf(boxCols), 1);
    }

    void classicPeersAndFlags()
    {
        auto g = Geometry::classic();
        QVERIFY(g->isClassic9());
        QCOMPARE(int(g->peers(0).size()), 20);
        QVERIFY(g->arePeers(0, 8));   // same row
        QVERIFY(g->arePeers(0, 72));  // same column
        QVERIFY(g->arePeers(0, 20));  // same box (r3c3)
        QVERIFY(!g->arePeers(0, 30)); // r4c4
        QVERIFY(!g->arePeers(0, 0));
        QCOMPARE(QString::fromStdString(g->describe()), QStringLiteral("9x9 (3x3 boxes)"));
    }

    void variants()
    {
        GeometrySpec spec;
        spec.variants = Variant::Diagonals | Variant::CentreDot | Variant::Windows;
        auto g = make(spec);
        QVERIFY(!g->isClassic9());
        // 27 + 2 diagonals + centre-dot + 4 windows.
        QCOMPARE(int(g->houses().size()), 27 + 2 + 1 + 4);
        checkHousesAreLatin(*g);
        // r5c5 is on both diagonals, the centre-dot house and no window.
        const int centre = g->cellAt(4, 4);
        QCOMPARE(int(g->housesOf(centre).size()), 3 + 2 + 1);
        // r2c2 lies in the first window, on the main diagonal and is a box centre.
        const int r2c2 = g->cellAt(1, 1);
        QCOMPARE(int(g->housesOf(r2c2).size()), 3 + 1 + 1 + 1);
        QVERIFY(g->arePeers(r2c2, g->cellAt(3, 3))); // same window, same diagonal
        QVERIFY(g->arePeers(g->cellAt(0, 0), g->cellAt(8, 8)));
        // Centre-dot: r2c2 and r8c8 are both box centres.
        QVERIFY(g->arePeers(g->cellAt(1, 1), g->cellAt(7, 7)));
    }

    void windowsOnlyAddsFourHouses()
    {
        GeometrySpec spec;
        spec.variants = Variant::Windows;
        auto g = make(spec);
        int windows = 0;
        for (const House& h : g->houses())
            windows += h.kind == HouseKind::Window;
        QCOMPARE(windows, 4);
        QVERIFY(g->arePeers(g->cellAt(1, 1), g->cellAt(3, 3)));
        QVERIFY(!g->arePeers(g->cellAt(1, 1), g->cellAt(5, 5)));
    }

    void jigsaw()
    {
        // A 4x4 jigsaw whose regions are the four rows shifted: region of
        // (r, c) = rows 0-1 split into L-shapes.
        GeometrySpec spec;
        spec.size = 4;
        spec.regions = {0, 0, 0, 1, //
                        0, 1, 1, 1, //
                        2, 2, 3, 3, //
                        2, 2, 3, 3};
        auto g = make(spec);
        QVERIFY(g->isJigsaw());
        QCOMPARE(g->boxRows(), 0);
        checkHousesAreLatin(*g);
        QVERIFY(g->arePeers(g->cellAt(1, 0), g->cellAt(0, 2))); // region 0
        QCOMPARE(g->houses()[8].kind, HouseKind::Region);
    }

    void refusals_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("boxRows");
        QTest::addColumn<int>("boxCols");
        QTest::addColumn<int>("variants");
        QTest::addColumn<int>("code");
        QTest::newRow("size 0") << 0 << 0 << 0 << 0 << int(GeometryErrorCode::SizeOutOfRange);
        QTest::newRow("size 65") << 65 << 5 << 13 << 0 << int(GeometryErrorCode::SizeOutOfRange);
        QTest::newRow("size 4096") << 4096 << 64 << 64 << 0 << int(GeometryErrorCode::SizeOutOfRange);
        QTest::newRow("boxes don't tile") << 9 << 2 << 4 << 0 << int(GeometryErrorCode::BoxShapeMismatch);
        QTest::newRow("prime size, no boxes") << 7 << 0 << 0 << 0 << int(GeometryErrorCode::BoxShapeMismatch);
        QTest::newRow("centre-dot even boxes") << 4 << 2 << 2 << int(Variant::CentreDot)
                                               << int(GeometryErrorCode::CentreDotNeedsOddBoxes);
        QTest::newRow("centre-dot 2x3") << 6 << 2 << 3 << int(Variant::CentreDot)
                                        << int(GeometryErrorCode::CentreDotNeedsOddBoxes);
    }
    void refusals()
    {
        QFETCH(int, size);
        QFETCH(int, boxRows);
        QFETCH(int, boxCols);
        QFETCH(int, variants);
        QFETCH(int, code);
        GeometrySpec spec{size, boxRows, boxCols, {}, Variant(variants)};
        auto g = Geometry::create(spec);
        QVERIFY(!g);
        QCOMPARE(int(g.error().code), code);
        QVERIFY(!g.error().message.empty());
    }

    void sizeLimitIsNamed()
    {
        auto g = Geometry::create(GeometrySpec{100, 10, 10, {}, Variant::None});
        QVERIFY(!g);
        QVERIFY(QString::fromStdString(g.error().message).contains(QStringLiteral("64")));
    }

    void jigsawRefusals()
    {
        GeometrySpec spec;
        spec.size = 4;
        spec.regions = {0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3};
        QCOMPARE(Geometry::create(spec).error().code, GeometryErrorCode::RegionMapSize);
        spec.regions = {0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 7};
        QCOMPARE(Geometry::create(spec).error().code, GeometryErrorCode::RegionIdOutOfRange);
        spec.regions = {0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 0};
        QCOMPARE(Geometry::create(spec).error().code, GeometryErrorCode::RegionWrongCellCount);
    }
};

QTEST_GUILESS_MAIN(TestGeometry)
#include "tst_geometry.moc"
