// SPDX-License-Identifier: GPL-3.0-or-later
// Grading: the rating a player sees must be deterministic, agree with the
// public Sudoku Explainer ratings in rank, and the fast basic-logic solver
// the generator relies on must agree with the explaining solver's levels.
#include "core/formats/puzzle_format.h"
#include "core/grading/basic_logic.h"
#include "core/grading/classic9_basic_logic.h"
#include "core/grading/correlation.h"
#include "core/grading/rating.h"
#include "core/generate/generator.h"
#include "core/logic/finders.h"
#include "core/logic/logic_context.h"
#include "core/logic/logic_solver.h"
#include "core/solver/random_grid.h"

#include "tests/support/test_data.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <random>
#include <sstream>
#include <tuple>

using namespace pm;
using grading::Rating;
using logic::Level;

namespace {

Grid parse(const std::string& text)
{
    auto parsed = parsePuzzle(text);
    if (!parsed)
        qFatal("unreadable test puzzle %s", text.c_str());
    return parsed.value().grid;
}

// "puzzle rating ..." lines of a rated set, every `stride`-th one.
std::vector<std::pair<std::string, double>> ratedSample(const QString& file, int count, int stride)
{
    std::ifstream in(test::sharedDataPath(file).toStdString());
    std::vector<std::pair<std::string, double>> rows;
    std::string line;
    for (int index = 0; std::getline(in, line) && int(rows.size()) < count;) {
        if (line.empty() || line[0] == '#')
            continue;
        if (index++ % stride)
            continue;
        std::istringstream fields(line);
        std::string puzzle;
        double rating = 0;
        fields >> puzzle >> rating;
        rows.emplace_back(puzzle, rating);
    }
    return rows;
}

// Sudoku Explainer's order over the basic techniques as the rating holds it
// (rating.cpp): technique, rating, whether it only counts when it leaves a
// hidden single.
struct SeChoice {
    logic::Technique technique;
    double rating;
    bool direct;
};
constexpr SeChoice kSeOrder[] = {
    {logic::Technique::FullHouse, 1.0, false},
    {logic::Technique::HiddenSingleBox, 1.2, false},
    {logic::Technique::HiddenSingleLine, 1.5, false},
    {logic::Technique::HiddenSingleOther, 1.5, false},
    {logic::Technique::LockedCandidatesPointing, 1.7, true},
    {logic::Technique::LockedCandidatesClaiming, 1.9, true},
    {logic::Technique::HiddenPair, 2.0, true},
    {logic::Technique::NakedSingle, 2.3, false},
    {logic::Technique::HiddenTriple, 2.5, true},
    {logic::Technique::LockedCandidatesPointing, 2.6, false},
    {logic::Technique::LockedCandidatesClaiming, 2.8, false},
    {logic::Technique::LockedPair, 2.9, false},
    {logic::Technique::NakedPair, 3.0, false},
    {logic::Technique::HiddenPair, 3.4, false},
    {logic::Technique::LockedTriple, 3.5, false},
    {logic::Technique::NakedTriple, 3.6, false},
    {logic::Technique::HiddenTriple, 4.0, false},
};

class Collect : public logic::StepSink {
public:
    explicit Collect(bool firstOnly) : m_firstOnly(firstOnly) {}
    bool add(logic::Step step) override
    {
        if (!step.placements.empty() || !step.eliminations.empty())
            steps.push_back(std::move(step));
        return !(m_firstOnly && !steps.empty());
    }
    std::vector<logic::Step> steps;

private:
    bool m_firstOnly;
};

bool hasHiddenSingle(const Grid& state)
{
    for (const House& house : state.geometry().houses()) {
        DigitMask once = 0, twice = 0;
        for (int cell : house.cells)
            if (!state.value(cell)) {
                twice |= once & state.candidates(cell);
                once |= state.candidates(cell);
            }
        if (once & ~twice)
            return true;
    }
    return false;
}

// The SE-order path of a puzzle basic logic finishes, the slow way the
// rating once took it: every finder on a context rebuilt after each step.
// The rating now finds the singles on the grid itself; this is what it
// must agree with. Returns {rating, score, steps}.
std::tuple<double, int, int> finderBasicPath(const Grid& puzzle)
{
    Grid state = logic::candidateState(puzzle);
    logic::LogicContext context(state, true);
    double rating = 0;
    int score = 0, steps = 0;
    while (!state.isComplete()) {
        bool found = false;
        for (const SeChoice& choice : kSeOrder) {
            Collect sink(!choice.direct);
            logic::finderFor(choice.technique)(context, sink);
            for (logic::Step& step : sink.steps) {
                if (choice.direct) {
                    Grid trial = state;
                    logic::applyStep(trial, step);
                    if (!hasHiddenSingle(trial))
                        continue;
                }
                logic::applyStep(state, step);
                rating = std::max(rating, choice.rating);
                score += logic::info(step.technique).weight;
                ++steps;
                found = true;
                break;
            }
            if (found)
                break;
        }
        if (!found)
            return {-1, -1, -1};
        context.refresh();
    }
    return {rating, score, steps};
}

// `kept` cells of the solution grid `full`, drawn with `cellOf`; the rest empty.
std::vector<std::uint8_t> someGivens(const std::vector<std::uint8_t>& full, int kept, std::mt19937_64& rng,
                                     std::uniform_int_distribution<int>& cellOf)
{
    std::vector<std::uint8_t> givens(full.size(), 0);
    for (int placed = 0; placed < kept;) {
        const int cell = cellOf(rng);
        placed += givens[size_t(cell)] == 0;
        givens[size_t(cell)] = full[size_t(cell)];
    }
    return givens;
}

} // namespace

