// SPDX-License-Identifier: GPL-3.0-or-later
// Must-not-find for every technique at once: in a candidate state holding
// exactly the candidates that appear in some solution of a puzzle with many
// solutions, no candidate may be eliminated (each one is in a solution) and
// a placement may only be one every solution agrees on. A finder that fires
// there fires on a pattern that is not there.
#include "core/formats/puzzle_format.h"
#include "core/logic/finders.h"
#include "core/logic/logic_solver.h"
#include "core/solver/exact_solver.h"

#include "tests/support/test_data.h"

#include <QtTest>

#include <algorithm>
#include <numeric>
#include <random>

using namespace pm;
using namespace pm::logic;

namespace {

struct ManySolutions {
    Grid state;                                   // candidates: the union over all solutions
    std::vector<std::vector<std::uint8_t>> all;   // every solution
};

// A top1465 puzzle's solution with cells taken out in a seeded order until
// it has more than one solution, when that leaves at most 2000.
std::optional<ManySolutions> loosen(const std::string& line, unsigned seed)
{
    const Grid puzzle = parsePuzzle(line).value().grid;
    const solver::SolveResult solved = solver::solve(puzzle);
    if (solved.outcome != solver::SolveOutcome::Unique)
        return std::nullopt;
    Grid open = puzzle;
    for (int cell = 0; cell < open.cellCount(); ++cell)
        open.setValue(cell, solved.solution[size_t(cell)]);
    std::vector<int> order(size_t(open.cellCount()));
    std::iota(order.begin(), order.end(), 0);
    std::mt19937 rng(seed);
    std::shuffle(order.begin(), order.end(), rng);
    for (int cell : order) {
        open.setValue(cell, 0);
        const std::uint64_t count = solver::countSolutions(open, 2001).count;
        if (count < 2)
            continue;
        if (count > 2000)
            return std::nullopt;
        ManySolutions result;
        solver::enumerateSolutions(open, [&](const std::vector<std::uint8_t>& solution) {
            result.all.push_back(solution);
            return true;
        });
        result.state = open;
        for (int c = 0; c < open.cellCount(); ++c) {
            if (open.value(c))
                continue;
            DigitMask seen = 0;
            for (const auto& solution : result.all)
                seen |= digitBit(solution[size_t(c)]);
            result.state.setCandidates(c, seen);
        }
        return result;
    }
    return std::nullopt;
}

} // namespace

class TestLogicMustNotFind : public QObject {
    Q_OBJECT
private slots:
    void nothingFalseInAnOpenState()
    {
        const auto lines = test::loadPuzzleLines(test::sharedDataPath("top1465.txt"), 40);
        QCOMPARE(lines.size(), size_t(40));
        int states = 0, emptyCells = 0;
        std::map<std::string, int> placementsChecked;
        for (size_t i = 0; i < lines.size() && states < 12; ++i) {
            const auto open = loosen(lines[i], unsigned(i + 1));
            if (!open)
                continue;
            ++states;
            for (int cell = 0; cell < open->state.cellCount(); ++cell)
                emptyCells += open->state.value(cell) == 0;
            for (const TechniqueInfo& row : catalogue()) {
                if (!finderFor(row.technique) || row.needsUniqueness)
                    continue;
                for (const Step& step : findAll(open->state, row.technique)) {
                    QVERIFY2(step.eliminations.empty(),
                             qPrintable(QStringLiteral("%1 eliminated a candidate of some solution in %2")
                                            .arg(QString::fromUtf8(row.key.data(), int(row.key.size())),
                                                 QString::fromStdString(lines[i]))));
                    for (const CellDigit& p : step.placements) {
                        for (const auto& solution : open->all)
                            QVERIFY2(solution[size_t(p.cell)] == p.digit,
                                     qPrintable(QStringLiteral("%1 placed a digit not every solution has")
                                                    .arg(QString::fromUtf8(row.key.data(), int(row.key.size())))));
                        ++placementsChecked[std::string(row.key)];
                    }
                }
            }
        }
        int placements = 0;
        for (const auto& [key, count] : placementsChecked)
            placements += count;
        qInfo("%d open states (%d empty cells on average), %d placements checked, no elimination found", states,
              states ? emptyCells / states : 0, placements);
        QVERIFY2(states >= 8, "enough open states");
        QVERIFY(!placementsChecked.empty()); // singles do fire where every solution agrees
    }
};

QTEST_APPLESS_MAIN(TestLogicMustNotFind)
#include "tst_logic_must_not_find.moc"
