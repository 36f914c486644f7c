// SPDX-License-Identifier: GPL-3.0-or-later
// A case followed from cell to cell over one line of a constraint
// (constraint_reasons_internal.h): the supposed cell holds one digit, each
// cell whose digits narrow narrows the cells the rule reads beside it,
// until one is left nothing; then only the claims that end needs are kept.
#include "core/logic/constraint_reasons_internal.h"

#include "core/geometry.h"

#include <algorithm>
#include <set>

namespace pm::logic::reasons {

const std::vector<int>* lineHolding(const Constraint& c, int cell)
{
    const auto line = std::find_if(c.lines.begin(), c.lines.end(), [cell](const std::vector<int>& cells) {
        return std::find(cells.begin(), cells.end(), cell) != cells.end();
    });
    if (line == c.lines.end() || std::set<int>(line->begin(), line->end()).size() != line->size())
        return nullptr;
    return &*line;
}

std::optional<std::vector<ConstraintClaim>> followCase(const Grid& state, const std::vector<int>& line,
                                                       CellDigit supposed, const CaseNarrowing& narrow,
                                                       size_t mostClaims)
{
    const Geometry& g = state.geometry();
    const size_t start = size_t(std::find(line.begin(), line.end(), supposed.cell) - line.begin());
    if (start == line.size())
        return std::nullopt;
    std::vector<DigitMask> can;
    for (int cell : line)
        can.push_back(possible(state, cell));
    can[start] = digitBit(supposed.digit);
    std::vector<ConstraintClaim> claims{{.cell = supposed.cell, .keeps = can[start], .bound = supposed.digit,
                                         .addends = {}}};
    std::vector<std::vector<size_t>> needs{{}}; // per claim: the earlier claims it reads
    std::vector<int> said(line.size(), -1);     // the last claim on each cell
    said[start] = 0;
    const auto saidOn = [&](std::vector<size_t>& into, size_t place) {
        if (said[place] >= 0)
            into.push_back(size_t(said[place]));
    };
    std::vector<size_t> queue{start};
    bool broken = false;
    for (size_t next = 0; next < queue.size() && !broken; ++next) {
        const size_t y = queue[next];
        for (size_t x = 0; x < line.size() && !broken; ++x) {
            // The supposed cell holds its digit: the case breaks where
            // another cell is left nothing.
            if (x == y || x == start)
                continue;
            const std::optional<CaseRead> read = narrow(x, y, can);
            if (!read)
                continue;
            // What the rule leaves the cell from its own candidates, then
            // from what the case has left it so far.
            const DigitMask own = possible(state, line[x]) & read->keeps;
            DigitMask left = can[x] & read->keeps;
            ConstraintClaim claim{.cell = line[x], .from = read->from < 0 ? -1 : line[size_t(read->from)],
                                  .fromDigits = read->from < 0 ? 0 : can[size_t(read->from)], .addends = {},
                                  .alsoFrom = read->alsoFrom < 0 ? -1 : line[size_t(read->alsoFrom)],
                                  .alsoFromDigits = read->alsoFrom < 0 ? 0 : can[size_t(read->alsoFrom)]};
            std::vector<size_t> reads;
            for (int place : {read->from, read->alsoFrom})
                if (place >= 0)
                    saidOn(reads, size_t(place));
            DigitMask taken = 0;
            for (size_t z = 0; z < line.size(); ++z)
                if (z != x && digitCount(can[z]) == 1 && (left & can[z]) && g.arePeers(line[z], line[x])) {
                    left &= ~can[z];
                    taken |= can[z];
                    claim.addends.insert(claim.addends.end(), {line[z], firstDigit(can[z])});
                    saidOn(reads, z);
                }
            if (left == can[x])
                continue;
            // The cell's earlier narrowing is read only when it counts.
            if ((own & ~taken) != left)
                saidOn(reads, x);
            can[x] = left;
            claim.keeps = left;
            said[x] = int(claims.size());
            claims.push_back(std::move(claim));
            needs.push_back(std::move(reads));
            broken = left == 0;
            queue.push_back(x);
        }
    }
    if (!broken)
        return std::nullopt;
    // Only what the end needs, in order.
    std::vector<bool> keep(claims.size(), false);
    keep.back() = true;
    for (size_t i = claims.size(); i-- > 0;)
        if (keep[i])
            for (size_t need : needs[i])
                keep[need] = true;
    std::vector<ConstraintClaim> out;
    for (size_t i = 0; i < claims.size(); ++i)
        if (keep[i])
            out.push_back(std::move(claims[i]));
    if (out.size() > mostClaims)
        return std::nullopt;
    return out;
}

} // namespace pm::logic::reasons
