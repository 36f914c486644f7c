// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzle generation after Finkel, Marek and Truszczynski (Figure 3): draw a
// random solution grid, then visit the givens in random order and remove
// each one unless that breaks uniqueness or the difficulty target. The
// result is rated once and kept only when it lands on the level (or uses
// the technique) asked for; otherwise the grid is carved again in another
// order, and after a few carvings a fresh grid is drawn.
#include "core/generate/generator.h"

#include "core/generate/counted_generator.h"
#include "core/generate/constraint_generator.h"
#include "core/generate/killer_generator.h"
#include "core/generate/random_regions.h"
#include "core/generate/symmetry.h"
#include "core/generate/target_check.h"
#include "core/generate/unavoidable_sets.h"

#include "core/grading/basic_logic.h"
#include "core/grading/classic9_basic_logic.h"
#include "core/logic/logic_solver.h"
#include "core/solver/classic9.h"
#include "core/solver/exact_solver.h"
#include "core/solver/random_grid.h"

#include <algorithm>
#include <mutex>
#include <random>

namespace pm::generate {

using logic::Level;

namespace {

constexpr int kMaxAttempts = 100000;
constexpr int kCarvesPerGrid = 4;
// Search nodes a uniqueness check on a grid larger than 9x9 may take before
// the clue is kept instead: below about 46% givens (25x25) or 55% (36x36)
// such checks grow exponentially (measured 2026-11-22). The checks run
// without the search's lookahead (SolverOptions::lookahead), whose nodes
// cost about 33 propagations each: 100 plain nodes settle about as many
// checks as 500 with lookahead. A removal the search cannot settle that
// quickly is one logic mostly refuses as well (25x25 expert: 93 logic
// refusals per carving with lookahead and 500 nodes, 36 this way). Measured
// 2026-11-26 with bench generate --seed 5 (RelWithDebInfo, loaded machine):
// 25x25 expert, 12 puzzles: 31.9 -> 12.2 s, 261.8 -> 264.9 givens; 36x36
// any, 2 puzzles: 4.6 -> 0.8 s median, 677 -> 672 givens; 16x16 master and
// any: within noise, 0.1 more givens.
constexpr std::uint64_t kLargeGridNodeBudget = 100;
// The same for the two-solution count on other shapes up to 9x9 (classic
// 9x9 takes the fast path, which needs no bound): a carved jigsaw or X
// puzzle settles in a few hundred nodes; one that does not is a shape the
// search finds hard, and keeping the clue is cheaper than waiting on it.
constexpr std::uint64_t kSmallGridNodeBudget = 20000;
// From 36x36 up, a carving stops once this many removals in a row were
// refused (unless minimality or a clue cap was asked for): a bound on the
// tail of a carving where nearly every removal fails. It was 25 when each
// refused check cost about 25 ms (36x36 any: 19.6 -> 5.8 s for 676 instead
// of 646 givens); with the checks' plain 100-node searches a refusal costs
// about 2 ms, and at 100 the stop no longer cut the carvings measured
// (bench generate, default seed, RelWithDebInfo, loaded machine; 25 -> 100):
// 36x36 any --count 4: median 0.96 -> 2.5 s, givens 668.8 -> 632.8 (51.6%
// -> 48.8%); 49x49 any: 2.45 -> 10.8 s, 1,373 -> 1,285 givens; 64x64 easy:
// 2,359 -> 2,210 givens, 2.0 s. Fewer givens, still within the speed goals
// (36x36 <= 5 s, 49x49 <= 20 s).
constexpr int kRefusalsToStop = 100;
// Givens left on classic 9x9 from which a removal is checked by singles
// before the uniqueness search (Attempt::stillWithinTarget).
constexpr int kSinglesFirstFrom = 30;
constexpr int kStopEarlyFromSize = 36;

// Every decision about one attempt: the geometry, the solution, and the
// checks the removal pass makes for the target.
class Attempt {
public:
    Attempt(std::shared_ptr<const Geometry> geometry, const GeneratorOptions& options, std::stop_token stop)
        : m_geometry(std::move(geometry))
        , m_options(options)
        , m_stop(stop)
        , m_cap(targetLevel())
    {
    }

    const std::shared_ptr<const Geometry>& geometry() const { return m_geometry; }

    // The hardest level a removal may leave the puzzle at.
    Level targetLevel() const
    {
        if (m_options.technique)
            return logic::info(*m_options.technique).level;
        return m_options.level.value_or(Level::Extreme);
    }

