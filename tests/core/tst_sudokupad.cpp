// SPDX-License-Identifier: GPL-3.0-or-later
// SudokuPad's SCL links: ids "scl…" and "ctc…" in every link form, LZ-String
// unpacked and PuzzleZipper undone; givens, regions (boxes and jigsaw),
// title, author, rules and solution from the metadata cages; the rules told
// from drawings (killer cages, kropki dots, XV, thermometers, arrows), the
// rest kept as drawings; a puzzle that may hold rules not read plays against
// its solution (the app) or is refused (pencilmark-cli); bad input says what
// is wrong; the rules read written back as f-puzzles read the same.
//
// The links were made outside the project from JSON written by hand for
// these tests, zipped as PuzzleZipper zips and packed by the reference
// lz-string package from npm, except kParityFish: "Parity Fish" by Marty
// Sears, as published in the README of SakanaAI/Sudoku-Bench (made with
// Sudoku Maker).
#include "core/formats/lz_string.h"
#include "core/formats/puzzle_format.h"
#include "core/solver/exact_solver.h"

#include <QtTest>

#include "tests/support/format_samples.h"

#include <algorithm>
#include <chrono>

using namespace pm;
using pm::test::solutionLine;

Q_DECLARE_METATYPE(std::string)
Q_DECLARE_METATYPE(pm::ParseErrorCode)

