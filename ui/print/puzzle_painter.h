// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alphabet.h"
#include "core/game/game.h"
#include "core/geometry.h"

#include <QRectF>
#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

class QPainter;

namespace pm {

// A puzzle as print shows it: its shape, symbols, givens and (when known)
// solution, and a line saying what it is; and, only when the player asks
// for them, their entries and marks (a game to go on with on paper).
struct PrintablePuzzle {
    std::shared_ptr<const Geometry> geometry = Geometry::classic();
    Alphabet alphabet = Alphabet::standard(9);
    std::vector<std::uint8_t> givens;   // N*N, 0 = empty
    std::vector<std::uint8_t> solution; // N*N, or empty when not known
    QString kind;                       // "9×9, 3×3 boxes, easy"
    // The player's cells (entries, centre and corner marks, candidate
    // colours), N*N; empty for a fresh puzzle.
    std::vector<game::CellState> progress;
    // The puzzle's drawings without a rule (f-puzzles' cosmetics).
    std::vector<Drawing> drawings;

    bool hasSolution() const { return !solution.empty(); }
    bool hasProgress() const { return !progress.empty(); }
};

// The puzzle of a game. A puzzle being entered has no givens yet: its
// entries are printed as the givens they are about to become.
PrintablePuzzle printablePuzzle(const game::Game& game, bool editing = false);
// The game as the player left it: its puzzle with their entries and marks.
PrintablePuzzle printableProgress(const game::Game& game);

enum class GridContent {
    Puzzle,   // the givens, and the player's progress when the puzzle carries it
    Solution, // every cell: givens bold, the rest lighter
};

// Paints the grid black on white inside `square` (nothing outside it), at
// any resolution: line widths and digits scale with the square, thin lines
// never vanish below a printable width. Jigsaw regions get thick borders,
// variant houses (diagonals, centre dot, windows) a light shade, killer
// cages dashed outlines with their sums.
void paintPuzzleGrid(QPainter& painter, const QRectF& square, const PrintablePuzzle& puzzle, GridContent content);

} // namespace pm
