// SPDX-License-Identifier: GPL-3.0-or-later
// Fish (basic, finned, sashimi) and single-digit patterns (skyscraper,
// 2-string kite, turbot fish, empty rectangle): hand-built candidate states
// with exact eliminations and must-not-find checks, on classic, 6x6 and X
// geometries; then the steps HoDoKu and Sudoku Explainer took in real solve
// paths, each of which must be found, with every instance our finders report
// in those states checked against the puzzle's solution.
#include "core/formats/puzzle_format.h"
#include "core/logic/finders.h"
#include "core/logic/logic_solver.h"
#include "core/solver/exact_solver.h"
#include "tests/support/reglib.h"
#include "tests/support/test_data.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <set>

using namespace pm;
using namespace pm::logic;
using namespace pm::test;

namespace {

constexpr Technique kOwned[] = {
    Technique::XWing,           Technique::Swordfish,        Technique::Jellyfish,
    Technique::FinnedXWing,     Technique::SashimiXWing,     Technique::FinnedSwordfish,
    Technique::SashimiSwordfish, Technique::FinnedJellyfish, Technique::SashimiJellyfish,
    Technique::Skyscraper,      Technique::TwoStringKite,    Technique::TurbotFish,
    Technique::EmptyRectangle,
};

std::shared_ptr<const Geometry> geometryFor(const QString& name)
{
    GeometrySpec spec;
    if (name == QLatin1String("6x6"))
        spec = GeometrySpec::forSize(6);
    else if (name == QLatin1String("x"))
        spec.variants = Variant::Diagonals;
    auto created = Geometry::create(spec);
    if (!created)
        qFatal("bad test geometry");
    return *created;
}

// A state where every cell is empty and holds every digit but 1, which is a
// candidate only where `rows` says: one string of column numbers per row.
// Digits other than 1 fill every house, so no pattern can form on them.
Grid digitOnePattern(const QString& geometryName, const QStringList& rows)
{
    Grid grid(geometryFor(geometryName));
    const int n = grid.size();
    if (rows.size() != n)
        qFatal("pattern needs one string per row");
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            DigitMask mask = allDigits(n) & ~digitBit(1);
            if (rows[r].contains(QChar(u'1' + c)))
                mask |= digitBit(1);
            grid.setCandidates(r * n + c, mask);
        }
    }
    return grid;
}

// "r2c4 r3c4" (digit 1) as cells of an n x n grid.
std::set<int> cellList(const QString& text, int n)
{
    std::set<int> cells;
    for (const QString& token : text.split(u' ', Qt::SkipEmptyParts))
        cells.insert((token.mid(1, token.indexOf(u'c') - 1).toInt() - 1) * n + token.mid(token.indexOf(u'c') + 1).toInt() - 1);
    return cells;
}

Technique byKey(const QString& key)
{
    const auto t = techniqueByKey(key.toStdString());
    if (!t)
        qFatal("unknown technique key %s", qPrintable(key));
    return *t;
}

bool covers(const std::vector<CellDigit>& found, const std::vector<CellDigit>& expected)
{
    return std::all_of(expected.begin(), expected.end(),
                       [&](const CellDigit& e) { return std::find(found.begin(), found.end(), e) != found.end(); });
}

std::vector<std::uint8_t> solutionOf(const std::string& puzzle)
{
    auto parsed = parsePuzzle(puzzle);
    if (!parsed)
        return {};
    const solver::SolveResult result = solver::solve(parsed->grid);
    return result.outcome == solver::SolveOutcome::Unique ? result.solution : std::vector<std::uint8_t>{};
}

} // namespace

