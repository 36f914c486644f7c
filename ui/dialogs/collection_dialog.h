// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace pm {

class CollectionLevels;
class CollectionModel;
class CollectionPlay;

// The collection's list: each puzzle with its number, givens, level (as it
// is rated in the background, CollectionLevels) and state, sorted by any
// column (a header click), the lines of the file that hold no puzzle, and
// Play. A double click, or Return on a row, plays it too. The puzzle picked
// last is selected.
class CollectionDialog : public QDialog {
    Q_OBJECT
public:
    CollectionDialog(CollectionPlay* play, const CollectionLevels* levels, QWidget* parent = nullptr);

    QTableView* view() const { return m_view; }
    CollectionModel* model() const { return m_model; }
    QPushButton* playButton() const { return m_play; }

protected:
    void showEvent(QShowEvent* event) override;

signals:
    // The player chose this puzzle (an index into the collection); the dialog closes.
    void puzzleChosen(int index);

private:
    void choose(const QModelIndex& index);
    void updateSummary();

    CollectionPlay* m_collection;
    CollectionModel* m_model;
    QSortFilterProxyModel* m_sorted; // the model in the order the player chose
    QTableView* m_view;
    QLabel* m_summary;
    QPushButton* m_play;
    bool m_chosen = false; // Return reaches both the list and the default button: one choice
};

} // namespace pm
