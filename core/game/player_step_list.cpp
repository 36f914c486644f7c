// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/player_step_list.h"

#include "core/logic/logic_solver.h"

namespace pm::game {

int StepList::stepCount() const
{
    int count = 0;
    for (const StepGroup& group : groups)
        count += int(group.steps.size());
    return count;
}

StepList findPlayerSteps(const Game& game, const StepListOptions& options, std::stop_token stop,
                         const std::function<void(logic::Technique)>& searching)
{
    StepList list;
    if (!game.hasSolution())
        return list; // NoSolutionKnown
    if (auto mistake = mistakeHint(game)) {
        list.kind = StepList::Kind::Mistake;
        list.mistake = std::move(*mistake);
        return list;
    }
    if (game.isFull()) {
        list.kind = StepList::Kind::Solved;
        return list;
    }
    list.kind = StepList::Kind::Found;
    list.withoutMarks = !hasCandidateMarks(game);
    list.switchedOff = options.order.disabledCount();
    logic::LogicOptions logicOptions;
    logicOptions.uniquenessKnown = uniquenessTechniquesSound(game); // as for hints
    logicOptions.order = options.order;
    const Grid state = hintCandidates(game);
    int listed = 0;
    for (const logic::TechniqueOrder::Entry& entry : options.order.entries()) {
        const logic::TechniqueInfo& row = logic::info(entry.technique);
        // A player's order may put a harder technique before an easier one:
        // every entry is looked at, not only those before the first too hard.
        if (!entry.enabled || (options.scope == StepListOptions::Scope::UpToLevel && row.level > options.maxLevel))
            continue;
        if (options.scope == StepListOptions::Scope::EasiestFew && listed >= options.enough)
            break;
        if (stop.stop_requested())
            break;
        if (searching)
            searching(row.technique);
        std::vector<logic::Step> steps = logic::findAll(state, row.technique, logicOptions, stop);
        if (stop.stop_requested())
            break; // a finder stopped half-way lists only part of its instances
        if (steps.empty())
            continue;
        listed += int(steps.size());
        list.groups.push_back(StepGroup{row.technique, std::move(steps)});
    }
    if (stop.stop_requested()) {
        list.kind = StepList::Kind::Cancelled;
        list.groups.clear();
    }
    return list;
}

} // namespace pm::game
