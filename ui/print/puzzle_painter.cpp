// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/print/puzzle_painter.h"

#include "play/session/board_state.h"
#include "ui/board/board_layout.h"
#include "ui/board/board_outline.h"
#include "ui/board/cage_painter.h"
#include "ui/board/constraint_painter.h"
#include "ui/board/drawing_painter.h"
#include "ui/board/mark_painter.h"

#include "text/names.h"

#include <QGuiApplication>
#include <QPaintDevice>
#include <QPainter>
#include <QPalette>

#include <algorithm>

namespace pm {

namespace {

// Share of the board's side, chosen to look like a printed puzzle book at
// A4: a 170 mm board gets 0.24 mm cell lines, 0.77 mm box lines and a
// slightly heavier frame.
constexpr qreal kThinLineShare = 0.0014;
constexpr qreal kThickLineShare = 0.0045;
constexpr qreal kFrameShare = 0.0055;

// Below about 0.1 mm a line fades out on paper; on screens one pixel is the floor.
qreal minimumLineWidth(const QPainter& painter, qreal millimetres)
{
    const QPaintDevice* device = painter.device();
    const qreal dotsPerMillimetre = device ? device->logicalDpiX() / 25.4 : 96 / 25.4;
    return std::max<qreal>(1.0, millimetres * dotsPerMillimetre);
}

const QColor kShade(0xdc, 0xdc, 0xdc);       // variant houses: visible, yet digits stay black on it
const QColor kSolvedDigit(0x55, 0x55, 0x55); // solution digits that were not givens
const QColor kEnteredDigit(0x1f, 0x3f, 0x7a); // the player's entries: a pen's blue-black, apart from the givens
const QColor kMark(0x33, 0x33, 0x33);         // pencil marks: dark enough to read at 2 mm
const QColor kCentreMark(0x1f, 0x3f, 0x7a);   // centre marks: the entries' ink, as on the board

// The player's pencil marks and candidate colours, as the board draws them
// (MarkPainter) in print's inks; before the digits, which never share a
// cell with marks on the board either.
void paintProgressMarks(QPainter& painter, const QRectF& board, const CageMetrics& cages,
                        const PrintablePuzzle& puzzle)
{
    BoardState state;
    state.geometry = puzzle.geometry;
    state.alphabet = puzzle.alphabet;
    state.cells = puzzle.progress;
    const BoardLayout layout(board, *puzzle.geometry, cages);
    QPalette inks;
    inks.setColor(QPalette::Text, kMark);
    inks.setColor(QPalette::Link, kCentreMark);
    const QFont font = QGuiApplication::font();
    const MarkPainter marks(layout, state, font, inks, /*highlightedDigit=*/0);
    for (int cell = 0; cell < puzzle.geometry->cellCount(); ++cell) {
        if (puzzle.givens[cell] == 0 && puzzle.progress[size_t(cell)].value == 0)
            marks.paint(painter, cell);
    }
}

} // namespace

PrintablePuzzle printablePuzzle(const game::Game& game, bool editing)
{
    PrintablePuzzle puzzle;
    puzzle.geometry = game.geometryPtr();
    puzzle.alphabet = game.alphabet();
    puzzle.givens.resize(size_t(game.cellCount()));
    for (int cell = 0; cell < game.cellCount(); ++cell)
        puzzle.givens[cell] = std::uint8_t(editing ? game.value(cell) : game.puzzle().value(cell));
    if (!editing)
        puzzle.solution = game.solution();
    puzzle.kind = Names::gameKind(game);
    puzzle.drawings = game.notes().drawings;
    return puzzle;
}

PrintablePuzzle printableProgress(const game::Game& game)
{
    PrintablePuzzle puzzle = printablePuzzle(game);
    puzzle.progress = game.cells();
    return puzzle;
}

void paintPuzzleGrid(QPainter& painter, const QRectF& square, const PrintablePuzzle& puzzle, GridContent content)
{
    const Geometry& g = *puzzle.geometry;
    const int n = g.size();
    // Clues outside the grid (a sandwich's sums) take a ring of cells inside `square`.
    const int ring = std::max(outsideClueRing(g), drawsOutsideTheGrid(puzzle.drawings, n) ? 1 : 0);
    const qreal side = std::min(square.width(), square.height()) * n / (n + 2 * ring);
    const qreal frame = std::max(side * kFrameShare, minimumLineWidth(painter, 0.4));
    const qreal thick = std::max(side * kThickLineShare, minimumLineWidth(painter, 0.35));
    const qreal thin = std::max(side * kThinLineShare, minimumLineWidth(painter, 0.12));
    // The frame's stroke is centred on the board's edge: inset by half of
    // it so nothing is drawn outside `square`.
    const QRectF board = QRectF(square.center() - QPointF(side, side) / 2, QSizeF(side, side))
                             .adjusted(frame / 2, frame / 2, -frame / 2, -frame / 2);
    const qreal step = board.width() / n;

    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(board, Qt::white);
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        if (isInVariantHouse(g, cell))
            painter.fillRect(cellRectIn(board, g, cell), kShade);
    }

