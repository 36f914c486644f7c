// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

class QTextBrowser;

namespace pm {

class GameSession;

// The puzzle's own words beside the board: the title, the author and the
// rules text an imported puzzle brought (f-puzzles' "title", "author",
// "ruleset"), and the variant rules on its board by name. It opens by
// itself when a puzzle with any of these starts, and closes for one
// without; View ▸ Rules opens and closes it by hand.
class RulesPanel : public QDockWidget {
    Q_OBJECT
public:
    explicit RulesPanel(GameSession* session, QWidget* parent = nullptr);

    // What the panel shows, as plain text (for tests and the screen reader).
    QString text() const;
    // Whether the game in play has anything to show here.
    bool hasContent() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void gameStarted();

    GameSession* m_session;
    QTextBrowser* m_text;
};

} // namespace pm
