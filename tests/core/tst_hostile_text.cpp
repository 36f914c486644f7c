// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's side of hostile text: strict UTF-8 (an overlong '.' is no
// blank, a surrogate no symbol), errors that point at characters, titles
// and messages that stay valid and printable, files whose puzzles sit among
// headers and junk, and candidate groups past the grid.
#include "core/alphabet.h"
#include "core/formats/puzzle_format.h"
#include "core/utf8.h"

#include <QtTest>

#include <algorithm>

using namespace pm;

Q_DECLARE_METATYPE(std::string)

namespace {

const std::string kUnique = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

} // namespace

class TestHostileText : public QObject {
    Q_OBJECT
private slots:
    void strictDecoding_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<uint>("codePoint");
        QTest::newRow("ascii") << QByteArray("7") << true << uint('7');
        QTest::newRow("two bytes") << QByteArray("\xC3\xA9") << true << 0xE9u;
        QTest::newRow("three bytes") << QByteArray("\xE2\x82\xAC") << true << 0x20ACu;
        QTest::newRow("four bytes") << QByteArray("\xF0\x9F\x98\x80") << true << 0x1F600u;
        QTest::newRow("largest") << QByteArray("\xF4\x8F\xBF\xBF") << true << 0x10FFFFu;
        QTest::newRow("overlong dot") << QByteArray("\xC0\xAE") << false << 0u;
        QTest::newRow("overlong one, two bytes") << QByteArray("\xC1\xB1") << false << 0u;
        QTest::newRow("overlong three bytes") << QByteArray("\xE0\x80\xAE") << false << 0u;
        QTest::newRow("overlong four bytes") << QByteArray("\xF0\x80\x80\xAE") << false << 0u;
        QTest::newRow("surrogate") << QByteArray("\xED\xA0\x80") << false << 0u;
        QTest::newRow("last surrogate") << QByteArray("\xED\xBF\xBF") << false << 0u;
        QTest::newRow("past U+10FFFF") << QByteArray("\xF4\x90\x80\x80") << false << 0u;
        QTest::newRow("lead F5") << QByteArray("\xF5\x80\x80\x80") << false << 0u;
        QTest::newRow("lone continuation") << QByteArray("\x80") << false << 0u;
        QTest::newRow("cut short") << QByteArray("\xE2\x82") << false << 0u;
        QTest::newRow("FF") << QByteArray("\xFF") << false << 0u;
    }
    void strictDecoding()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, valid);
        QFETCH(uint, codePoint);
        const std::string_view text(bytes.constData(), std::size_t(bytes.size()));
        const Utf8Char c = decodeUtf8At(text, 0);
        QCOMPARE(!isInvalidUtf8(c.codePoint), valid);
        QCOMPARE(findInvalidUtf8(text).has_value(), !valid);
        if (valid) {
            QCOMPARE(uint(c.codePoint), codePoint);
            QCOMPARE(c.length, text.size());
            QCOMPARE(encodeUtf8(c.codePoint), std::string(text));
        } else {
            // One byte at a time, never a character it is not.
            QCOMPARE(c.length, std::size_t(1));
            QCOMPARE(uint(c.codePoint), uint(kInvalidUtf8Base) + uint(static_cast<unsigned char>(bytes[0])));
            QCOMPARE(toValidUtf8(text).substr(0, 3), std::string("\xEF\xBF\xBD"));
            QVERIFY(!findInvalidUtf8(toValidUtf8(text)));
            QVERIFY(excerptForMessage(text).find("\\x") == 0);
        }
    }

    void errorsPointAtCharacters()
    {
        // 'é' and '€' before the bad byte: columns count them once each.
        const auto parsed = parsePuzzle("\xC3\xA9\xE2\x82\xAC" + kUnique.substr(0, 10) + "\xC0\xAE" + kUnique.substr(12));
        QVERIFY(!parsed);
        QCOMPARE(parsed.error().line, 1);
        QCOMPARE(parsed.error().column, 13);
        QVERIFY2(parsed.error().message.find("\\xC0\\xAE is an overlong form") != std::string::npos,
                 parsed.error().message.c_str());
        // An overlong '.' is not a blank, in any format: not in a grid row...
        std::string grid;
        for (int row = 0; row < 9; ++row)
            grid += kUnique.substr(std::size_t(row) * 9, 9) + "\n";
        grid.replace(grid.find('.', 30), 1, "\xC0\xAE");
        const auto inGrid = parsePuzzle(grid);
        QVERIFY(!inGrid);
        QCOMPARE(inGrid.error().code, ParseErrorCode::UnexpectedSymbol);
        QCOMPARE(inGrid.error().line, 4);
        // ... nor a killer's givens or map, nor a Solo ID.
        for (const std::string& line : {"killer " + kUnique.substr(0, 80) + "\xC0\xAE " + std::string(81, 'a') + " 405",
                                        std::string("3x3:\xC0\xB1zzz")}) {
            const auto killer = parsePuzzle(line);
            QVERIFY(!killer);
            QVERIFY2(killer.error().message.find("not valid UTF-8") != std::string::npos, killer.error().message.c_str());
        }
        // A blank-looking stray byte (0xA0 alone, not U+00A0) is no blank line.
        const auto entries = parsePuzzleFile(kUnique + "\n\xA0\n" + kUnique + "\n");
        QCOMPARE(int(entries.size()), 3);
        QVERIFY(!entries[1].puzzle);
        QCOMPARE(entries[1].line, 2);
    }

    void titlesStayValid()
    {
        const auto parsed = parsePuzzle("# caf\xE9 puzzle\n" + kUnique + "\n");
        QVERIFY(parsed);
        QVERIFY(!findInvalidUtf8(parsed.value().title));
        QCOMPARE(parsed.value().title, std::string("caf\xEF\xBF\xBD puzzle"));
    }

    // Messages quote what they refuse as a short, printable excerpt (issue
    // 36, classes 10 and 11): no ESC, BEL or NUL from a crafted name or value
    // reaches the terminal, and a name of megabytes makes a line of a few
    // hundred bytes that says the name's length.
    void messagesQuoteShortPrintableExcerpts_data()
    {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<std::string>("quoted"); // what the message should show of it
        const std::string esc = "\x1B]0;owned\x07";
        const std::string escShown = "\\u{1B}]0;owned\\u{7}";
        const std::string big(3000000, 'x');
        const std::string bigShown = std::string(kExcerptCharacters, 'x') + "\u2026 (3000000 bytes in all)";
        std::string grid = "[";
        for (int row = 0; row < 4; ++row)
            grid += std::string(row ? "," : "") + "[{},{},{},{}]";
        grid += "]";
        const auto fpuzzles = [&](const std::string& member) {
            return "{\"size\":4,\"grid\":" + grid + ",\"" + member + "\":1}";
        };
        // A board whose first cell holds `element` (<int>5</int> in a good one).
        const auto hodoku = [](const std::string& element) {
            return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<java version=\"1.8.0\" class=\"java.beans.XMLDecoder\">\n"
                   " <object class=\"sudoku.Sudoku2\">\n  <void property=\"values\">\n   <void index=\"0\">\n    "
                + element + "\n   </void>\n  </void>\n </object>\n</java>\n";
        };
        // Lines are read up to 1 MiB; a long line's tail is never read.
        const std::string long500(500000, 'k');
        const std::string long500Shown = std::string(kExcerptCharacters, 'k') + "\u2026 (500000 bytes in all)";
        QTest::newRow("f-puzzles member, escapes") << fpuzzles("\\u001b]0;owned\\u0007") << escShown;
        QTest::newRow("f-puzzles member, 3 MB") << fpuzzles(big) << bigShown;
        // No lowercase key: the puzzle starts there, and its first character is named.
        QTest::newRow("shape-line key, escapes") << "sudoku size=9 " + esc + "=1 " + kUnique
                                                 << std::string("unexpected control character U+001B");
        QTest::newRow("shape-line key, 3 MB") << "sudoku size=9 " + long500 + "=1 " + kUnique << long500Shown;
        // XML 1.0 has no character for &#27;: refused before any value is read.
        QTest::newRow("HoDoKu value, character references")
            << hodoku("<int>&#27;]0;owned&#7;</int>") << std::string("a character reference to no character");
        QTest::newRow("HoDoKu value, escapes") << hodoku("<int>" + esc + "</int>") << std::string("a character XML does not allow here");
        QTest::newRow("HoDoKu value, 3 MB") << hodoku("<int>" + big + "</int>") << bigShown;
        QTest::newRow("HoDoKu tag, 3 MB") << hodoku("<" + big + ">1</" + big + ">") << bigShown;
        QTest::newRow("JSON member without ':'") << "{\"size\":4,\"" + big + "\" 1}" << bigShown;
        QTest::newRow("killer sum, 3 MB") << "killer " + std::string(16, '.') + " aabbccddeeffgghh 1" + std::string(500000, '0')
                                     << std::string("\u2026 (500001 bytes in all)");
    }
    void messagesQuoteShortPrintableExcerpts()
    {
        QFETCH(std::string, text);
        QFETCH(std::string, quoted);
        for (const std::string& input : {text, text + "\n"}) {
            const auto entries = parsePuzzleFile(input);
            QVERIFY(!entries.empty());
            QVERIFY(!entries.front().puzzle);
            const std::string& message = entries.front().puzzle.error().message;
            QVERIFY2(message.size() < 400, message.substr(0, 400).c_str());
            QVERIFY2(message.find(quoted) != std::string::npos, message.c_str());
            QVERIFY(!findInvalidUtf8(message));
            QVERIFY2(std::none_of(message.begin(), message.end(),
                                  [](char c) { return (unsigned char)c < 0x20 || c == 0x7F; }),
                     message.c_str());
        }
    }

    void alphabetsAreText()
    {
        QVERIFY(!Alphabet::custom("12345678\xFF"));
        QVERIFY(Alphabet::custom("12345678\xFF").error().find("symbol 9 is not valid UTF-8") != std::string::npos);
        QVERIFY(!Alphabet::custom("12345678\xC0\xB9")); // an overlong '9'
        QVERIFY(!Alphabet::custom("1234\x1B" "678"));   // an escape, invisible
        QVERIFY(Alphabet::custom("\xC3\xA9" "12345678")); // 'é' is a symbol like any other
    }

    void headersAndJunkLoseNoPuzzle()
    {
        const std::string two = kUnique + "\n" + kUnique + "\n";
        // Title and author: once the whole file read as one broken grid.
        auto entries = parsePuzzleFile("Hard puzzles\nby Someone\n" + two);
        QCOMPARE(int(entries.size()), 4);
        QCOMPARE(entries[0].line, 1);
        QVERIFY(!entries[0].puzzle);
        QCOMPARE(entries[1].line, 2);
        QVERIFY(!entries[1].puzzle);
        QVERIFY(entries[2].puzzle && entries[3].puzzle);
        QCOMPARE(entries[3].line, 4);
        // Junk anywhere: its line only.
        entries = parsePuzzleFile(two + "page 2\n" + two);
        QCOMPARE(int(entries.size()), 5);
        QVERIFY(!entries[2].puzzle);
        QCOMPARE(entries[2].line, 3);
        QVERIFY(entries[4].puzzle);
        // A title over a grid: the title is reported, the grid read.
        std::string grid = "My grid\n";
        for (int row = 0; row < 9; ++row)
            grid += kUnique.substr(std::size_t(row) * 9, 9) + "\n";
        entries = parsePuzzleFile(grid);
        QCOMPARE(int(entries.size()), 2);
        QVERIFY(!entries[0].puzzle);
        QVERIFY(entries[1].puzzle);
        QCOMPARE(entries[1].line, 2);
        QCOMPARE(entries[1].puzzle->grid.givenCount(), 17);
        // A grid alone, and a broken one, are still one entry each.
        QCOMPARE(int(parsePuzzleFile(grid.substr(8)).size()), 1);
        QCOMPARE(int(parsePuzzleFile("1.3\n" + grid.substr(8)).size()), 2);
        grid.replace(grid.find('.', 20), 1, "x");
        QCOMPARE(int(parsePuzzleFile(grid.substr(8)).size()), 1);
    }

    void candidateGroupsPastTheGrid()
    {
        std::string line;
        for (int i = 0; i < 81; ++i)
            line += "123456789 ";
        line += "12";
        const auto parsed = parsePuzzle(line);
        QVERIFY(!parsed);
        QCOMPARE(parsed.error().code, ParseErrorCode::TooManyCells);
        QCOMPARE(parsed.error().column, 811);
        QVERIFY2(parsed.error().message.find("found 82 candidate groups") != std::string::npos,
                 parsed.error().message.c_str());
        QVERIFY2(parsed.error().message.find("group 82 ('12') would come after r9c9") != std::string::npos,
                 parsed.error().message.c_str());
        // Groups of three digits that make a plain puzzle still read as one.
        std::string solved = "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
        std::string spaced;
        for (std::size_t i = 0; i < solved.size(); i += 3)
            spaced += solved.substr(i, 3) + " ";
        QVERIFY(parsePuzzle(spaced));
    }
};

QTEST_GUILESS_MAIN(TestHostileText)
#include "tst_hostile_text.moc"
