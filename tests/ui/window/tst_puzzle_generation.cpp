// SPDX-License-Identifier: GPL-3.0-or-later
// New games are made off the GUI thread: a finished run delivers a playable
// game, a cancelled one delivers nothing, and the window keeps its game.
#include "play/jobs/puzzle_generation.h"
#include "play/jobs/puzzle_verification.h"
#include "play/session/game_session.h"
#include "ui/dialogs/game_shapes.h"
#include "ui/dialogs/new_game_dialog.h"
#include "ui/window/main_window.h"

#include "core/formats/puzzle_format.h"
#include "core/game/game_check.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QMessageBox>
#include <QFile>
#include <QtTest>

#include "tests/ui/window_helpers.h"

using namespace pm;

class TestPuzzleGeneration : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    static generate::GeneratorOptions classicEasy(std::uint64_t seed)
    {
        generate::GeneratorOptions options;
        options.level = logic::Level::Easy;
        options.symmetry = generate::Symmetry::Rotational180;
        options.seed = seed;
        return options;
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_puzzle_generation"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void finishedRunDeliversAPlayableGame_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("boxRows");
        QTest::addColumn<int>("boxCols");
        QTest::newRow("9x9") << 9 << 3 << 3;
        QTest::newRow("6x6") << 6 << 2 << 3;
        QTest::newRow("16x16") << 16 << 4 << 4;
    }

    void finishedRunDeliversAPlayableGame()
    {
        QFETCH(int, size);
        QFETCH(int, boxRows);
        QFETCH(int, boxCols);
        PuzzleGeneration generation;
        QSignalSpy finished(&generation, &PuzzleGeneration::finished);
        QSignalSpy failed(&generation, &PuzzleGeneration::failed);
        generate::GeneratorOptions options = classicEasy(7);
        options.geometry = GeometrySpec{size, boxRows, boxCols, {}, Variant::None};
        generation.start(options);
        QVERIFY(generation.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() + failed.count() > 0, 120000);
        QCOMPARE(failed.count(), 0);
        QVERIFY(!generation.isRunning());
        const auto game = finished.front().front().value<game::Game>();
        QCOMPARE(game.size(), size);
        QVERIFY(game.hasSolution());
        QVERIFY(game.puzzle().givenCount() > 0);
        // The solution fills the givens' gaps without a clash.
        auto solved = game::Game::restore(game.puzzle(), game.alphabet(), game.solution(), [&] {
            std::vector<game::CellState> cells(game.cells());
            for (int cell = 0; cell < game.cellCount(); ++cell)
                cells[cell].value = game.solution()[cell];
            return cells;
        }());
        QVERIFY(solved.ok());
        QVERIFY(game::isSolved(solved.value()));
    }

    void cancelledRunDeliversNothing()
    {
        PuzzleGeneration generation;
        QSignalSpy finished(&generation, &PuzzleGeneration::finished);
        QSignalSpy failed(&generation, &PuzzleGeneration::failed);
        QSignalSpy cancelled(&generation, &PuzzleGeneration::cancelled);
        generate::GeneratorOptions options = classicEasy(11);
        options.level = logic::Level::Extreme; // long enough to cancel mid-way when generated
        generation.start(options);
        generation.cancel();
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(!generation.isRunning());
        generation.waitForWorker();
        QCoreApplication::processEvents(); // anything the worker posted is handled now
        QCOMPARE(finished.count(), 0);
        QCOMPARE(failed.count(), 0);
        QCOMPARE(cancelled.count(), 1);
    }

    void aNewRunReplacesARunningOne()
    {
        PuzzleGeneration generation;
        QSignalSpy finished(&generation, &PuzzleGeneration::finished);
        QSignalSpy cancelled(&generation, &PuzzleGeneration::cancelled);
        generate::GeneratorOptions first = classicEasy(3);
        first.level = logic::Level::Extreme;
        generation.start(first);
        generate::GeneratorOptions second = classicEasy(5);
        second.geometry = GeometrySpec{6, 2, 3, {}, Variant::None};
        generation.start(second);
        QCOMPARE(cancelled.count(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!generation.isRunning(), 120000);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.front().front().value<game::Game>().size(), 6); // only the second run's game
    }

    void puzzleCheckRunsOffTheGuiThreadAndCancels()
    {
        // QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1).
        auto parsed = parsePuzzle("..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7");
        QVERIFY(parsed.ok());
        PuzzleVerification verification;
        QSignalSpy finished(&verification, &PuzzleVerification::finished);
        QSignalSpy cancelled(&verification, &PuzzleVerification::cancelled);
        verification.start(parsed->grid, parsed->alphabet);
        verification.cancel();
        verification.waitForWorker();
        QCoreApplication::processEvents();
        QCOMPARE(finished.count(), 0);
        QCOMPARE(cancelled.count(), 1);

        verification.start(parsed->grid, parsed->alphabet);
        QVERIFY(verification.isRunning());
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.front().front().value<game::PuzzleVerdict>().kind, game::PuzzleVerdict::Kind::Unique);
        QVERIFY(verification.puzzle() == parsed->grid);
    }

    void aWordokuPlaysWithThePlayersOwnSymbols()
    {
        MainWindow window(m_dir.filePath(QStringLiteral("wordoku.pencilmark")));
        NewGameDialog dialog(&window);
        auto* symbols = dialog.findChild<QComboBox*>(QStringLiteral("symbols"));
        auto* custom = dialog.findChild<QLineEdit*>(QStringLiteral("customSymbols"));
        QVERIFY(symbols && custom);
        symbols->setCurrentIndex(symbols->count() - 1);
        QVERIFY(custom->isEnabled());
        QTest::keyClicks(custom, QStringLiteral("WORDPLAYS"));
        const Alphabet alphabet = dialog.alphabet();
        QCOMPARE(QString::fromStdString(alphabet.toUtf8()), QStringLiteral("WORDPLAYS"));

        QSignalSpy started(window.session(), &GameSession::gameStarted);
        generate::GeneratorOptions options = dialog.options();
        options.level = logic::Level::Easy;
        window.startNewGame(options, alphabet);
        QVERIFY(started.wait(60000));
        QVERIFY(window.session()->game().alphabet() == alphabet);
        // The board shows letters: a given is one of the word's letters.
        const auto& game = window.session()->game();
        int given = 0;
        while (!game.isGiven(given))
            ++given;
        QVERIFY(QStringLiteral("WORDPLAYS").contains(QString::fromStdString(alphabet.symbolUtf8(game.value(given)))));
    }

    // New Game offers variant rules where the generator makes them (up to
    // 9x9 with boxes, no killer or jigsaw at once), plays them in digits,
    // and the game started keeps its rules.
    void newGameOffersVariantRules()
    {
        MainWindow window(m_dir.filePath(QStringLiteral("variant.pencilmark")));
        NewGameDialog dialog(&window);
        auto* shape = dialog.findChild<QComboBox*>(QStringLiteral("shape"));
        auto* rules = dialog.findChild<QComboBox*>(QStringLiteral("rules"));
        auto* killer = dialog.findChild<QCheckBox*>(QStringLiteral("killer"));
        auto* symbols = dialog.findChild<QComboBox*>(QStringLiteral("symbols"));
        QVERIFY(shape && rules && killer && symbols);
        killer->setChecked(false);
        shape->setCurrentIndex(shape->findText(QStringLiteral("9×9"), Qt::MatchStartsWith));
        QCOMPARE(rules->count(), 1 + int(offeredRuleSets().size()));
        rules->setCurrentIndex(rules->findData(0)); // thermometers
        QVERIFY(dialog.options().constraints);
        QVERIFY(!killer->isEnabled());
        QVERIFY(!symbols->isEnabled());
        shape->setCurrentIndex(shape->findText(QStringLiteral("16×16"), Qt::MatchStartsWith));
        QVERIFY(!rules->isEnabled());
        QVERIFY(!dialog.options().constraints);
        shape->setCurrentIndex(shape->findText(QStringLiteral("9×9"), Qt::MatchStartsWith));
        QVERIFY(rules->isEnabled());

        QSignalSpy started(window.session(), &GameSession::gameStarted);
        generate::GeneratorOptions options = dialog.options();
        options.level = logic::Level::Easy;
        options.seed = 3;
        window.startNewGame(options, dialog.alphabet());
        QVERIFY(started.wait(60000));
        const auto& constraints = window.session()->game().puzzle().geometry().constraints();
        QVERIFY(!constraints.empty());
        QVERIFY(std::all_of(constraints.begin(), constraints.end(),
                            [](const Constraint& c) { return c.kind == ConstraintKind::Thermometer; }));
        rules->setCurrentIndex(rules->findData(-1));
        QVERIFY(!dialog.options().constraints);
        QVERIFY(killer->isEnabled());
    }

    // The symbol choices name what the shape will show: 1-4 on MultiFour,
    // A-I on 9x9, digits then letters past 9.
    void symbolChoicesNameTheShapesSymbols()
    {
        NewGameDialog dialog;
        auto* shape = dialog.findChild<QComboBox*>(QStringLiteral("shape"));
        auto* symbols = dialog.findChild<QComboBox*>(QStringLiteral("symbols"));
        QVERIFY(shape && symbols);
        const auto select = [&](const QString& label) {
            shape->setCurrentIndex(shape->findText(label, Qt::MatchStartsWith));
            return QStringList{symbols->itemText(0), symbols->itemText(1)};
        };
        QCOMPARE(select(QStringLiteral("9×9")),
                 (QStringList{QStringLiteral("Digits (1–9)"), QStringLiteral("Letters (A–I)")}));
        QCOMPARE(select(QStringLiteral("12×12 MultiFour")),
                 (QStringList{QStringLiteral("Digits (1–4)"), QStringLiteral("Letters (A–D)")}));
        QCOMPARE(select(QStringLiteral("16×16")),
                 (QStringList{QStringLiteral("Digits (1–9, then A, B …)"), QStringLiteral("Letters (A–P)")}));
    }

    // Every size the README promises, up to 64x64, and its symbols.
    void newGameOffersTheSizesTheReadmeNames()
    {
        NewGameDialog dialog;
        auto* shape = dialog.findChild<QComboBox*>(QStringLiteral("shape"));
        QVERIFY(shape);
        for (const int size : {4, 6, 8, 9, 12, 16, 25, 36, 49, 64}) {
            const QString label = QStringLiteral("%1×%1").arg(size);
            const int row = shape->findText(label, Qt::MatchStartsWith);
            QVERIFY2(row >= 0, qPrintable(label));
            shape->setCurrentIndex(row);
            QCOMPARE(dialog.options().geometry.size, size);
            QCOMPARE(dialog.alphabet().size(), size);
        }
        // The README's own words, so the two cannot drift apart again.
        QFile readme(QStringLiteral(PENCILMARK_SOURCE_DIR "/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(readme.readAll()).contains(QStringLiteral("from 4×4 to 64×64")));
    }

    void symbolsThatDoNotFitTheSizeAreRefused_data()
    {
        QTest::addColumn<QString>("symbols");
        QTest::newRow("too few") << QStringLiteral("WORD");
        QTest::newRow("a repeat") << QStringLiteral("WORDPLAYW");
    }

    void symbolsThatDoNotFitTheSizeAreRefused()
    {
        QFETCH(QString, symbols);
        NewGameDialog dialog;
        auto* choice = dialog.findChild<QComboBox*>(QStringLiteral("symbols"));
        auto* custom = dialog.findChild<QLineEdit*>(QStringLiteral("customSymbols"));
        choice->setCurrentIndex(choice->count() - 1);
        custom->setText(symbols);
        dialog.show();
        QString warning;
        QTimer::singleShot(0, &dialog, [&warning] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                warning = box->text();
                box->close();
            }
        });
        dialog.accept();
        QVERIFY2(!warning.isEmpty(), "the player is told why");
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY(dialog.isVisible());
    }

    void cancellingANewGameKeepsTheGameInPlay()
    {
        MainWindow window(m_dir.filePath(QStringLiteral("autosave.pencilmark")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(test::playPuzzle(window, QStringLiteral(
                     "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7")).kind,
                 game::PuzzleVerdict::Kind::Unique);
        const game::Game before = window.session()->game();
        generate::GeneratorOptions options = classicEasy(13);
        options.level = logic::Level::Extreme;
        window.startNewGame(options);
        window.generation()->cancel();
        window.generation()->waitForWorker();
        QCoreApplication::processEvents();
        QVERIFY(window.session()->game() == before);
    }
};

QTEST_MAIN(TestPuzzleGeneration)
#include "tst_puzzle_generation.moc"
