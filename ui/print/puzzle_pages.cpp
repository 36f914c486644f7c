// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/print/puzzle_pages.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace pm {

namespace {

// A tr() context of this file's own. lupdate reads the context from the
// macro, so these strings reach the .ts files (a helper taking const char*
// would hide them from lupdate).
struct PagesText {
    Q_DECLARE_TR_FUNCTIONS(PuzzlePages)
};

// Grids per row and per column for a number of grids on a portrait page.
QSize slotGrid(int perPage)
{
    switch (perPage) {
    case 1: return {1, 1};
    case 2: return {1, 2};
    case 4: return {2, 2};
    case 6: return {2, 3};
    case 12: return {3, 4};
    default: break; // any other count: as square as it gets
    }
    const int columns = std::max(1, int(std::ceil(std::sqrt(double(perPage)))));
    return {columns, (perPage + columns - 1) / columns};
}

// What every page shares: millimetres in device units, the printable area,
// and the fonts for the header, labels and footer.
class PageFrame {
public:
    explicit PageFrame(QPainter& painter)
        : m_painter(painter)
        , m_mm(painter.device()->logicalDpiY() / 25.4)
        , m_page(0, 0, painter.device()->width(), painter.device()->height())
    {
    }

    qreal mm() const { return m_mm; }

    QFont font(qreal heightMm, bool bold) const
    {
        QFont font = QGuiApplication::font();
        font.setPixelSize(std::max(1, int(heightMm * m_mm)));
        font.setBold(bold);
        return font;
    }