namespace {

const std::string kKiller =
    "sclN4YwpgXA2lA08F1Z0c+sko0gTpGUADLIZsQIybklWyWZGwBMZsAzLS8tRw0zcn6VkbAVFH1kUfl2ntMo2aN5IQAQ2jAAbhADk"
    "AFwCW+gDaQABAAk1AOwAmAWgC2au2HMBlAMIAZcwGtDEzMcXQBfWG09NQBXfQALAHscCHMABTAbECCXHH9zfTAAZ30i8MidXRwYs"
    "yLUgDlklxNzIpi7RP8Y82ra8zUABwGTAE8AOnMAEUMAc2Mi80MbfvN1Gfc2pwLExdLt/TUW2ztzDpsAHQMesAGwNX0x8tB8RlJkC"
    "gQkHVEYm0MARxikH0EWe0EYsmIvFgOgA7LBfgCgRAQZFwODqG85KQvhB4YjAcDQeiYNRhFBqLIZJ8YXiEX9CSjiS8eJh+NCdABWe"
    "lIolol5CBRiCQ0nQANh5jNRYJgiiFHIg3IJyJBCDCQA";
const std::string kKinds =
    "sclN4YwpgXA2lA0vAG4QMwF9YF1Z3t3WO8W2ATpDFAAyxX40CM+DtzsT+1sATPbCm144WAzt1Y5xTHCglRZHHFHFDl/fLNWzR2AP"
    "bRQAF2hUAdAFZ22AO4QzsgBZ3Ts0hEOwQ3CAGIAYp4MvjSGkADkYRhG0CwMFjbOjomwbh5ewYEZoRARUSDGUHGWQrZm3JZOZZZuA"
    "Gae3v6ZjTUAzhDcLNlhAGqRCPkxFuzxsKWmABxJZpMp7pkAhgyLi/UQNesbsK0QDABssABGuqQAJmCkAMoAlgBekJZdkdgArgYDy"
    "kNFCdMVzuPVcxAQQAwn5QaDVuCwX40NgADZvCBQiGGJwdUYAB2gH0sXxknxG8iGZnMmEwsNg80RyyWLAcCPssFREEs1ixMDi3Ckp"
    "i59GJhKKtHi5OwICpUFAFHkPA06mwyFkzwAdlcAI7PSCGKLIMKGK6GOGQAAEAFFEOcAJ5GgDWVyVJz6SBypGehraRoA0qRdBjbUa"
    "TrpDC1YEaABrdEPzI2o84AW10sbAoVIkaVRvmpG91nT9vTNqucMNpCNYoA5mBTI6dS1dHDnnrdEqIEaGNwUAAWDutjqdzsdJ5oIA"
    "===";
const std::string kKindsAndLine =
    "sclN4YwpgXA2lA0vAG4QMwF9YF1Z3t3WO8W2ATpDFAAyxX40CM+DtzsT+1sATPbCm144WAzt1Y5xTHCglRZHHFHFDl/fLNWzR2AP"
    "bRQAF2hUAdAFZ22AO4QzsgBZ3Ts0hEOwQ3CAGIAYp4MvjSGkADkYRhG0CwMFjbOjomwbh5ewYEZoRARUSDGUHGWQrZm3JZOZZZuA"
    "Gae3v6ZjTUAzhDcLNlhAGqRCPkxFuzxsKWmABxJZpMp7pkAhgyLi/UQNesbsK0QDABssABGuqQAJmCkAMoAlgBekJZdkdgArgYDy"
    "kNFCdMVzuPVcxAQQAwn5QaDVuCwX40NgADZvCBQiGGJwdUYAB2gH0sXxknxG8iGZnMmEweSRVF2VGBIScDBo1ixMBJPEJrJQ8XJ2"
    "HmiOWSxYDgR9lgqIgliZ2Li3Ckphl9GJhKKtC5sM8vKgoAo8h4GnU2GQsmeADsrgBHZ6QQxRZBhQxXQxwyAAAgAoohzgBPZ0Aayu"
    "xpOfSQOVIzydbWdAGlSLoMX7nSddIYWrBnQANbqp+bO1HnAC2ujzYFCpCzxud81IMesFYDFd9VzhTtIzpA8wA5mBTEHbS1dHDnvb"
    "dMaIM6GNwUAAWKfjjrT6cdJ5oIA";
const std::string kLineNoSolution =
    "sclN4YwpgXA2lA0vAG4QMwF9YF1Z3t3WO8W2ATpDFAAyxX40CM+DtzsT+1sATPbCm144WAzt1Y5xTHCglRZHHFHFDl/fLNWzR2AP"
    "bRQAF2hUAdAFZ22AO4QzsgBZ3Ts0hEOwQ3CAGIAYp4MvjSGkADkYRhG0CwMFjbOjomwbh5ewYEZoRARUSDGUHGWQrZm3JZOZZZuA"
    "Gae3v6ZjTUAzhDcLNlhAGqRCPkxFuzxsKWmABxJZpMp7pkAhgyLi/UQNesbsK0QDABssABGuqQAJmCkAMoAlgBekJZdkdgArgYDy"
    "kNFCdMVzuPVcxAQQAwn5QaDVuCwX40NgADZvCBQiGGJwdUYAB2gH0sXxknxG8iGZnMmEweSRVF2VGBIScDBo1ixMBJPEJrJQ8XJ2"
    "HmiOWSxYDgR9lgqIgliZ2Li3Ckphl9GJhKKtC5sM8vKgoAo8h4GnU2GQsmeADsrgBHZ6QQxRZBhQxXQxwyAAAgAoohzgBPZ0Aayu"
    "xpOfSQOVIzydbWdAGlSLoMX7nSddIYWrBnQANbqp+bO1HnAC2ujzYFCpCzxud81IMesFYDFd9VzhTtIzpA8wA5mBTE80EA=";
const std::string kTextRule =
    "sclN4YwpgXA2lA0vAG4QMwF9YF1Z3t3WO8W2ATpDFAAyxX40CM+DtzsT+1sATPbCm144WAzt1Y5xTHCglRZHHFHFDl/fLNWzR2AP"
    "bRQAF2hUAdAFZ22AO4QzsgBZ3Ts0hEOwQ3CAGIAYp4MvjSGkADkYRhG0CwMFjbOjomwbh5ewYEZoRARUSDGUHGWQrZm3JZOZZZuA"
    "Gae3v6ZjTUAzhDcLNlhAGqRCPkxFuzxsKWmABxJZpMp7pkAhgyLi/UQNesbsK0QDABssABGuqQAJmCkAMoAlgBekJZdkdgArgYDy"
    "kNFCdMVzuPVcxAQQAwn5QaDVuCwX40NgADZvCBQiGGJwdUYAB2gH0sXxknxG8iGZnMmEwsNg80RyyWLAcCPssFREEs1ixMDi3Ckp"
    "i59GJhKKtHi5OwICpUFAFHkPA06mwyFkzwAdlcAI7PSCGKLIMKGK6GOGQAAEAFFEOcAJ5GgDWVyVJz6SBypGehraRuBYDhcJaRvm"
    "NpVAHMHIYADphX0AW105r9GPmpEMRsj8ytSt0SYcujhJyNqLARpa80jBZOV0D+tMjp1LWzzz1uiVECNDG4KAALB3Wx1O52Ok80EA"
    "===";
const std::string kJigsaw =
    "sclN4YwpgXA2lwG4QIwF8A06C6qrtVnm2u8EATMhlgE6QxQAMq9+jiLqp+iTl2DqAZi6D8pEdm6d8Ubm2xjm81HKgCe0sZ2xqVar"
    "apGVkQA";
const std::string kPlainKiller =
    "sclN4IgxgpgNlDOIC4DaTgF8A06ufQXQ1V2JwKJwv0OxuLwJACcIBzASwHsA7eZFABgz8yggIxlRQiRnFkkggEwiMAZmlLCktXIV"
    "TCu8YRV6kx2YSS6Nl1WWPXj2hmACGLCL1QgAbi6gBXCEQQABc2EKgIBAACAAkXLgATAFoAWxdEiGiAZQBhABlogGs2GAhGEFwfP0"
    "Dgl38QgAsORhiABQguMFL0xiLokI8Q+CrfAKCEJn9I2BiAORb0qGjYf0SOIv9oxmmPaJcABwOoAE8AOmiAETZ2Yei2Ln3o13cV/1"
    "SBjnu7kI4Qv32SWi6y4AHIQtsIAcIC4QmdKlhwNA4IgBCYxPQMNVxsEVCAsf4uGwAI61BAhHYQKqQGCeeQYayCbRYsZkkAAdnxIE"
    "JJLJFMC1ORdMkwn0UgYrImHK5PNJE35VMRNJRfEkhiQkmsVkx2LZnIJRLliAVgtpqI1tjFzN1UoArDLDXzKaaVSgDHYTGYdZLggA"
    "2B28+XOpVC832D3Wn2Te0GwPG514NBAA===";
const std::string kBadJson =
    "sclN4YwpgXA2lA0sF1Z0UA=";
const std::string kNoCells =
    "sclN4JwpgXA2jAMA0sC68oIIwquxWeazXgCYsEBmPEqyw43VezVchqVg1Ke0x+SltUG0kAXyA==";
const std::string kTooBig =
    "sclN4YwpgXA2lA08MU5LVvWgurOG/4P210NLIOPKupUpvuroecKZffTY+6S5/779ugoexGjm4ifSnTGOOT1mKyylawXqWarXh27O"
    "mgzX3HaRs+VOXE1m/Dv3HN55ddn3xzwe+7fW/3VAlWDFULlw6UiJaNFYoXiBC3sKZJS9NPTDEiyMnNzsgqJMot4S0oREpXKK2Crh"
    "Gor6jmaxRtLW7Xaizslugt6GQZl+3OGTTABfIA=";
const std::string kRegionOutside =
    "sclN4YwpgXA2lA08F1Z0c+sko0gTpGUADLIZsQIybklWyWZGwBMZsAzLS8tRw0zcn6VkbAVFH1kUfl2ntMo2QBZYShOoC+QA===";
const std::string kRagged =
    "sclN4YwpgXA2lA08F1Z1klrn1UgTpGUADLIWsQIxrklWyVpGwBMZsAzLS8tRw0zcn6VkbAVFH1kUfl2ns0o2aN4IAvkA===";
const std::string kBadValue =
    "sclN4YwpgXA2lA08F1Z1sAbhA7AX1kley8eSATpDFAAyxX40CM+DtzsT+1sATPbAMxteyFoM7dWyCU2T9JUOR2RQJwlQPxy1csQm"
    "xA=";
const std::string kNoRegions =
    "sclN4YwpgXA2lA08F1Z0c+skowgvkA=";
const std::string kParityFish =
    "sclN4SwJgXA5AzgHjAtgfQLIEMBOAXAngZQFMsZkBWADgAYBjANgDMwAjV9ATmYeasIHYAjOkID2VACziGVAExhxNKABpEhbOjDp"
    "1EYDAD2AV0w1C0fAbB6A1gYAEGK4Uy2AbjNlkAdLM8zxAWhoaBjJ0CjpldANsAAs9TGgMHFxbIhJlTAMAG0IYaAA5eMR0LNsYC2s"
    "7TJyYW3QAB3qs3ABuWwYQLNLYwlsAc0xwWwB3EFjbHtswED6x2oF/djK9CZitKZm5qb0AOwAdKGxbTEJ64iOQHbqdlMw9YaVbGj0"
    "sg0Qdx/QdsFtizEcfgBmOCA2zMPRwTx7HYAFWGKxMXVqGgAVugTDsjiVdn06sdCD8spdeogDDAjs9MehLrZdr1CC5CFdprMsd9aT"
    "tenowD8WWMobD4U9CEinrtOTRsASwSl0CMYmNepYKbt1DTKTBCDRoiBGRtWTABXCESKsrVKRKpT9mLKwVl0VZtiqqTS+dhasMYk4"
    "uZzbCBapYDMwcqsuT1MJ5lPpXtgQLtoBQyOJAXR2AI+DJ2Hw6DIyAIKIDxAIZIW+BR2GQ6EWKxQS3Q+JXy4C+OIZMXmwJxHQyOwK"
    "GXK+xWwIU2na83xGRCzJBI32MpmLNin1TFAYthsPU8gB6LcgTwgRB9IyeZ6ILc7QEgADy2HE+U8KLOfXni/Qy709XRY1wEAESmw0"
    "AAApYN+tgAGL+jEUAAL5KCYEAANoIUoKGoShAC6SjIWhqGYdhOFKHhBEYVhxGEaRxFEZRFEEVRtGYSciFIVQShUHhLECOxSgyHhf"
    "5sVhf6cQJ3F4TIrGiUoQkIWJPF4QhLGAlx4hcWQvFKIpwnKcJqlYWJGnSUoWkGapcksXQXF8FxFBqeZwmWcJ1m6UotkGfZBnWXJg"
    "LiVhXlSV5PFYeI3kIUFUlBQFCFkMFUVSVFslYQhXn6V5RleTpIXqXhQVGUF6VRfpUVGVFJkJV5LleW5XmORlLlBW5QXVVFLlRW5U"
    "UeQldDBZ1UmdRFfDBf1Un9RFFDBaNUmjfFSGdfpnVGZ16X9fp/VGf16Wjfpo1GaNJXTc5eGdW5nXVf1Ln9W5/XVaNLmjW5o0eZhe"
    "iIcAkqIYCnhtZhwwQFQniFkoMQ/X9QWxL+vijVK0DKDQEAAMQsQk2BwTIcNgXBAhw1QsEvQBIUfUojnfb9/2A8TIOAwI4P/iu0OY"
    "0oiPI6j6OY9jr2RfjhNAyTXPk2DMgQzTcF0wzNAo7DaM0Bj8Os7j4j40JRPAwDPP/hTVOQ1AtPw/TEBI6LTOSyzSg44hk0fV9Kuk"
    "0roOU/z1NQ0L2si2LEtS1jxts/1v06Yr3Nk6rfMCw7MNO7rjPi8z0se7jfHm0ovtBVb/02+rgshwjYf6xHhtRybCF0Pj9kJ8r/sp"
    "3bGtaxnesu5H7t5wXMUW/7Se87bQea47Vfh67Rt5xQHNN0rLcB239sd+nOvVwbbsy4hfD4z7lsq2X7eV5P3e17PCF/u9i/N8vavl"
    "2nwuZzXOd157SheHvQ8H4HY9r870+92zYkN4PfvW4fq+d+vWc97nNm3sRLxyXqXb+D9f5P2zjPaOiE/xyxvp/ZOECK5QNPs/QBuN"
    "fJx19l5JOXk0EhzRtAi+2DC4f3wVzQhx8I6kK3jJXB1CS5/RocHJm9C4EIX7nFShLDARsPHhwjBWDTZKHnkgqhxNBFaxISIrG6Fo"
    "JAA";

std::string digitsOf(const std::vector<std::uint8_t>& digits)
{
    std::string text;
    for (std::uint8_t digit : digits)
        text += char('0' + digit);
    return text;
}

std::vector<ConstraintKind> kindsOf(const Geometry& geometry)
{
    std::vector<ConstraintKind> kinds;
    for (const Constraint& constraint : geometry.constraints())
        kinds.push_back(constraint.kind);
    std::sort(kinds.begin(), kinds.end());
    return kinds;
}

// A 4x4 SCL link made here, from PuzzleZipper's form written by hand (the
// project's packing is checked against the reference in tst_fpuzzles):
// empty cells, 2x2 boxes, and `more` members.
std::string zipped4x4(const std::string& more)
{
    const std::string text = "{ce:[[,,,],[,,,],[,,,],[,,,]],re:[[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],"
                             "[[2,0],[2,1],[3,0],[3,1]],[[2,2],[2,3],[3,2],[3,3]]]"
                           + more + "}";
    return "https://sudokupad.app/scl" + formats::lzStringCompressToBase64(text);
}

ParseOptions appOptions()
{
    ParseOptions options;
    options.unknownRulesWithSolution = true;
    return options;
}

} // namespace

