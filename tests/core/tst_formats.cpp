// SPDX-License-Identifier: GPL-3.0-or-later
// Reading and writing puzzles: every format, round trips, errors, public sets.

#include "core/formats/puzzle_file_reader.h"
#include "core/formats/puzzle_format.h"
#include "tests/support/test_data.h"

#include <QFile>
#include <QtTest>

#include <random>
#include <sstream>

using namespace pm;

Q_DECLARE_METATYPE(pm::PuzzleFormat)
Q_DECLARE_METATYPE(pm::ParseErrorCode)

namespace {

std::string readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qWarning("cannot open %s", qPrintable(path));
    return file.readAll().toStdString();
}

std::string fixture(const char* name)
{
    return readFile(test::testDataPath(QStringLiteral("formats/") + QString::fromUtf8(name)));
}

// The first `count` lines of a shared data file, as text.
std::string firstLines(const QString& path, int count)
{
    const std::string all = readFile(path);
    std::size_t end = 0;
    for (int i = 0; i < count && end != std::string::npos; ++i) {
        end = all.find('\n', end);
        if (end != std::string::npos)
            ++end;
    }
    return all.substr(0, end);
}

int clueCount(std::string_view puzzle)
{
    int clues = 0;
    for (char c : puzzle)
        clues += (c != '.' && c != '0') ? 1 : 0;
    return clues;
}

std::vector<std::string> split(const std::string& text)
{
    std::vector<std::string> tokens;
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t start = text.find_first_not_of(' ', i);
        if (start == std::string::npos)
            break;
        std::size_t end = text.find(' ', start);
        if (end == std::string::npos)
            end = text.size();
        tokens.push_back(text.substr(start, end - start));
        i = end;
    }
    return tokens;
}

const char* kSudoCueLine = "2..1.5..3.54...71..1.2.3.8.6.28.73.4.........1.53.98.6.2.7.1.6..81...24.7..4.2..1";

QByteArray describe(const ParseError& error)
{
    return QByteArray::fromStdString("code " + std::to_string(int(error.code)) + " at " + std::to_string(error.line)
                                     + ":" + std::to_string(error.column) + ": " + error.message);
}

// The error of a failed parse for a QVERIFY2 message, empty when it worked
// (QVERIFY2 builds its message even when the check passes).
QByteArray why(const Result<ParsedPuzzle, ParseError>& parsed)
{
    return parsed ? QByteArray() : describe(parsed.error());
}

// A puzzle of each size from the public sets, for round trips.
std::string puzzleOfSize(int size)
{
    if (size == 9)
        return kSudoCueLine;
    const auto rows = test::loadTsv(test::sharedDataPath(QStringLiteral("big_and_small_grids.tsv")));
    const std::string key = std::to_string(size) + "x" + std::to_string(size);
    for (const auto& row : rows)
        if (row.at("size") == key && row.at("symbols")[0] == '1')
            return row.at("puzzle");
    return {};
}

// A pencil-mark state: auto candidates, a few removed, naked singles placed
// (a candidate format cannot keep an empty cell with one candidate apart from
// a solved one).
Grid pencilMarkState(const Grid& puzzle)
{
    Grid grid = puzzle;
    grid.fillCandidatesFromValues();
    std::mt19937 random(7);
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        if (!grid.isEmpty(cell) || digitCount(grid.candidates(cell)) < 3 || random() % 3 != 0)
            continue;
        grid.setCandidates(cell, grid.candidates(cell) & ~digitBit(firstDigit(grid.candidates(cell))));
    }
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        grid.setGiven(cell, false);
        if (grid.isEmpty(cell) && digitCount(grid.candidates(cell)) == 1)
            grid.setValue(cell, firstDigit(grid.candidates(cell)));
    }
    return grid;
}

// A solved 16x16 grid in 0-F: row r is the base row shifted by 4 * (r % 4) + r / 4.
QString solvedZeroBased16()
{
    const QString symbols = QStringLiteral("0123456789ABCDEF");
    QString text;
    for (int row = 0; row < 16; ++row)
        for (int column = 0; column < 16; ++column)
            text += symbols[(4 * (row % 4) + row / 4 + column) % 16];
    return text;
}

// A HoDoKu-bordered candidate grid whose second row has ten groups.
QString raggedCandidateGrid()
{
    const QString row = QStringLiteral("12 ").repeated(9);
    return QStringLiteral(".----------.\n") + row + "\n" + row + "12\n" + QString(row + "\n").repeated(7);
}

} // namespace

