// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/hints/all_steps_panel.h"

#include "play/jobs/step_list_search.h"
#include "play/session/board_highlight.h"
#include "text/hint_text.h"
#include "text/names.h"
#include "text/step_list_text.h"
#include "ui/board/board_widget.h"
#include "ui/board/highlight_legend.h"

#include "core/game/player_hint.h"

#include <QComboBox>
#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace pm {

namespace {

// Typing a run of marks changes the position every keystroke; a search
// started per keystroke would be cancelled at once. A quarter second is
// below what a player notices after the last key.
constexpr int kSettleMs = 250;

// Item data: the group's index, and the step's (-1 on a group's heading).
constexpr int kGroupRole = Qt::UserRole;
constexpr int kStepRole = Qt::UserRole + 1;

// A position can hold over a hundred thousand instances (a 16x16 early on,
// up to Extreme: nice loops and forcing chains by the thousand); a list that
// long helps no one and takes the tree seconds to build. Each group shows
// its first ones, and its heading the whole count.
constexpr int kShownPerGroup = 200;

// The scope box's entries: the easiest few, then each level.
constexpr int kEasiestFew = -1;

// The part of a position steps are read from: digits and marks, not colours.
bool samePosition(const std::vector<game::CellState>& a, const std::vector<game::CellState>& b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].value != b[i].value || a[i].corner != b[i].corner || a[i].centre != b[i].centre)
            return false;
    return true;
}

QString scopeKey(int data)
{
    return data == kEasiestFew ? QStringLiteral("easiest") : QString::fromLatin1(logic::levelKey(logic::Level(data)));
}

} // namespace

AllStepsPanel::AllStepsPanel(GameSession* session, BoardWidget* board, QWidget* parent)
    : QDockWidget(parent)
    , m_session(session)
    , m_board(board)
    , m_search(new StepListSearch(this))
    , m_settle(new QTimer(this))
{
    setObjectName(QStringLiteral("allStepsDock"));
    setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
    m_list.kind = game::StepList::Kind::Cancelled;
    auto* content = new QWidget(this);
    auto* column = new QVBoxLayout(content);
    column->setSpacing(6);
    m_scope = new QComboBox(content);
    m_scope->setObjectName(QStringLiteral("allStepsScope"));
    m_status = new QLabel(content);
    m_status->setWordWrap(true);
    m_tree = new QTreeWidget(content);
    m_tree->setObjectName(QStringLiteral("allStepsList"));
    m_tree->setColumnCount(1);
    m_tree->header()->hide();
    m_tree->setRootIsDecorated(true);
    m_tree->setUniformRowHeights(true);
    m_tree->installEventFilter(this);
    m_explanation = new QLabel(content);
    m_explanation->setWordWrap(true);
    m_explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_explanation->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_legend = new HighlightLegend(content);
    m_apply = new QPushButton(content);
    m_apply->setObjectName(QStringLiteral("allStepsApply"));
    m_apply->setEnabled(false);
    column->addWidget(m_scope);
    column->addWidget(m_status);
    column->addWidget(m_tree, 1);
    column->addWidget(m_explanation);
    column->addWidget(m_legend);
    column->addWidget(m_apply, 0, Qt::AlignRight);
    content->setMinimumWidth(300);
    setWidget(content);

    m_scope->addItem(QString(), kEasiestFew);
    for (int level = int(logic::Level::Easy); level <= int(logic::Level::Extreme); ++level)
        m_scope->addItem(QString(), level);
    const QString saved = QSettings().value(QStringLiteral("allSteps/scope"), QStringLiteral("easiest")).toString();
    for (int i = 0; i < m_scope->count(); ++i)
        if (scopeKey(m_scope->itemData(i).toInt()) == saved)
            m_scope->setCurrentIndex(i);
    connect(m_scope, &QComboBox::currentIndexChanged, this, [this] {
        QSettings().setValue(QStringLiteral("allSteps/scope"), scopeKey(m_scope->currentData().toInt()));
        invalidate();
    });

    m_settle->setSingleShot(true);
    m_settle->setInterval(kSettleMs);
    connect(m_settle, &QTimer::timeout, this, &AllStepsPanel::startSearch);
    connect(m_search, &StepListSearch::searching, this, [this](logic::Technique technique) {
        m_searching = technique;
        m_searchingKnown = true;
        m_status->setText(StepListText::searching(technique));
    });
    connect(m_search, &StepListSearch::found, this, &AllStepsPanel::showList);
    connect(m_session, &GameSession::changed, this, &AllStepsPanel::onSessionChanged);
    connect(m_session, &GameSession::gameStarted, this, &AllStepsPanel::invalidate);
    connect(m_session, &GameSession::techniqueOrderChanged, this, &AllStepsPanel::invalidate);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, &AllStepsPanel::showSelection);
    connect(m_tree, &QTreeWidget::itemDoubleClicked, this, &AllStepsPanel::applySelected);
    connect(m_apply, &QPushButton::clicked, this, &AllStepsPanel::applySelected);
    retranslate();
}

