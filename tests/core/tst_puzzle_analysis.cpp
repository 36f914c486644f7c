// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis after solving: the rating is the one `pencilmark-cli rate`
// gives (grading::ratePuzzle), and the techniques counted are those of the
// logical path the hints and the solving path follow.
#include "core/formats/puzzle_format.h"
#include "core/game/puzzle_analysis.h"
#include "core/grading/rating.h"
#include "core/logic/logic_solver.h"

#include <QtTest>

using namespace pm;
using namespace pm::game;

class TestPuzzleAnalysis : public QObject {
    Q_OBJECT
private slots:
    void agreesWithTheRatingAndThePath_data()
    {
        QTest::addColumn<QString>("puzzle");
        // QQwing "simple": singles only.
        QTest::newRow("singles") << "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";
        // pencilmark-cli generate --technique x-wing --seed 1
        QTest::newRow("x-wing") << "...2..8...324.5...71.......9.3.5..4.4.....9.1...6....5..5.41..8....3.57.3......1.";
        // pencilmark-cli generate --technique xy-wing --seed 1
        QTest::newRow("xy-wing") << ".....8.2.....5.....2.49.1...5.9...7....3.65..7.6..5.43..4........3...98.2.78..4.6";
    }

    void agreesWithTheRatingAndThePath()
    {
        QFETCH(QString, puzzle);
        auto parsed = parsePuzzle(puzzle.toStdString());
        QVERIFY(parsed);
        const PuzzleAnalysis analysis = analysePuzzle(parsed->grid);
        const grading::Rating rating = grading::ratePuzzle(parsed->grid);
        QCOMPARE(analysis.rating.outcome, grading::Rating::Outcome::Rated);
        QCOMPARE(analysis.rating.level, rating.level);
        QCOMPARE(analysis.rating.rating, rating.rating);
        QCOMPARE(analysis.rating.hardest, rating.hardest);
        QCOMPARE(analysis.hardestLevel(), logic::info(rating.hardest).level);

        const logic::SolvePath path = logic::solvePath(parsed->grid);
        QCOMPARE(analysis.pathSteps, int(path.steps.size()));
        int total = 0;
        for (std::size_t i = 0; i < analysis.techniques.size(); ++i) {
            const TechniqueCount& entry = analysis.techniques[i];
            if (i > 0)
                QVERIFY(analysis.techniques[i - 1].technique < entry.technique); // catalogue order
            const auto uses = std::count_if(path.steps.begin(), path.steps.end(),
                                            [&](const logic::Step& step) { return step.technique == entry.technique; });
            QCOMPARE(entry.count, int(uses));
            total += entry.count;
        }
        QCOMPARE(total, analysis.pathSteps);
    }

    void anInvalidPuzzleHasNoPath()
    {
        // Two 5s in the first row.
        auto parsed = parsePuzzle("55..............................................................................."
                                  "..");
        if (!parsed)
            QSKIP("the reader refuses the clash itself");
        const PuzzleAnalysis analysis = analysePuzzle(parsed->grid);
        QVERIFY(analysis.rating.outcome != grading::Rating::Outcome::Rated);
        QVERIFY(analysis.techniques.empty());
    }

    void cancelledIsSaidSo()
    {
        auto parsed = parsePuzzle(".....8.2.....5.....2.49.1...5.9...7....3.65..7.6..5.43..4........3...98.2.78..4.6");
        QVERIFY(parsed);
        std::stop_source stop;
        stop.request_stop();
        const PuzzleAnalysis analysis = analysePuzzle(parsed->grid, stop.get_token());
        QCOMPARE(analysis.rating.outcome, grading::Rating::Outcome::Cancelled);
        QVERIFY(analysis.techniques.empty());
    }
};

QTEST_APPLESS_MAIN(TestPuzzleAnalysis)
#include "tst_puzzle_analysis.moc"
