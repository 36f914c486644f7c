// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/jobs/background_job.h"

#include "core/grid.h"
#include "core/logic/why_not.h"
#include "core/solver/clue_necessity.h"
#include "core/solver/true_candidates.h"

#include <QObject>

namespace pm {

// The setter checks (issue 38 item 5) off the GUI thread: the true
// candidates, the clues a puzzle could do without (one count per clue:
// seconds on a 9x9 with many clues) and why a digit cannot go in a cell.
// One check at a time: starting one, or cancel(), stops the one running,
// whose result is never delivered.
class SetterChecks : public QObject {
    Q_OBJECT
public:
    explicit SetterChecks(QObject* parent = nullptr);
    ~SetterChecks() override;

    // Each works on a copy of `puzzle` (givens only, its rules in its geometry).
    void findTrueCandidates(const Grid& puzzle);
    void findUnnecessaryClues(const Grid& puzzle);
    // The story of `candidate` in the puzzle's own candidate state.
    void explainWhyNot(const Grid& puzzle, logic::CellDigit candidate);
    void cancel();
    bool isRunning() const;
    // Blocks until the worker has stopped (tests; the destructor).
    void waitForWorker();

signals:
    void trueCandidatesFound(const pm::solver::TrueCandidates& found);
    void unnecessaryCluesFound(const pm::solver::ClueNecessity& found);
    void whyNotFound(const pm::logic::WhyNot& answer, pm::logic::CellDigit candidate);

private:
    BackgroundJob<solver::TrueCandidates> m_candidates{this};
    BackgroundJob<solver::ClueNecessity> m_clues{this};
    BackgroundJob<logic::WhyNot> m_whyNot{this};
};

} // namespace pm
