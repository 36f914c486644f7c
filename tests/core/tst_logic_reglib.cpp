// SPDX-License-Identifier: GPL-3.0-or-later
// HoDoKu's regression library: for every technique Pencilmark implements,
// each case's start state must yield a step of that technique whose effect
// includes the expected eliminations and placements; "must not be found"
// cases must yield none. Pass counts per technique are printed, and each
// must reach the minimum recorded in tests/data/logic/reglib_minimum.tsv
// (raise it when a finder improves; it never goes down).
#include "core/logic/finders.h"
#include "core/logic/logic_solver.h"
#include "tests/support/reglib.h"
#include "tests/support/test_data.h"

#include <QtTest>

#include <algorithm>
#include <map>

using namespace pm;
using namespace pm::logic;
using namespace pm::test;

namespace {

// Techniques that count as finding a case of this HoDoKu code: the mapped one,
// plus close relatives where HoDoKu's naming draws a line elsewhere (its
// hidden single is of any house; its nice loops and AICs are one family here).
std::vector<Technique> acceptedTechniques(const std::string& code, Technique mapped)
{
    if (code == "0002")
        return {Technique::HiddenSingleBox, Technique::HiddenSingleLine, Technique::HiddenSingleOther};
    if (code.rfind("070", 0) == 0 || code.rfind("071", 0) == 0)
        if (code != "0703")
            return {Technique::XChain, Technique::XYChain, Technique::NiceLoop, Technique::AlternatingInferenceChain,
                    Technique::GroupedXChain, Technique::GroupedAic};
    if (code == "0310" || code == "0320")
        return {Technique::FinnedXWing, Technique::SashimiXWing};
    if (code == "0311" || code == "0321")
        return {Technique::FinnedSwordfish, Technique::SashimiSwordfish};
    if (code == "0312" || code == "0322")
        return {Technique::FinnedJellyfish, Technique::SashimiJellyfish};
    if (code == "0500" || code == "0501")
        return {Technique::SimpleColoursTrap, Technique::SimpleColoursWrap};
    return {mapped};
}

bool covers(const std::vector<CellDigit>& found, const std::vector<CellDigit>& expected)
{
    return std::all_of(expected.begin(), expected.end(),
                       [&](const CellDigit& e) { return std::find(found.begin(), found.end(), e) != found.end(); });
}

std::map<std::string, int> loadMinimums()
{
    std::map<std::string, int> minimums;
    for (const auto& row : loadTsv(testDataPath(QStringLiteral("logic/reglib_minimum.tsv"))))
        minimums[row.at("technique")] = std::stoi(row.at("minimum_passed"));
    return minimums;
}

} // namespace

class TestLogicReglib : public QObject {
    Q_OBJECT
private slots:
    void regressionLibrary()
    {
        const auto cases = loadReglib();
        QVERIFY(cases.size() >= 1000);
        struct Tally {
            int cases = 0;
            int passed = 0;
            std::vector<int> failedLines;
        };
        std::map<std::string, Tally> tally; // by Pencilmark key
        for (const ReglibCase& c : cases) {
            const auto mapped = techniqueForHodokuCode(c.code);
            if (!mapped || !finderFor(*mapped))
                continue;
            LogicOptions options;
            options.uniquenessKnown = true;
            bool found = false;
            for (Technique t : acceptedTechniques(c.code, *mapped)) {
                if (!finderFor(t))
                    continue;
                for (const Step& step : findAll(c.state, t, options))
                    if (covers(step.eliminations, c.eliminations) && covers(step.placements, c.placements)
                        && !(c.eliminations.empty() && c.placements.empty())) {
                        found = true;
                        break;
                    }
                if (found)
                    break;
            }
            const std::string key = std::string(info(*mapped).key) + (c.failCase ? " (must not find)" : "");
            Tally& t = tally[key];
            ++t.cases;
            if (found != c.failCase)
                ++t.passed;
            else
                t.failedLines.push_back(c.line);
        }
        const auto minimums = loadMinimums();
        QStringList shortfalls;
        qInfo("%-36s %6s %6s  %s", "technique", "passed", "cases", "failed reglib lines (first 8)");
        for (const auto& [key, t] : tally) {
            QStringList lines;
            for (size_t i = 0; i < t.failedLines.size() && i < 8; ++i)
                lines << QString::number(t.failedLines[i]);
            qInfo("%-36s %6d %6d  %s", key.c_str(), t.passed, t.cases, qPrintable(lines.join(u' ')));
            const auto it = minimums.find(key);
            const int minimum = it == minimums.end() ? t.cases : it->second;
            if (t.passed < minimum)
                shortfalls << QStringLiteral("%1: %2 < %3").arg(QString::fromStdString(key)).arg(t.passed).arg(minimum);
        }
        QVERIFY2(shortfalls.isEmpty(), qPrintable(shortfalls.join(QStringLiteral("; "))));
        QVERIFY(!tally.empty());
    }
};

QTEST_GUILESS_MAIN(TestLogicReglib)
#include "tst_logic_reglib.moc"
