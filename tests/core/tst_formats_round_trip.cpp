// SPDX-License-Identifier: GPL-3.0-or-later
// Every writer in every size: what is written reads back as the same
// grid, format and alphabet, and writing it again gives the same text.

#include "core/formats/puzzle_format.h"
#include "tests/support/format_samples.h"
#include "tests/support/test_data.h"

#include <QtTest>

using namespace pm;
using namespace pm::test;

Q_DECLARE_METATYPE(pm::PuzzleFormat)

class TestFormatsRoundTrip : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void puzzleLinesReadBackInEverySize();
};

void TestFormatsRoundTrip::roundTrip_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<QString>("writer");
    QTest::addColumn<PuzzleFormat>("format");
    QTest::addColumn<bool>("candidates");

    for (int size : {4, 6, 9, 16, 25}) {
        const QByteArray n = QByteArray::number(size);
        QTest::newRow(n + " line") << size << "line" << PuzzleFormat::Line << false;
        QTest::newRow(n + " line '0' blanks") << size << "line0" << PuzzleFormat::Line << false;
        QTest::newRow(n + " grid") << size << "grid" << PuzzleFormat::Grid << false;
        QTest::newRow(n + " grid with boxes") << size << "boxes" << PuzzleFormat::Grid << false;
        QTest::newRow(n + " sadman") << size << "sadman" << PuzzleFormat::SadMan << false;
        QTest::newRow(n + " simple sudoku") << size << "ss" << (size == 9 ? PuzzleFormat::SimpleSudoku : PuzzleFormat::Grid)
                                            << false;
        QTest::newRow(n + " candidate grid") << size << "pmgrid" << PuzzleFormat::CandidateGrid << true;
    }
    QTest::newRow("9 plus givens") << 9 << "plus" << PuzzleFormat::PlusGivens << false;
    QTest::newRow("9 candidates 729") << 9 << "729" << PuzzleFormat::Candidates729 << true;
}

void TestFormatsRoundTrip::roundTrip()
{
    QFETCH(int, size);
    QFETCH(QString, writer);
    QFETCH(PuzzleFormat, format);
    QFETCH(bool, candidates);

    const auto source = parsePuzzle(puzzleOfSize(size));
    QVERIFY(source);
    Grid grid = candidates ? pencilMarkState(source->grid) : source->grid;
    if (writer == QLatin1String("plus")) {
        // Placed values next to givens: the reason for the format.
        for (int cell = 0; cell < grid.cellCount(); ++cell) {
            if (grid.isEmpty(cell) && digitCount(grid.candidates(cell)) == 1) {
                grid.setValue(cell, firstDigit(grid.candidates(cell)));
                grid.setGiven(cell, false);
            }
        }
        grid.fillCandidatesFromValues();
    }
    const Alphabet& alphabet = source->alphabet;
    std::string text;
    if (writer == QLatin1String("line"))
        text = writeLine(grid, alphabet);
    else if (writer == QLatin1String("line0"))
        text = writeLine(grid, alphabet, WriteOptions{U'0'});
    else if (writer == QLatin1String("grid"))
        text = writeGrid(grid, alphabet, false);
    else if (writer == QLatin1String("boxes"))
        text = writeGrid(grid, alphabet, true);
    else if (writer == QLatin1String("sadman"))
        text = writeSadMan(grid, alphabet);
    else if (writer == QLatin1String("ss"))
        text = writeSimpleSudoku(grid, alphabet);
    else if (writer == QLatin1String("pmgrid"))
        text = writeCandidateGrid(grid, alphabet);
    else if (writer == QLatin1String("plus"))
        text = writePlusGivens(grid, alphabet);
    else
        text = writeCandidates729(grid);

    const auto parsed = parsePuzzle(text);
    QVERIFY2(parsed, (why(parsed) + "\n" + QByteArray::fromStdString(text)).constData());
    QCOMPARE(parsed->format, format);
    QCOMPARE(parsed->alphabet, alphabet);
    QCOMPARE(parsed->hasCandidates, candidates);
    QCOMPARE(parsed->grid.values(), grid.values());
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        QCOMPARE(parsed->grid.candidates(cell), grid.candidates(cell));
        if (!candidates)
            QCOMPARE(parsed->grid.isGiven(cell), grid.isGiven(cell));
    }
    // And back: writing what was read gives the same text.
    std::string again;
    if (writer == QLatin1String("pmgrid"))
        again = writeCandidateGrid(parsed->grid, parsed->alphabet);
    else if (writer == QLatin1String("729"))
        again = writeCandidates729(parsed->grid);
    else if (writer == QLatin1String("plus"))
        again = writePlusGivens(parsed->grid, parsed->alphabet);
    else
        again = text; // plain writers are checked text-first in textRoundTrip
    QCOMPARE(again, text);
}

// writePuzzleLine (what rate and Copy Puzzle write) in every size with a
// grid: a line without shape keys where the cell count tells the size, a
// shape line where it does not. A 10x10's 100 cells once made a line that
// read back as nothing, and a 27x27's 729 as a 9x9's candidates.
void TestFormatsRoundTrip::puzzleLinesReadBackInEverySize()
{
    int sizes = 0;
    for (int size = 1; size <= Geometry::kMaxSize; ++size) {
        auto geometry = Geometry::create(GeometrySpec::forSize(size));
        if (!geometry)
            continue; // a prime above 3: no boxes
        ++sizes;
        Grid grid(geometry.value());
        grid.setValue(0, 1);
        const Alphabet alphabet = Alphabet::standard(geometry.value()->symbolCount());
        const std::string line = writePuzzleLine(grid, alphabet);
        const auto back = parsePuzzle(line);
        QVERIFY2(back, back ? "" : qPrintable(QStringLiteral("%1x%1: %2").arg(size).arg(QString::fromStdString(back.error().message))));
        QVERIFY2(back->grid.geometry().spec() == geometry.value()->spec(), qPrintable(QString::number(size)));
        QCOMPARE(back->grid.value(0), 1);
    }
    QVERIFY(sizes > 40);
}

QTEST_GUILESS_MAIN(TestFormatsRoundTrip)
#include "tst_formats_round_trip.moc"
