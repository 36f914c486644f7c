// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logic/logic_solver.h"
#include "core/logic/step.h"

#include "core/grid.h"

#include <cstdint>
#include <optional>
#include <stop_token>
#include <vector>

namespace pm::logic {

// "Why can't this digit go here?", asked of a puzzle or a candidate state
// by a setter or a player (issue 38): the digit is assumed in the cell and
// the shortest story found that ends in a contradiction is told.
struct WhyNot {
    enum class Answer {
        Possible,        // some solution has the digit there (`solution` is one)
        CellHolds,       // the cell already holds a value (`heldValue`)
        NoSolution,      // the state itself has no solution: nothing to tell
        Refuted,         // `steps`, in order under the assumption, end in `contradiction`
        RefutedBySearch, // no solution has it, but no story within the logic's reach was found
        Cancelled,
    };
    Answer answer = Answer::NoSolution;
    std::vector<std::uint8_t> solution; // Possible
    int heldValue = 0;                  // CellHolds
    // Refuted. Either one what-if step (Technique::WhatIf, variantType 0:
    // singles alone break the grid; its detail tells the placements the
    // break needs), or the logical steps taken after the assumption, the
    // easiest first, each true once the digit is there.
    std::vector<Step> steps;
    std::optional<Contradiction> contradiction;
};

// `state` is a candidate state (a puzzle through candidateState, or a
// player's marks). The story is sought in two passes: singles alone after
// the assumption (what a person tries first, told as a what-if), then the
// catalogue's steps from the assumed state, at most `maxSteps` of them and
// never a what-if inside the what-if.
WhyNot whyNot(const Grid& state, CellDigit candidate, const LogicOptions& options = {}, std::stop_token stop = {},
              int maxSteps = 200);

} // namespace pm::logic
