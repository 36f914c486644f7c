// SPDX-License-Identifier: GPL-3.0-or-later
// Help ▸ Techniques: every technique of the catalogue is listed, each has a
// description, and each worked example is a position where the explaining
// solver's next step really is that technique, agreeing with the puzzle's
// solution. The hint panel's "What is …?" opens the guide at its technique.
#include "text/technique_descriptions.h"
#include "ui/board/board_widget.h"
#include "ui/guide/technique_examples.h"
#include "ui/guide/technique_guide.h"
#include "ui/guide/worked_example.h"
#include "ui/hints/hint_panel.h"
#include "ui/window/main_window.h"

#include "core/logic/technique.h"

#include <QAction>
#include <QSet>
#include <QTreeWidget>
#include <QtTest>

#include "tests/ui/window_helpers.h"

using namespace pm;

namespace {

QList<logic::Technique> listedTechniques(const TechniqueGuide& guide)
{
    QList<logic::Technique> listed;
    const QTreeWidget* list = guide.techniqueList();
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* family = list->topLevelItem(i);
        for (int j = 0; j < family->childCount(); ++j)
            listed << logic::Technique(family->child(j)->data(0, Qt::UserRole).toInt());
    }
    return listed;
}

QString keyOf(logic::Technique technique)
{
    return QString::fromUtf8(logic::info(technique).key.data(), qsizetype(logic::info(technique).key.size()));
}

} // namespace

