// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/keys_window.h"

#include "text/keys_text.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QScreen>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace pm {

KeysWindow::KeysWindow(QWidget* parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("keysWindow"));
    m_browser->setObjectName(QStringLiteral("keys"));
    m_browser->setFrameShape(QFrame::NoFrame);
    m_browser->viewport()->setAutoFillBackground(false);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    retranslate();
    fitToScreen();
}

void KeysWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void KeysWindow::retranslate()
{
    setWindowTitle(tr("Keys and Modes"));
    // Room between the columns: a longer key name (German "Ziffer oder
    // Buchstabe") must not run into its explanation.
    m_browser->document()->setDefaultStyleSheet(QStringLiteral("td { padding-right: 14px; padding-bottom: 3px; }"));
    m_browser->setHtml(KeysText::table());
}

void KeysWindow::fitToScreen()
{
    // 46 average characters of explanation beside the keys read well and
    // keep most rows to one line.
    const QFontMetrics metrics(m_browser->font());
    QTextDocument* document = m_browser->document();
    document->setTextWidth(metrics.averageCharWidth() * 80);
    const QSize wanted = document->size().toSize() + QSize(48, 80); // margins, scroll bar, the Close button
    const QRect room = screen() ? screen()->availableGeometry() : QRect(0, 0, 1024, 600);
    // Less the window manager's frame and title bar, not known before it is shown.
    resize(std::min(wanted.width(), room.width() - 10), std::min(wanted.height(), room.height() - 40));
}

} // namespace pm
