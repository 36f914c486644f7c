// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/board_accessibility.h"

#include "text/cell_description.h"

#include <QStringList>
#include <QWindow>

namespace pm {

namespace {

bool validCell(const BoardState& state, int cell)
{
    return cell >= 0 && cell < state.cellCount() && size_t(cell) < state.cells.size();
}

QAccessibleInterface* boardFactory(const QString& className, QObject* object)
{
    // Asked once per class of the object's ancestry; the first, its own class, answers.
    Q_UNUSED(className);
    if (!object || !object->isWidgetType())
        return nullptr;
    auto* board = dynamic_cast<AccessibleBoard*>(object);
    return board ? new BoardAccessible(static_cast<QWidget*>(object), board) : nullptr;
}

} // namespace

namespace {

// The peers holding the cell's digit, when it clashes.
std::vector<int> clashingPeers(const BoardState& state, int cell)
{
    std::vector<int> peers;
    const int value = state.cells[cell].value;
    if (value == 0 || size_t(cell) >= state.conflicts.size() || !state.conflicts[cell])
        return peers;
    for (int peer : state.geometry->peers(cell)) {
        if (state.cells[size_t(peer)].value == value)
            peers.push_back(peer);
    }
    return peers;
}

CellFacts factsOf(const BoardState& state, int cell)
{
    const int cage = state.geometry->cageOf(cell);
    return CellFacts{*state.geometry,
                     state.alphabet,
                     cell,
                     state.cells[cell],
                     state.givens[cell] || state.editing,
                     state.covered,
                     size_t(cell) < state.conflicts.size() && state.conflicts[cell],
                     cage >= 0 && size_t(cage) < state.brokenCages.size() && state.brokenCages[size_t(cage)],
                     size_t(cell) < state.mistakes.size() && state.mistakes[cell],
                     clashingPeers(state, cell)};
}

} // namespace

QString describeCellName(const BoardState& state, int cell)
{
    return validCell(state, cell) ? CellDescription::name(factsOf(state, cell)) : QString();
}

QString describeCellDetails(const BoardState& state, int cell)
{
    return validCell(state, cell) ? CellDescription::details(factsOf(state, cell)) : QString();
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
void announceCursorMoved(QWidget* board, int cell)
{
    if (!QAccessible::isActive() || cell < 0)
        return;
    QAccessibleEvent focus(board, QAccessible::Focus);
    focus.setChild(cell);
    QAccessible::updateAccessibility(&focus);
}

void announceCellChanges(QWidget* board, const BoardState& before, const BoardState& after)
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

BoardAccessible::BoardAccessible(QWidget* widget, AccessibleBoard* board)
    : QAccessibleWidget(widget, QAccessible::Table)
    , m_board(board)
{
}

BoardAccessible::~BoardAccessible()
{
    forgetCells();
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
        return CellDescription::board(board()->state().size());
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
    auto* cell = new BoardCellAccessible(widget(), board(), index);
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
    const QPointF local = widget()->mapFromGlobal(QPoint(x, y));
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
    return CellDescription::columnHeader(column);
}

QString BoardAccessible::rowDescription(int row) const
{
    return CellDescription::rowHeader(row);
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

BoardCellAccessible::BoardCellAccessible(QWidget* widget, AccessibleBoard* board, int cell)
    : m_widget(widget)
    , m_board(board)
    , m_cell(cell)
{
}

bool BoardCellAccessible::isValid() const
{
    return m_widget && m_cell >= 0 && m_cell < m_board->state().cellCount();
}

QWindow* BoardCellAccessible::window() const
{
    return m_widget ? m_widget->window()->windowHandle() : nullptr;
}

QAccessibleInterface* BoardCellAccessible::parent() const
{
    return m_widget ? QAccessible::queryAccessibleInterface(m_widget.data()) : nullptr;
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
        return value != 0 ? QString::fromStdString(state.alphabet.symbolUtf8(value)) : QString();
    }
    default: return {};
    }
}

QRect BoardCellAccessible::rect() const
{
    if (!isValid())
        return {};
    const QRect local = m_board->cellRect(m_cell).toAlignedRect();
    return QRect(m_widget->mapToGlobal(local.topLeft()), local.size());
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
    state.focused = m_cell == m_board->selectedCell() && m_widget->hasFocus();
    state.readOnly = board.givens[m_cell] && !board.editing;
    if (!m_widget->isVisible())
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
    m_widget->setFocus();
    m_board->setSelectedCell(m_cell);
}

} // namespace pm
