// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace pm {

class PracticeSession;

// The strip above the board while a technique is practised: which one,
// how this puzzle went (find it / found it / with a hint), the tally
// ("Found: n · With hint: m"), Next Puzzle and Stop. Hidden otherwise.
class PracticeBar : public QFrame {
    Q_OBJECT
public:
    PracticeBar(PracticeSession* practice, QWidget* parent = nullptr);

    QString tallyText() const;
    QString statusText() const;
    QPushButton* nextButton() const { return m_next; }
    QPushButton* stopButton() const { return m_stop; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();

    PracticeSession* m_practice;
    QLabel* m_title;
    QLabel* m_status;
    QLabel* m_tally;
    QPushButton* m_next;
    QPushButton* m_stop;
};

} // namespace pm
