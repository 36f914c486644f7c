// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/hints/hint_panel.h"

#include "text/hint_text.h"
#include "ui/board/board_widget.h"
#include "ui/board/highlight_legend.h"

#include "core/game/player_hint_focus.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace pm {

namespace {

using Kind = game::PlayerHint::Kind;

bool isStaged(const game::PlayerHint& hint)
{
    return hint.kind == Kind::Step || hint.kind == Kind::WrongEntry || hint.kind == Kind::RemovedCandidate;
}

QLabel* bodyLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextBrowserInteraction);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}

QLabel* headingLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

// Stage 2's text, with a link to the technique guide when it names a technique.
QString whichOneWithLink(const HintText& text, const game::PlayerHint& hint)
{
    QString which = text.whichOne(hint);
    if (const QString question = text.techniqueQuestion(hint); !question.isEmpty())
        which += QStringLiteral("<br><a href=\"technique\">%1</a>").arg(question.toHtmlEscaped());
    return which;
}

} // namespace

HintPanel::HintPanel(GameSession* session, BoardWidget* board, QWidget* parent)
    : QDockWidget(parent)
    , m_session(session)
    , m_board(board)
{
    setObjectName(QStringLiteral("hintDock"));
    setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
    auto* content = new QWidget(this);
    auto* column = new QVBoxLayout(content);
    column->setSpacing(6);
    m_stages = new QLabel(content);
    m_stages->setObjectName(QStringLiteral("hintStages"));
    m_stages->setTextFormat(Qt::RichText);
    m_status = bodyLabel(content);
    m_whereHeading = headingLabel(content);
    m_where = bodyLabel(content);
    m_techniqueHeading = headingLabel(content);
    m_technique = bodyLabel(content);
    m_explanationHeading = headingLabel(content);
    m_explanation = bodyLabel(content);
    m_legend = new HighlightLegend(content);
    m_more = new QPushButton(content);
    m_more->setObjectName(QStringLiteral("hintMore"));
    m_apply = new QPushButton(content);
    m_apply->setObjectName(QStringLiteral("hintApply"));
    for (QWidget* w : std::initializer_list<QWidget*>{m_stages, m_status, m_whereHeading, m_where, m_techniqueHeading,
                                                      m_technique, m_explanationHeading, m_explanation, m_legend})
        column->addWidget(w);
    column->addStretch(1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_more);
    buttons->addWidget(m_apply);
    column->addLayout(buttons);
    content->setMinimumWidth(300);
    setWidget(content);

    connect(m_session, &GameSession::hintChanged, this, &HintPanel::refresh);
    // Closing the panel puts the hint away, highlight and all.
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (!visible && isHidden())
            m_session->hideHint();
    });
    // A click leaves the keys with the board; F6 and Tab reach the buttons,
    // and a button pressed from the keyboard keeps focus in the panel.
    m_more->setFocusPolicy(Qt::TabFocus);
    m_apply->setFocusPolicy(Qt::TabFocus);
    connect(m_more, &QPushButton::clicked, this, [this] {
        const bool fromKeys = m_more->hasFocus();
        m_session->requestHint();
        if (!fromKeys)
            m_board->setFocus();
    });
    connect(m_apply, &QPushButton::clicked, this, [this] {
        const bool fromKeys = m_apply->hasFocus();
        m_session->applyHint();
        if (!fromKeys)
            m_board->setFocus();
    });
    connect(m_technique, &QLabel::linkActivated, this, [this] {
        if (const game::PlayerHint* hint = m_session->hint(); hint && hint->kind == Kind::Step)
            emit techniqueHelpRequested(hint->step.technique);
    });
    retranslate();
}

void HintPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

void HintPanel::retranslate()
{
    setWindowTitle(tr("Hint"));
    m_whereHeading->setText(tr("Where to look"));
    m_apply->setToolTip(tr("Do what the hint says, as one move that Undo takes back."));
    refresh();
}

QString HintPanel::whereText() const
{
    return m_where->isHidden() ? QString() : m_where->text();
}

QString HintPanel::techniqueText() const
{
    return m_technique->isHidden() ? QString() : m_technique->text();
}

QString HintPanel::explanationText() const
{
    return m_explanation->isHidden() ? QString() : m_explanation->text();
}

void HintPanel::showStages(HintStage stage, bool staged)
{
    // The four stages as a strip: those reached in bold, the rest greyed.
    const QString names[] = {tr("Where"), tr("Technique"), tr("Explanation"), tr("Apply")};
    const int reached = stage == HintStage::Hidden ? 0 : stage == HintStage::WhereToLook ? 1
        : stage == HintStage::Technique                                                   ? 2
                                                                                          : 4;
    const QColor dim = palette().color(QPalette::Disabled, QPalette::WindowText);
    QStringList parts;
    QStringList plain;
    for (int i = 0; i < 4; ++i) {
        const QString text = QStringLiteral("%1&nbsp;%2").arg(i + 1).arg(names[i].toHtmlEscaped());
        parts << (i < reached ? QStringLiteral("<b>%1</b>").arg(text)
                              : QStringLiteral("<span style=\"color:%1\">%2</span>").arg(dim.name(), text));
        plain << QStringLiteral("%1 %2").arg(i + 1).arg(names[i]);
    }
    // One line, never wrapped: the panel is at least as wide as the strip
    // all in bold (the widest it gets), in every language.
    m_stages->setText(parts.join(QStringLiteral(" &rsaquo; ")));
    QFont bold = m_stages->font();
    bold.setBold(true);
    m_stages->setMinimumWidth(QFontMetrics(bold).horizontalAdvance(plain.join(QStringLiteral(" \u203a "))) + 2);
    m_stages->setVisible(staged);
}

