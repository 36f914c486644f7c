// SPDX-License-Identifier: GPL-3.0-or-later
// One line for any puzzle, its shape included where a line format holds it.

#include "core/formats/puzzle_format.h"

namespace pm {

std::string writePuzzleLine(const Grid& grid, const Alphabet& alphabet)
{
    if (grid.geometry().hasCages())
        return writeKiller(grid, alphabet);
    if (auto counted = writeCounted(grid, alphabet))
        return *std::move(counted);
    return writeLine(grid, alphabet);
}

} // namespace pm
