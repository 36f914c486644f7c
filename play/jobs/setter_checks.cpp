// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/jobs/setter_checks.h"

#include "core/logic/logic_solver.h"

namespace pm {

SetterChecks::SetterChecks(QObject* parent)
    : QObject(parent)
{
}

SetterChecks::~SetterChecks() = default;

void SetterChecks::findTrueCandidates(const Grid& puzzle)
{
    cancel();
    m_candidates.start([puzzle](std::stop_token stop, const auto&) { return solver::trueCandidates(puzzle, stop); },
                       [this](solver::TrueCandidates found) {
                           if (!found.cancelled)
                               emit trueCandidatesFound(found);
                       });
}

void SetterChecks::findUnnecessaryClues(const Grid& puzzle)
{
    cancel();
    m_clues.start([puzzle](std::stop_token stop, const auto&) { return solver::findUnnecessaryClues(puzzle, stop); },
                  [this](solver::ClueNecessity found) {
                      if (found.puzzle != solver::ClueNecessity::Puzzle::Cancelled)
                          emit unnecessaryCluesFound(found);
                  });
}

void SetterChecks::explainWhyNot(const Grid& puzzle, logic::CellDigit candidate)
{
    cancel();
    m_whyNot.start(
        [puzzle, candidate](std::stop_token stop, const auto&) {
            return logic::whyNot(logic::candidateState(puzzle), candidate, {}, stop);
        },
        [this, candidate](logic::WhyNot answer) {
            if (answer.answer != logic::WhyNot::Answer::Cancelled)
                emit whyNotFound(answer, candidate);
        });
}

void SetterChecks::cancel()
{
    m_candidates.cancel();
    m_clues.cancel();
    m_whyNot.cancel();
}

bool SetterChecks::isRunning() const
{
    return m_candidates.isRunning() || m_clues.isRunning() || m_whyNot.isRunning();
}

void SetterChecks::waitForWorker()
{
    m_candidates.wait();
    m_clues.wait();
    m_whyNot.wait();
}

} // namespace pm
