// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/grid.h"

#include <QtTest>

using namespace pm;

class TestGrid : public QObject {
    Q_OBJECT
private slots:
    void emptyGridHasAllCandidates()
    {
        Grid grid;
        QCOMPARE(grid.cellCount(), 81);
        QCOMPARE(grid.filledCount(), 0);
        QCOMPARE(grid.candidates(40), allDigits(9));
        QVERIFY(grid.conflicts().empty());
    }

    void autoPencilMarks()
    {
        Grid grid;
        grid.setValue(0, 5);  // r1c1
        grid.setValue(8, 3);  // r1c9
        grid.setValue(80, 7); // r9c9
        grid.fillCandidatesFromValues();
        QCOMPARE(grid.candidates(0), digitBit(5));
        const DigitMask r1c2 = grid.candidates(1);
        QVERIFY(!(r1c2 & digitBit(5)));
        QVERIFY(!(r1c2 & digitBit(3)));
        QVERIFY(r1c2 & digitBit(7));
        QCOMPARE(digitCount(grid.candidates(72)), 7); // r9c1: not 5 (column), not 7 (row)
        QCOMPARE(grid.candidates(40), allDigits(9));
    }

    void conflictsNameBothCells()
    {
        Grid grid;
        grid.setValue(0, 4);
        grid.setValue(10, 4); // r2c2: same box
        grid.setValue(80, 4); // r9c9: no house in common with either
        const auto conflicts = grid.conflicts();
        QCOMPARE(int(conflicts.size()), 1);
        QCOMPARE(conflicts[0].cellA, 0);
        QCOMPARE(conflicts[0].cellB, 10);
        QCOMPARE(conflicts[0].digit, 4);
        QCOMPARE(grid.geometry().houses()[conflicts[0].house].kind, HouseKind::Box);
    }

    void givensAndCopies()
    {
        Grid grid;
        grid.setValue(3, 9);
        grid.setGiven(3, true);
        Grid copy = grid;
        QVERIFY(copy == grid);
        copy.setValue(4, 1);
        QVERIFY(!(copy == grid));
        QCOMPARE(grid.givenCount(), 1);
        QVERIFY(grid.isGiven(3));
    }

    void masks()
    {
        QCOMPARE(allDigits(64), ~DigitMask(0));
        QCOMPARE(allDigits(4), DigitMask(0xF));
        QCOMPARE(firstDigit(digitBit(64)), 64);
        QCOMPARE(digitCount(digitBit(3) | digitBit(9)), 2);
    }
};

QTEST_GUILESS_MAIN(TestGrid)
#include "tst_grid.moc"