class TestFormats : public QObject {
    Q_OBJECT

private slots:
    void lines_data();
    void lines();
    void fixtures_data();
    void fixtures();
    void bigAndSmallGrids();
    void publicSets_data();
    void publicSets();
    void edgeCases();
    void candidateLines();
    void candidates729MatchesPm81();
    void plusGivensFromReglibTable();
    void reglibLibraryLines();
    void roundTrip_data();
    void roundTrip();
    void textRoundTrip_data();
    void textRoundTrip();
    void candidateGridLayout();
    void errors_data();
    void errors();
    void clashNamesBothCells();
    void clashesReadWhenAllowed();
    void callerGeometryAndAlphabet();
    void puzzleFileLines();
    void puzzleFileWholeGrid();
    void puzzleFileErrorsKeepLines();
    void puzzleFileBrokenFirstLineLosesNothing();
    void puzzleFileByteOrderMarkIsSkipped();
    void readerStreamsEntryByEntry();
    void readerBoundsLongLines();
    void sadManTitle();
    void neverCrashes();
    void hugeLines();
};

void TestFormats::lines_data()
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

void TestFormats::lines()
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

void TestFormats::fixtures_data()
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

void TestFormats::fixtures()
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

void TestFormats::bigAndSmallGrids()
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

void TestFormats::publicSets_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("royle17") << "royle17.txt";
    QTest::newRow("top1465") << "top1465.txt";
    QTest::newRow("se_rated_sample (puzzle rating)") << "se_rated_sample.txt";
}

void TestFormats::publicSets()
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

void TestFormats::edgeCases()
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

void TestFormats::candidateLines()
{
    const auto rows = test::loadTsv(test::sharedDataPath(QStringLiteral("hodoku_reglib_techniques.tsv")));
    QCOMPARE(int(rows.size()), 1112);
    for (const auto& row : rows) {
        const QByteArray where = QByteArray::fromStdString(row.at("section_line"));
        const auto parsed = parsePuzzle(row.at("grid_pm81"));
        QVERIFY2(parsed, where + ": " + why(parsed));
        QCOMPARE(parsed->format, PuzzleFormat::CandidateGrid);
        QVERIFY(parsed->hasCandidates);
        const std::vector<std::string> tokens = split(row.at("grid_pm81"));
        QCOMPARE(int(tokens.size()), 81);
        for (int cell = 0; cell < 81; ++cell) {
            DigitMask mask = 0;
            for (char c : tokens[std::size_t(cell)])
                mask |= digitBit(c - '0');
            QCOMPARE(parsed->grid.candidates(cell), mask);
            QCOMPARE(parsed->grid.value(cell), digitCount(mask) == 1 ? firstDigit(mask) : 0);
            QVERIFY(!parsed->grid.isGiven(cell));
        }
    }
}

void TestFormats::candidates729MatchesPm81()
{
    const auto rows = test::loadTsv(test::sharedDataPath(QStringLiteral("hodoku_reglib_techniques.tsv")));
    for (const auto& row : rows) {
        const auto fromPm81 = parsePuzzle(row.at("grid_pm81"));
        const auto from729 = parsePuzzle(row.at("pm729"));
        QVERIFY2(from729, why(from729));
        QCOMPARE(from729->format, PuzzleFormat::Candidates729);
        QVERIFY(from729->hasCandidates);
        QVERIFY(from729->grid == fromPm81->grid);
        QCOMPARE(writeCandidates729(from729->grid), row.at("pm729"));
    }
}

void TestFormats::plusGivensFromReglibTable()
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

