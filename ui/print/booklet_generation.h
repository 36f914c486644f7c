// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/print/puzzle_painter.h"

#include "core/generate/generator.h"

#include <QObject>

#include <vector>

namespace pm {

class PuzzleGeneration;

// Makes the puzzles of a booklet one after another off the GUI thread
// (each through PuzzleGeneration, so each run is cancellable within a
// moment). Progress arrives as signals; a cancelled run delivers nothing.
class BookletGeneration : public QObject {
    Q_OBJECT
public:
    explicit BookletGeneration(QObject* parent = nullptr);

    // Starts making `count` puzzles; a run still going is cancelled first.
    // Puzzle i uses a seed derived from options.seed and i, so one seed
    // remakes the whole booklet.
    void start(const generate::GeneratorOptions& options, int count);
    void cancel();
    bool isRunning() const { return m_running; }
    // The puzzles made, in order; all of them once finished() has fired.
    const std::vector<PrintablePuzzle>& puzzles() const { return m_puzzles; }
    // Blocks until the worker thread has ended.
    void waitForWorker();

signals:
    void progressed(int made, int count);
    void finished();
    void failed(const QString& message);
    void cancelled();

private:
    void startNext();

    PuzzleGeneration* m_generation;
    generate::GeneratorOptions m_options;
    int m_count = 0;
    bool m_running = false;
    std::vector<PrintablePuzzle> m_puzzles;
};

} // namespace pm
