// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/jobs/background_job.h"

#include "core/game/game.h"
#include "core/game/player_step_list.h"

#include <QObject>

namespace pm {

// Lists every step of a position (game::findPlayerSteps) off the GUI
// thread: up to the hardest levels, a 16x16 with marks takes seconds. One
// search at a time; a new one or cancel() drops the old one's result.
class StepListSearch : public QObject {
    Q_OBJECT
public:
    explicit StepListSearch(QObject* parent = nullptr);
    ~StepListSearch() override;

    // Searches from a copy of `game`; found() follows unless cancelled first.
    void start(const game::Game& game, const game::StepListOptions& options);
    // True when a search was running (and is now stopped).
    bool cancel();
    bool isRunning() const { return m_job.isRunning(); }
    // Blocks until the worker has stopped (tests; the destructor).
    void waitForWorker();

signals:
    // The technique being searched now (progress).
    void searching(pm::logic::Technique technique);
    void found(const pm::game::StepList& list);

private:
    BackgroundJob<game::StepList> m_job{this};
};

} // namespace pm