class TestSudokuPad : public QObject {
    Q_OBJECT

private slots:
    void killerLinkPlaysWithItsCagesAndNotes()
    {
        auto parsed = parsePuzzle("https://sudokupad.app/" + kKiller);
        QVERIFY2(parsed, parsed ? "" : parsed.error().message.c_str());
        QCOMPARE(parsed->format, PuzzleFormat::SudokuPad);
        QCOMPARE(std::string(formatKey(parsed->format)), std::string("sudokupad"));
        QCOMPARE(parsed->title, std::string("Hand-made SCL killer"));
        QCOMPARE(parsed->author, std::string("Pencilmark tests"));
        QCOMPARE(parsed->rules, std::string("Normal sudoku rules apply. Digits in a cage sum to its total and don't repeat."));
        const Geometry& geometry = parsed->grid.geometry();
        QCOMPARE(geometry.size(), 4);
        QCOMPARE(geometry.spec().boxRows, 2);
        QVERIFY(geometry.spec().regions.empty());
        QCOMPARE(int(geometry.cages().size()), 7);
        QCOMPARE(geometry.cages()[3], (Cage{{5, 6, 10}, 7}));
        QVERIFY(geometry.constraints().empty());
        QVERIFY(parsed->drawings.empty());
        QVERIFY(parsed->unknownRules.empty());
        QCOMPARE(solutionLine(parsed->grid), std::string("1234341241232341"));
    }

