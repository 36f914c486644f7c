// SPDX-License-Identifier: GPL-3.0-or-later
// Multi-line grids: plain and bordered text grids, SadMan (.sdk) and
// Simple Sudoku (.ss) files read against the same puzzle as a line, text
// that survives a read and a write, titles, and a caller's own geometry
// and alphabet.

#include "core/formats/puzzle_format.h"
#include "tests/support/format_samples.h"
#include "tests/support/test_data.h"

#include <QtTest>

using namespace pm;
using namespace pm::test;

Q_DECLARE_METATYPE(pm::PuzzleFormat)
Q_DECLARE_METATYPE(pm::ParseErrorCode)

class TestFormatsGrid : public QObject {
    Q_OBJECT

private slots:
    void fixtures_data();
    void fixtures();
    void textRoundTrip_data();
    void textRoundTrip();
    void sadManTitle();
    void callerGeometryAndAlphabet();
};

void TestFormatsGrid::fixtures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<PuzzleFormat>("format");
    QTest::addColumn<QString>("expected"); // the same puzzle as a line

    const QString sudoCue = QString::fromLatin1(kSudoCueLine);
    const QStringList expected16 =
        QString::fromStdString(fixture("expected_16.txt")).split(u'\n', Qt::SkipEmptyParts);
    QTest::newRow("sdk with SudoCue headers") << "sudocue.sdk" << PuzzleFormat::SadMan << sudoCue;
    QTest::newRow("sdk with sections") << "sections.sdk" << PuzzleFormat::SadMan << sudoCue;
    QTest::newRow("ss") << "simple.ss" << PuzzleFormat::SimpleSudoku << sudoCue;
    QTest::newRow("ss with X blanks") << "simple_x.ss" << PuzzleFormat::SimpleSudoku << sudoCue;
    QTest::newRow("star borders") << "star_border.txt" << PuzzleFormat::Grid << sudoCue;
    QTest::newRow("spaced, blank lines, 0 blanks") << "spaced_blank_lines.txt" << PuzzleFormat::Grid << sudoCue;
    QTest::newRow("row of '-' blanks") << "dash_row.txt" << PuzzleFormat::SimpleSudoku << sudoCue;
    QTest::newRow("CRLF line ends") << "crlf_grid.txt" << PuzzleFormat::Grid << sudoCue;
    QTest::newRow("16x16 with separators") << "grid16_separators.txt" << PuzzleFormat::Grid << expected16.at(0);
    QTest::newRow("16x16 zero-based, no separators") << "grid16_zero_based.txt" << PuzzleFormat::Grid << expected16.at(1);
    QTest::newRow("6x6 with + borders") << "grid6.txt" << PuzzleFormat::Grid << expected16.at(2);
}

void TestFormatsGrid::fixtures()
{
    QFETCH(QString, file);
    QFETCH(PuzzleFormat, format);
    QFETCH(QString, expected);
    const auto parsed = parsePuzzle(fixture(file.toUtf8().constData()));
    QVERIFY2(parsed, why(parsed).constData());
    const auto reference = parsePuzzle(expected.toStdString());
    QVERIFY(reference);
    QCOMPARE(parsed->format, format);
    QCOMPARE(parsed->alphabet, reference->alphabet);
    QVERIFY(parsed->grid == reference->grid); // values, givens and candidates
}

void TestFormatsGrid::textRoundTrip_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("writer");
    QTest::newRow("ss") << "simple.ss" << "ss";
    QTest::newRow("sdk sections (state skipped)") << "sections.sdk" << "sadman-puzzle";
    QTest::newRow("hodoku candidate grid") << "hodoku_candidates.txt" << "pmgrid";
}

void TestFormatsGrid::textRoundTrip()
{
    // Text in a canonical layout survives parse + write unchanged.
    QFETCH(QString, file);
    QFETCH(QString, writer);
    const std::string text = fixture(file.toUtf8().constData());
    const auto parsed = parsePuzzle(text);
    QVERIFY2(parsed, why(parsed));
    if (writer == QLatin1String("ss")) {
        QCOMPARE(writeSimpleSudoku(parsed->grid, parsed->alphabet), text);
    } else if (writer == QLatin1String("sadman-puzzle")) {
        QVERIFY(text.starts_with(writeSadMan(parsed->grid, parsed->alphabet)));
    } else {
        QCOMPARE(writeCandidateGrid(parsed->grid, parsed->alphabet), text);
    }
    // Every plain writer reads back as the same grid, from any plain source.
    for (const std::string& written : {writeLine(parsed->grid, parsed->alphabet), writeGrid(parsed->grid, parsed->alphabet, true),
                                       writeGrid(parsed->grid, parsed->alphabet, false), writeSadMan(parsed->grid, parsed->alphabet),
                                       writeSimpleSudoku(parsed->grid, parsed->alphabet)}) {
        const auto again = parsePuzzle(written);
        QVERIFY(again);
        QCOMPARE(again->grid.values(), parsed->grid.values());
    }
}

void TestFormatsGrid::sadManTitle()
{
    const auto parsed = parsePuzzle(fixture("sudocue.sdk"));
    QVERIFY(parsed);
    QCOMPARE(parsed->title, std::string("A random puzzle created by SudoCue"));
    const auto grid = parsePuzzle(fixture("grid16_separators.txt"));
    QCOMPARE(grid->title, std::string("SudoQ difficult 1, 16x16 with box separators"));
}

void TestFormatsGrid::callerGeometryAndAlphabet()
{
    // A caller's geometry: 6x6 with 3x2 boxes instead of the detected 2x3.
    ParseOptions options;
    GeometrySpec tall = GeometrySpec::forSize(6);
    tall.boxRows = 3;
    tall.boxCols = 2;
    options.geometry = Geometry::create(tall).value();
    options.rejectClashes = false;
    const auto parsed = parsePuzzle(puzzleOfSize(6), options);
    QVERIFY(parsed);
    QCOMPARE(parsed->grid.geometry().boxRows(), 3);
    const auto mismatch = parsePuzzle(kSudoCueLine, options);
    QVERIFY(!mismatch);
    QCOMPARE(mismatch.error().code, ParseErrorCode::SizeMismatch);
    QVERIFY(mismatch.error().message.find("36") != std::string::npos);
    const auto gridMismatch = parsePuzzle(fixture("simple.ss"), options);
    QVERIFY(!gridMismatch);
    QCOMPARE(gridMismatch.error().code, ParseErrorCode::SizeMismatch);

    // A wordoku alphabet reads its own letters, in a line and in a grid.
    ParseOptions wordoku;
    wordoku.alphabet = Alphabet::custom("TONYBLAIR").value();
    std::string line = "TONYBLAIR" + std::string(72, '.');
    const auto words = parsePuzzle(line, wordoku);
    QVERIFY2(words, why(words));
    QCOMPARE(words->grid.value(2), 3);
    QCOMPARE(writeLine(words->grid, words->alphabet), line);
    const auto wordGrid = parsePuzzle(writeGrid(words->grid, words->alphabet, true), wordoku);
    QVERIFY(wordGrid);
    QVERIFY(wordGrid->grid == words->grid);
    // A zero-based alphabet given: '0' is a symbol, '.' the blank.
    ParseOptions zeroBased;
    zeroBased.alphabet = Alphabet::zeroBased(16);
    const auto zero = parsePuzzle(std::string(1, '0') + std::string(255, '.'), zeroBased);
    QVERIFY(zero);
    QCOMPARE(zero->grid.value(0), 1);
}

QTEST_GUILESS_MAIN(TestFormatsGrid)
#include "tst_formats_grid.moc"