bool AllStepsPanel::isComputing() const
{
    return m_search->isRunning() || m_settle->isActive();
}

QString AllStepsPanel::statusText() const
{
    return m_status->text();
}

QString AllStepsPanel::explanationText() const
{
    return m_explanation->text();
}

game::StepListOptions AllStepsPanel::options() const
{
    game::StepListOptions options;
    options.order = m_session->techniqueOrder();
    const int data = m_scope->currentData().toInt();
    if (data != kEasiestFew) {
        options.scope = game::StepListOptions::Scope::UpToLevel;
        options.maxLevel = logic::Level(data);
    }
    return options;
}

const logic::Step* AllStepsPanel::selectedStep() const
{
    const QTreeWidgetItem* item = m_tree->currentItem();
    if (!item || m_list.kind != game::StepList::Kind::Found)
        return nullptr;
    const int group = item->data(0, kGroupRole).toInt();
    const int step = item->data(0, kStepRole).toInt();
    if (group < 0 || group >= int(m_list.groups.size()) || step < 0
        || step >= int(m_list.groups[size_t(group)].steps.size()))
        return nullptr;
    return &m_list.groups[size_t(group)].steps[size_t(step)];
}

void AllStepsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

void AllStepsPanel::showEvent(QShowEvent* event)
{
    QDockWidget::showEvent(event);
    if (!m_listed || !samePosition(m_listedCells, m_session->game().cells()))
        invalidate();
}

void AllStepsPanel::hideEvent(QHideEvent* event)
{
    // Closed, the panel does no work, and leaves the board as it found it.
    m_settle->stop();
    m_search->cancel();
    if (m_drawn)
        m_board->setHighlight({});
    m_drawn = false;
    m_listed = false;
    QDockWidget::hideEvent(event);
}

bool AllStepsPanel::eventFilter(QObject* watched, QEvent* event)
{
    // Return in the list applies the step selected. The window's Return
    // (apply the hint) would take the key first: the list claims it.
    if (watched == m_tree && (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)) {
        auto* key = static_cast<QKeyEvent*>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && selectedStep()) {
            event->accept();
            if (event->type() == QEvent::KeyPress)
                applySelected();
            return true;
        }
    }
    return QDockWidget::eventFilter(watched, event);
}

void AllStepsPanel::retranslate()
{
    setWindowTitle(tr("All Steps"));
    m_scope->setItemText(0, tr("The easiest few"));
    for (int i = 1; i < m_scope->count(); ++i)
        m_scope->setItemText(i, tr("All up to %1").arg(Names::level(logic::Level(m_scope->itemData(i).toInt()))));
    m_scope->setToolTip(tr("Which techniques to look for: the easiest that find something, or every one up to a "
                           "level (the hardest levels take longer)."));
    m_apply->setToolTip(tr("Do what the selected step says, as one move that Undo takes back."));
    if (m_list.kind == game::StepList::Kind::Cancelled)
        m_status->setText(m_searchingKnown && m_search->isRunning() ? StepListText::searching(m_searching)
                                                                     : StepListText::waiting());
    else
        showList(m_list);
}