    // Removes what can go from a full solution. Returns false when cancelled.
    bool carve(std::vector<std::uint8_t>& givens, std::mt19937_64& rng, const std::function<void(int)>& onRemoved)
    {
        if (!m_sets || m_solution != givens) {
            m_solution = givens;
            m_sets.emplace(*m_geometry, m_solution);
        } else {
            m_sets->restoreAll();
        }
        m_needs = Level::Easy;
        // The orbits are the same for every carving: an order of their
        // indices is shuffled instead of the lists themselves (the same
        // permutation, as std::shuffle's draws depend only on the length),
        // which saves building them again (bench generate --level medium:
        // their allocations were 3.5% of the instructions).
        if (m_orbits.empty())
            m_orbits = symmetryOrbits(m_geometry->size(), m_options.symmetry);
        m_order.resize(m_orbits.size());
        for (size_t i = 0; i < m_order.size(); ++i)
            m_order[i] = int(i);
        std::shuffle(m_order.begin(), m_order.end(), rng);
        int remaining = int(givens.size());
        const bool stopEarly = m_geometry->size() >= kStopEarlyFromSize && !m_options.minimal
                               && m_options.maxClues == 0;
        int refusedInARow = 0;
        for (int index : m_order) {
            const std::vector<int>& orbit = m_orbits[size_t(index)];
            if (m_stop.stop_requested())
                return false;
            if (stopEarly && refusedInARow == kRefusalsToStop)
                break;
            for (int cell : orbit)
                givens[size_t(cell)] = 0;
            // A removal that leaves an unavoidable set without a clue is
            // refused at once, as the uniqueness check would refuse it.
            if (!m_sets->wouldEmpty(orbit)
                && (forcedByGivens(givens, orbit)
                    || stillWithinTarget(givens, orbit, remaining - int(orbit.size())))) {
                m_sets->take(orbit);
                remaining -= int(orbit.size());
                refusedInARow = 0;
                onRemoved(remaining);
                continue;
            }
            ++refusedInARow;
            for (int cell : orbit) // every clue holds the solution's digit
                givens[size_t(cell)] = m_solution[size_t(cell)];
        }
        return true;
    }

    // Whether the carved puzzle is what was asked for; fills `rating`.
    bool accept(const std::vector<std::uint8_t>& givens, grading::Rating& rating)
    {
        if (!withinClueBound(givens, m_options))
            return false;
        // Cheap rejections first: a target above Medium that basic logic
        // already finishes is too easy, whatever the full rating says.
        if (m_options.level && m_cap > Level::Medium && basic().run(givens, Level::Medium, m_stop).solved)
            return false;
        // A Medium carving is Easy exactly when singles got every removal
        // back (m_needs): a removal they could not undo left a puzzle
        // singles do not finish, and fewer givens never help them.
        if (m_options.level && m_cap == Level::Medium && m_needs == Level::Easy)
            return false;
        return meetsTarget(gridOf(givens), m_options, rating, m_stop);
    }

    Grid gridOf(const std::vector<std::uint8_t>& values) const
    {
        Grid grid(m_geometry);
        for (int cell = 0; cell < grid.cellCount(); ++cell) {
            grid.setValue(cell, values[size_t(cell)]);
            grid.setGiven(cell, values[size_t(cell)] != 0);
        }
        return grid;
    }

private:
    // Looked up on each use rather than held: the rating uses the same
    // per-thread solver, and a reference would dangle if another shape
    // took its place in between.
    grading::BasicLogic& basic() const { return grading::basicLogicFor(m_geometry); }

    // A removed cell that the remaining givens alone pin down (every other
    // digit sits among its peers) changes nothing: same solutions, and it
    // comes back as the first naked single. Most early removals are these.
    // The same holds when the givens leave its digit no other place in one of
    // its houses (a hidden single straight from the givens).
    bool forcedByGivens(const std::vector<std::uint8_t>& givens, const std::vector<int>& orbit) const
    {
        const DigitMask all = allDigits(m_geometry->size());
        for (int cell : orbit) {
            DigitMask seen = 0;
            for (int peer : m_geometry->peers(cell))
                if (givens[size_t(peer)])
                    seen |= digitBit(givens[size_t(peer)]);
            if (digitCount(all & ~seen) != 1 && !hiddenByGivens(givens, cell, m_solution[size_t(cell)]))
                return false;
        }
        return true;
    }

