// SPDX-License-Identifier: GPL-3.0-or-later
// HoDoKu's saved games (.hsol): the inflater (zlib, bounded) on what
// qCompress packed, damaged streams and a zip bomb refused, the ZIP and XML
// layers, a game made by hand from the
// format (tests/support/make_hodoku_fixture.py) read with its givens,
// placed values and candidates, Pencilmark's own .hsol read back, and bad
// input refused with where it went wrong.
#include "core/formats/inflate.h"
#include "core/formats/posed_puzzle.h"
#include "core/formats/puzzle_file_reader.h"
#include "core/formats/puzzle_format.h"
#include "core/formats/xml_reader.h"
#include "core/formats/zip_archive.h"
#include "core/solver/exact_solver.h"
#include "tests/support/test_data.h"

#include <QFile>
#include <QRandomGenerator>
#include <QtTest>

#include <sstream>

using namespace pm;
using pm::formats::kMaxXmlElements;

Q_DECLARE_METATYPE(std::string)
Q_DECLARE_METATYPE(pm::ParseErrorCode)

namespace {

const std::string kPuzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

std::string readFixture(const char* name)
{
    QFile file(test::testDataPath(QStringLiteral("formats/") + QString::fromUtf8(name)));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = file.readAll();
    return std::string(bytes.constData(), std::size_t(bytes.size()));
}

// qCompress gives a 4-byte length, then a zlib stream: a 2-byte header,
// the raw DEFLATE data and a 4-byte Adler-32.
std::string rawDeflate(const QByteArray& data, int level)
{
    const QByteArray packed = qCompress(data, level);
    return std::string(packed.constData() + 6, std::size_t(packed.size() - 10));
}

// A one-entry ZIP archive whose entry is deflated (method 8), as HoDoKu
// writes them: local header, data, central directory, end record.
std::string deflatedZip(const std::string& name, const QByteArray& content)
{
    const std::string packed = rawDeflate(content, 9);
    const auto put16 = [](std::string& out, unsigned value) {
        out.push_back(char(value & 0xFF));
        out.push_back(char((value >> 8) & 0xFF));
    };
    const auto put32 = [&](std::string& out, std::uint32_t value) {
        put16(out, value & 0xFFFF);
        put16(out, value >> 16);
    };
    const std::uint32_t crc = formats::crc32(std::string_view(content.constData(), std::size_t(content.size())));
    const auto header = [&](std::string& out) {
        put16(out, 20); // version needed
        put16(out, 0);  // flags
        put16(out, 8);  // deflated
        put16(out, 0);
        put16(out, 0x21);
        put32(out, crc);
        put32(out, std::uint32_t(packed.size()));
        put32(out, std::uint32_t(content.size()));
        put16(out, unsigned(name.size()));
        put16(out, 0);
    };
    std::string zip = "PK\x03\x04";
    header(zip);
    zip += name + packed;
    const auto directory = std::uint32_t(zip.size());
    zip += "PK\x01\x02";
    put16(zip, 20);
    header(zip);
    for (int i = 0; i < 4; ++i)
        put16(zip, 0); // comment, disk, internal attributes, external attributes (low half)
    put16(zip, 0);
    put32(zip, 0); // the local header's offset
    zip += name;
    const auto directorySize = std::uint32_t(zip.size()) - directory;
    zip += "PK\x05\x06";
    put16(zip, 0);
    put16(zip, 0);
    put16(zip, 1);
    put16(zip, 1);
    put32(zip, directorySize);
    put32(zip, directory);
    put16(zip, 0);
    return zip;
}

// A board in XMLEncoder's form, with `values` (index -> element text) and more properties.
std::string boardXml(const std::string& properties)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<java version=\"1.8.0\" class=\"java.beans.XMLDecoder\">\n"
           " <object class=\"sudoku.Sudoku2\">\n"
        + properties + " </object>\n</java>\n";
}

