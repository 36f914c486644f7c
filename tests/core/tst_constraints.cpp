// SPDX-License-Identifier: GPL-3.0-or-later
// Variant constraints (issue 37): the kind table, each kind's plain check,
// the generic search against the reference backtracker on random puzzles of
// every kind, and the public variant set (../shared/data/variants_public.json,
// CC BY 4.0, each puzzle by the author named in its entry).
#include "core/constraints/constraint.h"
#include "core/formats/puzzle_format.h"
#include "core/geometry.h"
#include "core/solver/exact_solver.h"
#include "core/solver/random_grid.h"
#include "core/solver/reference_solver.h"
#include "tests/support/test_data.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <algorithm>
#include <random>
#include <set>

using namespace pm;

namespace {

// 6x6 with 2x3 boxes: small enough for the reference, big enough for sums,
// sandwiches (1 and 6), entropic thirds ({1,2}, {3,4}, {5,6}).
constexpr int kSize = 6;

std::shared_ptr<const Geometry> geometryWith(std::vector<Constraint> constraints, int size = kSize)
{
    GeometrySpec spec = GeometrySpec::forSize(size);
    spec.constraints = std::move(constraints);
    auto created = Geometry::create(spec);
    if (!created)
        return nullptr;
    return created.value();
}

// "12.4..": one character per cell, '.' empty.
std::vector<std::uint8_t> valuesOf(const char* text)
{
    std::vector<std::uint8_t> values;
    for (const char* c = text; *c; ++c)
        values.push_back(*c == '.' ? 0 : std::uint8_t(*c - '0'));
    return values;
}

solver::SolverOptions genericOnly()
{
    solver::SolverOptions options;
    options.allowFastPath = false;
    return options;
}

// A random walk of `length` cells, each touching the last (king moves, no
// cell twice), whose digits in `solution` satisfy step(previous, next).
std::vector<int> walk(const std::vector<std::uint8_t>& solution, int length, std::mt19937_64& rng,
                      const std::function<bool(int, int)>& step)
{
    for (int attempt = 0; attempt < 200; ++attempt) {
        std::vector<int> cells{int(rng() % (kSize * kSize))};
        while (int(cells.size()) < length) {
            std::vector<int> next;
            const int at = cells.back();
            for (int dr = -1; dr <= 1; ++dr)
                for (int dc = -1; dc <= 1; ++dc) {
                    const int r = at / kSize + dr;
                    const int c = at % kSize + dc;
                    if ((dr || dc) && r >= 0 && r < kSize && c >= 0 && c < kSize
                        && std::find(cells.begin(), cells.end(), r * kSize + c) == cells.end()
                        && step(solution[size_t(at)], solution[size_t(r * kSize + c)]))
                        next.push_back(r * kSize + c);
                }
            if (next.empty())
                break;
            cells.push_back(next[rng() % next.size()]);
        }
        if (int(cells.size()) == length)
            return cells;
    }
    return {};
}

std::vector<int> rowOrColumn(std::mt19937_64& rng)
{
    const int index = int(rng() % kSize);
    const bool column = rng() % 2;
    const bool reversed = rng() % 2;
    std::vector<int> line;
    for (int i = 0; i < kSize; ++i) {
        const int along = reversed ? kSize - 1 - i : i;
        line.push_back(column ? along * kSize + index : index * kSize + along);
    }
    return line;
}

int sumOf(const std::vector<std::uint8_t>& solution, const std::vector<int>& cells)
{
    int sum = 0;
    for (int cell : cells)
        sum += solution[size_t(cell)];
    return sum;
}

// An instance of `kind` that the solution mostly keeps (values read off it,
// lines walked along it), so that random puzzles have solutions to count.
std::optional<Constraint> randomInstance(ConstraintKind kind, const std::vector<std::uint8_t>& s, std::mt19937_64& rng)
{
    const auto any = [](int, int) { return true; };
    const auto orthogonalPair = [&]() {
        const int cell = int(rng() % (kSize * kSize));
        const bool down = rng() % 2;
        if (down && cell / kSize + 1 < kSize)
            return std::vector<int>{cell, cell + kSize};
        if (cell % kSize + 1 < kSize)
            return std::vector<int>{cell, cell + 1};
        return std::vector<int>{cell, cell - 1};
    };
    const auto line = [&](int length, const std::function<bool(int, int)>& step) {
        std::vector<int> cells = walk(s, length, rng, step);
        return cells.empty() ? std::optional<std::vector<int>>() : std::optional<std::vector<int>>(cells);
    };
    const int length = 2 + int(rng() % 3);
    switch (kind) {
    case ConstraintKind::Thermometer:
        if (auto cells = line(length, [](int a, int b) { return b > a; }))
            return Constraint{kind, {*cells}};
        return std::nullopt;
    case ConstraintKind::SlowThermometer:
        if (auto cells = line(length, [](int a, int b) { return b >= a; }))
            return Constraint{kind, {*cells}};
        return std::nullopt;
    case ConstraintKind::Arrow: {
        auto cells = line(length, any);
        if (!cells)
            return std::nullopt;
        return Constraint{kind, {{cells->front()}, *cells}};
    }
    case ConstraintKind::WhiteDot: {
        const auto pair = orthogonalPair();
        return Constraint{kind, {pair}, {std::abs(s[size_t(pair[0])] - s[size_t(pair[1])])}};
    }
    case ConstraintKind::BlackDot: {
        const auto pair = orthogonalPair();
        const int a = std::max(s[size_t(pair[0])], s[size_t(pair[1])]);
        const int b = std::min(s[size_t(pair[0])], s[size_t(pair[1])]);
        return Constraint{kind, {pair}, {a % b == 0 ? a / b : 2}};
    }
    case ConstraintKind::XV: {
        const auto pair = orthogonalPair();
        const int sum = s[size_t(pair[0])] + s[size_t(pair[1])];
        return sum == 5 || sum == 10 ? std::optional<Constraint>(Constraint{kind, {pair}, {sum}}) : std::nullopt;
    }
    case ConstraintKind::Even:
    case ConstraintKind::Odd:
    case ConstraintKind::Minimum:
    case ConstraintKind::Maximum:
        return Constraint{kind, {{int(rng() % (kSize * kSize))}}};
    case ConstraintKind::LittleKiller: {
        std::vector<int> diagonal;
        const int start = int(rng() % kSize);
        for (int r = 0, c = start; r < kSize && c < kSize; ++r, ++c)
            diagonal.push_back(r * kSize + c);
        return Constraint{kind, {diagonal}, {sumOf(s, diagonal)}};
    }
    case ConstraintKind::Sandwich: {
        const auto cells = rowOrColumn(rng);
        int one = 0;
        int top = 0;
        for (int i = 0; i < kSize; ++i) {
            one = s[size_t(cells[i])] == 1 ? i : one;
            top = s[size_t(cells[i])] == kSize ? i : top;
        }
        const std::vector<int> between(cells.begin() + std::min(one, top) + 1, cells.begin() + std::max(one, top));
        return Constraint{kind, {cells}, {sumOf(s, between)}};
    }
    case ConstraintKind::XSum: {
        const auto cells = rowOrColumn(rng);
        const std::vector<int> first(cells.begin(), cells.begin() + s[size_t(cells[0])]);
        return Constraint{kind, {cells}, {sumOf(s, first)}};
    }
    case ConstraintKind::Skyscraper: {
        const auto cells = rowOrColumn(rng);
        int seen = 0;
        int tallest = 0;
        for (int cell : cells)
            if (s[size_t(cell)] > tallest) {
                ++seen;
                tallest = s[size_t(cell)];
            }
        return Constraint{kind, {cells}, {seen}};
    }
    case ConstraintKind::Whispers:
        if (auto cells = line(length, [](int a, int b) { return std::abs(a - b) >= 2; }))
            return Constraint{kind, {*cells}, {2}};
        return std::nullopt;
    case ConstraintKind::Lockout:
        if (auto cells = line(length + 1, any))
            return Constraint{kind, {*cells}, {2}};
        return std::nullopt;
    case ConstraintKind::Renban:
    case ConstraintKind::Palindrome:
    case ConstraintKind::BetweenLine:
    case ConstraintKind::RegionSumLine:
    case ConstraintKind::EntropicLine:
    case ConstraintKind::ModularLine:
    case ConstraintKind::ZipperLine:
        if (auto cells = line(length + 1, any))
            return Constraint{kind, {*cells}};
        return std::nullopt;
    case ConstraintKind::Clone: {
        const int a = int(rng() % (kSize * kSize));
        const int b = int(rng() % (kSize * kSize));
        return a == b ? std::nullopt : std::optional<Constraint>(Constraint{kind, {{a}, {b}}});
    }
    case ConstraintKind::Quadruple: {
        const int corner = int(rng() % (kSize - 1)) * kSize + int(rng() % (kSize - 1));
        const std::vector<int> cells{corner, corner + 1, corner + kSize, corner + kSize + 1};
        return Constraint{kind, {cells}, {s[size_t(cells[0])], s[size_t(cells[3])]}};
    }
    case ConstraintKind::Distinct: {
        std::set<int> cells;
        while (cells.size() < 3)
            cells.insert(int(rng() % (kSize * kSize)));
        return Constraint{kind, {std::vector<int>(cells.begin(), cells.end())}};
    }
    case ConstraintKind::RowIndexer:
    case ConstraintKind::ColumnIndexer:
    case ConstraintKind::BoxIndexer: return Constraint{kind, {{int(rng() % (kSize * kSize))}}};
    case ConstraintKind::AllowedDigits: {
        const int cell = int(rng() % (kSize * kSize));
        return Constraint{kind, {{cell}}, {s[size_t(cell)], 1 + int(rng() % kSize)}};
    }
    default: return Constraint{kind};
    }
}

} // namespace

