// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/jobs/puzzle_generation.h"

#include "core/game/practice_position.h"

#include <QCoreApplication>

#include <chrono>
#include <optional>

namespace pm {

struct PuzzleGeneration::Outcome {
    std::optional<game::Game> game;
    std::vector<logic::Step> targets; // startBeforeTechnique
    bool cancelled = false;
    QString error; // translated
};

namespace {

// A tr() context of this file's own. lupdate reads the context from the
// macro, so these strings reach the .ts files (a helper taking const char*
// would hide them from lupdate).
struct GenerationText {
    Q_DECLARE_TR_FUNCTIONS(PuzzleGeneration)
};

} // namespace

PuzzleGeneration::Outcome PuzzleGeneration::makePuzzle(const generate::GeneratorOptions& options,
                                                       const std::optional<Alphabet>& alphabet,
                                                       bool startBeforeTechnique, std::stop_token stop,
                                                       const std::function<void(const generate::Progress&)>& report)
{
    Outcome outcome;
    auto result = generate::generatePuzzle(options, stop, report);
    if (!result) {
        if (result.error().code == generate::GeneratorError::Code::Cancelled)
            outcome.cancelled = true;
        else
            outcome.error = GenerationText::tr("No puzzle could be made with these options: %1")
                                .arg(QString::fromStdString(result.error().message));
        return outcome;
    }
    const Grid& solution = result->solution;
    std::vector<std::uint8_t> values(solution.values().begin(), solution.values().end());
    auto game = game::Game::create(result->puzzle, alphabet.value_or(Alphabet::standard(result->puzzle.symbolCount())),
                                   std::move(values));
    if (!game) {
        outcome.error = QString::fromStdString(game.error().message);
        return outcome;
    }
    if (result->rating.outcome == grading::Rating::Outcome::Rated)
        game.value().setLevel(result->rating.level);
    if (startBeforeTechnique && options.technique) {
        auto position = game::practicePosition(result->puzzle, *options.technique, stop);
        if (stop.stop_requested()) {
            outcome.cancelled = true;
            return outcome;
        }
        // The generator checked the path uses the technique, so the position
        // is there; were it not, the game starts from its givens.
        if (position) {
            auto practice = game::practiceGame(game.value(), *position);
            if (practice) {
                // Begun part-solved: its time is no best time.
                practice.value().setAssisted(true);
                outcome.targets = std::move(position->targets);
                outcome.game = std::move(practice).value();
                return outcome;
            }
        }
    }
    outcome.game = std::move(game).value();
    return outcome;
}

PuzzleGeneration::PuzzleGeneration(QObject* parent)
    : QObject(parent)
{
}

PuzzleGeneration::~PuzzleGeneration() = default;

void PuzzleGeneration::start(const generate::GeneratorOptions& options, std::optional<Alphabet> alphabet,
                             bool startBeforeTechnique)
{
    cancel();
    m_job.start(
        [this, options, alphabet = std::move(alphabet), startBeforeTechnique](std::stop_token stop,
                                                                              const BackgroundWork::Post& post) {
            auto lastReport = std::chrono::steady_clock::now() - std::chrono::seconds(1);
            const auto report = [&](const generate::Progress& progress) {
                // A few progress updates a second are plenty for a progress bar.
                const auto now = std::chrono::steady_clock::now();
                if (now - lastReport < std::chrono::milliseconds(100))
                    return;
                lastReport = now;
                post([this, progress] { emit progressed(progress.attempts, progress.givens, progress.cages); });
            };
            return makePuzzle(options, alphabet, startBeforeTechnique, stop, report);
        },
        [this, options](Outcome outcome) {
            if (outcome.game) {
                if (options.technique)
                    emit techniqueTargetsFound(outcome.targets);
                emit finished(*outcome.game);
            }
            else if (outcome.cancelled)
                emit cancelled();
            else
                emit failed(outcome.error);
        });
}

void PuzzleGeneration::cancel()
{
    if (m_job.cancel())
        emit cancelled();
}

void PuzzleGeneration::waitForWorker()
{
    m_job.wait();
}

} // namespace pm
