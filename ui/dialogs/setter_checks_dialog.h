// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/jobs/setter_checks.h"

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace pm {

class BoardWidget;
class GameSession;

// Check ▸ Setter Checks… (issue 38 item 5): what a setter asks of the
// puzzle on the board, the one being entered or the one in play, from its
// givens and rules alone (never the player's entries): the true
// candidates, the clues it could do without, and why a digit cannot go in
// the board's selected cell. The checks run off the GUI thread
// (SetterChecks); the answer is read-only text a screen reader can walk.
// Modeless, so the board stays at hand to pick the cell.
class SetterChecksDialog : public QDialog {
    Q_OBJECT
public:
    SetterChecksDialog(GameSession* session, BoardWidget* board, QWidget* parent = nullptr);
    ~SetterChecksDialog() override;

    QPlainTextEdit* answer() const { return m_answer; }
    QSpinBox* digit() const { return m_digit; }
    SetterChecks* checks() { return &m_checks; }

signals:
    // What a screen reader should say: a check started, or its answer's
    // first line. Focus stays on the button or field the setter used, so
    // the status and the answer changing elsewhere would be silent; the
    // window's announcer says these (ui/window/announcer.h).
    void announcement(const QString& text);

private:
    // The givens and rules the checks look at.
    Grid puzzle() const;
    void starting(const QString& what);
    void showAnswer(const QString& text);
    void updateCell();

    GameSession* m_session;
    BoardWidget* m_board;
    SetterChecks m_checks;
    QLabel* m_cell;
    QSpinBox* m_digit;
    QPushButton* m_whyNot;
    QLabel* m_status;
    QPlainTextEdit* m_answer;
};

} // namespace pm