    void everyLinkFormReadsTheSamePuzzle_data()
    {
        QTest::addColumn<std::string>("text");
        const std::string id = kKiller.substr(3);
        std::string escaped;
        for (char c : id)
            escaped += c == '+' ? std::string("%2B") : c == '/' ? std::string("%2F") : std::string(1, c);
        QTest::newRow("bare scl") << kKiller;
        QTest::newRow("bare ctc") << "ctc" + id;
        QTest::newRow("sudokupad.app") << "https://sudokupad.app/" + kKiller;
        QTest::newRow("?puzzleid=") << "https://sudokupad.app/?puzzleid=" + kKiller + "&setting-nogrid=1";
        QTest::newRow("/sudoku/") << "https://sudokupad.app/sudoku/" + kKiller;
        QTest::newRow("sudokupad://") << "sudokupad://puzzle/" + kKiller;
        QTest::newRow("crackingthecryptic") << "https://app.crackingthecryptic.com/sudoku/ctc" + id;
        QTest::newRow("percent-encoded") << "https://sudokupad.app/scl" + escaped;
        QTest::newRow("settings after ?") << "  sudokupad.app/" + kKiller + "?setting-conflictchecker=0";
        QTest::newRow("plain JSON, not zipped") << "https://sudokupad.app/" + kPlainKiller;
    }

