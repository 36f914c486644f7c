// SPDX-License-Identifier: GPL-3.0-or-later
// How the hint panel reads: its stage strip ("1 Where › 2 Technique › 3
// Explanation › 4 Apply") on one line, unclipped, at the width the panel
// opens with, in every language; its legend says each thing once (an
// ALS-XZ's cells and candidates share a word and a row), for the step of
// every technique's worked example.
#include "play/session/game_session.h"
#include "ui/board/board_widget.h"
#include "ui/board/highlight_legend.h"
#include "ui/guide/technique_examples.h"
#include "ui/guide/worked_example.h"
#include "ui/hints/hint_panel.h"
#include "ui/window/language.h"
#include "ui/window/main_window.h"

#include "core/formats/puzzle_format.h"
#include "core/game/player_hint.h"
#include "core/game/player_hint_change.h"
#include "core/solver/exact_solver.h"

#include <QLabel>
#include <QSet>
#include <QTextDocumentFragment>
#include <QtTest>

#include "tests/ui/window_helpers.h"

using namespace pm;

namespace {

// QQwing 1.3.4, "simple" (../shared/data/qqwing_generated_levels.tsv, row 1).
const char* const kPuzzle = "..6....8.......234.79...............162.....3..3..4.1..........6872.1.9.39.64...7";

// top1465 (../shared/data/top1465.txt, line 4): from filled-in marks, the
// hints' own path meets an ALS-XZ.
const char* const kAlsPuzzle = "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........";

QStringList duplicates(const QStringList& entries)
{
    QStringList twice;
    QSet<QString> seen;
    for (const QString& entry : entries) {
        if (seen.contains(entry))
            twice << entry;
        seen.insert(entry);
    }
    return twice;
}

} // namespace

class TestHintPanelDisplay : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

private slots:
    void initTestCase()
    {
        test::useTestSettings(QStringLiteral("tst_hint_panel_display"));
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        QSettings().clear();
        m_window = test::windowPlaying(m_dir, kPuzzle);
        QVERIFY2(m_window, "the window did not start playing the test puzzle");
    }

    void cleanup()
    {
        m_window.reset();
        applyLanguage(QStringLiteral("en"));
    }

    void theStageStripIsOneLine_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QStringLiteral("en");
        QTest::newRow("German") << QStringLiteral("de");
        QTest::newRow("French") << QStringLiteral("fr");
        QTest::newRow("Spanish") << QStringLiteral("es");
    }

    // It wrapped "4 Apply" onto a second line at the panel's width.
    void theStageStripIsOneLine()
    {
        QFETCH(QString, language);
        QCOMPARE(applyLanguage(language), language);
        m_window->resize(900, 680);
        m_window->action(QStringLiteral("fillMarks"))->trigger();
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::WhereToLook));
        auto* strip = m_window->hintPanel()->findChild<QLabel*>(QStringLiteral("hintStages"));
        QVERIFY(strip);
        QTRY_VERIFY(strip->isVisible());
        // Every stage reached: all four in bold, the widest the strip gets.
        test::pressHint(*m_window);
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::Explanation));
        QCoreApplication::processEvents();
        const QString text = QTextDocumentFragment::fromHtml(strip->text()).toPlainText();
        QVERIFY2(text.count(QStringLiteral("\u203a")) == 3, qPrintable(text));
        QFont bold = strip->font();
        bold.setBold(true);
        const int needed = QFontMetrics(bold).horizontalAdvance(text);
        QVERIFY2(strip->width() >= needed,
                 qPrintable(QStringLiteral("%1: %2 px wide, needs %3").arg(text).arg(strip->width()).arg(needed)));
        QVERIFY2(!strip->wordWrap(), "a strip that may wrap");
        QVERIFY2(strip->height() < 2 * strip->fontMetrics().lineSpacing(),
                 qPrintable(QStringLiteral("%1 px high").arg(strip->height())));
    }

    // The ALS-XZ legend listed "first colour" and "second colour" twice:
    // once for the sets' cells, once for their candidates.
    void theAlsLegendSaysEachThingOnce()
    {
        m_window->session()->startGame(test::positionBefore(kAlsPuzzle, logic::Technique::AlsXz));
        test::pressHint(*m_window);
        test::pressHint(*m_window);
        test::pressHint(*m_window);
        QVERIFY(test::waitForHintStage(*m_window, HintStage::Explanation));
        QCOMPARE(m_window->session()->hint()->step.technique, logic::Technique::AlsXz);
        const QStringList entries = m_window->hintPanel()->legend()->entries();
        QVERIFY2(duplicates(entries).isEmpty(), qPrintable(entries.join(QStringLiteral(" | "))));
        QVERIFY2(entries.contains(QStringLiteral("first colour")), qPrintable(entries.join(QStringLiteral(" | "))));
        QVERIFY2(entries.contains(QStringLiteral("second colour")), qPrintable(entries.join(QStringLiteral(" | "))));
        QVERIFY(entries.contains(QStringLiteral("removed by this step")));
    }

    // Every technique's worked example: no word twice in its legend.
    void everyLegendSaysEachThingOnce()
    {
        int checked = 0;
        for (const TechniqueExample& example : techniqueExamples()) {
            const std::optional<WorkedExample> worked = loadWorkedExample(example);
            QVERIFY2(worked, example.key.data());
            if (worked->next.kind != logic::NextStep::Kind::Found)
                continue;
            HighlightLegend legend;
            legend.setPattern(worked->next.step.pattern);
            const QStringList entries = legend.entries();
            QVERIFY2(duplicates(entries).isEmpty(),
                     qPrintable(QStringLiteral("%1: %2").arg(QString::fromUtf8(example.key.data(), qsizetype(example.key.size())),
                                                             entries.join(QStringLiteral(" | ")))));
            ++checked;
        }
        QVERIFY(checked > 40);
    }

    // A cell marked Link (a chain's, or one a rule's step leans on) is a
    // cell, not "candidate on the chain", in every worked example that has one.
    void linkCellsAreCalledCells()
    {
        int withLinkCells = 0;
        for (const TechniqueExample& example : techniqueExamples()) {
            const std::optional<WorkedExample> worked = loadWorkedExample(example);
            if (!worked || worked->next.kind != logic::NextStep::Kind::Found)
                continue;
            const auto& pattern = worked->next.step.pattern;
            const bool linkCell = std::any_of(pattern.cells.begin(), pattern.cells.end(),
                                              [](const logic::CellMark& mark) { return mark.role == logic::Role::Link; });
            if (!linkCell)
                continue;
            ++withLinkCells;
            HighlightLegend legend;
            legend.setPattern(pattern);
            const QStringList entries = legend.entries();
            QVERIFY2(entries.contains(QStringLiteral("cell the step leans on")),
                     qPrintable(QStringLiteral("%1: %2").arg(QString::fromUtf8(example.key.data(), qsizetype(example.key.size())),
                                                             entries.join(QStringLiteral(" | ")))));
        }
        QVERIFY(withLinkCells > 0);
    }
};

QTEST_MAIN(TestHintPanelDisplay)
#include "tst_hint_panel_display.moc"
