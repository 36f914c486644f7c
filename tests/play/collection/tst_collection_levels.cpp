// SPDX-License-Identifier: GPL-3.0-or-later
// The collection list's Level column, without widgets: each puzzle rated as
// `pencilmark-cli rate` rates it (off the GUI thread, LevelRating), the
// column saying "rating…" until then and why there is no level when the
// grader gives none; sorted by level order, not by name; and kept in the
// data folder (LevelCache), so a reopened collection needs no rating at all,
// a line cut short by a kill is skipped, and another grading's file is
// started afresh. The list itself: tests/ui/dialogs/tst_puzzle_collection.
#include "play/collection/collection_levels.h"
#include "play/collection/collection_model.h"
#include "play/collection/collection_play.h"
#include "play/collection/level_cache.h"
#include "play/jobs/level_rating.h"
#include "play/session/game_session.h"

#include "text/collection_text.h"
#include "text/names.h"

#include "core/constraints/constraint.h"
#include "core/formats/puzzle_format.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/support/test_data.h"

#include <memory>

using namespace pm;

namespace {

// tests/data/collection/mixed_levels.txt, its puzzles in order, as
// `pencilmark-cli rate` grades them.
const std::vector<PuzzleLevel> kMixed = {
    {PuzzleLevel::Kind::Rated, logic::Level::Master},  {PuzzleLevel::Kind::Rated, logic::Level::Easy},
    {PuzzleLevel::Kind::Rated, logic::Level::Expert},  {PuzzleLevel::Kind::NoSolution},
    {PuzzleLevel::Kind::Rated, logic::Level::Medium},  {PuzzleLevel::Kind::Rated, logic::Level::Extreme},
    {PuzzleLevel::Kind::Rated, logic::Level::Hard},    {PuzzleLevel::Kind::ManySolutions},
};

QString mixedFile()
{
    return test::testDataPath(QStringLiteral("collection/mixed_levels.txt"));
}

PuzzleCollection readMixed()
{
    QFile file(mixedFile());
    return file.open(QIODevice::ReadOnly) ? PuzzleCollection::read(mixedFile(), file.readAll()) : PuzzleCollection{};
}

// A collection open, its levels rated into `folder`.
struct Open {
    GameSession session;
    CollectionPlay play;
    CollectionLevels levels;
    CollectionModel model;

    explicit Open(const QString& folder)
        : play(&session, folder)
        , levels(&play, folder)
        , model(&play, &levels)
    {
    }

    bool rateAll()
    {
        QSignalSpy done(&levels, &CollectionLevels::allRated);
        play.open(readMixed());
        return done.count() > 0 || done.wait(60000);
    }
};

} // namespace

