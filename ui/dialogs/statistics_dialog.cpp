// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/game_text.h"
#include "ui/dialogs/statistics_dialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace pm {

StatisticsDialog::StatisticsDialog(const QList<BestTimes::Entry>& entries, QWidget* parent)
    : QDialog(parent)
    , m_table(new QTableWidget(int(entries.size()), 4, this))
{
    setWindowTitle(tr("Statistics"));
    auto* layout = new QVBoxLayout(this);
    if (entries.isEmpty())
        layout->addWidget(new QLabel(tr("No puzzle solved yet. Best times appear here."), this));
    // Best times come from games solved without help; games solved with a
    // hint applied, a rewind or a check that found a mistake are counted in
    // a column of their own.
    m_table->setHorizontalHeaderLabels({tr("Puzzle"), tr("Solved"), tr("Best time"), tr("Solved with help")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    // The numbers' columns as wide as their headings ("Solved with help"
    // was cut off at a fixed width); the puzzle's name takes the rest.
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int column = 1; column < m_table->columnCount(); ++column)
        m_table->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    int row = 0;
    for (const BestTimes::Entry& entry : entries) {
        m_table->setItem(row, 0, new QTableWidgetItem(entry.label));
        auto* solved = new QTableWidgetItem(QString::number(entry.solved));
        solved->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, 1, solved);
        auto* best = new QTableWidgetItem(entry.bestMs >= 0 ? formatElapsed(entry.bestMs) : QStringLiteral("—"));
        best->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, 2, best);
        auto* helped = new QTableWidgetItem(QString::number(entry.solvedWithHelp));
        helped->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, 3, helped);
        ++row;
    }
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(0, Qt::AscendingOrder);
    layout->addWidget(m_table);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    // Room for the name column beside the numbers' full headings.
    int numbers = 0;
    for (int column = 1; column < m_table->columnCount(); ++column)
        numbers += m_table->horizontalHeader()->sectionSizeHint(column);
    resize(std::max(560, numbers + 260), 300);
}

} // namespace pm
