// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alphabet.h"
#include "core/grid.h"
#include "core/solver/clue_necessity.h"
#include "core/solver/true_candidates.h"

#include <QCoreApplication>
#include <QString>

namespace pm {

// What the setter checks say (issue 38 item 5; the dialog in
// ui/dialogs/setter_checks_dialog, the same checks as pencilmark-cli
// candidates and clues): the true candidates of a puzzle and the clues it
// could do without, as sentences. Context "pm::SetterText".
class SetterText {
    Q_DECLARE_TR_FUNCTIONS(pm::SetterText)
public:
    // The cells some solutions fill differently, each with its true
    // candidates ("r1c2: 3 5"); a puzzle with one solution or none says so,
    // never naming a unique puzzle's digits (its solution, which a player
    // checking a puzzle in play has not asked for).
    static QString trueCandidates(const solver::TrueCandidates& found, const Grid& puzzle, const Alphabet& alphabet);
    // The clues that can go, each on its own, by name ("the given 5 at
    // r1c1", "the cage of 12 at r1c1", "the thermometer from r2c3"), or
    // that every clue is needed, or why there is no answer.
    static QString unnecessaryClues(const solver::ClueNecessity& found, const Grid& puzzle, const Alphabet& alphabet);
};

} // namespace pm
