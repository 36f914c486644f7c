// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTableView;

namespace pm {

class CollectionModel;
class CollectionPlay;

// The collection's list: each puzzle with its number, givens and state,
// the lines of the file that hold no puzzle, and Play. A double click, or
// Return on a row, plays it too. The puzzle picked last is selected.
class CollectionDialog : public QDialog {
    Q_OBJECT
public:
    explicit CollectionDialog(CollectionPlay* play, QWidget* parent = nullptr);

    QTableView* view() const { return m_view; }
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
    QTableView* m_view;
    QLabel* m_summary;
    QPushButton* m_play;
    bool m_chosen = false; // Return reaches both the list and the default button: one choice
};

} // namespace pm
