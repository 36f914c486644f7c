// SPDX-License-Identifier: GPL-3.0-or-later
// Practising a technique from the guide: its Practise button deals a
// puzzle that starts just before the technique's first step (the core's
// next step there, and the hint's, is the technique), and the practice bar
// keeps the tally: a hint shown counts as "with hint", the deduction made
// by the player's own key presses as "found". Techniques the generator
// cannot target have the button disabled and say so.
#include "tests/ui/window_helpers.h"

#include "core/game/player_hint.h"
#include "core/generate/generator.h"
#include "core/generate/practice_options.h"
#include "core/logic/logic_solver.h"
#include "text/step_text/step_text.h"
#include "ui/dialogs/new_game_dialog.h"
#include "ui/guide/technique_guide.h"
#include "ui/window/practice_bar.h"
#include "ui/window/practice_session.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QPushButton>
#include <QSettings>

using namespace pm;
using logic::Technique;

class TestPractice : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_windows = 0;

    // A window of its own (its own autosave), shown, with `technique`
    // practised from the guide's button; null when no puzzle came.
    std::unique_ptr<MainWindow> practising(Technique technique)
    {
        auto window = std::make_unique<MainWindow>(
            m_dir.filePath(QStringLiteral("autosave-%1.pencilmark").arg(++m_windows)));
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get()))
            return nullptr;
        window->action(QStringLiteral("techniques"))->trigger();
        TechniqueGuide* guide = window->techniqueGuide();
        guide->showTechnique(technique);
        if (guide->currentTechnique() != technique || !guide->practiseButton()->isEnabled())
            return nullptr;
        QSignalSpy started(window->session(), &GameSession::gameStarted);
        QTest::mouseClick(guide->practiseButton(), Qt::LeftButton);
        if (!started.wait(120000))
            return nullptr;
        // Practise brings the game's window to the front; H is its shortcut,
        // which a key reaches only once the window is active again.
        if (!QTest::qWaitForWindowActive(window.get()))
            return nullptr;
        return window;
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_practice"));
        QSettings().remove(QStringLiteral("practice"));
        QVERIFY(m_dir.isValid());
    }

    void thePractiseButtonStartsJustBeforeTheTechnique_data()
    {
        QTest::addColumn<Technique>("technique");
        QTest::newRow("naked-pair") << Technique::NakedPair;
        QTest::newRow("hidden-pair") << Technique::HiddenPair;
        QTest::newRow("x-wing") << Technique::XWing;
        QTest::newRow("skyscraper") << Technique::Skyscraper;
        QTest::newRow("xy-wing") << Technique::XYWing;
    }

    void thePractiseButtonStartsJustBeforeTheTechnique()
    {
        QFETCH(Technique, technique);
        auto window = practising(technique);
        QVERIFY(window);
        PracticeSession* practice = window->practice();
        QCOMPARE(practice->technique(), technique);
        QVERIFY(!practice->isDealing());
        QVERIFY(!practice->targets().empty());
        QVERIFY(window->practiceBar()->isVisible());

        // Checked with the core: the next step from the player's board, and
        // the hint the player would get, are the technique.
        const game::Game& game = window->session()->game();
        logic::LogicOptions options;
        options.uniquenessKnown = true;
        const logic::NextStep next = logic::nextStep(game.board(), options);
        QCOMPARE(next.kind, logic::NextStep::Kind::Found);
        QCOMPARE(next.step.technique, technique);
        const game::PlayerHint hint = game::findPlayerHint(game);
        QCOMPARE(hint.kind, game::PlayerHint::Kind::Step);
        QCOMPARE(hint.step.technique, technique);
        // Easier deductions made: digits placed beyond the givens, all right.
        QVERIFY(game.board().filledCount() > game.puzzle().givenCount());
        for (int cell = 0; cell < game.cellCount(); ++cell)
            if (game.value(cell) != 0)
                QCOMPARE(int(game.value(cell)), int(game.solution()[std::size_t(cell)]));
        QVERIFY(!window->session()->isSolved());
    }

    void aHintCountsAsWithHint()
    {
        auto window = practising(Technique::XWing);
        QVERIFY(window);
        PracticeSession* practice = window->practice();
        const int withHint = practice->withHint();
        const int found = practice->found();
        QCOMPARE(practice->verdict(), PracticeSession::Verdict::Open);
        test::pressHint(*window);
        QVERIFY(test::waitForHintStage(*window, HintStage::WhereToLook));
        QCOMPARE(practice->verdict(), PracticeSession::Verdict::WithHint);
        QCOMPARE(practice->withHint(), withHint + 1);
        QCOMPARE(practice->found(), found);
        QVERIFY2(window->practiceBar()->tallyText().contains(QString::number(withHint + 1)),
                 qPrintable(window->practiceBar()->tallyText()));
        // Counted once per puzzle, however far the hint goes.
        test::pressHint(*window);
        test::pressHint(*window);
        QVERIFY(test::waitForHintStage(*window, HintStage::Explanation));
        QCOMPARE(practice->withHint(), withHint + 1);

        // The next puzzle starts afresh.
        QSignalSpy started(window->session(), &GameSession::gameStarted);
        QTest::mouseClick(window->practiceBar()->nextButton(), Qt::LeftButton);
        QVERIFY(started.wait(120000));
        QCOMPARE(practice->verdict(), PracticeSession::Verdict::Open);
        QCOMPARE(practice->technique(), Technique::XWing);
    }

    void theDeductionMadeByHandCountsAsFound()
    {
        auto window = practising(Technique::XWing);
        QVERIFY(window);
        PracticeSession* practice = window->practice();
        const int found = practice->found();
        const logic::Step step = practice->targets().front();
        QVERIFY(!step.eliminations.empty());
        BoardWidget* board = window->board();
        board->setFocus();
        // Shift+digit takes each eliminated candidate out of the corner marks.
        for (const logic::CellDigit& gone : step.eliminations) {
            QCOMPARE(practice->verdict(), PracticeSession::Verdict::Open);
            board->setSelectedCell(gone.cell);
            QTest::keyClick(board, Qt::Key(Qt::Key_0 + gone.digit), Qt::ShiftModifier);
        }
        QCOMPARE(practice->verdict(), PracticeSession::Verdict::Found);
        QCOMPARE(practice->found(), found + 1);
        QVERIFY(window->practiceBar()->statusText() != QString());
    }

    void anotherGameEndsThePractice()
    {
        auto window = practising(Technique::NakedPair);
        QVERIFY(window);
        QVERIFY(window->practice()->isActive());
        QCOMPARE(test::playPuzzle(*window, QStringLiteral("..6....8.......234.79...............162.....3..3..4.1.."
                                                          "........6872.1.9.39.64...7")).kind,
                 game::PuzzleVerdict::Kind::Unique);
        QVERIFY(!window->practice()->isActive());
        QVERIFY(window->practiceBar()->isHidden());
    }

    // New Game asks for a technique: the generator gets it on the shape
    // practice deals it on, and the level steps aside.
    void newGameAsksForATechnique()
    {
        NewGameDialog dialog;
        auto* technique = dialog.findChild<QComboBox*>(QStringLiteral("technique"));
        auto* startBefore = dialog.findChild<QCheckBox*>(QStringLiteral("startBefore"));
        QVERIFY(technique && startBefore);
        technique->setCurrentIndex(0);
        QVERIFY(!dialog.practiseTechnique());
        QVERIFY(!startBefore->isEnabled());
        QVERIFY(!dialog.options().technique);
        technique->setCurrentIndex(technique->findData(int(Technique::XWing)));
        QCOMPARE(dialog.practiseTechnique(), Technique::XWing);
        QVERIFY(startBefore->isEnabled());
        startBefore->setChecked(true);
        QVERIFY(dialog.startBeforeTechnique());
        const generate::GeneratorOptions options = dialog.options();
        QCOMPARE(options.technique, Technique::XWing);
        QVERIFY(!options.level);
        QVERIFY(!generate::checkGeneratorOptions(options));
        // What-if is not offered: the generator refuses it.
        QCOMPARE(technique->findData(int(Technique::WhatIf)), -1);
    }

    // The button follows what the generator accepts, for every technique;
    // what-if is refused, and its page says why.
    void theButtonIsTruthful()
    {
        MainWindow window(m_dir.filePath(QStringLiteral("autosave-guide.pencilmark")));
        TechniqueGuide* guide = window.techniqueGuide();
        for (const logic::TechniqueInfo& row : logic::catalogue()) {
            guide->showTechnique(row.technique);
            QCOMPARE(guide->currentTechnique(), row.technique);
            const bool accepted = !generate::checkGeneratorOptions(generate::practiceOptions(row.technique, 1));
            QCOMPARE(guide->practiseButton()->isEnabled(), accepted);
            QVERIFY(!guide->practiseNoteText().isEmpty());
        }
        guide->showTechnique(Technique::WhatIf);
        QVERIFY(!guide->practiseButton()->isEnabled());
        const QString refused = guide->practiseNoteText();
        guide->showTechnique(Technique::XWing);
        QVERIFY(guide->practiseNoteText() != refused);
    }
};

QTEST_MAIN(TestPractice)
#include "tst_practice.moc"
