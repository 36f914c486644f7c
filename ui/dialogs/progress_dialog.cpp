// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/progress_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QProgressBar>
#include <QVBoxLayout>

namespace pm {

ProgressDialog::ProgressDialog(QWidget* parent)
    : QDialog(parent)
    , m_label(new QLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_label);
    auto* bar = new QProgressBar(this);
    bar->setRange(0, 0); // no known end: a busy indicator
    layout->addWidget(bar);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setMinimumWidth(320);
}

void ProgressDialog::setText(const QString& text)
{
    m_label->setText(text);
}

} // namespace pm
