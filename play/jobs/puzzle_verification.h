// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/jobs/background_job.h"

#include "core/alphabet.h"
#include "core/game/puzzle_check.h"
#include "core/grid.h"

#include <QObject>


namespace pm {

// Checks a player's puzzle (solutions, uniqueness, level) off the GUI
// thread: a big grid takes seconds to grade, and the window must not
// freeze meanwhile. One check at a time; a new one or cancel() drops the
// old one's result.
class PuzzleVerification : public QObject {
    Q_OBJECT
public:
    explicit PuzzleVerification(QObject* parent = nullptr);
    ~PuzzleVerification() override;

    void start(const Grid& puzzle, const Alphabet& alphabet);
    void cancel();
    bool isRunning() const { return m_job.isRunning(); }
    void waitForWorker();

    // The puzzle of the latest check, as given to start().
    const Grid& puzzle() const { return m_puzzle; }
    const Alphabet& alphabet() const { return m_alphabet; }

signals:
    void finished(const pm::game::PuzzleVerdict& verdict);
    void cancelled();

private:
    BackgroundJob<game::PuzzleVerdict> m_job{this};
    Grid m_puzzle;
    Alphabet m_alphabet = Alphabet::standard(9);
};

} // namespace pm
