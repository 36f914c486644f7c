// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logic/logic_context.h"
#include "core/logic/propagation.h"

#include "core/grid.h"

namespace pm::logic {

// One case followed with singles alone from a context's state: the
// candidate assumed true (placed) or false (removed), the state singles
// leave, and their trace.
struct Branch {
    CellDigit assumption;
    bool assumedTrue = true;
    Grid state;
    PropagationTrace trace;
};

// The case from the context's state, followed once per context: the three
// forcing finders and what-if follow the same cases from the same state (a
// cell's candidates, a house's places, each candidate on and off), so each
// case is propagated once per step instead of up to four times (with the
// cheaper propagation, propagateSingles went from 13% to 6% of a top1465
// profile; what-if's first pass then costs nothing after digit forcing).
// When singles have nothing to do in the context's state, as whenever the
// solver reaches these techniques, every case starts from the fixpoint.
const Branch& followCase(const LogicContext& ctx, CellDigit assumption, bool assumedTrue);

// Where singles take a case, without how: whether they break the grid, and
// if not, their fixpoint. Every empty cell of `state` holds what it holds
// in followCase's state, and every cell's value is the same; the candidates
// of filled cells are not to be read.
struct CaseOutcome {
    const Grid& state;
    bool broken;
};

// The same answer as followCase gives (singles reach one fixpoint whatever
// their order, and break the grid in every order or in none), often without
// a propagation: a case followed at an earlier step of the same path, whose
// state held every candidate this one holds, is carried over. Its fixpoint
// meets the new state, and singles go on only from the cells that lost
// candidates; most cases lose none. Finders look with this and ask
// followCase for the trace of the cases they tell.
CaseOutcome caseOutcome(const LogicContext& ctx, CellDigit assumption, bool assumedTrue);

} // namespace pm::logic
