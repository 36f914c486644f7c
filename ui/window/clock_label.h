// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace pm {

// The clock in the status bar. It changes every second, so it must not
// tell assistive technology each time: a QLabel sends NameChanged on every
// setText() unless it has an accessible name of its own, so it is given a
// fixed one ("Time played"), and its accessible interface reads the time
// when asked ("Time played: 5:07") instead of announcing it.
class ClockLabel : public QLabel {
    Q_OBJECT
public:
    explicit ClockLabel(QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
};

} // namespace pm
