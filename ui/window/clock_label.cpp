// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/clock_label.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QEvent>

namespace pm {

namespace {

class ClockAccessible : public QAccessibleWidget {
public:
    explicit ClockAccessible(ClockLabel* clock)
        : QAccessibleWidget(clock, QAccessible::StaticText)
    {
    }

    QString text(QAccessible::Text t) const override
    {
        const auto* clock = static_cast<const ClockLabel*>(object());
        if (t == QAccessible::Name && !clock->text().isEmpty())
            return QStringLiteral("%1: %2").arg(clock->accessibleName(), clock->text());
        return QAccessibleWidget::text(t);
    }
};

QAccessibleInterface* clockFactory(const QString&, QObject* object)
{
    auto* clock = qobject_cast<ClockLabel*>(object);
    return clock ? new ClockAccessible(clock) : nullptr;
}

} // namespace

ClockLabel::ClockLabel(QWidget* parent)
    : QLabel(parent)
{
    static const bool installed = [] {
        QAccessible::installFactory(clockFactory);
        return true;
    }();
    Q_UNUSED(installed);
    setObjectName(QStringLiteral("clock"));
    retranslate();
}

void ClockLabel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QLabel::changeEvent(event);
}

void ClockLabel::retranslate()
{
    setAccessibleName(tr("Time played"));
}

} // namespace pm
