// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/generate/killer_uniqueness.h"

#include "core/generate/random_cages.h"
#include "core/generate/symmetry.h"

#include "core/solver/exact_solver.h"

#include <algorithm>
#include <optional>

namespace pm::generate {

namespace {

// Changes one cage map may take on its way to uniqueness before it is
// dropped. Cage maps that get there take a few (most often none to five);
// one still not unique after this many keeps finding new solutions as fast
// as old ones are ruled out.
constexpr int kMaxRepairs = 60;

int singleCount(const CageMap& cageMap)
{
    int singles = 0;
    for (int cage = 0; cage < cageMap.cageCount(); ++cage)
        singles += cageMap.cageCells(cage).size() == 1;
    return singles;
}

} // namespace

UniquenessCheck checkUnique(const Grid& puzzle, const std::vector<std::uint8_t>& solution, std::stop_token stop)
{
    UniquenessCheck result;
    solver::SolverOptions options;
    options.nodeBudget = kUniquenessNodeBudget;
    // The search stops at the first solution that is not the cage map's own.
    const solver::EnumerateOutcome outcome = solver::enumerateSolutions(puzzle, [&](const std::vector<std::uint8_t>& found) {
        if (found == solution)
            return true;
        result.other = found;
        return false;
    }, stop, options);
    if (!result.other.empty())
        result.outcome = UniquenessCheck::Outcome::Other;
    else if (outcome == solver::EnumerateOutcome::Finished)
        result.outcome = UniquenessCheck::Outcome::Unique;
    else if (stop.stop_requested())
        result.outcome = UniquenessCheck::Outcome::Cancelled;
    else
        result.outcome = UniquenessCheck::Outcome::Unknown; // enumerateSolutions tells a spent budget as Cancelled
    return result;
}

UniquenessRepair::UniquenessRepair(GeometrySpec base, bool allowGivens, int maxClues, std::stop_token stop,
                                   std::mt19937_64& rng,
                                   std::function<void(const CageMap&, const std::vector<std::uint8_t>&)> onCheck)
    : m_base(std::move(base))
    , m_allowGivens(allowGivens)
    , m_maxClues(maxClues)
    , m_stop(stop)
    , m_rng(rng)
    , m_onCheck(std::move(onCheck))
{
}

UniquenessRepair::Outcome UniquenessRepair::run(CageMap& cageMap, std::vector<std::uint8_t>& givens)
{
    for (int repair = 0; repair < kMaxRepairs; ++repair) {
        if (m_onCheck)
            m_onCheck(cageMap, givens);
        const UniquenessCheck check = checkUnique(killerGrid(m_base, cageMap, givens, givens), cageMap.solution(), m_stop);
        switch (check.outcome) {
        case UniquenessCheck::Outcome::Cancelled:
            return Outcome::Cancelled;
        case UniquenessCheck::Outcome::Unique:
            return Outcome::Unique;
        case UniquenessCheck::Outcome::Unknown:
            if (!splitLargestCage(cageMap, m_rng))
                return Outcome::Stuck;
            break;
        case UniquenessCheck::Outcome::Other: {
            std::vector<int> differing;
            for (int cell = 0; cell < cageMap.cellCount(); ++cell)
                if (check.other[size_t(cell)] != cageMap.solution()[size_t(cell)])
                    differing.push_back(cell);
            if (!ruleOut(cageMap, check.other, differing) && !addGiven(cageMap, givens, differing))
                return Outcome::Stuck;
            break;
        }
        }
    }
    return Outcome::Stuck;
}

bool UniquenessRepair::ruleOut(CageMap& cageMap, const std::vector<std::uint8_t>& other,
                               std::vector<int> differing)
{
    // Every change here touches a cage holding a differing cell; cages
    // without one hold the same digits in both solutions and always fit,
    // so checking those cages tells whether `other` is ruled out.
    enum class Kind { Move, Join, Split };
    struct Change {
        Kind kind;
        int cell;
        int neighbour;
    };
    std::vector<Change> changes;
    for (int cell : differing)
        for (int next : cageMap.neighbours(cell)) {
            if (cageMap.cageOf(next) != cageMap.cageOf(cell)) {
                changes.push_back({Kind::Move, cell, next});
                changes.push_back({Kind::Join, cell, next});
            } else {
                changes.push_back({Kind::Split, cell, next}); // the two cells become a cage
            }
        }
    shuffleWith(changes, m_rng);
    const int singles = singleCount(cageMap);
    std::optional<CageMap> withSingle; // rules `other` out but leaves a new 1-cell cage
    for (const Change& change : changes) {
        CageMap trial = cageMap;
        bool changed = false;
        switch (change.kind) {
        case Kind::Move: changed = trial.move(change.cell, change.neighbour); break;
        case Kind::Join: changed = trial.join(change.cell, change.neighbour); break;
        case Kind::Split: changed = trial.separate({change.cell, change.neighbour}); break;
        }
        if (!changed || trial.fitsAround(other, differing))
            continue;
        if (singleCount(trial) <= singles) {
            cageMap = std::move(trial);
            return true;
        }
        if (!withSingle)
            withSingle = std::move(trial);
    }
    // A 1-cell cage tells its digit as a given does, but a given keeps its
    // cage: where givens are allowed, the caller adds one instead.
    if (m_allowGivens)
        return false;
    if (withSingle) {
        cageMap = std::move(*withSingle);
        return true;
    }
    return std::any_of(differing.begin(), differing.end(), [&](int cell) { return cageMap.detach(cell); });
}

bool UniquenessRepair::addGiven(const CageMap& cageMap, std::vector<std::uint8_t>& givens,
                                const std::vector<int>& differing)
{
    if (!m_allowGivens || differing.empty())
        return false;
    const int cell = differing[size_t(drawBelow(m_rng, int(differing.size())))];
    for (int at : symmetryOrbitOf(cell, cageMap.size(), cageMap.symmetry()))
        givens[size_t(at)] = cageMap.solution()[size_t(at)];
    const int count = int(std::count_if(givens.begin(), givens.end(), [](std::uint8_t v) { return v != 0; }));
    return m_maxClues == 0 || count <= m_maxClues;
}

} // namespace pm::generate
