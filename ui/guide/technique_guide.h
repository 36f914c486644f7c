// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/guide/worked_example.h"

#include "core/logic/technique.h"

#include <QWidget>

#include <map>
#include <optional>
#include <string_view>

class QLabel;
class QPushButton;
class QScrollArea;
class QTreeWidget;
class QTreeWidgetItem;

namespace pm {

class BoardWidget;
class HighlightLegend;

// Help ▸ Techniques: every technique of the catalogue, grouped by family in
// catalogue order with its level and rating, and for the one selected a
// plain description and a worked example: a real position on a board where
// the explaining solver's next step is that technique, drawn with the
// step's highlight and explained by the step's own sentence. The step is
// searched live when first shown, so the guide and the solver never
// disagree; a technique without an example says so. A window of its own,
// not modal, so it stays open beside the game.
class TechniqueGuide : public QWidget {
    Q_OBJECT
public:
    explicit TechniqueGuide(QWidget* parent = nullptr);

    // Selects the technique in the list and shows it.
    void showTechnique(logic::Technique technique);
    std::optional<logic::Technique> currentTechnique() const;

    // What the guide shows now (tests).
    QTreeWidget* techniqueList() const { return m_list; }
    BoardWidget* exampleBoard() const { return m_board; }
    QString descriptionText() const;
    // The example step's sentence; empty when the technique has no example.
    QString exampleText() const;
    // The line under the example: its shape, how far in, its source.
    QString exampleCaptionText() const;
    // The page's Practise button, and the sentence beside it.
    QPushButton* practiseButton() const { return m_practise; }
    QString practiseNoteText() const;
    // A TechniqueExample's source key in words ("Pencilmark's generator");
    // empty for a key the guide does not know.
    static QString sourceName(std::string_view key);

signals:
    // Practise was pressed on the technique's page.
    void practiseRequested(pm::logic::Technique technique);

protected:
    void changeEvent(QEvent* event) override;

private:
    void buildList();
    // Texts of the list and the fixed labels, again on a language switch.
    void retranslate();
    void showCurrent();
    void showExample(logic::Technique technique);
    // The technique's example, read and solved on first use.
    const WorkedExample* workedExample(logic::Technique technique);
    QString exampleCaption(const TechniqueExample& example, const WorkedExample& worked) const;
    static QString ratingText(double rating);

    QTreeWidget* m_list;
    QLabel* m_name;
    QLabel* m_facts;
    QLabel* m_description;
    QPushButton* m_practise;
    QLabel* m_practiseNote;
    QLabel* m_exampleHeading;
    QLabel* m_caption;
    QScrollArea* m_pageScroll = nullptr;
    BoardWidget* m_board;
    HighlightLegend* m_legend;
    QLabel* m_step;
    std::map<logic::Technique, std::optional<WorkedExample>> m_examples;
};

} // namespace pm
