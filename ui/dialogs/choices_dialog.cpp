// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/choices_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace pm {

ChoicesDialog::ChoicesDialog(const QString& settingsGroup, QWidget* parent)
    : QDialog(parent)
    , m_group(settingsGroup)
{
}

void ChoicesDialog::setForm(QFormLayout* form, const QString& okText)
{
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(okText);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void ChoicesDialog::rememberChecked(const QString& key, QCheckBox* box, bool fallback)
{
    m_choices.push_back({key, fallback, [box](const QVariant& saved) { box->setChecked(saved.toBool()); },
                         [box] { return QVariant(box->isChecked()); }});
}

void ChoicesDialog::rememberRow(const QString& key, QComboBox* combo, int fallback)
{
    m_choices.push_back({key, fallback,
                         [combo](const QVariant& saved) {
                             combo->setCurrentIndex(std::clamp(saved.toInt(), 0, std::max(0, combo->count() - 1)));
                         },
                         [combo] { return QVariant(combo->currentIndex()); }});
}

void ChoicesDialog::rememberData(const QString& key, QComboBox* combo, int fallback)
{
    m_choices.push_back({key, fallback,
                         [combo](const QVariant& saved) { combo->setCurrentIndex(std::max(0, combo->findData(saved.toInt()))); },
                         [combo] { return QVariant(combo->currentData().toInt()); }});
}

void ChoicesDialog::rememberValue(const QString& key, QSpinBox* spin, int fallback)
{
    m_choices.push_back({key, fallback, [spin](const QVariant& saved) { spin->setValue(saved.toInt()); },
                         [spin] { return QVariant(spin->value()); }});
}

void ChoicesDialog::rememberText(const QString& key, QLineEdit* edit)
{
    m_choices.push_back({key, QString(), [edit](const QVariant& saved) { edit->setText(saved.toString()); },
                         [edit] { return QVariant(edit->text()); }});
}

void ChoicesDialog::remember(const QString& key, std::function<void(const QVariant&)> restore,
                             std::function<QVariant()> value)
{
    m_choices.push_back({key, QVariant(), std::move(restore), std::move(value)});
}

void ChoicesDialog::restoreChoices()
{
    QSettings settings;
    settings.beginGroup(m_group);
    for (const Choice& choice : m_choices)
        choice.restore(settings.value(choice.key, choice.fallback));
    settings.endGroup();
}

void ChoicesDialog::accept()
{
    QSettings settings;
    settings.beginGroup(m_group);
    for (const Choice& choice : m_choices)
        settings.setValue(choice.key, choice.value());
    settings.endGroup();
    QDialog::accept();
}

} // namespace pm
