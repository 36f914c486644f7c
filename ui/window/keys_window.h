// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QTextBrowser;

namespace pm {

// Help ▸ Keys and Modes (F1): the keys list (text/keys_text) in a window
// that fits the screen. A message box could not: it wraps its text at half
// the screen's width and grows past a 600-pixel screen's bottom, where
// here the list scrolls.
class KeysWindow : public QDialog {
    Q_OBJECT
public:
    explicit KeysWindow(QWidget* parent = nullptr);

    QTextBrowser* browser() const { return m_browser; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    // As wide as the table wants, as tall as its rows, within the screen's room.
    void fitToScreen();

    QTextBrowser* m_browser;
};

} // namespace pm
