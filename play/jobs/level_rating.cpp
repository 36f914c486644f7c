// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/jobs/level_rating.h"

#include "core/formats/puzzle_format.h"
#include "core/grading/rating.h"

#include <chrono>

namespace pm {

namespace {

// A batch goes to the GUI thread at least this often while the worker
// rates: the list fills in steadily, and the cache is appended a few times
// a second, not once per puzzle of a collection of easy ones.
constexpr auto kBatchInterval = std::chrono::milliseconds(250);

} // namespace

std::optional<PuzzleLevel> ratePuzzleLevel(std::string_view text, std::stop_token stop)
{
    const auto parsed = parsePuzzle(text);
    if (!parsed)
        return std::nullopt;
    // Variant constraints are graded too; a variant puzzle whose path the
    // logic could not finish has no level (Outcome::VariantRules), as rate
    // prints it unrated.
    const grading::Rating rating = grading::ratePuzzle(parsed->grid, stop);
    switch (rating.outcome) {
    case grading::Rating::Outcome::Rated: return PuzzleLevel{PuzzleLevel::Kind::Rated, rating.level};
    case grading::Rating::Outcome::Invalid: return PuzzleLevel{PuzzleLevel::Kind::NoSolution};
    case grading::Rating::Outcome::Multiple: return PuzzleLevel{PuzzleLevel::Kind::ManySolutions};
    case grading::Rating::Outcome::VariantRules: return PuzzleLevel{PuzzleLevel::Kind::Variant};
    case grading::Rating::Outcome::Cancelled: return std::nullopt;
    }
    return std::nullopt;
}

LevelRating::LevelRating(QObject* parent)
    : QObject(parent)
{
}

LevelRating::~LevelRating() = default;

void LevelRating::start(std::vector<Item> items)
{
    m_job.start(
        [this, items = std::move(items)](std::stop_token stop, const BackgroundWork::Post& post) {
            QList<Rated> batch;
            auto sent = std::chrono::steady_clock::now();
            const auto send = [this, &batch, &post, &sent] {
                if (!batch.isEmpty())
                    post([this, batch] { emit rated(batch); });
                batch.clear();
                sent = std::chrono::steady_clock::now();
            };
            for (const Item& item : items) {
                if (stop.stop_requested())
                    return false;
                if (const std::optional<PuzzleLevel> level = ratePuzzleLevel(item.text, stop))
                    batch.append({item.index, *level});
                if (std::chrono::steady_clock::now() - sent >= kBatchInterval)
                    send();
            }
            send();
            return !stop.stop_requested();
        },
        [this](bool done) {
            if (done)
                emit finished();
        });
}

void LevelRating::cancel()
{
    m_job.cancel();
}

void LevelRating::waitForWorker()
{
    m_job.wait();
}

} // namespace pm