class TestConstraints : public QObject {
    Q_OBJECT

private slots:
    void kindTable();
    void checks_data();
    void checks();
    void kropkiNegativesReadAsFPuzzles();
    void geometryRefusesBadShapes();
    void searchAgreesWithReference_data();
    void searchAgreesWithReference();
    void mixedKindsAgreeWithReference();
    void roundTrip_data();
    void roundTrip();
    void malformedFields_data();
    void malformedFields();
    void everyReaderTakesTheKindTable();
    void publicVariantSet();
};

// One row per kind, in enum order, each with its check and compile step.
void TestConstraints::kindTable()
{
    const auto& kinds = constraintKinds();
    QVERIFY(!kinds.empty());
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        QCOMPARE(int(kinds[i].kind), int(i));
        QVERIFY(!kinds[i].fpuzzlesName.empty());
        QVERIFY(!kinds[i].description.empty());
        QVERIFY(kinds[i].check != nullptr);
        QVERIFY(kinds[i].compile != nullptr);
        QCOMPARE(&constraintKindInfo(kinds[i].kind), &kinds[i]);
    }
    QCOMPARE(describeConstraintKinds({Constraint{ConstraintKind::AntiKnight},
                                      Constraint{ConstraintKind::Thermometer, {{0, 1}}}}),
             std::string("thermometer and anti-knight"));
}