class TestCollectionLevels : public QObject {
    Q_OBJECT

private slots:
    void ratesAsRateDoes()
    {
        const PuzzleCollection collection = readMixed();
        QCOMPARE(collection.size(), int(kMixed.size()));
        for (int i = 0; i < collection.size(); ++i) {
            const auto level = ratePuzzleLevel(collection.puzzles()[std::size_t(i)].text);
            QVERIFY(level);
            QVERIFY2(*level == kMixed[std::size_t(i)], qPrintable(QStringLiteral("puzzle %1").arg(i + 1)));
        }
        // A variant is graded with its constraints, as rate grades it
        // (issue 38): one given and anti-knight leave many grids ...
        GeometrySpec spec = GeometrySpec::forSize(9);
        spec.constraints = {Constraint{ConstraintKind::AntiKnight}};
        auto geometry = Geometry::create(spec);
        QVERIFY(geometry);
        Grid variant(geometry.value());
        variant.setValue(0, 1);
        variant.setGiven(0, true);
        auto level = ratePuzzleLevel(writePuzzleLine(variant, Alphabet::standard(9)));
        QVERIFY(level);
        QCOMPARE(int(level->kind), int(PuzzleLevel::Kind::ManySolutions));
        // ... and a 4x4 thermometer along row 1 with three givens is unique
        // and easy (the thermometer's step is an easy one).
        level = ratePuzzleLevel(R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{"value":2}],)"
                                R"([{"value":2},{},{},{}],[{},{"value":3},{},{}]],)"
                                R"("thermometer":[{"lines":[["R1C1","R1C2","R1C3","R1C4"]]}]})");
        QVERIFY(level);
        QVERIFY(*level == (PuzzleLevel{PuzzleLevel::Kind::Rated, logic::Level::Easy}));
        // No puzzle at all: nothing.
        QVERIFY(!ratePuzzleLevel("not a puzzle"));
    }

    void levelColumnFillsInAndSortsByOrder()
    {
        QTemporaryDir dir;
        Open open(dir.path());
        QSignalSpy changed(&open.model, &QAbstractItemModel::dataChanged);
        QVERIFY(open.rateAll());
        QVERIFY(changed.count() > 0); // the view was told
        QCOMPARE(open.levels.waiting(), 0);
        QCOMPARE(open.model.headerData(CollectionModel::Level, Qt::Horizontal).toString(),
                 CollectionText::levelHeading());
        const QStringList expected = {
            Names::level(logic::Level::Master), Names::level(logic::Level::Easy),
            Names::level(logic::Level::Expert), CollectionText::levelNoSolution(),
            Names::level(logic::Level::Medium), Names::level(logic::Level::Extreme),
            Names::level(logic::Level::Hard),   CollectionText::levelManySolutions(),
        };
        for (int row = 0; row < open.model.rowCount(); ++row)
            QCOMPARE(open.model.index(row, CollectionModel::Level).data().toString(), expected[row]);

        // Sorted as the dialog sorts: levels in their order (alphabetically
        // Expert would come before Hard, Master before Medium), then the
        // puzzles with no level.
        QSortFilterProxyModel sorted;
        sorted.setSourceModel(&open.model);
        sorted.setSortRole(CollectionModel::SortRole);
        sorted.sort(CollectionModel::Level, Qt::AscendingOrder);
        QStringList order;
        for (int row = 0; row < sorted.rowCount(); ++row)
            order << sorted.index(row, CollectionModel::Level).data().toString();
        QCOMPARE(order.mid(0, 6), (QStringList{Names::level(logic::Level::Easy), Names::level(logic::Level::Medium),
                                               Names::level(logic::Level::Hard), Names::level(logic::Level::Expert),
                                               Names::level(logic::Level::Master),
                                               Names::level(logic::Level::Extreme)}));
        QVERIFY(order.mid(6).contains(CollectionText::levelNoSolution()));
        QVERIFY(order.mid(6).contains(CollectionText::levelManySolutions()));
        // And numbers as numbers, the other way round too.
        sorted.sort(CollectionModel::Number, Qt::DescendingOrder);
        QCOMPARE(sorted.index(0, CollectionModel::Number).data().toInt(), 8);
        QCOMPARE(sorted.index(7, CollectionModel::Number).data().toInt(), 1);
    }

    void waitingRowsSayRatingAndSortLast()
    {
        // Before the worker is done (it has not had a turn of the event
        // loop to report): every row waits.
        QTemporaryDir dir;
        Open open(dir.path());
        open.play.open(readMixed());
        QVERIFY(open.levels.isRating());
        QCOMPARE(open.levels.waiting(), int(kMixed.size()));
        QCOMPARE(open.model.index(0, CollectionModel::Level).data().toString(), CollectionText::levelPending());
        QVERIFY(open.model.index(0, CollectionModel::Level).data(CollectionModel::SortRole).toInt()
                > open.model.index(0, CollectionModel::Number).data(CollectionModel::SortRole).toInt() + 100);
        open.levels.rating()->cancel();
    }

    void levelsAreKeptAcrossRestarts()
    {
        QTemporaryDir dir;
        QElapsedTimer clock;
        clock.start();
        {
            Open first(dir.path());
            QVERIFY(first.rateAll());
        }
        qInfo("%d puzzles rated in %lld ms", int(kMixed.size()), clock.elapsed());
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("levels.txt"))));

        // Reopened: every level at once, from the file; no rating starts.
        Open again(dir.path());
        QSignalSpy done(&again.levels, &CollectionLevels::allRated);
        again.play.open(readMixed());
        QCOMPARE(done.count(), 1);
        QVERIFY(!again.levels.isRating());
        QCOMPARE(again.levels.waiting(), 0);
        for (int i = 0; i < int(kMixed.size()); ++i)
            QVERIFY(again.levels.level(i) == kMixed[std::size_t(i)]);
        QCOMPARE(again.levels.cache().size(), int(kMixed.size()));
    }

    void cacheSkipsALineCutShort()
    {
        QTemporaryDir dir;
        const QString key1 = QStringLiteral("aaaa");
        const QString key2 = QStringLiteral("bbbb");
        const QString key3 = QStringLiteral("cccc");
        {
            LevelCache cache(dir.path());
            QVERIFY(cache.store({{key1, PuzzleLevel{PuzzleLevel::Kind::Rated, logic::Level::Hard}}}));
        }
        {
            // A kill in the middle of the next append.
            QFile file(dir.filePath(QStringLiteral("levels.txt")));
            QVERIFY(file.open(QIODevice::Append));
            file.write("bbbb ex");
        }
        {
            LevelCache cache(dir.path());
            QCOMPARE(cache.size(), 1);
            QVERIFY(!cache.level(key2));
            QVERIFY(cache.store({{key2, PuzzleLevel{PuzzleLevel::Kind::Rated, logic::Level::Expert}},
                                 {key3, PuzzleLevel{PuzzleLevel::Kind::NoSolution}}}));
        }
        LevelCache cache(dir.path());
        QCOMPARE(cache.size(), 3);
        QVERIFY(cache.level(key1) == (PuzzleLevel{PuzzleLevel::Kind::Rated, logic::Level::Hard}));
        QVERIFY(cache.level(key2) == (PuzzleLevel{PuzzleLevel::Kind::Rated, logic::Level::Expert}));
        QVERIFY(cache.level(key3) == PuzzleLevel{PuzzleLevel::Kind::NoSolution});
    }

    void anotherGradingsFileStartsAfresh()
    {
        QTemporaryDir dir;
        {
            QFile file(dir.filePath(QStringLiteral("levels.txt")));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("pencilmark-levels 1\naaaa easy\n"); // before variants were graded
        }
        LevelCache cache(dir.path());
        QCOMPARE(cache.size(), 0);
        QVERIFY(cache.store({{QStringLiteral("bbbb"), PuzzleLevel{PuzzleLevel::Kind::Rated, logic::Level::Easy}}}));
        QFile file(cache.path());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("pencilmark-levels 2\nbbbb easy\n"));
    }
};

QTEST_MAIN(TestCollectionLevels)
#include "tst_collection_levels.moc"
