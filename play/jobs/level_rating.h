// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/jobs/background_job.h"

#include "core/logic/technique.h"

#include <QList>
#include <QObject>

#include <optional>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

namespace pm {

// A puzzle's level as the grader gives it (core/grading, as `pencilmark-cli
// rate` rates), or why it gives none.
struct PuzzleLevel {
    enum class Kind {
        Rated,
        // Variant constraints the logic could not finish a path with (rate's "unrated").
        Variant,
        NoSolution,
        ManySolutions,
    };
    Kind kind = Kind::Rated;
    logic::Level level = logic::Level::Easy; // Rated only

    friend bool operator==(const PuzzleLevel&, const PuzzleLevel&) = default;
};

// Rates one puzzle given as a line that reads back (PuzzleCollection's
// text): its givens only, as rate does. Nothing when `stop` ended it first,
// or the line reads as no puzzle.
std::optional<PuzzleLevel> ratePuzzleLevel(std::string_view text, std::stop_token stop = {});

// Rates many puzzles off the GUI thread, one after another, in the order
// given: a hard puzzle takes a good part of a second, and a collection holds
// thousands. The levels come in batches (one every few tenths of a second,
// and the last at the end), so a list and its cache take them a few at a
// time rather than one call each. One run at a time; a new one or cancel()
// drops the old one's batches still to come.
class LevelRating : public QObject {
    Q_OBJECT
public:
    struct Item {
        int index = 0;    // the caller's: handed back with the level
        std::string text; // the puzzle, as ratePuzzleLevel takes it
    };
    struct Rated {
        int index = 0;
        PuzzleLevel level;
    };

    explicit LevelRating(QObject* parent = nullptr);
    ~LevelRating() override;

    void start(std::vector<Item> items);
    void cancel();
    bool isRunning() const { return m_job.isRunning(); }
    // Blocks until the worker has stopped (tests; the destructor).
    void waitForWorker();

signals:
    // A batch of levels, in the order rated. A line that read as no puzzle
    // is left out.
    void rated(const QList<pm::LevelRating::Rated>& batch);
    // The run is over: every item rated (after its last batch).
    void finished();

private:
    BackgroundJob<bool> m_job{this};
};

} // namespace pm
