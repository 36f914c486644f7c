// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game_move.h"

#include <QString>

#include <cstddef>
#include <vector>

namespace pm {

// The undo stack as plain data, so a saved game brings its undo and redo
// back: every step's change and its menu text, oldest first, and how many
// of them are done (the rest are redoable).
struct UndoStep {
    game::Change change;
    QString text;
    bool operator==(const UndoStep&) const = default;
};

struct UndoHistory {
    std::vector<UndoStep> steps;
    std::size_t done = 0;
    bool operator==(const UndoHistory&) const = default;
};

} // namespace pm
