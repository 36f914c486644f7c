// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/jobs/hint_search.h"

namespace pm {

HintSearch::HintSearch(QObject* parent)
    : QObject(parent)
{
}

HintSearch::~HintSearch() = default;

void HintSearch::start(const game::Game& game, const logic::TechniqueOrder& order)
{
    m_job.start([game, order](std::stop_token stop,
                              const auto&) { return game::findPlayerHint(game, stop, order); },
                [this](game::PlayerHint hint) {
                    if (hint.kind != game::PlayerHint::Kind::Cancelled)
                        emit found(hint);
                });
}

void HintSearch::cancel()
{
    m_job.cancel();
}

void HintSearch::waitForWorker()
{
    m_job.wait();
}

} // namespace pm