// Each kind's plain check on a 6x6 grid: the cells it reports, or none.
void TestConstraints::checks_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QList<int>>("line");
    QTest::addColumn<QList<int>>("values");
    QTest::addColumn<QString>("grid");
    QTest::addColumn<bool>("broken");
    const auto add = [](const char* name, ConstraintKind kind, QList<int> line, QList<int> values, const char* grid,
                        bool broken) {
        QTest::newRow(name) << int(kind) << line << values << QString::fromLatin1(grid) << broken;
    };
    // Rows: "123456" is row 1 (cells 0..5), and so on.
    const char* empty = "....................................";
    add("thermo rises", ConstraintKind::Thermometer, {0, 1, 2}, {}, "136...", false);
    add("thermo flat", ConstraintKind::Thermometer, {0, 1, 2}, {}, "33....", true);
    add("thermo bound", ConstraintKind::Thermometer, {0, 1, 2}, {}, "..1...", true); // third cell >= 3
    add("thermo gap", ConstraintKind::Thermometer, {0, 1, 2}, {}, "2.3...", true);  // needs 2 < x < 3
    add("slow thermo flat", ConstraintKind::SlowThermometer, {0, 1, 2}, {}, "33....", false);
    add("slow thermo falls", ConstraintKind::SlowThermometer, {0, 1, 2}, {}, "32....", true);
    add("arrow sums", ConstraintKind::Arrow, {}, {}, "6.23..", false);
    add("arrow empty", ConstraintKind::Arrow, {}, {}, empty, false);
    add("arrow too big", ConstraintKind::Arrow, {}, {}, "3.24..", true);
    add("white dot", ConstraintKind::WhiteDot, {0, 1}, {1}, "34....", false);
    add("white dot off", ConstraintKind::WhiteDot, {0, 1}, {1}, "35....", true);
    add("black dot", ConstraintKind::BlackDot, {0, 1}, {2}, "36....", false);
    add("black dot off", ConstraintKind::BlackDot, {0, 1}, {2}, "35....", true);
    add("X", ConstraintKind::XV, {0, 1}, {10}, "46....", false);
    add("X off", ConstraintKind::XV, {0, 1}, {10}, "45....", true);
    // One digit of a pair that no partner on a 6x6 can match: broken at once.
    add("V beside nothing", ConstraintKind::XV, {0, 1}, {5}, "6.....", true);
    add("V beside anything", ConstraintKind::XV, {0, 1}, {5}, "4.....", false);
    add("white dot of 5 beside nothing", ConstraintKind::WhiteDot, {0, 1}, {5}, ".3....", true);
    add("black dot beside nothing", ConstraintKind::BlackDot, {0, 1}, {2}, "5.....", true);
    add("whispers, a 3 on a 6x6", ConstraintKind::Whispers, {0, 1, 2}, {4}, ".3....", true);
    add("whispers, a 1", ConstraintKind::Whispers, {0, 1, 2}, {4}, ".1....", false);
    add("even", ConstraintKind::Even, {0}, {}, "4.....", false);
    add("even off", ConstraintKind::Even, {0}, {}, "3.....", true);
    add("odd off", ConstraintKind::Odd, {0}, {}, "4.....", true);
    add("minimum", ConstraintKind::Minimum, {0}, {}, "12....3.....", false);
    add("minimum off", ConstraintKind::Minimum, {0}, {}, "2.....1.....", true);
    add("maximum off", ConstraintKind::Maximum, {0}, {}, "56....", true);
    add("little killer", ConstraintKind::LittleKiller, {0, 7, 14}, {6}, "1......2......3", false);
    add("little killer over", ConstraintKind::LittleKiller, {0, 7, 14}, {5}, "1......2......3", true);
    add("little killer short", ConstraintKind::LittleKiller, {0, 7, 14}, {17}, "1......2.......", true);
    add("sandwich", ConstraintKind::Sandwich, {0, 1, 2, 3, 4, 5}, {3}, "213645", false);
    add("sandwich off", ConstraintKind::Sandwich, {0, 1, 2, 3, 4, 5}, {4}, "213645", true);
    add("sandwich open", ConstraintKind::Sandwich, {0, 1, 2, 3, 4, 5}, {4}, "21..6.", false);
    add("x-sum", ConstraintKind::XSum, {0, 1, 2, 3, 4, 5}, {6}, "312...", false);
    add("x-sum off", ConstraintKind::XSum, {0, 1, 2, 3, 4, 5}, {7}, "312...", true);
    add("skyscraper", ConstraintKind::Skyscraper, {0, 1, 2, 3, 4, 5}, {3}, "241365", false);
    add("skyscraper off", ConstraintKind::Skyscraper, {0, 1, 2, 3, 4, 5}, {2}, "241365", true);
    add("skyscraper early", ConstraintKind::Skyscraper, {0, 1, 2, 3, 4, 5}, {1}, "24....", true);
    add("whispers", ConstraintKind::Whispers, {0, 1, 2}, {3}, "151...", false);
    add("whispers off", ConstraintKind::Whispers, {0, 1, 2}, {3}, "153...", true);
    add("renban", ConstraintKind::Renban, {0, 1, 2}, {}, "324...", false);
    add("renban gap", ConstraintKind::Renban, {0, 1, 2}, {}, "3.6...", true);
    add("renban repeat", ConstraintKind::Renban, {0, 1, 2}, {}, "3.3...", true);
    add("palindrome", ConstraintKind::Palindrome, {0, 1, 2}, {}, "212...", false);
    add("palindrome off", ConstraintKind::Palindrome, {0, 1, 2}, {}, "213...", true);
    add("clone", ConstraintKind::Clone, {}, {}, "2....2", false);
    add("clone off", ConstraintKind::Clone, {}, {}, "2....3", true);
    add("between", ConstraintKind::BetweenLine, {0, 1, 2, 3}, {}, "1346..", false);
    add("between off", ConstraintKind::BetweenLine, {0, 1, 2, 3}, {}, "1366..", true);
    add("between tight", ConstraintKind::BetweenLine, {0, 1, 2}, {}, "3.4...", true);
    add("lockout", ConstraintKind::Lockout, {0, 1, 2}, {3}, "165...", false);      // 6 is outside 1..5
    add("lockout close", ConstraintKind::Lockout, {0, 1, 2}, {3}, "162...", true); // ends 1 and 2: less than 3 apart
    add("lockout inside", ConstraintKind::Lockout, {0, 1, 2}, {3}, "156...", true); // 5 lies in 1..6
    add("region sum", ConstraintKind::RegionSumLine, {2, 3}, {}, "..33..", false);
    add("region sum off", ConstraintKind::RegionSumLine, {2, 3}, {}, "..34..", true);
    add("entropic", ConstraintKind::EntropicLine, {0, 1, 2}, {}, "135...", false);
    add("entropic off", ConstraintKind::EntropicLine, {0, 1, 2}, {}, "134...", true);
    add("modular", ConstraintKind::ModularLine, {0, 1, 2}, {}, "123...", false);
    add("modular off", ConstraintKind::ModularLine, {0, 1, 2}, {}, "124...", true);
    add("zipper", ConstraintKind::ZipperLine, {0, 1, 2}, {}, "253...", false);
    add("zipper off", ConstraintKind::ZipperLine, {0, 1, 2}, {}, "254...", true);
    add("quadruple", ConstraintKind::Quadruple, {0, 1, 6, 7}, {1, 2}, "12....", false);
    add("quadruple full", ConstraintKind::Quadruple, {0, 1, 6, 7}, {1, 2}, "34....56....", true);
    add("quadruple open", ConstraintKind::Quadruple, {0, 1, 6, 7}, {1, 2}, "34....", false);
    add("distinct", ConstraintKind::Distinct, {0, 7, 14}, {}, "1......2......3", false);
    add("distinct off", ConstraintKind::Distinct, {0, 7, 14}, {}, "1......1", true);
    add("given candidates", ConstraintKind::AllowedDigits, {0}, {2, 3}, "3", false);
    add("given candidates off", ConstraintKind::AllowedDigits, {0}, {2, 3}, "4", true);
    // r1c1 = 3 says: row indexer, r3c1 holds 1; column indexer, r1c3 holds 1;
    // box indexer (2x3 boxes), place 3 of the box (r1c3) holds 1.
    add("row indexer", ConstraintKind::RowIndexer, {0}, {}, "3...........1", false);
    add("row indexer off", ConstraintKind::RowIndexer, {0}, {}, "3...........2", true);
    add("column indexer", ConstraintKind::ColumnIndexer, {0}, {}, "3.1", false);
    add("column indexer off", ConstraintKind::ColumnIndexer, {0}, {}, "3.2", true);
    add("box indexer", ConstraintKind::BoxIndexer, {0}, {}, "3.1", false);
    add("box indexer off", ConstraintKind::BoxIndexer, {0}, {}, "3.2", true);
    add("anti-knight", ConstraintKind::AntiKnight, {}, {}, "1.......1", true); // r1c1, r2c3
    add("anti-king", ConstraintKind::AntiKing, {}, {}, "1......1", true);    // r1c1, r2c2
    add("non-consecutive", ConstraintKind::NonConsecutive, {}, {}, "12....", true);
    add("disjoint", ConstraintKind::DisjointGroups, {}, {}, "1..1..", true); // r1c1, r1c4: box places 0
    add("negative black", ConstraintKind::NegativeBlack, {}, {}, "24....", true);
    add("negative xv", ConstraintKind::NegativeXV, {}, {}, "14....", true);
    add("negative xv fine", ConstraintKind::NegativeXV, {}, {}, "13....", false);
}

