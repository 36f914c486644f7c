// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game_move.h"
#include "core/game/hint_use.h"

#include "core/alphabet.h"
#include "core/grid.h"
#include "core/logic/technique.h"
#include "core/puzzle_notes.h"
#include "core/result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pm::game {

struct GameError {
    enum class Code {
        CellCountMismatch, // a list does not hold one item per cell
        AlphabetMismatch,  // the alphabet's size is not the grid's
        ValueOutOfRange,   // a value, mark or colour beyond 1..N (or the colour count)
        GivenChanged,      // a saved cell disagrees with its given
        SolutionMismatch,  // the solution contradicts a given
    };
    Code code;
    int cell = -1; // the first offending cell, when there is one
    std::string message; // English detail for logs; the UI words it from code
};

struct PlayOptions {
    // Placing a digit removes it from the marks of the cell's peers (the
    // "keep pencil marks updated" setting).
    bool removeMarksFromPeers = false;
};

// A game in play: the puzzle's givens, its solution (when known), and what the
// player has written: entries, centre and corner marks, cell colours, and the
// time spent. Moves are computed as Change values first and applied second,
// so the caller's undo stack owns history and the game only owns state.
class Game {
public:
    // An empty classic 9x9 board without givens or solution.
    Game();
    // A fresh game. Every value in `puzzle` is a given. `solution` is N*N
    // values 1..N, or empty when not known (an entered puzzle before it is
    // checked); it must agree with the givens.
    static Result<Game, GameError> create(const Grid& puzzle, Alphabet alphabet,
                                          std::vector<std::uint8_t> solution = {});
    // A saved game: `cells` as cells() returned them. Checks every value, so
    // hostile input cannot build an inconsistent game.
    static Result<Game, GameError> restore(const Grid& puzzle, Alphabet alphabet, std::vector<std::uint8_t> solution,
                                           std::vector<CellState> cells);

    const Geometry& geometry() const { return m_puzzle.geometry(); }
    const std::shared_ptr<const Geometry>& geometryPtr() const { return m_puzzle.geometryPtr(); }
    int size() const { return m_puzzle.size(); }
    // The symbols a cell can hold: size() except on counted shapes (MultiFour: 4).
    int symbolCount() const { return m_puzzle.symbolCount(); }
    int cellCount() const { return m_puzzle.cellCount(); }
    const Alphabet& alphabet() const { return m_alphabet; }

    // Givens only.
    const Grid& puzzle() const { return m_puzzle; }
    bool isGiven(int cell) const { return m_puzzle.isGiven(cell); }
    const std::vector<std::uint8_t>& solution() const { return m_solution; }
    bool hasSolution() const { return !m_solution.empty(); }

    const CellState& cell(int cell) const { return m_cells[cell]; }
    const std::vector<CellState>& cells() const { return m_cells; }
    int value(int cell) const { return m_cells[cell].value; } // given or entry; 0 = empty
    // Givens (flagged) and entries as one grid; empty cells carry their
    // corner marks as candidates, which is what the logic solver reads.
    Grid board() const;
    // How many more times `digit` must be placed: N minus its count on the board
    // (negative when the board holds too many).
    int remaining(int digit) const;
    bool isFull() const;

    // What `move` would do, without doing it. An empty change means the move
    // changes nothing (entering a digit over itself, marking only givens).
    Change changeFor(const Move& move, const PlayOptions& options = {}) const;
    void apply(const Change& change);  // writes the afters
    void revert(const Change& change); // writes the befores

    std::int64_t elapsedMs() const { return m_elapsedMs; }
    void setElapsedMs(std::int64_t ms) { m_elapsedMs = ms < 0 ? 0 : ms; }
    // The level the puzzle was generated or graded at, for best times.
    const std::optional<logic::Level>& level() const { return m_level; }
    void setLevel(std::optional<logic::Level> level) { m_level = level; }
    // Whether the player had help from the solution: a hint applied, a
    // rewind to a mistake, a check that showed one. A game solved with help
    // is counted apart and never gives a best time.
    bool assisted() const { return m_assisted; }
    void setAssisted(bool assisted) { m_assisted = assisted; }
    // The hints the player saw, in the order shown (saved with the game, so
    // the analysis after solving can list them).
    const std::vector<HintUse>& hintsUsed() const { return m_hintsUsed; }
    void setHintsUsed(std::vector<HintUse> hints) { m_hintsUsed = std::move(hints); }
    void recordHint(const HintUse& hint) { m_hintsUsed.push_back(hint); }
    // The latest hint recorded made its move (applied from the hint panel).
    void markLastHintApplied()
    {
        if (!m_hintsUsed.empty())
            m_hintsUsed.back().applied = true;
    }

    const PuzzleNotes& notes() const { return m_notes; }
    void setNotes(PuzzleNotes notes) { m_notes = std::move(notes); }

    bool operator==(const Game& other) const;

private:
    Game(Grid puzzle, Alphabet alphabet, std::vector<std::uint8_t> solution);

    Grid m_puzzle;
    Alphabet m_alphabet;
    std::vector<std::uint8_t> m_solution;
    std::vector<CellState> m_cells;
    std::int64_t m_elapsedMs = 0;
    std::optional<logic::Level> m_level;
    bool m_assisted = false;
    std::vector<HintUse> m_hintsUsed;
    PuzzleNotes m_notes;
};

} // namespace pm::game