void HintPanel::refresh()
{
    const game::PlayerHint* hint = m_session->hint();
    const HintStage stage = m_session->hintStage();
    const bool shown = hint && stage != HintStage::Hidden;
    const bool staged = shown && isStaged(*hint);
    showStages(shown ? stage : HintStage::Hidden, staged || !shown);

    if (m_session->isHintPending())
        m_status->setText(tr("Looking for a hint…"));
    else if (!shown)
        m_status->setText(tr("Press <b>H</b> for a hint: first where to look, then which technique, "
                             "then the whole explanation."));
    m_status->setVisible(!shown);

    const bool showWhere = shown;
    const bool showTechnique = staged && stage >= HintStage::Technique;
    const bool showExplanation = staged && stage >= HintStage::Explanation;
    const HintText text(m_session->game(), m_session->isEditing());
    m_where->setText(showWhere ? text.whereToLook(*hint) : QString());
    m_technique->setText(showTechnique ? whichOneWithLink(text, *hint) : QString());
    m_explanation->setText(showExplanation ? text.why(*hint).toHtmlEscaped() : QString());
    m_whereHeading->setVisible(staged);
    m_where->setVisible(showWhere);
    m_techniqueHeading->setVisible(showTechnique);
    m_techniqueHeading->setText(hint && hint->kind == Kind::Step ? tr("Technique") : tr("Which cell"));
    m_technique->setVisible(showTechnique);
    m_explanationHeading->setVisible(showExplanation);
    m_explanationHeading->setText(hint && hint->kind == Kind::Step ? tr("Explanation") : tr("Why"));
    m_explanation->setVisible(showExplanation);
    m_legend->setPattern(showExplanation ? hint->pattern : logic::Pattern{});

    m_more->setText(stage == HintStage::Hidden ? tr("Hint (H)") : tr("Show More (H)"));
    m_more->setEnabled(!shown || (staged && stage != HintStage::Explanation));
    // The button says what it will do only once the explanation is open:
    // "Clear r1c4" before that would give the hint away.
    const bool applicable = hint && isStaged(*hint);
    const bool explained = applicable && stage == HintStage::Explanation;
    // Once explained, the next H applies the hint (GameSession::requestHint):
    // the button that does the same says so, as Show More did before.
    m_apply->setText(explained ? tr("%1 (H)").arg(text.applyLabel(*hint)) : tr("Apply"));
    m_apply->setEnabled(shown && applicable);

    m_board->setHighlight(shown ? highlightFor(*hint, stage) : BoardHighlight{});

    // The newest stage's words, for a player who cannot see the panel;
    // once per stage, so a language switch or a repaint says nothing.
    const HintStage reached = shown ? stage : HintStage::Hidden;
    if (reached == m_stageShown)
        return;
    m_stageShown = reached;
    QString newest;
    if (showExplanation)
        newest = text.why(*hint);
    else if (showTechnique)
        newest = text.whichOne(*hint);
    else if (showWhere)
        newest = m_where->text();
    if (!newest.isEmpty() && isVisible())
        emit stageShown(newest);
}

BoardHighlight HintPanel::highlightFor(const game::PlayerHint& hint, HintStage stage) const
{
    BoardHighlight highlight;
    if (!isStaged(hint))
        return highlight;
    if (stage == HintStage::Explanation) {
        highlight.pattern = hint.pattern;
        return highlight;
    }
    // Where to look: the house or cells lit, the rest dimmed. Once a wrong
    // entry's or removed mark's cell is named, only that cell is lit.
    if (stage == HintStage::Technique && hint.kind != Kind::Step) {
        highlight.spotlight = {hint.cell};
        return highlight;
    }
    const Geometry& g = m_session->game().geometry();
    const game::HintFocus focus = game::whereToLook(g, hint);
    for (int house : focus.houses)
        for (int cell : g.houses()[size_t(house)].cells)
            highlight.spotlight.push_back(cell);
    highlight.spotlight.insert(highlight.spotlight.end(), focus.cells.begin(), focus.cells.end());
    std::sort(highlight.spotlight.begin(), highlight.spotlight.end());
    highlight.spotlight.erase(std::unique(highlight.spotlight.begin(), highlight.spotlight.end()),
                              highlight.spotlight.end());
    return highlight;
}

} // namespace pm