    bool hiddenByGivens(const std::vector<std::uint8_t>& givens, int cell, int digit) const
    {
        for (int house : m_geometry->housesOf(cell)) {
            bool elsewhere = false;
            for (int other : m_geometry->houses()[size_t(house)].cells) {
                if (other == cell || givens[size_t(other)])
                    continue;
                const auto& peers = m_geometry->peers(other);
                elsewhere = std::none_of(peers.begin(), peers.end(),
                                         [&](int peer) { return givens[size_t(peer)] == digit; });
                if (elsewhere)
                    break;
            }
            if (!elsewhere)
                return true;
        }
        return false;
    }

    // `givens` lacks the orbit's cells (`left` givens remain), and without
    // them was within target.
    bool stillWithinTarget(const std::vector<std::uint8_t>& givens, const std::vector<int>& orbit, int left)
    {
        // Basic logic getting the cells back means the same solutions and no
        // harder a path (see BasicLogic::stillSolvedWithout); for Easy and
        // Medium it failing means the target is broken. Singles first
        // (cheapest), except on classic 9x9 with a cap above Easy once few
        // givens are left: there the fast path's uniqueness check
        // (microseconds, about the cost of the singles check) goes first,
        // since a removal singles cannot undo almost always breaks
        // uniqueness too (5705 of 5925 while carving 100 medium puzzles), and
        // one that breaks uniqueness leaves singles nothing to find: the same
        // answer, 19% fewer instructions at medium than singles first
        // throughout. Which check settles a removal depends on the givens
        // left: carving 600 medium puzzles, with 30 or more left singles got
        // 20,359 removals back and 4,835 broke uniqueness or needed more than
        // singles; with 29 left 1,297 against 1,494, with 24 left 575 against
        // 3,260. So singles go first down to kSinglesFirstFrom givens. On
        // other 9x9 shapes the search comes after singles; on larger grids a
        // search costs more than basic logic, so basic logic goes first there.
        //
        // Once the puzzle needs more than singles (or than basic logic), every
        // puzzle carved from it does too: those rules only gain from more
        // givens. m_needs records that, and the checks it rules out are skipped.
        const bool searchFirst = m_cap > Level::Easy && m_geometry->isClassic9()
                                 && (m_needs != Level::Easy || left < kSinglesFirstFrom);
        if (searchFirst && !uniqueWithout(givens, orbit))
            return false;
        if (m_needs == Level::Easy && singlesRecover(givens, orbit))
            return true;
        if (m_cap == Level::Easy)
            return false;
        const Level needs = std::max(m_needs, Level::Medium);
        const bool searchIsCheap = m_geometry->size() <= 9;
        // On classic 9x9 the same answer on bit masks (classic9BasicRecover).
        const auto basicRecovers = [&] {
            if (needs != Level::Medium)
                return false;
            if (m_geometry->isClassic9())
                return grading::classic9BasicRecover(givens, orbit);
            return basic().stillSolvedWithout(givens, orbit, Level::Medium, m_stop);
        };
        if (!searchIsCheap) {
            if (basicRecovers())
                return keep(Level::Medium);
            if (m_cap == Level::Medium)
                return false;
        }
        if (!searchFirst && !uniqueWithout(givens, orbit))
            return false;
        // On 9x9 a Master cap almost never binds: of 507 removals that got
        // this far while carving 60 master puzzles, logic within the cap
        // refused 5 (measured 2026-11-26). The rating of the carved puzzle
        // refuses what went past the cap, at a fraction of the cost of a
        // logic path per removal. Larger grids need the check (16x16: 130
        // refusals in 328; without it nearly every carving went Extreme).
        if (m_cap == Level::Extreme || (searchIsCheap && m_cap == Level::Master))
            return keep(needs);
        if (searchIsCheap) {
            if (basicRecovers())
                return keep(Level::Medium);
            if (m_cap == Level::Medium)
                return false;
        }
        basic().run(givens, Level::Medium, m_stop);
        logic::LogicOptions options;
        options.maxLevel = m_cap;
        // Uniqueness is proved above: the path need not count again. It ends
        // once logic has the orbit's cells back, as basic logic's check does:
        // from there on it holds at least what the puzzle with those givens
        // did, which logic within the cap finished. (Stronger states help
        // every rule; the rating of the finished puzzle decides its level.)
        if (!logic::logicPlaces(basic().state(), orbit, options, m_stop))
            return false;
        return keep(Level::Hard);
    }

