// Step sentences: the text a player reads for a hint. Real steps from real
// states, so a change in a finder's detail fields shows up here.
#include <formats/puzzle_format.h>
#include <logic/finders.h>
#include <solver/exact_solver.h>
#include <support/test_data.h>
#include <logic/logic_solver.h>
#include <step_text/step_text.h>

#include <QtTest>

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
        for (size_t i = 0; i < rows.size() && sentence.size() + 1 < catalogue().size(); i += 7) {
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
                if (sentence.count(row.technique) || !finderFor(row.technique))
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
            if (!sentence.count(row.technique))
                missing << QString::fromLatin1(row.key.data(), int(row.key.size()));
        // Classic grids have no extra houses: that one is checked below.
        QCOMPARE(missing, QStringList{QStringLiteral("hidden-single-other")});
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
