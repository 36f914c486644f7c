// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/panel_focus.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QKeyEvent>
#include <QWidget>

namespace pm {

namespace {

// A dock is open while its menu toggle is on, also when it is a tab behind
// another dock (and so not visible until raised).
bool isOpen(QWidget* stop)
{
    if (auto* dock = qobject_cast<QDockWidget*>(stop))
        return dock->toggleViewAction()->isChecked() && !dock->isHidden();
    return stop->isVisible();
}

bool takesTab(const QWidget* widget)
{
    return widget->isVisible() && widget->isEnabled() && (widget->focusPolicy() & Qt::TabFocus);
}

// The controls of `stop` that Tab reaches, in the window's focus order.
QList<QWidget*> controlsOf(QWidget* stop)
{
    QList<QWidget*> controls;
    if (takesTab(stop))
        controls << stop;
    for (QWidget* widget = stop->nextInFocusChain(); widget && widget != stop; widget = widget->nextInFocusChain()) {
        if (stop->isAncestorOf(widget) && takesTab(widget))
            controls << widget;
    }
    return controls;
}

} // namespace

PanelFocus::PanelFocus(QWidget* window, QWidget* board)
    : QObject(window)
    , m_next(new QAction(window))
    , m_previous(new QAction(window))
{
    m_stops << board;
    m_next->setObjectName(QStringLiteral("nextPanel"));
    m_next->setShortcut(QKeySequence(Qt::Key_F6));
    m_previous->setObjectName(QStringLiteral("previousPanel"));
    m_previous->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F6));
    window->addAction(m_next);
    window->addAction(m_previous);
    connect(m_next, &QAction::triggered, this, [this] { move(true); });
    connect(m_previous, &QAction::triggered, this, [this] { move(false); });
    // Tab reaches the panel's controls before any widget's own handling.
    qApp->installEventFilter(this);
}

void PanelFocus::addPanel(QWidget* panel)
{
    m_stops << panel;
    if (qobject_cast<QDockWidget*>(panel)) {
        panel->addAction(m_next);
        panel->addAction(m_previous);
    }
}

QWidget* PanelFocus::current() const
{
    QWidget* focus = QApplication::focusWidget();
    if (!focus)
        return nullptr;
    for (const QPointer<QWidget>& stop : m_stops) {
        if (stop && (stop == focus || stop->isAncestorOf(focus)))
            return stop;
    }
    return nullptr;
}

bool PanelFocus::canTakeFocus(QWidget* stop) const
{
    if (!stop || !isOpen(stop))
        return false;
    if (stop == m_stops.front())
        return stop->isEnabled();
    if (auto* dock = qobject_cast<QDockWidget*>(stop))
        dock->raise(); // a tab behind another dock comes to the front
    return !controlsOf(stop).isEmpty();
}

QWidget* PanelFocus::entryOf(QWidget* stop) const
{
    if (stop == m_stops.front())
        return stop;
    QWidget* last = stop->focusWidget();
    if (last && stop->isAncestorOf(last) && takesTab(last))
        return last;
    const QList<QWidget*> controls = controlsOf(stop);
    return controls.isEmpty() ? nullptr : controls.front();
}

void PanelFocus::move(bool forward)
{
    const int count = int(m_stops.size());
    const int from = int(m_stops.indexOf(current()));
    for (int step = 1; step <= count; ++step) {
        // From nowhere (focus in the tool bar, say) F6 starts at the board.
        const int index = from < 0 ? (forward ? step - 1 : count - step) % count
                                   : ((from + (forward ? step : -step)) % count + count) % count;
        QWidget* stop = m_stops[index];
        if (!canTakeFocus(stop))
            continue;
        if (QWidget* entry = entryOf(stop)) {
            entry->activateWindow();
            entry->setFocus(Qt::ShortcutFocusReason);
            return;
        }
    }
}

QWidget* PanelFocus::neighbourIn(QWidget* stop, QWidget* from, bool forward) const
{
    const QList<QWidget*> controls = controlsOf(stop);
    if (controls.isEmpty())
        return nullptr;
    const int at = int(controls.indexOf(from));
    const int count = int(controls.size());
    if (at < 0)
        return forward ? controls.front() : controls.back();
    return controls[((at + (forward ? 1 : -1)) % count + count) % count];
}

bool PanelFocus::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::KeyPress)
        return false;
    auto* key = static_cast<QKeyEvent*>(event);
    if (key->key() != Qt::Key_Tab && key->key() != Qt::Key_Backtab)
        return false;
    if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return false;
    QWidget* focus = QApplication::focusWidget();
    QWidget* stop = current();
    // The board keeps Tab for its modes; a widget outside the round (a
    // dialog's) is none of this.
    if (watched != focus || !stop || stop == m_stops.front())
        return false;
    const bool forward = key->key() == Qt::Key_Tab && !(key->modifiers() & Qt::ShiftModifier);
    if (QWidget* next = neighbourIn(stop, focus, forward)) {
        next->setFocus(forward ? Qt::TabFocusReason : Qt::BacktabFocusReason);
        return true;
    }
    return false;
}

} // namespace pm
