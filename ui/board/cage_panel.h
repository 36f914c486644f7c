// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/session/cage_options.h"

#include <QStringList>
#include <QWidget>

class QLabel;

namespace pm {

class BoardWidget;
class GameSession;

// The killer player's combinations table, beside the board: for the cage of
// the cursor cell, its sum and size and every set of digits that adds up to
// it, those ruled out by the digits in the cage or by the cells' pencil
// marks struck out and said why, and the digits every set left holds.
// Hidden for a puzzle without cages. Reads GameSession and the board's
// cursor; decides nothing about the game.
class CagePanel : public QWidget {
    Q_OBJECT
public:
    // More sets than this are not listed (only 16×16 and larger cages have so many).
    static constexpr std::size_t kMostListed = 64;

    CagePanel(GameSession* session, BoardWidget* board, QWidget* parent = nullptr);

    // The cage shown, and its sets (tests). cage is -1 when none is shown.
    const CageOptions& options() const { return m_options; }
    // What the panel says, as plain text: the summary, the sets one per
    // line ("2 3: by a digit in the cage" for one ruled out), the notes.
    QString plainText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();

    GameSession* m_session;
    BoardWidget* m_board;
    QLabel* m_heading;
    QLabel* m_summary;
    QLabel* m_list;
    QLabel* m_notes;
    CageOptions m_options;
    QStringList m_lines; // the sets, as plainText() gives them
};

} // namespace pm