    // Header: a heading on the left, what it is on the right, a rule
    // under both. Footer: the page number. Returns the area left between.
    QRectF paint(const QString& heading, const QString& detail, int pageNumber) const
    {
        const qreal headerHeight = 9 * m_mm;
        const QRectF header(m_page.left(), m_page.top(), m_page.width(), headerHeight);
        m_painter.setPen(Qt::black);
        m_painter.setFont(font(6, true));
        m_painter.drawText(header, Qt::AlignLeft | Qt::AlignBottom, heading);
        m_painter.setFont(font(3.8, false));
        m_painter.drawText(header.adjusted(0, 0, 0, -0.4 * m_mm), Qt::AlignRight | Qt::AlignBottom, detail);
        m_painter.setPen(QPen(Qt::black, std::max<qreal>(1.0, 0.3 * m_mm)));
        const qreal ruleY = header.bottom() + 2 * m_mm;
        m_painter.drawLine(QPointF(m_page.left(), ruleY), QPointF(m_page.right(), ruleY));

        const qreal footerHeight = 6 * m_mm;
        const QRectF footer(m_page.left(), m_page.bottom() - footerHeight, m_page.width(), footerHeight);
        m_painter.setPen(QColor(0x55, 0x55, 0x55));
        m_painter.setFont(font(3.2, false));
        m_painter.drawText(footer, Qt::AlignLeft | Qt::AlignBottom, QCoreApplication::applicationName());
        m_painter.drawText(footer, Qt::AlignRight | Qt::AlignBottom, QString::number(pageNumber));

        return QRectF(m_page.left(), ruleY + 8 * m_mm, m_page.width(), footer.top() - 6 * m_mm - (ruleY + 8 * m_mm));
    }

private:
    QPainter& m_painter;
    qreal m_mm;
    QRectF m_page;
};

// The largest square of `area`, centred in it.
QRectF centredSquare(const QRectF& area)
{
    const qreal side = std::min(area.width(), area.height());
    return QRectF(area.center() - QPointF(side, side) / 2, QSizeF(side, side));
}

// The symbols a puzzle uses, as the rules sentence names them: "1–9",
// "A–I", or the symbols themselves when they are not a run ("W, O, R, …").
QString symbolsText(const Alphabet& alphabet)
{
    const int n = alphabet.size();
    bool run = true;
    for (int digit = 2; digit <= n && run; ++digit)
        run = alphabet.symbol(digit) == alphabet.symbol(digit - 1) + 1;
    const auto symbol = [&alphabet](int digit) { return QString::fromStdString(alphabet.symbolUtf8(digit)); };
    if (run)
        return QStringLiteral("%1–%2").arg(symbol(1), symbol(n));
    QStringList symbols;
    for (int digit = 1; digit <= n; ++digit)
        symbols << symbol(digit);
    return symbols.join(QStringLiteral(", "));
}

// What a solver must do, in a sentence or two: printed under the title, as
// puzzle books do, since a printed page cannot show a help menu.
QString rulesText(const PrintablePuzzle& puzzle)
{
    const Geometry& g = *puzzle.geometry;
    QStringList sentences;
    if (g.isCounted() && g.boxRows() == 0)
        sentences << PagesText::tr("Fill the grid so that every row and every column holds each of %1 exactly %2 "
                                   "times.").arg(symbolsText(puzzle.alphabet)).arg(g.lineCount());
    else if (g.isCounted())
        sentences << PagesText::tr("Fill the grid so that every row and every column holds each of %1 exactly %2 "
                                   "times, and every outlined %3×%4 section holds each of them once.")
                         .arg(symbolsText(puzzle.alphabet)).arg(g.lineCount()).arg(g.boxRows()).arg(g.boxCols());
    else if (g.isJigsaw())
        sentences << PagesText::tr("Fill the grid so that every row, every column and every outlined region holds "
                                   "each of %1 exactly once.").arg(symbolsText(puzzle.alphabet));
    else
        sentences << PagesText::tr("Fill the grid so that every row, every column and every %1×%2 box holds each "
                                   "of %3 exactly once.").arg(g.boxRows()).arg(g.boxCols()).arg(symbolsText(puzzle.alphabet));
    if (hasVariant(g.variants(), Variant::Diagonals))
        sentences << PagesText::tr("So do both shaded diagonals.");
    if (hasVariant(g.variants(), Variant::CentreDot))
        sentences << PagesText::tr("So do the shaded centre cells of the boxes, taken together.");
    if (hasVariant(g.variants(), Variant::Windows))
        sentences << PagesText::tr("So does each of the four shaded windows.");
    return sentences.join(QLatin1Char(' '));
}

// One page of up to `perPage` grids, each under a label line and centred
// in its share of the page.
void paintGridPage(QPainter& painter, const PageFrame& frame, const QRectF& area,
                   const std::vector<PrintablePuzzle>& puzzles, int first, int perPage, GridContent content)
{
    const QSize grid = slotGrid(perPage);
    const qreal gutter = (content == GridContent::Puzzle ? 10 : 6) * frame.mm();
    const qreal slotWidth = (area.width() - gutter * (grid.width() - 1)) / grid.width();
    const qreal slotHeight = (area.height() - gutter * (grid.height() - 1)) / grid.height();
    const qreal labelHeight = (content == GridContent::Puzzle ? 6 : 4.5) * frame.mm();
    const qreal side = std::min(slotWidth, slotHeight - labelHeight);
    // Each puzzle's kind is worth a label only when they differ (a mixed-level booklet).
    const bool sameKind = std::all_of(puzzles.begin(), puzzles.end(),
                                      [&puzzles](const PrintablePuzzle& p) { return p.kind == puzzles.front().kind; });
    for (int slot = 0; slot < perPage && first + slot < int(puzzles.size()); ++slot) {
        const int index = first + slot;
        const QRectF cell(area.left() + (slot % grid.width()) * (slotWidth + gutter),
                          area.top() + (slot / grid.width()) * (slotHeight + gutter), slotWidth, slotHeight);
        const QPointF unitTopLeft(cell.center().x() - side / 2, cell.center().y() - (labelHeight + side) / 2);
        const QRectF label(unitTopLeft, QSizeF(side, labelHeight - 1.2 * frame.mm()));
        const QRectF square(unitTopLeft + QPointF(0, labelHeight), QSizeF(side, side));
        painter.setPen(Qt::black);
        painter.setFont(frame.font(content == GridContent::Puzzle ? 4 : 3, true));
        const QString name = content == GridContent::Puzzle ? PagesText::tr("Puzzle %1").arg(index + 1)
                                                             : PagesText::tr("Solution %1").arg(index + 1);
        painter.drawText(label, Qt::AlignLeft | Qt::AlignBottom, name);
        if (content == GridContent::Puzzle && !sameKind) {
            painter.setPen(QColor(0x55, 0x55, 0x55));
            painter.setFont(frame.font(3, false));
            painter.drawText(label, Qt::AlignRight | Qt::AlignBottom, puzzles[index].kind);
        }
        paintPuzzleGrid(painter, square, puzzles[index], content);
    }
}

// "Puzzles 5–8", or "Puzzle 9" alone on the last page.
QString rangeText(GridContent content, int first, int last)
{
    if (first == last)
        return (content == GridContent::Puzzle ? PagesText::tr("Puzzle %1") : PagesText::tr("Solution %1")).arg(first);
    return (content == GridContent::Puzzle ? PagesText::tr("Puzzles %1–%2") : PagesText::tr("Solutions %1–%2")).arg(first).arg(last);
}

} // namespace

