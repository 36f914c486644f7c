// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/announcer.h"

#include <QAccessible>
#include <QAccessibleWidget>

namespace pm {

namespace {

// The announcer as assistive technology sees it: a notification whose name
// is the text said last, read when the event arrives.
class AnnouncerAccessible : public QAccessibleWidget {
public:
    explicit AnnouncerAccessible(Announcer* announcer)
        : QAccessibleWidget(announcer, QAccessible::Notification)
    {
    }

    QString text(QAccessible::Text t) const override
    {
        if (t == QAccessible::Name)
            return static_cast<const Announcer*>(object())->lastText();
        return QAccessibleWidget::text(t);
    }
};

QAccessibleInterface* announcerFactory(const QString&, QObject* object)
{
    auto* announcer = qobject_cast<Announcer*>(object);
    return announcer ? new AnnouncerAccessible(announcer) : nullptr;
}

} // namespace

Announcer::Announcer(QWidget* parent)
    : QWidget(parent)
{
    static const bool installed = [] {
        QAccessible::installFactory(announcerFactory);
        return true;
    }();
    Q_UNUSED(installed);
    setObjectName(QStringLiteral("announcer"));
    setFocusPolicy(Qt::NoFocus);
    setFixedSize(0, 0);
}

void Announcer::announce(const QString& text)
{
    if (text.isEmpty())
        return;
    m_text = text;
    // Sent whether or not assistive technology is active (unlike the
    // board's events on every key): one event per action costs nothing,
    // and an update handler (a test's) hears it too.
    QAccessibleEvent shown(this, QAccessible::ObjectShow);
    QAccessible::updateAccessibility(&shown);
    emit announced(text);
}

} // namespace pm