void TestFormats::reglibLibraryLines()
{
    const std::string text = readFile(test::sharedDataPath(QStringLiteral("hodoku_reglib-1.4.txt")));
    const auto entries = parsePuzzleFile(text);
    // One entry per library line; the file's other lines are '#' comments or blank.
    int libraryLines = text.starts_with(':') ? 1 : 0;
    for (std::size_t at = text.find("\n:"); at != std::string::npos; at = text.find("\n:", at + 1))
        ++libraryLines;
    QCOMPARE(libraryLines, 1112);
    QCOMPARE(int(entries.size()), libraryLines);
    int withDeletions = 0;
    for (const auto& entry : entries) {
        QVERIFY2(entry.puzzle, why(entry.puzzle));
        const ParsedPuzzle& puzzle = entry.puzzle.value();
        QCOMPARE(puzzle.format, PuzzleFormat::HoDoKuLibrary);
        QVERIFY(puzzle.hasCandidates);
        // Find the line again: its grid field's '+' count is the number of givens.
        std::size_t lineStart = 0;
        for (int line = 1; line < entry.line; ++line)
            lineStart = text.find('\n', lineStart) + 1;
        const std::string line = text.substr(lineStart, text.find('\n', lineStart) - lineStart);
        std::vector<std::string> fields;
        std::size_t start = 0;
        for (std::size_t colon = line.find(':'); colon != std::string::npos; colon = line.find(':', start)) {
            fields.push_back(line.substr(start, colon - start));
            start = colon + 1;
        }
        fields.push_back(line.substr(start));
        QCOMPARE(puzzle.title, fields[1]);
        QCOMPARE(puzzle.grid.givenCount(), int(std::count(fields[3].begin(), fields[3].end(), '+')));
        for (const std::string& deleted : split(fields[4])) {
            const int digit = deleted[0] - '0';
            const int cell = (deleted[1] - '1') * 9 + (deleted[2] - '1');
            if (puzzle.grid.isEmpty(cell))
                QVERIFY(!(puzzle.grid.candidates(cell) & digitBit(digit)));
            ++withDeletions;
        }
    }
    QVERIFY(withDeletions > 1000);
}

void TestFormats::roundTrip_data()
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

void TestFormats::roundTrip()
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

void TestFormats::textRoundTrip_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("writer");
    QTest::newRow("ss") << "simple.ss" << "ss";
    QTest::newRow("sdk sections (state skipped)") << "sections.sdk" << "sadman-puzzle";
    QTest::newRow("hodoku candidate grid") << "hodoku_candidates.txt" << "pmgrid";
}

void TestFormats::textRoundTrip()
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

void TestFormats::candidateGridLayout()
{
    const auto parsed = parsePuzzle(fixture("hodoku_candidates.txt"));
    QVERIFY(parsed);
    const std::string written = writeCandidateGrid(parsed->grid, parsed->alphabet);
    // Aligned: every line has the same width and the bars stand in the same columns.
    std::vector<std::string> lines;
    for (std::size_t start = 0, end; (end = written.find('\n', start)) != std::string::npos; start = end + 1)
        lines.push_back(written.substr(start, end - start));
    QCOMPARE(int(lines.size()), 9 + 4);
    QVERIFY(lines.front().starts_with(".---"));
    QVERIFY(lines[4].starts_with(":---"));
    QVERIFY(lines.back().starts_with("'---"));
    for (const std::string& line : lines) {
        QCOMPARE(line.size(), lines.front().size());
        QCOMPARE(line.find_first_of("|.:+'", 1), lines.front().find_first_of(".", 1));
    }
    // A 6x6 candidate grid has 2x3 boxes: three bands of two rows.
    const auto small = parsePuzzle(puzzleOfSize(6));
    const Grid state = pencilMarkState(small->grid);
    const std::string six = writeCandidateGrid(state, small->alphabet);
    QCOMPARE(int(std::count(six.begin(), six.end(), '\n')), 6 + 4);
    QCOMPARE(int(std::count(six.begin(), six.end(), ':')), 4);
}

void TestFormats::errors_data()
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

void TestFormats::errors()
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

void TestFormats::clashNamesBothCells()
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

void TestFormats::clashesReadWhenAllowed()
{
    ParseOptions options;
    options.rejectClashes = false;
    const auto parsed = parsePuzzle("55" + std::string(79, '.'), options);
    QVERIFY(parsed);
    QCOMPARE(parsed->grid.value(0), 5);
    QCOMPARE(parsed->grid.value(1), 5);
    QVERIFY(parsed->grid.firstConflict().has_value());
}

void TestFormats::callerGeometryAndAlphabet()
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

