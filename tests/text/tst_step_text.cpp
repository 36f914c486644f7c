// SPDX-License-Identifier: GPL-3.0-or-later
// Step sentences: the text a player reads for a hint. Real steps from real
// states, so a change in a finder's detail fields shows up here.
#include "core/formats/puzzle_format.h"
#include "core/logic/constraint_reasons.h"
#include "core/logic/finders.h"
#include "core/logic/logic_solver.h"
#include "core/solver/exact_solver.h"
#include "tests/support/test_data.h"
#include "text/constraint_text.h"
#include "text/step_text/step_text.h"

#include <QtTest>

#include <algorithm>
#include <map>

using namespace pm;
using namespace pm::logic;

namespace {

Grid stateOf(const char* puzzle)
{
    return candidateState(parsePuzzle(puzzle).value().grid);
}

} // namespace

class TestStepText : public QObject {
    Q_OBJECT
private slots:
    void namesAndLists()
    {
        const Alphabet alphabet = Alphabet::standard(9);
        const StepText t(*Geometry::classic(), alphabet);
        QCOMPARE(t.cell(0), QStringLiteral("r1c1"));
        QCOMPARE(t.cell(80), QStringLiteral("r9c9"));
        QCOMPARE(t.cells({0, 1, 2}), QStringLiteral("r1c1, r1c2 and r1c3"));
        QCOMPARE(t.house(1), QStringLiteral("row 2"));
        QCOMPARE(t.house(9 + 4), QStringLiteral("column 5"));
        QCOMPARE(t.house(18 + 8), QStringLiteral("box 9"));
        QCOMPARE(t.houses({1, 7}), QStringLiteral("rows 2 and 8"));
        QCOMPARE(t.houses({1, 18}), QStringLiteral("row 2 and box 1"));
        QCOMPARE(t.digitSet({3, 7}), QStringLiteral("{3,7}"));
    }

    void everyTechniqueHasAName()
    {
        for (const TechniqueInfo& row : catalogue())
            QVERIFY2(!StepText::techniqueName(row.technique).isEmpty(), row.key.data());
    }

    void letterAlphabetInText()
    {
        // Wordoku: digits print as the puzzle's letters.
        const Alphabet letters = Alphabet::custom("TONYBLAIR").value();
        const StepText t(*Geometry::classic(), letters);
        QCOMPARE(t.digits({1, 9}), QStringLiteral("T and R"));
    }

    void singlesSentences()
    {
        // The last empty cell of row 1 is r1c9.
        Grid state = stateOf("12345678.........................................................................");
        const NextStep next = nextStep(state);
        QCOMPARE(next.kind, NextStep::Kind::Found);
        QCOMPARE(next.step.technique, Technique::FullHouse);
        const StepText t(state.geometry(), Alphabet::standard(9));
        QCOMPARE(t.explain(next.step), QStringLiteral("Full House: r1c9 is the last empty cell of row 1, so r1c9 = 9."));
        QCOMPARE(t.whereToLook(next.step), QStringLiteral("Look at row 1."));
    }

