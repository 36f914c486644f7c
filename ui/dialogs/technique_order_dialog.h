// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logic/technique_order.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace pm {

// Help ▸ Step Order: the player's own order of techniques for hints, All
// Steps and the solving path. One row per technique, from the first tried
// to the last, with its level; a check box switches it on or off. Move Up
// and Move Down (or Ctrl+Up and Ctrl+Down in the list) move the row
// selected; Space ticks and unticks it; Reset to Default brings back the
// standard order with everything on. A line says that the rating never
// uses this order. The caller reads order() after OK.
class TechniqueOrderDialog : public QDialog {
    Q_OBJECT
public:
    explicit TechniqueOrderDialog(const logic::TechniqueOrder& order, QWidget* parent = nullptr);

    const logic::TechniqueOrder& order() const { return m_order; }

    // Parts, for tests.
    QTreeWidget* list() const { return m_list; }

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The rows from m_order, the row at `current` selected.
    void fill(int current);
    void moveCurrent(int by);
    void resetToDefault();
    void updateState();
    void retranslate();

    logic::TechniqueOrder m_order;
    QLabel* m_intro;
    QTreeWidget* m_list;
    QPushButton* m_up;
    QPushButton* m_down;
    QPushButton* m_reset;
    QLabel* m_count;
    QLabel* m_ratingNote;
    bool m_filling = false;
};

} // namespace pm