void TestFormats::puzzleFileLines()
{
    const std::string text = "# a comment\n"
                             "\n"
                             + std::string(kSudoCueLine) + " 8.3\n"
                             + std::string(kSudoCueLine) + "\tfrom somewhere\r\n"
                             "# another comment\n"
                             "1.2.2..3..4...31\n";
    const auto entries = parsePuzzleFile(text);
    QCOMPARE(int(entries.size()), 3);
    QCOMPARE(entries[0].line, 3);
    QCOMPARE(entries[1].line, 4);
    QCOMPARE(entries[2].line, 6);
    QVERIFY(entries[0].puzzle && entries[1].puzzle && entries[2].puzzle);
    QCOMPARE(entries[0].puzzle->grid.givenCount(), 36);
    QCOMPARE(entries[2].puzzle->grid.size(), 4);
    // pm81 and 729 lines are puzzles per line too.
    const auto rows = test::loadTsv(test::sharedDataPath(QStringLiteral("hodoku_reglib_techniques.tsv")));
    const auto candidates = parsePuzzleFile(rows[0].at("grid_pm81") + "\n" + rows[1].at("pm729") + "\n");
    QCOMPARE(int(candidates.size()), 2);
    QCOMPARE(candidates[0].puzzle->format, PuzzleFormat::CandidateGrid);
    QCOMPARE(candidates[1].puzzle->format, PuzzleFormat::Candidates729);
}

void TestFormats::puzzleFileWholeGrid()
{
    for (const char* name : {"sudocue.sdk", "sections.sdk", "simple.ss", "star_border.txt", "hodoku_candidates.txt",
                             "grid16_separators.txt", "grid16_zero_based.txt", "plain_candidates.txt"}) {
        const auto entries = parsePuzzleFile(fixture(name));
        QVERIFY2(entries.size() == 1, name);
        QVERIFY2(entries[0].puzzle, name);
        QCOMPARE(entries[0].puzzle.value().grid == parsePuzzle(fixture(name)).value().grid, true);
    }
    QCOMPARE(parsePuzzleFile(fixture("sudocue.sdk"))[0].line, 8);
    QCOMPARE(parsePuzzleFile(fixture("grid16_separators.txt"))[0].puzzle->grid.size(), 16);
    QVERIFY(parsePuzzleFile("# only a comment\n\n").empty());
}

void TestFormats::puzzleFileErrorsKeepLines()
{
    const std::string text = std::string(kSudoCueLine) + "\n# comment\n" + std::string(kSudoCueLine).substr(0, 30) + "?"
        + std::string(kSudoCueLine).substr(31) + "\n" + "55" + std::string(kSudoCueLine).substr(2) + "\n";
    const auto entries = parsePuzzleFile(text);
    QCOMPARE(int(entries.size()), 3);
    QVERIFY(entries[0].puzzle);
    QVERIFY(!entries[1].puzzle);
    QCOMPARE(entries[1].line, 3);
    QCOMPARE(entries[1].puzzle.error().line, 3);
    QCOMPARE(entries[1].puzzle.error().column, 31);
    QCOMPARE(entries[2].puzzle.error().code, ParseErrorCode::Clash);
    QCOMPARE(entries[2].puzzle.error().line, 4);
    // A whole-text grid keeps the real line of its error.
    const auto grid = parsePuzzleFile("# header\n\n2..|1.5|..3\n.54|...|71.\n.1.|2.3|.8.\n-----------\n6.2|8.7|3.4\n...|...|...\n"
                                      "1.5|3.9|8.6\n-----------\n.2.|7.1|.6.\n.81|...|24.\n7..|4.2|.?1\n");
    QCOMPARE(int(grid.size()), 1);
    QCOMPARE(grid[0].line, 3);
    QCOMPARE(grid[0].puzzle.error().line, 13);
    QCOMPARE(grid[0].puzzle.error().column, 10);
}

void TestFormats::puzzleFileBrokenFirstLineLosesNothing()
{
    // A file of puzzles whose first line is cut short, or is not a puzzle at
    // all, once read as one broken grid: the puzzles after it were lost.
    const std::string line(kSudoCueLine);
    for (const std::string& first : {line.substr(0, 80), std::string("garbage")}) {
        const auto entries = parsePuzzleFile(first + "\n" + line + "\n# comment\n" + line + "\n" + line + "\n");
        QCOMPARE(int(entries.size()), 4);
        QVERIFY(!entries[0].puzzle);
        QCOMPARE(entries[0].puzzle.error().line, 1);
        for (int i = 1; i < 4; ++i)
            QVERIFY(entries[size_t(i)].puzzle);
        QCOMPARE(entries[3].line, 5);
    }
    // Past the length of any grid, the file is still read line by line.
    std::string many = "garbage\n";
    for (int i = 0; i < 300; ++i)
        many += line + "\n";
    const auto entries = parsePuzzleFile(many);
    QCOMPARE(int(entries.size()), 301);
    QVERIFY(entries.back().puzzle);
    // A grid whose rows are puzzles themselves (16 cells: a 4x4) after a
    // frame line is still one grid.
    const auto grid = parsePuzzleFile(fixture("grid16_separators.txt"));
    QCOMPARE(int(grid.size()), 1);
    QVERIFY(grid[0].puzzle);
}

