// SPDX-License-Identifier: GPL-3.0-or-later
// Every deduction must agree with the puzzle's unique solution: no placement
// of a wrong digit, no elimination of the true one. Checked on whole solve
// paths of public puzzles (every technique the path uses) and, technique by
// technique, on every instance each finder reports in mid-solve states of
// HoDoKu's solution paths.
#include "core/formats/puzzle_format.h"
#include "core/logic/finders.h"
#include "core/logic/logic_solver.h"
#include "core/solver/exact_solver.h"
#include "tests/support/reglib.h"
#include "tests/support/test_data.h"

#include <QtTest>

#include <algorithm>

#include <map>

using namespace pm;
using namespace pm::logic;
using namespace pm::test;

namespace {

// The first wrong effect of a step, described, or empty when sound.
QString unsoundEffect(const Step& step, const std::vector<std::uint8_t>& solution)
{
    for (const CellDigit& p : step.placements)
        if (solution[p.cell] != p.digit)
            return QStringLiteral("%1 places %2 in cell %3 (solution %4)")
                .arg(QString::fromLatin1(info(step.technique).key.data(), int(info(step.technique).key.size())))
                .arg(p.digit)
                .arg(p.cell)
                .arg(solution[p.cell]);
    for (const CellDigit& e : step.eliminations)
        if (solution[e.cell] == e.digit)
            return QStringLiteral("%1 eliminates the true %2 from cell %3")
                .arg(QString::fromLatin1(info(step.technique).key.data(), int(info(step.technique).key.size())))
                .arg(e.digit)
                .arg(e.cell);
    return {};
}

Grid parse81(const std::string& text)
{
    auto parsed = parsePuzzle(text);
    if (!parsed)
        qFatal("bad test puzzle %s", text.c_str());
    return parsed->grid;
}

// Sanitized, this file took six minutes: see kSanitizerThinning.
constexpr int kThinning = kSanitizerThinning;

// Every k-th puzzle of a file, up to `count` of them (fewer when sanitized).
std::vector<std::string> sample(const QString& file, int every, int count)
{
    const int thinned = std::max(20, count / kThinning);
    every *= count / thinned; // the same span of the file
    count = thinned;
    std::vector<std::string> out;
    const auto all = loadPuzzleLines(sharedDataPath(file));
    for (size_t i = 0; i < all.size() && int(out.size()) < count; i += every)
        out.push_back(all[i]);
    return out;
}

} // namespace

class TestLogicSoundness : public QObject {
    Q_OBJECT
private slots:
    void wholePaths_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("every");
        QTest::addColumn<int>("count");
        QTest::newRow("se_rated_sample") << "se_rated_sample.txt" << 29 << 500;
        QTest::newRow("cbg000_se121") << "cbg000_se121_rated.txt" << 71 << 300;
        QTest::newRow("royle17") << "royle17.txt" << 491 << 100;
        QTest::newRow("top1465") << "top1465.txt" << 7 << 150;
        QTest::newRow("forum_hardest_1106") << "forum_hardest_1106.txt" << 15 << 25;
    }
    void wholePaths()
    {
        QFETCH(QString, file);
        QFETCH(int, every);
        QFETCH(int, count);
        const auto puzzles = sample(file, every, count);
        QVERIFY(puzzles.size() >= 20);
        std::map<std::string, int> uses;
        for (const std::string& text : puzzles) {
            const Grid puzzle = parse81(text);
            const solver::SolveResult exact = solver::solve(puzzle);
            QVERIFY2(exact.outcome == solver::SolveOutcome::Unique, text.c_str());
            const SolvePath path = solvePath(puzzle);
            QVERIFY2(path.result == SolvePath::Result::Solved, text.c_str());
            for (const Step& step : path.steps) {
                const QString wrong = unsoundEffect(step, exact.solution);
                QVERIFY2(wrong.isEmpty(), qPrintable(QString::fromStdString(text) + u' ' + wrong));
                ++uses[std::string(info(step.technique).key)];
            }
            for (int cell = 0; cell < 81; ++cell)
                QCOMPARE(int(path.finalState.value(cell)), int(exact.solution[cell]));
        }
        QStringList summary;
        for (const auto& [key, n] : uses)
            summary << QStringLiteral("%1 %2").arg(QString::fromStdString(key)).arg(n);
        qInfo("%s: techniques used: %s", qPrintable(file), qPrintable(summary.join(QStringLiteral(", "))));
    }

    void everyInstanceInMidSolveStates()
    {
        // Mid-solve states from HoDoKu solution paths: every instance any
        // finder reports must be sound, not only the first.
        const auto rows = loadTsv(sharedDataPath(QStringLiteral("hodoku_solution_path_steps.tsv")));
        QVERIFY(rows.size() > 1000);
        std::map<std::string, int> instances;
        int states = 0;
        for (size_t i = 0; i < rows.size(); i += 9 * kThinning) {
            const auto& row = rows[i];
            const QStringList tokens = QString::fromStdString(row.at("grid_pm81")).split(u' ', Qt::SkipEmptyParts);
            const std::string values = row.at("values81");
            if (tokens.size() != 81 || values.size() != 81)
                continue;
            const solver::SolveResult exact = solver::solve(parse81(row.at("puzzle")));
            if (exact.outcome != solver::SolveOutcome::Unique)
                continue;
            const Grid state = test::statePm81(row.at("grid_pm81"), values);
            LogicOptions options;
            options.uniquenessKnown = true;
            for (const TechniqueInfo& t : catalogue()) {
                if (!finderFor(t.technique) || t.technique == Technique::WhatIf)
                    continue;
                for (const Step& step : findAll(state, t.technique, options)) {
                    const QString wrong = unsoundEffect(step, exact.solution);
                    QVERIFY2(wrong.isEmpty(), qPrintable(QString::fromStdString(row.at("puzzle")) + u' ' + wrong));
                    ++instances[std::string(t.key)];
                }
            }
            ++states;
        }
        QVERIFY(states >= 400 / kThinning);
        QStringList summary;
        for (const auto& [key, n] : instances)
            summary << QStringLiteral("%1 %2").arg(QString::fromStdString(key)).arg(n);
        qInfo("%d states; instances checked: %s", states, qPrintable(summary.join(QStringLiteral(", "))));
    }
};

QTEST_GUILESS_MAIN(TestLogicSoundness)
#include "tst_logic_soundness.moc"
