// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/jobs/solving_path_search.h"

#include <QElapsedTimer>

namespace pm {

SolvingPathSearch::SolvingPathSearch(QObject* parent)
    : QObject(parent)
{
}

SolvingPathSearch::~SolvingPathSearch() = default;

void SolvingPathSearch::start(const Grid& puzzle, const logic::TechniqueOrder& order)
{
    logic::LogicOptions options;
    if (!order.isStandard())
        options.order = order;
    m_job.start(
        [puzzle, options](std::stop_token stop, const auto&) {
            QElapsedTimer clock;
            clock.start();
            Found found{logic::solvePath(puzzle, options, stop), 0};
            found.elapsedMs = clock.elapsed();
            return found;
        },
        [this](Found found) {
            if (found.path.result != logic::SolvePath::Result::Cancelled)
                emit finished(found.path, found.elapsedMs);
        });
}

void SolvingPathSearch::cancel()
{
    m_job.cancel();
}

void SolvingPathSearch::waitForWorker()
{
    m_job.wait();
}

} // namespace pm