class TestRating : public QObject {
    Q_OBJECT
private slots:
    void singlesPuzzleIsEasy()
    {
        // Solvable by singles alone (QQwing "Simple").
        const Rating r = grading::ratePuzzle(
            parse("..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7"));
        QCOMPARE(int(r.outcome), int(Rating::Outcome::Rated));
        QCOMPARE(int(r.level), int(Level::Easy));
        QVERIFY(r.rating >= 1.0 && r.rating <= 2.3);
        QCOMPARE(int(r.lookahead), int(grading::Lookahead::Propagation));
        QVERIFY(r.score > 0);
        QVERIFY(r.steps > 0);
    }

    void hardestPuzzleNeedsSearch()
    {
        // A forum "hardest" puzzle (SE 11+): forcing chains or what-if.
        const auto lines = test::loadPuzzleLines(test::sharedDataPath("forum_hardest_1905_11plus.txt"), 1);
        QCOMPARE(lines.size(), size_t(1));
        const Rating r = grading::ratePuzzle(parse(lines.front()));
        QCOMPARE(int(r.level), int(Level::Extreme));
        QCOMPARE(int(r.lookahead), int(grading::Lookahead::Search));
        QVERIFY(r.rating >= 8.0);
    }

    void ratingIsDeterministic()
    {
        const auto lines = test::loadPuzzleLines(test::sharedDataPath("top1465.txt"), 5);
        QCOMPARE(lines.size(), size_t(5));
        for (const auto& line : lines) {
            const Rating a = grading::ratePuzzle(parse(line));
            const Rating b = grading::ratePuzzle(parse(line));
            QCOMPARE(a.rating, b.rating);
            QCOMPARE(a.score, b.score);
            QCOMPARE(int(a.hardest), int(b.hardest));
        }
    }

    void badPuzzlesAreNotRated()
    {
        QCOMPARE(int(grading::ratePuzzle(parse(std::string(81, '.'))).outcome), int(Rating::Outcome::Multiple));
        // r1c9 can only be 9, but column 9 already has its 9: no solution.
        const Grid none = parse("12345678." "........9" + std::string(63, '.'));
        QCOMPARE(int(grading::ratePuzzle(none).outcome), int(Rating::Outcome::Invalid));
    }

