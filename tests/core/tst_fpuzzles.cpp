// SPDX-License-Identifier: GPL-3.0-or-later
// f-puzzles: LZ-String's base64 packing (against strings other tools made),
// the JSON and the links as readers meet them (givens, entries, jigsaw,
// X, windows, centre-dot, killer cages), every rule Pencilmark does not
// play refused by its name, bad input reported with line and column, and
// what Pencilmark writes read back to the same puzzle.
#include "core/formats/lz_string.h"
#include "core/formats/puzzle_format.h"
#include "core/solver/exact_solver.h"
#include "tests/support/test_data.h"
#include "tests/support/format_samples.h"

#include <QtTest>

#include <algorithm>

using namespace pm;
using pm::test::solutionLine;

Q_DECLARE_METATYPE(std::string)
Q_DECLARE_METATYPE(pm::ParseErrorCode)

namespace {

// The JSON of these tests is written with ' for " (moc, which reads this
// file, does not know raw string literals); json() puts the quotes back.
std::string json(std::string text)
{
    std::replace(text.begin(), text.end(), '\'', '"');
    return text;
}

// Made by other tools (a puzzle-sharing test suite and a solver's), with
// the JSON they hold.
struct PackedSample {
    const char* packed;
    std::string unpacked;
};
const PackedSample kPackedSamples[] = {
    {"N4IgzglgXgpiBcBmANCA5gJwgEwQbT2AF9ljSiBdZQks4qm88iiooA==",
     json("{'size':3,'grid':[[{},{},{}],[{},{},{}],[{},{},{}]]}")},
    {"N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1p7rjtn/nQaCR3PgIm9hk0UM6zR4rssX0QAawgAbLTAwBjAIZo48QiH"
     "0wdYfCABKARgDCDkKjsAmFyDUA3Q1oArqYgiCAUFlZaNmb2zh5ucU4AzImeTgnuXqnuyRk+qP5BIcmpRGqG+gAuEL4wTgD2AHZgVRiGEE1VMXggA"
     "NLauhgABE7GcLREQA=",
     json("{'size':9,'grid':[[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],"
     "[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],"
     "[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}]],"
     "'killercage':[{'cells':['R1C1','R2C1'],'value':'9'},{'cells':['R1C2','R1C3','R2C2','R2C3','R3C2'],"
     "'value':'33'}],'activeConstraints':['Killer Cage']}")},
};

// Written by hand from the format for these tests: a 4x4 killer without
// givens whose one solution is 1234 3412 4123 2341 (cages a a b b / c d d e /
// c f d e / f f g g, sums 3 7 7 7 5 6 5), packed with LZ-String into a link.
const std::string kHandMadeKillerJson =
    json("{'size':4,'title':'Hand-made 4x4 killer','grid':[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"
    "'killercage':[{'cells':['R1C1','R1C2'],'value':'3'},{'cells':['R1C3','R1C4'],'value':'7'},"
    "{'cells':['R2C1','R3C1'],'value':'7'},{'cells':['R2C2','R2C3','R3C3'],'value':'7'},"
    "{'cells':['R2C4','R3C4'],'value':'5'},{'cells':['R3C2','R4C1','R4C2'],'value':'6'},"
    "{'cells':['R4C3','R4C4'],'value':'5'}]}");

// An empty 4x4 grid's rows, for building small JSON cases.
const std::string kEmpty4Rows = json("[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]");

} // namespace

class TestFPuzzles : public QObject {
    Q_OBJECT

private slots:
    void unpacksWhatOtherToolsPacked()
    {
        for (const PackedSample& sample : kPackedSamples) {
            auto unpacked = formats::lzStringDecompressFromBase64(sample.packed, 1 << 20);
            QVERIFY2(unpacked, unpacked ? "" : unpacked.error().message.c_str());
            QCOMPARE(unpacked.value(), sample.unpacked);
            // Packing gives the same string back, padding and all.
            QCOMPARE(formats::lzStringCompressToBase64(sample.unpacked), std::string(sample.packed));
        }
    }

