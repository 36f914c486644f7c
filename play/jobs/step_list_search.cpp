// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/jobs/step_list_search.h"

namespace pm {

StepListSearch::StepListSearch(QObject* parent)
    : QObject(parent)
{
}

StepListSearch::~StepListSearch() = default;

void StepListSearch::start(const game::Game& game, const game::StepListOptions& options)
{
    m_job.start(
        [this, game, options](std::stop_token stop, const auto& post) {
            return game::findPlayerSteps(game, options, stop, [this, &post](logic::Technique technique) {
                post([this, technique] { emit searching(technique); });
            });
        },
        [this](game::StepList list) {
            if (list.kind != game::StepList::Kind::Cancelled)
                emit found(list);
        });
}

bool StepListSearch::cancel()
{
    return m_job.cancel();
}

void StepListSearch::waitForWorker()
{
    m_job.wait();
}

} // namespace pm