    // Whether singles get the orbit's cells back (BasicLogic at Easy; on
    // classic 9x9 the same answer on bit masks, several times faster).
    bool singlesRecover(const std::vector<std::uint8_t>& givens, const std::vector<int>& orbit)
    {
        if (m_geometry->isClassic9())
            return grading::classic9SinglesRecover(givens, orbit);
        return basic().stillSolvedWithout(givens, orbit, Level::Easy, m_stop);
    }

    // A removal is kept whose puzzle needs at least `level`.
    bool keep(Level level)
    {
        m_needs = std::max(m_needs, level);
        return true;
    }

    // Whether `givens` (the puzzle without the orbit's cells, which had a
    // unique solution with them) still has only m_solution. On 9x9 the fast
    // path counts to two in microseconds. Larger grids ask, per removed
    // cell, for a solution with another digit there (limit one, far cheaper
    // than finding two), within a node budget unless minimality was asked
    // for: a check that runs out keeps the clue, so the puzzle stays unique
    // and the same seed still gives the same puzzle.
    bool uniqueWithout(const std::vector<std::uint8_t>& givens, const std::vector<int>& orbit)
    {
        if (m_geometry->isClassic9()) {
            // The fast path, asked per removed cell for a solution with
            // another digit there: about half the work of counting to two
            // (measured below, in the commit that brought it).
            for (int cell : orbit) {
                const auto other = solver::classic9::countSolutionsWithout(givens.data(), cell, m_solution[size_t(cell)], 1,
                                                                   m_stop);
                if (other.count != 0 || other.cancelled)
                    return false;
            }
            return true;
        }
        if (m_geometry->size() <= 9) {
            solver::SolverOptions bounded;
            bounded.nodeBudget = m_options.minimal ? 0 : kSmallGridNodeBudget;
            const solver::CountResult count = solver::countSolutions(gridOf(givens), 2, m_stop, bounded);
            return count.count == 1 && !count.outOfBudget;
        }
        const DigitMask all = allDigits(m_geometry->size());
        Grid grid = gridOf(givens);
        for (int cell = 0; cell < grid.cellCount(); ++cell)
            if (!grid.value(cell))
                grid.setCandidates(cell, all);
        solver::SolverOptions options;
        options.useCandidates = true;
        // Another solution, when there is one, agrees with this one on most
        // cells (about 525 of 625 on 25x25): following this one elsewhere
        // finds it sooner. 25x25 expert, 2 puzzles: 11.9 -> 9.9 s, the same
        // puzzles (checks that ran out of budget now find the other
        // solution: both keep the clue).
        options.preferred = &m_solution;
        options.nodeBudget = m_options.minimal ? 0 : kLargeGridNodeBudget;
        options.lookahead = m_options.minimal; // a proof run to its end: the lookahead pays there
        for (int cell : orbit) {
            grid.setCandidates(cell, all & ~digitBit(m_solution[size_t(cell)]));
            const solver::CountResult other = solver::countSolutions(grid, 1, m_stop, options);
            grid.setCandidates(cell, all);
            if (other.count != 0 || other.outOfBudget || other.cancelled)
                return false;
        }
        return true;
    }

