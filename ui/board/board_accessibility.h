// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/session/board_state.h"

#include <QAccessibleWidget>
#include <QWidget>
#include <QPointer>

#include <unordered_map>
#include <vector>

namespace pm {

// What the accessible interfaces read of the board and ask of it. The board
// widget implements it, so this file needs nothing of the widget's own
// (and the widget includes this file, never the other way round).
class AccessibleBoard {
public:
    virtual const BoardState& state() const = 0;
    virtual QRectF cellRect(int cell) const = 0;
    virtual int selectedCell() const = 0;
    virtual QList<int> selection() const = 0;
    virtual void setSelectedCell(int cell) = 0;

protected:
    ~AccessibleBoard() = default;
};

// What assistive technology (a screen reader, a braille display) is told
// about the board: a table of N×N cells, each with a name ("Row 3,
// column 5: 7, given") and a description (its box, variant houses, marks,
// clashes), the cursor as the focused cell, and events when the cursor
// moves or a cell changes. BoardWidget only calls the announce functions;
// everything else lives here.

// A cell's name: row, column and what it holds (digit and whether it is a
// given, or its candidates). Paused boards hide the digits here too.
QString describeCellName(const BoardState& state, int cell);
// The rest a player may want: box or region, variant houses, centre marks,
// colour, a clash or a mistake found by a check.
QString describeCellDetails(const BoardState& state, int cell);

// The cells whose name or description differ between two states of one
// board shape, ascending: the cells announced as changed. Pausing or
// resuming changes every cell (digits hide and show).
std::vector<int> cellsWithChangedText(const BoardState& before, const BoardState& after);

// Registers the interface factory for widgets that implement
// AccessibleBoard (once; later calls do nothing).
void installBoardAccessibility();
// The cursor of `board` moved to `cell` (-1: no cursor).
void announceCursorMoved(QWidget* board, int cell);
// The board is about to show `after` instead of `before`: names of changed
// cells are announced, a new shape resets the table.
void announceCellChanges(QWidget* board, const BoardState& before, const BoardState& after);

// The board as a table whose children are its cells, row by row.
class BoardAccessible : public QAccessibleWidget, public QAccessibleTableInterface {
public:
    BoardAccessible(QWidget* widget, AccessibleBoard* board);
    ~BoardAccessible() override;

    void* interface_cast(QAccessible::InterfaceType type) override;
    QString text(QAccessible::Text t) const override;
    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;

    QAccessibleInterface* caption() const override { return nullptr; }
    QAccessibleInterface* summary() const override { return nullptr; }
    QAccessibleInterface* cellAt(int row, int column) const override;
    int selectedCellCount() const override;
    QList<QAccessibleInterface*> selectedCells() const override;
    QString columnDescription(int column) const override;
    QString rowDescription(int row) const override;
    int columnCount() const override;
    int rowCount() const override;
    // Whole rows and columns are never selected as such: the player selects cells.
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    // A reset (new shape) forgets the cell interfaces made so far.
    void modelChange(QAccessibleTableModelChangeEvent* event) override;

private:
    AccessibleBoard* board() const { return m_board; }
    void forgetCells();

    AccessibleBoard* m_board;
    mutable std::unordered_map<int, QAccessible::Id> m_cellIds; // made on demand, owned by QAccessible
};

// One cell of the board. It reads the board's current state each time it
// is asked, so it never goes stale.
class BoardCellAccessible : public QAccessibleInterface,
                            public QAccessibleTableCellInterface,
                            public QAccessibleActionInterface {
public:
    BoardCellAccessible(QWidget* widget, AccessibleBoard* board, int cell);

    int cell() const { return m_cell; }
    // Null once the board widget is gone.
    AccessibleBoard* board() const { return m_widget ? m_board : nullptr; }

    bool isValid() const override;
    QObject* object() const override { return nullptr; }
    QWindow* window() const override;
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* parent() const override;
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QString text(QAccessible::Text t) const override;
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override;
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override;
    void* interface_cast(QAccessible::InterfaceType type) override;

    bool isSelected() const override;
    QList<QAccessibleInterface*> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface*> rowHeaderCells() const override { return {}; }
    int columnIndex() const override;
    int rowIndex() const override;
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface* table() const override { return parent(); }

    // "Set focus" puts the board's cursor on this cell.
    QStringList actionNames() const override;
    void doAction(const QString& actionName) override;
    QStringList keyBindingsForAction(const QString&) const override { return {}; }

private:
    QPointer<QWidget> m_widget;
    AccessibleBoard* m_board;
    int m_cell;
};

} // namespace pm