    void everyLinkFormReadsTheSamePuzzle()
    {
        QFETCH(std::string, text);
        auto parsed = parsePuzzle(text);
        QVERIFY2(parsed, parsed ? "" : parsed.error().message.c_str());
        QCOMPARE(parsed->format, PuzzleFormat::SudokuPad);
        QCOMPARE(int(parsed->grid.geometry().cages().size()), 7);
        QCOMPARE(parsed->title, std::string("Hand-made SCL killer"));
        // A file of links reads each as a puzzle.
        const auto entries = parsePuzzleFile(text + "\n" + text + "\n");
        QCOMPARE(int(entries.size()), 2);
        QVERIFY(entries[1].puzzle.ok());
    }

    void jigsawRegionsAndGivens()
    {
        auto parsed = parsePuzzle(kJigsaw);
        QVERIFY2(parsed, parsed ? "" : parsed.error().message.c_str());
        const GeometrySpec& spec = parsed->grid.geometry().spec();
        QCOMPARE(spec.regions, (std::vector<int>{0, 0, 0, 1, 0, 2, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3}));
        QCOMPARE(parsed->grid.value(0), 1);
        QVERIFY(parsed->grid.isGiven(0));
        QCOMPARE(parsed->grid.value(15), 2); // written as the string "2"
        QCOMPARE(parsed->grid.givenCount(), 2);
    }

    void rulesToldFromTheirDrawings()
    {
        auto parsed = parsePuzzle(kKinds);
        QVERIFY2(parsed, parsed ? "" : parsed.error().message.c_str());
        const Geometry& geometry = parsed->grid.geometry();
        QCOMPARE(kindsOf(geometry), (std::vector<ConstraintKind>{ConstraintKind::Thermometer, ConstraintKind::Arrow,
                                                                  ConstraintKind::WhiteDot, ConstraintKind::BlackDot,
                                                                  ConstraintKind::XV}));
        const auto has = [&](const Constraint& wanted) {
            const auto& all = geometry.constraints();
            return std::find(all.begin(), all.end(), wanted) != all.end();
        };
        QVERIFY(has(Constraint{ConstraintKind::WhiteDot, {{0, 1}}, {1}}));
        QVERIFY(has(Constraint{ConstraintKind::BlackDot, {{1, 5}}, {2}}));
        QVERIFY(has(Constraint{ConstraintKind::XV, {{5, 6}}, {5}}));
        QVERIFY(has(Constraint{ConstraintKind::Thermometer, {{9, 13, 12}}}));
        QVERIFY(has(Constraint{ConstraintKind::Arrow, {{5}, {5, 0, 4}}}));
        QCOMPARE(geometry.cages(), (std::vector<Cage>{{{14, 15}, 3}}));
        // Everything drawn was read as a rule: nothing left to draw or to
        // check against the solution, which the rules alone reach.
        QVERIFY(parsed->drawings.empty());
        QVERIFY(parsed->unknownRules.empty());
        QVERIFY(parsed->solution.empty());
        QCOMPARE(solutionLine(parsed->grid), std::string("1234341221434321"));
        QCOMPARE(parsed->title, std::string("Every kind"));
    }

    void recognisedRulesWriteBackAsFPuzzles()
    {
        auto parsed = parsePuzzle(kKinds);
        QVERIFY(parsed);
        const auto json = writeFPuzzles(parsed->grid, PuzzleNotes{parsed->title, parsed->author, parsed->rules, {}, {}});
        QVERIFY(json);
        auto again = parsePuzzle(*json);
        QVERIFY2(again, again ? "" : again.error().message.c_str());
        QCOMPARE(again->format, PuzzleFormat::FPuzzles);
        QCOMPARE(again->grid.geometry().spec(), parsed->grid.geometry().spec());
        QCOMPARE(again->title, parsed->title);
        QCOMPARE(again->rules, parsed->rules);
    }