void AllStepsPanel::onSessionChanged()
{
    if (isHidden())
        return;
    const bool paused = m_session->isPaused();
    // A covered board shows nothing, and neither does the list.
    m_tree->setVisible(!paused);
    if (paused && selectedStep())
        m_tree->setCurrentItem(nullptr);
    if (!m_listed || !samePosition(m_listedCells, m_session->game().cells()))
        invalidate();
}

void AllStepsPanel::invalidate()
{
    m_search->cancel();
    m_list = {};
    m_list.kind = game::StepList::Kind::Cancelled;
    m_listed = false;
    m_searchingKnown = false;
    m_tree->clear();
    m_explanation->clear();
    m_legend->setPattern({});
    m_apply->setEnabled(false);
    m_apply->setText(tr("Apply"));
    m_status->setText(StepListText::waiting());
    if (isVisible())
        m_settle->start();
}

void AllStepsPanel::startSearch()
{
    if (isHidden())
        return;
    m_listedCells = m_session->game().cells();
    m_listed = true;
    // A puzzle being entered has no solution yet: the list says so.
    m_search->start(m_session->game(), options());
}

void AllStepsPanel::showList(const game::StepList& list)
{
    m_list = list;
    QString status = StepListText::summary(list);
    if (const QString note = StepListText::marksNote(list); !note.isEmpty())
        status += QStringLiteral("\n") + note;
    m_status->setText(status);
    fillTree();
}

void AllStepsPanel::fillTree()
{
    m_tree->clear();
    const game::Game& game = m_session->game();
    for (int g = 0; g < int(m_list.groups.size()); ++g) {
        const game::StepGroup& group = m_list.groups[size_t(g)];
        auto* heading = new QTreeWidgetItem(m_tree, {StepListText::groupHeading(group)});
        heading->setData(0, kGroupRole, g);
        heading->setData(0, kStepRole, -1);
        heading->setToolTip(0, Names::level(logic::info(group.technique).level));
        QFont bold = heading->font(0);
        bold.setBold(true);
        heading->setFont(0, bold);
        const int shown = std::min(int(group.steps.size()), kShownPerGroup);
        for (int s = 0; s < shown; ++s) {
            const QString row = StepListText::row(game, group.steps[size_t(s)]);
            auto* item = new QTreeWidgetItem(heading, {row});
            item->setToolTip(0, row); // whole, where the panel's width cuts the row
            item->setData(0, kGroupRole, g);
            item->setData(0, kStepRole, s);
        }
        if (const int hidden = int(group.steps.size()) - shown; hidden > 0) {
            auto* more = new QTreeWidgetItem(heading, {StepListText::notShown(hidden)});
            more->setData(0, kGroupRole, g);
            more->setData(0, kStepRole, -1);
            more->setFlags(Qt::ItemIsEnabled);
        }
    }
    m_tree->expandAll();
}

void AllStepsPanel::showSelection()
{
    const logic::Step* step = selectedStep();
    if (!step) {
        if (m_drawn)
            m_board->setHighlight({});
        m_drawn = false;
        m_explanation->clear();
        m_legend->setPattern({});
        m_apply->setEnabled(false);
        m_apply->setText(tr("Apply"));
        return;
    }
    // Drawn as the hint's explanation stage draws its step.
    const game::PlayerHint hint = game::hintForStep(m_session->game(), *step);
    const HintText text(m_session->game(), m_session->isEditing());
    m_explanation->setText(text.why(hint));
    m_legend->setPattern(hint.pattern);
    m_apply->setText(text.applyLabel(hint));
    m_apply->setEnabled(!m_session->isPaused() && !m_session->isSolved());
    BoardHighlight highlight;
    highlight.pattern = hint.pattern;
    m_board->setHighlight(highlight);
    m_drawn = true;
}

void AllStepsPanel::applySelected()
{
    const logic::Step* step = selectedStep();
    if (!step)
        return;
    m_session->applyPlayerHint(game::hintForStep(m_session->game(), *step));
}

} // namespace pm
