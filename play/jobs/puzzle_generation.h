// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/jobs/background_job.h"

#include "core/game/game.h"
#include "core/generate/generator.h"
#include "core/logic/step.h"

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
    // `startBeforeTechnique` (with options.technique): the game starts just
    // before the first step of its path that uses the technique, with every
    // easier deduction made and the marks filled in (game::practicePosition).
    void start(const generate::GeneratorOptions& options, std::optional<Alphabet> alphabet = std::nullopt,
               bool startBeforeTechnique = false);
    void cancel();
    bool isRunning() const { return m_job.isRunning(); }
    // Blocks until the worker thread has ended (after cancel(), or at the end).
    void waitForWorker();

signals:
    // attempts: grids tried (a killer's: cage layouts); givens left in the
    // grid being carved; cages: a killer's cages in its layout (else 0).
    void progressed(int attempts, int givens, int cages);
    void finished(const pm::game::Game& game);
    // A run for a technique: just before finished(), every instance of the
    // technique in the position the game starts from (the first is the one
    // the hint gives); empty when the game starts from its givens.
    void techniqueTargetsFound(const std::vector<pm::logic::Step>& targets);
    void failed(const QString& message);
    void cancelled();

private:
    struct Outcome;
    // Runs on the worker thread.
    static Outcome makePuzzle(const generate::GeneratorOptions& options, const std::optional<Alphabet>& alphabet,
                              bool startBeforeTechnique, std::stop_token stop,
                              const std::function<void(const generate::Progress&)>& report);

    BackgroundJob<Outcome> m_job{this};
};

} // namespace pm
