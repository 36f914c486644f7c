// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/session/best_times.h"

#include <QDialog>

class QTableWidget;

namespace pm {

// Best times and solve counts, one row per kind of game.
class StatisticsDialog : public QDialog {
    Q_OBJECT
public:
    StatisticsDialog(const QList<BestTimes::Entry>& entries, QWidget* parent = nullptr);

    QTableWidget* table() const { return m_table; }

private:
    QTableWidget* m_table;
};

} // namespace pm
