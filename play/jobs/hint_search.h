// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/jobs/background_job.h"

#include "core/game/game.h"
#include "core/game/player_hint.h"

#include <QObject>


namespace pm {

// Finds the next hint (game::findPlayerHint) off the GUI thread: on a hard
// position the deduction search takes tens of milliseconds (what-if and
// forcing chains), which would stutter typing if it ran on every move. One
// search at a time; a new one or cancel() drops the old one's result.
class HintSearch : public QObject {
    Q_OBJECT
public:
    explicit HintSearch(QObject* parent = nullptr);
    ~HintSearch() override;

    // Searches from a copy of `game`, trying techniques in `order` (the
    // player's own); found() follows unless cancelled first.
    void start(const game::Game& game, const logic::TechniqueOrder& order);
    void cancel();
    bool isRunning() const { return m_job.isRunning(); }
    // Blocks until the worker has stopped (tests; the destructor).
    void waitForWorker();

signals:
    void found(const pm::game::PlayerHint& hint);

private:
    BackgroundJob<game::PlayerHint> m_job{this};
};

} // namespace pm
