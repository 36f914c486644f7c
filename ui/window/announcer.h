// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

namespace pm {

// Says to assistive technology what a sighted player has just read where
// focus is not: a hint's stage in the dock, a check's result, the mode and
// a clash in the status bar, the solved banner. The board keeps focus (the
// keys act there), so those texts change far from the locus of focus and a
// screen reader would not speak them by itself.
//
// Qt 6.4 has no announcement event (QAccessibleAnnouncementEvent came in
// 6.8), so the announcer is an accessible object of role Notification that
// takes the text as its name and then raises QAccessible::ObjectShow, which
// the AT-SPI bridge sends as object:state-changed:showing. Orca 43 (Debian
// 12's) speaks a notification that shows whatever has focus
// (scripts/default.py, onShowingChanged), while it speaks name and
// description changes only of the focused object and never of a table
// cell (onNameChanged, onDescriptionChanged): a live label would stay
// silent. The widget has no size and paints nothing; the same text is on
// screen where the player reads it.
class Announcer : public QWidget {
    Q_OBJECT
public:
    explicit Announcer(QWidget* parent = nullptr);

    // Says `text`, as plain text (an empty text says nothing). Said again
    // when repeated: a second Check Now with the same result is still an answer.
    void announce(const QString& text);
    // The text said last, plain; what the accessible interface names it.
    QString lastText() const { return m_text; }

signals:
    // After the event is raised. Qt raises none on a platform without
    // assistive technology (the offscreen one the tests use: its
    // QAccessible::isActive() is false and cannot be set), so this is how
    // a test hears the announcer there.
    void announced(const QString& text);

private:
    QString m_text;
};

} // namespace pm