class TestTechniqueGuide : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::useTestSettings(QStringLiteral("tst_technique_guide")); }

    void listsEveryTechniqueByFamilyInCatalogueOrder()
    {
        TechniqueGuide guide;
        const QList<logic::Technique> listed = listedTechniques(guide);
        QCOMPARE(listed.size(), int(logic::catalogue().size()));
        QCOMPARE(QSet<logic::Technique>(listed.begin(), listed.end()).size(), listed.size());
        // Within a family, catalogue order; families never split.
        const QTreeWidget* list = guide.techniqueList();
        QSet<int> familiesSeen;
        for (int i = 0; i < list->topLevelItemCount(); ++i) {
            const QTreeWidgetItem* family = list->topLevelItem(i);
            QVERIFY(family->childCount() > 0);
            QVERIFY(!family->text(0).isEmpty());
            const auto first = logic::Technique(family->child(0)->data(0, Qt::UserRole).toInt());
            const int familyId = int(logic::info(first).family);
            QVERIFY2(!familiesSeen.contains(familyId), qPrintable(family->text(0)));
            familiesSeen << familyId;
            for (int j = 0; j < family->childCount(); ++j) {
                const QTreeWidgetItem* item = family->child(j);
                const auto technique = logic::Technique(item->data(0, Qt::UserRole).toInt());
                QCOMPARE(int(logic::info(technique).family), familyId);
                if (j > 0)
                    QVERIFY(int(technique) > family->child(j - 1)->data(0, Qt::UserRole).toInt());
                QVERIFY(!item->text(0).isEmpty()); // name
                QVERIFY(!item->text(1).isEmpty()); // level
                QVERIFY(!item->text(2).isEmpty()); // rating
            }
        }
    }

    void everyTechniqueHasItsOwnDescription()
    {
        QSet<QString> seen;
        for (const logic::TechniqueInfo& row : logic::catalogue()) {
            const QString text = TechniqueDescriptions::description(row.technique);
            QVERIFY2(text.size() > 40, qPrintable(keyOf(row.technique)));
            QVERIFY2(!seen.contains(text), qPrintable(keyOf(row.technique)));
            seen << text;
        }
    }

    void examplesNameRealTechniquesOnce()
    {
        QSet<QString> keys;
        int previous = -1;
        for (const TechniqueExample& example : techniqueExamples()) {
            const QString key = QString::fromUtf8(example.key.data(), qsizetype(example.key.size()));
            const std::optional<logic::Technique> technique = logic::techniqueByKey(example.key);
            QVERIFY2(technique, qPrintable(key));
            QVERIFY2(!keys.contains(key), qPrintable(key));
            QVERIFY2(int(*technique) > previous, qPrintable(key + QStringLiteral(": not in catalogue order")));
            QVERIFY2(!TechniqueGuide::sourceName(example.source).isEmpty(), qPrintable(key));
            QCOMPARE(techniqueExample(example.key), &example);
            keys << key;
            previous = int(*technique);
        }
        QVERIFY(!techniqueExample("no-such-technique"));
    }

    // The cross-check that keeps the table honest: the solver, asked for the
    // next step in the example's position, takes exactly that technique, and
    // the step agrees with the puzzle's solution.
    void exampleStepIsTheTechnique_data()
    {
        QTest::addColumn<int>("index");
        int index = 0;
        for (const TechniqueExample& example : techniqueExamples())
            QTest::newRow(std::string(example.key).c_str()) << index++;
    }

    void exampleStepIsTheTechnique()
    {
        QFETCH(int, index);
        const TechniqueExample& example = techniqueExamples()[size_t(index)];
        const logic::Technique technique = *logic::techniqueByKey(example.key);
        const std::optional<WorkedExample> worked = loadWorkedExample(example);
        QVERIFY2(worked, "the table row does not read");
        QCOMPARE(int(worked->next.kind), int(logic::NextStep::Kind::Found));
        QCOMPARE(keyOf(worked->next.step.technique), keyOf(technique));

        const Grid& position = worked->position;
        const std::vector<std::uint8_t>& solution = worked->solution;
        QVERIFY2(!solution.empty(), "every example puzzle has one solution");
        for (int cell = 0; cell < position.cellCount(); ++cell) {
            // The position is one the puzzle reaches: its givens, true digits,
            // and the true digit still among every empty cell's candidates.
            if (worked->puzzle.isGiven(cell))
                QCOMPARE(position.value(cell), worked->puzzle.value(cell));
            if (!position.isEmpty(cell))
                QCOMPARE(position.value(cell), int(solution[size_t(cell)]));
            else
                QVERIFY(position.candidates(cell) & digitBit(solution[size_t(cell)]));
        }
        const logic::Step& step = worked->next.step;
        QVERIFY(!step.placements.empty() || !step.eliminations.empty());
        for (const logic::CellDigit& placed : step.placements)
            QCOMPARE(placed.digit, int(solution[size_t(placed.cell)]));
        for (const logic::CellDigit& removed : step.eliminations)
            QVERIFY(removed.digit != int(solution[size_t(removed.cell)]));
    }

    void killerTechniquesHaveKillerExamples()
    {
        // Every killer technique has an example with cages: a Solo game ID
        // or a killer line holds them (technique_examples.cpp says where the
        // positions come from).
        for (const logic::TechniqueInfo& row : logic::catalogue()) {
            if (row.family != logic::Family::Cages)
                continue;
            const TechniqueExample* example = techniqueExample(row.key);
            QVERIFY2(example, row.key.data());
            const std::optional<WorkedExample> worked = loadWorkedExample(*example);
            QVERIFY2(worked && worked->puzzle.geometry().hasCages(), row.key.data());
        }
    }

    void countingTechniquesHaveCountedExamples()
    {
        // Every counting technique has an example on a counted shape (on
        // DoubleNine for the two that need its sections); the guide's caption
        // names the shape, and says when the marks were left stale on purpose.
        TechniqueGuide guide;
        for (const logic::TechniqueInfo& row : logic::catalogue()) {
            if (row.family != logic::Family::Counting)
                continue;
            const TechniqueExample* example = techniqueExample(row.key);
            QVERIFY2(example, row.key.data());
            const std::optional<WorkedExample> worked = loadWorkedExample(*example);
            QVERIFY2(worked && worked->puzzle.geometry().isCounted(), row.key.data());
            guide.showTechnique(row.technique);
            const QString caption = guide.exampleCaptionText();
            QVERIFY2(caption.contains(QStringLiteral("MultiFour")) || caption.contains(QStringLiteral("DoubleNine")),
                     qPrintable(caption));
            QCOMPARE(caption.contains(QStringLiteral("a player left behind")), example->staleMarks);
        }
    }

    void variantTechniquesHaveCreditedVariantExamples()
    {
        // Every technique of the variant rules has a variant puzzle for its
        // example: a published one where some public puzzle's path takes
        // the technique, and the caption credits it by title and author (CC
        // BY 4.0) and names its rules; else one of Pencilmark's own
        // (whispers colouring: no public path reaches it before the line
        // rule and joint fit have said the same), which the caption says.
        TechniqueGuide guide;
        for (const logic::TechniqueInfo& row : logic::catalogue()) {
            if (row.family != logic::Family::Constraints)
                continue;
            const TechniqueExample* example = techniqueExample(row.key);
            QVERIFY2(example, row.key.data());
            const std::optional<WorkedExample> worked = loadWorkedExample(*example);
            QVERIFY2(worked && worked->puzzle.geometry().hasConstraints(), row.key.data());
            guide.showTechnique(row.technique);
            const QString caption = guide.exampleCaptionText();
            if (example->source == "generator") {
                QVERIFY2(worked->title.empty(), row.key.data());
                QVERIFY2(caption.contains(QStringLiteral("puzzle with its own rules"))
                             && caption.contains(QStringLiteral("Pencilmark's generator")),
                         qPrintable(caption));
                continue;
            }
            QCOMPARE(example->source, std::string_view("variants-public"));
            QVERIFY2(!worked->title.empty() && !worked->author.empty(), row.key.data());
            QVERIFY2(caption.contains(QString::fromStdString(worked->title))
                         && caption.contains(QString::fromStdString(worked->author))
                         && caption.contains(QStringLiteral("CC BY 4.0")),
                     qPrintable(caption));
        }
    }

    void showsTheExampleOrSaysThereIsNone()
    {
        TechniqueGuide guide;
        for (const logic::TechniqueInfo& row : logic::catalogue()) {
            guide.showTechnique(row.technique);
            QCOMPARE(guide.currentTechnique(), std::optional(row.technique));
            QCOMPARE(guide.descriptionText(), TechniqueDescriptions::description(row.technique));
            if (techniqueExample(row.key)) {
                QVERIFY2(!guide.exampleText().isEmpty(), row.key.data());
                QVERIFY(!guide.exampleBoard()->isHidden());
                QVERIFY(!guide.exampleBoard()->highlight().isEmpty());
            } else {
                QVERIFY(guide.exampleText().isEmpty());
                QVERIFY(guide.exampleBoard()->isHidden());
            }
        }
    }

    void helpMenuOpensTheGuide()
    {
        QTemporaryDir dir;
        MainWindow window(dir.filePath(QStringLiteral("autosave.json")));
        QAction* techniques = window.action(QStringLiteral("techniques"));
        QVERIFY(techniques);
        QVERIFY(!window.findChild<TechniqueGuide*>());
        techniques->trigger();
        auto* guide = window.findChild<TechniqueGuide*>();
        QVERIFY(guide);
        QVERIFY(guide->isVisible());
        QVERIFY(guide->currentTechnique());
    }

    void hintPanelOpensTheGuideAtItsTechnique()
    {
        QTemporaryDir dir;
        MainWindow window(dir.filePath(QStringLiteral("autosave.json")));
        emit window.hintPanel()->techniqueHelpRequested(logic::Technique::XWing);
        auto* guide = window.findChild<TechniqueGuide*>();
        QVERIFY(guide);
        QVERIFY(guide->isVisible());
        QCOMPARE(guide->currentTechnique(), std::optional(logic::Technique::XWing));
        // Asked again for another technique: the same window moves to it.
        emit window.hintPanel()->techniqueHelpRequested(logic::Technique::Skyscraper);
        QCOMPARE(window.findChildren<TechniqueGuide*>().size(), 1);
        QCOMPARE(guide->currentTechnique(), std::optional(logic::Technique::Skyscraper));
    }
};

QTEST_MAIN(TestTechniqueGuide)
#include "tst_technique_guide.moc"
