// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/hint_use.h"
#include "core/game/puzzle_analysis.h"
#include "core/grid.h"

#include <QDialog>

#include <optional>
#include <vector>

class QCheckBox;
class QLabel;
class QTreeWidget;

namespace pm {

class PuzzleAnalysisSearch;

// Shown when a game is finished: the puzzle's rating (the fixed catalogue
// order, as `pencilmark-cli rate` gives it), its hardest step (technique
// and level), the techniques its logical path needs with how often, and
// the hints the player used, in the order shown. The analysis is worked
// out off the GUI thread; closing the dialog cancels it. A check box lets
// the player stop it showing after every solve.
class SolvedAnalysisDialog : public QDialog {
    Q_OBJECT
public:
    // `puzzle`: the givens; `hints`: the game's hints used (Game::hintsUsed);
    // `assisted`: the game had help from the solution (Game::assisted: a
    // hint, a check that showed a mistake, a rewind to one), said when no
    // hint explains it.
    SolvedAnalysisDialog(const Grid& puzzle, std::vector<game::HintUse> hints, bool assisted, QWidget* parent = nullptr);
    ~SolvedAnalysisDialog() override;

    bool isWorking() const;
    // What it says of the help the player had ("You solved it without a hint.").
    QString helpText() const;
    // The analysis shown, once worked out.
    const std::optional<game::PuzzleAnalysis>& analysis() const { return m_analysis; }

    // Parts, for tests.
    PuzzleAnalysisSearch* search() const { return m_search; }
    QString ratingText() const;
    QTreeWidget* techniqueList() const { return m_techniques; }
    QTreeWidget* hintList() const { return m_hints; }
    QCheckBox* showAfterSolvingBox() const { return m_showAfterSolving; }

signals:
    void analysed();
    // The player ticked or cleared "Show this after every solved game".
    void showAfterSolvingChanged(bool show);

protected:
    void done(int result) override;

private:
    void showAnalysis(const game::PuzzleAnalysis& analysis);
    void listHints();

    Grid m_puzzle;
    std::vector<game::HintUse> m_hintsUsed;
    std::optional<game::PuzzleAnalysis> m_analysis;
    PuzzleAnalysisSearch* m_search;
    QLabel* m_rating;
    QTreeWidget* m_techniques;
    QTreeWidget* m_hints;
    QCheckBox* m_showAfterSolving;
};

} // namespace pm
