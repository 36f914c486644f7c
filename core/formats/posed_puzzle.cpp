// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/formats/posed_puzzle.h"

#include "core/formats/formats_internal.h"

namespace pm {

Grid puzzleGivens(const Grid& parsed)
{
    const bool marksGivens = parsed.givenCount() > 0;
    Grid givens(parsed.geometryPtr());
    for (int cell = 0; cell < givens.cellCount(); ++cell)
        if (!marksGivens || parsed.isGiven(cell)) {
            givens.setValue(cell, parsed.value(cell));
            givens.setGiven(cell, parsed.value(cell) != 0);
        }
    return givens;
}

bool holdsPlayerProgress(const ParsedPuzzle& parsed)
{
    const Grid& grid = parsed.grid;
    if (grid.givenCount() == 0)
        return false;
    if (parsed.format == PuzzleFormat::HoDoKuGame && parsed.hasCandidates)
        return true;
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        if (grid.value(cell) != 0 && !grid.isGiven(cell))
            return true;
    return false;
}

ParsedPuzzle posedPuzzle(const ParsedPuzzle& parsed)
{
    if (!holdsPlayerProgress(parsed))
        return parsed;
    ParsedPuzzle posed{puzzleGivens(parsed.grid), parsed.alphabet, parsed.format, false, parsed.title};
    posed.grid.fillCandidatesFromValues();
    return posed;
}

std::optional<std::string> describeProgressConflict(const ParsedPuzzle& parsed,
                                                    const std::vector<std::uint8_t>& solution)
{
    if (!holdsPlayerProgress(parsed))
        return std::nullopt;
    const Grid& grid = parsed.grid;
    const bool marks = parsed.hasCandidates;
    int wrongEntries = 0;
    int missingCandidates = 0;
    std::string first;
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        const int answer = solution[std::size_t(cell)];
        const int value = grid.value(cell);
        if (value != 0 && !grid.isGiven(cell) && value != answer) {
            if (first.empty())
                first = formats::cellName(grid.geometry(), cell) + " holds " + parsed.alphabet.symbolUtf8(value)
                      + " where the solution has " + parsed.alphabet.symbolUtf8(answer);
            ++wrongEntries;
        } else if (value == 0 && marks && (grid.candidates(cell) & digitBit(answer)) == 0) {
            if (first.empty())
                first = formats::cellName(grid.geometry(), cell) + "'s candidates leave out the solution's "
                      + parsed.alphabet.symbolUtf8(answer);
            ++missingCandidates;
        }
    }
    if (first.empty())
        return std::nullopt;
    const auto count = [](int n, const char* one, const char* many) {
        return std::to_string(n) + " " + (n == 1 ? one : many);
    };
    std::string tally;
    if (wrongEntries > 0)
        tally = count(wrongEntries, "entry", "entries");
    if (missingCandidates > 0)
        tally += (tally.empty() ? "" : " and ") + count(missingCandidates, "cell's candidates", "cells' candidates");
    return first + " (" + tally + " disagree" + (wrongEntries + missingCandidates == 1 ? "s" : "") + ")";
}

} // namespace pm
