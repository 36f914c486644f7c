// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/board_accessibility.h"

#include "ui/board/board_widget.h"

#include <QCoreApplication>
#include <QStringList>
#include <QWindow>

namespace pm {

namespace {

// A tr() context of this file's own. lupdate reads the context from the
// macro, so these strings reach the .ts files (a helper taking const char*
// would hide them from lupdate).
struct CellText {
    Q_DECLARE_TR_FUNCTIONS(BoardAccessibility)
};

QString symbolText(const BoardState& state, int digit)
{
    return QString::fromStdString(state.alphabet.symbolUtf8(digit));
}

// "1, 4, 7": the marks in digit order, as the player would read them out.
QString markList(const BoardState& state, DigitMask marks)
{
    QStringList symbols;
    for (int digit = 1; digit <= state.size(); ++digit) {
        if (marks & digitBit(digit))
            symbols << symbolText(state, digit);
    }
    return symbols.join(QStringLiteral(", "));
}

QString variantHouseText(const House& house)
{
    switch (house.kind) {
    case HouseKind::Diagonal: return CellText::tr("On the main diagonal.");
    case HouseKind::AntiDiagonal: return CellText::tr("On the anti-diagonal.");
    case HouseKind::CentreDot: return CellText::tr("A centre-dot cell.");
    case HouseKind::Window: return CellText::tr("In window %1.").arg(house.index + 1);
    case HouseKind::Row:
    case HouseKind::Column:
    case HouseKind::Box:
    case HouseKind::Region: break;
    }
    return {};
}

bool validCell(const BoardState& state, int cell)
{
    return cell >= 0 && cell < state.cellCount() && size_t(cell) < state.cells.size();
}

QAccessibleInterface* boardFactory(const QString& className, QObject* object)
{
    if (className != QLatin1String("pm::BoardWidget") || !object || !object->isWidgetType())
        return nullptr;
    return new BoardAccessible(static_cast<BoardWidget*>(object));
}

} // namespace

QString describeCellName(const BoardState& state, int cell)
{
    if (!validCell(state, cell))
        return {};
    const Geometry& g = *state.geometry;
    const QString where = CellText::tr("Row %1, column %2").arg(g.row(cell) + 1).arg(g.column(cell) + 1);
    if (state.covered)
        return CellText::tr("%1: hidden while paused").arg(where);
    const game::CellState& content = state.cells[cell];
    if (content.value != 0) {
        const bool given = state.givens[cell] || state.editing;
        return (given ? CellText::tr("%1: %2, given") : CellText::tr("%1: %2, your entry"))
            .arg(where, symbolText(state, content.value));
    }
    if (content.corner != 0)
        return CellText::tr("%1: empty, candidates %2").arg(where, markList(state, content.corner));
    return CellText::tr("%1: empty").arg(where);
}

QString describeCellDetails(const BoardState& state, int cell)
{
    if (!validCell(state, cell))
        return {};
    const Geometry& g = *state.geometry;
    QStringList parts;
    if (g.isJigsaw() || g.boxRows() > 0) // a MultiFour has no boxes
        parts << (g.isJigsaw() ? CellText::tr("Region %1.") : CellText::tr("Box %1.")).arg(g.regionOf(cell) + 1);
    for (int house : g.housesOf(cell)) {
        if (const QString text = variantHouseText(g.houses()[house]); !text.isEmpty())
            parts << text;
    }
    const int cage = g.cageOf(cell);
    if (cage >= 0) {
        const Cage& c = g.cages()[size_t(cage)];
        // Two sentences rather than "%n cell(s)", which English reads out as written.
        const int size = int(c.cells.size());
        parts << (size == 1 ? CellText::tr("In a cage of one cell with sum %1.").arg(c.sum)
                            : CellText::tr("In a cage of %1 cells with sum %2.").arg(size).arg(c.sum));
    }
    const bool cageBroken = cage >= 0 && size_t(cage) < state.brokenCages.size() && state.brokenCages[size_t(cage)];
    if (!state.covered) {
        const game::CellState& content = state.cells[cell];
        if (content.value == 0 && content.centre != 0)
            parts << CellText::tr("Centre marks %1.").arg(markList(state, content.centre));
        if (content.colour != 0)
            parts << CellText::tr("Colour %1.").arg(content.colour);
        if (cageBroken)
            parts << CellText::tr("Its cage's digits do not add up to its sum.");
        else if (size_t(cell) < state.conflicts.size() && state.conflicts[cell])
            parts << (g.hasCages() ? CellText::tr("Clashes with the same digit in one of its houses or its cage.")
                                   : CellText::tr("Clashes with the same digit in one of its houses."));
        if (size_t(cell) < state.mistakes.size() && state.mistakes[cell])
            parts << CellText::tr("Wrong: it differs from the solution.");
    }
    return parts.join(QLatin1Char(' '));
}

void installBoardAccessibility()
{
    static const bool installed = [] {
        QAccessible::installFactory(boardFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

std::vector<int> cellsWithChangedText(const BoardState& before, const BoardState& after)
{
    std::vector<int> cells;
    if (before.cellCount() != after.cellCount())
        return cells;
    for (int cell = 0; cell < after.cellCount(); ++cell) {
        if (before.covered != after.covered || before.editing != after.editing
            || before.cells[cell] != after.cells[cell] || before.givens[cell] != after.givens[cell]
            || before.conflicts[cell] != after.conflicts[cell] || before.mistakes[cell] != after.mistakes[cell])
            cells.push_back(cell);
    }
    return cells;
}

// Both announcements are skipped when no assistive technology listens, as
// Qt recommends: building events is then wasted work on every key press.
void announceCursorMoved(BoardWidget* board, int cell)
{
    if (!QAccessible::isActive() || cell < 0)
        return;
    QAccessibleEvent focus(board, QAccessible::Focus);
    focus.setChild(cell);
    QAccessible::updateAccessibility(&focus);
}

void announceCellChanges(BoardWidget* board, const BoardState& before, const BoardState& after)
{
    if (!QAccessible::isActive())
        return;
    if (before.geometry != after.geometry || before.cellCount() != after.cellCount()) {
        QAccessibleTableModelChangeEvent reset(board, QAccessibleTableModelChangeEvent::ModelReset);
        QAccessible::updateAccessibility(&reset);
        return;
    }
    for (int cell : cellsWithChangedText(before, after)) {
        QAccessibleEvent name(board, QAccessible::NameChanged);
        name.setChild(cell);
        QAccessible::updateAccessibility(&name);
        QAccessibleEvent description(board, QAccessible::DescriptionChanged);
        description.setChild(cell);
        QAccessible::updateAccessibility(&description);
    }
}

// ---- the board ----

BoardAccessible::BoardAccessible(BoardWidget* board)
    : QAccessibleWidget(board, QAccessible::Table)
{
}

BoardAccessible::~BoardAccessible()
{
    forgetCells();
}

BoardWidget* BoardAccessible::board() const
{
    return static_cast<BoardWidget*>(widget());
}

void BoardAccessible::forgetCells()
{
    for (const auto& [cell, id] : m_cellIds)
        QAccessible::deleteAccessibleInterface(id);
    m_cellIds.clear();
}

void* BoardAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableInterface)
        return static_cast<QAccessibleTableInterface*>(this);
    return QAccessibleWidget::interface_cast(type);
}

QString BoardAccessible::text(QAccessible::Text t) const
{
    if (t == QAccessible::Description && widget()->accessibleDescription().isEmpty()) {
        const int n = board()->state().size();
        return CellText::tr("%1 by %1 cells. Arrow keys move; a digit enters it, Shift and a digit toggles a corner "
                      "mark, Control and a digit a centre mark; Tab changes the mode.").arg(n);
    }
    return QAccessibleWidget::text(t);
}

int BoardAccessible::childCount() const
{
    return board()->state().cellCount();
}

QAccessibleInterface* BoardAccessible::child(int index) const
{
    if (index < 0 || index >= childCount())
        return nullptr;
    if (const auto found = m_cellIds.find(index); found != m_cellIds.end())
        return QAccessible::accessibleInterface(found->second);
    auto* cell = new BoardCellAccessible(board(), index);
    m_cellIds.emplace(index, QAccessible::registerAccessibleInterface(cell));
    return cell;
}

int BoardAccessible::indexOfChild(const QAccessibleInterface* child) const
{
    const auto* cell = dynamic_cast<const BoardCellAccessible*>(child);
    return cell && cell->board() == board() && cell->cell() < childCount() ? cell->cell() : -1;
}

QAccessibleInterface* BoardAccessible::childAt(int x, int y) const
{
    const QPointF local = board()->mapFromGlobal(QPoint(x, y));
    for (int cell = 0; cell < childCount(); ++cell) {
        if (board()->cellRect(cell).contains(local))
            return child(cell);
    }
    return nullptr;
}

QAccessibleInterface* BoardAccessible::focusChild() const
{
    // The cursor is the cell the keys act on, so it is the focused child
    // (as the current index is in Qt's own item views).
    return child(board()->selectedCell());
}

QAccessibleInterface* BoardAccessible::cellAt(int row, int column) const
{
    const int n = board()->state().size();
    if (row < 0 || column < 0 || row >= n || column >= n)
        return nullptr;
    return child(board()->state().geometry->cellAt(row, column));
}

int BoardAccessible::selectedCellCount() const
{
    return int(board()->selection().size());
}

QList<QAccessibleInterface*> BoardAccessible::selectedCells() const
{
    QList<QAccessibleInterface*> cells;
    for (int cell : board()->selection())
        cells << child(cell);
    return cells;
}

QString BoardAccessible::columnDescription(int column) const
{
    return CellText::tr("Column %1").arg(column + 1);
}

QString BoardAccessible::rowDescription(int row) const
{
    return CellText::tr("Row %1").arg(row + 1);
}

int BoardAccessible::columnCount() const
{
    return board()->state().size();
}

int BoardAccessible::rowCount() const
{
    return board()->state().size();
}

void BoardAccessible::modelChange(QAccessibleTableModelChangeEvent* event)
{
    if (event->modelChangeType() == QAccessibleTableModelChangeEvent::ModelReset)
        forgetCells();
}

// ---- one cell ----

BoardCellAccessible::BoardCellAccessible(BoardWidget* board, int cell)
    : m_board(board)
    , m_cell(cell)
{
}

bool BoardCellAccessible::isValid() const
{
    return m_board && m_cell >= 0 && m_cell < m_board->state().cellCount();
}

QWindow* BoardCellAccessible::window() const
{
    return m_board ? m_board->window()->windowHandle() : nullptr;
}

QAccessibleInterface* BoardCellAccessible::parent() const
{
    return m_board ? QAccessible::queryAccessibleInterface(m_board.data()) : nullptr;
}

QString BoardCellAccessible::text(QAccessible::Text t) const
{
    if (!isValid())
        return {};
    const BoardState& state = m_board->state();
    switch (t) {
    case QAccessible::Name: return describeCellName(state, m_cell);
    case QAccessible::Description: return describeCellDetails(state, m_cell);
    case QAccessible::Value: {
        const int value = state.covered ? 0 : state.cells[m_cell].value;
        return value != 0 ? symbolText(state, value) : QString();
    }
    default: return {};
    }
}

QRect BoardCellAccessible::rect() const
{
    if (!isValid())
        return {};
    const QRect local = m_board->cellRect(m_cell).toAlignedRect();
    return QRect(m_board->mapToGlobal(local.topLeft()), local.size());
}

QAccessible::State BoardCellAccessible::state() const
{
    QAccessible::State state;
    if (!isValid()) {
        state.invalid = true;
        return state;
    }
    const BoardState& board = m_board->state();
    state.focusable = true;
    state.selectable = true;
    state.selected = isSelected();
    state.focused = m_cell == m_board->selectedCell() && m_board->hasFocus();
    state.readOnly = board.givens[m_cell] && !board.editing;
    if (!m_board->isVisible())
        state.invisible = true;
    return state;
}

void* BoardCellAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableCellInterface)
        return static_cast<QAccessibleTableCellInterface*>(this);
    if (type == QAccessible::ActionInterface)
        return static_cast<QAccessibleActionInterface*>(this);
    return nullptr;
}

bool BoardCellAccessible::isSelected() const
{
    return isValid() && m_board->selection().contains(m_cell);
}

int BoardCellAccessible::columnIndex() const
{
    return isValid() ? m_board->state().geometry->column(m_cell) : -1;
}

int BoardCellAccessible::rowIndex() const
{
    return isValid() ? m_board->state().geometry->row(m_cell) : -1;
}

QStringList BoardCellAccessible::actionNames() const
{
    return {setFocusAction()};
}

void BoardCellAccessible::doAction(const QString& actionName)
{
    if (!isValid() || actionName != setFocusAction())
        return;
    m_board->setFocus();
    m_board->setSelectedCell(m_cell);
}

} // namespace pm