    void packingRoundTrips_data()
    {
        QTest::addColumn<std::string>("text");
        QTest::newRow("empty") << std::string();
        QTest::newRow("one character") << std::string("{");
        QTest::newRow("repetitive") << std::string(5000, 'a');
        QTest::newRow("accents and symbols beyond 16 bits") << std::string("Zürich ✓ 𝄞 «puzzle»");
        QTest::newRow("hand-made killer") << std::string(kHandMadeKillerJson);
    }

    void packingRoundTrips()
    {
        QFETCH(std::string, text);
        const std::string packed = formats::lzStringCompressToBase64(text);
        QCOMPARE(packed.size() % 4, std::size_t(0));
        auto unpacked = formats::lzStringDecompressFromBase64(packed, 1 << 20);
        QVERIFY2(unpacked, unpacked ? "" : unpacked.error().message.c_str());
        QCOMPARE(unpacked.value(), text);
    }

    void damagedPackingIsRefused()
    {
        const std::string packed = formats::lzStringCompressToBase64(kHandMadeKillerJson);
        auto badChar = formats::lzStringDecompressFromBase64(packed.substr(0, 10) + "!" + packed.substr(11), 1 << 20);
        QVERIFY(!badChar);
        QCOMPARE(badChar.error().offset, std::size_t(10));
        auto cut = formats::lzStringDecompressFromBase64(packed.substr(0, packed.size() / 2), 1 << 20);
        QVERIFY(!cut);
        QVERIFY2(cut.error().message.find("end mark") != std::string::npos, cut.error().message.c_str());
        auto tooLarge = formats::lzStringDecompressFromBase64(formats::lzStringCompressToBase64(std::string(4000, 'x')), 1000);
        QVERIFY(!tooLarge);
        QVERIFY(tooLarge.error().tooLarge);
    }

    void handMadeKillerLinkPlaysWithItsCages()
    {
        const std::string link = "https://f-puzzles.com/?load=" + formats::lzStringCompressToBase64(kHandMadeKillerJson);
        auto parsed = parsePuzzle(link);
        QVERIFY2(parsed, parsed ? "" : parsed.error().message.c_str());
        QCOMPARE(parsed->format, PuzzleFormat::FPuzzles);
        QCOMPARE(parsed->title, std::string("Hand-made 4x4 killer"));
        const Geometry& geometry = parsed->grid.geometry();
        QCOMPARE(geometry.size(), 4);
        QCOMPARE(int(geometry.cages().size()), 7);
        QCOMPARE(geometry.cages()[3], (Cage{{5, 6, 10}, 7}));
        QCOMPARE(parsed->grid.givenCount(), 0);
        QCOMPARE(solutionLine(parsed->grid), std::string("1234341241232341"));
        // The same puzzle from the JSON itself, a bare packed string and
        // SudokuPad's links (its ids "fpuzzles…" and "fpuz…").
        const std::string packed = formats::lzStringCompressToBase64(kHandMadeKillerJson);
        for (const std::string& text : {std::string(kHandMadeKillerJson), packed,
                                        "https://sudokupad.app/fpuzzles" + packed, "https://sudokupad.app/fpuz" + packed,
                                        "https://sudokupad.app/?puzzleid=fpuz" + packed}) {
            auto same = parsePuzzle(text);
            QVERIFY2(same, same ? "" : same.error().message.c_str());
            QCOMPARE(same->grid.geometry().spec(), geometry.spec());
        }
    }

