// SPDX-License-Identifier: GPL-3.0-or-later
// Bad input in every format: each error with its code, line, column and
// words; clashes naming both cells; random and huge input refused quickly,
// never a crash.

#include "core/formats/puzzle_format.h"
#include "tests/support/format_samples.h"
#include "tests/support/test_data.h"

#include <QtTest>

#include <random>

using namespace pm;
using namespace pm::test;

Q_DECLARE_METATYPE(pm::ParseErrorCode)

namespace {

// A HoDoKu-bordered candidate grid whose second row has ten groups.
QString raggedCandidateGrid()
{
    const QString row = QStringLiteral("12 ").repeated(9);
    return QStringLiteral(".----------.\n") + row + "\n" + row + "12\n" + QString(row + "\n").repeated(7);
}

} // namespace

class TestFormatsErrors : public QObject {
    Q_OBJECT

private slots:
    void errors_data();
    void errors();
    void clashNamesBothCells();
    void clashesReadWhenAllowed();
    void neverCrashes();
    void hugeLines();
};

void TestFormatsErrors::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<ParseErrorCode>("code");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message"); // a part of the message

    const QString dots = QString::fromLatin1(kSudoCueLine);
    QTest::newRow("empty") << "" << ParseErrorCode::Empty << 0 << 0 << "no puzzle";
    QTest::newRow("only comments and blanks") << "# nothing\n\n   \n" << ParseErrorCode::Empty << 0 << 0 << "no puzzle";
    QTest::newRow("unexpected in a line") << dots.left(40) + "?" + dots.mid(41) << ParseErrorCode::UnexpectedSymbol << 1
                                          << 41 << "unexpected '?': expected a digit 1-9";
    QTest::newRow("junk right after the cells") << dots + "!" << ParseErrorCode::UnexpectedSymbol << 1 << 82
                                                << "unexpected '!'";
    QTest::newRow("digit right after the cells") << dots + "5" << ParseErrorCode::TooManyCells << 1 << 82 << "found 82 cells";
    QTest::newRow("letter in a 9x9 line") << "x" + dots.mid(1) << ParseErrorCode::UnexpectedSymbol << 1 << 1
                                          << "unexpected 'x': expected a digit 1-9, a blank ('.', '0', '-') or a separator";
    QTest::newRow("too few") << dots.left(80) << ParseErrorCode::TooFewCells << 1 << 81 << "a 9x9 puzzle has 81";
    QTest::newRow("too many") << dots + "..." << ParseErrorCode::TooManyCells << 1 << 82 << "found 84 cells";
    QTest::newRow("unknown size 7x7") << QString(49, u'.') << ParseErrorCode::UnknownSize << 1 << 50 << "7x7";
    QTest::newRow("too large 65x65") << QString(65 * 65, u'.') << ParseErrorCode::TooLarge << 1 << 4097 << "64";
    QTest::newRow("grid: unexpected") << "2..|1.5|..3\n.54|...|71.\n.1.|2.3|.8?\n" << ParseErrorCode::UnexpectedSymbol << 3
                                      << 11 << "unexpected '?': expected a digit 1-9, a blank ('.', '0', '-') or a separator";
    QTest::newRow("grid: short row") << "2..1.5..3\n.54...71.\n.1.2.3.8\n6.28.73.4\n.........\n1.53.98.6\n.2.7.1.6.\n.81...24.\n7..4.2..1\n"
                                     << ParseErrorCode::RaggedRows << 3 << 9 << "row 3 has 8 cells, expected 9";
    QTest::newRow("grid: long row") << "2..1.5..3\n.54...71.\n.1.2.3.8..\n6.28.73.4\n.........\n1.53.98.6\n.2.7.1.6.\n.81...24.\n7..4.2..1\n"
                                    << ParseErrorCode::RaggedRows << 3 << 10 << "row 3 has 10 cells";
    QTest::newRow("grid: missing row") << "2..1.5..3\n.54...71.\n.1.2.3.8.\n6.28.73.4\n.........\n1.53.98.6\n.2.7.1.6.\n.81...24.\n"
                                       << ParseErrorCode::TooFewCells << 9 << 1 << "found 8 rows of 9 cells";
    QTest::newRow("grid: extra row") << "2..1.5..3\n.54...71.\n.1.2.3.8.\n6.28.73.4\n.........\n1.53.98.6\n.2.7.1.6.\n.81...24.\n7..4.2..1\n.........\n"
                                     << ParseErrorCode::TooManyCells << 10 << 1 << "row 10";
    QTest::newRow("grid: rows too long") << QString("%1\n%1\n").arg(QString(70, u'.')) << ParseErrorCode::TooLarge << 1 << 65
                                         << "64";
    QTest::newRow("grid: 10x10") << QString("..........\n").repeated(10) << ParseErrorCode::UnknownSize << 1 << 1 << "10x10";
    QTest::newRow("two line puzzles") << dots + "\n" + dots + "\n" << ParseErrorCode::TooManyCells << 2 << 1
                                      << "holds another puzzle";
    QTest::newRow("729: wrong digit") << "..5" + QString(726, u'.') << ParseErrorCode::UnexpectedSymbol << 1 << 3
                                      << "expected '3'";
    QTest::newRow("729: empty cell") << "1........" + QString(9, u'.') + QString(711, u'9') << ParseErrorCode::EmptyCandidates
                                     << 1 << 10 << "r1c2 has no candidate";
    QTest::newRow("candidate grid: bad symbol") << QString("12 ") .repeated(80) + "1x" << ParseErrorCode::UnexpectedSymbol
                                                << 1 << 242 << "unexpected 'x' in the candidates of r9c9";
    QTest::newRow("candidate grid: ragged") << raggedCandidateGrid() << ParseErrorCode::RaggedRows << 3 << 28 << "expected 9";
    QTest::newRow("plus: '+' then blank") << "+." + dots.mid(1) << ParseErrorCode::UnexpectedSymbol << 1 << 2
                                          << "after '+'";
    QTest::newRow("clash in a row") << "55" + dots.mid(2) << ParseErrorCode::Clash << 1 << 2 << "r1c1 and r1c2 both hold 5";
    QTest::newRow("ambiguous zeros") << solvedZeroBased16() << ParseErrorCode::Ambiguous << 1 << 1
                                     << "pass an alphabet";
    QTest::newRow("ambiguous letters") << QString("ABC") + QString(253, u'.') << ParseErrorCode::Ambiguous << 1 << 1
                                       << "pass an alphabet";
    QTest::newRow("only separators") << "|\n||\n" << ParseErrorCode::Empty << 1 << 1 << "no cells";
    QTest::newRow("grid: first row short, others too long") << ".\n" + QString(70, u'.') + "\n" + QString(70, u'.') + "\n"
                                                            << ParseErrorCode::TooLarge << 2 << 65 << "64";
    QTest::newRow("sdk without puzzle") << "[State]\n.........\n" << ParseErrorCode::Empty << 1 << 1 << "[Puzzle]";
}

