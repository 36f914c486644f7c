// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/print/puzzle_painter.h"

#include <QImage>
#include <QString>

#include <optional>
#include <vector>

namespace pm {

// Puzzles written to files. Writes are atomic (QSaveFile): a failed export
// leaves an existing file as it was. Each returns nothing when the file was
// written, or a translated sentence saying why not.

// The puzzle page and its solution page (see paintPuzzlePages), on A4 or,
// where the locale measures in inches, US Letter.
std::optional<QString> exportPuzzlePdf(const QString& path, const PrintablePuzzle& puzzle);
// A booklet (see paintBooklet).
std::optional<QString> exportBookletPdf(const QString& path, const std::vector<PrintablePuzzle>& puzzles,
                                        int puzzlesPerPage, const QString& title);
// The grid alone as a square PNG image `pixels` wide, for sharing.
std::optional<QString> exportPuzzlePng(const QString& path, const PrintablePuzzle& puzzle, int pixels);

// The grid on white, `pixels` square, with a small white margin.
QImage puzzleImage(const PrintablePuzzle& puzzle, int pixels, GridContent content = GridContent::Puzzle);

} // namespace pm
