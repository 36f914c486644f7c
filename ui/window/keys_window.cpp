// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/keys_window.h"

#include "text/keys_text.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QScreen>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

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
    // About 100 average characters a row keep most explanations to one
    // line; the height is the table's at that width (laid out on a copy,
    // as the browser lays its own out at its viewport's width).
    const QRect room = screen() ? screen()->availableGeometry() : QRect(0, 0, 1024, 600);
    // Less the window manager's frame and title bar, not known before it is shown.
    const int width = std::min(room.width() - 10, QFontMetrics(m_browser->font()).averageCharWidth() * 100);
    std::unique_ptr<QTextDocument> copy(m_browser->document()->clone());
    copy->setTextWidth(width - 60); // margins and a scroll bar
    const int height = int(copy->size().height()) + 90; // margins and the Close button
    resize(width, std::min(height, room.height() - 40));
}

} // namespace pm
