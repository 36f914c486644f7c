// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/player_hint.h"

#include "core/logic/propagation.h"

#include <algorithm>
#include <optional>
#include <tuple>

namespace pm::game {

namespace {

using logic::CellDigit;
using logic::Role;

bool isWrongEntry(const Game& game, int cell)
{
    return game.value(cell) != 0 && !game.isGiven(cell) && game.value(cell) != game.solution()[cell];
}

// Givens and the entries that agree with the solution, as a candidate state:
// the part of the board a wrong entry can be measured against.
Grid trustedState(const Game& game)
{
    Grid values(game.geometryPtr());
    for (int cell = 0; cell < game.cellCount(); ++cell) {
        if (game.value(cell) != 0 && !isWrongEntry(game, cell))
            values.setValue(cell, game.value(cell));
    }
    return logic::candidateState(values);
}

// A given convinces most, then a right entry, then any.
int clashRank(const Game& game, int cell)
{
    return game.isGiven(cell) ? 0 : (isWrongEntry(game, cell) ? 2 : 1);
}

// A counted house of `cell` (count > 1) that holds its digit more often than
// its count: the house, with the other copies in it. Counted houses make no
// peers, so peers alone never show these clashes.
WrongEntryReason countedClashReason(const Game& game, int cell)
{
    WrongEntryReason reason;
    const Geometry& g = game.geometry();
    const Grid board = game.board();
    for (int h : g.housesOf(cell)) {
        const House& house = g.houses()[size_t(h)];
        if (house.count <= 1)
            continue;
        std::vector<int> others = board.cellsHolding(house, game.value(cell));
        if (int(others.size()) <= house.count)
            continue;
        others.erase(std::find(others.begin(), others.end(), cell));
        reason.kind = WrongEntryReason::Kind::Clash;
        reason.clashHouse = h;
        reason.clashCell = *std::min_element(others.begin(), others.end(), [&](int a, int b) {
            return clashRank(game, a) < clashRank(game, b);
        });
        reason.otherCopies = std::move(others);
        return reason;
    }
    return reason;
}

// A cell sharing a house with `cell` and holding its digit, the most
// convincing first (see clashRank); or too many copies in a counted house.
WrongEntryReason clashReason(const Game& game, int cell)
{
    WrongEntryReason reason;
    const Geometry& g = game.geometry();
    int rank = 3;
    for (int peer : g.peers(cell)) {
        if (game.value(peer) != game.value(cell))
            continue;
        const int peerRank = clashRank(game, peer);
        if (peerRank < rank) {
            rank = peerRank;
            reason.clashCell = peer;
        }
    }
    if (reason.clashCell < 0)
        return g.isCounted() ? countedClashReason(game, cell) : reason;
    reason.kind = WrongEntryReason::Kind::Clash;
    for (int house : g.housesOf(cell)) {
        const auto& cells = g.houses()[house].cells;
        if (std::find(cells.begin(), cells.end(), reason.clashCell) != cells.end()) {
            reason.clashHouse = house;
            break;
        }
    }
    return reason;
}

// Follows the wrong digit with singles on the trusted part of the board.
// Bounded twice over: singles only, and at most one placement per cell.
WrongEntryReason contradictionReason(const Grid& trusted, int cell, int digit)
{
    WrongEntryReason reason;
    if (!(trusted.candidates(cell) & digitBit(digit)))
        return reason; // a trusted peer holds it: that is a clash, found before
    Grid state = trusted;
    const CellDigit assumption{cell, digit};
    const logic::PropagationTrace trace = logic::propagateSingles(state, assumption, true, trusted.cellCount());
    if (!trace.contradiction)
        return reason;
    reason.kind = WrongEntryReason::Kind::Contradiction;
    reason.contradiction = *trace.contradiction;
    reason.singles = logic::supportingPlacements(trusted, assumption, true, trace);
    return reason;
}

logic::Pattern wrongEntryPattern(int cell, const WrongEntryReason& reason)
{
    logic::Pattern pattern;
    pattern.cells.push_back({cell, Role::Target});
    switch (reason.kind) {
    case WrongEntryReason::Kind::Unexplained: break;
    case WrongEntryReason::Kind::Clash:
        pattern.cells.push_back({reason.clashCell, Role::Contradiction});
        for (int copy : reason.otherCopies)
            if (copy != reason.clashCell)
                pattern.cells.push_back({copy, Role::Contradiction});
        if (reason.clashHouse >= 0)
            pattern.houses.push_back({reason.clashHouse, Role::Base});
        break;
    case WrongEntryReason::Kind::Contradiction: {
        for (const CellDigit& single : reason.singles)
            pattern.candidates.push_back({single.cell, single.digit, Role::Link});
        const logic::Contradiction& c = reason.contradiction;
        switch (c.kind) {
        case logic::Contradiction::Kind::EmptyCell: pattern.cells.push_back({c.cell, Role::Contradiction}); break;
        case logic::Contradiction::Kind::DigitMissing: pattern.houses.push_back({c.house, Role::Contradiction}); break;
        case logic::Contradiction::Kind::Clash:
            pattern.cells.push_back({c.cell, Role::Contradiction});
            pattern.cells.push_back({c.cellB, Role::Contradiction});
            break;
        }
        break;
    }
    }
    return pattern;
}

// The wrong entry best explained: a clash first (plain to see), then the
// shortest contradiction, then the first in reading order.
std::optional<PlayerHint> wrongEntryHint(const Game& game)
{
    std::optional<PlayerHint> best;
    std::tuple<int, std::size_t, int> bestRank{3, 0, 0};
    std::optional<Grid> trusted; // built only when a wrong entry shows no clash
    for (int cell = 0; cell < game.cellCount(); ++cell) {
        if (!isWrongEntry(game, cell))
            continue;
        WrongEntryReason reason = clashReason(game, cell);
        if (reason.kind != WrongEntryReason::Kind::Clash) {
            if (!trusted)
                trusted = trustedState(game);
            reason = contradictionReason(*trusted, cell, game.value(cell));
        }
        const int kindRank = reason.kind == WrongEntryReason::Kind::Clash ? 0
            : reason.kind == WrongEntryReason::Kind::Contradiction        ? 1
                                                                          : 2;
        const std::tuple<int, std::size_t, int> rank{kindRank, reason.singles.size(), cell};
        if (best && rank >= bestRank)
            continue;
        bestRank = rank;
        PlayerHint hint;
        hint.kind = PlayerHint::Kind::WrongEntry;
        hint.cell = cell;
        hint.digit = game.value(cell);
        hint.pattern = wrongEntryPattern(cell, reason);
        hint.reason = std::move(reason);
        best = std::move(hint);
    }
    return best;
}

std::optional<PlayerHint> removedCandidateHint(const Game& game)
{
    for (int cell = 0; cell < game.cellCount(); ++cell) {
        const CellState& state = game.cell(cell);
        const int truth = game.solution()[cell];
        const DigitMask marks = state.candidateMarks();
        if (state.value != 0 || marks == 0 || (marks & digitBit(truth)))
            continue;
        PlayerHint hint;
        hint.kind = PlayerHint::Kind::RemovedCandidate;
        hint.cell = cell;
        hint.digit = truth;
        hint.pattern.cells.push_back({cell, Role::Target});
        hint.pattern.candidates.push_back({cell, truth, Role::Base});
        return hint;
    }
    return std::nullopt;
}

PlayerHint fromNext(logic::NextStep next, MarksBasis marks)
{
    PlayerHint hint;
    switch (next.kind) {
    case logic::NextStep::Kind::Found:
        hint.kind = PlayerHint::Kind::Step;
        hint.marks = marks;
        hint.pattern = next.step.pattern;
        hint.step = std::move(next.step);
        break;
    case logic::NextStep::Kind::Cancelled: hint.kind = PlayerHint::Kind::Cancelled; break;
    // Solved cannot happen (the board is not full) nor Contradiction (every
    // entry is right and every empty cell keeps its solution digit); were
    // either to, there is no deduction to offer.
    case logic::NextStep::Kind::Solved:
    case logic::NextStep::Kind::Contradiction:
    case logic::NextStep::Kind::Stuck: hint.kind = PlayerHint::Kind::Stuck; break;
    }
    return hint;
}

// With no marks on the board, the player can still see singles: a house
// with one empty cell, a cell whose peers hold every digit but one, a digit
// with one place left in a house. Offer those first, since they ask for no
// pencil work. On counted shapes the count fill is one of those: "this row
// still needs 2 threes and only two of its cells can take one".
PlayerHint stepWithoutMarks(const Grid& candidates, const logic::LogicOptions& base, std::stop_token stop)
{
    const logic::TechniqueOrder& order = *base.order;
    bool singlesOff = false;
    for (const logic::TechniqueOrder::Entry& entry : order.entries()) {
        if (!seenWithoutMarks(entry.technique))
            continue;
        if (!entry.enabled) {
            singlesOff = true;
            continue;
        }
        logic::LogicOptions options = base;
        options.only = entry.technique;
        logic::NextStep next = logic::nextStep(candidates, options, stop);
        if (next.kind == logic::NextStep::Kind::Found || next.kind == logic::NextStep::Kind::Cancelled)
            return fromNext(std::move(next), MarksBasis::NoMarksNeeded);
    }
    PlayerHint hint = fromNext(logic::nextStep(candidates, base, stop), MarksBasis::MarksNeeded);
    hint.singlesSwitchedOff = singlesOff;
    return hint;
}

// A hint that found nothing with some techniques switched off says whether
// those would have found a step, so its sentence tells the player the truth:
// "you switched off what comes next", not "this needs guessing".
void explainStuck(PlayerHint& hint, const Grid& candidates, const logic::LogicOptions& options,
                  std::stop_token stop)
{
    if (hint.kind != PlayerHint::Kind::Stuck || options.order->disabledCount() == 0)
        return;
    logic::LogicOptions everyTechnique = options;
    everyTechnique.order.reset();
    const logic::NextStep next = logic::nextStep(candidates, everyTechnique, stop);
    if (next.kind == logic::NextStep::Kind::Cancelled)
        hint.kind = PlayerHint::Kind::Cancelled;
    else
        hint.stuckBySwitchedOff = next.kind == logic::NextStep::Kind::Found;
}
} // namespace

bool uniquenessTechniquesSound(const Game& game)
{
    return !game.geometry().hasConstraints() && game.notes().unknownRules.empty();
}

bool hasCandidateMarks(const Game& game)
{
    for (int cell = 0; cell < game.cellCount(); ++cell) {
        if (game.value(cell) == 0 && game.cell(cell).candidateMarks() != 0)
            return true;
    }
    return false;
}

bool seenWithoutMarks(logic::Technique technique)
{
    return logic::info(technique).family == logic::Family::Singles || technique == logic::Technique::CountFill;
}

std::optional<PlayerHint> mistakeHint(const Game& game)
{
    if (!game.hasSolution())
        return std::nullopt;
    if (auto wrong = wrongEntryHint(game))
        return wrong;
    return removedCandidateHint(game);
}

PlayerHint hintForStep(const Game& game, logic::Step step)
{
    PlayerHint hint;
    hint.kind = PlayerHint::Kind::Step;
    hint.marks = hasCandidateMarks(game) ? MarksBasis::PlayerMarks
        : seenWithoutMarks(step.technique) ? MarksBasis::NoMarksNeeded
                                           : MarksBasis::MarksNeeded;
    hint.pattern = step.pattern;
    hint.step = std::move(step);
    return hint;
}

Grid hintCandidates(const Game& game)
{
    Grid state = game.board();
    const bool marked = hasCandidateMarks(game);
    // What the placed digits allow in each cell (peers, and on counted
    // shapes the houses that hold a digit as often as they may).
    Grid placed = state;
    placed.fillCandidatesFromValues();
    for (int cell = 0; cell < game.cellCount(); ++cell) {
        if (state.value(cell) != 0)
            continue;
        const DigitMask allowed = placed.candidates(cell);
        const DigitMask marks = state.candidates(cell);
        // An empty cell without marks on a marked board means "not looked
        // at yet", not "no digit fits": read as no candidates it would be a
        // contradiction, so it reads as the digits a player would write
        // there first, those its peers allow. A mark a peer's digit rules
        // out is one the player has not tidied yet; the finders expect
        // placed digits gone from their peers (a stale mark could pass for
        // a hidden single next to the digit itself), so it is dropped.
        state.setCandidates(cell, (!marked || marks == 0) ? allowed : (marks & allowed));
    }
    return state;
}

PlayerHint findPlayerHint(const Game& game, std::stop_token stop, const logic::TechniqueOrder& order)
{
    PlayerHint hint;
    if (!game.hasSolution()) {
        hint.kind = PlayerHint::Kind::NoSolutionKnown;
        return hint;
    }
    if (auto mistake = mistakeHint(game))
        return std::move(*mistake);
    if (game.isFull()) {
        hint.kind = PlayerHint::Kind::Solved;
        return hint;
    }
    logic::LogicOptions options;
    options.uniquenessKnown = uniquenessTechniquesSound(game);
    options.order = order;
    const Grid candidates = hintCandidates(game);
    hint = hasCandidateMarks(game)
        ? fromNext(logic::nextStep(candidates, options, stop), MarksBasis::PlayerMarks)
        : stepWithoutMarks(candidates, options, stop);
    explainStuck(hint, candidates, options, stop);
    return hint;
}

} // namespace pm::game