void TestConstraints::checks()
{
    QFETCH(int, kind);
    QFETCH(QList<int>, line);
    QFETCH(QList<int>, values);
    QFETCH(QString, grid);
    QFETCH(bool, broken);
    Constraint constraint{ConstraintKind(kind)};
    if (!line.isEmpty())
        constraint.lines.push_back(std::vector<int>(line.begin(), line.end()));
    constraint.values.assign(values.begin(), values.end());
    if (constraint.kind == ConstraintKind::Arrow)
        constraint.lines = {{0}, {1, 2, 3}}; // circle r1c1, arrow r1c2..r1c4
    if (constraint.kind == ConstraintKind::Clone)
        constraint.lines = {{0}, {5}};
    auto geometry = geometryWith({constraint});
    QVERIFY2(geometry, "a valid constraint");
    std::vector<std::uint8_t> cells = valuesOf(grid.toLatin1().constData());
    cells.resize(kSize * kSize, 0);
    QCOMPARE(!brokenConstraintCells(*geometry, cells).empty(), broken);
}

// f-puzzles and SudokuPad free an edge with a kropki dot of either colour
// from both kropki negatives (1 and 2 may carry either dot), and "all black
// dots given" also forbids every other ratio a black dot shows.
void TestConstraints::kropkiNegativesReadAsFPuzzles()
{
    const auto brokenWith = [](std::vector<Constraint> constraints, const char* grid) {
        auto geometry = geometryWith(std::move(constraints));
        if (!geometry)
            qFatal("fixture geometry");
        std::vector<std::uint8_t> cells = valuesOf(grid);
        cells.resize(kSize * kSize, 0);
        return !brokenConstraintCells(*geometry, cells).empty();
    };
    const Constraint negativeBlack{ConstraintKind::NegativeBlack};
    const Constraint nonConsecutive{ConstraintKind::NonConsecutive};
    const Constraint whiteOnFirstEdge{ConstraintKind::WhiteDot, {{0, 1}}, {1}};
    const Constraint blackOnFirstEdge{ConstraintKind::BlackDot, {{0, 1}}, {2}};
    const Constraint blackOfThreeElsewhere{ConstraintKind::BlackDot, {{3, 4}}, {3}};

    QVERIFY(brokenWith({negativeBlack}, "12...."));
    QVERIFY(!brokenWith({negativeBlack, whiteOnFirstEdge}, "12....")); // the white dot frees the edge
    QVERIFY(brokenWith({nonConsecutive}, "12...."));
    QVERIFY(!brokenWith({nonConsecutive, blackOnFirstEdge}, "12....")); // the black dot frees it
    QVERIFY(!brokenWith({negativeBlack}, "13...."));
    QVERIFY(brokenWith({negativeBlack, blackOfThreeElsewhere}, "13....")); // ratio 3 is shown, so forbidden
    QVERIFY(!brokenWith({negativeBlack, blackOfThreeElsewhere}, "14.26.")); // 1-4: ratio 4, not shown; 2-6 is on the dot of 3
}