void TestFormatsErrors::errors()
{
    QFETCH(QString, text);
    QFETCH(ParseErrorCode, code);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    const auto parsed = parsePuzzle(text.toStdString());
    QVERIFY(!parsed);
    const ParseError& error = parsed.error();
    QVERIFY2(error.code == code, describe(error));
    QVERIFY2(error.line == line && error.column == column, describe(error));
    QVERIFY2(QString::fromStdString(error.message).contains(message), describe(error));
}

void TestFormatsErrors::clashNamesBothCells()
{
    // A grid: the clash is in box 1, the second clue on line 3, column 3.
    std::string grid = "5........\n.........\n..5......\n";
    for (int row = 0; row < 6; ++row)
        grid += ".........\n";
    const auto parsed = parsePuzzle(grid);
    QVERIFY(!parsed);
    QCOMPARE(parsed.error().code, ParseErrorCode::Clash);
    QCOMPARE(parsed.error().cellA, 0);
    QCOMPARE(parsed.error().cellB, 20);
    QCOMPARE(parsed.error().line, 3);
    QCOMPARE(parsed.error().column, 3);
    QCOMPARE(parsed.error().message, std::string("clashing clues: r1c1 and r3c3 both hold 5 in box 1"));
    // Candidate grids clash on their solved cells.
    std::string pm = "5 5";
    for (int cell = 2; cell < 81; ++cell)
        pm += " 123456789";
    const auto candidates = parsePuzzle(pm);
    QVERIFY(!candidates);
    QCOMPARE(candidates.error().code, ParseErrorCode::Clash);
    QCOMPARE(candidates.error().column, 3);
}

