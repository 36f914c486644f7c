// SPDX-License-Identifier: GPL-3.0-or-later
// The hint as a player meets it: H shows where to look (the house lit on
// the board, no technique named), H again the technique, H again the full
// explanation with the pattern drawn by role; Apply does what the step says
// as one move, and Undo takes it back. A wrong entry or a removed true
// candidate is the hint before any deduction.
#include "play/session/game_session.h"
#include "text/step_text/step_text.h"
#include "ui/board/board_widget.h"
#include "ui/board/highlight_legend.h"
#include "ui/board/step_highlight_painter.h"
#include "ui/board/theme.h"
#include "ui/hints/hint_panel.h"
#include "ui/window/main_window.h"

#include "core/formats/puzzle_format.h"
#include "core/game/player_hint.h"
#include "core/game/player_hint_change.h"
#include "core/solver/exact_solver.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QStatusBar>
#include <QScreen>
#include <QUndoStack>
#include <QtTest>

#include "tests/ui/window_helpers.h"

using namespace pm;

namespace {

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1).
const char* const kPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";

// top1465 (../shared/data/top1465.txt): from filled-in marks, the hints'
// own path meets an X-Wing on 6 in columns 3 and 8 (rows 5 and 9), which
// removes 6 from r5c5 and r9c2.
const char* const kXWingPuzzle = "....2..4..7...6....1.5.....2......8....3..7..4.9.........6..1.38...9..........5..";

std::vector<int> houseCells(const Geometry& g, HouseKind kind, std::initializer_list<int> indices)
{
    std::vector<int> cells;
    for (const House& house : g.houses()) {
        if (house.kind == kind && std::find(indices.begin(), indices.end(), house.index + 1) != indices.end())
            cells.insert(cells.end(), house.cells.begin(), house.cells.end());
    }
    std::sort(cells.begin(), cells.end());
    return cells;
}

} // namespace