    // Killer cages: dashed, a shade heavier than the cell lines so they
    // show on paper, with sums on white; under the grid lines, so a sum's
    // box near a box line is cut by the line, not the line by the box.
    const CageStyle cageStyle{Qt::black, Qt::black, Qt::black, Qt::white};
    const CageMetrics cages = cageMetrics(step, thin * 1.4, std::max(thick, frame), QGuiApplication::font());
    paintCages(painter, board, g, cageStyle, cages);
    const ConstraintStyle constraintStyle{Qt::black, Qt::white, Qt::black, false};
    paintDrawingsUnder(painter, board, n, puzzle.drawings, Qt::white, false);
    paintConstraintsUnder(painter, board, g, constraintStyle);

    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(Qt::black, thin, Qt::SolidLine, Qt::FlatCap));
    for (int i = 1; i < n; ++i) {
        const qreal x = board.left() + i * step;
        const qreal y = board.top() + i * step;
        painter.drawLine(QPointF(x, board.top()), QPointF(x, board.bottom()));
        painter.drawLine(QPointF(board.left(), y), QPointF(board.right(), y));
    }
    painter.setPen(QPen(Qt::black, thick, Qt::SolidLine, Qt::SquareCap));
    for (const QLineF& line : regionBorderLines(g, board))
        painter.drawLine(line);
    painter.setPen(QPen(Qt::black, frame, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter.drawRect(board);
    paintConstraintsOver(painter, board, g, constraintStyle);
    paintDrawingsText(painter, board, n, puzzle.drawings, Qt::white, false);

    QFont font = QGuiApplication::font();
    // A little smaller in a killer, so a digit stays clear of its cage's sum.
    font.setPixelSize(std::max(1, int(step * (n > 9 ? 0.54 : (g.hasCages() ? 0.54 : 0.6)))));
    const bool progress = content == GridContent::Puzzle && puzzle.hasProgress();
    if (progress)
        paintProgressMarks(painter, board, cages, puzzle);
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        const bool given = puzzle.givens[cell] != 0;
        int value = given ? puzzle.givens[cell] : 0;
        if (!given && content == GridContent::Solution && puzzle.hasSolution())
            value = puzzle.solution[cell];
        else if (!given && progress)
            value = puzzle.progress[size_t(cell)].value;
        if (value == 0)
            continue;
        // The givens stay bold black, so the reader sees which digits were
        // there to start with; the solver's digits and the player's are lighter.
        font.setBold(given);
        painter.setFont(font);
        painter.setPen(given ? QColor(Qt::black) : content == GridContent::Solution ? kSolvedDigit : kEnteredDigit);
        painter.drawText(cellRectIn(board, g, cell), Qt::AlignCenter,
                         QString::fromStdString(puzzle.alphabet.symbolUtf8(value)));
    }
    painter.restore();
}

} // namespace pm