void TestFormatsErrors::clashesReadWhenAllowed()
{
    ParseOptions options;
    options.rejectClashes = false;
    const auto parsed = parsePuzzle("55" + std::string(79, '.'), options);
    QVERIFY(parsed);
    QCOMPARE(parsed->grid.value(0), 5);
    QCOMPARE(parsed->grid.value(1), 5);
    QVERIFY(parsed->grid.firstConflict().has_value());
}

void TestFormatsErrors::neverCrashes()
{
    // Random bytes, random mixes of format characters, invalid UTF-8: an error
    // or a puzzle, never a crash; an error always has a message.
    std::mt19937 random(20240611);
    const std::string alphabet = "123456789.0-|+*:'#[] \n\t\xC3\xA9\xFF\xFEPuzle";
    for (int round = 0; round < 3000; ++round) {
        std::string text;
        const int length = int(random() % 400);
        for (int i = 0; i < length; ++i)
            text += round % 2 ? char(random() % 256) : alphabet[random() % alphabet.size()];
        const auto parsed = parsePuzzle(text);
        if (!parsed)
            QVERIFY(!parsed.error().message.empty());
        for (const auto& entry : parsePuzzleFile(text))
            QVERIFY(entry.line >= 1);
    }
    // Random lines built from format pieces reach the multi-line readers.
    const std::vector<std::string> pieces = {"|", "||", "---", "+---+", ".---.", ":---+", "'---'", "*---*", "[Puzzle]",
                                             "[State]", "1", "12", "123456789", ". . .", "0", "G", "x", " ", "#D t",
                                             "+5", ":0000:1:", "\xFF", "-", "1367 2 45"};
    for (int round = 0; round < 3000; ++round) {
        std::string text;
        const int lineCount = int(random() % 20);
        for (int line = 0; line < lineCount; ++line) {
            const int partCount = int(random() % 12);
            for (int part = 0; part < partCount; ++part)
                text += pieces[random() % pieces.size()];
            text += '\n';
        }
        const auto parsed = parsePuzzle(text);
        if (!parsed)
            QVERIFY(!parsed.error().message.empty());
        parsePuzzleFile(text);
    }
    // Invalid UTF-8 is an error at its column, counted in code points (it
    // is found before any character is read as a cell).
    const auto invalid = parsePuzzle("\xC3\xA9\xFF" + std::string(kSudoCueLine));
    QVERIFY(!invalid);
    QCOMPARE(invalid.error().code, ParseErrorCode::UnexpectedSymbol);
    QCOMPARE(invalid.error().column, 2);
    QVERIFY(invalid.error().message.find("not valid UTF-8") != std::string::npos);
    const auto afterAccent = parsePuzzle(std::string(kSudoCueLine).substr(0, 10) + "\xC3\xA9" + std::string(kSudoCueLine).substr(10));
    QVERIFY(!afterAccent);
    QCOMPARE(afterAccent.error().column, 11);
    QVERIFY(afterAccent.error().message.find("'\xC3\xA9'") != std::string::npos);
}

void TestFormatsErrors::hugeLines()
{
    // 100 MB: refused quickly (the scan stops after 4096 cells), not read whole.
    QElapsedTimer timer;
    timer.start();
    const std::string digits(100'000'000, '1');
    const auto parsed = parsePuzzle(digits);
    QVERIFY(!parsed);
    QCOMPARE(parsed.error().code, ParseErrorCode::TooLarge);
    QVERIFY(parsed.error().message.find("64") != std::string::npos);
    QCOMPARE(parsePuzzleFile(digits).size(), std::size_t(1));
    // A puzzle followed by 100 MB of junk after whitespace is still the puzzle.
    std::string padded = std::string(kSudoCueLine) + " ";
    padded.resize(100'000'000, 'x');
    QVERIFY(parsePuzzle(padded));
    // 100 MB of separators and line breaks: linear, and an error.
    std::string lines(100'000'000, '\n');
    for (std::size_t i = 0; i < lines.size(); i += 3)
        lines[i] = '|';
    QVERIFY(!parsePuzzle(lines));
    QVERIFY(timer.elapsed() < 30'000);
}

QTEST_GUILESS_MAIN(TestFormatsErrors)
#include "tst_formats_errors.moc"