    void cagesAreRulesOnlyWhenTheySaySo_data()
    {
        QTest::addColumn<std::string>("cage");
        QTest::addColumn<int>("killers");
        QTest::addColumn<int>("distinct");
        QTest::addColumn<int>("drawn");
        QTest::newRow("unique, a sum") << std::string("{ce:[[0,0],[0,1]],v:3,unique:t}") << 1 << 0 << 0;
        QTest::newRow("killer style") << std::string("{ce:[[0,0],[0,1]],v:'3',style:'killer'}") << 1 << 0 << 0;
        QTest::newRow("sum in \"sum\"") << std::string("{ce:[[0,0],[0,1]],sum:3,unique:t}") << 1 << 0 << 0;
        QTest::newRow("unique, no sum") << std::string("{ce:[[0,0],[0,1]],unique:t}") << 0 << 1 << 0;
        QTest::newRow("extra region") << std::string("{ce:[[0,0],[1,1]],style:'extraregion',unique:t,sum:3}") << 0 << 1 << 0;
        QTest::newRow("says nothing") << std::string("{ce:[[0,0],[0,1]],v:3}") << 0 << 0 << 1;
        QTest::newRow("repeats allowed") << std::string("{ce:[[0,0],[0,1]],v:3,unique:f}") << 0 << 0 << 1;
        QTest::newRow("not connected") << std::string("{ce:[[0,0],[0,2]],v:4,unique:t}") << 0 << 0 << 1;
        QTest::newRow("sum out of reach") << std::string("{ce:[[0,0],[0,1]],v:30,unique:t}") << 0 << 0 << 1;
        QTest::newRow("text") << std::string("{ce:[[0,0],[0,1]],v:'A',unique:t}") << 0 << 0 << 1;
    }

    void cagesAreRulesOnlyWhenTheySaySo()
    {
        QFETCH(std::string, cage);
        QFETCH(int, killers);
        QFETCH(int, distinct);
        QFETCH(int, drawn);
        auto parsed = parsePuzzle(zipped4x4(",ca:[" + cage + "]"), appOptions());
        QVERIFY2(parsed, parsed ? "" : parsed.error().message.c_str());
        QCOMPARE(int(parsed->grid.geometry().cages().size()), killers);
        QCOMPARE(int(parsed->grid.geometry().constraints().size()), distinct);
        QCOMPARE(int(parsed->drawings.size()), drawn);
        if (drawn > 0) {
            QCOMPARE(parsed->drawings.front().kind, Drawing::Kind::Cage);
            // Without a solution the app reads it with the rules read; the
            // CLI refuses it.
            QVERIFY(parsed->unknownRules.empty());
            auto cli = parsePuzzle(zipped4x4(",ca:[" + cage + "]"));
            QVERIFY(!cli);
            QVERIFY2(cli.error().message.find("cages without a sum") != std::string::npos, cli.error().message.c_str());
        }
    }

    void zippedValuesAndGlobalRules()
    {
        // Quotes escaped by the zipper, its colours (#0, #F, RRGGBB) and
        // flags, a text shape kept as a drawing, anti-knight from "global".
        auto parsed = parsePuzzle(
            zipped4x4(",global:['antiknight'],o:[{ct:[0.5,0.5],w:0.6,h:0.6,r:f,c2:C0C0C0,c1:#0,c:#F,te:'it\\'s'}],"
                      "ca:[{v:'title: Bob\\'s {test}, [a:t]'},{v:'solution: 1234432134122143'}]"),
            appOptions());
        QVERIFY2(parsed, parsed ? "" : parsed.error().message.c_str());
        QCOMPARE(parsed->title, std::string("Bob's {test}, [a:t]"));
        QCOMPARE(kindsOf(parsed->grid.geometry()), (std::vector<ConstraintKind>{ConstraintKind::AntiKnight}));
        QCOMPARE(int(parsed->drawings.size()), 1);
        const Drawing& shape = parsed->drawings.front();
        QCOMPARE(shape.kind, Drawing::Kind::Rectangle);
        QCOMPARE(shape.places, (std::vector<std::vector<GridPlace>>{{{0, 0}}}));
        QCOMPARE(shape.fill, std::uint32_t(0xFFC0C0C0));
        QCOMPARE(shape.outline, std::uint32_t(0xFF000000));
        QCOMPARE(shape.ink, std::uint32_t(0xFFFFFFFF));
        QCOMPARE(shape.text, std::string("it's"));
        QCOMPARE(parsed->unknownRules, (std::vector<std::string>{"sudokupad-shapes"}));
        QCOMPARE(digitsOf(parsed->solution), std::string("1234432134122143"));
    }

