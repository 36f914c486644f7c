// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/print/puzzle_painter.h"

#include <QPageRanges>
#include <QString>

#include <vector>

class QPagedPaintDevice;

namespace pm {

// Puzzles laid out on paper, as a puzzle book would: a header line, the
// grids, a footer. Works on any paged device (a QPrinter from the print
// dialog, a QPdfWriter) in its own resolution; each function begins and ends
// its own painter and returns false when the device cannot be painted on.

// Page 1: the puzzle under a title line saying what it is; page 2: its
// solution, when known. `pages` (as a print dialog's page range gives it):
// only those pages; empty means all.
bool paintPuzzlePages(QPagedPaintDevice& device, const PrintablePuzzle& puzzle, const QPageRanges& pages = {});
int puzzlePageCount(const PrintablePuzzle& puzzle);

// The puzzles per page a booklet offers: one large grid, or two, four or six smaller ones.
inline constexpr int kBookletLayouts[] = {1, 2, 4, 6};

// Every puzzle, `puzzlesPerPage` to a page (one of kBookletLayouts),
// numbered from 1; then every solution, smaller, under the same numbers.
bool paintBooklet(QPagedPaintDevice& device, const std::vector<PrintablePuzzle>& puzzles, int puzzlesPerPage,
                  const QString& title);
int bookletPageCount(int puzzleCount, int puzzlesPerPage, int size);
// Solutions take less room: twelve small grids a page, six for grids
// larger than 9×9 whose digits would be too small.
int solutionsPerPage(int size);

} // namespace pm