// Malformed constraints are refused with a message naming what is wrong.
void TestConstraints::geometryRefusesBadShapes()
{
    struct Case {
        Constraint constraint;
        const char* says;
    };
    const std::vector<Case> cases = {
        {{ConstraintKind::Thermometer, {{0, 2}}}, "jumps"},
        {{ConstraintKind::Thermometer, {{0, 99}}}, "outside"},
        {{ConstraintKind::Thermometer, {{}}}, "empty line"},
        {{ConstraintKind::Arrow, {{0}}}, "circle and at least one line"},
        {{ConstraintKind::WhiteDot, {{0, 7}}, {1}}, "do not share an edge"},
        {{ConstraintKind::Quadruple, {{0, 1, 6, 7}}, {9}}, "outside"},
        {{ConstraintKind::AntiKnight, {{0}}}, "takes no cells"},
    };
    for (const Case& c : cases) {
        GeometrySpec spec = GeometrySpec::forSize(kSize);
        spec.constraints = {c.constraint};
        auto created = Geometry::create(spec);
        QVERIFY(!created);
        QCOMPARE(created.error().code, GeometryErrorCode::ConstraintInvalid);
        QCOMPARE(created.error().constraint, 0);
        QVERIFY2(created.error().message.find(c.says) != std::string::npos, created.error().message.c_str());
    }
}

