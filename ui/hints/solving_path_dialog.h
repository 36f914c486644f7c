// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/session/board_state.h"

#include "core/alphabet.h"
#include "core/grid.h"
#include "core/logic/logic_solver.h"

#include <QDialog>

class QLabel;
class QStackedWidget;
class QTreeView;

namespace pm {

class BoardWidget;
class HighlightLegend;
class SolvingPathModel;
class SolvingPathSearch;

// The whole solving path of a puzzle (Help ▸ Show Solving Path): worked out
// off the GUI thread (closing the dialog cancels the work), then listed one
// step a row: number, technique, effect in short, level; above it a
// summary (steps, hardest technique, level). Choosing a step shows, on a
// board of the dialog's own, the candidates just before that step with the
// step's pattern drawn as the hint draws it, and its full sentence below;
// the arrow keys walk the list and the board follows.
//
// The path always starts from the givens, never from the player's
// position: "show me the solving path" asks for the puzzle's own story,
// told in the player's own step order (Help ▸ Step Order; in the standard
// order it is the path the puzzle's level was graded on, and the summary
// says when it is not), and it should not change with the
// player's entries and marks (which may be wrong or incomplete). Where the
// player stands is what the hint (H) answers. The dialog keeps its own copy
// of the puzzle, so it is not a window onto the game and needs no session.
class SolvingPathDialog : public QDialog {
    Q_OBJECT
public:
    // `puzzle`: the givens (a puzzle with one solution, or the summary says
    // what stops the path); the work starts at once.
    // `order`: the player's own step order, which the path follows.
    SolvingPathDialog(const Grid& puzzle, const Alphabet& alphabet, const logic::TechniqueOrder& order = {},
                      QWidget* parent = nullptr);
    ~SolvingPathDialog() override;

    const Grid& puzzle() const { return m_puzzle; }
    const logic::TechniqueOrder& techniqueOrder() const { return m_order; }
    bool isWorking() const;
    // The row shown on the board, -1 for none.
    int currentStep() const;
    // Selects a step in the list, and so shows it (tests, keyboard alike).
    void selectStep(int row);

    // Parts, for tests.
    SolvingPathModel* model() const { return m_model; }
    SolvingPathSearch* search() const { return m_search; }
    QTreeView* stepList() const { return m_list; }
    BoardWidget* board() const { return m_board; }
    HighlightLegend* legend() const { return m_legend; }
    QString summaryText() const;
    QString sentenceText() const;

signals:
    // The path is worked out and listed.
    void pathShown();

public slots:
    // Closing (Close, Escape, the window's own button) stops the work.
    void done(int result) override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void onPathFound(const logic::SolvePath& path);
    void showStep(int row);
    // Fixed texts, then the summary and the step shown: at start and on a language switch.
    void retranslate();
    QString summary() const;
    QString pathSummary() const;
    BoardState boardStateFor(const Grid& state) const;

    Grid m_puzzle;
    Alphabet m_alphabet;
    logic::TechniqueOrder m_order;
    SolvingPathSearch* m_search;
    SolvingPathModel* m_model;
    bool m_found = false;
    QStackedWidget* m_pages;
    QLabel* m_working;
    QLabel* m_summary;
    QTreeView* m_list;
    BoardWidget* m_board;
    QLabel* m_stepHeading;
    QLabel* m_sentence;
    HighlightLegend* m_legend;
};

} // namespace pm
