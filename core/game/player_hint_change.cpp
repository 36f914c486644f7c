// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/player_hint_change.h"

namespace pm::game {

namespace {

// Builds one change from several edits, each seen by the next (an entry's
// peer-mark removal before an elimination in the same cell, say).
class HintChangeBuilder {
public:
    explicit HintChangeBuilder(const Game& game) : m_game(game) {}

    const Game& game() const { return m_game; }

    void add(const Change& change)
    {
        m_game.apply(change);
        m_change = merged(m_change, change);
    }

    // Sets the marks a cell's candidates are read from: its corner marks,
    // or its centre marks where the player keeps candidates there.
    void setCandidateMarks(int cell, DigitMask marks)
    {
        CellState after = m_game.cell(cell);
        DigitMask& target = after.corner == 0 && after.centre != 0 ? after.centre : after.corner;
        if (target == marks)
            return;
        target = marks;
        add(Change{{CellChange{cell, m_game.cell(cell), after}}});
    }

    Change result() const { return m_change; }

private:
    Game m_game;
    Change m_change;
};

void applyStep(HintChangeBuilder& builder, const PlayerHint& hint, const PlayOptions& options)
{
    if (hint.marks == MarksBasis::MarksNeeded)
        builder.add(builder.game().changeFor(Move{MoveKind::FillCandidates, {}, 0}));
    for (const logic::CellDigit& placement : hint.step.placements)
        builder.add(builder.game().changeFor(Move{MoveKind::Enter, {placement.cell}, placement.digit}, options));
    // Read after the placements, so a cell without marks does not get a
    // digit its new peer already holds.
    const Grid read = hintCandidates(builder.game());
    for (const logic::CellDigit& elimination : hint.step.eliminations) {
        const int cell = elimination.cell;
        if (builder.game().value(cell) != 0)
            continue;
        // A cell without marks gets them, less the digit: the deduction has
        // to show somewhere, or the same hint would come back (the undo text
        // names such cells: HintText::undoText).
        const DigitMask own = builder.game().cell(cell).candidateMarks();
        const DigitMask marks = own != 0 ? own : read.candidates(cell);
        builder.setCandidateMarks(cell, marks & ~digitBit(elimination.digit));
    }
}

} // namespace

Change changeForHint(const Game& game, const PlayerHint& hint, const PlayOptions& options)
{
    HintChangeBuilder builder(game);
    switch (hint.kind) {
    case PlayerHint::Kind::WrongEntry: builder.add(game.changeFor(Move{MoveKind::Clear, {hint.cell}, 0})); break;
    case PlayerHint::Kind::RemovedCandidate:
        builder.setCandidateMarks(hint.cell, game.cell(hint.cell).candidateMarks() | digitBit(hint.digit));
        break;
    case PlayerHint::Kind::Step: applyStep(builder, hint, options); break;
    case PlayerHint::Kind::Solved:
    case PlayerHint::Kind::NoSolutionKnown:
    case PlayerHint::Kind::Stuck:
    case PlayerHint::Kind::Cancelled: break;
    }
    return builder.result();
}

} // namespace pm::game
