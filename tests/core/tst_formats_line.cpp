// SPDX-License-Identifier: GPL-3.0-or-later
// The one-line formats: a puzzle per line in every size and alphabet, the
// public sets (big and small grids, the collections, the edge cases) and
// HoDoKu's "+d" lines of givens and placed values.

#include "core/formats/puzzle_format.h"
#include "tests/support/format_samples.h"
#include "tests/support/test_data.h"

#include <QtTest>

using namespace pm;
using namespace pm::test;

Q_DECLARE_METATYPE(pm::PuzzleFormat)

class TestFormatsLine : public QObject {
    Q_OBJECT

private slots:
    void lines_data();
    void lines();
    void bigAndSmallGrids();
    void publicSets_data();
    void publicSets();
    void edgeCases();
    void plusGivensFromReglibTable();
    void textAfterAOneLineGridIsAComment();
};

void TestFormatsLine::lines_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("size");
    QTest::addColumn<QString>("symbols");
    QTest::addColumn<int>("clues");

    const QString dots = QString::fromLatin1(kSudoCueLine);
    QString zeros = dots;
    zeros.replace(u'.', u'0');
    QString dashes = dots;
    dashes.replace(u'.', u'-');
    QTest::newRow("dots") << dots << 9 << "123456789" << 36;
    QTest::newRow("zeros") << zeros << 9 << "123456789" << 36;
    QTest::newRow("dashes") << dashes << 9 << "123456789" << 36;
    QTest::newRow("whitespace inside") << "2..1.5..3 .54...71. .1.2.3.8. 6.28.73.4 ......... 1.53.98.6\t.2.7.1.6. .81...24. 7..4.2..1"
                                       << 9 << "123456789" << 36;
    QTest::newRow("rating after") << dots + " 8.3" << 9 << "123456789" << 36;
    QTest::newRow("tab and words after") << dots + "\tSE 9.1 (hard)" << 9 << "123456789" << 36;
    QTest::newRow("4x4") << "1.2.2..3..4...31" << 4 << "1234" << 7;
    QTest::newRow("6x6") << ".2.1......4...6.5.3.....645........." << 6 << "123456" << 9;
    QTest::newRow("8x8") << QString("12345678") + QString(56, u'.') << 8 << "12345678" << 8;
    QTest::newRow("12x12") << QString("1.B.C") + QString(139, u'.') << 12 << "123456789ABC" << 3;
    QTest::newRow("16x16 letters A-P") << QString("ABHP") + QString(252, u'.') << 16 << "ABCDEFGHIJKLMNOP" << 4;
    QTest::newRow("16x16 lower case") << QString("abg1") + QString(252, u'.') << 16 << "123456789ABCDEFG" << 4;
    QTest::newRow("16x16 zero-based, '.' blanks") << QString("0F1") + QString(253, u'.') << 16 << "0123456789ABCDEF" << 3;
    QTest::newRow("16x16 '0' blanks with G") << QString("G1") + QString(254, u'0') << 16 << "123456789ABCDEFG" << 2;
    QString full = solvedZeroBased16();
    full[17] = u'.';
    QTest::newRow("16x16 zero-based, one blank") << full << 16 << "0123456789ABCDEF" << 255;
    QTest::newRow("25x25 letters A-Y") << QString("AY") + QString(623, u'.') << 25 << "ABCDEFGHIJKLMNOPQRSTUVWXY" << 2;
    QTest::newRow("36x36") << QString("1Za") + QString(1293, u'.') << 36 << QString::fromStdString(Alphabet::standard(36).toUtf8())
                           << 3;
    QTest::newRow("49x49") << QString(2401, u'.') << 49 << QString::fromStdString(Alphabet::standard(49).toUtf8()) << 0;
    QTest::newRow("64x64") << QString("%@$") + QString(4093, u'.') << 64
                           << QString::fromStdString(Alphabet::standard(64).toUtf8()) << 3;
}