    void readsWhatPencilmarkPlays_data()
    {
        QTest::addColumn<std::string>("json");
        QTest::addColumn<QString>("describe"); // Geometry::describe()
        QTest::addColumn<std::string>("line");  // the givens and entries, writeLine
        QTest::addColumn<int>("givens");
        QTest::newRow("givens and an entry")
            << json("{'size':4,'grid':[[{'value':1,'given':true},{},{},{}],[{},{},{'value':1},{}],"
                           "[{},{},{},{}],[{},{},{},{'value':4,'given':true,'centerPencilMarks':[2,3],'c':'#f00'}]]}")
            << QStringLiteral("4x4 (2x2 boxes)") << std::string("1.....1........4") << 2;
        QTest::newRow("X")
            << json("{'size':4,'grid':") + kEmpty4Rows + json(",'diagonal+':true,'diagonal-':true,'antiknight':false,'arrow':[]}")
            << QStringLiteral("4x4 (2x2 boxes), X") << std::string("................") << 0;
        QTest::newRow("jigsaw")
            << json("{'size':4,'grid':[[{'region':0},{'region':0},{'region':0},{'region':1}],"
                           "[{'region':2},{'region':0},{'region':1},{'region':1}],"
                           "[{'region':2},{'region':3},{'region':3},{'region':1}],"
                           "[{'region':2},{'region':2},{'region':3},{'region':3}]]}")
            << QStringLiteral("4x4 jigsaw") << std::string("................") << 0;
        QTest::newRow("regions that are the boxes")
            << json("{'size':4,'grid':[[{'region':0},{'region':0},{'region':1},{'region':1}],"
                           "[{'region':0},{'region':0},{'region':1},{'region':1}],"
                           "[{'region':2},{'region':2},{'region':3},{'region':3}],"
                           "[{'region':2},{'region':2},{'region':3},{'region':3}]]}")
            << QStringLiteral("4x4 (2x2 boxes)") << std::string("................") << 0;
        QTest::newRow("windows")
            << json("{'size':9,'grid':[[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],"
                           "[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],"
                           "[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],"
                           "[{},{},{},{},{},{},{},{},{}]],'extraregion':["
                           "{'cells':['R6C6','R6C7','R6C8','R7C6','R7C7','R7C8','R8C6','R8C7','R8C8']},"
                           "{'cells':['R2C2','R2C3','R2C4','R3C2','R3C3','R3C4','R4C2','R4C3','R4C4']},"
                           "{'cells':['R2C6','R2C7','R2C8','R3C6','R3C7','R3C8','R4C6','R4C7','R4C8']},"
                           "{'cells':['R6C2','R6C3','R6C4','R7C2','R7C3','R7C4','R8C2','R8C3','R8C4']}]}")
            << QStringLiteral("9x9 (3x3 boxes), windows") << std::string(81, '.') << 0;
        QTest::newRow("centre dot")
            << json("{'size':9,'grid':[[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],"
                           "[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],"
                           "[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],"
                           "[{},{},{},{},{},{},{},{},{}]],'extraregion':["
                           "{'cells':['R2C2','R2C5','R2C8','R5C2','R5C5','R5C8','R8C2','R8C5','R8C8']}]}")
            << QStringLiteral("9x9 (3x3 boxes), centre-dot") << std::string(81, '.') << 0;
    }

    void readsWhatPencilmarkPlays()
    {
        QFETCH(std::string, json);
        QFETCH(QString, describe);
        QFETCH(std::string, line);
        QFETCH(int, givens);
        auto parsed = parsePuzzle(json);
        QVERIFY2(parsed, parsed ? "" : parsed.error().message.c_str());
        QCOMPARE(parsed->format, PuzzleFormat::FPuzzles);
        QCOMPARE(QString::fromStdString(parsed->grid.geometry().describe()), describe);
        QCOMPARE(QString::fromStdString(writeLine(parsed->grid, parsed->alphabet)), QString::fromStdString(line));
        QCOMPARE(parsed->grid.givenCount(), givens);
    }