void TestConstraints::searchAgreesWithReference_data()
{
    QTest::addColumn<int>("kind");
    for (const ConstraintKindInfo& info : constraintKinds())
        QTest::newRow(std::string(info.description).c_str()) << int(info.kind);
}

// Random 6x6 puzzles with a few instances of one kind (drawn from a random
// grid, so most keep a solution): the generic search and the reference
// backtracker count alike (up to 2), and each solution passes every check.
void TestConstraints::searchAgreesWithReference()
{
    QFETCH(int, kind);
    std::mt19937_64 rng(37 + kind);
    int solvable = 0;
    for (int round = 0; round < 40 / pm::test::kSanitizerThinning; ++round) {
        // Rules of the whole grid: a grid drawn under the rule keeps it.
        const bool wholeGrid = ConstraintKind(kind) >= ConstraintKind::AntiKnight; // the switches, last in the enum
        auto drawn = geometryWith(wholeGrid ? std::vector<Constraint>{Constraint{ConstraintKind(kind)}}
                                            : std::vector<Constraint>{});
        const auto solution = solver::randomSolution(drawn, rng);
        QVERIFY(solution);
        std::vector<Constraint> constraints;
        for (int i = 0; i < 3 && !wholeGrid; ++i)
            for (int attempt = 0; attempt < 100; ++attempt) {
                auto instance = randomInstance(ConstraintKind(kind), *solution, rng);
                auto alone = instance ? geometryWith({*instance}) : nullptr;
                if (alone && brokenConstraintCells(*alone, *solution).empty()) {
                    constraints.push_back(*instance);
                    break;
                }
            }
        if (wholeGrid)
            constraints.push_back(Constraint{ConstraintKind(kind)});
        auto geometry = geometryWith(constraints);
        QVERIFY2(geometry, "instances drawn are valid");
        Grid puzzle(geometry);
        for (int cell = 0; cell < puzzle.cellCount(); ++cell)
            if (rng() % 100 < 35)
                puzzle.setValue(cell, (*solution)[size_t(cell)]);
        const auto reference = solver::referenceCount(puzzle, 2);
        const auto generic = solver::countSolutions(puzzle, 2, {}, genericOnly());
        QCOMPARE(generic.count, reference.count);
        if (reference.count > 0) {
            ++solvable;
            QVERIFY(brokenConstraintCells(*geometry, reference.firstSolution).empty());
            const auto solved = solver::solve(puzzle, {}, genericOnly());
            QVERIFY(brokenConstraintCells(*geometry, solved.solution).empty());
        }
    }
    QVERIFY2(solvable > 0, "some puzzles of the kind have solutions");
}