std::string valuesProperty(const std::string& elements)
{
    return "  <void property=\"values\">\n" + elements + "  </void>\n";
}

} // namespace

class TestHoDoKuGame : public QObject {
    Q_OBJECT

private slots:
    void inflatesWhatZlibPacked_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<int>("level");
        QByteArray random(70000, '\0');
        QRandomGenerator generator(20);
        for (char& c : random)
            c = char(generator.bounded(256));
        QByteArray text;
        for (int i = 0; i < 3000; ++i)
            text += "   <void index=\"" + QByteArray::number(i % 81) + "\">\n    <short>" + QByteArray::number(i * 7 % 512)
                + "</short>\n   </void>\n";
        QTest::newRow("XML, fixed and dynamic codes") << text << 9;
        QTest::newRow("XML, fastest") << text << 1;
        QTest::newRow("stored blocks") << text << 0;
        QTest::newRow("random bytes (stored by zlib)") << random << 9;
        QTest::newRow("long runs") << QByteArray(100000, 'x') << 9;
    }
    void inflatesWhatZlibPacked()
    {
        QFETCH(QByteArray, data);
        QFETCH(int, level);
        auto inflated = formats::inflateRaw(rawDeflate(data, level), std::size_t(data.size()) + 1);
        QVERIFY2(inflated.ok(), inflated.ok() ? "" : inflated.error().message.c_str());
        QVERIFY(inflated.value() == std::string(data.constData(), std::size_t(data.size())));
    }

    void inflatingIsBoundedAndChecked()
    {
        const std::string packed = rawDeflate(QByteArray(100000, 'x'), 9);
        auto capped = formats::inflateRaw(packed, 1000);
        QVERIFY(!capped.ok());
        QVERIFY(capped.error().tooLarge);
        auto cut = formats::inflateRaw(packed.substr(0, packed.size() / 2), 200000);
        QVERIFY(!cut.ok());
        QVERIFY(!cut.error().tooLarge);
        auto empty = formats::inflateRaw(std::string("\x03\x00", 2), 100); // a last fixed block: the end code only
        QVERIFY(empty.ok() && empty->empty());
        auto reserved = formats::inflateRaw(std::string(1, '\x07'), 100); // last block, type 3
        QVERIFY(!reserved.ok());
        QCOMPARE(reserved.error().message, std::string("a block of the reserved type 3"));
        // Every byte of a packed text changed in turn: a clean error or some
        // text, never more than the cap (the sanitizers watch the rest).
        const std::string text = rawDeflate("Pencilmark reads HoDoKu's games, givens, values and candidates.", 9);
        for (std::size_t i = 0; i < text.size(); ++i) {
            std::string damaged = text;
            damaged[i] = char(damaged[i] ^ 0x5A);
            auto result = formats::inflateRaw(damaged, 4096);
            QVERIFY(!result.ok() || result.value().size() <= 4096);
        }
    }

    void checksumIsZipsCrc32()
    {
        QCOMPARE(formats::crc32("123456789"), std::uint32_t(0xCBF43926u)); // the check value of CRC-32/ISO-HDLC
        QCOMPARE(formats::crc32(""), std::uint32_t(0));
    }

    void zipEntriesRoundTrip()
    {
        const std::string zip = formats::writeStoredZip("SudokuData", "<java/>");
        QVERIFY(formats::looksLikeZip(zip));
        auto entry = formats::readFirstZipEntry(zip, 100);
        QVERIFY(entry.ok());
        QCOMPARE(entry->name, std::string("SudokuData"));
        QCOMPARE(entry->content, std::string("<java/>"));
        std::string damaged = zip;
        damaged[30 + 10 + 2] = 'X'; // a byte of the content: the CRC no longer matches
        auto refused = formats::readFirstZipEntry(damaged, 100);
        QVERIFY(!refused.ok());
        QVERIFY(refused.error().message.find("checksum") != std::string::npos);
        QVERIFY(!formats::readFirstZipEntry(zip.substr(0, 35), 100).ok());
        QVERIFY(formats::readFirstZipEntry(zip, 3).error().tooLarge);
    }

    void deflatedEntriesReadAndBombsStop()
    {
        // A real deflated entry, as HoDoKu writes its games, reads back.
        const QByteArray xml = QByteArray::fromStdString(boardXml(valuesProperty(
            "   <void index=\"0\">\n    <int>5</int>\n   </void>\n")));
        const std::string zip = deflatedZip("SudokuData", xml);
        auto entry = formats::readFirstZipEntry(zip, 1 << 20);
        QVERIFY2(entry.ok(), entry.ok() ? "" : entry.error().message.c_str());
        QCOMPARE(entry->content, xml.toStdString());
        auto board = parsePuzzle(zip);
        QVERIFY2(board.ok(), board.ok() ? "" : board.error().message.c_str());
        QCOMPARE(board->grid.value(0), 5);
        // Its packed bytes damaged: refused, never more than the bound.
        std::string damaged = zip;
        damaged[40] = char(damaged[40] ^ 0x55);
        QVERIFY(!formats::readFirstZipEntry(damaged, 1 << 20).ok());
        // A zip bomb: 64 MiB of one byte packed into some 64 KB. Unpacking
        // stops at the reader's bound (16 MiB), and says so.
        const std::string bomb = deflatedZip("SudokuData", QByteArray(64 << 20, '<'));
        QVERIFY(bomb.size() < std::size_t(1) << 20);
        auto refused = formats::readFirstZipEntry(bomb, 1 << 20);
        QVERIFY(!refused.ok());
        QVERIFY(refused.error().tooLarge);
        auto game = parsePuzzle(bomb);
        QVERIFY(!game.ok());
        QCOMPARE(game.error().code, ParseErrorCode::TooLarge);
    }

    void xmlReaderSaysWhere_data()
    {
        QTest::addColumn<std::string>("xml");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<std::string>("says");
        QTest::newRow("wrong end tag") << std::string("<a>\n <b></c>\n</a>") << 2 << 5 << std::string("</c> closes <b>");
        QTest::newRow("unknown entity") << std::string("<a>\n  &nbsp;</a>") << 2 << 3 << std::string("&nbsp;");
        QTest::newRow("unquoted attribute") << std::string("<a x=1/>") << 1 << 6 << std::string("quoted value");
        QTest::newRow("never ends") << std::string("<a><b/>") << 1 << 8 << std::string("</a> expected");
        QTest::newRow("two roots") << std::string("<a/>\n<b/>") << 2 << 1 << std::string("after the document");
        QTest::newRow("a DTD") << std::string("<!DOCTYPE a>\n<a/>") << 1 << 1 << std::string("DTD");
        QTest::newRow("after accents") << std::string("<a>é&bad;</a>") << 1 << 5 << std::string("&bad;");
        std::string deep;
        for (int i = 0; i <= formats::kMaxXmlDepth; ++i)
            deep += "<a>";
        QTest::newRow("too deep") << deep << 1 << 1 + 3 * formats::kMaxXmlDepth << std::string("nested more than");
    }
    void xmlReaderSaysWhere()
    {
        QFETCH(std::string, xml);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(std::string, says);
        auto parsed = formats::parseXml(xml);
        QVERIFY(!parsed.ok());
        QVERIFY2(parsed.error().message.find(says) != std::string::npos, parsed.error().message.c_str());
        QCOMPARE(parsed.error().line, line);
        QCOMPARE(parsed.error().column, column);
    }

    void xmlReaderReadsText()
    {
        auto parsed = formats::parseXml("<?xml version='1.0'?>\n<!-- a note -->\n<r k='&lt;1&gt;'>a &amp; &#x41;&#66;<c/>d</r>");
        QVERIFY(parsed.ok());
        QCOMPARE(parsed->name, std::string("r"));
        QCOMPARE(parsed->attribute("k").value_or(""), std::string_view("<1>"));
        QCOMPARE(parsed->text, std::string("a & ABd"));
        QCOMPARE(parsed->children.size(), std::size_t(1));
        QCOMPARE(parsed->children.front().line, 3);
    }

    void readsAGameMadeByHand()
    {
        const std::string bytes = readFixture("hodoku_game.hsol");
        QVERIFY(!bytes.empty());
        auto parsed = parsePuzzle(bytes);
        QVERIFY2(parsed.ok(), parsed.ok() ? "" : parsed.error().message.c_str());
        QCOMPARE(parsed->format, PuzzleFormat::HoDoKuGame);
        QCOMPARE(std::string(formatKey(parsed->format)), std::string("hodoku-game"));
        QVERIFY(parsed->hasCandidates);
        const Grid& grid = parsed->grid;
        Grid expected(Geometry::classic());
        for (int cell = 0; cell < 81; ++cell) {
            const char c = kPuzzle[std::size_t(cell)];
            expected.setValue(cell, c == '.' ? 0 : c - '0');
            expected.setGiven(cell, c != '.');
        }
        expected.setValue(1, 1);
        expected.setValue(2, 7);
        expected.setValue(80, 3);
        expected.fillCandidatesFromValues();
        expected.setCandidates(3, expected.candidates(3) & ~digitBit(9));
        expected.setCandidates(79, expected.candidates(79) & ~digitBit(8));
        QVERIFY(!grid.isGiven(1) && grid.value(1) == 1);
        QVERIFY(grid.isGiven(0) && grid.value(0) == 4);
        QCOMPARE(grid.candidates(3), expected.candidates(3));
        QCOMPARE(grid.candidates(79), expected.candidates(79));
        QVERIFY(grid == expected);
        // The player's values are the solution's (the puzzle's published one).
        const solver::SolveResult solved = solver::solve(grid);
        QCOMPARE(solved.outcome, solver::SolveOutcome::Unique);
        std::string solution;
        for (std::uint8_t digit : solved.solution)
            solution += char('0' + digit);
        QCOMPARE(solution, std::string("417369825632158947958724316825437169791586432346912758289643571573291684164875293"));

        // The same from a file of puzzles, as the CLI reads files.
        std::istringstream in(bytes);
        PuzzleFileReader reader(in, {});
        auto entry = reader.next();
        QVERIFY(entry && entry->puzzle.ok());
        QVERIFY(entry->puzzle->grid == expected);
        QVERIFY(!reader.next());
    }

    // A game is a puzzle and a position (issue 36, class 13): the puzzle is
    // its givens, and where the player's entries or marks contradict its
    // solution the first such cell is named. A wrong digit once made a sound
    // game "unsolvable" with no word of why.
    void aGamePosesItsGivensAndNamesAWrongMove()
    {
        auto game = parsePuzzle(readFixture("hodoku_game.hsol"));
        QVERIFY(game.ok());
        QVERIFY(holdsPlayerProgress(*game));
        const ParsedPuzzle posed = posedPuzzle(*game);
        QVERIFY(!posed.hasCandidates);
        QCOMPARE(writeLine(posed.grid, posed.alphabet), kPuzzle);
        QCOMPARE(posed.grid.givenCount(), game->grid.givenCount());
        const solver::SolveResult solved = solver::solve(posed.grid);
        QCOMPARE(solved.outcome, solver::SolveOutcome::Unique);
        QVERIFY(!describeProgressConflict(*game, solved.solution)); // the fixture's moves are right

        // A wrong digit with no clash: r1c2 is 1 in the solution; 2 clashes with nothing there.
        ParsedPuzzle wrong = *game;
        wrong.grid.setValue(1, 2);
        QVERIFY(solver::solve(wrong.grid).outcome == solver::SolveOutcome::None); // as the player left it
        const auto said = describeProgressConflict(wrong, solved.solution);
        QVERIFY(said);
        QCOMPARE(*said, std::string("r1c2 holds 2 where the solution has 1 (1 entry disagrees)"));
        QCOMPARE(writeLine(posedPuzzle(wrong).grid, wrong.alphabet), kPuzzle);

        // The solution's candidate taken out of an empty cell (r1c4 is 3).
        ParsedPuzzle unmarked = *game;
        unmarked.grid.setCandidates(3, unmarked.grid.candidates(3) & ~digitBit(3));
        QCOMPARE(describeProgressConflict(unmarked, solved.solution).value_or(""),
                 std::string("r1c4's candidates leave out the solution's 3 (1 cell's candidates disagrees)"));

        // A plain line is all puzzle: nothing to pose apart.
        auto plain = parsePuzzle(kPuzzle);
        QVERIFY(plain.ok() && !holdsPlayerProgress(*plain));
    }

    // Flat elements by the million (16 MiB of "<a/>" packs into 16 KB) are
    // refused at kMaxXmlElements, not built into a tree of half a gigabyte.
    void manyFlatElementsAreRefused()
    {
        std::string xml = "<java>";
        xml.reserve(5 * kMaxXmlElements + 16);
        for (std::size_t i = 0; i <= kMaxXmlElements; ++i)
            xml += "<a/>";
        xml += "</java>";
        const auto parsed = formats::parseXml(xml);
        QVERIFY(!parsed);
        QVERIFY2(parsed.error().message.find("elements: no game needs that many") != std::string::npos,
                 parsed.error().message.c_str());
    }

    // A file saved by the real HoDoKu 2.2.0 ("Save Puzzle As", zh3305/HoDoKu
    // at 5284682 built with javac --release 8), after it opened the
    // fixture as Pencilmark writes it and a 6 was placed at r2c1: the
    // givens, the player's four digits and the candidates left all read.
    void readsAGameSavedByHoDoKu()
    {
        const std::string bytes = readFixture("hodoku_2.2.0_saved.hsol");
        QVERIFY(!bytes.empty());
        auto game = parsePuzzle(bytes);
        QVERIFY2(game.ok(), game.ok() ? "" : game.error().message.c_str());
        QCOMPARE(game->format, PuzzleFormat::HoDoKuGame);
        QVERIFY(game->hasCandidates);
        QCOMPARE(writePlusGivens(game->grid, game->alphabet),
                 std::string("+417...+8.+56+3..........+7......+2.....+6.....+8.+4......+1.......+6.+3.+7.+5..+2....."
                             "+1.+4.....3"));
        QCOMPARE(game->grid.candidates(3), digitBit(3)); // r1c4: the 9 the fixture took out stays out
        const ParsedPuzzle posed = posedPuzzle(*game);
        QCOMPARE(writeLine(posed.grid, posed.alphabet), kPuzzle);
        const solver::SolveResult solved = solver::solve(posed.grid);
        QCOMPARE(solved.outcome, solver::SolveOutcome::Unique);
        QVERIFY(!describeProgressConflict(*game, solved.solution));
    }

    void damagedDeflatedEntriesAreRefusedByTheirChecksum()
    {
        // HoDoKu's entries are deflated with a data descriptor (Java's
        // ZipOutputStream), so the local header's CRC is 0: the central
        // directory's is checked. A flipped bit that still inflates used to
        // move candidates to other cells and read as another puzzle (issue
        // 36, class 5); each one is refused, as Java's reader refuses it.
        const std::string bytes = readFixture("hodoku_game.hsol");
        QVERIFY(formats::readFirstZipEntry(bytes, 1 << 20).ok());
        int checked = 0;
        for (std::size_t at = 60; at < 600; at += 7) {
            std::string damaged = bytes;
            damaged[at] = char(damaged[at] ^ 0x10);
            const auto entry = formats::readFirstZipEntry(damaged, 1 << 20);
            QVERIFY2(!entry.ok(), qPrintable(QStringLiteral("byte %1").arg(at)));
            checked += entry.error().message.find("checksum") != std::string::npos;
        }
        QVERIFY2(checked > 0, "no flipped bit inflated: the checksum went untested");
    }

    void xmlWithAByteOrderMarkReads()
    {
        // HoDoKu's XML saved by an editor with a UTF-8 byte order mark was
        // read line by line as puzzles (issue 36, class 9).
        const auto entry = formats::readFirstZipEntry(readFixture("hodoku_game.hsol"), 1 << 20);
        QVERIFY(entry.ok());
        const std::string xml = "\xEF\xBB\xBF" + entry.value().content;
        const auto direct = parsePuzzle(xml);
        QVERIFY2(direct.ok(), direct.ok() ? "" : direct.error().message.c_str());
        QCOMPARE(direct->format, PuzzleFormat::HoDoKuGame);
        std::istringstream file(xml);
        PuzzleFileReader reader(file, {});
        auto first = reader.next();
        QVERIFY(first.has_value());
        QVERIFY2(first->puzzle.ok(), first->puzzle.ok() ? "" : first->puzzle.error().message.c_str());
        QCOMPARE(first->puzzle->format, PuzzleFormat::HoDoKuGame);
        QVERIFY(!reader.next().has_value());
    }

    void writesWhatReadsBack()
    {
        auto original = parsePuzzle(readFixture("hodoku_game.hsol"));
        QVERIFY(original.ok());
        const auto written = writeHoDoKuGame(original->grid);
        QVERIFY(written.has_value());
        auto entry = formats::readFirstZipEntry(*written, 1 << 20);
        QVERIFY(entry.ok());
        QCOMPARE(entry->name, std::string("SudokuData"));
        QVERIFY(entry->content.find("<string>" + kPuzzle + "</string>") != std::string::npos); // initialState: the givens
        auto again = parsePuzzle(*written);
        QVERIFY2(again.ok(), again.ok() ? "" : again.error().message.c_str());
        QVERIFY(again->grid == original->grid);
        // Written twice, the same bytes.
        QCOMPARE(*writeHoDoKuGame(original->grid), *written);

        // HoDoKu holds classic 9x9 boards only.
        auto small = parsePuzzle("1...............");
        QVERIFY(small.ok());
        QVERIFY(!writeHoDoKuGame(small->grid).has_value());
        auto killer = parsePuzzle("killer 1............... aabbcddecfdeffgg 3,7,7,7,5,6,5");
        QVERIFY(killer.ok());
        QVERIFY(!writeHoDoKuGame(killer->grid).has_value());
    }

    void otherFilesStartingAlikeStillReadAsLines()
    {
        // 25x25 puzzles use the symbols 1-9 and A-P: a line may start with 'P'.
        const std::string line = "P1" + std::string(623, '.');
        const auto entries = parsePuzzleFile(line + "\n" + line + "\n");
        QCOMPARE(entries.size(), std::size_t(2));
        QVERIFY(entries[0].puzzle.ok() && entries[1].puzzle.ok());
        QCOMPARE(entries[1].line, 2);
        QCOMPARE(entries[0].puzzle->grid.value(0), 25);
    }

    void refusesBadGames_data()
    {
        QTest::addColumn<std::string>("bytes");
        QTest::addColumn<ParseErrorCode>("code");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<std::string>("says");
        const std::string value5 = "   <void index=\"0\">\n    <int>5</int>\n   </void>\n";
        QTest::newRow("a value out of range")
            << boardXml(valuesProperty("   <void index=\"3\">\n    <int>12</int>\n   </void>\n")) << ParseErrorCode::UnexpectedSymbol
            << 6 << 5 << std::string("12 is out of range: 0 to 9");
        QTest::newRow("a cell index past 80")
            << boardXml(valuesProperty("   <void index=\"81\">\n    <int>1</int>\n   </void>\n"))
            << ParseErrorCode::UnexpectedSymbol << 5 << 4 << std::string("cell index '81'");
        QTest::newRow("a value that is no number")
            << boardXml(valuesProperty("   <void index=\"2\">\n    <int>x</int>\n   </void>\n"))
            << ParseErrorCode::UnexpectedSymbol << 6 << 5 << std::string("'x' is no number");
        QTest::newRow("clashing values")
            << boardXml(valuesProperty(value5 + "   <void index=\"8\">\n    <int>5</int>\n   </void>\n"))
            << ParseErrorCode::Clash << 0 << 0 << std::string("");
        QTest::newRow("an empty cell without candidates")
            << boardXml("  <void property=\"cells\">\n   <void index=\"40\">\n    <short>0</short>\n   </void>\n  </void>\n"
                        + valuesProperty(value5))
            << ParseErrorCode::EmptyCandidates << 6 << 5 << std::string("r5c5 is empty");
        QTest::newRow("no values") << boardXml("") << ParseErrorCode::Empty << 3 << 2 << std::string("no \"values\"");
        QTest::newRow("an array of another length")
            << boardXml("  <void property=\"values\">\n   <array class=\"int\" length=\"16\"/>\n  </void>\n")
            << ParseErrorCode::UnexpectedSymbol << 5 << 4 << std::string("an array of 16 cells");
        QTest::newRow("HoDoKu 1's board")
            << std::string("<?xml version=\"1.0\"?>\n<java>\n <object class=\"sudoku.Sudoku\"/>\n</java>")
            << ParseErrorCode::Unsupported << 3 << 2 << std::string("before version 2");
        QTest::newRow("another Java object")
            << std::string("<?xml version=\"1.0\"?>\n<java>\n <object class=\"javax.swing.JPanel\"/>\n</java>")
            << ParseErrorCode::UnexpectedSymbol << 3 << 2 << std::string("'javax.swing.JPanel'");
        QTest::newRow("broken XML")
            << std::string("<?xml version=\"1.0\"?>\n<java>\n <object class=\"sudoku.Sudoku2\">\n</java>")
            << ParseErrorCode::UnexpectedSymbol << 4 << 1 << std::string("</java> closes <object>");
        std::string zip = formats::writeStoredZip("SudokuData", boardXml(valuesProperty(value5)));
        zip[60] = char(zip[60] ^ 1);
        QTest::newRow("a damaged archive") << zip << ParseErrorCode::UnexpectedSymbol << 0 << 0 << std::string("checksum");
        QTest::newRow("a cut archive") << zip.substr(0, 20) << ParseErrorCode::UnexpectedSymbol << 0 << 0
                                       << std::string("ends inside its first header");
        std::string method = formats::writeStoredZip("SudokuData", "x");
        method[8] = 14; // LZMA
        QTest::newRow("an archive packed another way") << method << ParseErrorCode::UnexpectedSymbol << 0 << 0
                                                       << std::string("method 14");
    }
    void refusesBadGames()
    {
        QFETCH(std::string, bytes);
        QFETCH(ParseErrorCode, code);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(std::string, says);
        auto parsed = parsePuzzle(bytes);
        QVERIFY(!parsed.ok());
        QVERIFY2(parsed.error().message.find(says) != std::string::npos, parsed.error().message.c_str());
        QCOMPARE(parsed.error().code, code);
        if (code != ParseErrorCode::Clash) {
            QCOMPARE(parsed.error().line, line);
            QCOMPARE(parsed.error().column, column);
        } else {
            QCOMPARE(parsed.error().line, 9); // the second 5, r1c9's, where it was written
        }
    }
};

QTEST_APPLESS_MAIN(TestHoDoKuGame)
#include "tst_hodoku_game.moc"
