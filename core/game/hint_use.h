// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logic/technique.h"

namespace pm::game {

// One hint the player saw during a game, for the analysis after solving:
// what it was about, and whether the player let it make its move.
struct HintUse {
    enum class Kind {
        Step,             // a deduction: `technique` says which
        WrongEntry,       // it pointed out a wrong entry
        RemovedCandidate, // it pointed out a true candidate the marks had lost
    };
    Kind kind = Kind::Step;
    logic::Technique technique = logic::Technique::FullHouse; // Step only
    bool applied = false;
    bool operator==(const HintUse&) const = default;
};

} // namespace pm::game
