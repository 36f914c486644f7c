// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/alphabet.h"
#include "core/utf8.h"

#include <QtTest>

using namespace pm;

class TestAlphabet : public QObject {
    Q_OBJECT
private slots:
    void standardAlphabets()
    {
        QCOMPARE(QString::fromStdString(Alphabet::standard(9).toUtf8()), QStringLiteral("123456789"));
        QCOMPARE(QString::fromStdString(Alphabet::standard(16).toUtf8()), QStringLiteral("123456789ABCDEFG"));
        QCOMPARE(QString::fromStdString(Alphabet::standard(25).toUtf8()),
                 QStringLiteral("123456789ABCDEFGHIJKLMNOP"));
        QCOMPARE(Alphabet::standard(64).size(), 64);
        QCOMPARE(QString::fromStdString(Alphabet::letters(16).toUtf8()), QStringLiteral("ABCDEFGHIJKLMNOP"));
        QCOMPARE(QString::fromStdString(Alphabet::zeroBased(16).toUtf8()), QStringLiteral("0123456789ABCDEF"));
    }

    void everyStandardSymbolIsDistinctAndMapsBack()
    {
        const Alphabet a = Alphabet::standard(64);
        for (int d = 1; d <= 64; ++d)
            QCOMPARE(a.digitOf(a.symbol(d)), d);
    }

    void lookups()
    {
        const Alphabet hex = Alphabet::standard(16);
        QCOMPARE(hex.digitOf(U'1'), 1);
        QCOMPARE(hex.digitOf(U'G'), 16);
        QCOMPARE(hex.digitOf(U'g'), 16); // case-insensitive without own lower case
        QCOMPARE(hex.digitOf(U'H'), 0);
        QCOMPARE(hex.digitOf(U'0'), 0);
        const Alphabet big = Alphabet::standard(40);
        QCOMPARE(big.digitOf(U'a'), 36); // lower case is its own symbol here
        QCOMPARE(big.digitOf(U'A'), 10);
    }

    void wordoku()
    {
        auto tony = Alphabet::custom("TONYBLAIR");
        QVERIFY(tony);
        QCOMPARE(tony->size(), 9);
        QCOMPARE(tony->digitOf(U'T'), 1);
        QCOMPARE(tony->digitOf(U'R'), 9);
        auto greek = Alphabet::custom("αβγδ");
        QVERIFY(greek);
        QCOMPARE(greek->size(), 4);
        QCOMPARE(QString::fromStdString(greek->symbolUtf8(2)), QStringLiteral("β"));
    }

    void customRefusals_data()
    {
        QTest::addColumn<QString>("symbols");
        QTest::newRow("repeat") << QStringLiteral("ABCA");
        QTest::newRow("blank dot") << QStringLiteral("AB.D");
        QTest::newRow("zero") << QStringLiteral("0123");
        QTest::newRow("separator") << QStringLiteral("AB|D");
        QTest::newRow("empty") << QString();
    }
    void customRefusals()
    {
        QFETCH(QString, symbols);
        auto result = Alphabet::custom(symbols.toStdString());
        QVERIFY(!result);
        QVERIFY(!result.error().empty());
    }

    void symbolsThatDrawNothingOrJoinAnotherAreRefused_data()
    {
        QTest::addColumn<QString>("symbols");
        QTest::addColumn<QString>("reason");
        const QString mark = QStringLiteral("it is a combining mark");
        const QString invisible = QStringLiteral("it is invisible or a space");
        // "e" and an acute accent look like one symbol "é" and count as two.
        QTest::newRow("acute accent") << QStringLiteral("ABCe\u0301") << QStringLiteral("symbol 5 (U+0301) cannot be a symbol: ") + mark;
        QTest::newRow("devanagari vowel sign") << QStringLiteral("\u0915\u093F\u0916\u0917") << QStringLiteral("symbol 2 (U+093F)");
        QTest::newRow("enclosing circle") << QStringLiteral("AB\u20DDD") << mark;
        QTest::newRow("variation selector") << QStringLiteral("ABC\uFE0F") << mark;
        QTest::newRow("zero-width joiner") << QStringLiteral("AB\u200DC") << QStringLiteral("symbol 3 (U+200D) cannot be a symbol: ") + invisible;
        QTest::newRow("right-to-left mark") << QStringLiteral("AB\u200FC") << invisible;
        QTest::newRow("ideographic space") << QStringLiteral("AB\u3000C") << invisible;
        QTest::newRow("line separator") << QStringLiteral("AB\u2028C") << invisible;
        QTest::newRow("no-break space") << QStringLiteral("AB\u00A0C") << QStringLiteral("(U+00A0)");
        QTest::newRow("byte order mark") << QStringLiteral("\uFEFFABC") << QStringLiteral("symbol 1 (U+FEFF)");
        QTest::newRow("tab") << QStringLiteral("AB\tC") << QStringLiteral("U+0009 cannot be a symbol: it is used for blanks or separators");
    }
    void symbolsThatDrawNothingOrJoinAnotherAreRefused()
    {
        QFETCH(QString, symbols);
        QFETCH(QString, reason);
        const auto result = Alphabet::custom(symbols.toStdString());
        QVERIFY(!result);
        QVERIFY2(QString::fromStdString(result.error()).contains(reason), result.error().c_str());
    }

    void lettersWithAccentsWrittenAsOneCharacterAreSymbols()
    {
        // Precomposed letters, CJK and emoji draw as one character each.
        for (const QString& symbols : {QStringLiteral("\u00C9\u00C8\u00CA\u00CB"), QStringLiteral("\u65E5\u6708\u706B\u6C34"),
                                       QStringLiteral("\U0001F600\U0001F601\U0001F602\U0001F603")}) {
            const auto result = Alphabet::custom(symbols.toStdString());
            QVERIFY2(result, qPrintable(symbols));
            QCOMPARE(result->size(), 4);
        }
    }

    void utf8RoundTripAndJunk()
    {
        const std::string text = "a\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80";
        const std::u32string decoded = decodeUtf8(text);
        QCOMPARE(int(decoded.size()), 4);
        std::string back;
        for (char32_t c : decoded)
            back += encodeUtf8(c);
        QCOMPARE(back, text);
        // Truncated and stray bytes decode one by one to values past any
        // character (kInvalidUtf8Base + the byte), never a crash, and the
        // valid character after them survives; written out, they become
        // replacement characters.
        const std::u32string junk = decodeUtf8(std::string("\xE2\x82") + "A\xFF\xC3");
        QCOMPARE(junk, (std::u32string{kInvalidUtf8Base + 0xE2, kInvalidUtf8Base + 0x82, U'A', kInvalidUtf8Base + 0xFF,
                                       kInvalidUtf8Base + 0xC3}));
        std::string written;
        for (char32_t c : junk)
            written += encodeUtf8(c);
        QCOMPARE(written, std::string("\xEF\xBF\xBD\xEF\xBF\xBD" "A" "\xEF\xBF\xBD\xEF\xBF\xBD"));
    }
};

QTEST_GUILESS_MAIN(TestAlphabet)
#include "tst_alphabet.moc"