void TestFormats::puzzleFileByteOrderMarkIsSkipped()
{
    const std::string line(kSudoCueLine);
    const auto entries = parsePuzzleFile("\xEF\xBB\xBF" + line + "\n" + line + "\n");
    QCOMPARE(int(entries.size()), 2);
    QVERIFY(entries[0].puzzle);
    QVERIFY(entries[0].puzzle->grid == entries[1].puzzle->grid);
}

void TestFormats::sadManTitle()
{
    const auto parsed = parsePuzzle(fixture("sudocue.sdk"));
    QVERIFY(parsed);
    QCOMPARE(parsed->title, std::string("A random puzzle created by SudoCue"));
    const auto grid = parsePuzzle(fixture("grid16_separators.txt"));
    QCOMPARE(grid->title, std::string("SudoQ difficult 1, 16x16 with box separators"));
}

void TestFormats::neverCrashes()
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

void TestFormats::hugeLines()
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

// A stream that never ends and never breaks its line, like /dev/zero.
class EndlessBuffer : public std::streambuf {
protected:
    int_type underflow() override
    {
        setg(m_chunk, m_chunk, m_chunk + sizeof(m_chunk));
        return traits_type::to_int_type(m_chunk[0]);
    }

private:
    char m_chunk[4096] = {};
};

void TestFormats::readerStreamsEntryByEntry()
{
    // The reader gives one entry per call, in input order, before the rest
    // of the input exists: a pipe can feed it a puzzle at a time.
    std::stringstream pipe;
    pipe << kSudoCueLine << "\n";
    PuzzleFileReader reader(pipe, {});
    auto first = reader.next();
    QVERIFY(first && first->puzzle);
    QCOMPARE(first->line, 1);
    pipe.clear();
    pipe << "# a comment\n" << std::string(kSudoCueLine).substr(0, 80) << "?\n";
    auto second = reader.next();
    QVERIFY(second && !second->puzzle);
    QCOMPARE(second->line, 3);
    QVERIFY(!reader.next());
    // The same entries as parsePuzzleFile for whole grids.
    for (const char* name : {"sudocue.sdk", "simple.ss", "grid16_separators.txt"}) {
        std::istringstream in(fixture(name));
        PuzzleFileReader fileReader(in, {});
        const auto entry = fileReader.next();
        QVERIFY2(entry && entry->puzzle, name);
        QVERIFY(entry->puzzle->grid == parsePuzzleFile(fixture(name))[0].puzzle->grid);
        QVERIFY(!fileReader.next());
    }
}

void TestFormats::readerBoundsLongLines()
{
    // A line longer than any puzzle line is read up to the bound: a puzzle
    // followed by 2 MB of text still reads (text after the puzzle is
    // ignored), and the next line is the next entry.
    std::istringstream longTail(std::string(kSudoCueLine) + " " + std::string(2u << 20, 'x') + "\n"
                                + std::string(kSudoCueLine) + "\n");
    PuzzleFileReader reader(longTail, {});
    const auto first = reader.next();
    QVERIFY(first && first->puzzle);
    const auto second = reader.next();
    QVERIFY(second && second->puzzle);
    QCOMPARE(second->line, 2);
    QVERIFY(!reader.next());

    // A line that never ends stops the reading with an error naming why.
    EndlessBuffer endless;
    std::istream device(&endless);
    PuzzleFileReader deviceReader(device, {});
    const auto entry = deviceReader.next();
    QVERIFY(entry && !entry->puzzle);
    QCOMPARE(entry->puzzle.error().code, ParseErrorCode::TooLarge);
    QVERIFY(QString::fromStdString(entry->puzzle.error().message).contains(QStringLiteral("without a line break")));
    QVERIFY(!deviceReader.next());
}

QTEST_GUILESS_MAIN(TestFormats)
#include "tst_formats.moc"