void TestFormatsLine::lines()
{
    QFETCH(QString, text);
    QFETCH(int, size);
    QFETCH(QString, symbols);
    QFETCH(int, clues);
    const auto parsed = parsePuzzle(text.toStdString());
    QVERIFY2(parsed, why(parsed).constData());
    QCOMPARE(parsed->format, PuzzleFormat::Line);
    QCOMPARE(parsed->grid.size(), size);
    QCOMPARE(QString::fromStdString(parsed->alphabet.toUtf8()), symbols);
    QCOMPARE(parsed->grid.givenCount(), clues);
    QCOMPARE(parsed->grid.filledCount(), clues);
    QVERIFY(!parsed->hasCandidates);
    // Candidates are the auto pencil marks: an empty cell never holds a peer's value.
    for (int cell = 0; cell < parsed->grid.cellCount(); ++cell) {
        if (!parsed->grid.isEmpty(cell)) {
            QCOMPARE(parsed->grid.candidates(cell), digitBit(parsed->grid.value(cell)));
            continue;
        }
        for (int peer : parsed->grid.geometry().peers(cell))
            if (!parsed->grid.isEmpty(peer))
                QVERIFY(!(parsed->grid.candidates(cell) & digitBit(parsed->grid.value(peer))));
    }
}

void TestFormatsLine::bigAndSmallGrids()
{
    const auto rows = test::loadTsv(test::sharedDataPath(QStringLiteral("big_and_small_grids.tsv")));
    QCOMPARE(int(rows.size()), 260);
    for (const auto& row : rows) {
        const QByteArray label = QByteArray::fromStdString(row.at("label"));
        ParseOptions options;
        // Some 25x25 benchmark grids clash (no uniqueness claimed); the alphabet is the question here.
        options.rejectClashes = false;
        const auto parsed = parsePuzzle(row.at("puzzle"), options);
        QVERIFY2(parsed, label + ": " + why(parsed));
        QVERIFY2(parsed->alphabet.toUtf8() == row.at("symbols"), label + ": " + QByteArray::fromStdString(parsed->alphabet.toUtf8()));
        const int size = parsed->grid.size();
        QCOMPARE(row.at("size"), std::to_string(size) + "x" + std::to_string(size));
        QCOMPARE(row.at("box_rows_x_cols"),
                 std::to_string(parsed->grid.geometry().boxRows()) + "x" + std::to_string(parsed->grid.geometry().boxCols()));
        QCOMPARE(parsed->grid.givenCount(), std::stoi(row.at("clues")));
    }
}

void TestFormatsLine::publicSets_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("royle17") << "royle17.txt";
    QTest::newRow("top1465") << "top1465.txt";
    QTest::newRow("se_rated_sample (puzzle rating)") << "se_rated_sample.txt";
}

void TestFormatsLine::publicSets()
{
    QFETCH(QString, file);
    const std::string text = firstLines(test::sharedDataPath(file), 2000);
    std::vector<std::string> lines;
    for (std::size_t start = 0, end; start < text.size(); start = end + 1) {
        end = text.find('\n', start);
        if (end == std::string::npos)
            end = text.size();
        lines.push_back(text.substr(start, end - start));
    }
    const auto isPuzzleLine = [](const std::string& line) { return !line.empty() && line[0] != '#'; };
    const auto entries = parsePuzzleFile(text);
    QVERIFY(entries.size() >= 1465);
    QCOMPARE(int(entries.size()), int(std::count_if(lines.begin(), lines.end(), isPuzzleLine)));
    for (const auto& entry : entries) {
        QVERIFY2(entry.puzzle, why(entry.puzzle));
        // The entry's line (1-based, in the file) starts with its puzzle.
        const std::string puzzle = lines.at(std::size_t(entry.line - 1)).substr(0, 81);
        QCOMPARE(entry.puzzle->grid.cellCount(), 81);
        QCOMPARE(entry.puzzle->grid.givenCount(), clueCount(puzzle));
        if (file == QLatin1String("royle17.txt"))
            QCOMPARE(entry.puzzle->grid.givenCount(), 17);
    }
}

