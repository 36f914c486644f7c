// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/announcer.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QTextDocumentFragment>

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
    // Spoken, not shown: a hint's "<br><i>…</i>" would be read out as tags.
    m_text = Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
    // The name first: AT-SPI clients (Orca, pyatspi) keep the names they
    // were told and read the cached one when the object shows, so without
    // NameChanged every announcement after the first repeated the first
    // (seen over a real AT-SPI bus). Orca says nothing for the name change
    // itself: the announcer never has focus.
    QAccessibleEvent renamed(this, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&renamed);
    QAccessibleEvent shown(this, QAccessible::ObjectShow);
    QAccessible::updateAccessibility(&shown);
    emit announced(m_text);
}

} // namespace pm
