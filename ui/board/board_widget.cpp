// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/board_widget.h"

#include "ui/board/board_accessibility.h"
#include "ui/board/board_layout.h"
#include "ui/board/board_outline.h"
#include "ui/board/cage_painter.h"
#include "ui/board/constraint_painter.h"
#include "ui/board/drawing_painter.h"
#include "ui/board/cell_colours.h"
#include "ui/board/filter_view.h"
#include "ui/board/mark_painter.h"
#include "ui/board/step_highlight_painter.h"
#include "ui/board/theme.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <utility>

namespace pm {

namespace {

// `from` moved towards `to` by `amount` (0..1): shades that work on light
// and dark palettes alike.
QColor blend(const QColor& from, const QColor& to, qreal amount)
{
    return QColor::fromRgbF(from.redF() + (to.redF() - from.redF()) * amount,
                            from.greenF() + (to.greenF() - from.greenF()) * amount,
                            from.blueF() + (to.blueF() - from.blueF()) * amount);
}

} // namespace

BoardWidget::BoardWidget(QWidget* parent)
    : QWidget(parent)
    , m_selected(size_t(m_state.cellCount()), false)
{
    setFocusPolicy(Qt::StrongFocus);
    installBoardAccessibility(); // before the first accessibility event asks for this board's interface
    setAccessibleName(tr("Sudoku board"));
    connect(this, &BoardWidget::cellSelected, this, [this](int cell) { announceCursorMoved(this, cell); });
}

bool BoardWidget::event(QEvent* event)
{
    // Ctrl+letter is a centre mark when the letter is a symbol of the grid
    // (16x16: A-G, 25x25: A-P), so the board claims such keys before the
    // window's own shortcuts (Ctrl+K check, Ctrl+M marks ...) see them. The
    // desktop's standard file and edit keys stay with the window.
    if (event->type() == QEvent::ShortcutOverride && !m_state.covered && m_cursor >= 0) {
        auto* key = static_cast<QKeyEvent*>(event);
        static constexpr int standard[] = {Qt::Key_N, Qt::Key_O, Qt::Key_S, Qt::Key_Q,
                                           Qt::Key_Z, Qt::Key_Y, Qt::Key_C, Qt::Key_V};
        const Qt::KeyboardModifiers mods = key->modifiers() & ~Qt::KeypadModifier;
        if (mods == Qt::ControlModifier && key->key() >= Qt::Key_A && key->key() <= Qt::Key_Z
            && std::find(std::begin(standard), std::end(standard), key->key()) == std::end(standard)
            && digitForKey(key) != 0) {
            event->accept();
            return true;
        }
        // A plain or shifted letter that is a symbol of the grid (wordoku,
        // 25x25) is a digit here, not the window's one-key shortcut (H: hint).
        if ((mods == Qt::NoModifier || mods == Qt::ShiftModifier) && key->key() >= Qt::Key_A
            && key->key() <= Qt::Key_Z && digitForKey(key) != 0) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void BoardWidget::setState(BoardState state)
{
    const bool reshaped = state.cellCount() != m_state.cellCount() || state.geometry != m_state.geometry;
    if (reshaped || state.cells != m_state.cells)
        m_highlight = {};
    announceCellChanges(this, m_state, state);
    m_state = std::move(state);
    const int symbols = m_state.symbolCount();
    if (m_filter.digit > symbols || m_filter.count > symbols)
        setFilter({}); // a filter for a larger board than this one
    else if (const QString description = FilterView::describe(m_filter, m_state); description != accessibleDescription())
        setAccessibleDescription(description); // an event to assistive technology: only when it changed
    if (reshaped) {
        m_selected.assign(size_t(m_state.cellCount()), false);
        if (m_cursor >= m_state.cellCount())
            m_cursor = -1;
        if (m_cursor >= 0)
            m_selected[m_cursor] = true;
        updateGeometry();
        emit selectionChanged();
    }
    update();
}

QList<int> BoardWidget::selection() const
{
    QList<int> cells;
    for (int cell = 0; cell < int(m_selected.size()); ++cell) {
        if (m_selected[cell])
            cells.append(cell);
    }
    return cells;
}

void BoardWidget::setSelectedCell(int cell)
{
    if (cell < -1 || cell >= m_state.cellCount())
        return;
    std::fill(m_selected.begin(), m_selected.end(), false);
    if (cell >= 0)
        m_selected[cell] = true;
    const bool moved = cell != m_cursor;
    m_cursor = cell;
    update();
    emit selectionChanged();
    if (moved)
        emit cellSelected(cell);
}

void BoardWidget::moveCursor(int cell, bool extend)
{
    if (!extend) {
        setSelectedCell(cell);
        return;
    }
    m_selected[cell] = true;
    const bool moved = cell != m_cursor;
    m_cursor = cell;
    update();
    emit selectionChanged();
    if (moved)
        emit cellSelected(cell);
}

void BoardWidget::setMode(InputMode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    if (mode == InputMode::Centre || mode == InputMode::Corner)
        m_markMode = mode;
    emit modeChanged(mode);
}

void BoardWidget::cycleMode(int step)
{
    static constexpr InputMode order[] = {InputMode::Value, InputMode::Centre, InputMode::Corner, InputMode::Colour};
    const int index = int(std::find(std::begin(order), std::end(order), m_mode) - std::begin(order));
    setMode(order[(index + step + 4) % 4]);
}

void BoardWidget::setHighlight(BoardHighlight highlight)
{
    m_highlight = std::move(highlight);
    update();
}

void BoardWidget::clearHighlight()
{
    if (m_highlight.isEmpty())
        return;
    m_highlight = {};
    update();
}

void BoardWidget::setFilter(const BoardFilter& filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    setAccessibleDescription(FilterView::describe(m_filter, m_state));
    update();
    emit filterChanged();
}

void BoardWidget::setHighlightDigit(int digit)
{
    m_highlightDigit = digit;
    update();
}

void BoardWidget::setHighlightHouses(bool on)
{
    m_highlightHouses = on;
    update();
}

void BoardWidget::setHighlightSameDigit(bool on)
{
    m_highlightSameDigit = on;
    update();
}

int BoardWidget::highlightedDigit() const
{
    // While a hint is drawn, its own roles are the only discs on the board.
    if (!m_highlightSameDigit || !m_highlight.isEmpty())
        return 0;
    if (m_highlightDigit != 0)
        return m_highlightDigit;
    return m_cursor >= 0 ? m_state.cells[m_cursor].value : 0;
}

QSize BoardWidget::sizeHint() const
{
    const int side = std::clamp(m_state.size() * 56, 360, 900);
    return {side, side};
}

QSize BoardWidget::minimumSizeHint() const
{
    // Small enough for 800x600 with the hint panel open, large enough that
    // a 9x9's pencil marks stay legible (BoardLayout::kLegibleMarkPixels);
    // boards of more than 20 rows ask 18 pixels a cell.
    const int side = std::max(BoardLayout::legibleSide(), m_state.size() * 18);
    return {side, side};
}

BoardLayout BoardWidget::layout() const
{
    return BoardLayout(size(), *m_state.geometry, font(), drawsOutsideTheGrid(m_state.drawings, m_state.size()));
}

QRectF BoardWidget::cellRect(int cell) const
{
    return layout().cellRect(cell);
}

QRectF BoardWidget::markRect(int cell, int digit) const
{
    return layout().markRect(cell, digit);
}

CageMetrics BoardWidget::cageMetrics() const
{
    return layout().cageMetrics();
}

void BoardWidget::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(layout().boardRect(), palette().color(QPalette::Base));
    if (m_state.covered) {
        paintCover(painter);
        return;
    }
    paintCellBackgrounds(painter);
    const BoardLayout board = layout();
    const QFont boardFont = font();
    const StepHighlightPainter highlight(board, m_state, boardFont, palette(), m_highlight);
    highlight.paintUnderlay(painter);
    const ConstraintStyle constraints = constraintStyle();
    paintDrawingsUnder(painter, board.boardRect(), m_state.size(), m_state.drawings, constraints.paper, constraints.dark);
    paintConstraintsUnder(painter, board.boardRect(), *m_state.geometry, constraints, m_state.brokenConstraints);
    // Cages under the grid lines: a sum's box near a thick box line is cut
    // by the line, not the line by the box.
    paintCages(painter);
    paintLines(painter);
    paintConstraintsOver(painter, board.boardRect(), *m_state.geometry, constraints, m_state.brokenConstraints);
    paintDrawingsText(painter, board.boardRect(), m_state.size(), m_state.drawings, constraints.paper, constraints.dark);
    const std::vector<bool> filtered = m_filter.isActive() ? filterMatches(m_state, m_filter) : std::vector<bool>();
    FilterView::paintFrames(painter, board, filtered, palette());
    paintDigits(painter);
    FilterView::paintWash(painter, board, filtered, palette());
    // The wash covers each cell to its edges, grid lines included: they go
    // back on top, so the boxes read as plainly as without a filter.
    if (m_filter.isActive())
        paintLines(painter);
    highlight.paintOverlay(painter);
}

void BoardWidget::paintCellBackgrounds(QPainter& painter) const
{
    const Geometry& g = *m_state.geometry;
    const QColor highlight = palette().color(QPalette::Highlight);
    const int digit = highlightedDigit();
    std::vector<bool> inCursorHouse(size_t(g.cellCount()), false);
    // A hint's highlight has the board to itself: the cursor's houses
    // would only blur it.
    if (m_cursor >= 0 && m_highlightHouses && m_highlight.isEmpty()) {
        for (int peer : g.peers(m_cursor))
            inCursorHouse[peer] = true;
        // Counted rows and columns make no peers, but they are houses all the same.
        if (g.isCounted())
            for (int house : g.housesOf(m_cursor))
                for (int cell : g.houses()[size_t(house)].cells)
                    inCursorHouse[size_t(cell)] = cell != m_cursor;
    }
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        const QRectF rect = cellRect(cell);
        if (isInVariantHouse(*m_state.geometry, cell))
            painter.fillRect(rect, blend(palette().color(QPalette::Base), palette().color(QPalette::Text), 0.12));
        if (const int colour = m_state.cells[cell].colour)
            painter.fillRect(rect, cellColour(colour));
        QColor tint = highlight;
        if (m_selected[cell])
            tint.setAlpha(120);
        else if (digit != 0 && m_state.cells[cell].value == digit)
            tint.setAlpha(75);
        else if (inCursorHouse[cell])
            tint.setAlpha(28);
        else
            tint = QColor();
        if (tint.isValid())
            painter.fillRect(rect, tint);
        if (m_state.conflicts[cell]) {
            // Hatching as well as colour: a clash must show without colour vision.
            QColor wash = clashColour(palette());
            wash.setAlpha(40);
            painter.fillRect(rect, wash);
            painter.fillRect(rect, QBrush(clashColour(palette()), Qt::BDiagPattern));
        }
    }
    if (m_cursor >= 0) {
        QPen pen(highlight.darker(130), std::max<qreal>(2.0, cellRect(0).width() / 16));
        pen.setJoinStyle(Qt::MiterJoin);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        const qreal inset = pen.widthF() / 2 + 1;
        painter.drawRect(cellRect(m_cursor).adjusted(inset, inset, -inset, -inset));
    }
}

void BoardWidget::paintLines(QPainter& painter) const
{
    const Geometry& g = *m_state.geometry;
    const int n = g.size();
    const QRectF board = layout().boardRect();
    const qreal step = board.width() / n;
    const QColor lineColor = palette().color(QPalette::Text);
    const BoardLineStyle lineStyle = boardLineStyle();
    QColor thinColor = lineColor;
    thinColor.setAlpha(lineStyle.thinLineAlpha);
    painter.setPen(QPen(thinColor, std::max<qreal>(1.0, step / 40) * lineStyle.widthScale));
    for (int i = 1; i < n; ++i) {
        painter.drawLine(QPointF(board.left() + i * step, board.top()), QPointF(board.left() + i * step, board.bottom()));
        painter.drawLine(QPointF(board.left(), board.top() + i * step), QPointF(board.right(), board.top() + i * step));
    }
    QPen thick(lineColor, layout().thickLineWidth());
    thick.setCapStyle(Qt::SquareCap);
    painter.setPen(thick);
    for (const QLineF& line : regionBorderLines(g, board))
        painter.drawLine(line);
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(board);
}

ConstraintStyle BoardWidget::constraintStyle() const
{
    ConstraintStyle style;
    style.ink = palette().color(QPalette::Text);
    style.paper = palette().color(QPalette::Base);
    style.broken = clashColour(palette());
    style.dark = style.paper.lightnessF() < 0.5f;
    return style;
}

void BoardWidget::paintCages(QPainter& painter) const
{
    const Geometry& g = *m_state.geometry;
    if (!g.hasCages())
        return;
    CageStyle style;
    style.line = palette().color(QPalette::Text);
    // As the thin grid lines: softer than the text, fully opaque in high contrast.
    style.line.setAlpha(std::max(boardLineStyle().thinLineAlpha, 200));
    style.sum = palette().color(QPalette::Text);
    style.brokenSum = clashColour(palette());
    style.sumBackground = palette().color(QPalette::Base);
    pm::paintCages(painter, layout().boardRect(), g, style, cageMetrics(), m_state.brokenCages);
}

void BoardWidget::paintDigits(QPainter& painter) const
{
    const int n = m_state.size();
    const qreal step = layout().cellStep();
    QFont valueFont = font();
    // A little smaller in a killer, so a digit stays clear of its cage's sum.
    const qreal share = n > 9 ? 0.52 : (m_state.geometry->hasCages() ? 0.58 : 0.64);
    valueFont.setPixelSize(std::max(6, int(step * share)));
    const QColor textColour = palette().color(QPalette::Text);
    const QColor entryColour = palette().color(QPalette::Link);
    const BoardLayout board = layout();
    const QFont boardFont = font();
    const QPalette colours = palette();
    const MarkPainter marks(board, m_state, boardFont, colours, highlightedDigit(), filterShownMarks(m_filter));
    for (int cell = 0; cell < m_state.cellCount(); ++cell) {
        const QRectF rect = board.cellRect(cell);
        const int value = m_state.cells[cell].value;
        if (value == 0) {
            marks.paint(painter, cell);
            continue;
        }
        // Givens bold in the text colour, entries regular in the link colour:
        // they differ in weight as well as colour.
        const bool given = m_state.givens[cell] || m_state.editing;
        valueFont.setBold(given);
        const bool wrong = m_state.conflicts[cell] || m_state.mistakes[cell];
        valueFont.setUnderline(m_state.conflicts[cell]);
        painter.setFont(valueFont);
        painter.setPen(wrong ? (m_state.conflicts[cell] ? clashColour(palette()) : mistakeColour(palette()))
                             : (given ? textColour : entryColour));
        painter.drawText(rect, Qt::AlignCenter, QString::fromStdString(m_state.alphabet.symbolUtf8(value)));
        if (m_state.mistakes[cell]) {
            // A corner flag marks a mistake, so it does not rest on colour alone.
            const qreal s = rect.width() * 0.3;
            QPainterPath flag;
            flag.moveTo(rect.topRight());
            flag.lineTo(rect.topRight() + QPointF(-s, 0));
            flag.lineTo(rect.topRight() + QPointF(0, s));
            flag.closeSubpath();
            painter.fillPath(flag, mistakeColour(palette()));
        }
    }
}

void BoardWidget::paintCover(QPainter& painter) const
{
    // The frame and the word only: grid lines drawn across it would cut
    // through the word, and under the cover they show nothing.
    const QRectF board = layout().boardRect();
    painter.fillRect(board, palette().color(QPalette::AlternateBase));
    QPen frame(palette().color(QPalette::Text), layout().thickLineWidth());
    frame.setJoinStyle(Qt::MiterJoin);
    painter.setPen(frame);
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(board);
    QFont big = font();
    big.setPixelSize(std::max(12, int(board.height() / 12)));
    painter.setFont(big);
    painter.setPen(palette().color(QPalette::Text));
    painter.drawText(board, Qt::AlignCenter, tr("Paused"));
}

void BoardWidget::mousePressEvent(QMouseEvent* event)
{
    const int cell = layout().cellAt(event->position());
    if (cell < 0 || m_state.covered)
        return;
    if (event->modifiers().testFlag(Qt::AltModifier)) {
        // Alt+click colours the candidate under the pointer, Alt+right click uncolours it.
        const int digit = layout().markSlotAt(cell, event->position());
        const game::CellState& here = m_state.cells[size_t(cell)];
        if (digit > 0 && here.value == 0 && (here.corner & digitBit(digit)))
            emit candidateColourRequested({cell}, digit,
                                          event->button() == Qt::RightButton ? 0 : nextCandidateColour(cell, digit));
        return;
    }
    if (event->button() == Qt::RightButton) {
        // Right click toggles the candidate under the pointer.
        const int digit = layout().markSlotAt(cell, event->position());
        if (digit > 0 && m_state.cells[cell].value == 0)
            emit inputRequested({cell}, digit, InputMode::Corner);
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    if (event->modifiers() & Qt::ControlModifier) {
        m_selected[cell] = !m_selected[cell];
        m_cursor = cell;
        update();
        emit selectionChanged();
        emit cellSelected(cell);
    } else if (event->modifiers().testFlag(Qt::ShiftModifier) && m_cursor >= 0) {
        // Shift+click adds the rectangle from the cursor to the clicked cell.
        const Geometry& g = *m_state.geometry;
        const int rows[] = {g.row(m_cursor), g.row(cell)};
        const int columns[] = {g.column(m_cursor), g.column(cell)};
        for (int r = std::min(rows[0], rows[1]); r <= std::max(rows[0], rows[1]); ++r) {
            for (int c = std::min(columns[0], columns[1]); c <= std::max(columns[0], columns[1]); ++c)
                m_selected[g.cellAt(r, c)] = true;
        }
        moveCursor(cell, true);
    } else {
        setSelectedCell(cell);
    }
    m_dragging = true;
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event)
{
    if (!m_dragging || !(event->buttons() & Qt::LeftButton))
        return;
    const int cell = layout().cellAt(event->position());
    if (cell >= 0 && (!m_selected[cell] || cell != m_cursor))
        moveCursor(cell, true);
}

void BoardWidget::mouseReleaseEvent(QMouseEvent*)
{
    m_dragging = false;
}

void BoardWidget::focusInEvent(QFocusEvent* event)
{
    QWidget::focusInEvent(event);
    // Queued: Qt tells assistive technology that the board has focus only
    // after this returns, and Orca follows the last focus it heard (seen:
    // said here, the cell was overtaken by "Sudoku board, table").
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (hasFocus())
                announceCursorMoved(this, m_cursor);
        },
        Qt::QueuedConnection);
}