int puzzlePageCount(const PrintablePuzzle& puzzle)
{
    return puzzle.hasSolution() ? 2 : 1;
}

bool paintPuzzlePages(QPagedPaintDevice& device, const PrintablePuzzle& puzzle, const QPageRanges& pages)
{
    const bool printPuzzle = pages.isEmpty() || pages.contains(1);
    const bool printSolution = puzzle.hasSolution() && (pages.isEmpty() || pages.contains(2));
    if (!printPuzzle && !printSolution)
        return false;
    QPainter painter;
    if (!painter.begin(&device))
        return false;
    const PageFrame frame(painter);
    if (printPuzzle) {
        const QString heading =
            puzzle.hasProgress() ? PagesText::tr("Sudoku: Your Game So Far") : PagesText::tr("Sudoku");
        const QRectF area = frame.paint(heading, puzzle.kind, 1);
        painter.setPen(Qt::black);
        painter.setFont(frame.font(3.6, false));
        const int flags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
        const qreal gap = 4 * frame.mm();
        const QRectF rules = painter.boundingRect(area, flags, rulesText(puzzle));
        const QRectF square = centredSquare(area.adjusted(0, rules.height() + gap, 0, 0));
        // The rules sit just above the grid, as wide as it.
        painter.drawText(QRectF(square.left(), square.top() - gap - rules.height(), square.width(), rules.height()),
                         flags, rulesText(puzzle));
        paintPuzzleGrid(painter, square, puzzle, GridContent::Puzzle);
    }
    if (printSolution) {
        if (printPuzzle)
            device.newPage();
        const QRectF solutionArea = frame.paint(PagesText::tr("Solution"), puzzle.kind, 2);
        // Smaller than the puzzle, as books print it: a glance, not a game.
        const QRectF square = centredSquare(solutionArea);
        const qreal side = square.width() * 0.75;
        paintPuzzleGrid(painter, QRectF(square.center() - QPointF(side, side) / 2, QSizeF(side, side)), puzzle,
                        GridContent::Solution);
    }
    return painter.end();
}

int solutionsPerPage(int size)
{
    return size > 9 ? 6 : 12;
}

int bookletPageCount(int puzzleCount, int puzzlesPerPage, int size)
{
    if (puzzleCount <= 0 || puzzlesPerPage <= 0)
        return 0;
    const int perSolutionPage = solutionsPerPage(size);
    return (puzzleCount + puzzlesPerPage - 1) / puzzlesPerPage + (puzzleCount + perSolutionPage - 1) / perSolutionPage;
}

bool paintBooklet(QPagedPaintDevice& device, const std::vector<PrintablePuzzle>& puzzles, int puzzlesPerPage,
                  const QString& title)
{
    if (puzzles.empty() || puzzlesPerPage <= 0)
        return false;
    QPainter painter;
    if (!painter.begin(&device))
        return false;
    const PageFrame frame(painter);
    const int count = int(puzzles.size());
    int page = 0;
    for (int first = 0; first < count; first += puzzlesPerPage) {
        if (page++ > 0)
            device.newPage();
        const QString detail = rangeText(GridContent::Puzzle, first + 1, std::min(count, first + puzzlesPerPage));
        paintGridPage(painter, frame, frame.paint(title, detail, page), puzzles, first, puzzlesPerPage,
                      GridContent::Puzzle);
    }
    const int perSolutionPage = solutionsPerPage(puzzles.front().geometry->size());
    for (int first = 0; first < count; first += perSolutionPage) {
        device.newPage();
        ++page;
        const QString detail = rangeText(GridContent::Solution, first + 1, std::min(count, first + perSolutionPage));
        paintGridPage(painter, frame, frame.paint(title, detail, page), puzzles, first, perSolutionPage,
                      GridContent::Solution);
    }
    return painter.end();
}

} // namespace pm