    void aRuleItsSolutionBreaksIsGivenUp()
    {
        // Two white dots; the solution has 1 and 3 about the first: that dot
        // meant something else, and is drawn, not played.
        auto parsed = parsePuzzle(zipped4x4(",o:[{ct:[1,0.5],w:0.3,h:0.3,r:t,c2:#F,c1:#0},"
                                            "{ct:[0.5,1],w:0.3,h:0.3,r:t,c2:#F,c1:#0}],"
                                            "ca:[{v:'solution: 1234341221434321'}]"),
                                  appOptions());
        QVERIFY2(parsed, parsed ? "" : parsed.error().message.c_str());
        QCOMPARE(parsed->grid.geometry().constraints(),
                 (std::vector<Constraint>{Constraint{ConstraintKind::WhiteDot, {{0, 1}}, {1}}}));
        QCOMPARE(int(parsed->drawings.size()), 1);
        QCOMPARE(parsed->drawings.front().kind, Drawing::Kind::Circle);
        QCOMPARE(parsed->drawings.front().places, (std::vector<std::vector<GridPlace>>{{{0, 0}, {1, 0}}}));
        QCOMPARE(parsed->unknownRules, (std::vector<std::string>{"sudokupad-shapes"}));
        QCOMPARE(int(parsed->solution.size()), 16);
    }

    void writesASudokuPadLink()
    {
        // The plainest link SudokuPad opens: its "fpuzzles" id, read back
        // (as SudokuPad reads it) as the same puzzle.
        auto parsed = parsePuzzle(kKinds);
        QVERIFY(parsed);
        const auto link = writeSudokuPadLink(parsed->grid, PuzzleNotes{parsed->title, {}, parsed->rules, {}, {}});
        QVERIFY(link);
        QVERIFY2(link->starts_with("https://sudokupad.app/fpuzzlesN4Ig"), link->c_str());
        auto again = parsePuzzle(*link);
        QVERIFY2(again, again ? "" : again.error().message.c_str());
        QCOMPARE(again->format, PuzzleFormat::FPuzzles);
        QCOMPARE(again->grid.geometry().spec(), parsed->grid.geometry().spec());
        QCOMPARE(again->grid.givenCount(), 1);
        QCOMPARE(again->title, std::string("Every kind"));
    }

    void unreadDrawingPlaysAgainstTheSolution()
    {
        // A purple line (a renban in SudokuPad's looks, no rule Pencilmark
        // tells from a drawing) beside the rules read.
        auto parsed = parsePuzzle(kKindsAndLine, appOptions());
        QVERIFY2(parsed, parsed ? "" : parsed.error().message.c_str());
        QCOMPARE(parsed->unknownRules, (std::vector<std::string>{"sudokupad-lines"}));
        QCOMPARE(digitsOf(parsed->solution),
                 std::string("1234341221434321"));
        // The rules read stay, and the line is drawn.
        QCOMPARE(int(parsed->grid.geometry().constraints().size()), 5);
        QCOMPARE(int(parsed->drawings.size()), 1);
        const Drawing& line = parsed->drawings.front();
        QCOMPARE(line.kind, Drawing::Kind::Line);
        QCOMPARE(line.places, (std::vector<std::vector<GridPlace>>{{{0, 2}, {0, 3}}}));
        QCOMPARE(line.outline, std::uint32_t(0xFFC060C0));
    }

    void unreadDrawingWithoutSolution()
    {
        // The app reads it with the rules told (its one-solution check
        // stands guard); pencilmark-cli, which would solve without the
        // line, refuses it and says why.
        auto app = parsePuzzle(kLineNoSolution, appOptions());
        QVERIFY2(app, app ? "" : app.error().message.c_str());
        QVERIFY(app->unknownRules.empty());
        QVERIFY(app->solution.empty());
        QCOMPARE(int(app->drawings.size()), 1);
        auto cli = parsePuzzle(kLineNoSolution);
        QVERIFY(!cli);
        QCOMPARE(cli.error().code, ParseErrorCode::Unsupported);
        QVERIFY2(cli.error().message.find("lines") != std::string::npos, cli.error().message.c_str());
        QVERIFY2(cli.error().message.find("cannot read as rules") != std::string::npos, cli.error().message.c_str());
        // With the solution the CLI refuses it as well.
        QVERIFY(!parsePuzzle(kKindsAndLine));
    }

    void rulesTextBeyondTheDrawings()
    {
        // Nothing unread is drawn, but the rules text names a knight's move.
        auto app = parsePuzzle(kTextRule, appOptions());
        QVERIFY2(app, app ? "" : app.error().message.c_str());
        QCOMPARE(app->unknownRules, (std::vector<std::string>{"sudokupad-rules-text"}));
        QCOMPARE(int(app->solution.size()), 16);
        auto cli = parsePuzzle(kTextRule);
        QVERIFY(!cli);
        QVERIFY2(cli.error().message.find("'knight'") != std::string::npos, cli.error().message.c_str());
    }

