// SPDX-License-Identifier: GPL-3.0-or-later
// Every puzzle Pencilmark plays fits on one line that reads back as the same
// puzzle, shape and all (writePuzzleLine: Copy Puzzle, the CLI's rate): box
// shapes, jigsaw regions, X, centre-dot and windows, killer cages with any
// of those, the counted shapes, and the symbols shown. And the shape line's
// own errors say where and what.
#include "core/formats/puzzle_format.h"
#include "core/solver/random_grid.h"

#include <QtTest>

#include <random>
#include <set>

using namespace pm;

Q_DECLARE_METATYPE(pm::GeometrySpec)
Q_DECLARE_METATYPE(pm::Alphabet)

namespace {

// A 9x9 jigsaw map that holds solutions: boxes 1 and 2 trade a 2x1 strip
// each along their border (r1c3 and r2c3 for r1c4 and r2c4). Trading single
// cells would not do: the law of leftovers would ask r1c3 and r1c4, two
// cells of one row, to hold the same digit.
std::vector<int> jigsawMap()
{
    std::vector<int> regions(81);
    for (int cell = 0; cell < 81; ++cell)
        regions[cell] = (cell / 9) / 3 * 3 + (cell % 9) / 3;
    regions[2] = regions[11] = 1; // r1c3 and r2c3 to box 2
    regions[3] = regions[12] = 0; // r1c4 and r2c4 to box 1
    return regions;
}

// Dominoes along each row, as many as fit, summed from the solution.
std::vector<Cage> dominoCages(const std::vector<std::uint8_t>& solution, int n)
{
    std::vector<Cage> cages;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c + 1 < n; c += 2)
            cages.push_back(Cage{{r * n + c, r * n + c + 1}, solution[size_t(r * n + c)] + solution[size_t(r * n + c + 1)]});
    return cages;
}

// Houses as sets of cells, kind by kind: what makes two shapes the same.
std::vector<std::pair<int, std::vector<int>>> housesOf(const Geometry& g)
{
    std::vector<std::pair<int, std::vector<int>>> houses;
    for (const House& house : g.houses())
        houses.push_back({int(house.kind) * 1000 + house.count, house.cells});
    std::sort(houses.begin(), houses.end());
    return houses;
}

} // namespace

class TestShapeLine : public QObject {
    Q_OBJECT
private slots:
    void everyShapeReadsBack_data()
    {
        QTest::addColumn<GeometrySpec>("spec");
        QTest::addColumn<Alphabet>("alphabet");
        QTest::addColumn<bool>("killer");
        const auto add = [](const char* name, GeometrySpec spec, Alphabet alphabet, bool killer = false) {
            QTest::newRow(name) << spec << alphabet << killer;
        };
        GeometrySpec jigsaw = GeometrySpec::forSize(9);
        jigsaw.regions = jigsawMap();
        GeometrySpec x = GeometrySpec::classic();
        x.variants = Variant::Diagonals;
        GeometrySpec centreDot = GeometrySpec::classic();
        centreDot.variants = Variant::CentreDot;
        GeometrySpec windows = GeometrySpec::classic();
        windows.variants = Variant::Windows;
        GeometrySpec all = GeometrySpec::classic();
        all.variants = Variant::Diagonals | Variant::CentreDot | Variant::Windows;
        GeometrySpec tall6 = GeometrySpec::forSize(6);
        tall6.boxRows = 3;
        tall6.boxCols = 2;
        GeometrySpec twelve = GeometrySpec::forSize(12);
        twelve.boxRows = 4;
        twelve.boxCols = 3;
        GeometrySpec jigsawX = jigsaw;
        jigsawX.variants = Variant::Diagonals;
        add("classic", GeometrySpec::classic(), Alphabet::standard(9));
        add("jigsaw", jigsaw, Alphabet::standard(9));
        add("x", x, Alphabet::standard(9));
        add("centre-dot", centreDot, Alphabet::standard(9));
        add("windows", windows, Alphabet::standard(9));
        add("x, centre-dot and windows", all, Alphabet::standard(9));
        add("6x6 with 3x2 boxes", tall6, Alphabet::standard(6));
        add("12x12 with 4x3 boxes", twelve, Alphabet::standard(12));
        add("16x16 letters", GeometrySpec::forSize(16), Alphabet::letters(16));
        add("16x16 zero-based", GeometrySpec::forSize(16), Alphabet::zeroBased(16));
        add("wordoku", GeometrySpec::classic(), Alphabet::custom("TONYBLAIR").value());
        add("unicode symbols", GeometrySpec::forSize(4), Alphabet::custom("αβγδ").value());
        add("killer", GeometrySpec::classic(), Alphabet::standard(9), true);
        add("killer x", x, Alphabet::standard(9), true);
        add("killer jigsaw", jigsawX, Alphabet::standard(9), true);
        add("killer 6x6 3x2", tall6, Alphabet::custom("ABCDEF").value(), true);
        add("multifour", GeometrySpec::multiFour(), Alphabet::standard(4));
        add("multifour letters", GeometrySpec::multiFour(), Alphabet::letters(4));
        add("doublenine", GeometrySpec::doubleNine(), Alphabet::standard(9));
    }

