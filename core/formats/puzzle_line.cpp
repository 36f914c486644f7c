// SPDX-License-Identifier: GPL-3.0-or-later
// One line for any puzzle, its shape included.

#include "core/formats/formats_internal.h"
#include "core/formats/puzzle_format.h"

namespace pm {

namespace {

// Whether a line without shape keys reads back as this shape: a size the
// cell count tells (a 10x10's 100 cells tell none, a 27x27's 729 read as a
// 9x9's candidates), the size's own boxes (or the counted shape's), no
// jigsaw, no variants, the standard symbols.
bool lineHoldsTheShape(const Geometry& g, const Alphabet& alphabet)
{
    if (!g.isCounted() && formats::sizeForCellCount(g.cellCount()) != g.size())
        return false;
    const GeometrySpec plain = !g.isCounted()    ? GeometrySpec::forSize(g.size())
        : g.boxRows() == 0                       ? GeometrySpec::multiFour()
                                                 : GeometrySpec::doubleNine();
    return !g.isJigsaw() && g.variants() == Variant::None && g.boxRows() == plain.boxRows
        && g.boxCols() == plain.boxCols && alphabet == Alphabet::standard(g.symbolCount());
}

} // namespace

std::string writePuzzleLine(const Grid& grid, const Alphabet& alphabet)
{
    // Variant constraints have no line format of their own: the f-puzzles
    // link says them all, and reads back.
    if (grid.geometry().hasConstraints())
        if (auto link = writeFPuzzlesLink(grid))
            return *std::move(link);
    if (!lineHoldsTheShape(grid.geometry(), alphabet))
        return writeShapeLine(grid, alphabet);
    if (grid.geometry().hasCages())
        return writeKiller(grid, alphabet);
    if (auto counted = writeCounted(grid, alphabet))
        return *std::move(counted);
    return writeLine(grid, alphabet);
}

} // namespace pm