    void genuinePublishedLink()
    {
        // "Parity Fish" by Marty Sears: kropki dots drawn, its red parity
        // lines only in its rules text, its solution in "metadata".
        auto parsed = parsePuzzle("https://sudokupad.app/" + kParityFish, appOptions());
        QVERIFY2(parsed, parsed ? "" : parsed.error().message.c_str());
        QCOMPARE(parsed->title, std::string("Parity Fish"));
        QCOMPARE(parsed->author, std::string("Marty Sears"));
        QVERIFY(parsed->rules.find("Two cells adjacent along a red line") != std::string::npos);
        QVERIFY(parsed->rules.find("don't repeat") != std::string::npos); // a quote the zipper escaped
        const std::vector<ConstraintKind> kinds = kindsOf(parsed->grid.geometry());
        QCOMPARE(std::count(kinds.begin(), kinds.end(), ConstraintKind::WhiteDot), 16);
        QCOMPARE(std::count(kinds.begin(), kinds.end(), ConstraintKind::BlackDot), 5);
        QCOMPARE(parsed->unknownRules, (std::vector<std::string>{"sudokupad-rules-text"}));
        QCOMPARE(digitsOf(parsed->solution),
                 std::string("854369172976251834123478956419582367568937421237146598785694213691823745342715689"));
        // The solution keeps every dot read.
        QVERIFY(brokenConstraintCells(parsed->grid.geometry(), parsed->solution).empty());
    }

    void badInputIsRefusedWithWords_data()
    {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<ParseErrorCode>("code");
        QTest::addColumn<std::string>("says");
        QTest::newRow("not JSON") << kBadJson << ParseErrorCode::UnexpectedSymbol << std::string("not valid JSON once unzipped");
        QTest::newRow("no cells") << kNoCells << ParseErrorCode::Empty << std::string("it has no \"cells\"");
        QTest::newRow("65 rows") << kTooBig << ParseErrorCode::UnknownSize << std::string("grids of 1 to 64");
        QTest::newRow("region cell outside") << kRegionOutside << ParseErrorCode::CageMap
                                             << std::string("region 4 holds a cell outside the 4x4 grid");
        QTest::newRow("ragged") << kRagged << ParseErrorCode::RaggedRows << std::string("row 2 of \"cells\" must list 4 cells");
        QTest::newRow("value") << kBadValue << ParseErrorCode::UnexpectedSymbol
                               << std::string("the value of r2c3 must be a digit from 1 to 4");
        QTest::newRow("no regions") << kNoRegions << ParseErrorCode::Unsupported << std::string("it has no regions");
        QTest::newRow("not base64") << std::string("https://sudokupad.app/sclN4Ig{}{}{}{}{}{}{}{}")
                                    << ParseErrorCode::UnexpectedSymbol << std::string("cannot be unpacked");
        QTest::newRow("cut short") << kKiller.substr(0, 200) << ParseErrorCode::UnexpectedSymbol
                                   << std::string("cannot be unpacked");
        QTest::newRow("no id") << std::string("https://sudokupad.app/scl") << ParseErrorCode::Empty
                               << std::string("carries no puzzle");
        QTest::newRow("short link") << std::string("https://sudokupad.app/marty/parity-fish")
                                    << ParseErrorCode::Unsupported << std::string("not short ones");
    }

    void badInputIsRefusedWithWords()
    {
        QFETCH(std::string, text);
        QFETCH(ParseErrorCode, code);
        QFETCH(std::string, says);
        auto parsed = parsePuzzle(text, appOptions());
        QVERIFY(!parsed);
        QCOMPARE(parsed.error().code, code);
        QVERIFY2(parsed.error().message.find(says) != std::string::npos, parsed.error().message.c_str());
        QCOMPARE(parsed.error().line, 1);
        // Never the data itself.
        QVERIFY2(parsed.error().message.find("N4") == std::string::npos, parsed.error().message.c_str());
    }

    void hugeInputEndsQuickly()
    {
        const auto start = std::chrono::steady_clock::now();
        const std::string junk = "https://sudokupad.app/scl" + std::string(4u << 20, 'A') + "/" + std::string(1000, 'B');
        auto parsed = parsePuzzle(junk);
        QVERIFY(!parsed);
        const auto seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        QVERIFY2(seconds < 10, qPrintable(QString::number(seconds)));
    }

    void linkAfterAPuzzleIsAComment()
    {
        const std::string line = std::string(81, '.') + "  # https://sudokupad.app/" + kKiller;
        auto parsed = parsePuzzle(line);
        QVERIFY2(parsed, parsed ? "" : parsed.error().message.c_str());
        QCOMPARE(parsed->format, PuzzleFormat::Line);
    }
};

QTEST_APPLESS_MAIN(TestSudokuPad)
#include "tst_sudokupad.moc"
