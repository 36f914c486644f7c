// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/jobs/background_job.h"

#include "core/game/game.h"
#include "core/generate/generator.h"

#include <QObject>

#include <functional>
#include <optional>
#include <stop_token>

namespace pm {

// Makes a new puzzle off the GUI thread: the one place the UI calls the
// generator. Progress arrives as signals; cancel() stops the work (the
// generator checks its stop token often) and no result of a cancelled run
// is ever delivered.
class PuzzleGeneration : public QObject {
    Q_OBJECT
public:
    explicit PuzzleGeneration(QObject* parent = nullptr);
    ~PuzzleGeneration() override;

    // Starts a run; a run still going is cancelled first. The game shows
    // `alphabet` (its size must be the puzzle's), or the standard symbols.
    void start(const generate::GeneratorOptions& options, std::optional<Alphabet> alphabet = std::nullopt);
    void cancel();
    bool isRunning() const { return m_job.isRunning(); }
    // Blocks until the worker thread has ended (after cancel(), or at the end).
    void waitForWorker();

signals:
    // attempts: grids tried (a killer's: cage layouts); givens left in the
    // grid being carved; cages: a killer's cages in its layout (else 0).
    void progressed(int attempts, int givens, int cages);
    void finished(const pm::game::Game& game);
    void failed(const QString& message);
    void cancelled();

private:
    struct Outcome;
    // Runs on the worker thread.
    static Outcome makePuzzle(const generate::GeneratorOptions& options, const std::optional<Alphabet>& alphabet,
                              std::stop_token stop,
                              const std::function<void(const generate::Progress&)>& report);

    BackgroundJob<Outcome> m_job{this};
};

} // namespace pm
