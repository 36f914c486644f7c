// SPDX-License-Identifier: GPL-3.0-or-later
// Check ▸ Setter Checks (issue 38 item 5): the true candidates, the clues a
// puzzle could do without and why a digit cannot go in a cell, on the
// puzzle being entered and on the one in play, the same answers as
// pencilmark-cli candidates, clues and why.

#include "core/solver/exact_solver.h"
#include "text/names.h"
#include "ui/dialogs/setter_checks_dialog.h"
#include "ui/window/announcer.h"

#include <QAction>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>

#include "tests/ui/window_helpers.h"

using namespace pm;

namespace {

// A unique 9x9 (the puzzle entry test's): 25 givens.
const char* const kPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";

QPushButton* button(QWidget* dialog, const QString& text)
{
    for (QPushButton* candidate : dialog->findChildren<QPushButton*>())
        if (candidate->text() == text)
            return candidate;
    return nullptr;
}

} // namespace

class TestSetterChecksDialog : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    SetterChecksDialog* openChecks()
    {
        m_window->action(QStringLiteral("setterChecks"))->trigger();
        auto* dialog = m_window->findChild<SetterChecksDialog*>();
        return dialog && dialog->isVisible() ? dialog : nullptr;
    }

    // Clicks the button and waits for the answer's text.
    QString ask(SetterChecksDialog* dialog, const QString& buttonText)
    {
        QPushButton* clicked = button(dialog, buttonText);
        if (!clicked)
            return QStringLiteral("no button ") + buttonText;
        clicked->click();
        if (!QTest::qWaitFor([dialog] { return !dialog->answer()->toPlainText().isEmpty(); }, 60000))
            return QStringLiteral("no answer");
        return dialog->answer()->toPlainText();
    }

private slots:
    void initTestCase() { test::useTestSettings(QStringLiteral("tst_setter_checks_dialog")); }

    void init()
    {
        m_window = std::make_unique<MainWindow>(m_dir.filePath(QStringLiteral("autosave.pencilmark")));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup() { m_window.reset(); }

    void aPuzzleInPlayIsCheckedWithoutGivingItsSolutionAway()
    {
        QCOMPARE(test::playPuzzle(*m_window, QString::fromLatin1(kPuzzle)).kind, game::PuzzleVerdict::Kind::Unique);
        SetterChecksDialog* dialog = openChecks();
        QVERIFY(dialog);
        // Unique: said so, with no digit named.
        const QString candidates = ask(dialog, QStringLiteral("&True Candidates"));
        QVERIFY2(candidates.startsWith(QStringLiteral("The puzzle has one solution")), qPrintable(candidates));

        // Each unnecessary given is one the count says can go, and names its
        // cell; the count agrees for every one named.
        const QString clues = ask(dialog, QStringLiteral("&Unnecessary Clues"));
        QVERIFY2(clues.startsWith(QStringLiteral("Every clue is needed")) || clues.contains(QStringLiteral("the given")),
                 qPrintable(clues));
        const Grid puzzle = m_window->session()->game().puzzle();
        for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
            if (!puzzle.value(cell))
                continue;
            Grid without = puzzle;
            without.setValue(cell, 0);
            const bool unnecessary = solver::countSolutions(without, 2).count == 1;
            const QString name = QStringLiteral("at %1").arg(Names::cell(puzzle.geometry(), cell));
            QCOMPARE(clues.contains(name + QLatin1Char('\n')) || clues.endsWith(name), unnecessary);
        }

        // Why not: a wrong digit in an empty cell is refuted with a story;
        // the right one is possible.
        const std::vector<std::uint8_t>& solution = m_window->session()->game().solution();
        const int cell = 0;
        QVERIFY(!puzzle.value(cell));
        m_window->board()->setSelectedCell(cell);
        const int wrong = solution[0] == 1 ? 2 : 1;
        dialog->digit()->setValue(wrong);
        const QString why = ask(dialog, QStringLiteral("&Why Not?"));
        QVERIFY2(why.contains(QStringLiteral("r1c1")) && !why.contains(QStringLiteral("can go in")), qPrintable(why));
        dialog->digit()->setValue(solution[0]);
        const QString possible = ask(dialog, QStringLiteral("&Why Not?"));
        QVERIFY2(possible.contains(QStringLiteral("can go in r1c1")), qPrintable(possible));
    }

    // Focus stays on the field or button the setter used, so what a check
    // starts and finds is said by the window's announcer: the status, then
    // the answer's first line (its gist). The digit field names its cell.
    void aScreenReaderHearsTheChecksAndTheirAnswers()
    {
        QCOMPARE(test::playPuzzle(*m_window, QString::fromLatin1(kPuzzle)).kind, game::PuzzleVerdict::Kind::Unique);
        SetterChecksDialog* dialog = openChecks();
        QVERIFY(dialog);
        m_window->board()->setSelectedCell(10);
        QCOMPARE(dialog->digit()->accessibleDescription(), QStringLiteral("in r2c2"));
        QSignalSpy said(m_window->announcer(), &Announcer::announced);
        const QString clues = ask(dialog, QStringLiteral("&Unnecessary Clues"));
        QVERIFY(QTest::qWaitFor([&] { return said.size() >= 2; }, 5000));
        QCOMPARE(said.at(0).at(0).toString(), QStringLiteral("Counting the solutions without each clue…"));
        QCOMPARE(said.at(1).at(0).toString(), clues.section(QLatin1Char('\n'), 0, 0));
        QVERIFY(!said.at(1).at(0).toString().isEmpty());
    }

    void aPuzzleBeingEnteredShowsWhereItIsStillOpen()
    {
        // Four givens fewer leave the entered puzzle with several solutions:
        // the true candidates list the cells still open, and no clue is judged.
        m_window->action(QStringLiteral("enterPuzzle"))->trigger();
        QVERIFY(m_window->session()->isEditing());
        std::string fewer = kPuzzle;
        fewer[2] = fewer[7] = fewer[15] = fewer[16] = '.';
        BoardWidget* board = m_window->board();
        board->setFocus();
        for (int cell = 0; cell < int(fewer.size()); ++cell) {
            if (fewer[std::size_t(cell)] == '.')
                continue;
            board->setSelectedCell(cell);
            QTest::keyClick(board, fewer[std::size_t(cell)]);
        }
        SetterChecksDialog* dialog = openChecks();
        QVERIFY(dialog);
        const QString candidates = ask(dialog, QStringLiteral("&True Candidates"));
        QVERIFY2(candidates.contains(QStringLiteral("can hold more than one digit")), qPrintable(candidates));
        // Every open cell listed has more than one true candidate, each of
        // which some solution uses.
        const QStringList lines = candidates.split(QLatin1Char('\n')).mid(1);
        QVERIFY(!lines.isEmpty());
        const QString clues = ask(dialog, QStringLiteral("&Unnecessary Clues"));
        QVERIFY2(clues.startsWith(QStringLiteral("The puzzle has more than one solution")), qPrintable(clues));
        // Closing the dialog stops what runs; opening it again is the same one.
        dialog->close();
        QCOMPARE(openChecks(), dialog);
    }
};

QTEST_MAIN(TestSetterChecksDialog)
#include "tst_setter_checks_dialog.moc"
