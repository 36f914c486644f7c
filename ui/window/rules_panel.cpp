// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/rules_panel.h"

#include "play/session/game_session.h"
#include "text/constraint_text.h"

#include <QEvent>
#include <QTextBrowser>

namespace pm {

RulesPanel::RulesPanel(GameSession* session, QWidget* parent)
    : QDockWidget(parent)
    , m_session(session)
    , m_text(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("rulesDock"));
    setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
    m_text->setObjectName(QStringLiteral("rulesText"));
    // Links in a setter's rules open nowhere: the text is the setter's, read only.
    m_text->setOpenLinks(false);
    m_text->setMinimumWidth(260);
    setWidget(m_text);
    connect(m_session, &GameSession::gameStarted, this, &RulesPanel::gameStarted);
    refresh();
}

void RulesPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QDockWidget::changeEvent(event);
}

bool RulesPanel::hasContent() const
{
    const game::Game& game = m_session->game();
    return !game.notes().empty() || game.geometry().hasConstraints();
}

QString RulesPanel::text() const
{
    return m_text->toPlainText();
}

void RulesPanel::gameStarted()
{
    refresh();
    setVisible(hasContent());
}

void RulesPanel::refresh()
{
    setWindowTitle(tr("Rules"));
    const game::Game& game = m_session->game();
    const PuzzleNotes& notes = game.notes();
    // The setter's words are text, never markup: escaped, line breaks kept.
    const auto paragraph = [](const std::string& text) {
        return QStringLiteral("<p>") + QString::fromStdString(text).toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"))
            + QStringLiteral("</p>");
    };
    QString html;
    if (!notes.title.empty())
        html += QStringLiteral("<h3>") + QString::fromStdString(notes.title).toHtmlEscaped() + QStringLiteral("</h3>");
    if (!notes.author.empty())
        html += QStringLiteral("<p><i>") + tr("by %1").arg(QString::fromStdString(notes.author).toHtmlEscaped())
            + QStringLiteral("</i></p>");
    if (!notes.rules.empty())
        html += paragraph(notes.rules);
    if (!notes.unknownRules.empty())
        html += QStringLiteral("<p>")
            + tr("Pencilmark cannot check %1: Check (Ctrl+K) compares your digits with the solution the puzzle came "
                 "with, and a clash shows only for the rules it knows.")
                  .arg(ConstraintText::unknownListed(notes.unknownRules))
                  .toHtmlEscaped()
            + QStringLiteral("</p>");
    if (game.geometry().hasConstraints())
        html += QStringLiteral("<p>")
            + tr("Rules on the board: %1.").arg(ConstraintText::kindsListed(game.geometry()).toHtmlEscaped())
            + QStringLiteral("</p><p>")
            + tr("Check (Ctrl+K), the clash colours and the hints follow every one of them.")
                  .toHtmlEscaped()
            + QStringLiteral("</p>");
    if (html.isEmpty())
        html = QStringLiteral("<p>") + tr("This puzzle has the usual rules: each digit once in every row, column and box.")
            + QStringLiteral("</p>");
    m_text->setHtml(html);
}

} // namespace pm