void TestFormatsLine::edgeCases()
{
    const auto rows = test::loadTsv(test::sharedDataPath(QStringLiteral("edge_cases_9x9.tsv")));
    QCOMPARE(int(rows.size()), 47);
    int malformed = 0;
    int clashes = 0;
    for (const auto& row : rows) {
        const QByteArray label = QByteArray::fromStdString(row.at("case"));
        const std::string& expected = row.at("expected");
        const auto parsed = parsePuzzle(row.at("puzzle"));
        if (expected.find("malformed") != std::string::npos) {
            QVERIFY2(!parsed, label);
            QVERIFY2(parsed.error().code != ParseErrorCode::Clash, label);
            ++malformed;
        } else if (expected.find("duplicate digit") != std::string::npos || label.startsWith("sudopedia/Duplicate")
                   || label == "sukakuexplainer/invalid-double") {
            QVERIFY2(!parsed, label);
            QCOMPARE(parsed.error().code, ParseErrorCode::Clash);
            ++clashes;
        } else {
            // Valid, unsolvable or with several solutions: all are well-formed text.
            QVERIFY2(parsed, label + ": " + why(parsed));
            QCOMPARE(parsed->grid.cellCount(), 81);
            QCOMPARE(parsed->grid.givenCount(), clueCount(row.at("puzzle")));
            if (!row.at("clues").empty())
                QCOMPARE(parsed->grid.givenCount(), std::stoi(row.at("clues")));
        }
    }
    QCOMPARE(malformed, 7);
    QCOMPARE(clashes, 7);
}

void TestFormatsLine::plusGivensFromReglibTable()
{
    // HoDoKu's "+d" grid, rebuilt from the table's values81 and givens81.
    const auto rows = test::loadTsv(test::sharedDataPath(QStringLiteral("hodoku_reglib_techniques.tsv")));
    for (const auto& row : rows) {
        const std::string& values = row.at("values81");
        const std::string& givens = row.at("givens81");
        std::string text;
        for (int cell = 0; cell < 81; ++cell) {
            if (givens[std::size_t(cell)] != '.')
                text += '+';
            text += values[std::size_t(cell)];
        }
        if (text.find('+') == std::string::npos)
            continue; // no given: that is a plain line, tested elsewhere
        const auto parsed = parsePuzzle(text);
        QVERIFY2(parsed, why(parsed));
        QCOMPARE(parsed->format, PuzzleFormat::PlusGivens);
        for (int cell = 0; cell < 81; ++cell) {
            const char v = values[std::size_t(cell)];
            QCOMPARE(parsed->grid.value(cell), v == '.' ? 0 : v - '0');
            QCOMPARE(parsed->grid.isGiven(cell), givens[std::size_t(cell)] != '.');
        }
        QCOMPARE(writePlusGivens(parsed->grid, parsed->alphabet), text);
    }
}

// Text after a puzzle is ignored, a '+' in it too: a link's base64 holds
// '+', and once made a plain line read as a "+d" grid and fail at the '#'.
void TestFormatsLine::textAfterAOneLineGridIsAComment()
{
    const std::string plain = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    const auto withLink = parsePuzzle(plain + "  # https://f-puzzles.com/?load=N4Igz+glgXg=");
    QVERIFY2(withLink, why(withLink));
    QCOMPARE(withLink->format, PuzzleFormat::Line);
    QCOMPARE(writeLine(withLink->grid, withLink->alphabet), plain);

    std::string plus;
    for (char c : plain)
        plus += c == '.' ? std::string(".") : std::string("+") + c;
    const auto commented = parsePuzzle("  " + plus + "  # a comment, +5");
    QVERIFY2(commented, why(commented));
    QCOMPARE(commented->format, PuzzleFormat::PlusGivens);
    QCOMPARE(commented->grid.givenCount(), 17);
    // An error in it still points at its own column.
    const auto broken = parsePuzzle("  +4+.");
    QVERIFY(!broken);
    QCOMPARE(broken.error().column, 6); // the blank after the second '+'
}

QTEST_GUILESS_MAIN(TestFormatsLine)
#include "tst_formats_line.moc"