bool BoardWidget::focusNextPrevChild(bool)
{
    return false;
}

int BoardWidget::nextCandidateColour(int cell, int digit) const
{
    return (m_state.cells[size_t(cell)].candidateColour(digit) + 1) % (game::kCandidateColourCount + 1);
}

int BoardWidget::digitForKey(const QKeyEvent* event, bool colourNumbers) const
{
    const int key = event->key();
    char32_t symbol = 0;
    if (key >= Qt::Key_0 && key <= Qt::Key_9)
        symbol = U'0' + char32_t(key - Qt::Key_0);
    else if (key >= Qt::Key_A && key <= Qt::Key_Z)
        symbol = U'A' + char32_t(key - Qt::Key_A);
    else {
        // Shift+digit arrives as the symbol above the digit (US layout).
        static constexpr std::pair<int, char32_t> shifted[] = {
            {Qt::Key_Exclam, U'1'},      {Qt::Key_At, U'2'},        {Qt::Key_NumberSign, U'3'},
            {Qt::Key_Dollar, U'4'},      {Qt::Key_Percent, U'5'},   {Qt::Key_AsciiCircum, U'6'},
            {Qt::Key_Ampersand, U'7'},   {Qt::Key_Asterisk, U'8'},  {Qt::Key_ParenLeft, U'9'},
            {Qt::Key_ParenRight, U'0'},
        };
        for (const auto& [k, s] : shifted) {
            if (k == key)
                symbol = s;
        }
        if (const QList<uint> text = event->text().toUcs4(); symbol == 0 && text.size() == 1)
            symbol = char32_t(text.front());
    }
    if (symbol == 0)
        return 0;
    if (colourNumbers && m_mode == InputMode::Colour && symbol >= U'1' && symbol <= U'9')
        return int(symbol - U'0'); // colours are numbered whatever the alphabet
    return m_state.alphabet.digitOf(symbol);
}