// Kinds together: the search links candidates across kinds (a palindrome's
// equal cells see each other's houses and knight moves, a dot's forced
// partner, a renban's or a cage's needed digit), so random 6x6 puzzles mix
// four kinds and at times a whole-grid rule, and must count as the
// reference does.
void TestConstraints::mixedKindsAgreeWithReference()
{
    std::mt19937_64 rng(3737);
    const int firstSwitch = int(ConstraintKind::AntiKnight);
    const int kinds = int(constraintKinds().size());
    int solvable = 0;
    for (int round = 0; round < 120 / pm::test::kSanitizerThinning; ++round) {
        std::vector<Constraint> constraints;
        if (rng() % 2)
            constraints.push_back(Constraint{ConstraintKind(firstSwitch + int(rng() % (kinds - firstSwitch)))});
        const auto solution = solver::randomSolution(geometryWith(constraints), rng);
        if (!solution)
            continue;
        for (int i = 0; i < 4; ++i) {
            const auto kind = ConstraintKind(int(rng() % firstSwitch));
            for (int attempt = 0; attempt < 100; ++attempt) {
                auto instance = randomInstance(kind, *solution, rng);
                // Checked with the rest: an instance can change a whole-grid
                // rule (a black dot of 3 makes "all black dots given" forbid
                // ratio 3 on the other edges).
                std::vector<Constraint> together = constraints;
                if (instance)
                    together.push_back(*instance);
                auto withIt = instance ? geometryWith(together) : nullptr;
                if (withIt && brokenConstraintCells(*withIt, *solution).empty()) {
                    constraints = std::move(together);
                    break;
                }
            }
        }
        auto geometry = geometryWith(constraints);
        if (!geometry)
            continue; // two instances that cannot share the grid (two sandwiches on one row ...)
        Grid puzzle(geometry);
        for (int cell = 0; cell < puzzle.cellCount(); ++cell)
            if (rng() % 100 < 30)
                puzzle.setValue(cell, (*solution)[size_t(cell)]);
        const auto reference = solver::referenceCount(puzzle, 2);
        const auto generic = solver::countSolutions(puzzle, 2, {}, genericOnly());
        QCOMPARE(generic.count, reference.count);
        QVERIFY(reference.count > 0); // the drawn grid is a solution
        ++solvable;
    }
    QVERIFY(solvable > 20 / pm::test::kSanitizerThinning);
}

void TestConstraints::roundTrip_data()
{
    searchAgreesWithReference_data();
}

// Each kind written as f-puzzles (JSON, link, and the one-line form rate
// and Copy Puzzle use) reads back as an equal spec with the same givens.
void TestConstraints::roundTrip()
{
    QFETCH(int, kind);
    std::mt19937_64 rng(370 + kind);
    const auto solution = solver::randomSolution(geometryWith({}), rng);
    QVERIFY(solution);
    std::vector<Constraint> constraints;
    for (int i = 0; i < 3; ++i)
        for (int attempt = 0; attempt < 100; ++attempt)
            if (auto instance = randomInstance(ConstraintKind(kind), *solution, rng)) {
                constraints.push_back(*instance);
                break;
            }
    QVERIFY(!constraints.empty());
    if (ConstraintKind(kind) == ConstraintKind::NegativeBlack)
        constraints.push_back(Constraint{ConstraintKind::BlackDot, {{0, 1}}, {2}});
    auto geometry = geometryWith(constraints);
    QVERIFY(geometry);
    Grid puzzle(geometry);
    puzzle.setValue(7, 3);
    puzzle.setGiven(7, true);
    const auto link = writeFPuzzlesLink(puzzle);
    QVERIFY(link);
    const std::string json = *writeFPuzzles(puzzle);
    for (const std::string& text : {*link, json, writePuzzleLine(puzzle, Alphabet::standard(kSize))}) {
        auto read = parsePuzzle(text);
        QVERIFY2(read, read ? "" : read.error().message.c_str());
        QVERIFY2(read->grid.geometry().spec() == geometry->spec(), json.c_str());
        QCOMPARE(read->grid.value(7), 3);
    }
}

void TestConstraints::malformedFields_data()
{
    QTest::addColumn<QString>("members");
    QTest::addColumn<int>("column"); // where the error points, in the JSON below
    QTest::addColumn<QString>("says");
    // After a 4x4 grid; the members start at column kAfter.
    QTest::newRow("cell outside") << "'thermometer':[{'lines':[['R1C1','R5C1']]}]" << 34 << "outside the 4x4 grid";
    QTest::newRow("jump") << "'thermometer':[{'lines':[['R1C1','R3C1']]}]" << 34 << "jumps to R3C1";
    QTest::newRow("empty line") << "'renban':[{'lines':[[]]}]" << 21 << "needs a list of cells";
    QTest::newRow("no lines") << "'whispers':[{}]" << 13 << "needs \"lines\"";
    QTest::newRow("arrow without circle") << "'arrow':[{'lines':[['R1C1','R1C2']]}]" << 10 << "has no circle";
    QTest::newRow("arrow off its circle") << "'arrow':[{'cells':['R2C2'],'lines':[['R1C1','R1C2']]}]" << 10
                                          << "must start in its circle";
    QTest::newRow("dot apart") << "'difference':[{'cells':['R1C1','R2C2']}]" << 15 << "share an edge";
    QTest::newRow("xv letter") << "'xv':[{'cells':['R1C1','R1C2'],'value':'Y'}]" << 40 << "must be X or V";
    QTest::newRow("sandwich inside") << "'sandwichsum':[{'cell':'R2C2','value':'3'}]" << 24 << "not just outside";
    QTest::newRow("little killer direction") << "'littlekillersum':[{'cell':'R0C1','direction':'UP','value':'3'}]"
                                             << 47 << "UL, UR, DL or DR";
    QTest::newRow("quadruple digit") << "'quadruple':[{'cells':['R1C1','R1C2','R2C1','R2C2'],'values':[7]}]" << 63
                                     << "from 1 to 4";
    QTest::newRow("negative name") << "'negative':['difference']" << 13 << "'negative' 'difference' is not supported";
    QTest::newRow("still refused") << "'doublearrow':[{'lines':[['R1C1']]}]" << 15 << "'doublearrow' is not supported";
}