class TestHintPanel : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    BoardWidget* m_board = nullptr;
    GameSession* m_session = nullptr;
    HintPanel* m_panel = nullptr;

    void type(int cell, int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        m_board->setSelectedCell(cell);
        QTest::keyClick(m_board, Qt::Key(key), modifiers);
    }

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_hint_panel"));
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        QSettings().clear();
        m_window = test::windowPlaying(m_dir, kPuzzle);
        QVERIFY2(m_window, "the window did not start playing the test puzzle");
        m_board = m_window->board();
        m_session = m_window->session();
        m_panel = m_window->hintPanel();
        QVERIFY(m_panel);
        m_board->setFocus();
    }

    void cleanup()
    {
        m_window.reset();
    }

    // The whole flow from the keyboard: H shows where, then the technique,
    // then the explanation; the fourth H applies it, as one undoable move.
    void theFourthHAppliesTheHint()
    {
        const game::Game before = m_session->game();
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::WhereToLook));
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::Technique));
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::Explanation));
        // Reading changes nothing on the board; the game notes the hint seen
        // (for the analysis after solving), not yet applied.
        QCOMPARE(m_session->game().cells(), before.cells());
        QCOMPARE(m_session->game().hintsUsed().size(), std::size_t(1));
        QVERIFY(!m_session->game().hintsUsed().front().applied);
        test::pressHint(*m_window);
        QVERIFY(!(m_session->game() == before));
        QCOMPARE(m_session->undoStack()->count(), 1);
        QVERIFY2(m_session->undoStack()->undoText().startsWith(QStringLiteral("Hint: ")),
                 qPrintable(m_session->undoStack()->undoText()));
        m_session->undoStack()->undo();
        QCOMPARE(m_session->game().cells(), before.cells());
    }

    // Return applies the hint once its explanation is on screen, and never
    // before: a player cannot apply what they have not read.
    void returnAppliesTheHintOnlyAtTheExplanation()
    {
        QAction* apply = m_window->action(QStringLiteral("applyHint"));
        QVERIFY(apply);
        QVERIFY(apply->shortcuts().contains(QKeySequence(Qt::Key_Return)));
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::WhereToLook));
        QVERIFY(!apply->isEnabled());
        QTest::keyClick(m_board, Qt::Key_Return);
        QCOMPARE(m_session->undoStack()->count(), 0);
        test::pressHint(*m_window);
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::Explanation));
        QVERIFY(apply->isEnabled());
        QTest::keyClick(m_board, Qt::Key_Return);
        QCOMPARE(m_session->undoStack()->count(), 1);
    }

    // Nothing the panel shows runs ahead of the stage opened: before the
    // explanation, the Apply button does not say what it would do (a wrong
    // entry's "Clear r1c1" is the hint itself).
    void theApplyButtonGivesNothingAway()
    {
        test::pressHint(*m_window); // hints in use: from now on the next one is found in the background
        QVERIFY(test::waitForHintStage(*m_window, HintStage::WhereToLook));
        type(0, Qt::Key_2); // r1c1 is 4: the next hint is this wrong entry
        QVERIFY(QTest::qWaitFor([&] { return m_session->hint() != nullptr; }, 20000));
        QCOMPARE(m_session->hint()->kind, game::PlayerHint::Kind::WrongEntry);
        QCOMPARE(m_session->hintStage(), HintStage::Hidden);
        const auto spoils = [&](const QString& text) { return text.contains(QStringLiteral("r1c1")); };
        const auto panelSpoils = [&] {
            for (auto* button : m_panel->findChildren<QPushButton*>())
                if (spoils(button->text()) || spoils(button->toolTip()) || spoils(button->accessibleName()))
                    return true;
            return spoils(m_window->statusBar()->currentMessage());
        };
        QVERIFY2(!panelSpoils(), qPrintable(m_panel->applyButton()->text()));
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::WhereToLook));
        QVERIFY2(!panelSpoils(), qPrintable(m_panel->applyButton()->text()));
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::Technique));
        // The technique stage names the cell ("r1c1 is wrong."), the button follows at the explanation.
        QVERIFY2(!spoils(m_panel->applyButton()->text()), qPrintable(m_panel->applyButton()->text()));
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::Explanation));
        QCOMPARE(m_panel->applyButton()->text(), QStringLiteral("Clear r1c1 (H)"));
    }

    void theHintActionIsKeyHInMenuAndToolbar()
    {
        QAction* hint = m_window->action(QStringLiteral("hint"));
        QVERIFY(hint);
        QVERIFY(hint->shortcuts().contains(QKeySequence(Qt::Key_H)));
        QVERIFY(!hint->associatedObjects().isEmpty());
        QVERIFY(m_panel->isHidden());
        test::pressHint(*m_window);
        QVERIFY(m_panel->isVisible());
        QVERIFY(test::waitForHintStage(*m_window, HintStage::WhereToLook));
        QVERIFY(!m_board->highlight().isEmpty());
        // Closing the panel puts the hint away, highlight and all.
        m_panel->close();
        QCOMPARE(m_session->hintStage(), HintStage::Hidden);
        QVERIFY(m_board->highlight().isEmpty());
    }

    void stagesShowTheHouseThenTheTechniqueThenThePattern()
    {
        m_session->startGame(test::positionBefore(kXWingPuzzle, logic::Technique::XWing));
        const Geometry& g = m_session->game().geometry();
        const std::vector<game::CellState> before = m_session->game().cells();

        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::WhereToLook));
        QCOMPARE(m_session->hint()->kind, game::PlayerHint::Kind::Step);
        QCOMPARE(m_panel->whereText(), QStringLiteral("Look at columns 3 and 8."));
        QVERIFY(m_panel->techniqueText().isEmpty());
        QVERIFY(!m_panel->whereText().contains(QStringLiteral("X-Wing")));
        // The board lights the two columns and nothing of the pattern yet.
        std::vector<int> lit = m_board->highlight().spotlight;
        QCOMPARE(lit, houseCells(g, HouseKind::Column, {3, 8}));
        QVERIFY(m_board->highlight().pattern.candidates.empty());

        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::Technique));
        QVERIFY(m_panel->techniqueText().contains(QStringLiteral("X-Wing")));
        QVERIFY(m_panel->techniqueText().contains(QStringLiteral("Hard")));
        QVERIFY(m_panel->explanationText().isEmpty());

        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::Explanation));
        const logic::Step& step = m_session->hint()->step;
        const StepText text(g, m_session->game().alphabet());
        QCOMPARE(m_panel->explanationText(), text.explain(step).toHtmlEscaped());
        QVERIFY(m_panel->explanationText().contains(QStringLiteral("6")));
        // The full pattern by role: base columns, cover rows, the 6s removed.
        const BoardHighlight& shown = m_board->highlight();
        QVERIFY(shown.spotlight.empty());
        int base = 0, cover = 0;
        for (const logic::HouseMark& mark : shown.pattern.houses) {
            const HouseKind kind = g.houses()[size_t(mark.house)].kind;
            base += mark.role == logic::Role::Base && kind == HouseKind::Column;
            cover += mark.role == logic::Role::Cover && kind == HouseKind::Row;
        }
        QCOMPARE(base, 2);
        QCOMPARE(cover, 2);
        const auto targets = std::count_if(shown.pattern.candidates.begin(), shown.pattern.candidates.end(),
                                           [](const logic::CandidateMark& m) { return m.role == logic::Role::Target; });
        QCOMPARE(std::size_t(targets), step.eliminations.size());
        QVERIFY(m_panel->legend()->entries().contains(QStringLiteral("removed by this step")));

        // Reading all three stages changed nothing on the board: only a
        // fourth H (theFourthHAppliesTheHint) or Return applies the step.
        QCOMPARE(m_session->game().cells(), before);
    }

    void applyDoesWhatTheStepSaysAndUndoTakesItBack()
    {
        m_session->startGame(test::positionBefore(kXWingPuzzle, logic::Technique::XWing));
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::WhereToLook));
        const logic::Step step = m_session->hint()->step;
        QCOMPARE(step.technique, logic::Technique::XWing);
        // r5c5 and r9c2 lose their 6.
        std::vector<logic::CellDigit> expected{{40, 6}, {73, 6}};
        std::vector<logic::CellDigit> eliminations = step.eliminations;
        std::sort(eliminations.begin(), eliminations.end());
        QCOMPARE(eliminations, expected);

        const std::vector<game::CellState> before = m_session->game().cells();
        QVERIFY(m_panel->applyButton()->isEnabled());
        QTest::mouseClick(m_panel->applyButton(), Qt::LeftButton);
        const std::vector<game::CellState>& after = m_session->game().cells();
        for (int cell = 0; cell < int(before.size()); ++cell) {
            game::CellState wanted = before[size_t(cell)];
            for (const logic::CellDigit& e : step.eliminations)
                if (e.cell == cell)
                    wanted.corner &= ~digitBit(e.digit);
            QCOMPARE(after[size_t(cell)], wanted);
        }
        // The board forgets the old hint at once.
        QCOMPARE(m_session->hintStage(), HintStage::Hidden);
        QVERIFY(m_board->highlight().isEmpty());
        QVERIFY(m_session->undoStack()->undoText().contains(QStringLiteral("X-Wing")));

        m_window->action(QStringLiteral("undo"))->trigger();
        QCOMPARE(m_session->game().cells(), before);
        m_window->action(QStringLiteral("redo"))->trigger();
        QCOMPARE(m_session->game().cells(), after);
    }

    void aWrongEntryIsTheHintBeforeAnyDeduction()
    {
        m_window->action(QStringLiteral("fillMarks"))->trigger();
        type(10, Qt::Key_5); // r2c2 = 5: wrong (the answer is 1), and no clash with a given
        QCOMPARE(m_session->game().value(10), 5);
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::WhereToLook));
        QCOMPARE(m_session->hint()->kind, game::PlayerHint::Kind::WrongEntry);
        QCOMPARE(m_panel->whereText(), QStringLiteral("One of your digits is wrong. Look at box 1."));
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::Technique));
        QCOMPARE(m_panel->techniqueText(), QStringLiteral("r2c2 is wrong."));
        QCOMPARE(m_board->highlight().spotlight, std::vector<int>{10});
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::Explanation));
        // Why: singles from the 5 break the grid somewhere.
        QVERIFY2(m_panel->explanationText().startsWith(QStringLiteral("If r2c2 is 5")),
                 qPrintable(m_panel->explanationText()));
        QCOMPARE(m_panel->applyButton()->text(), QStringLiteral("Clear r2c2 (H)"));
        QTest::mouseClick(m_panel->applyButton(), Qt::LeftButton);
        QCOMPARE(m_session->game().value(10), 0);
        m_session->undoStack()->undo();
        QCOMPARE(m_session->game().value(10), 5);
    }

    // Opening the panel widens the window where the screen has room, so
    // the board keeps its size instead of giving its width to the panel.
    void theWindowGrowsForThePanel()
    {
        m_window->move(0, 0);
        m_window->resize(460, 480);
        QTRY_COMPARE(m_window->width(), 460);
        const int board = m_board->width();
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::WhereToLook));
        QTRY_VERIFY2(m_window->width() > 460, qPrintable(QString::number(m_window->width())));
        QVERIFY(m_window->frameGeometry().right() < m_window->screen()->availableGeometry().right() + 1);
        QTRY_VERIFY2(m_board->width() >= board * 9 / 10,
                     qPrintable(QStringLiteral("board %1 wide, was %2").arg(m_board->width()).arg(board)));
    }

    void aClashingEntryIsExplainedByTheClash()
    {
        type(0, Qt::Key_6); // r1c1 = 6 and r1c3 is a given 6
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::WhereToLook));
        test::pressHint(*m_window);
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::Explanation));
        QCOMPARE(m_panel->explanationText(), QStringLiteral("It repeats the 6 of r1c3 in row 1."));
    }

    // A MultiFour row holds each symbol three times: a fourth copy is the
    // clash, told by the count since no single copy is more to blame.
    void aCountedClashIsExplainedByTheCount()
    {
        const QString figure7 = QStringLiteral(
            "multifour 3....13.144..1.2..43423.1144....31...112...2...22.11.1.244.42.21.4.1.4..."
            "3..4.3....24.4.2..2.121.4..32.3...133.24.2..2.3......2132.243.322....41");
        QCOMPARE(test::playPuzzle(*m_window, figure7).kind, game::PuzzleVerdict::Kind::Unique);
        type(1, Qt::Key_3); // row 1 holds given 3s at r1c1 and r1c7; its answer is 2
        type(2, Qt::Key_3); // a fourth 3, also wrong
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::WhereToLook));
        QCOMPARE(m_session->hint()->kind, game::PlayerHint::Kind::WrongEntry);
        test::pressHint(*m_window);
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::Explanation));
        QCOMPARE(m_panel->explanationText(), QStringLiteral("With it, 3 appears more than 3 times in row 1."));
        // Every copy is drawn, the wrong entry's among them.
        const auto& drawn = m_board->highlight().pattern.cells;
        for (int copy : {0, 1, 2, 6})
            QVERIFY2(std::any_of(drawn.begin(), drawn.end(), [&](const auto& mark) { return mark.cell == copy; }),
                     qPrintable(QString::number(copy)));
    }

    void aRemovedTrueCandidateIsTheHintBeforeAnyDeduction()
    {
        m_window->action(QStringLiteral("fillMarks"))->trigger();
        QVERIFY(m_session->game().cell(1).corner & digitBit(3));
        type(1, Qt::Key_3, Qt::ShiftModifier); // removes the 3 from r1c2's marks: its answer
        QVERIFY(!(m_session->game().cell(1).corner & digitBit(3)));
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::WhereToLook));
        QCOMPARE(m_session->hint()->kind, game::PlayerHint::Kind::RemovedCandidate);
        QVERIFY(m_panel->whereText().contains(QStringLiteral("box 1")));
        test::pressHint(*m_window);
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::Explanation));
        QCOMPARE(m_panel->explanationText(), QStringLiteral("You removed the 3 from r1c2, but it can be 3."));
        QTest::mouseClick(m_panel->applyButton(), Qt::LeftButton);
        QVERIFY(m_session->game().cell(1).corner & digitBit(3));
    }

    void withoutMarksTheSinglesThatNeedNoneAreOffered()
    {
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::WhereToLook));
        QCOMPARE(m_session->hint()->kind, game::PlayerHint::Kind::Step);
        QCOMPARE(m_session->hint()->marks, game::MarksBasis::NoMarksNeeded);
        QVERIFY(m_panel->whereText().contains(QStringLiteral("Available without pencil marks")));
        const logic::CellDigit placement = m_session->hint()->step.placements.front();
        QTest::mouseClick(m_panel->applyButton(), Qt::LeftButton);
        QCOMPARE(m_session->game().value(placement.cell), placement.digit);
    }

    void aMoveHidesTheHintAndTheNextOneIsReadyForH()
    {
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::WhereToLook));
        QVERIFY(!m_board->highlight().isEmpty());
        type(3, Qt::Key_1); // r1c4 = 1: right
        QCOMPARE(m_session->hintStage(), HintStage::Hidden);
        QVERIFY(m_board->highlight().isEmpty());
        QVERIFY(m_panel->whereText().isEmpty());
        // Found again in the background, so H answers at once.
        QTRY_VERIFY_WITH_TIMEOUT(m_session->hint() != nullptr, 20000);
        test::pressHint(*m_window);
        QCOMPARE(m_session->hintStage(), HintStage::WhereToLook);
    }

    void theHighlightIsDrawnOnAnyGeometry_data()
    {
        QTest::addColumn<int>("size");
        QTest::newRow("4x4") << 4;
        QTest::newRow("6x6") << 6;
        QTest::newRow("9x9") << 9;
        QTest::newRow("16x16") << 16;
    }

    // Where to look dims every cell but the lit house; the explanation
    // draws on the candidates it names, and nothing is left behind when it
    // is cleared.
    void theHighlightIsDrawnOnAnyGeometry()
    {
        QFETCH(int, size);
        BoardWidget board;
        BoardState state;
        state.geometry = Geometry::create(GeometrySpec::forSize(size)).value();
        state.alphabet = Alphabet::standard(size);
        state.cells.assign(size_t(size * size), game::CellState{});
        state.givens.assign(size_t(size * size), false);
        state.conflicts.assign(size_t(size * size), false);
        state.mistakes.assign(size_t(size * size), false);
        board.setState(state);
        board.resize(500, 500);
        const Geometry& g = *state.geometry;
        const auto pixel = [&board](QPointF at) { return board.grab().toImage().pixel(at.toPoint()); };
        const int inRow = g.cellAt(0, size - 1);
        const int outside = g.cellAt(size - 1, 0);
        const QRgb plainIn = pixel(board.cellRect(inRow).center());
        const QRgb plainOut = pixel(board.cellRect(outside).center());

        BoardHighlight where;
        where.spotlight = g.houses()[0].cells; // row 1
        QCOMPARE(g.houses()[0].kind, HouseKind::Row);
        board.setHighlight(where);
        QCOMPARE(pixel(board.cellRect(inRow).center()), plainIn);
        QVERIFY(pixel(board.cellRect(outside).center()) != plainOut);

        BoardHighlight pattern;
        const int a = g.cellAt(size - 1, size - 1);
        pattern.pattern.candidates = {{a, 1, logic::Role::Target}, {outside, 1, logic::Role::Base}};
        pattern.pattern.links = {{{outside, 1}, {a, 1}, true, {}, {}}};
        board.setHighlight(pattern);
        QVERIFY(pixel(board.markRect(a, 1).center()) != plainOut);
        QVERIFY(pixel(board.markRect(outside, 1).center()) != plainOut);
        // The arrow runs along the last row, between the two candidates.
        const QPointF middle = (board.markRect(outside, 1).center() + board.markRect(a, 1).center()) / 2;
        QImage image = board.grab().toImage();
        bool arrowSeen = false;
        for (int dy = -int(board.cellRect(0).height()); dy <= int(board.cellRect(0).height()) && !arrowSeen; ++dy)
            arrowSeen = image.pixelColor(middle.toPoint() + QPoint(0, dy)) == chainLinkColour(board.palette(), true);
        QVERIFY(arrowSeen);

        board.clearHighlight();
        QCOMPARE(pixel(board.cellRect(outside).center()), plainOut);
    }

    void whatIsTheTechniqueAsksForHelp()
    {
        m_session->startGame(test::positionBefore(kXWingPuzzle, logic::Technique::XWing));
        test::pressHint(*m_window);
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::Technique));
        QSignalSpy asked(m_panel, &HintPanel::techniqueHelpRequested);
        QLabel* link = nullptr;
        for (QLabel* label : m_panel->findChildren<QLabel*>())
            if (label->text().contains(QStringLiteral("href")))
                link = label;
        QVERIFY(link);
        emit link->linkActivated(QStringLiteral("technique"));
        QCOMPARE(asked.count(), 1);
        QCOMPARE(asked.front().front().value<logic::Technique>(), logic::Technique::XWing);
    }
};

QTEST_MAIN(TestHintPanel)
#include "tst_hint_panel.moc"