    std::shared_ptr<const Geometry> m_geometry;
    const GeneratorOptions& m_options;
    std::stop_token m_stop;
    Level m_cap;
    std::vector<std::uint8_t> m_solution;
    std::optional<UnavoidableSets> m_sets; // of m_solution
    Level m_needs = Level::Easy; // what the carved puzzle is known to need at least
    std::vector<std::vector<int>> m_orbits; // the removal groups of the symmetry asked for
    std::vector<int> m_order;               // of m_orbits, this carving's
};

std::optional<GeneratorError> checkOptions(const GeneratorOptions& options)
{
    // A 1x1, 2x2 or 3x3 "sudoku" has at most one empty cell worth the name.
    if (options.geometry.size < kMinGeneratedSize)
        return GeneratorError{GeneratorError::Code::BadOptions,
                              "the generator makes grids from 4x4 up, not "
                                  + std::to_string(options.geometry.size) + "x"
                                  + std::to_string(options.geometry.size)};
    if (options.maxClues < 0)
        return GeneratorError{GeneratorError::Code::BadOptions, "the clue cap cannot be negative"};
    if (options.level && options.technique)
        return GeneratorError{GeneratorError::Code::BadOptions, "ask for a level or a technique, not both"};
    // Random puzzles that forcing chains cannot finish are far rarer than one
    // in ten thousand: drawing one would take hours, so it is refused.
    // A variant no jigsaw can take (windows, centre-dot) left the jigsaw
    // draw with no map at all, told as "no grid of this shape exists".
    if (options.randomJigsaw)
        if (auto error = jigsawShapeError(options.geometry))
            return GeneratorError{GeneratorError::Code::BadOptions, *error};
    // A classic puzzle holds no variant rule: a thermometer step needs
    // thermometers (options.constraints, generateVariant).
    if (options.technique && logic::info(*options.technique).family == logic::Family::Constraints)
        return GeneratorError{GeneratorError::Code::BadOptions,
                              std::string(logic::info(*options.technique).key)
                                  + " needs variant rules: ask with --constraints (thermo, kropki, xv, arrow, whispers, "
                                    "renban, parity)"};
    if (options.technique == logic::Technique::WhatIf)
        return GeneratorError{GeneratorError::Code::BadOptions,
                              "puzzles that need what-if are too rare to draw at random; ask for --level extreme"};
    return std::nullopt;
}

// The geometry of a shape, built once for all the puzzles made of it: a
// 64x64 one takes 20 ms (80 ms under ASan, measured 2026-11-23), none of
// which a stop token can interrupt, and the app makes puzzle after puzzle of
// one shape. A few shapes are kept, the most recently used first (as the
// solver keeps its tables, GenericSearch::tablesFor).
Result<std::shared_ptr<const Geometry>, GeometryError> sharedGeometry(const GeometrySpec& spec)
{
    constexpr size_t kCapacity = 4;
    static std::mutex mutex;
    static std::vector<std::shared_ptr<const Geometry>> cache;
    {
        std::lock_guard lock(mutex);
        const auto found = std::find_if(cache.begin(), cache.end(),
                                        [&](const auto& geometry) { return geometry->spec() == spec; });
        if (found != cache.end()) {
            std::rotate(cache.begin(), found, found + 1);
            return cache.front();
        }
    }
    auto built = Geometry::create(spec); // outside the lock: other shapes need not wait
    if (!built)
        return built;
    std::lock_guard lock(mutex);
    cache.insert(cache.begin(), built.value());
    if (cache.size() > kCapacity)
        cache.pop_back();
    return built;
}

Result<std::shared_ptr<const Geometry>, GeneratorError> geometryFor(const GeneratorOptions& options)
{
    const GeometrySpec& spec = options.geometry;
    if (spec == GeometrySpec::classic())
        return Geometry::classic();
    auto geometry = sharedGeometry(spec);
    if (!geometry)
        return GeneratorError{GeneratorError::Code::BadOptions, geometry.error().message};
    return geometry.value();
}

// A fresh solution grid, and for a random jigsaw a fresh map that it fits.
struct DrawnGrid {
    std::shared_ptr<const Geometry> geometry;
    std::vector<std::uint8_t> solution;
};

// Draws within a node budget, so that no shape can keep the generator (or
// the app's New Game) searching for ever: a random jigsaw map comes with
// its grid (randomJigsaw), and a fixed shape whose grid is not found within
// the budget is reported rather than searched on. Deterministic: a seed
// gives the same grid, or the same refusal, everywhere.
Result<DrawnGrid, GeneratorError> drawGrid(const GeneratorOptions& options,
                                           const std::shared_ptr<const Geometry>& fixedShape, std::mt19937_64& rng,
                                           std::stop_token stop)
{
    const int size = options.geometry.size;
    if (size < 1 || size > Geometry::kMaxSize)
        return GeneratorError{GeneratorError::Code::BadOptions,
                              "size " + std::to_string(size) + " is outside 1.." + std::to_string(Geometry::kMaxSize)};
    const std::uint64_t budget = std::uint64_t(size) * std::uint64_t(size) * solver::kGridDrawNodesPerCell;
    DrawnGrid drawn;
    solver::GridDraw::Outcome outcome;
    if (options.randomJigsaw) {
        JigsawDraw jigsaw = randomJigsaw(options.geometry, rng, budget, stop);
        outcome = jigsaw.outcome;
        if (outcome == solver::GridDraw::Outcome::Found) {
            GeometrySpec spec = options.geometry;
            spec.regions = std::move(jigsaw.jigsaw.regions);
            // A random jigsaw is a new shape each time: not kept.
            auto geometry = Geometry::create(spec);
            if (!geometry)
                return GeneratorError{GeneratorError::Code::BadOptions, geometry.error().message};
            drawn = {geometry.value(), std::move(jigsaw.jigsaw.solution)};
        }
    } else if (fixedShape == Geometry::classic()) {
        return DrawnGrid{fixedShape, solver::drawClassicSolution(rng)};
    } else {
        solver::GridDraw grid = solver::drawRandomSolution(fixedShape, rng, budget, stop);
        outcome = grid.outcome;
        drawn = {fixedShape, std::move(grid.values)};
    }
    std::string shape = options.randomJigsaw ? std::to_string(size) + "x" + std::to_string(size) + " with boxes"
                                             : fixedShape->describe();
    switch (outcome) {
    case solver::GridDraw::Outcome::Found: return drawn;
    case solver::GridDraw::Outcome::Cancelled: return GeneratorError{GeneratorError::Code::Cancelled, "cancelled"};
    case solver::GridDraw::Outcome::NoGrid:
        return GeneratorError{GeneratorError::Code::BadOptions, "no grid of this shape exists: " + shape};
    case solver::GridDraw::Outcome::OutOfBudget: break;
    }
    return GeneratorError{GeneratorError::Code::GaveUp,
                          "no grid of this shape was found within " + std::to_string(budget)
                              + " search nodes (it may have none): " + shape};
}

} // namespace

std::optional<GeneratorError> checkGeneratorOptions(const GeneratorOptions& options)
{
    if (options.constraints)
        return checkVariantOptions(options);
    if (options.geometry.lineCount > 1)
        return checkCountedOptions(options);
    return options.killer ? checkKillerOptions(options) : checkOptions(options);
}

Result<GeneratedPuzzle, GeneratorError> generatePuzzle(const GeneratorOptions& options, std::stop_token stop,
                                                      const std::function<void(const Progress&)>& progress)
{
    if (options.constraints)
        return generateVariant(options, stop, progress);
    if (options.geometry.lineCount > 1)
        return generateCounted(options, stop, progress);
    if (options.killer)
        return generateKiller(options, stop, progress);
    if (auto error = checkOptions(options))
        return *error;
    std::mt19937_64 rng(options.seed);
    Progress report;
    std::shared_ptr<const Geometry> fixedShape;
    if (!options.randomJigsaw) {
        auto geometry = geometryFor(options);
        if (!geometry)
            return geometry.error();
        fixedShape = geometry.value();
    }
    std::optional<Attempt> work;
    std::optional<std::vector<std::uint8_t>> solution;
    for (int attempt = 1; attempt <= kMaxAttempts; ++attempt) {
        if (stop.stop_requested())
            return GeneratorError{GeneratorError::Code::Cancelled, "cancelled"};
        // A grid is carved a few times in different orders before a new one
        // is drawn: the carving decides the level far more than the grid,
        // and drawing grids was a sixth of the cost at the lower levels.
        // A jigsaw draws a fresh region map with each grid; other shapes
        // build their tables once.
        if (attempt % kCarvesPerGrid == 1 || !solution) {
            auto drawn = drawGrid(options, fixedShape, rng, stop);
            if (!drawn)
                return drawn.error();
            if (!work || options.randomJigsaw)
                work.emplace(drawn.value().geometry, options, stop);
            solution = std::move(drawn.value().solution);
        }
        std::vector<std::uint8_t> givens = *solution;
        report.attempts = attempt;
        report.givens = int(givens.size());
        if (progress)
            progress(report);
        const bool carved = work->carve(givens, rng, [&](int remaining) {
            report.givens = remaining;
            if (progress)
                progress(report);
        });
        if (!carved)
            return GeneratorError{GeneratorError::Code::Cancelled, "cancelled"};
        grading::Rating rating;
        if (!work->accept(givens, rating)) {
            if (stop.stop_requested())
                return GeneratorError{GeneratorError::Code::Cancelled, "cancelled"};
            continue;
        }
        return generatedPuzzle(work->gridOf(givens), work->gridOf(*solution), rating, attempt);
    }
    return GeneratorError{GeneratorError::Code::GaveUp,
                          "no puzzle matched after " + std::to_string(kMaxAttempts) + " attempts"};
}

} // namespace pm::generate
