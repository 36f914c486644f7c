// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/hints/hint_panel.h"

#include "text/cage_text.h"
#include "text/step_text/step_text.h"
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

// A wrong entry's story names at most this many singles before "and n more":
// a longer list stops being a reason anyone follows.
constexpr int kMostSinglesNamed = 6;

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
    m_stages->setTextFormat(Qt::RichText);
    m_stages->setWordWrap(true);
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
    connect(m_more, &QPushButton::clicked, this, [this] {
        m_session->requestHint();
        m_board->setFocus();
    });
    connect(m_apply, &QPushButton::clicked, this, [this] {
        m_session->applyHint();
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

QString HintPanel::levelName(logic::Level level)
{
    switch (level) {
    case logic::Level::Easy: return tr("Easy");
    case logic::Level::Medium: return tr("Medium");
    case logic::Level::Hard: return tr("Hard");
    case logic::Level::Expert: return tr("Expert");
    case logic::Level::Master: return tr("Master");
    case logic::Level::Extreme: return tr("Extreme");
    }
    return {};
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
    for (int i = 0; i < 4; ++i) {
        const QString text = QStringLiteral("%1&nbsp;%2").arg(i + 1).arg(names[i].toHtmlEscaped());
        parts << (i < reached ? QStringLiteral("<b>%1</b>").arg(text)
                              : QStringLiteral("<span style=\"color:%1\">%2</span>").arg(dim.name(), text));
    }
    m_stages->setText(parts.join(QStringLiteral(" &rsaquo; ")));
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
    m_where->setText(showWhere ? whereTo(*hint) : QString());
    m_technique->setText(showTechnique ? whichOne(*hint) : QString());
    m_explanation->setText(showExplanation ? why(*hint) : QString());
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
    const bool applicable = hint && isStaged(*hint);
    m_apply->setText(applicable ? applyLabel(*hint) : tr("Apply"));
    m_apply->setEnabled(shown && applicable);

    m_board->setHighlight(shown ? highlightFor(*hint, stage) : BoardHighlight{});
}

QString HintPanel::whereTo(const game::PlayerHint& hint) const
{
    const game::Game& game = m_session->game();
    const StepText t(game.geometry(), game.alphabet());
    const game::HintFocus focus = game::whereToLook(game.geometry(), hint);
    switch (hint.kind) {
    case Kind::WrongEntry:
        return tr("One of your digits is wrong. Look at %1.").arg(t.houses(focus.houses));
    case Kind::RemovedCandidate:
        return tr("A pencil mark you removed is needed after all. Look at %1.").arg(t.houses(focus.houses));
    case Kind::Solved: return tr("The puzzle is solved: there is nothing left to find.");
    case Kind::NoSolutionKnown:
        return m_session->isEditing()
            ? tr("Hints need a puzzle in play. Start the entered puzzle first (Ctrl+Return).")
            : tr("Hints need the puzzle's solution, and this game does not know it.");
    case Kind::Stuck:
        // Counted shapes run only the techniques sound for them; say so
        // rather than suggest the whole catalogue was tried.
        if (game.geometry().isCounted())
            return tr("No step found: none of the techniques Pencilmark knows for houses that hold each symbol "
                      "several times (singles, counting and what-if) applies here.");
        return tr("No step found: this position needs more than the techniques Pencilmark knows.");
    case Kind::Cancelled: return {};
    case Kind::Step: break;
    }
    QString text;
    if (!focus.houses.empty())
        text = tr("Look at %1.").arg(t.houses(focus.houses));
    else if (!focus.effect)
        text = tr("Look at %1.").arg(t.cells(focus.cells));
    else if (!hint.step.placements.empty())
        text = tr("Look at %1: a digit can be placed there.").arg(t.cells(focus.cells));
    else if (focus.cells.size() == 1)
        text = tr("Look at %1: a candidate can be ruled out there.").arg(t.cells(focus.cells));
    else
        text = tr("Look at %1: a candidate can be ruled out in each.").arg(t.cells(focus.cells));
    switch (hint.marks) {
    case game::MarksBasis::PlayerMarks: break;
    case game::MarksBasis::NoMarksNeeded:
        text += QStringLiteral("<br>") + tr("<i>Available without pencil marks.</i>");
        break;
    case game::MarksBasis::MarksNeeded:
        text += QStringLiteral("<br>")
            + tr("<i>No single is left, so this needs pencil marks: fill them in (Ctrl+M), "
                 "or apply the hint to have them filled in.</i>");
        break;
    }
    return text;
}

QString HintPanel::whichOne(const game::PlayerHint& hint) const
{
    const game::Game& game = m_session->game();
    const StepText t(game.geometry(), game.alphabet());
    switch (hint.kind) {
    case Kind::WrongEntry: return tr("%1 is wrong.").arg(t.cell(hint.cell));
    case Kind::RemovedCandidate: return tr("Check the pencil marks of %1.").arg(t.cell(hint.cell));
    case Kind::Step: {
        const QString name = StepText::techniqueName(hint.step.technique);
        return tr("<b>%1</b> (%2)").arg(name.toHtmlEscaped(), levelName(logic::info(hint.step.technique).level))
            + QStringLiteral("<br><a href=\"technique\">%1</a>").arg(tr("What is %1?").arg(name).toHtmlEscaped());
    }
    default: return {};
    }
}

QString HintPanel::wrongEntryReason(const game::PlayerHint& hint) const
{
    const game::Game& game = m_session->game();
    const StepText t(game.geometry(), game.alphabet());
    const game::WrongEntryReason& reason = hint.reason;
    switch (reason.kind) {
    case game::WrongEntryReason::Kind::Clash: {
        if (!reason.otherCopies.empty()) {
            const int count = game.geometry().houses()[size_t(reason.clashHouse)].count;
            return tr("With it, %1 appears more than %2 times in %3.")
                .arg(t.digit(hint.digit))
                .arg(count)
                .arg(t.house(reason.clashHouse));
        }
        // Killer cage mates are peers without a house in common: the clash
        // is then in their cage.
        const int cage = game.geometry().cageOf(hint.cell);
        const QString where = reason.clashHouse >= 0 ? t.house(reason.clashHouse)
            : cage >= 0 && cage == game.geometry().cageOf(reason.clashCell) ? cageName(game.geometry(), cage)
                                                                            : QString();
        if (where.isEmpty())
            return tr("It repeats the %1 of %2.").arg(t.digit(hint.digit), t.cell(reason.clashCell));
        return tr("It repeats the %1 of %2 in %3.").arg(t.digit(hint.digit), t.cell(reason.clashCell), where);
    }
    case game::WrongEntryReason::Kind::Contradiction: {
        const QString broken = t.contradiction(reason.contradiction);
        if (reason.singles.empty())
            return tr("If %1 is %2, then %3.").arg(t.cell(hint.cell), t.digit(hint.digit), broken);
        const int named = std::min<int>(kMostSinglesNamed, int(reason.singles.size()));
        QStringList items;
        for (int i = 0; i < named; ++i)
            items << QStringLiteral("%1 = %2").arg(t.cell(reason.singles[size_t(i)].cell),
                                                   t.digit(reason.singles[size_t(i)].digit));
        const int rest = int(reason.singles.size()) - named;
        //: "r1c2 = 5, r3c4 = 1 and 3 more"
        const QString singles = rest > 0 ? tr("%1 and %n more", nullptr, rest).arg(items.join(QStringLiteral(", ")))
                                         : t.list(items);
        return tr("If %1 is %2, singles follow: %3. Then %4.").arg(t.cell(hint.cell), t.digit(hint.digit), singles, broken);
    }
    case game::WrongEntryReason::Kind::Unexplained: break;
    }
    return tr("The solution has another digit there, though no short chain of singles shows it yet.");
}

QString HintPanel::why(const game::PlayerHint& hint) const
{
    const game::Game& game = m_session->game();
    const StepText t(game.geometry(), game.alphabet());
    switch (hint.kind) {
    case Kind::WrongEntry: return wrongEntryReason(hint).toHtmlEscaped();
    case Kind::RemovedCandidate:
        return tr("You removed the %1 from %2, but it can be %1.").arg(t.digit(hint.digit), t.cell(hint.cell));
    case Kind::Step: return t.explain(hint.step).toHtmlEscaped();
    default: return {};
    }
}

QString HintPanel::applyLabel(const game::PlayerHint& hint) const
{
    const game::Game& game = m_session->game();
    const StepText t(game.geometry(), game.alphabet());
    switch (hint.kind) {
    case Kind::WrongEntry: return tr("Clear %1").arg(t.cell(hint.cell));
    case Kind::RemovedCandidate: return tr("Put the %1 Back").arg(t.digit(hint.digit));
    case Kind::Step:
        return hint.marks == game::MarksBasis::MarksNeeded ? tr("Fill In Marks and Apply") : tr("Apply");
    default: return tr("Apply");
    }
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
