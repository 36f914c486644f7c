#include "reference_solver.h"

namespace pm {

namespace {

struct Backtracker {
    const Geometry& geometry;
    std::vector<std::uint8_t> values;
    std::uint64_t limit;
    ReferenceCount result;

    bool legal(int cell, int digit) const
    {
        for (int peer : geometry.peers(cell))
            if (values[peer] == digit)
                return false;
        return true;
    }

    void run()
    {
        if (result.count >= limit)
            return;
        int best = -1;
        std::vector<int> bestDigits;
        for (int cell = 0; cell < geometry.cellCount(); ++cell) {
            if (values[cell] != 0)
                continue;
            std::vector<int> digits;
            for (int d = 1; d <= geometry.size(); ++d)
                if (legal(cell, d))
                    digits.push_back(d);
            if (best < 0 || digits.size() < bestDigits.size()) {
                best = cell;
                bestDigits = digits;
                if (digits.empty())
                    return;
            }
        }
        if (best < 0) {
            if (++result.count == 1)
                result.firstSolution = values;
            return;
        }
        for (int d : bestDigits) {
            values[best] = std::uint8_t(d);
            run();
            values[best] = 0;
            if (result.count >= limit)
                return;
        }
    }
};

} // namespace

ReferenceCount referenceCount(const Grid& grid, std::uint64_t limit)
{
    Backtracker bt{grid.geometry(), grid.values(), limit, {}};
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        const int d = bt.values[cell];
        if (d == 0)
            continue;
        if (d > grid.size())
            return {};
        for (int peer : grid.geometry().peers(cell))
            if (bt.values[peer] == d)
                return {}; // clashing clues: no solution
    }
    if (limit > 0)
        bt.run();
    return bt.result;
}

} // namespace pm