    void refusesWhatPencilmarkDoesNotPlay_data()
    {
        QTest::addColumn<std::string>("json");
        QTest::addColumn<pm::ParseErrorCode>("code");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message"); // a part of it
        const std::string head = json("{'size':4,'grid':") + kEmpty4Rows;
        const int after = int(head.size()) + 2; // the column after `head` and ","
        // Rules outside the kind table (core/constraints) are refused by
        // their f-puzzles names: never played without them.
        QTest::newRow("a nabner line, named")
            << head + json(",'nabner':[{'lines':[['R1C1','R1C2']]}]}") << ParseErrorCode::Unsupported << 1
            << after + 9 << QStringLiteral("'nabner' is not supported");
        QTest::newRow("a double arrow and a nabner line, both named")
            << head + json(",'doublearrow':[{'lines':[['R1C1','R1C2','R1C3']]}],'nabner':[{'lines':[['R2C1']]}]}")
            << ParseErrorCode::Unsupported << 1 << after + 14 << QStringLiteral("'doublearrow' and 'nabner' are not");
        QTest::newRow("a cell in no region")
            << json("{'size':4,'grid':[[{'region':null},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}")
            << ParseErrorCode::Unsupported << 1 << 30 << QStringLiteral("r1c1 belongs to no region");
        QTest::newRow("a cage sum that is no number")
            << head + json(",'killercage':[{'cells':['R1C1','R1C2'],'value':'x'}]}") << ParseErrorCode::CageSum << 1
            << after + 47 << QStringLiteral("killer cage 1's sum");
        QTest::newRow("a cage outside the grid")
            << head + json(",'killercage':[{'cells':['R1C1','R5C1'],'value':'5'}]}") << ParseErrorCode::CageMap << 1
            << after + 31 << QStringLiteral("R5C1 is outside the 4x4 grid");
        QTest::newRow("a cage sum out of reach")
            << head + json(",'killercage':[{'cells':['R1C1','R1C2'],'value':'9'}]}") << ParseErrorCode::CageSum << 1
            << after + 14 << QStringLiteral("cage 1");
        QTest::newRow("a value too big")
            << json("{'size':4,'grid':[[{'value':5,'given':true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}")
            << ParseErrorCode::UnexpectedSymbol << 1 << 29 << QStringLiteral("r1c1 must be a digit from 1 to 4");
        QTest::newRow("clashing givens")
            << json("{'size':4,'grid':[[{'value':1,'given':true},{'value':1,'given':true},{},{}],"
                           "[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}")
            << ParseErrorCode::Clash << 1 << 45 << QStringLiteral("r1c1 and r1c2");
        QTest::newRow("a short row, on its line")
            << std::string("{\n  \"size\": 4,\n  \"grid\": [[{},{},{},{}],\n    [{},{}],\n") + "    [{},{},{},{}],[{},{},{},{}]]\n}"
            << ParseErrorCode::RaggedRows << 4 << 5 << QStringLiteral("row 2 of \"grid\" must list 4 cells");
        QTest::newRow("broken JSON, on its line")
            << std::string("{\n  \"size\": 4,\n  \"grid\": [[{},{},{},{}],\n    [{},{},{},{}] [{},{}]\n}")
            << ParseErrorCode::UnexpectedSymbol << 4 << 19 << QStringLiteral("',' or ']'");
        QTest::newRow("JSON that is no f-puzzles puzzle") << json("{'version':1,'size':9,'givens':'...'}")
                                                          << ParseErrorCode::Empty << 1 << 1
                                                          << QStringLiteral("without \"grid\"");
        QTest::newRow("a short link") << std::string("see https://f-puzzles.com/?id=yb8z3ks2")
                                      << ParseErrorCode::UnexpectedSymbol << 1 << 1 << QStringLiteral("short link");
        QTest::newRow("a damaged link, at its bad character")
            << std::string("https://f-puzzles.com/?load=N4IgzglgXgpiBc!OANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54")
            << ParseErrorCode::UnexpectedSymbol << 1 << 43 << QStringLiteral("outside base64");
    }

