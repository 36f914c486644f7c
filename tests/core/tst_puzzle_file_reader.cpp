// SPDX-License-Identifier: GPL-3.0-or-later
// Files of puzzles (parsePuzzleFile, PuzzleFileReader): one entry per
// puzzle line or one per multi-line grid, errors on their own lines and no
// puzzle lost after them, a byte order mark, streaming entry by entry, and
// bounds on long and endless lines.

#include "core/formats/puzzle_file_reader.h"
#include "core/formats/puzzle_format.h"
#include "tests/support/format_samples.h"
#include "tests/support/test_data.h"

#include <QtTest>

#include <sstream>

using namespace pm;
using namespace pm::test;

Q_DECLARE_METATYPE(pm::ParseErrorCode)

namespace {

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

} // namespace

class TestPuzzleFileReader : public QObject {
    Q_OBJECT

private slots:
    void puzzleFileLines();
    void puzzleFileWholeGrid();
    void puzzleFileErrorsKeepLines();
    void puzzleFileBrokenFirstLineLosesNothing();
    void badBytesOnSeveralLinesAreLinesOfTheirOwn();
    void puzzleFileByteOrderMarkIsSkipped();
    void readerStreamsEntryByEntry();
    void readerBoundsLongLines();
};

void TestPuzzleFileReader::puzzleFileLines()
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

void TestPuzzleFileReader::puzzleFileWholeGrid()
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

void TestPuzzleFileReader::puzzleFileErrorsKeepLines()
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

void TestPuzzleFileReader::puzzleFileBrokenFirstLineLosesNothing()
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

void TestPuzzleFileReader::badBytesOnSeveralLinesAreLinesOfTheirOwn()
{
    // Two lines that are not UTF-8 in a row are no grid with a typo: each
    // is reported on its own line, as any line that holds no puzzle is.
    const auto alone = parsePuzzleFile("ab\xFF" "cd\nef\xFE" "gh\n");
    QCOMPARE(int(alone.size()), 2);
    QCOMPARE(alone[0].line, 1);
    QCOMPARE(alone[1].line, 2);
    for (const auto& entry : alone) {
        QVERIFY(!entry.puzzle);
        QCOMPARE(entry.puzzle.error().line, entry.line);
        QCOMPARE(entry.puzzle.error().column, 3);
        QVERIFY(entry.puzzle.error().message.find("not valid UTF-8") != std::string::npos);
    }
    // The same lines between puzzles; and a grid with one bad byte in a
    // cell, which stays the grid's one error, at the byte.
    const std::string line(kSudoCueLine);
    QCOMPARE(int(parsePuzzleFile(line + "\nab\xFF" "cd\nef\xFE" "gh\n" + line + "\n").size()), 4);
    const auto grid = parsePuzzleFile("2..|1.5|..3\n.5\xFF|...|71.\n.1.|2.3|.8.\n-----------\n6.2|8.7|3.4\n...|...|...\n"
                                      "1.5|3.9|8.6\n-----------\n.2.|7.1|.6.\n.81|...|24.\n7..|4.2|..1\n");
    QCOMPARE(int(grid.size()), 1);
    QVERIFY(!grid[0].puzzle);
    QCOMPARE(grid[0].puzzle.error().line, 2);
    QCOMPARE(grid[0].puzzle.error().column, 3);
}

void TestPuzzleFileReader::puzzleFileByteOrderMarkIsSkipped()
{
    const std::string line(kSudoCueLine);
    const auto entries = parsePuzzleFile("\xEF\xBB\xBF" + line + "\n" + line + "\n");
    QCOMPARE(int(entries.size()), 2);
    QVERIFY(entries[0].puzzle);
    QVERIFY(entries[0].puzzle->grid == entries[1].puzzle->grid);
}

void TestPuzzleFileReader::readerStreamsEntryByEntry()
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

void TestPuzzleFileReader::readerBoundsLongLines()
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

QTEST_GUILESS_MAIN(TestPuzzleFileReader)
#include "tst_puzzle_file_reader.moc"
