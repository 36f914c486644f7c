// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/grading/rating.h"
#include "core/grid.h"
#include "core/logic/technique.h"

#include <stop_token>
#include <vector>

namespace pm::game {

// How often the logical path uses one technique.
struct TechniqueCount {
    logic::Technique technique = logic::Technique::FullHouse;
    int count = 0;
    bool operator==(const TechniqueCount&) const = default;
};

// What a finished puzzle asked of its solver, shown after solving: its
// rating (the fixed catalogue order, as `pencilmark-cli rate` gives it),
// and the techniques its logical path uses.
struct PuzzleAnalysis {
    grading::Rating rating;
    // Every technique the path (logic::solvePath from the givens) uses, in
    // catalogue order, with how many steps use it; empty unless Rated.
    std::vector<TechniqueCount> techniques;
    int pathSteps = 0;

    // The hardest step: the technique the rating comes from, and its level.
    logic::Technique hardest() const { return rating.hardest; }
    logic::Level hardestLevel() const { return logic::info(rating.hardest).level; }
};

// Rates `puzzle` (givens only) and counts the techniques of its path.
// Cancellable: rating.outcome is Cancelled when stopped.
PuzzleAnalysis analysePuzzle(const Grid& puzzle, std::stop_token stop = {});

// The steps of `path` counted by technique, in catalogue order.
std::vector<TechniqueCount> countTechniques(const std::vector<logic::Step>& path);

} // namespace pm::game
