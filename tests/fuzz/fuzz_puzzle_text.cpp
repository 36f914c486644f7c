// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzle text in every format core reads: whatever the bytes, parsing ends
// with a puzzle or an error saying where, and a puzzle read is one that
// writes back and reads again to the same grid (a killer: with the same
// cages, in both killer formats; a counted shape: as the same shape).
#include "core/formats/puzzle_format.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort();
}

// Same cages (listed alike: the geometry keeps them sorted) and givens. The
// killer line, like any one-line puzzle, leaves the box shape and variants
// to the reader's options, so those are not compared.
void requireSamePuzzle(const pm::Grid& a, const pm::Grid& b)
{
    require(a.size() == b.size());
    require(a.geometry().spec().cages == b.geometry().spec().cages);
    for (int cell = 0; cell < a.cellCount(); ++cell)
        require(a.value(cell) == b.value(cell));
}

// A killer puzzle writes back as a killer line, and as a Solo game ID when
// Solo can hold it, and either reads back with the same cages and givens.
void checkKillerRoundTrip(const pm::ParsedPuzzle& parsed)
{
    pm::ParseOptions again;
    again.rejectClashes = false;
    const auto killer = pm::parsePuzzle(pm::writeKiller(parsed.grid, parsed.alphabet), again);
    require(killer.ok());
    requireSamePuzzle(killer->grid, parsed.grid);
    if (const auto solo = pm::writeSoloGameId(parsed.grid)) {
        const auto reread = pm::parsePuzzle(*solo, again);
        require(reread.ok());
        requireSamePuzzle(reread->grid, parsed.grid);
    }
}

void checkPuzzle(const pm::ParsedPuzzle& parsed)
{
    const pm::Grid& grid = parsed.grid;
    require(parsed.alphabet.size() == grid.symbolCount());
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        require(grid.value(cell) >= 0 && grid.value(cell) <= grid.symbolCount());
    // Written as a line in its own alphabet and geometry, it reads back as itself.
    pm::ParseOptions again;
    again.geometry = grid.geometryPtr();
    again.alphabet = parsed.alphabet;
    again.rejectClashes = false;
    const auto reread = pm::parsePuzzle(pm::writeLine(grid, parsed.alphabet), again);
    require(reread.ok());
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        require(reread->grid.value(cell) == grid.value(cell));
    if (grid.geometry().hasCages())
        checkKillerRoundTrip(parsed);
    // A counted shape's keyword line reads back as the same shape and givens.
    if (grid.geometry().isCounted()) {
        const auto line = pm::writeCounted(grid, parsed.alphabet);
        require(line.has_value());
        pm::ParseOptions plain;
        plain.rejectClashes = false;
        plain.alphabet = parsed.alphabet;
        const auto counted = pm::parsePuzzle(*line, plain);
        require(counted.ok());
        require(counted->grid.geometry().spec() == grid.geometry().spec());
        requireSamePuzzle(counted->grid, grid);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    if (auto parsed = pm::parsePuzzle(text))
        checkPuzzle(*parsed);
    else
        require(!parsed.error().message.empty());

    pm::ParseOptions classic;
    classic.geometry = pm::Geometry::classic();
    classic.rejectClashes = false;
    for (const pm::PuzzleFileEntry& entry : pm::parsePuzzleFile(text, classic)) {
        require(entry.line >= 1);
        if (entry.puzzle)
            checkPuzzle(*entry.puzzle);
    }
    return 0;
}
