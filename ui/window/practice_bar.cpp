// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/practice_bar.h"

#include "text/step_text/step_text.h"
#include "ui/window/practice_session.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace pm {

PracticeBar::PracticeBar(PracticeSession* practice, QWidget* parent)
    : QFrame(parent)
    , m_practice(practice)
    , m_title(new QLabel(this))
    , m_status(new QLabel(this))
    , m_tally(new QLabel(this))
    , m_next(new QPushButton(this))
    , m_stop(new QPushButton(this))
{
    setObjectName(QStringLiteral("practiceBar"));
    setFrameShape(QFrame::StyledPanel);
    m_title->setObjectName(QStringLiteral("practiceTitle"));
    m_status->setObjectName(QStringLiteral("practiceStatus"));
    m_tally->setObjectName(QStringLiteral("practiceTally"));
    m_next->setObjectName(QStringLiteral("practiceNext"));
    m_stop->setObjectName(QStringLiteral("practiceStop"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_status->setWordWrap(true);
    auto* words = new QVBoxLayout;
    words->addWidget(m_title);
    words->addWidget(m_status);
    words->addWidget(m_tally);
    auto* row = new QHBoxLayout(this);
    row->addLayout(words, 1);
    row->addWidget(m_next);
    row->addWidget(m_stop);
    // A click does not take the board's keys away (digits keep going to
    // the board), but F6 and Tab reach the buttons; Ctrl+PgDown and
    // Ctrl+Shift+End press them from anywhere (Game menu).
    m_next->setFocusPolicy(Qt::TabFocus);
    m_stop->setFocusPolicy(Qt::TabFocus);
    connect(m_next, &QPushButton::clicked, practice, &PracticeSession::next);
    connect(m_stop, &QPushButton::clicked, practice, &PracticeSession::stop);
    connect(practice, &PracticeSession::changed, this, &PracticeBar::refresh);
    refresh();
}

QString PracticeBar::tallyText() const
{
    return m_tally->text();
}

QString PracticeBar::statusText() const
{
    return m_status->text();
}

void PracticeBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QFrame::changeEvent(event);
}

void PracticeBar::refresh()
{
    const auto technique = m_practice->technique();
    setVisible(technique.has_value());
    if (!technique)
        return;
    const QString name = StepText::techniqueName(*technique);
    m_title->setText(tr("Practising: %1").arg(name));
    if (m_practice->isDealing()) {
        m_status->setText(tr("Making a puzzle that needs it…"));
    } else {
        switch (m_practice->verdict()) {
        case PracticeSession::Verdict::Open:
            m_status->setText(m_practice->targets().empty()
                                  ? tr("Solve the puzzle: its path needs this technique on the way.")
                                  : tr("The next step is this technique: find it on the board."));
            break;
        case PracticeSession::Verdict::Found: m_status->setText(tr("Well found: you made the deduction yourself.")); break;
        case PracticeSession::Verdict::WithHint: m_status->setText(tr("Found with the hint's help.")); break;
        }
    }
    m_tally->setText(tr("Found: %1 · With hint: %2").arg(m_practice->found()).arg(m_practice->withHint()));
    m_next->setText(tr("Next Puzzle"));
    m_next->setEnabled(!m_practice->isDealing());
    m_stop->setText(tr("Stop Practising"));
}

} // namespace pm