    void hiddenSingleSentence()
    {
        Grid state = stateOf("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
        const auto steps = findAll(state, Technique::HiddenSingleBox);
        QVERIFY(!steps.empty());
        const StepText t(state.geometry(), Alphabet::standard(9));
        const QString text = t.explain(steps.front());
        QVERIFY2(text.startsWith(QStringLiteral("Hidden Single: in box ")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral(" fits only in r")));
    }

    void pointingSentenceNamesEliminations()
    {
        // An empty grid whose pencil marks have no 1 in rows 2-3 of box 1:
        // in box 1, 1 fits only in row 1, so it goes from the rest of row 1.
        Grid state;
        for (int row = 1; row < 3; ++row)
            for (int column = 0; column < 3; ++column)
                state.setCandidates(row * 9 + column, allDigits(9) & ~digitBit(1));
        const auto steps = findAll(state, Technique::LockedCandidatesPointing);
        QVERIFY(!steps.empty());
        const StepText t(state.geometry(), Alphabet::standard(9));
        const QString text = t.explain(steps.front());
        QCOMPARE(text, QStringLiteral("Pointing: in box 1, 1 fits only in r1c1, r1c2 and r1c3, which lie in row 1; "
                                      "so 1 goes from r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9."));
    }

    void contradictionSentences()
    {
        const StepText t(*Geometry::classic(), Alphabet::standard(9));
        Contradiction c;
        c.kind = Contradiction::Kind::EmptyCell;
        c.cell = 10;
        QCOMPARE(t.contradiction(c), QStringLiteral("r2c2 has no candidate left"));
        c.kind = Contradiction::Kind::DigitMissing;
        c.house = 20;
        c.digit = 4;
        QCOMPARE(t.contradiction(c), QStringLiteral("4 has no place left in box 3"));
    }

    void everyTechniqueHasItsOwnSentence()
    {
        // Find instances of every technique in mid-solve states of HoDoKu's
        // solution paths and public puzzles; each must get its family's
        // sentence, not the plain fallback.
        using namespace pm::test;
        std::map<Technique, QString> sentence;
        const auto rows = loadTsv(sharedDataPath(QStringLiteral("hodoku_solution_path_steps.tsv")));
        LogicOptions options;
        options.uniquenessKnown = true;
        // Killer techniques need cages (killerSentences checks them), the
        // counting ones counted houses (countingSentences), the constraint
        // ones and the constraint forcing chain variant rules
        // (tst_logic_constraints, tst_step_sentences).
        const auto isKiller = [](const TechniqueInfo& row) {
            return row.family == Family::Cages || row.family == Family::Counting || row.family == Family::Constraints
                || row.technique == Technique::ConstraintForcingChain;
        };
        const size_t classicCount = size_t(std::count_if(catalogue().begin(), catalogue().end(),
                                                         [&](const TechniqueInfo& row) { return !isKiller(row); }));
        for (size_t i = 0; i < rows.size() && sentence.size() + 1 < classicCount; i += 7) {
            const QStringList tokens = QString::fromStdString(rows[i].at("grid_pm81")).split(u' ', Qt::SkipEmptyParts);
            const std::string values = rows[i].at("values81");
            if (tokens.size() != 81 || values.size() != 81)
                continue;
            Grid state;
            for (int cell = 0; cell < 81; ++cell) {
                DigitMask mask = 0;
                for (QChar ch : tokens[cell])
                    mask |= digitBit(ch.digitValue());
                state.setCandidates(cell, mask);
                if (values[cell] >= '1' && values[cell] <= '9')
                    state.setValue(cell, values[cell] - '0');
            }
            for (const TechniqueInfo& row : catalogue()) {
                if (sentence.count(row.technique) || !finderFor(row.technique) || isKiller(row))
                    continue;
                const auto steps = findAll(state, row.technique, options);
                if (steps.empty())
                    continue;
                const StepText t(state.geometry(), Alphabet::standard(9));
                const QString text = t.explain(steps.front());
                QVERIFY2(text != t.plainAccount(steps.front()), row.key.data());
                QVERIFY2(text.startsWith(StepText::techniqueName(row.technique).section(u' ', 0, 0)),
                         qPrintable(text));
                sentence[row.technique] = text;
            }
        }
        QStringList missing;
        for (const TechniqueInfo& row : catalogue())
            if (!sentence.count(row.technique) && !isKiller(row))
                missing << QString::fromLatin1(row.key.data(), int(row.key.size()));
        // Classic grids have no extra houses: that one is checked below.
        QCOMPARE(missing, QStringList{QStringLiteral("hidden-single-other")});
    }

    // Issue 38: the constraint techniques name their constraint as the
    // checks do, state its rule and end with what goes.
    void constraintSentences()
    {
        const auto geometry = [](std::vector<Constraint> constraints) {
            GeometrySpec spec = GeometrySpec::forSize(9);
            spec.constraints = std::move(constraints);
            return Geometry::create(spec).value();
        };
        const auto open = [](const std::shared_ptr<const Geometry>& g) {
            Grid grid(g);
            grid.fillCandidatesFromValues();
            return grid;
        };
        // A thermometer told by its cells' places.
        const auto thermo = geometry({{ConstraintKind::Thermometer, {{3, 4, 5, 6}}}});
        Grid state = open(thermo);
        auto steps = findAll(state, Technique::Thermometer);
        QCOMPARE(steps.size(), size_t(1));
        StepText t(*thermo, Alphabet::standard(9));
        QCOMPARE(t.explain(steps.front()),
                 QStringLiteral("Thermometer: the digits on the thermometer from r1c4 rise from the bulb, by one at least "
                                "with each cell: r1c4 holds 1 to 6 (place 1 of 4 from the bulb), r1c5 holds 2 to 7 "
                                "(place 2 of 4 from the bulb), r1c6 holds 3 to 8 (place 3 of 4 from the bulb) and r1c7 "
                                "holds 4 to 9 (place 4 of 4 from the bulb); remove 7, 8 and 9 from r1c4; 1, 8 and 9 "
                                "from r1c5; 1, 2 and 9 from r1c6; 1, 2 and 3 from r1c7."));
        QCOMPARE(t.whereToLook(steps.front()), QStringLiteral("Look at the thermometer from r1c4."));
        // Narrowed by candidates, not by places: the bounds carried along.
        applyStep(state, steps.front());
        state.setCandidates(3, digitBit(3) | digitBit(4) | digitBit(5));
        steps = findAll(state, Technique::Thermometer);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(t.explain(steps.front()),
                 QStringLiteral("Thermometer: the digits on the thermometer from r1c4 rise from the bulb, so each cell's "
                                "bounds carry to the next: r1c5 holds at least 4, as r1c4 before it holds at least 3; "
                                "r1c6 holds at least 5, as r1c5 before it holds at least 4; r1c7 holds at least 6, as "
                                "r1c6 before it holds at least 5; remove 2 and 3 from r1c5; 3 and 4 from r1c6; 4 and 5 "
                                "from r1c7."));
        // A bound moved on past a digit the cell cannot hold: r1c1 at least
        // 2, r1c2 without 3 at least 4, so r1c3 at least 5.
        const auto short3 = geometry({{ConstraintKind::Thermometer, {{0, 1, 2}}}});
        state = open(short3);
        applyStep(state, findAll(state, Technique::Thermometer).front());
        state.setCandidates(0, 0x7E);  // 2-7
        state.setCandidates(1, 0xFA);  // 2, 4-8
        steps = findAll(state, Technique::Thermometer);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*short3, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Thermometer: the digits on the thermometer from r1c1 rise from the bulb, so each cell's "
                                "bounds carry to the next: r1c2 holds at least 4, as r1c1 before it holds at least 2 "
                                "and r1c2 cannot hold 3; r1c3 holds at least 5, as r1c2 before it holds at least 4; "
                                "remove 2 from r1c2; 3 and 4 from r1c3."));
        // A slow thermometer in one row: its cells differ for the row's
        // sake, which no bound says: the general sentence.
        const auto slow = geometry({{ConstraintKind::SlowThermometer, {{0, 1}}}});
        steps = findAll(open(slow), Technique::Thermometer);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*slow, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Thermometer: the digits on the slow thermometer from r1c1 rise or stay level from the "
                                "bulb. Of its cells' candidates, some fit no filling that keeps this rule (cells sharing "
                                "a house holding different digits): remove 9 from r1c1; 1 from r1c2."));
        // An even cell, said plainly.
        const auto even = geometry({{ConstraintKind::Even, {{40}}}});
        steps = findAll(open(even), Technique::CellRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*even, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Cell Rule: the even cell r5c5 holds an even digit: remove 1, 3, 5, 7 and 9 from r5c5."));
        // A maximum cell beside no other is above each neighbour; two side
        // by side ("Fortress") are not compared, and the clause says so.
        const auto lone = geometry({{ConstraintKind::Maximum, {{40}}}});
        steps = findAll(open(lone), Technique::CellRule);
        QVERIFY(!steps.empty());
        QVERIFY(StepText(*lone, Alphabet::standard(9))
                    .explain(steps.front())
                    .startsWith(QStringLiteral("Cell Rule: the maximum cell r5c5 holds a digit larger than each of its "
                                               "orthogonal neighbours")));
        const auto fortress = geometry({{ConstraintKind::Maximum, {{40}}}, {ConstraintKind::Maximum, {{41}}}});
        steps = findAll(open(fortress), Technique::CellRule);
        QVERIFY(!steps.empty());
        QVERIFY(StepText(*fortress, Alphabet::standard(9))
                    .explain(steps.front())
                    .startsWith(QStringLiteral("Cell Rule: the maximum cell r5c5 holds a digit larger than each "
                                               "orthogonal neighbour that is not a maximum cell too")));
        // A V: its pair table, and the digits with no partner.
        const auto v = geometry({{ConstraintKind::XV, {{0, 1}}, {5}}});
        steps = findAll(open(v), Technique::DotPair);
        QCOMPARE(steps.size(), size_t(1));
        const StepText tv(*v, Alphabet::standard(9));
        QCOMPARE(tv.explain(steps.front()),
                 QStringLiteral("Dot Pair: the two digits of the V between r1c1 and r1c2 add up to 5 (1-4 or 2-3), and "
                                "no digit keeps this rule beside 5, 6, 7, 8 or 9: remove 5, 6, 7, 8 and 9 from r1c1 and "
                                "r1c2."));
        // A white dot beside a 5: its partner's digit.
        const auto white = geometry({{ConstraintKind::WhiteDot, {{10, 11}}, {1}}});
        state = open(white);
        state.setValue(10, 5);
        state.fillCandidatesFromValues();
        steps = findAll(state, Technique::DotPair);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*white, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Dot Pair: the two digits of the white dot between r2c2 and r2c3 are consecutive; r2c2 "
                                "holds 5, so r2c3 can only be 4 or 6: remove 1, 2, 3, 7, 8 and 9 from r2c3."));
        // A German whispers line whose middle holds 1-3: its ends are 6-9.
        const auto whispers = geometry({{ConstraintKind::Whispers, {{0, 1, 2}}, {5}}});
        state = open(whispers);
        state.setCandidates(1, digitBit(1) | digitBit(2) | digitBit(3));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*whispers, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Line Rule: neighbours on the German whispers line from r1c1 differ by at least 5; r1c2 "
                                "can only be 1, 2 or 3, so r1c1 can only be 6, 7, 8 or 9; r1c2 can only be 1, 2 or 3, so "
                                "r1c3 can only be 6, 7, 8 or 9: remove 1, 2, 3, 4 and 5 from r1c1 and r1c3."));
        // ... and on open cells the middle's 4 and 6 need two neighbours,
        // which share the row.
        steps = findAll(open(whispers), Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*whispers, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Line Rule: neighbours on the German whispers line from r1c1 differ by at least 5; "
                                "r1c1 can only be 1, 2, 3, 4, 6, 7, 8 or 9, whatever r1c2 holds; r1c1 and r1c3 share a "
                                "house, so they hold different digits, and each must fit the rule beside r1c2: r1c2 "
                                "can only be 1, 2, 3, 7, 8 or 9; r1c3 can only be 1, 2, 3, 4, 6, 7, 8 or 9, whatever "
                                "r1c2 holds: remove 5 from r1c1 and r1c3; 4, 5 and 6 from r1c2."));
        // An arrow along one row: the circle at least 1+2, each arrow cell
        // at most 9 - 1.
        const auto arrow = geometry({{ConstraintKind::Arrow, {{40}, {41, 42}}}});
        steps = findAll(open(arrow), Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*arrow, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Line Sum: the digits along the arrow from r5c5 add up to the number in its circle "
                                "(cells sharing a house hold different digits); the circle r5c5 holds at least 1+2 = 3, "
                                "the least its arrow can add up to; r5c6 holds at most 9 − 1 = 8, as the circle r5c5 "
                                "holds at most 9 and the rest of its arrow at least 1; r5c7 holds at most 9 − 1 = 8, as "
                                "the circle r5c5 holds at most 9 and the rest of its arrow at least 1: remove 1 and 2 "
                                "from r5c5; 9 from r5c6 and r5c7."));
        // ... and a circle of 4 over 1-3s: the ways to fill it.
        state = open(arrow);
        state.setValue(40, 4);
        state.fillCandidatesFromValues();
        state.setCandidates(41, digitBit(1) | digitBit(2) | digitBit(3));
        state.setCandidates(42, digitBit(1) | digitBit(2) | digitBit(3));
        steps = findAll(state, Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*arrow, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Line Sum: the digits along the arrow from r5c5 add up to the number in its circle "
                                "(cells sharing a house hold different digits); with their candidates, r5c5 = r5c6 + "
                                "r5c7 can only be 4 = 1 + 3 or 4 = 3 + 1: 2 goes from r5c6 and r5c7."));
        // A little killer of 25 on r1c2, r2c3 (one box) and r3c4: each at
        // least 25 less the most of the others.
        const auto killer = geometry({{ConstraintKind::LittleKiller, {{1, 11, 21}}, {25}}});
        steps = findAll(open(killer), Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*killer, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Line Sum: the digits of the little killer clue 25 along r1c2 to r3c4 add up to 25, a "
                                "digit may repeat (cells sharing a house hold different digits); r1c2 holds at least "
                                "25 − (9+9) = 7, as the rest of its diagonal adds up to at most 9+9; r2c3 holds at "
                                "least 25 − (9+9) = 7, as the rest of its diagonal adds up to at most 9+9; r3c4 holds "
                                "at least 25 − (9+8) = 8, as the rest of its diagonal adds up to at most 9+8: remove 1, "
                                "2, 3, 4, 5 and 6 from r1c2 and r2c3; 1, 2, 3, 4, 5, 6 and 7 from r3c4."));
        // A little killer of 23 in one box: {6,8,9}, from the table.
        const auto box = geometry({{ConstraintKind::LittleKiller, {{0, 10, 20}}, {23}}});
        steps = findAll(open(box), Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*box, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Line Sum: the digits of the little killer clue 23 along r1c1 to r3c3 add up to 23, a "
                                "digit may repeat; its 3 cells see each other, so they hold 3 different digits adding "
                                "up to 23, and with their candidates they can only be {6,8,9}: remove 1, 2, 3, 4, 5 "
                                "and 7 from r1c1, r2c2 and r3c3."));
        // A pill r1c1-r1c2 over an arrow along r2c2 and r3c3 (box 1): the
        // pill reads at most 9+8, and the arrow at least 12.
        const auto pill = geometry({{ConstraintKind::Arrow, {{0, 1}, {10, 20}}}});
        steps = findAll(open(pill), Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        const StepText tp(*pill, Alphabet::standard(9));
        QCOMPARE(tp.explain(steps.front()),
                 QStringLiteral("Line Sum: the digits along the arrow from r1c1 add up to the number its pill "
                                "r1c1-r1c2 reads, first cell first (cells sharing a house hold different digits); the "
                                "pill reads at most 9+8 = 17, the most its arrow can add up to, so with its cells' "
                                "candidates r1c1 can only be 1 and r1c2 can only be 2, 3, 4, 5, 6 or 7; r2c2 holds at "
                                "least 12 − 9 = 3, as the pill reads at least 12 and the rest of its arrow at most 9; "
                                "r3c3 holds at least 12 − 9 = 3, as the pill reads at least 12 and the rest of its "
                                "arrow at most 9: remove 2, 3, 4, 5, 6, 7, 8 and 9 from r1c1; 1, 8 and 9 from r1c2; 1 "
                                "and 2 from r2c2 and r3c3."));
        // ... but with the arrow 9 + 4 or 9 + 6 the pill reads 13 or 15,
        // and its 4 goes inside the bounds: once the bounds have said what
        // they say, the general sentence.
        state = open(pill);
        state.setCandidates(10, digitBit(9));
        state.setCandidates(20, digitBit(4) | digitBit(6));
        steps = findAll(state, Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        QVERIFY(!tp.explain(steps.front()).contains(QStringLiteral("some fit no filling that keeps this rule")));
        applyStep(state, steps.front());
        steps = findAll(state, Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        QVERIFY(tp.explain(steps.front()).contains(QStringLiteral("some fit no filling that keeps this rule")));
        // A region-sum line r1c2-r1c3 (box 1), r1c4 (box 2): the sum at
        // least 1+2 and at most 9.
        const auto regionSum = geometry({{ConstraintKind::RegionSumLine, {{1, 2, 3}}}});
        steps = findAll(open(regionSum), Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        const StepText tsum(*regionSum, Alphabet::standard(9));
        QCOMPARE(tsum.explain(steps.front()),
                 QStringLiteral("Line Sum: the region-sum line from r1c2 adds up to the same sum in every region it "
                                "passes through (cells sharing a house hold different digits); each segment adds up to "
                                "at most 9, the most the segment from r1c4 can add up to; each segment adds up to at "
                                "least 1+2 = 3, the least the segment from r1c2 can add up to; r1c2 holds at most "
                                "9 − 1 = 8, as the rest of its segment adds up to at least 1; r1c3 holds at most 9 − 1 "
                                "= 8, as the rest of its segment adds up to at least 1; r1c4, a segment of its own, "
                                "holds at least 3: remove 9 from r1c2 and r1c3; 1 and 2 from r1c4."));
        // ... but with r1c4 a 4, the 2 that goes from r1c2 and r1c3 (2+2
        // repeats in the row) lies inside the bounds: the sums say it.
        state = open(regionSum);
        state.setCandidates(3, digitBit(4));
        steps = findAll(state, Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(tsum.explain(steps.front()),
                 QStringLiteral("Line Sum: the region-sum line from r1c2 adds up to the same sum in every region it "
                                "passes through; the segment from r1c4 can only add up to 4 (cells sharing a house "
                                "hold different digits), so the sum is 4, and with it each of r1c2 and r1c3 can only "
                                "hold 1 or 3: remove 2, 4, 5, 6, 7, 8 and 9 from r1c2 and r1c3."));
        // Where the segments clash across them (r1c3 beside r1c4's 3), the
        // general sentence.
        const auto crossing = geometry({{ConstraintKind::RegionSumLine, {{1, 2, 3, 12}}}});
        state = open(crossing);
        state.setCandidates(1, digitBit(1));
        state.setCandidates(2, digitBit(3) | digitBit(6));
        state.setCandidates(3, digitBit(3));
        state.setCandidates(12, digitBit(1) | digitBit(4));
        steps = findAll(state, Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        QVERIFY(StepText(*crossing, Alphabet::standard(9))
                    .explain(steps.front())
                    .contains(QStringLiteral("some fit no filling that keeps this rule")));
        // A zipper line of three: its pair adds up to its middle, at least
        // 1+2, and each of the pair is at most 9 - 1.
        const auto zipper = geometry({{ConstraintKind::ZipperLine, {{0, 1, 2}}}});
        steps = findAll(open(zipper), Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        const StepText tz(*zipper, Alphabet::standard(9));
        QCOMPARE(tz.explain(steps.front()),
                 QStringLiteral("Line Sum: the cells of the zipper line from r1c1 equally far from its middle add up "
                                "to the same total (the middle cell's digit, if it has one) (cells sharing a house hold "
                                "different digits); each pair adds up to at most 9, the most the middle r1c2 can hold; "
                                "each pair adds up to at least 1+2 = 3, the least r1c1 and r1c3 can add up to; r1c1 "
                                "holds at most 9 − 1 = 8, as its partner r1c3 holds at least 1; the middle r1c2 holds "
                                "at least 3; r1c3 holds at most 9 − 1 = 8, as its partner r1c1 holds at least 1: "
                                "remove 9 from r1c1 and r1c3; 1 and 2 from r1c2."));
        // ... but with the middle a 4, the pair's 2 goes (2+2 repeats in the
        // row) inside the bounds: once the bounds have said what they say,
        // the general sentence.
        state = open(zipper);
        state.setCandidates(1, digitBit(4));
        steps = findAll(state, Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        QVERIFY(!tz.explain(steps.front()).contains(QStringLiteral("some fit no filling that keeps this rule")));
        applyStep(state, steps.front());
        steps = findAll(state, Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        QVERIFY(tz.explain(steps.front()).contains(QStringLiteral("some fit no filling that keeps this rule")));
        // An X-sum clue of 9 left of row 1: X is 2 or 3, from the table.
        const auto xsum = geometry({{ConstraintKind::XSum, {{0, 1, 2, 3, 4, 5, 6, 7, 8}}, {9}}});
        steps = findAll(open(xsum), Technique::OutsideClue);
        QCOMPARE(steps.size(), size_t(1));
        const StepText tx(*xsum, Alphabet::standard(9));
        QCOMPARE(tx.explain(steps.front()),
                 QStringLiteral("Outside Clue: the first X digits in the line of the X-sum clue 9 left of row 1, X "
                                "being the first of them, add up to 9; with the candidates of the first cells, only "
                                "X = 2 with {2,7} or X = 3 with {2,3,4} or {1,3,5} fit, and no digit stands where none "
                                "of them puts it (the first cell holds X, the next X − 1 cells the rest of its set, the "
                                "cells after them the other digits): remove 1, 4, 5, 6, 7, 8 and 9 from r1c1; 3, 6, 8 "
                                "and 9 from r1c2; 7 from r1c3."));
        // ... but with X = 3 and only 3+1+5 fitting the second and third
        // cells, the third loses 1, which the table allows: once the table
        // has said what it says, the general sentence.
        state = open(xsum);
        state.setCandidates(0, digitBit(3));
        state.setCandidates(1, digitBit(1) | digitBit(2));
        state.setCandidates(2, digitBit(1) | digitBit(5));
        steps = findAll(state, Technique::OutsideClue);
        QCOMPARE(steps.size(), size_t(1));
        QVERIFY(!tx.explain(steps.front()).contains(QStringLiteral("some fit no filling that keeps this rule")));
        applyStep(state, steps.front());
        steps = findAll(state, Technique::OutsideClue);
        QCOMPARE(steps.size(), size_t(1));
        QVERIFY(tx.explain(steps.front()).contains(QStringLiteral("some fit no filling that keeps this rule")));
        // A sandwich clue of 2 left of row 1, 1 and 9 only in r1c1 and
        // r1c3: the 2 between them.
        const auto sandwich = geometry({{ConstraintKind::Sandwich, {{0, 1, 2, 3, 4, 5, 6, 7, 8}}, {2}}});
        state = open(sandwich);
        for (int cell = 0; cell < 9; ++cell)
            state.setCandidates(cell, cell == 0 || cell == 2 ? digitBit(1) | digitBit(9)
                                                             : state.candidates(cell) & ~(digitBit(1) | digitBit(9)));
        steps = findAll(state, Technique::OutsideClue);
        QCOMPARE(steps.size(), size_t(1));
        const StepText ts(*sandwich, Alphabet::standard(9));
        QCOMPARE(ts.explain(steps.front()),
                 QStringLiteral("Outside Clue: the digits between the 1 and the 9 in the line of the sandwich clue 2 "
                                "left of row 1 add up to 2; with the candidates, the only ways are 1 in r1c1 and 9 in "
                                "r1c3 with {2} between them or 1 in r1c3 and 9 in r1c1 with {2} between them, and no "
                                "digit stands where no way puts it (the digits between the 1 and the 9 in the cells "
                                "between, the other digits outside): remove 3, 4, 5, 6, 7 and 8 from r1c2; 2 from "
                                "r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9."));
        // ... but a clue of 9 over r1c2 to r1c4 of 2 or 3, 2 or 3, and 2, 3 or
        // 4 makes r1c4 a 4, which {2,3,4} between does not say: once the
        // ways have said what they say, the general sentence.
        const auto sandwich9 = geometry({{ConstraintKind::Sandwich, {{0, 1, 2, 3, 4, 5, 6, 7, 8}}, {9}}});
        state = open(sandwich9);
        for (int cell = 0; cell < 9; ++cell)
            state.setCandidates(cell, state.candidates(cell) & ~(digitBit(1) | digitBit(9)));
        state.setCandidates(0, digitBit(1));
        state.setCandidates(4, digitBit(9));
        state.setCandidates(1, digitBit(2) | digitBit(3));
        state.setCandidates(2, digitBit(2) | digitBit(3));
        state.setCandidates(3, digitBit(2) | digitBit(3) | digitBit(4));
        steps = findAll(state, Technique::OutsideClue);
        QCOMPARE(steps.size(), size_t(1));
        QVERIFY(!StepText(*sandwich9, Alphabet::standard(9))
                     .explain(steps.front())
                     .contains(QStringLiteral("some fit no filling that keeps this rule")));
        applyStep(state, steps.front());
        steps = findAll(state, Technique::OutsideClue);
        QCOMPARE(steps.size(), size_t(1));
        QVERIFY(StepText(*sandwich9, Alphabet::standard(9))
                    .explain(steps.front())
                    .contains(QStringLiteral("some fit no filling that keeps this rule")));
        // A between line from 3 or 4 to 8 or 9: its middle holds 4 to 8.
        const auto between = geometry({{ConstraintKind::BetweenLine, {{0, 1, 2, 3, 4}}}});
        state = open(between);
        state.setCandidates(0, digitBit(3) | digitBit(4));
        state.setCandidates(4, digitBit(8) | digitBit(9));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        const StepText tb(*between, Alphabet::standard(9));
        QCOMPARE(tb.explain(steps.front()),
                 QStringLiteral("Line Rule: the digits on the between line from r1c1 lie strictly between the digits "
                                "in its two end circles; r1c1 and r1c5 both hold at least 3, so every cell between "
                                "them holds at least 4; r1c1 and r1c5 both hold at most 9, so every cell between them "
                                "holds at most 8: remove 1, 2, 3 and 9 from r1c2, r1c3 and r1c4."));
        // Four cells between in one row: the ends 5 apart, said once for both.
        const auto between6 = geometry({{ConstraintKind::BetweenLine, {{0, 1, 2, 3, 4, 5}}}});
        steps = findAll(open(between6), Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*between6, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Line Rule: the digits on the between line from r1c1 lie strictly between the digits "
                                "in its two end circles; the cells between r1c1 and r1c6 include 4 in one house, which "
                                "hold different digits, so the ends differ by at least 5, and r1c1 can only be 1, 2, 3, "
                                "4, 6, 7, 8 or 9, whatever r1c6 holds; r1c6 can only be 1, 2, 3, 4, 6, 7, 8 or 9, "
                                "whatever r1c1 holds; r1c1 and r1c6 both hold at least 1, so every cell between them "
                                "holds at least 2; r1c1 and r1c6 both hold at most 9, so every cell between them holds "
                                "at most 8: remove 5 from r1c1 and r1c6; 1 and 9 from r1c2, r1c3, r1c4 and r1c5."));
        // From a 4 to a 6 or 7 over two cells of one row: the ends 3 apart.
        const auto between4 = geometry({{ConstraintKind::BetweenLine, {{0, 1, 2, 3}}}});
        state = open(between4);
        state.setCandidates(0, digitBit(4));
        state.setCandidates(3, digitBit(6) | digitBit(7));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        const StepText tb4(*between4, Alphabet::standard(9));
        QCOMPARE(tb4.explain(steps.front()),
                 QStringLiteral("Line Rule: the digits on the between line from r1c1 lie strictly between the digits "
                                "in its two end circles; the cells between r1c1 and r1c4 include 2 in one house, which "
                                "hold different digits, so the ends differ by at least 3, and as r1c1 holds 4, r1c4 can "
                                "only be 7; r1c1 and r1c4 both hold at least 4, so every cell between them holds at "
                                "least 5; r1c1 and r1c4 both hold at most 7, so every cell between them holds at most "
                                "6: remove 1, 2, 3, 4, 7, 8 and 9 from r1c2 and r1c3; 6 from r1c4."));
        // ... and with r1c2 a 5 and r1c3 of 5 and 8, the end's 7 goes only
        // for the cells between together (each alone has a digit between 4
        // and 7): the pairs, the cells between read as a filling.
        state = open(between4);
        state.setCandidates(0, digitBit(4));
        state.setCandidates(1, digitBit(5));
        state.setCandidates(2, digitBit(5) | digitBit(8));
        state.setCandidates(3, digitBit(7) | digitBit(9));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(tb4.explain(steps.front()),
                 QStringLiteral("Line Rule: the digits on the between line from r1c1 lie strictly between the digits "
                                "in its two end circles; with the candidates, r1c1 and r1c4 can only hold 4 and 9, each "
                                "pair leaving the cells between them digits strictly between, different where they "
                                "share a house: remove 5 from r1c3; 7 from r1c4."));
        // A lockout line from an end of 1-3 to one of 7-9: its middle holds
        // none of 3 to 7.
        const auto lockout = geometry({{ConstraintKind::Lockout, {{36, 37, 38}}, {4}}});
        state = open(lockout);
        state.setCandidates(36, digitBit(1) | digitBit(2) | digitBit(3));
        state.setCandidates(38, digitBit(7) | digitBit(8) | digitBit(9));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        const StepText tl(*lockout, Alphabet::standard(9));
        QCOMPARE(tl.explain(steps.front()),
                 QStringLiteral("Line Rule: the ends of the lockout line from r5c1 differ by at least 4, and no digit "
                                "between them lies in the range the ends span; r5c1 holds at most 3 and r5c3 at least "
                                "7, so the range they span takes in 3 to 7, which no cell between them holds: remove 3, "
                                "4, 5, 6 and 7 from r5c2."));
        // ... but on open cells the middle's 5 goes as both ends would lie
        // on one side of it: the general sentence.
        steps = findAll(open(lockout), Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QVERIFY(tl.explain(steps.front()).contains(QStringLiteral("some fit no filling that keeps this rule")));
        // A lockout line r1c1-r1c5 whose ends can only be 1 and 6 or 2 and
        // 6 (r1c3 of 3, 7, 8 has nothing outside 1-9 or 2-9): the pairs.
        const auto ways = geometry({{ConstraintKind::Lockout, {{0, 1, 2, 3, 4}}, {4}}});
        state = open(ways);
        state.setCandidates(0, digitBit(1) | digitBit(2));
        state.setCandidates(4, digitBit(6) | digitBit(9));
        state.setCandidates(2, digitBit(3) | digitBit(7) | digitBit(8));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*ways, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Line Rule: the ends of the lockout line from r1c1 differ by at least 4, and no digit "
                                "between them lies in the range the ends span; with the candidates, r1c1 and r1c5 can "
                                "only hold 1 and 6 or 2 and 6, each pair leaving every cell between them a digit "
                                "outside its range: remove 2, 3, 4, 5 and 6 from r1c2 and r1c4; 3 from r1c3; 9 from "
                                "r1c5."));
        // A between line r1c1-r1c3 whose ends can only be 1 and 4 or 1 and 7
        // (r1c2 of 2, 3 has nothing strictly between 6 and 4): the pairs.
        const auto betweenWays = geometry({{ConstraintKind::BetweenLine, {{0, 1, 2}}}});
        state = open(betweenWays);
        state.setCandidates(0, digitBit(1) | digitBit(6));
        state.setCandidates(2, digitBit(4) | digitBit(7));
        state.setCandidates(1, digitBit(2) | digitBit(3));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*betweenWays, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Line Rule: the digits on the between line from r1c1 lie strictly between the digits in "
                                "its two end circles; with the candidates, r1c1 and r1c3 can only hold 1 and 4 or 1 "
                                "and 7, each pair leaving every cell between them a digit strictly between: 6 goes "
                                "from r1c1."));
        // A group of different digits r1c1, r2c2, r3c3, r4c4: the naked
        // pair r1c1-r2c2 and the triple with r3c3.
        const auto group = geometry({{ConstraintKind::Distinct, {{0, 10, 20, 30}}}});
        state = open(group);
        state.setCandidates(0, digitBit(1) | digitBit(2));
        state.setCandidates(10, digitBit(1) | digitBit(2));
        state.setCandidates(20, digitBit(1) | digitBit(2) | digitBit(3));
        state.setCandidates(30, digitBit(1) | digitBit(2) | digitBit(3) | digitBit(4));
        steps = findAll(state, Technique::CellRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*group, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Cell Rule: the cells of the group of different digits at r1c1 hold different digits; "
                                "r1c1 and r2c2 can only hold 1 and 2 between them, so no other cell of the group holds "
                                "those; r1c1, r2c2 and r3c3 can only hold 1, 2 and 3 between them, so no other cell of "
                                "the group holds those: remove 1 and 2 from r3c3; 1, 2 and 3 from r4c4."));
        // A group with a cell for every digit: a hidden pair.
        const auto fullGroup = geometry({{ConstraintKind::Distinct, {{8, 0, 7, 1, 6, 2, 5, 3, 4}}}});
        state = open(fullGroup);
        for (int cell = 2; cell < 9; ++cell)
            state.setCandidates(cell, 0x1FC); // 3-9
        state.setCandidates(0, digitBit(1) | digitBit(2) | digitBit(3));
        state.setCandidates(1, digitBit(1) | digitBit(2) | digitBit(4));
        steps = findAll(state, Technique::CellRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*fullGroup, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Cell Rule: the cells of the group of different digits at r1c1 hold different digits; "
                                "only r1c1 and r1c2 can hold 1 and 2 in the group, so they hold nothing else: remove 3 "
                                "from r1c1; 4 from r1c2."));
        // A house's digit held on a lockout line: row 1's 6 only in the
        // line's middle r1c4 or r1c6.
        const auto houseDigit = geometry({{ConstraintKind::Lockout, {{14, 5, 4, 3, 12}}, {4}}});
        state = open(houseDigit);
        for (int end : {14, 12})
            state.setCandidates(end, 0x155); // 1, 3, 5, 7, 9
        for (int even : {3, 5})
            state.setCandidates(even, 0xAA); // 2, 4, 6, 8
        state.setCandidates(4, 0x145);       // 1, 3, 7, 9
        for (int cell : {0, 1, 2, 6, 7, 8})
            state.setCandidates(cell, state.candidates(cell) & ~digitBit(6));
        steps = findAll(state, Technique::HouseDigitFit);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*houseDigit, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("House Digit Fit: in row 1, 6 can only go in r1c4 or r1c6, all cells of the lockout "
                                "line from r2c6; so the rule holds it there, and of its fillings (the rule kept, cells "
                                "sharing a house holding different digits) only those with 6 in one of those cells can "
                                "be true. Some candidates fit none of them: remove 3, 7 and 9 from r2c6 and r2c4; 2 and "
                                "4 from r1c6 and r1c4; 1 and 3 from r1c5."));
        // Whispers colouring: two German whispers lines whose colours row 1
        // joins (r1c1-r1c5 along the row, r1c7-r2c8-r1c9), r2c8 low.
        const auto twoLines = geometry({{ConstraintKind::Whispers, {{0, 1, 2, 3, 4}}, {5}},
                                        {ConstraintKind::Whispers, {{6, 16, 8}}, {5}}});
        state = open(twoLines);
        state.setCandidates(16, 0xF); // 1-4
        for (steps = findAll(state, Technique::LineRule); !steps.empty(); steps = findAll(state, Technique::LineRule))
            applyStep(state, steps.front());
        steps = findAll(state, Technique::WhispersColouring);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*twoLines, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Whispers Colouring: on the German whispers line from r1c1 and the German whispers "
                                "line from r1c7, low digits (1 to 4) and high digits (6 to 9) alternate along each "
                                "line; row 1 holds r1c1, r1c3 and r1c5 and, from other lines, r1c7 and r1c9: 5 cells, "
                                "more than the 4 low or the 4 high digits a house has, so those two sets hold digits "
                                "of different kinds; r2c8 can only hold 1, 2 or 3, no high digit. So low digits go in "
                                "r1c1, r1c3, r1c5 and r2c8 and high ones in r1c2, r1c4, r1c7 and r1c9: remove 6, 7, 8 "
                                "and 9 from r1c1 and r1c5; 7, 8 and 9 from r1c3; 1, 2 and 3 from r1c2 and r1c4."));
        // ... and one line that row 1 decides alone: were r1c1, r1c3 and
        // r1c5 high, row 1 would hold five high digits.
        const auto oneLine = geometry({{ConstraintKind::Whispers, {{0, 1, 2, 3, 4}}, {5}}});
        state = open(oneLine);
        for (int cell : {6, 8})
            state.setCandidates(cell, 0x1E0); // 6-9
        for (steps = findAll(state, Technique::LineRule); !steps.empty(); steps = findAll(state, Technique::LineRule))
            applyStep(state, steps.front());
        steps = findAll(state, Technique::WhispersColouring);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*oneLine, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Whispers Colouring: on the German whispers line from r1c1, low digits (1 to 4) and "
                                "high digits (6 to 9) alternate, so digits of one kind go in r1c1, r1c3 and r1c5 and "
                                "of the other in r1c2 and r1c4; were r1c1, r1c3 and r1c5 to hold high digits, row 1 "
                                "would hold 5 of them, with r1c7 and r1c9, which can hold no other: more than its 4. So "
                                "low digits go in r1c1, r1c3 and r1c5 and high ones in r1c2 and r1c4: remove 6, 7, 8 "
                                "and 9 from r1c1 and r1c5; 7, 8 and 9 from r1c3; 1, 2 and 3 from r1c2 and r1c4."));
        // A renban of three holding a 9: the run reaches no lower than 7.
        const auto renban = geometry({{ConstraintKind::Renban, {{27, 28, 29}}}});
        state = open(renban);
        state.setValue(27, 9);
        state.fillCandidatesFromValues();
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*renban, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Line Rule: the renban line from r4c1 holds different digits that make a run of "
                                "consecutive digits; r4c1 holds 9, so the run of 3 digits reaches no lower than 9 − 2 = "
                                "7: remove 1, 2, 3, 4, 5 and 6 from r4c2 and r4c3."));
        // ... and from a cell of 1, 2, 8 or 9, the runs that fit.
        state = open(renban);
        state.setCandidates(27, digitBit(1) | digitBit(2) | digitBit(8) | digitBit(9));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*renban, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Line Rule: the renban line from r4c1 holds different digits that make a run of "
                                "consecutive digits; the run of 3 digits can only be 1-3, 2-4, 6-8 or 7-9, as every "
                                "other run misses all candidates of one of its cells: 5 goes from r4c2 and r4c3."));
        // ... and, each cell a different digit of the run, what a cell can
        // hold in each run that has a filling.
        state = open(renban);
        state.setValue(27, 5);
        state.fillCandidatesFromValues();
        state.setCandidates(28, digitBit(3) | digitBit(4) | digitBit(6));
        state.setCandidates(29, digitBit(3) | digitBit(7));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*renban, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Line Rule: the renban line from r4c1 holds different digits that make a run of "
                                "consecutive digits; each cell takes a different digit of the run, so with their "
                                "candidates the run of 3 digits can only be 3-5 (then r4c2 can only be 4) or 5-7: "
                                "3 goes from r4c2."));
        // A modular line from a 3: the cell three on shares its remainder,
        // the two between do not.
        const auto modular = geometry({{ConstraintKind::ModularLine, {{0, 1, 2, 3}}}});
        state = open(modular);
        state.setValue(0, 3);
        state.fillCandidatesFromValues();
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*modular, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Line Rule: every three cells in a row on the modular line from r1c1 hold one digit "
                                "of each remainder modulo 3; r1c2 and r1c1 do not lie a multiple of three cells apart, "
                                "so their remainders modulo 3 differ: r1c1 holds 3, so r1c2 can only be 1, 2, 4, 5, 7 "
                                "or 8; r1c3 and r1c1 do not lie a multiple of three cells apart, so their remainders "
                                "modulo 3 differ: r1c1 holds 3, so r1c3 can only be 1, 2, 4, 5, 7 or 8; r1c4 lies a "
                                "multiple of three cells from r1c1 along the line, so their digits share a remainder "
                                "modulo 3: r1c1 holds 3, so r1c4 can only be 6 or 9: remove 6 and 9 from r1c2 and "
                                "r1c3; 1, 2, 4, 5, 7 and 8 from r1c4."));
        // ... and from a 3 or a 5, the cell three on, in the same row,
        // holds another digit of the same remainder.
        state = open(modular);
        state.setCandidates(0, digitBit(3) | digitBit(5));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*modular, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Line Rule: every three cells in a row on the modular line from r1c1 hold one digit "
                                "of each remainder modulo 3; r1c4 lies a multiple of three cells from r1c1 along the "
                                "line, so their digits share a remainder modulo 3, and as they share a house they hold "
                                "different digits of it: r1c1 can only be 3 or 5, so r1c4 can only be 2, 6, 8 or 9: "
                                "remove 1, 3, 4, 5 and 7 from r1c4."));
        // A sandwich clue of 10 with the 9 in r1c6: its sum takes 2 or 3
        // cells, so the 1 is 3 or 4 places from the 9.
        const auto ten = geometry({{ConstraintKind::Sandwich, {{0, 1, 2, 3, 4, 5, 6, 7, 8}}, {10}}});
        state = open(ten);
        state.setValue(5, 9);
        state.fillCandidatesFromValues();
        steps = findAll(state, Technique::OutsideClue);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*ten, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Outside Clue: the digits between the 1 and the 9 in the line of the sandwich clue 10 "
                                "left of row 1 add up to 10; the digits between can add up to 10 only over 2 or 3 "
                                "cells, so the 1 and the 9 have that many cells between them, and no cell that far "
                                "from these can hold the other: 1 goes from r1c1, r1c4, r1c5, r1c7 and r1c8."));
        // A skyscraper clue of 3 left of row 1 whose 9 can only stand in
        // r1c3: the first three rise.
        const auto rise = geometry({{ConstraintKind::Skyscraper, {{0, 1, 2, 3, 4, 5, 6, 7, 8}}, {3}}});
        state = open(rise);
        for (int cell = 0; cell < 9; ++cell)
            state.setCandidates(cell, state.candidates(cell) & ~digitBit(9));
        state.setCandidates(2, digitBit(8) | digitBit(9));
        state.setCandidates(0, digitBit(3) | digitBit(4) | digitBit(5) | digitBit(6));
        state.setCandidates(1, digitBit(1) | digitBit(2) | digitBit(7) | digitBit(8));
        steps = findAll(state, Technique::OutsideClue);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*rise, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Outside Clue: seen from the skyscraper clue 3 left of row 1, taller digits hide the "
                                "lower ones behind them, and 3 are seen; 9 can only stand in r1c3, where it hides every "
                                "cell behind it; only r1c1, r1c2 and r1c3 can be seen (each other cell stands behind a "
                                "digit at least as tall), as many as the clue, so all of them are seen, each taller "
                                "than those before it, and their bounds carry: r1c2 holds at least 7, as r1c1 before it "
                                "holds at least 3 and r1c2 cannot hold 4, 5 or 6: remove 1 and 2 from r1c2; 8 from "
                                "r1c3."));
        // ... and a clue of 7 over 1 4 5 2 6/7 3 6/7 8/9 8/9: only seven cells
        // can be seen, so those rise, with no tallest digit to place.
        const auto seven = geometry({{ConstraintKind::Skyscraper, {{0, 1, 2, 3, 4, 5, 6, 7, 8}}, {7}}});
        state = open(seven);
        const int row[] = {1, 4, 5, 2, 0, 3};
        for (int cell = 0; cell < 6; ++cell)
            if (row[cell])
                state.setCandidates(cell, digitBit(row[cell]));
        state.setCandidates(4, digitBit(6) | digitBit(7));
        state.setCandidates(6, digitBit(6) | digitBit(7));
        state.setCandidates(7, digitBit(8) | digitBit(9));
        state.setCandidates(8, digitBit(8) | digitBit(9));
        steps = findAll(state, Technique::OutsideClue);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*seven, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Outside Clue: seen from the skyscraper clue 7 left of row 1, taller digits hide the "
                                "lower ones behind them, and 7 are seen; only r1c1, r1c2, r1c3, r1c5, r1c7, r1c8 and "
                                "r1c9 can be seen (each other cell stands behind a digit at least as tall), as many as "
                                "the clue, so all of them are seen, each taller than those before it, and their bounds "
                                "carry: r1c5 holds at most 6, as r1c7 after it holds at most 7; r1c7 holds at least 7, "
                                "as r1c5 before it holds at least 6; r1c8 holds at most 8, as r1c9 after it holds at "
                                "most 9; r1c9 holds at least 9, as r1c8 before it holds at least 8: remove 7 from r1c5; "
                                "6 from r1c7; 9 from r1c8; 8 from r1c9."));
        // A skyscraper clue of 4 above column 2: the places' bounds.
        const auto sky = geometry({{ConstraintKind::Skyscraper, {{1, 10, 19, 28, 37, 46, 55, 64, 73}}, {4}}});
        steps = findAll(open(sky), Technique::OutsideClue);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*sky, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Outside Clue: seen from the skyscraper clue 4 above column 2, taller digits hide the "
                                "lower ones behind them, and 4 are seen; a digit d at place p from the clue has at most "
                                "p − 1 seen before it and 9 − d after it, so it is at most 9 − 4 + p: r1c2 (place 1) at "
                                "most 6, r2c2 (place 2) at most 7 and r3c2 (place 3) at most 8: remove 7, 8 and 9 from "
                                "r1c2; 8 and 9 from r2c2; 9 from r3c2."));
        // A skyscraper clue's cases: 4 left of row 1 over 5 4 37 1 8 79 2 6
        // 379, each eliminated candidate counted, once with what it leaves.
        const auto cases = geometry({{ConstraintKind::Skyscraper, {{0, 1, 2, 3, 4, 5, 6, 7, 8}}, {4}}});
        state = open(cases);
        const std::vector<DigitMask> crush = {digitBit(5), digitBit(4), digitBit(3) | digitBit(7), digitBit(1),
                                              digitBit(8), digitBit(7) | digitBit(9), digitBit(2), digitBit(6),
                                              digitBit(3) | digitBit(7) | digitBit(9)};
        for (int cell = 0; cell < 9; ++cell)
            state.setCandidates(cell, crush[size_t(cell)]);
        steps = findAll(state, Technique::OutsideClue);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*cases, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Outside Clue: seen from the skyscraper clue 4 left of row 1, taller digits hide the "
                                "lower ones behind them, and 4 are seen; if r1c3 held 3, at most 3 could be seen, "
                                "fewer than 4; if r1c6 held 7, at most 3 could be seen, fewer than 4; if r1c9 held 7, "
                                "at most 3 could be seen, fewer than 4; if r1c9 held 9 (which leaves r1c3 only 3 and "
                                "r1c6 only 7), at most 3 could be seen, fewer than 4: remove 3 from r1c3; 7 from r1c6; "
                                "7 and 9 from r1c9."));
        // ... and a clue of 2 after a 1, the 9 in r1c2 or r1c3: were r1c2 to
        // hold 8, r1c1 and r1c2 are seen for sure, and the 9 wherever it
        // stands; were r1c3 to hold 9, r1c2 holds 8, and all three are seen.
        const auto two = geometry({{ConstraintKind::Skyscraper, {{0, 1, 2, 3, 4, 5, 6, 7, 8}}, {2}}});
        state = open(two);
        state.setValue(0, 1);
        state.fillCandidatesFromValues();
        state.setCandidates(1, digitBit(8) | digitBit(9));
        for (int cell = 3; cell < 9; ++cell)
            state.setCandidates(cell, state.candidates(cell) & ~digitBit(9));
        steps = findAll(state, Technique::OutsideClue);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*two, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Outside Clue: seen from the skyscraper clue 2 left of row 1, taller digits hide the "
                                "lower ones behind them, and 2 are seen; if r1c2 held 8, r1c1 and r1c2 would be seen "
                                "for sure (each taller than any digit before it can be), and the 9 too, wherever it "
                                "stands: 3 seen, more than 2; if r1c3 held 9, r1c1, r1c2 and r1c3 would be seen for "
                                "sure (each taller than any digit before it can be): 3 seen, more than 2: remove 8 "
                                "from r1c2; 9 from r1c3."));
        // A German whispers line's case, followed from cell to cell (r3c3-r3c7
        // of “Whispering Rains”).
        const auto rains = geometry({{ConstraintKind::Whispers, {{20, 21, 22, 23, 24}}, {5}}});
        state = open(rains);
        const DigitMask end = 0b1101111;    // 1-4, 6, 7
        const DigitMask inner = 0b111000011; // 1, 2, 7-9
        const std::vector<DigitMask> rainsLine = {end, inner, 0b111000111, inner, end};
        for (int cell = 20; cell <= 24; ++cell)
            state.setCandidates(cell, rainsLine[size_t(cell - 20)]);
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*rains, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Line Rule: neighbours on the German whispers line from r3c3 differ by at least 5; "
                                "followed from cell to cell, a case that leaves a cell nothing cannot be: if r3c5 held "
                                "7, then r3c4 only 1 or 2 beside r3c5, r3c6 only 1 or 2 beside r3c5, r3c3 only 6 "
                                "beside r3c4 (7 taken by r3c5) and r3c7 nothing beside r3c6 (6 taken by r3c3 and 7 "
                                "taken by r3c5): 7 goes from r3c5."));
        // A between line's case (r3c4-r6c4 of “Van de Graaff Generator”): two
        // of the eliminations it makes, told case by case.
        const auto betweenCase = geometry({{ConstraintKind::BetweenLine, {{21, 30, 39, 48}}}});
        state = open(betweenCase);
        state.setCandidates(30, 0b011000000);  // 7, 8
        state.setCandidates(39, 0b011101110);  // 2-4, 6-8
        state.setCandidates(48, 0b111101111);  // 1-4, 6-9
        Step sevens;
        sevens.technique = Technique::LineRule;
        sevens.eliminations = {{21, 7}, {48, 7}};
        sevens.detail.constraint = 0;
        logic::explainConstraintFit(state, 0, sevens);
        QCOMPARE(StepText(*betweenCase, Alphabet::standard(9)).explain(sevens),
                 QStringLiteral("Line Rule: the digits on the between line from r3c4 lie strictly between the "
                                "digits in its two end circles; followed from cell to cell, a case that leaves a cell "
                                "nothing cannot be: if r3c4 held 7, then r4c4 only 8 between r3c4 and r6c4, r5c4 only "
                                "2, 3, 4 or 6 between r3c4 and r6c4 (8 taken by r4c4), r6c4 only 9 to leave r4c4 a "
                                "digit between it and r3c4 and r6c4 nothing that leaves r5c4 a digit between it and "
                                "r3c4; if r6c4 held 7, then r4c4 only 8 between r3c4 and r6c4, r5c4 only 2, 3, 4 or 6 "
                                "between r3c4 and r6c4 (8 taken by r4c4), r3c4 only 9 to leave r4c4 a digit between it "
                                "and r6c4 and r3c4 nothing that leaves r5c4 a digit between it and r6c4: 7 goes from "
                                "r3c4 and r6c4."));
        // A maximum cell's case (r2c7 of “Fortress Sudoku”; r2c6 is a
        // maximum cell too).
        const auto maxCase = geometry({{ConstraintKind::Maximum, {{15}}}, {ConstraintKind::Maximum, {{14}}}});
        state = open(maxCase);
        state.setCandidates(15, 0b010011100); // 3-5, 8
        state.setCandidates(6, 0b001111001);  // 1, 4-7
        state.setCandidates(24, 0b001011111); // 1-5, 7
        state.setCandidates(16, 0b000010111); // 1-3, 5
        state.setCandidates(14, 0b000100000); // 6
        steps = findAll(state, Technique::CellRule);
        std::erase_if(steps, [&](const logic::Step& step) {
            return maxCase->constraints()[size_t(step.detail.constraint)].lines[0][0] != 15;
        });
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*maxCase, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Cell Rule: the maximum cell r2c7 holds a digit larger than each orthogonal neighbour "
                                "that is not a maximum cell too; followed from cell to cell, a case that leaves a cell "
                                "nothing cannot be: if r2c7 held 3, then r1c7 only 1 below r2c7, r3c7 only 2 below "
                                "r2c7 (1 taken by r1c7) and r2c8 nothing below r2c7 (1 taken by r1c7 and 2 taken by "
                                "r3c7): 3 goes from r2c7."));
        // An arrow's case: r9c6 = r9c5 + r8c5 in box 8 (as in “Whispering Rains”).
        const auto arrowCase = geometry({{ConstraintKind::Arrow, {{77}, {77, 76, 67}}}});
        state = open(arrowCase);
        state.setCandidates(77, 0b110111100); // 3-6, 8, 9
        state.setCandidates(76, 0b001111111); // 1-7
        state.setCandidates(67, 0b001100001); // 1, 6, 7
        steps = findAll(state, Technique::LineSum);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*arrowCase, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Line Sum: the digits along the arrow from r9c6 add up to the number in its circle; if "
                                "r9c5 held 6 (which leaves r8c5 only 1 or 7), the arrow would add up to 7 or 13, and "
                                "r9c6 can only hold 3, 4, 5, 8 or 9: 6 goes from r9c5."));
        // A quadruple of four digits on four open cells.
        const auto quadruple = geometry({{ConstraintKind::Quadruple, {{10, 11, 19, 20}}, {4, 5, 6, 7}}});
        steps = findAll(open(quadruple), Technique::CellRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*quadruple, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Cell Rule: the four cells of the quadruple at r2c2 hold 4, 5, 6 and 7; the digits it "
                                "still lacks, 4, 5, 6 and 7, are as many as its open cells, so they fill them and no "
                                "other digit fits: remove 1, 2, 3, 8 and 9 from r2c2, r2c3, r3c2 and r3c3."));
        // ... and once r2c2 can only be 7, the others' 7 goes: the open
        // cells as a group of different digits.
        state = open(quadruple);
        applyStep(state, steps.front());
        state.setCandidates(10, digitBit(7));
        steps = findAll(state, Technique::CellRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*quadruple, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Cell Rule: the four cells of the quadruple at r2c2 hold 4, 5, 6 and 7; its open cells "
                                "make a group holding the digits it still lacks, 4, 5, 6 and 7, one each; r2c2 can only "
                                "be 7, so no other cell of the group holds it: 7 goes from r2c3, r3c2 and r3c3."));
        // A renban whose runs fit its cells only one way round: 1-3 lacks
        // a 2 anywhere on the line, so the run is 3-5 and 1 goes.
        const auto renbanRun = geometry({{ConstraintKind::Renban, {{0, 1, 2}}}});
        state = open(renbanRun);
        for (int cell : {0, 1, 2})
            state.setCandidates(cell, digitBit(1) | digitBit(3) | digitBit(4) | digitBit(5));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*renbanRun, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Line Rule: the renban line from r1c1 holds different digits that make a run of "
                                "consecutive digits; each cell takes a different digit of the run, so with their "
                                "candidates the run of 3 digits can only be 3-5: 1 goes from r1c1, r1c2 and r1c3."));
        // A palindrome: mirrored cells share candidates.
        const auto palindrome = geometry({{ConstraintKind::Palindrome, {{2, 12, 22}}}});
        state = open(palindrome);
        state.setCandidates(2, digitBit(1) | digitBit(2));
        steps = findAll(state, Technique::LineRule);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*palindrome, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Line Rule: the palindrome line from r1c3 reads the same from either end; r1c3 can only "
                                "be 1 or 2, so r3c5 can only be 1 or 2: remove 3, 4, 5, 6, 7, 8 and 9 from r3c5."));
        // A rule of the whole grid, read from one cell.
        const auto knight = geometry({{ConstraintKind::AntiKnight}});
        state = open(knight);
        state.setValue(40, 5);
        state.fillCandidatesFromValues();
        steps = findAll(state, Technique::GridRule);
        QCOMPARE(steps.size(), size_t(1));
        const StepText tk(*knight, Alphabet::standard(9));
        QCOMPARE(tk.explain(steps.front()),
                 QStringLiteral("Grid Rule: cells a knight's move apart hold different digits (the anti-knight rule); "
                                "r5c5 holds 5, so 5 goes from r3c4, r3c6, r4c3, r4c7, r6c3, r6c7, r7c4 and r7c6."));
        QCOMPARE(tk.whereToLook(steps.front()), QStringLiteral("Look at r5c5."));
        // Rule pointing: row 5's 7 only in r5c4 and r5c6, box 5 cleared of 7.
        state = open(knight);
        for (int cell = 36; cell < 45; ++cell)
            if (cell != 39 && cell != 41)
                state.setCandidates(cell, state.candidates(cell) & ~digitBit(7));
        for (int cell : {30, 31, 32, 48, 49, 50})
            state.setCandidates(cell, state.candidates(cell) & ~digitBit(7));
        steps = findAll(state, Technique::RulePointing);
        const auto row5 = std::find_if(steps.begin(), steps.end(),
                                       [](const Step& step) { return step.detail.houses == std::vector<int>{4}; });
        QVERIFY(row5 != steps.end());
        QCOMPARE(tk.explain(*row5),
                 QStringLiteral("Rule Pointing: in row 5, 7 fits only in r5c4 and r5c6; whichever holds it rules these "
                                "candidates out (through its peers, the anti-knight rule): 7 goes from r3c5 and r7c5."));
    }

    void killerSentences()
    {
        // Hand-made killer states with their full sentences.
        const auto killer = [](int size, std::vector<Cage> cages) {
            GeometrySpec spec = GeometrySpec::forSize(size);
            spec.cages = std::move(cages);
            Grid grid(Geometry::create(spec).value());
            grid.fillCandidatesFromValues();
            return grid;
        };
        const Grid pair = killer(9, {{{0, 1}, 3}});
        auto steps = findAll(pair, Technique::CageCombination);
        QCOMPARE(steps.size(), size_t(1));
        const StepText nine(pair.geometry(), Alphabet::standard(9));
        QCOMPARE(nine.explain(steps.front()),
                 QStringLiteral("Cage Combination: the cage of 3 at r1c1 holds 2 different digits adding up to 3; with "
                                "its candidates they can only be {1,2}; remove 3, 4, 5, 6, 7, 8 and 9 from r1c1 and "
                                "r1c2."));
        QCOMPARE(nine.whereToLook(steps.front()), QStringLiteral("Look at the cage of 3 at r1c1."));

        const Grid row = killer(4, {{{0, 1, 2}, 6}, {{3, 7}, 6}});
        steps = findAll(row, Technique::InnieOutieSingle);
        QVERIFY(!steps.empty());
        const StepText four(row.geometry(), Alphabet::standard(4));
        QCOMPARE(four.explain(steps.front()),
                 QStringLiteral("Innie/Outie Single: the digits of row 1 add up to 10; counting the cages that meet "
                                "them and the placed digits, only the innie r1c4 is left, so r1c4 = 4."));

        // 6x6 row 1: the cage of 15 inside, r1c1 the innie of the cage of 7,
        // r2c3 the outie of the cage of 11: r1c1 - r2c3 = -5.
        const Grid difference = killer(6, {{{0, 6, 12}, 7}, {{1, 2, 8}, 11}, {{3, 4, 5}, 15}});
        steps = findAll(difference, Technique::InnieOutieDifference);
        const StepText six(difference.geometry(), Alphabet::standard(6));
        QStringList texts;
        for (const Step& step : steps)
            texts << six.explain(step);
        QVERIFY2(texts.contains(QStringLiteral(
                     "Innie-Outie Difference: the digits of row 1 add up to 21; counting the cages that meet them and "
                     "the placed digits, the innie r1c1 is 5 less than the outie r2c3, so each keeps only candidates "
                     "the other can match; remove 2, 3, 4, 5 and 6 from r1c1; 1, 2, 3, 4 and 5 from r2c3.")),
                 qPrintable(texts.join(u'\n')));

        // Every killer technique met in mid-solve states of Solo's killers
        // gets its own sentence, not the plain fallback.
        std::map<Technique, QString> sentence;
        for (const std::string& id : test::loadPuzzleLines(test::testDataPath(QStringLiteral("killer/solo_killers.txt")))) {
            const Grid puzzle = parsePuzzle(id).value().grid;
            const SolvePath path = solvePath(puzzle);
            Grid state = candidateState(puzzle);
            const StepText t(puzzle.geometry(), Alphabet::standard(puzzle.size()));
            for (const Step& next : path.steps) {
                for (const TechniqueInfo& info : catalogue()) {
                    if (info.family != Family::Cages || sentence.count(info.technique))
                        continue;
                    const auto found = findAll(state, info.technique);
                    if (found.empty())
                        continue;
                    const QString text = t.explain(found.front());
                    QVERIFY2(text != t.plainAccount(found.front()), info.key.data());
                    QVERIFY2(text.startsWith(StepText::techniqueName(info.technique) + u':'), qPrintable(text));
                    QVERIFY(!t.whereToLook(found.front()).isEmpty());
                    sentence[info.technique] = text;
                }
                applyStep(state, next);
            }
        }
        for (const TechniqueInfo& info : catalogue())
            if (info.family == Family::Cages) {
                QVERIFY2(sentence.count(info.technique), info.key.data());
                qInfo("%s", qPrintable(sentence[info.technique]));
            }
    }

    // MultiFour, 1-4 three times in every row and column: the cyclic grid
    // (r + c) mod 4 + 1 with r1c1, r1c2, r1c5 and r1c6 open. Row 1 lacks two
    // 1s with two places; column 1 one 1 with one place.
    void countingSentences()
    {
        const auto geometry = Geometry::create(GeometrySpec::multiFour()).value();
        Grid puzzle(geometry);
        for (int cell = 0; cell < puzzle.cellCount(); ++cell)
            puzzle.setValue(cell, (cell / 12 + cell % 12) % 4 + 1);
        for (int cell : {0, 1, 4, 5})
            puzzle.setValue(cell, 0);
        const Grid state = candidateState(puzzle);
        const StepText t(*geometry, Alphabet::standard(4));
        const auto fillIn = [&](HouseKind kind) -> std::optional<Step> {
            for (const Step& step : findAll(state, Technique::CountFill))
                if (geometry->houses()[size_t(step.detail.houses.front())].kind == kind
                    && geometry->houses()[size_t(step.detail.houses.front())].index == 0
                    && step.detail.digits.front() == 1)
                    return step;
            return std::nullopt;
        };
        const auto row = fillIn(HouseKind::Row);
        QVERIFY(row);
        QCOMPARE(t.explain(*row),
                 QStringLiteral("Count Fill: row 1 holds every symbol 3 times, and 1 is still due 2 times there; only "
                                "r1c1 and r1c5 can still take 1, so r1c1 = 1 and r1c5 = 1."));
        QCOMPARE(t.whereToLook(*row), QStringLiteral("Look at row 1."));
        const auto column = fillIn(HouseKind::Column);
        QVERIFY(column);
        QCOMPARE(t.explain(*column),
                 QStringLiteral("Count Fill: column 1 holds every symbol 3 times, and 1 is still due once there; only "
                                "r1c1 can still take 1, so r1c1 = 1."));

        // A player's mark 1 left in r1c2, the one open cell: row 1 already
        // holds its three 1s.
        Grid marked = puzzle;
        for (int cell : {0, 4, 5})
            marked.setValue(cell, (cell / 12 + cell % 12) % 4 + 1);
        marked = candidateState(marked);
        marked.setCandidates(1, marked.candidates(1) | digitBit(1));
        // (Column 2 holds its three 1s too: one step per house.)
        const auto eliminations = findAll(marked, Technique::CountElimination);
        QCOMPARE(eliminations.size(), size_t(2));
        QCOMPARE(t.explain(eliminations.front()),
                 QStringLiteral("Count Elimination: row 1 holds every symbol 3 times, and 1 already stands in r1c1, "
                                "r1c5 and r1c9; so 1 goes from r1c2."));

        // DoubleNine: 1 open in r1c1 and r1c10 (boxes 1 and 4) and in r3c4
        // (box 2), with a wrong mark 1 in r1c6.
        const auto nine = Geometry::create(GeometrySpec::doubleNine()).value();
        Grid wide(nine);
        const auto classic = [](int r, int c) { return (3 * (r % 3) + r / 3 + c) % 9 + 1; };
        for (int cell = 0; cell < wide.cellCount(); ++cell) {
            const int r = cell / 18, c = cell % 18;
            const int qr = r % 9, qc = c % 9;
            const int quadrant = (r / 9) * 2 + c / 9;
            wide.setValue(cell, quadrant == 0 ? classic(qr, qc)
                              : quadrant == 1 ? classic(qc, qr)
                              : quadrant == 2 ? 10 - classic(qr, qc)
                                              : classic(qr, 8 - qc) % 9 + 1);
        }
        for (int cell : {0, 9, 5, 36 + 3})
            wide.setValue(cell, 0);
        wide = candidateState(wide);
        wide.setCandidates(5, wide.candidates(5) | digitBit(1));
        const StepText nineText(*nine, Alphabet::standard(9));
        const auto pointing = findAll(wide, Technique::CountPointing);
        QCOMPARE(pointing.size(), size_t(1));
        QCOMPARE(nineText.explain(pointing.front()),
                 QStringLiteral("Count Pointing: row 1 still needs 1 in 2 more cells; in boxes 1 and 4, 1 fits only in "
                                "cells of row 1 (r1c1 and r1c10), and each of those houses holds it once, so they fill "
                                "them all; 1 goes from r1c6."));
        // Row 3 claims the same 1 (rows come first); column 4's is second.
        const auto claiming = findAll(wide, Technique::CountClaiming);
        QCOMPARE(claiming.size(), size_t(2));
        QCOMPARE(nineText.explain(claiming.back()),
                 QStringLiteral("Count Claiming: column 4 still needs 1 in one more cell, and its cells that can take 1 "
                                "(r3c4) lie in box 2 only; that house holds 1 once, so it gives it to column 4; 1 goes "
                                "from r1c6."));

        Contradiction c;
        c.kind = Contradiction::Kind::DigitMissing;
        c.house = 0;
        c.digit = 2;
        QCOMPARE(t.contradiction(c), QStringLiteral("2 has too few places left in row 1"));
    }

    void whatIfSentence()
    {
        const Grid puzzle = parsePuzzle("........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3").value().grid;
        const auto steps = findAll(candidateState(puzzle), Technique::WhatIf);
        QVERIFY(!steps.empty());
        const StepText t(puzzle.geometry(), Alphabet::standard(9));
        const QString text = t.explain(steps.front());
        QVERIFY2(text.startsWith(QStringLiteral("What-If: if r")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("so r")) && text.contains(QStringLiteral(" is not ")), qPrintable(text));
    }

    // Equal cells: each fact of the story in order, the tie's constraint
    // named, the house's last place, then what the cells keep; and a digit
    // a house would have no place for.
    void equalCellsSentence()
    {
        GeometrySpec spec = GeometrySpec::forSize(9);
        spec.constraints = {{ConstraintKind::Palindrome, {{2, 12, 22}}}, {ConstraintKind::Palindrome, {{15, 23}}}};
        const auto g = Geometry::create(spec).value();
        Grid state(g);
        state.fillCandidatesFromValues();
        state.setCandidates(2, 0b1111);  // r1c3: 1-4
        state.setCandidates(22, 0b1111); // r3c5: 1-4
        state.setCandidates(17, 0b111000000); // r2c9: 7-9
        const auto steps = findAll(state, Technique::EqualCells);
        const auto step = std::find_if(steps.begin(), steps.end(), [](const Step& s) {
            return std::find(s.eliminations.begin(), s.eliminations.end(), CellDigit{16, 5}) != s.eliminations.end();
        });
        QVERIFY(step != steps.end());
        QCOMPARE(StepText(*g, Alphabet::standard(9)).explain(*step),
                 QStringLiteral("Equal Cells: r1c3 and r3c5 hold the same digit (the palindrome line from r1c3); "
                                "r2c7 and r3c6 hold the same digit (the palindrome line from r2c7); in row 2 only "
                                "r2c8 can hold the digit of r1c3 (in each house named, every other cell sees a cell "
                                "holding that digit, is equal to a cell that does, or cannot hold it). So r1c3, r3c5 "
                                "and r2c8 hold one digit, which can only be 1, 2, 3 or 4: remove 5, 6, 7, 8 and 9 "
                                "from r2c8."));
        Grid pair(g);
        pair.fillCandidatesFromValues();
        pair.setCandidates(2, 0b11);  // r1c3: 1-2
        pair.setCandidates(22, 0b11); // r3c5: 1-2
        pair.setCandidates(16, 0b10010);     // r2c8: 2, 5
        pair.setCandidates(17, 0b1100000);   // r2c9: 6, 7
        pair.setCandidates(15, 0b100010);    // r2c7: 2, 6
        const auto drop = findAll(pair, Technique::EqualCells);
        QVERIFY(!drop.empty());
        QCOMPARE(StepText(*g, Alphabet::standard(9)).explain(drop.front()),
                 QStringLiteral("Equal Cells: r1c3 and r3c5 hold the same digit (the palindrome line from r1c3). So "
                                "r1c3 and r3c5 hold one digit, which can only be 2 (not 1: row 2 would have no place "
                                "for it, every cell there that could hold it seeing one of them): 1 goes from r1c3 "
                                "and r3c5."));
    }

    // Equal cells chain: the mirrored pair assumed to hold 1, column 7's
    // last place, column 8 left with none.
    void equalCellsChainSentence()
    {
        GeometrySpec spec = GeometrySpec::forSize(9);
        spec.constraints = {{ConstraintKind::Palindrome, {{2, 12, 22}}}};
        const auto g = Geometry::create(spec).value();
        Grid state(g);
        state.fillCandidatesFromValues();
        for (int row = 3; row < 9; ++row)
            for (int column : {6, 7})
                state.setCandidates(row * 9 + column, state.candidates(row * 9 + column) & ~digitBit(1));
        const auto steps = findAll(state, Technique::EqualCellsChain);
        const auto chain = std::find_if(steps.begin(), steps.end(),
                                        [](const Step& s) { return s.detail.cells == std::vector<int>{2, 22}; });
        QVERIFY(chain != steps.end());
        QCOMPARE(StepText(*g, Alphabet::standard(9)).explain(*chain),
                 QStringLiteral("Equal Cells Chain: r1c3 and r3c5 hold the same digit (the palindrome line from "
                                "r1c3). If r1c3 and r3c5 held 1: in column 7 only r2c7 could hold it; then column 8 "
                                "would have no place for 1; so 1 goes from r1c3 and r3c5."));
    }

    // Joint fit: the constraints named, the cells searched, the rules of
    // the whole grid named only where the puzzle has any.
    void jointFitSentence()
    {
        const auto geometry = [](std::vector<Constraint> constraints) {
            GeometrySpec spec = GeometrySpec::forSize(9);
            spec.constraints = std::move(constraints);
            return Geometry::create(spec).value();
        };
        const auto open = [](const std::shared_ptr<const Geometry>& g) {
            Grid grid(g);
            grid.fillCandidatesFromValues();
            return grid;
        };
        const Constraint first{ConstraintKind::WhiteDot, {{0, 1}}, {1}};
        const Constraint second{ConstraintKind::WhiteDot, {{1, 2}}, {1}};
        const auto dots = geometry({first, second});
        auto steps = findAll(open(dots), Technique::JointFit);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*dots, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Joint Fit: taken together, the white dot between r1c1 and r1c2 and the white dot "
                                "between r1c2 and r1c3 allow fewer fillings than each alone: one filling of r1c1, "
                                "r1c2 and r1c3 must keep every rule, with cells sharing a house holding different "
                                "digits. Some candidates fit no such filling: remove 1 and 9 from r1c2."));
        const auto ruled = geometry({first, second, {ConstraintKind::AntiKnight}});
        steps = findAll(open(ruled), Technique::JointFit);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*ruled, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Joint Fit: taken together, the white dot between r1c1 and r1c2 and the white dot "
                                "between r1c2 and r1c3 allow fewer fillings than each alone: one filling of r1c1, "
                                "r1c2 and r1c3 must keep every rule, with cells sharing a house holding different "
                                "digits and the anti-knight rule kept between them. Some candidates fit no such "
                                "filling: remove 1 and 9 from r1c2."));
        // An arrow and the killer cage on its shaft: the cage is named after
        // the constraints, and its cells join the filling. r3c3 and r3c4
        // hold 1 and 2, so r1c1 (r2c2 + r3c3, all three in box 1) is 3 or
        // more and r2c2 at most 8.
        GeometrySpec spec = GeometrySpec::forSize(9);
        spec.constraints = {{ConstraintKind::Arrow, {{0}, {0, 10, 20}}}};
        spec.cages = {{{20, 21}, 3}};
        const auto caged = Geometry::create(spec).value();
        steps = findAll(open(caged), Technique::JointFit);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*caged, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Joint Fit: taken together, the arrow from r1c1 and the cage of 3 at r3c3 allow "
                                "fewer fillings than each alone: one filling of r1c1, r2c2, r3c3 and r3c4 must keep "
                                "every rule, with cells sharing a house holding different digits. Some candidates "
                                "fit no such filling: remove 1 and 2 from r1c1; 9 from r2c2; 3, 4, 5, 6, 7, 8 and 9 "
                                "from r3c3 and r3c4."));
        // Two cages alone, on a plain killer.
        GeometrySpec killer = GeometrySpec::forSize(9);
        killer.cages = {{{0, 1}, 3}, {{2, 3}, 7}};
        const auto cages = Geometry::create(killer).value();
        steps = findAll(open(cages), Technique::JointFit);
        QCOMPARE(steps.size(), size_t(1));
        QCOMPARE(StepText(*cages, Alphabet::standard(9)).explain(steps.front()),
                 QStringLiteral("Joint Fit: taken together, the cage of 3 at r1c1 and the cage of 7 at r1c3 allow "
                                "fewer fillings than each alone: one filling of r1c1, r1c2, r1c3 and r1c4 must keep "
                                "every rule, with cells sharing a house holding different digits. Some candidates "
                                "fit no such filling: remove 3, 4, 5, 6, 7, 8 and 9 from r1c1 and r1c2; 1, 2, 5, 6, "
                                "7, 8 and 9 from r1c3 and r1c4."));
    }

    // Set equivalence, as rows against columns (4x4: row 1 and column 1,
    // a cage of 7 on r1c3-r1c4 and one of 6 on r3c1-r4c1, so r1c2 + 7 =
    // r2c1 + 6) and as Phistomefel's ring (9x9, the corners' 2x2 cages
    // adding up to 42, the least the ring around box 5 can hold).
    void setEquivalenceSentences()
    {
        GeometrySpec small = GeometrySpec::forSize(4);
        small.cages = {{{2, 3}, 7}, {{8, 12}, 6}};
        const auto four = Geometry::create(small).value();
        Grid grid(four);
        grid.fillCandidatesFromValues();
        auto steps = findAll(grid, Technique::SetEquivalence);
        QVERIFY(!steps.empty());
        QCOMPARE(StepText(*four, Alphabet::standard(4)).explain(steps.front()),
                 QStringLiteral("Set Equivalence: row 1 and column 1 hold every digit as often; what they share "
                                "cancels, so the cells of either outside the other add up alike. Counting the cages "
                                "there by their sums (less the cells that stick out) and the placed digits, -1 = "
                                "r1c2 - r2c1; remove 4 from r1c2; 1 from r2c1."));
        GeometrySpec nine = GeometrySpec::forSize(9);
        const auto corner = [](int cell) { return std::vector<int>{cell, cell + 1, cell + 9, cell + 10}; };
        nine.cages = {{corner(0), 10}, {corner(7), 10}, {corner(63), 11}, {corner(70), 11}};
        const auto ringed = Geometry::create(nine).value();
        Grid ringGrid(ringed);
        ringGrid.fillCandidatesFromValues();
        steps = findAll(ringGrid, Technique::SetEquivalence);
        const auto ring = std::find_if(steps.begin(), steps.end(),
                                       [](const Step& step) { return step.detail.houses.size() == 8; });
        QVERIFY(ring != steps.end());
        QCOMPARE(StepText(*ringed, Alphabet::standard(9)).explain(*ring),
                 QStringLiteral("Set Equivalence: rows 1, 2, 8 and 9 with columns 1, 2, 8 and 9 hold every digit "
                                "eight times, as boxes 1, 2, 3, 4, 6, 7, 8 and 9 do. The rows and columns cover the "
                                "four corners' 2x2 cells twice and the boxes once, and the boxes alone cover the "
                                "sixteen cells around box 5, so the corners add up to that ring. Counting the cages "
                                "there by their sums (less the cells that stick out) and the placed digits, 42 = "
                                "r3c3 + r3c4 + r3c5 + r3c6 + r3c7 + r4c3 + r4c7 + r5c3 + r5c7 + r6c3 + r6c7 + r7c3 "
                                "+ r7c4 + r7c5 + r7c6 + r7c7; remove 6, 7, 8 and 9 from r3c3, r3c4, r3c5, r3c6, "
                                "r3c7, r7c3, r7c4, r7c5, r7c6 and r7c7; 4, 5, 6, 7, 8 and 9 from r4c3, r4c7, r5c3, "
                                "r5c7, r6c3 and r6c7."));
        // An arrow read by its circle, no cages (4x4): row 1 against column 1
        // leaves r1c2-r1c4 against r2c1-r4c1; the arrow from r1c2 through
        // r2c1 and r3c1 puts r1c2 in its shaft's place, where it cancels:
        // r1c3 + r1c4 = r4c1, at most 4.
        GeometrySpec small4 = GeometrySpec::forSize(4);
        small4.constraints = {{ConstraintKind::Arrow, {{1}, {1, 4, 8}}}};
        const auto arrowed4 = Geometry::create(small4).value();
        Grid arrowGrid4(arrowed4);
        arrowGrid4.fillCandidatesFromValues();
        steps = findAll(arrowGrid4, Technique::SetEquivalence);
        QVERIFY(!steps.empty());
        QCOMPARE(StepText(*arrowed4, Alphabet::standard(4)).explain(steps.front()),
                 QStringLiteral("Set Equivalence: row 1 and column 1 hold every digit as often; what they share "
                                "cancels, so the cells of either outside the other add up alike. Counting each arrow "
                                "there by its circle, which its digits add up to (the arrow from r1c2), and the "
                                "placed digits, 0 = r1c3 + r1c4 - r4c1; remove 4 from r1c3 and r1c4; 1 and 2 from "
                                "r4c1."));
        // An arrow read by its circle, with cages: row 1 against column 1,
        // the arrow from r1c2 through r2c1 and r3c1 (tst_logic_constraints'
        // setEquivalenceReadsArrows), so r1c9 = 9.
        GeometrySpec arrowed = GeometrySpec::forSize(9);
        arrowed.constraints = {{ConstraintKind::Arrow, {{1}, {1, 9, 18}}}};
        arrowed.cages = {{{2, 3, 4}, 6}, {{5, 6, 7}, 21}, {{27, 36, 45}, 12}, {{54, 63, 72}, 24}};
        const auto arrows = Geometry::create(arrowed).value();
        Grid arrowGrid(arrows);
        arrowGrid.fillCandidatesFromValues();
        steps = findAll(arrowGrid, Technique::SetEquivalence);
        const auto read = std::find_if(steps.begin(), steps.end(), [](const Step& step) {
            return !step.detail.constraints.empty() && step.detail.cells == std::vector<int>{8};
        });
        QVERIFY(read != steps.end());
        QCOMPARE(StepText(*arrows, Alphabet::standard(9)).explain(*read),
                 QStringLiteral("Set Equivalence: row 1 and column 1 hold every digit as often; what they share "
                                "cancels, so the cells of either outside the other add up alike. Counting the cages "
                                "there by their sums (less the cells that stick out), each arrow there by its "
                                "circle, which its digits add up to (the arrow from r1c2), and the placed digits, "
                                "9 = r1c9; r1c9 = 9."));
    }

    // Lines that start in one cell (arrows from one circle, as in "Sistine
    // Hippos"; thermometers branching from one bulb) are named by both ends,
    // so a sentence naming two of them names two; a line alone keeps its
    // start.
    void linesFromOneCellAreNamedByBothEnds()
    {
        GeometrySpec spec = GeometrySpec::forSize(9);
        spec.constraints = {{ConstraintKind::Arrow, {{40}, {40, 41, 42}}},
                            {ConstraintKind::Arrow, {{40}, {40, 49, 58}}},
                            {ConstraintKind::Arrow, {{0}, {0, 1}}},
                            {ConstraintKind::Thermometer, {{20, 21, 22}}},
                            {ConstraintKind::Thermometer, {{20, 29}}}};
        const auto geometry = Geometry::create(spec).value();
        QStringList names;
        for (int index = 0; index < int(geometry->constraints().size()); ++index)
            names << ConstraintText::name(*geometry, index);
        names.sort();
        QCOMPARE(names, QStringList({QStringLiteral("the arrow from r1c1"), QStringLiteral("the arrow from r5c5 to r5c7"),
                                     QStringLiteral("the arrow from r5c5 to r7c5"),
                                     QStringLiteral("the thermometer from r3c3 to r3c5"),
                                     QStringLiteral("the thermometer from r3c3 to r4c3")}));
    }

    void chainLinksReadByKind()
    {
        // A change of digit inside a cell folds into "(4-5)"; a strong link
        // between different digits of different cells goes through an ALS.
        Step step;
        step.technique = Technique::GroupedAic;
        step.pattern.links = {
            {{0, 4}, {4, 4}, true, {}, {}},    // r1c1 =4= r1c5
            {{4, 4}, {4, 5}, false, {}, {}},   // r1c5 (4-5) in the cell
            {{4, 5}, {22, 5}, true, {}, {}},   // r1c5 =5= r3c5
            {{22, 5}, {22, 7}, false, {}, {}}, // r3c5 (5-7)
            {{22, 7}, {40, 2}, true, {}, {}},  // r3c5(7) =ALS= (2)r5c5
        };
        step.eliminations = {{8, 4}};
        const StepText t(*Geometry::classic(), Alphabet::standard(9));
        const QString text = t.explain(step);
        QVERIFY2(text.contains(QStringLiteral("r1c1 =4= r1c5(4-5)")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("(7) =ALS= (2)r5c5")), qPrintable(text));
    }

    void aLoopThroughAnAlsSaysWhyItsOtherDigitsGo()
    {
        // r1c1 =4= r1c5 -4- r3c5(4) =ALS= (2)r5c5 -2- r5c1 =2= ... closing
        // weakly: the set r3c5/r4c5 keeps its third digit, which goes from
        // the rest of column 5.
        Step step;
        step.technique = Technique::GroupedAic;
        step.detail.variantType = 1;
        step.pattern.links = {
            {{0, 4}, {4, 4}, true, {}, {}},
            {{4, 4}, {22, 4}, false, {}, {}},
            {{22, 4}, {40, 2}, true, {22, 31}, {}},
            {{40, 2}, {36, 2}, false, {}, {}},
            {{36, 2}, {0, 2}, true, {}, {}},
            {{0, 2}, {0, 4}, false, {}, {}},
        };
        step.eliminations = {{58, 9}};
        const StepText t(*Geometry::classic(), Alphabet::standard(9));
        const QString text = t.explain(step);
        QVERIFY2(text.contains(QStringLiteral("almost locked set")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("r7c5")), qPrintable(text));
    }

    void ruleLinksFoldIntoTheirCellsAndAreNoAls()
    {
        // r1c1 is 4 or 7, r1c2 3 or 8, and a white dot joins them: the loop
        // r1c1(4=7) -rule- r1c2(3=8) -rule- (4)r1c1. Its weak links are the
        // dot's pairs, not almost locked sets, and the digit each cell's own
        // link shows is not written again beside the rule.
        Step step;
        step.technique = Technique::XYChain;
        step.detail.variantType = 1;
        step.pattern.links = {
            {{0, 4}, {0, 7}, true, {}, {}},
            {{0, 7}, {1, 3}, false, {}, {}},
            {{1, 3}, {1, 8}, true, {}, {}},
            {{1, 8}, {0, 4}, false, {}, {}},
        };
        step.eliminations = {{2, 9}};
        const StepText t(*Geometry::classic(), Alphabet::standard(9));
        const QString text = t.explain(step);
        QVERIFY2(text.startsWith(QStringLiteral("XY-Chain: r1c1(4=7) -rule- r1c2(3=8) -rule- (4)r1c1 closes into "
                                                "a loop, so each weak link of it holds both ways;")),
                 qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("almost locked set")), qPrintable(text));
        // Between two plain candidates both digits are written.
        step.technique = Technique::AlternatingInferenceChain;
        step.detail.variantType = 0;
        step.pattern.links = {
            {{0, 5}, {9, 5}, true, {}, {}},  // r1c1 =5= r2c1
            {{9, 5}, {10, 3}, false, {}, {}}, // r2c1(5) -rule- (3)r2c2
            {{10, 3}, {19, 3}, true, {}, {}}, // r2c2 =3= r3c2
        };
        QVERIFY2(t.explain(step).contains(QStringLiteral("r1c1 =5= r2c1(5) -rule- (3)r2c2 =3= r3c2")),
                 qPrintable(t.explain(step)));
    }

    void hiddenSingleOnADiagonal()
    {
        // X-Sudoku: the main diagonal lacks only 9, whose one free place is r9c9.
        GeometrySpec spec;
        spec.variants = Variant::Diagonals;
        auto geometry = Geometry::create(spec).value();
        Grid state(geometry);
        for (int i = 0; i < 8; ++i)
            state.setValue(i * 9 + i, i + 1);
        state.fillCandidatesFromValues();
        const auto steps = findAll(state, Technique::HiddenSingleOther);
        QVERIFY(!steps.empty());
        const StepText t(*geometry, Alphabet::standard(9));
        QCOMPARE(t.explain(steps.front()),
                 QStringLiteral("Hidden Single: in the main diagonal, 9 fits only in r9c9, so r9c9 = 9."));
    }

    void everyStepOfAPathHasASentence()
    {
        const Grid puzzle = parsePuzzle("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......").value().grid;
        const SolvePath path = solvePath(puzzle);
        QCOMPARE(path.result, SolvePath::Result::Solved);
        const StepText t(puzzle.geometry(), Alphabet::standard(9));
        for (const Step& step : path.steps) {
            const QString text = t.explain(step);
            QVERIFY(text.size() > 10);
            QVERIFY2(text.endsWith(u'.'), qPrintable(text));
        }
    }
};

QTEST_GUILESS_MAIN(TestStepText)
#include "tst_step_text.moc"