    // "Solver needs SET" (TopAutism, CC BY 4.0; ../shared/data/
    // variants_public.json), an empty grid of killer cages and dots: the
    // exact count took minutes before the search read set equations, logic
    // 0.1 s. It is proved unique (by the count now; by the finished logic
    // path, were the count over budget) and rated (it was left unrated
    // before).
    void aVariantPuzzleWithALongCountIsRatedByItsLogic()
    {
        QFile file(test::sharedDataPath(QStringLiteral("variants_public.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        std::optional<Grid> puzzle;
        for (const QJsonValue& entry : QJsonDocument::fromJson(file.readAll()).array())
            if (entry.toObject()[QStringLiteral("title")].toString() == QStringLiteral("Solver needs SET"))
                puzzle = parse("https://f-puzzles.com/?load="
                               + entry.toObject()[QStringLiteral("puzzle")].toString().toStdString());
        QVERIFY(puzzle);
        const Rating rating = grading::ratePuzzle(*puzzle);
        QCOMPARE(int(rating.outcome), int(Rating::Outcome::Rated));
        QCOMPARE(int(rating.level), int(Level::Expert));
        QCOMPARE(int(rating.hardest), int(logic::Technique::SetEquivalence));
        // An open variant grid with many solutions is still told so.
        Grid open = *puzzle;
        GeometrySpec spec = open.geometry().spec();
        spec.cages.clear();
        const auto fewer = Geometry::create(spec);
        QVERIFY(fewer);
        QCOMPARE(int(grading::ratePuzzle(Grid(fewer.value())).outcome), int(Rating::Outcome::Multiple));
        // With only its first cage taken away, neither the count (no answer
        // within minutes) nor logic (no step) finishes: left unrated once
        // the budget is spent, where it was counted without end before.
        spec = puzzle->geometry().spec();
        spec.cages.erase(spec.cages.begin());
        const auto lessOne = Geometry::create(spec);
        QVERIFY(lessOne);
        QCOMPARE(int(grading::ratePuzzle(Grid(lessOne.value()), {}, 2000).outcome), int(Rating::Outcome::VariantRules));
    }

    void chainSurchargeFollowsSudokuExplainer()
    {
        logic::Step step;
        step.technique = logic::Technique::XChain;
        const double base = logic::info(step.technique).rating;
        // Nodes = links + 1; up to 4 nodes no surcharge, 5-6 +0.1, 7-8 +0.2, 9-12 +0.3.
        const std::vector<std::pair<int, double>> cases = {{3, 0.0}, {4, 0.1}, {6, 0.2}, {8, 0.3}, {12, 0.4}};
        for (const auto& [links, added] : cases) {
            step.pattern.links.assign(size_t(links), logic::ChainLink{});
            QCOMPARE(grading::stepRating(step), std::round((base + added) * 10) / 10);
        }
        logic::Step pair;
        pair.technique = logic::Technique::NakedPair;
        QCOMPARE(grading::stepRating(pair), 3.0);
    }

    // The minimum: Spearman rho >= 0.85 against both public rated
    // sets (the full sets are measured with `bench rate`; a spread sample
    // keeps the test quick).
    void correlatesWithSudokuExplainer_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("stride");
        QTest::newRow("cbg000 (SE 1.2.1)") << QString("cbg000_se121_rated.txt") << 71;
        QTest::newRow("se_rated_sample (SukakuExplainer)") << QString("se_rated_sample.txt") << 48;
    }
    void correlatesWithSudokuExplainer()
    {
        QFETCH(QString, file);
        QFETCH(int, stride);
        const auto rows = ratedSample(file, 300, stride);
        QCOMPARE(int(rows.size()), 300);
        std::vector<double> theirs, ours;
        for (const auto& [puzzle, rating] : rows) {
            const Rating r = grading::ratePuzzle(parse(puzzle));
            QCOMPARE(int(r.outcome), int(Rating::Outcome::Rated));
            theirs.push_back(rating);
            ours.push_back(r.rating);
        }
        const double rho = grading::spearman(theirs, ours);
        qInfo("%s: spearman %.3f over %zu puzzles", qPrintable(file), rho, rows.size());
        QVERIFY2(rho >= 0.85, qPrintable(QString("rho %1").arg(rho)));
    }

    // The generator trusts BasicLogic to say "Easy" and "at most Medium"
    // exactly as the explaining solver's path would.
    void basicLogicAgreesWithTheExplainingSolver()
    {
        const auto rows = ratedSample("se_rated_sample.txt", 400, 36);
        grading::BasicLogic basic(Geometry::classic());
        int easy = 0, medium = 0, harder = 0, oneStep = 0, search = 0;
        for (const auto& [puzzle, rating] : rows) {
            const Grid grid = parse(puzzle);
            const Rating r = grading::ratePuzzle(grid);
            const bool singles = basic.run(grid.values(), Level::Easy).solved;
            const bool basicSolved = basic.run(grid.values(), Level::Medium).solved;
            QCOMPARE(singles, r.level == Level::Easy);
            QCOMPARE(basicSolved, r.level <= Level::Medium);
            (r.level == Level::Easy ? easy : r.level == Level::Medium ? medium : harder)++;
            // The coarse grade: propagation exactly when singles suffice.
            QCOMPARE(r.lookahead == grading::Lookahead::Propagation, r.level == Level::Easy);
            oneStep += r.lookahead == grading::Lookahead::OneStep;
            search += r.lookahead == grading::Lookahead::Search;
        }
        QVERIFY(medium > 10 && harder > 10); // the sample spans the levels
        qInfo("levels: %d easy, %d medium, %d harder; coarse: %d one-step, %d search", easy, medium, harder, oneStep,
              search);
        // Nearly every puzzle is within one step of lookahead (Berthier's
        // T&E(1)); the hardest ones are not (hardestPuzzleNeedsSearch).
        QVERIFY(oneStep > 10);
    }

    // The rating of a puzzle basic logic finishes follows SE's order step by
    // step; its singles are found on the grid, and must be the steps the
    // finders would give: same rating, score and step count, on QQwing's
    // puzzles and on generated ones of several shapes (16x16; X and windows
    // have the extra houses of HiddenSingleOther).
    void basicPathMatchesTheFinders()
    {
        std::vector<Grid> puzzles;
        for (const auto& row : test::loadTsv(test::sharedDataPath("qqwing_generated_levels.tsv")))
            puzzles.push_back(parse(row.at("puzzle")));
        struct Shape {
            int size;
            Variant variants;
            int count;
        };
        for (const Shape& shape : {Shape{9, Variant::None, 40}, Shape{9, Variant::Diagonals, 10},
                                   Shape{9, Variant::Windows, 10}, Shape{16, Variant::None, 4}}) {
            for (Level level : {Level::Easy, Level::Medium}) {
                for (int seed = 1; seed <= shape.count; ++seed) {
                    generate::GeneratorOptions options;
                    options.geometry.size = shape.size;
                    options.geometry.boxRows = options.geometry.boxCols = shape.size == 16 ? 4 : 3;
                    options.geometry.variants = shape.variants;
                    options.level = level;
                    options.seed = std::uint64_t(seed);
                    auto made = generate::generatePuzzle(options);
                    QVERIFY(bool(made));
                    puzzles.push_back(made.value().puzzle);
                }
            }
        }
        int basic = 0;
        for (size_t i = 0; i < puzzles.size(); i += size_t(test::kSanitizerThinning)) {
            const Rating r = grading::ratePuzzle(puzzles[i]);
            QCOMPARE(int(r.outcome), int(Rating::Outcome::Rated));
            if (r.level > Level::Medium)
                continue;
            ++basic;
            const auto [rating, score, steps] = finderBasicPath(puzzles[i]);
            QCOMPARE(r.rating, rating);
            QCOMPARE(r.score, score);
            QCOMPARE(r.steps, steps);
        }
        QVERIFY(basic >= 500 / test::kSanitizerThinning);
    }

    // The generator's singles check on bit masks gives BasicLogic's answer:
    // random grids, a random share of givens kept, one to four of them taken
    // away (both answers come up often).
    void classicSinglesMatchBasicLogic()
    {
        std::mt19937_64 rng(2023);
        std::uniform_int_distribution<int> cellOf(0, 80), keptOf(22, 60), takenOf(1, 4);
        grading::BasicLogic basic(Geometry::classic());
        int recovered = 0, notRecovered = 0;
        for (int round = 0; round < 3000 / test::kSanitizerThinning; ++round) {
            const std::vector<std::uint8_t> full = solver::randomSolution(Geometry::classic(), rng).value();
            std::vector<std::uint8_t> givens = someGivens(full, keptOf(rng), rng, cellOf);
            std::vector<int> taken;
            for (int n = takenOf(rng); int(taken.size()) < n;) {
                const int cell = cellOf(rng);
                if (givens[size_t(cell)] && std::find(taken.begin(), taken.end(), cell) == taken.end())
                    taken.push_back(cell);
            }
            const bool fast = grading::classic9SinglesRecover(givens, taken);
            QCOMPARE(fast, basic.stillSolvedWithout(givens, taken, Level::Easy));
            (fast ? recovered : notRecovered)++;
        }
        qInfo("%d recovered, %d not", recovered, notRecovered);
        QVERIFY(recovered > 100 / test::kSanitizerThinning && notRecovered > 100 / test::kSanitizerThinning);
    }

    // The same for the Medium check (intersections, pairs and triples on
    // bit masks). Random givens seldom need those rules, so most cases come
    // from generated medium puzzles, which singles alone never finish: a few
    // cells of the solution are added and some of them taken away again (and
    // every third time one of the puzzle's givens as well).
    void classicBasicMatchesBasicLogic()
    {
        std::mt19937_64 rng(2024);
        std::uniform_int_distribution<int> cellOf(0, 80), keptOf(20, 40), takenOf(1, 3);
        grading::BasicLogic basic(Geometry::classic());
        int recovered = 0, notRecovered = 0, beyondSingles = 0;
        const auto check = [&](const std::vector<std::uint8_t>& givens, const std::vector<int>& taken) {
            const bool fast = grading::classic9BasicRecover(givens, taken);
            QCOMPARE(fast, basic.stillSolvedWithout(givens, taken, Level::Medium));
            (fast ? recovered : notRecovered)++;
            beyondSingles += fast && !grading::classic9SinglesRecover(givens, taken);
        };
        // Adds a random given of `from` not yet in `cells`.
        const auto pick = [&](const std::vector<std::uint8_t>& from, std::vector<int>& cells) {
            for (;;) {
                const int cell = cellOf(rng);
                if (from[size_t(cell)] && std::find(cells.begin(), cells.end(), cell) == cells.end()) {
                    cells.push_back(cell);
                    return;
                }
            }
        };
        for (int round = 0; round < 2000 / test::kSanitizerThinning; ++round) {
            const std::vector<std::uint8_t> full = solver::randomSolution(Geometry::classic(), rng).value();
            std::vector<std::uint8_t> givens = someGivens(full, keptOf(rng), rng, cellOf);
            std::vector<int> taken;
            for (int n = takenOf(rng); n > 0; --n)
                pick(givens, taken);
            check(givens, taken);
        }
        for (int seed = 1; seed <= 120 / test::kSanitizerThinning; ++seed) {
            generate::GeneratorOptions options;
            options.level = Level::Medium;
            options.seed = std::uint64_t(seed);
            const auto made = generate::generatePuzzle(options);
            QVERIFY(bool(made));
            const std::vector<std::uint8_t> puzzle = made.value().puzzle.values();
            const std::vector<std::uint8_t> full = made.value().solution.values();
            for (int trial = 0; trial < 20; ++trial) {
                std::vector<std::uint8_t> givens = puzzle, added(81, 0);
                std::vector<int> taken;
                int addedCount = 0;
                for (int n = takenOf(rng) + trial % 4; n > 0; --n) {
                    int cell = cellOf(rng);
                    while (givens[size_t(cell)])
                        cell = cellOf(rng);
                    givens[size_t(cell)] = added[size_t(cell)] = full[size_t(cell)];
                    ++addedCount;
                }
                for (int n = std::min(takenOf(rng), addedCount); n > 0; --n)
                    pick(added, taken);
                if (trial % 3 == 0)
                    pick(puzzle, taken);
                check(givens, taken);
            }
        }
        qInfo("%d recovered (%d beyond singles), %d not", recovered, beyondSingles, notRecovered);
        QVERIFY(recovered > 100 / test::kSanitizerThinning && notRecovered > 100 / test::kSanitizerThinning);
        QVERIFY(beyondSingles > 100 / test::kSanitizerThinning);
    }

    // The rating's bit-mask lookahead gives BasicLogic's answer: top1465
    // (mostly one-step), forum_hardest_1905 (mostly search) and generated
    // puzzles of every level from medium up; both answers must come up.
    void classicLookaheadMatchesBasicLogic()
    {
        grading::BasicLogic basic(Geometry::classic());
        std::vector<std::vector<std::uint8_t>> puzzles;
        const int fromTop = 600 / test::kSanitizerThinning, fromHardest = 120 / test::kSanitizerThinning;
        for (const auto& line : test::loadPuzzleLines(test::sharedDataPath("top1465.txt"), fromTop))
            puzzles.push_back(parse(line).values());
        for (const auto& line :
             test::loadPuzzleLines(test::sharedDataPath("forum_hardest_1905_11plus.txt"), fromHardest))
            puzzles.push_back(parse(line).values());
        for (int level = int(Level::Medium); level <= int(Level::Extreme); ++level)
            for (int seed = 1; seed <= 12 / test::kSanitizerThinning + 1; ++seed) {
                generate::GeneratorOptions options;
                options.level = Level(level);
                options.seed = std::uint64_t(seed);
                const auto made = generate::generatePuzzle(options);
                QVERIFY(bool(made));
                puzzles.push_back(made.value().puzzle.values());
            }
        int oneStep = 0, search = 0;
        for (const auto& values : puzzles) {
            const bool fast = grading::classic9SolvesWithLookahead(values);
            QCOMPARE(fast, basic.solvesWithLookahead(values));
            (fast ? oneStep : search)++;
        }
        qInfo("%d one-step, %d search", oneStep, search);
        QVERIFY(oneStep > 20 / test::kSanitizerThinning && search > 20 / test::kSanitizerThinning);
    }

    void spearmanHandlesTies()
    {
        QCOMPARE(grading::spearman({1, 2, 3, 4}, {10, 20, 30, 40}), 1.0);
        QCOMPARE(grading::spearman({1, 2, 3, 4}, {4, 3, 2, 1}), -1.0);
        // Ties share a rank: x ranks 1.5 1.5 3 4, y ranks 1 2 3 4.
        QVERIFY(std::abs(grading::spearman({1, 1, 2, 3}, {1, 2, 3, 4}) - 0.9486832981) < 1e-9);
        QCOMPARE(grading::spearman({1, 1, 1}, {1, 2, 3}), 0.0);
    }

    void basicLogicFindsContradictions()
    {
        grading::BasicLogic basic(Geometry::classic());
        std::vector<std::uint8_t> values(81, 0);
        values[0] = 1;
        values[1] = 1; // a clash
        QVERIFY(basic.run(values, Level::Medium).contradiction);
    }
};

QTEST_APPLESS_MAIN(TestRating)
#include "tst_rating.moc"
