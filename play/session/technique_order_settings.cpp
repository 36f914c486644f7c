// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/session/technique_order_settings.h"

#include <QDebug>
#include <QSettings>
#include <QString>

namespace pm {

namespace {

QString orderKey()
{
    return QStringLiteral("hints/techniqueOrder");
}

} // namespace

logic::TechniqueOrder savedTechniqueOrder(const QSettings& settings)
{
    const QString saved = settings.value(orderKey()).toString();
    logic::ParsedTechniqueOrder parsed = logic::parseTechniqueOrder(saved.toStdString());
    for (const std::string& dropped : parsed.dropped)
        qWarning("Step order setting: no technique \"%s\", left out", dropped.c_str());
    return std::move(parsed.order);
}

void saveTechniqueOrder(QSettings& settings, const logic::TechniqueOrder& order)
{
    if (order.isStandard())
        settings.remove(orderKey());
    else
        settings.setValue(orderKey(), QString::fromStdString(order.toKeys()));
}

} // namespace pm