// Malformed constraint members: an error pointing at the member, in words.
void TestConstraints::malformedFields()
{
    QFETCH(QString, members);
    QFETCH(int, column);
    QFETCH(QString, says);
    const QString grid = QStringLiteral("{'size':4,'grid':[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],");
    QString whole = grid + members + QStringLiteral("}");
    const std::string text = whole.replace(QLatin1Char('\''), QLatin1Char('"')).toStdString();
    auto read = parsePuzzle(text);
    QVERIFY(!read);
    QVERIFY2(read.error().message.find(says.toStdString()) != std::string::npos, read.error().message.c_str());
    QCOMPARE(read.error().line, 1);
    QCOMPARE(read.error().column, int(grid.size()) + column);
}

// Every reader (the app's, the CLI's) takes the constraints of the kind
// table; a rule outside it is refused by its f-puzzles name, never played
// without it.
void TestConstraints::everyReaderTakesTheKindTable()
{
    const std::string json = "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"
                             "\"thermometer\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}],\"antiknight\":true}";
    auto refused = parsePuzzle(json.substr(0, json.size() - 1) + ",\"nabner\":[{\"lines\":[[\"R2C1\"]]}]}");
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, ParseErrorCode::Unsupported);
    QVERIFY2(refused.error().message.find("'nabner' is not supported") != std::string::npos,
             refused.error().message.c_str());
    auto read = parsePuzzle(json);
    QVERIFY(read);
    QCOMPARE(read->grid.geometry().constraints().size(), std::size_t(2));
}

// The public variant set: every puzzle read is solved, uniquely, to its
// published solution, except "Executive Function", whose published solution
// breaks its own region-sum lines (shared/data/README.md): there the unique
// solution is the other one. With half the solution given, the reference
// agrees. Puzzles with rules not yet supported are refused by name.
void TestConstraints::publicVariantSet()
{
    QFile file(pm::test::sharedDataPath(QStringLiteral("variants_public.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonArray puzzles = QJsonDocument::fromJson(file.readAll()).array();
    QCOMPARE(puzzles.size(), 50);
    int solved = 0;
    QStringList refused;
    QStringList unfinished;
    for (const QJsonValue& entry : puzzles) {
        const QJsonObject object = entry.toObject();
        const QString title = object[QStringLiteral("title")].toString();
        const std::string link = "https://f-puzzles.com/?load=" + object[QStringLiteral("puzzle")].toString().toStdString();
        auto parsed = parsePuzzle(link);
        if (!parsed) {
            QCOMPARE(parsed.error().code, ParseErrorCode::Unsupported);
            refused << title;
            continue;
        }
        std::vector<std::uint8_t> published;
        for (const QChar digit : object[QStringLiteral("solution")].toString())
            published.push_back(std::uint8_t(digit.digitValue()));
        const Grid& grid = parsed->grid;
        // A node budget, not a clock: the test stays deterministic, and a
        // puzzle the search cannot finish within it is named, not failed.
        solver::SolverOptions bounded;
        bounded.nodeBudget = 400000;
        const auto result = solver::solve(grid, {}, bounded);
        if (result.outcome == solver::SolveOutcome::Cancelled) {
            unfinished << title;
            continue;
        }
        QVERIFY2(result.outcome == solver::SolveOutcome::Unique, qPrintable(title));
        const bool knownWrong = title == QStringLiteral("Executive Function");
        QVERIFY2((result.solution == published) != knownWrong, qPrintable(title));
        QCOMPARE(brokenConstraintCells(grid.geometry(), published).empty(), !knownWrong);
        Grid half = grid;
        for (int cell = 0; cell < half.cellCount(); cell += 2)
            half.setValue(cell, result.solution[size_t(cell)]);
        QCOMPARE(solver::referenceCount(half, 2).count, std::uint64_t(1));
        const auto written = writeFPuzzlesLink(grid);
        QVERIFY2(written, qPrintable(title));
        auto reread = parsePuzzle(*written);
        QVERIFY2(reread && reread->grid.geometry().spec() == grid.geometry().spec(), qPrintable(title));
        ++solved;
    }
    qInfo("solved %d of 50; refused: %s; not finished within the budget: %s", solved,
          qPrintable(refused.join(QStringLiteral(", "))), qPrintable(unfinished.join(QStringLiteral(", "))));
    QVERIFY(solved >= 48);
}

QTEST_GUILESS_MAIN(TestConstraints)
#include "tst_constraints.moc"