class TestLogicFishPatterns : public QObject {
    Q_OBJECT
private slots:
    void crafted_data()
    {
        QTest::addColumn<QString>("geometry");
        QTest::addColumn<QStringList>("rows");
        QTest::addColumn<QString>("technique");
        QTest::addColumn<QString>("expected"); // eliminations of 1, all steps together
        QTest::addColumn<QStringList>("mustNot"); // techniques that must find nothing

        const QString all = QStringLiteral("123456789");
        const QStringList fishTechniques = {"x-wing", "swordfish", "jellyfish", "finned-x-wing", "sashimi-x-wing",
                                            "finned-swordfish", "sashimi-swordfish", "finned-jellyfish",
                                            "sashimi-jellyfish"};
        auto others = [&](const QString& keep) {
            QStringList out = fishTechniques;
            out << "skyscraper" << "2-string-kite" << "turbot-fish" << "empty-rectangle";
            out.removeAll(keep);
            return out;
        };

        // Rows 2 and 8: 1 only in columns 3 and 6.
        QTest::newRow("x-wing rows") << "classic" << QStringList{all, "36", all, all, all, all, all, "36", all}
                                     << "x-wing" << "r1c3 r3c3 r4c3 r5c3 r6c3 r7c3 r9c3 r1c6 r3c6 r4c6 r5c6 r6c6 r7c6 r9c6"
                                     << others("x-wing");
        // Columns 2 and 5 keep 1 only in rows 4 and 7: the transposed fish.
        {
            QStringList rows;
            for (int r = 1; r <= 9; ++r)
                rows << ((r == 4 || r == 7) ? all : QStringLiteral("1346789"));
            QTest::newRow("x-wing columns") << "classic" << rows << "x-wing"
                                            << "r4c1 r4c3 r4c4 r4c6 r4c7 r4c8 r4c9 r7c1 r7c3 r7c4 r7c6 r7c7 r7c8 r7c9"
                                            << others("x-wing");
        }
        // Row 8 gains r8c5: no X-Wing, but a finned one (fin in box 8).
        QTest::newRow("finned x-wing") << "classic" << QStringList{all, "36", all, all, all, all, all, "356", all}
                                       << "finned-x-wing" << "r7c6 r9c6" << others("finned-x-wing");
        // Row 8 loses r8c6 too: the fish without its fin is no fish.
        // It reads both ways (fin r8c5 or fin r2c6), and is a skyscraper too.
        QTest::newRow("sashimi x-wing") << "classic" << QStringList{all, "36", all, all, all, all, all, "35", all}
                                        << "sashimi-x-wing" << "r1c5 r3c5 r7c6 r9c6"
                                        << QStringList{"x-wing", "finned-x-wing", "swordfish", "2-string-kite",
                                                       "turbot-fish", "empty-rectangle"};
        // Fins in two boxes (r8c1, r8c5): no fish of any kind.
        QTest::newRow("fins in two boxes") << "classic" << QStringList{all, "36", all, all, all, all, all, "1356", all}
                                           << "" << "" << others("");
        QTest::newRow("swordfish") << "classic" << QStringList{"14", all, all, all, "47", all, all, all, "17"}
                                   << "swordfish"
                                   << "r2c1 r3c1 r4c1 r6c1 r7c1 r8c1 r2c4 r3c4 r4c4 r6c4 r7c4 r8c4 "
                                      "r2c7 r3c7 r4c7 r6c7 r7c7 r8c7"
                                   << others("swordfish");
        QTest::newRow("finned swordfish") << "classic" << QStringList{"14", all, all, all, "47", all, all, all, "178"}
                                          << "finned-swordfish" << "r7c7 r8c7" << others("finned-swordfish");
        // Row 9 keeps only c1 of its covers, plus the fin r9c8; row 5 reads
        // as sashimi too, with the fin r5c7 and covers 1, 4 and 8.
        QTest::newRow("sashimi swordfish") << "classic" << QStringList{"14", all, all, all, "47", all, all, all, "18"}
                                           << "sashimi-swordfish" << "r4c8 r6c8 r7c7 r8c7" << others("sashimi-swordfish");
        // Rows with two places each also hold smaller sashimi fish and
        // skyscrapers, so only the basic smaller fish are ruled out.
        QTest::newRow("jellyfish") << "classic" << QStringList{"12", all, "25", all, "58", all, "18", all, all}
                                   << "jellyfish"
                                   << "r2c1 r4c1 r6c1 r8c1 r9c1 r2c2 r4c2 r6c2 r8c2 r9c2 r2c5 r4c5 r6c5 r8c5 r9c5 "
                                      "r2c8 r4c8 r6c8 r8c8 r9c8"
                                   << QStringList{"x-wing", "swordfish", "finned-jellyfish"};
        // Fin r7c9 (box 9): targets in covers, box 9, outside the base rows.
        QTest::newRow("finned jellyfish") << "classic" << QStringList{"12", all, "25", all, "58", all, "189", all, all}
                                          << "finned-jellyfish" << "r8c8 r9c8" << QStringList{"x-wing", "swordfish", "jellyfish"};
        // Also read as sashimi: fins r1c2, r3c2 (box 1) and fin r5c8 (box 6).
        QTest::newRow("sashimi jellyfish") << "classic" << QStringList{"12", all, "25", all, "58", all, "19", all, all}
                                           << "sashimi-jellyfish" << "r2c1 r4c9 r6c9 r8c8 r9c8"
                                           << QStringList{"x-wing", "swordfish", "jellyfish", "finned-jellyfish"};
        // Fins r2c2 and r8c8 share only the main diagonal; targets see both.
        QTest::newRow("finned x-wing, diagonal fins")
            << "x" << QStringList{all, "236", all, all, all, all, all, "368", all} << "finned-x-wing" << "r3c3 r6c6"
            << QStringList{"x-wing", "sashimi-x-wing", "skyscraper", "2-string-kite", "turbot-fish"};
        // 6x6, 2x3 boxes: rows 1 and 4, columns 2 and 5.
        QTest::newRow("x-wing 6x6") << "6x6" << QStringList{"25", "123456", "123456", "25", "123456", "123456"}
                                    << "x-wing" << "r2c2 r3c2 r5c2 r6c2 r2c5 r3c5 r5c5 r6c5"
                                    << QStringList{"swordfish", "finned-x-wing", "sashimi-x-wing"};

        // Rows 1 and 5: r1c2=r1c5, r5c2=r5c4; r1c2 and r5c2 share column 2.
        QTest::newRow("skyscraper") << "classic" << QStringList{"25", all, all, all, "24", all, all, all, all}
                                    << "skyscraper" << "r2c4 r3c4 r4c5 r6c5"
                                    << QStringList{"x-wing", "finned-x-wing", "2-string-kite", "turbot-fish",
                                                   "empty-rectangle"};
        // Row 1 pair r1c2, r1c7; column 3 pair r3c3, r8c3; r1c2, r3c3 in box 1.
        {
            QStringList rows = {"27", "12456789", "123456789", "12456789", "12456789",
                                "12456789", "12456789", "123456789", "12456789"};
            QTest::newRow("2-string kite") << "classic" << rows << "2-string-kite" << "r8c7" << others("2-string-kite");
        }
        // Row 1 pair r1c2, r1c7; box 7 pair r7c2, r9c3; r1c2 sees r7c2. Box 7
        // with two candidates is also an empty rectangle (row 9, column 2).
        {
            QStringList rows = {"27", all, all, all, all, all, "2456789", "456789", "3456789"};
            QStringList mustNot = others("turbot-fish");
            mustNot.removeAll("empty-rectangle");
            QTest::newRow("turbot fish") << "classic" << rows << "turbot-fish" << "r9c7" << mustNot;
        }
        // Box 5 holds 1 only at r4c5, r5c4, r5c6, r6c5 (row 5 and column 5);
        // column 8 only at r5c8 and r9c8.
        {
            const QString noC8 = QStringLiteral("12345679");
            QStringList rows = {noC8, noC8, noC8, "123579", "12346789", "123579", noC8, noC8, all};
            QTest::newRow("empty rectangle") << "classic" << rows << "empty-rectangle" << "r9c5"
                                             << others("empty-rectangle");
            rows[3] = QStringLiteral("1234579"); // r4c4 breaks the cross
            QTest::newRow("not an empty rectangle") << "classic" << rows << "" << "" << QStringList{"empty-rectangle"};
        }
    }
    void crafted()
    {
        QFETCH(QString, geometry);
        QFETCH(QStringList, rows);
        QFETCH(QString, technique);
        QFETCH(QString, expected);
        QFETCH(QStringList, mustNot);
        const Grid state = digitOnePattern(geometry, rows);
        QVERIFY(!findContradiction(state));
        if (!technique.isEmpty()) {
            const auto steps = findAll(state, byKey(technique));
            QVERIFY(!steps.empty());
            std::set<int> found;
            for (const Step& step : steps) {
                QCOMPARE(step.detail.digits, std::vector<int>{1});
                QVERIFY(!step.eliminations.empty());
                for (const CellDigit& e : step.eliminations) {
                    QCOMPARE(e.digit, 1);
                    found.insert(e.cell);
                }
            }
            QCOMPARE(found, cellList(expected, state.size()));
        }
        for (const QString& key : mustNot)
            QVERIFY2(findAll(state, byKey(key)).empty(), qPrintable(key));
    }