void BoardWidget::keyPressEvent(QKeyEvent* event)
{
    if (m_state.covered) {
        QWidget::keyPressEvent(event);
        return;
    }
    const int n = m_state.size();
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    const bool extend = mods.testFlag(Qt::ShiftModifier) || mods.testFlag(Qt::ControlModifier);
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down: {
        // The first arrow press selects the top-left cell, so the keyboard
        // alone can start play.
        if (m_cursor < 0) {
            setSelectedCell(0);
            return;
        }
        int r = m_state.geometry->row(m_cursor);
        int c = m_state.geometry->column(m_cursor);
        switch (event->key()) {
        case Qt::Key_Left: c = (c + n - 1) % n; break;
        case Qt::Key_Right: c = (c + 1) % n; break;
        case Qt::Key_Up: r = (r + n - 1) % n; break;
        default: r = (r + 1) % n; break;
        }
        moveCursor(m_state.geometry->cellAt(r, c), extend);
        return;
    }
    case Qt::Key_Tab: cycleMode(1); return;
    case Qt::Key_Backtab: cycleMode(-1); return;
    case Qt::Key_Space: setMode(m_mode == InputMode::Value ? m_markMode : InputMode::Value); return;
    case Qt::Key_Backspace:
    case Qt::Key_Delete:
        if (m_cursor >= 0)
            emit clearRequested(selection());
        return;
    case Qt::Key_Escape:
        if (m_filter.isActive())
            setFilter({});
        else if (m_cursor >= 0)
            setSelectedCell(m_cursor);
        return;
    default: break;
    }
    const int digit = digitForKey(event);
    if (digit == 0 || m_cursor < 0) {
        QWidget::keyPressEvent(event);
        return;
    }
    if (m_mode == InputMode::Colour && mods == Qt::ShiftModifier) {
        // Shift+digit in colour mode: that candidate's colour, cycled.
        if (const int candidate = digitForKey(event, false))
            emit candidateColourRequested(selection(), candidate, nextCandidateColour(m_cursor, candidate));
        return;
    }
    InputMode mode = m_mode;
    if (mods.testFlag(Qt::ControlModifier))
        mode = InputMode::Centre;
    else if (mods.testFlag(Qt::ShiftModifier) && mode != InputMode::Colour)
        mode = InputMode::Corner;
    emit inputRequested(selection(), digit, mode);
}

} // namespace pm
