// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/formats/puzzle_format.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pm {

// The puzzle a text poses: its givens where the format tells givens from
// the player's entries (a HoDoKu game, f-puzzles' "given", a "+d" line),
// else all its values; candidates are not carried over.
Grid puzzleGivens(const Grid& parsed);

// Whether the text holds a player's progress beside its puzzle: values that
// are no givens (the format marks givens), or a game's candidates (a
// HoDoKu game: what the player left of them).
bool holdsPlayerProgress(const ParsedPuzzle& parsed);

// The puzzle as pencilmark-cli solves, counts and rates it: with progress,
// its givens alone (the player's entries and marks are a position, not the
// puzzle: a wrong digit once made a sound HoDoKu game "unsolvable", and
// placed digits were rated as givens); else the text as read, its
// candidates too (a pencil-mark puzzle's candidates are its start).
ParsedPuzzle posedPuzzle(const ParsedPuzzle& parsed);

// Where the player's progress contradicts the solution of the givens, said
// for a message: "r1c3 holds 5 where the solution has 7 (2 entries and 1
// cell's candidates disagree)"; nothing when all of it agrees.
std::optional<std::string> describeProgressConflict(const ParsedPuzzle& parsed,
                                                    const std::vector<std::uint8_t>& solution);

} // namespace pm
