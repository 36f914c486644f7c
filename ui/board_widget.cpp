#include "board_widget.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace pm {

BoardWidget::BoardWidget(QWidget* parent)
    : QWidget(parent)
    , m_alphabet(Alphabet::standard(9))
{
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Sudoku board"));
}

void BoardWidget::setGrid(const Grid& grid, const Alphabet& alphabet)
{
    m_grid = grid;
    m_alphabet = alphabet;
    if (m_selected >= m_grid.cellCount())
        m_selected = -1;
    update();
}

void BoardWidget::setSelectedCell(int cell)
{
    if (cell == m_selected || cell < -1 || cell >= m_grid.cellCount())
        return;
    m_selected = cell;
    update();
    emit cellSelected(cell);
}

QSize BoardWidget::sizeHint() const
{
    const int side = std::clamp(m_grid.size() * 56, 360, 900);
    return {side, side};
}

QSize BoardWidget::minimumSizeHint() const
{
    const int side = std::max(200, m_grid.size() * 18);
    return {side, side};
}

QRectF BoardWidget::boardRect() const
{
    const qreal margin = 8;
    const qreal side = std::max<qreal>(0, std::min(width(), height()) - 2 * margin);
    return QRectF((width() - side) / 2, (height() - side) / 2, side, side);
}

QRectF BoardWidget::cellRect(int cell) const
{
    const QRectF board = boardRect();
    const qreal step = board.width() / m_grid.size();
    const auto& g = m_grid.geometry();
    return QRectF(board.left() + g.column(cell) * step, board.top() + g.row(cell) * step, step, step);
}

int BoardWidget::cellAt(QPointF point) const
{
    const QRectF board = boardRect();
    if (!board.contains(point))
        return -1;
    const qreal step = board.width() / m_grid.size();
    const int column = std::min(m_grid.size() - 1, int((point.x() - board.left()) / step));
    const int row = std::min(m_grid.size() - 1, int((point.y() - board.top()) / step));
    return m_grid.geometry().cellAt(row, column);
}

bool BoardWidget::inVariantHouse(int cell) const
{
    const auto& g = m_grid.geometry();
    for (int h : g.housesOf(cell)) {
        const HouseKind kind = g.houses()[h].kind;
        if (kind == HouseKind::Diagonal || kind == HouseKind::AntiDiagonal || kind == HouseKind::CentreDot
            || kind == HouseKind::Window)
            return true;
    }
    return false;
}

void BoardWidget::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const auto& g = m_grid.geometry();
    const int n = g.size();
    const QRectF board = boardRect();
    const qreal step = board.width() / n;

    painter.fillRect(board, pal.color(QPalette::Base));
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        const QRectF rect = cellRect(cell);
        if (cell == m_selected)
            painter.fillRect(rect, pal.color(QPalette::Highlight).lighter(160));
        else if (inVariantHouse(cell))
            painter.fillRect(rect, pal.color(QPalette::AlternateBase).darker(108));
    }

    // Thin lines between all cells, thick ones where the box/region changes.
    const QColor lineColor = pal.color(QPalette::Text);
    QPen thin(lineColor, std::max<qreal>(1.0, step / 40));
    QPen thick(lineColor, std::max<qreal>(2.0, step / 14));
    thick.setCapStyle(Qt::SquareCap);
    painter.setPen(thin);
    for (int i = 1; i < n; ++i) {
        painter.drawLine(QPointF(board.left() + i * step, board.top()), QPointF(board.left() + i * step, board.bottom()));
        painter.drawLine(QPointF(board.left(), board.top() + i * step), QPointF(board.right(), board.top() + i * step));
    }
    painter.setPen(thick);
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        const int r = g.row(cell);
        const int c = g.column(cell);
        const QRectF rect = cellRect(cell);
        if (c + 1 < n && g.regionOf(cell) != g.regionOf(g.cellAt(r, c + 1)))
            painter.drawLine(rect.topRight(), rect.bottomRight());
        if (r + 1 < n && g.regionOf(cell) != g.regionOf(g.cellAt(r + 1, c)))
            painter.drawLine(rect.bottomLeft(), rect.bottomRight());
    }
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(board);

    // Digits: givens bold in the text colour, entries in the link colour so
    // the two differ in weight as well as colour.
    QFont valueFont = font();
    valueFont.setPixelSize(std::max(6, int(step * (n > 9 ? 0.5 : 0.62))));
    const int markColumns = int(std::ceil(std::sqrt(double(n))));
    const int markRows = (n + markColumns - 1) / markColumns;
    QFont markFont = font();
    markFont.setPixelSize(std::max(4, int(step / markColumns * 0.8)));
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        const QRectF rect = cellRect(cell);
        const int value = m_grid.value(cell);
        if (value != 0) {
            valueFont.setBold(m_grid.isGiven(cell));
            painter.setFont(valueFont);
            painter.setPen(m_grid.isGiven(cell) ? pal.color(QPalette::Text) : pal.color(QPalette::Link));
            painter.drawText(rect, Qt::AlignCenter, QString::fromStdString(m_alphabet.symbolUtf8(value)));
            continue;
        }
        const DigitMask marks = m_grid.candidates(cell);
        if (marks == allDigits(n) || marks == 0)
            continue; // no pencil marks entered
        painter.setFont(markFont);
        painter.setPen(pal.color(QPalette::PlaceholderText));
        const qreal markW = rect.width() / markColumns;
        const qreal markH = rect.height() / markRows;
        for (int d = 1; d <= n; ++d) {
            if (!(marks & digitBit(d)))
                continue;
            const int slot = d - 1;
            const QRectF markRect(rect.left() + (slot % markColumns) * markW, rect.top() + (slot / markColumns) * markH,
                                  markW, markH);
            painter.drawText(markRect, Qt::AlignCenter, QString::fromStdString(m_alphabet.symbolUtf8(d)));
        }
    }
}

void BoardWidget::mousePressEvent(QMouseEvent* event)
{
    const int cell = cellAt(event->position());
    if (cell >= 0)
        setSelectedCell(cell);
}

void BoardWidget::keyPressEvent(QKeyEvent* event)
{
    const int n = m_grid.size();
    const bool arrow = event->key() == Qt::Key_Left || event->key() == Qt::Key_Right || event->key() == Qt::Key_Up
        || event->key() == Qt::Key_Down;
    if (m_selected < 0) {
        // The first arrow press selects the top-left cell, so the keyboard
        // alone can start play.
        if (arrow)
            setSelectedCell(0);
        else
            QWidget::keyPressEvent(event);
        return;
    }
    int r = m_grid.geometry().row(m_selected);
    int c = m_grid.geometry().column(m_selected);
    switch (event->key()) {
    case Qt::Key_Left: c = (c + n - 1) % n; break;
    case Qt::Key_Right: c = (c + 1) % n; break;
    case Qt::Key_Up: r = (r + n - 1) % n; break;
    case Qt::Key_Down: r = (r + 1) % n; break;
    default: QWidget::keyPressEvent(event); return;
    }
    setSelectedCell(m_grid.geometry().cellAt(r, c));
}

} // namespace pm
