// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;

namespace pm {

// "Making a puzzle…" with a busy bar and Cancel. Unlike QProgressDialog it
// never shows itself on a timer: it appears only when opened, so a result
// that arrives first leaves nothing behind.
class ProgressDialog : public QDialog {
    Q_OBJECT
public:
    explicit ProgressDialog(QWidget* parent = nullptr);

    void setText(const QString& text);

private:
    QLabel* m_label;
};

} // namespace pm
