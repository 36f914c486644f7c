// SPDX-License-Identifier: GPL-3.0-or-later
// The chains a what-if or forcing-chain sentence tells must be a real
// argument: each implication a single given the assumption and the
// implications before it, ending in the contradiction named, and nothing
// told that the argument does not use.
#include "core/formats/puzzle_format.h"
#include "core/logic/logic_solver.h"
#include "core/logic/propagation.h"

#include "tests/support/test_data.h"

#include <QtTest>

using namespace pm;
using namespace pm::logic;

namespace {

// Places a digit, clearing it from the peers.
void place(Grid& state, int cell, int digit)
{
    state.setValue(cell, digit);
    state.setCandidates(cell, digitBit(digit));
    for (int peer : state.geometry().peers(cell))
        if (!state.value(peer))
            state.setCandidates(peer, state.candidates(peer) & ~digitBit(digit));
}

bool isSingle(const Grid& state, int cell, int digit)
{
    if (state.value(cell) || !(state.candidates(cell) & digitBit(digit)))
        return false;
    if (state.candidates(cell) == digitBit(digit))
        return true;
    for (int h : state.geometry().housesOf(cell)) {
        bool alone = true;
        for (int other : state.geometry().houses()[size_t(h)].cells)
            if (other != cell && !state.value(other) && (state.candidates(other) & digitBit(digit)))
                alone = false;
        if (alone)
            return true;
    }
    return false;
}

// Does the told chain, from `start`, reach the step's contradiction?
bool chainHolds(const Grid& start, const Step& step)
{
    Grid state = start;
    const CellDigit a = step.detail.assumption;
    if (step.detail.assumedTrue)
        place(state, a.cell, a.digit);
    else
        state.setCandidates(a.cell, state.candidates(a.cell) & ~digitBit(a.digit));
    for (const CellDigit& implied : step.detail.implications) {
        if (!isSingle(state, implied.cell, implied.digit))
            return false;
        place(state, implied.cell, implied.digit);
    }
    if (step.detail.contradictionCell >= 0)
        return !state.value(step.detail.contradictionCell) && state.candidates(step.detail.contradictionCell) == 0;
    const int digit = step.detail.contradictionDigit;
    for (int cell : state.geometry().houses()[size_t(step.detail.contradictionHouse)].cells)
        if (state.value(cell) == digit || (!state.value(cell) && (state.candidates(cell) & digitBit(digit))))
            return false;
    return true;
}

} // namespace

class TestLogicExplanations : public QObject {
    Q_OBJECT
private slots:
    void contradictionChainsAreTold()
    {
        const auto lines = test::loadPuzzleLines(test::sharedDataPath("top1465.txt"), 60);
        QCOMPARE(lines.size(), size_t(60));
        int checked = 0;
        size_t told = 0, longest = 0;
        for (const auto& line : lines) {
            const Grid puzzle = parsePuzzle(line).value().grid;
            const SolvePath path = solvePath(puzzle);
            QCOMPARE(int(path.result), int(SolvePath::Result::Solved));
            Grid state = candidateState(puzzle);
            for (const Step& step : path.steps) {
                const bool contradiction =
                    (step.technique == Technique::DigitForcingChain || step.technique == Technique::WhatIf) &&
                    step.detail.variantType == 0;
                if (contradiction) {
                    QVERIFY2(chainHolds(state, step), qPrintable(QString::fromStdString(line)));
                    ++checked;
                    told += step.detail.implications.size();
                    longest = std::max(longest, step.detail.implications.size());
                }
                applyStep(state, step);
            }
        }
        qInfo("%d contradiction chains checked, %.1f implications told on average, longest %zu", checked,
              checked ? double(told) / checked : 0.0, longest);
        QVERIFY(checked > 5);
    }

    // "If r1c5 were 3, then after the singles that follow, r6c7 could hold
    // none of 1, 8 and 9": replayed with singles at both levels.
    void nestedWhatIfsHold()
    {
        const auto lines = test::loadPuzzleLines(test::sharedDataPath("forum_hardest_1106.txt"), 3);
        QCOMPARE(lines.size(), size_t(3));
        int checked = 0;
        for (const auto& line : lines) {
            const Grid puzzle = parsePuzzle(line).value().grid;
            const SolvePath path = solvePath(puzzle);
            QCOMPARE(int(path.result), int(SolvePath::Result::Solved));
            Grid state = candidateState(puzzle);
            for (const Step& step : path.steps) {
                if (step.technique == Technique::WhatIf && step.detail.variantType == 2) {
                    Grid trial = state;
                    QVERIFY(!propagateSingles(trial, step.detail.assumption, true).contradiction);
                    const int dead = step.detail.contradictionCell;
                    QCOMPARE(digitCount(trial.candidates(dead)) + 1, int(step.detail.digits.size()));
                    for (size_t i = 1; i < step.detail.digits.size(); ++i) {
                        Grid branch = trial;
                        QVERIFY(propagateSingles(branch, {dead, step.detail.digits[i]}, true).contradiction);
                    }
                    ++checked;
                }
                applyStep(state, step);
            }
        }
        QVERIFY(checked > 0);
    }
};

QTEST_APPLESS_MAIN(TestLogicExplanations)
#include "tst_logic_explanations.moc"
