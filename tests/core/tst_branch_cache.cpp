// SPDX-License-Identifier: GPL-3.0-or-later
// The forcing finders and what-if look at cases through caseOutcome, which
// carries cases over from a path's earlier steps instead of following them
// again. Every outcome must be what a fresh propagation of the case from the
// context's state gives: broken or not, and if not, the same values and the
// same candidates in every empty cell.
#include "core/formats/puzzle_format.h"
#include "core/logic/branch_cache.h"
#include "core/logic/logic_context.h"
#include "core/logic/logic_solver.h"
#include "tests/support/test_data.h"

#include <QtTest>

using namespace pm;
using namespace pm::logic;
using namespace pm::test;

namespace {

// A 16x16 puzzle at extreme whose path takes 98 forcing-chain steps
// (`pencilmark-cli generate --size 16 --level extreme --seed 3`).
const char* kExtreme16 =
    ".G.B5.8...DC9...7.8.3..E4..6..5..FA.7......B.2EC...E.....17..D.49.G..63F.4.2...A4..A....F.6.B.8....C....."
    ".9..5..E5F.17.......C.G......568.....C.G8...9E7.....A.....6...BC.39F...3.....G..72....D..9...FA3B.D...7...."
    "E16....G..2..E...2.4.9...F..F.B3.5...2...4..";

Grid parse(const std::string& text)
{
    auto parsed = parsePuzzle(text);
    if (!parsed)
        qFatal("bad test puzzle %s", text.c_str());
    return parsed->grid;
}

// How the context's outcome of a case differs from a fresh propagation of
// it; empty when it does not.
QString mismatch(const LogicContext& ctx, CellDigit candidate, bool assumedTrue)
{
    const CaseOutcome outcome = caseOutcome(ctx, candidate, assumedTrue);
    Grid fresh = ctx.grid();
    const bool broken = propagateSingles(fresh, candidate, assumedTrue).contradiction.has_value();
    const QString which = QStringLiteral("cell %1 %2 %3: ")
                              .arg(candidate.cell)
                              .arg(assumedTrue ? QStringLiteral("=") : QStringLiteral("<>"))
                              .arg(candidate.digit);
    if (outcome.broken != broken)
        return which + (broken ? QStringLiteral("breaks the grid, told not") : QStringLiteral("told broken"));
    if (broken)
        return {};
    for (int cell = 0; cell < fresh.cellCount(); ++cell) {
        if (outcome.state.value(cell) != fresh.value(cell))
            return which + QStringLiteral("cell %1 holds %2, not %3")
                               .arg(cell)
                               .arg(outcome.state.value(cell))
                               .arg(fresh.value(cell));
        if (!fresh.value(cell) && outcome.state.candidates(cell) != fresh.candidates(cell))
            return which + QStringLiteral("cell %1 has other candidates").arg(cell);
    }
    return {};
}

// Every case of the context's state (each candidate on and off), checked;
// the first difference, or empty.
QString firstMismatch(const LogicContext& ctx)
{
    for (int cell = 0; cell < ctx.cellCount(); ++cell)
        for (DigitMask m = ctx.candidates(cell); m; m &= m - 1)
            for (bool assumedTrue : {true, false})
                if (QString found = mismatch(ctx, {cell, firstDigit(m)}, assumedTrue); !found.isEmpty())
                    return found;
    return {};
}

} // namespace

class TestBranchCache : public QObject {
    Q_OBJECT
private slots:
    // One context refreshed step by step along the puzzle's logic path, as
    // the solver keeps its own: cases are carried from step to step (over
    // `stride` steps at a time, so also over several at once) and must stay
    // true to the state.
    void carriedCasesMatchFreshOnes_data()
    {
        QTest::addColumn<QString>("puzzle");
        QTest::addColumn<int>("stride");
        const auto top = loadPuzzleLines(sharedDataPath(QStringLiteral("top1465.txt")), 3);
        for (size_t i = 0; i < top.size(); ++i)
            QTest::newRow(qPrintable(QStringLiteral("top1465 #%1").arg(i + 1)))
                << QString::fromStdString(top[i]) << 1;
        QTest::newRow("16x16 extreme") << QString::fromLatin1(kExtreme16) << 9 * kSanitizerThinning;
    }
    void carriedCasesMatchFreshOnes()
    {
        QFETCH(QString, puzzle);
        QFETCH(int, stride);
        const Grid grid = parse(puzzle.toStdString());
        const SolvePath path = solvePath(grid);
        QCOMPARE(path.result, SolvePath::Result::Solved);
        Grid state = candidateState(grid);
        LogicContext ctx(state, true);
        int checked = 0;
        for (size_t i = 0; i < path.steps.size(); ++i) {
            if (i % size_t(stride) == 0) {
                const QString found = firstMismatch(ctx);
                QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("step %1: %2").arg(i).arg(found)));
                ++checked;
            }
            applyStep(state, path.steps[i]);
            ctx.refresh();
        }
        QVERIFY(checked >= 3);
    }

    // After a path carried its cases to the end, a context on a state that
    // allows more (the puzzle's start again) or other digits (another
    // puzzle) must not take them: the strong fixpoints of the end would be
    // wrong there.
    void statesAllowingMoreStartAfresh()
    {
        const auto top = loadPuzzleLines(sharedDataPath(QStringLiteral("top1465.txt")), 2);
        const Grid first = parse(top[0]);
        const SolvePath path = solvePath(first);
        Grid state = candidateState(first);
        {
            LogicContext ctx(state, true);
            for (const Step& step : path.steps) {
                QVERIFY(firstMismatch(ctx).isEmpty());
                applyStep(state, step);
                ctx.refresh();
            }
            // The last cases asked for stay on this thread for the next context.
        }
        for (const Grid& start : {candidateState(first), candidateState(parse(top[1]))}) {
            Grid again = start;
            LogicContext ctx(again, true);
            const QString found = firstMismatch(ctx);
            QVERIFY2(found.isEmpty(), qPrintable(found));
        }
    }
};

QTEST_GUILESS_MAIN(TestBranchCache)
#include "tst_branch_cache.moc"
