// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/practice_position.h"

#include "core/logic/logic_solver.h"

namespace pm::game {

std::optional<PracticePosition> practicePosition(const Grid& puzzle, logic::Technique technique,
                                                 std::stop_token stop)
{
    // The hints' own options: a game's puzzle has one solution.
    logic::LogicOptions options;
    options.uniquenessKnown = true;
    PracticePosition position;
    position.state = logic::candidateState(puzzle);
    for (;;) {
        logic::NextStep next = logic::nextStep(position.state, options, stop);
        if (next.kind != logic::NextStep::Kind::Found)
            return std::nullopt;
        if (next.step.technique == technique) {
            position.targets = logic::findAll(position.state, technique, options, stop);
            if (stop.stop_requested())
                return std::nullopt;
            // The step nextStep gives leads: it is the one the hint shows.
            std::erase_if(position.targets, [&](const logic::Step& other) {
                return other.placements == next.step.placements && other.eliminations == next.step.eliminations;
            });
            position.targets.insert(position.targets.begin(), std::move(next.step));
            return position;
        }
        logic::applyStep(position.state, next.step);
        ++position.stepsBefore;
    }
}

Result<Game, GameError> practiceGame(const Game& fresh, const PracticePosition& position)
{
    std::vector<CellState> cells = fresh.cells();
    const Grid& state = position.state;
    if (state.cellCount() != int(cells.size()))
        return GameError{GameError::Code::CellCountMismatch, -1, "the position is of another shape"};
    for (int cell = 0; cell < state.cellCount(); ++cell) {
        CellState& target = cells[std::size_t(cell)];
        if (fresh.isGiven(cell))
            continue;
        target.value = std::uint8_t(state.value(cell));
        target.centre = 0;
        target.corner = state.value(cell) != 0 ? 0 : state.candidates(cell);
    }
    auto game = Game::restore(fresh.puzzle(), fresh.alphabet(), fresh.solution(), std::move(cells));
    if (game) {
        game.value().setLevel(fresh.level());
        game.value().setAssisted(fresh.assisted());
    }
    return game;
}

bool stepTaken(const Game& game, const logic::Step& step)
{
    for (const logic::CellDigit& placement : step.placements)
        if (game.value(placement.cell) != placement.digit)
            return false;
    for (const logic::CellDigit& elimination : step.eliminations) {
        const CellState& cell = game.cell(elimination.cell);
        if (cell.value == 0 && (cell.candidateMarks() & digitBit(elimination.digit)) != 0)
            return false;
    }
    return true;
}

} // namespace pm::game
