// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/cage_panel.h"

#include "play/session/game_session.h"
#include "text/names.h"
#include "ui/board/board_widget.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace pm {

namespace {

QLabel* makeLabel(QWidget* parent, Qt::TextFormat format)
{
    auto* label = new QLabel(parent);
    label->setTextFormat(format);
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // Reached by Tab once F6 brings focus here, so a screen reader reads
    // it; never by a click, which would take the keys from the board.
    label->setTextInteractionFlags(Qt::TextSelectableByKeyboard);
    label->setFocusPolicy(Qt::TabFocus);
    return label;
}

} // namespace

CagePanel::CagePanel(GameSession* session, BoardWidget* board, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_board(board)
    , m_heading(makeLabel(this, Qt::PlainText))
    , m_summary(makeLabel(this, Qt::PlainText))
    , m_list(makeLabel(this, Qt::RichText))
    , m_notes(makeLabel(this, Qt::PlainText))
{
    setObjectName(QStringLiteral("cagePanel"));
    setFocusPolicy(Qt::NoFocus); // keys stay with the board; its labels take Tab
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 8, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_heading);
    layout->addWidget(m_summary);
    layout->addWidget(m_list);
    layout->addWidget(m_notes);
    layout->addStretch(1);
    connect(m_session, &GameSession::changed, this, &CagePanel::refresh);
    connect(m_board, &BoardWidget::cellSelected, this, &CagePanel::refresh);
    refresh();
}

void CagePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

QString CagePanel::plainText() const
{
    QStringList parts{m_summary->text(), m_lines.join(QLatin1Char('\n')), m_notes->text()};
    parts.removeAll(QString());
    return parts.join(QLatin1Char('\n'));
}

void CagePanel::refresh()
{
    const game::Game& game = m_session->game();
    const Geometry& g = game.geometry();
    setVisible(g.hasCages());
    m_options = {};
    m_lines.clear();
    m_heading->setText(tr("Cage combinations"));
    m_summary->clear();
    m_list->clear();
    m_notes->clear();
    if (!g.hasCages())
        return;
    const int cell = m_board->selectedCell();
    if (m_session->isPaused() && !m_session->isSolved())
        return; // the board is covered, and so is what it holds
    if (cell < 0 || cell >= g.cellCount()) {
        m_summary->setText(tr("Select a cell of a cage to see the digits the cage can hold."));
        return;
    }
    const int cage = g.cageOf(cell);
    if (cage < 0) {
        m_summary->setText(tr("%1 is in no cage.").arg(Names::cell(g, cell)));
        return;
    }
    m_options = cageOptions(game, cage, kMostListed);
    //: English says "Sum 7 in 1 cell", "Sum 7 in 2 cells" (translations/pencilmark_en.ts).
    m_summary->setText(tr("Sum %1 in %n cell(s)", nullptr, m_options.cellCount).arg(m_options.sum));
    if (!m_options.listed) {
        m_notes->setText(tr("More than %1 sets of digits add up to this sum: too many to list.").arg(kMostListed));
        return;
    }
    if (m_options.options.empty()) {
        m_notes->setText(tr("No set of different digits adds up to this sum."));
        return;
    }
    // Sets ruled out stay in the list, struck out, dimmed and with their
    // reason in words: the strike alone would not reach a screen reader.
    const QString dim = palette().color(QPalette::PlaceholderText).name();
    QString rows;
    for (const CageOption& option : m_options.options) {
        const QString set = Names::digitSet(option.digits, game.alphabet());
        const QString digits = set.toHtmlEscaped();
        QString reason;
        switch (option.status) {
        case CageOption::Status::Possible: break;
        case CageOption::Status::RuledOutByDigits: reason = tr("by a digit in the cage"); break;
        case CageOption::Status::RuledOutByMarks: reason = tr("by your pencil marks"); break;
        }
        m_lines << (reason.isEmpty() ? set : QStringLiteral("%1: %2").arg(set, reason));
        if (reason.isEmpty())
            rows += QStringLiteral("<tr><td>%1</td><td></td></tr>").arg(digits);
        else
            rows += QStringLiteral("<tr><td><span style=\"color:%1; text-decoration:line-through\">%2</span></td>"
                                   "<td><span style=\"color:%1\"><small>%3</small></span></td></tr>")
                        .arg(dim, digits, reason.toHtmlEscaped());
    }
    m_list->setText(QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\">%1</table>").arg(rows));
    QStringList notes;
    const int possible = m_options.possibleCount();
    notes << tr("%1 of %2 possible.").arg(possible).arg(m_options.options.size());
    if (const DigitMask always = m_options.inEveryPossible(); always != 0 && possible > 1)
        notes << tr("In every one left: %1.").arg(Names::digitSet(always, game.alphabet()));
    m_notes->setText(notes.join(QLatin1Char('\n')));
}

} // namespace pm