    void everyShapeReadsBack()
    {
        QFETCH(GeometrySpec, spec);
        QFETCH(Alphabet, alphabet);
        QFETCH(bool, killer);
        auto shape = Geometry::create(spec);
        QVERIFY2(shape, shape ? "" : shape.error().message.c_str());
        std::mt19937_64 rng(7);
        const auto solution = solver::randomSolution(shape.value(), rng);
        QVERIFY(solution.has_value());
        if (killer) {
            spec.cages = dominoCages(*solution, spec.size);
            shape = Geometry::create(spec);
            QVERIFY2(shape, shape ? "" : shape.error().message.c_str());
        }
        Grid puzzle(shape.value());
        for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
            const bool given = (cell * 7) % 3 == 0;
            puzzle.setValue(cell, given ? (*solution)[size_t(cell)] : 0);
            puzzle.setGiven(cell, given);
        }
        const std::string line = writePuzzleLine(puzzle, alphabet);
        QVERIFY2(line.find('\n') == std::string::npos, line.c_str());
        const auto read = parsePuzzle(line);
        QVERIFY2(read, read ? "" : (read.error().message + " in " + line).c_str());
        const Geometry& back = read->grid.geometry();
        QCOMPARE(back.size(), puzzle.geometry().size());
        QCOMPARE(back.symbolCount(), puzzle.geometry().symbolCount());
        QVERIFY2(housesOf(back) == housesOf(puzzle.geometry()), line.c_str());
        QCOMPARE(back.cages().size(), puzzle.geometry().cages().size());
        for (size_t i = 0; i < back.cages().size(); ++i) {
            QCOMPARE(back.cages()[i].cells, puzzle.geometry().cages()[i].cells);
            QCOMPARE(back.cages()[i].sum, puzzle.geometry().cages()[i].sum);
        }
        QVERIFY2(read->alphabet == alphabet, line.c_str());
        QCOMPARE(read->grid.values(), puzzle.values());
        // And again: the line a read puzzle gives is the line it came from.
        QCOMPARE(writePuzzleLine(read->grid, read->alphabet), line);
    }

    // Plain puzzles keep their plain lines: the shape line only where it is needed.
    void plainShapesKeepTheirLines()
    {
        const std::string classic = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        const auto read = parsePuzzle(classic);
        QVERIFY2(read, read ? "" : read.error().message.c_str());
        QCOMPARE(writePuzzleLine(read->grid, read->alphabet), classic);
        QCOMPARE(writePuzzleLine(read->grid, read->alphabet).rfind("sudoku", 0), std::string::npos);
    }

    void theLargestJigsawsMapIsWrittenWhole()
    {
        // 64 regions need 64 labels: the table had 63, and the last region
        // was written from past its end, a NUL in rate's output (issue 36,
        // class 12). The boxes of a 64x64 grid, given as a jigsaw's regions.
        GeometrySpec spec = GeometrySpec::forSize(64);
        for (int cell = 0; cell < 64 * 64; ++cell)
            spec.regions.push_back(cell / 64 / 8 * 8 + cell % 64 / 8);
        spec.boxRows = spec.boxCols = 0;
        const auto shape = Geometry::create(spec);
        QVERIFY2(shape, shape ? "" : shape.error().message.c_str());
        QVERIFY(shape.value()->isJigsaw());
        const std::string map = writeRegionMap(*shape.value());
        QCOMPARE(map.size(), std::size_t(64 * 64));
        QCOMPARE(map.find('\0'), std::string::npos);
        QCOMPARE(std::set<char>(map.begin(), map.end()).size(), std::size_t(64));
        const Grid empty(shape.value());
        const std::string line = writeShapeLine(empty, Alphabet::standard(64));
        const auto read = parsePuzzle(line);
        QVERIFY2(read, read ? "" : read.error().message.c_str());
        for (int cell = 0; cell < 64 * 64; ++cell)
            QCOMPARE(read->grid.geometry().regionOf(cell), shape.value()->regionOf(cell));
    }

    void badShapeLinesSayWhereAndWhat_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("says");
        const QString givens(81, QLatin1Char('.'));
        QTest::newRow("no size") << QStringLiteral("sudoku box=3x3 ") + givens << 1 << QStringLiteral("size");
        QTest::newRow("size out of range") << QStringLiteral("sudoku size=65 ") + givens << 8
                                           << QStringLiteral("expected a size from 1 to 64");
        QTest::newRow("unknown key") << QStringLiteral("sudoku size=9 colour=red ") + givens << 15
                                     << QStringLiteral("unknown key \"colour\"");
        QTest::newRow("key twice") << QStringLiteral("sudoku size=9 size=9 ") + givens << 15
                                   << QStringLiteral("given twice");
        QTest::newRow("unknown variant") << QStringLiteral("sudoku size=9 variants=x,anti-knight ") + givens << 15
                                         << QStringLiteral("unknown variant \"anti-knight\"");
        QTest::newRow("short region map") << QStringLiteral("sudoku size=9 regions=111222333 ") + givens << 15
                                          << QStringLiteral("needs 81, one per cell");
        QTest::newRow("boxes that do not tile") << QStringLiteral("sudoku size=9 box=2x4 ") + givens << 8
                                                << QStringLiteral("do not tile");
        QTest::newRow("a prime size without boxes") << QStringLiteral("sudoku size=7 ") + QString(49, u'.') << 8
                                                    << QStringLiteral("size=7 has no boxes of its own (7 is prime)");
        QTest::newRow("symbols of another size") << QStringLiteral("sudoku size=9 symbols=ABCD ") + givens << 15
                                                 << QStringLiteral("4 symbols for a puzzle of 9");
        QTest::newRow("no puzzle") << QStringLiteral("sudoku size=9 box=3x3") << 22 << QStringLiteral("ends with its puzzle");
        // A shape line inside a shape line is refused where the second one
        // starts, however many follow: it used to be read recursively, and
        // 10,000 of them overflowed the stack (issue 36, class 1).
        QTest::newRow("shape line in a shape line")
            << QStringLiteral("sudoku size=9 sudoku size=9 ") + givens << 15 << QStringLiteral("not another shape line");
        QString deep;
        for (int i = 0; i < 10000; ++i)
            deep += QStringLiteral("sudoku size=9 ");
        QTest::newRow("10,000 nested shape lines") << deep + givens << 15 << QStringLiteral("not another shape line");
        QTest::newRow("a bad given, at its own column")
            << QStringLiteral("sudoku size=4 ") + QStringLiteral("1.Z.") + QString(12, QLatin1Char('.')) << 17
            << QStringLiteral("Z");
    }

    void badShapeLinesSayWhereAndWhat()
    {
        QFETCH(QString, text);
        QFETCH(int, column);
        QFETCH(QString, says);
        const auto read = parsePuzzle(text.toStdString());
        QVERIFY2(!read, text.toUtf8().constData());
        QVERIFY2(QString::fromStdString(read.error().message).contains(says), read.error().message.c_str());
        QCOMPARE(read.error().column, column);
    }
};

QTEST_GUILESS_MAIN(TestShapeLine)
#include "tst_shape_line.moc"