    void refusesWhatPencilmarkDoesNotPlay()
    {
        QFETCH(std::string, json);
        QFETCH(pm::ParseErrorCode, code);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, message);
        auto parsed = parsePuzzle(json);
        QVERIFY(!parsed);
        const ParseError& error = parsed.error();
        QVERIFY2(QString::fromStdString(error.message).contains(message), error.message.c_str());
        QCOMPARE(int(error.code), int(code));
        QCOMPARE(error.line, line);
        QCOMPARE(error.column, column);
    }

    void writesWhatReadsBack_data()
    {
        QTest::addColumn<std::string>("text");
        QTest::newRow("classic with an entry") << std::string(
            "+4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
        QTest::newRow("killer line") << std::string("killer 1............... aabbcddecfdeffgg 3,7,7,7,5,6,5");
        QTest::newRow("6x6, boxes of the usual shape") << std::string("1.....2.....3.....4.....5.....6.....");
    }

    // Cosmetics are drawings, kept as the setter made them (issue 37): a
    // drawing tagged fromConstraint repeats a rule and is left, a cell just
    // outside the grid is a place for a clue, one further out is refused.
    void cosmeticsAreKeptAndWrittenBack()
    {
        const std::string text = json("{'size':4,'grid':") + kEmpty4Rows
            + json(",'line':[{'lines':[['R1C1','R2C2','R2C3']],'outlineC':'#FF000080','width':0.2},"
                   "{'lines':[['R3C1','R3C2']],'outlineC':'#00FF00','fromConstraint':'Renban'},"
                   "{'lines':[['R4C1','R4C2']],'isLLConstraint':true}],"
                   "'circle':[{'cells':['R1C4'],'baseC':'#FFFFFF','outlineC':'#000000','fontC':'#123456',"
                   "'width':0.7,'height':0.7,'value':'7'}],"
                   "'rectangle':[{'cells':['R3C3','R3C4'],'baseC':'#CCCCCC','width':1.6,'height':0.5,'angle':45}],"
                   "'text':[{'cells':['R0C2'],'value':'12','fontC':'#000000'}],"
                   "'cage':[{'cells':['R4C1','R4C2'],'value':'x','outlineC':'#0000FF'}],'title':'Drawn'}");
        auto read = parsePuzzle(text);
        QVERIFY2(read, read ? "" : read.error().message.c_str());
        const std::vector<Drawing>& drawings = read->drawings;
        QCOMPARE(drawings.size(), std::size_t(5)); // the fromConstraint line left
        QCOMPARE(drawings[0].kind, Drawing::Kind::Line);
        QCOMPARE(drawings[0].places, (std::vector<std::vector<GridPlace>>{{{0, 0}, {1, 1}, {1, 2}}}));
        QCOMPARE(drawings[0].outline, 0x80FF0000u);
        QCOMPARE(drawings[0].width, 0.2);
        QCOMPARE(drawings[1].kind, Drawing::Kind::Circle);
        QCOMPARE(drawings[1].ink, 0xFF123456u);
        QCOMPARE(drawings[1].text, std::string("7"));
        QCOMPARE(drawings[2].angle, 45.0);
        QCOMPARE(drawings[3].kind, Drawing::Kind::Text);
        QCOMPARE(drawings[3].places.front().front(), (GridPlace{-1, 1})); // above column 2
        QCOMPARE(drawings[4].kind, Drawing::Kind::Cage);

        // Written back with the puzzle, and read again alike.
        const PuzzleNotes notes{read->title, read->author, read->rules, read->drawings};
        for (const auto& written : {writeFPuzzles(read->grid, notes), writeFPuzzlesLink(read->grid, notes)}) {
            QVERIFY(written);
            auto again = parsePuzzle(*written);
            QVERIFY2(again, again ? "" : again.error().message.c_str());
            QCOMPARE(again->drawings, read->drawings);
            QCOMPARE(again->title, std::string("Drawn"));
        }

        // A label's text: a whole number in digits, a fraction none (it was
        // cut to its whole part, a number the setter did not write), a
        // long text cut at a character's start.
        const std::string label = json("{'size':4,'grid':") + kEmpty4Rows
            + json(",'text':[{'cells':['R1C1'],'value':12},{'cells':['R1C2'],'value':2.5},"
                   "{'cells':['R1C3'],'value':'") + std::string(399, 'a') + "\u00e9" + json("'}]}");
        auto labels = parsePuzzle(label);
        QVERIFY2(labels, labels ? "" : labels.error().message.c_str());
        QCOMPARE(labels->drawings.size(), std::size_t(3));
        QCOMPARE(labels->drawings[0].text, std::string("12"));
        QCOMPARE(labels->drawings[1].text, std::string());
        QCOMPARE(labels->drawings[2].text, std::string(399, 'a'));

        // Two cells out is no place; a drawing without cells says so.
        auto far = parsePuzzle(json("{'size':4,'grid':") + kEmpty4Rows + json(",'text':[{'cells':['R7C1'],'value':'a'}]}"));
        QVERIFY(!far);
        QVERIFY2(far.error().message.find("'text' 1's cell R7C1 is not on the grid or just outside it")
                     != std::string::npos,
                 far.error().message.c_str());
        auto empty = parsePuzzle(json("{'size':4,'grid':") + kEmpty4Rows + json(",'circle':[{'value':'a'}]}"));
        QVERIFY(!empty);
        QVERIFY2(empty.error().message.find("'circle' 1 needs \"cells\"") != std::string::npos,
                 empty.error().message.c_str());
    }

    void writesWhatReadsBack()
    {
        QFETCH(std::string, text);
        auto original = parsePuzzle(text);
        QVERIFY2(original, original ? "" : original.error().message.c_str());
        const auto written = writeFPuzzles(original->grid);
        QVERIFY(written);
        const auto link = writeFPuzzlesLink(original->grid);
        QVERIFY(link && link->starts_with("https://f-puzzles.com/?load=N4Ig"));
        for (const std::string& form : {*written, *link}) {
            auto back = parsePuzzle(form);
            QVERIFY2(back, back ? "" : back.error().message.c_str());
            QCOMPARE(back->grid.geometry().spec(), original->grid.geometry().spec());
            QCOMPARE(writePlusGivens(back->grid, back->alphabet), writePlusGivens(original->grid, original->alphabet));
        }
    }

    void writesShapesAndVariants()
    {
        // Shapes no line format holds: built here and written.
        std::vector<GeometrySpec> specs;
        GeometrySpec tall = GeometrySpec::forSize(6);
        std::swap(tall.boxRows, tall.boxCols); // 3x2 boxes, not f-puzzles' usual 2x3
        specs.push_back(tall);
        GeometrySpec jigsaw = GeometrySpec::forSize(4);
        jigsaw.regions = {0, 0, 0, 1, 2, 0, 1, 1, 2, 3, 3, 1, 2, 2, 3, 3};
        specs.push_back(jigsaw);
        GeometrySpec windows = GeometrySpec::classic();
        windows.variants = Variant::Windows | Variant::Diagonals | Variant::CentreDot;
        specs.push_back(windows);
        for (const GeometrySpec& spec : specs) {
            auto geometry = Geometry::create(spec);
            QVERIFY2(geometry, geometry ? "" : geometry.error().message.c_str());
            Grid grid(geometry.value());
            grid.setValue(0, 1);
            grid.setGiven(0, true);
            const auto written = writeFPuzzles(grid);
            QVERIFY(written);
            auto back = parsePuzzle(*written);
            QVERIFY2(back, back ? "" : (back.error().message + " in " + *written).c_str());
            QCOMPARE(QString::fromStdString(back->grid.geometry().describe()),
                     QString::fromStdString(grid.geometry().describe()));
            for (int cell = 0; cell < grid.cellCount(); ++cell)
                QCOMPARE(back->grid.geometry().regionOf(cell) == back->grid.geometry().regionOf(0),
                         grid.geometry().regionOf(cell) == grid.geometry().regionOf(0));
            QCOMPARE(back->grid.value(0), 1);
        }
        // What f-puzzles cannot hold is not written.
        QVERIFY(!writeFPuzzles(Grid(Geometry::create(GeometrySpec::multiFour()).value())));
        QVERIFY(!writeFPuzzles(Grid(Geometry::create(GeometrySpec::forSize(25)).value())));
    }

    void linksAfterAPuzzleAreComments_data()
    {
        // Text after a puzzle is ignored, a link to f-puzzles too: such a
        // line was read as a link and its puzzle lost (issue 36, class 6).
        QTest::addColumn<std::string>("line");
        QTest::addColumn<bool>("killer");
        const std::string classic =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        QTest::newRow("a short link as a comment") << classic + "  # https://f-puzzles.com/?id=x" << false;
        QTest::newRow("the site named") << classic + " (f-puzzles.com)" << false;
        QTest::newRow("a long link after it") << classic + " https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT"
                                              << false;
        QTest::newRow("a killer line") << std::string("killer ................ aabbaccbbacabdda 9,7,8,5,2,5,4"
                                                      " (f-puzzles.com)")
                                       << true;
    }
    void linksAfterAPuzzleAreComments()
    {
        QFETCH(std::string, line);
        QFETCH(bool, killer);
        const auto read = parsePuzzle(line);
        QVERIFY2(read, read ? "" : read.error().message.c_str());
        QCOMPARE(read->grid.geometry().hasCages(), killer);
        // A link alone, or after words that are no puzzle, is still a link.
        const auto link = parsePuzzle("see https://f-puzzles.com/?id=yb8z3ks2");
        QVERIFY(!link);
        QVERIFY2(link.error().message.find("short link") != std::string::npos, link.error().message.c_str());
    }

    void filesOfLinksAndPrettyJson()
    {
        // One link per line: one puzzle each, an error on its own line.
        const std::string link = "https://f-puzzles.com/?load=" + formats::lzStringCompressToBase64(kHandMadeKillerJson);
        const auto entries = parsePuzzleFile("# links\n" + link + "\nhttps://f-puzzles.com/?load=N4Ig!!\n" + link + "\n");
        QCOMPARE(int(entries.size()), 3);
        QVERIFY(entries[0].puzzle && entries[2].puzzle);
        QVERIFY(!entries[1].puzzle);
        QCOMPARE(entries[1].line, 3);
        // JSON over many lines, as other tools pretty-print it: one puzzle.
        std::string pretty = "{\n  \"size\": 4,\n  \"grid\": [\n";
        for (int row = 0; row < 4; ++row) {
            pretty += "    [\n";
            for (int column = 0; column < 4; ++column)
                pretty += std::string("      {}") + (column < 3 ? ",\n" : "\n");
            pretty += std::string("    ]") + (row < 3 ? ",\n" : "\n");
        }
        pretty += "  ],\n\n  \"title\": \"# not a comment\"\n}\n";
        const auto pretties = parsePuzzleFile(pretty);
        QCOMPARE(int(pretties.size()), 1);
        QVERIFY2(pretties[0].puzzle, pretties[0].puzzle ? "" : pretties[0].puzzle.error().message.c_str());
        QCOMPARE(pretties[0].puzzle->title, std::string("# not a comment"));
    }

    // A shape asked for around f-puzzles data holds or is refused, never
    // dropped (issue 36, class 4): only the size, or exactly the puzzle's own
    // shape, reads; an X, a map or boxes it does not have are refused.
    void shapesAskedForHoldOrAreRefused()
    {
        std::string packed = formats::lzStringCompressToBase64(kHandMadeKillerJson);
        QVERIFY(packed.ends_with('=')); // base64's padding, which once read as a key
        const auto read = [](const std::string& text, const ParseOptions& options = {}) {
            return parsePuzzleFile(text + "\n", options).front().puzzle;
        };
        QVERIFY(read("sudoku size=4 " + packed));
        QVERIFY(read("sudoku size=4 https://f-puzzles.com/?load=" + packed));
        QVERIFY(read("sudoku size=4 box=2x2 " + packed));
        QVERIFY(read("sudoku size=4 regions=1122112233443344 " + packed)); // the boxes, as a map

        for (const std::string& refused : {"sudoku size=4 variants=x " + packed,
                                           "sudoku size=4 regions=1112122233343444 " + packed,
                                           "sudoku size=4 variants=x https://f-puzzles.com/?load=" + packed}) {
            const auto parsed = read(refused);
            QVERIFY2(!parsed, refused.c_str());
            QCOMPARE(parsed.error().code, ParseErrorCode::SizeMismatch);
            QVERIFY2(parsed.error().message.find("brings its own regions and rules") != std::string::npos,
                     parsed.error().message.c_str());
        }

        // The command line's --variant x does the same through the options.
        GeometrySpec x = GeometrySpec::forSize(4);
        x.variants = Variant::Diagonals;
        ParseOptions withX;
        withX.geometry = Geometry::create(x).value();
        QVERIFY(!read(kHandMadeKillerJson, withX));
        ParseOptions plain;
        plain.geometry = Geometry::create(GeometrySpec::forSize(4)).value();
        QVERIFY(read(kHandMadeKillerJson, plain));
    }

    // One-line JSON longer than a puzzle line (a 64x64 export with marks is
    // 1.4 MB): read whole, not cut at the line bound (issue 36, class 8);
    // past the JSON bound, refused as too large rather than as broken JSON.
    void longOneLineJsonIsReadWhole()
    {
        const auto withTitle = [](std::size_t length) {
            std::string json = kHandMadeKillerJson;
            const std::string_view title = "Hand-made 4x4 killer";
            return json.replace(json.find(title), title.size(), std::string(length, 'y')) + "\n";
        };
        const auto entries = parsePuzzleFile(withTitle(1400000));
        QCOMPARE(int(entries.size()), 1);
        QVERIFY2(entries[0].puzzle, entries[0].puzzle ? "" : entries[0].puzzle.error().message.c_str());
        QCOMPARE(entries[0].puzzle->title.size(), std::size_t(1400000));

        const auto huge = parsePuzzleFile(withTitle(17u << 20));
        QCOMPARE(int(huge.size()), 1);
        QVERIFY(!huge[0].puzzle);
        QCOMPARE(huge[0].puzzle.error().code, ParseErrorCode::TooLarge);
    }

    // Errors point at the cell's line and column however far into the text
    // it is: positions are kept every kilobyte and walked on from there
    // (class 2), so the answer must match a walk from the start.
    void errorsPointAtTheirPlaceDeepInTheText()
    {
        for (const std::size_t padding : {std::size_t(0), std::size_t(1023), std::size_t(1024), std::size_t(5000)}) {
            // A long title (some multi-byte characters, a line break) before the grid.
            std::string text = "{\"title\": \"" + std::string(padding, 'a') + "\u00e9\",\n \"size\": 4, \"grid\": [";
            text += "[{},{},{},{}],\n[{},{},{\"value\": 9},{}],[{},{},{},{}],[{},{},{},{}]]}";
            const auto parsed = parsePuzzle(text);
            QVERIFY(!parsed);
            const std::size_t at = text.find("{\"value\": 9}") + std::string_view("{\"value\": ").size();
            const std::size_t lineStart = text.rfind('\n', at) + 1;
            QCOMPARE(parsed.error().line, 3);
            QCOMPARE(parsed.error().column, int(at - lineStart) + 1);
        }
    }
};

QTEST_MAIN(TestFPuzzles)
#include "tst_fpuzzles.moc"
