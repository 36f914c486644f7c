// SPDX-License-Identifier: GPL-3.0-or-later
// Pencil-mark formats: candidate grids (pm81) and 729-character lines from
// HoDoKu's regression library, its library lines with deleted candidates,
// and the aligned layout of a written candidate grid.

#include "core/formats/puzzle_format.h"
#include "tests/support/format_samples.h"
#include "tests/support/test_data.h"

#include <QtTest>

using namespace pm;
using namespace pm::test;

Q_DECLARE_METATYPE(pm::PuzzleFormat)

class TestFormatsCandidates : public QObject {
    Q_OBJECT

private slots:
    void candidateLines();
    void candidates729MatchesPm81();
    void reglibLibraryLines();
    void candidateGridLayout();
};

void TestFormatsCandidates::candidateLines()
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

void TestFormatsCandidates::candidates729MatchesPm81()
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

void TestFormatsCandidates::reglibLibraryLines()
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

void TestFormatsCandidates::candidateGridLayout()
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

QTEST_GUILESS_MAIN(TestFormatsCandidates)
#include "tst_formats_candidates.moc"
