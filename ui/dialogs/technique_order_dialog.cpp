// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/technique_order_dialog.h"

#include "text/names.h"
#include "text/step_text/step_text.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace pm {

namespace {

constexpr int kTechniqueRole = Qt::UserRole;

QLabel* wrappingLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    return label;
}

} // namespace

TechniqueOrderDialog::TechniqueOrderDialog(const logic::TechniqueOrder& order, QWidget* parent)
    : QDialog(parent)
    , m_order(order)
    , m_intro(wrappingLabel(this))
    , m_list(new QTreeWidget(this))
    , m_up(new QPushButton(this))
    , m_down(new QPushButton(this))
    , m_reset(new QPushButton(this))
    , m_count(new QLabel(this))
    , m_ratingNote(wrappingLabel(this))
{
    setObjectName(QStringLiteral("techniqueOrderDialog"));
    m_list->setObjectName(QStringLiteral("techniqueOrderList"));
    m_list->setColumnCount(2);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAllColumnsShowFocus(true);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_list->installEventFilter(this);
    m_up->setObjectName(QStringLiteral("techniqueOrderUp"));
    m_down->setObjectName(QStringLiteral("techniqueOrderDown"));
    m_reset->setObjectName(QStringLiteral("techniqueOrderReset"));
    // Moving a row must not end the dialog: none of these is a default button.
    for (QPushButton* button : {m_up, m_down, m_reset})
        button->setAutoDefault(false);

    auto* buttonColumn = new QVBoxLayout;
    buttonColumn->addWidget(m_up);
    buttonColumn->addWidget(m_down);
    buttonColumn->addStretch(1);
    buttonColumn->addWidget(m_reset);
    auto* listRow = new QHBoxLayout;
    listRow->addWidget(m_list, 1);
    listRow->addLayout(buttonColumn);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(listRow, 1);
    layout->addWidget(m_count);
    layout->addWidget(m_ratingNote);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_up, &QPushButton::clicked, this, [this] { moveCurrent(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveCurrent(+1); });
    connect(m_reset, &QPushButton::clicked, this, &TechniqueOrderDialog::resetToDefault);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &TechniqueOrderDialog::updateState);
    connect(m_list, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem* item) {
        if (m_filling)
            return;
        m_order.setEnabled(logic::Technique(item->data(0, kTechniqueRole).toInt()),
                           item->checkState(0) == Qt::Checked);
        updateState();
    });

    retranslate();
    fill(0);
    m_list->setFocus();
    resize(520, 600);
}

void TechniqueOrderDialog::fill(int current)
{
    m_filling = true;
    m_list->clear();
    for (const logic::TechniqueOrder::Entry& entry : m_order.entries()) {
        auto* item = new QTreeWidgetItem(m_list, {StepText::techniqueName(entry.technique),
                                                  Names::level(logic::info(entry.technique).level)});
        item->setData(0, kTechniqueRole, int(entry.technique));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        item->setCheckState(0, entry.enabled ? Qt::Checked : Qt::Unchecked);
    }
    m_filling = false;
    if (QTreeWidgetItem* item = m_list->topLevelItem(current))
        m_list->setCurrentItem(item);
    updateState();
}

void TechniqueOrderDialog::moveCurrent(int by)
{
    const int from = m_list->indexOfTopLevelItem(m_list->currentItem());
    const int to = from + by;
    if (from < 0 || to < 0 || to >= m_list->topLevelItemCount())
        return;
    m_order.move(from, to);
    fill(to);
    m_list->scrollToItem(m_list->currentItem());
}

void TechniqueOrderDialog::resetToDefault()
{
    m_order = logic::TechniqueOrder();
    fill(0);
}

void TechniqueOrderDialog::updateState()
{
    const int row = m_list->indexOfTopLevelItem(m_list->currentItem());
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < m_list->topLevelItemCount());
    m_reset->setEnabled(!m_order.isStandard());
    const int off = m_order.disabledCount();
    m_count->setText(off == 0 ? tr("Every technique is switched on.")
                              : tr("%n technique(s) switched off.", nullptr, off));
}

bool TechniqueOrderDialog::eventFilter(QObject* watched, QEvent* event)
{
    // Ctrl+Up and Ctrl+Down move the row selected, the list's focus
    // following it, so the order can be set without the mouse.
    if (watched == m_list && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->modifiers() == Qt::ControlModifier && (key->key() == Qt::Key_Up || key->key() == Qt::Key_Down)) {
            moveCurrent(key->key() == Qt::Key_Up ? -1 : +1);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void TechniqueOrderDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        fill(std::max(0, m_list->indexOfTopLevelItem(m_list->currentItem())));
    }
    QDialog::changeEvent(event);
}

void TechniqueOrderDialog::retranslate()
{
    setWindowTitle(tr("Step Order"));
    m_intro->setText(tr("Hints, All Steps and the solving path try these techniques from the top down and never "
                        "offer one that is switched off. Untick a technique to switch it off; move it up to try "
                        "it sooner."));
    m_list->setHeaderLabels({tr("Technique"), tr("Level")});
    m_list->setAccessibleName(tr("Techniques in the order they are tried"));
    m_up->setText(tr("Move &Up"));
    m_up->setToolTip(tr("Try the selected technique one place sooner (Ctrl+Up)."));
    m_down->setText(tr("Move &Down"));
    m_down->setToolTip(tr("Try the selected technique one place later (Ctrl+Down)."));
    m_reset->setText(tr("&Reset to Default"));
    m_reset->setToolTip(tr("The standard order, easiest first, with every technique switched on."));
    m_ratingNote->setText(tr("<i>A puzzle's rating and level always use the standard order, whatever the order "
                             "here, so a puzzle has the same grade for every player.</i>"));
}

} // namespace pm