    // HoDoKu's and Sudoku Explainer's own steps: each must be found (under
    // the accepted names), and every instance of every owned finder in those
    // states must agree with the solution.
    void solutionPaths_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("name"); // the program's technique name
        QTest::addColumn<QStringList>("accepted"); // the first is the same name
        QTest::addColumn<int>("minimumFound"); // of the rows, how many we must find

        const QString hodoku = QStringLiteral("hodoku_solution_path_steps.tsv");
        const QString se = QStringLiteral("sukakuexplainer_solution_path_steps.tsv");
        auto row = [](const QString& file, const QString& name, const QStringList& accepted, int minimum) {
            QTest::newRow(qPrintable(file.left(6) + u' ' + name)) << file << name << accepted << minimum;
        };
        row(hodoku, "X-Wing", {"x-wing"}, -1);
        row(hodoku, "Swordfish", {"swordfish"}, -1);
        row(hodoku, "Jellyfish", {"jellyfish"}, -1);
        row(hodoku, "Finned X-Wing", {"finned-x-wing", "sashimi-x-wing"}, -1);
        row(hodoku, "Sashimi X-Wing", {"sashimi-x-wing", "finned-x-wing"}, -1);
        row(hodoku, "Finned Swordfish", {"finned-swordfish", "sashimi-swordfish"}, -1);
        row(hodoku, "Sashimi Swordfish", {"sashimi-swordfish", "finned-swordfish"}, -1);
        row(hodoku, "Finned Jellyfish", {"finned-jellyfish", "sashimi-jellyfish"}, -1);
        row(hodoku, "Sashimi Jellyfish", {"sashimi-jellyfish", "finned-jellyfish"}, -1);
        row(hodoku, "Skyscraper", {"skyscraper"}, -1);
        row(hodoku, "2-String Kite", {"2-string-kite"}, -1);
        row(hodoku, "Turbot Fish", {"turbot-fish"}, -1);
        row(hodoku, "Empty Rectangle", {"empty-rectangle"}, -1);
        row(se, "X-Wing", {"x-wing"}, -1);
        row(se, "Swordfish", {"swordfish"}, -1);
        row(se, "Skyscraper 011", {"skyscraper"}, -1);
        row(se, "2-String Kite 012", {"2-string-kite"}, -1);
        row(se, "2 Strong links 001", {"turbot-fish"}, -1);
    }
    void solutionPaths()
    {
        QFETCH(QString, file);
        QFETCH(QString, name);
        QFETCH(QStringList, accepted);
        QFETCH(int, minimumFound);
        const bool hodoku = file.startsWith(QLatin1String("hodoku"));
        int rows = 0, found = 0, sameName = 0;
        QStringList missed;
        for (const auto& row : loadTsv(sharedDataPath(file))) {
            if (QString::fromStdString(row.at("technique")) != name)
                continue;
            ++rows;
            const Grid state = test::statePm81(row.at("grid_pm81"), row.at("values81"));
            // SE's rows carry no puzzle; the values at that point solve to it.
            const auto solution = solutionOf(hodoku ? row.at("puzzle") : row.at("values81"));
            QVERIFY2(!solution.empty(), row.at("values81").c_str());
            std::vector<CellDigit> eliminations, placements;
            parseExpected(row.at("expected"), eliminations, placements);
            bool hit = false, hitSameName = false;
            for (Technique t : kOwned) {
                const bool isAccepted = accepted.contains(QString::fromLatin1(info(t).key.data(), int(info(t).key.size())));
                for (const Step& step : findAll(state, t)) {
                    for (const CellDigit& e : step.eliminations)
                        QVERIFY2(solution[e.cell] != e.digit,
                                 qPrintable(QStringLiteral("%1 removes the true %2 from cell %3 in %4")
                                                .arg(QString::fromLatin1(info(t).key.data()))
                                                .arg(e.digit)
                                                .arg(e.cell)
                                                .arg(QString::fromStdString(row.at("values81")))));
                    QVERIFY(step.placements.empty());
                    if (isAccepted && covers(step.eliminations, eliminations)) {
                        hit = true;
                        hitSameName |= t == byKey(accepted.front());
                    }
                }
            }
            found += hit;
            sameName += hitSameName;
            if (!hit && missed.size() < 5)
                missed << QString::fromStdString(row.at("expected"));
        }
        QVERIFY(rows > 0);
        qInfo("%s / %s: found %d of %d (%d under the same name); missed e.g. %s", qPrintable(file), qPrintable(name),
              found, rows, sameName, qPrintable(missed.join(QStringLiteral(" | "))));
        QVERIFY(found >= (minimumFound < 0 ? rows : minimumFound));
    }
};

QTEST_GUILESS_MAIN(TestLogicFishPatterns)
#include "tst_logic_fish_patterns.moc"
