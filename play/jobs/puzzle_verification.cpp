// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/jobs/puzzle_verification.h"

namespace pm {

PuzzleVerification::PuzzleVerification(QObject* parent)
    : QObject(parent)
{
}

PuzzleVerification::~PuzzleVerification() = default;

void PuzzleVerification::start(const Grid& puzzle, const Alphabet& alphabet)
{
    cancel();
    m_puzzle = puzzle;
    m_alphabet = alphabet;
    m_job.start([puzzle](std::stop_token stop, const auto&) { return game::verifyPuzzle(puzzle, stop); },
                [this](game::PuzzleVerdict verdict) {
                    if (verdict.kind == game::PuzzleVerdict::Kind::Cancelled)
                        emit cancelled();
                    else
                        emit finished(verdict);
                });
}

void PuzzleVerification::cancel()
{
    if (m_job.cancel())
        emit cancelled();
}

void PuzzleVerification::waitForWorker()
{
    m_job.wait();
}

} // namespace pm
